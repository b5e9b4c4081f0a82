// Worked examples from the cited ranges (docs/decisions/108-athlete-targets.md).
import { describe, expect, it } from 'vitest';
import { dayTargets, type Athlete, type TrainingOfDay } from './index';

const day = (load: TrainingOfDay['load'], more: Partial<TrainingOfDay> = {}): TrainingOfDay => ({
  load,
  matchFormat: null,
  startTime: null,
  hot: false,
  ...more,
});
const bowler: Athlete = { weightKg: 75, sex: 'male', goal: 'maintain', sport: 'cricket', role: 'fast-bowler' };
const targets = (athlete: Athlete, d: TrainingOfDay, nextDay: TrainingOfDay | null = null) =>
  dayTargets({ athlete, day: d, nextDay, measured: null });

describe('a 75 kg fast bowler, maintaining', () => {
  it('on a rest day: carbohydrate at the low end of light (3 g/kg), protein 1.6 g/kg, fat 30 % of energy', () => {
    const t = targets(bowler, day('rest'));
    expect(t.personal).toBe(true);
    // 225 g carbohydrate, 120 g protein: (900 + 480) kcal / 0.7 = 1971 kcal, 30 % of it fat = 65.7 g.
    expect(t.goals).toMatchObject({ carbs: 225, protein: 120, calories: 1970, fat: 66 });
    expect(t.ranges).toEqual({ carbs: [225, 375], protein: [120, 165] });
    // No session: the baseline 35 ml/kg and SPEC's sodium.
    expect(t.goals).toMatchObject({ fluids: 2650, sodium: 2300, fiber: 28, sugar: 50, cholesterol: 300 });
    expect(t.basis).toBe('Targets for a 75 kg fast bowler on a rest day');
    expect(t.timeline).toBeNull();
    expect(t.proteinPerMealG).toBe(23);
  });

  it('on a heavy day: the middle of 6-10 g/kg, and 2 h of sweat at 1.2 L/h with its sodium', () => {
    const t = targets(bowler, day('heavy'));
    // 600 g carbohydrate: (2400 + 480) / 0.7 = 4114 kcal, fat 137 g (30 %).
    expect(t.goals).toMatchObject({ carbs: 600, protein: 120, calories: 4110, fat: 137 });
    expect(t.ranges?.carbs).toEqual([450, 750]);
    // 2625 ml + 2 h × 1200 ml; sodium 2300 mg + 2.4 L × 1 g/L.
    expect(t.goals).toMatchObject({ fluids: 5050, sodium: 4700 });
    expect(t.sweatRateMlPerHour).toBe(1200);
  });

  it('on a T20 match day: the high end of heavy (9 g/kg), a timeline with his numbers', () => {
    const t = targets(bowler, day('match', { matchFormat: 't20', startTime: '14:00' }));
    // 675 g: (2700 + 480) / 0.7 = 4543 kcal.
    expect(t.goals).toMatchObject({ carbs: 675, protein: 120, calories: 4540, fat: 151 });
    expect(t.basis).toBe('Targets for a 75 kg fast bowler on a T20 match day');
    expect(t.timeline?.map((i) => [i.at, i.title])).toEqual([
      ['10:00', 'Fluids before play'],
      ['11:00', 'Pre-match meal'],
      ['13:00', 'Top-up before play'],
      [null, 'During play'],
      ['17:30', 'Straight after play'],
      ['19:30', 'Recovery meal'],
    ]);
    const detail = t.timeline!.map((i) => i.detail).join('\n');
    // 5-7 ml/kg; 3 g/kg 3 h before; 1 g/kg 1 h before; 1.0-1.2 g/kg after; 0.3 g/kg protein.
    expect(detail).toContain('Drink 400-550 ml');
    expect(detail).toContain('About 225 g of carbohydrate');
    expect(detail).toContain('About 75 g of carbohydrate');
    expect(detail).toContain('75-90 g of carbohydrate an hour');
    expect(detail).toContain('about 25 g of protein');
    // 1200 ml/h sweat, 1.5 kg (2 %) allowed over 2 h: drink about 450 ml/h.
    expect(detail).toContain('You sweat about 1200 ml an hour (an estimate');
    expect(detail).toContain('Drink about 450 ml an hour');
  });

  it('the day before a match is fuelled at the high end of its own range', () => {
    const t = targets(bowler, day('light'), day('match', { matchFormat: 'one-day' }));
    expect(t.goals.carbs).toBe(338); // 4.5 g/kg
    expect(t.basis).toBe('Targets for a 75 kg fast bowler on a light or skill day, the day before a match');
  });

  it('a one-day match is fuelled as very heavy (11 g/kg), a multi-day day as heavy (9 g/kg)', () => {
    expect(targets(bowler, day('match', { matchFormat: 'one-day' })).goals.carbs).toBe(825);
    expect(targets(bowler, day('match', { matchFormat: 'multi-day' })).goals.carbs).toBe(675);
    const oneDay = targets(bowler, day('match', { matchFormat: 'one-day' })).timeline!;
    expect(oneDay[0]!.detail).toContain('Start assumed at 10:00');
    expect(oneDay.map((i) => i.title)).toContain('Innings break');
  });

  it('uses the measured sweat rate, and a quarter more on a hot day after a mild-weather test', () => {
    const measured = { mlPerHour: 933, hot: false };
    const mild = dayTargets({ athlete: bowler, day: day('heavy'), nextDay: null, measured });
    expect(mild.sweatRateMlPerHour).toBe(933);
    expect(mild.goals.fluids).toBe(4500); // 2625 + 1866
    const hot = dayTargets({ athlete: bowler, day: day('heavy', { hot: true }), nextDay: null, measured });
    expect(hot.sweatRateMlPerHour).toBe(1166);
    expect(hot.basis).toContain('in hot conditions');
  });
});

