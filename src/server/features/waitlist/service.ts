// Joining the waitlist and reading the leaderboard. The join answer describes a place only to
// its holder: whoever sends an address already on the list without that place's restore token
// is answered exactly as a newcomer would be (decision 103). The leaderboard only ever carries
// masked addresses.
import { and, eq, sql } from 'drizzle-orm';
import {
  maskEmail,
  REFERRAL_CODE,
  type LeaderboardEntry,
  type WaitlistJoinResponse,
} from '../../../contracts/waitlist';
import type { Db } from '../../db/client';
import { withKeyLock, type Tx } from '../../db/keyed-lock';
import { waitlistEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { mailboxKey, normalizeEmail } from '../../lib/normalize-email';
import { newcomerRank, rankOf, topEntries } from './ranking';
import { newReferralCode } from './referral-code';
import type { RestorePayload, RestoreTokens } from './restore-token';

export const LEADERBOARD_SIZE = 50;

type Entry = typeof waitlistEntries.$inferSelect;
type StandIn = Extract<RestorePayload, { kind: 'stand-in' }>;

export interface JoinOptions {
  email: string;
  referredBy?: string | null;
  /** What the caller's device kept from an earlier join answer, if anything. */
  restoreToken?: string | null;
  publicUrl: string;
  tokens: RestoreTokens;
}

async function findReferrer(db: Db | Tx, code: string | null | undefined): Promise<Entry | null> {
  if (!code || !REFERRAL_CODE.test(code)) return null;
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.referralCode, code));
  return row ?? null;
}

async function findByNormalized(db: Db, emailNormalized: string): Promise<Entry | null> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.emailNormalized, emailNormalized));
  return row ?? null;
}

/** Whether any place on the list is held by an address delivering to `mailbox` (mailboxKey). */
async function mailboxOnList(tx: Tx, mailbox: string): Promise<boolean> {
  const at = mailbox.lastIndexOf('@');
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        sql`split_part(${waitlistEntries.emailNormalized}, '@', 2) = ${mailbox.slice(at + 1)}`,
        sql`split_part(split_part(${waitlistEntries.emailNormalized}, '@', 1), '+', 1) = ${mailbox.slice(0, at)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A new place; null when a simultaneous join of the same address got there first. A referral
 * counts only for a mailbox new to the list: not the referrer's own, nor any +tag or Gmail-dot
 * variant of a mailbox already holding a place. Checked and written under a lock on the
 * mailbox, so parallel variants cannot all be credited.
 */
async function createEntry(
  db: Db,
  opts: { email: string; emailNormalized: string; referredBy?: string | null },
): Promise<Entry | null> {
  const mailbox = mailboxKey(opts.email);
  return withKeyLock(db, `waitlist-mailbox:${mailbox}`, async (tx) => {
    const referrer = await findReferrer(tx, opts.referredBy);
    const credited = referrer !== null && !(await mailboxOnList(tx, mailbox));
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        email: opts.email.trim(),
        emailNormalized: opts.emailNormalized,
        referralCode: newReferralCode(),
        referredById: credited ? referrer.id : null,
      })
      .onConflictDoNothing({ target: waitlistEntries.emailNormalized })
      .returning();
    return inserted ?? null;
  });
}

const shareLink = (publicUrl: string, code: string) => `${publicUrl}/?ref=${code}`;

async function ownAnswer(
  db: Db,
  entry: Entry,
  alreadyJoined: boolean,
  opts: JoinOptions,
): Promise<WaitlistJoinResponse> {
  const ranked = await rankOf(db, entry.id);
  return {
    shareLink: shareLink(opts.publicUrl, entry.referralCode),
    alreadyJoined,
    rank: ranked?.rank ?? 1,
    referralCount: ranked?.referralCount ?? 0,
    restoreToken: opts.tokens.seal({ kind: 'own', entryId: entry.id }),
  };
}

/** A newcomer's answer for an address someone else holds: their place stays theirs, unseen. */
async function standInAnswer(
  db: Db,
  standIn: StandIn,
  alreadyJoined: boolean,
  opts: JoinOptions,
): Promise<WaitlistJoinResponse> {
  return {
    shareLink: shareLink(opts.publicUrl, standIn.code),
    alreadyJoined,
    rank: await newcomerRank(db, new Date(standIn.joinedAt)),
    referralCount: 0,
    restoreToken: opts.tokens.seal(standIn),
  };
}

async function answerTaken(db: Db, entry: Entry, opts: JoinOptions): Promise<WaitlistJoinResponse> {
  const held = opts.tokens.open(opts.restoreToken);
  if (held?.entryId === entry.id)
    return held.kind === 'own' ? ownAnswer(db, entry, true, opts) : standInAnswer(db, held, true, opts);
  const standIn: StandIn = { kind: 'stand-in', entryId: entry.id, joinedAt: Date.now(), code: newReferralCode() };
  return standInAnswer(db, standIn, false, opts);
}

export async function joinWaitlist(db: Db, opts: JoinOptions): Promise<WaitlistJoinResponse> {
  const emailNormalized = normalizeEmail(opts.email);
  const existing = await findByNormalized(db, emailNormalized);
  if (existing) return answerTaken(db, existing, opts);
  const created = await createEntry(db, { email: opts.email, emailNormalized, referredBy: opts.referredBy });
  if (created) return ownAnswer(db, created, false, opts);
  // A simultaneous join of the same address won the race: the place is theirs, not the caller's.
  const winner = await findByNormalized(db, emailNormalized);
  if (!winner) throw new AppError('INTERNAL', 'Failed to join waitlist');
  return answerTaken(db, winner, opts);
}

export async function leaderboard(db: Db, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const rows = await topEntries(db, limit);
  return rows.map((r) => ({ email: maskEmail(r.email.toLowerCase()), rank: r.rank, referralCount: r.referralCount }));
}
