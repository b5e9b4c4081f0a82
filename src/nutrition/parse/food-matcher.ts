// Finds the knowledge-base food named in a run of words: the longest span of words that is a
// known name, trying the words as typed, then engine synonyms, then typo corrections.
import { normalizeName, type Knowledge, type KnowledgeEntry } from '../knowledge';
import { createCorrector, type WordCorrector } from './fuzzy';
import { CONTEXT_WORDS, EAT_WORDS, FILLERS } from './lexicon';
import { isNumberWord } from './quantity';

export interface FoodMatch {
  entry: KnowledgeEntry;
  /** Word span [start, end) in the words given. */
  start: number;
  end: number;
  /** Words read as synonyms or typo corrections ("chawal" → "rice", "panner" → "paneer"). */
  corrections: string[];
  /** Every word of the name was a typo correction: a guess that needs other signs of a meal. */
  guessed: boolean;
  /** Some word was a typo correction (not a synonym): the title shows the table's name, not the typo. */
  spelled: boolean;
}

export interface FoodMatcher {
  match(words: readonly string[]): FoodMatch | undefined;
  /** A name looked up as a whole (modifier targets, add-ons, AI output). */
  lookup(name: string): KnowledgeEntry | undefined;
  knowsWord(word: string): boolean;
  /** A word of the food vocabulary a mistyped word is close to ("chiken" → "chicken"), if any. */
  correctWord(word: string): string | undefined;
}

const MAX_SPAN = 6;
const PLURAL_SUFFIXES = ['gulo', 'guli', 'gal', 'kal', 'lu', 'iyan', 'yan'];

/** The Hindi oblique plural read back to its word: "phulkon" → "phulka", "rotiyon" → "roti". */
export function obliqueStems(w: string): string[] {
  // (Punjabi plural "paratheyan", "phulkeyan": the stem before "-eyan" with its "-a")
  if (w.length >= 7 && w.endsWith('eyan')) return [`${w.slice(0, -4)}a`];
  // ("khajooron": the word itself before "-on", "khajoor")
  return w.length >= 6 && w.endsWith('on')
    ? [`${w.slice(0, -2)}a`, w.slice(0, -3), w.slice(0, -2)].filter((o) => o.length >= 3)
    : [];
}

