// The goals the daily summary measures against (issue 16): the day's personal targets when the
// server has them, otherwise SPEC §9's fixed goals exactly (plus the fluids goal the day brings).
// Guests have no day: fixed goals only, as SPEC says.
import { useMemo } from 'react';
import type { AthleteDay } from '../../../contracts/athlete';
import { useAthleteDay } from '../../api/athlete-day';
import { FIXED_GOALS, type Goals } from '../../lib/daily-goals';

export interface DayTargets {
  day: AthleteDay | null;
  goals: Goals;
  /** The sentence saying what personal targets follow; null with the fixed goals. */
  basis: string | null;
  fluidsMl: number;
}

export function targetsOf(day: AthleteDay | null): Omit<DayTargets, 'day'> {
  if (!day) return { goals: FIXED_GOALS, basis: null, fluidsMl: 0 };
  const goals: Goals = day.personal ? { ...day.goals } : { ...FIXED_GOALS, fluids: day.goals.fluids };
  return { goals, basis: day.personal ? day.basis : null, fluidsMl: day.fluids.totalMl };
}

export function useDayTargets(date: string, signedIn: boolean): DayTargets {
  const query = useAthleteDay(date, signedIn);
  const day = signedIn ? (query.data ?? null) : null;
  return useMemo(() => ({ day, ...targetsOf(day) }), [day]);
}
