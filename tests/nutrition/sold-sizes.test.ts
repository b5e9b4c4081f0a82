// Sizes said without a unit, on the real knowledge base: a food sold in sizes is that size
// ("a large coke" is the large fast-food cup), and "N slices of a large pizza" keeps its count
// and the size of the pizza. References are FNDDS 2017-18 portions, checked within ±25 %.
import { describe, expect, it } from 'vitest';
import { expectNear } from '../helpers/reference-band';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

function items(text: string) {
  const result = currentAnalyzer().analyze(text, FIXED_CONTEXT);
  return result.meals.flatMap((m) => m.components.filter((c) => c.role === 'item'));
}

describe('sizes of foods sold in sizes', () => {
  it.each([
    ['a large coke', 744, 'FNDDS 92410310 cola: 1 large drink'],
    ['small pepsi', 372, 'FNDDS 92410310 cola: 1 small drink'],
    ['medium fries', 145, 'FNDDS 71401030 fries, fast food: 1 medium order'],
    ['a large fries', 180, 'FNDDS 71401030 fries, fast food: 1 large order'],
  ])('%s is the sold size', (text, grams, source) => {
    const [item] = items(text);
    expectNear(item?.grams, grams, source);
  });

  it('keeps a glass a glass and an unsized drink its default', () => {
    const glass = items('a large glass of coke')[0];
    const sized = items('a large coke')[0];
    expect(glass?.unit).toBe('glass');
    expect(sized?.grams).toBeGreaterThan(glass?.grams ?? Infinity);
    expect(items('a coke')[0]?.unit).toBe('glass');
  });

  it('does not read a size of a food counted in pieces as a sold size', () => {
    const [roti] = items('2 large rotis');
    expect(roti?.unit).toBe('piece');
    expect(roti?.quantity).toBe(2);
  });
});

describe('"of a" after a counted unit', () => {
  it('keeps the count and takes the size after the article', () => {
    const [pizza] = items('2 slices of a large cheese pizza');
    expect(pizza?.quantity).toBe(2);
    expect(pizza?.unit).toBe('slice');
    // FNDDS 58106225 cheese pizza: 1 piece of a large pizza 119 g.
    expectNear(pizza?.grams, 2 * 119, 'FNDDS 58106225: 2 pieces of a large pizza');
  });

  it('reads "3 cups of the masala chai" as three cups', () => {
    expect(items('3 cups of the masala chai')[0]?.quantity).toBe(3);
  });
});
