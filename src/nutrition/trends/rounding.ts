// Numbers as the Daily Summary shows them: kcal, mg and ml whole, grams to one decimal.
import type { TrendMetric } from '../../contracts/trends';

const WHOLE: readonly TrendMetric[] = ['calories', 'sodium', 'fluids'];

export function roundMetric(metric: TrendMetric, value: number): number {
  return WHOLE.includes(metric) ? Math.round(value) : Math.round(value * 10) / 10;
}

const whole = Math.round;
const tenth = (v: number) => Math.round(v * 10) / 10;

/** Written out rather than mapped: it runs for every day of every Trends request. */
export function roundMetrics(v: Record<TrendMetric, number>): Record<TrendMetric, number> {
  return {
    calories: whole(v.calories),
    protein: tenth(v.protein),
    carbs: tenth(v.carbs),
    fat: tenth(v.fat),
    fiber: tenth(v.fiber),
    sodium: whole(v.sodium),
    fluids: whole(v.fluids),
  };
}
