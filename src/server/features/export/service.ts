// Meals of a date range, read in pages (issue 17, item 4). Pages follow the key (date, time eaten,
// id) from where the last one ended (keyset paging), so two years of meals are never in memory
// at once and no page is slower than the first. Every query is scoped to the user; meals of a
// deleted log entry are gone with it, and the join keeps them out should one remain.
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ExportedMeal, MealExportQuery } from '../../../contracts/meal-export';
import type { Meal } from '../../../contracts/meal';
import type { Db } from '../../db/client';
import { chatJobs, meals } from '../../db/schema';

export type MealRow = typeof meals.$inferSelect;

export interface ExportDeps {
  db: Db;
  /** The meals feature's row → contract mapping, passed in by app.ts. */
  toMeal: (row: MealRow) => Meal;
}

/** A meal with what the export adds: its entry's words and the time zone the entry was made in. */
export interface ExportRow {
  meal: ExportedMeal;
  timeZone: string | null;
}

export const EXPORT_PAGE_SIZE = 500;

// The time a meal is ordered by (a meal without consumed_at shows its creation time). Read back as
// text so the next page's key keeps PostgreSQL's microseconds, which a JS Date would round off.
const sortAt = sql`coalesce(${meals.consumedAt}, ${meals.createdAt})`;

interface PageKey {
  date: string;
  at: string;
  id: string;
}

function readPage(db: Db, opts: MealExportQuery & { userId: string }, after: PageKey | null, pageSize: number) {
  return db
    .select({
      meal: meals,
      message: chatJobs.message,
      timeZone: chatJobs.timezone,
      at: sql<string>`${sortAt}::text`,
    })
    .from(meals)
    .leftJoin(chatJobs, and(eq(chatJobs.id, meals.sourceJobId), eq(chatJobs.userId, meals.userId)))
    .where(
      and(
        eq(meals.userId, opts.userId),
        gte(meals.date, opts.from),
        lte(meals.date, opts.to),
        isNull(chatJobs.deletedAt),
        after
          ? sql`(${meals.date}, ${sortAt}, ${meals.id}) > (${after.date}::date, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(meals.date), asc(sortAt), asc(meals.id))
    .limit(pageSize);
}

/** The user's meals from `from` to `to` (inclusive), one page of at most `pageSize` at a time. */
export async function* mealExportPages(
  deps: ExportDeps,
  opts: MealExportQuery & { userId: string; pageSize?: number },
): AsyncGenerator<ExportRow[]> {
  const pageSize = opts.pageSize ?? EXPORT_PAGE_SIZE;
  let after: PageKey | null = null;
  for (;;) {
    const rows = await readPage(deps.db, opts, after, pageSize);
    if (rows.length > 0)
      yield rows.map((row) => ({
        meal: { ...deps.toMeal(row.meal), original_text: row.message },
        timeZone: row.timeZone,
      }));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.meal.date, at: last.at, id: last.meal.id };
  }
}
