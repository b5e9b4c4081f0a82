// The day's goals for one athlete: SPEC §9's fixed goals without a body weight, otherwise targets
// computed from the weight, the goal and the day's training (sources in the files this combines
// and in docs/decisions/108-athlete-targets.md).
import type { CRICKET_ROLES, TimelineItem } from '../../contracts/athlete';
import { carbGPerKg, type Range } from './carbohydrate';
import { FIXED_GOALS, fixedGoals, type Goals } from './fixed-goals';
import { fluidsAndSodium, sweatRateForDay, type MeasuredRate } from './fluids';
import { matchTimeline } from './match-timeline';
import {
  energyFromMacros,
  KCAL_PER_G,
  MIN_FAT_SHARE,
  PROTEIN_G_PER_KG,
  PROTEIN_PER_MEAL_G_PER_KG,
  PROTEIN_RANGE_G_PER_KG,
} from './protein-and-energy';
import type { Athlete, TrainingOfDay } from './types';

export interface DayTargets {
  personal: boolean;
  goals: Goals;
  /** Carbohydrate and protein ranges in g for this athlete; null with fixed goals. */
  ranges: { carbs: [number, number]; protein: [number, number] } | null;
  basis: string;
  timeline: TimelineItem[] | null;
  /** Protein per meal, g (about 0.3 g/kg); null with fixed goals. */
  proteinPerMealG: number | null;
  /** The sweat rate the fluids assume, ml/h; null with fixed goals. */
  sweatRateMlPerHour: number | null;
}

export interface DayTargetsInput {
  athlete: Athlete;
  day: TrainingOfDay;
  /** Tomorrow's training: the day before a match is fuelled at the high end. */
  nextDay: Pick<TrainingOfDay, 'load'> | null;
  /** The latest sweat test's rate, if any. */
  measured: MeasuredRate | null;
}

const DAY_NAME = {
  rest: 'a rest day',
  light: 'a light or skill day',
  moderate: 'a moderate training day',
  heavy: 'a heavy training day',
  'very-heavy': 'a very heavy training day',
} as const;
const MATCH_NAME = { t20: 'a T20 match day', 'one-day': 'a one-day match day', 'multi-day': 'a multi-day match day' };

function dayName(day: TrainingOfDay): string {
  return day.load === 'match' ? MATCH_NAME[day.matchFormat ?? 't20'] : DAY_NAME[day.load];
}

type CricketRole = (typeof CRICKET_ROLES)[number];
const CRICKET_ROLE_NAME: Record<CricketRole, string> = {
  'fast-bowler': 'fast bowler',
  'spin-bowler': 'spin bowler',
  batter: 'batter',
  'wicket-keeper': 'wicket-keeper',
  'all-rounder': 'all-rounder',
};

function who(athlete: Athlete): string {
  const role = athlete.role?.trim();
  if (role && Object.hasOwn(CRICKET_ROLE_NAME, role)) return CRICKET_ROLE_NAME[role as CricketRole];
  if (role) return role;
  if (athlete.sport === 'cricket') return 'cricketer';
  return 'athlete';
}

const kgText = (kg: number) => String(Math.round(kg * 10) / 10);
const article = (kg: number) => (/^8\d(\.|$)/.test(kgText(kg)) ? 'an' : 'a');
const round = (x: number, step: number) => Math.round(x / step) * step;

export function dayTargets(input: DayTargetsInput): DayTargets {
  const { athlete, day } = input;
  const kg = athlete.weightKg;
  if (kg === null)
    return {
      personal: false,
      goals: fixedGoals(athlete.sex),
      ranges: null,
      basis: 'Standard daily goals. Add your body weight on your profile for targets that follow your training.',
      timeline: null,
      proteinPerMealG: null,
      sweatRateMlPerHour: null,
    };

  const beforeMatch = day.load !== 'match' && input.nextDay?.load === 'match';
  const carbs = carbGPerKg({ day, beforeMatch, losingFat: athlete.goal === 'lose-fat' });
  const carbsG = carbs.target * kg;
  const proteinG = PROTEIN_G_PER_KG[athlete.goal] * kg;
  const energy = energyFromMacros({ carbsG, proteinG, goal: athlete.goal });
  const sweatRate = sweatRateForDay({ role: athlete.role, hot: day.hot, measured: input.measured });
  const fluids = fluidsAndSodium({
    weightKg: kg,
    day,
    sweatRateMlPerHour: sweatRate,
    baseSodiumMg: FIXED_GOALS.sodium,
  });

  const calories = round(energy.kcal, 10);
  const goals: Goals = {
    ...FIXED_GOALS,
    calories,
    carbs: Math.round(carbsG),
    protein: Math.round(proteinG),
    // Rounding never takes fat under 20 % of the rounded energy (ACSM 2016's floor).
    fat: Math.max(Math.round(energy.fatG), Math.ceil((MIN_FAT_SHARE * calories) / KCAL_PER_G.fat)),
    sodium: round(fluids.sodiumMg, 50),
    fluids: round(fluids.fluidsMl, 50),
  };
  const range = (r: Range | readonly [number, number]): [number, number] => [
    Math.round(r[0] * kg),
    Math.round(r[1] * kg),
  ];
  const basis =
    `Targets for ${article(kg)} ${kgText(kg)} kg ${who(athlete)} on ${dayName(day)}` +
    (beforeMatch ? ', the day before a match' : '') +
    (day.hot && day.load !== 'rest' ? ', in hot conditions' : '');
  return {
    personal: true,
    goals,
    ranges: { carbs: range(carbs.range), protein: range(PROTEIN_RANGE_G_PER_KG) },
    basis,
    timeline:
      day.load === 'match' && day.matchFormat
        ? matchTimeline({
            weightKg: kg,
            format: day.matchFormat,
            startTime: day.startTime,
            sweatRateMlPerHour: sweatRate,
            measuredRate: input.measured !== null,
          })
        : null,
    proteinPerMealG: Math.round(PROTEIN_PER_MEAL_G_PER_KG * kg),
    sweatRateMlPerHour: Math.round(sweatRate),
  };
}
