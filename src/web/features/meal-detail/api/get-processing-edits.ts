// GET /api/external/meals/edit-nl/processing (SPEC §7): entry ids with an edit under way, every 2 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProcessingEdits } from '../../../../contracts/meal-edits';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const processingEditsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.meals.processingEdits,
    queryFn: ({ signal }) => apiClient.get('/api/external/meals/edit-nl/processing', ZProcessingEdits, { signal }),
    refetchInterval: 2000,
  });

export function useProcessingEdits(enabled: boolean) {
  return useQuery({ ...processingEditsQueryOptions(), enabled });
}
