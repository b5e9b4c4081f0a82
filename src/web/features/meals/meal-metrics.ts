// A meal's number for each metric id of SPEC §3, the short chip labels, and a day's totals.
import type { Meal } from '../../../contracts/meal';
import type { MetricId } from '../../../contracts/preferences';
import { METRICS } from '../../lib/daily-goals';

export const SHORT_LABELS: Record<MetricId | 'servings', string> = {
  calories: 'Cals',
  protein: 'Prot',
  carbs: 'Carb',
  fat: 'Fats',
  fiber: 'Fiber',
  sugar: 'Sugar',
  sodium: 'Sodium',
  servings: 'Servings',
  cholesterol: 'Cholesterol',
  saturated_fat: 'Sat Fat',
  fluids: 'Fluids',
};

type MealNumbers = Pick<Meal, 'macros' | 'lipids_detail'>;

export function metricValue(meal: MealNumbers, id: MetricId): number {
  switch (id) {
    case 'calories':
      return meal.macros.calories_kcal;
    case 'protein':
      return meal.macros.protein_g;
    case 'carbs':
      return meal.macros.carbs_g;
    case 'fat':
      return meal.macros.fat_g;
    case 'fiber':
      return meal.macros.fiber_g;
    case 'sugar':
      return meal.macros.sugar_g;
    case 'sodium':
      return meal.macros.sodium_mg;
    case 'cholesterol':
      return meal.lipids_detail.cholesterol_mg;
    case 'saturated_fat':
      return meal.lipids_detail.saturated_g;
    case 'fluids':
      // A meal carries no millilitres; the day's fluids (water and drinks) come with its targets.
      return 0;
  }
}

export function dayTotals(meals: readonly MealNumbers[]): Record<MetricId, number> {
  const totals = Object.fromEntries(METRICS.map((m) => [m.id, 0])) as Record<MetricId, number>;
  for (const meal of meals) for (const m of METRICS) totals[m.id] += metricValue(meal, m.id);
  return totals;
}

export function unitOf(id: MetricId): string {
  return METRICS.find((m) => m.id === id)?.unit ?? '';
}

/** Chip text: whole calories and milligrams, one decimal for grams (0.4 g of fibre matters). */
export function formatAmount(value: number, unit: string): string {
  const rounded = unit === 'g' ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded}${unit === 'kcal' ? '' : ' '}${unit === 'kcal' ? '' : unit}`.trim();
}
