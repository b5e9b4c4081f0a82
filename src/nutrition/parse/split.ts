// One entry → segments, one per item: split at separators (, ; + newline .) and at
// conjunctions (and, aur, with, n ...), except where the words across a conjunction form a
// known name ("roti with ghee", "mac and cheese") or an amount ("one and a half", "2 or 3").
import { normalizeName, type Knowledge } from '../knowledge';
import { readAmountBlock } from './amount-block';
import { ADDON_WORDS, AND_WORDS, CONJUNCTIONS, MADE_WORDS } from './lexicon';
import { isNumberWord } from './quantity';
import type { Token } from './tokenize';

export interface Segment {
  tokens: Token[];
  /** Index in the entry's token list of the segment's first token (for the meal type). */
  at: number;
  /** Came after "with" / "ke saath": an add-on of the item before. */
  addon: boolean;
  /** Ends in a colon or a dash before more words: a header over a breakdown ("thali: ..."). */
  header: boolean;
  /** Came after "made with": what the item before is made of ("sandwich made with 2 slices of bread and 2 eggs"). */
  madeWith?: boolean;
}

export function splitSegments(tokens: Token[], used: ReadonlySet<number>, knowledge: Knowledge): Segment[] {
  const segments: Segment[] = [];
  let cur: Token[] = [];
  let curAt = -1;
  let addon = false;
  let madeWith = false;
  // First segment of the current clause (since the start or the last separator): a header
  // names the meal with all of its words, "chicken and rice: 200 g chicken, 1 cup rice".
  let clauseStart = 0;
  let prevClauseStart = 0;
  // First segment of the current sentence (since the start, a full stop, a new line or a header).
  let lineStart = 0;
  const flush = (nextAddon: boolean, header: boolean | 'line' = false, nextMadeWith = false) => {
    // "… n sev on top", "cheese on top": a topping of the food before it, however it was joined
    const words = cur.map((t) => t.t);
    // ("sev sprinkled lightly over it", "chia sprinkled on": sprinkled over the food before it)
    const sprinkledAt = cur.length > 1 ? words.findIndex((w, k) => k > 0 && SPRINKLED.has(w)) : -1;
    const sprinkled =
      sprinkledAt > 0 && words.slice(sprinkledAt).every((w) => SPRINKLED.has(w) || SPRINKLE_TAIL.has(w));
    if (sprinkled) cur = cur.slice(0, sprinkledAt);
    const onTop = sprinkled || (cur.length > 2 && words.at(-2) === 'on' && words.at(-1) === 'top');
    if (onTop && !sprinkled) cur = cur.slice(0, -2);
    // ("chana chaat 1 plate, bas upar thodi si sev": "upar" (on top) said first)
    const upar = segments.length > 0 && ABOVE_WORDS.has(words[0] === 'bas' ? (words[1] ?? '') : (words[0] ?? ''));
    // ("payasam 1 katori, varutha andiparippu n kismis on top": the whole clause is the topping)
    if (onTop && clauseStart > 0)
      for (let k = clauseStart; k < segments.length; k++) (segments[k] as Segment).addon = true;
    if (cur.length > 0)
      segments.push({ tokens: cur, at: curAt, addon: addon || onTop || upar, header: header !== false, madeWith });
    madeWith = nextMadeWith;
    // (a colon heads everything said since the last sentence: "rajma chicken bowl, box 2 of 5 for
    // the week: 150 g chicken, …"; a dash only its own clause)
    let from = header === 'line' ? lineStart : clauseStart;
    // "bhuna khichuri ar gorur mangsho, kurbani-r dupure - 1 plate khichuri, …": a dash after a
    // clause of talk heads the foods of the clause before it
    if (header === true && from > lineStart && !segments.slice(from).some((g) => segmentNamesFood(g, knowledge)))
      from = Math.max(lineStart, prevClauseStart);
    if (header) for (let k = from; k < segments.length; k++) (segments[k] as Segment).header = true;
    if (header) clauseStart = lineStart = segments.length;
    cur = [];
    curAt = -1;
    addon = nextAddon;
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) continue;
    if (used.has(i)) {
      // a date or meal-type phrase between two foods separates them (a header said before it
      // still heads the clause: "xitt kodi for lunch after the session - 2 katori rice, …"; so
      // does a colon the phrase took with it: "chicken rice bowl after the gym: 150 g …")
      const heads =
        (tok.kind === 'colon' || tok.kind === 'dash') &&
        tokens[i + 1] !== undefined &&
        segments.length + (cur.length > 0 ? 1 : 0) > clauseStart;
      flush(false, heads ? (tok.kind === 'colon' ? 'line' : true) : false);
      continue;
    }
    if (tok.kind === 'sep') {
      // "sandwich made with 2 brown bread, 80 g chicken n 1 tbsp mayo": a comma before an amount
      // continues the list of what the food is made of
      // ("kheer made with chawal, doodh n gur": or before the next food of the list)
      const listGoesOn =
        madeWith &&
        tok.t === ',' &&
        (readAmountBlock(tokens, i + 1, knowledge)?.stated === true || foodAfter(tokens, i + 1, used, knowledge));
      // "sprouts with onion, tomato n lemon": a garnish after a comma goes on the list of add-ons
      const garnishGoesOn =
        addon &&
        !madeWith &&
        tok.t === ',' &&
        readAmountBlock(tokens, i + 1, knowledge) === undefined &&
        garnishAfter(tokens, i + 1, used, knowledge);
      if (garnishGoesOn) {
        flush(true);
        continue;
      }
      flush(listGoesOn && addon, false, listGoesOn);
      if (!listGoesOn && clauseStart !== segments.length) {
        prevClauseStart = clauseStart;
        clauseStart = segments.length;
      }
      if (tok.t !== ',') lineStart = segments.length;
      continue;
    }
    // "thali: roti, dal", "kadhi chawal - a katori of kadhi ...": a header, unless the colon or
    // dash sits inside an amount ("2-3 rotis", "8:30").
    const prev = tokens[i - 1];
    // "egg sandwich made with 2 bread, 2 eggs n mayo - packed it for the bus": a dash ends the
    // list of what the food is made of; the dish and its list are no header over what follows
    if (tok.kind === 'dash' && madeWith && cur.length > 0) {
      flush(false);
      clauseStart = segments.length;
      continue;
    }
    // "hummus egg sandwich - made with 2 slices …": a dash before "made with" is no header
    if (tok.kind === 'dash' && MADE_WORDS.has(tokens[i + 1]?.t ?? '') && cur.length > 0) continue;
    // ("1 banana n 1 tsp honey - blended, pre nets": a dash with no food after it heads nothing)
    if (tok.kind === 'dash' && prev?.kind === 'word' && cur.length > 0 && !foodAhead(tokens, i + 1, used, knowledge)) {
      flush(false);
      clauseStart = segments.length;
      continue;
    }
    if (
      (tok.kind === 'colon' || (tok.kind === 'dash' && prev?.kind === 'word')) &&
      // (or right after a date or meal-type word: "…, kurbani-r dupure - 1 plate khichuri")
      (cur.length > 0 || (used.has(i - 1) && segments.length > clauseStart)) &&
      tokens[i + 1] !== undefined
    ) {
      flush(false, tok.kind === 'colon' ? 'line' : true);
      continue;
    }
    // Sinhala "saha" (and) between foods, which is Marathi six before one ("saha poli")
    // (also after a Sinhala count, said after its food: "paan pethi hatharak saha parippu")
    const sinhalaAnd =
      tok.kind === 'word' &&
      tok.t === 'saha' &&
      (foodBefore(tokens, i, knowledge) ||
        foodBefore(tokens, i - 1, knowledge) ||
        (isNumberWord(tokens[i - 1]?.t ?? '') && /ak$/.test(tokens[i - 1]?.t ?? '')) ||
        // (or before a food counted the Sinhala way, after it: "saha biththara badala ekak")
        [2, 3, 4].some((k) => isNumberWord(tokens[i + k]?.t ?? '') && /ak$/.test(tokens[i + k]?.t ?? '')));
    if (
      tok.kind === 'word' &&
      (CONJUNCTIONS.has(tok.t) || sinhalaAnd) &&
      !joinsName(tokens, i, used, knowledge) &&
      !joinsAmount(tokens, i, knowledge)
    ) {
      // "with sambar and chutney": an "and" inside a list of add-ons continues the list
      // ("with curd and a glass of lassi": an amount after "and" starts an item of its own)
      // ("coffee with milk and 2 tsp sugar": spoons of it are still an add-on of the coffee)
      // (also after a name that holds "with": "coffee with milk" is one name, its sugar an add-on)
      const after = readAmountBlock(tokens, i + 1, knowledge);
      const spoons = SPOON_UNITS.has(after?.unit ?? '');
      const stated = after?.stated === true && !spoons;
      const listing = addon || (spoons && cur.some((t) => ADDON_WORDS.has(t.t)));
      const continuesAddons = listing && cur.length > 0 && AND_WORDS.has(tok.t) && (!stated || madeWith);
      // "made with X and Y": the list after it is what the food is made of, amounts and all
      const made = tok.t === 'with' && MADE_WORDS.has(prev?.t ?? '');
      flush(
        ADDON_WORDS.has(tok.t) || (tok.t === 'along' && tokens[i + 1]?.t === 'with') || continuesAddons,
        false,
        made || (madeWith && continuesAddons),
      );
      if (tok.t === 'along' && tokens[i + 1]?.t === 'with') i++;
      continue;
    }
    // "smoothie made of 1 banana, 30 g oats and milk", "halwa made from sooji": said as "made with"
    if (tok.kind === 'word' && MADE_OF.has(tok.t) && MADE_WORDS.has(prev?.t ?? '') && cur.length > 0) {
      flush(true, false, true);
      continue;
    }
    // "chai made in buffalo milk", "oats in milk", "bhindi in mustard oil": the food after "in"
    // is what the food before was made in, an add-on of it (not a glass of milk beside it)
    // ("chicken curry made in 3 tbsp oil": an amount of it first)
    const made = MADE_WORDS.has(prev?.t ?? '');
    const amountAt = made ? (readAmountBlock(tokens, i + 1, knowledge)?.end ?? i + 1) : i + 1;
    if (tok.kind === 'word' && tok.t === 'in' && cur.length > 0 && foodAfter(tokens, amountAt, used, knowledge)) {
      flush(true, false, made);
      continue;
    }
    if (curAt < 0) curAt = i;
    cur.push(tok);
  }
  flush(false);
  return segments;
}

