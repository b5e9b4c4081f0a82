// Servings, compound foods, Hindi dish phrases and recipes fixed in the second accuracy pass
// (docs/decisions/026): none of these texts is a benchmark sentence.
import { describe, expect, it } from 'vitest';
import { getAnalyzer } from '../knowledge-file';
import { loadKnowledge } from '../knowledge-file';
import { expectNear } from '../../tests/helpers/reference-band';

const analyze = (text: string) =>
  getAnalyzer().analyze(text, { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') });
const meals = (text: string) =>
  analyze(text).meals.map((m) => ({
    title: m.title,
    unit: m.serving.household_unit,
    grams: Math.round(m.serving.servings * m.serving.serving_size_g),
    kcal: m.macros.calories_kcal,
  }));
const first = (text: string) => meals(text)[0] ?? { title: '', unit: '', grams: 0, kcal: 0 };
const per100 = (id: string) => loadKnowledge().byId.get(id)?.per100g.calories_kcal ?? NaN;

describe('a cup of a dessert is its single-serve cup', () => {
  it('weighs a cup of kheer or shrikhand as a 113 g dessert cup, a cup of milk as a measuring cup', () => {
    // FNDDS 13210410 rice pudding: snack size container 110 g; FNDDS 11400000 yogurt: 4 oz container 113 g.
    expectNear(first('1 cup kheer').grams, 110, 'FNDDS 13210410 rice pudding, snack size container');
    expectNear(first('shrikhand 2 cups').grams, 2 * 113, 'FNDDS 11400000 yogurt, 4 oz container');
    expect(first('1 cup milk').grams).toBeGreaterThan(230);
  });
});

describe('half plate', () => {
  it('is half of the full plate, as people and their edits read it ("it was a full plate" doubles it)', () => {
    expect(first('half plate veg biryani').unit).toBe('half plate');
    expect(first('half plate veg biryani').grams).toBeCloseTo(first('1 plate veg biryani').grams / 2, 0);
    expect(first('aadhi plate pulao').unit).toBe('half plate');
    expect(first('aadhi plate pulao').grams).toBeCloseTo(first('1 plate pulao').grams / 2, 0);
    // a dish with its own plate (pav bhaji: bhaji and 2 pav) is half of that plate
    expect(first('half plate pav bhaji').grams).toBeCloseTo(first('1 plate pav bhaji').grams / 2, 0);
    expect(first('2 half plates chole').grams).toBe(2 * first('half plate chole').grams);
  });
  it('still reads "half" as 0.5 before other units', () => {
    expect(first('half katori dal').grams).toBeCloseTo(first('1 katori dal').grams / 2, 0);
    expect(first('half roti').grams).toBe(first('1 roti').grams / 2);
  });
});

describe('compound foods on sliced bread', () => {
  it('weighs a slice of peanut butter toast with its spread', () => {
    const two = first('3 slices peanut butter toast');
    expectNear(two.grams, 3 * 46, 'FNDDS 42301015 peanut butter sandwich, 1 slice bread 46 g');
    // FNDDS 42301015 peanut butter sandwich: 384 kcal per 100 g.
    expect((two.kcal / two.grams) * 100).toBeGreaterThan(340);
  });
  it('keeps plain bread by its own slice', () => {
    expectNear(first('2 slices bread').grams, 2 * 28, 'FNDDS 51000100 bread, medium or regular slice 28 g');
  });
});

describe('Hindi "X ki sabzi", "X ka saag", "X wala Y"', () => {
  it('names one dish of X', () => {
    expect(meals('paneer ki sabzi')).toEqual([expect.objectContaining({ title: 'Paneer ki sabzi (Paneer curry)' })]);
    expect(meals('gobhi ki sabji').map((m) => m.title)).toEqual([expect.stringMatching(/gobi/i)]);
    expect(meals('mooli wala paratha').length).toBe(1);
    expect(meals('aloo wale paratha').map((m) => m.title)).toEqual([expect.stringMatching(/aloo paratha/i)]);
  });
  it('keeps names that contain the link word', () => {
    expect(first('sarson ka saag').title).toMatch(/sarson ka saag/i);
  });
  it('falls back to one generic sabzi for a vegetable without its own dish', () => {
    const r = meals('2 roti aur methi ki sabzi');
    expect(r).toHaveLength(2);
    expect(r[1]?.title).toMatch(/sabzi/i);
  });
});

describe('recipes checked against USDA rows', () => {
  it('makes tandoori chicken and chicken tikka 150-200 kcal per 100 g (USDA roasted meat + marinade)', () => {
    for (const id of ['dish:tandoori-chicken', 'dish:chicken-tikka']) {
      expect(per100(id)).toBeGreaterThan(150);
      expect(per100(id)).toBeLessThan(200);
    }
  });
  it('serves Kerala parotta by a medium 70 g piece and string hoppers by a 35 g nest', () => {
    expectNear(first('2 parotta').grams, 2 * 70, 'FNDDS 51300185 bread, paratha: 1 paratha 70 g');
    expect(first('10 string hoppers').grams).toBe(10 * first('1 string hopper').grams);
    expect(per100('dish:idiyappam')).toBeLessThan(160);
  });
});

describe("a curated food's own serving", () => {
  it('is the default instead of the class unit (label 30 g of corn flakes, 85 g of tuna)', () => {
    expectNear(first('a bowl of cornflakes').grams, 28, "FNDDS 57135000 Kellogg's Corn Flakes, 1 cup 28 g");
    expectNear(first('canned tuna').grams, 85, 'FNDDS 26155110 tuna, canned, quantity not specified 85 g');
  });
  it('scales with a size word as the class unit does', () => {
    expect(first('large omelette').grams).toBeGreaterThan(first('omelette').grams);
  });
  it("keeps a raw row's 100 g placeholder replaced by the class unit", () => {
    expect(first('ghee').grams).toBeLessThan(10);
  });
});

describe('eggs counted after an egg dish', () => {
  it('size the dish instead of adding boiled eggs', () => {
    const omelette = meals('omelette 3 eggs');
    expect(omelette).toEqual([expect.objectContaining({ title: expect.stringMatching(/omelette/i) })]);
    expectNear(omelette[0]!.grams, 3 * 55, 'FNDDS 32129990 egg omelet, 1 egg 55 g');
    // Masala omelette recipe: 100 g egg (2 × 50 g) makes the two-egg serving, so 3 eggs make 1.5 of it.
    const masala = meals('masala omelette of 3 eggs');
    expect(masala).toHaveLength(1);
    expect(masala[0]!.grams).toBeCloseTo(1.5 * first('masala omelette').grams, 0);
  });
  it('keeps eggs that are a separate item', () => {
    expect(meals('omelette and 2 boiled eggs')).toHaveLength(2);
  });
});

describe('names', () => {
  it('reads "makki roti" as makki di roti', () => {
    expect(first('2 makki roti').title).toMatch(/makki/i);
  });
});

describe('nuts and dates without a count', () => {
  it('are a handful of nuts, not one nut', () => {
    expect(first('almonds').unit).toBe('handful');
    expectNear(first('almonds').grams, 28, 'FNDDS 42100100 almonds, quantity not specified 28 g (1 oz)');
    for (const g of meals('cashews and walnuts').map((m) => m.grams))
      expectNear(g, 28, 'FNDDS 42104000 cashews / 42110000 mixed nuts, quantity not specified 28 g');
    expectNear(first('10 almonds').grams, 10 * 1.2, 'FNDDS 42100100 almonds, 1 nut 1.2 g');
  });
  it('are 40 g of dates (FNDDS 62110100 quantity not specified), a count is dates', () => {
    expectNear(first('dates').grams, 40, 'FNDDS 62110100 date, quantity not specified 40 g');
    expectNear(first('3 dates').grams, 3 * 8, 'FNDDS 62110100 date, 1 date 8 g');
  });
});

describe('drinks by the cup', () => {
  it('reads a cup of chai or coffee as the 125 ml tea cup, a mug as a mug', () => {
    // The tea cup is 125 ml (knowledge/units convention) of a milky drink: SR26 01077 milk 1 cup (236.6 ml) = 244 g.
    expectNear(first('cup of tea').grams, 125 * (244 / 236.6), 'tea cup 125 ml × SR26 01077 milk density');
    expect(first('2 cups coffee').grams).toBe(2 * first('cup of coffee').grams);
    expect(first('mug of coffee').grams).toBeGreaterThan(300);
  });
  it('knows green tea and cheese sandwiches (FNDDS 92303010, 14640000, 14640100)', () => {
    expect(meals('green tea')).toEqual([expect.objectContaining({ title: expect.stringMatching(/green tea/i) })]);
    expectNear(first('grilled cheese sandwich').grams, 116, 'FNDDS 14640100 grilled cheese sandwich, 1 sandwich 116 g');
    expectNear(first('2 cheese sandwiches').grams, 2 * 102, 'FNDDS 14640000 cheese sandwich, 1 sandwich 102 g');
  });
  it('reads "aloo gobi ki sabzi" as the dish aloo gobi', () => {
    expect(meals('aloo gobi ki sabzi').map((m) => m.title)).toEqual([expect.stringMatching(/aloo gobi/i)]);
  });
});

describe('plates of counted items and retail packs', () => {
  it('weighs a plate of idli, vada, samosa or momos as the pieces a menu plate holds', () => {
    // Menu plates hold a conventional count (knowledge/units): 2 idlis, 2 samosas, 6 momos.
    expect(first('1 plate idli').grams).toBe(2 * first('1 idli').grams);
    expectNear(first('1 idli').grams, 38, 'FNDDS 55702000 idli (2-1/4" dia) 38 g');
    expect(first('plate of samosa').grams).toBe(2 * first('1 samosa').grams);
    expect(first('momos 1 plate').grams).toBe(6 * first('1 momo').grams);
    expectNear(first('1 plate chicken biryani').grams, 302, 'INDB ASC123 vegetable biryani, plate 302 g');
  });
  it('reads packet / pack / pkt as a retail pack', () => {
    // A retail pack is its label weight, so these stay exact: Maggi 2-minute noodles 70 g, Parle-G 56 g.
    expect(first('1 packet maggi').grams).toBe(70);
    expect(first('2 packets parle g').grams).toBe(112);
    expect(first('4 marie biscuits').title).toMatch(/marie/i);
  });
});

describe('everyday words', () => {
  it('reads "chai biscuit" as chai and a biscuit, "nashte mein" as breakfast', () => {
    expect(meals('chai biscuit').length).toBe(2);
    const r = analyze('nashte mein 2 idli');
    expect(r.meals[0]?.context.meal_type).toBe('breakfast');
    expect(r.unmatched).toEqual([]);
  });
  it('knows fruit salad as FNDDS mixed fruit by the cup', () => {
    expect(first('fruit salad').title).toMatch(/fruit/i);
    expectNear(first('fruit salad').grams, 150, 'FNDDS 63100100 fruit, NFS: 1 cup 150 g');
  });
});

describe('cans', () => {
  it('reads a can of a soft drink as 300 ml and a can of tuna as FNDDS 167 g; "can" alone is a word', () => {
    expect(first('1 can coke')).toMatchObject({ unit: 'can' });
    expect(first('1 can coke').grams).toBeGreaterThan(295);
    expectNear(first('canned tuna 1 tin').grams, 160, 'FNDDS 26155110 tuna, canned: 1 can (6.5 oz), drained 160 g');
    expect(meals('had dal, can eat more later').length).toBe(1);
  });
});

describe('small pieces and slices', () => {
  it('serves small pieces named without a count by the menu plate', () => {
    expect(first('momos')).toMatchObject({ unit: 'plate', grams: first('momos 1 plate').grams });
    // A tikka plate is 6 pieces (knowledge/units convention).
    expect(first('paneer tikka')).toMatchObject({ unit: 'plate', grams: 6 * first('1 paneer tikka').grams });
    expect(first('2 momos').grams).toBe(2 * first('1 momo').grams);
    expectNear(
      first('samosa').grams,
      100,
      'FNDDS 58124500 pastry filled with potatoes and peas, 1 regular samosa 100 g',
    );
  });
  it('weighs slices of pizza by the pizza slice', () => {
    expectNear(first('3 slices of pizza').grams, 3 * 86, 'FNDDS 58106210 cheese pizza, 1 piece of a medium pizza 86 g');
  });
});

describe('a handful of mixed nuts', () => {
  it('is shared by the nuts named after it', () => {
    const handful = first('handful almonds').grams;
    expect(meals('handful cashews and walnuts').map((m) => m.grams)).toEqual([handful / 2, handful / 2]);
    const [almonds, banana] = meals('handful almonds and a banana').map((m) => m.grams);
    expect(almonds).toBe(handful);
    expectNear(banana!, 118, 'SR26 09040 banana, medium 118 g');
  });
});

describe('namkeen on a dish', () => {
  it('is a tablespoon garnish, alone it is a pack', () => {
    const sev = analyze('poha with sev').meals[0]?.components.find((c) => c.role === 'added');
    expect(sev).toMatchObject({ unit: 'tablespoon', grams: 15 });
    expectNear(first('bhujia').grams, 57, 'FNDDS 54402200 snack mix, medium single serving bag 57 g');
  });
});

describe('veg burger', () => {
  it('is its own dish, not a beef hamburger', () => {
    expect(first('1 veg burger').title).toMatch(/veg burger/i);
  });
});

describe('numbers inside names', () => {
  it('reads "chicken 65" as the dish, not 65 servings of chicken', () => {
    expect(meals('chicken 65 plate')).toEqual([expect.objectContaining({ title: 'Chicken 65', unit: 'plate' })]);
    expect(first('2 plates chicken 65').grams).toBe(2 * first('chicken 65 plate').grams);
    expect(first('roti 2').grams).toBe(2 * first('1 roti').grams);
  });
});

describe('bare numbers', () => {
  it('too large for a count of servings are grams (ml for drinks)', () => {
    expect(first('chicken breast 200')).toMatchObject({ unit: 'g', grams: 200 });
    expect(first('dal 150')).toMatchObject({ grams: 150 });
    // 500 ml at the density of milk, SR26 01077: 1 cup (236.6 ml) = 244 g. A conversion, so a tight band.
    expectNear(first('milk 500').grams, 500 * (244 / 236.6), 'SR26 01077 milk density', 0.02);
    expect(first('100 almonds').grams).toBe(100);
  });
  it('stay counts when they are plausible counts', () => {
    expect(first('12 pani puri').grams).toBe(12 * first('1 pani puri').grams);
    expectNear(first('30 almonds').grams, 30 * 1.2, 'FNDDS 42100100 almonds, 1 nut 1.2 g');
    expect(first('3 katori dal').grams).toBe(3 * first('1 katori dal').grams);
  });
  it('count small fruit one by one (SR26 09132 grape 4.9 g, 09316 strawberry 12 g)', () => {
    expectNear(first('25 grapes').grams, 25 * 4.9, 'SR26 09132 grapes: 10 grapes 49 g');
    expectNear(first('6 strawberries').grams, 6 * 12, 'SR26 09316 strawberries: medium 12.0 g');
  });
});

describe('a plain spoon', () => {
  it('is a teaspoon of sugar or ghee but a table spoon of rice, dal or curd', () => {
    expect(first('1 spoon ghee').grams).toBeLessThan(6);
    // A tablespoon is 1/16 cup: FNDDS 56205001 cooked rice 1 cup 163 g; FNDDS 11400000 yogurt 1 cup 245 g.
    expectNear(first('3 spoons rice').grams, (3 * 163) / 16, 'FNDDS 56205001 rice, cooked: 1 cup 163 g');
    expectNear(first('2 chammach dahi').grams, (2 * 245) / 16, 'FNDDS 11400000 yogurt: 1 cup 245 g');
  });
});
