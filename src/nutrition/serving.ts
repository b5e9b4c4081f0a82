// Grams of an item from its amount, unit and size, with weights from the knowledge base's unit
// table. When nothing is said, the food's default serving; a raw IFCT row whose default is
// "100 g" gets the household unit of its serving class instead (ghee by the teaspoon, fruit by
// the piece), because nobody eats "100 g of ghee" by default.
import type { Knowledge, KnowledgeEntry, ServingClass, UnitSize } from './knowledge';

export interface Portion {
  grams: number;
  quantity: number;
  unit: string;
  gramsPerUnit: number;
  size?: UnitSize;
}

const MASS_OR_VOLUME = new Set(['gram', 'kilogram', 'ounce', 'pound', 'ml', 'litre']);
export const isMeasureUnit = (unit: string): boolean => MASS_OR_VOLUME.has(unit);

const CLASS_UNIT: Partial<Record<ServingClass, string>> = {
  fat: 'teaspoon',
  condiment: 'tablespoon',
  spread: 'tablespoon',
  nuts: 'handful',
  beverage: 'glass',
  curd: 'katori',
  liquid: 'katori',
  curry: 'katori',
  dry: 'katori',
  rice: 'katori',
  dessert: 'katori',
  vegetable: 'katori',
  'grain-dry': 'katori',
  'bread-slice': 'slice',
  powder: 'teaspoon',
};
const CLASS_PIECE: Partial<Record<ServingClass, string>> = {
  fruit: 'fruit',
  egg: 'egg',
  biscuit: 'biscuit',
  piece: 'generic',
};

function pieceRow(knowledge: Knowledge, kind: string, size: UnitSize): number | undefined {
  const rows = knowledge.units.filter((r) => r.unit === 'piece' && r.pieceKind === kind);
  return (rows.find((r) => r.size === size) ?? rows[0])?.grams;
}

/** The unit and grams of one default serving of an entry. */
export function defaultServing(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  size: UnitSize = 'medium',
): { unit: string; grams: number } {
  const ds = entry.defaultServing;
  // A curated food's own serving in grams (a label's 30 g of corn flakes, USDA's 85 g of tuna) is
  // the best default; only the "100 g" placeholder of raw rows gives way to the class's unit.
  // A size word scales it as the class's household unit scales ("large omelette").
  if (ds.unit === 'gram' && ds.grams !== 100 && entry.kind !== 'ifct') {
    if (size === 'medium') return { unit: 'gram', grams: ds.grams };
    const medium = classServing(knowledge, entry, 'medium');
    const sized = classServing(knowledge, entry, size);
    const ratio = medium && sized && medium.unit === sized.unit ? sized.grams / medium.grams : 1;
    return { unit: 'gram', grams: Number((ds.grams * ratio).toFixed(1)) };
  }
  if (ds.unit !== 'gram') {
    const sized = size !== 'medium' ? unitGrams(knowledge, entry, ds.unit, size) : undefined;
    return { unit: ds.unit, grams: sized ?? ds.grams };
  }
  return classServing(knowledge, entry, size) ?? { unit: 'gram', grams: ds.grams };
}

/** One household unit of the entry's serving class (a piece of fruit, a katori of dal). */
function classServing(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  size: UnitSize,
): { unit: string; grams: number } | undefined {
  const piece = CLASS_PIECE[entry.servingClass];
  if (piece) {
    const g = pieceRow(knowledge, entry.pieceKind ?? piece, size);
    if (g) return { unit: 'piece', grams: g };
  }
  // A spice or seasoning (jeera, hing, curry leaves) goes in by the teaspoon; a condiment eaten as
  // it is (onion, green chilli, chutney) by the tablespoon.
  const spice = entry.servingClass === 'condiment' && entry.role === 'ingredient' && !entry.tags?.includes('eaten-raw');
  const unit = spice ? 'teaspoon' : CLASS_UNIT[entry.servingClass];
  const g = unit ? knowledge.gramsPerUnit(entry, unit, size) : undefined;
  if (unit && g) return { unit, grams: g };
  return undefined;
}

