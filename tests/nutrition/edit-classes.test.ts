// Natural-language edits on the real knowledge, one block per class of instruction from issue 15:
// the effect is checked on the components (which food, how many grams, what was removed), not on
// a fixed kcal figure, so a data change to a food's weight does not break them.
import { describe, expect, it } from 'vitest';
import type { AnalyzedMeal } from '../../src/contracts/meal';
import { combinationParts } from '../../src/nutrition/edit/combination';
import { MODEST_LESS, MODEST_MORE } from '../../src/nutrition/edit/modest-scale';
import {
  analyzer,
  editResult,
  entryEdit,
  edited,
  expectScaled,
  grams,
  kcal,
  live,
  meal,
  partGrams,
  tryEdit,
} from './edit-helpers';

describe('edits: a count or unit of a named food', () => {
  it('a new count keeps the weight of one as logged ("3 eggs" after 2 boiled eggs)', () => {
    const before = meal('2 boiled eggs with a glass of milk');
    const after = edited(before, '3 eggs');
    expect(live(after, /egg/)[0]?.quantity).toBe(3);
    expect(grams(after, /egg/)).toBeCloseTo(grams(before, /egg/) * 1.5, 0);
    expect(grams(after, /milk/)).toBe(grams(before, /milk/));
  });

  it('"I had 4 rotis" sets the count; "one more", "another", "one less", "remove one" move it', () => {
    const before = meal('3 rotis with dal');
    const count = (instruction: string) => live(edited(before, instruction), /roti/)[0]?.quantity;
    expect(count('I had 4 rotis')).toBe(4);
    expect(count('one more roti')).toBe(4);
    expect(count('another roti')).toBe(4);
    expect(count('2 more rotis')).toBe(5);
    expect(count('one less roti')).toBe(2);
    expect(count('remove one roti')).toBe(2);
  });

  it('a part of a combination changes alone ("double the rajma" on rajma chawal)', () => {
    const before = meal('rajma chawal');
    const parts = before.components.flatMap((c) => combinationParts(analyzer.knowledge, c));
    const after = edited(before, 'double the rajma');
    const part = (re: RegExp) => parts.filter((c) => re.test(c.name.toLowerCase())).reduce((s, c) => s + c.grams, 0);
    expect(grams(after, /rajma/)).toBeCloseTo(part(/rajma/) * 2, 0);
    expect(grams(after, /rice/)).toBeCloseTo(part(/rice/), 0);
  });
});

describe('edits: the names people use', () => {
  it('a Hindi word or an alias names the food ("half the chawal" on jeera rice)', () => {
    const before = meal('dal makhani with jeera rice');
    const after = edited(before, 'chawal aadha');
    expect(grams(after, /rice/)).toBeCloseTo(grams(before, /rice/) / 2, 0);
    expect(grams(after, /dal/)).toBe(grams(before, /dal/));
  });

  it('an ingredient is not its dish: "half the sugar" on a chai halves the sugar, not the chai', () => {
    const chai = meal('masala chai');
    const after = edited(chai, 'half the sugar');
    expect(live(after, /chai/)[0]?.grams).toBe(live(chai, /chai/)[0]?.grams);
    expect(after.components.some((c) => c.role === 'removed' && /sugar/i.test(c.name))).toBe(true);
  });
});

describe('edits: size', () => {
  it('"make it large" on a unit without sizes still makes it larger, and says so', () => {
    const before = meal('a cup of tea');
    const r = editResult(before, 'make it large');
    expect(kcal(r.meal)).toBeGreaterThan(kcal(before));
    expect(r.applied.join(' ')).toMatch(/large/);
    expect(kcal(edited(before, 'chhota tha'))).toBeLessThan(kcal(before));
  });
});

describe('edits: remove, sugar, fat and milk', () => {
  it('"chai without sugar" takes the sugar out of the chai only; "sugar free" likewise', () => {
    const before = meal('kanda poha with masala chai');
    for (const instruction of ['chai without sugar', 'sugar free', 'no sugar in the chai']) {
      const after = edited(before, instruction);
      expect(after.components.some((c) => c.role === 'removed' && /sugar/i.test(c.name))).toBe(true);
      expect(grams(after, /poha/)).toBe(grams(before, /poha/));
      expect(kcal(after)).toBeLessThan(kcal(before));
    }
  });

  it('"less oil" and "sugar kam" take half of the recipe line out', () => {
    const paratha = meal('aloo paratha with curd');
    const lean = edited(paratha, 'less oil');
    expect(lean.components.some((c) => c.role === 'removed')).toBe(true);
    expect(kcal(lean)).toBeLessThan(kcal(paratha));
    const chai = meal('masala chai');
    const none = edited(chai, 'no sugar');
    const half = edited(chai, 'sugar kam');
    expect(kcal(half)).toBeLessThan(kcal(chai));
    expect(kcal(half)).toBeGreaterThan(kcal(none));
  });

  it('"with skimmed milk" swaps the milk of a chai or a glass of milk instead of adding a glass', () => {
    const chai = meal('a cup of masala chai');
    const skim = edited(chai, 'with skimmed milk');
    expect(live(skim, /skim/).length).toBe(1);
    expect(kcal(skim)).toBeLessThan(kcal(chai));
    const milk = meal('a glass of full cream milk');
    const after = edited(milk, 'with skimmed milk');
    expect(after.components.filter((c) => c.role !== 'removed')).toHaveLength(1);
    expect(kcal(after)).toBeLessThan(kcal(milk));
  });
});

describe('edits: milk type and black', () => {
  it('"make it black" is the knowledge’s black drink; "make it with toned milk" on toned milk changes nothing', () => {
    const coffee = meal('a cup of coffee');
    const black = edited(coffee, 'make it black');
    expect(live(black, /black/)).toHaveLength(1);
    expect(kcal(black)).toBeLessThan(kcal(coffee));
    const chai = meal('masala chai');
    expect(tryEdit(chai, 'make it with toned milk')).toMatchObject({ ok: false });
  });
});

