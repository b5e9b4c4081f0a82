// Edits worded the way people write them (issue 15, item 3), one block per class: time phrasings,
// fractions of the portion, mixed numbers, a unit it was not, a mistyped command, a correction
// ("no, it was … not …"), a dish with one word changed or dropped, a part of a dish added beside
// it, and an ingredient's own unit. Effects are checked on the components of the real knowledge.
import { describe, expect, it } from 'vitest';
import type { AnalyzedMeal } from '../../src/contracts/meal';
import { fixEditTypos } from '../../src/nutrition/edit/wording';
import {
  analyzer,
  editResult,
  edited,
  expectScaled,
  grams,
  kcal,
  live,
  meal,
  partGrams,
  tryEdit,
} from './edit-helpers';

/** The meal's clock time in India ("07:30"). */
const clock = (m: AnalyzedMeal) =>
  new Date(m.context.consumed_at).toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
  });

describe('edits worded by people: time', () => {
  const poha = meal('a plate of poha');
  it.each([
    ['at 7 30 am', 'breakfast', '07:30'],
    ['make it 9 in the morning', 'breakfast', '09:00'],
    ['subah 9 baje', 'breakfast', '09:00'],
    ['8 at night', 'dinner', '20:00'],
    ['it was at 8:15 pm', 'dinner', '20:15'],
  ])('"%s" sets the clock and the meal type', (instruction, type, time) => {
    const after = edited(poha, instruction);
    expect(after.context.meal_type).toBe(type);
    expect(clock(after)).toBe(time);
    expect(after.date).toBe(poha.date);
  });

  it('Hindi meal phrases name the meal ("raat ka khana tha", "subah ka nashta", "dopahar ka khana")', () => {
    expect(edited(poha, 'raat ka khana tha').context.meal_type).toBe('dinner');
    expect(edited(poha, 'subah ka nashta tha').context.meal_type).toBe('breakfast');
    expect(edited(poha, 'dopahar ka khana').context.meal_type).toBe('lunch');
  });

  it("\"yesterday's dinner\" is on yesterday's date, at yesterday's dinner time (not a day earlier)", () => {
    const after = edited(poha, "it was yesterday's dinner");
    expect(after.date).toBe('2026-11-21');
    expect(after.context.consumed_at.slice(0, 10)).toBe('2026-11-21');
    expect(after.context.meal_type).toBe('dinner');
  });
});

describe('edits worded by people: fractions and mixed numbers', () => {
  it.each([
    ['a plate of pav bhaji', 'only half a plate', 0.5],
    ['masala dosa', 'I ate only half', 0.5],
    ['a bowl of khichdi', '3/4 of it', 0.75],
    ['a glass of milk', 'three quarters of the glass', 0.75],
    ['a glass of milk', 'half glass', 0.5],
  ])('%s + "%s" scales the portion by %s', (text, instruction, factor) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect(grams(after, /./)).toBeCloseTo(grams(before, /./) * factor, 0);
    expect(kcal(after)).toBeLessThan(kcal(before));
  });

  it('"one and a half rotis", "dedh roti" are 1.5 rotis, the dal unchanged', () => {
    const before = meal('2 rotis with dal');
    for (const instruction of ['one and a half rotis', 'dedh roti']) {
      const after = edited(before, instruction);
      expect(live(after, /roti/)[0]?.quantity).toBe(1.5);
      expect(grams(after, /dal/)).toBe(grams(before, /dal/));
    }
  });
});

describe('edits worded by people: units, typos and corrections', () => {
  it('"make it a bowl not a katori" changes the unit (the unit it was not is no food)', () => {
    const before = meal('a katori of curd');
    const after = edited(before, 'make it a bowl not a katori');
    expect(live(after, /curd/)[0]?.unit).toBe('bowl');
    expect(kcal(after)).toBeGreaterThan(kcal(before));
  });

  it('a mistyped command word is the command ("remvoe the pickle", "delte the pickle")', () => {
    const before = meal('3 rotis with paneer sabzi and pickle');
    for (const instruction of ['remvoe the pickle', 'delte the pickle']) {
      const after = edited(before, instruction);
      expect(live(after, /pickle|achar/)).toHaveLength(0);
      expect(grams(after, /roti/)).toBe(grams(before, /roti/));
    }
  });

  it('"no, it was X not Y", "X tha, Y nahi": the correction, not a removal of "no"', () => {
    const before = meal('chicken curry with rice');
    for (const instruction of [
      'no, it was fish not chicken',
      'fish curry tha, chicken nahi',
      'it was fish, not chicken',
    ]) {
      const after = edited(before, instruction);
      expect(live(after, /chicken/)).toHaveLength(0);
      expect(live(after, /fish/)).toHaveLength(1);
      expect(grams(after, /rice/)).toBe(grams(before, /rice/));
    }
  });
});

