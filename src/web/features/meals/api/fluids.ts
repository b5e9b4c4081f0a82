// Water logged with a button (issue 16): POST /api/athlete/fluids, DELETE /api/athlete/fluids/:id.
// The day's fluids total lives in the day's targets, which both refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FluidLogInput } from '../../../../contracts/athlete';
import { apiClient, isApiError } from '../../../lib/api-client';
import { invalidateAthleteDays } from '../../../lib/query-keys';

export function useAddFluid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FluidLogInput) => apiClient.send('POST', '/api/athlete/fluids', { json: input }),
    onSettled: () => invalidateAthleteDays(client),
  });
}

/** A log already gone (undone on another device) is what the user wanted. */
async function deleteFluid(id: string): Promise<void> {
  try {
    await apiClient.send('DELETE', `/api/athlete/fluids/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

export function useDeleteFluid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFluid, onSettled: () => invalidateAthleteDays(client) });
}
