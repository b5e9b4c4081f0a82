// The selected day's training (issue 16): a load, a match's format and start time, and hot
// conditions. Saving refreshes the day's targets at once; "Use weekly plan" clears the date.
import { useId, useState, type FormEvent } from 'react';
import {
  MATCH_FORMATS,
  TRAINING_LOADS,
  type MatchFormat,
  type TrainingDay,
  type TrainingLoad,
} from '../../../contracts/athlete';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { serverMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { useSetTrainingDay } from './api/training';
import { FORMAT_LABELS, LOAD_HINTS, LOAD_LABELS } from './training-labels';

export function TrainingDayDialog({
  open,
  onOpenChange,
  date,
  dateLabel,
  training,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  dateLabel: string;
  training: TrainingDay;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Training" description={dateLabel} className="max-h-[90dvh] overflow-y-auto">
        {/* Mounted per opening, so the form starts from the day as it is now. */}
        {open ? <TrainingDayForm date={date} training={training} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TrainingDayForm({ date, training, onDone }: { date: string; training: TrainingDay; onDone: () => void }) {
  const save = useSetTrainingDay();
  const [load, setLoad] = useState<TrainingLoad>(training.load);
  const [format, setFormat] = useState<MatchFormat>(training.matchFormat ?? 't20');
  const [startTime, setStartTime] = useState(training.startTime ?? '');
  const [hot, setHot] = useState(training.hot);
  const [error, setError] = useState<string | null>(null);
  const ids = { format: useId(), time: useId(), hot: useId(), error: useId() };
  const isMatch = load === 'match';

  const finish = {
    onSuccess: onDone,
    onError: (e: Error) => setError(serverMessage(e, 'Could not save the training')),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      {
        date,
        input: {
          load,
          matchFormat: isMatch ? format : null,
          startTime: isMatch && startTime ? startTime : null,
          hot,
        },
      },
      finish,
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Load</legend>
        <div className="grid grid-cols-2 gap-2">
          {TRAINING_LOADS.map((l) => (
            <label
              key={l}
              className={cn(
                'flex min-h-12 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2',
                load === l ? 'border-brand-700 bg-brand-50' : 'border-stone-300 hover:bg-stone-50',
              )}
            >
              <span className="flex items-center gap-2 font-medium text-stone-900">
                <input
                  type="radio"
                  name="load"
                  value={l}
                  checked={load === l}
                  onChange={() => setLoad(l)}
                  className="h-4 w-4 accent-brand-700"
                />
                {LOAD_LABELS[l]}
              </span>
              <span className="text-xs text-stone-600">{LOAD_HINTS[l]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {isMatch ? (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={ids.format} className="mb-1 block text-sm font-medium text-stone-800">
              Format
            </label>
            <select
              id={ids.format}
              value={format}
              onChange={(e) => setFormat(e.target.value as MatchFormat)}
              className="h-12 w-full rounded-lg border border-stone-300 bg-white px-3"
            >
              {MATCH_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.time} className="mb-1 block text-sm font-medium text-stone-800">
              Start time
            </label>
            <input
              id={ids.time}
              type="time"
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
              className="h-12 w-full rounded-lg border border-stone-300 px-3"
            />
          </div>
        </div>
      ) : null}
      <label htmlFor={ids.hot} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={ids.hot}
          type="checkbox"
          checked={hot}
          onChange={(e) => setHot(e.target.checked)}
          className="h-5 w-5 accent-brand-700"
        />
        <span className="text-stone-900">Hot conditions</span>
      </label>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {training.source === 'set' ? (
          <Button
            variant="outline"
            size="lg"
            disabled={save.isPending}
            onClick={() => {
              setError(null);
              save.mutate({ date, input: null }, finish);
            }}
          >
            Use weekly plan
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
