// "kabuli chana 150 gram, boiled", "chicken breast 200 g - grilled": a cooking word said on its
// own after a food is how that food was cooked. When the knowledge has the food so cooked (a
// name "kabuli chana boiled" or "boiled kabuli chana"), the food becomes that entry; a dry
// legume weighed and then said boiled is the boiled legume, not its dry weight.
import type { Knowledge } from '../knowledge';
import { isMeasureUnit } from '../serving';
import { rawMainOf, type ItemDraft } from './item';
import { EAT_WORDS, NEUTRAL_COOKING, RAW_WORDS } from './lexicon';
import { cookedThatWay, type FoodMatcher } from './food-matcher';
import { readAmount } from './quantity';
import type { Segment } from './split';

/** True when the segment is only cooking words and they were read onto `last`. */
export function cookedAsSaid(seg: Segment, last: ItemDraft | undefined, matcher: FoodMatcher): boolean {
  const words = seg.tokens.filter((t) => t.kind === 'word').map((t) => t.t);
  if (!last || words.length !== 1 || seg.tokens.length !== 1) return false;
  const [word = ''] = words;
  if (!NEUTRAL_COOKING.has(word)) return false;
  // ("penne 80 g dry wt, boiled": a weight said raw stays the raw weight of what was then boiled)
  const cooked = last.saidRaw ? undefined : cookedThatWay(last.text, word, matcher);
  if (cooked && cooked.id !== last.entry.id) last.entry = cooked;
  if (isRawSaid(word)) last.saidRaw = true;
  return true;
}

const ALL_OF_THEM = new Set(['both', 'all', 'dono', 'sab', 'sabhi', 'each']);
/** A raw word said alone after weighed foods (a flour or a salad is a food of its own; "dry" is a weight said dry). */
const isRawSaid = (w: string) => w === 'dry' || (RAW_WORDS.has(w) && w !== 'salad' && w !== 'flour');

/**
 * "70 g rice n 40 g toor dal, both raw wt", "oats 40 g, dry": a raw word said on its own after
 * weighed foods is their raw weight: the last one's, or all of them with "both" / "all". True
 * when the segment was read so.
 */
export function rawAsSaid(seg: Segment, drafts: ItemDraft[], matcher: FoodMatcher, knowledge: Knowledge): boolean {
  const words = seg.tokens.map((t) => t.t);
  const all = ALL_OF_THEM.has(words[0] ?? '');
  const rest = all ? words.slice(1) : words;
  if (rest.length !== 1 || !isRawSaid(rest[0] ?? '') || seg.tokens.some((t) => t.kind !== 'word')) return false;
  const weighed = drafts.filter((d) => d.unit !== undefined && isMeasureUnit(d.unit));
  const targets = all ? weighed : weighed.slice(-1);
  if (targets.length === 0) return false;
  for (const d of targets) {
    d.saidRaw = true;
    const raw = cookedThatWay(d.text, 'raw', matcher) ?? rawMainOf(knowledge, d.entry);
    if (raw) d.entry = raw;
  }
  return true;
}

/**
 * "khichdi made with 40 g moong dal n 40 g rice (dry wt)": the foods weighed to make one dish
 * are weighed in one state, so a raw word said of one of them says it of the others weighed
 * beside it (in the same run of "made with" foods) that said no state of their own.
 */
export function rawIngredientsTogether(drafts: ItemDraft[], matcher: FoodMatcher, knowledge: Knowledge): void {
  const weighed = (d: ItemDraft) => d.madeWith && d.unit !== undefined && isMeasureUnit(d.unit);
  for (let i = 0; i < drafts.length;) {
    let j = i;
    while (j < drafts.length && weighed(drafts[j] as ItemDraft)) j++;
    const run = drafts.slice(i, j);
    if (run.length > 1 && run.some((d) => d.saidRaw))
      for (const d of run) {
        if (d.saidRaw) continue;
        const raw = cookedThatWay(d.text, 'raw', matcher) ?? rawMainOf(knowledge, d.entry);
        if (!raw) continue;
        d.entry = raw;
        d.saidRaw = true;
      }
    i = Math.max(j, i + 1);
  }
}

