// "kala chana (black bengal gram) boiled", "poha (flattened rice)", "rajma (kidney beans)": words
// in brackets right after a food that name the same food, or the plain food it is made of, only
// explain it; read as a second food they would count it twice. Brackets with a number ("(2
// tikki)", "(70 g pack)") are amounts and stay; a count of the food's own pieces after a serving
// ("pani puri 1 plate (6 puri)") is the amount.
import { normalizeName, type Knowledge, type KnowledgeEntry } from '../knowledge';
import { madeOf, plainIngredient } from './ingredient-words';
import type { FoodMatcher } from './food-matcher';
import { EXTRA_WORDS, LESS_WORDS, REMOVE_WORDS } from './lexicon';
import { isNumberWord } from './quantity';

const CHANGE_WORDS = new Set([...REMOVE_WORDS, ...LESS_WORDS, ...EXTRA_WORDS, 'with', 'without', 'and', 'plus']);
const GROUP = /\(([^()\d]{1,60})\)/g;

/** The words of a text as the matcher reads them, numbers left out. */
const wordsOf = (text: string) =>
  normalizeName(text)
    .split(' ')
    .filter((w) => /\p{L}/u.test(w));

/** The food the last words of `text` name, if its last word is part of the name. */
function foodBefore(text: string, matcher: FoodMatcher): KnowledgeEntry | undefined {
  const words = wordsOf(text);
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const found = matcher.lookup(words.slice(words.length - k).join(' '));
    if (found) return found;
  }
  return undefined;
}

/** The one food the words in brackets name, with at most one word left over ("black"). */
function foodInside(inner: string, matcher: FoodMatcher): KnowledgeEntry | undefined {
  const words = wordsOf(inner);
  // "(no sugar)", "(less oil)", "(with ghee)": a change to the food, not its other name
  if (words.some((w) => CHANGE_WORDS.has(w))) return undefined;
  const m = matcher.match(words);
  return m && !m.guessed && words.length - (m.end - m.start) <= 1 ? m.entry : undefined;
}

function sameFood(knowledge: Knowledge, a: KnowledgeEntry, b: KnowledgeEntry): boolean {
  if (a.id === b.id) return true;
  // "bengal gram (kabuli chana)": another table food named for a table food is its other name
  // as the user knows it, no second food (dishes are compared by what they are made of, below)
  if (a.kind !== 'dish' && b.kind !== 'dish') return true;
  const plainA = plainIngredient(knowledge, a);
  const plainB = plainIngredient(knowledge, b);
  return (
    (plainB !== undefined && madeOf(knowledge, a, plainB)) || (plainA !== undefined && madeOf(knowledge, b, plainA))
  );
}

/** A serving said before a bracket that counts the pieces in it: "1 plate (6 puri)", "a bowl (2 idli)". */
const SERVING_THEN_COUNT =
  /(?:\b(?:\d+|a|an|one|ek)\s+)?(?:plate|plates|serving|servings|portion|portions|bowl|bowls|katori|katoris)\s*\((\d+)\s+([a-z]+)\)/g;

const PIECE_WORDS = new Set(['pc', 'pcs', 'piece', 'pieces', 'no', 'nos', 'pic', 'pics']);

/**
 * "pani puri 1 plate (6 puri)": a count in brackets of pieces named by a word of the food before
 * it is how much was eaten, the serving before it only named it.
 */
function countInBrackets(text: string, matcher: FoodMatcher): string {
  return text.replace(SERVING_THEN_COUNT, (all: string, count: string, word: string, at: number) => {
    const food = foodBefore(text.slice(0, at), matcher);
    if (!food) return all;
    const piece = normalizeName(word).replace(/s$/, '');
    // ("ram ladoo 1 plate (10 pcs)": the pieces of the food before, by the word for pieces)
    const named =
      PIECE_WORDS.has(piece) ||
      [food.name, ...food.names].some((n) => wordsOf(n).some((w) => w.replace(/s$/, '') === piece));
    return named ? ` ${count} ` : all;
  });
}

/** A count of a food in brackets ("chole bhature (2 bhature)"): the breakdown of what was named before it. */
const COUNT_OF_FOOD = /\((\d+)\s+([a-z][a-z ]{0,30}?)\)/g;

function countsAsBreakdown(text: string, matcher: FoodMatcher): string {
  return text.replace(COUNT_OF_FOOD, (all: string, count: string, words: string, at: number) => {
    const food = matcher.lookup(words);
    const before = wordsOf(text.slice(0, at));
    // the food, or a word of it, was named before the bracket
    const named = food !== undefined && wordsOf(words).some((w) => before.includes(w));
    // "chutney sandwich made with 4 bread slices … (2 sandwiches)": how many of the dish the list
    // made, its amounts already said
    const madeList = named && /\bmade (?:with|of|w)\b/.test(text.slice(0, at));
    if (madeList) return ' ';
    return named ? `, ${count} ${words} ` : all;
  });
}

