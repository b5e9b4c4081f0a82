// The one public entry of the engine: free text → SPEC §3 meals, offline, in about a
// millisecond. Pure: the knowledge base is passed in (createAnalyzer); src/knowledge-file loads
// the built one and offers `getAnalyzer()` and `analyze()` over it.
import { MEAL_TEXT_MAX_CHARS, type AnalyzedMeal, type MealComponent, type Unmatched } from '../contracts/meal';
import type { Knowledge } from './knowledge';
import { fromWords, shownName } from './describe';
import { chainVersions } from './parse/chain-versions';
import { isMeasureUnit } from './serving';
import type { AmountBlock } from './parse/amount-block';
import {
  addedComponent,
  composeMeal,
  type MealTiming,
  fryComponent,
  itemComponent,
  portionLabel,
  removalComponents,
  swapComponents,
} from './meal';
import {
  cookedFromContext,
  spicesNotByTheVessel,
  fillingBeforeDish,
  dishMadeFromRaw,
  countCombinationsOnce,
  countPiecesOfCombination,
  breakdownNamesHeader,
  countRepeatedOnce,
  dropStatedProtein,
  foldAddons,
  foldMadeWith,
  dropRestatedBase,
  restatedKindWord,
  dropRestatedYield,
  foldDrinkIngredients,
  dropTrailingMealName,
  headerAsRecipe,
  isBulk,
} from './parse/structure';
import { createFoodMatcher, type FoodMatcher } from './parse/food-matcher';
import { applyBlock, describeBlock, mergeEggCounts, parseSegment, type ItemDraft, type Modifier } from './parse/item';
import { applyEachAmounts, createEachReader, readEachAmounts } from './parse/each';
import { keepWithEvidence } from './parse/evidence';
import { appositivesAsBrackets, dropExplainingBrackets } from './parse/explaining-parens';
import { readElided } from './parse/elided';
import { markIdioms } from './parse/idioms';
import { markTrainingAmounts } from './parse/training-amounts';
import { readShared } from './parse/shared';
import { extractMealTypes, mealTypeAt } from './parse/meal-type';
import { resolveWhen } from './parse/resolve-when';
import { splitSegments } from './parse/split';
import { cleanText, inPlaceOf, tokenize, type Token } from './parse/tokenize';
import { SIZES } from './parse/lexicon';
import type { UnitSize } from './knowledge/types';
import { extractWhen } from './parse/when';
import { isValidTimeZone } from './parse/zoned-time';
import { isFoodQuestion } from './parse/question';
import { milkBeforeDrink } from './parse/milk-first';
import { dropDenied, dropLeftOver } from './parse/denied';
import {
  countAsSaid,
  cookedAsSaid,
  rawAsSaid,
  rawIngredientsTogether,
  weighedDryBesideLiquid,
} from './parse/cooked-as-said';
import { markPersonNames } from './parse/person-names';
import { markSimiles } from './parse/similes';
import { markFoodNotForMe } from './parse/not-for-me';
import { markVerbHomographs } from './parse/verb-homographs';
import { withoutPackSize } from './parse/pack-size';

export { MEAL_TEXT_MAX_CHARS };
/** Same limit under the engine's own name. */
export const MAX_INPUT_CHARS = MEAL_TEXT_MAX_CHARS;

export interface AnalyzeContext {
  /** The entry's day, YYYY-MM-DD; relative words ("yesterday") count from it. Defaults to today. */
  date?: string;
  /** IANA zone of the user, e.g. "Asia/Kolkata". Defaults to UTC; an unknown zone falls back to UTC. */
  timeZone?: string;
  /** The current instant (tests pass a fixed one). */
  now?: Date;
}

export type AnalyzeFailureCode = 'empty' | 'too_long' | 'nothing_recognised' | 'question';

export type AnalyzeResult =
  | { ok: true; meals: AnalyzedMeal[]; unmatched: Unmatched[] }
  | { ok: false; code: AnalyzeFailureCode; message: string; meals: []; unmatched: Unmatched[] };

export interface Analyzer {
  readonly knowledge: Knowledge;
  readonly matcher: FoodMatcher;
  analyze(text: string, ctx?: AnalyzeContext): AnalyzeResult;
}

