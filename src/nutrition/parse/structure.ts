// How the items of one entry relate, read from the food attributes in the knowledge data (no
// food names in code):
//   - a combination and its parts are one meal, counted once: "kadhi chawal - a katori of kadhi
//     and a plate of rice" keeps the katori and the plate, not kadhi chawal as well; a header
//     followed by its breakdown ("tiffin: 3 idlis, sambar and chutney") is not a food of its own;
//   - an add-on ("with", "topped with") belongs to the item before it: a drink's ingredient or a
//     sweetener its recipe already has is that ingredient, swapped ("tea with buffalo milk"); nuts
//     and garnishes are a spoonful ("upma with cashews", "curd rice with pomegranate"); anything
//     else is a side on the same plate ("aloo paratha with pickle");
//   - a raw vegetable or pulse named as a dish is the cooked dish ("lauki with 2 roti" is lauki
//     sabzi, "moong and rice" is moong dal), unless it is weighed, eaten raw, or said raw; a dry
//     staple with a `servedAs` dish in the data is that dish ("oats" is oats porridge) likewise.
import { normalizeName, type Knowledge, type KnowledgeEntry } from '../knowledge';
import { heaviestRecipeLine, largestRecipeFood, recipeLineEntry } from '../meal';
import { isMeasureUnit, portionOf } from '../serving';
import { cookedThatWay, type FoodMatcher } from './food-matcher';
import { isGarnish, mergeEggCounts, SANDWICH_WORDS, type ItemDraft } from './item';
import { madeOf, plainIngredient } from './ingredient-words';
import { AND_WORDS } from './lexicon';
import type { Token } from './tokenize';
import { draftSpan } from './draft-span';

/** An entry's parts, recipe lines and contained foods, as entry ids. */
export function ingredientIds(knowledge: Knowledge, entry: KnowledgeEntry): Set<string> {
  const ids = new Set<string>([...(entry.parts ?? []), ...(entry.contains ?? [])]);
  for (const line of entry.recipe?.ingredients ?? []) {
    const e = recipeLineEntry(knowledge, line.ref);
    if (e) ids.add(e.id);
  }
  return ids;
}

/** The food, or the main ingredient of a dish made of it ("potato" as boiled potato), is in the entry's recipe. */
function inRecipe(knowledge: Knowledge, head: KnowledgeEntry, food: KnowledgeEntry): boolean {
  const ids = ingredientIds(knowledge, head);
  if (ids.has(food.id)) return true;
  const mainEntry = largestRecipeFood(knowledge, food);
  return mainEntry !== undefined && ids.has(mainEntry.id);
}

/** A draft of a part of a combination, at the part's own serving, named by the combination's words. */
const partDraft = (d: ItemDraft, part: KnowledgeEntry): ItemDraft => ({
  ...d,
  entry: part,
  evidence: 'name',
  amountStated: false,
  quantity: undefined,
  unit: undefined,
  size: undefined,
  modifiers: [],
  sides: [],
  corrections: [],
  partOfNamed: true,
});

/**
 * "rasam saadam, rice approx 250 g n a katori of rasam": a food named first without an amount and
 * again later with one is one food, at the amount; the first mention named the meal.
 */
/**
 * "sabudana khichdi dahi - 1 bowl khichdi n half katori dahi": a breakdown that names a food of the
 * header by one of its words is that food (the sabudana khichdi), not the word's everyday dish.
 */
export function breakdownNamesHeader(drafts: ItemDraft[]): void {
  const headers = drafts.filter((d) => d.header);
  if (headers.length === 0) return;
  const wordsOf = (t: string) => t.toLowerCase().split(/\s+/).filter(Boolean);
  for (const o of drafts) {
    if (o.header || o.corrections.length > 0) continue;
    const typed = wordsOf(o.text);
    if (typed.length !== 1) continue;
    // ("overnight oats - 40 g oats, 150 ml milk": a table food weighed is that food, not the dish)
    if (o.unit !== undefined && isMeasureUnit(o.unit) && o.entry.kind !== 'dish') continue;
    const named = headers.find(
      (h) =>
        h.at < o.at &&
        h.entry.id !== o.entry.id &&
        // (a combination's breakdown names its parts: "rajma chawal: 1 katori rajma")
        !(h.entry.parts?.length ?? 0) &&
        wordsOf(h.text).length > 1 &&
        // its head word, the last ("khichdi" of "sabudana khichdi"); a first word names a food of
        // its own ("muri ghugni - 2 cups muri n a bati ghugni": the puffed rice)
        wordsOf(h.text).at(-1) === typed[0],
    );
    if (named) o.entry = named.entry;
  }
}

/** Words that count the pieces of whatever biscuit or cookie was named before ("had 4 biscuits"). */
const GENERIC_PIECES = new Set(['biscuit', 'biscuits', 'cookie', 'cookies']);
const BISCUIT_KINDS = new Set(['biscuit', 'cookie']);

export function countRepeatedOnce(drafts: ItemDraft[]): void {
  // "krispy kreme dozen box for the team, I had 2 original glazed": a box of ten or more and then
  // fewer of the same food are the box and the pieces eaten from it
  const boxes = drafts.filter(
    (d, i) =>
      (d.quantity ?? 0) >= 10 &&
      drafts
        .slice(i + 1)
        .some((o) => o.entry.id === d.entry.id && (o.quantity ?? 0) > 0 && (o.quantity ?? 0) < (d.quantity ?? 0)),
  );
  if (boxes.length > 0) drafts.splice(0, drafts.length, ...drafts.filter((d) => !boxes.includes(d)));
  // "hide n seek (120 g pack), had 4 biscuits": the pieces counted of the pack named before
  for (const [i, o] of drafts.entries()) {
    if (!GENERIC_PIECES.has(o.text.toLowerCase()) || o.quantity === undefined) continue;
    const pack = drafts
      .slice(0, i)
      .findLast((d) => BISCUIT_KINDS.has(d.entry.pieceKind ?? '') && d.entry.id !== o.entry.id);
    if (pack) o.entry = pack.entry;
  }
  const stated = (d: ItemDraft) => d.quantity !== undefined || d.unit !== undefined;
  const later = (i: number, id: string) => drafts.slice(i + 1).some((o) => o.entry.id === id && stated(o));
  // "200 g anjeer ka dabba bheja, aaj 4 anjeer khaye": a food weighed and then counted is the
  // pack it came in and the pieces eaten from it
  const weighed = (d: ItemDraft) => d.unit !== undefined && isMeasureUnit(d.unit);
  const countedLater = (i: number, id: string) =>
    drafts
      .slice(i + 1)
      .some((o) => o.entry.id === id && (o.unit === 'piece' || o.unit === undefined) && o.quantity !== undefined);
  const kept = drafts.filter(
    (d, i) => (stated(d) && !(weighed(d) && countedLater(i, d.entry.id))) || d.addon || !later(i, d.entry.id),
  );
  if (kept.length !== drafts.length) drafts.splice(0, drafts.length, ...kept);
}

