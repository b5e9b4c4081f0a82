// Phrases of food words that are never food (knowledge/language/idioms.csv): "team selection mein
// poori khichdi ho gayi" (a mess), "koi halwa nahi" (not easy), "makhan laga raha" (flattering),
// "meat of the bat", "highlights daal rahe" (posting), "coca cola cup". Their words are marked
// used before the foods are read, so they are neither food nor words left unexplained.
import type { Token } from './tokenize';

export function markIdioms(tokens: readonly Token[], used: Set<number>, idioms: readonly (readonly string[])[]): void {
  if (idioms.length === 0) return;
  const byFirst = new Map<string, (readonly string[])[]>();
  for (const p of idioms) {
    const first = p[0];
    if (first) byFirst.set(first, [...(byFirst.get(first) ?? []), p]);
  }
  for (let i = 0; i < tokens.length; i++) {
    const phrases = byFirst.get(tokens[i]?.t ?? '');
    if (!phrases || used.has(i)) continue;
    for (const phrase of phrases) {
      const fits = phrase.every((w, k) => tokens[i + k]?.kind === 'word' && tokens[i + k]?.t === w && !used.has(i + k));
      if (!fits) continue;
      for (let k = 0; k < phrase.length; k++) used.add(i + k);
      break;
    }
  }
}

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