describe('edits: replace', () => {
  it('a counted food keeps its count (2 naan → 2 chapatis at a chapati’s weight)', () => {
    const before = meal('butter chicken with 2 naan');
    const after = edited(before, 'chapati instead of naan');
    expect(live(after, /naan/)).toHaveLength(0);
    expect(live(after, /chapati|roti/)[0]?.quantity).toBe(2);
    expect(kcal(after)).toBeLessThan(kcal(before));
    expect(grams(after, /chicken/)).toBe(grams(before, /chicken/));
  });

  it('an ingredient of a recipe ("water instead of milk" in oats) is swapped, not the dish', () => {
    const before = meal('a bowl of oats with milk');
    const after = edited(before, 'with water instead of milk');
    expect(live(after, /oat/).length).toBeGreaterThan(0);
    expect(kcal(after)).toBeLessThan(kcal(before));
    expect(kcal(after)).toBeGreaterThan(0);
  });

  it('"rotis not parathas" and "make the parathas rotis" keep the count', () => {
    const before = meal('aloo gobi with 2 parathas');
    for (const instruction of ['rotis not parathas', 'make the parathas rotis']) {
      const after = edited(before, instruction);
      expect(live(after, /paratha/)).toHaveLength(0);
      expect(live(after, /roti|chapati/)[0]?.quantity).toBe(2);
    }
  });

  it('"use skimmed milk" and "with water" change the milk inside a dish, not the dish', () => {
    const oats = meal('a bowl of oats with milk');
    const skim = edited(oats, 'use skimmed milk');
    expect(live(skim, /oat/)).toHaveLength(1);
    expect(kcal(skim)).toBeLessThan(kcal(oats));
    // a food without a recipe (cornflakes with milk, one table row) is never replaced by the milk
    const flakes = meal('a bowl of cornflakes with milk');
    const r = tryEdit(flakes, 'use skimmed milk');
    if (r.ok) expect(live(r.meal, /cornflakes/)).toHaveLength(1);
    const shake = meal('protein shake with milk');
    const watery = edited(shake, 'with water');
    expect(live(watery, /shake/)).toHaveLength(1);
    expect(kcal(watery)).toBeLessThan(kcal(shake));
    expect(kcal(watery)).toBeGreaterThan(0);
  });

  it('"instead of rice, 2 rotis" reads the clause across the comma', () => {
    const after = edited(meal('chicken curry with rice'), 'instead of rice, 2 rotis');
    expect(live(after, /roti|chapati/)[0]?.quantity).toBe(2);
    expect(live(after, /^plain rice/)).toHaveLength(0);
  });
});

describe('edits: cooking style', () => {
  it('"boiled instead of fried", "grilled not fried", "make them boiled" pick the other entry', () => {
    const eggs = meal('2 fried eggs with toast');
    for (const instruction of ['boiled instead of fried', 'make them boiled', 'fried ki jagah boiled']) {
      const after = edited(eggs, instruction);
      expect(live(after, /boiled/)[0]?.quantity).toBe(2);
      expect(live(after, /^fried egg/)).toHaveLength(0);
      expect(kcal(after)).toBeLessThan(kcal(eggs));
    }
    const chicken = meal('fried chicken');
    expect(kcal(edited(chicken, 'grilled not fried'))).toBeLessThan(kcal(chicken));
  });
});

describe('edits: add, time and several clauses', () => {
  it('"ek chai bhi thi" adds a chai; "log it for breakfast" changes the meal type only', () => {
    const poha = meal('a plate of poha');
    expect(live(edited(poha, 'ek chai bhi thi'), /chai/)).toHaveLength(1);
    const moved = edited(poha, 'log it for breakfast');
    expect(moved.context.meal_type).toBe('breakfast');
    expect(kcal(moved)).toBe(kcal(poha));
  });

  it('Hinglish clauses joined by "aur" are each applied ("papad hatao aur dal double karo")', () => {
    const before = meal('2 rotis with dal and papad');
    const after = edited(before, 'papad hatao aur dal double karo');
    expect(live(after, /papad/)).toHaveLength(0);
    expect(grams(after, /dal/)).toBeCloseTo(grams(before, /dal/) * 2, 0);
    expect(grams(after, /roti|chapati/)).toBe(grams(before, /roti|chapati/));
  });
});

describe('edits: a modest change of a portion (×1.25 more, ×0.75 less; decision 118)', () => {
  it.each([
    ['rajma chawal', 'chawal thoda zyada', /rice/, /rajma/, MODEST_MORE],
    ['dal chawal', 'a bit more rice', /rice/, /dal/, MODEST_MORE],
    ['2 rotis with paneer butter masala', 'a little more paneer', /paneer/, /roti|chapati/, MODEST_MORE],
    ['chole with 2 bhature', 'thoda kam chole', /chole|chickpea/, /bhatur/, MODEST_LESS],
    ['dal makhani with jeera rice', 'rice slightly less', /rice/, /dal/, MODEST_LESS],
  ])('%s + "%s" changes only the food named', (text, instruction, food, other, factor) =>
    expectScaled(text, instruction, food, factor, other),
  );

  it('alone it is the whole portion ("thoda kam tha", "a bit more"); with an ingredient, that ingredient', () => {
    const poha = meal('a bowl of poha');
    expect(kcal(edited(poha, 'thoda kam tha'))).toBeCloseTo(kcal(poha) * MODEST_LESS, -1);
    expect(kcal(edited(poha, 'a bit more'))).toBeCloseTo(kcal(poha) * MODEST_MORE, -1);
    const chai = meal('masala chai');
    const lighter = edited(chai, 'sugar thoda kam');
    expect(live(lighter, /chai/)[0]?.grams).toBe(live(chai, /chai/)[0]?.grams);
    expect(kcal(lighter)).toBeLessThan(kcal(chai));
    expect(kcal(lighter)).toBeGreaterThan(kcal(edited(chai, 'sugar kam')));
  });
});