/**
 * "oats chilla made with 40 g oats, 1 egg … - made 2 small chillas out of it": the dish named again
 * after what it was made of, by a word of its own name, is how many it made, not more of it.
 */
export function dropRestatedYield(drafts: ItemDraft[]): void {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => normalizeName(w));
  const kept = drafts.filter((d, i) =>
    drafts.slice(0, i).every((made) => {
      if (made.madeOf === undefined || d.madeOf !== undefined || d.sides.length > 0) return true;
      const own = new Set(words(made.madeOf));
      return !words(d.text).every((w) => own.has(w));
    }),
  );
  if (kept.length !== drafts.length) drafts.splice(0, drafts.length, ...kept);
}

/**
 * "subway chicken tikka sub 6 inch": a food named in full, then the kind word of its own name
 * right after it ("sub" of "Chicken sub") with the amount, is that one food with that amount, not a
 * generic second one.
 */
export function restatedKindWord(drafts: ItemDraft[], tokens: readonly Token[]): void {
  for (let i = drafts.length - 1; i >= 1; i--) {
    const named = drafts[i - 1];
    const kind = drafts[i];
    if (!named || !kind || named.quantity !== undefined || named.unit !== undefined || kind.addon) continue;
    const word = kind.text.toLowerCase();
    if (word.includes(' ') || !normalizeName(named.entry.name).split(' ').includes(word)) continue;
    if (named.entry.servingClass !== kind.entry.servingClass || named.entry.category !== kind.entry.category) continue;
    const a = draftSpan(tokens, named, drafts);
    const b = draftSpan(tokens, kind, drafts);
    if (!a || !b || b.start !== a.end) continue;
    Object.assign(named, {
      quantity: kind.quantity,
      unit: kind.unit,
      size: kind.size ?? named.size,
      amountStated: kind.amountStated,
    });
    drafts.splice(i, 1);
  }
}

/**
 * "jhalmuri from the stall, muri with a drizzle of mustard oil n some peanuts": the main food of a
 * dish named right after it, without an amount and dressed with add-ons, describes that dish (what
 * it is made of and topped with), not a second serving beside it; its add-ons stay, on the dish.
 */
export function dropRestatedBase(drafts: ItemDraft[], knowledge: Knowledge): void {
  for (let i = drafts.length - 2; i >= 1; i--) {
    const dish = drafts[i - 1];
    const base = drafts[i];
    if (!dish || !base || base.amountStated || base.addon || base.header || dish.addon) continue;
    if (dish.entry.kind !== 'dish' || largestRecipeFood(knowledge, dish.entry)?.id !== base.entry.id) continue;
    if (!drafts[i + 1]?.addon) continue;
    drafts.splice(i, 1);
  }
}

/**
 * "smoothie: 40 g oats, 300 ml milk, 1 banana", "grilled sandwich - 2 brown bread, 1 cheese slice n
 * butter": a header naming a drink or a sandwich over a list of foods is what that one thing was
 * made of, read as "made with" (one item under the user's name), not a meal name over separate foods.
 */
export function headerAsRecipe(drafts: ItemDraft[], knowledge: Knowledge): void {
  for (const [k, head] of drafts.entries()) {
    if (!head.header && !sandwichThenItsParts(drafts, k)) continue;
    const list: ItemDraft[] = [];
    for (const d of drafts.slice(k + 1)) {
      if (d.header) break;
      list.push(d);
    }
    const words = head.text.toLowerCase().split(/\s+/);
    // ("bread omelette - 2 eggs, 2 slice bread": a dish over two or more of its own recipe's
    // foods, each with an amount, is made of them)
    // (an egg boiled or raw is the recipe's egg: the first word of the two names agrees)
    const firstWord = (e: KnowledgeEntry | undefined) => normalizeName(e?.name ?? '').split(' ')[0];
    const lineWords = new Set(
      (head.entry.recipe?.ingredients ?? []).map((l) => firstWord(recipeLineEntry(knowledge, l.ref))),
    );
    const own = list.filter((d) => {
      const plain = d.entry.kind === 'dish' ? undefined : (plainIngredient(knowledge, d.entry) ?? d.entry);
      return (
        d.amountStated &&
        plain !== undefined &&
        (madeOf(knowledge, head.entry, plain) || lineWords.has(firstWord(plain)))
      );
    });
    const made =
      head.entry.servingClass === 'beverage' ||
      words.some((w) => SANDWICH_WORDS.has(w)) ||
      (own.length >= 2 && own.length === list.length);
    if (!made) continue;
    // (a list that holds dishes of their own is a meal's breakdown: "tea at the club: 3 fish
    // cutlets n a plain tea"; a sandwich's filling may be one: "chicken tikka")
    const drink = head.entry.servingClass === 'beverage';
    if (list.length < 2 || list.some((d) => d.entry.kind === 'dish' && (drink || d.entry.servingClass === 'beverage')))
      continue;
    head.header = false;
    for (const d of list) Object.assign(d, { madeWith: true, addon: false });
  }
}

/**
 * "egg sandwich, one-egg omelette folded into two white bread slices": a sandwich said first without
 * an amount, then only its bread and filling, each with an amount, is a header said with a comma.
 */
function sandwichThenItsParts(drafts: readonly ItemDraft[], k: number): boolean {
  const head = drafts[k];
  const rest = drafts.slice(k + 1);
  return (
    k === 0 &&
    head !== undefined &&
    !head.amountStated &&
    head.text
      .toLowerCase()
      .split(/\s+/)
      .some((w) => SANDWICH_WORDS.has(w)) &&
    rest.length >= 2 &&
    rest.every((d) => d.amountStated && !d.header) &&
    rest.some((d) => d.entry.role === 'bread')
  );
}

/**
 * "semiya payasam 1 katori, … - sadya last course", "dal, rice n sabzi, veg thali": a whole meal
 * (a thali, a sadya) named without an amount after its foods is the occasion they were eaten at,
 * not one more meal on top of them.
 */
export function dropTrailingMealName(drafts: ItemDraft[]): void {
  const kept = drafts.filter(
    (d, i) => !(i > 0 && d.entry.tags?.includes('whole-meal') === true && !d.amountStated && d.sides.length === 0),
  );
  if (kept.length !== drafts.length) drafts.splice(0, drafts.length, ...kept);
}

/** Drink words a list of fruits or vegetables can end in: "apple, beet n carrot juice". */
const LISTED_DRINK_WORDS = new Set(['juice', 'smoothie', 'shake', 'milkshake', 'lassi']);

/**
 * "apple, beet n carrot juice", "banana and strawberry smoothie", "mango banana shake": fruits
 * and vegetables listed without amounts right before a drink named with a drink word are what
 * the drink is made of, one drink, not a heap of each beside it.
 */
