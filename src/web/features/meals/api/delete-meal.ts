// DELETE /api/external/meals/{id} (SPEC §7): 204 or JSON.
import { apiRequest } from '../../../lib/query-client';

export async function deleteMeal(mealId: string): Promise<void> {
  await apiRequest('DELETE', `/api/external/meals/${encodeURIComponent(mealId)}`);
}