describe('edits worded by people: a dish with one word changed, a part beside it, an ingredient unit', () => {
  it('"it was mutton not chicken" on chicken biryani is mutton biryani; "aloo not paneer" an aloo paratha', () => {
    expect(live(edited(meal('chicken biryani'), 'it was mutton not chicken'), /mutton biryani/)).toHaveLength(1);
    expect(live(edited(meal('paneer paratha'), 'it was aloo not paneer'), /aloo paratha/)).toHaveLength(1);
  });

  it('"without the egg" on egg fried rice is the fried rice without egg', () => {
    const before = meal('egg fried rice');
    const after = edited(before, 'without the egg');
    expect(live(after, /egg/)).toHaveLength(0);
    expect(live(after, /fried rice/)).toHaveLength(1);
  });

  it('"extra pav", "2 extra pav", "one more pav" on pav bhaji add pav pieces to the plate\'s 2, not plates', () => {
    const before = meal('pav bhaji');
    for (const [instruction, n] of [
      ['extra pav', 1],
      ['one more pav', 1],
      ['2 extra pav', 2],
    ] as const) {
      const after = edited(before, instruction);
      // the plate's label counts 2 pav; its bhaji stays as it was
      expect(live(after, /^pav \(/)[0]?.quantity).toBe(2 + n);
      expect(partGrams(after, /^bhaji/)).toBeCloseTo(partGrams(before, /^bhaji/), 0);
      expect(live(after, /pav bhaji/)).toHaveLength(0);
    }
  });

  it('"add ghee on the rotis" adds ghee, not a roti', () => {
    const before = meal('3 rotis with dal');
    const after = edited(before, 'add ghee on the rotis');
    expect(live(after, /ghee/)).toHaveLength(1);
    expect(live(after, /roti/)[0]?.quantity).toBe(3);
  });

  it('"2 scoops" on a whey shake is two scoops of whey in the same glass', () => {
    const before = meal('a whey protein shake');
    const after = edited(before, '2 scoops');
    expect(live(after, /shake/)[0]?.grams).toBe(live(before, /shake/)[0]?.grams);
    expect(kcal(after)).toBeGreaterThan(kcal(before));
  });

  it('"do aur roti" is two more rotis', () => {
    expect(live(edited(meal('2 rotis with dal'), 'do aur roti'), /roti/)[0]?.quantity).toBe(4);
  });
});

describe('edits worded by people: counts of what a weighed food is made of, a dish named by one word', () => {
  it('"make it 3 eggs" on a 2-egg omelette logged by weight is 1.5 × its weight, not 3 g', () => {
    const before = meal('2 egg omelette');
    const after = edited(before, 'make it 3 eggs');
    expect(grams(after, /omelette/)).toBeCloseTo(grams(before, /omelette/) * 1.5, 0);
  });

  it('"plain dosa not masala" replaces the masala dosa; "use less ghee" is less of the recipe\'s ghee', () => {
    const dosa = edited(meal('masala dosa with chutney'), 'plain dosa not masala');
    expect(live(dosa, /masala dosa/)).toHaveLength(0);
    expect(live(dosa, /plain dosa/)).toHaveLength(1);
    const before = meal('aloo paratha with curd');
    const after = edited(before, 'use less ghee');
    expect(after.components.some((c) => c.role === 'removed' && /ghee/i.test(c.name))).toBe(true);
    expect(kcal(after)).toBeLessThan(kcal(before));
  });
});

describe('edits worded by people: a topping named with what it goes on, more interjections', () => {
  it('"add ghee to the dal", "butter on the rotis" add the topping only', () => {
    const before = meal('2 rotis with dal');
    for (const [instruction, re] of [
      ['add ghee to the dal', /ghee/],
      ['butter on the rotis', /butter/],
    ] as const) {
      const after = edited(before, instruction);
      expect(live(after, re)).toHaveLength(1);
      expect(grams(after, /dal/)).toBe(grams(before, /dal/));
      expect(grams(after, /roti/)).toBe(grams(before, /roti/));
    }
  });

  it('"no wait, it was fish curry" is the correction; "previous day" is yesterday', () => {
    expect(live(edited(meal('chicken curry with rice'), 'no wait, it was fish curry'), /fish curry/)).toHaveLength(1);
    expect(edited(meal('a bowl of maggi'), 'previous day').date).toBe('2026-11-21');
  });
});

describe('edits worded by people: an ingredient swapped inside a drink', () => {
  it('"with almond milk" on a coffee with milk swaps the coffee\'s milk, not the coffee', () => {
    const after = edited(meal('a cup of coffee with milk'), 'with almond milk');
    expect(live(after, /coffee/)).toHaveLength(1);
    expect(live(after, /almond milk/)).toHaveLength(1);
  });

  it('"jaggery instead of sugar" on a tea swaps the sugar, not a spice of its class', () => {
    const after = edited(meal('a cup of tea'), 'jaggery instead of sugar');
    const out = after.components.filter((c) => c.role === 'removed').map((c) => c.name.toLowerCase());
    expect(out).toEqual([expect.stringMatching(/sugar/)]);
    expect(live(after, /jaggery/)).toHaveLength(1);
  });
});

describe('edits worded by people: edit words spelled by ear', () => {
  it.each([
    ['dal chawal', 'dubble the dal', /dal/, 2],
    ['3 idli with sambar', 'tripple the sambar', /sambar/, 3],
    ['a plate of rice', 'haf the rice', /rice/, 0.5],
    ['2 rotis with rajma', 'rajma dobule kar do', /rajma/, 2],
    ['a bowl of poha', 'halfe it', /poha/, 0.5],
  ])('%s + "%s" scales the food named', (text, instruction, food, factor) =>
    expectScaled(text, instruction, food, factor),
  );

  it('"remoov the papad", "delet the pickle", "remvoe raita" remove it', () => {
    expect(live(edited(meal('dal rice with papad'), 'remoov the papad'), /papad/)).toHaveLength(0);
    expect(live(edited(meal('2 parathas with pickle'), 'delet the pickle'), /pickle/)).toHaveLength(0);
    expect(live(edited(meal('veg pulao with raita'), 'remvoe raita'), /raita/)).toHaveLength(0);
  });

  it('an ordinary word or a food is never read as an edit word ("hall", "dabeli", "hal")', () => {
    const known = (w: string) => analyzer.knowledge.everydayWords.has(w) || analyzer.matcher.lookup(w) !== undefined;
    expect(fixEditTypos('dabble the dal in the hall', known)).toBe('dabble the dal in the hall');
    expect(fixEditTypos('add a dabeli', known)).toBe('add a dabeli');
    // a food one letter from a scale word is the food: "kadhi double" doubles the kadhi, never halves
    expect(fixEditTypos('kadhi double', known)).toBe('kadhi double');
    expectScaled('kadhi chawal', 'kadhi double', /kadhi/, 2, /rice/);
    expect(fixEditTypos('dubble the dal', known)).toBe('double the dal');
    expect(tryEdit(meal('dal chawal'), 'dabble the dal')).toMatchObject({ ok: false });
  });
});

describe('edits worded by people: the count was one', () => {
  it.each([
    ['2 samosa', 'ek hi tha', /samosa/],
    ['3 rotis with dal', 'sirf ek', /roti|chapati/],
    ['2 boiled eggs', 'only one', /egg/],
    ['4 idli with sambar', 'ek hi idli thi', /idli/],
    ['2 parathas with curd', 'just one paratha', /paratha/],
  ])('%s + "%s" sets the count to 1, the rest unchanged', (text, instruction, food) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect(live(after, food)[0]?.quantity).toBe(1);
    const others = (m: AnalyzedMeal) =>
      m.components.filter((c) => c.role !== 'removed' && !food.test(c.name.toLowerCase()));
    expect(others(after).map((c) => c.grams)).toEqual(others(before).map((c) => c.grams));
  });
});

