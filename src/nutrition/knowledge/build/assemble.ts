// Assembles the knowledge file from its sources: IFCT rows and the data files under knowledge/
// (curated foods, dish recipes, household units, names, attributes), as read and schema-checked
// by scripts/knowledge/read-sources.ts. Pure (no I/O), so tests can run it in memory.
import { computeRecipe } from '../compute-recipe';
import type { DishDef, FoodDef } from '../defs';
import type { IfctRow } from '../ifct-row';
import { normalizeName } from '../normalize';
import { MAX_PER_100G, NUTRIENT_KEYS, type Nutrients } from '../nutrients';
import type { HouseholdUnitRow, KnowledgeEntry, KnowledgeFile, Role, ServingClass } from '../types';
import { ifctEntries, type IfctData } from './ifct-entries';
import { buildNameIndex, preferredWithVariants, type NameSource } from './name-index';

export interface IndbLink {
  code: string;
  entryId: string;
  names: string[];
  reason?: string;
}

export interface KnowledgeSources {
  ifctRows: IfctRow[];
  ifct: IfctData;
  foods: FoodDef[];
  /** Foods added by an operator with `npm run foods:import-usda` (lowest precedence). */
  overlayFoods?: FoodDef[];
  dishes: DishDef[];
  units: HouseholdUnitRow[];
  unitAliases: Record<string, string>;
  /** More names for any entry (IFCT everyday names, regional names, brands). */
  aliases: Array<{ entryId: string; name: string }>;
  /** INDB recipes that are the same food as an entry: their names and codes join the entry. */
  indbLinks: IndbLink[];
  /** Whole-word spelling variants: "chapati" → ["chapatti", "chappati"]. */
  wordVariants: Record<string, string[]>;
  preferred: Record<string, string[]>;
  wordSynonyms: Record<string, string>;
  /** A dry staple's id → the dish it is eaten as when named without a weight (oats → porridge). */
  servedAs?: Record<string, string>;
  /** Everyday words of the languages our users write (see KnowledgeFile.everydayWords). */
  everydayWords: string[];
  /** The Indian-language everyday words alone (language/ordinary-words.csv), without English ones. */
  ordinaryWords?: string[];
  /** Phrases of food words that are never food (language/idioms.csv). */
  idioms?: string[];
  /** Regional edit words and what they mean (language/edit-words.csv). */
  editWords?: Record<string, string>;
}

