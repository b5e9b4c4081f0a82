// Meal entries (chat jobs) of the signed-in user: queue, list, cancel.
import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_IMAGES_PER_ENTRY, type Job, type QueueRequest } from '../../../contracts/jobs';
import type { Db } from '../../db/client';
import { withKeyLock, type Tx } from '../../db/keyed-lock';
import { chatJobs } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { RATE_LIMITED } from '../../lib/error-messages';
import { notifyJobs } from '../../lib/job-notify';
import { publishUserEvent } from '../../lib/user-events';
import { checkEntryDate } from './entry-date';
import type { EntryPhotos } from './entry-photos';
import { toJobView } from './job-view';

export const JOB_NOT_FOUND = 'Job not found';
export const PHOTO_NOT_FOUND = 'A photo of this entry was not found. Please attach it again.';

export interface QueueDeps {
  db: Db;
  rateLimit: { max: number; windowMs: number };
  defaultTimeZone: string;
  /** Checks attached photos and stores those sent inline (image_urls). */
  photos: EntryPhotos;
  /** The largest photo accepted, which sizes the request body limit for inline photos. */
  imageMaxBytes: number;
}

export function validTimeZone(tz: string | undefined, fallback: string): string {
  if (!tz) return fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return fallback;
  }
}

export async function queueEntry(
  deps: QueueDeps,
  opts: { userId: string; request: QueueRequest; clientRequestId: string | null },
): Promise<{ job: Job; created: boolean }> {
  const { db } = deps;
  const { request, userId } = opts;
  const timezone = validTimeZone(request.timezone, deps.defaultTimeZone);
  if (request.date) checkEntryDate(request.date, timezone);

  // A retried submission (same session and client request id) returns the job it created.
  if (opts.clientRequestId) {
    const existing = await findByRequestId(db, userId, request.session_id, opts.clientRequestId);
    if (existing) return { job: existing, created: false };
  }
  // Checked here to refuse early (before any photo work), and again under the lock at insert.
  await checkEntryLimit(db, deps.rateLimit, userId);
  // A job carries only photos its user uploaded and registered: the worker reads them as that
  // user, and the log shows them to that user.
  const uploaded = [...new Set(request.images_obj_stor_urls ?? [])];
  if ((await deps.photos.readable({ userId, objectPaths: uploaded })).length !== uploaded.length)
    throw badRequest(PHOTO_NOT_FOUND);
  const inline = request.image_urls ?? [];
  if (uploaded.length + inline.length > MAX_IMAGES_PER_ENTRY)
    throw badRequest(`At most ${MAX_IMAGES_PER_ENTRY} images per entry`);
  // Inline photos are stored like uploads, so the entry and its meals keep them: every one is
  // checked first, and none is kept unless the entry is created.
  const stored = await deps.photos.storeInline({ userId, dataUrls: inline });

  return insertEntry(
    deps,
    {
      userId,
      sessionId: request.session_id,
      clientRequestId: opts.clientRequestId,
      message: request.message,
      date: request.date ?? null,
      timezone,
      imagesObjStorUrls: [...uploaded, ...stored.objectPaths],
    },
    stored.discard,
  );
}

type NewEntry = Pick<
  typeof chatJobs.$inferInsert,
  'userId' | 'sessionId' | 'clientRequestId' | 'message' | 'date' | 'timezone' | 'imagesObjStorUrls' | 'copyOf'
> & { userId: string; sessionId: string; clientRequestId: string | null };

/**
 * Creates the job under the user's entry lock (rate limit checked again there), or returns the
 * job a racing retry of the same request created; wakes the workers and the user's open pages.
 * Shared by typed entries and copies (decision 112), so both get the same queue and idempotency.
 */
export async function insertEntry(
  deps: Pick<QueueDeps, 'db' | 'rateLimit'>,
  entry: NewEntry,
  discard: () => Promise<void> = async () => {},
): Promise<{ job: Job; created: boolean }> {
  const { db } = deps;
  let row: typeof chatJobs.$inferSelect | undefined;
  try {
    [row] = await withKeyLock(db, `entries:${entry.userId}`, async (tx) => {
      await checkEntryLimit(tx, deps.rateLimit, entry.userId);
      return tx.insert(chatJobs).values(entry).onConflictDoNothing().returning();
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (!row) {
    // Lost a race with the same retry: return the winner's job (which has its own photos).
    await discard();
    const existing = await findByRequestId(db, entry.userId, entry.sessionId, entry.clientRequestId!);
    if (existing) return { job: existing, created: false };
    throw new AppError('CONFLICT', 'This entry was already submitted');
  }
  await notifyJobs(db, 'chat_jobs');
  await publishUserEvent(db, entry.userId, 'jobs');
  return { job: toJobView(row), created: true };
}

/** SPEC's 30 entries per 10 minutes, counted over the user's jobs (deleted ones count too). */
export async function checkEntryLimit(
  db: Db | Tx,
  limit: { max: number; windowMs: number },
  userId: string,
): Promise<void> {
  const [recent] = await db
    .select({ n: count() })
    .from(chatJobs)
    .where(and(eq(chatJobs.userId, userId), gt(chatJobs.createdAt, new Date(Date.now() - limit.windowMs))));
  if ((recent?.n ?? 0) >= limit.max) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED, { 'retry-after': String(Math.ceil(limit.windowMs / 1000)) });
  }
}

export async function findByRequestId(
  db: Db,
  userId: string,
  sessionId: string,
  clientRequestId: string,
): Promise<Job | null> {
  const [row] = await db
    .select()
    .from(chatJobs)
    .where(
      and(
        eq(chatJobs.userId, userId),
        eq(chatJobs.sessionId, sessionId),
        eq(chatJobs.clientRequestId, clientRequestId),
      ),
    );
  return row ? toJobView(row) : null;
}

export async function listJobs(db: Db, opts: { userId: string; limit: number }): Promise<Job[]> {
  // Served by meals_source_job_idx: at most `limit` small lookups.
  // Written out with table names: drizzle renders a column in sql`` unqualified, and an
  // unqualified "id" inside the subquery would be the meal's own id.
  const mealDates = sql<
    string[] | null
  >`(select array_agg(distinct m.date::text) from meals m where m.source_job_id = chat_jobs.id)`;
  const rows = await db
    .select({ ...getTableColumns(chatJobs), mealDates })
    .from(chatJobs)
    .where(and(eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt)))
    .orderBy(desc(chatJobs.createdAt))
    .limit(opts.limit);
  return rows.map(({ mealDates: dates, ...row }) => toJobView(row, (dates ?? []).sort()));
}

/** queued or processing → cancelled. A worker still analysing it will find it cancelled and write nothing. */
export async function cancelJob(db: Db, opts: { userId: string; jobId: string }): Promise<Job> {
  if (!isUuid(opts.jobId)) throw notFound(JOB_NOT_FOUND);
  const [row] = await db
    .update(chatJobs)
    .set({ status: 'cancelled', lockedBy: null, leaseExpiresAt: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(chatJobs.id, opts.jobId),
        eq(chatJobs.userId, opts.userId),
        inArray(chatJobs.status, ['queued', 'processing']),
      ),
    )
    .returning();
  if (row) {
    await publishUserEvent(db, opts.userId, 'jobs');
    return toJobView(row);
  }
  const [existing] = await db
    .select()
    .from(chatJobs)
    .where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId)));
  if (!existing) throw notFound(JOB_NOT_FOUND);
  if (existing.status === 'cancelled') return toJobView(existing); // cancelling twice is harmless
  throw new AppError('CONFLICT', `This entry is already ${existing.status} and can no longer be cancelled`);
}