/**
 * "kiwi banana smoothie after yoga (2 kiwi, 1 banana, 200 ml almond milk, 1 tbsp chia)": a list of
 * two or more foods in brackets after a dish or drink is what it was made of, as "made with" says.
 */
function listAsRecipe(text: string, matcher: FoodMatcher): string {
  return text.replace(/\(([^()]{3,200})\)/g, (all: string, inner: string, at: number) => {
    const parts = inner.split(/\s*(?:,|\+|;|\band\b|\bn\b|&)\s*/).filter((p) => p.trim() !== '');
    const foods = parts.filter((p) => matcher.match(wordsOf(p))?.guessed === false);
    const head = text.slice(0, at);
    const dish = wordsOf(head).some((w) => matcher.lookup(w)?.kind === 'dish' || matcher.lookup(w)?.role === 'drink');
    return parts.length >= 2 && foods.length >= 2 && dish && !/\bmade\b/.test(head) ? ` made with ${inner} ` : all;
  });
}

export function dropExplainingBrackets(text: string, knowledge: Knowledge, matcher: FoodMatcher): string {
  if (!text.includes('(')) return text;
  const counted = listAsRecipe(countsAsBreakdown(countInBrackets(text, matcher), matcher), matcher);
  let out = '';
  let from = 0;
  for (const m of counted.matchAll(GROUP)) {
    const at = m.index ?? 0;
    const head = counted.slice(from, at);
    const inner = m[1] ?? '';
    const before = foodBefore(counted.slice(0, at), matcher);
    const inside = foodInside(inner, matcher);
    // "kaachkola bhaja (raw banana fry)": the bracket names the food a word right before it
    // stands for, one the knowledge does not know; the words after that word stay when they name
    // a dish ("… saaru"), a cooking word ("… bhaja") goes
    // (not when the words right before are a name of their own: "moong sprouts (green gram)")
    const named = wordsOf(head).length >= 2 && matcher.lookup(wordsOf(head).slice(-2).join(' ')) !== undefined;
    const unknown = inside && !named ? unknownWordBefore(head, matcher) : undefined;
    // (or a known word right before it that is that food alone: "huruli saaru (horse gram)")
    const wordBefore = inside
      ? wordsOf(head)
          .slice(-3, -1)
          .map((w) => matcher.lookup(w))
      : [];
    const explainsWord =
      inside !== undefined && wordBefore.some((e) => e !== undefined && sameFood(knowledge, e, inside));
    // "green gram halwa (moong dal halwa)": the bracket names, by another name, the dish all the
    // food words right before it make, of which the tables know only the last ("halwa")
    const phrase = inside && !unknown && !named ? dishPhraseBefore(head, inside, matcher) : undefined;
    // "horse gram (huruli) dal", "cherupayar (green gram) payasam": a bracket inside a name
    // explains the word before it; the name runs on after it
    // (a bracket that changes the food, "dal (extra ghee) rice", is no other name)
    const explains = inside !== undefined || !wordsOf(inner).some((w) => CHANGE_WORDS.has(w));
    const across = explains ? nameAcross(head, inner, counted.slice(at + m[0].length), matcher) : undefined;
    // "thoran (cabbage)", "dal (moong)", "paratha (aloo)": the kind of the dish in brackets after it,
    // a known name when said first ("cabbage thoran")
    const kind = inside && !named ? kindBefore(head, inner, matcher) : undefined;
    // "(split green gram, the yellow one)", "(the whole urad one)": which of its kinds the food
    // before is, said to describe it, not a second food
    const describes = before !== undefined && /(?:^|,\s*)the\s+[a-z][a-z ]*\s+one$/i.test(inner.trim());
    if (describes) out += `${head} `;
    else if (across === 'before') out += `${head} `;
    else if (across !== undefined) out += `${head.slice(0, across)}${inner} `;
    else if (kind !== undefined) out += `${head.slice(0, kind.at)}${inner} ${kind.dish} `;
    else if (phrase !== undefined) out += `${head.slice(0, phrase)}${inner} `;
    else if (unknown) {
      const rest = head.slice(unknown.end);
      const keep = wordsOf(rest).length > 0 && matcher.lookup(wordsOf(rest).join(' ')) !== undefined;
      out += `${head.slice(0, unknown.start)}${inner}${keep ? rest : ''} `;
    } else if ((before && inside && sameFood(knowledge, before, inside)) || explainsWord) out += `${head} `;
    else out += `${head}${m[0]}`;
    from = at + m[0].length;
  }
  return out + counted.slice(from);
}

