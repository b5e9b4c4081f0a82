import type { Meal } from '../../../contracts/meal';
import type { Db } from '../../db/client';
import type { meals } from '../../db/schema';

/** What the re-logging calls need; `toMeal` is the meals feature's row → SPEC meal, lent by app.ts. */
export interface RelogDeps {
  db: Db;
  rateLimit: { max: number; windowMs: number };
  defaultTimeZone: string;
  toMeal: (row: typeof meals.$inferSelect) => Meal;
}
