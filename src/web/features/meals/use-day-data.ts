// Jobs and the selected day's meals, refetched every 2 s while work is pending (SPEC §4, §9);
// finished pending entries are pruned here, once the server shows them. An unreachable server
// is not an error toast: the entries say they are waiting for the connection.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Job } from '../../../contracts/jobs';
import type { Meal } from '../../../contracts/meal';
import { pruneDelivered, updatePending, type PendingEntry } from '../../lib/pending-entries';
import { isNetworkError } from '../../lib/api-client';
import { invalidateMealsData } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useJobs } from '../../api/get-jobs';
import { useMealsOfDay } from './api/get-meals';
import { isInProgress } from './job-status';

const EMPTY_JOBS: Job[] = [];
const EMPTY_MEALS: Meal[] = [];

/**
 * The meals poll stops once the jobs say nothing is in progress, and its last answer may predate
 * the job that just completed (before the live event stream is connected nothing else says so):
 * one more refresh when the work ends.
 */
function useRefreshWhenWorkEnds(working: boolean): void {
  const client = useQueryClient();
  const wasWorking = useRef(working);
  useEffect(() => {
    if (wasWorking.current && !working) void invalidateMealsData(client);
    wasWorking.current = working;
  }, [working, client]);
}

export function useDayData(opts: {
  signedIn: boolean;
  day: string;
  pending: readonly PendingEntry[];
  userId: string | null;
}) {
  const hasPending = opts.pending.length > 0;
  const isWorking = (jobs: readonly Job[] | undefined) =>
    hasPending || (jobs ?? []).some((j) => j.message && isInProgress(j.status));
  // Job status is what tells "still working" from "done", so jobs follow the meals' 2 s rhythm.
  const jobsQuery = useJobs({ enabled: opts.signedIn, refetchInterval: (data) => (isWorking(data) ? 2000 : false) });
  const jobs = jobsQuery.data ?? EMPTY_JOBS;
  const working = isWorking(jobs);
  const mealsQuery = useMealsOfDay(opts.day, { enabled: opts.signedIn, refetchInterval: working ? 2000 : false });
  useRefreshWhenWorkEnds(working);
  const meals = mealsQuery.data?.items ?? EMPTY_MEALS;

  const { userId } = opts;
  useEffect(() => {
    if (!userId || !jobsQuery.data) return;
    const jobIds = new Set(jobsQuery.data.map((j) => j.job_id));
    const mealJobIds = new Set(meals.flatMap((m) => (m.source_job_id ? [m.source_job_id] : [])));
    updatePending(userId, (list) => {
      const kept = pruneDelivered(list, jobIds, mealJobIds);
      return kept.length === list.length ? list : kept;
    });
  }, [userId, jobsQuery.data, meals]);

  useEffect(() => {
    if (mealsQuery.isError && !isNetworkError(mealsQuery.error))
      toast({ title: 'Failed to fetch meals', variant: 'destructive' });
  }, [mealsQuery.isError, mealsQuery.error]);
  useEffect(() => {
    if (jobsQuery.isError && !isNetworkError(jobsQuery.error))
      toast({ title: 'Failed to fetch jobs', variant: 'destructive' });
  }, [jobsQuery.isError, jobsQuery.error]);

  return useMemo(
    () => ({ jobs, meals, loading: jobsQuery.isPending || mealsQuery.isPending }),
    [jobs, meals, jobsQuery.isPending, mealsQuery.isPending],
  );
}
