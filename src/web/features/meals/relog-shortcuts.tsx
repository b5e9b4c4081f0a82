// The composer's one-tap shortcuts (issue 17): copy yesterday's breakfast, then the favourites,
// then recent entries, in one row that scrolls sideways on a phone. Each logs its meals again on
// today; a button waits while its copy is being sent.
import { Copy, Star } from 'lucide-react';
import type { RelogItem, RelogShortcuts as Shortcuts } from '../../../contracts/relog';
import { cn } from '../../lib/cn';

const chip =
  'tap inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

function ItemChip({ item, sending, onLog }: { item: RelogItem; sending: boolean; onLog: (i: RelogItem) => void }) {
  return (
    <button
      type="button"
      className={cn(chip, 'max-w-64 border-stone-300 bg-white text-stone-800 hover:bg-stone-100')}
      aria-label={`Log again: ${item.title}, ${item.calories_kcal} kcal`}
      title={item.message}
      disabled={sending}
      aria-busy={sending}
      onClick={() => onLog(item)}
    >
      {item.favourite ? <Star className="h-3.5 w-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden /> : null}
      <span className="truncate">{item.title}</span>
      <span className="shrink-0 text-stone-600">{item.calories_kcal} kcal</span>
    </button>
  );
}

const Label = ({ children }: { children: string }) => (
  <span className="shrink-0 self-center text-xs font-semibold uppercase tracking-wide text-stone-600">{children}</span>
);

export function RelogShortcuts({
  shortcuts,
  sending,
  onLogAgain,
  onCopyBreakfast,
}: {
  shortcuts: Shortcuts | undefined;
  sending: ReadonlySet<string>;
  onLogAgain: (item: RelogItem) => void;
  onCopyBreakfast: () => void;
}) {
  if (!shortcuts) return null;
  const favourites = shortcuts.favourites;
  // An entry already among the favourites is not repeated under Recent.
  const starred = new Set(favourites.map((f) => f.message.trim().toLowerCase()));
  const recent = shortcuts.recent.filter((r) => !starred.has(r.message.trim().toLowerCase()));
  const breakfast = shortcuts.yesterday_breakfast;
  if (!breakfast && favourites.length === 0 && recent.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Log again"
      className="-mx-3 mb-2 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:thin]"
      data-testid="relog-shortcuts"
    >
      {breakfast ? (
        <button
          type="button"
          className={cn(chip, 'border-brand-200 bg-brand-50 text-brand-900 hover:bg-brand-100')}
          disabled={sending.has('breakfast')}
          aria-busy={sending.has('breakfast')}
          onClick={onCopyBreakfast}
        >
          <Copy className="h-4 w-4 shrink-0" aria-hidden />
          Copy yesterday&apos;s breakfast
        </button>
      ) : null}
      {favourites.length ? <Label>Favourites</Label> : null}
      {favourites.map((item) => (
        <ItemChip key={item.job_id} item={item} sending={sending.has(item.job_id)} onLog={onLogAgain} />
      ))}
      {recent.length ? <Label>Recent</Label> : null}
      {recent.map((item) => (
        <ItemChip key={item.job_id} item={item} sending={sending.has(item.job_id)} onLog={onLogAgain} />
      ))}
    </div>
  );
}
