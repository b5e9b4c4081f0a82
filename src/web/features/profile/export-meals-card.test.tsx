// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/local-date';
import { ExportMealsCard } from './export-meals-card';

afterEach(cleanup);

const link = (name: string) => screen.getByRole('link', { name });

describe('the Export meals card', () => {
  it('links to the last seven days as CSV and JSON downloads', () => {
    render(<ExportMealsCard />);
    const today = new Date();
    const from = toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
    const to = toIsoDate(today);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(to);
    expect(link('Download CSV').getAttribute('href')).toBe(`/api/export/meals.csv?from=${from}&to=${to}`);
    expect(link('Download JSON').getAttribute('href')).toBe(`/api/export/meals.json?from=${from}&to=${to}`);
    expect(link('Download CSV').hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is wrong with a range and does not link to it', () => {
    render(<ExportMealsCard />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-11' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at most two years at a time.');
    expect(link('Download CSV').getAttribute('href')).toBeNull();
    expect(link('Download CSV').getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2023-12-31' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-31' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(link('Download JSON').getAttribute('href')).toBe('/api/export/meals.json?from=2024-01-01&to=2024-03-31');
  });
});
