// Trends answers, ready to send (JSON, ETag, compressed forms), kept per user and window until
// what they were computed from changes. An answer is a pure function of the athlete's inputs (read
// fresh on every request as one JSON text: athlete-inputs.ts), the meals at a revision
// (users.meals_revision, read with the session; see meal-totals-cache.ts) and the last day. The
// key holds all three, so a changed weight, water log or meal is a miss, never a stale answer.
import type { JsonBody } from '../../http/json-body';

export interface TrendsAnswerCache {
  /** `slot`: whose answer (user and window); `key`: what it was computed from. */
  get(slot: string, key: string, make: () => Promise<JsonBody>): Promise<JsonBody>;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** What an entry costs besides its JSON (the compressed forms are about a tenth more, see list-cache). */
const ENTRY_OVERHEAD_BYTES = 512;

export function createTrendsAnswerCache(opts: { maxBytes: number }): TrendsAnswerCache {
  // Insertion order is recency: a hit is re-inserted, so the first key is the least recent.
  const entries = new Map<string, { key: string; body: JsonBody; bytes: number }>();
  const making = new Map<string, Promise<JsonBody>>();
  const stats = { bytes: 0, hits: 0, misses: 0 };
  const remove = (slot: string) => {
    const entry = entries.get(slot);
    if (!entry) return;
    entries.delete(slot);
    stats.bytes -= entry.bytes;
  };

  return {
    stats: () => ({ entries: entries.size, ...stats }),
    async get(slot, key, make) {
      const hit = entries.get(slot);
      if (hit && hit.key === key) {
        stats.hits++;
        entries.delete(slot);
        entries.set(slot, hit);
        return hit.body;
      }
      const flight = `${slot}\n${key}`;
      const pending = making.get(flight);
      if (pending) return pending;
      stats.misses++;
      const promise = (async () => {
        const body = await make();
        const bytes = ENTRY_OVERHEAD_BYTES + Math.ceil(body.json.length * 1.25);
        remove(slot);
        if (bytes <= opts.maxBytes / 4) {
          entries.set(slot, { key, body, bytes });
          stats.bytes += bytes;
          for (const oldest of entries.keys()) {
            if (stats.bytes <= opts.maxBytes) break;
            remove(oldest);
          }
        }
        return body;
      })().finally(() => making.delete(flight));
      making.set(flight, promise);
      return promise;
    },
  };
}
