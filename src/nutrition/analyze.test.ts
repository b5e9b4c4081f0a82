import { describe, expect, it } from 'vitest';
import { ZAnalyzedMeal, type AnalyzedMeal } from '../contracts/meal';
import { createAnalyzer, MAX_INPUT_CHARS, type AnalyzeContext } from './analyze';
import { fixtureKnowledge } from './test-knowledge';

const analyzer = createAnalyzer(fixtureKnowledge());
// Saturday 22 Nov 2026, 10:00 in India
const ctx: AnalyzeContext = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T04:30:00Z') };
const meals = (text: string, c: AnalyzeContext = ctx): AnalyzedMeal[] => {
  const r = analyzer.analyze(text, c);
  if (!r.ok) throw new Error(r.message);
  return r.meals;
};
const ids = (ms: AnalyzedMeal[]) => ms.map((m) => m.components[0]?.food_id);
const grams = (m: AnalyzedMeal | undefined) => m?.components.find((c) => c.role === 'item')?.grams;

describe('analyze: items', () => {
  it('splits items at commas, and, aur, with, plus signs and new lines', () => {
    expect(ids(meals('2 rotis, dal and curd'))).toEqual(['dish:roti', 'dish:dal', 'food:curd']);
    expect(ids(meals('do roti aur ek katori dal'))).toEqual(['dish:roti', 'dish:dal']);
    expect(ids(meals('paratha + curd\nchai'))).toEqual(['dish:paratha', 'food:curd', 'dish:chai']);
  });

  it('puts an add-on after "with" on the same plate, but reads a known name across "with" as one', () => {
    const plate = meals('2 parathas with butter and curd');
    expect(plate).toHaveLength(1);
    expect(plate[0]?.components.map((c) => [c.food_id, c.role])).toEqual([
      ['dish:paratha', 'item'],
      ['food:butter', 'added'],
      ['food:curd', 'added'],
    ]);
    expect(plate[0]?.title).toBe('Paratha with butter and curd');
    expect(ids(meals('2 parathas with butter, curd'))).toEqual(['dish:paratha', 'food:curd']);
    expect(ids(meals('2 roti with ghee'))).toEqual(['dish:ghee-roti']);
  });

  it('returns meals that satisfy the shared contract', () => {
    for (const m of meals('2 rotis, dal, 200 g chicken breast')) expect(ZAnalyzedMeal.safeParse(m).success).toBe(true);
  });

  it('reads typos and Hinglish words', () => {
    expect(ids(meals('panner tikka'))).toEqual(['dish:paneer-tikka']);
    expect(ids(meals('2 chapatti'))).toEqual(['dish:roti']);
    expect(ids(meals('ek kela'))).toEqual(['ifct:E004']);
    expect(meals('panner tikka')[0]?.description).toContain('read “panner” as paneer');
  });

  it('describes a meal in the user’s words: how much, of which of their words, no engine internals', () => {
    const [roti] = meals('2 rotis');
    expect(roti?.description).toMatch(/^2 pieces · \d+(\.\d)? g, from your words “rotis”$/);
    const [plate] = meals('2 parathas with butter and curd');
    expect(plate?.description).toContain('with butter: ');
    for (const m of [...meals('2 rotis, dal and curd'), ...meals('panner tikka')]) {
      expect(m.description).not.toMatch(/source:|recipe|USDA|IFCT|INDB|dish:|food:/);
      expect(m.description).not.toMatch(/\b[2-9] (piece|katori|glass|plate)\b/);
    }
  });
});

describe('analyze: amounts', () => {
  it.each([
    ['2 rotis', 80],
    ['1/2 roti', 20],
    ['½ roti', 20],
    ['1 1/2 roti', 60],
    ['1.5 roti', 60],
    ['three rotis', 120],
    ['a couple of rotis', 80],
    ['a few rotis', 120],
    ['half roti', 20],
    ['dedh roti', 60],
    ['dhai roti', 100],
    ['teen roti', 120],
    ['dozen rotis', 480],
    ['2-3 rotis', 100],
    ['roti x2', 80],
  ])('%s → %d g', (text, g) => {
    expect(grams(meals(text)[0])).toBeCloseTo(g, 1);
  });

  it('takes grams, kilograms, ml, ounces directly', () => {
    expect(grams(meals('200g chicken breast')[0])).toBe(200);
    expect(grams(meals('chicken breast 0.25 kg')[0])).toBe(250);
    expect(grams(meals('300 ml milk')[0])).toBeCloseTo(309, 0);
    expect(grams(meals('4 oz chicken breast')[0])).toBeCloseTo(113.4, 1);
  });

  it('uses household units and sizes from the knowledge base', () => {
    expect(grams(meals('1 katori dal')[0])).toBe(152);
    expect(grams(meals('2 large rotis')[0])).toBe(104);
    expect(grams(meals('a glass of milk')[0])).toBe(258);
    expect(meals('1 katori dal')[0]?.serving).toEqual({ servings: 1, serving_size_g: 152, household_unit: 'katori' });
  });

  it('falls back to a sensible default serving, never "100 g of ghee"', () => {
    expect(grams(meals('dal')[0])).toBe(150);
    expect(grams(meals('roti with butter, ghee')[1])).toBe(4.5);
    expect(grams(meals('banana')[0])).toBe(118);
  });
});

