// Daily targets that follow training (issue #16): pure functions, sources cited in each file and
// in docs/decisions/108-athlete-targets.md.
export { CARB_G_PER_KG, MATCH_LOAD } from './carbohydrate';
export { dayTargets, type DayTargets, type DayTargetsInput } from './day-targets';
export { EFSA_WATER_ML, FIXED_GOALS, fixedGoals, type Goals } from './fixed-goals';
export { sweatRateMlPerHour, type MeasuredRate, type SweatTestNumbers } from './fluids';
export { lowIntakeNote, LOW_INTAKE_NOTE, type LoggedDay } from './low-intake';
export { matchTimeline } from './match-timeline';
export type { Athlete, Goal, Sex, TrainingOfDay } from './types';
export { drinkDensities, drinkMl } from './drinks';
