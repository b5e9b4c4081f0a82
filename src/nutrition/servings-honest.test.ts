// Servings, compound foods, Hindi dish phrases and recipes fixed in the second accuracy pass
// (docs/decisions/026): none of these texts is a benchmark sentence.
import { describe, expect, it } from 'vitest';
import { getAnalyzer } from '../knowledge-file';
import { loadKnowledge } from '../knowledge-file';

const analyze = (text: string) => getAnalyzer().analyze(text, { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') });
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
    expect(first('1 cup kheer').grams).toBe(113);
    expect(first('shrikhand 2 cups').grams).toBe(226);
    expect(first('1 cup milk').grams).toBeGreaterThan(230);
  });
});

describe('half plate', () => {
  it('is the restaurant half portion, not half of a full plate', () => {
    expect(first('half plate veg biryani')).toMatchObject({ unit: 'half plate', grams: 200 });
    expect(first('aadhi plate pulao')).toMatchObject({ unit: 'half plate', grams: 200 });
    expect(first('2 half plates chole').grams).toBe(350);
  });
  it('still reads "half" as 0.5 before other units', () => {
    expect(first('half katori dal').grams).toBeCloseTo(76, 0);
    expect(first('half roti').grams).toBe(20);
  });
});

describe('compound foods on sliced bread', () => {
  it('weighs a slice of peanut butter toast with its spread', () => {
    const two = first('3 slices peanut butter toast');
    expect(two.grams).toBeCloseTo(123, 0);
    // FNDDS 42301015 peanut butter sandwich: 384 kcal per 100 g.
    expect((two.kcal / two.grams) * 100).toBeGreaterThan(340);
  });
  it('keeps plain bread by its own slice', () => {
    expect(first('2 slices bread').grams).toBe(50);
  });
});

describe('Hindi "X ki sabzi", "X ka saag", "X wala Y"', () => {
  it('names one dish of X', () => {
    expect(meals('paneer ki sabzi')).toEqual([expect.objectContaining({ title: 'Paneer curry' })]);
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
    expect(first('2 parotta').grams).toBe(140);
    expect(first('10 string hoppers').grams).toBe(350);
    expect(per100('dish:idiyappam')).toBeLessThan(160);
  });
});

describe("a curated food's own serving", () => {
  it('is the default instead of the class unit (label 30 g of corn flakes, 85 g of tuna)', () => {
    expect(first('a bowl of cornflakes').grams).toBe(30);
    expect(first('canned tuna').grams).toBe(85);
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
    expect(meals('omelette 3 eggs')).toEqual([expect.objectContaining({ title: expect.stringMatching(/omelette/i), grams: 183 })]);
    // Masala omelette recipe: 100 g egg (2 × 50 g) makes 130 g, so 3 eggs make 195 g.
    expect(meals('masala omelette of 3 eggs')).toEqual([expect.objectContaining({ grams: 195 })]);
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
    expect(first('almonds')).toMatchObject({ unit: 'handful', grams: 28 });
    expect(meals('cashews and walnuts').map((m) => m.grams)).toEqual([28, 28]);
    expect(first('10 almonds').grams).toBe(12);
  });
  it('are 40 g of dates (FNDDS 62110100 quantity not specified), a count is dates', () => {
    expect(first('dates').grams).toBe(40);
    expect(first('3 dates').grams).toBe(24);
  });
});

describe('drinks by the cup', () => {
  it('reads a cup of chai or coffee as the 125 ml tea cup, a mug as a mug', () => {
    expect(first('cup of tea').grams).toBe(129);
    expect(first('2 cups coffee').grams).toBe(258);
    expect(first('mug of coffee').grams).toBeGreaterThan(300);
  });
  it('knows green tea and cheese sandwiches (FNDDS 92303010, 14640000, 14640100)', () => {
    expect(meals('green tea')).toEqual([expect.objectContaining({ title: expect.stringMatching(/green tea/i) })]);
    expect(first('grilled cheese sandwich')).toMatchObject({ grams: 116 });
    expect(first('2 cheese sandwiches').grams).toBe(204);
  });
  it('reads "aloo gobi ki sabzi" as the dish aloo gobi', () => {
    expect(meals('aloo gobi ki sabzi').map((m) => m.title)).toEqual([expect.stringMatching(/aloo gobi/i)]);
  });
});