/**
 * "meetha daliya banaya - 40 gm dalia, 200 ml doodh aur 1 chammach gud", "60 g oats in 250 ml
 * milk": a grain dish weighed in grams beside milk or water measured by volume is the dry grain
 * it is cooked from (a porridge's grain is weighed before the liquid goes in), when its recipe is
 * mostly that grain.
 */
export function weighedDryBesideLiquid(drafts: ItemDraft[], knowledge: Knowledge): void {
  const liquid = drafts.some(
    (d) => d.unit === 'ml' && (d.entry.servingClass === 'beverage' || d.entry.category === 'dairy'),
  );
  if (!liquid) return;
  for (const d of drafts) {
    if (d.saidRaw || d.unit !== 'gram' || (d.quantity ?? 0) > 100 || d.entry.kind !== 'dish') continue;
    const raw = rawMainOf(knowledge, d.entry);
    if (raw && raw.servingClass === 'grain-dry') {
      d.entry = raw;
      d.saidRaw = true;
    }
  }
}

/** Words that may close a count said after eating it: "ate 20 in one go", "had 3 of them". */
const COUNT_TAIL = new Set([
  'in',
  'one',
  'go',
  'at',
  'once',
  'of',
  'them',
  'those',
  'pieces',
  'pcs',
  'ek',
  'saath',
  'baar',
  'me',
  'mein',
  'straight',
  'total',
  'all',
]);

/** Words that open talk of when or where after a count: "had 3 between sessions", "ate 2 after nets". */
const WHEN_AFTER = new Set([
  'between',
  'after',
  'before',
  'during',
  'on',
  'today',
  'yesterday',
  'while',
  'post',
  'pre',
]);

/** The speaker, said before the count ("mi don plate khalle", "i had 3"). */
const SPEAKER = new Set(['i', 'mi', 'main', 'mai', 'maine', 'ami', 'naan', 'nenu', 'njan', 'hum', 'me']);

/**
 * "muzaffarpur litchi season, ate 20 in one go", "dates from the market, had 3 of them", Marathi
 * "pohe kele, mi don plate khalle": a count (and its unit) said on its own after a food named with
 * no amount, with a word of eating before or after it, is how much of that food was eaten. True
 * when the segment was read so.
 */
export function countAsSaid(seg: Segment, last: ItemDraft | undefined, knowledge: Knowledge): boolean {
  const toks = [...seg.tokens];
  if (!last || last.amountStated || toks.length < 2 || toks.length > 7) return false;
  if (SPEAKER.has(toks[0]?.t ?? '')) toks.shift();
  const eatFirst = EAT_WORDS.has(toks[0]?.t ?? '');
  const at = eatFirst ? 1 : 0;
  const amount = readAmount(toks, at);
  if (!amount || !Number.isInteger(amount.value) || amount.value < 1 || amount.value > 40) return false;
  let k = amount.end;
  const unit = toks[k]?.kind === 'word' ? knowledge.unitKey(toks[k]?.t ?? '') : undefined;
  if (unit !== undefined) k++;
  const tail = toks.slice(k);
  if (tail.some((t) => t.kind !== 'word')) return false;
  if (eatFirst) {
    // ("had 3 between sessions": talk of when after the count, not a unit or a food it counts)
    const first = tail[0]?.t ?? '';
    if (tail.length > 0 && !COUNT_TAIL.has(first) && !WHEN_AFTER.has(first)) return false;
    if (COUNT_TAIL.has(first) && !tail.every((t) => COUNT_TAIL.has(t.t))) return false;
  } else if (!(tail.length >= 1 && tail.length <= 2 && EAT_WORDS.has(tail[0]?.t ?? ''))) return false;
  last.quantity = amount.value;
  if (unit !== undefined) last.unit = unit;
  last.amountStated = true;
  return true;
}
