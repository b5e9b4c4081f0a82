// Classes of meal sentences from the eleventh round of blind sets (issue 15): a weight said of
// "the … ones", toppings said "on top" in regional words, ingredients of one dish weighed in one
// state, and verbs that look like food words. Each is checked on several sentences of its kind,
// none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const kcal = (text: string): number => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const items = (text: string) =>
  read(text).meals.flatMap((m) => m.components.filter((c) => c.role !== 'removed').map((c) => ({ ...c })));
const close = (a: number, b: number, tolerance = 0.03) => Math.abs(a - b) <= tolerance * Math.max(a, b, 1);

describe('a weight said of "the … ones" is what each one weighs', () => {
  it.each([
    ['kitkat 3 (the 10 g ones)', 'kitkat 3, 10 g each'],
    ['2 oreos, the 11 g ones', '2 oreos, 11 g each'],
    ['lays 2 packet 52 g wale', 'lays 2 packet 52 g each'],
  ])('"%s" is "%s"', (text, same) => {
    expect(close(kcal(text), kcal(same))).toBe(true);
  });

  it('a count with no weight of "ones" keeps its pieces', () => {
    expect(items('2 samosa, the big ones')[0]?.quantity).toBe(2);
  });
});

describe('a topping said "on top" in regional words is a spoonful, not a serving', () => {
  it.each(['kanda pohe, var shengdane', 'poha, upore chanachur', 'upma, var thoda khobra'])('%s', (text) => {
    const [dish, topping] = items(text);
    expect(dish?.role).toBe('item');
    expect(topping?.role).toBe('added');
    expect(topping?.grams).toBeLessThan(20);
  });
});

describe('the foods weighed to make one dish are weighed in one state', () => {
  it.each([
    'khichdi made with 40 g moong dal and 40 g rice, dry wt',
    'khichdi made with 40 gram green gram dal n 40 gram rice (dry wt)',
    'khichdi made with 40 g raw rice and 40 g moong dal',
  ])('%s: both are raw weights', (text) => {
    // 80 g of raw rice and dal is about 280 kcal; cooked it would be about 90
    expect(kcal(text)).toBeGreaterThan(240);
  });

  it('weighed cooked, they stay cooked', () => {
    expect(kcal('khichdi made with 40 g rice and 40 g moong dal')).toBeLessThan(150);
  });

  it('a raw word said after a food marks it raw ("carrot, raw")', () => {
    expect(items('carrot, raw')[0]?.name.toLowerCase()).toContain('raw');
  });
});

describe('verbs that look like food words are not food', () => {
  it.each(['nets mein 140 balls khele', 'aaj do match khele, dono jeete', 'woh kheli bahut achha'])('%s', (text) => {
    expect(read(text).ok).toBe(false);
  });
});

describe('packaged and fast-food pieces of their own size', () => {
  it('a KFC leg piece is a drumstick, not a breast piece', () => {
    const [leg] = items('2 pc hot n crispy leg pieces');
    expect(leg?.grams).toBeLessThan(200);
    expect(leg?.name.toLowerCase()).toContain('drumstick');
  });

  it('Yakult is counted by its 65 ml bottle', () => {
    expect(close(kcal('2 yakult'), kcal('yakult 2 bottles (65 ml each)'), 0.05)).toBe(true);
    expect(items('1 yakult')[0]?.grams).toBeLessThan(80);
  });
});

describe('a food name before a place noun names the place', () => {
  it.each(['meet at the Biryani Street bus stop at 7', 'nets at Sugar Mill ground', 'hotel on Mango Lane, room 304'])(
    '%s',
    (text) => {
      expect(read(text).ok).toBe(false);
    },
  );

  it('the food eaten there is still food, once', () => {
    expect(items('had biryani at biryani street')).toHaveLength(1);
    expect(items('2 samosa from samosa gali')).toHaveLength(1);
  });
});
