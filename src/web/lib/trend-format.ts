// Words, units and colours for the Trends page and the coach's weekly report (issue 17), which
// show the same numbers from the same contract (src/contracts/trends.ts) and must say them alike.
import type { TrainingLoad } from '../../contracts/athlete';
import type { TrendMetric, TrendsResponse } from '../../contracts/trends';
import { METRICS, type MetricInfo } from './daily-goals';
import { fromIsoDate } from './local-date';
import { fluidUnit, mlInUnits, type UnitSystem } from './units';

export const TREND_METRIC_INFO: Record<TrendMetric, MetricInfo> = Object.fromEntries(
  METRICS.map((m) => [m.id, m]),
) as Record<TrendMetric, MetricInfo>;

const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** The unit a metric is shown in: fluids follow the user's unit system (ml or fl oz). */
export const metricUnit = (metric: TrendMetric, units: UnitSystem = 'metric'): string =>
  metric === 'fluids' ? fluidUnit(units) : TREND_METRIC_INFO[metric].unit;

/** "2,150 kcal", "96 g", "1,820 mg", "2,400 ml" or "81 fl oz": `value` already in the shown unit. */
export function formatAmount(metric: TrendMetric, value: number, units: UnitSystem = 'metric'): string {
  return withUnit(value, metricUnit(metric, units));
}

/** "2,150 kcal": a whole number and its unit. */
export const withUnit = (value: number, unit: string): string => `${whole.format(value)} ${unit}`;

type MetricNumbers = Record<TrendMetric, number>;
const fluidsIn = <T extends MetricNumbers | null>(values: T, units: UnitSystem): T =>
  values === null ? values : { ...values, fluids: mlInUnits(values.fluids, units) };

/**
 * The trends answer with fluids in the user's unit (the API speaks ml), converted once where it
 * arrives so that the summaries, the charts and their tables all show the same numbers.
 */
export function trendsInUnits(answer: TrendsResponse, units: UnitSystem): TrendsResponse {
  if (units === 'metric') return answer;
  const summary = (s: TrendsResponse['week']) => ({ ...s, averages: fluidsIn(s.averages, units) });
  return {
    ...answer,
    days: answer.days.map((d) => ({ ...d, totals: fluidsIn(d.totals, units), goals: fluidsIn(d.goals, units) })),
    week: summary(answer.week),
    month: summary(answer.month),
  };
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const shortFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** "Tue, 18 Nov" (the locale decides the order). */
export const formatDay = (iso: string): string => dayFormat.format(fromIsoDate(iso));
/** "18 Nov": axis ticks. */
export const formatShortDay = (iso: string): string => shortFormat.format(fromIsoDate(iso));
/** "12 Nov – 18 Nov". */
export const formatRange = (from: string, to: string): string => `${formatShortDay(from)} – ${formatShortDay(to)}`;

export const LOAD_LABELS: Record<TrainingLoad, string> = {
  rest: 'Rest',
  light: 'Light',
  moderate: 'Moderate',
  heavy: 'Heavy',
  'very-heavy': 'Very heavy',
  match: 'Match',
};

export const loadLabel = (load: TrainingLoad | null): string => (load ? LOAD_LABELS[load] : 'Not set');

/**
 * A day's bar is filled by its training load: blues that deepen with the work, amber for a match,
 * grey where the load is unknown. Colour is never the only carrier: the legend names each one,
 * the tooltip and the screen-reader table say the load in words.
 */
export const LOAD_COLOURS: Record<TrainingLoad | 'unknown', string> = {
  rest: '#bae6fd',
  light: '#7dd3fc',
  moderate: '#38bdf8',
  heavy: '#0284c7',
  'very-heavy': '#075985',
  match: '#d97706',
  unknown: '#a8a29e',
};

/**
 * The summary's best and worst day carry a score: the mean relative distance from the day's goals
 * (0 is every goal hit exactly, 1 is far off on everything). Said as "8 % off goals".
 */
export const formatScore = (score: number): string => `${Math.round(score * 100)} % off goals`;
