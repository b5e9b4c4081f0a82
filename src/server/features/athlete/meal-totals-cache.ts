// Each user's meal totals by date, kept until that user's meals change, for GET /api/trends. The
// meals are most of what a Trends view reads (a row per meal over up to 90 days, drinks summed
// from their components), and they change far less often than Trends is opened: switching the
// 7/30/90 tabs, coming back to the page. Profile, weights, training and water are small indexed
// reads and are read fresh every time.
//
// Validity as in meals/list-cache.ts: users.meals_revision is moved on by a database trigger with
// any change to the user's meals, and it is read with the session before the totals are loaded.
// An entry loaded at revision r serves only requests that read r; one loaded after a concurrent
// change may be newer than r says, never older, so stale totals are never served.
import { addDays } from './dates';

export interface DateRange {
  from: string;
  to: string;
}

export interface MealTotalsKey extends DateRange {
  userId: string;
  /** users.meals_revision as read with the session, before the totals are loaded. */
  revision: number;
}

export interface MealTotalsCache<T> {
  get(key: MealTotalsKey, load: (range: DateRange) => Promise<Map<string, T>>): Promise<Map<string, T>>;
  stats(): { entries: number; hits: number; misses: number };
}

interface Entry<T> extends DateRange {
  revision: number;
  totals: Map<string, T>;
}

/**
 * `spanDays`: a miss loads at least this many days ending on the asked `to`, so one load serves
 * every window of a view (7, 30 and 90 days ending today). `maxUsers` bounds memory: a user's
 * entry is a row per day, a few KB.
 */
export function createMealTotalsCache<T>(opts: { maxUsers: number; spanDays: number }): MealTotalsCache<T> {
  // Map order is insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<Map<string, T>>>();
  const stats = { hits: 0, misses: 0 };

  return {
    stats: () => ({ entries: entries.size, ...stats }),
    async get(key, load) {
      const hit = entries.get(key.userId);
      if (hit && hit.revision === key.revision && hit.from <= key.from && key.to <= hit.to) {
        stats.hits++;
        entries.delete(key.userId);
        entries.set(key.userId, hit);
        return hit.totals;
      }
      const widest = addDays(key.to, 1 - opts.spanDays);
      const range = { from: key.from < widest ? key.from : widest, to: key.to };
      const flight = `${key.userId}\n${key.revision}\n${range.from}\n${range.to}`;
      const pending = loading.get(flight);
      if (pending) return pending;
      stats.misses++;
      const promise = (async () => {
        const totals = await load(range);
        if (opts.maxUsers > 0) {
          entries.delete(key.userId);
          entries.set(key.userId, { ...range, revision: key.revision, totals });
          for (const oldest of entries.keys()) {
            if (entries.size <= opts.maxUsers) break;
            entries.delete(oldest);
          }
        }
        return totals;
      })().finally(() => loading.delete(flight));
      loading.set(flight, promise);
      return promise;
    },
  };
}