describe('edits worded by people: a day of the month', () => {
  const poha = meal('a plate of poha');
  it.each([
    ['on 20th', '2026-11-20'],
    ['on the 20th', '2026-11-20'],
    ['it was on the 3rd', '2026-11-03'],
    ['20 nov', '2026-11-20'],
    ['nov 20th', '2026-11-20'],
    ['on 18th november', '2026-11-18'],
    ['on the 25th', '2026-10-25'], // a day still to come this month is last month's
    ['25 dec', '2025-12-25'],
    ['on friday', '2026-11-20'],
  ])('"%s" moves the meal to %s, keeping its clock time and type', (instruction, date) => {
    const after = edited(poha, instruction);
    expect(after.date).toBe(date);
    expect(after.context.meal_type).toBe(poha.context.meal_type);
    expect(kcal(after)).toBe(kcal(poha));
  });

  it('a bare number is a count, never a date ("2 rotis", "make it 20")', () => {
    const rotis = meal('3 rotis with dal');
    expect(edited(rotis, '2 rotis').date).toBe(rotis.date);
    expect(live(edited(rotis, '2 rotis'), /roti|chapati/)[0]?.quantity).toBe(2);
  });
});

describe('edits worded by people: Hindi tails and scale words', () => {
  it('"chai mein cheeni nahi thi", "coffee me sugar nahi" take the sugar out of that drink only', () => {
    for (const [text, instruction, drink] of [
      ['poha with tea', 'chai mein cheeni nahi thi', /chai/],
      ['upma with coffee', 'coffee me sugar nahi tha', /coffee/],
    ] as const) {
      const before = meal(text);
      const after = edited(before, instruction);
      expect(live(after, drink)).toHaveLength(1);
      expect(after.components.some((c) => c.role === 'removed' && /sugar/i.test(c.name))).toBe(true);
    }
  });

  it('"curd skip karo", "raita remove kar do" remove it; "ghee bhi dala tha" adds ghee', () => {
    expect(live(edited(meal('aloo paratha with curd'), 'curd skip karo'), /curd/)).toHaveLength(0);
    expect(live(edited(meal('veg pulao with raita'), 'raita remove kar do'), /raita/)).toHaveLength(0);
    const dal = meal('a bowl of dal');
    const ghee = edited(dal, 'ghee bhi dala tha');
    expect(live(ghee, /ghee/)).toHaveLength(1);
    expect(grams(ghee, /dal/)).toBe(grams(dal, /dal/));
  });

  it('"rajma dugna", "dal tigna" scale the food named by 2 and 3', () => {
    const rajma = meal('rajma chawal');
    expect(partGrams(edited(rajma, 'rajma dugna'), /rajma/)).toBeCloseTo(partGrams(rajma, /rajma/) * 2, 0);
    const dal = meal('2 rotis with dal');
    expect(grams(edited(dal, 'dal tigna kar do'), /dal/)).toBeCloseTo(grams(dal, /dal/) * 3, 0);
  });
});

