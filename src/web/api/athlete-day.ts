// GET /api/athlete/day?date= (issue 16): the day's goals (personal, or SPEC's fixed ones), the
// fluids so far, a match day's timeline and the low-intake note. Shared by the meals screen and
// the metrics explanation; invalidated by every write that feeds it (see lib/query-keys).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAthleteDay } from '../../contracts/athlete';
import { apiClient } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const athleteDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.athlete.day(date),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/athlete/day?date=${encodeURIComponent(date)}`, ZAthleteDay, { signal }),
  });

export function useAthleteDay(date: string, enabled: boolean) {
  return useQuery({ ...athleteDayQueryOptions(date), enabled });
}
