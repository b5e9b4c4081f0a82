// "dal and rice, 1 katori each", "idli and vada 2 each": an amount followed by "each" is the amount
// of every food listed before it in the sentence that has none of its own, not a stray amount
// (it was reported as not understood, and every food kept its default serving); "2 each of idli
// and vada" gives it to the foods after it.
import type { Knowledge, UnitSize } from '../knowledge';
import { readAmountBlock } from './amount-block';
import { isMeasureUnit } from '../serving';
import { applyBlock, type ItemDraft } from './item';
import type { Segment } from './split';
import type { Token } from './tokenize';

const EACH_WORDS = new Set(['each', 'apiece']);
/** "Munch 2 (the 10 g ones)": a weight or volume said of "ones" is what each one weighs. */
const ONES_WORDS = new Set(['ones', 'wale', 'waale', 'wali', 'waali']);

export interface EachAmount {
  quantity?: number;
  unit?: string;
  size?: UnitSize;
  /** The token range of the foods it applies to: [from, to). */
  from: number;
  to: number;
}

/** How many words at `at` say "per one piece": "per packet" (2), "ko ek packet" (3); 0 when they do not. */
function perPieceWords(tokens: readonly Token[], at: number, knowledge: Knowledge): number {
  const unit = (k: number) => tokens[k]?.kind === 'word' && knowledge.unitKey(tokens[k]?.t ?? '') !== undefined;
  if (tokens[at]?.t === 'per' && unit(at + 1)) return 2;
  const one = ['ek', 'one', '1', 'a'].includes(tokens[at + 1]?.t ?? '');
  return ['ka', 'ko', 'ki', 'ke'].includes(tokens[at]?.t ?? '') && one && unit(at + 2) ? 3 : 0;
}

/** Finds "<amount> each" in the tokens and marks those tokens used (they are no food's words). */
export function readEachAmounts(tokens: Token[], used: Set<number>, knowledge: Knowledge): EachAmount[] {
  const out: EachAmount[] = [];
  let sentenceStart = 0;
  for (let e = 0; e < tokens.length; e++) {
    const tok = tokens[e];
    if (tok?.kind === 'sep' && tok.t === '.') sentenceStart = e + 1;
    if (tok?.kind !== 'word' || used.has(e)) continue;
    // "75 g per packet", "75 g ko ek packet": a weight of one of the pieces counted, as "ones"
    const perUnit = perPieceWords(tokens, e, knowledge);
    const ones = ONES_WORDS.has(tok.t) || perUnit > 0;
    if (!EACH_WORDS.has(tok.t) && !ones) continue;
    for (let s = Math.max(sentenceStart, e - 4); s < e; s++) {
      const block = readAmountBlock(tokens, s, knowledge);
      // ("half plate of each": the amount, "of", then "each")
      const ofEach = !ones && block?.end === e - 1 && tokens[e - 1]?.t === 'of';
      if (!block?.stated || (block.end !== e && !ofEach) || [...Array(e - s).keys()].some((k) => used.has(s + k)))
        continue;
      if (ones && !(block.unit && isMeasureUnit(block.unit))) continue;
      for (let k = s; k <= e + Math.max(0, perUnit - 1); k++) used.add(k);
      // ("the 10 g ones": the article goes with them)
      if (tokens[s - 1]?.t === 'the' && !used.has(s - 1)) used.add(s - 1);
      const forward = tokens[e + 1]?.t === 'of';
      if (forward) used.add(e + 1);
      const next = tokens.findIndex((t, k) => k > e && t.kind === 'sep' && t.t === '.');
      const range = forward ? { from: e + 2, to: next < 0 ? tokens.length : next } : { from: sentenceStart, to: s };
      out.push({ quantity: block.quantity, unit: block.unit, size: block.size, ...range });
      break;
    }
  }
  return out;
}

