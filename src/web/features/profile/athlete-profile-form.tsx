// The athlete profile (issue 16): height, sex, sport and role, goal, time zone and units. Every
// field is optional; input is checked with the contract's own messages before it is sent, and a
// refusal from the server shows its message in the same place.
import { useState, type FormEvent } from 'react';
import {
  CRICKET_ROLES,
  GOALS,
  SEXES,
  SPORTS,
  ZAthleteProfileInput,
  type AthleteProfile,
  type AthleteProfileInput,
} from '../../../contracts/athlete';
import { useSaveAthleteProfile } from '../../api/athlete-profile';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/api-error';
import { userTimeZone } from '../../lib/local-date';
import { cmToFeetInches, feetInchesToCm, type UnitSystem } from '../../lib/units';
import { CRICKET_ROLE_LABELS, GOAL_LABELS, SEX_LABELS, SPORT_LABELS } from './athlete-labels';
import { controlClass, FormError, FormField, numberOrNull } from './form-field';

type Sport = (typeof SPORTS)[number];

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

function heightFields(cm: number | null, units: UnitSystem) {
  if (cm === null) return { cm: '', feet: '', inches: '' };
  const { feet, inches } = cmToFeetInches(cm);
  return { cm: units === 'metric' ? String(cm) : '', feet: String(feet), inches: String(inches) };
}

export function AthleteProfileForm({ profile }: { profile: AthleteProfile | null }) {
  const save = useSaveAthleteProfile();
  const [units, setUnits] = useState<UnitSystem>(profile?.units ?? 'metric');
  const [height, setHeight] = useState(() => heightFields(profile?.heightCm ?? null, profile?.units ?? 'metric'));
  const [sex, setSex] = useState(profile?.sex ?? '');
  const [sport, setSport] = useState<Sport | ''>(profile?.sport ?? '');
  const [role, setRole] = useState(profile?.role ?? '');
  const [goal, setGoal] = useState(profile?.goal ?? 'maintain');
  const [timeZone, setTimeZone] = useState(profile?.timeZone ?? userTimeZone() ?? 'UTC');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const heightCm = (): number | null => {
    if (units === 'metric') return numberOrNull(height.cm);
    const feet = numberOrNull(height.feet);
    const inches = numberOrNull(height.inches) ?? 0;
    return feet === null ? null : feetInchesToCm(feet, inches);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const parsed = ZAthleteProfileInput.safeParse({
      heightCm: heightCm(),
      sex: sex || null,
      sport: sport || null,
      role: role.trim() || null,
      goal,
      timeZone: timeZone || null,
      units,
    } satisfies Record<keyof AthleteProfileInput, unknown>);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === 'heightCm' && issue.code === 'invalid_type'
          ? 'Height must be a number'
          : (issue?.message ?? 'Check the profile'),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (err) => setError(serverMessage(err, 'Could not save your profile')),
    });
  };

  const changeUnits = (next: UnitSystem) => {
    // Keep the height the user typed, shown in the other convention.
    setHeight(heightFields(heightCm(), next));
    setUnits(next);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Athlete profile">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">Units</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['metric', 'imperial'] as const).map((u) => (
            <label
              key={u}
              className="flex h-12 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="units"
                value={u}
                checked={units === u}
                onChange={() => changeUnits(u)}
                className="h-4 w-4 accent-brand-700"
              />
              {u === 'metric' ? 'Metric (kg, cm, ml)' : 'Imperial (lb, ft/in, fl oz)'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {units === 'metric' ? (
          <FormField label="Height (cm)">
            {({ id }) => (
              <input
                id={id}
                inputMode="decimal"
                className={controlClass}
                value={height.cm}
                onChange={(e) => setHeight({ ...height, cm: e.target.value })}
              />
            )}
          </FormField>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <FormField label="Height (ft)">
              {({ id }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={controlClass}
                  value={height.feet}
                  onChange={(e) => setHeight({ ...height, feet: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Height (in)">
              {({ id }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={controlClass}
                  value={height.inches}
                  onChange={(e) => setHeight({ ...height, inches: e.target.value })}
                />
              )}
            </FormField>
          </div>
        )}
        <FormField label="Sex">
          {({ id }) => (
            <select id={id} className={controlClass} value={sex} onChange={(e) => setSex(e.target.value as typeof sex)}>
              <option value="">Not set</option>
              {SEXES.map((s) => (
                <option key={s} value={s}>
                  {SEX_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Sport">
          {({ id }) => (
            <select
              id={id}
              className={controlClass}
              value={sport}
              onChange={(e) => {
                setSport(e.target.value as Sport | '');
                setRole('');
              }}
            >
              <option value="">Not set</option>
              {SPORTS.map((s) => (
                <option key={s} value={s}>
                  {SPORT_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {sport === 'cricket' ? (
          <FormField label="Role">
            {({ id }) => (
              <select id={id} className={controlClass} value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="">Not set</option>
                {CRICKET_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {CRICKET_ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : sport ? (
          <FormField label="Role or position" hint="Up to 40 characters">
            {({ id, describedBy }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                className={controlClass}
                value={role}
                onChange={(e) => setRole(e.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <FormField label="Goal">
          {({ id }) => (
            <select
              id={id}
              className={controlClass}
              value={goal}
              onChange={(e) => setGoal(e.target.value as typeof goal)}
            >
              {GOALS.map((g) => (
                <option key={g} value={g}>
                  {GOAL_LABELS[g]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Time zone">
          {({ id }) => (
            <select id={id} className={controlClass} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
              {timeZones(timeZone).map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormError message={error} />
      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          Save profile
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-stone-700">
            Saved
          </p>
        ) : null}
      </div>
    </form>
  );
}
