// GET /api/external/chat/jobs (SPEC §7): the user's log entries; 404 counts as an empty list.
// Shared: the dashboard's history and the meals log both show them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobList, type Job } from '../../contracts/jobs';
import { apiClient, isApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

async function fetchJobs(signal: AbortSignal): Promise<Job[]> {
  try {
    return (await apiClient.get('/api/external/chat/jobs', ZJobList, { signal })).items;
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.jobs, queryFn: ({ signal }) => fetchJobs(signal) });

export function useJobs(opts: {
  enabled: boolean;
  refetchInterval: number | false | ((jobs: Job[] | undefined) => number | false);
}) {
  const { refetchInterval } = opts;
  return useQuery({
    ...jobsQueryOptions(),
    enabled: opts.enabled,
    refetchInterval: typeof refetchInterval === 'function' ? (q) => refetchInterval(q.state.data) : refetchInterval,
  });
}
