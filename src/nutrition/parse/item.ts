// One segment → food items with their amounts and modifiers, plus the words it could not use.
// "2 roti 1 katori dal" has two items; "dal 1 katori" puts the amount after the food.
import { isNumberWord } from './quantity';
import { normalizeName, type Knowledge, type KnowledgeEntry, type UnitSize } from '../knowledge';
import type { Unmatched } from '../../contracts/meal';
import { readAmountBlock, readUnit, type AmountBlock } from './amount-block';
import { cookedThatWay, type FoodMatcher } from './food-matcher';
import { isMeasureUnit, wholeByDiameter } from '../serving';
import { cookedPerDryGram, heaviestRecipeLine } from '../meal';
import { foldFlavourIntoSweet, foldSpiceIntoDrink, foldGenericWords, foldGrainIntoDish } from './name-folds';
import {
  CONTEXT_WORDS,
  DEEP_PAN,
  EAT_WORDS,
  EATERY_WORDS,
  LITTLE_WORDS,
  POST_WITHOUT,
  RAW_WORDS,
  EXTRA_WORDS,
  FILLERS,
  FREE_SUFFIXES,
  FRY_WORDS,
  FUNCTION_WORDS,
  LESS_WORDS,
  NEUTRAL_COOKING,
  POSSESSIVES,
  REMOVE_WORDS,
  SIZES,
} from './lexicon';
import { dishOfRawProtein, foldIngredientWords } from './ingredient-words';
import type { Segment } from './split';
import type { Token } from './tokenize';

export type Modifier =
  | { kind: 'remove' | 'less' | 'extra'; target: KnowledgeEntry; text: string }
  /** "tea with buffalo milk": the recipe's milk becomes buffalo milk, same weight. */
  | { kind: 'swap'; target: KnowledgeEntry; text: string }
  | { kind: 'fry'; absorption: number; text: string };

/**
 * How sure the words are to name this food: a known name ("roti", "dal makhani"); an everyday
 * word that is also a food ("date", "jam", a one-word regional IFCT name like "batata"); or a
 * guess (every word spell-corrected, or a name of one to three letters).
 */
export type Evidence = 'name' | 'everyday' | 'guess';

export interface ItemDraft {
  entry: KnowledgeEntry;
  evidence: Evidence;
  /** An amount was written for it ("2", "ek katori", "200 g"), not only "a". */
  amountStated: boolean;
  quantity?: number;
  unit?: string;
  size?: UnitSize;
  modifiers: Modifier[];
  corrections: string[];
  /** A word of its name was a typo correction, so the title shows the table's name. */
  spelled?: boolean;
  /** The words the item came from, as typed. */
  text: string;
  at: number;
  addon: boolean;
  /** Named in a header before its breakdown ("thali: roti, dal, rice"). */
  header: boolean;
  /** Said raw ("raw carrot", "kaccha aam"): not read as the cooked dish. */
  saidRaw: boolean;
  /** Said boiled ("boiled red gram 150 g", Telugu "udikinchina kandulu"): a raw pulse so weighed is cooked. */
  saidBoiled?: boolean;
  /** A header said as "<food> meal" or "<food> combo": the food comes with the sides listed after it. */
  comboMeal?: boolean;
  /** "2 extra pav", "one more pav": said as more than the dish it goes with already has. */
  saidExtra?: boolean;
  /** Named after "made with": part of what the item before is made of. */
  madeWith: boolean;
  /** The food this item and its sides make, as the user named it ("egg sandwich made with ..."). */
  madeOf?: string;
  /** Add-ons on the same plate ("with pickle"), shown inside this item's meal. */
  sides: ItemDraft[];
  /** The pieces a weighed whole holds ("100 g dabba (8 pieces)"): the pieces eaten are a share of it. */
  piecesInWhole?: number;
  /** A part of a combination the user named ("aloo tikki chaat" → its chole): its words name the whole. */
  partOfNamed?: boolean;
}

export interface SegmentResult {
  items: ItemDraft[];
  /** Modifiers with no food of their own in the segment ("no sugar" after "chai with"). */
  orphanModifiers: Modifier[];
  /** A share said alone after the foods ("veg biryani, aadhi hi khayi", "only ate half"). */
  share?: number;
  /** An amount said alone after a food ("sugarcane juice, big glass 350 ml"). */
  amount?: AmountBlock;
  unmatched: Unmatched[];
}

/** The raw table food a dish is mostly made of (three fifths of its energy or more: a dal's dal, a rice's rice). */
export function rawMainOf(knowledge: Knowledge, entry: KnowledgeEntry): KnowledgeEntry | undefined {
  const main = heaviestRecipeLine(knowledge, entry);
  return main.food?.kind === 'ifct' && main.share >= 0.6 ? main.food : undefined;
}

const SPREAD_CLASSES = new Set(['fat', 'spread']);

/** A food added to a dish a spoonful at a time: nuts, and foods tagged so (sev, pomegranate, lemon). */
export const isGarnish = (e: KnowledgeEntry): boolean =>
  e.servingClass === 'nuts' || e.tags?.includes('garnish-by-spoon') === true;

/** Words after a fraction that say it was eaten: "ek chauthai khatam", "aadha khaya", "half finished". */
const SHARE_EATEN = new Set([...EAT_WORDS, 'khatam', 'finished', 'hi', 'kha', 'liya', 'li']);
/** "my share was a third", "my bit was half", "mera hissa": the speaker's part of what was named before. */
const MY_SHARE = new Set(['share', 'bit', 'part', 'portion', 'hissa', 'hissaa']);
/** "half of it", "half of that": a share of what was named before. */
const SHARE_OF = new Set(['it', 'that', 'them', 'those']);

/** A fraction of one with no unit: "half", "aadha", "1/4", "0.5". */
const isShare = (b: AmountBlock) =>
  b.unit === undefined && b.quantity !== undefined && b.quantity > 0 && b.quantity < 1;

interface Run {
  block?: AmountBlock;
  /** How many of the run's words came before its amount block. */
  blockAt?: number;
  words: Token[];
  /** "two 30 g protein bars": how many of the weighed food were counted before its weight. */
  times?: number;
}

/** Possessives, with Gujarati and Marathi's ("pepsi ki 500 ml bottle", "chaha cha 1 cup"). */
const GENITIVE = new Set([...POSSESSIVES, 'nu', 'no', 'ni', 'cha', 'chi', 'che', 'chya']);