export function createAnalyzer(knowledge: Knowledge): Analyzer {
  const matcher = createFoodMatcher(knowledge);
  return { knowledge, matcher, analyze: (text, ctx = {}) => run(knowledge, matcher, text, ctx) };
}

/** The date, instant and meal type an entry's words give (for providers that find the foods themselves). */
export function entryTiming(text: string, ctx: AnalyzeContext = {}): MealTiming {
  const timeZone = ctx.timeZone && isValidTimeZone(ctx.timeZone) ? ctx.timeZone : 'UTC';
  const date = ctx.date && /^\d{4}-\d{2}-\d{2}$/.test(ctx.date) ? ctx.date : undefined;
  const tokens = tokenize(cleanText(text.slice(0, MEAL_TEXT_MAX_CHARS)));
  const used = new Set<number>();
  const when = extractWhen(tokens, used);
  const marks = extractMealTypes(tokens, used);
  return resolveWhen(when, marks[0]?.type, { ...(date ? { date } : {}), timeZone, now: ctx.now ?? new Date() });
}

/** Units a dish is served in (an amount said alone in one of them is the dish's, not a topping's). */
const SERVING_VESSELS = new Set(['plate', 'half-plate', 'katori', 'bowl', 'glass', 'cup', 'tea-cup', 'mug', 'serving']);

/** "the large one", "large", "the big one": a size and nothing else. */
function sizeSaidAlone(tokens: readonly Token[]): UnitSize | undefined {
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.t);
  if (words.length !== tokens.length) return undefined;
  const core = words.filter(
    (w, k) => !(k === 0 && w === 'the') && !(k === words.length - 1 && (w === 'one' || w === 'wala' || w === 'wali')),
  );
  return core.length === 1 ? SIZES[core[0] ?? ''] : undefined;
}

function fail(code: AnalyzeFailureCode, message: string, unmatched: Unmatched[] = []): AnalyzeResult {
  return { ok: false, code, message, meals: [], unmatched };
}

