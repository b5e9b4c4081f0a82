// Trends (issue 17): pure computations over days already totalled by the server: summaries, the
// best/worst day score, goal tracking and insights (docs/decisions/110-trends-and-coach-reports.md).
export { buildTrends, daysToLoad, lastDaysSummary, MONTH_DAYS, WEEK_DAYS } from './build-trends';
export { dayScore } from './day-score';
export { CALORIE_TOLERANCE, goalMet, REACH_SHARE } from './goal-met';
export { goalTracking } from './goal-tracking';
export { insightsOf } from './insights';
export { roundMetric, roundMetrics } from './rounding';
export { averagesOf, summarize } from './summary';
