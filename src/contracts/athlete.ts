// The athlete's own data (issue #16): profile, body weight history, training calendar, sweat-rate
// tests, water logged without words, and the day's targets computed from them on the server.
// Every field a person types is validated here, at the edge, with a message a user can read.
import { z } from 'zod';
import { ZIsoDate } from './meal';
import { METRIC_IDS } from './preferences';

export const SPORTS = ['cricket', 'football', 'hockey', 'athletics', 'tennis', 'badminton', 'other'] as const;
export const CRICKET_ROLES = ['fast-bowler', 'spin-bowler', 'batter', 'wicket-keeper', 'all-rounder'] as const;
export const GOALS = ['maintain', 'gain-muscle', 'lose-fat'] as const;
export const SEXES = ['female', 'male'] as const;
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export const ZAthleteProfileInput = z.object({
  heightCm: z
    .number()
    .min(100, 'Height must be between 100 and 250 cm')
    .max(250, 'Height must be between 100 and 250 cm')
    .nullable(),
  sex: z.enum(SEXES).nullable(),
  sport: z.enum(SPORTS).nullable(),
  /** One of CRICKET_ROLES for cricket; free text (up to 40 characters) for another sport. */
  role: z.string().trim().max(40, 'Role is at most 40 characters').nullable(),
  goal: z.enum(GOALS).default('maintain'),
  /** IANA zone, e.g. "Asia/Kolkata"; the server refuses a zone it does not know. */
  timeZone: z.string().min(1).max(64).nullable(),
  units: z.enum(UNIT_SYSTEMS).default('metric'),
});
export type AthleteProfileInput = z.infer<typeof ZAthleteProfileInput>;

export const ZAthleteProfile = ZAthleteProfileInput.extend({
  /** The latest body weight, or null without one (then SPEC's fixed goals apply). */
  weightKg: z.number().nullable(),
  updatedAt: z.string(),
});
export type AthleteProfile = z.infer<typeof ZAthleteProfile>;

export const WEIGHT_MIN_KG = 25;
export const WEIGHT_MAX_KG = 250;
export const ZWeightInput = z.object({
  date: ZIsoDate,
  kg: z
    .number()
    .min(WEIGHT_MIN_KG, `Weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`)
    .max(WEIGHT_MAX_KG, `Weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`),
});
export const ZWeightEntry = ZWeightInput;
export type WeightEntry = z.infer<typeof ZWeightEntry>;

/** GET /api/athlete/profile: profile null until the user saves one; weights newest first (up to 60). */
export const ZAthleteProfileResponse = z.object({
  profile: ZAthleteProfile.nullable(),
  weights: z.array(ZWeightEntry),
});
export type AthleteProfileResponse = z.infer<typeof ZAthleteProfileResponse>;

export const TRAINING_LOADS = ['rest', 'light', 'moderate', 'heavy', 'very-heavy', 'match'] as const;
export type TrainingLoad = (typeof TRAINING_LOADS)[number];
export const MATCH_FORMATS = ['t20', 'one-day', 'multi-day'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];

/** A day's training as the user sets it. A match needs its format; startTime is "HH:MM" local. */
export const ZTrainingDayInput = z
  .object({
    load: z.enum(TRAINING_LOADS),
    matchFormat: z.enum(MATCH_FORMATS).nullable().default(null),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM')
      .nullable()
      .default(null),
    hot: z.boolean().default(false),
  })
  .refine((d) => d.load !== 'match' || d.matchFormat !== null, {
    message: 'A match needs its format',
    path: ['matchFormat'],
  })
  .refine((d) => d.load === 'match' || d.matchFormat === null, {
    message: 'Only a match has a format',
    path: ['matchFormat'],
  });
export type TrainingDayInput = z.infer<typeof ZTrainingDayInput>;

export const ZTrainingDay = z.object({
  date: ZIsoDate,
  load: z.enum(TRAINING_LOADS),
  matchFormat: z.enum(MATCH_FORMATS).nullable(),
  startTime: z.string().nullable(),
  hot: z.boolean(),
  /** 'set' for this date, 'pattern' from the weekly pattern, 'none' when neither says (rest assumed). */
  source: z.enum(['set', 'pattern', 'none']),
});
export type TrainingDay = z.infer<typeof ZTrainingDay>;

/** The repeating week: index 0 is Monday ... 6 Sunday; a null day follows no pattern. Matches are set per date. */
export const ZWeeklyPattern = z.object({
  days: z
    .array(z.object({ load: z.enum(TRAINING_LOADS).exclude(['match']), hot: z.boolean().default(false) }).nullable())
    .length(7, 'A week has 7 days'),
});
export type WeeklyPattern = z.infer<typeof ZWeeklyPattern>;