describe('edits worded by people: an amount in a vessel or a weight is of the food, not of its ingredient', () => {
  it('"2 cups" of chai is two cups of chai, not two cups of its tea water; "150 grams" is 150 g of the dish', () => {
    const chai = meal('masala chai');
    const two = edited(chai, '2 cups');
    expect(live(two, /chai/)[0]?.quantity).toBe(2);
    expect(two.components.filter((c) => c.role !== 'item')).toHaveLength(0);
    const tikka = meal('paneer tikka');
    const weighed = edited(tikka, 'make it 150 grams');
    expect(grams(weighed, /paneer tikka/)).toBe(150);
    expect(weighed.components).toHaveLength(1);
  });
});

describe('edits worded by people: verbs before the food, tails after it, a restated clause', () => {
  it('"aadha kar do", "double karo" scale the portion; "hata do raita", "nikal do papad" remove', () => {
    const biryani = meal('a plate of chicken biryani');
    expect(kcal(edited(biryani, 'aadha kar do'))).toBeCloseTo(kcal(biryani) / 2, -1);
    expect(kcal(edited(biryani, 'double karo'))).toBeCloseTo(kcal(biryani) * 2, -1);
    expect(live(edited(meal('dal chawal with raita and papad'), 'hata do raita'), /raita/)).toHaveLength(0);
    expect(live(edited(meal('dal chawal with raita and papad'), 'nikal do papad'), /papad/)).toHaveLength(0);
  });

  it('"remove the chutney, didnt have it": the second clause restates the first', () => {
    const after = edited(meal('masala dosa with sambar and chutney'), 'remove the chutney, didnt have it');
    expect(live(after, /chutney/)).toHaveLength(0);
    expect(live(after, /dosa/)).toHaveLength(1);
    expect(tryEdit(meal('masala dosa'), 'didnt have it')).toMatchObject({ ok: false });
  });

  it('"raita bhi add karo", "papad bhi le lo" add the food', () => {
    expect(live(edited(meal('chicken biryani'), 'raita bhi add karo'), /raita/)).toHaveLength(1);
    expect(live(edited(meal('dal chawal'), 'papad bhi le lo'), /papad/)).toHaveLength(1);
  });

  it('"skimmed milk tha", "full cream milk wali" swap the milk, nothing added', () => {
    const glass = meal('a glass of milk with bournvita');
    const skim = edited(glass, 'skimmed milk tha');
    expect(live(skim, /skim/)).toHaveLength(1);
    expect(kcal(skim)).toBeLessThan(kcal(glass));
    const chai = meal('a cup of masala chai');
    const full = edited(chai, 'full cream milk wali');
    expect(live(full, /full cream/)).toHaveLength(1);
    expect(kcal(full)).toBeGreaterThan(kcal(chai));
  });

  it('"rotis had ghee on them", "roti pe ghee lagaya tha", "dal mein ghee dala tha" add the ghee only', () => {
    for (const [text, instruction, base] of [
      ['3 rotis with bhindi sabzi', 'rotis had ghee on them', /roti|chapati/],
      ['3 rotis with bhindi sabzi', 'roti pe ghee lagaya tha', /roti|chapati/],
      ['a bowl of dal', 'dal mein ghee dala tha', /dal/],
    ] as const) {
      const before = meal(text);
      const after = edited(before, instruction);
      expect(live(after, /ghee/)).toHaveLength(1);
      expect(grams(after, base)).toBe(grams(before, base));
    }
    // a negation is not an addition: "chai mein cheeni nahi dali" takes the sugar out
    const chai = edited(meal('poha with tea'), 'chai mein cheeni nahi dali');
    expect(chai.components.some((c) => c.role === 'removed' && /sugar/i.test(c.name))).toBe(true);
  });

  it('"that was yesterday" moves the day only', () => {
    const poha = meal('a plate of poha');
    const after = edited(poha, 'that was yesterday');
    expect(after.date).toBe('2026-11-21');
    expect(after.context.meal_type).toBe(poha.context.meal_type);
  });
});

