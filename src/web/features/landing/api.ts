// The two waitlist calls of SPEC §7. Only types come from the contracts: the landing page stays
// free of a schema library, and the server already validates both directions.
import type { LeaderboardEntry, WaitlistJoinResponse } from '../../../contracts/waitlist';

export const LEADERBOARD_KEY = ['/api/waitlist/leaderboard'] as const;

/** SPEC §8: the server's error text, else the status text, else 'Failed to join waitlist'. */
async function joinFailure(res: Response): Promise<Error> {
  let message = '';
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') message = body.error;
  } catch {
    // not JSON: fall back to the status text
  }
  return new Error(message || res.statusText || 'Failed to join waitlist');
}

export async function joinWaitlist(input: { email: string; referredBy?: string; restoreToken?: string }): Promise<WaitlistJoinResponse> {
  const res = await fetch('/api/waitlist/join', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'include',
  });
  if (!res.ok) throw await joinFailure(res);
  return (await res.json()) as WaitlistJoinResponse;
}

export type { LeaderboardEntry, WaitlistJoinResponse };
