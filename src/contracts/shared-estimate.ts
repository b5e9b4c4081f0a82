// The shared calorie estimate of SPEC §3/§7: a public snapshot of one log entry's meals.
import { z } from 'zod';

/** Share ids carry at least 128 random bits in base64url; anything else names no estimate. */
export const SHARE_ID = /^[A-Za-z0-9_-]{22,64}$/;

export const ZSharedEstimateMeal = z.object({
  title: z.string(),
  description: z.string(),
  serving: z.object({ serving_size_g: z.number(), servings: z.number(), household_unit: z.string() }),
  macros: z.object({ calories_kcal: z.number(), protein_g: z.number(), carbs_g: z.number(), fat_g: z.number() }),
});
export type SharedEstimateMeal = z.infer<typeof ZSharedEstimateMeal>;

export const ZSharedEstimate = z.object({
  /** The entry's photo at /api/public/calorie-guess/{id}/image (decision 090); null when it had none. */
  image_url: z.string().nullable(),
  total_calories_kcal: z.number(),
  notes: z.string().optional(),
  meals: z.array(ZSharedEstimateMeal),
});
export type SharedEstimate = z.infer<typeof ZSharedEstimate>;

/** Answer to creating a share: its id and the public page's absolute address. */
export const ZShareCreated = z.object({ id: z.string(), url: z.string() });
export type ShareCreated = z.infer<typeof ZShareCreated>;

/**
 * One of the owner's live shares (GET /api/shares, newest first): the public page's address,
 * when it was made, and what it shows: the snapshot's title and the entry's own words (null
 * once the entry is gone).
 */
export const ZShareSummary = z.object({
  id: z.string(),
  url: z.string(),
  created_at: z.string(),
  title: z.string(),
  text: z.string().nullable(),
});
export type ShareSummary = z.infer<typeof ZShareSummary>;

export const ZShareList = z.object({ items: z.array(ZShareSummary) });
export type ShareList = z.infer<typeof ZShareList>;
