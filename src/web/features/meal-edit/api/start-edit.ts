// POST /api/external/meals/{entryId}/edit-nl {instructions} → {job_id, status} (SPEC §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEditStarted } from '../../../../contracts/meal-edits';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useStartEdit(entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (instructions: string) =>
      apiClient.post(`/api/external/meals/${encodeURIComponent(entryId)}/edit-nl`, ZEditStarted, {
        json: { instructions },
      }),
    // The status of an earlier edit of this meal says nothing about this one.
    onMutate: () => client.removeQueries({ queryKey: queryKeys.editStatus(entryId) }),
  });
}