describe('analyze: modifiers', () => {
  it('"no sugar" takes the sugar out of the recipe', () => {
    const [plain] = meals('1 cup chai');
    const [fika] = meals('1 cup chai no sugar');
    expect(fika?.components.some((c) => c.role === 'removed' && c.food_id === 'food:sugar')).toBe(true);
    expect(fika?.macros.calories_kcal).toBeLessThan(plain?.macros.calories_kcal ?? 0);
    expect(fika?.title).toContain('no sugar');
  });

  it('"fried" adds absorbed oil and "extra cheese" adds cheese', () => {
    const fried = meals('200 g fried chicken breast')[0];
    expect(fried?.components.find((c) => c.role === 'added')?.food_id).toBe('ifct:T012');
    expect(fried?.macros.fat_g).toBeGreaterThan(meals('200 g chicken breast')[0]?.macros.fat_g ?? 0);
    expect(meals('paratha with extra cheese')[0]?.components.map((c) => c.food_id)).toEqual([
      'dish:paratha',
      'food:cheese',
    ]);
  });

  it('understands brown rice and toned milk as their own foods', () => {
    expect(ids(meals('1 katori brown rice, 1 glass toned milk'))).toEqual(['dish:brown-rice', 'food:milk-toned']);
  });
});

describe('analyze: when', () => {
  it('takes the meal type from words, else from the time of day', () => {
    expect(meals('nashta: 2 parathas')[0]?.context.meal_type).toBe('breakfast');
    expect(meals('dal rice after nets')[0]?.context.meal_type).toBe('post-workout');
    expect(meals('pre-workout banana')[0]?.context.meal_type).toBe('pre-workout');
    expect(meals('2 rotis')[0]?.context.meal_type).toBe('breakfast');
    const split = meals('2 eggs for breakfast and dal rice for lunch');
    expect(split.map((m) => m.context.meal_type)).toEqual(['breakfast', 'lunch', 'lunch']);
  });

  it('resolves dates and times in the user time zone', () => {
    const [y] = meals('yesterday 2 rotis at 8pm');
    expect(y?.date).toBe('2026-11-21');
    expect(y?.context.consumed_at).toBe('2026-11-21T14:30:00.000Z');
    expect(y?.context.meal_type).toBe('dinner');
    expect(meals('last night dal')[0]?.date).toBe('2026-11-21');
    expect(meals('2 days ago roti')[0]?.date).toBe('2026-11-20');
    expect(meals('roti on monday')[0]?.date).toBe('2026-11-16');
    expect(meals('this morning 2 rotis')[0]?.context.meal_type).toBe('breakfast');
    expect(meals('kal raat dal')[0]?.date).toBe('2026-11-21');
  });

  it('times activity words without a clock time at the moment the entry was sent, never a fixed hour', () => {
    // 14:00 in India on 22 Nov 2026.
    const at2pm: AnalyzeContext = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T08:30:00Z') };
    for (const text of [
      'post training banana',
      'post-training banana',
      'banana after nets',
      'pre-match banana',
      'post workout banana',
      'banana after the gym',
      'before practice banana',
    ]) {
      const [m] = meals(text, at2pm);
      expect(m?.context.consumed_at, text).toBe('2026-11-22T08:30:00.000Z');
      expect(m?.context.meal_type, text).toMatch(/^(pre|post)-workout$/);
    }
  });

  it('keeps a clock time or a part of day said with an activity word', () => {
    const at2pm: AnalyzeContext = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T08:30:00Z') };
    expect(meals('banana after nets at 11am', at2pm)[0]?.context.consumed_at).toBe('2026-11-22T05:30:00.000Z');
    expect(meals('banana after nets in the evening', at2pm)[0]?.context.consumed_at).toBe('2026-11-22T13:00:00.000Z');
    // Another day: the same clock as when it was sent, for want of anything better.
    const [y] = meals('yesterday banana after nets', at2pm);
    expect(y?.context.consumed_at).toBe('2026-11-21T08:30:00.000Z');
  });

  it('counts relative days from the entry date when one is given', () => {
    expect(meals('yesterday dal', { ...ctx, date: '2026-11-10' })[0]?.date).toBe('2026-11-09');
    expect(meals('dal', { ...ctx, date: '2026-11-10' })[0]?.date).toBe('2026-11-10');
  });
});

describe('analyze: failures and leftovers', () => {
  it('fails clearly on empty, too long and unrecognisable text', () => {
    expect(analyzer.analyze('   ', ctx)).toMatchObject({ ok: false, code: 'empty' });
    expect(analyzer.analyze('roti '.repeat(MAX_INPUT_CHARS), ctx)).toMatchObject({ ok: false, code: 'too_long' });
    const r = analyzer.analyze('qwertyuiop zxcv', ctx);
    expect(r).toMatchObject({ ok: false, code: 'nothing_recognised' });
    expect(r.unmatched.map((u) => u.text)).toContain('qwertyuiop');
  });

  it('returns what it could not read instead of dropping it', () => {
    const r = analyzer.analyze('2 rotis and a plate of zorbleflax', ctx);
    expect(r.ok && r.meals.length).toBe(1);
    expect(r.unmatched).toContainEqual({ text: 'zorbleflax', reason: 'not a known food' });
  });
});