export function createFoodMatcher(knowledge: Knowledge): FoodMatcher {
  const vocabulary = new Map<string, number>();
  for (const [name, entry] of knowledge.byName) {
    const weight = entry.kind === 'ifct' ? 1 : 3;
    for (const word of name.split(' ')) vocabulary.set(word, Math.max(vocabulary.get(word) ?? 0, weight));
  }
  const synonyms = knowledge.wordSynonyms;
  for (const word of synonyms.values()) vocabulary.set(word, Math.max(vocabulary.get(word) ?? 0, 2));
  const corrector: WordCorrector = createCorrector([...vocabulary].map(([word, weight]) => ({ word, weight })));

  const byKey = (key: string): KnowledgeEntry | undefined => {
    for (const preferred of knowledge.preferred.get(key) ?? []) {
      const hit = knowledge.byName.get(normalizeName(preferred));
      if (hit) return hit;
    }
    // Short IFCT regional names that are everyday words too ("ada", "ali", "mug") are left out
    // of the name index when the knowledge base is built (build/assemble.ts).
    return knowledge.byName.get(key);
  };

  // Plural endings of Indian languages on a known food word: Telugu "idlilu", Tamil "idligal",
  // Bengali "luchigulo", Hindi "rotiyan", "pakode"; and the Bengali possessive "rosogollar". Read
  // like a synonym (the food is named, not guessed).
  const pluralStem = (w: string): string | undefined => {
    // Hindi/Punjabi plural of a name in -a: "pakode", "parathe", "samose" (even when the plural
    // is a word of a longer name, "kadhi pakode")
    const singular = w.endsWith('e') && w.length >= 5 ? `${w.slice(0, -1)}a` : '';
    if (singular && !knowledge.byName.has(w) && knowledge.byName.has(singular) && !knowledge.everydayWords.has(w))
      return singular;
    // the Hindi oblique plural: "3 phulkon ke saath", "parathon pe", "rotiyon ke saath"
    const stemOf = obliqueStems(w).find((o) => !knowledge.byName.has(w) && knowledge.byName.has(o));
    if (stemOf && !knowledge.everydayWords.has(w)) return stemOf;
    if (vocabulary.has(w)) return undefined;
    // Punjabi plural of a name in -a: "phulkeyan", "parantheyan"
    const punjabi = w.endsWith('eyan') && w.length >= 7 ? `${w.slice(0, -4)}a` : '';
    if (punjabi && knowledge.byName.has(punjabi)) return punjabi;
    for (const suffix of PLURAL_SUFFIXES) {
      const stem = w.slice(0, -suffix.length);
      if (w.endsWith(suffix) && stem.length >= 3 && vocabulary.has(stem)) return stem;
    }
    // Bengali "of": "rosogollar tin", "murgir jhol", "ilisher jhol": a whole food name with -r / -er
    for (const suffix of ['r', 'er']) {
      const stem = w.slice(0, -suffix.length);
      const food = knowledge.byName.has(stem) || synonyms.has(stem);
      if (w.endsWith(suffix) && stem.length >= 5 && food && (suffix === 'er' || /[aeiou]$/.test(stem))) return stem;
    }
    return undefined;
  };

  const match = (words: readonly string[]): FoodMatch | undefined => {
    const n = words.length;
    if (n === 0) return undefined;
    const synonym = words.map((w) => synonyms.get(w) ?? pluralStem(w));
    const corrected = words.map((w) =>
      FILLERS.has(w) ||
      CONTEXT_WORDS.has(w) ||
      // ("tinn roti naal khadhi": a word of eating is never a mistyped food, here kadhi)
      EAT_WORDS.has(w) ||
      isNumberWord(w) ||
      vocabulary.has(w) ||
      synonyms.has(w) ||
      knowledge.everydayWords.has(w)
        ? undefined
        : corrector.correct(w),
    );
    for (let len = Math.min(n, MAX_SPAN); len >= 1; len--) {
      for (let start = 0; start + len <= n; start++) {
        const span = words.slice(start, start + len);
        if (span.every((w) => FILLERS.has(w) || /^\d/.test(w))) continue;
        const variants: Array<{ key: string; corrections: string[]; guessed: boolean; spelled: boolean }> = [
          { key: span.join(' '), corrections: [], guessed: false, spelled: false },
        ];
        const syn = span.map((w, k) => synonym[start + k] ?? w);
        if (syn.some((w, k) => w !== span[k]))
          variants.push({
            key: syn.join(' '),
            corrections: span.flatMap((w, k) => (syn[k] !== w ? [`${w} → ${syn[k]}`] : [])),
            guessed: false,
            spelled: false,
          });
        const fix = span.map((w, k) => corrected[start + k] ?? synonym[start + k] ?? w);
        const fixes = span.flatMap((w, k) => (corrected[start + k] ? [`${w} → ${corrected[start + k]}`] : []));
        const allFixed = span.every((w, k) => corrected[start + k] !== undefined || FILLERS.has(w));
        if (fixes.length > 0)
          variants.push({ key: fix.join(' '), corrections: fixes, guessed: allFixed, spelled: true });
        for (const { key, corrections, guessed, spelled } of variants) {
          const entry = byKey(key);
          if (entry) return { entry, start, end: start + len, corrections, guessed, spelled };
        }
      }
    }
    return undefined;
  };

  return {
    match,
    lookup: (name) => {
      const words = normalizeName(name).split(' ').filter(Boolean);
      const m = match(words);
      return m && m.end - m.start === words.length ? m.entry : undefined;
    },
    knowsWord: (w) => vocabulary.has(w) || synonyms.has(w),
    correctWord: (w) =>
      vocabulary.has(w) || synonyms.has(w) || knowledge.everydayWords.has(w) ? undefined : corrector.correct(w),
  };
}

/** The food as typed, cooked the way the word says, by a name of the knowledge ("boiled chickpeas", "kabuli chana boiled"). */
export function cookedThatWay(typed: string, word: string, matcher: FoodMatcher): KnowledgeEntry | undefined {
  const food = typed.toLowerCase();
  return matcher.lookup(`${word} ${food}`) ?? matcher.lookup(`${food} ${word}`);
}
