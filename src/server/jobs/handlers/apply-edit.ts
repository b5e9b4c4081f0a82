// meal_edit_jobs handler: apply the instructions with the engine's editMeal() and store the
// recomputed meal. The meal's own entry supplies the time zone for "yesterday" or "at 8pm".
import { and, eq } from 'drizzle-orm';
import type { Analyzer } from '../../../nutrition/analyze';
import { editMeal } from '../../../nutrition/edit';
import { chatJobs, mealEditJobs, meals } from '../../db/schema';
import { fromMealRow, mealColumns } from '../../features/meals/index';
import type { JobHandler } from '../worker-pool';

export function applyEditHandler(deps: { analyzer: Analyzer; defaultTimeZone: string }): JobHandler {
  return async (job, { db }) => {
    const [edit] = await db.select().from(mealEditJobs).where(eq(mealEditJobs.id, job.id));
    if (!edit) return { kind: 'failed', error: 'This edit no longer exists.' };
    const [row] = await db
      .select()
      .from(meals)
      .where(and(eq(meals.id, edit.mealId), eq(meals.userId, edit.userId)));
    if (!row) return { kind: 'failed', error: 'Meal not found' };
    const [entry] = row.sourceJobId
      ? await db.select({ timezone: chatJobs.timezone }).from(chatJobs).where(eq(chatJobs.id, row.sourceJobId))
      : [];
    const result = editMeal(fromMealRow(row), edit.instructions, {
      analyzer: deps.analyzer,
      timeZone: entry?.timezone ?? deps.defaultTimeZone,
      now: edit.createdAt,
    });
    if (!result.ok) return { kind: 'failed', error: result.message };
    return {
      kind: 'completed',
      write: async (tx) => {
        await tx
          .update(meals)
          .set({ ...mealColumns(result.meal), updatedAt: new Date() })
          .where(and(eq(meals.id, row.id), eq(meals.userId, edit.userId)));
      },
    };
  };
}
