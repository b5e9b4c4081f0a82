// An edit job outlives its meal only when the edit itself removed the meal (decision 133); a meal
// the user deletes, or an entry deleted with its meals, takes its edit jobs with it, as the foreign
// key's cascade once did.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import type { Tx } from './keyed-lock';
import { mealEditJobs } from './schema';

export async function forgetEditsOf(db: Db | Tx, userId: string, mealIds: readonly string[]): Promise<void> {
  if (mealIds.length === 0) return;
  await db.delete(mealEditJobs).where(and(eq(mealEditJobs.userId, userId), inArray(mealEditJobs.mealId, [...mealIds])));
}