function run(knowledge: Knowledge, matcher: FoodMatcher, text: string, ctx: AnalyzeContext): AnalyzeResult {
  if (typeof text !== 'string' || text.trim() === '')
    return fail('empty', 'Describe what you ate: the meal text is empty.');
  if (text.length > MEAL_TEXT_MAX_CHARS) {
    return fail(
      'too_long',
      `The meal text is too long (${text.length} characters); the limit is ${MEAL_TEXT_MAX_CHARS}. Split it into several entries.`,
    );
  }
  if (isFoodQuestion(text))
    return fail(
      'question',
      'That reads as a question, not a meal to log. To log a meal, say what you ate, e.g. "2 rotis and a katori of dal".',
    );
  const timeZone = ctx.timeZone && isValidTimeZone(ctx.timeZone) ? ctx.timeZone : 'UTC';
  const now = ctx.now ?? new Date();
  const date = ctx.date && /^\d{4}-\d{2}-\d{2}$/.test(ctx.date) ? ctx.date : undefined;

  const tokens = withoutPackSize(
    milkBeforeDrink(
      tokenize(inPlaceOf(cleanText(dropExplainingBrackets(appositivesAsBrackets(text), knowledge, matcher)))),
      knowledge,
    ),
    knowledge,
  );
  const used = new Set<number>();
  markIdioms(tokens, used, knowledge.idioms);
  const isFoodName = (name: string) => knowledge.findByName(name) !== undefined;
  const isUnit = (word: string) => knowledge.unitKey(word) !== undefined;
  const namesFood = (word: string) => {
    if (!/^[a-z]/.test(word)) return false;
    const m = matcher.match([word]);
    return (m !== undefined && !m.spelled) || (matcher.knowsWord(word) && !knowledge.everydayWords.has(word));
  };
  markPersonNames(tokens, used, isFoodName, isUnit, namesFood);
  markFoodNotForMe(tokens, used, (w) => namesFood(w) || matcher.lookup(w) !== undefined);
  markSimiles(tokens, used, (name) => isFoodName(name) || matcher.lookup(name) !== undefined);
  markVerbHomographs(tokens, used, isUnit, isFoodName);
  markTrainingAmounts(tokens, used, isFoodName);
  const when = extractWhen(tokens, used, isFoodName);
  const marks = extractMealTypes(tokens, used, isFoodName);
  const unmatched: Unmatched[] = [];
  const drafts: ItemDraft[] = [];
  const shared = readShared(tokens, used);
  const eachAmounts = readEachAmounts(tokens, used, knowledge);
  let unshared = 0;
  // foods whose pieces the speaker said they ate ("… between 4 of us, i had 2 slices"): their own share
  const ownPieces = new Set<ItemDraft>();
  const readEach = createEachReader(knowledge);
  for (const said of splitSegments(tokens, used, knowledge)) {
    // "2 cups of cha, each made with 2 tsp condensed milk", "mini samosas, 10 of them", "1 tsp
    // butter on each"
    const each = readEach(said, drafts);
    if (!each) continue;
    const { seg, pieces } = each;
    // "kabuli chana 150 gram, boiled": how the food before was cooked, said on its own
    if (cookedAsSaid(seg, drafts[drafts.length - 1], matcher)) continue;
    // "litchi season, ate 20 in one go": how many of the food before (a share of a food split
    // between people, "i had 2 slices", is read with the sharing words)
    if (!shared && countAsSaid(seg, drafts[drafts.length - 1], knowledge)) continue;
    // "70 g rice n 40 g toor dal, both raw wt": the raw weights of the foods before
    if (rawAsSaid(seg, drafts, matcher, knowledge)) continue;
    // "a latte, the large one", "coke, large": a size said alone after the food is its size
    const sized = sizeSaidAlone(seg.tokens);
    const sizedFood = drafts[drafts.length - 1];
    if (sized && sizedFood && sizedFood.size === undefined && !sizedFood.addon) {
      sizedFood.size = sized;
      continue;
    }
    const read = parseSegment(seg, knowledge, matcher);
    // "besan chilla x2, 1 tsp butter on each": the topping's amount once a piece
    if (pieces) for (const it of read.items) if (it.amountStated) it.quantity = (it.quantity ?? 1) * pieces;
    const res = readElided(seg, read, drafts[drafts.length - 1], knowledge, matcher) ?? read;
    unmatched.push(...res.unmatched);
    // "2 rotis and dal, ate half of it": the share is of what was named before it
    if (res.share !== undefined && drafts.length > unshared) {
      // ("shared w roomie, i ate half": the speaker's own share, not halved again by the sharing)
      for (const d of drafts.slice(unshared)) {
        d.quantity = (d.quantity ?? 1) * res.share;
        if (shared && seg.at > shared.at) ownPieces.add(d);
      }
      unshared = drafts.length;
    } else if (res.share !== undefined) unmatched.push({ text: String(res.share), reason: 'an amount without a food' });
    // "sugarcane juice, big glass 350 ml": an amount alone is the amount of the food before it,
    // when that food had none of its own; said apart from the food it is no evidence that the
    // word is food ("deadlift pb today 160kg")
    // (the food the amount belongs to, not what it was made with: "chai made with olpers, 1 cup")
    // ("upma topped with roasted kaju, 1 plate": a serving vessel is the dish's, not its topping's)
    const vessel = res.amount?.unit !== undefined && SERVING_VESSELS.has(res.amount.unit);
    // (nor is it a sweetener's, a fat's or a garnish's: "kheer made with chawal, doodh n gur - 1 katori")
    const last =
      drafts.findLast((d) => !d.madeWith && !(vessel && (d.addon || !isBulk(d.entry)))) ??
      drafts.findLast((d) => !d.madeWith) ??
      drafts[drafts.length - 1];
    // (a vessel said right after the food is evidence though: "hot chocolate, one cup, at the cafe")
    // (so is any serving unit, "pizza hut large, 8 slices"; not a weight: "deadlift pb 160kg")
    const served = res.amount?.unit !== undefined && (vessel || !isMeasureUnit(res.amount.unit));
    const right = last !== undefined && last === drafts[drafts.length - 1] && served && res.items.length === 0;
    // ("a coke, the large one", "a snickers, the king size one": the one said with "a", sized after)
    const sizedAfter =
      res.amount?.quantity === undefined && last?.quantity === 1 && !last.amountStated && last.unit === undefined;
    if (res.amount && last && ((last.quantity === undefined && last.unit === undefined) || sizedAfter)) {
      applyBlock(last, { ...res.amount, stated: right && res.amount.stated }, knowledge);
      // ("large pizza shared by 4, i had 2 slices": an amount said after the sharing is the speaker's own)
      if (shared && seg.at > shared.at && last.at < shared.at) ownPieces.add(last);
    }
    // "medium (12") veg pizza, ate 3 slices": slices eaten of the whole one named
    // ("a large pizza, i had 2 slices": the one whole said with "a", sized, counts as named)
    else if (
      res.amount?.unit === 'slice' &&
      last &&
      (last.unit === 'whole' ||
        last.unit === 'personal' ||
        (last.unit === undefined &&
          (last.quantity ?? 1) === 1 &&
          knowledge.gramsPerUnit(last.entry, 'slice') !== undefined))
    ) {
      Object.assign(last, { quantity: res.amount.quantity ?? 1, unit: 'slice', amountStated: true });
      ownPieces.add(last);
    }
    // "kaju katli ka 1 kg dabba aaya, maine 3 piece khaye": pieces eaten from the box weighed before
    // ("chikki ka 100 g dabba (8 pieces), 3 piece khaye": 3 of the 8 pieces the box was said to hold)
    else if (
      res.amount?.unit === 'piece' &&
      last?.piecesInWhole !== undefined &&
      last.quantity !== undefined &&
      (res.amount.quantity ?? 1) < last.piecesInWhole
    )
      last.quantity = Math.round(((last.quantity * (res.amount.quantity ?? 1)) / last.piecesInWhole) * 10) / 10;
    else if (res.amount && last && piecesFromWeighed(last, res.amount, knowledge))
      Object.assign(last, { quantity: res.amount.quantity, unit: 'piece', size: undefined, amountStated: true });
    else if (res.amount) unmatched.push({ text: describeBlock(res.amount), reason: 'an amount without a food' });
    // "tea with buffalo milk, no sugar": a change after an add-on is a change to the dish it is on
    const previous = drafts.findLast((d) => !d.addon) ?? drafts[drafts.length - 1];
    // so is a removal said with the add-on ("coffee with jaggery instead of sugar")
    const addon = seg.addon ? res.items[0] : undefined;
    if (addon && previous) {
      previous.modifiers.push(...addon.modifiers.filter((m) => m.kind === 'remove'));
      addon.modifiers = addon.modifiers.filter((m) => m.kind !== 'remove');
    }
    if (res.orphanModifiers.length > 0) {
      if (previous) previous.modifiers.push(...res.orphanModifiers);
      else
        unmatched.push(
          ...res.orphanModifiers.map((m) => ({ text: m.text, reason: 'a change without a food to apply it to' })),
        );
    }
    drafts.push(...res.items);
  }
  applyEachAmounts(drafts, eachAmounts);
  dropStatedProtein(drafts);
  // "… split between 4 of us": the speaker's share of what was named before it
  if (shared) {
    // "4 of us split a half kg chicken karahi, i had 2 naan": said first, it shares the foods of
    // its own clause (up to the next comma), not the speaker's own after it
    const before = drafts.some((d) => d.at < shared.at);
    const clauseEnd = tokens.findIndex((t, k) => k > shared.at && t.kind === 'sep');
    const end = before ? shared.at : clauseEnd < 0 ? tokens.length : clauseEnd;
    const start = before ? -1 : shared.at;
    for (const d of drafts)
      if (d.at > start && d.at < end && !ownPieces.has(d)) d.quantity = (d.quantity ?? 1) * shared.factor;
  }
  keepWithEvidence(drafts, tokens, marks.length > 0, unmatched);
  restatedKindWord(drafts, tokens);
  chainVersions(drafts, tokens, knowledge, (name) => matcher.lookup(name));
  dropDenied(drafts, tokens, unmatched, knowledge);
  dropLeftOver(drafts, tokens, unmatched);
  dropTrailingMealName(drafts);
  headerAsRecipe(drafts, knowledge);
  rawIngredientsTogether(drafts, matcher, knowledge);
  weighedDryBesideLiquid(drafts, knowledge);
  dishMadeFromRaw(drafts, matcher, knowledge);
  cookedFromContext(drafts, matcher, knowledge);
  spicesNotByTheVessel(drafts);
  fillingBeforeDish(drafts, tokens);
  countPiecesOfCombination(drafts, knowledge, matcher);
  // The eggs counted after an egg dish, across a comma or a header's dash, are its size: before
  // the header is dropped ("anda bhurji - 3 ande, 2 roti") and after a repeated food is
  // ("egg bhurji pav, 2 eggs 2 pav").
  mergeEggCounts(drafts, knowledge);
  breakdownNamesHeader(drafts);
  countCombinationsOnce(drafts, knowledge);
  countRepeatedOnce(drafts);
  foldDrinkIngredients(drafts, tokens);
  mergeEggCounts(drafts, knowledge);
  foldMadeWith(drafts, knowledge);
  dropRestatedYield(drafts);
  dropRestatedBase(drafts, knowledge);
  foldAddons(drafts, knowledge, matcher);
  shareHandful(drafts);
  if (drafts.length === 0) {
    return fail(
      'nothing_recognised',
      'Couldn\'t recognise any food in this entry. Try naming the dish and an amount, e.g. "2 rotis and a katori of dal".',
      unmatched,
    );
  }
  // Time-zone arithmetic (Intl) is the costliest step per meal; items of one meal type share it.
  const timings = new Map<string, ReturnType<typeof resolveWhen>>();
  const meals = drafts.map((d) => {
    const type = mealTypeAt(marks, d.at, tokens);
    let timing = timings.get(type ?? '');
    if (!timing) {
      timing = resolveWhen(when, type, { ...(date ? { date } : {}), timeZone, now });
      timings.set(type ?? '', timing);
    }
    return draftToMeal(knowledge, d, timing, unmatched);
  });
  return { ok: true, meals, unmatched };
}

