// Fast re-logging (issue 17): the composer's shortcuts (GET /api/relog), starring an entry, and
// the copy calls a pending copy is delivered with (same Idempotency-Key rule as the queue).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZQueueResponse } from '../../../../contracts/jobs';
import { ZFavouriteResponse, ZRelogShortcuts } from '../../../../contracts/relog';
import { apiClient } from '../../../lib/api-client';
import { userTimeZone } from '../../../lib/local-date';
import type { PendingCopy } from '../../../lib/pending-entries';
import { invalidateJobs, queryKeys } from '../../../lib/query-keys';

export const relogQueryOptions = (today: string) =>
  queryOptions({
    queryKey: queryKeys.meals.relog(today),
    queryFn: ({ signal }) => {
      const timezone = userTimeZone();
      const query = new URLSearchParams({ today, ...(timezone ? { timezone } : {}) });
      return apiClient.get(`/api/relog?${query}`, ZRelogShortcuts, { signal });
    },
  });

export function useRelogShortcuts(today: string, enabled: boolean) {
  return useQuery({ ...relogQueryOptions(today), enabled });
}

export interface CopyInput {
  copy: PendingCopy;
  sessionId: string;
  /** The day to log onto (the device's today). */
  date: string;
  idempotencyKey: string;
}

export function sendCopy({ copy, sessionId, date, idempotencyKey }: CopyInput) {
  const timezone = userTimeZone();
  const target = { session_id: sessionId, date, ...(timezone ? { timezone } : {}) };
  const headers = { 'Idempotency-Key': idempotencyKey };
  return 'jobId' in copy
    ? apiClient.post(`/api/entries/${encodeURIComponent(copy.jobId)}/copy`, ZQueueResponse, { json: target, headers })
    : apiClient.post('/api/entries/copy-meals', ZQueueResponse, {
        json: { ...target, from_date: copy.fromDate, meal_type: copy.mealType },
        headers,
      });
}

/** Like useQueueEntry: a new copy shows in the jobs list once the server has it. */
export function useSendCopy() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendCopy, onSuccess: () => void invalidateJobs(client) });
}

export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, favourite }: { jobId: string; favourite: boolean }) => {
      const url = `/api/entries/${encodeURIComponent(jobId)}/favourite`;
      return favourite
        ? apiClient.put(url, ZFavouriteResponse)
        : apiClient.send('DELETE', url).then(() => ({ job_id: jobId, favourite: false }));
    },
    onSettled: () =>
      Promise.all([invalidateJobs(client), client.invalidateQueries({ queryKey: queryKeys.meals.relogAll })]),
  });
}
