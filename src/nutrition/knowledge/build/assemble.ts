// Assembles the knowledge file from its sources: IFCT rows, the curated food tables, the dish
// recipes, household units and name tables. Pure (no I/O), so tests can run it in memory.
import { computeRecipe } from '../compute-recipe';
import type { DishDef, FoodDef, IfctSupplement } from '../defs';
import type { IfctRow } from '../ifct-row';
import { normalizeName } from '../normalize';
import { MAX_PER_100G, NUTRIENT_KEYS, type Nutrients } from '../nutrients';
import type { HouseholdUnitRow, KnowledgeEntry, KnowledgeFile } from '../types';
import { ifctEntries } from './ifct-entries';
import { buildNameIndex, type NameSource } from './name-index';

export interface KnowledgeSources {
  ifctRows: IfctRow[];
  ifctSupplements: IfctSupplement[];
  foods: FoodDef[];
  /** Foods added by an operator with `npm run foods:import-usda` (lowest precedence). */
  overlayFoods?: FoodDef[];
  dishes: DishDef[];
  units: HouseholdUnitRow[];
  unitAliases: Record<string, string>;
  /** Extra names for IFCT foods, e.g. "atta" → A019 (treated as explicit names). */
  ifctNames: Record<string, string[]>;
  /** Whole-word spelling variants: "chapati" → ["chapatti", "chappati"]. */
  wordVariants: Record<string, string[]>;
}

export function assembleKnowledge(src: KnowledgeSources, inputsHash = ''): KnowledgeFile {
  const problems: string[] = [];
  const ifct = ifctEntries(src.ifctRows, src.ifctSupplements);
  const foods = src.foods.map((f) => foodEntry(f));
  const overlay = (src.overlayFoods ?? []).map((f) => foodEntry(f));

  const ingredientNutrients = new Map<string, Nutrients>();
  for (const e of ifct) ingredientNutrients.set(e.id.slice('ifct:'.length), e.per100g);
  for (const e of [...foods, ...overlay]) ingredientNutrients.set(e.id.slice('food:'.length), e.per100g);

  const dishes: KnowledgeEntry[] = [];
  for (const d of src.dishes) {
    try {
      dishes.push(dishEntry(d, (ref) => ingredientNutrients.get(ref)));
    } catch (err) {
      problems.push(`dish ${d.id}: ${(err as Error).message}`);
    }
  }

  const entries = [...dishes, ...foods, ...overlay, ...ifct];
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) problems.push(`duplicate id ${e.id}`);
    seen.add(e.id);
    for (const key of NUTRIENT_KEYS) {
      const v = e.per100g[key];
      if (typeof v === 'number' && (v < 0 || v > MAX_PER_100G[key] || !Number.isFinite(v))) {
        problems.push(`${e.id}: ${key} = ${v} is outside 0..${MAX_PER_100G[key]} per 100 g`);
      }
    }
  }

  for (const [code, names] of Object.entries(src.ifctNames)) {
    const entry = ifct.find((e) => e.id === `ifct:${code}`);
    if (!entry) problems.push(`ifctNames: unknown IFCT code ${code}`);
    else entry.names.splice(1, 0, ...names.filter((n) => !entry.names.includes(n)));
  }

  const sources: NameSource[] = [];
  for (const e of [...dishes, ...foods]) sources.push({ entry: e, names: e.names, rank: 0 });
  for (const [code, names] of Object.entries(src.ifctNames)) {
    const entry = ifct.find((e) => e.id === `ifct:${code}`);
    if (entry) sources.push({ entry, names, rank: 1 });
  }
  for (const e of overlay) sources.push({ entry: e, names: e.names, rank: 4 });
  for (const e of ifct) {
    sources.push({ entry: e, names: [e.name], rank: 2 });
    sources.push({ entry: e, names: e.names.slice(1).filter(keepRegionalName), rank: 3 });
  }
  const { names, conflicts } = buildNameIndex(sources, src.wordVariants);
  problems.push(...conflicts);

  const unitKeys = new Set(src.units.map((u) => u.unit));
  for (const u of src.units) if (!(u.grams > 0)) problems.push(`unit ${u.unit}/${u.servingClass}: no weight`);
  for (const e of entries) {
    if (!unitKeys.has(e.defaultServing.unit)) problems.push(`${e.id}: default serving unit "${e.defaultServing.unit}" is not in the units table`);
  }
  for (const [alias, key] of Object.entries(src.unitAliases)) {
    if (!unitKeys.has(key)) problems.push(`unit alias ${alias} → unknown unit ${key}`);
  }

  if (problems.length > 0) throw new Error(`Knowledge base has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  const unitAliases: Record<string, string> = {};
  for (const [alias, key] of Object.entries(src.unitAliases)) unitAliases[normalizeName(alias)] = key;
  return { formatVersion: 1, inputsHash, entries, units: src.units, unitAliases, names };
}

function foodEntry(f: FoodDef): KnowledgeEntry {
  return {
    id: `food:${f.id}`,
    kind: 'food',
    name: f.name,
    category: f.category,
    servingClass: f.servingClass,
    ...(f.pieceKind ? { pieceKind: f.pieceKind } : {}),
    defaultServing: f.serving,
    per100g: { ...f.n },
    source: f.source,
    ...(f.notes ? { notes: f.notes } : {}),
    names: [f.name, ...(f.names ?? [])],
    ...(f.densityGPerMl ? { densityGPerMl: f.densityGPerMl } : {}),
    ...(f.portions && f.portions.length > 0 ? { portions: f.portions } : {}),
  };
}

/** The finished batch weight: given, or ingredient weight × yield, plus absorbed frying oil. */
export function cookedWeight(d: DishDef): number {
  if (d.cookedG !== undefined) return d.cookedG;
  if (d.yieldFactor === undefined) throw new Error('needs cookedG or yieldFactor');
  const raw = Object.values(d.ingredients).reduce((s, g) => s + g, 0);
  return Number(((d.yieldFactor * raw) / (1 - (d.fry?.absorption ?? 0))).toFixed(1));
}

function dishEntry(d: DishDef, lookup: (ref: string) => Nutrients | undefined): KnowledgeEntry {
  const { recipe, per100g } = computeRecipe(
    {
      ingredients: Object.entries(d.ingredients).map(([ref, g]) => ({ ref, grams: g })),
      cookedWeightG: cookedWeight(d),
      ...(d.fry ? { fry: d.fry } : {}),
      basis: d.basis,
    },
    lookup,
  );
  return {
    id: `dish:${d.id}`,
    kind: 'dish',
    name: d.name,
    category: d.category,
    region: d.region,
    servingClass: d.servingClass,
    ...(d.pieceKind ? { pieceKind: d.pieceKind } : {}),
    defaultServing: d.serving,
    per100g,
    source: 'recipe',
    names: [d.name, ...(d.names ?? [])],
    ...(d.densityGPerMl ? { densityGPerMl: d.densityGPerMl } : {}),
    recipe,
  };
}

/**
 * IFCT's regional names include two- and three-letter words that are ordinary English or
 * Hinglish words ("ada", "ali", "ana", "mug", "pan", "row"); as a bare name they would turn a
 * word of a meal into a raw ingredient. Only the short names people type for that very food are
 * kept.
 */
const SHORT_REGIONAL_KEPT = new Set(['gur', 'gud', 'til', 'fig', 'pea', 'jau', 'ber', 'bel', 'oil']);
function keepRegionalName(name: string): boolean {
  const norm = normalizeName(name);
  return norm.length > 3 || SHORT_REGIONAL_KEPT.has(norm);
}
