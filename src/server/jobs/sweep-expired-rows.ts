// Rows that outlive their use: expired sessions (and sign-in states), the embedded provider's
// expired grants and interactions, old sign-in attempts and used or expired password-reset
// links. Nothing else deletes them, and a guest can create the first two with a plain GET, so
// without a sweep they grow without bound. Batched, so a large backlog never holds long locks.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { every } from './every';

const BATCH = 5000;

/** One batched DELETE per table; `key` is the table's row key for the batch. */
const SWEEPS: { table: string; key: string; expired: SQL }[] = [
  { table: 'sessions', key: 'id_hash', expired: sql`expires_at < now()` },
  { table: 'oidc_payloads', key: 'ctid', expired: sql`expires_at < now()` },
  { table: 'login_attempts', key: 'id', expired: sql`created_at < now() - interval '1 hour'` },
  { table: 'password_reset_tokens', key: 'id', expired: sql`expires_at < now() - interval '1 day'` },
];

/** Deletes every expired row; returns how many went per table. */
export async function sweepExpiredRows(db: Db): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, key, expired } of SWEEPS) {
    removed[table] = 0;
    for (;;) {
      const result = await db.execute(
        sql`delete from ${sql.identifier(table)} where ${sql.raw(key)} in (select ${sql.raw(key)} from ${sql.identifier(table)} where ${expired} limit ${BATCH})`,
      );
      const n = Number(
        (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          0,
      );
      removed[table] += n;
      if (n < BATCH) break;
    }
  }
  return removed;
}

/** Sweeps a minute after start and then every `everyMs`; the returned function stops it. */
export function scheduleExpiredRowSweeps(
  deps: { db: Db; log: FastifyBaseLogger },
  opts: { everyMs: number },
): () => void {
  const run = async () => {
    try {
      const removed = await sweepExpiredRows(deps.db);
      if (Object.values(removed).some((n) => n > 0)) deps.log.info({ removed }, 'removed expired rows');
    } catch (error) {
      deps.log.warn({ err: error }, 'sweeping expired rows failed; will retry');
    }
  };
  return every(opts.everyMs, run);
}
