// Pure comparison of our per-100 g values with a cited row's (both already in our units).
// "Equal" means equal beyond rounding: a curator copies a printed number and may round it to
// the digits the table prints, so a value passes within 1 % of the source or within an
// absolute tolerance of about 1.5 units of the last printed digit of that column in the
// USDA tables (energy and most minerals are printed as whole numbers, iron and zinc to 0.01 mg,
// B vitamins to 0.001 mg), whichever is larger.
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '../../src/nutrition/knowledge/nutrients';

export const ABSOLUTE_TOLERANCE: Record<NutrientKey, number> = {
  calories_kcal: 1.5,
  protein_g: 0.06,
  carbs_g: 0.06,
  fat_g: 0.06,
  fiber_g: 0.06,
  sugar_g: 0.06,
  sodium_mg: 1.5,
  saturated_g: 0.006,
  cholesterol_mg: 1.5,
  calcium_mg: 1.5,
  iron_mg: 0.06,
  potassium_mg: 1.5,
  magnesium_mg: 1.5,
  zinc_mg: 0.06,
  phosphorus_mg: 1.5,
  vitamin_a_ug: 1.5,
  vitamin_b12_ug: 0.06,
  vitamin_c_mg: 0.15,
  vitamin_d_ug: 0.15,
  folate_ug: 1.5,
  thiamin_mg: 0.006,
  riboflavin_mg: 0.006,
  niacin_mg: 0.06,
  vitamin_b6_mg: 0.006,
  vitamin_e_mg: 0.06,
  water_g: 0.06,
};
export const RELATIVE_TOLERANCE = 0.01;

export interface Mismatch {
  key: NutrientKey;
  ours: number;
  /** null: the source has no value (empty cell) where we have a number. */
  theirs: number | null;
}

export interface CompareOptions {
  /** Keys whose value came from elsewhere (said in the entry's notes): not compared. */
  skip?: Iterable<NutrientKey>;
}

export function withinRounding(key: NutrientKey, ours: number, theirs: number): boolean {
  return Math.abs(ours - theirs) <= Math.max(RELATIVE_TOLERANCE * Math.abs(theirs), ABSOLUTE_TOLERANCE[key]);
}

/**
 * Every key where our number differs from the source beyond rounding.
 * - Ours null or missing: unknown, never wrong (decision 011: unknown is not zero).
 * - Theirs missing (the table has no such column): not checkable, skipped.
 * - Theirs null (empty cell) and ours a number, even 0: a mismatch. An empty cell means the
 *   source did not analyse it, so our number does not come from the cited row; a curator who
 *   knows a true zero from elsewhere (no cholesterol in a plant) names the key in a note.
 */
export function compareWithSource(per100g: Nutrients, cited: Nutrients, opts: CompareOptions = {}): Mismatch[] {
  const skip = new Set(opts.skip ?? []);
  const mismatches: Mismatch[] = [];
  for (const key of NUTRIENT_KEYS) {
    const ours = per100g[key];
    if (ours === null || ours === undefined || skip.has(key) || !(key in cited)) continue;
    const theirs = cited[key] ?? null;
    if (theirs === null || !withinRounding(key, ours, theirs)) mismatches.push({ key, ours, theirs });
  }
  return mismatches;
}

/**
 * Keys a note takes out of the entry's own row: "vitamin_d_ug from USDA SR26 01123 ..." (a value
 * borrowed from another row, checked against that row) and "folate_ug made unknown: ...". A note
 * that only explains a conversion ("carbs_g = INDB carb_g + fibre_g") exempts nothing: the
 * reference reader applies the same conversion, so the value must still equal its row.
 */
export function keysNamedInNotes(notes: readonly string[]): Set<NutrientKey> {
  const keys = new Set<NutrientKey>();
  for (const note of notes) {
    const m = /^\s*([a-z0-9_]+) (from|made unknown)\b/.exec(note);
    const key = NUTRIENT_KEYS.find((k) => k === m?.[1]);
    if (key) keys.add(key);
  }
  return keys;
}

/** Notes of the form "<key> from <source>": a single value borrowed from another cited row. */
export function borrowedValues(notes: readonly string[]): Array<{ key: NutrientKey; source: string }> {
  const out: Array<{ key: NutrientKey; source: string }> = [];
  for (const note of notes) {
    const m = /^\s*([a-z0-9_]+) from (.+)$/.exec(note);
    const key = NUTRIENT_KEYS.find((k) => k === m?.[1]);
    if (key && m?.[2]) out.push({ key, source: m[2] });
  }
  return out;
}
