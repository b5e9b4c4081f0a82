// GET /api/external/meals/{id} (SPEC §7): refetched on focus, never considered fresh, because
// a natural-language edit can change it at any time.
import { useQuery } from '@tanstack/react-query';
import type { Meal } from '../../contracts/meal';

export const mealKey = (id: string) => ['/api/external/meals', id] as const;

export function useMeal(id: string, enabled: boolean) {
  return useQuery<Meal>({ queryKey: mealKey(encodeURIComponent(id)), enabled, staleTime: 0, refetchOnWindowFocus: true });
}
