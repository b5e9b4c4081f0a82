// zod schemas of the knowledge data files under knowledge/ (docs/knowledge-guide.md). The build
// (scripts/knowledge/read-sources.ts) parses every row with these, so a mistake in a data file
// stops the build with the file, the row and the reason instead of reaching the engine.
import { z } from 'zod';
import { NUTRIENT_KEYS } from './nutrients';

export const ROLES = ['main', 'side', 'bread', 'condiment', 'garnish', 'drink', 'supplement', 'snack', 'sweet', 'ingredient'] as const;
export const TAGS = ['addable', 'sweetener', 'egg-dish', 'garnish-by-spoon', 'eaten-raw', 'whole-meal'] as const;
export const SERVING_CLASSES = [
  'liquid', 'curry', 'dry', 'rice', 'dessert', 'beverage', 'curd', 'condiment', 'fat', 'powder', 'grain-dry', 'nuts', 'fruit',
  'vegetable', 'meat', 'egg', 'bread-slice', 'biscuit', 'spread', 'piece', 'solid',
] as const;
export const REGIONS = [
  'north-indian', 'south-indian', 'east-indian', 'west-indian', 'pan-indian', 'pakistani', 'bangladeshi', 'sri-lankan', 'nepali', 'international',
] as const;
export const DISH_CATEGORIES = ['bread', 'dal', 'sabzi', 'curry', 'rice', 'breakfast', 'chutney', 'snack', 'sweet', 'drink', 'side', 'egg', 'soup'] as const;
export const SIZES = ['small', 'medium', 'large'] as const;

/** "a|b|c" → ["a", "b", "c"]; empty cell → []. */
const list = z.string().transform((s) => s.split('|').map((x) => x.trim()).filter((x) => x !== ''));
const optionalText = z.string().transform((s) => (s.trim() === '' ? undefined : s.trim()));
const optionalNumber = z.string().transform((s, ctx) => {
  if (s.trim() === '') return undefined;
  const n = Number(s);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: `"${s}" is not a number` });
    return z.NEVER;
  }
  return n;
});
const positive = optionalNumber.refine((n) => n === undefined || n > 0, 'must be greater than 0');
const requiredPositive = positive.refine((n) => n !== undefined, 'is required');
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lowercase slug (a-z, 0-9, -)');
const entryId = z.string().regex(/^(ifct|food|dish):[A-Za-z0-9-]+$/, 'must be ifct:<code>, food:<id> or dish:<id>');
const tagList = list.pipe(z.array(z.enum(TAGS)));
/** An enum cell that may be empty (then undefined). */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform((s) => (s.trim() === '' ? undefined : s.trim())).pipe(z.enum(values).optional());
/** The citation of a row: a table and its code, a label or a recipe (checked in CI). */
export const SOURCE = z
  .string()
  .regex(/^(USDA SR26 \d{5}|USDA FNDDS 2017-18 \d{8}|INDB [A-Z]{3}\d{3}|IFCT 2017 [A-Z]\d{3}|label: .{8,}|recipe: .{4,})/, 'must cite "USDA SR26 <ndb>", "USDA FNDDS 2017-18 <code>", "INDB <code>", "IFCT 2017 <code>", "label: …" or "recipe: …"');

const nutrientColumns = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, optionalNumber])) as Record<(typeof NUTRIENT_KEYS)[number], typeof optionalNumber>;

/** knowledge/foods/*.csv: a food with its own per-100 g numbers. */
export const FoodRow = z.object({
  id: slug,
  name: z.string().min(1),
  names: list,
  category: z.string().min(1),
  role: z.enum(ROLES),
  serving_class: z.enum(SERVING_CLASSES),
  piece_kind: optionalText,
  serving_unit: z.string().min(1),
  serving_grams: requiredPositive,
  serving_label: z.string().min(1),
  density_g_per_ml: positive,
  count_piece: optionalText,
  tags: tagList,
  contains: list.pipe(z.array(entryId)),
  source: SOURCE,
  notes: list,
  ...nutrientColumns,
});
export type FoodRow = z.output<typeof FoodRow>;

/** knowledge/foods/ifct-groups.csv: how the rows of one IFCT food group are served by default. */
export const IfctGroupRow = z.object({
  group: z.string().min(1),
  serving_class: z.enum(SERVING_CLASSES),
  role: z.enum(ROLES),
  serving_unit: z.string().min(1),
  serving_grams: requiredPositive,
  serving_label: z.string().min(1),
  density_g_per_ml: positive,
  piece_kind: optionalText,
});
export type IfctGroupRow = z.output<typeof IfctGroupRow>;

/** knowledge/foods/ifct-attributes.csv: attributes of one IFCT row (empty = the group's). */
export const IfctAttributeRow = z.object({
  ifct_code: z.string().regex(/^[A-Z]\d{3}$/),
  ifct_name: z.string(),
  serving_class: optionalEnum(SERVING_CLASSES),
  role: optionalEnum(ROLES),
  serving_unit: optionalText,
  serving_grams: positive,
  serving_label: optionalText,
  density_g_per_ml: positive,
  piece_kind: optionalText,
  count_piece: optionalText,
  tags: tagList,
}).refine((r) => [r.serving_unit, r.serving_grams, r.serving_label].every((v) => v === undefined) || [r.serving_unit, r.serving_grams, r.serving_label].every((v) => v !== undefined), {
  message: 'serving_unit, serving_grams and serving_label go together: give all three or none',
});
export type IfctAttributeRow = z.output<typeof IfctAttributeRow>;

const nutrientKey = z.enum(NUTRIENT_KEYS);

