// POST /api/external/chat/jobs/{id}/cancel (SPEC §7). Failures are only logged (SPEC §8), and
// the log is refreshed either way: the job may have finished meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMealsData } from '../../../lib/query-keys';

export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiClient.send('POST', `/api/external/chat/jobs/${encodeURIComponent(jobId)}/cancel`),
    onError: (error) => console.warn('Cancel failed', error),
    onSettled: () => void invalidateMealsData(client),
  });
}
