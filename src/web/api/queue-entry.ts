// POST /api/external/chat/queue (SPEC §7) with the entry's own id as Idempotency-Key, so sending
// the same pending entry again (after a lost response or a reload) returns the same job.
// Shared: the dashboard and the meals composer both log entries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQueueResponse, type QueueRequest } from '../../contracts/jobs';
import { apiClient } from '../lib/api-client';
import { userTimeZone } from '../lib/local-date';
import { invalidateJobs } from '../lib/query-keys';

export interface QueueEntryInput {
  body: QueueRequest;
  idempotencyKey: string;
}

export function queueEntry({ body, idempotencyKey }: QueueEntryInput) {
  const timezone = userTimeZone();
  return apiClient.post('/api/external/chat/queue', ZQueueResponse, {
    json: { ...body, ...(timezone ? { timezone } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A new entry shows in the jobs list: they are refetched once the server has it. */
export function useQueueEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: queueEntry, onSuccess: () => void invalidateJobs(client) });
}
