// Trends (issue 17, item 1) and the coach's weekly report (item 4): what the server computes from
// the meals, water logs, training calendar and targets of a range of days. One request per view:
// GET /api/trends?days=7|30|90&to=YYYY-MM-DD answers everything the /trends page shows.
import { z } from 'zod';
import { TRAINING_LOADS } from './athlete';
import { ZIsoDate, ZMeal, ZMealType } from './meal';
import type { METRIC_IDS } from './preferences';

/** The metrics Trends summarises and charts (a subset of the Daily Summary's, fluids included). */
export const TREND_METRICS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sodium',
  'fluids',
] as const satisfies readonly (typeof METRIC_IDS)[number][];
export type TrendMetric = (typeof TREND_METRICS)[number];
export const ZTrendMetric = z.enum(TREND_METRICS);

export const TREND_WINDOWS = [7, 30, 90] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];

/** ?days= one of 7, 30, 90 (default 30); ?to= the last day (default: today in the user's zone). */
export const ZTrendsQuery = z.object({
  days: z.coerce
    .number({ error: 'Choose 7, 30 or 90 days' })
    .refine((n): n is TrendWindow => (TREND_WINDOWS as readonly number[]).includes(n), 'Choose 7, 30 or 90 days')
    .default(30),
  to: ZIsoDate.optional(),
});
export type TrendsQuery = z.infer<typeof ZTrendsQuery>;

const ZMetricNumbers = z.record(ZTrendMetric, z.number());

/** One calendar day of the range. */
export const ZTrendDay = z.object({
  date: ZIsoDate,
  /** True on a day with at least one meal; water alone does not count (it would pull every average to zero). */
  logged: z.boolean(),
  /** kcal, g, mg, ml (units of the Daily Summary). Zero on a day not logged, but for water logged that day. */
  totals: ZMetricNumbers,
  /** The day's goals (personal targets when the athlete has a body weight, else SPEC §9's). */
  goals: ZMetricNumbers,
  /** The day's training load where the calendar or weekly pattern says; null when unknown. */
  load: z.enum(TRAINING_LOADS).nullable(),
  /** Body weight on or before that day, kg; null when none is known. */
  weightKg: z.number().nullable(),
});
export type TrendDay = z.infer<typeof ZTrendDay>;

/** A summary over the logged days of a period (averages ignore days with nothing logged). */
export const ZTrendSummary = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  daysInPeriod: z.number().int(),
  daysLogged: z.number().int(),
  /** Average per logged day; null when no day was logged. */
  averages: z.record(ZTrendMetric, z.number()).nullable(),
  /**
   * Best and worst logged day by closeness to the day's goals: the mean over the metrics of
   * |total − goal| / goal, capped at 1 per metric (lower is better). Null without logged days.
   */
  bestDay: z.object({ date: ZIsoDate, score: z.number() }).nullable(),
  worstDay: z.object({ date: ZIsoDate, score: z.number() }).nullable(),
});
export type TrendSummary = z.infer<typeof ZTrendSummary>;

/** Goal tracking over the window's logged days. */
export const ZGoalTracking = z.object({
  /**
   * Days the goal was met. A goal is met when the day's total is within ±10 % of it for calories,
   * at least 90 % of it for protein, carbs, fibre and fluids, and at most the goal for fat and sodium.
   */
  daysMet: z.record(ZTrendMetric, z.number().int()),
  daysLogged: z.number().int(),
  /** Average protein per kg body weight over the logged days with a known weight; null without one. */
  proteinPerKg: z.number().nullable(),
});
export type GoalTracking = z.infer<typeof ZGoalTracking>;

/** A sentence computed from the data (never invented), and the metric it is about, for the icon. */
export const ZInsight = z.object({ text: z.string(), metric: ZTrendMetric.nullable() });
export type Insight = z.infer<typeof ZInsight>;

/** GET /api/trends: the window's days (oldest first), the last 7 and 30 days' summaries, goals, insights. */
export const ZTrendsResponse = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  days: z.array(ZTrendDay),
  /** The 7 days ending on `to`. */
  week: ZTrendSummary,
  /** The 30 days ending on `to`. */
  month: ZTrendSummary,
  goals: ZGoalTracking,
  insights: z.array(ZInsight).max(5),
});
export type TrendsResponse = z.infer<typeof ZTrendsResponse>;

// ---- Coach report links (issue 17, item 4) --------------------------------------------------

/**
 * A read-only link to the athlete's week for a coach or dietitian: unguessable (at least 128
 * random bits, base64url), revocable, no sign-in. It always shows the 7 days ending on the day
 * it is opened (in the athlete's time zone), so one link serves every week until revoked.
 */
export const ZCoachReportLink = z.object({
  id: z.string(),
  /** What the athlete called it, e.g. "Coach Sharma" (1–60 characters). */
  label: z.string(),
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type CoachReportLink = z.infer<typeof ZCoachReportLink>;

/** POST /api/coach-reports */
export const ZCoachReportCreate = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Give the link a name, e.g. the coach’s name')
    .max(60, 'A name is at most 60 characters'),
});
export type CoachReportCreate = z.infer<typeof ZCoachReportCreate>;

/** GET /api/coach-reports: the owner's links, newest first (revoked ones included, marked). */
export const ZCoachReportList = z.object({ links: z.array(ZCoachReportLink) });
export type CoachReportList = z.infer<typeof ZCoachReportList>;

/**
 * GET /api/public/coach-reports/:id (no sign-in): the week. Nothing beyond what the page shows:
 * no email address, no user id, no photos, no share links; the label the athlete gave the link.
 * A revoked or unknown id is 404 with the same body.
 */
export const ZCoachReport = z.object({
  label: z.string(),
  from: ZIsoDate,
  to: ZIsoDate,
  days: z.array(ZTrendDay),
  week: ZTrendSummary,
  goals: ZGoalTracking,
  /** The week's meals, oldest first, without photos or the entry's id. */
  meals: z.array(
    z.object({
      date: ZIsoDate,
      consumedAt: z.string(),
      mealType: ZMealType,
      title: z.string(),
      description: z.string(),
      serving: ZMeal.shape.serving,
      macros: ZMeal.shape.macros,
    }),
  ),
});
export type CoachReport = z.infer<typeof ZCoachReport>;
