// A period's summary (the Weekly and Monthly Summaries): averages over the logged days only, since
// a day with nothing logged says nothing about what was eaten, and the best and worst logged day.
import { TREND_METRICS, type TrendDay, type TrendMetric, type TrendSummary } from '../../contracts/trends';
import { dayScore } from './day-score';
import { roundMetrics } from './rounding';

/** The days from `from` to `to` inclusive ("YYYY-MM-DD" strings compare as dates). */
export const daysWithin = (days: readonly TrendDay[], from: string, to: string) =>
  days.filter((d) => d.date >= from && d.date <= to);

export function averagesOf(days: readonly TrendDay[]): Record<TrendMetric, number> | null {
  if (days.length === 0) return null;
  const sums = Object.fromEntries(TREND_METRICS.map((m) => [m, 0])) as Record<TrendMetric, number>;
  for (const day of days) for (const m of TREND_METRICS) sums[m] += day.totals[m] ?? 0;
  for (const m of TREND_METRICS) sums[m] /= days.length;
  return roundMetrics(sums);
}

/**
 * `days` are the days of the period (the caller passes exactly from..to). On a tie the later day
 * is best and worst, so the answer is stable and leans to what the athlete remembers.
 */
export function summarize(days: readonly TrendDay[], period: { from: string; to: string; daysInPeriod: number }) {
  const logged = daysWithin(days, period.from, period.to).filter((d) => d.logged);
  let best: { date: string; score: number } | null = null;
  let worst: { date: string; score: number } | null = null;
  for (const day of logged) {
    const score = dayScore(day);
    if (!best || score <= best.score) best = { date: day.date, score };
    if (!worst || score >= worst.score) worst = { date: day.date, score };
  }
  const summary: TrendSummary = {
    from: period.from,
    to: period.to,
    daysInPeriod: period.daysInPeriod,
    daysLogged: logged.length,
    averages: averagesOf(logged),
    bestDay: best,
    worstDay: worst,
  };
  return summary;
}
