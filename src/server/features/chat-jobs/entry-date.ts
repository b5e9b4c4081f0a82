import { badRequest } from '../../http/app-error';

const DAY_MS = 86_400_000;
/** How far back an entry may be logged; older dates are almost certainly a typo. */
const MAX_DAYS_BACK = 366;

export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** Refuses impossible dates (2026-02-30), dates in the user's future, and dates over a year back. */
export function checkEntryDate(date: string, timeZone: string): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw badRequest(`date ${date} is not a real calendar date`);
  }
  const today = new Date(`${todayIn(timeZone)}T00:00:00Z`).getTime();
  // One day of slack: the device and the server may disagree about the time zone.
  if (parsed.getTime() > today + DAY_MS) throw badRequest(`date ${date} is in the future`);
  if (parsed.getTime() < today - MAX_DAYS_BACK * DAY_MS) throw badRequest(`date ${date} is more than a year ago`);
}
