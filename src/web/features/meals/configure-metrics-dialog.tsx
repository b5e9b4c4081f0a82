// Configure Daily Metrics (SPEC §2): each change is saved at once; the last metric cannot go (§5).
import type { MetricId } from '../../../contracts/preferences';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { METRICS } from '../../lib/daily-goals';
import { toast } from '../../lib/toast';
import { useSaveVisibleMetrics } from './api/preferences';

export function ConfigureMetricsDialog({ open, onOpenChange, selected }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: readonly MetricId[];
}) {
  const save = useSaveVisibleMetrics();
  const toggle = (id: MetricId) => {
    if (selected.includes(id)) {
      if (selected.length === 1) {
        toast({ title: 'At least one metric must be selected', variant: 'destructive' });
        return;
      }
      save.mutate(selected.filter((x) => x !== id));
    } else {
      // Keep the canonical order so the bars never jump around.
      save.mutate(METRICS.map((m) => m.id).filter((x) => x === id || selected.includes(x)));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Configure Daily Metrics" description="Choose what the daily summary and your meal rows show.">
        <fieldset className="mt-4 grid gap-1">
          <legend className="sr-only">Metrics</legend>
          {METRICS.map((m) => (
            <label key={m.id} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={selected.includes(m.id)}
                onChange={() => toggle(m.id)}
              />
              <span className="flex-1 text-stone-900">{m.label}</span>
              <span className="text-sm text-stone-600">{m.goal} {m.unit}</span>
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
