// DELETE /api/external/chat/jobs/{id}: the entry and its meals, on the server (not in SPEC §7,
// which deletes meals one by one and leaves the finished job listed; see decision 061).
import { apiRequest } from '../../../lib/query-client';

export async function deleteEntry(jobId: string): Promise<void> {
  await apiRequest('DELETE', `/api/external/chat/jobs/${encodeURIComponent(jobId)}`);
}