export function parseSegment(seg: Segment, knowledge: Knowledge, matcher: FoodMatcher): SegmentResult {
  const toks = seg.tokens;
  const trailing = toks[0]?.kind === 'word' && !readAmountBlock(toks, 0, knowledge);
  const runs: Run[] = [];
  let cur: Run = { words: [] };
  for (let i = 0; i < toks.length;) {
    // A number that is part of a name ("chicken 65", "5 star") is a word, not an amount.
    const named = numberInName(toks, i, matcher);
    if (named > 0) {
      for (let k = i; k < i + named; k++) {
        const t = toks[k];
        if (t) cur.words.push({ ...t, kind: 'word' });
      }
      i += named;
      continue;
    }
    // "a 200 ml glass of milk", "a 500 ml bottle of coke", "kurkure (90 g pack)": the measure is
    // the amount, the vessel right after it only names it (even one that alone needs a number)
    const vessel = cur.block?.unit !== undefined && cur.block.end === i && isMeasureUnit(cur.block.unit);
    const vesselUnit = vessel ? readUnit(toks, i, knowledge, true) : undefined;
    if (vesselUnit) {
      i = vesselUnit.end + (toks[vesselUnit.end]?.kind === 'word' && toks[vesselUnit.end]?.t === 'of' ? 1 : 0);
      if (cur.block) cur.block.end = i;
      continue;
    }
    const block = readAmountBlock(toks, i, knowledge);
    // "veg thali", "south indian thali": a unit word with no number that ends a food's name is the
    // name; a counted unit after a food ("bread slices") counts it (below)
    // ("multigrain slices": a counted unit that ends the name of a bread after a word that is no
    // food alone; "1 leg piece" of a chicken tikka stays a count)
    const lastWord = cur.words.at(-1)?.t;
    const breadName = () =>
      lastWord !== undefined &&
      !matcher.lookup(lastWord) &&
      matcher.lookup(`${lastWord} ${toks[i]?.t ?? ''}`)?.role === 'bread';
    const endsName =
      block?.quantity === undefined &&
      block?.end === i + 1 &&
      (!COUNTED_UNITS.has(block.unit ?? '') || breadName()) &&
      endsFoodName(cur.words, toks[i], matcher);
    if (endsName) {
      const t = toks[i];
      if (t) cur.words.push(t);
      i++;
      continue;
    }
    if (block && block.end > i) {
      // "a 20 g protein bar", "a 30 cm sub": the article before a stated amount is not an amount of its own
      if (cur.block && !cur.block.stated && cur.words.length === 0 && block.stated) {
        cur = { block, blockAt: 0, words: [] };
        i = block.end;
        continue;
      }
      if (trailing && cur.words.length > 0 && !cur.block) {
        cur.block = block;
        cur.blockAt = cur.words.length;
      } else if (!trailing && !cur.block && cur.words.length === 0) {
        cur.block = block;
        cur.blockAt = 0;
      } else {
        runs.push(cur);
        cur = { block, blockAt: 0, words: [] };
      }
      i = block.end;
      continue;
    }
    const tok = toks[i];
    if (tok && tok.kind === 'word') cur.words.push(tok);
    i++;
  }
  runs.push(cur);

  const out: SegmentResult = { items: [], orphanModifiers: [], unmatched: [] };
  let lastItem: ItemDraft | undefined;
  // amounts with no food in this segment: the food before it may take them (analyze.ts)
  const alone: AmountBlock[] = [];
  for (const [r, run] of runs.entries()) {
    if (run.words.length === 0) {
      if (!run.block) continue;
      // "two 30 g protein bars", "3 200 ml cans": a count right before a weight counts what is weighed
      const next = runs[r + 1];
      if (countsWeighed(run.block, next?.block) && next) {
        next.times = run.block.quantity;
        continue;
      }
      if (out.items.length === 0 && runs.length === 1 && isShare(run.block)) out.share = run.block.quantity;
      else if (out.items.length === 0 && run.block.unit !== undefined) alone.push(run.block);
      else if (lastItem && lastItem.quantity === undefined && lastItem.unit === undefined)
        applyBlock(lastItem, run.block, knowledge);
      // "2 bread slices", "3 pizza slices": a unit after a counted food names what the count counts
      else if (lastItem && lastItem.unit === undefined && run.block.quantity === undefined && run.block.unit)
        lastItem.unit = run.block.unit;
      else if (lastItem && weighs(lastItem, run.block, knowledge)) continue;
      // "chikki ka 100 g dabba (8 pieces)": how many pieces the weighed whole holds
      else if (lastItem && countsPiecesOfWeighed(lastItem, run.block)) lastItem.piecesInWhole = run.block.quantity;
      else out.unmatched.push({ text: describeBlock(run.block), reason: 'an amount without a food' });
      continue;
    }
    const { items, modifiers, unmatched } = readWords(run, seg, knowledge, matcher, trailing);
    out.unmatched.push(...unmatched);
    if (items.length === 0) {
      // "no sugar" alone changes the item before; next to an unknown food it belongs to that food.
      const unknownFood = unmatched.some((u) => u.reason === 'not a known food');
      // "idlis, i had 3", "aloo parathas, maine 2 khaye": a count said with the words of eating is
      // the count of the food before it (analyze.ts gives it there)
      // ("tilkut aaya hai, 3 piece kha liye": pieces counted so too)
      const eatenCount =
        run.block?.quantity !== undefined &&
        (run.block.unit === undefined || run.block.unit === 'piece') &&
        !isShare(run.block) &&
        out.items.length === 0 &&
        runs.length === 1 &&
        unmatched.length === 0 &&
        modifiers.length === 0 &&
        run.words.some((t) => EAT_WORDS.has(t.t)) &&
        run.words.every((t) => FILLERS.has(t.t) || EAT_WORDS.has(t.t));
      if (eatenCount && run.block) {
        alone.push(run.block);
        continue;
      }
      if (modifiers.length > 0 && !unknownFood) out.orphanModifiers.push(...modifiers);
      else if (modifiers.length > 0)
        out.unmatched.push(
          ...modifiers.map((m) => ({ text: m.text, reason: 'a change to a food that was not recognised' })),
        );
      else if (
        run.block &&
        out.items.length === 0 &&
        isShare(run.block) &&
        // ("chauthai kha liya, 2 tsp cheeni daal ke": a share eaten said before more food)
        // ("drank half of it on the bus": the verb before the share, or "it" after it)
        ((runs.length === 1 && unmatched.length === 0) ||
          // ("my share was about a third", "mera hissa aadha tha")
          run.words.some((t) => MY_SHARE.has(t.t)) ||
          SHARE_EATEN.has(run.words[run.blockAt ?? 0]?.t ?? '') ||
          (run.blockAt !== undefined && SHARE_EATEN.has(run.words[run.blockAt - 1]?.t ?? '')) ||
          SHARE_OF.has(run.words[run.blockAt ?? 0]?.t ?? ''))
      )
        // ("ek chauthai khatam during the movie": a share eaten, with talk after it)
        out.share = run.block.quantity;
      // "big 400 ml glass at the juice centre": every word understood, none a food: an amount alone
      // ("my share was 2 slices": the speaker's share is understood)
      else if (
        run.block &&
        out.items.length === 0 &&
        unmatched.every((u) => MY_SHARE.has(u.text.toLowerCase())) &&
        run.block.unit !== undefined
      )
        alone.push(run.block);
      // ("… dabba (8 pieces) liya lonavala station pe": with talk after it)
      else if (run.block && lastItem && countsPiecesOfWeighed(lastItem, run.block))
        lastItem.piecesInWhole = run.block.quantity;
      else if (run.block && !(lastItem && weighs(lastItem, run.block, knowledge)))
        out.unmatched.push({ text: describeBlock(run.block), reason: 'an amount without a food' });
      continue;
    }
    items[0]?.modifiers.push(...modifiers);
    out.items.push(...items);
    lastItem = items[items.length - 1];
  }
  if (out.items.length === 0 && alone.length > 0)
    // "big glass 350 ml": the measure says more than the vessel
    out.amount = alone.find((b) => b.unit !== undefined && isMeasureUnit(b.unit)) ?? alone[alone.length - 1];
  else out.unmatched.push(...alone.map((b) => ({ text: describeBlock(b), reason: 'an amount without a food' })));
  mergeEggCounts(out.items, knowledge);
  return out;
}

// "juice wala", and the places named after what they sell ("the juice centre", "tea stall",
// "mishti dokan", "pizza corner"): a food word before one of them is where, not what, was eaten
const SELLER_WORDS = new Set([
  'wala',
  'wale',
  'waala',
  'waale',
  'vala',
  'vale',
  'centre',
  'center',
  'shop',
  'stall',
  'corner',
  'counter',
  'dokan',
  'dukaan',
  'dukan',
  'bhandar',
  'parlour',
  'parlor',
  // Tamil, Malayalam and Kannada shops: "petti kadai", "chaya kada", "angadi"
  'kadai',
  'kada',
  'angadi',
]);

const EGG_WORDS = new Set([
  'egg',
  'eggs',
  'anda',
  'ande',
  'anday',
  'andey',
  'andaa',
  'dim',
  'dimer',
  'deem',
  'mutta',
  'muttai',
  'motte',
]);
/**
 * The egg lines of the dish recipes and one egg's grams: IFCT M001 (raw) and M004 (boiled) whole
 * egg at SR26 01123's 50 g for a large egg; M002 raw and M005 boiled egg white at SR26 01124's 33 g.
 */
const EGG_REFS: Record<string, number> = { M001: 50, M004: 50, M002: 33, M005: 33 };

/**
 * "omelette 2 eggs", "bhurji of 3 ande": the count of eggs is the size of the egg dish before
 * it, not boiled eggs on the side (as "2 egg omelette" already reads).
 */
