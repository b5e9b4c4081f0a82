// SPEC §4 job states: pending, running, queued, processing and a missing status are in progress.
import type { Job } from '../../../contracts/jobs';

const IN_PROGRESS = new Set(['queued', 'processing', 'pending', 'running']);

export function isInProgress(status: string | null | undefined): boolean {
  return !status || IN_PROGRESS.has(status);
}

/** The day a job belongs to: the date it was logged for, else its creation day (local). */
export function jobDay(job: Pick<Job, 'date' | 'created_at'>, toDay: (d: Date) => string): string {
  return job.date ?? toDay(new Date(job.created_at));
}
