// GET /api/waitlist/leaderboard (SPEC §4: fetched on load and again after joining). Apart from
// the dialog so the landing page can start it without loading the dialog's code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '../../../../contracts/waitlist';
import { apiClient, trusted } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.leaderboard,
    queryFn: ({ signal }) => apiClient.get('/api/waitlist/leaderboard', trusted<LeaderboardEntry[]>(), { signal }),
  });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
