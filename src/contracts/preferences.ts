// Daily-summary metrics a user chose to see (SPEC §3 "User preference", metric ids).
import { z } from 'zod';

export const METRIC_IDS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugar',
  'sodium',
  'cholesterol',
  'saturated_fat',
  /** Millilitres drunk (issue 16): water logged with a button plus drinks logged in words. */
  'fluids',
] as const;
export const ZMetricId = z.enum(METRIC_IDS);
export type MetricId = z.infer<typeof ZMetricId>;
export const DEFAULT_VISIBLE_METRICS: MetricId[] = ['calories', 'protein', 'fat', 'carbs'];

export const ZUserPreferences = z.object({
  mealsVisibleColumns: z
    .array(ZMetricId)
    .min(1, 'At least one metric must be selected')
    .max(METRIC_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Each metric may be listed once'),
});
export type UserPreferences = z.infer<typeof ZUserPreferences>;
