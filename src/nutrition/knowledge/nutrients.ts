// The nutrient vocabulary of the knowledge base. Keys follow SPEC §3 (macros, lipids_detail)
// and snake_case micronutrient names with their unit as suffix, so a meal's `micros` map
// can be filled by copying keys. Values are always "per 100 g edible portion".

export const MACRO_KEYS = [
  'calories_kcal',
  'protein_g',
  'carbs_g',
  'fat_g',
  'fiber_g',
  'sugar_g',
  'sodium_mg',
  'saturated_g',
  'cholesterol_mg',
] as const;

export const MICRO_KEYS = [
  'calcium_mg',
  'iron_mg',
  'potassium_mg',
  'magnesium_mg',
  'zinc_mg',
  'phosphorus_mg',
  'vitamin_a_ug',
  'vitamin_b12_ug',
  'vitamin_c_mg',
  'vitamin_d_ug',
  'folate_ug',
  'thiamin_mg',
  'riboflavin_mg',
  'niacin_mg',
  'vitamin_b6_mg',
  'vitamin_e_mg',
] as const;

export const NUTRIENT_KEYS = [...MACRO_KEYS, ...MICRO_KEYS, 'water_g'] as const;

export type MacroKey = (typeof MACRO_KEYS)[number];
export type MicroKey = (typeof MICRO_KEYS)[number];
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Per-100 g values. A missing key or null means "not known", never zero. */
export type Nutrients = Partial<Record<NutrientKey, number | null>>;

/**
 * Upper bounds per 100 g that no real food exceeds (pure fat is 900 kcal and 100 g fat;
 * table salt is ~38.7 g sodium). Used by the build and the tests to catch unit mistakes
 * (mg vs g vs µg), which are the usual error when copying composition data.
 */
export const MAX_PER_100G: Record<NutrientKey, number> = {
  calories_kcal: 902,
  protein_g: 95,
  carbs_g: 100,
  fat_g: 100,
  fiber_g: 80,
  sugar_g: 100,
  sodium_mg: 39_500,
  saturated_g: 95,
  cholesterol_mg: 3_200,
  calcium_mg: 2_500,
  iron_mg: 120,
  potassium_mg: 6_000,
  magnesium_mg: 800,
  zinc_mg: 80,
  phosphorus_mg: 2_000,
  vitamin_a_ug: 30_000,
  vitamin_b12_ug: 120,
  vitamin_c_mg: 2_000,
  vitamin_d_ug: 100,
  folate_ug: 3_000,
  thiamin_mg: 30,
  riboflavin_mg: 30,
  niacin_mg: 130,
  vitamin_b6_mg: 30,
  vitamin_e_mg: 160,
  water_g: 100,
};

/**
 * Energy by the general Atwater factors. carbs_g is total carbohydrate (it includes dietary
 * fibre, as on a label and in USDA); the available part counts 4 kcal/g and fibre 2 kcal/g.
 */
export function atwaterKcal(n: Nutrients): number {
  const fiber = n.fiber_g ?? 0;
  const available = Math.max(0, (n.carbs_g ?? 0) - fiber);
  return 4 * (n.protein_g ?? 0) + 4 * available + 9 * (n.fat_g ?? 0) + 2 * fiber;
}

/** The band a food's energy may fall in: fibre at 0-4 kcal/g (sources differ), ±15 %. */
export function energyBand(n: Nutrients): { low: number; high: number } {
  const fiber = n.fiber_g ?? 0;
  const base = atwaterKcal(n);
  return { low: (base - 2 * fiber) * 0.85, high: (base + 2 * fiber) * 1.15 };
}