function unitGrams(knowledge: Knowledge, entry: KnowledgeEntry, unit: string, size: UnitSize): number | undefined {
  // A drink powder by volume ("milo 180 ml") is the drink it makes: its powder at the glass's
  // share (a glass of powder is the one serving it makes, units table), not 180 g of powder.
  if ((unit === 'ml' || unit === 'litre') && entry.servingClass === 'powder' && !entry.densityGPerMl) {
    const glass = knowledge.gramsPerUnit(entry, 'glass', 'medium');
    if (glass !== undefined) return ((unit === 'ml' ? 1 : 1000) * glass) / 250;
  }
  // Volumes by the food's own density; the unit table rounds a 1 ml row to 0.1 g.
  if (unit === 'ml' || unit === 'litre') return (unit === 'ml' ? 1 : 1000) * (entry.densityGPerMl ?? 1);
  // A dish served as a whole plate or serving knows that plate: "1 plate of pav bhaji" is the
  // dish's plate (bhaji + 2 pav, 286 g), not a generic 200 g plate of dry food. Vessels
  // (katori, cup) keep the unit table's weights.
  const own = entry.defaultServing;
  if (unit === own.unit && (unit === 'plate' || unit === 'serving' || unit === 'cup') && size === 'medium')
    return own.grams;
  // "half plate pav bhaji" is half of that plate, as "it was a full plate" doubles it
  if (unit === 'half-plate' && own.unit === 'plate') return own.grams / 2;
  // "a packet of lays": a snack sold by the pack is its own pack (30 g), not a generic 70 g one
  if (unit === 'pack' && entry.pieceKind === 'pack' && own.unit === 'piece' && size === 'medium') return own.grams;
  // "A cup of chai / coffee" is the Indian tea cup the drink is served in (125 ml, units table),
  // not a 240 ml measuring cup; "a mug" or "a glass" of it keeps its own vessel.
  if (unit === 'cup' && own.unit === 'tea-cup') return knowledge.gramsPerUnit(entry, 'tea-cup', size);
  // "2 slices of peanut butter toast": a slice of a compound made on bread carries its share
  // of the spread or filling, so it weighs the recipe per slice of bread in it.
  if (unit === 'slice') {
    // A food counted in slices (pizza) has its own slice sizes.
    if (entry.pieceKind?.endsWith('-slice')) return pieceRow(knowledge, entry.pieceKind, size);
    const compound = compoundSliceGrams(knowledge, entry, size);
    if (compound !== undefined) return compound;
  }
  if (unit === 'piece') {
    // "5 pcs luchi" weighs what "5 luchi" weighs: a food served by the piece knows its piece
    if (own.unit === 'piece' && size === 'medium') return own.grams;
    const kind = entry.pieceKind ?? CLASS_PIECE[entry.servingClass];
    // "a small whopper": a food with a piece of its own but no sized rows is its piece, sized as
    // the unlisted kind's rows size a piece (not a 30 g generic piece)
    if (own.unit === 'piece' && (kind === undefined || kind === 'generic')) {
      const [sized, medium] = [pieceRow(knowledge, 'generic', size), pieceRow(knowledge, 'generic', 'medium')];
      if (sized !== undefined && medium !== undefined && medium > 0) return (own.grams * sized) / medium;
    }
    return kind ? pieceRow(knowledge, kind, size) : undefined;
  }
  return knowledge.gramsPerUnit(entry, unit, size);
}

/**
 * Grams of one slice of a dish made on sliced bread (toast with a spread, a sandwich): the
 * finished recipe weight per slice of bread in it. Undefined for anything else.
 */
export function compoundSliceGrams(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  size: UnitSize = 'medium',
): number | undefined {
  const recipe = entry.recipe;
  if (!recipe || entry.servingClass === 'bread-slice') return undefined;
  let breadG = 0;
  let slice: number | undefined;
  for (const line of recipe.ingredients) {
    const ing = knowledge.byId.get(`food:${line.ref}`) ?? knowledge.byId.get(`ifct:${line.ref}`);
    if (ing?.servingClass !== 'bread-slice') continue;
    breadG += line.grams;
    slice ??= knowledge.gramsPerUnit(ing, 'slice', size);
  }
  if (breadG <= 0 || !slice || breadG >= recipe.rawWeightG) return undefined;
  return Number(((recipe.cookedWeightG * slice) / breadG).toFixed(1));
}