const MADE_OF = new Set(['of', 'from', 'using']);
/** Words of a topping scattered over the food before it: "sev sprinkled lightly over it". */
const SPRINKLED = new Set([
  'sprinkled',
  'sprinkle',
  'sprinkles',
  'bhurki',
  'bhurka',
  'scattered',
  'dusted',
  // Marathi "varun khavlela naral bhurbhurla" (grated coconut sprinkled on top)
  'bhurbhurla',
  'bhurbhurleli',
  'bhurbhurli',
]);
const SPRINKLE_TAIL = new Set([
  'lightly',
  'over',
  'on',
  'it',
  'top',
  'hui',
  'hua',
  'upar',
  'se',
  'generously',
  'a',
  'bit',
]);
// Amounts too small to be a serving of their own: what they measure goes into the food before.
const SPOON_UNITS = new Set(['teaspoon', 'tablespoon', 'spoon', 'pinch']);
const ABOVE_WORDS = new Set([
  'upar',
  'uppar',
  'topped',
  'mele',
  'mela',
  'meedha',
  'var',
  // Marathi "varun": on top ("pohe, varun sev")
  'varun',
  'varti',
  'upor',
  'upore',
  'paina',
  'meedhu',
]);

/** The word at `at` names a garnish or a raw condiment ("lemon", "onion", "tomato", "coriander"). */
function garnishAfter(tokens: Token[], at: number, used: ReadonlySet<number>, knowledge: Knowledge): boolean {
  const t = tokens[at];
  if (!isWord(t) || used.has(at)) return false;
  const entry = knowledge.findByName(knowledge.wordSynonyms.get(t?.t ?? '') ?? t?.t ?? '');
  return (
    entry !== undefined &&
    (entry.role === 'garnish' ||
      entry.tags?.includes('garnish-by-spoon') === true ||
      entry.servingClass === 'condiment')
  );
}

