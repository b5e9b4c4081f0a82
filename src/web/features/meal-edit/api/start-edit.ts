// POST /api/external/meals/{entryId}/edit-nl {instructions} → {job_id, status} (SPEC §7).
import { ZEditStarted } from '../../../../contracts/meal-edits';
import { apiRequest } from '../../../lib/query-client';

export async function startEdit(entryId: string, instructions: string) {
  const res = await apiRequest('POST', `/api/external/meals/${encodeURIComponent(entryId)}/edit-nl`, { instructions });
  return ZEditStarted.parse(await res.json());
}
