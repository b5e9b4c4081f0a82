// Coalesces lookups by key into one query: the keys asked for in one turn of the event loop, or
// while a query is on its way, wait and then go together in the next one. A hot path that reads
// one row per request (the session of every API call) then makes one round trip per burst of
// requests instead of one per request, which under load is most of what a cached response costs.
//
// Freshness is as without it: every lookup is answered by a query that started after the lookup
// was asked for, never by an earlier query's result.

export interface BatchedLookup<K, V> {
  get(key: K): Promise<V | undefined>;
}

export function createBatchedLookup<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): BatchedLookup<K, V> {
  let waiting = new Map<K, Array<{ resolve: (v: V | undefined) => void; reject: (e: unknown) => void }>>();
  let inFlight = false;
  let scheduled = false;

  const flush = () => {
    if (inFlight || waiting.size === 0) return;
    inFlight = true;
    const batch = waiting;
    waiting = new Map();
    load([...batch.keys()])
      .then(
        (found) => {
          for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const callers of batch.values()) for (const c of callers) c.reject(error);
        },
      )
      .finally(() => {
        inFlight = false;
        // The keys that waited for this query have waited long enough: at once.
        flush();
      });
  };
  // The first query of a burst waits for the end of this turn of the event loop (setImmediate),
  // so the requests read from the sockets in the same turn go together. With embedded PGlite
  // this is what makes batching work at all: a PGlite query runs on this thread and is done
  // before the next request is read, so without the wait every request had a query of its own.
  const schedule = () => {
    if (scheduled || inFlight || waiting.size === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  };

  return {
    get(key) {
      return new Promise((resolve, reject) => {
        const callers = waiting.get(key);
        if (callers) callers.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}