/** A food is named somewhere from `at` to the next colon or dash (or the end). */
function foodAhead(tokens: Token[], at: number, used: ReadonlySet<number>, knowledge: Knowledge): boolean {
  for (let k = at; k < tokens.length && tokens[k]?.kind !== 'dash' && tokens[k]?.kind !== 'colon'; k++)
    if (foodAfter(tokens, k, used, knowledge)) return true;
  return false;
}

/** The words from `at` (up to three) name a food, as typed or in the knowledge's word synonyms ("bhains ka doodh"). */
function foodAfter(tokens: Token[], at: number, used: ReadonlySet<number>, knowledge: Knowledge): boolean {
  const words: string[] = [];
  for (let k = at; k < tokens.length && words.length < 3 && isWord(tokens[k]) && !used.has(k); k++)
    words.push(tokens[k]?.t ?? '');
  const start = words[0] === 'the' || words[0] === 'a' ? 1 : 0;
  for (let n = words.length; n > start; n--) {
    const span = words.slice(start, n);
    const name = normalizeName(span.join(' '));
    const synonyms = normalizeName(span.map((w) => knowledge.wordSynonyms.get(w) ?? w).join(' '));
    if (knowledge.byName.has(name) || knowledge.byName.has(synonyms)) return true;
  }
  return false;
}

