// Cancel, delete and update of a log entry (SPEC §4 "Edit log entry", "Delete log entry").
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { clientSessionId } from '../../lib/session-id';
import { toast } from '../../lib/toast';
import { cancelJob } from './api/cancel-job';
import { deleteEntry } from './api/delete-entry';
import { JOBS_KEY } from '../../lib/get-jobs';
import { invalidateMeals } from './api/get-meals';
import { queueEntry } from '../../lib/queue-entry';
import type { EntryView } from './entry-view';
import { parseApiError } from '../../lib/api-error';

/** Deleting an entry that is already gone (another device deleted it) is what the user wanted. */
async function deleteEntryOnServer(jobId: string): Promise<void> {
  try {
    await deleteEntry(jobId);
  } catch (error) {
    if (parseApiError(error).status !== 404) throw error;
  }
}

export function useEntryActions(hidden: { hide: (id: string) => void; unhide: (id: string) => void }) {
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: JOBS_KEY });
    void invalidateMeals(client);
  }, [client]);

  const cancel = useCallback(async (jobId: string) => {
    setCancelling((s) => new Set(s).add(jobId));
    try {
      await cancelJob(jobId);
    } catch (error) {
      console.warn('Cancel failed', error); // SPEC §8: only logged
    } finally {
      setCancelling((s) => {
        const next = new Set(s);
        next.delete(jobId);
        return next;
      });
      refresh();
    }
  }, [refresh]);

  /** Optimistic: the entry disappears at once and comes back if the server refuses. */
  const remove = useCallback(async (entry: EntryView) => {
    if (!entry.jobId) return;
    const jobId = entry.jobId;
    hidden.hide(jobId);
    try {
      await deleteEntryOnServer(jobId);
      toast({ title: 'Log deleted', description: 'Entry removed from your log.', duration: 2000 });
    } catch (error) {
      hidden.unhide(jobId);
      toast({ title: 'Failed to delete log entry.', variant: 'destructive' });
      console.warn('Delete failed', error);
    }
    refresh();
  }, [hidden, refresh]);

  /** A new job first; only once it is accepted is the old entry deleted (its failure only warned). */
  const update = useCallback(async (entry: EntryView, message: string): Promise<boolean> => {
    try {
      await queueEntry(
        { session_id: clientSessionId, message, date: entry.date || undefined, ...(entry.images.length ? { images_obj_stor_urls: entry.images } : {}) },
        `edit_${entry.key}_${Date.now()}`,
      );
    } catch {
      toast({ title: 'Failed to submit updated log entry', description: 'Failed to update log entry. Please try again.', variant: 'destructive' });
      return false;
    }
    if (entry.jobId) {
      const old = entry.jobId;
      hidden.hide(old);
      await deleteEntryOnServer(old).catch((e: unknown) => {
        hidden.unhide(old);
        console.warn('The old entry could not be deleted', e);
      });
    }
    refresh();
    return true;
  }, [hidden, refresh]);

  return { cancel, cancelling, remove, update };
}
