// The day's log grouped by meal type (issue 17, decision 112): Breakfast, Lunch, Dinner, Snacks
// (snack, pre-workout and post-workout), each with its subtotal. Grouping is by meal: an entry
// whose meals are of several types shows under each of those types with only those meals, so a
// group's subtotal is exactly the meals it shows and the subtotals add up to the day's totals.
// Entries without meals yet (sending, processing, failed, cancelled) come first, ungrouped.
import type { Meal, MealType } from '../../../contracts/meal';
import type { MetricId } from '../../../contracts/preferences';
import type { EntryView } from './entry-view';
import { dayTotals } from './meal-metrics';

export const MEAL_GROUPS = [
  { id: 'breakfast', label: 'Breakfast', types: ['breakfast'] },
  { id: 'lunch', label: 'Lunch', types: ['lunch'] },
  { id: 'dinner', label: 'Dinner', types: ['dinner'] },
  { id: 'snacks', label: 'Snacks', types: ['snack', 'pre-workout', 'post-workout'] },
] as const satisfies readonly { id: string; label: string; types: readonly MealType[] }[];

export type MealGroupId = (typeof MEAL_GROUPS)[number]['id'];

export interface MealGroup {
  id: MealGroupId;
  label: string;
  /** The entries with meals of this group, each holding only those meals; newest first. */
  entries: EntryView[];
  totals: Record<MetricId, number>;
}

export function groupOf(meal: Pick<Meal, 'context'>): MealGroupId {
  const type = meal.context.meal_type;
  return MEAL_GROUPS.find((g) => (g.types as readonly string[]).includes(type))?.id ?? 'snacks';
}

export function groupEntries(entries: readonly EntryView[]): { ungrouped: EntryView[]; groups: MealGroup[] } {
  const ungrouped: EntryView[] = [];
  const byGroup = new Map<MealGroupId, EntryView[]>();
  for (const entry of entries) {
    if (entry.meals.length === 0) {
      ungrouped.push(entry);
      continue;
    }
    const mealsByGroup = new Map<MealGroupId, Meal[]>();
    for (const meal of entry.meals) {
      const id = groupOf(meal);
      mealsByGroup.set(id, [...(mealsByGroup.get(id) ?? []), meal]);
    }
    const split = mealsByGroup.size > 1;
    for (const [id, meals] of mealsByGroup) {
      // A split entry needs a key per group; the whole entry (job id, text) stays the same.
      const part = split ? { ...entry, key: `${entry.key}:${id}`, meals } : entry;
      byGroup.set(id, [...(byGroup.get(id) ?? []), part]);
    }
  }
  const groups = MEAL_GROUPS.flatMap((g) => {
    const list = byGroup.get(g.id);
    return list ? [{ id: g.id, label: g.label, entries: list, totals: dayTotals(list.flatMap((e) => e.meals)) }] : [];
  });
  return { ungrouped, groups };
}
