// Classes of sentences and edits from the sixteenth round of blind sets (issue 15): food bought,
// made or photographed for someone else, or only watched; a count said after the food ("ate 20");
// egg yolks thrown away and "ande ki safedi"; a container's size said with "wali"; Hindi "poori"
// (whole) and "skip" after a food; comparisons and nicknames; tour food by its own name (fish and
// chips, a caesar salad as served, a meat pie, a lamb chop); and edits of a "small portion of" a
// food, a plural typed with a double s, "and cooked in less oil", and Gujarati "be j hata". Each is
// checked on sentences of its kind, none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import type { AnalyzedMeal } from '../../src/contracts/meal';
import { editEntry } from '../../src/nutrition/edit';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';
import { analyzer, live } from './edit-helpers';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const names = (text: string) => read(text).meals.flatMap((m) => m.components.map((c) => c.name.toLowerCase()));
const kcal = (text: string) => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const grams = (text: string) => read(text).meals.flatMap((m) => m.components.map((c) => c.grams));

describe('food that was not the speaker’s', () => {
  it('food bought, made or sent for other people is no meal', () => {
    for (const text of [
      'picked up a box of barfi for the support staff as a thank you',
      'bhai ke liye pizza mangwaya, main diet pe hoon',
      'cooked rajma chawal for my roommates tonight',
      'got samosas for the boys in the dressing room',
    ])
      expect(read(text).meals, text).toEqual([]);
  });

  it('but the speaker eating some of it, or a food for the team bus, is a meal', () => {
    expect(names('made aloo paratha for the boys and had 2 myself').join(' ')).toMatch(/paratha/);
    expect(names('cooked gatte for the family, i had them with 2 rotis').join(' ')).toMatch(/gatte/);
    expect(names('packed 2 chicken sandwiches for the team bus, ate both').join(' ')).toMatch(/sandwich/);
  });

  it('a photo of a food, food only watched, or food at home while the speaker is away is no meal', () => {
    for (const text of [
      'mummy ne gajar halwa ki photo bheji, miss kar raha hoon',
      'sab ne biryani khayi, main bas dekhta raha',
      'aai ne ghari puran poli banavli, mi ithe hostel madhe',
    ])
      expect(read(text).meals, text).toEqual([]);
  });

  it('food only talked about, resisted, bought as groceries or sent to others is no meal', () => {
    for (const text of [
      'coach gave a long talk about paneer vs chicken for protein',
      'buffet mein rasmalai dekhi, par control kiya',
      'groceries: atta, rice and toor dal for the flat',
      'mummy is making chakli for diwali, sending them to my cousins in pune',
      'got a box of chikki for appa, he loves the peanut one',
    ])
      expect(read(text).meals, text).toEqual([]);
    expect(names('buffet mein rasmalai dekhi, control kiya, bas 2 roti aur dal khayi').join(' ')).toMatch(/roti/);
  });

  it('"I am here" said alone keeps the meal logged there', () => {
    expect(names('main yahan hostel mein, dal chawal').join(' ')).toMatch(/dal/);
  });

  it('a comparison with a food, a nickname and "PB!" are no food', () => {
    expect(read('outfield was flat as a dosa today').meals).toEqual([]);
    expect(read('Pappu Vada is what they call our keeper').meals).toEqual([]);
    expect(names('5k in 18:40, PB! then 2 idli').join(' ')).not.toMatch(/peanut/);
    expect(names('toast with pb').join(' ')).toMatch(/peanut butter/);
  });

  it('Hindi "poori" before "raat", a container or "ek saath" is "whole", not a puri', () => {
    expect(read('poori raat neend nahi aayi').meals).toEqual([]);
    expect(names('limca ki 600 ml bottle, poori ek saath')).toEqual([expect.not.stringMatching(/puri/)]);
    expect(names('3 puri aur aloo sabzi').join(' ')).toMatch(/puri/);
  });

  it('"I did not eat" said beside food made at home, or others eating it, leaves no meal', () => {
    for (const text of [
      'amma payasam senjaanga, naan sapdala, fasting irukken',
      'ammamma bobbatlu chesindi, nenu tinaledu',
      'ashtami pe ghar pe sabne puri halwa khaya, main bas dekhta raha',
    ])
      expect(read(text).meals, text).toEqual([]);
    // (food of a fast is logged like any other)
    expect(names('navratri fasting: one bowl of sabudana khichdi').join(' ')).toMatch(/sabudana/);
  });

  it('a clause about a photo of a spread names no food, and sweets given "to the kids" are theirs', () => {
    expect(read('team dinner spread ki photo kheench ke group pe daali').meals).toEqual([]);
    expect(read('laddoo sirf bachon ko baante, main diet pe').meals).toEqual([]);
  });

  it('a food followed by "skip" was skipped', () => {
    expect(names('dal 1 katori, rice skip kiya').join(' ')).not.toMatch(/rice/);
  });
});

