// DELETE /api/external/chat/jobs/{id}: the entry and its meals, on the server (not in SPEC §7,
// which deletes meals one by one and leaves the finished job listed; see decision 061).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
import { invalidateMealsData } from '../../../lib/query-keys';

/** Deleting an entry that is already gone (another device deleted it) is what the user wanted. */
async function deleteEntry(jobId: string): Promise<void> {
  try {
    await apiClient.send('DELETE', `/api/external/chat/jobs/${encodeURIComponent(jobId)}`);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSettled: () => void invalidateMealsData(client) });
}
