// Joining the waitlist and reading the leaderboard. The join answer only ever describes the
// address that was sent; the leaderboard only ever carries masked addresses.
import { eq } from 'drizzle-orm';
import { maskEmail, REFERRAL_CODE, type LeaderboardEntry, type WaitlistJoinResponse } from '../../../contracts/waitlist.js';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { normalizeEmail } from './normalize-email.js';
import { rankOf, topEntries } from './ranking.js';
import { newReferralCode } from './referral-code.js';

export const LEADERBOARD_SIZE = 50;

type Entry = typeof waitlistEntries.$inferSelect;

async function findReferrer(db: Db, code: string | null | undefined): Promise<Entry | null> {
  if (!code || !REFERRAL_CODE.test(code)) return null;
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.referralCode, code));
  return row ?? null;
}

async function findByNormalized(db: Db, emailNormalized: string): Promise<Entry | null> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.emailNormalized, emailNormalized));
  return row ?? null;
}

export async function joinWaitlist(
  db: Db,
  opts: { email: string; referredBy?: string | null; publicUrl: string },
): Promise<WaitlistJoinResponse> {
  const emailNormalized = normalizeEmail(opts.email);
  let entry = await findByNormalized(db, emailNormalized);
  let created = false;
  if (!entry) {
    const referrer = await findReferrer(db, opts.referredBy);
    // Self-referral cannot create a row (the referrer's address is already on the list), but a
    // referrer with the same normalised address is refused explicitly all the same.
    const referredById = referrer && referrer.emailNormalized !== emailNormalized ? referrer.id : null;
    const [inserted] = await db
      .insert(waitlistEntries)
      .values({ email: opts.email.trim(), emailNormalized, referralCode: newReferralCode(), referredById })
      .onConflictDoNothing({ target: waitlistEntries.emailNormalized })
      .returning();
    created = inserted !== undefined;
    // Without a row, a simultaneous join of the same person won the race: theirs is the row.
    entry = inserted ?? (await findByNormalized(db, emailNormalized));
  }
  if (!entry) throw new AppError('INTERNAL', 'Failed to join waitlist');
  const ranked = await rankOf(db, entry.id);
  return {
    shareLink: `${opts.publicUrl}/?ref=${entry.referralCode}`,
    alreadyJoined: !created,
    rank: ranked?.rank ?? 1,
    referralCount: ranked?.referralCount ?? 0,
  };
}

export async function leaderboard(db: Db, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const rows = await topEntries(db, limit);
  return rows.map((r) => ({ email: maskEmail(r.email.toLowerCase()), rank: r.rank, referralCount: r.referralCount }));
}