describe('amounts said around the food', () => {
  it('"ate 20" after a food named without an amount is that many of it', () => {
    expect(kcal('jamun from the tree, ate 12 in one go')).toBeCloseTo(kcal('12 jamun'), 0);
    expect(kcal('dates after the session, had 4 of them')).toBeCloseTo(kcal('4 dates'), 0);
    // (a food with its own amount keeps it)
    expect(kcal('2 rotis, had 3')).toBeCloseTo(kcal('2 rotis'), 0);
  });

  it('a count and unit said with eating after the food ("mi don plate khalle") is its amount', () => {
    expect(kcal('aai ne upma kele, mi don plate khalle')).toBeCloseTo(kcal('2 plate upma'), 0);
    expect(kcal('sweet corn season - had 2 between sessions')).toBeCloseTo(kcal('2 sweet corn'), 0);
    // (a share of a food split between people is read with the sharing words)
    expect(kcal('a large pizza between 4 of us, i had 2 slices')).toBeLessThan(kcal('a large pizza'));
  });

  it('"x2" before talk of a place is the count of the food before it', () => {
    expect(kcal('samosa x2 outside andheri station')).toBeCloseTo(kcal('2 samosa'), 0);
  });

  it('Marathi "varun" (on top) makes the food after it a garnish, as "upar se" does', () => {
    expect(kcal('upma, varun sev')).toBeCloseTo(kcal('upma, upar se sev'), 0);
  });

  it('Assamese counting words for flat things count', () => {
    expect(kcal('tinikhon ruti aru dail')).toBeCloseTo(kcal('3 ruti aru dail'), 0);
  });

  it('a count before a place or kind and then a fruit counts the fruit ("2 kotgarh apples")', () => {
    expect(kcal('3 nagpur oranges')).toBeCloseTo(kcal('3 oranges'), 0);
    expect(kcal('2 sangli grapes bunches')).toBeGreaterThan(0);
    // (not a count of a guess or of a non-fruit after talk: "9% battery bacha hai")
    expect(read('9% battery bacha hai, charger bhool gaya').meals).toEqual([]);
  });

  it('a Bengaluru "by-two coffee" is half a coffee', () => {
    expect(kcal('a by-two coffee')).toBeCloseTo(kcal('a coffee') / 2, -1);
  });

  it('Kashmiri counts ("zah girda", "akh kap") count', () => {
    expect(kcal('zah girda')).toBeCloseTo(kcal('2 girda'), 0);
  });

  it('a whole legume said "usli" or "sundal" with its weight is the boiled legume, not the dry one', () => {
    expect(kcal('hesaru kaalu usli, 100 gram')).toBeLessThan(200);
  });

  it('yolks thrown away leave the whites of those eggs', () => {
    const text = '5 boiled eggs, threw away 3 of the yolks';
    expect(kcal(text)).toBeCloseTo(kcal('2 boiled eggs and 3 boiled egg whites'), 0);
    expect(kcal(text)).toBeLessThan(kcal('5 boiled eggs'));
  });

  it('"ande ki safedi" is the whites of that many eggs, no whole eggs beside them', () => {
    expect(names('char ande ki safedi')).toEqual([expect.stringMatching(/egg white/)]);
    expect(kcal('char ande ki safedi')).toBeCloseTo(kcal('4 egg whites'), 0);
  });

  it('"200 ml wali bottle" is 200 ml, as "200 ml bottle" is', () => {
    expect(kcal('maaza, 250 ml wali bottle')).toBeCloseTo(kcal('maaza 250 ml bottle'), 0);
    expect(grams('frooti 200 ml wala pack')[0]).toBeLessThan(230);
  });
});

describe('tour food by its own name', () => {
  it('fish and chips is one chip-shop portion, not a fish curry and a packet of crisps', () => {
    expect(names('fish n chips on the seafront')).toEqual(['fish and chips']);
    expect(kcal('fish and chips')).toBeGreaterThan(600);
  });

  it('a caesar salad comes with its dressing, and "no dressing" is the salad alone', () => {
    expect(kcal('chicken caesar salad')).toBeGreaterThan(kcal('chicken caesar salad no dressing') + 100);
  });

  it('a meat pie, a lamb chop, an espresso and a chocolate shake are known foods', () => {
    expect(names('a meat pie at the mcg')[0]).toMatch(/meat pie/);
    expect(names('2 lamb chops')[0]).toMatch(/lamb chop/);
    expect(kcal('an espresso')).toBeLessThan(15);
    expect(names('chocolate shake after gym')[0]).toMatch(/chocolate milkshake/);
  });

  it('scoops served "in a cup" are scoops, not a cup', () => {
    expect(kcal('chocolate ice cream, 3 scoops in a cup')).toBeCloseTo(kcal('3 scoops chocolate ice cream'), 0);
  });

  it('cafe and tour words: sourdough, smashed avo, crisps, milo, a mince and cheese pie, roasted bengal gram', () => {
    expect(names('2 slices sourdough')[0]).toMatch(/sourdough/);
    expect(names('smashed avo on toast').join(' ')).toMatch(/avocado/);
    expect(names('walkers ready salted, one 25 g pack')[0]).toMatch(/potato chips/);
    expect(names('a glass of cold milo')[0]).toMatch(/malted/);
    expect(names('mince n cheese pie')[0]).toMatch(/meat pie/);
    expect(names('roasted bengal gram, a handful')[0]).toMatch(/roasted chana/);
  });

  it('soya chaap and chicken mandi are known, and "chaap" alone (Bengali pressure) is no food', () => {
    expect(names('soya chaap with 2 roti')[0]).toMatch(/soya chaap/);
    expect(names('chicken mandi, one plate')[0]).toMatch(/pulao/);
    expect(read('match e khub chaap chilo').meals).toEqual([]);
  });

  it('a whole trout fry and "bhune chhole" are known; a "petti kadai" is a shop', () => {
    expect(names('a whole trout fry')[0]).toMatch(/trout/);
    expect(names('bhune chhole, 40 gram')[0]).toMatch(/roasted chana/);
    expect(names('a bovonto from the karur petti kadai')).toHaveLength(1);
  });

  it('Malvani amboli and a glass of kokum are known', () => {
    expect(names('3 amboli with chutney')[0]).toMatch(/dosa/);
    expect(names('kokum ek glass')[0]).toMatch(/kokum sharbat/);
  });

  it('an egg dosa is one dish counted by the dosa', () => {
    expect(names('2 egg dosa')).toEqual(['egg dosa']);
    expect(kcal('2 egg dosa')).toBeCloseTo(kcal('1 egg dosa') * 2, -1);
  });
});

