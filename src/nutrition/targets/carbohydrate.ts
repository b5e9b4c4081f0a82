// Carbohydrate by the day's training load.
//
// Source: Thomas DT, Erdman KA, Burke LM. American College of Sports Medicine, Academy of
// Nutrition and Dietetics, Dietitians of Canada joint position statement: Nutrition and athletic
// performance. Med Sci Sports Exerc 2016;48(3):543-568 (Table 2, daily needs for fuel):
//   light (low intensity or skill-based)                3-5 g/kg
//   moderate (about 1 h a day)                          5-7 g/kg
//   high (moderate-to-high intensity, 1-3 h a day)      6-10 g/kg
//   very high (moderate-to-high intensity, > 4-5 h)     8-12 g/kg
//
// Cricket's formats mapped onto those loads: a T20 is a short, intense day (high, at its top), a
// one-day match 7-8 hours in the field (very high), a day of a multi-day match long but at a
// lower intensity (high).
//
// One target inside the range, by position from its low (0) to its high (1) end:
//   rest day                        0     (3 g/kg, the low end of light)
//   an ordinary training day        0.5   (the middle)
//   a match day, the day before one 0.75  ("at the high end": fuel for the work required)
//   losing fat, ordinary training   0.25  (part of a modest deficit; never on or before a match)
import type { MatchFormat, TrainingLoad } from '../../contracts/athlete';

export type Range = readonly [number, number];

/** Carbohydrate range in g per kg of body weight for each load (ACSM/AND/DC 2016). */
export const CARB_G_PER_KG: Record<Exclude<TrainingLoad, 'match'>, Range> = {
  rest: [3, 5],
  light: [3, 5],
  moderate: [5, 7],
  heavy: [6, 10],
  'very-heavy': [8, 12],
};

/** The load each match format is fuelled as. */
export const MATCH_LOAD: Record<MatchFormat, Exclude<TrainingLoad, 'match' | 'rest'>> = {
  t20: 'heavy',
  'one-day': 'very-heavy',
  'multi-day': 'heavy',
};

export interface CarbDay {
  load: TrainingLoad;
  matchFormat: MatchFormat | null;
}

export function fuelLoad(day: CarbDay): Exclude<TrainingLoad, 'match'> {
  return day.load === 'match' ? MATCH_LOAD[day.matchFormat ?? 't20'] : day.load;
}

/** Where in its range a day's target sits (0 the low end, 1 the high end). */
export function carbPosition(opts: { day: CarbDay; beforeMatch: boolean; losingFat: boolean }): number {
  const { day, beforeMatch, losingFat } = opts;
  if (day.load === 'match' || beforeMatch) return 0.75;
  if (day.load === 'rest') return 0;
  return losingFat ? 0.25 : 0.5;
}

export function carbGPerKg(opts: { day: CarbDay; beforeMatch: boolean; losingFat: boolean }): {
  range: Range;
  target: number;
} {
  const range = CARB_G_PER_KG[fuelLoad(opts.day)];
  const target = range[0] + (range[1] - range[0]) * carbPosition(opts);
  return { range, target };
}