describe('edits worded by people: the count, unit or size it was not', () => {
  it.each([
    ['3 idli with sambar', 'it was 2 not 3', /idli/, 2],
    ['2 idli with sambar', 'do nahi teen thi', /idli/, 3],
    ['3 rotis with dal', '2 rotis not 3', /roti|chapati/, 2],
    ['2 parathas with curd', 'teen nahi, do', /paratha/, 2],
  ])('%s + "%s" sets the count said, never the one denied', (text, instruction, food, n) => {
    expect(live(edited(meal(text), instruction), food)[0]?.quantity).toBe(n);
  });

  it('"katori nahi bowl", "a bowl not a katori" change the food that was in the katori', () => {
    const before = meal('2 rotis with dal');
    for (const instruction of ['katori nahi bowl', 'make it a bowl not a katori']) {
      const after = edited(before, instruction);
      expect(live(after, /dal/)[0]?.unit).toBe('bowl');
      expect(live(after, /roti|chapati/)[0]?.quantity).toBe(2);
    }
  });

  it('"dal ki katori badi thi", "the dal bowl was small" size the dal only', () => {
    const before = meal('2 rotis with dal');
    expect(grams(edited(before, 'dal ki katori badi thi'), /dal/)).toBeGreaterThan(grams(before, /dal/));
    expect(grams(edited(before, 'the dal bowl was small'), /dal/)).toBeLessThan(grams(before, /dal/));
    expect(grams(edited(before, 'dal ki katori badi thi'), /roti|chapati/)).toBe(grams(before, /roti|chapati/));
  });

  it('"rice mat count karo", "dont count the rice", "no sugar added" remove it', () => {
    expect(live(edited(meal('rajma chawal'), 'rice mat count karo'), /^plain rice/)).toHaveLength(0);
    expect(live(edited(meal('rajma chawal'), 'dont count the rice'), /^plain rice/)).toHaveLength(0);
    const chai = edited(meal('masala chai'), 'no sugar added');
    expect(chai.components.some((c) => c.role === 'removed' && /sugar/i.test(c.name))).toBe(true);
  });
});

