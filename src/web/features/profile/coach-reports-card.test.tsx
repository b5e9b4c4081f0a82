// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachReportLink } from '../../../contracts/trends';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { CoachReportsCard } from './coach-reports-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (id: string, label: string, revokedAt: string | null = null): CoachReportLink => ({
  id,
  label,
  url: `http://localhost:3000/coach/${id}`,
  createdAt: '2026-11-20T08:00:00.000Z',
  revokedAt,
});

/** A small stand-in for the server's list: POST adds a link first, DELETE marks it revoked. */
function fakeServer(links: CoachReportLink[]) {
  return stubFetch(
    on('GET', '/api/coach-reports', () => json({ links })),
    on('POST', '/api/coach-reports', (req) => {
      const created = link('n'.repeat(22), (req.body as { label: string }).label);
      links.unshift(created);
      return json(created, 201);
    }),
    (req) => {
      if (req.method !== 'DELETE' || !req.url.startsWith('/api/coach-reports/')) return undefined;
      const found = links.find((l) => req.url.endsWith(l.id));
      if (found) found.revokedAt = '2026-11-21T08:00:00.000Z';
      return new Response(null, { status: found ? 204 : 404 });
    },
  );
}

function renderCard() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <CoachReportsCard />
    </Wrapper>,
  );
}

describe('the Coach reports card', () => {
  it('lists the links, marks revoked ones, and copies a live one', async () => {
    fakeServer([link('a'.repeat(22), 'Coach Sharma'), link('b'.repeat(22), 'Old dietitian', '2026-11-21T09:00:00Z')]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderCard();
    const rows = within(await screen.findByRole('list', { name: 'Coach links' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain(`http://localhost:3000/coach/${'a'.repeat(22)}`);
    expect(within(rows[1]!).getByText('Revoked')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).not.toContain('/coach/');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Copy link for Coach Sharma' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/coach/${'a'.repeat(22)}`));
  });

  it('says inline what is wrong with a name and sends nothing; a good name creates the link', async () => {
    const sent = fakeServer([]);
    renderCard();
    await screen.findByText('No coach links yet.');
    const name = screen.getByLabelText('Name of the link');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the link a name, e.g. the coach’s name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A name is at most 60 characters');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(name, { target: { value: '  Coach Sharma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const list = await screen.findByRole('list', { name: 'Coach links' });
    within(list).getByText('Coach Sharma');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ label: 'Coach Sharma' }]);
    expect((name as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('revokes a link only once confirmed, and the list marks it', async () => {
    const sent = fakeServer([link('a'.repeat(22), 'Coach Sharma')]);
    renderCard();
    const revoke = await screen.findByRole('button', { name: 'Revoke link for Coach Sharma' });
    fireEvent.click(revoke);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link for Coach Sharma' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Revoked');
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/coach-reports/${'a'.repeat(22)}`,
    ]);
    expect(screen.queryByRole('button', { name: /Copy link/ })).toBeNull();
  });
});
