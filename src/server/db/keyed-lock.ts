// Check-then-write under a lock that every process shares. A limit counted with SELECT and then
// honoured with INSERT lets parallel requests all see the same count (55 of 60 parallel entries
// passed a limit of 30); a transaction-scoped advisory lock on the limit's key makes the count
// and the write one step for every web process on the same database, and is released on
// commit or rollback, so a crash cannot leave it held.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Several keys are locked in sorted order, so two callers sharing keys cannot deadlock. */
export async function withKeyLock<T>(db: Db, keys: string | string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  const sorted = [...new Set(typeof keys === 'string' ? [keys] : keys)].sort();
  return db.transaction(async (tx) => {
    for (const key of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return work(tx);
  });
}
