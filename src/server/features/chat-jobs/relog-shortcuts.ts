// GET /api/relog: the composer's shortcuts in one request (issue 17): distinct recent entries,
// the favourites, and whether yesterday had a breakfast to copy (none once today has one). Each list is read through an
// index (chat_jobs by user and time, the partial favourites index, meals by job and by day).
import { and, count, desc, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import type { MealType } from '../../../contracts/meal';
import type { RelogItem, RelogShortcuts } from '../../../contracts/relog';
import { chatJobs, meals } from '../../db/schema';
import { todayIn } from './entry-date';
import type { RelogDeps } from './relog-deps';
import { validTimeZone } from './service';

const RECENT = 8;
/** Recent entries read to find RECENT distinct ones (the same breakfast is typed every day). */
const RECENT_SCAN = 60;
const FAVOURITES = 20;

/** The calendar day before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Entries that read alike are one shortcut: "2 Eggs, toast" and "2 eggs, toast ". */
const sameText = (message: string) => message.trim().replace(/\s+/g, ' ').toLowerCase();

type JobHead = { id: string; message: string; favouriteAt: Date | null };
type MealHead = {
  sourceJobId: string | null;
  title: string;
  caloriesKcal: number;
  mealType: string | null;
  date: string;
};

function toItem(job: JobHead, ofJob: MealHead[]): RelogItem | null {
  if (ofJob.length === 0) return null; // nothing to log again
  const energyByType = new Map<string, number>();
  for (const m of ofJob) {
    const type = m.mealType ?? 'snack';
    energyByType.set(type, (energyByType.get(type) ?? 0) + m.caloriesKcal);
  }
  const [mealType] = [...energyByType].reduce((best, cur) => (cur[1] > best[1] ? cur : best));
  return {
    job_id: job.id,
    message: job.message,
    title: ofJob.map((m) => m.title).join(', '),
    calories_kcal: Math.round(ofJob.reduce((total, m) => total + m.caloriesKcal, 0)),
    meal_type: mealType as MealType,
    date: ofJob.map((m) => m.date).sort()[ofJob.length - 1]!,
    favourite: job.favouriteAt !== null,
  };
}

export async function relogShortcuts(
  deps: RelogDeps,
  opts: { userId: string; today?: string; timezone?: string },
): Promise<RelogShortcuts> {
  const { db } = deps;
  const today = opts.today ?? todayIn(validTimeZone(opts.timezone, deps.defaultTimeZone));
  const live = and(eq(chatJobs.userId, opts.userId), isNull(chatJobs.deletedAt), eq(chatJobs.status, 'completed'));
  const head = { id: chatJobs.id, message: chatJobs.message, favouriteAt: chatJobs.favouriteAt };
  const [recentJobs, favouriteJobs] = await Promise.all([
    db.select(head).from(chatJobs).where(live).orderBy(desc(chatJobs.createdAt)).limit(RECENT_SCAN),
    db
      .select(head)
      .from(chatJobs)
      .where(and(live, isNotNull(chatJobs.favouriteAt)))
      .orderBy(desc(chatJobs.favouriteAt))
      .limit(FAVOURITES),
  ]);
  const ids = [...new Set([...recentJobs, ...favouriteJobs].map((j) => j.id))];
  const yesterday = dayBefore(today);
  const [mealRows, breakfasts] = await Promise.all([
    ids.length
      ? db
          .select({
            sourceJobId: meals.sourceJobId,
            title: meals.title,
            caloriesKcal: meals.caloriesKcal,
            mealType: meals.mealType,
            date: meals.date,
          })
          .from(meals)
          .where(and(eq(meals.userId, opts.userId), inArray(meals.sourceJobId, ids)))
          .orderBy(meals.consumedAt, meals.createdAt)
      : Promise.resolve([]),
    db
      .select({ date: meals.date, n: count(), kcal: sum(meals.caloriesKcal).mapWith(Number) })
      .from(meals)
      .where(
        and(eq(meals.userId, opts.userId), inArray(meals.date, [yesterday, today]), eq(meals.mealType, 'breakfast')),
      )
      .groupBy(meals.date),
  ]);
  const breakfast = breakfasts.find((b) => b.date === yesterday);
  // Once today has a breakfast, copying yesterday's would log a second one: no shortcut then.
  const hadBreakfastToday = breakfasts.some((b) => b.date === today && b.n > 0);
  const byJob = new Map<string, MealHead[]>();
  for (const m of mealRows) if (m.sourceJobId) byJob.set(m.sourceJobId, [...(byJob.get(m.sourceJobId) ?? []), m]);
  const items = (jobs: JobHead[]) =>
    jobs.map((j) => toItem(j, byJob.get(j.id) ?? [])).filter((i): i is RelogItem => i !== null);

  const seen = new Set<string>();
  const recent = items(recentJobs).filter((i) => {
    const key = sameText(i.message);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    recent: recent.slice(0, RECENT),
    favourites: items(favouriteJobs),
    yesterday_breakfast:
      breakfast?.n && !hadBreakfastToday
        ? { date: yesterday, meal_count: breakfast.n, calories_kcal: Math.round(breakfast.kcal ?? 0) }
        : null,
  };
}