export function assembleKnowledge(src: KnowledgeSources, inputsHash = ''): KnowledgeFile {
  const problems: string[] = [];
  const ifct = ifctEntries(src.ifctRows, src.ifct);
  const foods = src.foods.map((f) => foodEntry(f));
  const overlay = (src.overlayFoods ?? []).map((f) => foodEntry(f));

  const ingredientNutrients = new Map<string, Nutrients>();
  for (const e of ifct) ingredientNutrients.set(e.id.slice('ifct:'.length), e.per100g);
  for (const e of [...foods, ...overlay]) ingredientNutrients.set(e.id.slice('food:'.length), e.per100g);

  // A dish may use another dish as an ingredient ("dish:rajma" in rajma chawal): dishes are
  // computed in rounds until every one whose ingredients are known is done.
  const dishes: KnowledgeEntry[] = [];
  let pending = [...src.dishes];
  while (pending.length > 0) {
    const next: DishDef[] = [];
    for (const d of pending) {
      if (d.ingredients.some((l) => l.ref.startsWith('dish:') && !ingredientNutrients.has(l.ref))) {
        next.push(d);
        continue;
      }
      try {
        const entry = dishEntry(d, (ref) => ingredientNutrients.get(ref));
        dishes.push(entry);
        ingredientNutrients.set(entry.id, entry.per100g);
      } catch (err) {
        problems.push(`dish ${d.id}: ${(err as Error).message}`);
      }
    }
    if (next.length === pending.length) {
      for (const d of next) problems.push(`dish ${d.id}: a dish ingredient is unknown or circular`);
      break;
    }
    pending = next;
  }

  const entries = [...dishes, ...foods, ...overlay, ...ifct];
  const byId = new Map<string, KnowledgeEntry>();
  for (const e of entries) {
    if (byId.has(e.id)) problems.push(`duplicate id ${e.id}`);
    byId.set(e.id, e);
    for (const key of NUTRIENT_KEYS) {
      const v = e.per100g[key];
      if (typeof v === 'number' && (v < 0 || v > MAX_PER_100G[key] || !Number.isFinite(v))) {
        problems.push(`${e.id}: ${key} = ${v} is outside 0..${MAX_PER_100G[key]} per 100 g`);
      }
    }
  }

  const aliasSources = new Map<KnowledgeEntry, string[]>();
  const addAlias = (entryId: string, name: string, where: string) => {
    const entry = byId.get(entryId);
    if (!entry) return problems.push(`${where}: unknown entry ${entryId}`);
    const added = aliasSources.get(entry) ?? [];
    aliasSources.set(entry, [...added, name]);
    // IFCT rows: aliases (everyday names) before IFCT's regional names, in file order.
    if (!entry.names.includes(name)) entry.names.splice(entry.kind === 'ifct' ? 1 + added.length : entry.names.length, 0, name);
  };
  for (const a of src.aliases) addAlias(a.entryId, a.name, `alias "${a.name}"`);
  for (const link of src.indbLinks) {
    const entry = byId.get(link.entryId);
    if (!entry) {
      problems.push(`INDB link ${link.code}: unknown entry ${link.entryId}`);
      continue;
    }
    entry.indb = [...(entry.indb ?? []), link.code];
    if (link.reason) entry.indbReason = [entry.indbReason, `${link.code}: ${link.reason}`].filter(Boolean).join('; ');
    for (const name of link.names) addAlias(link.entryId, name, `INDB link ${link.code}`);
  }

  // An IFCT regional name that is an everyday word of the languages our users write ("tali" is
  // Hindi for fried, a name of paneer in IFCT) would turn that word of a sentence into the food.
  // (English everyday words are left in: "corn", "okra" and "beet" are those foods.)
  const everydayWord = new Set((src.ordinaryWords ?? []).map((w) => normalizeName(w)));
  const sources: NameSource[] = [];
  for (const e of [...dishes, ...foods]) sources.push({ entry: e, names: e.names.filter((n) => !aliasSources.get(e)?.includes(n)), rank: 0 });
  for (const [entry, names] of aliasSources) sources.push({ entry, names, rank: 1 });
  for (const e of overlay) sources.push({ entry: e, names: e.names, rank: 4 });
  for (const e of ifct) {
    const aliases = new Set(aliasSources.get(e) ?? []);
    sources.push({ entry: e, names: [e.name], rank: 2 });
    sources.push({
      entry: e,
      names: e.names.slice(1).filter((n) => !aliases.has(n) && keepRegionalName(n) && !everydayWord.has(normalizeName(n))),
      rank: 3,
    });
  }
  const { names, conflicts } = buildNameIndex(sources, src.wordVariants);
  problems.push(...conflicts);

  const unitKeys = new Set(src.units.map((u) => u.unit));
  const pieceKinds = new Set(src.units.filter((u) => u.pieceKind).map((u) => u.pieceKind));
  for (const u of src.units) if (!(u.grams > 0)) problems.push(`unit ${u.unit}/${u.servingClass}: no weight`);
  for (const e of entries) {
    if (!unitKeys.has(e.defaultServing.unit)) problems.push(`${e.id}: default serving unit "${e.defaultServing.unit}" is not in the units table`);
    for (const kind of [e.pieceKind, e.countPiece]) {
      if (kind && !pieceKinds.has(kind)) problems.push(`${e.id}: piece kind "${kind}" has no sizes in the units table`);
    }
    for (const ref of [...(e.parts ?? []), ...(e.contains ?? [])]) {
      if (!byId.has(ref)) problems.push(`${e.id}: refers to unknown entry ${ref}`);
    }
  }
  for (const [from, to] of Object.entries(src.servedAs ?? {})) {
    if (!byId.has(from) || !byId.has(to)) problems.push(`served as: ${from} → ${to} names an unknown entry`);
  }
  for (const [alias, key] of Object.entries(src.unitAliases)) {
    if (!unitKeys.has(key)) problems.push(`unit alias ${alias} → unknown unit ${key}`);
  }

  if (problems.length > 0) throw new Error(`Knowledge base has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  const unitAliases: Record<string, string> = {};
  for (const [alias, key] of Object.entries(src.unitAliases)) unitAliases[normalizeName(alias)] = key;
  // Preferred words are matched against the words as the parser sees them, as written.
  // Words of three letters or more: shorter ones are never spell-corrected (parse/fuzzy.ts) and
  // the parser treats every name of one or two letters with suspicion anyway.
  const everydayWords = [...new Set(src.everydayWords.map((w) => normalizeName(w)))].filter((w) => w.length >= 3 && !w.includes(' ')).sort();
  return { formatVersion: 3, inputsHash, entries, units: src.units, unitAliases, names, preferred: preferredWithVariants(src.preferred, src.wordVariants, names), wordSynonyms: src.wordSynonyms, servedAs: src.servedAs ?? {}, everydayWords, idioms: [...new Set((src.idioms ?? []).map((p) => normalizeName(p)))], editWords: src.editWords ?? {} };
}

/** A food's role when its row does not say (operator-imported foods). */
function defaultRole(cls: ServingClass): Role {
  if (cls === 'beverage') return 'drink';
  if (cls === 'fat' || cls === 'condiment' || cls === 'spread') return 'condiment';
  if (cls === 'bread-slice') return 'bread';
  if (cls === 'biscuit') return 'snack';
  return 'main';
}

function foodEntry(f: FoodDef): KnowledgeEntry {
  return {
    id: `food:${f.id}`,
    kind: 'food',
    name: f.name,
    category: f.category,
    servingClass: f.servingClass,
    role: f.role ?? defaultRole(f.servingClass),
    ...(f.pieceKind ? { pieceKind: f.pieceKind } : {}),
    ...(f.countPiece ? { countPiece: f.countPiece } : {}),
    ...(f.tags && f.tags.length > 0 ? { tags: f.tags } : {}),
    ...(f.contains && f.contains.length > 0 ? { contains: f.contains } : {}),
    defaultServing: f.serving,
    per100g: { ...f.n },
    source: f.source,
    ...(f.notes && f.notes.length > 0 ? { notes: f.notes } : {}),
    names: [f.name, ...(f.names ?? []).filter((n) => n !== f.name)],
    ...(f.densityGPerMl ? { densityGPerMl: f.densityGPerMl } : {}),
    ...(f.portions && f.portions.length > 0 ? { portions: f.portions } : {}),
  };
}

function dishEntry(d: DishDef, lookup: (ref: string) => Nutrients | undefined): KnowledgeEntry {
  const { recipe, per100g } = computeRecipe(
    {
      ingredients: d.ingredients.map((l) => ({ ref: l.ref, grams: l.grams })),
      cookedWeightG: d.cookedG,
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
    role: d.role,
    ...(d.pieceKind ? { pieceKind: d.pieceKind } : {}),
    ...(d.countPiece ? { countPiece: d.countPiece } : {}),
    ...(d.tags && d.tags.length > 0 ? { tags: d.tags } : {}),
    ...(d.parts && d.parts.length > 0 ? { parts: d.parts } : {}),
    // Only what the recipe does not list: its own lines are in `recipe` already.
    ...(d.contains && d.contains.length > 0 ? { contains: d.contains } : {}),
    ...(d.indb && d.indb.length > 0 ? { indb: d.indb } : {}),
    // Written as the INDB links write theirs ("ASC350: why"); the schema allows it with one code.
    ...(d.indbReason && d.indb ? { indbReason: `${d.indb[0]}: ${d.indbReason}` } : {}),
    defaultServing: d.serving,
    per100g,
    source: 'recipe',
    names: [d.name, ...(d.names ?? []).filter((n) => n !== d.name)],
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