export function foldDrinkIngredients(drafts: ItemDraft[], tokens: readonly Token[]): void {
  const joiner = (t: Token) => t.kind === 'sep' || AND_WORDS.has(t.t);
  for (let i = 1; i < drafts.length; i++) {
    const drink = drafts[i];
    const last = drink?.text.toLowerCase().split(/\s+/).at(-1) ?? '';
    if (!drink || drink.entry.servingClass !== 'beverage' || !LISTED_DRINK_WORDS.has(last)) continue;
    let k = i;
    while (k > 0) {
      const before = drafts[k - 1];
      const after = drafts[k];
      if (!before || !after || before.amountStated || before.addon || before.sides.length > 0) break;
      if (before.entry.servingClass !== 'fruit' && before.entry.servingClass !== 'vegetable') break;
      // only words that join a list between them ("apple, beet n carrot juice")
      const end = before.at + before.text.split(/\s+/).length;
      if (!tokens.slice(end, after.at).every(joiner)) break;
      k--;
    }
    if (k < i) {
      drafts.splice(k, i - k);
      i = k;
    }
  }
}

/**
 * Drops a combination named beside its own parts, and a header named before a breakdown of two
 * or more foods; the parts carry the amounts. A combination with its own amount stays.
 */
export function countCombinationsOnce(drafts: ItemDraft[], knowledge: Knowledge): void {
  const drop = new Set<ItemDraft>();
  const added: ItemDraft[] = [];
  for (const d of drafts) {
    const parts = d.entry.parts ?? [];
    const others = drafts.filter((o) => o !== d && !drop.has(o));
    // (a header's amount is the whole meal's: "samosa chaat aik plate - 2 samosay, chanay, dahi")
    if (d.amountStated && !d.header) {
      const detail = brokenDownAfter(d, others, knowledge);
      if (detail) {
        drop.add(d);
        // ("bhaji approx 300 g" after pav bhaji is the pav bhaji's own bhaji, not a mixed sabzi)
        for (const o of detail) o.entry = containedNamed(d.entry, o, knowledge) ?? o.entry;
      }
      continue;
    }
    if (others.some((o) => o.entry.id === d.entry.id && o.amountStated)) {
      // "idli vada with sambar, 2 idli 1 vada": the food named again with its amount
      drop.add(d);
    } else if (parts.length > 0) {
      const own = ingredientIds(knowledge, d.entry);
      // An add-on without an amount ("pav bhaji with butter") is on top of the dish, not its breakdown.
      const onTop = (o: ItemDraft) => o.addon && o.quantity === undefined && o.unit === undefined;
      // A fat or condiment added with an amount ("dal chawal with a spoon of ghee", "pav bhaji
      // with 2 pav, 1 tsp butter") is on top too, though the recipe has some: a breakdown lists
      // the dish's foods, not its tadka.
      const topping = (o: ItemDraft) =>
        o.entry.servingClass === 'fat' || o.entry.servingClass === 'condiment' || o.entry.role === 'garnish';
      // ("pav bhaji with 2 extra pav": more than the plate has is not its breakdown)
      const named = others.filter(
        (o) => !onTop(o) && !o.saidExtra && (parts.includes(o.entry.id) || (own.has(o.entry.id) && !topping(o))),
      );
      if (named.length === 0) {
        // "xitt kodi for lunch - 2 katori rice, 1 katori fish curry …": a header over a breakdown
        // in other words than its parts' is still the header
        if (d.header && others.filter((o) => o.at > d.at).length >= 2) drop.add(d);
        continue;
      }
      const only = parts.length === 1 ? knowledge.byId.get(parts[0] ?? '') : undefined;
      // (a header over a breakdown of two or more foods is the meal's name: "pav bhaji at juhu - 1
      // katori bhaji, 2 butter pav"; so is a dish said before its part and the dish it contains,
      // "pav bhaji khalla, ek plate bhaji ani 4 pav")
      const contained = others.filter((o) => o.at > d.at && !onTop(o) && containedNamed(d.entry, o, knowledge));
      const breakdown =
        (d.header && others.filter((o) => o.at > d.at).length >= 2) ||
        (contained.length > 0 && named.some((o) => o.at > d.at));
      if (breakdown) for (const o of contained) o.entry = containedNamed(d.entry, o, knowledge) ?? o.entry;
      if (only && only.role !== 'main' && named.every((o) => o.entry.id === only.id) && !breakdown) {
        // "pav bhaji with 2 pav": the one part listed is the dish's bread, named with the plate
        // (the rest of the dish is no part of its own): the plate stays, the bread is in it.
        for (const o of named) drop.add(o);
        continue;
      }
      drop.add(d);
      // "poori kizhangu, 3 poori": the parts not broken down are still eaten, at their own serving;
      // a header's breakdown ("andhra meals: rice, pappu, rasam") is all there was
      if (d.header) continue;
      for (const id of parts) {
        const part = knowledge.byId.get(id);
        if (part && !others.some((o) => o.entry.id === id)) added.push(partDraft(d, part));
      }
    } else if (d.header && headsBreakdown(d, others) && !comboWithSides(d, others) && !dishBeforeOtherFoods(d, others))
      drop.add(d);
  }
  if (drop.size > 0 || added.length > 0)
    drafts.splice(0, drafts.length, ...drafts.filter((d) => !drop.has(d)), ...added);
}

/**
 * "full plate pav bhaji at juhu, bhaji approx 300 g n 4 pav", "1 plate kadhi chawal, 1 katori
 * kadhi and 1 plate rice": a combination said with its amount and then two or more of its own
 * foods, each with its amount (its parts, its ingredients, or words of its own name), is said
 * again in detail; the detail carries the amounts.
 */
function brokenDownAfter(d: ItemDraft, others: readonly ItemDraft[], knowledge: Knowledge): ItemDraft[] | undefined {
  const parts = d.entry.parts ?? [];
  if (parts.length === 0 && (d.entry.contains ?? []).length === 0) return undefined;
  const own = ingredientIds(knowledge, d.entry);
  const nameWords = new Set(d.text.toLowerCase().split(/\s+/));
  const detail = others.filter(
    (o) =>
      o.at > d.at &&
      !o.addon &&
      // (its parts, contained foods and recipe lines are all in `own`)
      (own.has(o.entry.id) || nameWords.has(o.text.toLowerCase())),
  );
  // ("bhaji approx 300 g": an amount a word away is still its own; "chole bhature 1 plate, 2
  // bhature n chole": one part counted is enough when two or more are named)
  const counted = (o: ItemDraft) => o.amountStated || o.quantity !== undefined;
  return detail.length >= 2 && detail.some(counted) ? detail : undefined;
}

