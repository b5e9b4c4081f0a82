// Fluids and sodium: a baseline for the day plus what the session's sweat takes away.
//
// Baseline 35 ml per kg of body weight: the usual per-kilogram form of the adequate intake of
// water (EFSA 2010: 2.0 L women, 2.5 L men a day, drinks and food), so a 110 kg fast bowler
// and a 55 kg spinner are not given one number.
//
// Sweat: Sawka MN et al. American College of Sports Medicine position stand: Exercise and fluid
// replacement. Med Sci Sports Exerc 2007;39(2):377-390 — sweat rates of 0.3-2.4 L/h, sweat sodium
// about 35 mmol/L (range 10-70), so about 1 g of sodium a litre is the typical figure the
// Australian Institute of Sport also uses; replace what was lost over the day. Cricket (AIS
// sports nutrition fact sheets; Gore CJ et al. 1993 and later field studies of cricketers):
// fast bowlers lose about 1-1.5 L an hour, other players less, more in heat. Without a test we
// assume 1.2 L/h for a fast bowler and 0.8 L/h for anyone else, a quarter more on a hot day; a
// sweat test replaces the assumption (a hot day after a test in mild weather still adds the
// quarter). Hours of sweating by load are estimates of active time, not of time at the ground.
import type { MatchFormat, TrainingLoad } from '../../contracts/athlete';
import type { TrainingOfDay } from './types';

export const BASELINE_ML_PER_KG = 35;
export const SWEAT_SODIUM_MG_PER_L = 1000;
export const DEFAULT_SWEAT_RATE_ML_PER_H = { fastBowler: 1200, other: 800 } as const;
export const HOT_FACTOR = 1.25;

/** Hours of sweating a day's training brings. */
export const SWEAT_HOURS: Record<Exclude<TrainingLoad, 'match'>, number> & Record<MatchFormat, number> = {
  rest: 0,
  light: 1,
  moderate: 1,
  heavy: 2,
  'very-heavy': 4,
  t20: 2,
  'one-day': 4,
  'multi-day': 4,
};

export function sweatHours(day: Pick<TrainingOfDay, 'load' | 'matchFormat'>): number {
  return day.load === 'match' ? SWEAT_HOURS[day.matchFormat ?? 't20'] : SWEAT_HOURS[day.load];
}

export interface SweatTestNumbers {
  weightBeforeKg: number;
  weightAfterKg: number;
  fluidDrunkMl: number;
  urineMl: number;
  durationMin: number;
}

/** Sweat rate, ml an hour: ((before − after) kg × 1000 + drunk − urine) / hours (ACSM 2007). */
export function sweatRateMlPerHour(t: SweatTestNumbers): number {
  const lostMl = (t.weightBeforeKg - t.weightAfterKg) * 1000 + t.fluidDrunkMl - t.urineMl;
  return lostMl / (t.durationMin / 60);
}

export interface MeasuredRate {
  mlPerHour: number;
  /** Whether the test was done in the heat. */
  hot: boolean;
}

/** The sweat rate used for a day: the latest test when there is one, else the role's assumption. */
export function sweatRateForDay(opts: { role: string | null; hot: boolean; measured: MeasuredRate | null }): number {
  const { measured, hot } = opts;
  if (measured) return measured.mlPerHour * (hot && !measured.hot ? HOT_FACTOR : 1);
  const base = opts.role === 'fast-bowler' ? DEFAULT_SWEAT_RATE_ML_PER_H.fastBowler : DEFAULT_SWEAT_RATE_ML_PER_H.other;
  return base * (hot ? HOT_FACTOR : 1);
}

export function fluidsAndSodium(opts: {
  weightKg: number;
  day: TrainingOfDay;
  sweatRateMlPerHour: number;
  baseSodiumMg: number;
}): { fluidsMl: number; sodiumMg: number; sweatLossMl: number } {
  const sweatLossMl = sweatHours(opts.day) * opts.sweatRateMlPerHour;
  return {
    fluidsMl: opts.weightKg * BASELINE_ML_PER_KG + sweatLossMl,
    sodiumMg: opts.baseSodiumMg + (sweatLossMl / 1000) * SWEAT_SODIUM_MG_PER_L,
    sweatLossMl,
  };
}