export function mergeEggCounts(items: ItemDraft[], knowledge: Knowledge): void {
  // "2 egg bhurji", "3 anda bhurji": a bare count before an egg dish named by its eggs counts the
  // eggs, as "2 egg omelette" (one-egg servings) already does; a plate or katori stays servings
  for (const dish of items) {
    // ("6 boiled egg whites", "2 dimer curry": an egg word anywhere in the name)
    const eggNamed = dish.text.split(/\s+/).some((w) => EGG_WORDS.has(normalizeName(w)));
    const n = dish.quantity ?? 0;
    if (n < 2 || dish.unit !== undefined || !eggNamed || !dish.entry.tags?.includes('egg-dish')) continue;
    // (a dish of whole eggs or whites, counted in them by its piece row: "6 boiled egg whites")
    if (
      dish.entry.pieceKind &&
      knowledge.units.some((r) => r.unit === 'piece' && r.pieceKind === dish.entry.pieceKind)
    ) {
      dish.unit = 'piece';
      continue;
    }
    const grams = eggDishGrams(dish.entry, n);
    if (grams === undefined) continue;
    dish.quantity = grams;
    dish.unit = 'gram';
  }
  for (let i = 0; i + 1 < items.length; i++) {
    const dish = items[i];
    const eggs = items[i + 1];
    if (!dish || !eggs || dish.quantity !== undefined || dish.unit !== undefined || eggs.unit !== undefined) continue;
    if (!dish.entry.tags?.includes('egg-dish') || !EGG_WORDS.has(normalizeName(eggs.text))) continue;
    const n = eggs.quantity ?? 1;
    const recipe = dish.entry.recipe;
    const grams = eggDishGrams(dish.entry, n);
    if (grams !== undefined) {
      // A recipe dish: the weight of the dish that N eggs make.
      dish.quantity = grams;
      dish.unit = 'gram';
    } else if (!recipe && gramsPerEgg(dish.entry) !== undefined) {
      dish.quantity = n; // a one-egg serving (FNDDS 1-egg omelet)
    } else continue;
    dish.text = `${dish.text} ${n} ${eggs.text}`;
    items.splice(i + 1, 1);
  }
}

/** A whole count said right before a weight or volume with nothing between: "two 30 g bars". */
function countsWeighed(count: AmountBlock, weight: AmountBlock | undefined): boolean {
  const n = count.quantity;
  return (
    count.unit === undefined &&
    n !== undefined &&
    Number.isInteger(n) &&
    n >= 2 &&
    n <= 12 &&
    weight?.unit !== undefined &&
    isMeasureUnit(weight.unit) &&
    weight.quantity !== undefined
  );
}

/** A count of pieces said right after a food weighed in grams or kilos: the pieces the whole holds. */
function countsPiecesOfWeighed(item: ItemDraft, block: AmountBlock): boolean {
  const n = block.quantity;
  return (
    item.unit !== undefined &&
    isMeasureUnit(item.unit) &&
    item.quantity !== undefined &&
    (block.unit === 'piece' || block.unit === undefined) &&
    n !== undefined &&
    Number.isInteger(n) &&
    n >= 2
  );
}

/**
 * Grams of an egg dish per egg it is made of: a recipe's weight over its eggs, or a table dish of
 * one-egg servings (FNDDS 1-egg omelet, at most 80 g); undefined for anything else.
 */
export function gramsPerEgg(entry: KnowledgeEntry): number | undefined {
  if (!entry.tags?.includes('egg-dish')) return undefined;
  if (entry.recipe) return eggDishGrams(entry, 1);
  return entry.defaultServing.grams <= 80 ? entry.defaultServing.grams : undefined;
}

/** The weight of a recipe egg dish that `n` eggs make (its egg lines counted in eggs). */
function eggDishGrams(entry: KnowledgeEntry, n: number): number | undefined {
  const recipe = entry.recipe;
  const eggs = recipe?.ingredients.reduce((a, l) => a + l.grams / (EGG_REFS[l.ref] ?? Infinity), 0) ?? 0;
  return recipe && eggs > 0 ? Math.round((n * recipe.cookedWeightG) / eggs) : undefined;
}

const COUNTED_UNITS = new Set(['slice', 'piece']);

/** The last one or two words with this word after them are a known name ("veg" + "thali"). */
function endsFoodName(words: readonly Token[], next: Token | undefined, matcher: FoodMatcher): boolean {
  if (!next) return false;
  return [1, 2].some(
    (n) => n <= words.length && matcher.lookup([...words.slice(-n).map((t) => t.t), next.t].join(' ')) !== undefined,
  );
}

/** How many tokens from `i` (a number, maybe with the word after it) belong to a known name. */
function numberInName(toks: Token[], i: number, matcher: FoodMatcher): number {
  const tok = toks[i];
  // "double ka meetha", "do pyaza": a number word that begins a known name of three or two words
  if (tok?.kind === 'word' && isNumberWord(tok.t)) {
    const words = toks.slice(i, i + 3).map((t) => (t.kind === 'word' ? t.t : ''));
    if (words.length === 3 && words.every(Boolean) && matcher.lookup(words.join(' '))) return 3;
    return 0;
  }
  if (tok?.kind !== 'num') return 0;
  const prev = toks[i - 1];
  if (prev?.kind === 'word' && matcher.lookup(`${prev.t} ${tok.t}`)) return 1;
  const next = toks[i + 1];
  if (next?.kind === 'word' && matcher.lookup(`${tok.t} ${next.t}`)) return 2;
  return 0;
}

/**
 * "2 eggs 120g", "paneer tikka 6 pcs 200 g", "kitkat 4 finger 37.3g": a weight or volume after a
 * counted food is what the count weighs; it replaces the count. Returns whether it applied.
 */
function weighs(item: ItemDraft, block: AmountBlock, knowledge: Knowledge): boolean {
  if (block.quantity === undefined || !block.unit || !isMeasureUnit(block.unit)) return false;
  if (item.unit !== undefined && isMeasureUnit(item.unit)) return false;
  // "saffola masala oats 1 pouch (40 g)": the weight on a pack of a dish made from it is the dry
  // mix's, not the cooked dish's
  // (only a pack lighter than half a serving of the dish is its dry mix: "MTR rajma masala pouch
  // (300 g)" is the ready-to-eat dish)
  const light = block.unit === 'gram' && block.quantity < item.entry.defaultServing.grams / 2;
  const perDry =
    item.unit === 'pack' && item.entry.kind === 'dish' && light ? cookedPerDryGram(knowledge, item.entry) : undefined;
  item.quantity = perDry ? Math.round(block.quantity * perDry) : block.quantity;
  item.unit = block.unit;
  item.size = undefined;
  if (block.stated) item.amountStated = true;
  return true;
}

export function applyBlock(item: ItemDraft, block: AmountBlock, knowledge?: Knowledge): void {
  if (block.stated) item.amountStated = true;
  if (block.quantity !== undefined) item.quantity = block.quantity;
  if (block.unit) item.unit = block.unit;
  if (block.size) item.size = block.size;
  // "a 12 inch pizza": one whole pizza of that size, so that a share of it is a share of one
  const whole =
    knowledge && item.unit && item.quantity
      ? wholeByDiameter(knowledge, item.entry, item.unit, item.quantity)
      : undefined;
  if (whole) Object.assign(item, { quantity: 1, unit: whole.unit, size: whole.size });
  if (block.share !== undefined) item.quantity = (item.quantity ?? 1) * block.share;
}

export function describeBlock(b: AmountBlock): string {
  return [b.quantity, b.size, b.unit].filter((x) => x !== undefined).join(' ');
}

/**
 * "mcd medium chocolate shake", "dominos large farmhouse": a size said inside a name the base
 * knows without it is the item's size; the name is read whole, the size after it.
 */
function sizeOutOfName(run: Run, matcher: FoodMatcher): void {
  const said = () => run.words.map((t) => normalizeName(t.t) || t.t);
  for (let k = 1; k + 1 < run.words.length; k++) {
    const words = said();
    if (!SIZES[words[k] ?? '']) continue;
    const inName = [2, 1].some(
      (n) =>
        k + n < words.length &&
        matcher.lookup([words[k - 1], ...words.slice(k + 1, k + 1 + n)].join(' ')) !== undefined &&
        matcher.lookup(words.slice(k - 1, k + 1 + n).join(' ')) === undefined,
    );
    if (!inName) continue;
    const [size] = run.words.splice(k, 1);
    if (size) run.words.push(size);
  }
}

