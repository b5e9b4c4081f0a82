// @vitest-environment happy-dom
// The composer's shortcuts with the real pending-entries machinery: a tap on a shortcut adds a
// pending copy at once and delivers it to the copy call with its id as the Idempotency-Key.
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelogShortcuts as Shortcuts } from '../../../contracts/relog';
import { queryKeys } from '../../lib/query-keys';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { RelogShortcuts } from './relog-shortcuts';
import { usePendingEntries } from './use-pending-entries';
import { useRelog } from './use-relog';

const TODAY = '2026-11-24';
const item = (id: string, title: string, favourite = false) => ({
  job_id: id,
  message: `${title} as typed`,
  title,
  calories_kcal: 300,
  meal_type: 'lunch' as const,
  date: '2026-11-23',
  favourite,
});
const SHORTCUTS: Shortcuts = {
  recent: [item('job-r', 'Chicken biryani'), item('job-f', 'Poha')],
  favourites: [item('job-f', 'Poha', true)],
  yesterday_breakfast: { date: '2026-11-23', meal_count: 2, calories_kcal: 288 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let users = 0;
function setUp() {
  const userId = `relog-user-${++users}-${Date.now()}`;
  const { client, wrapper } = withQueryClient();
  client.setQueryData(queryKeys.jobs, []);
  const hook = renderHook(
    () => {
      const pending = usePendingEntries(userId, { accepted: vi.fn(), refused: vi.fn() });
      const relog = useRelog({ signedIn: true, today: TODAY, pending: pending.entries, add: pending.add });
      return { pending, relog };
    },
    { wrapper },
  );
  return { hook };
}

describe('useRelog', () => {
  it('reads the shortcuts for today and logs an entry again as a pending copy', async () => {
    const sent = stubFetch(
      on('GET', '/api/relog', () => json(SHORTCUTS)),
      on('POST', '/api/entries/job-r/copy', () =>
        json({ job_id: 'job-new', message: 'Chicken biryani as typed' }, 201),
      ),
    );
    const { hook } = setUp();
    await waitFor(() => expect(hook.result.current.relog.shortcuts).toEqual(SHORTCUTS));
    expect(sent[0]?.url).toMatch(/^\/api\/relog\?today=2026-11-24/);

    act(() => hook.result.current.relog.logAgain(SHORTCUTS.recent[0]!));
    const [entry] = hook.result.current.pending.entries;
    expect(entry).toMatchObject({ message: 'Chicken biryani as typed', date: TODAY, copy: { jobId: 'job-r' } });
    await waitFor(() => expect(hook.result.current.pending.entries[0]?.jobId).toBe('job-new'));
    const copy = sent.find((r) => r.url === '/api/entries/job-r/copy')!;
    expect(copy.init.headers).toMatchObject({ 'Idempotency-Key': entry!.id });
    expect(copy.body).toMatchObject({ date: TODAY, session_id: entry!.sessionId });
  });

  it("copies yesterday's breakfast through the copy-meals call", async () => {
    const sent = stubFetch(
      on('GET', '/api/relog', () => json(SHORTCUTS)),
      on('POST', '/api/entries/copy-meals', () => json({ job_id: 'job-b', message: 'eggs' }, 201)),
    );
    const { hook } = setUp();
    await waitFor(() => expect(hook.result.current.relog.shortcuts).toBeDefined());
    act(() => hook.result.current.relog.copyYesterdaysBreakfast());
    await waitFor(() => expect(hook.result.current.pending.entries[0]?.jobId).toBe('job-b'));
    expect(sent.find((r) => r.url === '/api/entries/copy-meals')?.body).toMatchObject({
      from_date: '2026-11-23',
      meal_type: 'breakfast',
      date: TODAY,
    });
  });
});

describe('RelogShortcuts', () => {
  it('offers the breakfast copy, then favourites, then recent entries not already starred', () => {
    const onLogAgain = vi.fn();
    const onCopyBreakfast = vi.fn();
    render(
      <RelogShortcuts
        shortcuts={SHORTCUTS}
        sending={new Set(['job-r'])}
        onLogAgain={onLogAgain}
        onCopyBreakfast={onCopyBreakfast}
      />,
    );
    const group = screen.getByRole('group', { name: 'Log again' });
    expect([...group.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      "Copy yesterday's breakfast",
      'Log again: Poha, 300 kcal',
      'Log again: Chicken biryani, 300 kcal',
    ]);
    expect(screen.getByText('Favourites')).toBeTruthy();
    expect(screen.getByText('Recent')).toBeTruthy();
    // A copy on its way: its button waits.
    expect(screen.getByRole('button', { name: 'Log again: Chicken biryani, 300 kcal' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log again: Poha, 300 kcal' }));
    expect(onLogAgain).toHaveBeenCalledWith(SHORTCUTS.favourites[0]);
    fireEvent.click(screen.getByRole('button', { name: "Copy yesterday's breakfast" }));
    expect(onCopyBreakfast).toHaveBeenCalled();
  });

  it('shows nothing when there is nothing to log again', () => {
    const { container } = render(
      <RelogShortcuts
        shortcuts={{ recent: [], favourites: [], yesterday_breakfast: null }}
        sending={new Set()}
        onLogAgain={vi.fn()}
        onCopyBreakfast={vi.fn()}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
