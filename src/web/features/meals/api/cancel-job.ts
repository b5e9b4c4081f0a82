// POST /api/external/chat/jobs/{id}/cancel (SPEC §7).
import { apiRequest } from '../../../lib/query-client';

export async function cancelJob(jobId: string): Promise<void> {
  await apiRequest('POST', `/api/external/chat/jobs/${encodeURIComponent(jobId)}/cancel`);
}
