import { describe, expect, it } from 'vitest';
import { buildDictionary, pluralEnding } from './dictionary';

describe('buildDictionary', () => {
  const cmu = new Map([
    ['two', ['T UW']],
    ['eggs', ['EH G Z']],
  ]);
  const english = new Map([['bhature', 'B AE CH ER']]);

  it('gives a word missing from the CMU dictionary our reading and the English one', () => {
    const { lines } = buildDictionary([['two', 'bhature']], cmu, english);
    expect(lines).toContain('bhature B AH T UH R EY');
    expect(lines).toContain('bhature(2) B AE CH ER');
    expect(lines).toContain('two T UW');
  });

  it('reads a plural as its singular with the English ending', () => {
    const { lines } = buildDictionary([['two', 'rotis'], ['roti'], ['two', 'samosas'], ['samosa']], cmu, new Map());
    expect(lines).toContain('rotis R OW T IY Z');
    expect(lines).toContain('samosas S AH M OW S AH Z');
  });

  it('folds a rarer spelling that sounds the same into the common one', () => {
    const { lines, fold } = buildDictionary([['chapati'], ['chapati'], ['chapatti']], cmu, new Map());
    expect(fold.get('chapatti')).toBe('chapati');
    expect(lines.some((l) => l.startsWith('chapatti'))).toBe(false);
  });

  it.each([
    ['R OW T IY', 'Z'],
    ['K EY K', 'S'],
    ['M AH S AA L AH D OW S', 'IH Z'],
  ])('ends the plural of %s with %s', (phones, ending) => {
    expect(pluralEnding(phones)).toBe(ending);
  });
});
