// GET /api/external/meals/{entryId}/edit-nl/status → {status, error} (SPEC §7).
import { ZEditStatusResponse } from '../../../../contracts/meal-edits';
import { apiRequest } from '../../../lib/query-client';

export async function getEditStatus(entryId: string) {
  const res = await apiRequest('GET', `/api/external/meals/${encodeURIComponent(entryId)}/edit-nl/status`);
  return ZEditStatusResponse.parse(await res.json());
}
