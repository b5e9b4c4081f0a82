// Plan week (issue 16): the repeating weekly pattern (Monday to Sunday) and the week ahead, where
// a date can differ from the pattern (a match, an extra session). Saved in one go.
import { useState, type FormEvent } from 'react';
import {
  MATCH_FORMATS,
  TRAINING_LOADS,
  type MatchFormat,
  type TrainingDay,
  type TrainingLoad,
  type WeeklyPattern,
} from '../../../contracts/athlete';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api-error';
import { fromIsoDate, toIsoDate } from '../../lib/local-date';
import { usePlanWeek, useTraining, type WeekPlan } from './api/training';
import { FORMAT_LABELS, LOAD_LABELS } from './training-labels';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
type PatternLoad = Exclude<TrainingLoad, 'match'>;
// A match is set per date (it has a format and a start time), never in the pattern.
const PATTERN_LOADS = TRAINING_LOADS.filter((l): l is PatternLoad => l !== 'match');
const dayName = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
const selectClass = 'h-11 w-full rounded-lg border border-stone-300 bg-white px-2 text-sm';

type PatternDay = WeeklyPattern['days'][number];
/** A date of the week ahead as the form holds it: 'pattern' follows the weekly pattern. */
interface AheadDay {
  date: string;
  load: TrainingLoad | 'pattern';
  format: MatchFormat;
  startTime: string;
  hot: boolean;
}

function weekAhead(today: string): string[] {
  const start = fromIsoDate(today);
  return Array.from({ length: 7 }, (_, i) =>
    toIsoDate(new Date(start.getFullYear(), start.getMonth(), start.getDate() + i, 12)),
  );
}

const toAhead = (d: TrainingDay): AheadDay => ({
  date: d.date,
  load: d.source === 'set' ? d.load : 'pattern',
  format: d.matchFormat ?? 't20',
  startTime: d.startTime ?? '',
  hot: d.source === 'set' ? d.hot : false,
});

const sameAhead = (a: AheadDay, b: AheadDay) =>
  a.load === b.load &&
  a.hot === b.hot &&
  (a.load !== 'match' || (a.format === b.format && a.startTime === b.startTime));

/** One day's row: its name, a load picker and a "Hot" box (the day's heat, for fluids). */
function LoadRow(props: {
  id: string;
  label: string;
  value: string;
  options: [value: string, text: string][];
  onLoad: (value: string) => void;
  hot: boolean;
  hotDisabled: boolean;
  onHot: (hot: boolean) => void;
}) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2">
      <label htmlFor={props.id} className="text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <select id={props.id} className={selectClass} value={props.value} onChange={(e) => props.onLoad(e.target.value)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <label className="flex min-h-11 items-center gap-1.5 text-sm text-stone-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          disabled={props.hotDisabled}
          checked={props.hot}
          onChange={(e) => props.onHot(e.target.checked)}
          aria-label={`${props.label} hot`}
        />
        Hot
      </label>
    </div>
  );
}

export function PlanWeekDialog({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}) {
  const dates = weekAhead(today);
  const training = useTraining(dates[0]!, dates[6]!, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Plan week"
        description="Set the week that repeats, then change any day ahead that differs."
        className="max-h-[90dvh] max-w-lg overflow-y-auto"
      >
        {training.data ? (
          <PlanWeekForm
            pattern={training.data.pattern}
            ahead={training.data.days.map(toAhead)}
            onDone={() => onOpenChange(false)}
          />
        ) : training.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {serverMessage(training.error, 'Could not load your training')}
          </p>
        ) : (
          <div className="mt-6 flex justify-center">
            <Spinner />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlanWeekForm({
  pattern: initialPattern,
  ahead: initialAhead,
  onDone,
}: {
  pattern: WeeklyPattern;
  ahead: AheadDay[];
  onDone: () => void;
}) {
  const save = usePlanWeek();
  const [pattern, setPattern] = useState<PatternDay[]>(initialPattern.days);
  const [ahead, setAhead] = useState<AheadDay[]>(initialAhead);
  const [error, setError] = useState<string | null>(null);

  const setPatternDay = (i: number, day: PatternDay) => setPattern((p) => p.map((d, j) => (j === i ? day : d)));
  const setAheadDay = (i: number, change: Partial<AheadDay>) =>
    setAhead((list) => list.map((d, j) => (j === i ? { ...d, ...change } : d)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const days: WeekPlan['days'] = ahead
      .filter((d, i) => !sameAhead(d, initialAhead[i]!))
      .map((d) => ({
        date: d.date,
        input:
          d.load === 'pattern'
            ? null
            : {
                load: d.load,
                matchFormat: d.load === 'match' ? d.format : null,
                startTime: d.load === 'match' && d.startTime ? d.startTime : null,
                hot: d.hot,
              },
      }));
    save.mutate(
      { pattern: { days: pattern }, days },
      { onSuccess: onDone, onError: (err) => setError(serverMessage(err, 'Could not save the plan')) },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-stone-900">Every week</legend>
        {WEEKDAYS.map((name, i) => {
          const day = pattern[i] ?? null;
          return (
            <LoadRow
              key={name}
              id={`pattern-${i}`}
              label={name}
              value={day?.load ?? ''}
              options={[['', 'No plan'], ...PATTERN_LOADS.map((l): [string, string] => [l, LOAD_LABELS[l]])]}
              onLoad={(load) => setPatternDay(i, load ? { load: load as PatternLoad, hot: day?.hot ?? false } : null)}
              hot={day?.hot ?? false}
              hotDisabled={!day}
              onHot={(hot) => day && setPatternDay(i, { ...day, hot })}
            />
          );
        })}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-stone-900">The week ahead</legend>
        {ahead.map((d, i) => {
          const label = dayName.format(fromIsoDate(d.date));
          return (
            <div key={d.date} className="grid gap-2 rounded-lg border border-stone-200 p-2">
              <LoadRow
                id={`ahead-${d.date}`}
                label={label}
                value={d.load}
                options={[
                  ['pattern', 'Weekly plan'],
                  ...TRAINING_LOADS.map((l): [string, string] => [l, LOAD_LABELS[l]]),
                ]}
                onLoad={(load) => setAheadDay(i, { load: load as AheadDay['load'] })}
                hot={d.hot}
                hotDisabled={d.load === 'pattern'}
                onHot={(hot) => setAheadDay(i, { hot })}
              />
              {d.load === 'match' ? (
                <div className="grid grid-cols-2 gap-2">
                  <select
                    aria-label={`${label} match format`}
                    className={selectClass}
                    value={d.format}
                    onChange={(e) => setAheadDay(i, { format: e.target.value as MatchFormat })}
                  >
                    {MATCH_FORMATS.map((f) => (
                      <option key={f} value={f}>
                        {FORMAT_LABELS[f]}
                      </option>
                    ))}
                  </select>
                  <input
                    type="time"
                    aria-label={`${label} start time`}
                    className={selectClass}
                    value={d.startTime}
                    onChange={(e) => setAheadDay(i, { startTime: e.target.value })}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          Save plan
        </Button>
      </div>
    </form>
  );
}
