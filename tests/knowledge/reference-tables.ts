// Readers for the reference tables that curated rows cite, each returning per-100 g values in
// OUR keys and units (src/nutrition/knowledge/nutrients.ts), so a cited entry can be compared
// key by key. The tables live beside the checkout in ../shared/reference (CI has them; an end
// user never does), and are read lazily: a test that needs one table pays only for that one.
//
// In a returned Nutrients object:
//   number     the table's value, converted to our unit
//   null       the table's cell is empty: the source does not know the value
//   (absent)   the table has no column we could derive the key from, so it cannot be checked
//
// Conventions, determined by comparing the built knowledge (/tmp/knowledge-baseline.json, 160
// SR26 rows and 24 FNDDS rows) with the tables, and INDB by arithmetic on its own columns:
// - folate_ug is dietary folate equivalents (DFE), not total folate. SR26: Folate_DFE_ug matched
//   all 157 rows with a value, Folate_Tot_ug disagreed in 24 (the fortified ones). FNDDS: 4 of
//   the 7 rows where DFE ≠ total used DFE (the other 3 are reported as mismatches).
// - vitamin_a_ug is RAE (Vit_A_RAE / "Vitamin A, RAE"), vitamin_d_ug is µg (not IU), matched
//   every row. carbs_g is USDA's total carbohydrate (by difference, fibre included).
// - INDB (no curated row cites it yet; see the INDB notes at indbNutrients).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, parseCsvObjects } from '../../scripts/knowledge/csv';
import { REFERENCE_DIR } from '../../scripts/knowledge/paths';
import { readIfctRows } from '../../scripts/knowledge/read-sources';
import { FNDDS_COLUMNS, SR_COLUMNS } from '../../scripts/knowledge/usda-import';
import { ifctNutrients, type IfctNutrients } from '../../src/nutrition/knowledge/ifct-row';
import type { NutrientKey, Nutrients } from '../../src/nutrition/knowledge/nutrients';

export { REFERENCE_DIR };

export function referenceTablesPresent(): boolean {
  return existsSync(join(REFERENCE_DIR, 'README.md'));
}

export type Table = 'sr26' | 'fndds' | 'indb' | 'ifct';
export interface CitedRow {
  table: Table;
  code: string;
}

// Source strings, anchored at the start; anything after the code (a description in
// parentheses, "; adjusted ...") is ignored. Tolerated variants: any case, "SR 26"/"SR-26",
// "FNDDS 2017-2018", an "NDB"/"No."/"#" before the code, NDB numbers without the leading zero.
const SOURCE_PATTERNS: Array<[Table, RegExp]> = [
  ['sr26', /^\s*(?:USDA\s+)?SR[\s-]?26\s+(?:NDB\s*)?(?:No\.?\s*)?#?\s*(\d{4,5})\b/i],
  ['fndds', /^\s*(?:USDA\s+)?FNDDS\s+2017[-–]?(?:20)?18\s+(?:food\s+code\s*)?#?\s*(\d{8})\b/i],
  ['indb', /^\s*INDB\s+#?\s*([A-Z]{3}\d{3})\b/i],
  ['ifct', /^\s*IFCT(?:\s+2017)?\s+([A-Z]\d{3})\b/i],
];

/** The table row a `source` string cites, or undefined (labels, recipes, anything else). */
export function citedRow(source: string): CitedRow | undefined {
  for (const [table, pattern] of SOURCE_PATTERNS) {
    const m = pattern.exec(source);
    if (!m?.[1]) continue;
    const raw = m[1].toUpperCase();
    return { table, code: table === 'sr26' ? raw.padStart(5, '0') : raw };
  }
  return undefined;
}

/** A cell as a number: '' and anything unreadable are null (unknown, never zero). */
function cell(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const read = (...parts: string[]) => readFileSync(join(REFERENCE_DIR, ...parts), 'utf8');

/** Memoises a table loader: the first call reads and indexes the file. */
function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

/** Rows whose columns map one to one onto our keys (same unit). */
function byColumns(row: Record<string, string>, columns: Partial<Record<NutrientKey, string>>): Nutrients {
  const n: Nutrients = {};
  for (const [key, column] of Object.entries(columns) as Array<[NutrientKey, string]>) n[key] = cell(row[column]);
  return n;
}

/** Our key → the table's column, from the USDA importer's column → key maps (one mapping). */
const byKey = (columns: Record<string, NutrientKey>): Partial<Record<NutrientKey, string>> =>
  Object.fromEntries(Object.entries(columns).map(([column, key]) => [key, column]));

// USDA SR26 ABBREV.csv: every unit is in the column name and already ours.
const SR26_COLUMNS = byKey(SR_COLUMNS);

const sr26Table = lazy(() => {
  const rows = parseCsvObjects(read('usda-sr26', 'ABBREV.csv'));
  return new Map(rows.map((r) => [r.NDB_No ?? '', byColumns(r, SR26_COLUMNS)]));
});

/** SR26 row by NDB number ("01116"), per 100 g in our units. */
export function sr26(ndb: string): Nutrients | undefined {
  return sr26Table().get(ndb.padStart(5, '0'));
}

// FNDDS 2017-18 "At A Glance": header names carry line breaks ("Iron\n(mg)"), read with
// whitespace collapsed. Units are ours; mcg = µg.
const FNDDS_BY_KEY = byKey(FNDDS_COLUMNS);

const fnddsTable = lazy(() => {
  const rows = parseCsv(read('usda-fndds-2017-2018', 'fndds-nutrient-values.csv'));
  const headerIndex = rows.findIndex((r) => r[0]?.trim() === 'Food code');
  if (headerIndex < 0) throw new Error('FNDDS: no header row starting with "Food code"');
  const header = (rows[headerIndex] ?? []).map((h) => h.replace(/\s+/g, ' ').trim());
  const missing = Object.values(FNDDS_BY_KEY).filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`FNDDS: columns not found: ${missing.join(', ')}`);
  const table = new Map<string, Nutrients>();
  for (const r of rows.slice(headerIndex + 1)) {
    if (!r[0]) continue;
    table.set(r[0].trim(), byColumns(Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])), FNDDS_BY_KEY));
  }
  return table;
});

