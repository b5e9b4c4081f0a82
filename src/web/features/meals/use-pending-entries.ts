// The pending entries of the signed-in user and their delivery: each unsent entry is posted at
// once, and again every few seconds and when the browser comes back online, until the server
// accepts it (same Idempotency-Key every time) or refuses it (then it is dropped with a toast and
// handed back, so the composer can put the words and photos back: nothing typed is lost).
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueueEntry, type QueueEntryInput } from '../../api/queue-entry';
import { isTransientError } from '../../lib/api-client';
import { submitErrorMessage } from '../../lib/api-error';
import {
  markOffline,
  markSent,
  readPending,
  subscribePending,
  updatePending,
  type PendingEntry,
} from '../../lib/pending-entries';
import { toast } from '../../lib/toast';
import { useSendCopy, type CopyInput } from './api/relog';

const RESEND_MS = 3000;
const inFlight = new Set<string>();
const EMPTY: PendingEntry[] = [];

interface Outcomes {
  send: (input: QueueEntryInput) => Promise<{ job_id: string }>;
  sendCopy: (input: CopyInput) => Promise<{ job_id: string }>;
  onAccepted: (entry: PendingEntry) => void;
  onRefused: (entry: PendingEntry) => void;
}

/** What the screen does when the server accepts or refuses one of its entries. */
export interface DeliveryHandlers {
  accepted: (entry: PendingEntry) => void;
  refused: (entry: PendingEntry) => void;
}

async function deliver(userId: string, entry: PendingEntry, on: Outcomes): Promise<void> {
  if (entry.jobId || inFlight.has(entry.id)) return;
  inFlight.add(entry.id);
  try {
    // A copy ("log again") goes to the copy calls, which answer like the queue (decision 112).
    const { job_id } = entry.copy
      ? await on.sendCopy({ copy: entry.copy, sessionId: entry.sessionId, date: entry.date, idempotencyKey: entry.id })
      : await on.send({
          body: {
            session_id: entry.sessionId,
            message: entry.message,
            date: entry.date,
            ...(entry.imageUrls.length ? { images_obj_stor_urls: entry.imageUrls } : {}),
          },
          idempotencyKey: entry.id,
        });
    updatePending(userId, (list) => markSent(list, entry.id, job_id));
    on.onAccepted(entry);
  } catch (error) {
    if (isTransientError(error)) {
      updatePending(userId, (list) => markOffline(list, entry.id));
    } else {
      updatePending(userId, (list) => list.filter((e) => e.id !== entry.id || e.jobId));
      toast({ title: 'Error', description: submitErrorMessage(error), variant: 'destructive', duration: 3500 });
      on.onRefused(entry);
    }
  } finally {
    inFlight.delete(entry.id);
  }
}

export function usePendingEntries(userId: string | null, handlers: DeliveryHandlers) {
  // One mutation for every delivery: it refreshes the jobs whenever the server accepts one.
  const { mutateAsync: send } = useQueueEntry();
  const { mutateAsync: sendCopy } = useSendCopy();
  // The latest handlers, for deliveries started by the resend timer.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const entries = useSyncExternalStore(
    subscribePending,
    () => (userId ? readPending(userId) : EMPTY),
    () => EMPTY,
  );
  const outcomes = useMemo<Outcomes>(
    () => ({
      send,
      sendCopy,
      onAccepted: (e) => handlersRef.current.accepted(e),
      onRefused: (e) => handlersRef.current.refused(e),
    }),
    [send, sendCopy],
  );

  const flush = useCallback(() => {
    if (!userId) return;
    for (const entry of readPending(userId)) void deliver(userId, entry, outcomes);
  }, [userId, outcomes]);

  const unsent = entries.some((e) => !e.jobId);
  useEffect(() => {
    if (!unsent) return;
    flush();
    const timer = window.setInterval(flush, RESEND_MS);
    window.addEventListener('online', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [unsent, flush]);

  const add = useCallback(
    (entry: PendingEntry) => {
      if (!userId) return;
      updatePending(userId, (list) => [...list, entry]);
      void deliver(userId, entry, outcomes);
    },
    [userId, outcomes],
  );

  return { entries, add };
}
