// The signed-in user's own data (issue 18: the account is the user's to control).
// GET /api/account/export → a JSON file of everything kept about the user; DELETE /api/account
// with the typed confirmation → all of it removed.
import { z } from 'zod';

export const ACCOUNT_EXPORT_FORMAT = 'crease-account-export/1';

/** Rows are exported with every column of their table, dates as ISO strings. */
const ZRow = z.record(z.string(), z.unknown());

export const ZAccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The identity provider and the person's id there. */
    signIn: z.object({ issuer: z.string(), subject: z.string() }),
  }),
  /** The built-in sign-in's account (never its password hash), or null with an external provider. */
  signInAccount: z.object({ email: z.string(), createdAt: z.string() }).nullable(),
  preferences: ZRow.nullable(),
  /** Chat jobs: what the user typed or said, with status, photos and dates. */
  logEntries: z.array(ZRow),
  meals: z.array(ZRow),
  mealEdits: z.array(ZRow),
  /** Photo links (`/api/objects/<id>`, readable by the signed-in owner) and their sizes. */
  photos: z.array(ZRow),
  sharedEstimates: z.array(ZRow),
  /** Issue 17: coach report links (live and revoked), each with its URL. */
  coachReports: z.array(ZRow),
  /** The waitlist entry of the same address, if any. */
  waitlist: ZRow.nullable(),
  /** Issue #16: the athlete profile, weight history, training calendar, sweat tests and water logs. */
  athlete: z.object({
    profile: ZRow.nullable(),
    weights: z.array(ZRow),
    trainingDays: z.array(ZRow),
    trainingPattern: ZRow.nullable(),
    sweatTests: z.array(ZRow),
    fluidLogs: z.array(ZRow),
  }),
});
export type AccountExport = z.infer<typeof ZAccountExport>;

/** What the user types to confirm deleting the account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const ZDeleteAccountRequest = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, { message: 'Type DELETE to confirm' }),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
