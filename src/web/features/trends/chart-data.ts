// The rows one metric's chart draws, made once per answer (not per render): a bar per logged day,
// the day's goal for the goal line, and the day's training load for the bar's colour.
import type { TrainingLoad } from '../../../contracts/athlete';
import { TREND_METRICS, type TrendDay, type TrendMetric } from '../../../contracts/trends';
import { metricUnit } from '../../lib/trend-format';
import type { UnitSystem } from '../../lib/units';

export interface ChartRow {
  metric: TrendMetric;
  /** The unit the values are in ("kcal", "ml", "fl oz"): the tooltip says it. */
  unit: string;
  date: string;
  /** Null on a day with nothing logged: no bar rather than a bar of zero. */
  value: number | null;
  goal: number;
  load: TrainingLoad | null;
}

export interface MetricSeries {
  metric: TrendMetric;
  unit: string;
  rows: ChartRow[];
  /** Average over the logged days, and the mean goal of those days (for the chart's description). */
  average: number | null;
  averageGoal: number | null;
}

/** `days` already in the shown units (trendsInUnits); `units` names them. */
export function seriesByMetric(days: readonly TrendDay[], units: UnitSystem = 'metric'): MetricSeries[] {
  const logged = days.filter((d) => d.logged);
  const mean = (pick: (d: TrendDay) => number) =>
    logged.length === 0 ? null : logged.reduce((sum, d) => sum + pick(d), 0) / logged.length;
  return TREND_METRICS.map((metric) => ({
    metric,
    unit: metricUnit(metric, units),
    rows: days.map((d) => ({
      metric,
      unit: metricUnit(metric, units),
      date: d.date,
      value: d.logged ? d.totals[metric] : null,
      goal: d.goals[metric],
      load: d.load,
    })),
    average: mean((d) => d.totals[metric]),
    averageGoal: mean((d) => d.goals[metric]),
  }));
}

/** The loads that occur in the window, in the scale's order, for the legend (unknown last). */
export function loadsPresent(days: readonly TrendDay[], order: readonly TrainingLoad[]): (TrainingLoad | 'unknown')[] {
  const seen = new Set(days.map((d) => d.load ?? 'unknown'));
  return [...order.filter((l) => seen.has(l)), ...(seen.has('unknown') ? (['unknown'] as const) : [])];
}
