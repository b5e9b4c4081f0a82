// Words for the training calendar (issue 16), shared by the day's control and the week planner.
import type { MatchFormat, TrainingDay, TrainingLoad } from '../../../contracts/athlete';
import { LOAD_LABELS } from '../../lib/trend-format';

export { LOAD_LABELS };

/** What each load means, from the scale (so a choice is not a guess). */
export const LOAD_HINTS: Record<TrainingLoad, string> = {
  rest: 'No training',
  light: 'Skills, nets, a light session',
  moderate: 'About an hour of training',
  heavy: '1 to 3 hours, a long bowling spell',
  'very-heavy': 'More than 4 hours',
  match: 'A match: T20, one-day or multi-day',
};

export const FORMAT_LABELS: Record<MatchFormat, string> = {
  t20: 'T20',
  'one-day': 'One-day',
  'multi-day': 'Multi-day',
};

/** "Match · T20 · 14:00 · hot", "Heavy", "Rest". */
export function describeTraining(t: Pick<TrainingDay, 'load' | 'matchFormat' | 'startTime' | 'hot'>): string {
  const parts = [LOAD_LABELS[t.load]];
  if (t.load === 'match' && t.matchFormat) parts.push(FORMAT_LABELS[t.matchFormat]);
  if (t.load === 'match' && t.startTime) parts.push(t.startTime);
  if (t.hot) parts.push('hot');
  return parts.join(' · ');
}
