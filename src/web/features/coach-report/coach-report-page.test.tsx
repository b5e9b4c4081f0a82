// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachReport, TrendDay } from '../../../contracts/trends';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { CoachReportPage } from './coach-report-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'c'.repeat(22);
const zero = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0, fluids: 0 };
const goals = { calories: 2400, protein: 120, carbs: 300, fat: 80, fiber: 30, sodium: 2300, fluids: 3000 };
const day = (date: string, logged: boolean): TrendDay => ({
  date,
  logged,
  totals: logged ? { calories: 2150, protein: 96, carbs: 280, fat: 70, fiber: 25, sodium: 2000, fluids: 2450 } : zero,
  goals,
  load: logged ? 'match' : null,
  weightKg: null,
});
const dates = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];

const report: CoachReport = {
  label: 'Coach Sharma',
  from: dates[0]!,
  to: dates[6]!,
  days: dates.map((d, i) => day(d, i >= 5)),
  week: {
    from: dates[0]!,
    to: dates[6]!,
    daysInPeriod: 7,
    daysLogged: 2,
    averages: day(dates[6]!, true).totals,
    bestDay: { date: dates[5]!, score: 0.1 },
    worstDay: { date: dates[6]!, score: 0.2 },
  },
  goals: { daysMet: { ...zero, protein: 2 }, daysLogged: 2, proteinPerKg: null },
  meals: [
    {
      date: dates[5]!,
      consumedAt: `${dates[5]}T08:00:00Z`,
      mealType: 'breakfast',
      title: 'Poha',
      description: '1 plate poha',
      serving: { servings: 1, serving_size_g: 200, household_unit: 'plate' },
      macros: { calories_kcal: 350, protein_g: 7, carbs_g: 60, fat_g: 9, fiber_g: 3, sugar_g: 2, sodium_mg: 400 },
    },
  ],
};

function renderAt(id: string) {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <MemoryRouter initialEntries={[`/coach/${id}`]}>
      <Wrapper>
        <Routes>
          <Route path="/coach/:id" element={<CoachReportPage />} />
        </Routes>
      </Wrapper>
    </MemoryRouter>,
  );
}

describe('the coach report page', () => {
  it('shows the week: label, summary, goals met, the days against their goals and the meals by day', async () => {
    const sent = stubFetch(on('GET', `/api/public/coach-reports/${ID}`, () => json(report)));
    renderAt(ID);
    await screen.findByRole('heading', { name: 'Weekly report', level: 1 });
    screen.getByText('Coach Sharma');
    expect(screen.getByRole('region', { name: 'Last 7 days' }).textContent).toContain('2 of 7 days logged');
    const table = within(screen.getByRole('region', { name: 'Day by day' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[7]!.textContent).toContain('Match');
    expect(rows[7]!.textContent).toContain('2,150 / 2,400');
    expect(rows[7]!.textContent).toContain('96 / 120');
    expect(rows[1]!.textContent).toContain('Not set');
    screen.getByText('Poha');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    // Public: the session cookie does not go with it.
    const call = sent.find((r) => r.url.startsWith('/api/public/coach-reports/'));
    expect(call?.init.credentials).toBe('omit');
  });

  it('says a revoked or unknown link is no longer available', async () => {
    stubFetch(on('GET', `/api/public/coach-reports/${ID}`, () => json({ message: 'Not found' }, 404)));
    renderAt(ID);
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: 'This report link is no longer available' });
    expect(alert.textContent).toContain('revoked');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
