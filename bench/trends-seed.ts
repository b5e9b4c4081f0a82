// A user with a year of daily eating for `npm run bench:api`'s trends call: four meals a day as
// the engine makes them (components, drinks and all, from the accuracy sample's entries), water
// most days, a weekly training pattern with some matches, and a weight every fortnight.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Meal } from '../src/contracts/meal';
import { getAnalyzer } from '../src/knowledge-file';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import type { Database } from '../src/server/db/client';
import {
  athleteProfiles,
  athleteWeights,
  fluidLogs,
  meals,
  trainingDays,
  trainingPatterns,
  users,
} from '../src/server/db/schema';
import { toMealRow } from '../src/server/features/meals/meal-row';

export const TRENDS_BENCH_DAYS = 365;
const SLOTS = [
  { type: 'breakfast', at: 'T02:30:00Z' },
  { type: 'lunch', at: 'T07:30:00Z' },
  { type: 'snack', at: 'T11:00:00Z' },
  { type: 'dinner', at: 'T15:00:00Z' },
] as const;

/** Seeds the user and returns its session cookie. */
export async function seedTrendsUser(database: Database): Promise<{ cookie: string; meals: number }> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ issuer: 'bench', subject: `trends-${randomBytes(4).toString('hex')}`, email: 'trends@crease.test' })
    .returning();
  const userId = user!.id;
  const texts = readFileSync(new URL('./meals-sample.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  // One meal per sample entry (its first), reused across the year.
  const pool: Meal[] = texts
    .map((text) => getAnalyzer().analyze(text, { date: '2026-01-01', timeZone: 'Asia/Kolkata' }).meals[0])
    .filter((m): m is NonNullable<typeof m> => m !== undefined) as Meal[];

  const today = new Date().toISOString().slice(0, 10);
  const dateBack = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const rows: ReturnType<typeof toMealRow>[] = [];
  for (let back = 0; back < TRENDS_BENCH_DAYS; back++) {
    const date = dateBack(back);
    SLOTS.forEach((slot, i) => {
      const meal = pool[(back * SLOTS.length + i) % pool.length]!;
      rows.push(
        toMealRow(
          { ...meal, date, context: { ...meal.context, consumed_at: `${date}${slot.at}`, meal_type: slot.type } },
          { userId, sourceJobId: null },
        ),
      );
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(meals).values(rows.slice(i, i + 500));

  await db
    .insert(athleteProfiles)
    .values({ userId, sex: 'male', sport: 'cricket', role: 'batter', goal: 'maintain', timeZone: 'Asia/Kolkata' });
  await db.insert(trainingPatterns).values({
    userId,
    days: [
      { load: 'heavy', hot: false },
      null,
      { load: 'moderate', hot: true },
      null,
      { load: 'light', hot: false },
      null,
      null,
    ],
  });
  const back = Array.from({ length: TRENDS_BENCH_DAYS }, (_, i) => i);
  await db
    .insert(trainingDays)
    .values(
      back.filter((b) => b % 9 === 5).map((b) => ({ userId, date: dateBack(b), load: 'match', matchFormat: 't20' })),
    );
  await db
    .insert(athleteWeights)
    .values(back.filter((b) => b % 14 === 0).map((b) => ({ userId, date: dateBack(b), kg: 72 + (b % 5) })));
  await db
    .insert(fluidLogs)
    .values(
      back.filter((b) => b % 4 !== 3).flatMap((b) => [500, 750].map((ml) => ({ userId, date: dateBack(b), ml }))),
    );
  const cookie = `${SESSION_COOKIE}=${await createSession(db, { userId, ttlMs: 3_600_000 })}`;
  return { cookie, meals: rows.length };
}