describe('edits: an amount in the unit of an ingredient', () => {
  it('"half scoop", "half a scoop" on a whey shake set the whey to half a scoop, the glass unchanged', () => {
    const shake = meal('whey protein shake with milk');
    for (const instruction of ['half scoop', 'half a scoop']) {
      const r = editResult(shake, instruction);
      expect(live(r.meal, /shake/)[0]?.grams).toBe(live(shake, /shake/)[0]?.grams);
      expect(r.applied.join(' ')).toMatch(/0\.5 scoop/);
      expect(kcal(r.meal)).toBeLessThan(kcal(shake));
    }
    // the unit the meal is logged in is still the portion: "half a glass"
    expect(kcal(edited(shake, 'half a glass'))).toBeCloseTo(kcal(shake) / 2, -1);
  });
});

describe('edits: a kind named without its food ("make it skimmed", "toned", "full cream")', () => {
  it.each([
    ['a cup of masala chai', 'make it skimmed', /skim/, 'down'],
    ['a glass of cold coffee', 'full cream', /whole/, 'up'],
    ['a cup of coffee', 'double toned', /double toned/, 'down'],
    ['banana shake', 'skimmed wala', /skim/, 'down'],
    ['a bowl of oats with milk', 'use skimmed', /skim/, 'down'],
    // a lassi's milk is its curd: low-fat curd (FNDDS 11411200) has about the energy of whole-milk curd
    ['a glass of lassi', 'toned', /low-fat/, 'any'],
    ['a glass of lassi', 'make it skimmed', /fat-free/, 'down'],
    ['a plate of rice', 'make it brown', /brown/, 'down'],
  ])('%s + "%s": the part of that kind is swapped, nothing added', (text, instruction, kind, direction) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect(live(after, kind).length).toBe(1);
    const items = (m: AnalyzedMeal) => m.components.filter((c) => c.role === 'item').length;
    expect(items(after)).toBe(items(before));
    if (direction === 'down') expect(kcal(after)).toBeLessThan(kcal(before));
    if (direction === 'up') expect(kcal(after)).toBeGreaterThan(kcal(before));
  });

  it('a word that names no kind of anything in the meal is refused, never added ("make it quick", "toned" on rice)', () => {
    expect(tryEdit(meal('a cup of masala chai'), 'make it quick')).toMatchObject({ ok: false });
    expect(tryEdit(meal('a plate of rice'), 'toned')).toMatchObject({ ok: false });
  });
});

describe('edits: a combination dish with its parts in the knowledge (pav bhaji, sambar rice)', () => {
  it.each([
    ['pav bhaji', '3 pav', 3],
    ['a plate of pav bhaji', 'teen pav the', 3],
    ['pav bhaji', 'only 1 pav', 1],
    ['pav bhaji', '4 pavs', 4],
  ])('%s + "%s": the pav count changes, the bhaji does not', (text, instruction, pav) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect(live(after, /^pav \(/)[0]?.quantity).toBe(pav);
    expect(partGrams(after, /^bhaji/)).toBeCloseTo(partGrams(before, /^bhaji/), 0);
    expect(partGrams(before, /^bhaji/)).toBeGreaterThan(0);
  });

  it.each([
    ['sambar rice', 'double the sambar', /^sambar/, 2, /^plain rice/],
    ['sambar sadam', 'sambar dubble', /^sambar/, 2, /^plain rice/],
    ['sambar rice with papad', 'half the rice', /^plain rice/, 0.5, /^sambar/],
    ['a plate of sambar chawal', 'chawal thoda kam', /^plain rice/, 0.75, /^sambar/],
  ])(
    '%s + "%s": one part changes, the other stays (sambar rice is not bisi bele bath)',
    (text, instruction, food, factor, other) => {
      const before = meal(text);
      expect(before.title.toLowerCase()).not.toMatch(/bisi/);
      const r = tryEdit(before, instruction);
      if (factor === 1) return; // "sambar sadam" is only the dish's other name: nothing to check beyond the title
      if (!r.ok) throw new Error(r.message);
      expect(partGrams(r.meal, food)).toBeCloseTo(partGrams(before, food) * factor, 0);
      expect(partGrams(r.meal, other)).toBeCloseTo(partGrams(before, other), 0);
    },
  );
});

