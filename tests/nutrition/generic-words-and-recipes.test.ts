// Classes of meal sentences from the tenth round of blind sets (issue 15): generic food words,
// "made of" lists, a dish made with its main food alone, raw words, and names that look like
// food. Each is checked on several sentences of its kind, none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const kcal = (text: string): number => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const foods = (text: string): string[] =>
  read(text).meals.flatMap((m) => m.components.filter((c) => c.role !== 'removed').map((c) => c.name.toLowerCase()));
const close = (a: number, b: number, tolerance = 0.03) => Math.abs(a - b) <= tolerance * Math.max(a, b, 1);

describe('a generic food word alone is a food of its kind', () => {
  it.each(['a bowl of soup', 'handful of nuts', 'fruits after nets', 'bone broth after training', 'a smoothie'])(
    '"%s" is one food',
    (text) => {
      expect(foods(text)).toHaveLength(1);
    },
  );

  it.each(['mutton soup', 'mushroom soup', 'palak soup'])(
    '"%s" is one bowl of soup, not the food and a soup',
    (text) => {
      expect(foods(text)).toHaveLength(1);
      expect(read(text).meals[0]?.title.toLowerCase()).toContain(text);
    },
  );

  it('a soup the knowledge names stays that soup', () => {
    expect(foods('chicken soup')[0]).toContain('chicken');
    expect(foods('tomato soup')[0]).toContain('tomato');
  });
});

describe('"made of", "made from" and "made using" list what the dish is made of, as "made with"', () => {
  it.each([
    ['smoothie made of 1 banana and 200 ml milk', 'smoothie made with 1 banana and 200 ml milk'],
    ['milkshake made from 1 banana and 250 ml milk', 'milkshake made with 1 banana and 250 ml milk'],
    ['halwa made using 2 tbsp sooji, 1 tbsp ghee and sugar', 'halwa made with 2 tbsp sooji, 1 tbsp ghee and sugar'],
  ])('%s', (text, same) => {
    expect(read(text).meals).toHaveLength(1);
    expect(close(kcal(text), kcal(same))).toBe(true);
  });
});

describe('a dish made with its main food alone is that much of the dish', () => {
  it('grows with the main food stated', () => {
    expect(close(kcal('upma made with 2 cups rava'), 2 * kcal('upma made with 1 cup rava'))).toBe(true);
    expect(close(kcal('chilla made with 120 g besan'), 2 * kcal('chilla made with 60 g besan'))).toBe(true);
  });

  it('counts the main food once, with what else the recipe has', () => {
    for (const [dish, main] of [
      ['chilla made with 60 g besan', '60 g besan'],
      ['upma made with 1 cup rava', '1 cup rava'],
    ] as const) {
      expect(foods(dish)).toHaveLength(1);
      expect(kcal(dish)).toBeGreaterThan(kcal(main));
      expect(kcal(dish)).toBeLessThan(1.8 * kcal(main));
    }
  });
});

describe('a raw word anywhere in a food name keeps the food raw', () => {
  it.each([
    ['moong dal 50 g uncooked', 'raw moong dal 50 g'],
    ['chana dal raw 50 g', 'raw chana dal 50 g'],
    ['50 g green gram flour', '50 g raw green gram'],
  ])('%s', (text, same) => {
    expect(close(kcal(text), kcal(same), 0.05)).toBe(true);
    expect(kcal(text)).toBeGreaterThan(120);
  });

  it('"bengal gram flour" is besan', () => {
    expect(foods('chilla made of 60 gram bengal gram flour n 1 tsp oil').join(' ')).toContain('besan');
  });
});

