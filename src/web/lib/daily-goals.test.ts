import { describe, expect, it } from 'vitest';
import { dailyScore, percentOfGoal, scoreContribution } from './daily-goals';

describe('daily score', () => {
  it('averages the percentages of the selected metrics: 80, 90, 70, 85 gives 81', () => {
    const values = { calories: 1600, protein: 45, carbs: 192.5, fat: 66.3 };
    expect(dailyScore(values, ['calories', 'protein', 'carbs', 'fat'])).toBe(81);
  });

  it('caps each bar at 100 percent', () => {
    expect(percentOfGoal(4000, 2000)).toBe(100);
  });

  it('counts energy up to 120 % of its goal as 100', () => {
    expect(scoreContribution('calories', 2200, 2000)).toBe(100);
    expect(scoreContribution('calories', 2400, 2000)).toBe(100);
  });

  it('lowers energy point for point beyond 120 %, never below 0', () => {
    expect(scoreContribution('calories', 3000, 2000)).toBe(70);
    expect(scoreContribution('calories', 4000, 2000)).toBe(20);
    expect(scoreContribution('calories', 12465, 2000)).toBe(0);
  });

  it('lowers a limit for any amount over its goal', () => {
    expect(scoreContribution('sodium', 2300, 2300)).toBe(100);
    expect(scoreContribution('sodium', 3450, 2300)).toBe(50);
    expect(scoreContribution('sugar', 60, 50)).toBe(80);
    expect(scoreContribution('saturated_fat', 30, 20)).toBe(50);
    expect(scoreContribution('cholesterol', 900, 300)).toBe(0);
  });

  it('keeps other nutrients capped at 100 however far over', () => {
    expect(scoreContribution('protein', 200, 50)).toBe(100);
    expect(scoreContribution('fiber', 100, 28)).toBe(100);
  });

  it('no longer gives 100 for 12,465 kcal with everything else over its goal', () => {
    const values = { calories: 12465, protein: 400, carbs: 1500, fat: 500 };
    expect(dailyScore(values, ['calories', 'protein', 'carbs', 'fat'])).toBe(75);
    expect(dailyScore({ calories: 12465 }, ['calories'])).toBe(0);
  });

  it('scores double the calories and no protein at 10', () => {
    expect(dailyScore({ calories: 4000, protein: 0 }, ['calories', 'protein'])).toBe(10);
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
