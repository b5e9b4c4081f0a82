// Fast re-logging (issue 17): favourite entries, the composer's shortcuts (recent and favourite
// entries, yesterday's breakfast) and copies of past meals onto today. A copy is a normal chat
// job whose meals are a snapshot of the source's meals (decision 112).
import { z } from 'zod';
import { ZAnalyzedMeal, ZIsoDate, ZMealType } from './meal';

/** What a copy job carries: the source's meals as they were when the copy was asked for. */
export const ZEntryCopy = z.object({
  /** The entry copied ("log again", "copy to today"); null for a copy of a day's meal type. */
  source_job_id: z.string().nullable(),
  meals: z.array(ZAnalyzedMeal).min(1),
});
export type EntryCopy = z.infer<typeof ZEntryCopy>;

/** One shortcut: an entry that can be logged again in one tap. */
export const ZRelogItem = z.object({
  job_id: z.string(),
  message: z.string(),
  /** The entry's meal titles, joined: what the chip shows. */
  title: z.string(),
  calories_kcal: z.number(),
  /** The meal type of most of the entry's energy. */
  meal_type: ZMealType,
  /** The day of the entry's meals (the latest, when they span days). */
  date: z.string(),
  favourite: z.boolean(),
});
export type RelogItem = z.infer<typeof ZRelogItem>;

export const ZRelogShortcuts = z.object({
  /** Distinct recent entries (by text), newest first. */
  recent: z.array(ZRelogItem),
  /** Starred entries, most recently starred first. */
  favourites: z.array(ZRelogItem),
  /** Yesterday's breakfast, when there was one and today has none yet: what "Copy yesterday's breakfast" copies. */
  yesterday_breakfast: z
    .object({ date: z.string(), meal_count: z.number().int(), calories_kcal: z.number() })
    .nullable(),
});
export type RelogShortcuts = z.infer<typeof ZRelogShortcuts>;

export const ZRelogQuery = z.object({
  /** The user's today (their device's calendar day); yesterday is the day before it. */
  today: ZIsoDate.optional(),
  timezone: z.string().max(64).optional(),
});

const ZCopyTarget = {
  session_id: z.string({ message: 'session_id is required' }).trim().min(1, 'session_id is required').max(200),
  /** The day to log onto: the user's today (sent by the device, as the queue's `date`). */
  date: ZIsoDate.optional(),
  timezone: z.string().max(64).optional(),
};

/** POST /api/entries/:jobId/copy: the entry's current meals onto today, at the current time. */
export const ZCopyEntryRequest = z.object(ZCopyTarget);
export type CopyEntryRequest = z.infer<typeof ZCopyEntryRequest>;

/** POST /api/entries/copy-meals: every meal of one type on one day (yesterday's breakfast) onto today. */
export const ZCopyMealsRequest = z.object({
  ...ZCopyTarget,
  from_date: ZIsoDate,
  meal_type: ZMealType,
});
export type CopyMealsRequest = z.infer<typeof ZCopyMealsRequest>;

export const ZFavouriteResponse = z.object({ job_id: z.string(), favourite: z.boolean() });
