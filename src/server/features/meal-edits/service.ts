// Natural-language edits of a meal: queued on meal_edit_jobs, applied by a worker with the
// engine's editMeal(), watched by the client through the status and processing calls.
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealEditJobs, meals } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { withKeyLock } from '../../db/keyed-lock';
import { MEAL_NOT_FOUND, RATE_LIMITED } from '../../lib/error-messages';
import { notifyJobs } from '../../lib/job-notify';

const ALREADY_UPDATING = 'This meal is already being updated. Please wait a moment.';
const REPEAT_WINDOW_MS = 30_000;
const sameWords = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

type EditStatus = 'processing' | 'completed' | 'failed' | 'cancelled';
const asEditStatus = (status: string): EditStatus => (status === 'queued' ? 'processing' : (status as EditStatus));

async function assertOwnMeal(db: Db, userId: string, mealId: string): Promise<void> {
  if (!isUuid(mealId)) throw notFound(MEAL_NOT_FOUND);
  const [meal] = await db
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.userId, userId)));
  if (!meal) throw notFound(MEAL_NOT_FOUND);
}

export async function startEdit(
  db: Db,
  opts: { userId: string; mealId: string; instructions: string; rateLimit: { max: number; windowMs: number } },
): Promise<{ job_id: string; status: EditStatus }> {
  await assertOwnMeal(db, opts.userId, opts.mealId);
  // The count and the insert are one step for every process (withKeyLock); the partial unique
  // index meal_edit_jobs_one_active_key keeps one active edit per meal even so.
  const job = await withKeyLock(db, `meal-edits:${opts.userId}`, async (tx) => {
    const [running] = await tx
      .select({ id: mealEditJobs.id })
      .from(mealEditJobs)
      .where(and(eq(mealEditJobs.mealId, opts.mealId), inArray(mealEditJobs.status, ['queued', 'processing'])));
    if (running) throw new AppError('CONFLICT', ALREADY_UPDATING);
    // The same words again moments after they were applied are a double tap or a retry, not a
    // second "double the portion": answer with the edit that already ran.
    const [last] = await tx
      .select()
      .from(mealEditJobs)
      .where(
        and(eq(mealEditJobs.mealId, opts.mealId), gt(mealEditJobs.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS))),
      )
      .orderBy(desc(mealEditJobs.createdAt))
      .limit(1);
    if (last && sameWords(last.instructions, opts.instructions)) return last;
    const [recent] = await tx
      .select({ n: count() })
      .from(mealEditJobs)
      .where(
        and(
          eq(mealEditJobs.userId, opts.userId),
          gt(mealEditJobs.createdAt, new Date(Date.now() - opts.rateLimit.windowMs)),
        ),
      );
    if ((recent?.n ?? 0) >= opts.rateLimit.max) throw new AppError('RATE_LIMITED', RATE_LIMITED);
    const [inserted] = await tx
      .insert(mealEditJobs)
      .values({ userId: opts.userId, mealId: opts.mealId, instructions: opts.instructions })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('CONFLICT', ALREADY_UPDATING);
    return inserted;
  });
  if (job.status === 'queued') await notifyJobs(db, 'meal_edit_jobs');
  return { job_id: job.id, status: asEditStatus(job.status) };
}

export async function editStatus(
  db: Db,
  opts: { userId: string; mealId: string },
): Promise<{ status: EditStatus; error: string | null }> {
  if (!isUuid(opts.mealId)) throw notFound(MEAL_NOT_FOUND);
  const [job] = await db
    .select()
    .from(mealEditJobs)
    .where(and(eq(mealEditJobs.mealId, opts.mealId), eq(mealEditJobs.userId, opts.userId)))
    .orderBy(desc(mealEditJobs.createdAt))
    .limit(1);
  // (the user's own edit answers even when it removed its meal: the job outlives the row)
  if (!job) {
    await assertOwnMeal(db, opts.userId, opts.mealId);
    throw notFound('No edit was requested for this meal');
  }
  return { status: asEditStatus(job.status), error: job.error };
}

export async function processingEdits(db: Db, opts: { userId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mealId: mealEditJobs.mealId })
    .from(mealEditJobs)
    .where(and(eq(mealEditJobs.userId, opts.userId), inArray(mealEditJobs.status, ['queued', 'processing'])));
  return rows.map((r) => r.mealId);
}
