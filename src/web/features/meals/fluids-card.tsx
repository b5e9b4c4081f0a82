// Fluids of the day (issue 16): water and drinks logged in words against the day's fluids goal,
// quick buttons to add water without typing, and each water log removable (an undo).
import { GlassWater, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AthleteDay } from '../../../contracts/athlete';
import { RemoveButton } from '../../components/ui/remove-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { serverMessage } from '../../lib/api-error';
import { percentOfGoal } from '../../lib/daily-goals';
import { fluidToMl, fluidUnit, formatFluid, type UnitSystem } from '../../lib/units';
import { useAddFluid, useDeleteFluid } from './api/fluids';

const GLASS_ML = 250;
const BOTTLE_ML = 500;
const MIN_ML = 10;
const MAX_ML = 3000;
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function FluidsCard({ day, units }: { day: AthleteDay; units: UnitSystem }) {
  const add = useAddFluid();
  const remove = useDeleteFluid();
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const goal = day.goals.fluids ?? 0;
  const { totalMl, waterMl, drinksMl, logs } = day.fluids;
  const percent = percentOfGoal(totalMl, goal);

  const log = (ml: number) => {
    setError(null);
    add.mutate(
      { date: day.date, ml },
      {
        onSuccess: () => {
          setCustom('');
          setCustomOpen(false);
        },
        onError: (e) => setError(serverMessage(e, 'Could not log water. Please try again.')),
      },
    );
  };
  const submitCustom = (e: FormEvent) => {
    e.preventDefault();
    const ml = fluidToMl(Number(custom), units);
    if (!custom.trim() || !Number.isFinite(ml) || ml < MIN_ML || ml > MAX_ML) {
      setError(`Enter between ${formatFluid(MIN_ML, units)} and ${formatFluid(MAX_ML, units)}`);
      return;
    }
    log(ml);
  };

  return (
    <Card className="mb-4 p-4 sm:p-5" aria-labelledby="fluids-title">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id="fluids-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <GlassWater className="h-5 w-5 text-sky-700" aria-hidden />
          Fluids
        </h2>
        <span className="text-sm tabular-nums text-stone-700" data-testid="fluids-total">
          {formatFluid(totalMl, units)} / {formatFluid(goal, units)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Fluids today"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${formatFluid(totalMl, units)} of ${formatFluid(goal, units)}`}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-sky-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-stone-600">
        Water {formatFluid(waterMl, units)} · Drinks in your meals {formatFluid(drinksMl, units)}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Button variant="secondary" size="lg" className="px-2" disabled={add.isPending} onClick={() => log(GLASS_ML)}>
          <Plus className="h-4 w-4 shrink-0" aria-hidden />
          Glass
          <span className="sr-only"> ({formatFluid(GLASS_ML, units)})</span>
        </Button>
        <Button variant="secondary" size="lg" className="px-2" disabled={add.isPending} onClick={() => log(BOTTLE_ML)}>
          <Plus className="h-4 w-4 shrink-0" aria-hidden />
          Bottle
          <span className="sr-only"> ({formatFluid(BOTTLE_ML, units)})</span>
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="px-2"
          aria-expanded={customOpen}
          onClick={() => {
            setError(null);
            setCustomOpen((open) => !open);
          }}
        >
          <Plus className="h-4 w-4 shrink-0" aria-hidden />
          Custom
        </Button>
      </div>
      <p className="mt-1 text-xs text-stone-600" aria-hidden>
        Glass {formatFluid(GLASS_ML, units)} · Bottle {formatFluid(BOTTLE_ML, units)}
      </p>
      {customOpen ? (
        <form onSubmit={submitCustom} className="mt-3 flex items-end gap-2" noValidate>
          <div className="flex-1">
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
              Amount of water ({fluidUnit(units)})
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-12 w-full rounded-lg border border-stone-300 px-3 text-base"
            />
          </div>
          <Button type="submit" size="lg" disabled={add.isPending}>
            Add water
          </Button>
        </form>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {logs.length > 0 ? (
        <ul className="mt-3 grid gap-1" aria-label="Water logged">
          {logs.map((l) => (
            <li key={l.id} className="flex items-center justify-between rounded-lg bg-stone-50 pl-3 text-sm">
              <span className="text-stone-800">
                {formatFluid(l.ml, units)} water · {time.format(new Date(l.at))}
              </span>
              <RemoveButton
                label={`Remove ${formatFluid(l.ml, units)} of water logged at ${time.format(new Date(l.at))}`}
                pending={remove.isPending && remove.variables === l.id}
                onClick={() => remove.mutate(l.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
