import { describe, expect, it } from 'vitest';
import type { Meal, MealType } from '../../../contracts/meal';
import type { EntryView } from './entry-view';
import { groupEntries } from './group-entries';

const meal = (id: string, type: MealType, kcal: number) =>
  ({
    id,
    context: { meal_type: type, consumed_at: '', image_uploads: [] },
    macros: { calories_kcal: kcal, protein_g: 1, carbs_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 },
    lipids_detail: { saturated_g: 0, cholesterol_mg: 0 },
  }) as unknown as Meal;
const entry = (key: string, meals: Meal[], status = 'completed') =>
  ({ key, jobId: key, message: key, status, meals }) as EntryView;

describe('groupEntries', () => {
  it('groups by meal type in the order of the day, hides empty groups and keeps entries newest first', () => {
    const { ungrouped, groups } = groupEntries([
      entry('dinner', [meal('d', 'dinner', 700)]),
      entry('shake', [meal('s', 'post-workout', 250)]),
      entry('eggs', [meal('e', 'breakfast', 300)]),
      entry('toast', [meal('t', 'breakfast', 150)]),
    ]);
    expect(ungrouped).toEqual([]);
    expect(groups.map((g) => [g.label, g.entries.map((e) => e.key), g.totals.calories])).toEqual([
      ['Breakfast', ['eggs', 'toast'], 450],
      ['Dinner', ['dinner'], 700],
      ['Snacks', ['shake'], 250],
    ]);
  });

  it('splits an entry with meals of several types, so each subtotal is exactly the meals shown', () => {
    const { groups } = groupEntries([entry('mixed', [meal('a', 'breakfast', 300), meal('b', 'lunch', 500)])]);
    expect(groups.map((g) => [g.label, g.entries[0]?.key, g.entries[0]?.jobId, g.totals.calories])).toEqual([
      ['Breakfast', 'mixed:breakfast', 'mixed', 300],
      ['Lunch', 'mixed:lunch', 'mixed', 500],
    ]);
  });

  it('puts entries without meals (in progress, failed) first, outside the groups', () => {
    const { ungrouped, groups } = groupEntries([entry('sending', [], 'queued'), entry('x', [meal('m', 'snack', 90)])]);
    expect(ungrouped.map((e) => e.key)).toEqual(['sending']);
    expect(groups.map((g) => g.label)).toEqual(['Snacks']);
  });
});
