// Serialized meal lists, kept per user until that user's meals change. The meals screens poll
// the list while entries are analysed, and serializing a hundred meals with their micros and
// components costs milliseconds each time; a cached list costs a map lookup.
//
// Validity needs no query and no message between processes: users.meals_revision is moved on by
// a database trigger in the same transaction as any change to the user's meals (in any web or
// worker process), and it is read together with the session before the list. An entry made at
// revision r is served only to a request that read revision r. A list loaded after a concurrent
// change may be newer than its revision says; the next request then sees a newer revision and
// loads again, so a stale list is never served.
import { jsonBody, type JsonBody } from '../../http/json-body';

export interface MealListKey {
  userId: string;
  /** users.meals_revision as read with the session, before the list is loaded. */
  revision: number;
  limit: number;
  date?: string;
}

export interface MealListCache {
  get(key: MealListKey, load: () => Promise<unknown>): Promise<JsonBody>;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** What an entry costs besides its JSON: the key, the ETag, the Map entry and the objects. */
export const ENTRY_OVERHEAD_BYTES = 512;

interface Entry {
  revision: number;
  body: JsonBody;
  bytes: number;
}

export function createMealListCache(opts: { maxBytes: number }): MealListCache {
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least
  // recently used one.
  const entries = new Map<string, Entry>();
  // Requests that miss together share one load (a screen's several calls, or many clients after a change).
  const loading = new Map<string, Promise<JsonBody>>();
  const stats = { bytes: 0, hits: 0, misses: 0 };
  // One list may use at most a quarter of the budget, so one huge list cannot empty the cache.
  const maxEntryBytes = opts.maxBytes / 4;

  const remove = (k: string) => {
    const e = entries.get(k);
    if (!e) return;
    entries.delete(k);
    stats.bytes -= e.bytes;
  };
  const store = (k: string, entry: Entry) => {
    remove(k);
    if (entry.bytes > maxEntryBytes) return;
    entries.set(k, entry);
    stats.bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (stats.bytes <= opts.maxBytes) break;
      remove(oldest);
    }
  };

  return {
    stats: () => ({ entries: entries.size, ...stats }),
    async get(key, load) {
      const k = `${key.userId}\n${key.limit}\n${key.date ?? ''}`;
      const hit = entries.get(k);
      if (hit && hit.revision === key.revision) {
        stats.hits++;
        entries.delete(k);
        entries.set(k, hit);
        return hit.body;
      }
      const flight = `${k}\n${key.revision}`;
      const pending = loading.get(flight);
      if (pending) return pending;
      stats.misses++;
      const promise = (async () => {
        const body = jsonBody(await load());
        // The brotli and gzip forms made on demand are each about a tenth of the JSON: a quarter
        // on top covers them. Each entry also costs its key, ETag and objects whatever its size,
        // so that many small lists (an empty day asked for with every limit) stay in the budget.
        if (opts.maxBytes > 0)
          store(k, { revision: key.revision, body, bytes: ENTRY_OVERHEAD_BYTES + Math.ceil(body.json.length * 1.25) });
        return body;
      })().finally(() => loading.delete(flight));
      loading.set(flight, promise);
      return promise;
    },
  };
}
