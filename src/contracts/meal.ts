// The SPEC §3 meal as it travels between the analysis engine, the server and the web app.
// One schema for all three, so a field the engine adds (components, estimated) is typed
// everywhere. Contracts import nothing of ours.
import { z } from 'zod';

/** Longest meal text the engine and the API accept (SPEC sets none; see decision 020). */
export const MEAL_TEXT_MAX_CHARS = 2000;

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'pre-workout', 'post-workout'] as const;
export const ZMealType = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof ZMealType>;

/** A real day of the calendar: 2024-02-29 is one, 2024-02-30 and year 0000 are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The date rolls 02-30 over into March, so a date is real when it reads back unchanged.
  // (setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.)
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

// Impossible dates are refused here, at the edge, rather than by the database (a 500).
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a real calendar date');

/**
 * What a meal is made of, so it can be recomputed after a natural-language edit.
 * `food_id` is a knowledge-base id ("dish:roti", "ifct:A019", "food:sugar") or, for a food the
 * base lacks, "estimate:<slug>" with its own per-100 g values (then the meal is `estimated`).
 * `role`: "item" is what was eaten, "added" an add-on (ghee on top, extra cheese, frying oil),
 * "removed" a part of the item's recipe taken out ("no sugar"); removed grams are subtracted.
 */
export const ZMealComponent = z.object({
  food_id: z.string().min(1),
  name: z.string(),
  grams: z.number().nonnegative(),
  role: z.enum(['item', 'added', 'removed']),
  /** The amount as the user said it: 2 (pieces), 1.5 (katori) ... */
  quantity: z.number().nonnegative().optional(),
  /** Household unit key of `quantity` ("piece", "katori", "gram" ...). */
  unit: z.string().optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
  /** Only for "estimate:" foods: nutrients per 100 g, as estimated. */
  per100g: z.record(z.string(), z.number().nullable()).optional(),
});
export type MealComponent = z.infer<typeof ZMealComponent>;

export const ZMacros = z.object({
  calories_kcal: z.number(),
  protein_g: z.number(),
  carbs_g: z.number(),
  fat_g: z.number(),
  fiber_g: z.number(),
  sugar_g: z.number(),
  sodium_mg: z.number(),
});

/** A meal as the engine produces it (before the server gives it an id and a job). */
export const ZAnalyzedMeal = z.object({
  title: z.string(),
  description: z.string(),
  date: ZIsoDate,
  context: z.object({
    consumed_at: z.string(),
    meal_type: ZMealType,
    image_uploads: z.array(z.string()).default([]),
  }),
  macros: ZMacros,
  lipids_detail: z.object({ saturated_g: z.number(), cholesterol_mg: z.number() }),
  /** `serving_size_g` is one household unit; the meal's weight is servings × serving_size_g. */
  serving: z.object({ servings: z.number(), serving_size_g: z.number(), household_unit: z.string() }),
  micros: z.record(z.string(), z.number()),
  components: z.array(ZMealComponent),
  /** True when any number came from an AI estimate rather than the knowledge base. */
  estimated: z.boolean().optional(),
});
export type AnalyzedMeal = z.infer<typeof ZAnalyzedMeal>;

export const ZMeal = ZAnalyzedMeal.extend({
  id: z.string(),
  source_job_id: z.string().nullable(),
});
export type Meal = z.infer<typeof ZMeal>;

/** Text the engine could not use, and why. */
export const ZUnmatched = z.object({ text: z.string(), reason: z.string() });
export type Unmatched = z.infer<typeof ZUnmatched>;
