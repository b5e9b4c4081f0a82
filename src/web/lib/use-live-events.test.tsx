// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { withQueryClient } from './test-support';
import { useLiveEvents } from './use-live-events';

/** The browser's EventSource at the network boundary: the test fires its events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('useLiveEvents', () => {
  it('refreshes the meals and jobs when the stream opens', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = createQueryClient();
    client.setQueryData(queryKeys.jobs, { items: [] });
    client.setQueryData(queryKeys.meals.ofDay('2026-11-24'), { items: [] });
    const { unmount } = renderHook(() => useLiveEvents(true), { wrapper: withQueryClient(client).wrapper });
    const stale = () =>
      [queryKeys.jobs, queryKeys.meals.ofDay('2026-11-24')].map((k) => client.getQueryState(k)?.isInvalidated);
    expect(stale()).toEqual([false, false]);

    // Data asked for before the stream opened may already be out of date: the open refreshes it.
    FakeEventSource.last!.fire('open');
    expect(stale()).toEqual([true, true]);
    unmount();
  });
});
