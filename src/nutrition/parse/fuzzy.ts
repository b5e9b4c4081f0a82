// Typo correction of single words against the vocabulary of food names ("panner" → "paneer",
// "biriyani" → "biryani"). Symmetric-delete index (the SymSpell idea, one delete per side):
// a lookup generates the word's single-character deletes and checks the candidates sharing
// one, so a query costs O(length) map lookups instead of a scan of the vocabulary.

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

export function createCorrector(vocabulary: VocabularyWord[]): WordCorrector {
  const weights = new Map<string, number>();
  for (const { word, weight } of vocabulary) weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  const index = new Map<string, string[]>();
  const add = (key: string, word: string) => {
    const list = index.get(key);
    if (!list) index.set(key, [word]);
    else if (list[list.length - 1] !== word) list.push(word);
  };
  for (const word of weights.keys()) {
    if (word.length < MIN_LENGTH) continue;
    add(word, word);
    for (let i = 0; i < word.length; i++) add(word.slice(0, i) + word.slice(i + 1), word);
  }
  const cache = new Map<string, string | undefined>();

  const correct = (word: string): string | undefined => {
    if (word.length < MIN_LENGTH || word.length > 30 || weights.has(word)) return undefined;
    if (cache.has(word)) return cache.get(word);
    const maxDist = word.length <= 5 ? 1 : 2;
    const candidates = new Set<string>(index.get(word) ?? []);
    for (let i = 0; i < word.length; i++) for (const c of index.get(word.slice(0, i) + word.slice(i + 1)) ?? []) candidates.add(c);
    let best: string | undefined;
    let bestScore = Infinity;
    for (const c of candidates) {
      const d = damerau(word, c);
      if (d > maxDist || (c.length <= 5 && d > 1)) continue;
      // distance first; then same first letter (typos rarely hit it); then weight
      const score = d * 1000 + (c[0] === word[0] ? 0 : 500) - (weights.get(c) ?? 0);
      if (score < bestScore) {
        bestScore = score;
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
