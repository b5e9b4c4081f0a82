// The owner's coach report links (issue 17, item 4): list (revoked ones included, marked), create
// with a name, revoke. The public report a link opens is the coach-report feature's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCoachReportList, type CoachReportCreate } from '../../../../contracts/trends';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const coachReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.coachReports,
    queryFn: ({ signal }) => apiClient.get('/api/coach-reports', ZCoachReportList, { signal }),
  });

export function useCoachReports() {
  return useQuery(coachReportsQueryOptions());
}

export function useCreateCoachReport() {
  const client = useQueryClient();
  return useMutation({
    // The list is read again afterwards, so the answer's body is not needed here.
    mutationFn: (body: CoachReportCreate) => apiClient.send('POST', '/api/coach-reports', { json: body }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coachReports }),
  });
}

export function useRevokeCoachReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/api/coach-reports/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coachReports }),
  });
}
