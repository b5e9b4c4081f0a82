// Public snapshots of a completed log entry. Creating and revoking are the owner's alone (every
// query filters on the user id; another user's entry or share is "not found"); reading needs
// only the unguessable id. A share made from an entry with photos records its first photo, which
// is then served by the share's own image address while the share is live (decision 090).
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  SHARE_ID,
  type SharedEstimate,
  type ShareCreated,
  type ShareSummary,
} from '../../../contracts/shared-estimate';
import type { Db } from '../../db/client';
import { chatJobs, meals, sharedEstimates } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { objectIdFromPath } from '../../lib/object-paths';
import { shareUrl } from '../../lib/share-url';
import { newShareId } from './share-id';
import { snapshotMeals, snapshotNotes } from './snapshot';

export const ENTRY_NOT_FOUND = 'Log entry not found';
export const ESTIMATE_NOT_FOUND = 'Estimate not found';
export const SHARE_NOT_FOUND = 'Share not found';

/** Where a guest loads a share's photo: by the share id, never by the photo's own object path. */
export const sharedImagePath = (id: string) => `/api/public/calorie-guess/${id}/image`;

/**
 * Those of `objectPaths` that name stored photos `userId` may read, in order. The photos are the
 * objects feature's; app.ts passes its check in, so the two features need not know each other.
 */
export type ReadablePhotos = (opts: { userId: string; objectPaths: string[] }) => Promise<string[]>;

type JobRow = typeof chatJobs.$inferSelect;
type MealRow = typeof meals.$inferSelect;

/**
 * The id of the entry's first photo: the job's attachments first, then the meals' (an AI reply
 * may attach them per meal). Only photos the owner uploaded and that were stored count, so a
 * share can never lend out someone else's image named in a crafted entry.
 */
async function firstPhotoOf(
  readablePhotos: ReadablePhotos,
  userId: string,
  job: JobRow,
  rows: MealRow[],
): Promise<string | null> {
  const candidates = [...new Set([...job.imagesObjStorUrls, ...rows.flatMap((m) => m.imageUploads)])];
  const [first] = await readablePhotos({ userId, objectPaths: candidates });
  return first ? objectIdFromPath(first) : null;
}

export async function createShare(
  deps: { db: Db; readablePhotos: ReadablePhotos },
  opts: { userId: string; jobId: string; publicUrl: string },
): Promise<ShareCreated> {
  const { db } = deps;
  if (!isUuid(opts.jobId)) throw notFound(ENTRY_NOT_FOUND);
  const [job] = await db
    .select()
    .from(chatJobs)
    .where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt)));
  if (!job) throw notFound(ENTRY_NOT_FOUND);
  if (job.status !== 'completed') throw new AppError('CONFLICT', 'Only a completed log entry can be shared');
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.sourceJobId, job.id), eq(meals.userId, opts.userId)))
    .orderBy(asc(meals.consumedAt), asc(meals.createdAt));
  if (rows.length === 0) throw new AppError('CONFLICT', 'This log entry has no meals to share');
  const snapshot = snapshotMeals(rows);
  const id = newShareId();
  const imageObjectId = await firstPhotoOf(deps.readablePhotos, opts.userId, job, rows);
  await db.insert(sharedEstimates).values({
    id,
    userId: opts.userId,
    sourceJobId: job.id,
    imageObjectId,
    imageUrl: imageObjectId ? sharedImagePath(id) : null,
    totalCaloriesKcal: Math.round(snapshot.reduce((sum, m) => sum + m.macros.calories_kcal, 0)),
    notes: snapshotNotes(job, rows),
    meals: snapshot,
  });
  return { id, url: shareUrl(opts.publicUrl, id) };
}

/** "Roti", or "Roti and 2 more": what the snapshot shows, as the preview title names it. */
function shareTitle(snapshot: { title: string }[]): string {
  const first = snapshot[0]?.title ?? 'A meal';
  return snapshot.length > 1 ? `${first} and ${snapshot.length - 1} more` : first;
}

/** The user's live (unrevoked) shares, newest first, each with its snapshot's title and the entry's text. */
export async function listShares(db: Db, opts: { userId: string; publicUrl: string }): Promise<ShareSummary[]> {
  const rows = await db
    .select({
      id: sharedEstimates.id,
      createdAt: sharedEstimates.createdAt,
      meals: sharedEstimates.meals,
      message: chatJobs.message,
      deletedAt: chatJobs.deletedAt,
    })
    .from(sharedEstimates)
    // The owner's own entry only (belt and braces: a share's entry is always its owner's).
    .leftJoin(chatJobs, and(eq(chatJobs.id, sharedEstimates.sourceJobId), eq(chatJobs.userId, opts.userId)))
    .where(and(eq(sharedEstimates.userId, opts.userId), isNull(sharedEstimates.revokedAt)))
    .orderBy(desc(sharedEstimates.createdAt), desc(sharedEstimates.id));
  return rows.map((r) => ({
    id: r.id,
    url: shareUrl(opts.publicUrl, r.id),
    created_at: r.createdAt.toISOString(),
    title: shareTitle(r.meals),
    // A deleted entry's words are gone from the account; its snapshot stays live until revoked.
    text: r.message !== null && r.deletedAt === null ? r.message : null,
  }));
}

export async function revokeShare(db: Db, opts: { userId: string; shareId: string }): Promise<void> {
  if (!SHARE_ID.test(opts.shareId)) throw notFound(SHARE_NOT_FOUND);
  const revoked = await db
    .update(sharedEstimates)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sharedEstimates.id, opts.shareId),
        eq(sharedEstimates.userId, opts.userId),
        isNull(sharedEstimates.revokedAt),
      ),
    )
    .returning({ id: sharedEstimates.id });
  if (revoked.length === 0) throw notFound(SHARE_NOT_FOUND);
}

/** The public estimate, or null for an unknown or revoked id. */
export async function findSharedEstimate(db: Db, id: string): Promise<SharedEstimate | null> {
  if (!SHARE_ID.test(id)) return null;
  const [row] = await db
    .select()
    .from(sharedEstimates)
    .where(and(eq(sharedEstimates.id, id), isNull(sharedEstimates.revokedAt)));
  if (!row) return null;
  return {
    // Without its image row (gone with its owner's data) the address would only answer 404.
    image_url: row.imageObjectId ? row.imageUrl : null,
    total_calories_kcal: row.totalCaloriesKcal,
    ...(row.notes ? { notes: row.notes } : {}),
    meals: row.meals,
  };
}

/** A live share's photo and its owner, or null (unknown or revoked id, or no photo shared). */
export async function findSharedImage(db: Db, id: string): Promise<{ ownerId: string; objectId: string } | null> {
  if (!SHARE_ID.test(id)) return null;
  const [row] = await db
    .select({ ownerId: sharedEstimates.userId, objectId: sharedEstimates.imageObjectId })
    .from(sharedEstimates)
    .where(and(eq(sharedEstimates.id, id), isNull(sharedEstimates.revokedAt)));
  return row?.objectId ? { ownerId: row.ownerId, objectId: row.objectId } : null;
}

export async function getSharedEstimate(db: Db, id: string): Promise<SharedEstimate> {
  const estimate = await findSharedEstimate(db, id);
  if (!estimate) throw notFound(ESTIMATE_NOT_FOUND);
  return estimate;
}
