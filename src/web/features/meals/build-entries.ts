// The day's log: the server's jobs of that day (less those being deleted) and the pending
// entries the server does not show yet, newest first, each with its meals. An entry with meals
// belongs to the days of its meals ("yesterday I had ...", or a meal moved by an edit), so it
// never leaves an empty card on the day it was typed.
import type { Job } from '../../../contracts/jobs';
import type { Meal } from '../../../contracts/meal';
import type { PendingEntry } from '../../lib/pending-entries';
import { fromJob, fromPending, type EntryView } from './entry-view';
import { jobDay } from './job-status';

function onDay(job: Job, day: string, toDay: (d: Date) => string): boolean {
  const mealDates = job.meal_dates ?? []; // absent from an older server's answer
  return mealDates.length > 0 ? mealDates.includes(day) : jobDay(job, toDay) === day;
}

export function buildEntries(opts: {
  day: string;
  jobs: readonly Job[];
  meals: readonly Meal[];
  pending: readonly PendingEntry[];
  hidden: readonly string[];
  toDay: (d: Date) => string;
}): EntryView[] {
  const hidden = new Set(opts.hidden);
  const byJob = new Map<string, Meal[]>();
  for (const meal of opts.meals) {
    if (!meal.source_job_id) continue;
    byJob.set(meal.source_job_id, [...(byJob.get(meal.source_job_id) ?? []), meal]);
  }
  const jobIds = new Set(opts.jobs.map((j) => j.job_id));
  const fromServer = opts.jobs
    .filter((j) => !hidden.has(j.job_id) && (byJob.has(j.job_id) || onDay(j, opts.day, opts.toDay)))
    .map((j) => fromJob(j, byJob.get(j.job_id) ?? []));
  const local = opts.pending
    .filter((p) => p.date === opts.day && !(p.jobId && (jobIds.has(p.jobId) || hidden.has(p.jobId))))
    .map((p) => fromPending(p, p.jobId ? (byJob.get(p.jobId) ?? []) : []));
  return [...local, ...fromServer].sort((a, b) => b.createdAt - a.createdAt);
}