function readWords(run: Run, seg: Segment, knowledge: Knowledge, matcher: FoodMatcher, trailing: boolean) {
  sizeOutOfName(run, matcher);
  const words = run.words.map((t) => normalizeName(t.t) || t.t);
  const taken = new Array<boolean>(words.length).fill(false);
  const modifiers: Modifier[] = [];
  const unmatched: Unmatched[] = [];
  let size: UnitSize | undefined;
  let sizeWord: string | undefined;
  let saidRaw = false;
  let rawWord: string | undefined;

  // Modifiers first, so "no sugar" never becomes an item of sugar.
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    // "chai with jaggery instead of sugar": the food after "instead of" was not had
    const skip = w === 'instead' && words[i + 1] === 'of' ? 1 : 0;
    const kind =
      REMOVE_WORDS.has(w) || skip > 0
        ? 'remove'
        : LESS_WORDS.has(w)
          ? 'less'
          : EXTRA_WORDS.has(w)
            ? 'extra'
            : undefined;
    if (kind) {
      const from = i + 1 + skip;
      for (let len = Math.min(3, words.length - from); len >= 1; len--) {
        const target = matcher.lookup(words.slice(from, from + len).join(' '));
        if (target && (kind !== 'less' || isAddable(target)) && (kind !== 'extra' || isAddable(target))) {
          modifiers.push({
            kind,
            target,
            text: run.words
              .slice(i, from + len)
              .map((t) => t.t)
              .join(' '),
          });
          for (let k = i; k < from + len; k++) taken[k] = true;
          i = from + len - 1;
          break;
        }
      }
      continue;
    }
    // "dudh chara" (Bengali), "paal illama" (Tamil), "paalu lekunda" (Telugu): without, said after
    // the food
    if (POST_WITHOUT.has(w) && i > 0 && !taken[i - 1]) {
      for (let len = Math.min(2, i); len >= 1; len--) {
        const target = matcher.lookup(words.slice(i - len, i).join(' '));
        if (!target) continue;
        modifiers.push({
          kind: 'remove',
          target,
          text: run.words
            .slice(i - len, i + 1)
            .map((t) => t.t)
            .join(' '),
        });
        for (let k = i - len; k <= i; k++) taken[k] = true;
        break;
      }
      taken[i] = true;
      continue;
    }
    // ("rava fried": the coat of the frying, read with "fried" below, not semolina)
    if (DEEP_PAN[w] !== undefined && FRY_WORDS[words[i + 1] ?? ''] !== undefined) {
      taken[i] = true;
      continue;
    }
    // "sugar free", "sugarfree", "sugarless", "oil free"
    const stem = w.endsWith('free') ? w.slice(0, -4) : w.endsWith('less') && w.length > 6 ? w.slice(0, -4) : '';
    const stemTarget = stem ? matcher.lookup(stem) : undefined;
    if (stemTarget) {
      modifiers.push({ kind: 'remove', target: stemTarget, text: run.words[i]?.t ?? w });
      taken[i] = true;
    } else if (FREE_SUFFIXES.has(words[i + 1] ?? '') && isAddable(matcher.lookup(w))) {
      const target = matcher.lookup(w);
      if (target) modifiers.push({ kind: 'remove', target, text: `${w} ${words[i + 1]}` });
      taken[i] = taken[i + 1] = true;
      i++;
    }
  }

  const placed: Array<{ item: ItemDraft; start: number; end: number }> = [];
  // A dish named whole by its words, read before the longest-name search, which would split them.
  const placeNamed = (d: { entry: KnowledgeEntry; start: number; end: number }) => {
    for (let k = d.start; k < d.end; k++) taken[k] = true;
    const text = run.words
      .slice(d.start, d.end)
      .map((t) => t.t)
      .join(' ');
    placed.push({
      start: d.start,
      end: d.end,
      item: {
        entry: d.entry,
        evidence: 'name',
        amountStated: false,
        modifiers: [],
        corrections: [],
        at: seg.at,
        addon: false,
        header: seg.header,
        saidRaw: false,
        madeWith: seg.madeWith === true,
        sides: [],
        text,
      },
    });
  };
  // Hindi/Urdu "X ki sabzi", "X ka saag", "X wala paratha": one dish named by X, not X plus a
  // generic sabzi.
  for (const d of readLinkedDishes(words, taken, matcher)) placeNamed(d);
  // "2 slices of multigrain", "toast, 2 slices of brown": the kind of bread said after its slices
  if (run.block?.unit === 'slice') {
    // (the last word of the run, after the slices and words that name no food: "paneer bhurji
    // between 2 slices of brown")
    const left = words.flatMap((w, k) => (taken[k] ? [] : [k]));
    const last = left.at(-1);
    const only =
      last === words.length - 1 &&
      left.every((k) => k === last || k < (run.blockAt ?? 0) || !matcher.lookup(words[k] ?? ''))
        ? last
        : undefined;
    const word = only === undefined ? undefined : words[only];
    const bread = word && !matcher.lookup(word) ? matcher.lookup(`${word} bread`) : undefined;
    if (only !== undefined && bread?.role === 'bread') placeNamed({ entry: bread, start: only, end: only + 1 });
  }

  // Foods: the longest known name among the words left, again and again.
  const free = () => words.map((w, i) => (taken[i] ? '\u0000' : w));
  for (let guard = 0; guard < 8; guard++) {
    const m = bestMatch(free(), matcher);
    if (!m) break;
    for (let k = m.start; k < m.end; k++) taken[k] = true;
    const text = run.words
      .slice(m.start, m.end)
      .map((t) => t.t)
      .join(' ');
    const evidence = evidenceOf(words.slice(m.start, m.end), text, m, knowledge);
    placed.push({
      start: m.start,
      end: m.end,
      item: {
        entry: m.entry,
        evidence,
        amountStated: false,
        modifiers: [],
        corrections: m.corrections,
        spelled: m.spelled,
        at: seg.at,
        addon: false,
        header: seg.header,
        // ("whopper jr meal at BK - small fries n a pepsi": a combo meal is its main food and its sides)
        ...(seg.header && COMBO_WORDS.has(words[m.end] ?? '') ? { comboMeal: true } : {}),
        // ("chana dal raw", "raw mango" as one name: the raw food, not the dish it is cooked into)
        saidRaw: words.slice(m.start, m.end).some((w) => w !== 'salad' && RAW_WORDS.has(w)),
        ...(words.some((w) => BOILED_WORDS.has(w)) ? { saidBoiled: true } : {}),
        ...([m.start - 1, m.start - 2].some((k) => k >= 0 && !taken[k] && MORE_OF_IT.has(words[k] ?? ''))
          ? { saidExtra: true }
          : {}),
        madeWith: seg.madeWith === true,
        sides: [],
        text,
      },
    });
  }
  const nutrientGrams = readNutrientAmount(run, words, placed, taken);
  placed.sort((a, b) => a.start - b.start);
  foldGenericWords(placed);
  foldGrainIntoDish(placed, knowledge);
  foldFlavourIntoSweet(placed);
  foldSpiceIntoDrink(placed);
  foldFillings(placed, matcher);
  // "from the juice wala", "chai wale bhaiya": a food word before "wala" with no food after it
  // names a seller, not what was eaten
  // ("protein bar 70 g wala": with the amount between them it is "the 70 g one", not a seller)
  const seller = (p: { end: number }) =>
    SELLER_WORDS.has(words[p.end] ?? '') &&
    !placed.some((o) => o.start === p.end + 1) &&
    !(run.block && run.blockAt === p.end);
  // the seller's words are understood: neither food nor talk left unexplained
  for (const p of placed) if (seller(p)) taken[p.end] = true;
  placed.splice(0, placed.length, ...placed.filter((p) => !seller(p)));
  foldIngredientWords(placed, knowledge);
  dishOfRawProtein(placed, words, taken, (name) => matcher.lookup(name));
  addSandwichBread(placed, words, taken, matcher);
  const items = placed.map((p) => p.item);
  if (items[0]) items[0].addon = seg.addon;

  // What is left: frying words, sizes, neutral cooking words, fillers, or not understood.
  for (let i = 0; i < words.length; i++) {
    if (taken[i]) continue;
    const w = words[i] ?? '';
    const raw = run.words[i]?.t ?? w;
    if (FRY_WORDS[w] !== undefined) {
      const prev = words[i - 1] ?? '';
      const absorption = DEEP_PAN[prev] ?? FRY_WORDS[w] ?? 0.1;
      modifiers.push({ kind: 'fry', absorption, text: DEEP_PAN[prev] !== undefined ? `${prev} ${raw}` : raw });
    } else if (SIZES[w]) {
      size = SIZES[w];
      sizeWord = w;
    }
    // ("red gram dal 50 gram dry", "rice 60 g dry": a weight said dry is the raw weight)
    else if (RAW_WORDS.has(w) || (w === 'dry' && run.block?.unit !== undefined && isMeasureUnit(run.block.unit))) {
      saidRaw = true;
      rawWord ??= w;
    } else if (DEEP_PAN[w] !== undefined && FRY_WORDS[words[i + 1] ?? ''] !== undefined) continue;
    else if (isFatContentWord(words, i)) continue;
    else if (!FILLERS.has(w) && !NEUTRAL_COOKING.has(w) && !CONTEXT_WORDS.has(w) && !EAT_WORDS.has(w))
      unmatched.push({ text: raw, reason: items.length > 0 ? 'word not understood; ignored' : 'not a known food' });
  }

  // The amount goes to the first food (leading amounts) or the last (trailing amounts). It is
  // evidence of food only when it is written right beside the food's words and ends the run
  // ("2 dates", "dates 2", not "save the date: 22 nov" or "gym madhe 5 sets kele").
  // "luchi chholar dal 5 pcs": pieces said after a list are the pieces of its one food counted by
  // the piece, not five katoris of the dal
  const counted =
    trailing && items.length > 1 && run.block?.unit === 'piece'
      ? items.filter((it) => it.entry.servingClass === 'piece' || it.entry.defaultServing.unit === 'piece')
      : [];
  // "2 butter pav", "3 ghee phulka": a fat said before a bread it is spread on; the count is the
  // bread's, and the fat goes on it
  const [fat, bread] = items;
  // ("a 200 g cup of butter sweet corn": butter tossed through a food is its add-on, the amount the food's)
  const buttered = fat?.entry.servingClass === 'fat' && bread !== undefined && bread.entry.servingClass !== 'fat';
  if (
    !trailing &&
    fat &&
    bread &&
    SPREAD_CLASSES.has(fat.entry.servingClass) &&
    (bread.entry.role === 'bread' || buttered)
  ) {
    fat.addon = true;
    items.splice(0, 2, bread, fat);
  }
  // ("a spoon of amul butter melted over my rajma": a spoonful is the fat's, the food keeps its own)
  const spoonOfFat = fat !== undefined && fat.addon && SPOONFULS.has(run.block?.unit ?? '');
  const target = spoonOfFat ? fat : counted.length === 1 ? counted[0] : trailing ? items[items.length - 1] : items[0];
  if (target) {
    const sandwich = items.find((it) => it.entry.role === 'bread' && SANDWICH_WORDS.has(it.text));
    if (run.block && !nutrientGrams && sandwich && !run.block.unit && run.block.quantity !== undefined) {
      // "2 banana sandwiches": the count is of sandwiches, each with its filling and two slices
      for (const it of items) it.quantity = (it.quantity ?? 1) * (run.block.quantity ?? 1);
      target.amountStated = run.block.stated;
    } else if (run.block && !nutrientGrams) {
      applyBlock(target, run.block, knowledge);
      const span = placed.find((p) => p.item === target);
      const beside =
        span !== undefined &&
        (trailing
          ? // ("sting ki 250 ml bottle": a possessive between them is "a 250 ml bottle of sting")
            span.end + (GENITIVE.has(words[span.end] ?? '') ? 1 : 0) === run.blockAt &&
            // a measure right after the food is its amount even with talk after it ("monster
            // 500ml can before the day-nighter"); a bare number must end the run ("date 22 nov")
            (run.blockAt === words.length || (run.block.unit !== undefined && isMeasureUnit(run.block.unit)))
          : // ("3 slices of a dominos medium pepperoni": the eatery or a size between them; "4
            // buttery pav": the fat spread on the food; "2 kotgarh apples", "3 nagpur oranges": one
            // word of where a fruit grew or what kind it is, no food or word of talk of its own)
            words.slice(run.blockAt ?? 0, span.start).every(
              (w, k, between) =>
                EATERY_WORDS.has(w) ||
                SIZES[w] !== undefined ||
                // (only a fruit named as typed, counted by a small count: "2 goal amar" is no count
                // of a guess, "500 baithak poori" none of puris, "9% battery bacha" none of fish)
                (between.length === 1 &&
                  target.corrections.length === 0 &&
                  target.entry.servingClass === 'fruit' &&
                  (run.block?.quantity ?? 0) <= 12 &&
                  kindWordBefore(w, knowledge, matcher)) ||
                placed.some((p) => p.item.addon && p.start <= (run.blockAt ?? 0) + k && (run.blockAt ?? 0) + k < p.end),
            ));
      if (!beside) target.amountStated = false;
    }
    // "a regular pizza": a size word that is a unit of its own for this food (a chain's regular
    // pizza is 7" across, not the medium whole) is that unit
    const said = sizeWord ?? run.block?.sizeWord;
    const ownUnit =
      said !== undefined &&
      target.unit === undefined &&
      target.entry.pieceKind !== undefined &&
      knowledge.units.some((r) => r.unit === said && r.pieceKind === target.entry.pieceKind);
    if (ownUnit) {
      target.unit = said;
      delete target.size;
    } else if (size && !target.size) target.size = size;
    if (run.times !== undefined) {
      target.quantity = (target.quantity ?? 1) * run.times;
      target.amountStated = true;
    }
  }
  // "thodi si sev", "a little sev on top", "some peanuts": a little of a garnish is a spoonful
  if (run.words.some((t) => LITTLE_WORDS.has(t.t)))
    for (const it of items)
      if ((it.quantity ?? 1) <= 1 && it.unit === undefined && isGarnish(it.entry)) {
        it.unit = 'tablespoon';
        it.quantity = undefined;
      }
  for (const it of items) {
    if (!saidRaw) break;
    it.saidRaw = true;
    // "rice 75 g uncooked", "oats 40 g raw": the food as it is before cooking, when the knowledge
    // names it so ("uncooked rice"), not the cooked dish its plain name stands for
    // ("moong dal 50 g uncooked", "green gram flour": any raw word finds the food the knowledge names raw)
    // (a dish weighed raw by a name the knowledge has no raw form of, "red gram dal 50 gram dry":
    // the raw food its recipe is mostly made of)
    const before =
      rawWord !== undefined && rawWord !== 'salad'
        ? (cookedThatWay(it.text, rawWord, matcher) ??
          cookedThatWay(it.text, 'raw', matcher) ??
          (it.unit !== undefined && isMeasureUnit(it.unit) ? rawMainOf(knowledge, it.entry) : undefined))
        : undefined;
    if (before) it.entry = before;
    // ("masala oats 40 g dry": a dish cooked in water, weighed dry, is that much of its dry mix)
    else if (it.unit !== undefined && isMeasureUnit(it.unit) && it.quantity !== undefined) {
      const perDry = cookedPerDryGram(knowledge, it.entry);
      if (perDry) it.quantity = Math.round(it.quantity * perDry);
    }
  }
  for (const it of items) scoopsOfPowder(it, knowledge);
  return { items, modifiers, unmatched };
}

