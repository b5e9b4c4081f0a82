// The day's entries with their skeleton, empty state and delete confirmation.
import { useState } from 'react';
import type { MetricId } from '../../../contracts/preferences';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EmptyLog } from './empty-log';
import { EntriesSkeleton } from './entries-skeleton';
import type { EntryView } from './entry-view';
import { LogEntry, type EntryHandlers } from './log-entry';
import { useEntryActions } from './use-entry-actions';
import { useTapGuard } from './use-tap-guard';

export function MealsLog({
  loading,
  entries,
  metrics,
  hidden,
  onRetry,
  onZoom,
}: {
  loading: boolean;
  entries: EntryView[];
  metrics: readonly MetricId[];
  hidden: { hide: (id: string) => void; unhide: (id: string) => void };
  onRetry: (message: string) => void;
  onZoom: (src: string) => void;
}) {
  const actions = useEntryActions(hidden);
  const tapAllowed = useTapGuard();
  const [toDelete, setToDelete] = useState<EntryView | null>(null);
  const handlers: EntryHandlers = {
    cancelling: actions.cancelling,
    onCancel: (id) => void actions.cancel(id),
    onRetry,
    onDelete: setToDelete,
    onUpdate: actions.update,
    onZoom,
    tapAllowed,
  };
  return (
    <section aria-label="Log entries">
      {loading && entries.length === 0 ? (
        <EntriesSkeleton />
      ) : entries.length === 0 ? (
        <EmptyLog />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {entries.map((e) => (
            <LogEntry key={e.key} entry={e} metrics={metrics} h={handlers} />
          ))}
        </ul>
      )}
      <DeleteEntryDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && void actions.remove(toDelete)}
      />
    </section>
  );
}
