// Body weight history (issue 16): PUT /api/athlete/weights {date, kg} (one per date, a second
// replaces it), DELETE /api/athlete/weights/:date. The weights come with GET /api/athlete/profile;
// the latest one sets every day's targets, so a change refreshes all of the athlete's data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeightEntry } from '../../../../contracts/athlete';
import { apiClient, isApiError } from '../../../lib/api-client';
import { invalidateAthlete } from '../../../lib/query-keys';

export function useAddWeight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: WeightEntry) => apiClient.send('PUT', '/api/athlete/weights', { json: entry }),
    onSettled: () => invalidateAthlete(client),
  });
}

/** A weight already gone (deleted on another device) is what the user wanted. */
async function deleteWeight(date: string): Promise<void> {
  try {
    await apiClient.send('DELETE', `/api/athlete/weights/${encodeURIComponent(date)}`);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

export function useDeleteWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteWeight, onSettled: () => invalidateAthlete(client) });
}
