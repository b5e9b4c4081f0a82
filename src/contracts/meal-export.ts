// Meals of a date range as a file (issue 17, item 4): GET /api/export/meals.csv and
// /api/export/meals.json, both with ?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive).
import { z } from 'zod';
import { isCalendarDate, ZIsoDate, ZMeal } from './meal';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The last day a range starting on `from` may end: two calendar years and a day later. */
export function exportRangeLimit(from: string): string {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 2);
  limit.setUTCDate(limit.getUTCDate() + 1);
  return limit.toISOString().slice(0, 10);
}

/** Why a range cannot be exported, in words for the user; null when it can. */
export function exportRangeError(from: string, to: string): string | null {
  if (!isCalendarDate(from)) return 'The start date is not a real date.';
  if (!isCalendarDate(to)) return 'The end date is not a real date.';
  if (dayNumber(to) < dayNumber(from)) return 'The end date is before the start date.';
  if (dayNumber(to) > dayNumber(exportRangeLimit(from))) return 'Choose at most two years at a time.';
  return null;
}

// A missing date is named (the error handler puts the field before a lower-case message).
const ZRangeDate = z.string({ error: 'is required (YYYY-MM-DD)' }).pipe(ZIsoDate);

export const ZMealExportQuery = z.object({ from: ZRangeDate, to: ZRangeDate }).superRefine(({ from, to }, ctx) => {
  const error = exportRangeError(from, to);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});
export type MealExportQuery = z.infer<typeof ZMealExportQuery>;

/** A meal as the JSON export carries it: the contract's meal plus the words of its log entry. */
export const ZExportedMeal = ZMeal.extend({ original_text: z.string().nullable() });
export type ExportedMeal = z.infer<typeof ZExportedMeal>;

export const ZMealExport = z.object({ from: ZIsoDate, to: ZIsoDate, meals: z.array(ZExportedMeal) });
export type MealExport = z.infer<typeof ZMealExport>;

export const mealExportPath = (format: 'csv' | 'json', range: MealExportQuery) =>
  `/api/export/meals.${format}?from=${range.from}&to=${range.to}`;
