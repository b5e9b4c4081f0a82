// The training calendar (issue 16): GET /api/athlete/training?from=&to= (the week ahead and the
// weekly pattern), PUT/DELETE /api/athlete/training/:date, PUT /api/athlete/training-pattern.
// A day's training sets its targets, so every change refreshes the days at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTrainingResponse, type TrainingDayInput, type WeeklyPattern } from '../../../../contracts/athlete';
import { apiClient } from '../../../lib/api-client';
import { invalidateAthlete, queryKeys } from '../../../lib/query-keys';

export const trainingQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.athlete.trainingRange(from, to),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/athlete/training?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        ZTrainingResponse,
        { signal },
      ),
  });

export function useTraining(from: string, to: string, enabled: boolean) {
  return useQuery({ ...trainingQueryOptions(from, to), enabled });
}

const dayPath = (date: string) => `/api/athlete/training/${encodeURIComponent(date)}`;

/** Sets one date's training; `null` clears it (the weekly pattern, or rest, applies again). */
export function useSetTrainingDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: TrainingDayInput | null }) =>
      input ? apiClient.send('PUT', dayPath(date), { json: input }) : apiClient.send('DELETE', dayPath(date)),
    onSettled: () => invalidateAthlete(client),
  });
}

export function useSetWeeklyPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pattern: WeeklyPattern) => apiClient.send('PUT', '/api/athlete/training-pattern', { json: pattern }),
    onSettled: () => invalidateAthlete(client),
  });
}

export interface WeekPlan {
  pattern: WeeklyPattern;
  /** Only the dates that changed: an input sets the date, null lets the pattern decide. */
  days: { date: string; input: TrainingDayInput | null }[];
}

/** The Plan week dialog saves as one step: the pattern first, then the dates it overrides. */
export function usePlanWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (plan: WeekPlan) => {
      await apiClient.send('PUT', '/api/athlete/training-pattern', { json: plan.pattern });
      for (const { date, input } of plan.days)
        await (input ? apiClient.send('PUT', dayPath(date), { json: input }) : apiClient.send('DELETE', dayPath(date)));
    },
    onSettled: () => invalidateAthlete(client),
  });
}
