// A day as GET /api/athlete/day answers it, for the meals feature's tests.
import type { AthleteDay } from '../../../contracts/athlete';
import { SPEC_FIXED_GOALS } from '../../../contracts/fixed-goals';

export const DAY = '2026-11-24';

export function athleteDay(change: Partial<AthleteDay> = {}): AthleteDay {
  return {
    date: DAY,
    personal: false,
    training: { date: DAY, load: 'rest', matchFormat: null, startTime: null, hot: false, source: 'none' },
    goals: { ...SPEC_FIXED_GOALS, fluids: 2500 },
    ranges: null,
    basis: 'Fixed goals',
    fluids: { waterMl: 0, drinksMl: 0, totalMl: 0, logs: [] },
    timeline: null,
    lowIntakeNote: null,
    ...change,
  };
}