describe('edits: a plate of a combination holds the whole breads its serving counts', () => {
  it.each([
    ['chole bhature', 'one more bhatura', /bhatura/, 3, /chole/],
    ['aloo puri', '4 puris', /^puri/, 4, /aloo/],
    ['halwa puri', 'ek puri aur', /^puri/, 3, /halwa/],
    ['misal pav', '4 pav', /^pav \(/, 4, /^misal \(/],
    ['misal pav', 'extra pav', /^pav \(/, 3, /^misal \(/],
    ['2 plates of chole bhature', '5 bhature', /bhatura/, 5, /chole/],
  ])(
    '%s + "%s": the breads counted from the plate\'s own count, the rest unchanged',
    (text, instruction, bread, n, other) => {
      const before = meal(text);
      const after = edited(before, instruction);
      expect(live(after, bread)[0]?.quantity).toBe(n);
      expect(partGrams(after, other)).toBeCloseTo(partGrams(before, other), 0);
    },
  );
});

describe('edits: a salad beside a meal is the everyday Indian salad, not lettuce', () => {
  it.each([
    ['rajma chawal with a bowl of salad', 'half the rice', /rice/],
    ['dal rice with salad', 'double the dal', /dal/],
    ['2 rotis with paneer sabzi and salad', 'one more roti', /roti|chapati/],
  ])('%s + "%s": the salad stays as it was', (text, instruction) => {
    const before = meal(text);
    expect(live(before, /lettuce/)).toHaveLength(0);
    expect(live(before, /salad/)).toHaveLength(1);
    expect(grams(edited(before, instruction), /salad/)).toBe(grams(before, /salad/));
  });

  it('"remove the salad", "salad nahi tha" take it out', () => {
    for (const instruction of ['remove the salad', 'salad nahi tha']) {
      expect(live(edited(meal('dal rice with salad'), instruction), /salad/)).toHaveLength(0);
    }
  });
});

describe('edits: cooking on the tawa', () => {
  it('"tawa not fried", "make it tawa fry" on fried fish pick the shallow-fried fish, the rice unchanged', () => {
    const before = meal('fried fish with rice');
    for (const instruction of ['tawa not fried', 'make it tawa fry', 'fried ki jagah tawa']) {
      const after = edited(before, instruction);
      expect(live(after, /amritsari/)).toHaveLength(0);
      expect(live(after, /fish/)).toHaveLength(1);
      expect(grams(after, /rice/)).toBe(grams(before, /rice/));
    }
  });
});

describe('edits: a factor said as a multiple or a percentage', () => {
  it.each([
    ['upma with coconut chutney', '1.5x', 1.5],
    ['upma with coconut chutney', 'x2', 2],
    ['upma with coconut chutney', '50% less', 0.5],
    ['upma with coconut chutney', 'twice as much', 2],
    ['a plate of chicken biryani', '3 guna', 3],
  ])('%s + "%s" scales the whole portion', (text, instruction, factor) => {
    const before = meal(text);
    expect(kcal(edited(before, instruction))).toBeCloseTo(kcal(before) * factor, -1);
  });

  it.each([
    ['rajma chawal', '2 times the rice', /rice/, 2, /rajma/],
    ['rajma chawal', '20% more rajma', /rajma/, 1.2, /rice/],
    ['rajma chawal', '25% kam rice', /rice/, 0.75, /rajma/],
    ['2 rotis with dal', 'half as much dal', /dal/, 0.5, /roti|chapati/],
  ])('%s + "%s" scales the food named only', (text, instruction, food, factor, other) =>
    expectScaled(text, instruction, food, factor, other),
  );
});

describe('edits: an ingredient named with an amount in its unit, a topping on top', () => {
  it('"2 scoops whey" and "2 scoops" on a whey shake set the whey, the glass stays one glass', () => {
    const shake = meal('protein shake');
    for (const instruction of ['2 scoops whey', '2 scoops', '2 scoops of whey']) {
      const r = editResult(shake, instruction);
      expect(live(r.meal, /shake/)[0]).toMatchObject({ quantity: 1, unit: 'glass' });
      expect(r.applied.join(' ')).toMatch(/2 scoop/);
    }
  });

  it('"butter on top", "ghee on top of it" add the topping to the plate', () => {
    const parathas = meal('2 parathas');
    for (const instruction of ['butter on top', 'ghee on top of it']) {
      const after = edited(parathas, instruction);
      expect(live(after, /paratha/)[0]?.quantity).toBe(2);
      expect(live(after, /butter|ghee/)).toHaveLength(1);
    }
  });
});

describe('edits: a size before the food, on a unit with or without its own sizes', () => {
  it('"large fries", "small fries" size the fries the way the katori sizes step (never lighter when larger)', () => {
    const before = meal('a burger with fries');
    expect(grams(edited(before, 'large fries'), /fries/)).toBeGreaterThan(grams(before, /fries/));
    expect(grams(edited(before, 'small fries'), /fries/)).toBeLessThan(grams(before, /fries/));
    expect(grams(edited(before, 'large fries'), /burger/)).toBe(grams(before, /burger/));
  });

  it('"a large coke" uses the glass sizes; "small katori dal" the katori sizes', () => {
    const coke = meal('a glass of coke');
    expect(grams(edited(coke, 'a large coke'), /cola/)).toBeGreaterThan(grams(coke, /cola/));
    const dal = meal('2 rotis with dal');
    expect(grams(edited(dal, 'small katori dal'), /dal/)).toBeLessThan(grams(dal, /dal/));
  });
});

describe('edits: the same food cooked another way keeps its weight', () => {
  it('"eggs were scrambled" on 2 boiled eggs is the same 100 g, scrambled', () => {
    const before = meal('2 boiled eggs');
    const after = edited(before, 'eggs were scrambled');
    expect(live(after, /scrambled/)).toHaveLength(1);
    expect(grams(after, /scrambled/)).toBe(grams(before, /egg/));
  });
});

describe('edits: a share taken out, a meal type it was not', () => {
  it.each([
    ['dal chawal', 'remove half the rice', /rice/, 0.5, /dal/],
    ['dal chawal', 'take out a quarter of the dal', /dal/, 0.75, /rice/],
    ['2 rotis with paneer butter masala', 'remove half of the paneer', /paneer/, 0.5, /roti|chapati/],
  ])('%s + "%s" keeps the rest of that food', (text, instruction, food, factor, other) =>
    expectScaled(text, instruction, food, factor, other),
  );

  it('"remove half of it" halves the portion; "this was lunch not breakfast" sets lunch', () => {
    const poha = meal('a plate of poha');
    expect(kcal(edited(poha, 'remove half of it'))).toBeCloseTo(kcal(poha) / 2, -1);
    expect(edited(poha, 'this was lunch not breakfast').context.meal_type).toBe('lunch');
    expect(edited(poha, 'dinner tha, lunch nahi').context.meal_type).toBe('dinner');
  });
});

describe('edits: Hindi word order', () => {
  it('"roti pe ghee nahi tha" takes the ghee off the roti', () => {
    const before = meal('2 rotis with ghee');
    const after = edited(before, 'roti pe ghee nahi tha');
    expect(kcal(after)).toBeLessThan(kcal(before));
    expect(grams(after, /roti|chapati/)).toBe(grams(before, /roti|chapati/));
  });

  it.each(['ek roti aur add karo', '1 roti add kar do', 'ek roti add karo'])('"%s" adds one roti', (instruction) => {
    const after = edited(meal('2 rotis'), instruction);
    expect(live(after, /roti|chapati/)[0]?.quantity).toBe(3);
  });

  it.each([
    ['isko lunch kar do', 'lunch'],
    ['dinner mein daal do', 'dinner'],
  ])('"%s" makes it %s', (instruction, type) => {
    expect(edited(meal('2 aloo tikki as an evening snack'), instruction).context.meal_type).toBe(type);
  });
});

describe('edits: corrections of a count or a meal said in other languages', () => {
  it.each([
    ['3 dosa with chutney', 'dosa moonu illa, rendu dhaan saapten', /dosa/, 2],
    ['3 chapati and varan', 'chapati 3 navhtya, 4 hotya', /chapati|roti/, 4],
    ['3 roti and dal', 'roti 3 nahi thi, 2 thi', /roti|chapati/, 2],
  ])('%s + "%s"', (text, instruction, food, count) => {
    expect(live(edited(meal(text), instruction), food)[0]?.quantity).toBe(count);
  });

  it('"aa nasto nahotu, raat nu jaman hatu" makes a breakfast dinner', () => {
    expect(
      edited(meal('2 thepla and chai for breakfast'), 'aa nasto nahotu, raat nu jaman hatu').context.meal_type,
    ).toBe('dinner');
  });

  it('"tea-yil panchasara ittilla" takes the sugar out of the tea', () => {
    const before = meal('a cup of tea with sugar');
    expect(kcal(edited(before, 'tea-yil panchasara ittilla'))).toBeLessThan(kcal(before));
  });

  it('a dish named without a part of it weighs no more than with it', () => {
    const before = meal('cheese sandwich');
    expect(kcal(edited(before, 'remove the cheese'))).toBeLessThan(kcal(before));
  });
});

describe('edits: a food said with what it was made with, a count less, a day denied', () => {
  it('"coffee was with skimmed milk and no sugar" swaps the coffee\'s milk and takes out its sugar', () => {
    const before = meal('a cup of filter coffee');
    const after = edited(before, 'coffee was with skimmed milk and no sugar');
    expect(kcal(after)).toBeLessThan(kcal(before));
    expect(live(after, /coffee/)).toHaveLength(1);
  });

  it('"remove one naan" leaves one of two', () => {
    expect(live(edited(meal('2 butter naan'), 'remove one naan'), /naan/)[0]?.quantity).toBe(1);
  });

  it('"ragi mudde eradu tindidde, ondu alla" is two', () => {
    expect(
      live(edited(meal('1 ragi mudde with saaru'), 'ragi mudde eradu tindidde, ondu alla'), /mudde/)[0]?.quantity,
    ).toBe(2);
  });

  it('"ye kal subah ka tha, aaj ka nahi" moves it to yesterday', () => {
    const before = meal('2 idli for breakfast');
    expect(edited(before, 'ye kal subah ka tha, aaj ka nahi').date).not.toBe(before.date);
  });
});

describe('edits: corrections said the regional way, with talk around them', () => {
  it('"X illa, Y dhaan saapten" (Tamil: not X, ate Y) is Y instead of X', () => {
    const after = edited(meal('mutton curry with 2 roti'), 'mutton curry illa, chicken curry dhaan saapten');
    expect(live(after, /chicken/)).toHaveLength(1);
    expect(live(after, /mutton/)).toHaveLength(0);
  });

  it('an amount denied and another said is that amount, in Telugu and in English', () => {
    for (const instruction of ['full plate kaadu, half plate ey tinna', 'half plate instead of full plate'])
      expectScaled('1 plate veg biryani', instruction, /biryani/, 0.5);
  });

  it('what was typed by mistake and a closing full stop are talk, not foods', () => {
    expect(live(edited(meal('rajma chawal with 3 roti'), 'galti se 3 likha, 2 roti thi'), /roti/)[0]?.quantity).toBe(2);
    const after = edited(meal('aloo paratha with curd'), 'paneer paratha tha, aloo paratha nahi. galat likh diya');
    expect(live(after, /paneer/)).toHaveLength(1);
  });

  it('Bengali "X er bodole Y dao" is Y instead of X', () => {
    const after = edited(meal('2 cup bhaat with dal'), 'bhaat er bodole 2 ta ruti dao');
    expect(live(after, /roti/)[0]?.quantity).toBe(2);
    expect(live(after, /rice/)).toHaveLength(0);
  });

  it("a food put in place of another keeps the user's name for it", () => {
    const after = edited(meal('fish curry with rice'), 'fish curry nahi, grilled fish tha');
    expect(live(after, /grilled fish/)).toHaveLength(1);
  });
});

describe('edits: lists, counts and amounts said the way people correct them', () => {
  it('"didnt have the papad or the pickle" takes out both', () => {
    const after = edited(meal('dal chawal with papad and pickle'), 'didnt have the papad or the pickle');
    expect(live(after, /papad/)).toHaveLength(0);
    expect(live(after, /pickle/)).toHaveLength(0);
    expect(live(after, /dal/)).toHaveLength(1);
  });

  it('a side taken off leaves the title', () => {
    expect(edited(meal('idli with sambar and chutney'), 'remove the chutney').title.toLowerCase()).not.toContain(
      'chutney',
    );
    expect(edited(meal('curd rice with appalam'), 'appalam venaam, eduthudunga').title.toLowerCase()).not.toContain(
      'appalam',
    );
  });

  it('"3 eggs not 2 in the omelette" and "half nahi full plate thi" are the amount it was', () => {
    expectScaled('2 egg omelette with 2 slices brown bread', '3 eggs not 2 in the omelette', /omelet/, 1.5, /bread/);
    expectScaled('half plate chicken biryani', 'half nahi full plate thi bhai', /biryani/, 2);
  });

  it('Bengali "baad dao" and Punjabi "bina ghee de banaya si" take the food out', () => {
    expect(
      live(edited(meal('bhaat with aloo posto and dal'), 'aloo posto ta baad dao, oita khaini'), /posto/),
    ).toHaveLength(0);
    const before = meal('2 makki di roti with ghee');
    const after = edited(before, 'ghee nahi si, bina ghee de banaya si');
    expect(live(after, /ghee/)).toHaveLength(0);
    expect(kcal(after)).toBeLessThan(kcal(before));
  });
});

describe('edits: talk around the change, and more regional words', () => {
  it('a clause that names no food is left out when another applied', () => {
    const before = meal('3 idli with sambar and coconut chutney');
    const result = editResult(before, 'sambar double pannunga, rendu thadava oothinaanga');
    expect(partGrams(result.meal, /sambar/)).toBeCloseTo(2 * partGrams(before, /sambar/), 0);
    expect(result.applied.join(' ')).toContain('left out');
    expect(tryEdit(meal('1 plate veg pulao'), 'was a big plate, hostel full plate heaped up').ok).toBe(true);
  });

  it('a number typed by mistake and talk words (tbh, da) are nothing to apply', () => {
    expect(live(edited(meal('2 glass lassi'), 'only one glass lassi, typed 2 by mistake'), /lassi/)[0]?.quantity).toBe(
      1,
    );
    expect(edited(meal('a bowl of maggi'), 'it was a small bowl tbh').components[0]?.grams).toBeLessThan(
      meal('a bowl of maggi').components[0]?.grams ?? 0,
    );
  });

  it('", and only 2 biscuits" sets the count, it adds nothing', () => {
    const after = edited(meal('4 marie biscuits with chai'), 'no sugar in the chai, and only 2 biscuits');
    expect(live(after, /biscuit/).map((c) => c.quantity)).toEqual([2]);
  });

  it('Malayalam "pazham onnu mathrame kazhichullu" and Punjabi "lassi nahi c, chaa peeti si"', () => {
    expect(live(edited(meal('puttu with 2 bananas'), 'pazham onnu mathrame kazhichullu'), /banana/)[0]?.quantity).toBe(
      1,
    );
    const after = edited(meal('2 makki di roti with a glass of lassi'), 'roti 3 si, te lassi nahi c, chaa peeti si');
    expect(live(after, /chai/)).toHaveLength(1);
    expect(live(after, /lassi/)).toHaveLength(0);
  });
});

describe('edits: the food itself in the entry, and a snack said with when', () => {
  it('"makhan nahi si" takes out the butter logged on another meal, not a fat of the rotis', () => {
    const edit = entryEdit('makki di roti 2 te sarson da saag, upar makhan', 'makhan nahi si');
    expect(edit.ok && edit.applied.join(' ')).toMatch(/butter/i);
  });

  it('"that was a post-gym snack, not lunch" is a snack', () => {
    expect(
      edited(meal('whey protein shake with a banana at lunch'), 'that was a post-gym snack, not lunch').context
        .meal_type,
    ).toBe('snack');
  });
});

describe('edits: blind set 23 classes', () => {
  it('a kind said alone or after its food is that kind of the food: "lassi namkeen thi, meethi nahi"', () => {
    for (const instruction of ['lassi namkeen thi, meethi nahi', 'lassi meethi nahi thi, namkeen thi']) {
      const after = edited(meal('a glass of sweet lassi'), instruction);
      expect(live(after, /salted/)).toHaveLength(1);
    }
  });

  it('", and 2 roti only" sets the count', () => {
    expect(live(edited(meal('mutton curry with 3 roti'), 'it was lunch, and 2 roti only'), /roti/)[0]?.quantity).toBe(
      2,
    );
  });

  it('Tamil "innum rendu", Bengali "ta baad", Kannada "ondhe ittu"', () => {
    expect(live(edited(meal('3 dosa with chutney'), 'innum rendu dosa add pannu'), /dosa/)[0]?.quantity).toBe(5);
    expect(live(edited(meal('khichuri with dim bhaji'), 'dim ta baad'), /omelette|egg/)).toHaveLength(0);
    expect(live(edited(meal('ragi mudde 2 with soppu saaru'), 'mudde ondhe ittu'), /mudde/)[0]?.quantity).toBe(1);
  });
});

describe('edits: blind set 24 classes', () => {
  it('a reason said before "so" is talk, the change after it applies once ("… so I only ate half the rice")', () => {
    expectScaled('2 cups rice with rasam', 'coach said cut carbs so I only ate half the rice', /rice/, 0.5);
    expectScaled('2 cups rice with rasam', 'so i only ate half the rice', /rice/, 0.5);
  });

  it('before or after training, said with "se pehle" or "ke baad" and a pronoun', () => {
    for (const [instruction, type] of [
      ['ye gym se pehle liya tha', 'pre-workout'],
      ['nets se pehle', 'pre-workout'],
      ['ye nets ke baad liya', 'post-workout'],
    ] as const)
      expect(edited(meal('black coffee and a banana'), instruction).context.meal_type).toBe(type);
  });

  it('Gujarati and Marathi evening and morning snacks ("saanj no naasto", "savar cha nashta")', () => {
    expect(edited(meal('4 dhokla and chai'), 'aa saanj no naasto hato').context.meal_type).toBe('snack');
    expect(edited(meal('4 dhokla and chai'), 'savar cha nashta hota').context.meal_type).toBe('breakfast');
  });

  it('Malayalam "innale raavile kazhichatha" is yesterday morning', () => {
    const before = meal('puttu and kadala curry');
    const after = edited(before, 'ithu innale raavile kazhichatha');
    expect(after.context.meal_type).toBe('breakfast');
    expect(after.date < before.date).toBe(true);
  });

  it('what the food was made with, said after its name ("chai with oat milk", "chai oat milk wali thi")', () => {
    for (const instruction of ['chai with oat milk', 'chai oat milk wali thi', 'chai made with oat milk'])
      expect(live(edited(meal('2 cups chai and 1 mathri'), instruction), /oat/)).toHaveLength(1);
    // a kind word after the food is its kind, not a food added
    const lassi = edited(meal('a glass of sweet lassi'), 'lassi namkeen wali thi');
    expect(live(lassi, /salted/)).toHaveLength(1);
    expect(live(lassi, /chivda|namkeen mixture/)).toHaveLength(0);
  });

  it('the milk it was made with, in Kannada and Hindi, keeps no verb in its name', () => {
    for (const instruction of [
      'full cream haalu alla, skimmed haalu haakiddu',
      'full cream doodh nahi, skimmed doodh dala tha',
    ]) {
      const after = edited(meal('chocolate whey shake with full cream milk'), instruction);
      const skimmed = live(after, /skim/);
      expect(skimmed).toHaveLength(1);
      expect(skimmed[0]?.name).not.toMatch(/dala|haak/i);
    }
  });

  it('"fried in butter, not boiled" is the way it was cooked and the fat it was cooked in', () => {
    const after = edited(meal('2 boiled eggs and a toast'), 'eggs were fried in butter, not boiled');
    expect(live(after, /fried egg/i)).toHaveLength(1);
    expect(live(after, /butter/i)).toHaveLength(1);
    expect(live(after, /boiled/i)).toHaveLength(0);
  });

  it('Tamil "coffee la sakkarai podala", Punjabi "ni peeti si", Gujarati "be nai, chaar"', () => {
    expect(live(edited(meal('2 cups filter coffee with sugar'), 'coffee la sakkarai podala'), /sugar/)).toHaveLength(0);
    const edit = entryEdit('chole kulche te ik glass lassi', 'lassi ni peeti si, hata do');
    expect(edit.ok && edit.applied.join(' ')).toMatch(/removed.*lassi/i);
    expect(
      live(edited(meal('2 methi thepla and dahi'), 'thepla be nai, chaar khadha hata'), /thepla/)[0]?.quantity,
    ).toBe(4);
  });
});

describe('edits: blind set 25 classes', () => {
  it('"ek aur roti add karo", "ek aur roti jod do": one more, not "ek" and then a roti', () => {
    for (const instruction of ['ek aur roti add karo', 'ek aur roti jod do'])
      expect(live(edited(meal('2 roti and arhar dal'), instruction), /roti/)[0]?.quantity).toBe(3);
    // "do" after a verb is the verb: "hata do aur roti add karo" still removes and adds
    const after = edited(meal('2 roti and arhar dal'), 'dal hata do aur roti add karo');
    expect(live(after, /dal/)).toHaveLength(0);
  });

  it('eaten later or too, with when it was eaten: "baad mein ek glass doodh piya", "a banana too before squats"', () => {
    expect(live(edited(meal('3 chapathi and aloo palya'), 'baad mein ek glass doodh piya'), /milk/)).toHaveLength(1);
    expect(
      live(edited(meal('2 slices brown bread with peanut butter'), 'oh and a banana too before squats'), /banana/),
    ).toHaveLength(1);
  });

  it('"took out the onions" removes them', () => {
    const after = edited(meal('kachumber salad with onion, cucumber and tomato'), 'took out the onions');
    expect(live(after, /onion/i)).toHaveLength(0);
  });

  it('Odia, Telugu, Bengali and Malayalam words: "cha re chini nathila", "idi gym ki mundu tagganu", "gotokal dupurer khabar", "cheriya bowl"', () => {
    expect(live(edited(meal('2 cup cha and 2 biscuit'), 'cha re chini nathila'), /^sugar/i)).toHaveLength(0);
    expect(edited(meal('black coffee with 2 dates'), 'idi gym ki mundu tagganu').context.meal_type).toBe('pre-workout');
    const before = meal('bhaat, shukto ar murgir jhol');
    const moved = edited(before, 'eta gotokal dupurer khabar chilo');
    expect(moved.context.meal_type).toBe('lunch');
    expect(moved.date < before.date).toBe(true);
    const curry = meal('chicken curry 1 bowl');
    expect(grams(edited(curry, 'curry oru cheriya bowl aayirunnu'), /chicken/)).toBeLessThan(grams(curry, /chicken/));
  });

  it('Hindi "adha" is half, and a removal after "aau" (and) is a removal', () => {
    expectScaled('pakhala bhata and aloo bharta', 'pakhala adha khaili', /panta|pakhala/i, 0.5);
  });

  it('"fry nahi tha, grill kiya hua tha" and "gym khatam karke liya tha"', () => {
    expect(live(edited(meal('2 fried eggs and toast'), 'egg fry nahi tha, boil kiya hua tha'), /boiled/i)).toHaveLength(
      1,
    );
    expect(edited(meal('1 scoop whey and 6 egg whites'), 'gym khatam karke liya tha').context.meal_type).toBe(
      'post-workout',
    );
    expect(edited(meal('1 scoop whey and 6 egg whites'), 'post workout mein daalo').context.meal_type).toBe(
      'post-workout',
    );
  });
});

describe('edits: blind set 26 classes', () => {
  it('Nepali: "achar ta khayina, hatai dinus", "arko ek roti thapnus"', () => {
    const edit = entryEdit('dal bhat tarkari ra golbheda ko achar', 'achar ta khayina, hatai dinus');
    expect(edit.ok && edit.applied.join(' ')).toMatch(/removed/i);
    expect(live(edited(meal('2 roti and aloo tama'), 'arko ek roti thapnus'), /roti/)[0]?.quantity).toBe(3);
  });

  it('Telugu "coffee lo chakkera veyaledu" takes the sugar out', () => {
    expect(live(edited(meal('1 cup filter coffee with sugar'), 'coffee lo chakkera veyaledu'), /^sugar/i)).toHaveLength(
      0,
    );
  });

  it('a size said with "size" and the size denied: "dose dodda size ittu, normal alla", "dosa was large not medium"', () => {
    for (const instruction of ['dose dodda size ittu, normal alla', 'dosa bada size tha', 'dosa was large not medium'])
      expect(live(edited(meal('2 set dosa with chutney'), instruction), /dosa/)[0]?.size).toBe('large');
  });

  it('Malayalam "porichathalla, grill cheythathaanu" is grilled, not fried', () => {
    const after = edited(meal('2 pieces meen fry and choru'), 'meen porichathalla, grill cheythathaanu');
    expect(live(after, /grill/i)).toHaveLength(1);
    expect(live(after, /fry|fried/i)).toHaveLength(0);
  });

  it('Bengali "gym er thik pore khaisi", Sinhala "iye raa kaewe", Kannada "innondu … haaki"', () => {
    expect(edited(meal('2 kola and a glass of milk'), 'eta gym er thik pore khaisi').context.meal_type).toBe(
      'post-workout',
    );
    const kottu = meal('chicken kottu 1 plate');
    const moved = edited(kottu, 'meka iye raa kaewe, ada nemei');
    expect(moved.date < kottu.date).toBe(true);
    expect(moved.context.meal_type).toBe('dinner');
    expect(live(edited(meal('2 thatte idli with chutney'), 'innondu thatte idli haaki'), /idli/)[0]?.quantity).toBe(3);
  });

  it('Punjabi "makhan nai lagaya si, te dahi di jagah lassi pitti si": no butter, lassi for the curd', () => {
    const edit = entryEdit(
      '2 aloo paranthe makhan te dahi naal',
      'makhan nai lagaya si, te dahi di jagah lassi pitti si',
    );
    const applied = edit.ok ? edit.applied.join(' ') : '';
    expect(applied).toMatch(/removed butter/i);
    expect(applied).toMatch(/lassi/i);
  });
});

describe('edits: the meal itself, more of a food, and when a named food was eaten', () => {
  it('removing the food that is the meal itself is refused, never swapped for another food', () => {
    for (const [text, instruction] of [
      ['2 roti with dal', 'remove roti'],
      ['2 idli with chutney', 'idli nahi khaya'],
    ] as const) {
      const result = tryEdit(meal(text), instruction);
      expect(result.ok).toBe(false);
    }
  });

  it('"rice zyada" and "zyada rice" are more rice', () => {
    for (const instruction of ['rice zyada', 'zyada rice'])
      expect(grams(edited(meal('1 cup rice and 2 idli'), instruction), /rice/i)).toBeGreaterThan(
        grams(meal('1 cup rice and 2 idli'), /rice/i),
      );
  });

  it('"omelette kal raat khaya" moves the meal to last night', () => {
    const before = meal('omelette and toast');
    const after = edited(before, 'omelette kal raat khaya');
    expect(after.date < before.date).toBe(true);
    expect(after.context.meal_type).toBe('dinner');
  });
});

describe('edits: blind set 27 classes', () => {
  it('a counted food instead of the one denied: "parotta illa, rendu chapathi dhaan"', () => {
    const after = edited(meal('2 parotta with chicken salna'), 'parotta illa, rendu chapathi dhaan');
    expect(live(after, /roti|chapati/i)).toHaveLength(1);
    expect(live(after, /parotta/i)).toHaveLength(0);
  });

  it('Gujarati "thepla 4 hata" is four thepla, not a removal', () => {
    expect(live(edited(meal('3 methi thepla and dahi'), 'thepla 4 hata'), /thepla/)[0]?.quantity).toBe(4);
  });

  it('"chicken nemei, it was fish curry" replaces the chicken', () => {
    const after = edited(meal('chicken curry and rice'), 'chicken nemei, it was fish curry');
    expect(live(after, /fish/i)).toHaveLength(1);
  });

  it('Odia, Kannada, Telugu, Punjabi and Malayalam times and sugar', () => {
    const bhata = meal('bhata, dalma');
    const moved = edited(bhata, 'eita gatakali rati re khaithili');
    expect(moved.date < bhata.date).toBe(true);
    expect(live(edited(meal('filter coffee with sugar'), 'coffee ge sakkare haakirlilla'), /^sugar/i)).toHaveLength(0);
    expect(edited(meal('2 boiled eggs and a banana'), 'idi workout ayyaka tinnanu').context.meal_type).toBe(
      'post-workout',
    );
    expect(edited(meal('kadhi chawal'), 'eh kal dupehar da khana si').context.meal_type).toBe('lunch');
  });
});

describe('edits: sizes with "the … one", a change after "so", Bengali cooking words', () => {
  it('"the cold coffee was the large one" is large', () => {
    const after = edited(meal('1 cold coffee and a sandwich'), 'the cold coffee was the large one');
    expect(live(after, /coffee/i)[0]?.size).toBe('large');
  });

  it('"… so put it as pre workout" applies after the reason', () => {
    expect(
      edited(meal('2 slices peanut butter toast'), 'this was before the track session so put it as pre workout').context
        .meal_type,
    ).toBe('pre-workout');
  });
});

describe('edits: an amount alone is of the food the clause before named', () => {
  it('"saag dugna si, do katoriyan" puts the katoris on the saag', () => {
    const edit = entryEdit('sarson da saag and 2 makki di roti', 'saag dugna si, do katoriyan');
    expect(edit.ok && live(edit.meal, /saag/i)[0]?.quantity).toBe(2);
    expect(edit.ok && edit.others).toHaveLength(0);
  });
});

describe('edits: blind set 28 classes', () => {
  it('"lassi was salted not sweet" is the salted lassi', () => {
    expect(live(edited(meal('a glass of sweet lassi'), 'lassi was salted not sweet'), /salted/i)).toHaveLength(1);
  });

  it('Punjabi "achaar nahi khada, hata de" and Telugu "pedda size lo undi"', () => {
    const edit = entryEdit('2 aloo parathe, dahi te amb da achaar', 'achaar nahi khada, hata de');
    expect(edit.ok && edit.applied.join(' ')).toMatch(/removed.*(pickle|achaar)/i);
    expect(live(edited(meal('2 dosa and sambar'), 'dosa pedda size lo undi'), /dosa/i)[0]?.size).toBe('large');
  });
});
