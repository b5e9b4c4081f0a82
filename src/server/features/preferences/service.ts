import { eq, sql } from 'drizzle-orm';
import { DEFAULT_VISIBLE_METRICS, type MetricId, type UserPreferences } from '../../../contracts/preferences';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

export async function getPreferences(db: Db, opts: { userId: string }): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, opts.userId));
  return { mealsVisibleColumns: (row?.mealsVisibleColumns as MetricId[] | undefined) ?? DEFAULT_VISIBLE_METRICS };
}

export async function savePreferences(
  db: Db,
  opts: { userId: string; preferences: UserPreferences },
): Promise<UserPreferences> {
  const columns = opts.preferences.mealsVisibleColumns;
  await db
    .insert(userPreferences)
    .values({ userId: opts.userId, mealsVisibleColumns: columns })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { mealsVisibleColumns: columns, updatedAt: sql`now()` },
    });
  return { mealsVisibleColumns: columns };
}