/** The dish a combination contains that is named by the word said for it ("bhaji" of pav bhaji). */
function containedNamed(combination: KnowledgeEntry, o: ItemDraft, knowledge: Knowledge): KnowledgeEntry | undefined {
  const word = o.text.toLowerCase();
  if ((combination.parts ?? []).includes(o.entry.id) || (combination.contains ?? []).includes(o.entry.id))
    return undefined;
  return (combination.contains ?? [])
    .map((id) => knowledge.byId.get(id))
    .find(
      (e) =>
        e?.kind === 'dish' &&
        e.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .includes(word),
    );
}

/**
 * "bebe ne palak gosht banaya - main chaar phulkeyan naal khaada, dahi vi": a curry or a sabzi said
 * before a dash, then breads and sides that are no part of it, is one food of the meal, not its name.
 */
function dishBeforeOtherFoods(header: ItemDraft, others: readonly ItemDraft[]): boolean {
  const e = header.entry;
  return (
    e.kind === 'dish' &&
    (e.parts ?? []).length === 0 &&
    !e.tags?.includes('whole-meal') &&
    header.comboMeal !== true &&
    (e.servingClass === 'curry' ||
      e.servingClass === 'liquid' ||
      e.servingClass === 'dry' ||
      e.servingClass === 'rice' ||
      e.servingClass === 'piece') &&
    others
      .filter((o) => o.at > header.at)
      .every(
        (o) =>
          o.entry.role === 'bread' ||
          o.entry.role === 'garnish' ||
          ['rice', 'curd', 'fat', 'condiment'].includes(o.entry.servingClass),
      )
  );
}

/**
 * "whopper jr meal - small fries n a pepsi": a combo named for its main food, whose list gives only
 * the sides (no food of the main's kind: "mcspicy meal - burger, fries n coke" restates the burger).
 */
function comboWithSides(header: ItemDraft, others: readonly ItemDraft[]): boolean {
  return (
    header.comboMeal === true &&
    !others.some(
      (o) => o.at > header.at && o.entry.role === header.entry.role && o.entry.category === header.entry.category,
    )
  );
}

/**
 * A header over two or more foods, or over one drink of its kind ("coffee: 1 cappuccino", "had an
 * ABC - apple, beet n carrot juice"): the breakdown says what was had.
 */
function headsBreakdown(header: ItemDraft, others: readonly ItemDraft[]): boolean {
  const after = others.filter((o) => o.at > header.at);
  const [only] = after;
  return (
    after.length >= 2 ||
    (after.length === 1 && header.entry.servingClass === 'beverage' && only?.entry.servingClass === 'beverage')
  );
}

/**
 * "3 pcs puri bhaji", "2 chole bhature": pieces counted on a combination served by the plate are
 * pieces of its one piece part (puris, bhature), not plates; the other parts come at their own
 * serving, on the same plate (with any dish it contains). A bare count counts pieces only when it is two or more and the
 * piece part is named in the words ("3 puri bhaji"; "1 puri bhaji" is a plate).
 */
export function countPiecesOfCombination(drafts: ItemDraft[], knowledge: Knowledge, matcher: FoodMatcher): void {
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i];
    if (!d || d.quantity === undefined || d.entry.servingClass === 'piece') continue;
    const parts = (d.entry.parts ?? []).map((id) => knowledge.byId.get(id)).filter((p) => p !== undefined);
    const pieces = parts.filter((p) => p.servingClass === 'piece');
    const piece = pieces[0];
    if (!piece || pieces.length !== 1) continue;
    const named = d.text.split(/\s+/).some((w) => matcher.lookup(w)?.id === piece.id);
    if (!(d.unit === 'piece' || (d.unit === undefined && d.quantity >= 2 && named))) continue;
    // Pav bhaji and misal pav keep their curry as a contained dish, not a part (an edit of the
    // plate reaches it there); counted pavs still come with it.
    const dishes = (d.entry.contains ?? [])
      .filter((id) => id.startsWith('dish:'))
      .map((id) => knowledge.byId.get(id))
      .filter((p) => p !== undefined);
    const others = [...parts.filter((p) => p !== piece), ...dishes];
    drafts[i] = {
      ...d,
      entry: piece,
      unit: 'piece',
      sides: [...others.map((p) => partDraft(d, p)), ...d.sides],
    };
  }
}

/**
 * A spread or table fat on counted slices of bread ("2 toast with butter and jam") is spread on
 * each slice: FNDDS portions give such foods a "guideline amount per slice of bread/roll" (butter
 * 7 g, jam 10 g, peanut butter 16 g), so its serving goes on once a slice, not once a plate.
 */
function slicesSpread(head: ItemDraft, addon: KnowledgeEntry): number | undefined {
  if (addon.servingClass !== 'fat' && addon.servingClass !== 'spread') return undefined;
  if (head.entry.servingClass !== 'bread-slice' || head.quantity === undefined || head.quantity < 2) return undefined;
  return head.unit === undefined || head.unit === 'slice' ? head.quantity : undefined;
}

/** The add-on is the same food as a recipe line, or of its kind and a tenth or more of the dish (the milk of a chai). */
function swapsIn(knowledge: Knowledge, head: KnowledgeEntry, addon: KnowledgeEntry): boolean {
  if (ingredientIds(knowledge, head).has(addon.id)) return true;
  const recipe = head.recipe;
  if (!recipe || recipe.cookedWeightG <= 0) return false;
  return recipe.ingredients.some((line) => {
    const e = recipeLineEntry(knowledge, line.ref);
    // a line of the same kind that carries energy (the milk, not the water, of a chai)
    const carries = (e?.per100g.calories_kcal ?? 0) >= 10;
    // a sweetener for the recipe's sweetener, however little of it there is ("chai with gur")
    const sweetens = e?.tags?.includes('sweetener') === true && addon.tags?.includes('sweetener') === true;
    return (
      sweetens ||
      (e !== undefined &&
        carries &&
        e.servingClass === addon.servingClass &&
        e.role === addon.role &&
        line.grams / recipe.cookedWeightG >= 0.1)
    );
  });
}

/** The dish's recipe has a fat line (oil, ghee, butter) other than this one. */
function cookedInFat(knowledge: Knowledge, head: KnowledgeEntry, fat: KnowledgeEntry): boolean {
  return (head.recipe?.ingredients ?? []).some((line) => {
    const e = recipeLineEntry(knowledge, line.ref);
    return e !== undefined && e.id !== fat.id && e.servingClass === 'fat';
  });
}

/** The line of a dish's recipe that carries the most energy (a sandwich's bread), or -1. */
function mainLineOf(knowledge: Knowledge, head: KnowledgeEntry): number {
  return heaviestRecipeLine(knowledge, head).index;
}

/** The recipe line of a dish a listed food stands for: the same food, or one of its kind that carries energy. */
function recipeLineOf(knowledge: Knowledge, head: KnowledgeEntry, food: KnowledgeEntry): number {
  return (head.recipe?.ingredients ?? []).findIndex((line) => {
    const e = recipeLineEntry(knowledge, line.ref);
    return (
      e !== undefined &&
      (e.id === food.id || (e.servingClass === food.servingClass && (e.per100g.calories_kcal ?? 0) >= 10))
    );
  });
}

