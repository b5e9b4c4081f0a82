// The athlete's profile (one row) and body weight history (one weight per date).
import { and, desc, eq, lte, asc, sql } from 'drizzle-orm';
import {
  CRICKET_ROLES,
  type AthleteProfile,
  type AthleteProfileInput,
  type AthleteProfileResponse,
  type WeightEntry,
} from '../../../contracts/athlete';
import type { Db } from '../../db/client';
import { athleteProfiles, athleteWeights } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { checkDateWindow } from './dates';

const WEIGHTS_SHOWN = 60;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type ProfileRow = typeof athleteProfiles.$inferSelect;

function toProfile(row: ProfileRow, weightKg: number | null): AthleteProfile {
  return {
    heightCm: row.heightCm,
    sex: row.sex as AthleteProfile['sex'],
    sport: row.sport as AthleteProfile['sport'],
    role: row.role,
    goal: row.goal as AthleteProfile['goal'],
    timeZone: row.timeZone,
    units: row.units as AthleteProfile['units'],
    weightKg,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The weight that applies on a date: the latest on or before it, else the earliest one saved. */
export async function weightOn(db: Db, opts: { userId: string; date?: string }): Promise<number | null> {
  const mine = eq(athleteWeights.userId, opts.userId);
  const [before] = await db
    .select({ kg: athleteWeights.kg })
    .from(athleteWeights)
    .where(opts.date ? and(mine, lte(athleteWeights.date, opts.date)) : mine)
    .orderBy(desc(athleteWeights.date))
    .limit(1);
  if (before) return before.kg;
  const [first] = await db
    .select({ kg: athleteWeights.kg })
    .from(athleteWeights)
    .where(mine)
    .orderBy(asc(athleteWeights.date))
    .limit(1);
  return first?.kg ?? null;
}

export async function getProfileRow(db: Db, opts: { userId: string }): Promise<ProfileRow | null> {
  const [row] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, opts.userId));
  return row ?? null;
}

export async function getProfile(db: Db, opts: { userId: string }): Promise<AthleteProfileResponse> {
  const [row, weights] = await Promise.all([
    getProfileRow(db, opts),
    db
      .select({ date: athleteWeights.date, kg: athleteWeights.kg })
      .from(athleteWeights)
      .where(eq(athleteWeights.userId, opts.userId))
      .orderBy(desc(athleteWeights.date))
      .limit(WEIGHTS_SHOWN),
  ]);
  return { profile: row ? toProfile(row, weights[0]?.kg ?? null) : null, weights };
}

export async function saveProfile(
  db: Db,
  opts: { userId: string; profile: AthleteProfileInput },
): Promise<AthleteProfile> {
  const p = opts.profile;
  if (p.timeZone !== null && !isKnownTimeZone(p.timeZone))
    throw badRequest(`Unknown time zone "${p.timeZone}": use a zone such as Asia/Kolkata or Europe/London`);
  const role = p.role === '' ? null : p.role;
  if (p.sport === 'cricket' && role !== null && !(CRICKET_ROLES as readonly string[]).includes(role))
    throw badRequest(`A cricketer's role is one of ${CRICKET_ROLES.join(', ')}`);
  const values = {
    heightCm: p.heightCm,
    sex: p.sex,
    sport: p.sport,
    role,
    goal: p.goal,
    timeZone: p.timeZone,
    units: p.units,
  };
  const [row] = await db
    .insert(athleteProfiles)
    .values({ userId: opts.userId, ...values })
    .onConflictDoUpdate({ target: athleteProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toProfile(row!, await weightOn(db, { userId: opts.userId }));
}

export async function saveWeight(db: Db, opts: { userId: string; weight: WeightEntry }): Promise<WeightEntry> {
  const { date, kg } = opts.weight;
  checkDateWindow(date);
  await db
    .insert(athleteWeights)
    .values({ userId: opts.userId, date, kg })
    .onConflictDoUpdate({ target: [athleteWeights.userId, athleteWeights.date], set: { kg, updatedAt: sql`now()` } });
  return { date, kg };
}

export async function deleteWeight(db: Db, opts: { userId: string; date: string }): Promise<void> {
  const gone = await db
    .delete(athleteWeights)
    .where(and(eq(athleteWeights.userId, opts.userId), eq(athleteWeights.date, opts.date)))
    .returning({ date: athleteWeights.date });
  if (gone.length === 0) throw notFound('No weight saved for that date');
}
