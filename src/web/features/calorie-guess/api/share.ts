// The owner's side of a shared estimate: create a public snapshot of a completed log entry
// (`url` is the page to copy or share), or take it down (its link then shows the error state).
import { useMutation } from '@tanstack/react-query';
import { ZShareCreated } from '../../../../contracts/shared-estimate';
import { apiClient } from '../../../lib/api-client';

export function useCreateShare() {
  return useMutation({
    mutationFn: (jobId: string) =>
      apiClient.post(`/api/external/chat/jobs/${encodeURIComponent(jobId)}/share`, ZShareCreated),
  });
}

export function useRevokeShare() {
  return useMutation({
    mutationFn: (shareId: string) => apiClient.send('DELETE', `/api/shares/${encodeURIComponent(shareId)}`),
  });
}
