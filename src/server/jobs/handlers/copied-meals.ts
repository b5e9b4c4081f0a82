// A copy job ("log again", "copy to today": decision 112) carries its source's meals; they are
// written again on the job's day, eaten at the time the copy was asked for, instead of analysing
// the text, so the copy equals what was logged even after edits or a deletion of the source.
import { ZEntryCopy } from '../../../contracts/relog';
import type { AnalyzedMeal } from '../../../contracts/meal';

function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function copiedMeals(
  entry: { copyOf: unknown; date: string | null; timezone: string | null; createdAt: Date },
  defaultTimeZone: string,
): { ok: true; meals: AnalyzedMeal[] } | { ok: false; message: string } {
  const copy = ZEntryCopy.safeParse(entry.copyOf);
  if (!copy.success) return { ok: false, message: 'This copy could not be read. Please log the meal again.' };
  const date = entry.date ?? dayIn(entry.timezone ?? defaultTimeZone, entry.createdAt);
  return {
    ok: true,
    meals: copy.data.meals.map((meal) => ({
      ...meal,
      date,
      context: { ...meal.context, consumed_at: entry.createdAt.toISOString(), image_uploads: [] },
    })),
  };
}
