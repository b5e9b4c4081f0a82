// Fast re-logging on the meals screen (issue 17): the shortcuts to show, and "log again", "copy
// yesterday's breakfast" and "copy to today" as pending entries, so a copy appears at once and is
// delivered, retried and replaced by its job exactly like a typed entry (use-pending-entries.ts).
import { useCallback } from 'react';
import type { RelogItem } from '../../../contracts/relog';
import { newTempId, type PendingCopy, type PendingEntry } from '../../lib/pending-entries';
import { clientSessionId } from '../../lib/session-id';
import { toast } from '../../lib/toast';
import { useRelogShortcuts } from './api/relog';

export function useRelog(opts: {
  signedIn: boolean;
  today: string;
  pending: readonly PendingEntry[];
  add: (entry: PendingEntry) => void;
}) {
  const { today, add } = opts;
  const shortcuts = useRelogShortcuts(today, opts.signedIn);

  const copy = useCallback(
    (message: string, source: PendingCopy) => {
      const now = Date.now();
      add({
        id: newTempId(now, Math.random),
        message,
        timestamp: now,
        date: today,
        imageUrls: [],
        sessionId: clientSessionId,
        copy: source,
      });
    },
    [add, today],
  );

  const logAgain = useCallback(
    (item: Pick<RelogItem, 'job_id' | 'message'>) => copy(item.message, { jobId: item.job_id }),
    [copy],
  );

  const copyYesterdaysBreakfast = useCallback(() => {
    const from = shortcuts.data?.yesterday_breakfast?.date;
    if (from) copy("Yesterday's breakfast", { fromDate: from, mealType: 'breakfast' });
  }, [copy, shortcuts.data]);

  /** From a past day's entry card: the copy is on today, so the screen says where it went. */
  const copyToToday = useCallback(
    (entry: { jobId: string; message: string }) => {
      logAgain({ job_id: entry.jobId, message: entry.message });
      toast({ title: 'Copied to today', duration: 2500 });
    },
    [logAgain],
  );

  /** Sources with a copy not yet accepted: their buttons wait, so one tap logs once. */
  const sending = new Set(
    opts.pending
      .filter((p) => p.copy && !p.jobId)
      .map((p) => (p.copy && 'jobId' in p.copy ? p.copy.jobId : 'breakfast')),
  );

  return { shortcuts: shortcuts.data, logAgain, copyYesterdaysBreakfast, copyToToday, sending };
}
