// GET /api/public/coach-reports/:id (issue 17): the week a coach's link shows. Public: no cookies
// go with it (the id alone is the key), and it is not retried, so a revoked link's 404 shows at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCoachReport } from '../../../../contracts/trends';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const coachReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.coachReport(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/public/coach-reports/${encodeURIComponent(id)}`, ZCoachReport, {
        signal,
        credentials: 'omit',
      }),
    enabled: id !== '',
    retry: false,
  });

export function useCoachReport(id: string) {
  return useQuery(coachReportQueryOptions(id));
}
