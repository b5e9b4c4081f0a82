// Configure Daily Metrics (SPEC §2): each change is saved at once; the last metric cannot go (§5).
import { useState } from 'react';
import type { MetricId } from '../../../contracts/preferences';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { METRICS, type Goals } from '../../lib/daily-goals';
import { toast } from '../../lib/toast';
import { useSaveVisibleMetrics } from './api/preferences';

export function ConfigureMetricsDialog({
  open,
  onOpenChange,
  selected,
  goals,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: readonly MetricId[];
  /** The day's goals shown beside each metric (fluids' comes with the day's targets). */
  goals: Goals;
}) {
  const save = useSaveVisibleMetrics();
  // The boxes follow the user's clicks at once, in this render: the query cache tells its
  // observers a tick later, and two quick clicks must not both start from the older choice.
  // A new choice from outside (a failed save put back, another tab) replaces it.
  const [checked, setChecked] = useState(selected);
  const [seen, setSeen] = useState(selected);
  if (selected !== seen) {
    setSeen(selected);
    setChecked(selected);
  }
  const choose = (next: MetricId[]) => {
    setChecked(next);
    save.mutate(next);
  };
  const toggle = (id: MetricId) => {
    if (checked.includes(id)) {
      if (checked.length === 1) {
        toast({ title: 'At least one metric must be selected', variant: 'destructive' });
        return;
      }
      choose(checked.filter((x) => x !== id));
    } else {
      // Keep the canonical order so the bars never jump around.
      choose(METRICS.map((m) => m.id).filter((x) => x === id || checked.includes(x)));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Configure Daily Metrics"
        description="Choose what the daily summary and your meal rows show."
      >
        <fieldset className="mt-4 grid gap-1">
          <legend className="sr-only">Metrics</legend>
          {METRICS.map((m) => (
            <label
              key={m.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
            >
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={checked.includes(m.id)}
                onChange={() => toggle(m.id)}
              />
              <span className="flex-1 text-stone-900">{m.label}</span>
              <span className="text-sm text-stone-600">
                {goals[m.id] === undefined ? '' : `${Math.round(goals[m.id] ?? 0)} ${m.unit}`}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
