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
  'm',
  'mtr',
  'mtrs',
  'meter',
  'meters',
  'metre',
  'metres',
  'sec',
  'secs',
  'second',
  'seconds',
  'degree',
  'degrees',
  // o'clock: "4 mani" (Tamil, Malayalam), "4 baje", "4 gante ge" (Kannada)
  'mani',
  'manikku',
  'baje',
  'bajey',
  'bje',
  'gante',
  'ganta',
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
  'chakkar',
  'chakker',
  // "between the 2 sessions", "after 3 games" ("2 days ago" is a date: when.ts)
  'session',
  'sessions',
  'innings',
  'matches',
  'games',
  'drills',
  'catches',
]);

/** Words of money beside a number: "rs 250", "250 rupaye" (a price, not an amount). */
const PRICE_WORDS = new Set([
  'rs',
  'inr',
  'rupees',
  'rupee',
  'rupaye',
  'rupay',
  'rupiya',
  'rupiye',
  'taka',
  'tk',
  'lkr',
  'pkr',
  'bucks',
  'dollars',
  'usd',
  'aud',
  'gbp',
  'pounds',
]);

/** Weights from which a number is a lifted load or a body weight, never food: 20 kg, 45 lb. */
const HEAVY_FROM: Record<string, number> = {
  kg: 20,
  kgs: 20,
  kilo: 20,
  kilos: 20,
  kilogram: 20,
  kilograms: 20,
  lb: 45,
  lbs: 45,
};

/** Words numbered by the number after them: "meal 4 - …", "day 3", "session 2", "match 5", "gate 14". */
const NUMBERED = new Set([
  'meal',
  'day',
  'session',
  'match',
  'game',
  'innings',
  'week',
  'set',
  'round',
  'test',
  'odi',
  // places on a trip: "at gate 14", "room 512", "platform 3", "seat 23"
  'gate',
  'room',
  'platform',
  'seat',
  // and in a town: "sector 17 market", "phase 2", "block 4"
  'sector',
  'phase',
  'block',
  'terminal',
  'berth',
  'bay',
  'pier',
  'floor',
]);

/** Words beside "PB" that make it a personal best: "new PB", "squat PB", "PB today", "PB in the 2k". */
const PERSONAL_BEST_BEFORE = new Set([
  'new',
  'my',
  'personal',
  'jump',
  'squat',
  'deadlift',
  'bench',
  'lift',
  'time',
  'sprint',
  'run',
  'throw',
  'yoyo',
  'bronco',
  'test',
]);
const PERSONAL_BEST_AFTER = new Set(['today', 'again', 'aaj', 'yesterday', 'broken', 'hit']);

/** Marks a number followed by a unit of training ("5k run", "bowled 8 overs"): never a food's amount. */
export function markTrainingAmounts(
  tokens: readonly Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
): void {
  for (let i = 0; i < tokens.length; i++) {
    // "Bronco test 5:12 (PB!)": a personal best after a time or a score, not peanut butter
    // ("long jump PB today", "new PB": said with a time, an event or "new")
    if (
      (tokens[i]?.t === 'pb' || tokens[i]?.t === 'pr') &&
      (tokens[i - 1]?.kind === 'num' ||
        PERSONAL_BEST_BEFORE.has(tokens[i - 1]?.t ?? '') ||
        PERSONAL_BEST_AFTER.has(tokens[i + 1]?.t ?? ''))
    )
      used.add(i);
    // "meal 4 - 150 g chicken", "meal 2: …": the meal's number, not an amount ("after the match
    // 2 bananas" counts bananas)
    const after = tokens[i + 1]?.kind;
    const ends = after === undefined || after === 'dash' || after === 'colon' || after === 'sep';
    if (tokens[i]?.kind === 'num' && ends && tokens[i - 1]?.kind === 'word' && NUMBERED.has(tokens[i - 1]?.t ?? ''))
      used.add(i);
    if (tokens[i]?.kind !== 'num' || used.has(i)) continue;
    // "3x5", "4 x 10": sets of reps (a count of a food is said "x6" after it, one number)
    // ("idli 2x3", "2 x 3 rotis": beside a food it is a count of it)
    // (after a load it is the lifts': "deadlift 110 kilo 3x5 kela", Marathi "did")
    const afterLoad = HEAVY_FROM[tokens[i - 1]?.t ?? ''] !== undefined;
    const besideFood = !afterLoad && (isFoodName(tokens[i - 1]?.t ?? '') || isFoodName(tokens[i + 3]?.t ?? ''));
    if (tokens[i + 1]?.t === 'x' && tokens[i + 2]?.kind === 'num' && !besideFood) {
      for (const k of [i, i + 1, i + 2]) used.add(k);
      continue;
    }
    // "rs 250", "250 rupees", "250 rs ka": a price
    if (PRICE_WORDS.has(tokens[i - 1]?.t ?? '') || PRICE_WORDS.has(tokens[i + 1]?.t ?? '')) {
      used.add(i);
      continue;
    }
    const next = tokens[i + 1];
    // "squat @ 100kg", "weighed 72 kg today": a weight no one eats is a load or a body weight
    const heavy = HEAVY_FROM[next?.t ?? ''];
    if (heavy !== undefined && Number(tokens[i]?.t) >= heavy) {
      used.add(i);
      used.add(i + 1);
      continue;
    }
    // ("2 set dosa": the unit word begins a food's name)
    const names = next !== undefined && isFoodName(`${next.t} ${tokens[i + 2]?.t ?? ''}`);
    if (next?.kind === 'word' && TRAINING_UNITS.has(next.t) && !names) {
      used.add(i);
      used.add(i + 1);
    }
  }
}

/** "bowled 8 overs in the nets", "ran 5 km": a clause that counts training, never a food. */
export function countsTraining(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    const unit = tokens[i + 1]?.t ?? '';
    return t.kind === 'num' && tokens[i + 1]?.kind === 'word' && TRAINING_UNITS.has(unit) && !CLOCK_WORDS.has(unit);
  });
}
/** O'clock words among the units: "raat 9 baje" is a time, said in an edit to set it. */
const CLOCK_WORDS = new Set(['mani', 'manikku', 'baje', 'bajey', 'bje', 'gante', 'ganta']);
