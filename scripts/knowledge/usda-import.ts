// Reads USDA food tables from a folder an operator downloaded and turns them into FoodDef rows
// for the knowledge overlay. Three layouts are recognised by their file names:
//  - FoodData Central CSV: food.csv, food_nutrient.csv, nutrient.csv (+ food_portion.csv)
//  - SR legacy / SR26 "abbreviated": ABBREV.csv (+ WEIGHT.csv)
//  - FNDDS "At A Glance": fndds-nutrient-values.csv (+ portions-and-weights.csv)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FoodDef } from '../../src/nutrition/knowledge/defs';
import type { NutrientKey, Nutrients } from '../../src/nutrition/knowledge/nutrients';
import { parseCsv, parseCsvObjects } from './csv';

export interface ImportOptions {
  /** Only these food codes (NDB numbers, FNDDS codes or FDC ids). */
  codes?: Set<string>;
  /** Only foods whose description matches. */
  match?: RegExp;
  limit?: number;
}

export interface ImportResult {
  layout: 'fdc' | 'sr' | 'fndds';
  foods: FoodDef[];
}

const read = (folder: string, name: string) => readFileSync(join(folder, name), 'utf8');
const has = (folder: string, name: string) => existsSync(join(folder, name));
const num = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

// Nutrient numbers (INFOODS tagnames as used by SR and FDC "nutrient_nbr") → our keys.
const NUTRIENT_NBR: Record<string, NutrientKey> = {
  '208': 'calories_kcal', '203': 'protein_g', '205': 'carbs_g', '204': 'fat_g', '291': 'fiber_g',
  '269': 'sugar_g', '307': 'sodium_mg', '606': 'saturated_g', '601': 'cholesterol_mg', '301': 'calcium_mg',
  '303': 'iron_mg', '306': 'potassium_mg', '304': 'magnesium_mg', '309': 'zinc_mg', '305': 'phosphorus_mg',
  '320': 'vitamin_a_ug', '418': 'vitamin_b12_ug', '401': 'vitamin_c_mg', '328': 'vitamin_d_ug', '435': 'folate_ug',
  '404': 'thiamin_mg', '405': 'riboflavin_mg', '406': 'niacin_mg', '415': 'vitamin_b6_mg', '323': 'vitamin_e_mg',
  '255': 'water_g',
};
/** SR26 ABBREV column → our key (also how tests/knowledge reads cited SR26 rows). */
export const SR_COLUMNS: Record<string, NutrientKey> = {
  Energ_Kcal: 'calories_kcal', Protein_g: 'protein_g', Carbohydrt_g: 'carbs_g', Lipid_Tot_g: 'fat_g', Fiber_TD_g: 'fiber_g',
  Sugar_Tot_g: 'sugar_g', Sodium_mg: 'sodium_mg', FA_Sat_g: 'saturated_g', Cholestrl_mg: 'cholesterol_mg', Calcium_mg: 'calcium_mg',
  Iron_mg: 'iron_mg', Potassium_mg: 'potassium_mg', Magnesium_mg: 'magnesium_mg', Zinc_mg: 'zinc_mg', Phosphorus_mg: 'phosphorus_mg',
  Vit_A_RAE: 'vitamin_a_ug', Vit_B12_ug: 'vitamin_b12_ug', Vit_C_mg: 'vitamin_c_mg', Vit_D_ug: 'vitamin_d_ug', Folate_DFE_ug: 'folate_ug',
  Thiamin_mg: 'thiamin_mg', Riboflavin_mg: 'riboflavin_mg', Niacin_mg: 'niacin_mg', Vit_B6_mg: 'vitamin_b6_mg', Vit_E_mg: 'vitamin_e_mg',
  Water_g: 'water_g',
};
/** FNDDS At A Glance column (whitespace collapsed) → our key. */
export const FNDDS_COLUMNS: Record<string, NutrientKey> = {
  'Energy (kcal)': 'calories_kcal', 'Protein (g)': 'protein_g', 'Carbohydrate (g)': 'carbs_g', 'Total Fat (g)': 'fat_g',
  'Fiber, total dietary (g)': 'fiber_g', 'Sugars, total (g)': 'sugar_g', 'Sodium (mg)': 'sodium_mg',
  'Fatty acids, total saturated (g)': 'saturated_g', 'Cholesterol (mg)': 'cholesterol_mg', 'Calcium (mg)': 'calcium_mg',
  'Iron (mg)': 'iron_mg', 'Potassium (mg)': 'potassium_mg', 'Magnesium (mg)': 'magnesium_mg', 'Zinc (mg)': 'zinc_mg',
  'Phosphorus (mg)': 'phosphorus_mg', 'Vitamin A, RAE (mcg_RAE)': 'vitamin_a_ug', 'Vitamin B-12 (mcg)': 'vitamin_b12_ug',
  'Vitamin C (mg)': 'vitamin_c_mg', 'Vitamin D (D2 + D3) (mcg)': 'vitamin_d_ug', 'Folate, DFE (mcg_DFE)': 'folate_ug',
  'Thiamin (mg)': 'thiamin_mg', 'Riboflavin (mg)': 'riboflavin_mg', 'Niacin (mg)': 'niacin_mg', 'Vitamin B-6 (mg)': 'vitamin_b6_mg',
  'Vitamin E (alpha-tocopherol) (mg)': 'vitamin_e_mg', 'Water (g)': 'water_g',
};

