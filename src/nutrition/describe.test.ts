import { describe, expect, it } from 'vitest';
import { amountLabel, fromWords, shownName, unitWord } from './describe';

describe('amounts in a user’s words', () => {
  it('puts the count first and the whole weight after it, plural when more than one', () => {
    expect(amountLabel({ quantity: 2, unit: 'piece', grams: 80 })).toBe('2 pieces · 80 g');
    expect(amountLabel({ quantity: 1, unit: 'katori', grams: 150 })).toBe('1 katori · 150 g');
    expect(amountLabel({ quantity: 0.5, unit: 'katori', grams: 76 })).toBe('0.5 katori · 76 g');
    expect(amountLabel({ quantity: 1.5, unit: 'plate', grams: 270 })).toBe('1.5 plates · 270 g');
  });

  it('writes -es plurals and two-word units as people do', () => {
    expect(unitWord('glass', 3)).toBe('glasses');
    expect(unitWord('glass', 1)).toBe('glass');
    expect(unitWord('handful', 2)).toBe('handfuls');
    expect(unitWord('tea-cup', 2)).toBe('tea cups');
    expect(unitWord('half-plate', 1)).toBe('half plate');
  });

  it('keeps abbreviations unchanged and an amount in grams as grams only', () => {
    expect(amountLabel({ quantity: 2, unit: 'tablespoon', grams: 27.2 })).toBe('2 tbsp · 27.2 g');
    expect(amountLabel({ quantity: 150, unit: 'gram', grams: 150 })).toBe('150 g');
    expect(amountLabel({ quantity: 300, unit: 'ml', grams: 309 })).toBe('300 ml · 309 g');
  });

  it('names a size that is not medium', () => {
    expect(amountLabel({ quantity: 2, unit: 'piece', size: 'large', grams: 120 })).toBe('2 large pieces · 120 g');
    expect(amountLabel({ quantity: 1, unit: 'piece', size: 'medium', grams: 40 })).toBe('1 piece · 40 g');
  });

  it('quotes the words the item came from', () => {
    expect(fromWords(' 2 rotis ')).toBe('from your words “2 rotis”');
  });
});

describe('shownName', () => {
  it("leads with the user's own name when it shares no word with the table's", () => {
    expect(shownName('Amti (Maharashtrian toor dal)', 'varan', false)).toBe('Varan (Amti, Maharashtrian toor dal)');
    expect(shownName('Samosa', 'shingara', false)).toBe('Shingara (Samosa)');
  });
  it('keeps the table name for a plural, a spelling variant, a correction or a long phrase', () => {
    expect(shownName('Roti (chapati)', 'rotis', false)).toBe('Roti (chapati)');
    expect(shownName('Kerala parotta', 'porotta', false)).toBe('Kerala parotta');
    expect(shownName('Samosa', 'smosa', true)).toBe('Samosa');
    expect(shownName('Thali', 'the big lunch plate they gave us', false)).toBe('Thali');
  });
});
