// A calm note when the hard days of the last week were clearly under-fuelled.
//
// Mountjoy M et al. 2023 International Olympic Committee (IOC) consensus statement on Relative
// Energy Deficiency in Sport (REDs). Br J Sports Med 2023;57:1073-1097: low energy availability,
// most often from not eating enough on heavy training days, harms health and performance, and
// screening belongs with qualified people. So the app only notices a pattern in what was logged
// and suggests eating more and talking to a sports dietitian; it never names a condition.
//
// The rule: over the 7 days before the day shown, on days with a heavy, very heavy or match load
// and meals logged, energy under 70 % of the day's target on at least 3 of them. Days without
// meals say nothing (the user may simply not have logged), and today is left out (it is not over).
import type { TrainingLoad } from '../../contracts/athlete';

export const LOW_INTAKE_SHARE = 0.7;
export const LOW_INTAKE_DAYS = 3;
const HARD: readonly TrainingLoad[] = ['heavy', 'very-heavy', 'match'];

export interface LoggedDay {
  load: TrainingLoad;
  /** Energy logged that day, or null with no meals logged. */
  loggedKcal: number | null;
  targetKcal: number;
}

export const LOW_INTAKE_NOTE =
  'On several of your hard training and match days this week you logged a good deal less than your ' +
  'energy target. Hard days need more fuel: a bigger meal before or after the session, or snacks around ' +
  'it, can help. If eating enough on those days is difficult, a sports dietitian can help you plan it.';

export function lowIntakeNote(days: readonly LoggedDay[]): string | null {
  const low = days.filter(
    (d) => HARD.includes(d.load) && d.loggedKcal !== null && d.loggedKcal < LOW_INTAKE_SHARE * d.targetKcal,
  );
  return low.length >= LOW_INTAKE_DAYS ? LOW_INTAKE_NOTE : null;
}