describe('edits worded by people: Hinglish word order', () => {
  it('"rice ko roti kar do", "rice ko brown rice se badlo" replace; "kar do" is never the number two', () => {
    const before = meal('chicken curry with rice');
    const roti = edited(before, 'rice ko roti kar do');
    expect(live(roti, /^plain rice/)).toHaveLength(0);
    expect(live(roti, /roti|phulka|chapati/)).toHaveLength(1);
    const brown = edited(before, 'rice ko brown rice se badlo');
    expect(live(brown, /brown rice/)).toHaveLength(1);
    expect(grams(brown, /chicken/)).toBe(grams(before, /chicken/));
  });

  it('"roti ek kam", "idli do aur": the food before its count', () => {
    expect(live(edited(meal('3 rotis with dal'), 'roti ek kam'), /roti|chapati/)[0]?.quantity).toBe(2);
    expect(live(edited(meal('2 idli with sambar'), 'idli do aur'), /idli/)[0]?.quantity).toBe(4);
    const both = edited(meal('2 rotis with dal'), 'dal ko double karo aur roti ek kam');
    expect(live(both, /roti|chapati/)[0]?.quantity).toBe(1);
  });

  it('"poha chhota tha", "rice bada tha" size the food named', () => {
    const before = meal('poha with chai');
    expect(grams(edited(before, 'poha chhota tha'), /poha/)).toBeLessThan(grams(before, /poha/));
    expect(grams(edited(before, 'poha chhota tha'), /chai/)).toBe(grams(before, /chai/));
  });

  it('"honey dala tha", "butter lagaya tha" add it', () => {
    expect(live(edited(meal('oats with milk'), 'sugar nahi, honey dala tha'), /honey/)).toHaveLength(1);
    expect(live(edited(meal('2 rotis with dal'), 'butter lagaya tha'), /butter/)).toHaveLength(1);
  });
});

describe('edits worded by people: asking nicely, hedging, naming the portion', () => {
  it.each([
    ['pls remove rice', (m: AnalyzedMeal) => live(m, /^plain rice/).length === 0],
    ['can you double the dal', (m: AnalyzedMeal) => live(m, /dal/)[0]?.quantity === 1.92],
    ['could you make it 2 plates', (m: AnalyzedMeal) => live(m, /dal chawal/)[0]?.quantity === 2],
    ['i think it was 2 plates', (m: AnalyzedMeal) => live(m, /dal chawal/)[0]?.quantity === 2],
    ['change quantity to 2', (m: AnalyzedMeal) => live(m, /dal chawal/)[0]?.quantity === 2],
    ['finished only half', (m: AnalyzedMeal) => live(m, /dal chawal/)[0]?.quantity === 0.5],
    ['rice aadha karo plz', (m: AnalyzedMeal) => Math.abs(grams(m, /rice/) - 77.2) < 1],
  ])('dal chawal + "%s"', (instruction, check) => {
    expect(check(edited(meal('dal chawal'), instruction))).toBe(true);
  });

  it('"portion size was small", "serving was large" size the portion', () => {
    const before = meal('dal chawal');
    expect(kcal(edited(before, 'portion size was small'))).toBeLessThan(kcal(before));
    expect(kcal(edited(before, 'serving was large'))).toBeGreaterThan(kcal(before));
  });

  it('"2 spoons sugar", "sugar 2 tsp" set the sugar of the chai, the chai stays one cup', () => {
    const chai = meal('masala chai');
    for (const instruction of ['2 spoons sugar', 'sugar 2 tsp']) {
      const r = editResult(chai, instruction);
      expect(live(r.meal, /chai/)[0]?.quantity).toBe(1);
      expect(r.applied.join(' ')).toMatch(/Sugar in Masala chai/);
      expect(kcal(r.meal)).toBeGreaterThan(kcal(chai));
    }
  });
});
