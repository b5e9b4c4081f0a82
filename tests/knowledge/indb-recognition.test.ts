// Issue 14: Crease recognises at least 600 of INDB's 1,014 recipes by one of their names, at a
// serving weight that INDB or a USDA portion supports (the numbers `npm run foods:stats` prints).
import { describe, expect, it } from 'vitest';
import { indbNames, indbRecognition, readIndbRecipes } from '../../scripts/knowledge/indb-recipes';
import { currentKnowledge } from './knowledge-entries';

const recipes = readIndbRecipes();

describe('INDB recipe names', () => {
  it('reads the English name, the local names and either word of a slash', () => {
    expect(indbNames('Radish parantha/paratha (Mooli ka parantha/paratha)')).toEqual(
      expect.arrayContaining(['Radish parantha', 'Radish paratha', 'Mooli ka parantha', 'Mooli ka paratha']),
    );
    const rasam = indbNames('Rasam with tamarind (Puli rasam/ Chintapandu rasam/ Charu/Saaru)');
    expect(rasam).toEqual(expect.arrayContaining(['Puli rasam', 'Chintapandu rasam', 'Charu', 'Saaru']));
    // "Suji/Rava daliya" offers suji daliya or rava daliya, never plain "Suji" (raw semolina).
    const porridge = indbNames('Semolina porridge (Suji/Rava daliya)');
    expect(porridge).toEqual(expect.arrayContaining(['Suji daliya', 'Rava daliya']));
    expect(porridge).not.toContain('Suji');
  });
});

describe.skipIf(!recipes)('INDB recipes recognised', () => {
  it('at least 600 by name, at a serving INDB or a USDA portion supports', () => {
    const r = indbRecognition(currentKnowledge(), recipes ?? []);
    expect(r.recipes).toBe(1014);
    expect(r.recognised).toBeGreaterThanOrEqual(600);
    expect(r.servingSupported).toBeGreaterThanOrEqual(600);
  });
});