describe('a food word as a player, a person met or a film watched is no food', () => {
  it.each([
    'Kulcha bowled 4 overs today',
    'Pappu scored 40 off 30 balls',
    'watched Kesari last night with the boys',
    'met Makhan at the academy after nets',
  ])('"%s" gives no meal', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('food after the talk still counts', () => {
    expect(foods('2 kulcha and chole, then bowled 6 overs')).toHaveLength(2);
    expect(foods('called mom, then had 2 rotis')).toHaveLength(1);
  });
});

describe('weights no one eats, and guesses after a place word', () => {
  it('a lifted load or a body weight is no amount of food', () => {
    expect(kcal('2 boiled eggs after squats @ 100kg')).toBeLessThan(200);
    expect(foods('weighed 72 kg today, had a banana')).toHaveLength(1);
  });

  it('a list made with, ended by a dash, keeps its dish; talk after it adds nothing', () => {
    const text = 'egg sandwich made with 2 bread and 2 boiled eggs - packed it for the bus to mohali';
    expect(read(text).meals).toHaveLength(1);
    expect(close(kcal(text), kcal('egg sandwich made with 2 bread and 2 boiled eggs'))).toBe(true);
    expect(close(kcal('kheer made with chawal, doodh n gur - 1 katori'), kcal('1 katori kheer with gur'), 0.2)).toBe(
      true,
    );
  });

  it('the dish said again after its list is how many it made', () => {
    const list = 'oats chilla made with 40 g oats and 1 egg';
    expect(close(kcal(`${list} - made 2 small chillas out of it`), kcal(list))).toBe(true);
  });
});

describe('counts and shares', () => {
  it('reads the Hindi oblique plural and counts small berries one by one', () => {
    expect(read('3 phulkon ke saath dal').meals[0]?.components[0]?.quantity).toBe(3);
    expect(kcal('10 blueberries')).toBeLessThan(30);
  });

  it('a fraction eaten said after the food, with talk after it, is the share', () => {
    expect(close(kcal('aloo bhujia 200 g packet, ek chauthai khatam during the movie'), kcal('aloo bhujia 50 g'))).toBe(
      true,
    );
    expect(close(kcal('aloo bhujia 200 g packet, mera quarter hi tha'), kcal('aloo bhujia 50 g'))).toBe(true);
  });

  it('a share said before the food shares the foods of its clause only', () => {
    const text = '4 of us split a half kg chicken karahi at the dhaba, i had 2 naan';
    expect(close(kcal(text), kcal('125 g chicken karahi, 2 naan'))).toBe(true);
    expect(close(kcal('split a large pizza with 2 friends'), kcal('large pizza') / 3)).toBe(true);
  });
});

describe('lists that make one thing', () => {
  it.each(['apple, beet n carrot juice', 'banana and strawberry smoothie', 'mango banana shake'])(
    '"%s" is one drink',
    (text) => {
      expect(read(text).meals).toHaveLength(1);
    },
  );

  it('a colon heads the whole sentence before it, commas and all', () => {
    const breakdown = '150 g grilled chicken, 1 cup brown rice, 1 katori rajma';
    expect(close(kcal(`rajma chicken bowl, box 2 of 5: ${breakdown}`), kcal(breakdown))).toBe(true);
  });

  it('garnishes after a comma in a "with" list stay garnishes', () => {
    expect(read('sprouts with onion, tomato n lemon').meals).toHaveLength(1);
    expect(kcal('sprouts with onion, tomato n lemon')).toBeLessThan(kcal('sprouts') + 30);
  });
});

describe('more words of the way people log', () => {
  it('Punjabi "te" after a food\'s own count is "and"; Bengali "4 te" before a food counts it', () => {
    expect(foods('makki di roti 2 te sarson da saag')).toHaveLength(2);
    expect(read('makki di roti 2 te sarson da saag').meals[0]?.components[0]?.quantity).toBe(2);
    expect(read('4 te luchi ar alur dom').meals[0]?.components[0]?.quantity).toBe(4);
  });

  it('"rava fried" is how the fish was fried, not semolina', () => {
    const fish = read('1 piece rava fried kingfish');
    expect(fish.meals).toHaveLength(1);
    expect(foods('1 piece rava fried kingfish').join(' ')).not.toMatch(/semolina|rava/);
  });

  it('a dish weighed dry is its raw food', () => {
    expect(close(kcal('red gram dal 50 gram dry'), kcal('toor dal 50 g raw'), 0.05)).toBe(true);
  });

  it('a vessel said right after a food is evidence it was eaten', () => {
    expect(read('hot chocolate, one cup, at the cafe while rain stopped play').meals).toHaveLength(1);
  });
});

describe('blind sets 26 and 27 classes', () => {
  it('a splash, a little, a few of a garnish are small', () => {
    expect(kcal('black coffee with a splash of milk')).toBeLessThan(40);
    expect(kcal('chana chaat 1 plate, bas upar thodi si sev')).toBeLessThan(kcal('chana chaat 1 plate') + 100);
    const marshmallows = read('hot chocolate with 2 marshmallows on top').meals[0]?.components.find((c) =>
      /marshmallow/i.test(c.name),
    );
    expect(marshmallows?.grams).toBeLessThan(20);
  });

  it('a serving unit said apart is evidence; the people before "split" share it', () => {
    expect(
      close(kcal('Pizza Hut large, 8 slices, me n 3 teammates split it evenly'), kcal('2 slices large pizza')),
    ).toBe(true);
  });

  it('a weight said dry or raw stays the raw weight, once or for both', () => {
    expect(kcal('penne 80 g dry wt, boiled')).toBeGreaterThan(250);
    expect(close(kcal('whole green gram 60 gram dry, boiled'), kcal('60 g raw green gram'), 0.05)).toBe(true);
    expect(close(kcal('70 g rice n 40 g toor dal, both raw wt'), kcal('70 g raw rice, 40 g raw toor dal'), 0.05)).toBe(
      true,
    );
  });

  it('a size on a food with a piece of its own sizes that piece', () => {
    const ratio = kcal('1 small whopper') / kcal('1 whopper');
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.8);
  });

  it('Sinhala "saha" between foods is "and"; Marathi "saha" before one is six', () => {
    expect(close(kcal('parippu saha malu curry'), kcal('parippu, malu curry'))).toBe(true);
    expect(read('saha poli').meals[0]?.components[0]?.quantity).toBe(6);
  });

  it('a drink named "X ka sharbat" is one sharbat; a tennis bagel is no food', () => {
    expect(foods('imli ka sharbat 1 glass')).toHaveLength(1);
    expect(foods('won 6-0 6-0, a double bagel in the R16. after: 1 chicken wrap')).toHaveLength(1);
  });
});

