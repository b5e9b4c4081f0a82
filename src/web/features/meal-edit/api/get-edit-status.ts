// GET /api/external/meals/{entryId}/edit-nl/status → {status, error} (SPEC §7), polled at once
// and every 2 s (SPEC §9) while the edit runs; polling stops at an end state or a failed check.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZEditStatusResponse } from '../../../../contracts/meal-edits';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const POLL_MS = 2000;
type EditStatus = z.infer<typeof ZEditStatusResponse>;

/** Done, one way or the other: completed, failed, cancelled, or an error reported. */
export const isEditFinished = (s: EditStatus): boolean => s.status !== 'processing' || s.error !== null;

export const editStatusQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: queryKeys.editStatus(entryId),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/external/meals/${encodeURIComponent(entryId)}/edit-nl/status`, ZEditStatusResponse, {
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.error || (query.state.data && isEditFinished(query.state.data)) ? false : POLL_MS,
  });

export function useEditStatus(entryId: string, enabled: boolean) {
  return useQuery({ ...editStatusQueryOptions(entryId), enabled });
}