/** FNDDS 2017-18 row by food code ("51300175"), per 100 g in our units. */
export function fndds(code: string): Nutrients | undefined {
  return fnddsTable().get(code);
}

const sum = (...values: Array<number | null>): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);

/**
 * INDB row → our keys. INDB is computed from IFCT 2017 recipes, and carries IFCT's conventions:
 * - carb_g is AVAILABLE carbohydrate: ASC113 boiled rice (parboiled rice A014 + water) has
 *   carb_g / fibre_g = 20.631 = IFCT choavldf / fibtg, and energy_kcal = 4·carb + 4·protein +
 *   9·fat within 2 % in 719 of 997 rows (median ratio 0.998, fibre not counted). So our
 *   carbs_g (total) = carb_g + fibre_g.
 * - sfa_mg is in mg: (sfa + mufa + pufa) ≈ 914 mg per g of fat_g (median). saturated_g = sfa_mg / 1000.
 * - freesugar_g is IFCT's fsugar (total free sugars), which we store as sugar_g for IFCT too.
 * - vita_ug is retinol only, not RAE: rows full of carrot or spinach have vita_ug 0 (ASC174
 *   gajar methi: 10,000 µg carotenoids, 0 vita_ug), and carotenoids_ug is TOTAL carotenoids
 *   (IFCT cartoid, checked on ASC113), not β-carotene equivalents. RAE cannot be derived, so
 *   vitamin_a_ug is not checkable against INDB.
 * - folate_ug equals vitb9_ug in every row; IFCT folsum is total food folate (= DFE, as Indian
 *   recipes carry no folic acid).
 * - vitamin_d_ug = vitd2_ug + vitd3_ug. No B12 and no water column: not checkable.
 * - energy_kcal is used as printed; energy_kj is computed separately (kJ/kcal ranges 3.4-4.27).
 */
function indbNutrients(r: Record<string, string>): Nutrients {
  const c = (col: string) => cell(r[col]);
  const sfa = c('sfa_mg');
  return {
    ...byColumns(r, {
      calories_kcal: 'energy_kcal', protein_g: 'protein_g', fat_g: 'fat_g', fiber_g: 'fibre_g',
      sugar_g: 'freesugar_g', sodium_mg: 'sodium_mg', cholesterol_mg: 'cholesterol_mg', calcium_mg: 'calcium_mg',
      iron_mg: 'iron_mg', potassium_mg: 'potassium_mg', magnesium_mg: 'magnesium_mg', zinc_mg: 'zinc_mg',
      phosphorus_mg: 'phosphorus_mg', vitamin_c_mg: 'vitc_mg', folate_ug: 'folate_ug', thiamin_mg: 'vitb1_mg',
      riboflavin_mg: 'vitb2_mg', niacin_mg: 'vitb3_mg', vitamin_b6_mg: 'vitb6_mg', vitamin_e_mg: 'vite_mg',
    }),
    carbs_g: sum(c('carb_g'), c('fibre_g')),
    saturated_g: sfa === null ? null : sfa / 1000,
    vitamin_d_ug: sum(c('vitd2_ug'), c('vitd3_ug')),
  };
}

const indbTable = lazy(() => {
  const rows = parseCsvObjects(read('indb', 'INDB.csv'));
  return new Map(rows.map((r) => [(r.food_code ?? '').toUpperCase(), indbNutrients(r)]));
});

/** INDB row by food_code ("ASC079"), per 100 g in our units. */
export function indb(code: string): Nutrients | undefined {
  return indbTable().get(code.toUpperCase());
}

// IFCT 2017 comes from npm (always installed), not from ../shared, read as the build reads it.
const ifctTable = lazy(() => new Map(readIfctRows().map((r) => [r.code ?? '', r])));

/** An IFCT row converted exactly as the build converts it (values and the notes it writes). */
export function ifct(code: string): IfctNutrients | undefined {
  const row = ifctTable().get(code.toUpperCase());
  return row ? ifctNutrients(row) : undefined;
}

/** The cited row's values in our units; undefined when the code is not in the table. */
export function referenceNutrients(cited: CitedRow): Nutrients | undefined {
  switch (cited.table) {
    case 'sr26':
      return sr26(cited.code);
    case 'fndds':
      return fndds(cited.code);
    case 'indb':
      return indb(cited.code);
    case 'ifct':
      return ifct(cited.code)?.per100g;
  }
}
