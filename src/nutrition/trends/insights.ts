// Smart Insights: plain sentences computed from the window's days, never invented. Each is a small
// function that says something only when the data carries it (enough days of the kind it talks
// about), and returns null otherwise. The thresholds are named here so they can be argued with.
import type { Insight, TrendDay } from '../../contracts/trends';
import { goalMet } from './goal-met';

/** The logging sentence looks at the most recent week of the window. */
export const RECENT_DAYS = 7;
/** Match-day protein needs at least this many logged match days. */
export const MIN_MATCH_DAYS = 2;
/** Fluids on training days needs at least this many logged training days. */
export const MIN_TRAINING_DAYS = 3;
/** Sodium and fibre sentences need at least this many logged days. */
export const MIN_LOGGED_DAYS = 3;
/** Sodium is worth a sentence when it went over the goal on at least this many days. */
export const MIN_SODIUM_DAYS_OVER = 2;
/** Fibre is worth a sentence when it was short on at least this share of the logged days. */
export const FIBRE_SHORT_SHARE = 0.5;
export const MAX_INSIGHTS = 5;

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
/** "4 of 5 match days" */
const ofDays = (k: number, n: number, kind: string) => `${k} of ${n} ${kind} ${n === 1 ? 'day' : 'days'}`;

/** "You logged 5 of the last 7 days": only once something was logged in the window at all. */
export function loggingInsight(window: readonly TrendDay[]): Insight | null {
  if (!window.some((d) => d.logged)) return null;
  const recent = window.slice(-RECENT_DAYS);
  const n = recent.filter((d) => d.logged).length;
  const text =
    n === recent.length
      ? `You logged every one of the last ${days(recent.length)}`
      : `You logged ${n} of the last ${days(recent.length)}`;
  return { text, metric: null };
}

/** "Protein was under target on 4 of 5 match days" (or reached it on all of them). */
export function matchDayProteinInsight(window: readonly TrendDay[]): Insight | null {
  const matchDays = window.filter((d) => d.logged && d.load === 'match');
  if (matchDays.length < MIN_MATCH_DAYS) return null;
  const under = matchDays.filter((d) => !goalMet('protein', d.totals.protein, d.goals.protein)).length;
  const text =
    under === 0
      ? `Protein reached its target on all ${matchDays.length} match days`
      : `Protein was under target on ${ofDays(under, matchDays.length, 'match')}`;
  return { text, metric: 'protein' };
}

/** Fluids on the logged days with a session or a match (rest and unknown days left out). */
export function trainingFluidsInsight(window: readonly TrendDay[]): Insight | null {
  const training = window.filter((d) => d.logged && d.load !== null && d.load !== 'rest');
  if (training.length < MIN_TRAINING_DAYS) return null;
  const met = training.filter((d) => goalMet('fluids', d.totals.fluids, d.goals.fluids)).length;
  return { text: `Fluids reached the goal on ${ofDays(met, training.length, 'training')}`, metric: 'fluids' };
}

/** "Sodium was above 2300 mg on 3 of 10 logged days" (the figure named when every day had the same goal). */
export function sodiumInsight(window: readonly TrendDay[]): Insight | null {
  const logged = window.filter((d) => d.logged);
  if (logged.length < MIN_LOGGED_DAYS) return null;
  const over = logged.filter((d) => !goalMet('sodium', d.totals.sodium, d.goals.sodium)).length;
  if (over < MIN_SODIUM_DAYS_OVER) return null;
  const goals = new Set(logged.map((d) => d.goals.sodium));
  const limit = goals.size === 1 ? `${[...goals][0]} mg` : 'the day’s goal';
  return { text: `Sodium was above ${limit} on ${ofDays(over, logged.length, 'logged')}`, metric: 'sodium' };
}

/** "Fiber was below goal on 6 of 9 logged days": only when short on at least half of them. */
export function fibreInsight(window: readonly TrendDay[]): Insight | null {
  const logged = window.filter((d) => d.logged);
  if (logged.length < MIN_LOGGED_DAYS) return null;
  const short = logged.filter((d) => !goalMet('fiber', d.totals.fiber, d.goals.fiber)).length;
  if (short === 0 || short < FIBRE_SHORT_SHARE * logged.length) return null;
  return { text: `Fiber was below goal on ${ofDays(short, logged.length, 'logged')}`, metric: 'fiber' };
}

const INSIGHTS = [loggingInsight, matchDayProteinInsight, trainingFluidsInsight, sodiumInsight, fibreInsight];

/** The window's insights in a fixed order (logging first), at most MAX_INSIGHTS. */
export function insightsOf(window: readonly TrendDay[]): Insight[] {
  return INSIGHTS.map((insight) => insight(window))
    .filter((i) => i !== null)
    .slice(0, MAX_INSIGHTS);
}
