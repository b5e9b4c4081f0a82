// GET /api/trends (issue 17): each day of a window with its totals, goals, training load and body
// weight, then the pure trends module (src/nutrition/trends) for summaries, goal tracking and
// insights. A handful of indexed queries per request, whatever the window: the meals summed by
// date in SQL (meals_user_date_idx), water summed by date, the training calendar, the weights and
// the latest sweat test. A day's goals are computed exactly as /api/athlete/day computes them.
import { and, asc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { TrainingDay } from '../../../contracts/athlete';
import { TREND_METRICS, type TrendDay, type TrendsResponse, type TrendWindow } from '../../../contracts/trends';
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
import { athleteWeights, fluidLogs, meals } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { addDays, checkDateWindow } from './dates';
import { getProfileRow } from './profile-service';
import { latestSweatTest } from './sweat-and-fluid-service';
import { resolveRange } from './training-service';
import type { DateRange } from './meal-totals-cache';
import { athleteOf, measuredOf } from './targets-input';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof getProfileRow>>>;

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
export async function loadTrendDays(
  db: Db,
  knowledge: Knowledge,
  opts: { userId: string; from: string; to: string; profile: ProfileRow | null; mealTotals?: MealTotalsSource },
): Promise<TrendDay[]> {
  const { userId, from, to } = opts;
  const mealTotals = opts.mealTotals ?? ((range) => mealTotalsByDate(db, knowledge, { userId, ...range }));
  const [weights, sweat, training, water, mealsOf] = await Promise.all([
    db
      .select({ date: athleteWeights.date, kg: athleteWeights.kg })
      .from(athleteWeights)
      .where(eq(athleteWeights.userId, userId))
      .orderBy(asc(athleteWeights.date)),
    latestSweatTest(db, { userId }),
    resolveRange(db, { userId, from, to: addDays(to, 1) }),
    db
      .select({ date: fluidLogs.date, ml: sql<number>`sum(${fluidLogs.ml})`.mapWith(Number) })
      .from(fluidLogs)
      .where(and(eq(fluidLogs.userId, userId), gte(fluidLogs.date, from), lte(fluidLogs.date, to)))
      .groupBy(fluidLogs.date),
    mealTotals({ from, to }),
  ]);

  const weightOnOrBefore = weightsFinder(weights);
  // As weightOn (profile-service): before the first weigh-in, the goals use the first weight.
  const firstKg = weights[0]?.kg ?? null;
  const measured = measuredOf(sweat);
  const trainingOf = new Map(training.days.map((d) => [d.date, d]));
  const waterOf = new Map(water.map((w) => [w.date, w.ml]));

  const days: TrendDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = trainingOf.get(date) as TrainingDay;
    const weightKg = weightOnOrBefore(date);
    const { goals } = dayTargets({
      athlete: athleteOf(opts.profile, weightKg ?? firstKg),
      day,
      nextDay: trainingOf.get(addDays(date, 1)) ?? null,
      measured,
    });
    const sums = mealsOf.get(date);
    const waterMl = waterOf.get(date);
    const fluids = (waterMl ?? 0) + Math.round(sums?.drinksMl ?? 0);
    days.push({
      date,
      logged: sums !== undefined || waterMl !== undefined,
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
  }
  return days;
}

/**
 * The last day a view may end on: tomorrow in the athlete's zone at most (a day's plan can be
 * looked at the evening before), and within the dates the athlete API accepts.
 */
function checkTo(to: string, today: string): void {
  if (to > addDays(today, 1))
    throw badRequest(`The date ${to} is in the future: trends can end today (${today}) or tomorrow at the latest`);
  checkDateWindow(to);
}

export async function getTrends(
  db: Db,
  knowledge: Knowledge,
  opts: { userId: string; days: TrendWindow; to?: string | undefined; mealTotals?: MealTotalsSource },
): Promise<TrendsResponse> {
  const profile = await getProfileRow(db, { userId: opts.userId });
  const today = todayIn(profile?.timeZone ?? null);
  const to = opts.to ?? today;
  checkTo(to, today);
  const from = addDays(to, 1 - daysToLoad(opts.days));
  const days = await loadTrendDays(db, knowledge, {
    userId: opts.userId,
    from,
    to,
    profile,
    ...(opts.mealTotals ? { mealTotals: opts.mealTotals } : {}),
  });
  return buildTrends(days, opts.days);
}

/** The 7 days ending today in the athlete's zone, for a coach's report. */
export async function getWeekReport(db: Db, knowledge: Knowledge, opts: { userId: string }) {
  const profile = await getProfileRow(db, { userId: opts.userId });
  const to = todayIn(profile?.timeZone ?? null);
  const from = addDays(to, 1 - WEEK_DAYS);
  const days = await loadTrendDays(db, knowledge, { userId: opts.userId, from, to, profile });
  return { from, to, days, week: lastDaysSummary(days, WEEK_DAYS), goals: goalTracking(days) };
}