/** GET /api/athlete/training?from=&to= (at most 62 days): every day of the range, and the pattern. */
export const ZTrainingResponse = z.object({ days: z.array(ZTrainingDay), pattern: ZWeeklyPattern });
export type TrainingResponse = z.infer<typeof ZTrainingResponse>;

/** A sweat-rate test: weigh before and after a session, note what was drunk (and any urine). */
export const ZSweatTestInput = z
  .object({
    date: ZIsoDate,
    weightBeforeKg: z.number().min(WEIGHT_MIN_KG).max(WEIGHT_MAX_KG),
    weightAfterKg: z.number().min(WEIGHT_MIN_KG).max(WEIGHT_MAX_KG),
    fluidDrunkMl: z.number().int().min(0).max(10_000),
    urineMl: z.number().int().min(0).max(3_000).default(0),
    durationMin: z.number().int().min(15, 'A session of at least 15 minutes').max(600),
    hot: z.boolean().default(false),
  })
  .refine((t) => Math.abs(t.weightBeforeKg - t.weightAfterKg) <= t.weightBeforeKg * 0.06, {
    message: 'Weight before and after differ by more than 6 %: check the numbers',
    path: ['weightAfterKg'],
  });
export type SweatTestInput = z.infer<typeof ZSweatTestInput>;

export const ZSweatTest = z.object({
  id: z.string(),
  date: ZIsoDate,
  weightBeforeKg: z.number(),
  weightAfterKg: z.number(),
  fluidDrunkMl: z.number(),
  urineMl: z.number(),
  durationMin: z.number(),
  hot: z.boolean(),
  /** (before − after) × 1000 + drunk − urine, per hour; refused when not between 0.1 and 4 L/h. */
  sweatRateMlPerHour: z.number(),
  createdAt: z.string(),
});
export type SweatTest = z.infer<typeof ZSweatTest>;

/** Water (or any plain drink) added with a button, without words. */
export const ZFluidLogInput = z.object({
  date: ZIsoDate,
  ml: z.number().int().min(10, 'At least 10 ml').max(3000, 'At most 3000 ml at once'),
  /** When it was drunk; defaults to now on the server. */
  at: z.string().datetime({ offset: true }).optional(),
});
export type FluidLogInput = z.infer<typeof ZFluidLogInput>;
export const ZFluidLog = z.object({ id: z.string(), date: ZIsoDate, ml: z.number(), at: z.string() });
export type FluidLog = z.infer<typeof ZFluidLog>;

/** Every metric of the Daily Summary has a goal on every day (preferences' metric ids, fluids included). */
export const TARGET_METRICS = METRIC_IDS;
export type TargetMetric = (typeof TARGET_METRICS)[number];

export const ZTimelineItem = z.object({
  /** Local "HH:MM" (or null for "during play"). */
  at: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
});
export type TimelineItem = z.infer<typeof ZTimelineItem>;

/**
 * GET /api/athlete/day?date=YYYY-MM-DD: the day's goals and how far the day has got.
 * `personal` false means SPEC §9's fixed goals (no body weight yet). Units: kcal, g, mg, ml.
 */
export const ZAthleteDay = z.object({
  date: ZIsoDate,
  personal: z.boolean(),
  training: ZTrainingDay,
  goals: z.record(z.enum(TARGET_METRICS), z.number()),
  /** The cited ranges behind carbs and protein (g), for the explanation. */
  ranges: z.object({ carbs: z.tuple([z.number(), z.number()]), protein: z.tuple([z.number(), z.number()]) }).nullable(),
  /** A sentence saying what the goals follow, e.g. "Targets for a 75 kg fast bowler on a T20 match day". */
  basis: z.string(),
  fluids: z.object({
    waterMl: z.number(),
    /** Drinks logged in words (lassi, chai, juice ...), from the engine's millilitres. */
    drinksMl: z.number(),
    totalMl: z.number(),
    logs: z.array(ZFluidLog),
  }),
  /** A match day's timeline with this athlete's numbers; null on other days. */
  timeline: z.array(ZTimelineItem).nullable(),
  /** Set when the last 7 days' intake was far below target on heavy days (calm wording, never a diagnosis). */
  lowIntakeNote: z.string().nullable(),
});
export type AthleteDay = z.infer<typeof ZAthleteDay>;
