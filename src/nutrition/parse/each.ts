// "dal and rice, 1 katori each", "idli and vada 2 each": an amount followed by "each" is the amount
// of every food listed before it in the sentence that has none of its own, not a stray amount
// (it was reported as not understood, and every food kept its default serving); "2 each of idli
// and vada" gives it to the foods after it.
import type { Knowledge, UnitSize } from '../knowledge';
import { readAmountBlock } from './amount-block';
import { isMeasureUnit } from '../serving';
import type { ItemDraft } from './item';
import type { Token } from './tokenize';

const EACH_WORDS = new Set(['each', 'apiece']);

export interface EachAmount {
  quantity?: number;
  unit?: string;
  size?: UnitSize;
  /** The token range of the foods it applies to: [from, to). */
  from: number;
  to: number;
}

/** Finds "<amount> each" in the tokens and marks those tokens used (they are no food's words). */
export function readEachAmounts(tokens: Token[], used: Set<number>, knowledge: Knowledge): EachAmount[] {
  const out: EachAmount[] = [];
  let sentenceStart = 0;
  for (let e = 0; e < tokens.length; e++) {
    const tok = tokens[e];
    if (tok?.kind === 'sep' && tok.t === '.') sentenceStart = e + 1;
    if (tok?.kind !== 'word' || !EACH_WORDS.has(tok.t) || used.has(e)) continue;
    for (let s = Math.max(sentenceStart, e - 4); s < e; s++) {
      const block = readAmountBlock(tokens, s, knowledge);
      if (!block?.stated || block.end !== e || [...Array(e - s).keys()].some((k) => used.has(s + k))) continue;
      for (let k = s; k <= e; k++) used.add(k);
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
    for (const d of drafts) {
      if (d.at < a.from || d.at >= a.to || d.header) continue;
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
