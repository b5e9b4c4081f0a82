import { describe, expect, it } from 'vitest';
import { dailyScore, percentOfGoal } from './daily-goals';

describe('daily score', () => {
  it('averages the percentages of the selected metrics: 80, 90, 70, 85 gives 81', () => {
    const values = { calories: 1600, protein: 45, carbs: 192.5, fat: 66.3 };
    expect(dailyScore(values, ['calories', 'protein', 'carbs', 'fat'])).toBe(81);
  });

  it('caps each metric at 100 percent', () => {
    expect(percentOfGoal(4000, 2000)).toBe(100);
    expect(dailyScore({ calories: 4000, protein: 0 }, ['calories', 'protein'])).toBe(50);
  });
});

describe('daily score with personal goals', () => {
  it('reads each goal from the goals passed in', () => {
    const goals = { calories: 4000, protein: 150 };
    expect(dailyScore({ calories: 2000, protein: 150 }, ['calories', 'protein'], goals)).toBe(75);
  });

  it('leaves out a selected metric without a goal (fluids before the day has loaded)', () => {
    expect(dailyScore({ calories: 1000, fluids: 500 }, ['calories', 'fluids'])).toBe(50);
  });
});
