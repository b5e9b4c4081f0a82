import { describe, expect, it } from 'vitest';
import { readableDescription, servingText, unitWord } from './meal-text';

describe('meal text', () => {
  it('says how much with plurals right and the whole weight', () => {
    expect(servingText({ servings: 2, serving_size_g: 40, household_unit: 'piece' })).toBe('2 pieces · 80 g');
    expect(servingText({ servings: 1, serving_size_g: 150, household_unit: 'katori' })).toBe('1 katori · 150 g');
    expect(servingText({ servings: 3, serving_size_g: 258, household_unit: 'glass' })).toBe('3 glasses · 774 g');
    expect(servingText({ servings: 2, serving_size_g: 60, household_unit: 'large piece' })).toBe(
      '2 large pieces · 120 g',
    );
  });

  it('says only grams for an amount weighed, and keeps abbreviations', () => {
    expect(servingText({ servings: 1, serving_size_g: 200, household_unit: 'g' })).toBe('200 g');
    expect(servingText({ servings: 1, serving_size_g: 309, household_unit: 'ml' })).toBe('309 g');
    expect(unitWord('tbsp', 2)).toBe('tbsp');
  });

  it('drops the bookkeeping older descriptions carry', () => {
    expect(readableDescription('2 pieces (80 g) — from “rotis”; source: recipe')).toBe(
      '2 pieces (80 g), from your words “rotis”',
    );
    expect(readableDescription('1 glass (258 g) — from “shake” (AI split); source: USDA SR26 01077; fried')).toBe(
      '1 glass (258 g), from your words “shake”; fried',
    );
    expect(readableDescription('2 pieces · 80 g, from your words “rotis”')).toBe(
      '2 pieces · 80 g, from your words “rotis”',
    );
  });
});
