// What the pure targets module needs from the athlete's rows, built in one place so that
// /api/athlete/day and /api/trends give a day the same goals.
import type { SweatTest } from '../../../contracts/athlete';
import type { Athlete, MeasuredRate } from '../../../nutrition/targets/index';
import type { athleteProfiles } from '../../db/schema';

type ProfileRow = typeof athleteProfiles.$inferSelect;

export function athleteOf(profile: ProfileRow | null, weightKg: number | null): Athlete {
  return {
    weightKg,
    sex: (profile?.sex ?? null) as Athlete['sex'],
    goal: (profile?.goal ?? 'maintain') as Athlete['goal'],
    sport: profile?.sport ?? null,
    role: profile?.role ?? null,
  };
}

export const measuredOf = (sweat: SweatTest | null): MeasuredRate | null =>
  sweat ? { mlPerHour: sweat.sweatRateMlPerHour, hot: sweat.hot } : null;
