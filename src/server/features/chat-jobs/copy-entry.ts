// "Log again", "copy to today" and "copy yesterday's breakfast" (issue 17, decision 112). Each
// creates a normal chat job (same queue, rate limit and idempotency as a typed entry) carrying a
// snapshot of the source's meals as they are now, after any edits; the worker writes that
// snapshot onto the target day at the job's time instead of analysing the text again.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Job } from '../../../contracts/jobs';
import { MEAL_TEXT_MAX_CHARS, type AnalyzedMeal, type MealType } from '../../../contracts/meal';
import type { CopyEntryRequest, CopyMealsRequest, EntryCopy } from '../../../contracts/relog';
import { chatJobs, meals } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { checkEntryDate, todayIn } from './entry-date';
import type { RelogDeps } from './relog-deps';
import { checkEntryLimit, findByRequestId, insertEntry, JOB_NOT_FOUND, validTimeZone } from './service';

type Outcome = { job: Job; created: boolean };
type Target = { userId: string; request: CopyEntryRequest; clientRequestId: string | null };

const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  'pre-workout': 'Pre-workout',
  'post-workout': 'Post-workout',
};

/** The target day and zone, or the job a retry of the same request already created. */
async function prepare(deps: RelogDeps, t: Target): Promise<{ date: string; timezone: string } | Outcome> {
  const timezone = validTimeZone(t.request.timezone, deps.defaultTimeZone);
  const date = t.request.date ?? todayIn(timezone);
  checkEntryDate(date, timezone);
  if (t.clientRequestId) {
    const existing = await findByRequestId(deps.db, t.userId, t.request.session_id, t.clientRequestId);
    if (existing) return { job: existing, created: false };
  }
  await checkEntryLimit(deps.db, deps.rateLimit, t.userId);
  return { date, timezone };
}

/** A meal row as the engine's meal, without its id and job: what a copy writes again. */
function snapshot(deps: RelogDeps, row: typeof meals.$inferSelect): AnalyzedMeal {
  const { id: _id, source_job_id: _job, ...meal } = deps.toMeal(row);
  // Photos stay with the source entry: a copy is the food, not the picture of another day.
  return { ...meal, context: { ...meal.context, image_uploads: [] } };
}

function create(deps: RelogDeps, t: Target, at: { date: string; timezone: string }, message: string, copy: EntryCopy) {
  return insertEntry(deps, {
    userId: t.userId,
    sessionId: t.request.session_id,
    clientRequestId: t.clientRequestId,
    // An entry's text is at most what the composer accepts, so editing the copy works as usual.
    message: message.slice(0, MEAL_TEXT_MAX_CHARS),
    date: at.date,
    timezone: at.timezone,
    imagesObjStorUrls: [],
    copyOf: copy,
  });
}

/** The entry's current meals onto the target day (today), as a new entry with the same text. */
export async function copyEntry(deps: RelogDeps, opts: Target & { jobId: string }): Promise<Outcome> {
  if (!isUuid(opts.jobId)) throw notFound(JOB_NOT_FOUND);
  const at = await prepare(deps, opts);
  if ('job' in at) return at;
  const [source] = await deps.db
    .select({ id: chatJobs.id, message: chatJobs.message })
    .from(chatJobs)
    .where(and(eq(chatJobs.id, opts.jobId), eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt)));
  if (!source) throw notFound(JOB_NOT_FOUND);
  const rows = await deps.db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, opts.userId), eq(meals.sourceJobId, source.id)))
    .orderBy(asc(meals.consumedAt), asc(meals.createdAt));
  if (rows.length === 0) throw new AppError('CONFLICT', 'This entry has no meals to copy');
  return create(deps, opts, at, source.message, {
    source_job_id: source.id,
    meals: rows.map((r) => snapshot(deps, r)),
  });
}

/** Every meal of one type on one day (yesterday's breakfast) onto the target day, as one entry. */
export async function copyMeals(deps: RelogDeps, opts: Target & { request: CopyMealsRequest }): Promise<Outcome> {
  const at = await prepare(deps, opts);
  if ('job' in at) return at;
  const { from_date: fromDate, meal_type: mealType } = opts.request;
  const rows = await deps.db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, opts.userId), eq(meals.date, fromDate), eq(meals.mealType, mealType)))
    .orderBy(asc(meals.consumedAt), asc(meals.createdAt));
  if (rows.length === 0)
    throw new AppError('CONFLICT', `No ${MEAL_TYPE_LABELS[mealType].toLowerCase()} on ${fromDate} to copy`);
  return create(deps, opts, at, await copyMessage(deps, opts.userId, rows, mealType), {
    source_job_id: null,
    meals: rows.map((r) => snapshot(deps, r)),
  });
}

/**
 * The copy's text: the source entries' own words when everything they logged is being copied
 * ("2 eggs and toast"), otherwise the meal type and titles ("Breakfast: Omelette, Toast"), so an
 * entry that also held a lunch does not read as if the lunch was copied too.
 */
async function copyMessage(
  deps: RelogDeps,
  userId: string,
  rows: (typeof meals.$inferSelect)[],
  mealType: MealType,
): Promise<string> {
  const jobIds = [...new Set(rows.map((r) => r.sourceJobId).filter((id): id is string => id !== null))];
  const fallback = `${MEAL_TYPE_LABELS[mealType]}: ${rows.map((r) => r.title).join(', ')}`;
  if (jobIds.length !== new Set(rows.map((r) => r.sourceJobId)).size) return fallback; // a meal without an entry
  const [sources, totals] = await Promise.all([
    deps.db
      .select({ id: chatJobs.id, message: chatJobs.message })
      .from(chatJobs)
      .where(and(eq(chatJobs.userId, userId), inArray(chatJobs.id, jobIds)))
      .orderBy(asc(chatJobs.createdAt)),
    deps.db
      .select({ job: meals.sourceJobId, n: count() })
      .from(meals)
      .where(and(eq(meals.userId, userId), inArray(meals.sourceJobId, jobIds)))
      .groupBy(meals.sourceJobId),
  ]);
  const copied = (id: string) => rows.filter((r) => r.sourceJobId === id).length;
  const whole = totals.every((t) => t.job !== null && t.n === copied(t.job));
  return whole && sources.length === jobIds.length ? sources.map((s) => s.message).join('\n') : fallback;
}
