// POST /api/waitlist/join (SPEC §7). The answer is typed, not parsed: the landing page is the
// first thing a guest loads and stays free of a schema library (the server validates it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistJoinRequest, WaitlistJoinResponse } from '../../../../contracts/waitlist';
import { apiClient, isApiError, trusted } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC §8: the server's error text, else the status text, else 'Failed to join waitlist'. */
export function joinErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.field('error') || error.statusText || 'Failed to join waitlist';
  return error instanceof Error ? error.message : '';
}

/** Joining (or restoring a saved place) may move the ranks, so the leaderboard is fetched again. */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistJoinRequest) =>
      apiClient.post('/api/waitlist/join', trusted<WaitlistJoinResponse>(), { json: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.leaderboard }),
  });
}
