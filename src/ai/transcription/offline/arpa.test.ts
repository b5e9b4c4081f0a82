import { describe, expect, it } from 'vitest';
import { buildArpa } from './arpa';

/** Parses the ARPA text back and returns P(w | history) with standard back-off. */
function model(arpa: string) {
  const prob = new Map<string, number>();
  const bow = new Map<string, number>();
  for (const line of arpa.split('\n')) {
    const parts = line.split('\t');
    if (parts.length < 2) continue;
    prob.set(parts[1]!, Number(parts[0]));
    if (parts[2] !== undefined) bow.set(parts[1]!, Number(parts[2]));
  }
  const p = (words: string[]): number => {
    const key = words.join(' ');
    if (prob.has(key)) return prob.get(key)!;
    return (bow.get(words.slice(0, -1).join(' ')) ?? 0) + p(words.slice(1));
  };
  return {
    p: (w: string, ...h: string[]) => 10 ** p([...h, w]),
    vocab: [...prob.keys()].filter((k) => !k.includes(' ')),
  };
}

describe('buildArpa', () => {
  const corpus = [
    ['two', 'rotis'],
    ['two', 'idlis', 'and', 'dal'],
    ['dal', 'and', 'rice'],
    ['two', 'rotis', 'and', 'dal'],
  ];
  const { p, vocab } = model(buildArpa(corpus));

  it.each([[[]], [['two']], [['and']], [['two', 'rotis']], [['rotis', 'and']], [['rice', 'dal']]])(
    'gives a distribution that sums to 1 after history %j',
    (history) => {
      const total = vocab.filter((w) => w !== '<s>').reduce((sum, w) => sum + p(w, ...history), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it('prefers what the corpus says', () => {
    expect(p('rotis', '<s>', 'two')).toBeGreaterThan(p('rice', '<s>', 'two'));
  });
});