function keep(code: string, description: string, opts: ImportOptions): boolean {
  if (opts.codes && !opts.codes.has(code)) return false;
  if (opts.match && !opts.match.test(description)) return false;
  return true;
}

function toFood(prefix: string, code: string, description: string, source: string, n: Nutrients, portions: Array<{ label: string; grams: number }>): FoodDef {
  const first = portions[0];
  return {
    id: `usda-${prefix}-${code}`,
    name: description,
    names: [description],
    category: 'usda import',
    servingClass: 'solid',
    serving: first ? { unit: 'serving', grams: first.grams, label: `${first.label} (${first.grams} g)` } : { unit: 'gram', grams: 100, label: '100 g' },
    source,
    n,
    ...(portions.length > 0 ? { portions } : {}),
  };
}

function fromSr(folder: string, opts: ImportOptions): FoodDef[] {
  const portions = new Map<string, Array<{ label: string; grams: number }>>();
  if (has(folder, 'WEIGHT.csv')) {
    for (const w of parseCsvObjects(read(folder, 'WEIGHT.csv'))) {
      const grams = num(w.Gm_Wgt);
      if (!grams || !w.NDB_No) continue;
      portions.set(w.NDB_No, [...(portions.get(w.NDB_No) ?? []), { label: `${w.Amount} ${w.Msre_Desc}`.trim(), grams }]);
    }
  }
  const longNames = new Map<string, string>();
  if (has(folder, 'FOOD_DES.csv')) for (const d of parseCsvObjects(read(folder, 'FOOD_DES.csv'))) if (d.NDB_No) longNames.set(d.NDB_No, d.Long_Desc ?? '');
  const out: FoodDef[] = [];
  for (const row of parseCsvObjects(read(folder, 'ABBREV.csv'))) {
    const code = row.NDB_No ?? '';
    const description = longNames.get(code) || row.Shrt_Desc || code;
    if (!keep(code, description, opts)) continue;
    const n: Nutrients = {};
    for (const [col, key] of Object.entries(SR_COLUMNS)) {
      const v = num(row[col]);
      if (v !== null) n[key] = v;
    }
    out.push(toFood('sr', code, description, `USDA SR ${code}`, n, portions.get(code) ?? []));
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}

/** FNDDS "At A Glance" files start with a title banner (a quoted, multi-line cell) before the header row. */
const headerRow = (text: string, first: string) => parseCsv(text.slice(0, 4000)).findIndex((r) => r[0]?.trim() === first);

function fromFndds(folder: string, opts: ImportOptions): FoodDef[] {
  const portions = new Map<string, Array<{ label: string; grams: number }>>();
  if (has(folder, 'portions-and-weights.csv')) {
    const text = read(folder, 'portions-and-weights.csv');
    for (const p of parseCsvObjects(text, Math.max(0, headerRow(text, 'Food code')))) {
      const grams = num(p['Portion weight (g)']);
      const code = p['Food code'] ?? '';
      if (!grams || !code || /quantity not specified/i.test(p['Portion description'] ?? '')) continue;
      portions.set(code, [...(portions.get(code) ?? []), { label: p['Portion description'] ?? '', grams }]);
    }
  }
  const text = read(folder, 'fndds-nutrient-values.csv');
  const out: FoodDef[] = [];
  for (const row of parseCsvObjects(text, Math.max(0, headerRow(text, 'Food code')), (h) => h.replace(/\s+/g, ' ').trim())) {
    const code = row['Food code'] ?? '';
    const description = row['Main food description'] ?? code;
    if (!code || !keep(code, description, opts)) continue;
    const n: Nutrients = {};
    for (const [col, key] of Object.entries(FNDDS_COLUMNS)) {
      const v = num(row[col]);
      if (v !== null) n[key] = v;
    }
    out.push(toFood('fndds', code, description, `USDA FNDDS 2017-18 ${code}`, n, portions.get(code) ?? []));
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}

function fromFdc(folder: string, opts: ImportOptions): FoodDef[] {
  const nutrientKey = new Map<string, NutrientKey>();
  for (const nu of parseCsvObjects(read(folder, 'nutrient.csv'))) {
    const key = NUTRIENT_NBR[(nu.nutrient_nbr ?? '').replace(/\.0+$/, '')];
    // FDC lists energy twice (kcal and kJ); only the kcal row maps to calories.
    if (key && !(key === 'calories_kcal' && (nu.unit_name ?? '').toUpperCase() !== 'KCAL')) nutrientKey.set(nu.id ?? '', key);
  }
  const foods = parseCsvObjects(read(folder, 'food.csv')).filter((f) => keep(f.fdc_id ?? '', f.description ?? '', opts));
  const limited = opts.limit ? foods.slice(0, opts.limit) : foods;
  const wanted = new Set(limited.map((f) => f.fdc_id ?? ''));
  const values = new Map<string, Nutrients>();
  for (const fn of parseCsvObjects(read(folder, 'food_nutrient.csv'))) {
    if (!wanted.has(fn.fdc_id ?? '')) continue;
    const key = nutrientKey.get(fn.nutrient_id ?? '');
    const v = num(fn.amount);
    if (!key || v === null) continue;
    const n = values.get(fn.fdc_id ?? '') ?? {};
    n[key] = v;
    values.set(fn.fdc_id ?? '', n);
  }
  const portions = new Map<string, Array<{ label: string; grams: number }>>();
  if (has(folder, 'food_portion.csv')) {
    for (const p of parseCsvObjects(read(folder, 'food_portion.csv'))) {
      const grams = num(p.gram_weight);
      const id = p.fdc_id ?? '';
      if (!grams || !wanted.has(id)) continue;
      const label = [p.amount, p.portion_description || p.modifier].filter(Boolean).join(' ');
      portions.set(id, [...(portions.get(id) ?? []), { label, grams }]);
    }
  }
  return limited.map((f) => toFood('fdc', f.fdc_id ?? '', f.description ?? '', `USDA FDC ${f.fdc_id}`, values.get(f.fdc_id ?? '') ?? {}, portions.get(f.fdc_id ?? '') ?? []));
}

export function importUsdaFolder(folder: string, opts: ImportOptions = {}): ImportResult {
  if (has(folder, 'food.csv') && has(folder, 'food_nutrient.csv') && has(folder, 'nutrient.csv')) return { layout: 'fdc', foods: fromFdc(folder, opts) };
  if (has(folder, 'ABBREV.csv')) return { layout: 'sr', foods: fromSr(folder, opts) };
  if (has(folder, 'fndds-nutrient-values.csv')) return { layout: 'fndds', foods: fromFndds(folder, opts) };
  throw new Error(`No USDA tables found in ${folder}: expected FoodData Central CSV (food.csv, food_nutrient.csv, nutrient.csv), SR (ABBREV.csv) or FNDDS (fndds-nutrient-values.csv)`);
}
