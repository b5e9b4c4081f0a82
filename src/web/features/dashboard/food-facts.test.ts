import { describe, expect, it } from 'vitest';
import { FOOD_FACTS, randomFoodFact } from './food-facts';

describe('food facts', () => {
  it('has about 100 distinct facts', () => {
    expect(FOOD_FACTS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(FOOD_FACTS).size).toBe(FOOD_FACTS.length);
  });
  it('picks one at random, also at the edges', () => {
    expect(randomFoodFact(() => 0)).toBe(FOOD_FACTS[0]);
    expect(randomFoodFact(() => 0.9999)).toBe(FOOD_FACTS.at(-1));
  });
});
