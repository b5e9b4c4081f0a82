// Phrases of food words that are never food (knowledge/language/idioms.csv): "team selection mein
// poori khichdi ho gayi" (a mess), "koi halwa nahi" (not easy), "makhan laga raha" (flattering),
// "meat of the bat", "highlights daal rahe" (posting), "coca cola cup". Their words are marked
// used before the foods are read, so they are neither food nor words left unexplained.
import { normalizeName } from '../knowledge/normalize';
import type { Token } from './tokenize';

/** Words before a phrase that make it a food said plainly: "a piece of cake", "one piece of cake". */
const ARTICLE_OR_COUNT = /^(?:a|an|one|ek|1|2|3|had|ate|have|eat|the|another|some)$/;
/** Idioms that begin like an amount of a food ("piece of cake", "cup of tea"). */
const AMOUNT_FIRST = new Set(['piece', 'slice', 'cup', 'plate', 'bowl']);

export function markIdioms(
  tokens: readonly Token[],
  used: Set<number>,
  idioms: ReadonlyMap<string, readonly (readonly string[])[]>,
): void {
  if (idioms.size === 0) return;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]?.t ?? '';
    const phrases = idioms.get(first) ?? idioms.get(normalizeName(first));
    if (!phrases || used.has(i)) continue;
    for (const phrase of phrases) {
      // the phrases are stored normalised ("pongal holiday"): a word matches as typed or normalised
      const fits = phrase.every((w, k) => {
        const tok = tokens[i + k];
        return tok?.kind === 'word' && !used.has(i + k) && (tok.t === w || normalizeName(tok.t) === w);
      });
      // (a phrase said after an article, a count or a word of eating is the food itself: "had a
      // piece of cake" is cake, "piece of cake, that chase" is easy)
      const before = tokens[i - 1]?.t ?? '';
      if (!fits || (AMOUNT_FIRST.has(phrase[0] ?? '') && ARTICLE_OR_COUNT.test(before))) continue;
      for (let k = 0; k < phrase.length; k++) used.add(i + k);
      break;
    }
  }
}