const KIND_LINKS = new Set(['er', 'ki', 'ka', 'ke', 'nu', 'no', 'ni', 'cha', 'chi', 'che', 'di', 'da']);

/** The dish word at the end of `head` that the words in brackets, said before it, name a kind of. */
function kindBefore(head: string, inner: string, matcher: FoodMatcher): { at: number; dish: string } | undefined {
  const m = /([a-z]+)\s*$/.exec(head);
  const dish = m?.[1];
  if (!m || !dish || matcher.lookup(dish) === undefined) return undefined;
  // (not when the dish word already has its kind before it: "boot er dal (bengal gram)")
  const before = wordsOf(head.split(/[,;:+&]/).at(-1) ?? '').slice(-2, -1)[0] ?? '';
  if (before && (matcher.lookup(before) !== undefined || KIND_LINKS.has(before))) return undefined;
  const name = `${wordsOf(inner).join(' ')} ${dish}`;
  return matcher.lookup(name) !== undefined ? { at: m.index, dish } : undefined;
}

/**
 * A name that runs across a bracket: 'before' when the words before it and after it make a known
 * name ("horse gram (huruli) dal" is "horse gram dal"); where the last word before it begins when
 * the bracket's words and the words after it do ("X (green gram) payasam" is "green gram
 * payasam"); undefined when the bracket ends a name or nothing follows it.
 */
function nameAcross(head: string, inner: string, tail: string, matcher: FoodMatcher): 'before' | number | undefined {
  if (/[,;:]\s*$/.test(head)) return undefined;
  const next = /^\s*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(tail);
  if (!next?.[1]) return undefined;
  const after = [next[1], next[2]].filter((w): w is string => w !== undefined).map((w) => w.toLowerCase());
  const words = [...head.matchAll(/\p{L}+/gu)].slice(-3);
  const joins = (left: string[]) =>
    [2, 1].some((j) => after.length >= j && matcher.lookup([...left, ...after.slice(0, j)].join(' ')) !== undefined);
  for (let k = words.length; k >= 1; k--) if (joins(words.slice(-k).map((w) => w[0].toLowerCase()))) return 'before';
  const last = words.at(-1);
  return last && joins(wordsOf(inner)) ? last.index : undefined;
}

/**
 * Where the food words right before a bracket begin, when they are two or three and the bracket's
 * dish shares the last of them ("green gram halwa (moong dal halwa)"); undefined otherwise.
 */
function dishPhraseBefore(head: string, inside: KnowledgeEntry, matcher: FoodMatcher): number | undefined {
  if (inside.kind !== 'dish' || /[,;:]\s*$/.test(head)) return undefined;
  const words = [...head.matchAll(/\p{L}+/gu)].slice(-3);
  let k = words.length;
  while (k > 0 && matcher.knowsWord((words[k - 1]?.[0] ?? '').toLowerCase())) k--;
  const run = words.slice(k);
  const last = run.at(-1)?.[0].toLowerCase() ?? '';
  const shares = wordsOf(inside.name).includes(last) || inside.names.some((n) => wordsOf(n).includes(last));
  if (run.length < 2 || !shares || matcher.lookup(run.map((w) => w[0]).join(' ')) !== undefined) return undefined;
  return run[0]?.index;
}

/** The first of the (at most three) words right before a bracket that the matcher does not know. */
function unknownWordBefore(head: string, matcher: FoodMatcher): { start: number; end: number } | undefined {
  const words = [...head.matchAll(/\p{L}+/gu)].slice(-3);
  // (not past a separator: "2 idli, chutney (coconut)" is about the chutney)
  if (/[,;:]\s*$/.test(head)) return undefined;
  // (the first unknown one after the last separator: "kaachkola bhaja" is the kaachkola)
  const after = words.filter((w) => !/[,;:.]/.test(head.slice((w.index ?? 0) + w[0].length)));
  // (a number word is no food word: "moodu pesarattu (green gram dosa)" counts three pesarattu)
  const w = after.find((x) => !matcher.knowsWord(x[0].toLowerCase()) && !isNumberWord(x[0].toLowerCase()));
  return w ? { start: w.index ?? 0, end: (w.index ?? 0) + w[0].length } : undefined;
}

/**
 * "kaali dal, that's whole black gram, roughly 250 gram": an explanation said with "that's",
 * "i.e.", "aka" or Hindi "matlab" is read as the bracket it stands for, "kaali dal (whole black
 * gram), roughly 250 gram", so it explains the food before it rather than naming a second one.
 */
export function appositivesAsBrackets(text: string): string {
  return text.replace(/,\s*(?:that's|thats|that is|i\.e\.?|ie|aka|matlab|yaani|yani)\s+([^,.;()]+)/gi, ' ($1)');
}
