// GET /api/trends (issue 17): each day of a window with its totals, goals, training load and body
// weight, then the pure trends module (src/nutrition/trends) for summaries, goal tracking and
// insights. Two indexed queries per request, whatever the window: the athlete's inputs (profile,
// weights, sweat test, training calendar, water per day; athlete-inputs.ts) and the meals summed
// by date in SQL (meals_user_date_idx), the latter cached per meals revision (meal-totals-cache.ts);
// whole answers are kept while their inputs, meals revision and last day hold (trends-answer-cache.ts).
// A day's goals are computed exactly as /api/athlete/day computes them (targets-input.ts).
import { createHash } from 'node:crypto';
import { and, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import { TREND_METRICS, ZTrendsResponse, type TrendDay, type TrendWindow } from '../../../contracts/trends';
import type { Knowledge } from '../../../nutrition/knowledge/knowledge';
import { dayTargets, drinkDensities } from '../../../nutrition/targets/index';
import {
  buildTrends,
  daysToLoad,
  lastDaysSummary,
  roundMetrics,
  goalTracking,
  WEEK_DAYS,
} from '../../../nutrition/trends/index';
import type { Db } from '../../db/client';
import { meals } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { jsonBody, type JsonBody } from '../../http/json-body';
import { addDays, checkDateWindow } from './dates';
import { loadAthleteInputs, type AthleteInputs } from './athlete-inputs';
import { EMPTY_PATTERN, resolveDay } from './training-service';
import type { DateRange } from './meal-totals-cache';
import type { TrendsAnswerCache } from './trends-answer-cache';
import { athleteOf, measuredOf } from './targets-input';

/** Today's date in a time zone (the athlete's, else UTC). */
export function todayIn(timeZone: string | null, now = new Date()): string {
  return dayFormat(timeZone ?? 'UTC').format(now);
}

// Making an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // A zone saved before this runtime stopped knowing it: UTC rather than an error.
      format = dayFormat('UTC');
    }
    dayFormats.set(zone, format);
  }
  return format;
}

export interface MealTotals {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
  drinksMl: number;
}

const total = (column: AnyColumn) => sql<number>`sum(${column})`.mapWith(Number);

// Drinks by id and density, as JSON for the query: built once per knowledge base.
const densitiesJson = new WeakMap<Knowledge, string>();
function drinkDensitiesJson(knowledge: Knowledge): string {
  let json = densitiesJson.get(knowledge);
  if (json === undefined) densitiesJson.set(knowledge, (json = JSON.stringify(drinkDensities(knowledge))));
  return json;
}

/**
 * The meals' nutrients and the ml of drinks in them (drinkMl's rule, as drinkDensities lists it),
 * summed per date by the database: only a row per day leaves it, not each meal's components.
 */
export async function mealTotalsByDate(
  db: Db,
  knowledge: Knowledge,
  opts: { userId: string; from: string; to: string },
): Promise<Map<string, MealTotals>> {
  // A component that is no drink finds no density, and sum() leaves its null out.
  const drinksMl = sql<number>`sum((
    select coalesce(sum((c->>'grams')::float8 / (${drinkDensitiesJson(knowledge)}::jsonb->>(c->>'food_id'))::float8), 0)
    from jsonb_array_elements(${meals.components}) as c
    where (c->>'role') is distinct from 'removed'
  ))`.mapWith(Number);
  const rows = await db
    .select({
      date: meals.date,
      calories: total(meals.caloriesKcal),
      protein: total(meals.proteinG),
      carbs: total(meals.carbsG),
      fat: total(meals.fatG),
      fiber: total(meals.fiberG),
      sodium: total(meals.sodiumMg),
      drinksMl,
    })
    .from(meals)
    .where(and(eq(meals.userId, opts.userId), gte(meals.date, opts.from), lte(meals.date, opts.to)))
    .groupBy(meals.date);
  return new Map(rows.map((row) => [row.date, row]));
}

/** The weights oldest first: the one that applies on a date is the latest on or before it. */
function weightsFinder(weights: { date: string; kg: number }[]) {
  return (date: string): number | null => {
    let kg: number | null = null;
    for (const w of weights) {
      if (w.date > date) break;
      kg = w.kg;
    }
    return kg;
  };
}

/** Where a request's meal totals come from: the database, or a cache in front of it. */
export type MealTotalsSource = (range: DateRange) => Promise<Map<string, MealTotals>>;