describe('a 60 kg batter losing fat', () => {
  const batter: Athlete = { weightKg: 60, sex: 'female', goal: 'lose-fat', sport: 'cricket', role: 'batter' };

  it('has protein at 2.2 g/kg, carbohydrate lower in its range, fat at the 20 % floor: a modest deficit', () => {
    const t = targets(batter, day('moderate'));
    // 5.5 g/kg × 60 = 330 g; 132 g protein; (1320 + 528) / 0.8 = 2310 kcal; fat 51.3 g, rounded up to
    // 52 g so it stays at least 20 % of the rounded energy.
    expect(t.goals).toMatchObject({ carbs: 330, protein: 132, calories: 2310, fat: 52 });
    expect((t.goals.fat * 9) / t.goals.calories).toBeGreaterThanOrEqual(0.2);
    const maintaining = targets({ ...batter, goal: 'maintain' }, day('moderate'));
    // 360 g, 96 g: (1440 + 384) / 0.7 = 2606 kcal: losing fat is about 300 kcal (11 %) less.
    expect(maintaining.goals.calories).toBe(2610);
    expect(1 - t.goals.calories / maintaining.goals.calories).toBeCloseTo(0.11, 2);
    expect(t.ranges).toEqual({ carbs: [300, 420], protein: [96, 132] });
    // 0.8 L/h for a batter, 1 h: 2100 + 800 ml.
    expect(t.goals.fluids).toBe(2900);
  });

  it('does not cut carbohydrate on a match day', () => {
    expect(targets(batter, day('match', { matchFormat: 't20' })).goals.carbs).toBe(540); // 9 g/kg
  });
});

describe('without a body weight', () => {
  it("gives SPEC §9's fixed goals exactly, and EFSA's water reference as the fluids goal", () => {
    const t = targets({ weightKg: null, sex: null, goal: 'lose-fat', sport: 'cricket', role: 'batter' }, day('heavy'));
    expect(t).toMatchObject({ personal: false, ranges: null, timeline: null });
    expect(t.goals).toEqual({
      calories: 2000,
      protein: 50,
      carbs: 275,
      fat: 78,
      fiber: 28,
      sugar: 50,
      sodium: 2300,
      cholesterol: 300,
      saturated_fat: 20,
      fluids: 2000,
    });
    const male = targets({ weightKg: null, sex: 'male', goal: 'maintain', sport: null, role: null }, day('rest'));
    expect(male.goals.fluids).toBe(2500);
  });
});

describe('who the basis names', () => {
  it('says a role, a sport or "athlete", with the right article', () => {
    const t = (a: Partial<Athlete>) => targets({ ...bowler, ...a }, day('rest')).basis;
    expect(t({ weightKg: 82, role: 'wicket-keeper' })).toBe('Targets for an 82 kg wicket-keeper on a rest day');
    expect(t({ role: null })).toBe('Targets for a 75 kg cricketer on a rest day');
    expect(t({ sport: 'tennis', role: null })).toBe('Targets for a 75 kg athlete on a rest day');
  });
});
