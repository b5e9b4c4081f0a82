// Classes of meal sentences from issue 15, each checked on several sentences of its kind (not on
// the benchmark's own texts): the structure is read from the words and the knowledge attributes,
// so every sentence of the class must come out the same way.
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const kcal = (text: string): number => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const close = (a: number, b: number, tolerance = 0.03) => Math.abs(a - b) <= tolerance * Math.max(a, b, 1);

describe('a header with several words names the meal, not foods of its own', () => {
  it.each([
    ['chicken and rice: 200 g grilled chicken breast, 1 cup rice', '200 g grilled chicken breast, 1 cup rice'],
    ['eggs and toast - 2 fried eggs, 2 slices of toast', '2 fried eggs, 2 slices of toast'],
    ['dal and rice: 1 katori moong dal, 1 katori rice', '1 katori moong dal, 1 katori rice'],
    ['roti sabzi - 3 roti, 1 katori bhindi', '3 roti, 1 katori bhindi'],
  ])('%s', (withHeader, breakdown) => {
    expect(read(withHeader).meals.length).toBe(read(breakdown).meals.length);
    expect(close(kcal(withHeader), kcal(breakdown))).toBe(true);
  });
});
