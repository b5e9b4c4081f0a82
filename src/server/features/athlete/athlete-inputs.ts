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

/**
 * The inputs, and the JSON text they were read as: equal texts mean equal inputs, so a Trends
 * answer computed from them can be reused (trends-answer-cache.ts).
 */
export async function loadAthleteInputs(
  db: Db,
  opts: { userId: string; from: string; to: string },
): Promise<{ inputs: AthleteInputs; text: string }> {
  const { userId, from, to } = opts;
  const result = await db.execute(sql`
    select json_build_object(
      'profile', (select json_build_object('sex', sex, 'sport', sport, 'role', role, 'goal', goal,
                    'timeZone', time_zone)
                  from athlete_profiles where user_id = ${userId}),
      'weights', (select coalesce(json_agg(json_build_object('date', date, 'kg', kg) order by date), '[]')
                  from athlete_weights where user_id = ${userId}),
      'sweat', (select json_build_object('sweatRateMlPerHour', sweat_rate_ml_per_hour, 'hot', hot)
                from sweat_tests where user_id = ${userId} order by date desc, created_at desc limit 1),
      'pattern', (select json_build_object('days', days) from training_patterns where user_id = ${userId}),
      'training', (select coalesce(json_agg(json_build_object('date', date, 'load', load,
                      'matchFormat', match_format, 'startTime', start_time, 'hot', hot) order by date), '[]')
                   from training_days where user_id = ${userId} and date between ${from} and ${to}),
      'water', (select coalesce(json_agg(json_build_object('date', date, 'ml', ml) order by date), '[]')
                from (select date, sum(ml)::float8 as ml from fluid_logs
                      where user_id = ${userId} and date between ${from} and ${to} group by date) as w)
    )::text as inputs`);
  const text = rowsOf<{ inputs: string }>(result)[0]!.inputs;
  return { inputs: JSON.parse(text) as AthleteInputs, text };
}
