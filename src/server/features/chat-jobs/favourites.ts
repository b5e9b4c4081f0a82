// Starring a log entry as a favourite (issue 17). Only a completed entry the user still has can be
// one; starring twice or unstarring an entry that is not starred is harmless.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatJobs } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { publishUserEvent } from '../../lib/user-events';
import { JOB_NOT_FOUND } from './service';

export async function setFavourite(
  db: Db,
  opts: { userId: string; jobId: string; favourite: boolean },
): Promise<{ job_id: string; favourite: boolean }> {
  if (!isUuid(opts.jobId)) throw notFound(JOB_NOT_FOUND);
  const mine = and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt));
  const [job] = await db.select({ status: chatJobs.status }).from(chatJobs).where(mine);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (opts.favourite && job.status !== 'completed')
    throw new AppError('CONFLICT', 'Only a logged entry can be a favourite');
  const [row] = await db
    .update(chatJobs)
    // A second star keeps the first time, so the favourites keep their order.
    .set({ favouriteAt: opts.favourite ? sql`coalesce(${chatJobs.favouriteAt}, now())` : null })
    .where(mine)
    .returning({ favouriteAt: chatJobs.favouriteAt });
  await publishUserEvent(db, opts.userId, 'jobs');
  return { job_id: opts.jobId, favourite: row?.favouriteAt != null };
}
