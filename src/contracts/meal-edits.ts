// Natural-language edits of a meal (SPEC §4, §7 edit-nl calls).
import { z } from 'zod';

export const EDIT_INSTRUCTIONS_MAX_CHARS = 500;

export const ZEditRequest = z.object({
  instructions: z
    .string({ message: 'Please enter some instructions for editing your meal.' })
    .trim()
    .min(1, 'Please enter some instructions for editing your meal.')
    .max(EDIT_INSTRUCTIONS_MAX_CHARS, `Instructions are too long: at most ${EDIT_INSTRUCTIONS_MAX_CHARS} characters`),
});

/** A queued edit reads as 'processing': from the user's side it is under way (SPEC §7). */
export const ZEditStatus = z.enum(['processing', 'completed', 'failed', 'cancelled']);
export const ZEditStarted = z.object({ job_id: z.string(), status: ZEditStatus });
export const ZEditStatusResponse = z.object({ status: ZEditStatus, error: z.string().nullable() });
export const ZProcessingEdits = z.object({ entry_ids: z.array(z.string()) });
