// Cancel, delete and update of a log entry (SPEC §4 "Edit log entry", "Delete log entry").
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { clientSessionId } from '../../lib/session-id';
import { toast } from '../../lib/toast';
import { cancelJob } from './api/cancel-job';
import { deleteMeal } from './api/delete-meal';
import { JOBS_KEY } from '../../lib/get-jobs';
import { invalidateMeals } from './api/get-meals';
import { queueEntry } from '../../lib/queue-entry';
import type { EntryView } from './entry-view';
import { isInProgress } from './job-status';

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
    if (isInProgress(entry.status)) await cancelJob(jobId).catch((e: unknown) => console.warn('Cancel failed', e));
    const results = await Promise.allSettled(entry.meals.map((m) => deleteMeal(m.id)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) {
      hidden.unhide(jobId);
      toast({ title: failed === results.length ? 'Failed to delete meals' : 'Failed to delete log entry.', variant: 'destructive' });
    } else {
      toast({ title: 'Log deleted', description: 'Entry removed from your log.', duration: 2000 });
    }
    refresh();
  }, [hidden, refresh]);

  /** A new job first; only once it is accepted is the old one cancelled and its meals deleted. */
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
      hidden.hide(entry.jobId);
      if (isInProgress(entry.status)) await cancelJob(entry.jobId).catch((e: unknown) => console.warn('Cancel of the old entry failed', e));
      const results = await Promise.allSettled(entry.meals.map((m) => deleteMeal(m.id)));
      if (results.some((r) => r.status === 'rejected')) console.warn('Some meals of the old entry could not be deleted');
    }
    refresh();
    return true;
  }, [hidden, refresh]);

  return { cancel, cancelling, remove, update };
}
