// Days for the trends tests: SPEC's fixed goals unless given, nothing logged unless totals are.
import type { TrendDay, TrendMetric } from '../../contracts/trends';

export const GOALS: Record<TrendMetric, number> = {
  calories: 2000,
  protein: 50,
  carbs: 275,
  fat: 78,
  fiber: 28,
  sodium: 2300,
  fluids: 2000,
};
const ZERO: Record<TrendMetric, number> = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0, fluids: 0 };

export const dateOf = (i: number) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10);

export function trendDay(
  i: number,
  more: Partial<Omit<TrendDay, 'totals'>> & { totals?: Partial<TrendDay['totals']> } = {},
) {
  const { totals, ...rest } = more;
  const day: TrendDay = {
    date: dateOf(i),
    logged: totals !== undefined,
    totals: { ...ZERO, ...totals },
    goals: GOALS,
    load: null,
    weightKg: null,
    ...rest,
  };
  return day;
}

/** A day exactly on every goal. */
export const onGoal = (i: number, more: Partial<TrendDay> = {}) => trendDay(i, { totals: GOALS, ...more });
