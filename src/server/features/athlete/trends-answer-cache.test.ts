import { describe, expect, it } from 'vitest';
import { jsonBody } from '../../http/json-body';
import { createTrendsAnswerCache } from './trends-answer-cache';

describe('trends answer cache', () => {
  it('serves an answer while its key holds, makes it again when the key changes', async () => {
    const cache = createTrendsAnswerCache({ maxBytes: 1_000_000 });
    let made = 0;
    const make = async () => jsonBody({ made: ++made });
    const a = await cache.get('u1 90', 'r1 inputs', make);
    expect(await cache.get('u1 90', 'r1 inputs', make)).toBe(a);
    const b = await cache.get('u1 90', 'r2 inputs', make);
    expect(b.json.toString()).toBe('{"made":2}');
    expect((await cache.get('u1 30', 'r2 inputs', make)).json.toString()).toBe('{"made":3}');
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 1, misses: 3 });
  });

  it('shares one making between requests that miss together, and keeps within its bytes', async () => {
    const cache = createTrendsAnswerCache({ maxBytes: 4 * 1024 });
    let made = 0;
    const make = async () => jsonBody({ made: ++made, pad: 'x'.repeat(200) });
    const [a, b] = await Promise.all([cache.get('u1', 'k', make), cache.get('u1', 'k', make)]);
    expect(a).toBe(b);
    expect(made).toBe(1);
    for (let i = 0; i < 20; i++) await cache.get(`u${i}`, 'k', make);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4 * 1024);
    expect(cache.stats().entries).toBeLessThan(20);
    // Too big for a quarter of the budget: sent, not kept.
    await cache.get('big', 'k', async () => jsonBody({ pad: 'x'.repeat(2000) }));
    expect(cache.stats().entries).toBeLessThan(20);
  });
});
