// The goals everyone gets without a body weight: SPEC §9's fixed daily goals, word for word, plus
// a fluids goal so the fluids bar has something to fill.
import type { TargetMetric } from '../../contracts/athlete';
import { SPEC_FIXED_GOALS } from '../../contracts/fixed-goals';

export type Goals = Record<TargetMetric, number>;

/** SPEC §9's fixed goals (src/contracts/fixed-goals.ts). */
export const FIXED_GOALS = SPEC_FIXED_GOALS;

/**
 * EFSA (2010) Scientific Opinion on Dietary Reference Values for water: adequate total water
 * intake 2.0 L a day for women and 2.5 L for men (drinks and food together). Without a stated
 * sex the lower figure, so nobody is told to drink more than the reference says.
 */
export const EFSA_WATER_ML = { female: 2000, male: 2500 } as const;

export function fixedGoals(sex: 'female' | 'male' | null): Goals {
  return { ...FIXED_GOALS, fluids: sex === 'male' ? EFSA_WATER_ML.male : EFSA_WATER_ML.female };
}
