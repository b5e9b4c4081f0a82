// SPEC §9's fixed daily goals, the one copy the server's targets and the web app's bars both read.
// Its own file without zod, so the web chunks that show goals do not pull in the schemas.
import type { MetricId } from './preferences';

/** kcal; g; sodium and cholesterol mg. Fluids have none in the SPEC: theirs comes with the day's targets. */
export const SPEC_FIXED_GOALS = {
  calories: 2000,
  protein: 50,
  carbs: 275,
  fat: 78,
  fiber: 28,
  sugar: 50,
  sodium: 2300,
  cholesterol: 300,
  saturated_fat: 20,
} as const satisfies Record<Exclude<MetricId, 'fluids'>, number>;