const SMALL_PIECE_G = 35;

function smallPiecePlate(knowledge: Knowledge, entry: KnowledgeEntry, size: UnitSize): number | undefined {
  const kind = entry.pieceKind;
  if (!kind || entry.defaultServing.unit !== 'piece' || entry.defaultServing.grams > SMALL_PIECE_G) return undefined;
  const row = knowledge.units.find((r) => r.unit === 'plate' && r.pieceKind === kind);
  if (!row) return undefined;
  const medium = pieceRow(knowledge, kind, 'medium');
  const sized = pieceRow(knowledge, kind, size);
  return medium && sized ? Math.round((row.grams * sized) / medium) : row.grams;
}

/** More than 50 pieces, or 20 or more servings of anything else, is not a count but grams. */
const MAX_PIECES = 50;
const MAX_SERVINGS = 20;

function isBareWeight(knowledge: Knowledge, entry: KnowledgeEntry, q: number): boolean {
  const counted =
    entry.defaultServing.unit === 'piece' ||
    countedPieceKind(entry) !== undefined ||
    CLASS_PIECE[entry.servingClass] !== undefined;
  return counted ? q > MAX_PIECES : q >= MAX_SERVINGS;
}

/** The piece kind a bare count of this food is read in ("25 grapes", "5 dates", "10 almonds"). */
function countedPieceKind(entry: KnowledgeEntry): string | undefined {
  if (entry.defaultServing.unit === 'piece') return undefined;
  if (entry.countPiece) return entry.countPiece;
  if (entry.servingClass === 'nuts') return 'nut';
  return undefined;
}

/**
 * A food sold in sizes (a fountain drink's small, medium and large cup, an order of fries) is
 * that size when a size word comes without a unit: "a large coke" is the large drink, not a
 * large glass. The sizes are unit rows of the food's piece kind with a size (units table); a
 * piece kind whose only sized rows are pieces (roti, pizza slice) has none.
 */
function soldSize(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  size: UnitSize,
): { unit: string; grams: number } | undefined {
  const kind = entry.pieceKind;
  if (!kind) return undefined;
  const row = knowledge.units.find((r) => r.pieceKind === kind && r.unit !== 'piece' && r.size === size);
  return row ? { unit: row.unit, grams: row.grams } : undefined;
}

/** One whole round food of the size its diameter gives, for foods weighed whole by size (pizza). */
export function wholeByDiameter(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  unit: string,
  length: number,
): Portion | undefined {
  if (unit !== 'inch' && unit !== 'cm') return undefined;
  const inches = unit === 'cm' ? length / 2.54 : length;
  const size: UnitSize = inches <= 10 ? 'small' : inches <= 12.5 ? 'medium' : 'large';
  // (FNDDS: a personal pizza is 5–7" across, a row of its own when the food has one)
  const personal = inches <= 7.5 && entry.pieceKind ? unitGrams(knowledge, entry, 'personal', 'medium') : undefined;
  if (personal !== undefined && personal > 0)
    return { grams: personal, quantity: 1, unit: 'personal', gramsPerUnit: personal };
  const per = entry.pieceKind ? unitGrams(knowledge, entry, 'whole', size) : undefined;
  return per !== undefined && per > 0 ? { grams: per, quantity: 1, unit: 'whole', gramsPerUnit: per, size } : undefined;
}

/** Units of length: a piece's size, weighed only for foods with a row by length (subs). */
const LENGTH_UNITS = new Set(['cm', 'inch', 'footlong']);