/**
 * "A handful of cashews and walnuts" is one handful of mixed nuts: nuts named right after a
 * handful of nuts, with no amount of their own, share it equally.
 */
function shareHandful(drafts: ItemDraft[]): void {
  for (let i = 0; i < drafts.length; i++) {
    const first = drafts[i];
    if (!first || first.unit !== 'handful' || first.entry.servingClass !== 'nuts') continue;
    let end = i + 1;
    while (end < drafts.length) {
      const d = drafts[end];
      if (!d || d.entry.servingClass !== 'nuts' || d.quantity !== undefined || d.unit !== undefined) break;
      end++;
    }
    const n = end - i;
    if (n < 2) continue;
    const each = Math.round(((first.quantity ?? 1) / n) * 100) / 100;
    for (let k = i; k < end; k++) {
      const d = drafts[k];
      if (d) {
        d.quantity = each;
        d.unit = 'handful';
      }
    }
    i = end - 1;
  }
}

function draftToMeal(
  knowledge: Knowledge,
  d: ItemDraft,
  timing: Parameters<typeof composeMeal>[2],
  unmatched: Unmatched[],
): AnalyzedMeal {
  const item = itemComponent(knowledge, d.entry, d.quantity, d.unit, d.size);
  const components: MealComponent[] = [item];
  const notes: string[] = [];
  for (const m of d.modifiers) {
    // a recipe line already taken out ("chai with gur instead of sugar": the gur swapped the
    // sugar out) is not taken out twice
    const out = new Set(components.filter((c) => c.role === 'removed').map((c) => c.food_id));
    const changed = modifierComponents(knowledge, item, m, notes, unmatched);
    components.push(...changed.filter((c) => !(c.role === 'removed' && out.has(c.food_id))));
  }
  // "Curd (dahi), whole milk" → "curd (dahi)": the table's qualifiers after a comma would read as more sides.
  const sideName = (s: ItemDraft) =>
    shownName(
      (s.entry.name.split(',')[0] ?? s.entry.name).toLowerCase(),
      s.text,
      s.spelled === true || s.partOfNamed === true,
    );
  const sides: string[] = [];
  for (const s of d.sides) {
    // A side is its own food on the same plate, with its own changes ("pickle, no oil").
    const side: MealComponent = { ...itemComponent(knowledge, s.entry, s.quantity, s.unit, s.size), role: 'added' };
    components.push(side);
    for (const m of s.modifiers) components.push(...modifierComponents(knowledge, side, m, notes, unmatched));
    sides.push(`with ${sideName(s)}: ${portionLabel(side)}, ${fromWords(s.text)}`);
  }
  const changes = d.modifiers.map((m) => m.text);
  const main = shownName(d.entry.name, d.text, d.spelled === true || d.partOfNamed === true);
  const plate = d.sides.length > 0 ? `${main} with ${d.sides.map(sideName).join(' and ')}` : main;
  // "egg sandwich made with ...": the food as the user named it, then what it was made of
  const named = d.madeOf !== undefined ? `${d.madeOf}: ${plate.toLowerCase()}` : plate;
  const title = changes.length > 0 ? `${named}, ${changes.join(', ')}` : named;
  // What the user needs to check the reading: how much, of what, from which of their words. The
  // knowledge row's source stays in the components' food ids, not in the text a user reads.
  const parts = [`${portionLabel(item)}, ${fromWords(d.text)}`, ...sides];
  if (d.corrections.length > 0) parts.push(readAs(d.corrections));
  parts.push(...notes);
  return composeMeal(knowledge, components, timing, { title, description: parts.join('; ') });
}