const SPOONFULS = new Set(['teaspoon', 'tablespoon', 'spoon']);

/** "… meal", "… combo" after a header's food: a fast-food combo of that food and its sides. */
const COMBO_WORDS = new Set(['meal', 'combo']);

/** Words that say a food came on top of what a dish has ("2 extra pav", "ek aur pav"). */
const MORE_OF_IT = new Set(['extra', 'more', 'additional', 'aur', 'another']);

/** Words for boiled, in the languages our athletes write (Telugu "udikinchina", Malayalam "vevicha"). */
const BOILED_WORDS = new Set([
  'boiled',
  'boil',
  'cooked',
  'ubla',
  'ubli',
  'uble',
  'ubale',
  'udikinchina',
  'udikinchi',
  'vevicha',
  'vevichathu',
  'bhapano',
  // Telugu "udikinchinavi", Tamil "vega vachathu", Marathi "ukadlele", Gujarati "bafela", Bengali
  // and Assamese "sedho" / "siddho", Bhojpuri "ubalal": boiled
  'udikinchinavi',
  'udikinchinadi',
  // Kannada "usli", Tamil "sundal", Telugu "guggillu": a whole legume boiled and tempered
  'usli',
  'usili',
  'sundal',
  'guggillu',
  'vega',
  'vegavacha',
  'vegavachathu',
  'ukadlele',
  'ukadleli',
  'ukadlela',
  'bafela',
  'bafelo',
  'bafeli',
  'sedho',
  'sheddho',
  'siddho',
  'ubalal',
]);

