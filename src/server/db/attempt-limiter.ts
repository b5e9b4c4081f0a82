// Attempts (sign-in, sign-up, password resets, waitlist joins, sign-in starts) counted in the
// database, so limits hold across restarts and across server processes, and atomically: an attempt is reserved (counted) before the password
// is checked, under an advisory lock per key, so thirty parallel guesses meet a limit of ten as
// ten, not as thirty that each saw a count of zero. A successful sign-in gives its slot back.
//
// Wrong passwords are limited per account *and IP address* with a growing wait, not per account
// alone: a per-account lock lets anyone keep any account locked by guessing wrong on purpose.
// Each address also has a plain per-minute cap, which stops one machine spraying many accounts.
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from './client';
import { withKeyLock } from './keyed-lock';
import { loginAttempts } from './schema';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** A key with a plain cap: at most `max` attempts in `windowMs`. */
export interface CappedKey {
  key: string;
  limit: AttemptLimit;
}

/** A key whose failures beyond `free` make the next try wait 1, 2, 4 ... s (at most `maxWaitMs`). */
export interface BackoffKey {
  key: string;
  free: number;
  maxWaitMs: number;
}

const BACKOFF_WINDOW_MS = 15 * 60_000;

/** How long a backoff key must still wait, given its failures inside the window (newest first). */
export function backoffWaitMs(
  failures: readonly Date[],
  rule: Pick<BackoffKey, 'free' | 'maxWaitMs'>,
  now: number,
): number {
  if (failures.length < rule.free) return 0;
  const wait = Math.min(rule.maxWaitMs, 1000 * 2 ** (failures.length - rule.free));
  return Math.max(0, failures[0]!.getTime() + wait - now);
}

export type Reservation = { ok: true; release: () => Promise<void> } | { ok: false; retryAfterMs: number };

/**
 * Counts one attempt against every key, unless a key is over its limit (then nothing is counted).
 * `release()` takes the attempt back (the sign-in succeeded).
 */
export async function reserveAttempt(
  db: Db,
  opts: { capped: CappedKey[]; backoff?: BackoffKey[] },
): Promise<Reservation> {
  const backoff = opts.backoff ?? [];
  const keys = [...new Set([...opts.capped.map((k) => k.key), ...backoff.map((k) => k.key)])];
  const now = Date.now();
  const outcome = await withKeyLock(
    db,
    keys.map((key) => `attempt:${key}`),
    async (tx) => {
      for (const { key, limit } of opts.capped) {
        const recent = await tx
          .select({ at: loginAttempts.createdAt })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, new Date(now - limit.windowMs))))
          .orderBy(loginAttempts.createdAt);
        if (recent.length >= limit.max)
          return { ok: false as const, retryAfterMs: recent[0]!.at.getTime() + limit.windowMs - now };
      }
      for (const rule of backoff) {
        const failures = await tx
          .select({ at: loginAttempts.createdAt })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, rule.key), gt(loginAttempts.createdAt, new Date(now - BACKOFF_WINDOW_MS))))
          .orderBy(desc(loginAttempts.createdAt));
        const wait = backoffWaitMs(
          failures.map((f) => f.at),
          rule,
          now,
        );
        if (wait > 0) return { ok: false as const, retryAfterMs: wait };
      }
      const rows = await tx
        .insert(loginAttempts)
        .values(keys.map((key) => ({ key })))
        .returning({ id: loginAttempts.id });
      return { ok: true as const, ids: rows.map((r) => r.id) };
    },
  );
  // Old rows are useless; trimming now and then keeps the table small without a separate job.
  if (Math.random() < 0.05)
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now - 3_600_000)));
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    release: async () => void (await db.delete(loginAttempts).where(inArray(loginAttempts.id, outcome.ids))),
  };
}

/** Forgets a key's history (a successful sign-in ends the backoff of its account and address). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
