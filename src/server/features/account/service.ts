// The account is the user's (issue 18): everything Crease keeps about one user, as one JSON
// document, and the deletion of all of it. Every query is scoped to the user.
//
// Export: nothing of another user, no password hash, no session token, no storage key.
//
// Delete: stored photos first, so a failing store stops before anything else is gone and the user
// can simply try again; then, in one transaction, the built-in sign-in account and its provider
// sessions, sign-in attempt rows naming the address, the waitlist entry of the address, and the
// users row, whose foreign keys take sessions, preferences, log entries, meals, edits, photo rows
// shared estimates and the athlete's profile, weights, training, sweat tests and water logs along.
import { asc, eq, or, sql } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../../contracts/account';
import { endAccountSessions } from '../../auth/embedded-provider/account-sessions';
import { normalizeAccountEmail } from '../../auth/embedded-provider/accounts';
import type { Db } from '../../db/client';
import {
  chatJobs,
  imageObjects,
  localAccounts,
  loginAttempts,
  mealEditJobs,
  meals,
  sharedEstimates,
  coachReportLinks,
  userPreferences,
  users,
  waitlistEntries,
} from '../../db/schema';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import type { ObjectStorage } from '../../storage/object-storage';
import { normalizeEmail } from '../../lib/normalize-email';
import { incomingKey } from '../../lib/object-paths';
import { coachReportUrl, shareUrl } from '../../lib/share-url';

/** A row with its dates as ISO strings (jsonb columns are plain already). */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

export interface ExportDeps {
  db: Db;
  /** Share links in the file name the configured address, as the share feature does. */
  publicUrl: string;
  /** The users.issuer of built-in sign-in accounts; null with an external provider. */
  embeddedIssuer: string | null;
  /** The athlete feature's rows (profile, weights, training, sweat tests, water), passed in by app.ts. */
  athleteData: (opts: { userId: string }) => Promise<AccountExport['athlete']>;
}

export async function exportAccount(deps: ExportDeps, opts: { userId: string }): Promise<AccountExport> {
  const { db } = deps;
  const { userId } = opts;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  const [account] =
    user.issuer === deps.embeddedIssuer && isUuid(user.subject)
      ? await db
          .select({ email: localAccounts.email, createdAt: localAccounts.createdAt })
          .from(localAccounts)
          .where(eq(localAccounts.id, user.subject))
      : [];
  const [preferences] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  const [jobs, mealRows, edits, photos, shares, coachLinks, athlete] = await Promise.all([
    db.select().from(chatJobs).where(eq(chatJobs.userId, userId)).orderBy(asc(chatJobs.createdAt)),
    db.select().from(meals).where(eq(meals.userId, userId)).orderBy(asc(meals.date), asc(meals.createdAt)),
    db.select().from(mealEditJobs).where(eq(mealEditJobs.userId, userId)).orderBy(asc(mealEditJobs.createdAt)),
    db.select().from(imageObjects).where(eq(imageObjects.userId, userId)).orderBy(asc(imageObjects.createdAt)),
    db.select().from(sharedEstimates).where(eq(sharedEstimates.userId, userId)).orderBy(asc(sharedEstimates.createdAt)),
    db
      .select()
      .from(coachReportLinks)
      .where(eq(coachReportLinks.userId, userId))
      .orderBy(asc(coachReportLinks.createdAt)),
    deps.athleteData({ userId }),
  ]);
  const [waitlist] = user.email
    ? await db
        .select({
          email: waitlistEntries.email,
          referralCode: waitlistEntries.referralCode,
          createdAt: waitlistEntries.createdAt,
        })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.emailNormalized, normalizeEmail(user.email)))
    : [];
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      signIn: { issuer: user.issuer, subject: user.subject },
    },
    signInAccount: account ? { email: account.email, createdAt: account.createdAt.toISOString() } : null,
    preferences: preferences ? plain(preferences) : null,
    logEntries: jobs.map(plain),
    meals: mealRows.map(plain),
    mealEdits: edits.map(plain),
    // Storage keys are ours, not the user's: the link is the object path the app itself uses.
    photos: photos.map(({ storageKey: _s, thumbnailKey, ...photo }) => ({
      ...plain(photo),
      thumbnailPath: thumbnailKey ? `${photo.objectPath}/thumbnail` : null,
    })),
    sharedEstimates: shares.map((share) => ({ ...plain(share), url: shareUrl(deps.publicUrl, share.id) })),
    coachReports: coachLinks.map((link) => ({ ...plain(link), url: coachReportUrl(deps.publicUrl, link.id) })),
    waitlist: waitlist ? plain(waitlist) : null,
    athlete,
  };
}

export interface DeleteDeps {
  db: Db;
  storage: ObjectStorage;
  /** The users.issuer of built-in sign-in accounts; null with an external provider. */
  embeddedIssuer: string | null;
}

export async function deleteAccount(deps: DeleteDeps, opts: { userId: string }): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, opts.userId));
  if (!user) return;

  const photos = await db.select().from(imageObjects).where(eq(imageObjects.userId, user.id));
  const keys = photos
    .flatMap((photo) => [photo.storageKey, photo.thumbnailKey, incomingKey(photo.id)])
    .filter((key) => key !== null);
  await Promise.all([...new Set(keys)].map((key) => deps.storage.delete(key)));

  await db.transaction(async (tx) => {
    // A built-in account's id is the subject of its users row.
    if (user.issuer === deps.embeddedIssuer && isUuid(user.subject)) {
      await endAccountSessions(tx, { accountId: user.subject, userIssuer: user.issuer });
      await tx.delete(localAccounts).where(eq(localAccounts.id, user.subject));
    }
    if (user.email) {
      // Attempt keys carry the address: `account-ip:<email>|<ip>` (sign-in) and `reset-email:<email>`.
      const email = normalizeAccountEmail(user.email);
      await tx
        .delete(loginAttempts)
        .where(
          or(
            sql`starts_with(${loginAttempts.key}, ${`account-ip:${email}|`})`,
            eq(loginAttempts.key, `reset-email:${email}`),
          ),
        );
      await tx.delete(waitlistEntries).where(eq(waitlistEntries.emailNormalized, normalizeEmail(user.email)));
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
