// How close a logged day came to its goals, for the best and worst day of a period: the mean over
// the trend metrics of |total − goal| / goal, each capped at 1 so that one wild metric (a litre of
// water missing) cannot outweigh all the others. 0 is every goal hit exactly; lower is better.
import { TREND_METRICS, type TrendDay } from '../../contracts/trends';

export function dayScore(day: Pick<TrendDay, 'totals' | 'goals'>): number {
  let sum = 0;
  let counted = 0;
  for (const metric of TREND_METRICS) {
    const goal = day.goals[metric];
    // A goal of 0 (never set by the targets module) would divide by zero: that metric is left out.
    if (!(goal > 0)) continue;
    sum += Math.min(1, Math.abs((day.totals[metric] ?? 0) - goal) / goal);
    counted++;
  }
  return counted === 0 ? 0 : Math.round((sum / counted) * 1000) / 1000;
}
