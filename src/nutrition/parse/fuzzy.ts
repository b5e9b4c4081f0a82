// Typo correction of single words against the vocabulary of food names ("panner" → "paneer",
// "biriyani" → "biryani"). Symmetric-delete index (the SymSpell idea, one delete per side):
// a lookup generates the word's single-character deletes and checks the candidates sharing
// one, so a query costs O(length) lookups instead of a scan of the vocabulary.
//
// The index is one sorted Float64Array of (hash of a delete, word number) keys rather than a
// Map of delete strings: building it allocates no substrings and takes a few ms for ~10,000
// words (the Map took 200-300 ms and most of the engine's start-up). A hash collision only adds
// a candidate, which the edit-distance check then rejects, so results are the same.

export interface WordCorrector {
  /** The best vocabulary word within the allowed distance, or undefined. */
  correct(word: string): string | undefined;
  has(word: string): boolean;
}

export interface VocabularyWord {
  word: string;
  /** Higher wins ties: words of curated dish and food names score above IFCT regional names. */
  weight: number;
}

const MIN_LENGTH = 4;
const MAX_LENGTH = 30;
/** Word numbers live in the low 20 bits of a key; a 32-bit hash above them stays below 2^53. */
const WORD_BITS = 2 ** 20;

/** FNV-1a of `word` without the character at `skip` (-1: the whole word). */
function hashSkipping(word: string, skip: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skip) continue;
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function buildIndex(words: readonly string[]): Float64Array {
  let size = 0;
  for (const w of words) if (w.length >= MIN_LENGTH && w.length <= MAX_LENGTH) size += w.length + 1;
  const keys = new Float64Array(size);
  let k = 0;
  words.forEach((w, n) => {
    if (w.length < MIN_LENGTH || w.length > MAX_LENGTH) return;
    for (let skip = -1; skip < w.length; skip++) keys[k++] = hashSkipping(w, skip) * WORD_BITS + n;
  });
  return keys.sort();
}

/** First position in sorted `keys` whose value is ≥ `value`. */
function lowerBound(keys: Float64Array, value: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? Infinity) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createCorrector(vocabulary: VocabularyWord[]): WordCorrector {
  const weights = new Map<string, number>();
  for (const { word, weight } of vocabulary) weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  const words = [...weights.keys()];
  if (words.length >= WORD_BITS) throw new Error(`typo vocabulary too large (${words.length} words)`);
  let index: Float64Array | undefined;
  const cache = new Map<string, string | undefined>();

  const candidatesOf = (word: string): Set<number> => {
    // Built on the first word that needs correcting, so loading the engine costs nothing for it.
    index ??= buildIndex(words);
    const out = new Set<number>();
    for (let skip = -1; skip < word.length; skip++) {
      const base = hashSkipping(word, skip) * WORD_BITS;
      for (let i = lowerBound(index, base); i < index.length && (index[i] ?? Infinity) < base + WORD_BITS; i++) {
        out.add((index[i] ?? 0) - base);
      }
    }
    return out;
  };

  const correct = (word: string): string | undefined => {
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || weights.has(word)) return undefined;
    if (cache.has(word)) return cache.get(word);
    const maxDist = word.length <= 5 ? 1 : 2;
    let best: string | undefined;
    let bestScore = Infinity;
    let bestN = Infinity;
    for (const n of candidatesOf(word)) {
      const c = words[n];
      if (c === undefined || Math.abs(c.length - word.length) > maxDist) continue;
      const d = damerau(word, c);
      if (d > maxDist || (c.length <= 5 && d > 1)) continue;
      // distance first; then same first letter (typos rarely hit it); then weight; then the
      // word met first in the vocabulary, so the answer never depends on the index order
      // (a doubled letter typed once or twice, "aple" for apple, "tommato", is the likeliest slip)
      const score = d * 1000 + (c[0] === word[0] ? 0 : 500) - (doubledSlip(word, c) ? 400 : 0) - (weights.get(c) ?? 0);
      if (score < bestScore || (score === bestScore && n < bestN)) {
        bestScore = score;
        bestN = n;
        best = c;
      }
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  };
  return { correct, has: (w) => weights.has(w) };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function damerau(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] ?? 0;
}

/** One word is the other with one letter of a doubled pair left out ("aple" and "apple"). */
function doubledSlip(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let k = 0; k + 1 < long.length; k++)
    if (long[k] === long[k + 1] && long.slice(0, k) + long.slice(k + 1) === short) return true;
  return false;
}
