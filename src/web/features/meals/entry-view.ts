// What the log draws for one entry, whether it is a job the server knows or a pending entry
// that only this device knows so far.
import type { Job } from '../../../contracts/jobs';
import type { Meal, Unmatched } from '../../../contracts/meal';
import type { PendingEntry } from '../../lib/pending-entries';

export interface EntryView {
  key: string;
  /** The server's job id; absent while the entry is temporary. */
  jobId: string | null;
  message: string;
  status: string;
  error: string | null;
  images: string[];
  createdAt: number;
  date: string;
  unmatched: Unmatched[];
  meals: Meal[];
  /** Waiting for the connection to come back. */
  offline: boolean;
  /** Starred as a favourite (issue 17). */
  favourite: boolean;
}

export function fromJob(job: Job, meals: Meal[]): EntryView {
  return {
    key: job.job_id,
    jobId: job.job_id,
    message: job.message,
    status: job.status,
    error: job.error,
    images: job.images_obj_stor_urls,
    createdAt: Date.parse(job.created_at),
    date: job.date ?? '',
    unmatched: job.unmatched,
    meals,
    offline: false,
    favourite: job.favourite ?? false,
  };
}

export function fromPending(entry: PendingEntry, meals: Meal[]): EntryView {
  return {
    key: entry.id,
    jobId: entry.jobId ?? null,
    message: entry.message,
    status: 'queued',
    error: null,
    images: entry.imageUrls,
    createdAt: entry.timestamp,
    date: entry.date,
    unmatched: [],
    meals,
    offline: entry.offline === true && !entry.jobId,
    favourite: false,
  };
}
