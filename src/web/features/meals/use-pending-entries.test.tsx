// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingEntry } from '../../lib/pending-entries';
import { queryKeys } from '../../lib/query-keys';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { useToasts } from '../../lib/toast';
import { usePendingEntries } from './use-pending-entries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let users = 0;
function setUp() {
  // A user of its own per test: pending entries are kept per user on the device.
  const userId = `user-${++users}-${Date.now()}`;
  const handlers = { accepted: vi.fn(), refused: vi.fn() };
  const { client, wrapper } = withQueryClient();
  client.setQueryData(queryKeys.jobs, []);
  const hook = renderHook(() => ({ pending: usePendingEntries(userId, handlers), toasts: useToasts() }), { wrapper });
  const entry: PendingEntry = {
    id: `temp_${users}`,
    message: 'two rotis and dal',
    timestamp: 1,
    date: '2026-11-24',
    imageUrls: [],
    sessionId: 's1',
  };
  return { client, hook, handlers, entry };
}

describe('usePendingEntries', () => {
  it('sends a new entry with its id as Idempotency-Key, records the job id and refreshes the jobs', async () => {
    const sent = stubFetch(
      on('POST', '/api/external/chat/queue', () => json({ job_id: 'job-1', message: 'two rotis and dal' })),
    );
    const { client, hook, handlers, entry } = setUp();
    act(() => hook.result.current.pending.add(entry));
    expect(hook.result.current.pending.entries).toHaveLength(1);
    await waitFor(() => expect(hook.result.current.pending.entries[0]?.jobId).toBe('job-1'));
    expect(sent[0]?.init.headers).toMatchObject({ 'Idempotency-Key': entry.id });
    expect(sent[0]?.body).toMatchObject({ session_id: 's1', message: 'two rotis and dal', date: '2026-11-24' });
    expect(handlers.accepted).toHaveBeenCalledWith(entry);
    expect(client.getQueryState(queryKeys.jobs)?.isInvalidated).toBe(true);
  });

  it('drops a refused entry, hands it back and shows the server message', async () => {
    stubFetch(
      on('POST', '/api/external/chat/queue', () =>
        json({ detail: 'd', message: 'Message is too long: at most 2000 characters' }, 400),
      ),
    );
    const { hook, handlers, entry } = setUp();
    act(() => hook.result.current.pending.add(entry));
    await waitFor(() => expect(handlers.refused).toHaveBeenCalledWith(entry));
    expect(hook.result.current.pending.entries).toEqual([]);
    expect(hook.result.current.toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Message is too long: at most 2000 characters',
    });
  });

  it('shows the rate-limit text for a 429 without detail', async () => {
    stubFetch(on('POST', '/api/external/chat/queue', () => new Response('Too Many Requests', { status: 429 })));
    const { hook, handlers, entry } = setUp();
    act(() => hook.result.current.pending.add(entry));
    await waitFor(() => expect(handlers.refused).toHaveBeenCalled());
    expect(hook.result.current.toasts[0]?.description).toBe('Rate limit exceeded. Please try again later.');
  });

  it('keeps an entry the server could not take right now (503) and marks it offline', async () => {
    stubFetch(on('POST', '/api/external/chat/queue', () => new Response('', { status: 503 })));
    const { hook, handlers, entry } = setUp();
    act(() => hook.result.current.pending.add(entry));
    await waitFor(() => expect(hook.result.current.pending.entries[0]?.offline).toBe(true));
    expect(handlers.refused).not.toHaveBeenCalled();
    expect(hook.result.current.pending.entries[0]?.jobId).toBeUndefined();
  });
});
