// GET /api/public/calorie-guess/{id} (SPEC §7): public, so no cookies; only with an id; not
// retried. SPEC §8 words a failure 'Failed to fetch meal estimate: {status} {statusText}'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSharedEstimate } from '../../../../contracts/shared-estimate';
import { apiClient, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function fetchSharedEstimate(id: string, signal: AbortSignal) {
  try {
    // No cookies needed or wanted: the id alone is the key to a public page.
    return await apiClient.get(`/api/public/calorie-guess/${encodeURIComponent(id)}`, ZSharedEstimate, {
      signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (isApiError(error))
      throw new Error(`Failed to fetch meal estimate: ${error.status} ${error.statusText}`, { cause: error });
    throw error;
  }
}

export const sharedEstimateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sharedEstimate(id),
    queryFn: ({ signal }) => fetchSharedEstimate(id, signal),
    enabled: id !== '',
    retry: false,
  });

export function useSharedEstimate(id: string) {
  return useQuery(sharedEstimateQueryOptions(id));
}
