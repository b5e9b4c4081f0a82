import { describe, expect, it } from 'vitest';
import { createMealTotalsCache, type DateRange } from './meal-totals-cache';

const key = (userId: string, revision: number, from = '2026-11-18', to = '2026-11-24') => ({
  userId,
  revision,
  from,
  to,
});

describe('meal totals cache', () => {
  it('loads the whole span once, serves narrower windows from it, and loads again on a new revision', async () => {
    const cache = createMealTotalsCache<number>({ maxUsers: 10, spanDays: 90 });
    const ranges: DateRange[] = [];
    const load = async (range: DateRange) => {
      ranges.push(range);
      return new Map([[range.to, ranges.length]]);
    };
    const first = await cache.get(key('u1', 1), load);
    expect(ranges).toEqual([{ from: '2026-08-27', to: '2026-11-24' }]);
    expect(await cache.get(key('u1', 1, '2026-08-27'), load)).toBe(first);
    expect(ranges).toHaveLength(1);
    // A new revision, an earlier start or a later end are misses.
    await cache.get(key('u1', 2), load);
    await cache.get(key('u1', 2, '2026-01-01'), load);
    await cache.get(key('u1', 2, '2026-11-18', '2026-11-25'), load);
    expect(ranges.slice(1)).toEqual([
      { from: '2026-08-27', to: '2026-11-24' },
      { from: '2026-01-01', to: '2026-11-24' },
      { from: '2026-08-28', to: '2026-11-25' },
    ]);
    expect(cache.stats()).toEqual({ entries: 1, hits: 1, misses: 4 });
  });

  it('keeps users apart, shares a load between requests that miss together, and forgets the least recent user', async () => {
    const cache = createMealTotalsCache<string>({ maxUsers: 2, spanDays: 7 });
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = (who: string) => async () => {
      loads++;
      await gate;
      return new Map([['d', who]]);
    };
    const both = [cache.get(key('u1', 1), load('u1')), cache.get(key('u1', 1), load('u1'))];
    release();
    const [a, b] = await Promise.all(both);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect((await cache.get(key('u2', 1), load('u2'))).get('d')).toBe('u2');
    await cache.get(key('u1', 1), load('u1')); // u1 is now the most recent
    await cache.get(key('u3', 1), load('u3'));
    expect(cache.stats().entries).toBe(2);
    loads = 0;
    await cache.get(key('u1', 1), load('u1'));
    await cache.get(key('u2', 1), load('u2'));
    expect(loads).toBe(1);
  });
});