/** Gives each amount to the foods of its range that have no amount of their own. */
export function applyEachAmounts(drafts: readonly ItemDraft[], amounts: readonly EachAmount[]): void {
  for (const a of amounts) {
    const inRange = drafts.filter((d) => d.at >= a.from && d.at < a.to);
    // (a header's foods take it when nothing follows them: "lemon rice-curd rice combo: half plate of each")
    const headersToo = inRange.every((d) => d.header);
    for (const d of inRange) {
      if (d.header && !headersToo) continue;
      // "2 packets of lays, 52 g each": a weight each after a count is what every one weighs
      const counted = d.quantity !== undefined && (d.unit === undefined || !isMeasureUnit(d.unit));
      if (
        (d.amountStated || d.unit !== undefined) &&
        counted &&
        a.unit &&
        isMeasureUnit(a.unit) &&
        a.quantity !== undefined
      ) {
        Object.assign(d, {
          quantity: (d.quantity ?? 1) * a.quantity,
          unit: a.unit,
          size: undefined,
          amountStated: true,
        });
        continue;
      }
      if (d.amountStated) continue;
      Object.assign(d, { quantity: a.quantity, unit: a.unit, size: a.size, amountStated: true });
    }
  }
}

/** "1 tsp butter on each", "ghee on both": a topping said once for every piece counted before it. */
const ON_EACH = [
  ['on', 'each'],
  ['in', 'each'],
  ['on', 'every', 'one'],
  ['on', 'both'],
  ['in', 'both'],
  ['per', 'piece'],
];

/**
 * A segment that says its food goes on every piece before it, without those words: "1 tsp butter
 * on each" → "1 tsp butter". A segment that is only "each" before "with" / "made with" ("2 cups
 * of cha, each made with 2 tsp condensed milk") says it of the segment after it.
 */
function withoutOnEach(seg: Segment): { seg: Segment; onEach: boolean; eachNext: boolean } {
  const words = seg.tokens.map((t) => t.t);
  const tail = ON_EACH.find(
    (t) => words.length > t.length && t.every((w, k) => words[words.length - t.length + k] === w),
  );
  // "2 dosa each with 1 tsp ghee": the segment after it is on every piece
  if (!tail && words.length > 1 && EACH_WORDS.has(words[words.length - 1] ?? ''))
    return { seg: { ...seg, tokens: seg.tokens.slice(0, -1) }, onEach: false, eachNext: true };
  if (!tail) return { seg, onEach: false, eachNext: false };
  return {
    seg: { ...seg, tokens: seg.tokens.slice(0, seg.tokens.length - tail.length) },
    onEach: true,
    eachNext: false,
  };
}

/** A segment of the one word "each" (its food comes in the segment after it). */
const isEachAlone = (seg: Segment): boolean =>
  EACH_WORDS.has(seg.tokens[0]?.t ?? '') &&
  (seg.tokens.length === 1 || (seg.tokens.length === 2 && /^(?:made|cooked|topped|had)$/.test(seg.tokens[1]?.t ?? '')));

/** The count of pieces a topping on each goes on: the last food counted in pieces, cups or slices before it. */
function piecesBefore(drafts: readonly ItemDraft[]): number | undefined {
  const last = drafts.findLast((d) => !d.addon && !d.madeWith) ?? drafts[drafts.length - 1];
  if (!last?.quantity || last.quantity < 2 || (last.unit !== undefined && isMeasureUnit(last.unit))) return undefined;
  return last.quantity;
}

/** "mini samosas, 10 of them": the count of the food before, said back with "of them". */
function countOfThem(seg: Segment): number | undefined {
  const [n, of, them] = seg.tokens;
  if (
    seg.tokens.length !== 3 ||
    n?.kind !== 'num' ||
    of?.t !== 'of' ||
    !/^(?:them|those|these|em)$/.test(them?.t ?? '')
  )
    return undefined;
  const value = Number(n.t);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Reads the segments of an entry in order for the words of "each" between them: a segment that is
 * only "each" (its food comes next), "10 of them" (the count of the food before, applied here),
 * and "… on each" (a topping once a piece). Returns the segment to read, without those words, and
 * the pieces its stated amounts are multiplied by; nothing when the segment is used up here.
 */
export function createEachReader(knowledge: Knowledge) {
  let eachNext = false;
  return (said: Segment, drafts: readonly ItemDraft[]): { seg: Segment; pieces?: number } | undefined => {
    if (isEachAlone(said)) {
      eachNext = true;
      return undefined;
    }
    const them = countOfThem(said);
    const before = drafts[drafts.length - 1];
    if (them !== undefined && before && !before.amountStated) {
      applyBlock(before, { quantity: them, stated: false, end: 0 }, knowledge);
      return undefined;
    }
    const { seg, onEach, eachNext: eachAfter } = withoutOnEach(said);
    const pieces = onEach || eachNext ? piecesBefore(drafts) : undefined;
    eachNext = eachAfter;
    return { seg, ...(pieces ? { pieces } : {}) };
  };
}
