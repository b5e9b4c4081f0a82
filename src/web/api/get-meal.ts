// GET /api/external/meals/{id} (SPEC §7): refetched on focus, never considered fresh, because
// a natural-language edit can change it at any time. Shared by the detail and edit screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMeal } from '../../contracts/meal';
import { apiClient } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const mealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.meals.detail(id),
    queryFn: ({ signal }) => apiClient.get(`/api/external/meals/${encodeURIComponent(id)}`, ZMeal, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useMeal(id: string, enabled: boolean) {
  return useQuery({ ...mealQueryOptions(id), enabled });
}
