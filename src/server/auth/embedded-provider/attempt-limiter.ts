// Counts sign-in attempts per account and per IP in the database, so the limit holds across
// restarts and across server processes.
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export async function isThrottled(db: Db, keys: string[], limit: AttemptLimit): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key, n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.createdAt, new Date(Date.now() - limit.windowMs))))
    .groupBy(loginAttempts.key);
  return rows.some((r) => Number(r.n) >= limit.max);
}

export async function recordAttempt(db: Db, keys: string[]): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  // Old rows are useless; trimming here keeps the table small without a separate job.
  if (Math.random() < 0.05) await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 3_600_000)));
}