describe('blind set 29 classes', () => {
  it('a drink or a sandwich named over a list is one item made of it', () => {
    for (const text of [
      'smoothie: 40 g oats, 300 ml milk, 1 banana n 1 tsp honey - blended, pre nets',
      'grilled sandwich in the room - 2 brown bread, 1 cheese slice n butter',
    ]) {
      const meals = read(text).meals;
      expect(meals).toHaveLength(1);
      expect(meals[0]?.title.toLowerCase()).toMatch(/smoothie|sandwich/);
    }
    expect(foods('green smoothie - 1 cup spinach, 1 banana, 250 ml almond milk').join(' ')).not.toContain('sabzi');
  });

  it('an inch mark is inches, and slices eaten of the whole are the amount', () => {
    expect(close(kcal('a 12" pizza'), kcal('12 inch pizza'))).toBe(true);
    expect(close(kcal('medium (12") veg pizza, ate 3 slices'), kcal('3 slices of veg pizza'))).toBe(true);
  });

  it('a bracket naming another table food, or a count word before the food, is no second food', () => {
    expect(foods('200 gram bengal gram (kabuli chana) boiled')).toHaveLength(1);
    expect(read('moodu pesarattu (green gram dosa)').meals[0]?.components[0]?.quantity).toBe(3);
  });

  it('a time word that begins a food name is the food: "noon chai"', () => {
    expect(foods('noon chai 2 cup')[0]).toContain('noon chai');
  });
});

describe('a whole meal named after its foods, and ragi malt', () => {
  it('"… - sadya last course" is the occasion, not one more meal', () => {
    const text = 'semiya payasam 1 katori, kismis on top - sadya last course';
    expect(foods(text).join(' ')).not.toMatch(/meals|sadya/);
    expect(foods('veg thali')).toHaveLength(1);
  });

  it('ragi malt is one drink, not a glass of ragi flour', () => {
    expect(foods('ragi malt 1 glass')).toHaveLength(1);
    expect(kcal('ragi malt 1 glass')).toBeLessThan(300);
  });
});

describe('dashes and brackets that head or explain nothing', () => {
  it('a dash with no food after it heads nothing', () => {
    const text = 'smoothie: 40 g oats, 300 ml milk, 1 banana n 1 tsp honey - blended, pre nets';
    expect(read(text).meals).toHaveLength(1);
  });

  it('a bracket after a two-word name explains it, it replaces no word of it', () => {
    expect(kcal('moong sprouts (green gram) 100 gram, raw')).toBeLessThan(80);
  });

  it('a drink header over one drink of its kind is that drink', () => {
    expect(foods('coffee: 1 cappuccino')).toHaveLength(1);
  });
});

describe('blind set 28 classes', () => {
  it('a drink header over dishes of their own is the meal, not a recipe: "tea at the club: 3 fish cutlets n a plain tea"', () => {
    expect(read('tea at the club: 3 fish cutlets n a plain tea').meals).toHaveLength(2);
  });

  it('a count word before Bengali "te" counts the food after it: "tin te ruti"', () => {
    expect(read('tin te ruti ar dui bati alur torkari').meals[0]?.components[0]?.quantity).toBe(3);
  });

  it('raw chicken thigh is the broiler thigh of SR26', () => {
    expect(kcal('chicken thigh 200 g raw')).toBeLessThan(300);
  });

  it('"cooked namkeen" is how it was cooked, not a snack mix', () => {
    expect(foods('dalia 50 g dry wt, cooked namkeen').join(' ')).not.toContain('chivda');
  });
});

describe('a bracket naming the dish that the words before it make', () => {
  it('"green gram halwa (moong dal halwa)" is the moong dal halwa, once', () => {
    expect(foods('green gram halwa (moong dal halwa) 100 gram')).toHaveLength(1);
    expect(foods('green gram halwa (moong dal halwa) 100 gram')[0]).toContain('moong dal halwa');
  });
});

describe('Sinhala "saha" after a count said after its food', () => {
  it('"hatharak saha parippu" is four, and parippu once', () => {
    expect(close(kcal('paan pethi hatharak saha parippu'), kcal('paan pethi hatharak, parippu'))).toBe(true);
  });
});
