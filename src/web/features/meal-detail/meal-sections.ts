// The rows of the detail cards (SPEC §2): breakdowns, sodium, serving, non-zero micronutrients
// with underscores shown as spaces.
import type { Meal } from '../../../contracts/meal';

const g = (n: number) => `${Math.round(n * 10) / 10} g`;
const mg = (n: number) => `${Math.round(n)} mg`;

/** "vitamin_c_mg" → ["vitamin c", "4.1 mg"]: a unit suffix moves to the value, underscores become spaces. */
function microRow(key: string, value: number): [string, string] {
  const unit = /_(mg|ug|mcg|g|iu)$/i.exec(key)?.[1];
  const name = (unit ? key.slice(0, -unit.length - 1) : key).replace(/_/g, ' ');
  const amount = String(Math.round(value * 100) / 100);
  return [name, unit ? `${amount} ${unit === 'ug' ? 'µg' : unit}` : amount];
}

export function mealSections(meal: Meal) {
  const weight = meal.serving.servings * meal.serving.serving_size_g;
  return {
    carbs: [
      ['Fiber', g(meal.macros.fiber_g)],
      ['Sugar', g(meal.macros.sugar_g)],
    ] as Array<[string, string]>,
    fat: [
      ['Saturated Fat', g(meal.lipids_detail.saturated_g)],
      ['Cholesterol', mg(meal.lipids_detail.cholesterol_mg)],
    ] as Array<[string, string]>,
    sodium: [['Sodium', mg(meal.macros.sodium_mg)]] as Array<[string, string]>,
    serving: [
      ['Servings', String(Math.round(meal.serving.servings * 100) / 100)],
      ['Weight', `${Math.round(weight)} g`],
      ['Unit', meal.serving.household_unit],
    ] as Array<[string, string]>,
    micros: Object.entries(meal.micros)
      .filter(([, v]) => v !== 0)
      .map(([k, v]) => microRow(k, v)),
  };
}
