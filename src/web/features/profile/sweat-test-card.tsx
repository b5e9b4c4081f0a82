// Sweat-rate test (issue 16): weigh before and after a session, note what was drunk (and any
// urine) and how long it lasted; the server computes litres per hour, which makes the fluids
// targets personal. Past tests are listed newest first.

import { useState, type FormEvent } from 'react';
import { ZSweatTestInput, type SweatTest } from '../../../contracts/athlete';
import { RemoveButton } from '../../components/ui/remove-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessage } from '../../lib/api-error';
import { fromIsoDate, toIsoDate } from '../../lib/local-date';
import {
  fluidToMl,
  fluidUnit,
  formatFluid,
  formatWeight,
  weightToKg,
  weightUnit,
  type UnitSystem,
} from '../../lib/units';
import { useAddSweatTest, useDeleteSweatTest, useSweatTests } from './api/sweat-tests';
import { controlClass, FormError, FormField, numberOrNull } from './form-field';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const litresPerHour = (t: SweatTest) => `${(t.sweatRateMlPerHour / 1000).toFixed(2)} L/h`;

const EMPTY = { before: '', after: '', drunk: '', urine: '', minutes: '' };
const LABELS: Record<string, string> = {
  weightBeforeKg: 'Weight before',
  weightAfterKg: 'Weight after',
  fluidDrunkMl: 'Fluid drunk',
  urineMl: 'Urine',
  durationMin: 'Duration',
};

/** The contract's own words where it has them, else which box to look at. */
function issueText(issue: { code: string; path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'Check the numbers';
  const field = LABELS[String(issue.path[0])] ?? 'A value';
  if (issue.code === 'invalid_type') return `${field} is needed`;
  if (issue.code === 'custom' || !issue.message.startsWith('Too ')) return issue.message;
  return `${field}: check the number`;
}

export function SweatTestCard({ units }: { units: UnitSystem }) {
  const tests = useSweatTests(true);
  const add = useAddSweatTest();
  const remove = useDeleteSweatTest();
  const [fields, setFields] = useState(EMPTY);
  const [hot, setHot] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SweatTest | null>(null);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    const n = (key: keyof typeof EMPTY) => numberOrNull(fields[key]);
    const before = n('before');
    const after = n('after');
    const drunk = n('drunk');
    const urine = n('urine');
    const parsed = ZSweatTestInput.safeParse({
      date: toIsoDate(new Date()),
      weightBeforeKg: before === null ? undefined : weightToKg(before, units),
      weightAfterKg: after === null ? undefined : weightToKg(after, units),
      fluidDrunkMl: drunk === null ? 0 : fluidToMl(drunk, units),
      urineMl: urine === null ? 0 : fluidToMl(urine, units),
      durationMin: n('minutes') ?? undefined,
      hot,
    });
    if (!parsed.success) {
      setError(issueText(parsed.error.issues[0]));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (test) => {
        setResult(test);
        setFields(EMPTY);
        setHot(false);
      },
      onError: (err) => setError(serverMessage(err, 'Could not save the test')),
    });
  };

  const wUnit = weightUnit(units);
  const fUnit = fluidUnit(units);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Sweat-rate test</CardTitle>
        <p className="text-sm text-stone-600">
          Weigh yourself in minimal clothing before and after a session of at least 15 minutes, towelled dry. Your sweat
          rate sets how much to drink in training and matches.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Sweat-rate test">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <FormField label={`Weight before (${wUnit})`}>
              {({ id }) => (
                <input
                  id={id}
                  inputMode="decimal"
                  className={controlClass}
                  value={fields.before}
                  onChange={set('before')}
                />
              )}
            </FormField>
            <FormField label={`Weight after (${wUnit})`}>
              {({ id }) => (
                <input
                  id={id}
                  inputMode="decimal"
                  className={controlClass}
                  value={fields.after}
                  onChange={set('after')}
                />
              )}
            </FormField>
            <FormField label={`Fluid drunk (${fUnit})`}>
              {({ id }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={controlClass}
                  value={fields.drunk}
                  onChange={set('drunk')}
                />
              )}
            </FormField>
            <FormField label={`Urine (${fUnit})`} hint="Optional">
              {({ id, describedBy }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  aria-describedby={describedBy}
                  className={controlClass}
                  value={fields.urine}
                  onChange={set('urine')}
                />
              )}
            </FormField>
            <FormField label="Duration (min)">
              {({ id }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={controlClass}
                  value={fields.minutes}
                  onChange={set('minutes')}
                />
              )}
            </FormField>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 self-end">
              <input
                type="checkbox"
                checked={hot}
                onChange={(e) => setHot(e.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              <span className="text-stone-900">Hot conditions</span>
            </label>
          </div>
          <FormError message={error} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={add.isPending}>
              Work out sweat rate
            </Button>
            {result ? (
              <p role="status" className="font-semibold text-stone-900" data-testid="sweat-rate">
                Your sweat rate: {litresPerHour(result)}
              </p>
            ) : null}
          </div>
        </form>
        {tests.data && tests.data.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-800">Past tests</h3>
            <ul className="grid gap-1" aria-label="Past sweat-rate tests">
              {tests.data.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 pl-3 text-sm">
                  <span>
                    <span className="font-semibold text-stone-900">{litresPerHour(t)}</span>{' '}
                    <span className="text-stone-600">
                      {dateFormat.format(fromIsoDate(t.date))} · {t.durationMin} min ·{' '}
                      {formatWeight(t.weightBeforeKg - t.weightAfterKg, units)} lost ·{' '}
                      {formatFluid(t.fluidDrunkMl, units)} drunk
                      {t.hot ? ' · hot' : ''}
                    </span>
                  </span>
                  <RemoveButton
                    label={`Delete the test of ${dateFormat.format(fromIsoDate(t.date))}`}
                    pending={remove.isPending && remove.variables === t.id}
                    onClick={() => remove.mutate(t.id)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
