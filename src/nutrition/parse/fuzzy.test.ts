import { describe, expect, it } from 'vitest';
import { createCorrector, damerau } from './fuzzy';

const vocab = (words: string[], weight = 1) => words.map((word) => ({ word, weight }));

describe('createCorrector', () => {
  it('corrects a dropped, added, swapped or wrong letter within the allowed distance', () => {
    const c = createCorrector(vocab(['paneer', 'biryani', 'chapati', 'bhaji']));
    expect(c.correct('panner')).toBe('paneer');
    expect(c.correct('biriyani')).toBe('biryani');
    expect(c.correct('chappati')).toBe('chapati');
    expect(c.correct('bahji')).toBe('bhaji');
  });

  it('leaves known, short and far-off words alone', () => {
    const c = createCorrector(vocab(['paneer', 'dal']));
    expect(c.correct('paneer')).toBeUndefined();
    expect(c.correct('dql')).toBeUndefined();
    expect(c.correct('pizzeria')).toBeUndefined();
  });

  it('prefers the heavier word among equally close ones', () => {
    const c = createCorrector([...vocab(['matar'], 1), ...vocab(['mater'], 3)]);
    expect(c.correct('matir')).toBe('mater');
  });

  it('finds the same words as a scan of the whole vocabulary', () => {
    const words = ['roti', 'rotis', 'rice', 'rasam', 'rajma', 'raita', 'sambar', 'sambhar', 'khichdi', 'kheer'];
    const c = createCorrector(vocab(words));
    for (const q of ['rotti', 'raajma', 'sambr', 'khichri', 'khir', 'rsam']) {
      const best = Math.min(...words.map((w) => damerau(q, w)));
      const got = c.correct(q);
      if (got === undefined)
        expect(best > (q.length <= 5 ? 1 : 2) || words.every((w) => damerau(q, w) > 1 || w.length > 5)).toBe(true);
      else expect(damerau(q, got)).toBe(best);
    }
  });
});

describe('a doubled letter typed once or twice is the likeliest slip', () => {
  it('prefers the word with the doubled letter over another word one edit away', () => {
    // (the other word weighs more: without the rule it would win the tie)
    const c = createCorrector([...vocab(['aale', 'tomb'], 300), ...vocab(['apple', 'tomato'])]);
    expect(c.correct('aple')).toBe('apple');
    expect(c.correct('tommato')).toBe('tomato');
  });
});
