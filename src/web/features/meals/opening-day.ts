// The remembered day choice of the log (SPEC §2), without React: main.tsx reads it to ask for the
// right day's meals before the app has loaded (app/early-requests.ts); useSelectedDay keeps it.
import { readJson } from '../../lib/device-storage';
import { fromIsoDate, lastDays } from '../../lib/local-date';

export const SELECTED_DAY_KEY = 'crease.meals.selectedDay';
export const STRIP_DAYS = 31;

export interface StoredChoice {
  day: string;
  /** The local date on which the user picked it. */
  chosenOn: string;
}
export const isChoice = (v: unknown): v is StoredChoice =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as StoredChoice).day === 'string' &&
  typeof (v as StoredChoice).chosenOn === 'string';

/** The day the log opens on when the app starts on `today`: a day of the strip picked earlier today, or today. */
export function openingDay(today: string): string {
  const stored = readJson('local', SELECTED_DAY_KEY, isChoice);
  const days = lastDays(fromIsoDate(today), STRIP_DAYS);
  return stored && stored.chosenOn === today && days.includes(stored.day) ? stored.day : today;
}
