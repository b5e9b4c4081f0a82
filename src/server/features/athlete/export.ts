// The athlete's rows for the account export (GET /api/account/export), handed to the account
// feature by app.ts so the two features stay apart.
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '../../../contracts/account';
import type { Db } from '../../db/client';
import {
  athleteProfiles,
  athleteWeights,
  fluidLogs,
  sweatTests,
  trainingDays,
  trainingPatterns,
} from '../../db/schema';

/** A row with its dates as ISO strings. */
const plain = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

export async function exportAthleteData(db: Db, opts: { userId: string }): Promise<AccountExport['athlete']> {
  const { userId } = opts;
  const [profile, weights, days, pattern, tests, fluids] = await Promise.all([
    db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, userId)),
    db.select().from(athleteWeights).where(eq(athleteWeights.userId, userId)).orderBy(asc(athleteWeights.date)),
    db.select().from(trainingDays).where(eq(trainingDays.userId, userId)).orderBy(asc(trainingDays.date)),
    db.select().from(trainingPatterns).where(eq(trainingPatterns.userId, userId)),
    db.select().from(sweatTests).where(eq(sweatTests.userId, userId)).orderBy(asc(sweatTests.date)),
    db.select().from(fluidLogs).where(eq(fluidLogs.userId, userId)).orderBy(asc(fluidLogs.at)),
  ]);
  return {
    profile: profile[0] ? plain(profile[0]) : null,
    weights: weights.map(plain),
    trainingDays: days.map(plain),
    trainingPattern: pattern[0] ? plain(pattern[0]) : null,
    sweatTests: tests.map(plain),
    fluidLogs: fluids.map(plain),
  };
}
