// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { useToasts } from '../../lib/toast';
import { useMealEdit } from './use-meal-edit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const START = '/api/external/meals/m1/edit-nl';
const STATUS = '/api/external/meals/m1/edit-nl/status';

function setUp() {
  const { client, wrapper: withClient } = withQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    withClient({
      children: (
        <MemoryRouter initialEntries={['/meals/m1/edit']}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      ),
    });
  const hook = renderHook(() => ({ edit: useMealEdit('m1'), toasts: useToasts(), path: useLocation().pathname }), {
    wrapper,
  });
  return { client, hook };
}

/** Answers the status calls in turn, repeating the last. */
function statuses(...answers: Array<() => Response>) {
  let n = 0;
  return on('GET', STATUS, () => (answers[Math.min(n++, answers.length - 1)] ?? answers[0])!());
}

describe('useMealEdit', () => {
  it('polls at once and every 2 s until completed, then refreshes meals and goes back to /meals', async () => {
    const sent = stubFetch(
      on('POST', START, () => json({ job_id: 'e1', status: 'processing' })),
      statuses(
        () => json({ status: 'processing', error: null }),
        () => json({ status: 'completed', error: null }),
      ),
    );
    const { client, hook } = setUp();
    client.setQueryData(queryKeys.meals.detail('m1'), { id: 'm1' });
    await act(() => hook.result.current.edit.submit('  double the portion '));
    expect(sent[0]?.body).toEqual({ instructions: 'double the portion' });
    await waitFor(() => expect(hook.result.current.edit.phase).toBe('completed'), { timeout: 5000 });
    expect(sent.filter((r) => r.url === STATUS)).toHaveLength(2);
    expect(hook.result.current.toasts[0]).toMatchObject({ title: 'Meal updated' });
    expect(client.getQueryState(queryKeys.meals.detail('m1'))?.isInvalidated).toBe(true);
    await waitFor(() => expect(hook.result.current.path).toBe('/meals'), { timeout: 3000 });
  });

  it('stops at a failed edit with its error', async () => {
    const sent = stubFetch(
      on('POST', START, () => json({ job_id: 'e1', status: 'processing' })),
      statuses(() => json({ status: 'failed', error: 'No food found in the instructions' })),
    );
    const { hook } = setUp();
    await act(() => hook.result.current.edit.submit('more'));
    await waitFor(() => expect(hook.result.current.edit.phase).toBe('error'));
    expect(hook.result.current.edit.error).toBe('No food found in the instructions');
    expect(hook.result.current.toasts[0]).toMatchObject({
      title: 'Edit failed',
      description: 'No food found in the instructions',
    });
    await new Promise((r) => setTimeout(r, 2500));
    expect(sent.filter((r) => r.url === STATUS)).toHaveLength(1);
  });

  it('says a failed status check, and a refused start, in SPEC §8 words', async () => {
    stubFetch(
      on('POST', START, () => json({ job_id: 'e1', status: 'processing' })),
      on('GET', STATUS, () => new Response('', { status: 500 })),
    );
    const { hook } = setUp();
    await act(() => hook.result.current.edit.submit('more'));
    await waitFor(() => expect(hook.result.current.edit.error).toBe('Failed to check edit status'));

    stubFetch(on('POST', START, () => json({ message: 'An edit of this meal is already running' }, 409)));
    await act(() => hook.result.current.edit.submit('more'));
    expect(hook.result.current.edit).toMatchObject({
      phase: 'error',
      error: 'An edit of this meal is already running',
    });
  });

  it('refuses blank instructions without calling the server', async () => {
    const sent = stubFetch();
    const { hook } = setUp();
    await act(() => hook.result.current.edit.submit('   '));
    expect(sent).toEqual([]);
    expect(hook.result.current.toasts[0]).toMatchObject({ title: 'Instructions required' });
  });
});
