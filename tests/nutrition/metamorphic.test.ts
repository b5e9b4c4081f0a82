// Metamorphic checks on the real knowledge: invariants that must hold for any food, checked over
// generated variations of meals, not over fixed expected numbers.
import { describe, expect, it } from 'vitest';
import { editMeal } from '../../src/nutrition/edit';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

const kcal = (text: string): number =>
  currentAnalyzer()
    .analyze(text, FIXED_CONTEXT)
    .meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const close = (a: number, b: number, tolerance = 0.02) => Math.abs(a - b) <= tolerance * Math.max(a, b, 1);

const COUNTED = [
  'roti',
  'idli',
  'puri',
  'paratha',
  'dosa',
  'samosa',
  'banana',
  'boiled egg',
  'medu vada',
  'gulab jamun',
  'aloo paratha',
  'chapati',
];
const SERVED = [
  'dal makhani',
  'rajma',
  'chole',
  'sambar',
  'poha',
  'upma',
  'khichdi',
  'chicken curry',
  'palak paneer',
  'curd rice',
  'masala chai',
  'lassi',
];
const PAIRS: Array<[string, string]> = [
  ['roti', 'dal'],
  ['rice', 'rajma'],
  ['idli', 'sambar'],
  ['paratha', 'curd'],
  ['dosa', 'chutney'],
  ['chapati', 'bhindi sabzi'],
];

describe('metamorphic invariants of the parser', () => {
  it('"2 X" is twice "1 X" in energy', () => {
    for (const food of [...COUNTED, ...SERVED])
      expect(close(kcal(`2 ${food}`), 2 * kcal(`1 ${food}`)), food).toBe(true);
  });

  it('"X and Y" and "Y and X" agree; so do comma and "aur"', () => {
    for (const [a, b] of PAIRS) {
      const ab = kcal(`${a} and ${b}`);
      expect(close(ab, kcal(`${b} and ${a}`)), `${a}/${b}`).toBe(true);
      expect(close(ab, kcal(`${a}, ${b}`)), `${a}, ${b}`).toBe(true);
      expect(close(ab, kcal(`${a} aur ${b}`)), `${a} aur ${b}`).toBe(true);
    }
  });

  it('Hinglish and English amounts agree ("do roti" = "2 roti", "ek katori dal" = "1 katori dal")', () => {
    const pairs: Array<[string, string]> = [
      ['do roti', '2 roti'],
      ['teen idli', '3 idli'],
      ['ek katori dal', '1 katori dal'],
      ['moonu idli', '3 idli'],
      ['rendu dosa', '2 dosa'],
      ['tinte luchi', '3 luchi'],
      ['nalugu puri', '4 puri'],
    ];
    for (const [a, b] of pairs) expect(kcal(a), a).toBeCloseTo(kcal(b), 0);
  });

  it('adding "for lunch" or "yesterday" changes only the meal type or the date', () => {
    const analyzer = currentAnalyzer();
    for (const food of [...COUNTED.slice(0, 6), ...SERVED.slice(0, 6)]) {
      const base = analyzer.analyze(`2 ${food}`, FIXED_CONTEXT).meals;
      for (const suffix of ['for lunch', 'yesterday', 'after nets', 'at 8 pm']) {
        const varied = analyzer.analyze(`2 ${food} ${suffix}`, FIXED_CONTEXT).meals;
        expect(
          varied.map((m) => m.macros),
          `${food} ${suffix}`,
        ).toEqual(base.map((m) => m.macros));
      }
    }
  });

  it('a header that names the combination does not change the total', () => {
    const pairs: Array<[string, string]> = [
      ['kadhi chawal - a katori of kadhi and a plate of rice', 'a katori of kadhi and a plate of rice'],
      ['rajma chawal: 1 katori rajma, 1 plate rice', '1 katori rajma, 1 plate rice'],
      ['chole bhature - 2 bhature and a katori of chole', '2 bhature and a katori of chole'],
      ['thali: 2 roti, dal, rice, sabzi', '2 roti, dal, rice, sabzi'],
    ];
    for (const [withHeader, plain] of pairs) expect(kcal(withHeader), withHeader).toBeCloseTo(kcal(plain), 0);
  });

  it('an add-on of a garnish is a spoonful, never a full serving', () => {
    for (const [dish, garnish] of [
      ['upma', 'cashews'],
      ['poha', 'sev'],
      ['curd rice', 'pomegranate'],
      ['halwa', 'almonds'],
    ] as const) {
      const extra = kcal(`${dish} with ${garnish}`) - kcal(dish);
      expect(extra, `${dish} with ${garnish}`).toBeGreaterThan(0);
      expect(extra, `${dish} with ${garnish}`).toBeLessThan(kcal(garnish) / 2);
    }
  });

  it('"double the X" doubles the part named and leaves the rest', () => {
    const analyzer = currentAnalyzer();
    for (const [text, part] of [
      ['dal chawal', 'dal'],
      ['2 rotis with dal', 'dal'],
      ['3 idli with sambar and chutney', 'sambar'],
      ['rajma chawal', 'rice'],
    ] as const) {
      const meal = analyzer.analyze(text, FIXED_CONTEXT).meals[0];
      if (!meal) throw new Error(text);
      const r = editMeal(meal, `double the ${part}`, { analyzer, ...FIXED_CONTEXT });
      expect(r.ok, text).toBe(true);
      if (r.ok) {
        expect(r.meal.macros.calories_kcal, text).toBeGreaterThan(meal.macros.calories_kcal);
        expect(r.meal.macros.calories_kcal, text).toBeLessThan(2 * meal.macros.calories_kcal);
      }
    }
  });
});
