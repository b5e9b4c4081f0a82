// meal_edit_jobs handler: apply the instructions with the engine's editEntry() and store the
// recomputed meal (or removes it, when the edit says the meal itself was not eaten). The meal's own entry supplies the time zone for "yesterday" or "at 8pm", and
// its other meals (logged from the same message) are what a clause naming one of their foods
// changes or removes (decision 123).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Analyzer } from '../../../nutrition/analyze';
import { editEntry } from '../../../nutrition/edit';
import { chatJobs, mealEditJobs, meals } from '../../db/schema';
import { fromMealRow, mealColumns } from '../../features/meals/index';
import type { JobHandler } from '../worker-pool';
import { forgetEditsOf } from '../../db/forget-edits';

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
    const siblingRows = row.sourceJobId
      ? await db
          .select()
          .from(meals)
          .where(and(eq(meals.sourceJobId, row.sourceJobId), eq(meals.userId, edit.userId), ne(meals.id, row.id)))
          .orderBy(asc(meals.createdAt), asc(meals.id))
      : [];
    const result = editEntry(fromMealRow(row), siblingRows.map(fromMealRow), edit.instructions, {
      analyzer: deps.analyzer,
      timeZone: entry?.timezone ?? deps.defaultTimeZone,
      now: edit.createdAt,
    });
    if (!result.ok) return { kind: 'failed', error: result.message };
    return {
      kind: 'completed',
      write: async (tx) => {
        const mine = and(eq(meals.id, row.id), eq(meals.userId, edit.userId));
        // ("pappadam venda" opened on the pappadam: the meal itself was not eaten; the entry's
        // others stay, and this job, which outlives the row, still answers its status)
        if (result.removedItself) await tx.delete(meals).where(mine);
        else
          await tx
            .update(meals)
            .set({ ...mealColumns(result.meal), updatedAt: new Date() })
            .where(mine);
        const removed: string[] = [];
        for (const { index, meal } of result.others) {
          const sibling = siblingRows[index];
          if (!sibling) continue;
          const own = and(eq(meals.id, sibling.id), eq(meals.userId, edit.userId));
          if (meal === null) {
            await tx.delete(meals).where(own);
            removed.push(sibling.id);
          } else
            await tx
              .update(meals)
              .set({ ...mealColumns(meal), updatedAt: new Date() })
              .where(own);
        }
        // (the siblings removed take their own edit jobs with them; this job answers for its meal)
        await forgetEditsOf(tx, edit.userId, removed);
      },
    };
  };
}
