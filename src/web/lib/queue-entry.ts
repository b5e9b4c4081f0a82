// POST /api/external/chat/queue (SPEC §7) with the entry's own id as Idempotency-Key, so sending
// the same pending entry again (after a lost response or a reload) returns the same job.
import { ZQueueResponse, type QueueRequest } from '../../contracts/jobs';
import { throwIfResNotOk } from './query-client';
import { userTimeZone } from './local-date';

export async function queueEntry(body: QueueRequest, idempotencyKey?: string): Promise<{ job_id: string }> {
  const timezone = userTimeZone();
  const res = await fetch('/api/external/chat/queue', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    body: JSON.stringify({ ...body, ...(timezone ? { timezone } : {}) }),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return ZQueueResponse.parse(await res.json());
}
