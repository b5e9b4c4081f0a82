// GET /api/athlete/day: the day's goals from the targets module, the fluids drunk so far (water
// logged with a button and drinks logged in words), a match day's timeline, and the low-intake
// note from the 7 days before.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { AthleteDay, TrainingDay } from '../../../contracts/athlete';
import type { MealComponent } from '../../../contracts/meal';
import type { Knowledge } from '../../../nutrition/knowledge/knowledge';
import { dayTargets, drinkMl, lowIntakeNote, type LoggedDay } from '../../../nutrition/targets/index';
import type { Db } from '../../db/client';
import { meals } from '../../db/schema';
import { addDays, checkDateWindow } from './dates';
import { getProfileRow, weightOn } from './profile-service';
import { fluidLogsOf, latestSweatTest } from './sweat-and-fluid-service';
import { athleteOf, measuredOf } from './targets-input';
import { resolveRange } from './training-service';

const LOOK_BACK_DAYS = 7;

export async function getAthleteDay(
  db: Db,
  knowledge: Knowledge,
  opts: { userId: string; date: string },
): Promise<AthleteDay> {
  const { userId, date } = opts;
  checkDateWindow(date);
  const from = addDays(date, -LOOK_BACK_DAYS);
  const tomorrow = addDays(date, 1);
  const [profile, weightKg, sweat, training, logs, mealRows] = await Promise.all([
    getProfileRow(db, { userId }),
    weightOn(db, { userId, date }),
    latestSweatTest(db, { userId }),
    resolveRange(db, { userId, from, to: tomorrow }),
    fluidLogsOf(db, { userId, date }),
    db
      .select({ date: meals.date, kcal: meals.caloriesKcal, components: meals.components })
      .from(meals)
      .where(and(eq(meals.userId, userId), gte(meals.date, from), lte(meals.date, date))),
  ]);

  const athlete = athleteOf(profile, weightKg);
  const measured = measuredOf(sweat);
  const byDate = new Map(training.days.map((d) => [d.date, d]));
  const trainingOf = (d: string) => byDate.get(d) as TrainingDay;
  const targetsOf = (d: string) =>
    dayTargets({ athlete, day: trainingOf(d), nextDay: trainingOf(addDays(d, 1)), measured });

  const kcalByDate = new Map<string, number>();
  for (const row of mealRows) kcalByDate.set(row.date, (kcalByDate.get(row.date) ?? 0) + row.kcal);
  const lastWeek: LoggedDay[] = [];
  for (let d = from; d < date; d = addDays(d, 1))
    lastWeek.push({
      load: trainingOf(d).load,
      loggedKcal: kcalByDate.get(d) ?? null,
      targetKcal: targetsOf(d).goals.calories,
    });

  const targets = targetsOf(date);
  const waterMl = logs.reduce((sum, log) => sum + log.ml, 0);
  const drinksMl = Math.round(
    mealRows
      .filter((row) => row.date === date)
      .reduce((sum, row) => sum + drinkMl(row.components as MealComponent[], knowledge), 0),
  );
  return {
    date,
    personal: targets.personal,
    training: trainingOf(date),
    goals: targets.goals,
    ranges: targets.ranges,
    basis: targets.basis,
    fluids: { waterMl, drinksMl, totalMl: waterMl + drinksMl, logs },
    timeline: targets.timeline,
    lowIntakeNote: lowIntakeNote(lastWeek),
  };
}