describe('plates of counted items and retail packs', () => {
  it('weighs a plate of idli, vada, samosa or momos as the pieces a menu plate holds', () => {
    expect(first('1 plate idli').grams).toBe(80);
    expect(first('plate of samosa').grams).toBe(160);
    expect(first('momos 1 plate').grams).toBe(168);
    expect(first('1 plate chicken biryani').grams).toBe(300);
  });
  it('reads packet / pack / pkt as a retail pack', () => {
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
    expect(first('fruit salad')).toMatchObject({ grams: 150, title: expect.stringMatching(/fruit/i) });
  });
});

describe('cans', () => {
  it('reads a can of a soft drink as 300 ml and a can of tuna as FNDDS 167 g; "can" alone is a word', () => {
    expect(first('1 can coke')).toMatchObject({ unit: 'can' });
    expect(first('1 can coke').grams).toBeGreaterThan(295);
    expect(first('canned tuna 1 tin').grams).toBe(167);
    expect(meals('can i have dal').length).toBe(1);
  });
});

describe('small pieces and slices', () => {
  it('serves small pieces named without a count by the menu plate', () => {
    expect(first('momos')).toMatchObject({ unit: 'plate', grams: 168 });
    expect(first('paneer tikka')).toMatchObject({ unit: 'plate', grams: 180 });
    expect(first('2 momos').grams).toBe(56);
    expect(first('samosa').grams).toBe(80);
  });
  it('weighs slices of pizza by the pizza slice', () => {
    expect(first('3 slices of pizza').grams).toBe(258);
  });
});

describe('a handful of mixed nuts', () => {
  it('is shared by the nuts named after it', () => {
    expect(meals('handful cashews and walnuts').map((m) => m.grams)).toEqual([14, 14]);
    expect(meals('handful almonds and a banana').map((m) => m.grams)).toEqual([28, 118]);
  });
});

describe('namkeen on a dish', () => {
  it('is a tablespoon garnish, alone it is a pack', () => {
    const sev = analyze('poha with sev').meals[0]?.components.find((c) => c.role === 'added');
    expect(sev).toMatchObject({ unit: 'tablespoon', grams: 15 });
    expect(first('bhujia').grams).toBe(70);
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
    expect(first('2 plates chicken 65').grams).toBe(360);
    expect(first('roti 2').grams).toBe(80);
  });
});

describe('bare numbers', () => {
  it('too large for a count of servings are grams (ml for drinks)', () => {
    expect(first('chicken breast 200')).toMatchObject({ unit: 'g', grams: 200 });
    expect(first('dal 150')).toMatchObject({ grams: 150 });
    expect(first('milk 500').grams).toBe(515);
    expect(first('100 almonds').grams).toBe(100);
  });
  it('stay counts when they are plausible counts', () => {
    expect(first('12 pani puri').grams).toBe(192);
    expect(first('30 almonds').grams).toBe(36);
    expect(first('3 katori dal').grams).toBe(456);
  });
  it('count small fruit one by one (SR26 09132 grape 4.9 g, 09316 strawberry 12 g)', () => {
    expect(first('25 grapes').grams).toBe(123);
    expect(first('6 strawberries').grams).toBe(72);
  });
});

describe('a plain spoon', () => {
  it('is a teaspoon of sugar or ghee but a table spoon of rice, dal or curd', () => {
    expect(first('1 spoon ghee').grams).toBeLessThan(6);
    expect(first('3 spoons rice').grams).toBe(30);
    expect(first('2 chammach dahi').grams).toBe(30);
  });
});
