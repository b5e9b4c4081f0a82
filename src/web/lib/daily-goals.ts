// Daily goals and the Daily Score of SPEC §9, shared by the meals screen and the metrics
// explanation page so both always state the same numbers. The fixed goals are SPEC's; a day with
// personal targets (issue 16) passes its own goals in, so the same helpers serve both.
import { SPEC_FIXED_GOALS } from '../../contracts/fixed-goals';
import type { MetricId } from '../../contracts/preferences';

export type { MetricId };

export interface MetricInfo {
  id: MetricId;
  label: string;
  unit: 'kcal' | 'g' | 'mg' | 'ml';
  /** SPEC §9's fixed goal; null for fluids, whose default goal comes with the day's targets. */
  goal: number | null;
}

export const METRICS: readonly MetricInfo[] = [
  { id: 'calories', label: 'Calories', unit: 'kcal', goal: SPEC_FIXED_GOALS.calories },
  { id: 'protein', label: 'Protein', unit: 'g', goal: SPEC_FIXED_GOALS.protein },
  { id: 'carbs', label: 'Carbohydrates', unit: 'g', goal: SPEC_FIXED_GOALS.carbs },
  { id: 'fat', label: 'Fat', unit: 'g', goal: SPEC_FIXED_GOALS.fat },
  { id: 'fiber', label: 'Fiber', unit: 'g', goal: SPEC_FIXED_GOALS.fiber },
  { id: 'sugar', label: 'Sugar', unit: 'g', goal: SPEC_FIXED_GOALS.sugar },
  { id: 'sodium', label: 'Sodium', unit: 'mg', goal: SPEC_FIXED_GOALS.sodium },
  { id: 'cholesterol', label: 'Cholesterol', unit: 'mg', goal: SPEC_FIXED_GOALS.cholesterol },
  { id: 'saturated_fat', label: 'Saturated Fat', unit: 'g', goal: SPEC_FIXED_GOALS.saturated_fat },
  { id: 'fluids', label: 'Fluids', unit: 'ml', goal: null },
];

/** Where a day's goals come from: a goal per metric; a metric without one has no bar and no score. */
export type Goals = Partial<Record<MetricId, number>>;

/** SPEC §9's fixed goals. */
export const FIXED_GOALS: Goals = Object.fromEntries(
  METRICS.flatMap((m) => (m.goal === null ? [] : [[m.id, m.goal]])),
) as Goals;

export const DEFAULT_VISIBLE_METRICS: readonly MetricId[] = ['calories', 'protein', 'fat', 'carbs'];

/** Percent of goal for a bar: capped at 100 for the fill; over-goal is signalled separately. */
export function percentOfGoal(value: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, (value / goal) * 100);
}

// Metrics where any amount over the goal is too much (SPEC §9 turns their bars red); energy has
// some room above its goal (a heavy training day), but far beyond it eating more must not score.
const LIMIT_METRICS: ReadonlySet<MetricId> = new Set(['sodium', 'sugar', 'saturated_fat', 'cholesterol']);
const ENERGY_ROOM_PERCENT = 120;

/**
 * One metric's share of the Daily Score: its percentage of the goal, capped at 100 (SPEC §9), and
 * lowered point for point once past the allowance (energy beyond 120 %, a limit beyond 100 %), so
 * that six times the calories cannot score a perfect day. Never below 0.
 */
export function scoreContribution(id: MetricId, value: number, goal: number): number {
  if (goal <= 0) return 0;
  const pct = (value / goal) * 100;
  const allowance = id === 'calories' ? ENERGY_ROOM_PERCENT : LIMIT_METRICS.has(id) ? 100 : Infinity;
  if (pct <= allowance) return Math.min(100, pct);
  return Math.max(0, 100 - (pct - allowance));
}

/** Rounded average of the selected metrics' contributions (capped percentages, lowered by overshoot) that have goals. */
export function dailyScore(
  values: Partial<Record<MetricId, number>>,
  selected: readonly MetricId[],
  goals: Goals = FIXED_GOALS,
): number {
  const withGoals = METRICS.filter((m) => selected.includes(m.id) && goals[m.id] !== undefined);
  if (withGoals.length === 0) return 0;
  const sum = withGoals.reduce((acc, m) => acc + scoreContribution(m.id, values[m.id] ?? 0, goals[m.id] ?? 0), 0);
  return Math.round(sum / withGoals.length);
}