/**
 * "egg sandwich made with 2 slices of brown bread and 2 boiled eggs": foods listed with amounts
 * after "made with" that stand for two or more lines of the food's recipe are its recipe, so they
 * replace its default serving and the meal keeps the food's name. An egg dish made with N eggs
 * is that many eggs' worth of it. Anything else after "made with" is an add-on as after "with"
 * ("oats made with milk", "poha made with 1 tbsp peanuts").
 */
export function foldMadeWith(drafts: ItemDraft[], knowledge: Knowledge): void {
  for (let i = 0; i < drafts.length; i++) {
    const head = drafts[i];
    let end = i + 1;
    while (end < drafts.length && drafts[end]?.madeWith) end++;
    // "grilled sandwich w/ 2 brown bread, 50 g paneer n 1 cheese slice": a list with amounts
    // after "with" that starts with the dish's main line (a sandwich's bread) is its recipe too
    const withBase = drafts[i + 1];
    const listsBase =
      end === i + 1 &&
      head &&
      withBase?.addon &&
      withBase.amountStated &&
      mainLineOf(knowledge, head.entry) >= 0 &&
      recipeLineOf(knowledge, head.entry, withBase.entry) === mainLineOf(knowledge, head.entry);
    if (listsBase) {
      end = i + 2;
      while (end < drafts.length && drafts[end]?.amountStated && !drafts[end]?.addon && !drafts[end]?.header) end++;
    }
    // "sandwich made with 4 bread slices, hari chutney n amul butter": spreads and condiments
    // without an amount right after the list are its fillings too
    if (end > i + 1 && !listsBase)
      while (
        end < drafts.length &&
        !drafts[end]?.header &&
        !drafts[end]?.amountStated &&
        ['condiment', 'spread', 'fat'].includes(drafts[end]?.entry.servingClass ?? '')
      )
        end++;
    const listed = drafts.slice(i + 1, end);
    const [first, ...rest] = listed;
    if (!head || !first) continue;
    // "2 parathe made with kal ki bachi hui arhar dal": a bread made with one dish named without an
    // amount is the bread of that kind when the tables know it ("dal paratha"), not bread beside a
    // katori of it
    const kind = listed.length === 1 && !first.amountStated ? kindOfBread(knowledge, head, first) : undefined;
    if (kind) {
      drafts.splice(i, 2, { ...head, entry: kind, sides: [...head.sides, ...first.sides] });
      continue;
    }
    const eggDish = [head, first];
    mergeEggCounts(eggDish, knowledge);
    if (eggDish.length === 1) {
      drafts.splice(i + 1, 1);
      continue;
    }
    // "chilla made with 60 g besan", "upma made with 1 cup rava": the dish's main food, stated
    // alone, says how much of the dish was made (its recipe scaled to that much of its main food),
    // as an egg dish made with N eggs is N eggs' worth; not a serving of it beside the flour
    const scaled =
      listed.length === 1 && !head.amountStated && first.amountStated ? dishOfMain(knowledge, head, first) : undefined;
    if (scaled !== undefined) {
      drafts.splice(i, 2, {
        ...head,
        quantity: scaled,
        unit: 'gram',
        size: undefined,
        amountStated: true,
        sides: [...head.sides, ...first.sides],
      });
      continue;
    }
    const lines = new Set(
      listed
        .filter((d) => d.quantity !== undefined || d.unit !== undefined)
        .map((d) => recipeLineOf(knowledge, head.entry, d.entry))
        .filter((n) => n >= 0),
    );
    // A list of what the dish is made of names two or more foods of bulk with their amounts
    // ("oats smoothie made with 30 g oats, 1 apple ... 250 ml milk", "egg roll made with 1 paratha
    // n 2 eggs"); fats, nuts, condiments and sweeteners alone are added to it ("poha made with 1
    // tbsp peanuts and 1 tsp oil" is still the poha).
    const bulk = listed.filter((d) => (d.quantity !== undefined || d.unit !== undefined) && isBulk(d.entry)).length;
    // (its base and one more food is enough: the fillings need not be lines of the generic recipe)
    // (a sandwich made with its bread and a filling: the bread is the dish's main line)
    // (a dish of a table row without a recipe, made with a stated bread and more, likewise)
    const base =
      mainLineOf(knowledge, head.entry) >= 0
        ? recipeLineOf(knowledge, head.entry, first.entry) === mainLineOf(knowledge, head.entry)
        : !head.entry.recipe && first.entry.role === 'bread';
    const withItsBase = listed.length >= 2 && base && first.amountStated;
    // ("maggi, 1 pack, made with an egg and a cheese slice": a packaged food of its own weight
    // keeps its serving; what it was made with is added to it, not its recipe)
    const addedTo = head.entry.category === 'packaged' && head.entry.role !== 'drink' && !head.entry.recipe && !base;
    if (listsBase || withItsBase ? listed.length < 2 : addedTo || !((lines.size >= 2 && bulk >= 1) || bulk >= 2)) {
      // "bisi bele bath made with toor dal n mixed veg": dishes named without an amount after
      // "made with" whose main food the recipe has say what is in the dish, not food beside it
      // ("kheer made with chawal, doodh n gur": its rice and milk; a sweetener is swapped for the
      // recipe's as an add-on, below)
      const described = listed.filter(
        (d) =>
          d.madeWith &&
          !d.amountStated &&
          d.entry.tags?.includes('sweetener') !== true &&
          d.entry.servingClass !== 'fat' &&
          // (a drink's milk is swapped below: "chai made in bhains ka doodh")
          (inRecipe(knowledge, head.entry, d.entry) ||
            (head.entry.role !== 'drink' && recipeLineOf(knowledge, head.entry, d.entry) >= 0) ||
            // a table dish without a recipe of ours ("chak-hao kheer made with black rice, milk n
            // sugar", an INDB row): what it is made of, named without amounts, describes it
            (!head.entry.recipe && head.entry.source?.startsWith('INDB') === true && head.entry.role !== 'drink') ||
            // "upma made with vegetables": a dish's vegetables, said without an amount
            // (a vegetable by its one word, not a dish of its own: "… made in ghee and lauki sabzi")
            (head.entry.kind === 'dish' &&
              head.entry.role !== 'drink' &&
              (d.entry.category === 'vegetables' || d.entry.category === 'sabzi') &&
              (d.entry.kind !== 'dish' || !d.text.trim().includes(' ')))),
      );
      if (described.length > 0) drafts.splice(0, drafts.length, ...drafts.filter((d) => !described.includes(d)));
      continue;
    }
    drafts.splice(i, end - i, {
      ...first,
      addon: head.addon,
      madeWith: false,
      // (the dish as the user named it: "oats smoothie", not the table's generic milkshake)
      madeOf:
        head.spelled || !head.text ? head.entry.name : `${head.text.charAt(0).toUpperCase()}${head.text.slice(1)}`,
      sides: [...head.sides, ...first.sides, ...rest],
    });
  }
}

