// Calls of the shared calorie estimate. fetchSharedEstimate is public (SPEC §7: no
// authentication, not retried); createShare and revokeShare are for the signed-in owner (the
// Share action on a log entry uses them).
import type { SharedEstimate, ShareCreated } from '../../../contracts/shared-estimate';
import { apiRequest } from '../../lib/query-client';

export const sharedEstimateKey = (id: string) => ['/api/public/calorie-guess', id] as const;

export async function fetchSharedEstimate(id: string, signal?: AbortSignal): Promise<SharedEstimate> {
  // No cookies needed or wanted: the id alone is the key to a public page.
  const res = await fetch(`/api/public/calorie-guess/${encodeURIComponent(id)}`, { credentials: 'omit', signal });
  if (!res.ok) throw new Error(`Failed to fetch meal estimate: ${res.status} ${res.statusText}`);
  return (await res.json()) as SharedEstimate;
}

/** Makes a public snapshot of a completed log entry; `url` is the page to copy or share. */
export async function createShare(jobId: string): Promise<ShareCreated> {
  const res = await apiRequest('POST', `/api/external/chat/jobs/${encodeURIComponent(jobId)}/share`);
  return (await res.json()) as ShareCreated;
}

/** Takes a shared estimate down; its link then shows the error state. */
export async function revokeShare(shareId: string): Promise<void> {
  await apiRequest('DELETE', `/api/shares/${encodeURIComponent(shareId)}`);
}
