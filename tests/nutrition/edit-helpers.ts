// What the edit tests share: a meal logged on the real knowledge, an instruction applied to it (a
// refusal fails the test with the engine's own message), and the live components it ends with.
import { expect } from 'vitest';
import type { AnalyzedMeal, MealComponent } from '../../src/contracts/meal';
import { editEntry, editMeal } from '../../src/nutrition/edit';
import { combinationParts } from '../../src/nutrition/edit/combination';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

export const analyzer = currentAnalyzer();

export const meal = (text: string): AnalyzedMeal => {
  const m = analyzer.analyze(text, FIXED_CONTEXT).meals[0];
  if (!m) throw new Error(`no meal for ${text}`);
  return m;
};

/** The whole result of an edit that must apply (the meal, what the reply says was applied). */
export const editResult = (m: AnalyzedMeal, instruction: string) => {
  const r = editMeal(m, instruction, { analyzer, ...FIXED_CONTEXT });
  if (!r.ok) throw new Error(r.message);
  return r;
};

/** The meal after an edit that must apply. */
export const edited = (m: AnalyzedMeal, instruction: string): AnalyzedMeal => editResult(m, instruction).meal;

/** An edit of the first meal of an entry of several meals, the others beside it (it may be refused). */
export const entryEdit = (text: string, instruction: string) => {
  const [first, ...others] = analyzer.analyze(text, FIXED_CONTEXT).meals;
  if (!first) throw new Error(`no meal for ${text}`);
  return editEntry(first, others, instruction, { analyzer, ...FIXED_CONTEXT });
};

/** The whole entry before and after an edit of its first meal (the edit must apply). */
export function entryBeforeAfter(text: string, instruction: string) {
  const before = analyzer.analyze(text, FIXED_CONTEXT).meals;
  const r = entryEdit(text, instruction);
  if (!r.ok) throw new Error(r.message);
  const changed = new Map(r.others.map((o) => [o.index, o.meal]));
  const after = [
    r.meal,
    ...before.slice(1).flatMap((m, i) => {
      const next = changed.has(i) ? changed.get(i) : m;
      return next ? [next] : [];
    }),
  ];
  return { before, after };
}

/** An edit that may be refused, as the engine answers it. */
export const tryEdit = (m: AnalyzedMeal, instruction: string) =>
  editMeal(m, instruction, { analyzer, ...FIXED_CONTEXT });

export const live = (m: AnalyzedMeal, re: RegExp): MealComponent[] =>
  m.components.filter((c) => c.role !== 'removed' && re.test(c.name.toLowerCase()));
export const grams = (m: AnalyzedMeal, re: RegExp) => live(m, re).reduce((s, c) => s + c.grams, 0);
export const kcal = (m: AnalyzedMeal) => m.macros.calories_kcal;

/** Grams of the live components named, a combination (dal chawal) weighed by its parts as the bench does. */
export const partGrams = (m: AnalyzedMeal, re: RegExp) =>
  m.components
    .flatMap((c) => {
      const split = combinationParts(analyzer.knowledge, c);
      return split.length > 0 ? split : [c];
    })
    .filter((c) => c.role !== 'removed' && re.test(c.name.toLowerCase()))
    .reduce((s, c) => s + c.grams, 0);

/** The food named scaled by `factor` (by parts, as the bench weighs), and `other`, when given, unchanged. */
export function expectScaled(text: string, instruction: string, food: RegExp, factor: number, other?: RegExp): void {
  const before = meal(text);
  const after = edited(before, instruction);
  expect(partGrams(after, food)).toBeCloseTo(partGrams(before, food) * factor, 0);
  if (other) expect(partGrams(after, other)).toBeCloseTo(partGrams(before, other), 0);
}
