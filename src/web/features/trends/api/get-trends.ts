// GET /api/trends (issue 17): everything one view of /trends shows, in one request. The window
// ends on the device's today, the day the meals strip calls today, so the two never disagree.
// Switching windows keeps the last answer on screen until the new one arrives (no spinner flash).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTrendsResponse, type TrendWindow } from '../../../../contracts/trends';
import { apiClient } from '../../../lib/api-client';
import { toIsoDate } from '../../../lib/local-date';
import { queryKeys } from '../../../lib/query-keys';

export const trendsQueryOptions = (days: TrendWindow, to: string) =>
  queryOptions({
    queryKey: queryKeys.trends.window(days, to),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/trends?days=${days}&to=${encodeURIComponent(to)}`, ZTrendsResponse, { signal }),
    placeholderData: keepPreviousData,
  });

export function useTrends(days: TrendWindow, today: Date = new Date()) {
  return useQuery(trendsQueryOptions(days, toIsoDate(today)));
}
