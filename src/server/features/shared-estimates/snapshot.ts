// Turns a completed entry's meals into the public snapshot. Only what the SPEC shape shows
// leaves the account: no ids, dates, times, micros or the raw message.
import type { SharedEstimateMeal } from '../../../contracts/shared-estimate';
import type { chatJobs, meals } from '../../db/schema';

type MealRow = typeof meals.$inferSelect;
type JobRow = typeof chatJobs.$inferSelect;

const round1 = (v: number) => Math.round(v * 10) / 10;

export function snapshotMeals(rows: MealRow[]): SharedEstimateMeal[] {
  return rows.map((m) => ({
    title: m.title,
    description: m.description,
    serving: {
      serving_size_g: round1(m.servingSizeG),
      servings: Math.round(m.servings * 100) / 100,
      household_unit: m.householdUnit,
    },
    macros: {
      calories_kcal: round1(m.caloriesKcal),
      protein_g: round1(m.proteinG),
      carbs_g: round1(m.carbsG),
      fat_g: round1(m.fatG),
    },
  }));
}

/** Analysis notes: what was estimated and what was left out, so a viewer can judge the numbers. */
export function snapshotNotes(job: JobRow, rows: MealRow[]): string | null {
  const notes: string[] = [];
  if (rows.some((m) => m.estimated)) notes.push('Some values are AI estimates for foods outside the food database.');
  for (const u of job.unmatched) notes.push(`Not counted: “${u.text}” (${u.reason}).`);
  return notes.length > 0 ? notes.join(' ') : null;
}
