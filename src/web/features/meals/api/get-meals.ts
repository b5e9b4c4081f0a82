// GET /api/external/meals?limit=100&date=… : the meals of one day (SPEC §7, §9 limit 100).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMeal } from '../../../../contracts/meal';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const ZMealList = z.object({ items: z.array(ZMeal) });

export const mealsOfDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.meals.ofDay(date),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/external/meals?limit=100&date=${encodeURIComponent(date)}`, ZMealList, { signal }),
  });

export function useMealsOfDay(date: string, opts: { enabled: boolean; refetchInterval: number | false }) {
  return useQuery({ ...mealsOfDayQueryOptions(date), enabled: opts.enabled, refetchInterval: opts.refetchInterval });
}