/**
 * "sattu paratha", "cheese paratha", "soya paratha": a food (not a main dish) named right before a bread that the
 * knowledge has a stuffed kind of (a name "stuffed <bread>") is that bread's filling, when no
 * name covers the pair: one stuffed bread, not a sattu drink or a chicken curry beside a plain one.
 */
function foldFillings(placed: Array<{ item: ItemDraft; start: number; end: number }>, matcher: FoodMatcher): void {
  for (let k = placed.length - 1; k > 0; k--) {
    const filling = placed[k - 1];
    const bread = placed[k];
    if (!filling || !bread || bread.start !== filling.end || bread.end - bread.start !== 1) continue;
    // a main dish before it is eaten with it ("chole paratha"), not inside it
    const f = filling.item.entry;
    if (bread.item.entry.role !== 'bread' || f.role === 'bread' || (f.role === 'main' && f.kind === 'dish')) continue;
    const stuffed = matcher.lookup(`stuffed ${bread.item.text.toLowerCase()}`);
    if (!stuffed || stuffed.role !== 'bread') continue;
    bread.item.entry = stuffed;
    bread.item.evidence = 'name';
    bread.item.text = `${filling.item.text} ${bread.item.text}`;
    bread.start = filling.start;
    placed.splice(k - 1, 1);
  }
}

export const SANDWICH_WORDS = new Set(['sandwich', 'sandwiches', 'sandwhich', 'sanwich']);

const isSlicedBread = (e: KnowledgeEntry): boolean => e.role === 'bread' && e.servingClass === 'bread-slice';

/**
 * "peanut butter banana sandwich", "banana sandwich": the foods named before a sandwich word that
 * no sandwich name covers are its filling, and the sandwich adds its bread, two slices.
 */
function addSandwichBread(
  placed: Array<{ item: ItemDraft; start: number; end: number }>,
  words: readonly string[],
  taken: boolean[],
  matcher: FoodMatcher,
): void {
  for (let i = 1; i < words.length; i++) {
    if (!SANDWICH_WORDS.has(words[i] ?? '')) continue;
    // the bare word alone is the generic sandwich (names/preferred.csv); after a filling it is the bread
    const generic = placed.findIndex((p) => p.start === i && p.end === i + 1);
    // "brown bread paneer sandwich": a sliced bread before a named sandwich is that sandwich's bread
    const namedSandwich = placed.find((p) => p.end === i + 1 && p.start < i);
    const itsBread = namedSandwich && placed.find((p) => p.end === namedSandwich.start && isSlicedBread(p.item.entry));
    if (itsBread) placed.splice(placed.indexOf(itsBread), 1);
    if (taken[i] && generic < 0) continue;
    const before = placed.find((p) => p.end === i);
    // "brown bread sandwich": a sliced bread right before the word names the sandwich's bread, so
    // the sandwich is the generic one and the bread is not a slice beside it
    if (before && isSlicedBread(before.item.entry) && generic >= 0) {
      placed.splice(placed.indexOf(before), 1);
      continue;
    }
    // "brown bread paneer sandwich": a sliced bread before the filling is the sandwich's two slices
    const named = before && placed.find((p) => p.end === before.start && isSlicedBread(p.item.entry));
    const bread = named?.item.entry ?? matcher.lookup('bread');
    if (!before || !bread || before.item.entry.role === 'bread') continue;
    if (named) placed.splice(placed.indexOf(named), 1);
    const genericAt = placed.findIndex((p) => p.start === i && p.end === i + 1);
    if (genericAt >= 0) placed.splice(genericAt, 1);
    taken[i] = true;
    const item: ItemDraft = {
      ...before.item,
      entry: bread,
      evidence: 'name',
      quantity: 2,
      text: words[i] ?? '',
      modifiers: [],
      corrections: [],
      sides: [],
    };
    placed.push({ item, start: i, end: i + 1 });
  }
}

/** "low fat", "fat free", "skimmed", "lite": how lean a food is, not words left unexplained. */
const LEAN_WORDS = new Set([
  'low',
  'free',
  'skimmed',
  'skim',
  'lite',
  'light',
  'reduced',
  'nonfat',
  'lowfat',
  'fatfree',
]);

function isFatContentWord(words: readonly string[], i: number): boolean {
  const w = words[i] ?? '';
  if (w === 'fat') return LEAN_WORDS.has(words[i - 1] ?? '') || LEAN_WORDS.has(words[i + 1] ?? '');
  if (w === 'low' || w === 'free') return words[i + 1] === 'fat' || words[i - 1] === 'fat';
  return LEAN_WORDS.has(w) && w !== 'low' && w !== 'free' && w !== 'light' && w !== 'reduced';
}

/**
 * "protein shake with water 2 scoops", "whey shake 1 scoop": scoops measure the powder a drink is
 * made of, so N scoops are the drink that N scoops of its powder make, not N scoops of the drink.
 */
function scoopsOfPowder(item: ItemDraft, knowledge: Knowledge): void {
  const recipe = item.entry.recipe;
  if (item.unit === undefined || knowledge.unitKey(item.unit) !== 'scoop' || !recipe || recipe.cookedWeightG <= 0)
    return;
  const powders = recipe.ingredients
    .map((l) => ({ line: l, entry: knowledge.byId.get(`food:${l.ref}`) ?? knowledge.byId.get(`ifct:${l.ref}`) }))
    .filter((x) => x.entry?.servingClass === 'powder');
  const first = powders[0];
  const powderG = powders.reduce((a, x) => a + x.line.grams, 0);
  const scoopG = first?.entry ? knowledge.gramsPerUnit(first.entry, 'scoop') : undefined;
  if (!scoopG || powderG <= 0) return;
  item.quantity = Math.round(((item.quantity ?? 1) * scoopG * recipe.cookedWeightG) / powderG);
  item.unit = 'gram';
}

/** Nutrient words: "a 20 g protein bar" states the bar's protein, not its weight. */
const NUTRIENT_WORDS: Record<string, keyof KnowledgeEntry['per100g']> = {
  protein: 'protein_g',
  proteins: 'protein_g',
  carb: 'carbs_g',
  carbs: 'carbs_g',
  fat: 'fat_g',
  fibre: 'fiber_g',
  fiber: 'fiber_g',
};

/**
 * "a 10 g protein cookie", "yoga bar 20g protein": grams followed by a nutrient word are the
 * food's content of that nutrient, not its weight, unless the food is mostly that nutrient ("30 g
 * protein powder"). The nutrient word is used up (not a food of its own: "protein" alone would
 * read as whey), and the food keeps its own serving. True when the amount was such a content.
 */
function readNutrientAmount(
  run: Run,
  words: readonly string[],
  placed: Array<{ item: ItemDraft; start: number; end: number }>,
  taken: boolean[],
): boolean {
  const at = run.blockAt ?? 0;
  const nutrient = NUTRIENT_WORDS[words[at] ?? ''];
  if (!run.block || run.block.unit !== 'gram' || !nutrient) return false;
  // "50 g fat free paneer": how lean the food is, not its fat
  if (isFatContentWord(words, at)) return false;
  const i = placed.findIndex((p) => p.start <= at && at < p.end);
  const own = placed[i];
  // "50 g fat free paneer": the word is already a change to the food
  if (!own && taken[at]) return false;
  if (own && own.end - own.start > 1) return (own.item.entry.per100g[nutrient] ?? 0) < 50;
  if (own && placed.length === 1) return false;
  if (own) placed.splice(i, 1);
  taken[at] = true;
  return true;
}

