// A meal's numbers are the sum of its components: per-100 g values from the knowledge base
// (or a marked estimate) × grams, removed parts subtracted. Nothing here invents a value: an
// unknown value of a component counts as 0.
import type { AnalyzedMeal, MealComponent } from '../contracts/meal';
import { atwaterKcal, MICRO_KEYS, NUTRIENT_KEYS, type Knowledge, type NutrientKey, type Nutrients } from './knowledge';

export type Totals = Record<NutrientKey, number>;

export function per100gOf(knowledge: Knowledge, c: MealComponent): Nutrients | undefined {
  if (c.per100g) return c.per100g as Nutrients;
  return knowledge.byId.get(c.food_id)?.per100g;
}

export function sumComponents(knowledge: Knowledge, components: readonly MealComponent[]): Totals {
  const totals = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Totals;
  for (const c of components) {
    const n = per100gOf(knowledge, c);
    if (!n) continue;
    const sign = c.role === 'removed' ? -1 : 1;
    for (const key of NUTRIENT_KEYS) {
      let v = n[key];
      // Some composition rows carry no energy value (IFCT oils); energy then follows from the macros.
      if (key === 'calories_kcal' && (v === null || v === undefined)) v = atwaterKcal(n);
      if (v === null || v === undefined) continue;
      totals[key] += (sign * v * c.grams) / 100;
    }
  }
  for (const key of NUTRIENT_KEYS) totals[key] = Math.max(0, totals[key]);
  return totals;
}

const r0 = (v: number) => Math.round(v);
const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;

export function mealNumbers(totals: Totals): Pick<AnalyzedMeal, 'macros' | 'lipids_detail' | 'micros'> {
  const micros: Record<string, number> = {};
  for (const key of MICRO_KEYS) {
    const v = totals[key];
    if (v > 0) micros[key] = v >= 10 ? r1(v) : r2(v);
  }
  return {
    macros: {
      calories_kcal: r0(totals.calories_kcal),
      protein_g: r1(totals.protein_g),
      carbs_g: r1(totals.carbs_g),
      fat_g: r1(totals.fat_g),
      fiber_g: r1(totals.fiber_g),
      sugar_g: r1(totals.sugar_g),
      sodium_mg: r0(totals.sodium_mg),
    },
    lipids_detail: { saturated_g: r1(totals.saturated_g), cholesterol_mg: r0(totals.cholesterol_mg) },
    micros,
  };
}
