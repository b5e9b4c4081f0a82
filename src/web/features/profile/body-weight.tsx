// Body weight with its dated history (issue 16): add today's weight (a second one today replaces
// it), see the recent ones, delete one. The latest weight is what the targets follow.

import { useState, type FormEvent } from 'react';
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG, type WeightEntry } from '../../../contracts/athlete';
import { RemoveButton } from '../../components/ui/remove-button';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/api-error';
import { fromIsoDate, toIsoDate } from '../../lib/local-date';
import { formatWeight, weightToKg, weightUnit, type UnitSystem } from '../../lib/units';
import { useAddWeight, useDeleteWeight } from './api/weights';
import { controlClass, FormError, FormField, numberOrNull } from './form-field';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const SHOWN = 10;

export function BodyWeight({ weights, units }: { weights: readonly WeightEntry[]; units: UnitSystem }) {
  const add = useAddWeight();
  const remove = useDeleteWeight();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const value = numberOrNull(text);
    const kg = value === null || Number.isNaN(value) ? null : weightToKg(value, units);
    if (kg === null || kg < WEIGHT_MIN_KG || kg > WEIGHT_MAX_KG) {
      setError(
        `Weight must be between ${formatWeight(WEIGHT_MIN_KG, units)} and ${formatWeight(WEIGHT_MAX_KG, units)}`,
      );
      return;
    }
    add.mutate(
      { date: toIsoDate(new Date()), kg },
      {
        onSuccess: () => setText(''),
        onError: (err) => setError(serverMessage(err, 'Could not save the weight')),
      },
    );
  };

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} className="flex items-end gap-2" noValidate aria-label="Body weight">
        <div className="flex-1">
          <FormField label={`Today's weight (${weightUnit(units)})`}>
            {({ id }) => (
              <input
                id={id}
                inputMode="decimal"
                className={controlClass}
                value={text}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={add.isPending}>
          Add weight
        </Button>
      </form>
      <FormError message={error} />
      {weights.length > 0 ? (
        <ul className="grid gap-1" aria-label="Recent weights">
          {weights.slice(0, SHOWN).map((w) => (
            <li key={w.date} className="flex items-center justify-between rounded-lg bg-stone-50 pl-3 text-sm">
              <span>
                <span className="font-semibold text-stone-900">{formatWeight(w.kg, units)}</span>{' '}
                <span className="text-stone-600">{dateFormat.format(fromIsoDate(w.date))}</span>
              </span>
              <RemoveButton
                label={`Delete the weight of ${dateFormat.format(fromIsoDate(w.date))}`}
                pending={remove.isPending && remove.variables === w.date}
                onClick={() => remove.mutate(w.date)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">
          No weight yet. With one, your daily targets follow your body and training.
        </p>
      )}
    </div>
  );
}
