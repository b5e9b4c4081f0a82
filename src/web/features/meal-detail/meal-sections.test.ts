import { describe, expect, it } from 'vitest';
import type { Meal } from '../../../contracts/meal';
import { mealSections } from './meal-sections';

const meal = {
  macros: { calories_kcal: 300, protein_g: 10, carbs_g: 40, fat_g: 8, fiber_g: 3.04, sugar_g: 2, sodium_mg: 410.4 },
  lipids_detail: { saturated_g: 2.5, cholesterol_mg: 0 },
  serving: { servings: 2, serving_size_g: 40, household_unit: 'piece' },
  micros: { iron_mg: 1.234, vitamin_c_mg: 0 },
} as unknown as Meal;

describe('mealSections', () => {
  it('shows weight as servings × serving size and only non-zero micros with spaces', () => {
    const s = mealSections(meal);
    expect(s.serving).toContainEqual(['Weight', '80 g']);
    expect(s.micros).toEqual([['iron', '1.23 mg']]);
    expect(s.carbs).toContainEqual(['Fiber', '3 g']);
    expect(s.sodium).toEqual([['Sodium', '410 mg']]);
  });
});