export function portionOf(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  quantity?: number,
  unit?: string,
  size?: UnitSize,
): Portion {
  const q = quantity !== undefined && quantity > 0 && Number.isFinite(quantity) ? quantity : 1;
  if (unit) {
    const per = unitGrams(knowledge, entry, unit, size ?? 'medium');
    if (per !== undefined && per > 0)
      return { grams: q * per, quantity: q, unit, gramsPerUnit: per, ...(size ? { size } : {}) };
    // "a 12 inch pizza": a diameter is the size of one whole pizza (FNDDS: small 8–10", medium
    // 11–12", large 13–15"), not twelve of anything
    const whole = wholeByDiameter(knowledge, entry, unit, q);
    if (whole) return whole;
    // A unit this food has no weight for ("a piece of dal"): count default servings instead;
    // a length ("a 30 cm dosa") says nothing of a food without a weight by length: one serving.
    if (LENGTH_UNITS.has(unit)) return portionOf(knowledge, entry, undefined, undefined, size);
  }
  // "chicken breast 200", "milk 500", "dal 150": a bare number too large to be a count of
  // servings is a weight in grams (millilitres for a drink), as athletes log by the scale.
  if (!unit && quantity !== undefined && isBareWeight(knowledge, entry, q)) {
    const ml = entry.servingClass === 'beverage';
    const per = ml ? (entry.densityGPerMl ?? 1) : 1;
    return { grams: q * per, quantity: q, unit: ml ? 'ml' : 'gram', gramsPerUnit: per, ...(size ? { size } : {}) };
  }
  // "half tandoori chicken", "half a pizza": a share of a food served whole is of the whole one,
  // not of one of its pieces
  if (!unit && quantity !== undefined && quantity > 0 && quantity < 1 && entry.pieceKind) {
    const whole = unitGrams(knowledge, entry, 'whole', size ?? 'medium');
    if (whole !== undefined && whole > 0)
      return { grams: q * whole, quantity: q, unit: 'whole', gramsPerUnit: whole, ...(size ? { size } : {}) };
  }
  // "10 almonds", "5 dates": a count of nuts or dates is pieces of them, not handfuls; "almonds"
  // with no count is the class's default serving (a handful).
  // (a unit this food has no weight for is no count of its pieces: "a packet of monaco" is not one cracker)
  const countKind = quantity !== undefined && (!unit || unit === 'piece') ? countedPieceKind(entry) : undefined;
  const countG = countKind ? pieceRow(knowledge, countKind, size ?? 'medium') : undefined;
  if (countG) return { grams: q * countG, quantity: q, unit: 'piece', gramsPerUnit: countG, ...(size ? { size } : {}) };
  // "dates" with no count: FNDDS 62110100 date, quantity not specified = 40 g, i.e. 5 dates of 8 g.
  const dateG =
    quantity === undefined && countedPieceKind(entry) === 'date'
      ? pieceRow(knowledge, 'date', size ?? 'medium')
      : undefined;
  if (dateG) return { grams: 5 * dateG, quantity: 5, unit: 'piece', gramsPerUnit: dateG, ...(size ? { size } : {}) };
  // "momos", "paneer tikka", "pakoras" with no amount: small pieces are eaten by the plate, so
  // the default is the menu plate of that kind (units table), not one 15-35 g piece.
  const plate = quantity === undefined ? smallPiecePlate(knowledge, entry, size ?? 'medium') : undefined;
  if (plate) return { grams: plate, quantity: 1, unit: 'plate', gramsPerUnit: plate, ...(size ? { size } : {}) };
  const sold = size ? soldSize(knowledge, entry, size) : undefined;
  if (sold) return { grams: q * sold.grams, quantity: q, unit: sold.unit, gramsPerUnit: sold.grams, size };
  const d = defaultServing(knowledge, entry, size ?? 'medium');
  // "100 g" as a default reads as 100 of the gram unit, not 1 of a 100 g unit.
  if (d.unit === 'gram')
    return { grams: q * d.grams, quantity: q * d.grams, unit: 'gram', gramsPerUnit: 1, ...(size ? { size } : {}) };
  return { grams: q * d.grams, quantity: q, unit: d.unit, gramsPerUnit: d.grams, ...(size ? { size } : {}) };
}
