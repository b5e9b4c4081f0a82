// A trigram language model in ARPA format, built from a corpus of sentences with interpolated
// absolute discounting. In that scheme the stored probability of a seen n-gram already includes
// the lower-order share, and the back-off weight of a context is exactly its lower-order share,
// so the file is a correct ARPA back-off model without any renormalisation step.

const D = 0.5;

type Counts = Map<string, number>;
const add = (m: Counts, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const log10 = (p: number) => Math.log10(p).toFixed(4);

export function buildArpa(sentences: string[][]): string {
  const uni: Counts = new Map();
  const bi: Counts = new Map();
  const tri: Counts = new Map();
  for (const words of sentences) {
    const s = ['<s>', ...words, '</s>'];
    s.forEach((w, i) => {
      if (i > 0) add(uni, w);
      if (i > 0) add(bi, `${s[i - 1]} ${w}`);
      if (i > 1) add(tri, `${s[i - 2]} ${s[i - 1]} ${w}`);
    });
  }
  const total = [...uni.values()].reduce((a, b) => a + b, 0);
  // Add-one unigrams over the words that can follow something (<s> never does).
  const pUni = new Map([...uni].map(([w, c]) => [w, (c + 1) / (total + uni.size)] as const));
  uni.set('<s>', 0);

  // Context totals and distinct followers, for the discounted estimates.
  const ctx = (m: Counts) => {
    const sum: Counts = new Map();
    const distinct: Counts = new Map();
    for (const [k, c] of m) {
      const h = k.slice(0, k.lastIndexOf(' '));
      sum.set(h, (sum.get(h) ?? 0) + c);
      add(distinct, h);
    }
    return { sum, distinct, bow: (h: string) => (sum.has(h) ? (D * distinct.get(h)!) / sum.get(h)! : 1) };
  };
  const c2 = ctx(bi);
  const c3 = ctx(tri);
  const pBi = (h: string, w: string) => {
    const c = bi.get(`${h} ${w}`) ?? 0;
    const n = c2.sum.get(h);
    return n ? Math.max(c - D, 0) / n + c2.bow(h) * pUni.get(w)! : pUni.get(w)!;
  };

  const lines = ['\\data\\', `ngram 1=${uni.size}`, `ngram 2=${bi.size}`, `ngram 3=${tri.size}`, '', '\\1-grams:'];
  for (const w of uni.keys()) {
    const p = w === '<s>' ? '-99' : log10(pUni.get(w)!);
    lines.push(`${p}\t${w}\t${log10(c2.bow(w))}`);
  }
  lines.push('', '\\2-grams:');
  for (const [k] of bi) {
    const [h, w] = k.split(' ') as [string, string];
    lines.push(`${log10(pBi(h, w))}\t${k}\t${log10(c3.bow(k))}`);
  }
  lines.push('', '\\3-grams:');
  for (const [k, c] of tri) {
    const [a, b, w] = k.split(' ') as [string, string, string];
    const h = `${a} ${b}`;
    const p = (c - D) / c3.sum.get(h)! + c3.bow(h) * pBi(b, w);
    lines.push(`${log10(p)}\t${k}`);
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
