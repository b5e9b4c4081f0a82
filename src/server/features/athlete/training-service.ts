// The training calendar: a day set for its date wins over the weekly pattern, and a day neither
// says anything about is a rest day ('none').
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  MatchFormat,
  TrainingDay,
  TrainingDayInput,
  TrainingLoad,
  TrainingResponse,
  WeeklyPattern,
} from '../../../contracts/athlete';
import type { Db } from '../../db/client';
import { trainingDays, trainingPatterns } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { addDays, checkDateWindow, daysBetween, weekdayIndex } from './dates';

export const MAX_RANGE_DAYS = 62;
export const EMPTY_PATTERN: WeeklyPattern = { days: [null, null, null, null, null, null, null] };

type DayRow = typeof trainingDays.$inferSelect;
/** What a day set on the calendar says (the row without its owner and timestamps). */
export type TrainingDayRow = Pick<DayRow, 'date' | 'load' | 'matchFormat' | 'startTime' | 'hot'>;

function setDay(row: TrainingDayRow): TrainingDay {
  return {
    date: row.date,
    load: row.load as TrainingLoad,
    matchFormat: row.matchFormat as MatchFormat | null,
    startTime: row.startTime,
    hot: row.hot,
    source: 'set',
  };
}

export function resolveDay(date: string, row: TrainingDayRow | undefined, pattern: WeeklyPattern): TrainingDay {
  if (row) return setDay(row);
  const weekly = pattern.days[weekdayIndex(date)];
  if (weekly)
    return { date, load: weekly.load, matchFormat: null, startTime: null, hot: weekly.hot, source: 'pattern' };
  return { date, load: 'rest', matchFormat: null, startTime: null, hot: false, source: 'none' };
}

export async function getPattern(db: Db, opts: { userId: string }): Promise<WeeklyPattern> {
  const [row] = await db.select().from(trainingPatterns).where(eq(trainingPatterns.userId, opts.userId));
  return row ? ({ days: row.days } as WeeklyPattern) : EMPTY_PATTERN;
}

/** Every day from `from` to `to` inclusive, resolved; no range check (callers keep it short). */
export async function resolveRange(
  db: Db,
  opts: { userId: string; from: string; to: string },
): Promise<{ days: TrainingDay[]; pattern: WeeklyPattern }> {
  const [rows, pattern] = await Promise.all([
    db
      .select()
      .from(trainingDays)
      .where(
        and(eq(trainingDays.userId, opts.userId), gte(trainingDays.date, opts.from), lte(trainingDays.date, opts.to)),
      )
      .orderBy(asc(trainingDays.date)),
    getPattern(db, opts),
  ]);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: TrainingDay[] = [];
  for (let date = opts.from; date <= opts.to; date = addDays(date, 1))
    days.push(resolveDay(date, byDate.get(date), pattern));
  return { days, pattern };
}

export async function getTraining(
  db: Db,
  opts: { userId: string; from: string; to: string },
): Promise<TrainingResponse> {
  checkDateWindow(opts.from);
  checkDateWindow(opts.to);
  const span = daysBetween(opts.from, opts.to) + 1;
  if (span < 1) throw badRequest('"from" must be on or before "to"');
  if (span > MAX_RANGE_DAYS) throw badRequest(`A range of at most ${MAX_RANGE_DAYS} days, please`);
  return resolveRange(db, opts);
}

export async function saveTrainingDay(
  db: Db,
  opts: { userId: string; date: string; day: TrainingDayInput },
): Promise<TrainingDay> {
  checkDateWindow(opts.date);
  const values = {
    load: opts.day.load,
    matchFormat: opts.day.matchFormat,
    startTime: opts.day.startTime,
    hot: opts.day.hot,
  };
  const [row] = await db
    .insert(trainingDays)
    .values({ userId: opts.userId, date: opts.date, ...values })
    .onConflictDoUpdate({
      target: [trainingDays.userId, trainingDays.date],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return setDay(row!);
}

/** Clears what was set for a date (the pattern, if any, applies again). Idempotent. */
export async function clearTrainingDay(db: Db, opts: { userId: string; date: string }): Promise<void> {
  await db.delete(trainingDays).where(and(eq(trainingDays.userId, opts.userId), eq(trainingDays.date, opts.date)));
}

export async function savePattern(db: Db, opts: { userId: string; pattern: WeeklyPattern }): Promise<WeeklyPattern> {
  const days = opts.pattern.days.map((d) => (d ? { load: d.load, hot: d.hot } : null));
  await db
    .insert(trainingPatterns)
    .values({ userId: opts.userId, days })
    .onConflictDoUpdate({ target: trainingPatterns.userId, set: { days, updatedAt: sql`now()` } });
  return { days };
}
