// Turns the date/time words and the meal type into the meal's `date` (the user's calendar
// day) and `context.consumed_at` (an instant), in the user's time zone.
import type { MealType } from '../../contracts/meal';
import type { PartOfDay, WhenInfo } from './when';
import { addDays, isoDateOf, wallTime, weekdayOf, zonedToInstant } from './zoned-time';

export interface WhenContext {
  /** The entry's day (YYYY-MM-DD) as chosen in the app; relative words count from it. */
  date?: string;
  timeZone: string;
  now: Date;
}

export interface Resolved {
  date: string;
  consumedAt: string;
  mealType: MealType;
}

// Typical clock times of Indian meals, used when only the meal type or the part of day is known.
// The types read from activity words ("post training", "after nets", "pre-match": the activities
// of meal-type.ts) have no typical hour: nets, matches and gym sessions happen at any time, so
// without a clock time or part of day they mean around when the entry was sent (see below).
const MEAL_TIME: Partial<Record<MealType, [number, number]>> = {
  breakfast: [8, 30],
  lunch: [13, 30],
  snack: [17, 0],
  dinner: [20, 30],
};
const PART_TIME: Record<PartOfDay, [number, number]> = {
  morning: [8, 30],
  afternoon: [14, 0],
  evening: [18, 30],
  night: [21, 0],
};
const PART_MEAL: Record<PartOfDay, MealType> = {
  morning: 'breakfast',
  afternoon: 'lunch',
  evening: 'snack',
  night: 'dinner',
};

/** Meal type from the clock: 4-11 breakfast, 11-16 lunch, 16-19 snack, 19-24 dinner, else snack. */
export function mealTypeFromHour(hour: number): MealType {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 16 && hour < 19) return 'snack';
  if (hour >= 19) return 'dinner';
  return 'snack';
}

export function resolveWhen(when: WhenInfo, explicitType: MealType | undefined, ctx: WhenContext): Resolved {
  const nowWall = wallTime(ctx.now, ctx.timeZone);
  const today = isoDateOf(nowWall);
  const base = ctx.date ?? today;
  let date = base;
  if (when.isoDate) date = when.isoDate;
  else if (when.dayOffset !== undefined) date = addDays(base, when.dayOffset);
  else if (when.weekday) {
    let back = (weekdayOf(base) - when.weekday.day + 7) % 7;
    if (back === 0 && when.weekday.strictlyPast) back = 7;
    date = addDays(base, -back);
  }

  let hour: number;
  let minute: number;
  if (when.time) {
    ({ hour, minute } = when.time);
    // "at 8" without am/pm: evening meals and evening words mean pm; 1-6 is pm anyway.
    const evening =
      explicitType === 'dinner' ||
      when.partOfDay === 'evening' ||
      when.partOfDay === 'night' ||
      explicitType === 'snack';
    if (!when.time.meridiem && hour >= 1 && hour < 12 && (hour <= 6 || (evening && hour >= 5))) hour += 12;
  } else if (explicitType && MEAL_TIME[explicitType]) [hour, minute] = MEAL_TIME[explicitType];
  else if (when.partOfDay) [hour, minute] = PART_TIME[when.partOfDay];
  // Now on today's entries; an activity word on another day keeps the clock of when it was sent.
  else if (date === today || explicitType) ({ hour, minute } = nowWall);
  else [hour, minute] = [13, 0];

  const mealType = explicitType ?? (when.partOfDay && !when.time ? PART_MEAL[when.partOfDay] : mealTypeFromHour(hour));
  return { date, consumedAt: zonedToInstant(date, hour, minute, ctx.timeZone).toISOString(), mealType };
}
