// "char rotli ane ek vaadki kadhi, khichdi nahi aaje", "rice and dal, didn't have the papad",
// "idli sambar, chutney nahi li": a food the entry says was not eaten is no item of the meal.
// The denial is a word of its own clause: right after the food ("X nahi", Tamil "X illa",
// Bengali "X khaini") or a verb of not eating right before it ("didn't have the X", "skipped X").
// "no X" and "without X" are changes to the food before them, read elsewhere.
import type { Unmatched } from '../../contracts/meal';
import type { Knowledge } from '../knowledge';
import { draftSpan } from './draft-span';
import { isNumberWord } from './quantity';
import type { ItemDraft } from './item';
import { ingredientIds } from './structure';
import type { Token } from './tokenize';

// ("roti chawal band": stopped, given up)
const NOT_AFTER = new Set([
  'band',
  'bandh',
  'stopped',
  'nahi',
  'nahin',
  'nai',
  'nhi',
  'illa',
  'illai',
  'khaini',
  'nathi',
  'nahotu',
  'nahoti',
  'skipped',
  // "rice skip chesanu", "raita skip kiya": skipped
  'skip',
  // refused: "makhan mana kar diya", "raita refused", "dessert avoided"
  'mana',
  'refused',
  'declined',
  'avoided',
]);
const NOT_BEFORE = [
  ['didnt', 'have'],
  ['didnt', 'eat'],
  ['didnt', 'take'],
  ['did', 'not', 'have'],
  ['did', 'not', 'eat'],
  ['never', 'had'],
  ['didnt', 'touch'],
  ['did', 'not', 'touch'],
  ['never', 'touched'],
  ['havent', 'had'],
  ['skipped'],
  ['skip'],
  ['refused'],
  ['avoided'],
  ['said', 'no', 'to'],
  ['passed', 'on'],
];
const ARTICLES = new Set(['the', 'my', 'any', 'a', 'an']);

function deniedAt(tokens: readonly Token[], span: { start: number; end: number }): boolean {
  const after = tokens[span.end];
  if (after?.kind === 'word' && NOT_AFTER.has(after.t)) return true;
  let k = span.start - 1;
  while (k >= 0 && tokens[k]?.kind === 'word' && ARTICLES.has(tokens[k]?.t ?? '')) k--;
  return NOT_BEFORE.some((words) => words.every((w, j) => tokens[k - words.length + 1 + j]?.t === w));
}

/**
 * Drops the foods said not eaten, and reports them as such. One that is in the recipe of the food
 * before it ("chai, cheeni nahi") is taken out of that food, as "chai without cheeni" would be.
 */
export function dropDenied(
  drafts: ItemDraft[],
  tokens: readonly Token[],
  unmatched: Unmatched[],
  knowledge: Knowledge,
): void {
  const spans = new Map(drafts.map((d) => [d, draftSpan(tokens, d, drafts)]));
  const denied = drafts.filter((d) => {
    if (d.addon || d.madeWith) return false;
    const span = spans.get(d);
    return span !== undefined && deniedAt(tokens, span);
  });
  // "roti chawal band": a food said right before a denied one, with nothing between, is denied with it
  for (let i = drafts.length - 2; i >= 0; i--) {
    const d = drafts[i] as ItemDraft;
    const next = drafts[i + 1] as ItemDraft;
    const [a, b] = [spans.get(d), spans.get(next)];
    if (!denied.includes(d) && denied.includes(next) && !d.addon && a && b && a.end === b.start) denied.push(d);
  }
  if (denied.length === 0) return;
  for (const d of denied) {
    const before = drafts[drafts.indexOf(d) - 1];
    if (before && !denied.includes(before) && ingredientIds(knowledge, before.entry).has(d.entry.id))
      before.modifiers.push({ kind: 'remove', target: d.entry, text: `no ${d.text}` });
    else unmatched.push({ text: d.text, reason: 'said as not eaten' });
  }
  drafts.splice(0, drafts.length, ...drafts.filter((d) => !denied.includes(d)));
}

// "2 vada but left one vada", "4 roti, couldn't finish 1 roti", "ek vada chhod diya": pieces of a
// food named before that were left on the plate
const LEFT_BEFORE = [['left'], ['couldnt', 'finish'], ['didnt', 'finish'], ['could', 'not', 'finish'], ['wasted']];
const LEFT_AFTER = new Set(['left', 'chhod', 'chhoda', 'chhodi', 'chhode', 'wasted']);

/** Takes the pieces said left uneaten off the same food counted before them. */
export function dropLeftOver(drafts: ItemDraft[], tokens: readonly Token[], unmatched: Unmatched[]): void {
  for (const d of [...drafts]) {
    const at = drafts.indexOf(d);
    const earlier = drafts.slice(0, at).find((o) => o.entry.id === d.entry.id && o.unit === d.unit);
    const left = d.quantity ?? 1;
    if (!earlier || earlier.quantity === undefined || left >= earlier.quantity) continue;
    const span = draftSpan(tokens, d, drafts);
    if (span === undefined) continue;
    let k = span.start - 1;
    while (
      k >= 0 &&
      (tokens[k]?.kind === 'num' || isNumberWord(tokens[k]?.t ?? '') || ARTICLES.has(tokens[k]?.t ?? ''))
    )
      k--;
    const before = LEFT_BEFORE.some((words) => words.every((w, j) => tokens[k - words.length + 1 + j]?.t === w));
    const after = tokens[span.end]?.kind === 'word' && LEFT_AFTER.has(tokens[span.end]?.t ?? '');
    if (!before && !after) continue;
    earlier.quantity -= left;
    drafts.splice(drafts.indexOf(d), 1);
    // (the word that said so was understood: it is no leftover talk)
    const word = after ? tokens[span.end]?.t : tokens[k]?.t;
    const talk = unmatched.findIndex((u) => u.text.toLowerCase() === word);
    if (talk >= 0) unmatched.splice(talk, 1);
    unmatched.push({ text: d.text, reason: 'said as left uneaten' });
  }
}
