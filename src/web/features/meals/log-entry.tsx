// One log entry (SPEC §2, §4): message, photos, status, its meals, what matched no food, and the
// actions its state allows.
import { Copy, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { MetricId } from '../../../contracts/preferences';
import { ShareEntryButton } from '../../components/shared/share-entry-button';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { EntryImages } from './entry-images';
import { FavouriteButton } from './favourite-button';
import type { EntryView } from './entry-view';
import { isInProgress } from './job-status';
import { LogEntryEditor } from './log-entry-editor';
import { MealRow } from './meal-row';
import { StatusDot } from './status-dot';

export interface EntryHandlers {
  cancelling: ReadonlySet<string>;
  onCancel: (jobId: string) => void;
  onRetry: (message: string) => void;
  onDelete: (entry: EntryView) => void;
  onUpdate: (entry: EntryView, text: string) => Promise<boolean>;
  onZoom: (src: string) => void;
  tapAllowed: () => boolean;
  /** The user's today: an entry of an earlier day offers "Copy to today" (issue 17). */
  today: string;
  onCopyToToday?: (entry: { jobId: string; message: string }) => void;
}

export function LogEntry({ entry, metrics, h }: { entry: EntryView; metrics: readonly MetricId[]; h: EntryHandlers }) {
  const [editing, setEditing] = useState(false);
  const inProgress = isInProgress(entry.status);
  const { jobId } = entry;
  return (
    <li
      data-testid="log-entry"
      data-status={entry.status}
      className={cn(
        'relative rounded-2xl border bg-white p-4 shadow-sm',
        inProgress ? 'border-amber-300' : 'border-stone-200',
        entry.status === 'cancelled' && 'opacity-60',
      )}
    >
      {/* The pulse is a separate layer so the text itself never fades (contrast stays readable). */}
      {inProgress ? (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 animate-pulse rounded-2xl ring-4 ring-amber-300"
        />
      ) : null}
      {editing ? (
        <LogEntryEditor
          initial={entry.message}
          onCancel={() => setEditing(false)}
          onSave={(text) => h.onUpdate(entry, text)}
        />
      ) : (
        <div className="flex items-start gap-2">
          <StatusDot status={entry.status} />
          <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-stone-900">{entry.message}</p>
          {!inProgress && jobId ? (
            <div className="-my-1 flex shrink-0">
              {entry.status === 'failed' ? (
                <Button variant="ghost" size="icon" aria-label="Retry" onClick={() => h.onRetry(entry.message)}>
                  <RotateCcw className="h-4 w-4" aria-hidden />
                </Button>
              ) : null}
              {entry.status === 'completed' ? <FavouriteButton jobId={jobId} favourite={entry.favourite} /> : null}
              {entry.status === 'completed' ? <ShareEntryButton jobId={jobId} /> : null}
              <Button variant="ghost" size="icon" aria-label="Edit entry" onClick={() => setEditing(true)}>
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Delete entry" onClick={() => h.onDelete(entry)}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <EntryImages images={entry.images} onZoom={h.onZoom} />
      {inProgress ? (
        <div className="mt-3 flex items-center gap-2 text-sm text-amber-800">
          <Spinner label="Processing" className="[&_svg]:h-4 [&_svg]:w-4" />
          <span className="font-medium" aria-hidden={entry.offline ? undefined : true}>
            {entry.offline ? 'Waiting for connection' : 'Processing'}
          </span>
          <span className="text-stone-600">
            {entry.offline
              ? 'Saved on this device; it will be sent when you are back online.'
              : 'Processing. Takes 30-60s.'}
          </span>
          {jobId ? (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              disabled={h.cancelling.has(jobId)}
              onClick={() => h.onCancel(jobId)}
            >
              <X className="h-4 w-4" aria-hidden /> Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
      {entry.status === 'failed' ? (
        <p className="mt-2 text-sm text-red-700">{entry.error ?? 'Failed to analyse this entry'}</p>
      ) : null}
      {entry.status === 'cancelled' ? <p className="mt-2 text-sm text-stone-600">Cancelled</p> : null}
      {entry.meals.length > 0 ? (
        <ul className="mt-3 grid grid-cols-1 gap-2" aria-label="Meals">
          {entry.meals.map((m) => (
            <MealRow key={m.id} meal={m} metrics={metrics} tapAllowed={h.tapAllowed} />
          ))}
        </ul>
      ) : null}
      {h.onCopyToToday && jobId && entry.status === 'completed' && entry.meals.length > 0 && isPast(entry, h.today) ? (
        <div className="mt-2 flex justify-end">
          <Button
            variant="outline"
            size="sm"
            className="h-11"
            onClick={() => h.onCopyToToday?.({ jobId, message: entry.message })}
          >
            <Copy className="h-4 w-4" aria-hidden /> Copy to today
          </Button>
        </div>
      ) : null}
      {entry.unmatched.length > 0 ? (
        <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">Not logged:</p>
          <ul className="list-disc pl-5">
            {entry.unmatched.map((u) => (
              <li key={u.text}>
                “{u.text}” — {u.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** An entry whose meals are all on days before today. */
function isPast(entry: EntryView, today: string): boolean {
  return entry.meals.every((m) => m.date < today);
}