const isWord = (t: Token | undefined): t is Token => t?.kind === 'word';

const segmentNamesFood = (seg: Segment, knowledge: Knowledge): boolean =>
  seg.tokens.some((_, k) => foodAfter(seg.tokens, k, new Set(), knowledge));

function joinsName(tokens: Token[], i: number, used: ReadonlySet<number>, knowledge: Knowledge): boolean {
  const before: string[] = [];
  for (let k = i - 1; k >= 0 && before.length < 3 && isWord(tokens[k]) && !used.has(k); k--)
    before.unshift(tokens[k]?.t ?? '');
  const after: string[] = [];
  for (let k = i + 1; k < tokens.length && after.length < 3 && isWord(tokens[k]) && !used.has(k); k++)
    after.push(tokens[k]?.t ?? '');
  const conj = tokens[i]?.t ?? '';
  // ("hot n crispy", "mac & cheese": the short "and" of a name written with "and")
  const conjs = conj === 'n' || conj === '&' ? [conj, 'and'] : [conj];
  // ("lemon rice and curd rice": two names, not "rice and curd" inside them)
  const known = (words: string[]) => knowledge.byName.has(normalizeName(words.join(' ')));
  const longestBefore = [3, 2, 1].find((k) => k <= before.length && known(before.slice(before.length - k))) ?? 0;
  const longestAfter = [3, 2, 1].find((k) => k <= after.length && known(after.slice(0, k))) ?? 0;
  for (let a = 1; a <= before.length; a++) {
    for (let b = 1; b <= after.length; b++) {
      if (a < longestBefore && b < longestAfter) continue;
      for (const c of conjs) {
        const phrase = [...before.slice(before.length - a), c, ...after.slice(0, b)].join(' ');
        if (knowledge.byName.has(normalizeName(phrase))) return true;
      }
    }
  }
  return false;
}

/** The one to three words ending at `end` (exclusive) name a food ("makki di roti 2 te …"). */
function foodBefore(tokens: Token[], end: number, knowledge: Knowledge): boolean {
  for (let n = 1; n <= 3; n++) {
    const span = tokens.slice(Math.max(0, end - n), end);
    if (span.length < n || !span.every(isWord)) return false;
    if (knowledge.byName.has(normalizeName(span.map((t) => t.t).join(' ')))) return true;
  }
  return false;
}

function joinsAmount(tokens: Token[], i: number, knowledge: Knowledge): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const word = tokens[i]?.t;
  const prevIsNumber =
    prev?.kind === 'num' ||
    (isWord(prev) && (/^(one|two|three|four|five|ek|do|teen|tin)$/.test(prev.t) || isNumberWord(prev.t)));
  if (!prevIsNumber) return false;
  // Bengali "4 te luchi": the counting word after a digit, not Punjabi "te" (and); but after a
  // food's own count and before another food, Punjabi "and": "makki di roti 2 te sarson da saag"
  if (word === 'te' && prevIsNumber)
    return !(foodBefore(tokens, i - 1, knowledge) && foodAfter(tokens, i + 1, new Set(), knowledge));
  if (word === 'and' && ((next?.t === 'a' && tokens[i + 2]?.t === 'half') || next?.t === 'half')) return true;
  return word === 'or' && next?.kind === 'num';
}
