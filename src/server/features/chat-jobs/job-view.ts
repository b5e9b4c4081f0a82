import type { Job } from '../../../contracts/jobs';
import type { chatJobs } from '../../db/schema';

/** A chat_jobs row as SPEC §3 shows it (job_id and id both, for either client reading). */
export function toJobView(row: typeof chatJobs.$inferSelect, mealDates: string[] = []): Job {
  return {
    job_id: row.id,
    id: row.id,
    // A deleted entry (a tombstone, only ever returned to a retried submission) reads as cancelled.
    status: row.deletedAt ? 'cancelled' : row.status,
    message: row.message,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    images_obj_stor_urls: row.imagesObjStorUrls,
    date: row.date,
    unmatched: row.unmatched,
    meal_dates: mealDates,
    favourite: row.favouriteAt !== null,
  };
}
