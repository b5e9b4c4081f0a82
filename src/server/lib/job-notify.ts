// Waking the queue workers: every queued job or edit says so on one channel (jobs/wake-up.ts
// listens). Here rather than in jobs/, so the features that queue work need nothing of the workers.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type QueueName = 'chat_jobs' | 'meal_edit_jobs';
export const JOBS_CHANNEL = 'crease_jobs';

/** Tells sleeping workers (in this and other processes) that a queue has work. */
export async function notifyJobs(db: Db, queue: QueueName): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
}
