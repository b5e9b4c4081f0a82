// Cancel, delete and update of a log entry (SPEC §4 "Edit log entry", "Delete log entry").
import { useCallback, useState } from 'react';
import { useQueueEntry } from '../../api/queue-entry';
import { clientSessionId } from '../../lib/session-id';
import { toast } from '../../lib/toast';
import { useCancelJob } from './api/cancel-job';
import { useDeleteEntry } from './api/delete-entry';
import type { EntryView } from './entry-view';

export function useEntryActions(hidden: { hide: (id: string) => void; unhide: (id: string) => void }) {
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const { mutateAsync: cancelJob } = useCancelJob();
  const { mutateAsync: deleteEntry } = useDeleteEntry();
  const { mutateAsync: queueEntry } = useQueueEntry();

  const cancel = useCallback(
    async (jobId: string) => {
      setCancelling((s) => new Set(s).add(jobId));
      // SPEC §8: a failed cancel is only logged (by the mutation); the flag is cleared either way.
      await cancelJob(jobId).catch(() => {});
      setCancelling((s) => {
        const next = new Set(s);
        next.delete(jobId);
        return next;
      });
    },
    [cancelJob],
  );

  /** Optimistic: the entry disappears at once and comes back if the server refuses. */
  const remove = useCallback(
    async (entry: EntryView) => {
      if (!entry.jobId) return;
      const jobId = entry.jobId;
      hidden.hide(jobId);
      try {
        await deleteEntry(jobId);
        toast({ title: 'Log deleted', description: 'Entry removed from your log.', duration: 2000 });
      } catch (error) {
        hidden.unhide(jobId);
        toast({ title: 'Failed to delete log entry.', variant: 'destructive' });
        console.warn('Delete failed', error);
      }
    },
    [hidden, deleteEntry],
  );

  /** A new job first; only once it is accepted is the old entry deleted (its failure only warned). */
  const update = useCallback(
    async (entry: EntryView, message: string): Promise<boolean> => {
      try {
        await queueEntry({
          body: {
            session_id: clientSessionId,
            message,
            date: entry.date || undefined,
            ...(entry.images.length ? { images_obj_stor_urls: entry.images } : {}),
          },
          idempotencyKey: `edit_${entry.key}_${Date.now()}`,
        });
      } catch {
        toast({
          title: 'Failed to submit updated log entry',
          description: 'Failed to update log entry. Please try again.',
          variant: 'destructive',
        });
        return false;
      }
      if (entry.jobId) {
        const old = entry.jobId;
        hidden.hide(old);
        await deleteEntry(old).catch((e: unknown) => {
          hidden.unhide(old);
          console.warn('The old entry could not be deleted', e);
        });
      }
      return true;
    },
    [hidden, queueEntry, deleteEntry],
  );

  return { cancel, cancelling, remove, update };
}
