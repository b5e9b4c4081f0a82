// When a day's total "meets" its goal (the rules ZGoalTracking documents): energy is a target to
// land near, protein, carbohydrate, fibre and fluids are amounts to reach, fat and sodium are
// ceilings. Shared by the goal tracking and the insights so the two can never disagree.
import type { TrendMetric } from '../../contracts/trends';

/** Calories count as met within ±10 % of the goal. */
export const CALORIE_TOLERANCE = 0.1;
/** Protein, carbohydrate, fibre and fluids count as met from 90 % of the goal. */
export const REACH_SHARE = 0.9;

const REACH: readonly TrendMetric[] = ['protein', 'carbs', 'fiber', 'fluids'];

export function goalMet(metric: TrendMetric, total: number, goal: number): boolean {
  if (metric === 'calories') return Math.abs(total - goal) <= CALORIE_TOLERANCE * goal;
  if (REACH.includes(metric)) return total >= REACH_SHARE * goal;
  // fat and sodium: at most the goal.
  return total <= goal;
}