/** The bread of the kind a word of `filling` names ("dal" + "paratha" is dal paratha), if the tables know it. */
function kindOfBread(knowledge: Knowledge, bread: ItemDraft, filling: ItemDraft): KnowledgeEntry | undefined {
  if (bread.entry.role !== 'bread') return undefined;
  const breadWords = [...new Set([bread.text, bread.entry.name].map((n) => normalizeName(n).split(' ').at(-1) ?? ''))];
  // (the words as typed, then the food's own name: "bajre ka atta" is bajra flour, "bajra roti")
  // (and a Hindi oblique "-e" as its "-a": "bajre ka atta" is bajra's)
  const said = [
    ...normalizeName(filling.text).split(' ').reverse(),
    ...normalizeName(filling.entry.name).split(' '),
  ].flatMap((w) => (w.endsWith('e') ? [w, `${w.slice(0, -1)}a`] : [w]));
  for (const w of said)
    for (const b of breadWords) {
      const found = knowledge.findByName(`${w} ${b}`);
      if (found && found.id !== bread.entry.id && found.role === 'bread') return found;
    }
  return undefined;
}

/** Grams of a recipe dish whose main line is the listed food, in the stated amount of it. */
function dishOfMain(knowledge: Knowledge, head: ItemDraft, main: ItemDraft): number | undefined {
  const recipe = head.entry.recipe;
  const k = mainLineOf(knowledge, head.entry);
  const line = recipe?.ingredients[k];
  const lineFood = line ? recipeLineEntry(knowledge, line.ref) : undefined;
  // ("neer dosa made with 60 g rice flour": the recipe's soaked rice ground, the same grain)
  const firstWord = (e: KnowledgeEntry) => normalizeName(e.name).split(' ')[0];
  const sameGrain =
    lineFood !== undefined &&
    lineFood.servingClass === main.entry.servingClass &&
    lineFood.servingClass === 'grain-dry' &&
    firstWord(lineFood) === firstWord(main.entry);
  if (!recipe || !line || line.grams <= 0 || (lineFood?.id !== main.entry.id && !sameGrain)) return undefined;
  const grams = portionOf(knowledge, main.entry, main.quantity, main.unit, main.size).grams;
  return Math.round((grams * recipe.cookedWeightG) / line.grams);
}

/** A food that makes up a dish's body, not a fat, nut, condiment, sweetener or garnish put into it. */
export function isBulk(e: KnowledgeEntry): boolean {
  const extra = ['fat', 'condiment', 'spread', 'nuts'] as const;
  return (
    !extra.some((c) => c === e.servingClass) &&
    e.role !== 'garnish' &&
    e.role !== 'condiment' &&
    e.tags?.includes('sweetener') !== true &&
    e.tags?.includes('garnish-by-spoon') !== true
  );
}

/** Add-ons without an amount of their own join the item before them (see the file comment). */
export function foldAddons(drafts: ItemDraft[], knowledge: Knowledge, matcher: FoodMatcher): void {
  const out: ItemDraft[] = [];
  for (const d of drafts) {
    const head = out[out.length - 1];
    // A drink carries no main dish (a cooked dish) as a side: "tea with buffalo milk and upma with cashews" is two meals.
    if (
      !d.addon ||
      !head ||
      (head.entry.servingClass === 'beverage' && d.entry.kind === 'dish' && d.entry.role === 'main')
    ) {
      out.push(d);
      continue;
    }
    // "a sandwich with egg and cheese": the bare sandwich word is its bread, two slices a
    // sandwich, and what comes with it is the filling (the generic sandwich is for a bare word)
    if (SANDWICH_WORDS.has(head.text.toLowerCase()) && head.entry.role !== 'bread' && head.sides.length === 0) {
      const bread = matcher.lookup('bread');
      if (bread)
        Object.assign(head, { entry: bread, quantity: 2 * (head.quantity ?? 1), unit: undefined, size: undefined });
    }
    if (d.quantity !== undefined || d.unit !== undefined) {
      // "chai with 2 spoons sugar": a stated sweetener a drink's recipe already has is all of its
      // sweetener, so the recipe's own is taken out before the stated amount goes on (a dish's
      // sugar is cooked in: "kheer with 1 tsp sugar" is more on top)
      const sweetens = d.entry.tags?.includes('sweetener') === true && head.entry.servingClass === 'beverage';
      if (sweetens && swapsIn(knowledge, head.entry, d.entry))
        head.modifiers.push({ kind: 'remove', target: d.entry, text: `${d.text} in place of the recipe's` });
      // "2 rotis with 1 katori dal": a side with its own amount, on the same plate
      head.sides.push(d);
      continue;
    }
    // "poha made with peanuts and potato": what the recipe already holds describes the dish
    if (d.madeWith && inRecipe(knowledge, head.entry, d.entry)) continue;
    // A drink's milk or sweetener, or the sugar of anything, is swapped; a dish's own ingredient
    // served beside it ("thepla with curd") is a side.
    const swappable = head.entry.servingClass === 'beverage' || d.entry.tags?.includes('sweetener') === true;
    if (swappable && d.entry.servingClass !== 'fat' && swapsIn(knowledge, head.entry, d.entry)) {
      head.modifiers.push({ kind: 'swap', target: d.entry, text: `with ${d.text}` });
      continue;
    }
    // "dal made in desi ghee", "sabzi cooked in mustard oil": the fat it was cooked in takes the
    // place of the recipe's own fat ("roti with ghee" is ghee on top: not made with)
    // (the food right before "made in": the last side of the plate, "phulka with dal made in ghee")
    const cooked = d.madeWith ? (head.sides[head.sides.length - 1] ?? head) : head;
    if (d.madeWith && d.entry.servingClass === 'fat' && cookedInFat(knowledge, cooked.entry, d.entry)) {
      cooked.modifiers.push({ kind: 'swap', target: d.entry, text: `made with ${d.text}` });
      continue;
    }
    if (isGarnish(d.entry) && !isGarnish(head.entry)) d.unit = 'tablespoon';
    // (a sandwich's two slices hold one filling between them)
    const slices = SANDWICH_WORDS.has(head.text.toLowerCase()) ? undefined : slicesSpread(head, d.entry);
    if (slices !== undefined) d.quantity = slices;
    head.sides.push(d);
  }
  drafts.splice(0, drafts.length, ...out);
}

