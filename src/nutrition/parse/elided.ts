// A food named by the word that tells it apart from the food before it, the rest left unsaid:
// "2 whole eggs + 3 whites" (egg whites), "1 masala dosa and 1 plain" (a plain dosa). A word that
// is a food of its own stays that food ("2 aloo paratha aur 1 gobi" is gobi sabzi). When a counted
// segment names no food of its own, the
// previous food's first or last word is tried before or after it; the pair must be a known name as typed
// (no spelling guess), so talk after a food ("2 overs", "1 more set") stays talk.
import type { Knowledge } from '../knowledge';
import type { FoodMatcher } from './food-matcher';
import { parseSegment, type ItemDraft, type SegmentResult } from './item';
import type { Segment } from './split';
import type { Token } from './tokenize';

const FOOD_LEFT_OUT = new Set(['not a known food', 'an amount without a food']);
const UNEXPLAINED = new Set(['not a known food', 'word not understood; ignored']);

/** "eggs" → ["eggs", "egg"]: the word as typed, and without an English plural -s. */
const forms = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? [w, w.slice(0, -1)] : [w]);

const word = (t: string, at: Token): Token => ({ t, kind: 'word', start: at.start, end: at.start });

export function readElided(
  seg: Segment,
  res: SegmentResult,
  previous: ItemDraft | undefined,
  knowledge: Knowledge,
  matcher: FoodMatcher,
): SegmentResult | undefined {
  if (!previous || res.items.length > 0 || !res.unmatched.some((u) => FOOD_LEFT_OUT.has(u.reason))) return undefined;
  const toks = seg.tokens;
  const words = toks.filter((t) => t.kind === 'word');
  // a count and one or two words: "3 whites", "1 plain", "ek gobi wala"
  if (!toks.some((t) => t.kind === 'num') || words.length === 0 || words.length > 2) return undefined;
  const named = previous.text.split(/\s+/).filter(Boolean);
  const first = named[0];
  const last = named[named.length - 1];
  if (!first || !last) return undefined;
  const firstWord = words[0] as Token;
  const lastWord = words[words.length - 1] as Token;
  const tries: Token[][] = [
    ...forms(last).map((w) => {
      const i = toks.indexOf(lastWord) + 1;
      return [...toks.slice(0, i), word(w, lastWord), ...toks.slice(i)];
    }),
    ...[...new Set([first, last])].flatMap(forms).map((w) => {
      const i = toks.indexOf(firstWord);
      return [...toks.slice(0, i), word(w, firstWord), ...toks.slice(i)];
    }),
  ];
  for (const tokens of tries) {
    const again = parseSegment({ ...seg, tokens }, knowledge, matcher);
    const item = again.items[0];
    if (again.items.length !== 1 || !item || item.evidence !== 'name' || item.corrections.length > 0) continue;
    // every word now explained: "3 whites scrambled" + "eggs" must not be scrambled eggs beside "whites"
    if (again.unmatched.some((u) => UNEXPLAINED.has(u.reason))) continue;
    // the pair is one name, and not the previous food again ("2 eggs + 3 more" is not more eggs)
    if (item.entry.id === previous.entry.id || item.text.split(/\s+/).length < 2) continue;
    return again;
  }
  return undefined;
}
