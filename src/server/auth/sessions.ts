// Server-side sessions. The cookie holds a random 256-bit token; the database holds only its
// SHA-256, so neither a leaked database nor a log line yields a usable cookie.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createBatchedLookup, type BatchedLookup } from '../db/batched-lookup';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'crease_session';
export const LOGIN_COOKIE = 'crease_login';
/** Refresh a session's expiry at most this often, not on every request. */
const ROLL_EVERY_MS = 10 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  opts: { userId: string | null; ttlMs: number; data?: Record<string, unknown> },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: opts.userId,
    data: opts.data ?? {},
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

export interface SessionUser {
  id: string;
  email: string | null;
  createdAt: Date;
  /** Read with the session so that the meal list cache needs no query of its own to stay valid. */
  mealsRevision: number;
}

export interface FoundSession {
  data: Record<string, unknown>;
  user: SessionUser | null;
  /** True when this lookup extended the expiry (the cookie should be re-sent). */
  rolled: boolean;
}

// Every API request of a signed-in user runs this lookup, so it is prepared once per database
// (PostgreSQL plans it once per connection), and lookups that arrive while one is on its way go
// together in the next query (db/batched-lookup.ts): under load one round trip serves many
// requests, and each is still answered by a query made after it arrived.
type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareFindSessions>['execute']>>[number];
const sessionLookups = new WeakMap<Db, BatchedLookup<string, SessionRow>>();
function prepareFindSessions(db: Db) {
  return db
    .select({
      session: sessions,
      user: { id: users.id, email: users.email, createdAt: users.createdAt, mealsRevision: users.mealsRevision },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.idHash} = any(${sql.placeholder('idHashes')})`, gt(sessions.expiresAt, sql`now()`)))
    .prepare('crease_find_sessions');
}
function sessionLookup(db: Db): BatchedLookup<string, SessionRow> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    const statement = prepareFindSessions(db);
    lookup = createBatchedLookup(async (idHashes: string[]) => {
      const rows = await statement.execute({ idHashes });
      return new Map(rows.map((row) => [row.session.idHash, row]));
    });
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function findSession(db: Db, token: string, ttlMs: number): Promise<FoundSession | null> {
  if (!TOKEN.test(token)) return null;
  const idHash = hashToken(token);
  const row = await sessionLookup(db).get(idHash);
  if (!row) return null;
  const rolled = Date.now() - row.session.lastSeenAt.getTime() > ROLL_EVERY_MS;
  if (rolled) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + ttlMs) })
      .where(eq(sessions.idHash, idHash));
  }
  return { data: row.session.data, user: row.user?.id ? row.user : null, rolled };
}

/**
 * Whether the token names a live session with a user, for choosing which HTML to send (the
 * signed-in shell, decision 119). Read only: the page's own API calls, moments later, extend the
 * session and re-send the cookie, which a page response here would not.
 */
export async function isSignedInSession(db: Db, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const row = await sessionLookup(db).get(hashToken(token));
  return Boolean(row?.user?.id);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
