import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query defaults', () => {
  it('never go stale, never refetch on focus or interval, and never retry', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q?.staleTime).toBe(Infinity);
    expect(q?.refetchOnWindowFocus).toBe(false);
    expect(q?.refetchInterval).toBe(false);
    expect(q?.retry).toBe(false);
  });
});
