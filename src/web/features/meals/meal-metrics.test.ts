import { describe, expect, it } from 'vitest';
import { dailyScore } from '../../lib/daily-goals';
import { dayTotals, formatAmount, metricValue } from './meal-metrics';

const meal = (kcal: number, protein: number) => ({
  macros: { calories_kcal: kcal, protein_g: protein, carbs_g: 10, fat_g: 5, fiber_g: 1, sugar_g: 2, sodium_mg: 100 },
  lipids_detail: { saturated_g: 1.5, cholesterol_mg: 20 },
});

describe('meal metrics', () => {
  it('reads lipids for cholesterol and saturated fat', () => {
    expect(metricValue(meal(1, 1), 'saturated_fat')).toBe(1.5);
    expect(metricValue(meal(1, 1), 'cholesterol')).toBe(20);
  });
  it('adds up a day and scores it against the goals', () => {
    const totals = dayTotals([meal(1000, 20), meal(600, 25)]);
    expect(totals.calories).toBe(1600);
    expect(totals.protein).toBe(45);
    // calories 80 %, protein 90 % → 85
    expect(dailyScore(totals, ['calories', 'protein'])).toBe(85);
  });
  it('formats chip amounts', () => {
    expect(formatAmount(412.6, 'kcal')).toBe('413');
    expect(formatAmount(12.34, 'g')).toBe('12.3 g');
    expect(formatAmount(640.2, 'mg')).toBe('640 mg');
  });
});
