// An amount block: "2", "2 medium", "1.5 katori", "200 g", "a large glass of", "half plate",
// "paav kilo", "katori" (a unit alone means one of it). Read at a token position.
import type { Knowledge, UnitSize } from '../knowledge';
import { readAmount, UNIT_ONLY_WORDS } from './quantity';
import { SIZES } from './lexicon';
import type { Token } from './tokenize';

export interface AmountBlock {
  quantity?: number;
  unit?: string;
  size?: UnitSize;
  /** The size word as written ("regular"): for a food with a unit of that name (a chain's regular pizza). */
  sizeWord?: string;
  /** A number, a number word or a unit was written ("2", "ek", "katori"), not only "a"/"an". */
  stated: boolean;
  /** "half of a 12 inch pizza": the share of the amount that follows it. */
  share?: number;
  end: number;
}

// Unit aliases that are ordinary words unless an amount comes first ("no sugar", "whole wheat";
// "green gram", "horse gram" are legumes, "100 gram" a weight).
const NEEDS_NUMBER = new Set([
  'no',
  'nos',
  'whole',
  'count',
  'l',
  'g',
  'gr',
  'gram',
  'grams',
  'gm',
  'gms',
  'cutting',
  // "ek bhar cha" (a clay cup); "pet bhar" (a full stomach) is no cup
  'bhar',
  'bhaar',
  'serving',
  'servings',
  'portion',
  'portions',
  'date',
  'nag',
  'pc',
  'slc',
  'spoon',
  'spoons',
  'can',
  'cans',
  'tin',
  'tins',
  'carton',
  'cartons',
  'order',
  'orders',
  'drink',
  'drinks',
  'cm',
  'inch',
  'inches',
]);

const HALF_WORDS = new Set(['half', 'aadhi', 'adhi', 'aadha', 'adha']);
/** What a measure said "x 2" comes in: "200 ml x 2 pouch". */
const PACK_WORDS = new Set([
  'pouch',
  'pouches',
  'packet',
  'packets',
  'pack',
  'packs',
  'bottle',
  'bottles',
  'can',
  'cans',
  'times',
]);
const ARTICLES = new Set(['a', 'an', 'the']);
/** Measures a container is said in ("the 150 g slab", "a 90 g one"). */
const WEIGHED = new Set(['gram', 'kilogram', 'ml', 'litre']);
/** What a stated weight or volume is the weight of: the bar, the tub, the one. */
const CONTAINERS = new Set(['bar', 'slab', 'tub', 'block', 'box', 'tin', 'jar', 'sachet', 'one', 'cup', 'container']);

const word = (tokens: Token[], i: number): string | undefined =>
  tokens[i]?.kind === 'word' ? tokens[i]?.t : undefined;

/** A unit of one or two words at `i`: its key and the next index. */
export function readUnit(
  tokens: Token[],
  i: number,
  knowledge: Knowledge,
  afterNumber: boolean,
): { unit: string; end: number } | undefined {
  const w1 = word(tokens, i);
  if (w1 === undefined) return undefined;
  const w2 = word(tokens, i + 1);
  if (w2 !== undefined) {
    const two = knowledge.unitKey(`${w1} ${w2}`);
    if (two) return { unit: two, end: i + 2 };
  }
  if (!afterNumber && NEEDS_NUMBER.has(w1)) return undefined;
  const one = knowledge.unitKey(w1);
  return one ? { unit: one, end: i + 1 } : undefined;
}

/** The amount after "of", "a" or "of a" at `p` ("half of a 12 inch …"), when one is stated there. */
function shareOfAmount(tokens: Token[], p: number, knowledge: Knowledge, joined: boolean): AmountBlock | undefined {
  let k = p;
  if (word(tokens, k) === 'of') k++;
  if (ARTICLES.has(word(tokens, k) ?? '')) k++;
  if (k === p && !joined) return undefined;
  const inner = readAmountBlock(tokens, k, knowledge);
  return inner?.stated && inner.quantity !== undefined ? inner : undefined;
}

