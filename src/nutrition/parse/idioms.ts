// Phrases of food words that are never food (knowledge/language/idioms.csv): "team selection mein
// poori khichdi ho gayi" (a mess), "koi halwa nahi" (not easy), "makhan laga raha" (flattering),
// "meat of the bat", "highlights daal rahe" (posting), "coca cola cup". Their words are marked
// used before the foods are read, so they are neither food nor words left unexplained.
import { normalizeName } from '../knowledge/normalize';
import type { Token } from './tokenize';

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
      if (!fits) continue;
      for (let k = 0; k < phrase.length; k++) used.add(i + k);
      break;
    }
  }
}
