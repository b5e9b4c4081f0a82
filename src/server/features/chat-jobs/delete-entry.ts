// Deleting a log entry on the server: the entry's meals go, and the job row stays as a tombstone
// (deleted_at), so every device, the Dashboard's Log History and a retried submission agree that
// the entry is gone. Before this the web app only hid the entry on the device that deleted it.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatJobs, meals } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { publishUserEvent } from '../../lib/user-events';
import { JOB_NOT_FOUND } from './service';
import { forgetEditsOf } from '../../db/forget-edits';

/** Deletes the entry and its meals in one transaction. Deleting it again is harmless. */
export async function deleteEntry(db: Db, opts: { userId: string; jobId: string }): Promise<{ deletedMeals: number }> {
  if (!isUuid(opts.jobId)) throw notFound(JOB_NOT_FOUND);
  const outcome = await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: chatJobs.id, status: chatJobs.status, deletedAt: chatJobs.deletedAt })
      .from(chatJobs)
      .where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId)))
      .for('update');
    if (!job) return null;
    if (job.deletedAt) return { deletedMeals: 0, changed: false };
    const now = new Date();
    // An entry still being analysed is cancelled too: its worker then finds it cancelled and
    // writes no meals (queue.ts completes a job only while it is still processing).
    const inProgress = job.status === 'queued' || job.status === 'processing';
    await tx
      .update(chatJobs)
      .set({
        deletedAt: now,
        updatedAt: now,
        ...(inProgress ? { status: 'cancelled' as const, lockedBy: null, leaseExpiresAt: null, finishedAt: now } : {}),
      })
      .where(and(eq(chatJobs.id, job.id), eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt)));
    const removed = await tx
      .delete(meals)
      .where(and(eq(meals.userId, opts.userId), inArray(meals.sourceJobId, [job.id])))
      .returning({ id: meals.id });
    await forgetEditsOf(
      tx,
      opts.userId,
      removed.map((m) => m.id),
    );
    return { deletedMeals: removed.length, changed: true };
  });
  if (!outcome) throw notFound(JOB_NOT_FOUND);
  if (outcome.changed) {
    await publishUserEvent(db, opts.userId, 'jobs');
    if (outcome.deletedMeals > 0) await publishUserEvent(db, opts.userId, 'meals');
  }
  return { deletedMeals: outcome.deletedMeals };
}