function evidenceOf(
  span: readonly string[],
  typed: string,
  m: { entry: KnowledgeEntry; guessed: boolean },
  knowledge: Knowledge,
): Evidence {
  if (m.guessed) return 'guess';
  // (a filler that is a word of the name counts: "hot chocolate", "fresh lime")
  const content = span.filter((w) => (!FILLERS.has(w) || NAME_ADJECTIVES.has(w)) && w !== 'and');
  // "bread and butter" of "a bread and butter shot": a name made only of everyday words is an
  // idiom as often as a dish, so it needs the evidence an everyday word needs
  if (content.length > 1)
    return m.entry.kind !== 'ifct' && content.every((w) => knowledge.everydayWords.has(w)) && span.includes('and')
      ? 'everyday'
      : 'name';
  if (content.length !== 1) return 'name';
  const w = content[0] ?? '';
  // A name of one to three letters as typed: "oats" (read as "oat") is a four-letter word.
  if (w.length <= 3 && typed.length <= 3) return 'guess';
  return knowledge.everydayWords.has(w) || m.entry.kind === 'ifct' ? 'everyday' : 'name';
}

/** Fillers elsewhere that are words of a name when a name holds them: "hot chocolate", "fresh lime soda". */
const NAME_ADJECTIVES = new Set(['hot', 'warm', 'fresh', 'homemade', 'style']);

/** Serving classes of a fruit or vegetable eaten as it is ("papaya chaat" is the papaya). */
const PLANT_CLASSES = new Set(['fruit', 'vegetable']);

/** Link words that say what a dish has in it ("aloo wala paratha"), not whose dish it is. */
const WITH_LINKS = new Set(['wali', 'wala', 'wale', 'waali', 'waala', 'waale', 'vala', 'vali', 'vale']);

/** Words that link a food to the dish made of it: "paneer ki sabzi", "aloo wala paratha". */
const LINK_WORDS = new Set([
  'ki',
  'ka',
  'ke',
  // Punjabi "aloo da raita", "gobhi di sabzi"
  'da',
  'di',
  'de',
  // Bengali, Gujarati and Marathi possessives: "tetul er shorbot", "ringan nu shaak", "kokum cha sarbat"
  'er',
  'nu',
  'ni',
  'no',
  // Nepali "masura ko dal", "aloo ko tarkari"
  'ko',
  'cha',
  'chi',
  'che',
  'wali',
  'wala',
  'wale',
  'waali',
  'waala',
  'waale',
  'vala',
  'vali',
  'vale',
]);
/** Generic dish words after a link and the names to try for "X <word>", most specific first. */
const DISH_FORMS: Record<string, readonly string[]> = {
  sabzi: ['sabzi', 'curry', 'masala', 'bhaji'],
  sabji: ['sabzi', 'curry', 'masala', 'bhaji'],
  subzi: ['sabzi', 'curry', 'masala', 'bhaji'],
  subji: ['sabzi', 'curry', 'masala', 'bhaji'],
  sabjee: ['sabzi', 'curry', 'masala', 'bhaji'],
  tarkari: ['sabzi', 'curry', 'masala', 'bhaji'],
  // Nepali "masura ko dal": the dal of that pulse
  dal: ['dal'],
  daal: ['dal'],
  torkari: ['sabzi', 'curry', 'masala', 'bhaji'],
  bhaji: ['bhaji', 'sabzi', 'curry', 'masala'],
  // Bihari and Bengali "parwal bhujia", "karela bhujia": the vegetable fried dry ("aloo bhujia"
  // the namkeen is a name of its own, read first)
  bhujia: ['bhujia', 'bhaji', 'sabzi'],
  bhujiya: ['bhujia', 'bhaji', 'sabzi'],
  saag: ['saag', 'sabzi', 'curry'],
  sag: ['saag', 'sabzi', 'curry'],
  curry: ['curry', 'masala', 'salan', 'sabzi'],
  salan: ['salan', 'curry', 'masala'],
  masala: ['masala', 'curry', 'sabzi'],
  rassa: ['curry', 'masala'],
  jhol: ['jhol', 'curry'],
  kalia: ['kalia', 'curry'],
  shorba: ['shorba', 'soup', 'curry'],
  soup: ['soup', 'shorba'],
  sundal: ['sundal', 'usal', 'chaat', 'curry'],
  usal: ['usal', 'sundal', 'curry'],
  chaat: ['chaat', 'sundal'],
  ghugni: ['ghugni', 'curry'],
  // "gobhi de pakode", "aloo ka paratha", "matar da pulao": fritters, breads and rice of that filling
  pakode: ['pakora', 'pakode', 'pakoda'],
  pakoda: ['pakora', 'pakoda', 'pakode'],
  pakore: ['pakora', 'pakode'],
  pakora: ['pakora', 'pakode'],
  paratha: ['paratha'],
  parathe: ['paratha', 'parathe'],
  parantha: ['paratha', 'parantha'],
  paranthe: ['paratha', 'paranthe'],
  pulao: ['pulao'],
  tikki: ['tikki'],
  halwa: ['halwa'],
  kheer: ['kheer'],
  // "pork momos", "buff momo": momos of that filling, or momos when the base has no such ones
  momos: ['momos', 'momo'],
  momo: ['momo', 'momos'],
};
/** Dish words of breads, fritters, rice and sweets made with a filling ("gobhi de pakode", "aloo da paratha"). */
const FILLED_FORMS = new Set([
  'pakode',
  'pakoda',
  'pakore',
  'pakora',
  'paratha',
  'parathe',
  'parantha',
  'paranthe',
  'pulao',
  'tikki',
  'halwa',
  'kheer',
]);
/** Dish words whose own generic dish stands for "X <word>" when the base has no such dish. */
const GENERIC_OF_FILLING = new Set(['soup', 'momo', 'momos']);
/** Dish words that name "X <word>" without a link word ("horse gram curry", "moong usal"). */
const BARE_DISH_WORDS = new Set([
  'chaat',
  // Odia, Bengali, Nepali "kakharu tarkari", "lau torkari": that vegetable's curry
  'tarkari',
  'torkari',
  'bhujia',
  'bhujiya',
  'soup',
  'curry',
  'sabzi',
  'sabji',
  'subzi',
  'bhaji',
  'sundal',
  'usal',
  'masala',
  'salan',
  'ghugni',
  'jhol',
  'momos',
  'momo',
]);

/**
 * Drinks named after an ingredient ("guava juice", "papaya shake", "lemon tea"): when the base
 * has no such drink, the drink of that kind named here, not a heap of the ingredient plus a
 * glass of some other drink.
 */
const DRINK_WORDS: Record<string, string> = {
  juice: 'juice',
  shake: 'milkshake',
  milkshake: 'milkshake',
  smoothie: 'milkshake',
  lassi: 'lassi',
  tea: 'tea',
  chai: 'chai',
  sharbat: 'sharbat',
  shorbot: 'sharbat',
  shorbat: 'sharbat',
  sherbet: 'sharbat',
};

