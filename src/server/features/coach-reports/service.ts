// Coach report links: the owner makes, lists and revokes them; anyone with a live link reads the
// athlete's 7 days ending today (in the athlete's zone) and that week's meals. The week's numbers
// come from the athlete feature's Trends computation, handed in by app.ts as `weekReport`.
import { and, asc, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Meal } from '../../../contracts/meal';
import type { CoachReport, CoachReportLink, TrendDay, TrendSummary, GoalTracking } from '../../../contracts/trends';
import type { Db } from '../../db/client';
import { coachReportLinks, meals } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { coachReportUrl } from '../../lib/share-url';
import { LINK_ID, newLinkId } from './link-id';

/** One answer for an unknown, malformed or revoked link, so none can be told from another. */
export const REPORT_NOT_FOUND = 'This report link is not valid any more';
/** Live links a user may hold at once: plenty for a coach, a dietitian and a physio or two. */
export const MAX_LIVE_LINKS = 20;

export interface WeekReport {
  from: string;
  to: string;
  days: TrendDay[];
  week: TrendSummary;
  goals: GoalTracking;
}

export interface CoachReportDeps {
  db: Db;
  publicUrl: string;
  /** The athlete's 7 days ending today in their zone (the athlete feature's Trends computation). */
  weekReport: (opts: { userId: string }) => Promise<WeekReport>;
  /** A meal row as the API shows it (the meals feature's). */
  toMeal: (row: typeof meals.$inferSelect) => Meal;
}

type LinkRow = typeof coachReportLinks.$inferSelect;

const toLink = (publicUrl: string, row: LinkRow): CoachReportLink => ({
  id: row.id,
  label: row.label,
  url: coachReportUrl(publicUrl, row.id),
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function createLink(
  deps: Pick<CoachReportDeps, 'db' | 'publicUrl'>,
  opts: { userId: string; label: string },
): Promise<CoachReportLink> {
  const [live] = await deps.db
    .select({ n: count() })
    .from(coachReportLinks)
    .where(and(eq(coachReportLinks.userId, opts.userId), isNull(coachReportLinks.revokedAt)));
  if ((live?.n ?? 0) >= MAX_LIVE_LINKS)
    throw badRequest(`You have ${MAX_LIVE_LINKS} live report links: revoke one you no longer need first`);
  const [row] = await deps.db
    .insert(coachReportLinks)
    .values({ id: newLinkId(), userId: opts.userId, label: opts.label })
    .returning();
  return toLink(deps.publicUrl, row!);
}

/** The owner's links, newest first, revoked ones included (marked by revokedAt). */
export async function listLinks(
  deps: Pick<CoachReportDeps, 'db' | 'publicUrl'>,
  opts: { userId: string },
): Promise<CoachReportLink[]> {
  const rows = await deps.db
    .select()
    .from(coachReportLinks)
    .where(eq(coachReportLinks.userId, opts.userId))
    .orderBy(desc(coachReportLinks.createdAt), desc(coachReportLinks.id));
  return rows.map((row) => toLink(deps.publicUrl, row));
}

/** Revokes one of the owner's links; revoking it again changes nothing. Another user's id is 404. */
export async function revokeLink(db: Db, opts: { userId: string; id: string }): Promise<void> {
  if (!LINK_ID.test(opts.id)) throw notFound('Report link not found');
  const [live] = await db
    .update(coachReportLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(coachReportLinks.id, opts.id),
        eq(coachReportLinks.userId, opts.userId),
        isNull(coachReportLinks.revokedAt),
      ),
    )
    .returning({ id: coachReportLinks.id });
  if (live) return;
  const [mine] = await db
    .select({ id: coachReportLinks.id })
    .from(coachReportLinks)
    .where(and(eq(coachReportLinks.id, opts.id), eq(coachReportLinks.userId, opts.userId)));
  if (!mine) throw notFound('Report link not found');
}

/** The public report of a live link: the label, the week and its meals; nothing about the account. */
export async function getReport(deps: CoachReportDeps, id: string): Promise<CoachReport> {
  if (!LINK_ID.test(id)) throw notFound(REPORT_NOT_FOUND);
  const [link] = await deps.db
    .select({ userId: coachReportLinks.userId, label: coachReportLinks.label })
    .from(coachReportLinks)
    .where(and(eq(coachReportLinks.id, id), isNull(coachReportLinks.revokedAt)));
  if (!link) throw notFound(REPORT_NOT_FOUND);
  const report = await deps.weekReport({ userId: link.userId });
  const rows = await deps.db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, link.userId), gte(meals.date, report.from), lte(meals.date, report.to)))
    .orderBy(asc(meals.date), asc(meals.consumedAt), asc(meals.createdAt));
  return {
    label: link.label,
    from: report.from,
    to: report.to,
    days: report.days,
    week: report.week,
    goals: report.goals,
    // Field by field: no id, photos, job or components leave with the report.
    meals: rows.map(deps.toMeal).map((meal) => ({
      date: meal.date,
      consumedAt: meal.context.consumed_at,
      mealType: meal.context.meal_type,
      title: meal.title,
      description: meal.description,
      serving: meal.serving,
      macros: meal.macros,
    })),
  };
}
