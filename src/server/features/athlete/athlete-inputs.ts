// Everything besides the meals that a run of days' goals need, in one query (GET /api/trends and
// the coach's report): the profile, the weights, the latest sweat test, the weekly pattern, the
// days set on the calendar and the water logged per day. One round trip instead of six, because
// Trends is read far more often than any of these change, and each query costs more in round trip
// than in work.
import { sql } from 'drizzle-orm';
import type { WeeklyPattern } from '../../../contracts/athlete';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TrainingDayRow } from './training-service';

export interface AthleteInputs {
  profile: {
    sex: string | null;
    sport: string | null;
    role: string | null;
    goal: string;
    timeZone: string | null;
  } | null;
  /** Oldest first. */
  weights: { date: string; kg: number }[];
  /** The most recent test (its date first, then when it was saved), as latestSweatTest picks it. */
  sweat: { sweatRateMlPerHour: number; hot: boolean } | null;
  pattern: WeeklyPattern | null;
  /** The days set on the calendar from `from` to `to`. */
  training: TrainingDayRow[];
  /** Water logged with a button, summed per day from `from` to `to`. */
  water: { date: string; ml: number }[];
}

export async function loadAthleteInputs(
  db: Db,
  opts: { userId: string; from: string; to: string },
): Promise<AthleteInputs> {
  const { userId, from, to } = opts;
  const result = await db.execute(sql`
    select
      (select json_build_object('sex', sex, 'sport', sport, 'role', role, 'goal', goal, 'timeZone', time_zone)
         from athlete_profiles where user_id = ${userId}) as profile,
      (select coalesce(json_agg(json_build_object('date', date, 'kg', kg) order by date), '[]')
         from athlete_weights where user_id = ${userId}) as weights,
      (select json_build_object('sweatRateMlPerHour', sweat_rate_ml_per_hour, 'hot', hot)
         from sweat_tests where user_id = ${userId} order by date desc, created_at desc limit 1) as sweat,
      (select json_build_object('days', days) from training_patterns where user_id = ${userId}) as pattern,
      (select coalesce(json_agg(json_build_object('date', date, 'load', load, 'matchFormat', match_format,
                'startTime', start_time, 'hot', hot)), '[]')
         from training_days where user_id = ${userId} and date between ${from} and ${to}) as training,
      (select coalesce(json_agg(json_build_object('date', date, 'ml', ml)), '[]')
         from (select date, sum(ml) as ml from fluid_logs
               where user_id = ${userId} and date between ${from} and ${to} group by date) as w) as water`);
  const [row] = rowsOf<Record<keyof AthleteInputs, unknown>>(result);
  // node-postgres parses json columns; PGlite may hand them over as text.
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    profile: json(row!.profile),
    weights: json(row!.weights),
    sweat: json(row!.sweat),
    pattern: json(row!.pattern),
    training: json(row!.training),
    water: json<{ date: string; ml: number | string }[]>(row!.water).map((w) => ({ date: w.date, ml: Number(w.ml) })),
  };
}
