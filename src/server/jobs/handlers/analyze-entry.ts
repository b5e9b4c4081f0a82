// chat_jobs handler: the entry's text → meals with the built-in engine. Numbers always come
// from the knowledge base; the job's creation time is "now" so "this morning" means the
// morning of the day it was typed, even if a worker picks it up later.
import { eq } from 'drizzle-orm';
import type { Analyzer } from '../../../nutrition/analyze.js';
import { chatJobs, meals } from '../../db/schema.js';
import { toMealRow } from '../../features/meals/meal-row.js';
import type { JobHandler } from '../worker-pool.js';

export function analyzeEntryHandler(deps: { analyzer: () => Analyzer; defaultTimeZone: string }): JobHandler {
  return async (job, { db }) => {
    const [entry] = await db.select().from(chatJobs).where(eq(chatJobs.id, job.id));
    if (!entry) return { kind: 'failed', error: 'This entry no longer exists.' };
    const result = deps.analyzer().analyze(entry.message, {
      date: entry.date ?? undefined,
      timeZone: entry.timezone ?? deps.defaultTimeZone,
      now: entry.createdAt,
    });
    if (!result.ok) return { kind: 'failed', error: result.message };
    return {
      kind: 'completed',
      write: async (tx) => {
        const rows = result.meals.map((meal) =>
          toMealRow({ ...meal, context: { ...meal.context, image_uploads: entry.imagesObjStorUrls } }, { userId: entry.userId, sourceJobId: entry.id }),
        );
        await tx.insert(meals).values(rows);
        await tx.update(chatJobs).set({ unmatched: result.unmatched }).where(eq(chatJobs.id, entry.id));
      },
    };
  };
}
