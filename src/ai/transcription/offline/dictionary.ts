// The pronunciation dictionary of the meal vocabulary: CMU pronunciations where they exist, and for
// the romanised food words the CMU dictionary lacks, our letter-to-sound reading plus (when
// espeak-ng gave one) the English reading of the spelling.
import { guessPronunciation } from './g2p';

/** The English plural ending after a pronunciation: "s" after a voiceless sound, "iz" after a hiss, else "z". */
export function pluralEnding(phones: string): string {
  const last = phones.split(' ').at(-1) ?? '';
  if (['S', 'Z', 'SH', 'ZH', 'CH', 'JH'].includes(last)) return 'IH Z';
  return ['P', 'T', 'K', 'F', 'TH'].includes(last) ? 'S' : 'Z';
}

/**
 * Dictionary lines ("word PHONES", variants as "word(2) PHONES") and a word map that folds
 * same-sounding spellings (chapati, chapatti) into the more frequent one.
 */
export function buildDictionary(
  sentences: string[][],
  cmu: ReadonlyMap<string, string[]>,
  english: ReadonlyMap<string, string>,
) {
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of s) freq.set(w, (freq.get(w) ?? 0) + 1);
  const readingsOf = (word: string): string[] => {
    const known = cmu.get(word);
    if (known) return known;
    // Plurals we made ("idlis", "dosas") sound like the singular plus the English ending; letter
    // rules would read "rotis" as "roh-tiss".
    const stem =
      word.endsWith('es') && freq.has(word.slice(0, -2))
        ? word.slice(0, -2)
        : word.endsWith('s') && freq.has(word.slice(0, -1))
          ? word.slice(0, -1)
          : null;
    if (stem) return readingsOf(stem).map((p) => `${p} ${pluralEnding(p)}`);
    return [guessPronunciation(word), english.get(word) ?? ''].filter(Boolean);
  };
  const byPron = new Map<string, string>();
  const fold = new Map<string, string>();
  const lines: string[] = [];
  for (const [word] of [...freq].sort((a, b) => b[1] - a[1])) {
    const readings = [...new Set(readingsOf(word))];
    if (readings.length === 0) continue;
    if (!cmu.has(word)) {
      const same = byPron.get(readings[0]!);
      if (same) {
        fold.set(word, same);
        continue;
      }
      byPron.set(readings[0]!, word);
    }
    readings.forEach((p, i) => lines.push(`${word}${i ? `(${i + 1})` : ''} ${p}`));
  }
  return { lines, fold };
}

/** Words of the corpus that the CMU dictionary lacks. */
export const unknownWords = (sentences: string[][], cmu: ReadonlyMap<string, string[]>) =>
  [...new Set(sentences.flat())].filter((w) => !cmu.has(w));
