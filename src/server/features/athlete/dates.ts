// Calendar arithmetic on "YYYY-MM-DD" strings (UTC midnight, so no time zone can shift a day),
// and the window of dates the athlete API accepts.
import { badRequest } from '../../http/app-error';

const DAY_MS = 86_400_000;
export const PAST_DAYS = 731;
export const FUTURE_DAYS = 366;

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);
/** 0 Monday ... 6 Sunday, as the weekly pattern counts. */
export const weekdayIndex = (date: string) => (new Date(toMs(date)).getUTCDay() + 6) % 7;

/**
 * Dates more than about two years back or a year ahead are typing mistakes (a wrong year), not a
 * training plan; refusing them keeps a slip from silently landing far away.
 */
export function checkDateWindow(date: string, now = new Date()): void {
  const today = now.toISOString().slice(0, 10);
  if (daysBetween(addDays(today, -PAST_DAYS), date) < 0 || daysBetween(date, addDays(today, FUTURE_DAYS)) < 0)
    throw badRequest(`The date ${date} is too far away: use a date within the last 2 years or the next year`);
}
