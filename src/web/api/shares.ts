// The owner's side of shared estimates: make a public snapshot of a completed log entry (its
// `url` is the page to copy), list the live ones, take one down (its link then shows the shared
// page's error state). Shared by the meals log, the meal detail screen and the profile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZShareCreated, ZShareList } from '../../contracts/shared-estimate';
import { apiClient } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shares,
    queryFn: ({ signal }) => apiClient.get('/api/shares', ZShareList, { signal }),
  });

export function useShares(enabled = true) {
  return useQuery({ ...sharesQueryOptions(), enabled });
}

export function useCreateShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiClient.post(`/api/external/chat/jobs/${encodeURIComponent(jobId)}/share`, ZShareCreated),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shares }),
  });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => apiClient.send('DELETE', `/api/shares/${encodeURIComponent(shareId)}`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.shares }),
  });
}