/** Every day from `from` to `to`, oldest first, with its totals, goals, load and weight. */
export function trendDays(opts: {
  from: string;
  to: string;
  inputs: AthleteInputs;
  meals: Map<string, MealTotals>;
}): TrendDay[] {
  const { from, to, inputs } = opts;
  const weightOnOrBefore = weightsFinder(inputs.weights);
  // As weightOn (profile-service): before the first weigh-in, the goals use the first weight.
  const firstKg = inputs.weights[0]?.kg ?? null;
  const measured = measuredOf(inputs.sweat);
  const pattern = inputs.pattern ?? EMPTY_PATTERN;
  const setDays = new Map(inputs.training.map((row) => [row.date, row]));
  const trainingOf = (date: string) => resolveDay(date, setDays.get(date), pattern);
  const waterOf = new Map(inputs.water.map((w) => [w.date, w.ml]));

  const days: TrendDay[] = [];
  let day = trainingOf(from);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const nextDay = trainingOf(addDays(date, 1));
    const weightKg = weightOnOrBefore(date);
    const { goals } = dayTargets({
      athlete: athleteOf(inputs.profile, weightKg ?? firstKg),
      day,
      nextDay,
      measured,
    });
    const sums = opts.meals.get(date);
    const waterMl = waterOf.get(date);
    const fluids = (waterMl ?? 0) + Math.round(sums?.drinksMl ?? 0);
    days.push({
      date,
      // A day counts as logged by its meals: water alone would pull every average towards zero.
      logged: sums !== undefined,
      totals: roundMetrics({
        calories: sums?.calories ?? 0,
        protein: sums?.protein ?? 0,
        carbs: sums?.carbs ?? 0,
        fat: sums?.fat ?? 0,
        fiber: sums?.fiber ?? 0,
        sodium: sums?.sodium ?? 0,
        fluids,
      }),
      goals: Object.fromEntries(TREND_METRICS.map((m) => [m, goals[m]])) as TrendDay['goals'],
      load: day.source === 'none' ? null : day.load,
      weightKg,
    });
    day = nextDay;
  }
  return days;
}

/**
 * The athlete's inputs for the `span` days ending on `to` (default: today in the athlete's zone).
 * They are read before the zone is known, so without a `to` they cover every date that is today
 * somewhere (UTC's date ±1), and the days are cut from them once the zone is read.
 */
async function readRange(db: Db, opts: { userId: string; span: number; to?: string | undefined }) {
  if (opts.to) checkDateWindow(opts.to);
  const utcToday = todayIn(null);
  const latest = opts.to ?? addDays(utcToday, 1);
  const earliest = addDays(opts.to ?? addDays(utcToday, -1), 1 - opts.span);
  // The day after the last is read too: its training shapes the last day's goals.
  const { inputs, text } = await loadAthleteInputs(db, { userId: opts.userId, from: earliest, to: addDays(latest, 1) });
  const today = todayIn(inputs.profile?.timeZone ?? null);
  const to = opts.to ?? today;
  checkTo(to, today);
  return { from: addDays(to, 1 - opts.span), to, inputs, text };
}

/**
 * The last day a view may end on: tomorrow in the athlete's zone at most (a day's plan can be
 * looked at the evening before).
 */
function checkTo(to: string, today: string): void {
  if (to > addDays(today, 1))
    throw badRequest(`The date ${to} is in the future: trends can end today (${today}) or tomorrow at the latest`);
}

export interface TrendsRequest {
  userId: string;
  days: TrendWindow;
  to?: string | undefined;
  /** users.meals_revision as read with the session. */
  mealsRevision: number;
  /** The meal totals, through the route's cache. */
  mealTotals: MealTotalsSource;
  answers: TrendsAnswerCache;
}

/**
 * GET /api/trends, ready to send: two round trips at most (the inputs; the meals unless cached),
 * one when the answer for these inputs, meals and days was made before.
 */
export async function getTrendsBody(db: Db, opts: TrendsRequest): Promise<JsonBody> {
  const span = daysToLoad(opts.days);
  const { from, to, inputs, text } = await readRange(db, { userId: opts.userId, span, to: opts.to });
  const key = `${opts.mealsRevision}\n${to}\n${createHash('sha256').update(text).digest('base64url')}`;
  return opts.answers.get(`${opts.userId}\n${opts.days}`, key, async () => {
    const meals = await opts.mealTotals({ from, to });
    const days = trendDays({ from, to, inputs, meals });
    return jsonBody(ZTrendsResponse.parse(buildTrends(days, opts.days)));
  });
}

/** The 7 days ending today in the athlete's zone, for a coach's report (read fresh, no cache). */
export async function getWeekReport(db: Db, knowledge: Knowledge, opts: { userId: string }) {
  const { from, to, inputs } = await readRange(db, { userId: opts.userId, span: WEEK_DAYS });
  const meals = await mealTotalsByDate(db, knowledge, { userId: opts.userId, from, to });
  const days = trendDays({ from, to, inputs, meals });
  return { from, to, days, week: lastDaysSummary(days, WEEK_DAYS), goals: goalTracking(days) };
}
