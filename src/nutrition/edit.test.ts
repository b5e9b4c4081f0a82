import { describe, expect, it } from 'vitest';
import type { AnalyzedMeal } from '../contracts/meal';
import { createAnalyzer } from './analyze';
import { editMeal } from './edit';
import { fixtureKnowledge } from './test-knowledge';

const analyzer = createAnalyzer(fixtureKnowledge());
const ctx = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T04:30:00Z'), analyzer };
const one = (text: string): AnalyzedMeal => {
  const r = analyzer.analyze(text, ctx);
  if (!r.ok || !r.meals[0]) throw new Error('no meal');
  return r.meals[0];
};
const edit = (meal: AnalyzedMeal, instructions: string) => {
  const r = editMeal(meal, instructions, ctx);
  if (!r.ok) throw new Error(r.message);
  return r.meal;
};

describe('editMeal', () => {
  it('scales: double, half, make it 3 rotis', () => {
    const roti = one('2 rotis');
    expect(edit(roti, 'double the portion').macros.calories_kcal).toBe(roti.macros.calories_kcal * 2);
    expect(edit(roti, 'half').components[0]?.grams).toBe(40);
    const three = edit(roti, 'make it 3 rotis');
    expect(three.components[0]).toMatchObject({ quantity: 3, grams: 120 });
    expect(three.serving.servings).toBe(3);
  });

  it('adds: a tbsp of olive oil, with ghee', () => {
    const dal = one('1 katori dal');
    const oiled = edit(dal, 'add a tbsp of olive oil');
    expect(oiled.components.find((c) => c.food_id === 'food:olive-oil')).toMatchObject({ role: 'added', grams: 13.6 });
    expect(oiled.macros.fat_g).toBeCloseTo(dal.macros.fat_g + 13.6, 1);
    expect(edit(dal, 'with ghee').components.some((c) => c.food_id === 'ifct:T013')).toBe(true);
  });

  it('removes: no sugar from the recipe, or an added component by name', () => {
    const chai = one('1 cup chai');
    const fika = edit(chai, 'no sugar');
    expect(fika.components.some((c) => c.role === 'removed' && c.food_id === 'food:sugar')).toBe(true);
    expect(fika.macros.sugar_g).toBeLessThan(chai.macros.sugar_g);
    const withRaita = edit(one('1 katori dal'), 'add raita');
    expect(edit(withRaita, 'remove the raita').components.map((c) => c.food_id)).toEqual(['dish:dal']);
  });

  it('replaces: brown rice instead of white keeps the portion', () => {
    const rice = one('1 katori rice');
    const brown = edit(rice, 'brown rice instead of white');
    expect(brown.components[0]).toMatchObject({ food_id: 'dish:brown-rice', quantity: 1, unit: 'katori' });
    expect(brown.title).toBe('Brown rice, cooked');
  });

  it('changes time, date and meal type', () => {
    const roti = one('2 rotis for lunch');
    expect(edit(roti, 'it was dinner').context.meal_type).toBe('dinner');
    const y = edit(roti, 'change to yesterday');
    expect(y.date).toBe('2026-11-21');
    expect(y.context.meal_type).toBe('lunch');
    expect(new Date(y.context.consumed_at).getTime()).toBe(new Date(roti.context.consumed_at).getTime() - 86_400_000);
  });

  it('keeps extra fields of a stored meal (id) and explains what it did', () => {
    const stored = { ...one('2 rotis'), id: 'meal_1', source_job_id: 'job_1' };
    const r = editMeal(stored, 'double', ctx);
    expect(r.ok && r.meal.id).toBe('meal_1');
    expect(r.ok && r.meal.description).toContain('edited: double');
  });

  it('fails clearly on blank, unknown or impossible instructions', () => {
    const roti = one('2 rotis');
    expect(editMeal(roti, '  ', ctx)).toMatchObject({ ok: false });
    expect(editMeal(roti, 'sing a song', ctx)).toMatchObject({ ok: false });
    expect(editMeal(roti, 'remove the roti', ctx)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Delete the meal'),
    });
    expect(editMeal(roti, 'no sugar', ctx)).toMatchObject({
      ok: false,
      message: expect.stringContaining('nothing to remove'),
    });
    expect(editMeal({ ...roti, components: [] }, 'double', ctx)).toMatchObject({ ok: false });
  });
});
