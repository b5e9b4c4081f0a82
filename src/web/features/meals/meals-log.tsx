// The day's entries with their skeleton, empty state and delete confirmation, grouped by meal
// type with subtotals (issue 17; group-entries.ts).
import { useMemo, useState } from 'react';
import type { MetricId } from '../../../contracts/preferences';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EmptyLog } from './empty-log';
import { EntriesSkeleton } from './entries-skeleton';
import type { EntryView } from './entry-view';
import { groupEntries } from './group-entries';
import { LogEntry, type EntryHandlers } from './log-entry';
import { MealGroupHeader } from './meal-group-header';
import { useEntryActions } from './use-entry-actions';
import { useTapGuard } from './use-tap-guard';

export function MealsLog({
  loading,
  entries,
  metrics,
  hidden,
  onRetry,
  onZoom,
  today,
  onCopyToToday,
}: {
  loading: boolean;
  entries: EntryView[];
  metrics: readonly MetricId[];
  hidden: { hide: (id: string) => void; unhide: (id: string) => void };
  onRetry: (message: string) => void;
  onZoom: (src: string) => void;
  today: string;
  onCopyToToday?: (entry: { jobId: string; message: string }) => void;
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
    today,
    onCopyToToday,
  };
  return (
    <section aria-label="Log entries">
      {loading && entries.length === 0 ? (
        <EntriesSkeleton />
      ) : entries.length === 0 ? (
        <EmptyLog />
      ) : (
        <GroupedEntries entries={entries} metrics={metrics} handlers={handlers} />
      )}
      <DeleteEntryDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && void actions.remove(toDelete)}
      />
    </section>
  );
}

function GroupedEntries({
  entries,
  metrics,
  handlers,
}: {
  entries: EntryView[];
  metrics: readonly MetricId[];
  handlers: EntryHandlers;
}) {
  const { ungrouped, groups } = useMemo(() => groupEntries(entries), [entries]);
  return (
    <div className="grid grid-cols-1 gap-5">
      {ungrouped.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3">
          {ungrouped.map((e) => (
            <LogEntry key={e.key} entry={e} metrics={metrics} h={handlers} />
          ))}
        </ul>
      ) : null}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`meal-group-${g.id}`} data-testid="meal-group">
          <MealGroupHeader group={g} metrics={metrics} />
          <ul className="grid grid-cols-1 gap-3">
            {g.entries.map((e) => (
              <LogEntry key={e.key} entry={e} metrics={metrics} h={handlers} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