/** Matcher corrections ("panner → paneer") as a sentence: read “panner” as paneer. */
function readAs(corrections: readonly string[]): string {
  return `read ${corrections.map((c) => c.replace(/^(.*) → (.*)$/, '“$1” as $2')).join(', ')}`;
}

export function modifierComponents(
  knowledge: Knowledge,
  item: MealComponent,
  m: Modifier,
  notes: string[],
  unmatched: Unmatched[],
): MealComponent[] {
  if (m.kind === 'fry') {
    // ("bhuna sattu ka gilaas": a drink is not fried; roasted is how its flour was made)
    if (knowledge.byId.get(item.food_id)?.servingClass === 'beverage') return [];
    const oil = fryComponent(knowledge, item, m.absorption);
    if (oil) notes.push(`${m.text}: ${oil.grams} g oil added`);
    return oil ? [oil] : [];
  }
  if (m.kind === 'swap') {
    const swapped = swapComponents(knowledge, item, m.target);
    if (swapped.length > 0)
      notes.push(
        `${m.text}: ${swapped
          .filter((c) => c.role === 'removed')
          .map((c) => `${c.grams} g ${c.name}`)
          .join(', ')} made ${m.target.name}`,
      );
    return swapped;
  }
  if (m.kind === 'extra') {
    const add = addedComponent(knowledge, m.target);
    notes.push(`${m.text}: ${portionLabel(add)} added`);
    return [add];
  }
  const removed = removalComponents(knowledge, item, m.target, m.kind === 'less' ? 0.5 : 1);
  if (removed.length > 0)
    notes.push(`${m.text}: ${removed.map((r) => `${r.grams} g ${r.name}`).join(', ')} taken out of the recipe`);
  else if (m.kind === 'remove' && m.target.id === item.food_id)
    unmatched.push({ text: m.text, reason: 'cannot remove a food from itself' });
  else notes.push(`${m.text}: not in this food's recipe, nothing to take out`);
  return removed;
}

/**
 * A count of pieces said after a food weighed by the box or pack ("1 kg dabba … 3 piece khaye"):
 * the pieces eaten from it, when they weigh less than half of what was weighed.
 */
function piecesFromWeighed(last: ItemDraft, amount: AmountBlock, knowledge: Knowledge): boolean {
  if (!last.unit || !isMeasureUnit(last.unit) || last.quantity === undefined) return false;
  if (amount.quantity === undefined || (amount.unit !== undefined && amount.unit !== 'piece')) return false;
  const piece = knowledge.gramsPerUnit(last.entry, 'piece');
  const weighed = (knowledge.gramsPerUnit(last.entry, last.unit) ?? 0) * last.quantity;
  return piece !== undefined && amount.quantity * piece <= weighed / 2;
}