const COOKED_GROUPS: Record<string, { forms: readonly string[]; generic: string }> = {
  'Grain Legumes': { forms: ['dal', 'curry', 'usal', 'masala', 'sundal'], generic: 'dal' },
  'Other Vegetables': { forms: ['sabzi', 'curry', 'bhaji', 'masala', 'poriyal', 'fry'], generic: 'sabzi' },
  'Green Leafy Vegetables': { forms: ['saag', 'sabzi', 'bhaji', 'curry', 'poriyal'], generic: 'sabzi' },
  'Roots and Tubers': { forms: ['sabzi', 'curry', 'bhaji', 'masala', 'fry'], generic: 'sabzi' },
};

/** Serving classes of cooked food (a cooked rice, a curry): weighed beside them, a legume is weighed cooked. */
const COOKED_CLASSES = new Set(['rice', 'curry', 'liquid', 'dry']);

/** Vessels a cooked dish is served in; any other unit (grams, spoons, a scoop, a pack) measures the dry food. */
const SERVED_IN = new Set(['bowl', 'katori', 'plate', 'half-plate', 'cup', 'serving']);

/**
 * A dry staple named without a weight is the dish it is eaten as (knowledge `servedAs`: "oats" is
 * oats porridge), unless it is measured ("50 g oats", "2 tbsp oats" are dry oats), said raw, added to another food
 * ("shake with oats"), or the liquid of that dish is named as a food of its own ("oats, milk and a
 * banana": the milk is there already, the oats stay dry).
 */
function servedAsDish(d: ItemDraft, drafts: readonly ItemDraft[], knowledge: Knowledge): KnowledgeEntry | undefined {
  const id = knowledge.servedAs.get(d.entry.id);
  const dish = id ? knowledge.byId.get(id) : undefined;
  // (a unit the dish is served in: "oats 1 bowl", "sattu 1 glass")
  const servedIn = (u: string) => SERVED_IN.has(u) || u === dish?.defaultServing.unit;
  if (!dish || d.addon || d.saidRaw || (d.unit !== undefined && !servedIn(d.unit))) return undefined;
  // (a snack is that dish only in a meal: "4 rotis, aloo bhujia and arhar dal", not "aloo bhujia with chai")
  const meal = drafts.some(
    (o) =>
      o !== d && (o.entry.role === 'bread' || o.entry.servingClass === 'rice' || o.entry.servingClass === 'liquid'),
  );
  if (d.entry.role === 'snack' && dish.role !== 'drink' && !meal) return undefined;
  const liquids = new Set(
    (dish.recipe?.ingredients ?? [])
      .map((line) => recipeLineEntry(knowledge, line.ref))
      .filter((e) => e?.role === 'drink')
      .map((e) => e?.servingClass),
  );
  const liquid = drafts.find((o) => o !== d && o.entry.role === 'drink' && liquids.has(o.entry.servingClass));
  // ("a bowl of oats made with water": the dish the tables have cooked in that liquid, if any)
  if (liquid?.madeWith) return knowledge.findByName(`${d.entry.names[0] ?? d.text} with ${liquid.text}`);
  return liquid ? undefined : dish;
}

/**
 * "sabudana 80 g dry weight, made into khichdi …", "matki 50 g dry wt, sprouted, usal made w/ 1
 * tsp oil", "oats 40 g dry, made into upma": a food weighed raw and then a dish named after it with
 * no amount of its own, where the two words name one dish ("sabudana khichdi", "matki usal"), is
 * that food cooked so: its raw weight is what was eaten (with what the user lists beside it), the
 * dish's name only says how it was cooked, not a second serving.
 */
export function dishMadeFromRaw(drafts: ItemDraft[], matcher: FoodMatcher, knowledge: Knowledge): void {
  for (let i = 0; i < drafts.length; i++) {
    const raw = drafts[i] as ItemDraft;
    // (said raw, or a raw food of the tables weighed: "100 g atta ki 3 roti banayi")
    if ((!raw.saidRaw && raw.entry.kind !== 'ifct') || raw.unit === undefined || !isMeasureUnit(raw.unit)) continue;
    const rawWords = raw.text.toLowerCase().split(/\s+/);
    // the dish named right after it, or right before it ("kaali dal banayi 50 gram sabut urad se")
    const after = drafts.findIndex((d, n) => n > i && !d.addon && !d.madeWith);
    const before = drafts.findLastIndex((d, n) => n < i && !d.addon && !d.madeWith);
    const k = [after, before].find((n) => {
      const dish = drafts[n];
      // (a count of what it made is no amount of its own: "100 g atta ki 3 roti banayi")
      const counted = dish?.unit === undefined || dish.unit === 'piece';
      if (!dish || !counted || dish.entry.kind !== 'dish') return false;
      // (the dish mostly that food: whole urad for kaali dal)
      const mostly = largestRecipeFood(knowledge, dish.entry)?.id === raw.entry.id;
      if (dish.quantity !== undefined && !mostly) return false;
      const named = [rawWords.join(' '), rawWords.at(-1) ?? '', rawWords[0] ?? '']
        .map((w) => matcher.lookup(`${w} ${dish.text.toLowerCase()}`))
        .some((e) => e !== undefined && e.kind === 'dish');
      return named || mostly;
    });
    const dish = k === undefined ? undefined : drafts[k];
    if (k === undefined || !dish) continue;
    // (the title says the dish: "sabudana khichdi", "kaali dal (sabut urad)"; "rajma masala" once)
    const sharesWord = dish.text
      .toLowerCase()
      .split(/\s+/)
      .some((w) => rawWords.includes(w));
    raw.text = sharesWord ? dish.text : k > i ? `${raw.text} ${dish.text}` : `${dish.text} (${raw.text})`;
    drafts.splice(k, 1);
    if (k < i) i--;
  }
}

/** The juice of a fruit said by the glass: "<the words said> juice" or "<a name of the fruit> juice". */
function juiceOf(d: ItemDraft, matcher: FoodMatcher): KnowledgeEntry | undefined {
  for (const name of [d.text.toLowerCase(), ...d.entry.names]) {
    const hit = matcher.lookup(`${name} juice`);
    if (hit?.role === 'drink') return hit;
  }
  return undefined;
}

