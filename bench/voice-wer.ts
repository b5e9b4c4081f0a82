/** Word-level edit distance between what was said and what was heard (lower case, letters only). */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const tok = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z0-9']+/)
      .filter(Boolean);
  const ref = tok(reference);
  const hyp = tok(hypothesis);
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return { errors: prev[hyp.length]!, words: ref.length };
}
