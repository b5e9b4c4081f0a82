// The whole Trends answer from a run of days ending on `to`: the window's days, the week's and the
// month's summaries (30 days even when the window is 7), goal tracking and insights over the window.
import type { TrendDay, TrendsResponse, TrendWindow } from '../../contracts/trends';
import { goalTracking } from './goal-tracking';
import { insightsOf } from './insights';
import { summarize } from './summary';

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;

/** How many days must be loaded for a window: the month's summary needs 30 even for 7. */
export const daysToLoad = (window: TrendWindow) => Math.max(window, MONTH_DAYS);

/** The summary of the `n` days ending on the last of `days` (oldest first, one per calendar day). */
export function lastDaysSummary(days: readonly TrendDay[], n: number) {
  const period = days.slice(-n);
  return summarize(period, { from: period[0]!.date, to: period.at(-1)!.date, daysInPeriod: n });
}

/** `days`: consecutive calendar days, oldest first, at least daysToLoad(window) of them. */
export function buildTrends(days: readonly TrendDay[], window: TrendWindow): TrendsResponse {
  if (days.length < daysToLoad(window)) throw new Error(`buildTrends needs ${daysToLoad(window)} days`);
  const shown = days.slice(-window);
  return {
    from: shown[0]!.date,
    to: shown.at(-1)!.date,
    days: shown,
    week: lastDaysSummary(days, WEEK_DAYS),
    month: lastDaysSummary(days, MONTH_DAYS),
    goals: goalTracking(shown),
    insights: insightsOf(shown),
  };
}
