// GET /api/external/chat/jobs (SPEC §7): 404 counts as an empty list.
import { useQuery } from '@tanstack/react-query';
import type { Job } from '../../contracts/jobs';
import { throwIfResNotOk } from './query-client';

export const JOBS_KEY = ['/api/external/chat/jobs'] as const;

async function fetchJobs({ signal }: { signal: AbortSignal }): Promise<Job[]> {
  const res = await fetch(JOBS_KEY[0], { credentials: 'include', signal });
  if (res.status === 404) return [];
  await throwIfResNotOk(res);
  return ((await res.json()) as { items: Job[] }).items;
}

export function useJobs(opts: { enabled: boolean; refetchInterval: number | false | ((jobs: Job[] | undefined) => number | false) }) {
  const { refetchInterval } = opts;
  return useQuery<Job[]>({
    queryKey: JOBS_KEY,
    queryFn: fetchJobs,
    enabled: opts.enabled,
    refetchInterval: typeof refetchInterval === 'function' ? (q) => refetchInterval(q.state.data) : refetchInterval,
  });
}
