// A day as GET /api/athlete/day answers it, for the meals feature's tests.
import type { AthleteDay } from '../../../contracts/athlete';

export const DAY = '2026-11-24';

export function athleteDay(change: Partial<AthleteDay> = {}): AthleteDay {
  return {
    date: DAY,
    personal: false,
    training: { date: DAY, load: 'rest', matchFormat: null, startTime: null, hot: false, source: 'none' },
    goals: {
      calories: 2000,
      protein: 50,
      carbs: 275,
      fat: 78,
      fiber: 28,
      sugar: 50,
      sodium: 2300,
      cholesterol: 300,
      saturated_fat: 20,
      fluids: 2500,
    },
    ranges: null,
    basis: 'Fixed goals',
    fluids: { waterMl: 0, drinksMl: 0, totalMl: 0, logs: [] },
    timeline: null,
    lowIntakeNote: null,
    ...change,
  };
}
