import { describe, expect, it } from 'vitest';
import { computeRecipe } from './compute-recipe';
import type { Nutrients } from './nutrients';

const table: Record<string, Nutrients> = {
  flour: { calories_kcal: 350, protein_g: 10, carbs_g: 75, fat_g: 1, water_g: 10, sodium_mg: 2 },
  oil: { calories_kcal: 900, fat_g: 100, water_g: 0, sodium_mg: 0 },
  water: { calories_kcal: 0, water_g: 100, sodium_mg: 0 },
  mystery: { calories_kcal: 100, water_g: 0, sodium_mg: null },
};
const lookup = (ref: string) => table[ref];

describe('computeRecipe', () => {
  it('spreads the ingredients over the cooked weight (yield factor)', () => {
    const { recipe, per100g } = computeRecipe({ ingredients: [{ ref: 'flour', grams: 100 }, { ref: 'water', grams: 60 }], cookedWeightG: 125, basis: 'test' }, lookup);
    expect(per100g.calories_kcal).toBeCloseTo(280, 0);
    expect(recipe.yieldFactor).toBeCloseTo(125 / 160, 3);
    expect(per100g.water_g).toBeCloseTo(((125 - 90) / 125) * 100, 0);
  });
  it('adds absorbed frying oil as a share of the fried weight', () => {
    const { recipe, per100g } = computeRecipe({ ingredients: [{ ref: 'flour', grams: 100 }], cookedWeightG: 125, fry: { oil: 'oil', absorption: 0.2 }, basis: 'test' }, lookup);
    expect(recipe.ingredients.find((l) => l.ref === 'oil')?.grams).toBe(25);
    expect(per100g.fat_g).toBeCloseTo(20.8, 1);
    expect(recipe.yieldFactor).toBeCloseTo(1, 3);
  });
  it('leaves a nutrient unknown when unknown ingredients are a large part of the dish', () => {
    const { per100g } = computeRecipe({ ingredients: [{ ref: 'flour', grams: 50 }, { ref: 'mystery', grams: 50 }], cookedWeightG: 100, basis: 'test' }, lookup);
    expect(per100g.sodium_mg).toBeNull();
  });
  it('refuses an ingredient it cannot resolve', () => {
    expect(() => computeRecipe({ ingredients: [{ ref: 'nope', grams: 1 }], cookedWeightG: 1, basis: 'test' }, lookup)).toThrow(/unknown ingredient "nope"/);
  });
});

describe('computeRecipe validation', () => {
  it('refuses a cooked weight below the solids of the ingredients', () => {
    expect(() => computeRecipe({ ingredients: [{ ref: 'flour', grams: 100 }], cookedWeightG: 50, basis: 'test' }, lookup)).toThrow(/below the 90 g of solids/);
  });
});
