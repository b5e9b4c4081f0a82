import { describe, expect, it } from 'vitest';
import { buildTrends, dayScore, goalMet, goalTracking, summarize } from './index';
import { dateOf, GOALS, onGoal, trendDay } from './test-days';

describe('goal met', () => {
  it('calories within ±10 %, protein/carbs/fibre/fluids from 90 %, fat and sodium at most the goal', () => {
    expect([1799, 1800, 2200, 2201].map((t) => goalMet('calories', t, 2000))).toEqual([false, true, true, false]);
    expect([44.9, 45, 500].map((t) => goalMet('protein', t, 50))).toEqual([false, true, true]);
    expect([1799, 1800].map((t) => goalMet('fluids', t, 2000))).toEqual([false, true]);
    expect([0, 78, 78.1].map((t) => goalMet('fat', t, 78))).toEqual([true, true, false]);
    expect([2300, 2301].map((t) => goalMet('sodium', t, 2300))).toEqual([true, false]);
  });
});

describe('day score', () => {
  it('is 0 on every goal, and the mean of the capped misses otherwise', () => {
    expect(dayScore(onGoal(0))).toBe(0);
    // Calories 50 % off, fluids 300 % over (capped at 1), the other five exact: (0.5 + 1) / 7.
    const day = trendDay(0, { totals: { ...GOALS, calories: 1000, fluids: 8000 } });
    expect(dayScore(day)).toBe(Math.round((1.5 / 7) * 1000) / 1000);
    // Nothing eaten is the worst a day can score.
    expect(dayScore(trendDay(0, { totals: {} }))).toBe(1);
  });
});

describe('summaries', () => {
  it('averages over logged days only and picks the closest and furthest day', () => {
    const days = [
      onGoal(0),
      trendDay(1),
      trendDay(2, { totals: { ...GOALS, calories: 1000 } }),
      trendDay(3, { totals: { calories: 3000 } }),
    ];
    const s = summarize(days, { from: dateOf(0), to: dateOf(3), daysInPeriod: 4 });
    expect(s.daysLogged).toBe(3);
    expect(s.averages?.calories).toBe(2000);
    expect(s.averages?.protein).toBe(33.3);
    expect(s.bestDay).toEqual({ date: dateOf(0), score: 0 });
    expect(s.worstDay?.date).toBe(dateOf(3));
  });

  it('is empty without logged days, and later days win ties', () => {
    expect(summarize([trendDay(0)], { from: dateOf(0), to: dateOf(0), daysInPeriod: 1 })).toMatchObject({
      daysLogged: 0,
      averages: null,
      bestDay: null,
      worstDay: null,
    });
    const tie = summarize([onGoal(0), onGoal(1)], { from: dateOf(0), to: dateOf(1), daysInPeriod: 2 });
    expect(tie.bestDay?.date).toBe(dateOf(1));
  });
});

describe('goal tracking', () => {
  it('counts the days each goal was met and protein per kg where the weight is known', () => {
    const g = goalTracking([
      onGoal(0, { weightKg: 50 }),
      trendDay(1, { totals: { ...GOALS, protein: 100, sodium: 5000 }, weightKg: 100 }),
      trendDay(2, { totals: { ...GOALS, protein: 10 } }),
      trendDay(3),
    ]);
    expect(g.daysLogged).toBe(3);
    expect(g.daysMet).toEqual({ calories: 3, protein: 2, carbs: 3, fat: 3, fiber: 3, sodium: 2, fluids: 3 });
    // (50 / 50 + 100 / 100) / 2.
    expect(g.proteinPerKg).toBe(1);
    expect(goalTracking([onGoal(0)]).proteinPerKg).toBeNull();
  });
});

describe('the whole answer', () => {
  it('shows the window, and summarises 7 and 30 days whatever the window', () => {
    const days = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? onGoal(i) : trendDay(i)));
    const t = buildTrends(days, 7);
    expect(t.days.map((d) => d.date)).toEqual(days.slice(-7).map((d) => d.date));
    expect([t.from, t.to]).toEqual([dateOf(23), dateOf(29)]);
    expect(t.week).toMatchObject({ from: dateOf(23), daysInPeriod: 7, daysLogged: 3 });
    expect(t.month).toMatchObject({ from: dateOf(0), daysInPeriod: 30, daysLogged: 15 });
    expect(t.goals.daysLogged).toBe(3);
    expect(() => buildTrends(days.slice(1), 7)).toThrow();
  });
});
