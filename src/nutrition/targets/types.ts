import type { GOALS, MatchFormat, SEXES, TrainingLoad } from '../../contracts/athlete';

export type Goal = (typeof GOALS)[number];
export type Sex = (typeof SEXES)[number];

/** A day's training as the targets need it (the contract's TrainingDay without where it came from). */
export interface TrainingOfDay {
  load: TrainingLoad;
  matchFormat: MatchFormat | null;
  /** "HH:MM" local, or null. */
  startTime: string | null;
  hot: boolean;
}

export interface Athlete {
  /** The latest body weight; null means SPEC's fixed goals. */
  weightKg: number | null;
  sex: Sex | null;
  goal: Goal;
  sport: string | null;
  role: string | null;
}
