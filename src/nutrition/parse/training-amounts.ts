// "5k run", "bowled 8 overs", "3 sets of 10 reps", "2 ghante": a number with a unit of training is
// talk about the session, never the amount of a food said after it.
import type { Token } from './tokenize';

/** Units of training, not of food: "5k run", "8 overs", "3 sets", "45 mins", "2 ghante". */
const TRAINING_UNITS = new Set([
  'k',
  'km',
  'kms',
  'kilometer',
  'kilometers',
  'kilometre',
  'kilometres',
  'mile',
  'miles',
  'min',
  'mins',
  'minute',
  'minutes',
  'hr',
  'hrs',
  'hour',
  'hours',
  'ghanta',
  'ghante',
  'kalak',
  'over',
  'overs',
  'rep',
  'reps',
  'set',
  'sets',
  'lap',
  'laps',
  'wicket',
  'wickets',
  'wkts',
  'runs',
  'balls',
  'steps',
  'pushups',
  'squats',
  'sprints',
  'rounds',
]);

/** Marks a number followed by a unit of training ("5k run", "bowled 8 overs"): never a food's amount. */
export function markTrainingAmounts(tokens: readonly Token[], used: Set<number>): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]?.kind !== 'num' || used.has(i)) continue;
    const next = tokens[i + 1];
    if (next?.kind === 'word' && TRAINING_UNITS.has(next.t)) {
      used.add(i);
      used.add(i + 1);
    }
  }
}
