// Meal entries (chat jobs) of the signed-in user: queue, list, cancel.
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Job, QueueRequest } from '../../../contracts/jobs.js';
import type { Db } from '../../db/client.js';
import { chatJobs } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { isUuid } from '../../http/ids.js';
import { notifyJobs } from '../../jobs/queue.js';
import { publishUserEvent } from '../events/user-events.js';
import { checkEntryDate } from './entry-date.js';
import { toJobView } from './job-view.js';

export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';
export const JOB_NOT_FOUND = 'Job not found';

export interface QueueDeps {
  db: Db;
  rateLimit: { max: number; windowMs: number };
  defaultTimeZone: string;
}

function validTimeZone(tz: string | undefined, fallback: string): string {
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
  const [recent] = await db
    .select({ n: count() })
    .from(chatJobs)
    .where(and(eq(chatJobs.userId, userId), gt(chatJobs.createdAt, new Date(Date.now() - deps.rateLimit.windowMs))));
  if ((recent?.n ?? 0) >= deps.rateLimit.max) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED, { 'retry-after': String(Math.ceil(deps.rateLimit.windowMs / 1000)) });
  }

  const [row] = await db
    .insert(chatJobs)
    .values({
      userId,
      sessionId: request.session_id,
      clientRequestId: opts.clientRequestId,
      message: request.message,
      date: request.date ?? null,
      timezone,
      imagesObjStorUrls: request.images_obj_stor_urls ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Lost a race with the same retry: return the winner's job.
    const existing = await findByRequestId(db, userId, request.session_id, opts.clientRequestId!);
    if (existing) return { job: existing, created: false };
    throw new AppError('CONFLICT', 'This entry was already submitted');
  }
  await notifyJobs(db, 'chat_jobs');
  await publishUserEvent(db, userId, 'jobs');
  return { job: toJobView(row), created: true };
}

async function findByRequestId(db: Db, userId: string, sessionId: string, clientRequestId: string): Promise<Job | null> {
  const [row] = await db
    .select()
    .from(chatJobs)
    .where(and(eq(chatJobs.userId, userId), eq(chatJobs.sessionId, sessionId), eq(chatJobs.clientRequestId, clientRequestId)));
  return row ? toJobView(row) : null;
}

export async function listJobs(db: Db, opts: { userId: string; limit: number }): Promise<Job[]> {
  const rows = await db
    .select()
    .from(chatJobs)
    .where(eq(chatJobs.userId, opts.userId))
    .orderBy(desc(chatJobs.createdAt))
    .limit(opts.limit);
  return rows.map(toJobView);
}

/** queued or processing → cancelled. A worker still analysing it will find it cancelled and write nothing. */
export async function cancelJob(db: Db, opts: { userId: string; jobId: string }): Promise<Job> {
  if (!isUuid(opts.jobId)) throw notFound(JOB_NOT_FOUND);
  const [row] = await db
    .update(chatJobs)
    .set({ status: 'cancelled', lockedBy: null, leaseExpiresAt: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId), inArray(chatJobs.status, ['queued', 'processing'])))
    .returning();
  if (row) {
    await publishUserEvent(db, opts.userId, 'jobs');
    return toJobView(row);
  }
  const [existing] = await db.select().from(chatJobs).where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId)));
  if (!existing) throw notFound(JOB_NOT_FOUND);
  if (existing.status === 'cancelled') return toJobView(existing); // cancelling twice is harmless
  throw new AppError('CONFLICT', `This entry is already ${existing.status} and can no longer be cancelled`);
}