export function readAmountBlock(tokens: Token[], i: number, knowledge: Knowledge): AmountBlock | undefined {
  let p = i;
  let quantity: number | undefined;
  let size: UnitSize | undefined;
  // "half plate" / "aadhi plate" is a unit of its own (half of the plate the food is served on,
  // decision 127): read it as one unit before "half" can be read as the amount 0.5.
  const whole = HALF_WORDS.has(word(tokens, p) ?? '') ? readUnit(tokens, p, knowledge, false) : undefined;
  if (whole && whole.end === p + 2) {
    p = whole.end;
    let size: UnitSize | undefined;
    if (SIZES[word(tokens, p) ?? ''] && word(tokens, p + 1) === undefined) size = SIZES[word(tokens, p) ?? ''];
    if (size) p++;
    if (word(tokens, p) === 'of') p++;
    return { quantity: 1, unit: whole.unit, ...(size ? { size } : {}), stated: true, end: p };
  }
  const amount = readAmount(tokens, p);
  const article = amount !== undefined && amount.end === p + 1 && (word(tokens, p) === 'a' || word(tokens, p) === 'an');
  const unitOnly = UNIT_ONLY_WORDS[word(tokens, p) ?? ''];
  if (amount) {
    quantity = amount.value;
    p = amount.end;
    // "half of a 12 inch pizza", "half a 500 ml bottle": a share of the amount said after it
    // ("half of a" may be read as one amount: its "of a" is then already behind p)
    const share = quantity < 1 && !article ? shareOfAmount(tokens, p, knowledge, amount.end > i + 1) : undefined;
    if (share) return { ...share, share: quantity * (share.share ?? 1) };
  } else if (unitOnly !== undefined && readUnit(tokens, p + 1, knowledge, true)) {
    quantity = unitOnly;
    p++;
  }
  if (word(tokens, p) === 'x' || tokens[p]?.kind === 'dash') p++;
  const sizeAt = (k: number) => SIZES[word(tokens, k) ?? ''];
  // "6 mini samosas", "cocktail samosa": a size word that begins a food's name is part of the name
  // (not before a number: "bada 400 ml glass" is a large glass, though "bada" alone names a vada)
  const nameAt = (k: number) =>
    tokens[k + 1]?.kind !== 'num' && knowledge.findByName(`${word(tokens, k) ?? ''} ${word(tokens, k + 1) ?? ''}`);
  // "3 ta bara": a size word that ends the phrase and names a food is that food (Odia vada)
  const last = tokens[p + 1] === undefined ? (word(tokens, p) ?? '') : '';
  const lastName =
    last !== '' &&
    (knowledge.findByName(last) !== undefined ||
      knowledge.findByName(knowledge.wordSynonyms.get(last) ?? '') !== undefined);
  let sizeWord: string | undefined;
  if (sizeAt(p) && !nameAt(p) && !lastName) {
    sizeWord = word(tokens, p);
    size = sizeAt(p++);
  }
  // "bada 400 ml glass", "big 2 katori": a size word before a stated amount is that amount's
  if (size && quantity === undefined && tokens[p]?.kind === 'num') {
    const inner = readAmountBlock(tokens, p, knowledge);
    if (inner?.stated) return { ...inner, size: inner.size ?? size };
  }
  // "a bottle gourd sabzi", "bottle gourd", "a cup noodle": a unit word that begins a food's name
  // with no number before it is the name, not a unit ("1 mug dal" is a mug of dal).
  const named = (article || quantity === undefined) && nameAt(p);
  const unit = named ? undefined : readUnit(tokens, p, knowledge, quantity !== undefined);
  if (unit) {
    p = unit.end;
    if (!size && sizeAt(p) && word(tokens, p + 1) === undefined) size = sizeAt(p++);
    // "the 150 g slab", "a 500 ml bottle": the container a weight or volume was said of, at the
    // end of the phrase ("50 g bar of dark chocolate" keeps "of")
    const ends = tokens[p + 1] === undefined || tokens[p + 1]?.kind !== 'word' || word(tokens, p + 1) === 'of';
    if (quantity !== undefined && WEIGHED.has(unit.unit) && CONTAINERS.has(word(tokens, p) ?? '') && ends) p++;
    // "200 ml x 2 pouch", "30 g x 3": that measure, so many times
    const times = word(tokens, p) === 'x' && tokens[p + 1]?.kind === 'num' ? Number(tokens[p + 1]?.t) : NaN;
    if (quantity !== undefined && Number.isFinite(times) && times > 0 && times <= 20) {
      quantity *= times;
      p += 2;
      if (PACK_WORDS.has(word(tokens, p) ?? '')) p++;
    }
  }
  if (quantity === undefined && !unit) return undefined;
  if (word(tokens, p) === 'of') {
    p++;
    // "2 slices of a large pizza", "3 cups of the masala chai": the article after "of" names the
    // food, it is not a second amount; a size word after it is the size of what is counted.
    if (unit && ARTICLES.has(word(tokens, p) ?? '') && word(tokens, p + 1) !== undefined) {
      p++;
      if (!size && sizeAt(p)) size = sizeAt(p++);
    }
  }
  // A bare number-word with nothing amount-like after it may be part of a name ("do" in a sentence);
  // keep it as an amount only when it is a digit or followed by a word.
  // "do bade chammach": a big spoon is a tablespoon, as the kitchen says it
  const bigSpoon = unit?.unit === 'spoon' && size === 'large';
  return {
    ...(quantity !== undefined ? { quantity } : {}),
    ...(unit ? { unit: bigSpoon ? 'tablespoon' : unit.unit } : {}),
    ...(size && !bigSpoon ? { size } : {}),
    ...(size && sizeWord ? { sizeWord } : {}),
    stated: unit !== undefined || (quantity !== undefined && !article),
    end: p,
  };
}
