// The referral leaderboard query (SPEC §4: fetched on load and again after joining). Apart from
// the dialog so the landing page can start it without loading the dialog's code.
import { useQuery } from '@tanstack/react-query';
import { LEADERBOARD_KEY, type LeaderboardEntry } from './api';

export function useLeaderboard() {
  return useQuery<LeaderboardEntry[]>({ queryKey: LEADERBOARD_KEY });
}
