// Numbers as the Daily Summary shows them: kcal, mg and ml whole, grams to one decimal.
import type { TrendMetric } from '../../contracts/trends';

const WHOLE: readonly TrendMetric[] = ['calories', 'sodium', 'fluids'];

export function roundMetric(metric: TrendMetric, value: number): number {
  return WHOLE.includes(metric) ? Math.round(value) : Math.round(value * 10) / 10;
}

export function roundMetrics(values: Record<TrendMetric, number>): Record<TrendMetric, number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, roundMetric(k as TrendMetric, v)])) as Record<
    TrendMetric,
    number
  >;
}
