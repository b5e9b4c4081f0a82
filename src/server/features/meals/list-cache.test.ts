import { describe, expect, it } from 'vitest';
import { createMealListCache, ENTRY_OVERHEAD_BYTES } from './list-cache';

const key = (userId: string, revision: number, limit = 100) => ({ userId, revision, limit });

describe('meal list cache', () => {
  it('loads once per revision and again when the revision moves on', async () => {
    const cache = createMealListCache({ maxBytes: 1_000_000 });
    let loads = 0;
    const load = async () => ({ items: [{ n: ++loads }] });
    const a = await cache.get(key('u1', 1), load);
    const b = await cache.get(key('u1', 1), load);
    expect(b).toBe(a);
    expect(loads).toBe(1);
    const c = await cache.get(key('u1', 2), load);
    expect(c.json.toString()).toBe('{"items":[{"n":2}]}');
    expect(c.etag).not.toBe(a.etag);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });

  it('keeps users and query shapes apart', async () => {
    const cache = createMealListCache({ maxBytes: 1_000_000 });
    await cache.get(key('u1', 1), async () => ['mine']);
    const theirs = await cache.get(key('u2', 1), async () => ['theirs']);
    const fewer = await cache.get(key('u1', 1, 5), async () => ['mine, five']);
    expect(theirs.json.toString()).toBe('["theirs"]');
    expect(fewer.json.toString()).toBe('["mine, five"]');
    expect(cache.stats().entries).toBe(3);
  });

  it('shares one load between requests that miss together', async () => {
    const cache = createMealListCache({ maxBytes: 1_000_000 });
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads++;
      await gate;
      return [loads];
    };
    const both = Promise.all([cache.get(key('u1', 7), load), cache.get(key('u1', 7), load)]);
    release();
    const [x, y] = await both;
    expect(x).toBe(y);
    expect(loads).toBe(1);
  });

  it('drops the least recently used lists beyond its budget, and keeps nothing when off', async () => {
    // Each list costs about 890 bytes (300 of JSON, a quarter on top, the entry's overhead): four fit.
    const big = 'x'.repeat(300);
    const cache = createMealListCache({ maxBytes: 4_000 });
    for (const u of ['a', 'b', 'c', 'd']) await cache.get(key(u, 1), async () => big);
    await cache.get(key('a', 1), async () => big); // a is now the most recent
    await cache.get(key('e', 1), async () => big);
    let reloaded = false;
    await cache.get(key('b', 1), async () => ((reloaded = true), big));
    expect(reloaded).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);

    const off = createMealListCache({ maxBytes: 0 });
    let loads = 0;
    await off.get(key('a', 1), async () => ++loads);
    await off.get(key('a', 1), async () => ++loads);
    expect(loads).toBe(2);
    expect(off.stats().entries).toBe(0);
  });

  it('counts what each entry costs beyond its JSON, so many tiny lists stay within the budget', async () => {
    const cache = createMealListCache({ maxBytes: 64 * 1024 });
    for (let limit = 1; limit <= 500; limit++) await cache.get(key('u1', 1, limit), async () => ({ items: [] }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats().entries).toBeLessThanOrEqual((64 * 1024) / ENTRY_OVERHEAD_BYTES);
  });

  it('does not keep a failed load', async () => {
    const cache = createMealListCache({ maxBytes: 1_000_000 });
    await expect(cache.get(key('u1', 1), async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get(key('u1', 1), async () => 'ok')).json.toString()).toBe('"ok"');
  });
});