/** knowledge/foods/ifct-supplements.csv: a value IFCT does not report, from a cited row. */
export const IfctSupplementRow = z.object({
  ifct_code: z.string().regex(/^[A-Z]\d{3}$/),
  nutrient: nutrientKey,
  value: optionalNumber.refine((n) => n !== undefined && n >= 0, 'must be a number ≥ 0'),
  source: z.string().regex(/^USDA (SR26 \d{5}|FNDDS 2017-18 \d{8})/, 'must cite a USDA row'),
});
export type IfctSupplementRow = z.output<typeof IfctSupplementRow>;

/** knowledge/foods/ifct-micronutrient-overrides.csv: an IFCT value replaced, or made unknown. */
export const IfctOverrideRow = z.object({
  ifct_code: z.string().regex(/^[A-Z]\d{3}$/),
  nutrient: nutrientKey,
  value: optionalNumber,
  source: optionalText,
  reason: z.string().min(3),
}).refine((o) => o.value === undefined || /^USDA (SR26 \d{5}|FNDDS 2017-18 \d{8})/.test(o.source ?? ''), {
  message: 'a replacement value must cite the USDA row it comes from in source',
});
export type IfctOverrideRow = z.output<typeof IfctOverrideRow>;

const ServingSchema = z.object({ unit: z.string().min(1), grams: z.number().positive(), label: z.string().min(1) });

/** knowledge/dishes/*.json: one recipe. */
export const DishSchema = z.object({
  id: slug,
  name: z.string().min(1),
  names: z.array(z.string().min(1)).default([]),
  region: z.enum(REGIONS),
  category: z.enum(DISH_CATEGORIES),
  role: z.enum(ROLES),
  servingClass: z.enum(SERVING_CLASSES),
  pieceKind: z.string().optional(),
  /** A count of the dish counts these pieces ("3 ennegayi" are 3 stuffed brinjals, not 3 katoris). */
  countPiece: z.string().optional(),
  serving: ServingSchema,
  ingredients: z
    .array(z.object({ ref: z.string().min(1), grams: z.number().positive(), note: z.string().optional() }).strict())
    .min(1),
  cookedG: z.number().positive(),
  fry: z.object({ oil: z.string().min(1), absorption: z.number().gt(0).lt(0.6) }).strict().optional(),
  basis: z.string().min(3),
  densityGPerMl: z.number().positive().optional(),
  parts: z.array(entryId).optional(),
  contains: z.array(entryId).optional(),
  tags: z.array(z.enum(TAGS)).optional(),
  indb: z.array(z.string().regex(/^[A-Z]{3}\d{3}$/)).optional(),
  indbReason: z.string().min(10).optional(),
}).strict().refine((d) => d.indbReason === undefined || (d.indb !== undefined && d.indb.length === 1), {
  message: 'indbReason explains the gap to one INDB code: give exactly one in indb (link more codes in names/indb-links-*.csv, each with its reason)',
});
export type DishSchema = z.output<typeof DishSchema>;
export const DishFile = z.object({ dishes: z.array(z.unknown()) }).strict();

/** knowledge/units/units.csv */
export const UnitRow = z.object({
  unit: z.string().min(1),
  serving_class: z.union([z.literal('*'), z.enum(SERVING_CLASSES)]),
  piece_kind: optionalText,
  size: optionalEnum(SIZES),
  grams: requiredPositive,
  ml: positive,
  source: z.string().min(3),
});
export type UnitRow = z.output<typeof UnitRow>;
export const UnitAliasRow = z.object({ alias: z.string().min(1), unit: z.string().min(1) });

/** knowledge/names/*.csv with entry_id,name,lang: more names for an entry. */
export const AliasRow = z.object({ entry_id: entryId, name: z.string().min(2), lang: z.string().regex(/^([a-z]{2})?$/, 'a two-letter language code or empty') });
export type AliasRow = z.output<typeof AliasRow>;
/** knowledge/names/indb-links-*.csv: an INDB recipe that is the same food as a Crease entry. */
export const IndbLinkRow = z.object({
  indb_code: z.string().regex(/^[A-Z]{3}\d{3}$/),
  entry_id: entryId,
  names: list,
  reason: optionalText,
});
export type IndbLinkRow = z.output<typeof IndbLinkRow>;
export const PreferredRow = z.object({ word: z.string().min(1), names: list.pipe(z.array(z.string()).min(1)) });
export const OrdinaryWordRow = z.object({ word: z.string().regex(/^[a-z]+$/, 'one lowercase word'), lang: z.string().min(2), meaning: z.string().min(1) });
/** knowledge/language/idioms.csv: a phrase of food words that is never food ("khichdi ho gayi", "meat of the bat"). */
export const IdiomRow = z.object({
  phrase: z.string().regex(/^[a-z]+(?: [a-z]+)+$/, 'two or more lowercase words'),
  lang: z.string().min(2),
  meaning: z.string().min(1),
});
/** knowledge/language/edit-words.csv: an edit's verb or function word in a regional language, as the Hindi or English the edit readers know. */
export const EditWordRow = z.object({
  phrase: z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'lowercase words'),
  means: z.string().regex(/^(?:[a-z]+(?: [a-z]+)*)?$/, 'lowercase words, or empty for a word with nothing to read'),
  note: z.string().min(1),
});
export const WordSynonymRow = z.object({ word: z.string().min(1), standard: z.string().min(1) });
/** A dry staple named without a weight is eaten as this dish (knowledge/names/served-as.csv). */
export const ServedAsRow = z.object({ entry_id: z.string().min(1), served_as: z.string().min(1), reason: z.string().min(1) });
export const WordVariantRow = z.object({ word: z.string().min(1), variant: z.string().min(1) });
