// Meals of the signed-in user. Every query filters on userId: another user's meal is "not found".
import { and, desc, eq } from 'drizzle-orm';
import type { Meal } from '../../../contracts/meal';
import type { Db } from '../../db/client';
import { meals } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { MEAL_NOT_FOUND } from '../../lib/error-messages';
import { publishUserEvent } from '../../lib/user-events';
import { fromMealRow } from './meal-row';
import { forgetEditsOf } from '../../db/forget-edits';

export async function listMeals(db: Db, opts: { userId: string; limit: number; date?: string }): Promise<Meal[]> {
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, opts.userId), opts.date ? eq(meals.date, opts.date) : undefined))
    .orderBy(desc(meals.consumedAt), desc(meals.createdAt))
    .limit(opts.limit);
  return rows.map(fromMealRow);
}

export async function getMeal(db: Db, opts: { userId: string; mealId: string }): Promise<Meal> {
  if (!isUuid(opts.mealId)) throw notFound(MEAL_NOT_FOUND);
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, opts.mealId), eq(meals.userId, opts.userId)));
  if (!row) throw notFound(MEAL_NOT_FOUND);
  return fromMealRow(row);
}

export async function deleteMeal(db: Db, opts: { userId: string; mealId: string }): Promise<void> {
  if (!isUuid(opts.mealId)) throw notFound(MEAL_NOT_FOUND);
  const deleted = await db
    .delete(meals)
    .where(and(eq(meals.id, opts.mealId), eq(meals.userId, opts.userId)))
    .returning({ id: meals.id });
  if (deleted.length === 0) throw notFound(MEAL_NOT_FOUND);
  await forgetEditsOf(db, opts.userId, [opts.mealId]);
  await publishUserEvent(db, opts.userId, 'meals');
}
