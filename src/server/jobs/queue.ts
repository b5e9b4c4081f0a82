// The jobs tables are the queue (docs/decisions/002). Every state change is one guarded SQL
// statement, so concurrent workers, cancels and lease expiry can interleave safely.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { QueueName } from '../lib/job-notify';

export type { QueueName };
export const QUEUES: readonly QueueName[] = ['chat_jobs', 'meal_edit_jobs'];

export interface ClaimedJob {
  queue: QueueName;
  id: string;
  userId: string;
  attempts: number;
}

const table = (queue: QueueName) => sql.identifier(queue);
const interval = (ms: number) => sql`(${ms}::int * interval '1 millisecond')`;

/**
 * Takes the oldest queued job, or a processing one whose lease expired (its worker died), and
 * leases it to `workerId`. SKIP LOCKED lets many workers claim at once without waiting.
 */
export async function claimJob(
  db: Db,
  queue: QueueName,
  workerId: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<ClaimedJob | null> {
  const result = await db.execute(sql`
    update ${table(queue)} set
      status = 'processing', locked_by = ${workerId}, lease_expires_at = now() + ${interval(leaseMs)},
      attempts = attempts + 1, started_at = coalesce(started_at, now()), updated_at = now()
    where id = (
      select id from ${table(queue)}
      where (status = 'queued' or (status = 'processing' and lease_expires_at < now()))
        and attempts < ${maxAttempts}
      order by created_at
      limit 1
      for update skip locked
    )
    returning id, user_id, attempts`);
  const row = rowsOf<{ id: string; user_id: string; attempts: number }>(result)[0];
  return row ? { queue, id: row.id, userId: row.user_id, attempts: Number(row.attempts) } : null;
}

/** Fails jobs whose every attempt ended with a dead worker, so they do not sit 'processing' forever. */
export async function failAbandonedJobs(
  db: Db,
  queue: QueueName,
  maxAttempts: number,
  message: string,
): Promise<number> {
  const result = await db.execute(sql`
    update ${table(queue)} set status = 'failed', error = ${message}, locked_by = null,
      lease_expires_at = null, finished_at = now(), updated_at = now()
    where status = 'processing' and lease_expires_at < now() and attempts >= ${maxAttempts}
    returning id`);
  return rowsOf(result).length;
}

/** Extends the lease while work goes on; false when the job is no longer ours (cancelled, lost). */
export async function renewLease(db: Db, job: ClaimedJob, workerId: string, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update ${table(job.queue)} set lease_expires_at = now() + ${interval(leaseMs)}, updated_at = now()
    where id = ${job.id} and status = 'processing' and locked_by = ${workerId}
    returning id`);
  return rowsOf(result).length === 1;
}

/**
 * Writes a job's results and marks it completed in one transaction, only if this worker still
 * holds it: a job cancelled (or re-leased to another worker) meanwhile gets no results.
 */
export async function completeJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  write: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const held = await tx.execute(sql`
      select id from ${table(job.queue)}
      where id = ${job.id} and status = 'processing' and locked_by = ${workerId}
      for update`);
    if (rowsOf(held).length !== 1) return false;
    await write(tx as unknown as Db);
    await tx.execute(sql`
      update ${table(job.queue)} set status = 'completed', error = null, locked_by = null,
        lease_expires_at = null, finished_at = now(), updated_at = now()
      where id = ${job.id}`);
    return true;
  });
}

/** Marks a job failed with a message the user will see; ignored when the job is no longer ours. */
export async function failJob(db: Db, job: ClaimedJob, workerId: string, message: string): Promise<boolean> {
  const result = await db.execute(sql`
    update ${table(job.queue)} set status = 'failed', error = ${message}, locked_by = null,
      lease_expires_at = null, finished_at = now(), updated_at = now()
    where id = ${job.id} and status = 'processing' and locked_by = ${workerId}
    returning id`);
  return rowsOf(result).length === 1;
}

/** Hands a job back to the queue (shutdown, or a retryable crash) for another worker to take. */
export async function releaseJob(db: Db, job: ClaimedJob, workerId: string, countAttempt: boolean): Promise<void> {
  await db.execute(sql`
    update ${table(job.queue)} set status = 'queued', locked_by = null, lease_expires_at = null,
      attempts = attempts - ${countAttempt ? 0 : 1}, updated_at = now()
    where id = ${job.id} and status = 'processing' and locked_by = ${workerId}`);
}
