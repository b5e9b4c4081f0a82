// DELETE /api/external/meals/{id} (SPEC §7): one meal, from its detail screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMealsData } from '../../../lib/query-keys';

export function useDeleteMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mealId: string) => apiClient.send('DELETE', `/api/external/meals/${encodeURIComponent(mealId)}`),
    onSuccess: () => void invalidateMealsData(client),
  });
}
