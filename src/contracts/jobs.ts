// Chat jobs: a meal entry as submitted and its progress (SPEC §3 "Chat job", §7 queue calls).
import { z } from 'zod';
import { MEAL_TEXT_MAX_CHARS, ZIsoDate, ZUnmatched } from './meal';

export const MAX_IMAGES_PER_ENTRY = 6;
export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof ZJobStatus>;

export const ZQueueRequest = z.object({
  session_id: z.string({ message: 'session_id is required' }).trim().min(1, 'session_id is required').max(200),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message must not be empty')
    .max(MEAL_TEXT_MAX_CHARS, `Message is too long: at most ${MEAL_TEXT_MAX_CHARS} characters`),
  // Photos sent inline as data URLs (SPEC §7). The upload flow (images_obj_stor_urls) is preferred.
  image_urls: z
    .array(z.string())
    .max(MAX_IMAGES_PER_ENTRY, `At most ${MAX_IMAGES_PER_ENTRY} images per entry`)
    .optional(),
  images_obj_stor_urls: z
    .array(z.string().min(1).max(500))
    .max(MAX_IMAGES_PER_ENTRY, `At most ${MAX_IMAGES_PER_ENTRY} images per entry`)
    .optional(),
  date: ZIsoDate.optional(),
  /** The user's IANA time zone, so "at 8pm" and "yesterday" mean their evening and their day. */
  timezone: z.string().max(64).optional(),
});
export type QueueRequest = z.infer<typeof ZQueueRequest>;

export const ZQueueResponse = z.object({ job_id: z.string(), message: z.string() });

export const ZJob = z.object({
  job_id: z.string(),
  id: z.string(),
  status: ZJobStatus,
  message: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  images_obj_stor_urls: z.array(z.string()),
  date: z.string().nullable(),
  /** Parts of the text that matched no food, with the reason; the rest was logged. */
  unmatched: z.array(ZUnmatched),
  /**
   * Not in SPEC: the days the entry's meals are on (an entry may say "yesterday", or an edit may
   * move a meal), so a log shows the entry on those days and never as an empty card on another.
   */
  meal_dates: z.array(z.string()).default([]),
  /** Not in SPEC: starred by the user (issue 17), so the card shows its star pressed. */
  favourite: z.boolean().optional(),
});
export type Job = z.infer<typeof ZJob>;

export const ZJobList = z.object({ items: z.array(ZJob) });
export const ZCancelResponse = z.object({ job_id: z.string(), status: ZJobStatus });