/** A raw IFCT vegetable or pulse eaten as a dish becomes its cooked dish (see the file comment). */
export function cookedFromContext(drafts: ItemDraft[], matcher: FoodMatcher, knowledge: Knowledge): void {
  for (const d of drafts) {
    // ("poha made with matar n mungfali": what a dish is made of goes in raw, not as a dish of its own)
    if (d.madeWith) continue;
    const served = servedAsDish(d, drafts, knowledge);
    if (served) {
      d.entry = served;
      if (d.unit === undefined) d.quantity = undefined;
      continue;
    }
    // "a glass of sweet lime", "ek glass anaar", "ek glass lauki": a fruit or vegetable by the glass is its juice
    const juice =
      d.unit === 'glass' && ['fruit', 'vegetable'].includes(d.entry.servingClass) ? juiceOf(d, matcher) : undefined;
    if (juice) {
      d.entry = juice;
      continue;
    }
    const e = d.entry;
    const group = e.kind === 'ifct' && e.role === 'ingredient' ? COOKED_GROUPS[e.category] : undefined;
    // A weight is of the raw food, unless the entry weighs cooked foods beside it ("brown rice n
    // moong, 200 g each, meal prep": both cooked), or eats it with a bread or rice ("sabut moong
    // 200 gram aur 2 roti"), or says it was cooked ("kadala 100 gram tempered")
    const weighed = d.unit !== undefined && isMeasureUnit(d.unit);
    const cookedBeside = drafts.some(
      (o) =>
        o !== d &&
        ((o.unit !== undefined &&
          isMeasureUnit(o.unit) &&
          (o.entry.kind === 'dish' || COOKED_CLASSES.has(o.entry.servingClass))) ||
          (o.entry.kind !== 'ifct' && (o.entry.role === 'bread' || o.entry.servingClass === 'rice'))),
    );
    const saidCooked = d.modifiers.some((m) => m.kind === 'fry') || d.saidBoiled === true;
    // "chickpeas 150g, brown rice 100g": a dry staple of the curated foods weighed beside cooked
    // food is its boiled form when the knowledge has one ("boiled chickpeas")
    if (!group && weighed && (cookedBeside || saidCooked) && e.kind === 'food' && e.servingClass === 'grain-dry') {
      const boiled = cookedThatWay(d.text, 'boiled', matcher);
      if (boiled && boiled.id !== e.id && boiled.servingClass !== 'grain-dry') d.entry = boiled;
      continue;
    }
    if (!group || e.tags?.includes('eaten-raw') || d.saidRaw || (weighed && !cookedBeside && !saidCooked)) continue;
    const typed = d.text.toLowerCase();
    // ("pachai payaru (green gram) vega vachathu, 120 gram": a whole legume said boiled is the
    // tables' boiled legume, by its own name or its English one, not a watery dal)
    if (d.saidBoiled) {
      const english = normalizeName(e.name.split(',')[0] ?? '');
      const boiled = [typed, english]
        .map((n) => matcher.lookup(`boiled ${n}`))
        .find((x) => x !== undefined && x.kind !== 'ifct' && x.servingClass !== 'grain-dry');
      if (boiled) {
        d.entry = boiled;
        if (d.unit === undefined) d.quantity = undefined;
        continue;
      }
    }
    const cooked =
      group.forms.map((f) => matcher.lookup(`${typed} ${f}`)).find((x) => x !== undefined && x.kind !== 'ifct') ??
      matcher.lookup(group.generic);
    if (!cooked || cooked.kind === 'ifct') continue;
    // ("boiled red gram 150 g": the dal plain, boiled, not the tempered dal)
    const plain = d.saidBoiled
      ? matcher.lookup(`plain ${normalizeName(cooked.name).replace(/ (?:tadka|fry)$/, '')}`)
      : undefined;
    d.entry = plain && plain.kind !== 'ifct' ? plain : cooked;
    // "2 lauki" counted pieces of the raw vegetable; the dish is served by the katori.
    if (d.unit === undefined) d.quantity = undefined;
  }
}

/** Meats and other fillings said before a dish to say which kind of it ("mutton sindhi biryani"). */
const FILLING_WORDS = new Set([
  'chicken',
  'mutton',
  'beef',
  'gosht',
  'murgh',
  'fish',
  'prawn',
  'prawns',
  'paneer',
  'pork',
  'lamb',
  'keema',
  'egg',
  'anda',
]);
/** Head words of dishes made with a filling of one's choosing. */
const FILLED_DISH =
  /\b(?:biryani|biriyani|pulao|pulav|polao|tehari|karahi|handi|kebab|kabab|roll|wrap|shawarma|momos?)\b/;

/**
 * "mutton sindhi biryani", "chicken student biryani": a meat said right before a dish of one's
 * chosen filling that the tables name without it is which kind of the dish it was, not a katori
 * of that meat's curry beside it.
 */
export function fillingBeforeDish(drafts: ItemDraft[], tokens: readonly Token[]): void {
  const drop = new Set<ItemDraft>();
  for (let i = 0; i + 1 < drafts.length; i++) {
    const d = drafts[i] as ItemDraft;
    const next = drafts[i + 1] as ItemDraft;
    const words = d.text.toLowerCase().split(/\s+/);
    if (words.length !== 1 || !FILLING_WORDS.has(words[0] ?? '') || d.amountStated || d.quantity !== undefined)
      continue;
    if (next.entry.kind !== 'dish' || !FILLED_DISH.test(next.entry.name.toLowerCase())) continue;
    // (said right before it, no word between: "chicken and biryani" are two foods)
    const a = draftSpan(tokens, d, drafts);
    const b = draftSpan(tokens, next, drafts);
    if (!a || !b || b.start !== a.end) continue;
    drop.add(d);
    next.text = `${d.text} ${next.text}`;
    next.at = d.at;
  }
  if (drop.size > 0) drafts.splice(0, drafts.length, ...drafts.filter((d) => !drop.has(d)));
}

/** Vessels no one eats a spice by: a glass, a katori or a plate of jeera is the drink's or the dish's amount. */
const MEAL_VESSELS = new Set(['glass', 'katori', 'bowl', 'plate', 'half-plate', 'cup', 'mug', 'tea-cup']);

/**
 * "sattu ka ek gilaas, namak-bhuna jeera daal ke": a spice or seasoning read with a vessel's amount
 * (the glass of the drink it went into) is the pinch it always is, at its own serving.
 */
export function spicesNotByTheVessel(drafts: ItemDraft[]): void {
  for (const d of drafts) {
    const e = d.entry;
    if (e.servingClass !== 'condiment' || e.role !== 'ingredient' || e.tags?.includes('eaten-raw')) continue;
    if (d.unit === undefined || !MEAL_VESSELS.has(d.unit)) continue;
    d.unit = undefined;
    d.quantity = undefined;
  }
}

/**
 * "a 330 ml protein shake (25 g protein)", "protein bar, the 67 g one with 20 g protein": grams of
 * protein said after a food that is itself a protein food are what it contains, not a scoop of
 * whey beside it. Only the bare word "protein" with a weight, after such a food, is read so.
 */
export function dropStatedProtein(drafts: ItemDraft[]): void {
  for (let i = drafts.length - 1; i > 0; i--) {
    const d = drafts[i];
    const before = drafts[i - 1];
    if (!d || !before || d.text.trim().toLowerCase() !== 'protein' || d.unit !== 'gram') continue;
    // a protein food: a quarter or more of its energy from protein (whey, a shake, a bar, chicken)
    const kcal = before.entry.per100g.calories_kcal ?? 0;
    const product = kcal > 0 && (4 * (before.entry.per100g.protein_g ?? 0)) / kcal >= 0.25;
    if (!product) continue;
    // understood (a nutrient of the food before), so not reported as left over either
    drafts.splice(i, 1);
  }
}