describe('edits', () => {
  const editOn = (text: string, pick: RegExp, instruction: string) => {
    const meals: AnalyzedMeal[] = read(text).meals;
    const opened = meals.find((m) => pick.test(m.title.toLowerCase()));
    if (!opened) throw new Error(`no meal like ${pick} in ${text}`);
    return {
      opened,
      r: editEntry(
        opened,
        meals.filter((m) => m !== opened),
        instruction,
        { analyzer, ...FIXED_CONTEXT },
      ),
    };
  };

  it('"small portion of rice" makes the rice small', () => {
    const { opened, r } = editOn('jeera rice and rajma', /rice/, 'small portion of rice');
    if (!r.ok) throw new Error(r.message);
    expect(r.meal.macros.calories_kcal).toBeLessThan(opened.macros.calories_kcal);
  });

  it('a plural typed with one s too many is still the food', () => {
    const { r } = editOn('2 aloo paratha with curd', /paratha/, 'make it 3 parathass');
    if (!r.ok) throw new Error(r.message);
    expect(live(r.meal, /paratha/)[0]?.quantity).toBe(3);
  });

  it('"zyada tel mein bana tha" adds oil, and "air fried" after "very little oil" takes no more out', () => {
    const more = editOn('aloo gobi and 2 rotis', /gobi/, 'zyada tel mein bana tha');
    if (!more.r.ok) throw new Error(more.r.message);
    expect(more.r.meal.macros.calories_kcal).toBeGreaterThan(more.opened.macros.calories_kcal);
    const less = editOn('1 bowl bhindi fry', /bhindi/, 'cooked with very little oil, air fried actually');
    if (!less.r.ok) throw new Error(less.r.message);
    expect(less.r.meal.macros.calories_kcal).toBeLessThan(less.opened.macros.calories_kcal);
  });

  it('Telugu "okate", Bengali "gotokal er lunch" and "half plate hi tha" are read', () => {
    const one = editOn('2 pesarattu and upma', /pesarattu/, 'okate pesarattu tinnanu');
    if (!one.r.ok) throw new Error(one.r.message);
    expect(live(one.r.meal, /pesarattu/)[0]?.quantity).toBe(1);
    const when = editOn('bhaat, macher jhol and dal', /rice|bhaat/, 'eta gotokal er lunch chilo');
    if (!when.r.ok) throw new Error(when.r.message);
    expect(when.r.meal.context.meal_type).toBe('lunch');
    expect(when.r.meal.date).toBe('2026-11-21');
    const half = editOn('1 plate chicken biryani and raita', /biryani/, 'half plate hi tha bhai');
    if (!half.r.ok) throw new Error(half.r.message);
    expect(half.r.meal.macros.calories_kcal).toBeCloseTo(half.opened.macros.calories_kcal / 2, -1);
  });

  it('"only 2 eggs and cooked in less oil" applies both changes', () => {
    const { opened, r } = editOn('egg bhurji with 3 eggs and 2 pav', /bhurji/, 'only 2 eggs and cooked in less oil');
    if (!r.ok) throw new Error(r.message);
    expect(r.applied.length).toBe(2);
    expect(r.meal.macros.calories_kcal).toBeLessThan((opened.macros.calories_kcal * 2) / 3);
  });

  it('Gujarati "be j hata" (only two were) sets the count, it removes nothing', () => {
    const { r } = editOn('4 thepla and a cup of chai', /thepla/, 'thepla be j hata');
    if (!r.ok) throw new Error(r.message);
    expect(r.removedItself).toBe(false);
    expect(live(r.meal, /thepla/)[0]?.quantity).toBe(2);
  });
});