/** "X ki sabzi" and the like: each dish found, with its word span. */
export function readLinkedDishes(
  words: readonly string[],
  taken: readonly boolean[],
  matcher: FoodMatcher,
): Array<{ entry: KnowledgeEntry; start: number; end: number }> {
  const out: Array<{ entry: KnowledgeEntry; start: number; end: number }> = [];
  const used = [...taken];
  for (let i = 1; i < words.length; i++) {
    // "X ki sabzi" (a link word at i), or "X curry" (a dish word at i, no link)
    // "guava juice": one ingredient word before a drink word the base does not know together
    const drink = DRINK_WORDS[words[i] ?? ''];
    // ("kinnow ka juice", "tormuj er juice": the ingredient before a possessive word)
    const at = i >= 2 && LINK_WORDS.has(words[i - 1] ?? '') ? i - 2 : i - 1;
    // ("mcd chocolate shake": a longer name of the base ends here, read by the longest-name search)
    if (drink && at > 0 && matcher.lookup(words.slice(at - 1, i + 1).join(' '))) continue;
    // ("tetul er sharbat": the drink the base names without the possessive, "tetul sharbat")
    const together = drink && at === i - 2 ? matcher.lookup(`${words[at]} ${words[i]}`) : undefined;
    if (together && !used.slice(at, i + 1).some(Boolean)) {
      out.push({ entry: together, start: at, end: i + 1 });
      for (let k = at; k <= i; k++) used[k] = true;
      continue;
    }
    // ("ash gourd juice": an ingredient of two words)
    // (not when the last word and the drink word are a name already: "sweet lime juice" is read whole)
    const pair =
      drink && at === i - 1 && i >= 2 && !matcher.lookup(`${words[at]} ${words[i]}`)
        ? matcher.lookup(`${words[i - 2]} ${words[i - 1]}`)
        : undefined;
    const from = pair && pair.kind !== 'dish' ? i - 2 : at;
    if (
      drink &&
      !used.slice(from, i + 1).some(Boolean) &&
      !matcher.lookup(`${words.slice(from, i).join(' ')} ${words[i]}`)
    ) {
      const own = from < at ? pair : matcher.lookup(words[at] ?? '');
      // The ingredient's own drink by its name ("kinnow" is an orange: "orange juice"), else the
      // drink of its kind when the base names one ("vegetable juice" for beetroot or lauki,
      // "fruit juice" for amla), else the drink word's generic.
      const named = own ? matcher.lookup(`${normalizeName(own.name.split(/[,(]/)[0] ?? '')} ${words[i]}`) : undefined;
      const generic =
        own && own.kind !== 'dish' && own.role !== 'drink'
          ? (named ?? matcher.lookup(`${own.servingClass} ${drink}`) ?? matcher.lookup(drink))
          : undefined;
      if (generic) {
        out.push({ entry: generic, start: from, end: i + 1 });
        for (let k = from; k <= i; k++) used[k] = true;
        continue;
      }
    }
    const linked = LINK_WORDS.has(words[i] ?? '') && i + 1 < words.length;
    const link = linked ? (words[i] ?? '') : '';
    const dishWord = (linked ? words[i + 1] : words[i]) ?? '';
    const end = linked ? i + 2 : i + 1;
    if (!linked && !BARE_DISH_WORDS.has(dishWord)) continue;
    if (used.slice(i, end).some(Boolean)) continue;
    const forms = DISH_FORMS[dishWord] ?? [dishWord];
    for (let len = Math.min(3, i); len >= 1; len--) {
      const start = i - len;
      if (used.slice(start, i).some(Boolean)) continue;
      const x = words.slice(start, i).join(' ');
      // A name as typed wins ("sarson ka saag", "chicken curry"): the longest-name search reads it.
      if (!linked && matcher.lookup(`${x} ${dishWord}`)) break;
      // The phrase as typed first ("sarson ka saag" is a name), then "X sabzi", "X curry" ...
      const names = [...(linked ? [`${x} ${link} ${dishWord}`] : []), ...forms.map((f) => `${x} ${f}`)];
      let entry = names.map((n) => matcher.lookup(n)).find((e) => e !== undefined && e.kind !== 'ifct');
      // "methi ki sabzi" with no methi sabzi in the base: one katori of the generic dish (a
      // sabzi is mostly the vegetable cooked in oil), not raw methi plus a mixed sabzi.
      // "aloo gobi ki sabzi": X is itself a dish.
      const own = DISH_FORMS[dishWord] ? matcher.lookup(x) : undefined;
      // "roti sabzi", "paratha sabzi": a bread is eaten with the dish, not what it is made of
      if (!entry && own?.role === 'bread') break;
      // (a bare "chaat" after a food makes one dish only of a fruit or vegetable, read below)
      if (!entry && !linked && dishWord === 'chaat' && !PLANT_CLASSES.has(own?.servingClass ?? '')) continue;
      // "mutton soup", "mushroom soup" with no such soup in the base: a bowl of the generic soup
      // under the user's name, not a katori of mutton curry or a heap of mushrooms beside a soup
      // (so are "pork momos", "paneer momos": momos with that filling, not a curry of it)
      if (!entry && own && GENERIC_OF_FILLING.has(dishWord)) entry = matcher.lookup(dishWord);
      // ("matar wale parathe", "paneer ke pakode" with no such ones in the base: the bread or the
      // fritter itself, of which the filling is a part, never a katori of the filling)
      if (!entry && own && FILLED_FORMS.has(dishWord)) entry = matcher.lookup(dishWord);
      if (!entry && FILLED_FORMS.has(dishWord)) continue;
      // ("aloo wadiyan di sabzi": a curry of the tables, as a dish is)
      if (!entry && (own?.kind === 'dish' || (own?.role === 'main' && own.servingClass === 'curry'))) entry = own;
      // "green gram curry", "horse gram sabzi": a raw food of the tables named with a dish word is
      // its cooked dish under another dish word ("green gram dal")
      if (!entry && own?.kind === 'ifct')
        entry = ['dal', 'curry', 'sabzi', 'masala']
          .map((f) => matcher.lookup(`${x} ${f}`))
          .find((e) => e !== undefined && e.kind !== 'ifct');
      // ("shakarkandi chaat", "papaya chaat": the fruit or vegetable cut and spiced, not papdi chaat)
      if (!entry && own && dishWord === 'chaat' && PLANT_CLASSES.has(own.servingClass)) entry = own;
      if (!entry && own) entry = matcher.lookup(dishWord);
      // "dudhi chana nu shaak", "lauki chana ki sabzi": two foods before the dish word that no name
      // covers are one dish, of the first (the vegetable it is mostly) with the second cooked in it
      const [a = '', b = ''] = len === 2 && !entry && !own ? words.slice(start, i) : [];
      if (a && b && matcher.lookup(a) && matcher.lookup(b))
        entry = forms.map((f) => matcher.lookup(`${a} ${f}`)).find((e) => e !== undefined && e.kind !== 'ifct');
      // "chholeyan wala pulao", "anday wali bread": a dish with a food in it that no name covers is
      // that dish (the food is what it is made with), not a katori of the food beside it
      if (!entry && WITH_LINKS.has(link) && matcher.lookup(x)) {
        const dish = matcher.lookup(dishWord);
        if (dish && dish.role !== 'ingredient' && !isAddable(dish)) entry = dish;
      }
      if (!entry) continue;
      out.push({ entry, start, end });
      for (let k = start; k < end; k++) used[k] = true;
      break;
    }
  }
  return out;
}

function bestMatch(view: string[], matcher: FoodMatcher) {
  // Match within contiguous stretches of free words, longest name first.
  let best: ReturnType<FoodMatcher['match']>;
  let offset = 0;
  while (offset < view.length) {
    while (offset < view.length && view[offset] === '\u0000') offset++;
    let end = offset;
    while (end < view.length && view[end] !== '\u0000') end++;
    if (end > offset) {
      const m = matcher.match(view.slice(offset, end));
      if (m && (!best || m.end - m.start > best.end - best.start))
        best = { ...m, start: m.start + offset, end: m.end + offset };
    }
    offset = end;
  }
  return best;
}

/** Foods that are added to or taken from a dish rather than eaten alone: fats, sugar, cheese ... */
export function isAddable(entry: KnowledgeEntry | undefined): boolean {
  if (!entry) return false;
  if (entry.servingClass === 'fat' || entry.servingClass === 'condiment' || entry.servingClass === 'spread')
    return true;
  return entry.tags?.includes('addable') === true;
}

/** A word of where a food is from or what kind it is ("kotgarh", "nagpur"): no food, unit or word of talk. */
function kindWordBefore(w: string, knowledge: Knowledge, matcher: FoodMatcher): boolean {
  const named = matcher.match([w]);
  return (
    w.length >= 4 &&
    /^[a-z]+$/.test(w) &&
    knowledge.findByName(w) === undefined &&
    knowledge.unitKey(w) === undefined &&
    // (ordinary words of a language are talk, but a place among them is a kind: "nagpur oranges")
    !FUNCTION_WORDS.has(w) &&
    !EAT_WORDS.has(w) &&
    !CONTEXT_WORDS.has(w) &&
    !FILLERS.has(w) &&
    // (a spelling guess is no food named: "nagpur" is no typo of anything eaten)
    (named === undefined || named.spelled)
  );
}
