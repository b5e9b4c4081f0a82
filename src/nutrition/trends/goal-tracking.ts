// Goal Tracking: on how many logged days each goal was met, and protein per kg of body weight.
import { TREND_METRICS, type GoalTracking, type TrendDay, type TrendMetric } from '../../contracts/trends';
import { goalMet } from './goal-met';

export function goalTracking(days: readonly TrendDay[]): GoalTracking {
  const logged = days.filter((d) => d.logged);
  const daysMet = Object.fromEntries(TREND_METRICS.map((m) => [m, 0])) as Record<TrendMetric, number>;
  for (const day of logged)
    for (const m of TREND_METRICS) if (goalMet(m, day.totals[m] ?? 0, day.goals[m] ?? 0)) daysMet[m]++;
  // Each day's protein over that day's weight, then averaged: a weight that changed over the
  // window is counted where it applied.
  const perKg = logged.filter((d) => d.weightKg !== null).map((d) => (d.totals.protein ?? 0) / d.weightKg!);
  const proteinPerKg =
    perKg.length === 0 ? null : Math.round((perKg.reduce((a, b) => a + b, 0) / perKg.length) * 100) / 100;
  return { daysMet, daysLogged: logged.length, proteinPerKg };
}
