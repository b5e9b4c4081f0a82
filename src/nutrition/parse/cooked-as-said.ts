// "kabuli chana 150 gram, boiled", "chicken breast 200 g - grilled": a cooking word said on its
// own after a food is how that food was cooked. When the knowledge has the food so cooked (a
// name "kabuli chana boiled" or "boiled kabuli chana"), the food becomes that entry; a dry
// legume weighed and then said boiled is the boiled legume, not its dry weight.
import type { ItemDraft } from './item';
import { NEUTRAL_COOKING } from './lexicon';
import { cookedThatWay, type FoodMatcher } from './food-matcher';
import type { Segment } from './split';

/** True when the segment is only cooking words and they were read onto `last`. */
export function cookedAsSaid(seg: Segment, last: ItemDraft | undefined, matcher: FoodMatcher): boolean {
  const words = seg.tokens.filter((t) => t.kind === 'word').map((t) => t.t);
  if (!last || words.length !== 1 || seg.tokens.length !== 1) return false;
  const [word = ''] = words;
  if (!NEUTRAL_COOKING.has(word)) return false;
  const cooked = cookedThatWay(last.text, word, matcher);
  if (cooked && cooked.id !== last.entry.id) last.entry = cooked;
  return true;
}
