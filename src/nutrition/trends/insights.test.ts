import { describe, expect, it } from 'vitest';
import {
  fibreInsight,
  insightsOf,
  loggingInsight,
  matchDayProteinInsight,
  sodiumInsight,
  trainingFluidsInsight,
} from './insights';
import { GOALS, onGoal, trendDay } from './test-days';

const week = (logged: number[]) => Array.from({ length: 7 }, (_, i) => (logged.includes(i) ? onGoal(i) : trendDay(i)));

describe('insights', () => {
  it('counts the logged days of the last week, and says nothing before anything is logged', () => {
    expect(loggingInsight(week([0, 2, 3, 5, 6]))).toEqual({ text: 'You logged 5 of the last 7 days', metric: null });
    expect(loggingInsight(week([0, 1, 2, 3, 4, 5, 6]))?.text).toBe('You logged every one of the last 7 days');
    expect(loggingInsight(week([]))).toBeNull();
  });

  it('tells protein on match days once there are two of them', () => {
    const match = (i: number, protein: number) => trendDay(i, { load: 'match', totals: { ...GOALS, protein } });
    expect(matchDayProteinInsight([match(0, 10), onGoal(1)])).toBeNull();
    expect(matchDayProteinInsight([match(0, 10), match(1, 40), match(2, 50), onGoal(3), match(4, 44)])).toEqual({
      text: 'Protein was under target on 3 of 4 match days',
      metric: 'protein',
    });
    expect(matchDayProteinInsight([match(0, 50), match(1, 60)])?.text).toBe(
      'Protein reached its target on all 2 match days',
    );
  });

  it('tells fluids on training days, leaving rest days and unknown days out', () => {
    const days = [
      onGoal(0, { load: 'heavy' }),
      trendDay(1, { load: 'moderate', totals: { fluids: 500 } }),
      onGoal(2, { load: 'match' }),
      onGoal(3, { load: 'rest' }),
      onGoal(4),
    ];
    expect(trainingFluidsInsight(days)).toEqual({
      text: 'Fluids reached the goal on 2 of 3 training days',
      metric: 'fluids',
    });
    expect(trainingFluidsInsight(days.slice(0, 2))).toBeNull();
  });

  it('names the sodium figure when every day had the same goal, and needs two days over', () => {
    const salty = (i: number) => trendDay(i, { totals: { ...GOALS, sodium: 3000 } });
    expect(sodiumInsight([salty(0), onGoal(1), onGoal(2)])).toBeNull();
    expect(sodiumInsight([salty(0), salty(1), onGoal(2)])).toEqual({
      text: 'Sodium was above 2300 mg on 2 of 3 logged days',
      metric: 'sodium',
    });
    const varied = [salty(0), salty(1), onGoal(2, { goals: { ...GOALS, sodium: 4000 } })];
    expect(sodiumInsight(varied)?.text).toBe('Sodium was above the day’s goal on 2 of 3 logged days');
  });

  it('tells fibre when it was short on at least half the logged days', () => {
    const low = (i: number) => trendDay(i, { totals: { ...GOALS, fiber: 10 } });
    expect(fibreInsight([low(0), low(1), onGoal(2), onGoal(3)])?.text).toBe(
      'Fiber was below goal on 2 of 4 logged days',
    );
    expect(fibreInsight([low(0), onGoal(1), onGoal(2)])).toBeNull();
    expect(fibreInsight([low(0), low(1)])).toBeNull();
  });

  it('gives at most five, logging first', () => {
    const days = Array.from({ length: 10 }, (_, i) =>
      trendDay(i, { load: i % 2 ? 'match' : 'heavy', totals: { sodium: 5000, fiber: 1, protein: 1, fluids: 1 } }),
    );
    const all = insightsOf(days);
    expect(all).toHaveLength(5);
    expect(all[0]?.metric).toBeNull();
    expect(insightsOf([trendDay(0)])).toEqual([]);
  });
});
