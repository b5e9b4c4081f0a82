// GET /api/external/meals?limit=100&date=… : the meals of one day (SPEC §7, §9 limit 100).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Meal } from '../../../../contracts/meal';

export const MEALS_PREFIX = '/api/external/meals';
export const mealsOfDayKey = (date: string) => [`${MEALS_PREFIX}?limit=100&date=${date}`] as const;

export function useMealsOfDay(date: string, opts: { enabled: boolean; refetchInterval: number | false }) {
  return useQuery<{ items: Meal[] }>({
    queryKey: mealsOfDayKey(date),
    enabled: opts.enabled,
    refetchInterval: opts.refetchInterval,
  });
}

/** Every meals query (lists of any day, single meals): what changes when a meal changes. */
export function invalidateMeals(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(MEALS_PREFIX),
  });
}
