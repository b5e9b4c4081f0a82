// Classes of sentences and edits from the fifteenth round of blind sets (issue 15): a pizza "went
// halves on", a bare "bhurji" and one of egg whites, a puffed snack by the cup, a vegetable without
// a sabzi of its own beside a bread, Gujarati "ne" between two foods, nicknames said before the
// verb of calling, hills named like a food, cricket's egg for a duck in Tamil, and edits that make
// a food "with" something, say what a dish was not in Malayalam, or remove the opened meal itself.
// Each is checked on sentences of its kind, none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import type { AnalyzedMeal } from '../../src/contracts/meal';
import { editEntry } from '../../src/nutrition/edit';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';
import { analyzer, live } from './edit-helpers';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const names = (text: string) => read(text).meals.flatMap((m) => m.components.map((c) => c.name.toLowerCase()));
const kcal = (text: string) => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);

describe('shares, bhurji and puffed snacks', () => {
  it('"went halves on" a pizza is half of it, as "shared with one friend"', () => {
    const whole = kcal('a medium margherita');
    expect(kcal('me n my roomie went halves on a medium margherita')).toBeCloseTo(whole / 2, -1);
    expect(kcal('a large farmhouse pizza, went halves with bhai')).toBeCloseTo(kcal('a large farmhouse pizza') / 2, -1);
  });

  it('a bare "bhurji" is egg bhurji, and "bhurji of 3 eggs" counts its eggs as "3 egg bhurji"', () => {
    expect(names('bhurji and 2 pav')[0]).toMatch(/egg bhurji/);
    expect(kcal('bhurji of 3 eggs')).toBeCloseTo(kcal('3 egg bhurji'), 0);
    expect(names('paneer bhurji with 2 roti')[0]).toMatch(/paneer bhurji/);
  });

  it('egg whites made into bhurji are one egg-white dish counted by its whites', () => {
    const [m] = read('4 egg white ki bhurji').meals;
    expect(m!.components.map((c) => c.name.toLowerCase())).toEqual([expect.stringMatching(/egg white bhurji/)]);
    expect(kcal('6 egg whites bhurji')).toBeCloseTo(kcal('4 egg white bhurji') * 1.5, -1);
  });

  it('a cup of a puffed snack weighs what a cup of it holds, not a cup of cooked vegetables', () => {
    const [m] = read('a cup of roasted makhana').meals;
    expect(m!.components[0]!.grams).toBeLessThan(45);
    expect(m!.components[0]!.grams).toBeGreaterThan(25);
  });
});

describe('a vegetable beside a bread is its sabzi', () => {
  it.each([
    ['makki di roti do, naal shalgam', /shalgam|turnip/],
    ['raat ko sem, saath mein teen phulke', /sem|field bean/],
    ['5 rotli ane valor papdi nu shaak', /sem|field bean/],
    ['nadru with 2 rotis', /lotus stem|kamal kakdi/],
  ])('"%s"', (text, veg) => {
    const sabzi = read(text)
      .meals.flatMap((m) => m.components)
      .find((c) => veg.test(c.name.toLowerCase()));
    expect(sabzi?.name.toLowerCase()).toMatch(/sabzi/);
    expect(sabzi?.grams).toBeGreaterThan(100);
  });
});

describe('a dish said by the words of a meal', () => {
  it('"aloo bhujia" beside rotis and dal is the potato sabzi; with chai or by the gram it is the namkeen', () => {
    expect(names('4 rotis, aloo bhujia and arhar dal')[1]).toMatch(/aloo \(potato\) sabzi/);
    expect(names('aloo bhujia with chai')[0]).toMatch(/bhujia \/ sev/);
    expect(names('aloo bhujia 40 g with 2 roti')[0]).toMatch(/bhujia \/ sev/);
  });

  it('rice flakes by the plate are cooked poha; by the gram they stay flakes', () => {
    expect(names('avalakki ondu plate')[0]).toMatch(/poha/);
    expect(names('doi ek bati aru 50 g chira')[1]).toMatch(/rice flakes/);
  });

  it('a sandwich named first, then its bread and filling with amounts, is one sandwich of them', () => {
    const meals = read('egg sandwich, one-egg omelette folded into two white bread slices').meals;
    expect(meals).toHaveLength(1);
    expect(meals[0]!.components.map((c) => c.name.toLowerCase())).toEqual([
      expect.stringMatching(/omelette/),
      expect.stringMatching(/bread/),
    ]);
  });

  it('a curry said before a dash, then breads and curd, is one food of the meal, not its name', () => {
    expect(names('bebe ne palak gosht banaya - main chaar phulkeyan naal khaada, dahi vi ikk katori')).toEqual([
      expect.stringMatching(/saag mutton/),
      expect.stringMatching(/phulka/),
      expect.stringMatching(/curd/),
    ]);
  });

  it('soya chunks beside rotis are the soya chunk curry; weighed they stay the dry chunks', () => {
    expect(names('soya chunks with 3 roti')[0]).toMatch(/soya chunks curry/);
    expect(names('50 g soya chunks')[0]).toMatch(/dry/);
  });

  it('a slash with spaces round it parts the meals of a day', () => {
    expect(names('7am: omelette, 2 toast / 11am: whey + banana / 2pm: rice 200 g, dal katori')).toHaveLength(6);
  });

  it('a filling linked to a bread, a fritter or a sweet makes that one food, never a katori of the filling', () => {
    expect(names('gobhi de pakode te ikk cup chaah')).toEqual([
      expect.stringMatching(/gobi pakora/),
      expect.stringMatching(/chai/),
    ]);
    expect(names('aloo da paratha 2')[0]).toMatch(/aloo paratha/);
    expect(names('matar wale 2 parathe')[0]).toMatch(/paratha/);
  });

  it('a dal said before a dash, then its katori, breads and ghee, is eaten', () => {
    expect(names('mom made panchmel dal - had one katori with 3 phulkas, ghee on top (1 chammach)')[0]).toMatch(
      /panchmel/,
    );
  });

  it('"chane" with kulche is the chickpea curry; "need protein" is talk about a nutrient', () => {
    expect(names('2 kulche aur chane ek plate')[1]).toMatch(/chole/);
    expect(names('matar wadiyan (one katori) + 3 phulkas, i need protein lol')).toHaveLength(2);
  });

  it('a spice read with the vessel of the drink it went into is a pinch; a drink is not fried', () => {
    const meals = read('sattu ka ek gilaas namak-bhuna jeera daal ke').meals;
    const jeera = meals.flatMap((m) => m.components).find((c) => /cumin/i.test(c.name));
    expect(jeera?.grams).toBeLessThan(10);
    expect(meals[0]!.components.some((c) => /oil/i.test(c.name))).toBe(false);
  });

  it('supplements by the softgel, whites of eggs, a coffee said black and a gulp of milk', () => {
    expect(names('2 fish oil softgels')[0]).toMatch(/fish oil/);
    expect(kcal('2 fish oil softgels')).toBeLessThan(30);
    expect(kcal('whites of 6 eggs, scrambled')).toBeCloseTo(kcal('6 egg whites, scrambled'), 0);
    expect(names('coffee black')[0]).toMatch(/black coffee/);
    expect(names('aadha kilo doodh gatak liya, upar se 2 kele')).toEqual([
      expect.stringMatching(/milk/),
      expect.stringMatching(/banana/),
    ]);
  });

  it('mango varieties, brands and regional names of everyday foods are those foods', () => {
    expect(names('two himsagar mangoes after lunch')[0]).toMatch(/mango/);
    expect(names('pakola, the full 500 ml bottle')[0]).toMatch(/soft drink/);
    expect(names('gopal ganthiya, 50 g packet')[0]).toMatch(/bhujia/);
    expect(names('120 gram bafela mag (whole green gram)')[0]).toMatch(/green gram/);
    expect(names('pinni vandindi mamsam kura, jonna rottelu rendu')).toEqual([
      expect.stringMatching(/mutton curry/),
      expect.stringMatching(/jowar/),
    ]);
  });

  it('a meat said right before a biryani of the tables is which biryani it was, not a curry beside it', () => {
    expect(names('mutton sindhi biryani, one full plate')).toEqual([expect.stringMatching(/biryani/)]);
    expect(names('chicken and biryani')).toHaveLength(2);
  });

  it('a whole legume said boiled in Tamil, Telugu or Gujarati is the boiled legume by its weight', () => {
    expect(names('pachai payaru (green gram) vega vachathu, 120 gram')[0]).toMatch(/green gram.*boiled/);
    expect(names('senagalu (bengal gram) udikinchinavi, 100 gram')[0]).toMatch(/chickpeas, boiled/);
    expect(kcal('senagalu (bengal gram) udikinchinavi, 100 gram')).toBeLessThan(200);
  });

  it('what the mess ran out of is not eaten; cashews by their Tamil name; a city named like a food is no food', () => {
    expect(names('arbi n 3 phulkas tonight, the mess ran out of paneer')).toHaveLength(2);
    expect(names('semiya payasam oru katori, mela 4 mundhiri paruppu')[1]).toMatch(/cashew/);
    expect(names('dal bhat ra rayo ko saag khaye, didi ko bhansa, pokhara')).toHaveLength(2);
  });

  it('"2 butter toast" are two buttered slices, not two servings of two', () => {
    expect(kcal('2 butter toast')).toBeCloseTo(kcal('bread butter'), -1);
  });

  it('"a dinner roll" is a roll, not a dinner and a roll', () => {
    expect(names('grilled fish, mashed potato n a dinner roll')).toContainEqual(expect.stringMatching(/dinner roll/));
  });

  it("pieces counted with the words of eating in the clause after the food are that food's", () => {
    const [m] = read('tilkut aaya hai, 3 piece kha liye').meals;
    expect(m!.components[0]!.quantity).toBe(3);
  });

  it('"kuchalakki anna" is rice, not a brother; Sinhala "saha" before a food counted after it is "and"', () => {
    expect(names('bangude fry, kuchalakki anna mattu saaru')).toContainEqual(expect.stringMatching(/rice/));
    const egg = read('parippu, bonchi curry saha biththara badala ekak')
      .meals.flatMap((m) => m.components)
      .find((c) => /egg/i.test(c.name));
    expect(egg?.quantity).toBe(1);
  });

  it('Tamil "pottu" (put) and "karuppu" (black) are not puttu and dal', () => {
    expect(names('thayir sadam oru plate, mela ettu karuppu thiratchai pottu')).toEqual([
      expect.stringMatching(/curd rice/),
      expect.stringMatching(/grapes/),
    ]);
  });
});

describe('Gujarati "ne", nicknames and places', () => {
  it('"ne" between two foods is "and": both are eaten, the count stays with the first', () => {
    const meals = read('bus ma 3 methi thepla ne thodu chhundo').meals;
    expect(meals.map((m) => m.components[0]!.name.toLowerCase())).toEqual([
      expect.stringMatching(/thepla/),
      expect.stringMatching(/chhundo/),
    ]);
    expect(meals[0]!.components[0]!.quantity).toBe(3);
  });

  it.each([
    'Saade fast bowler nu sab Makhan kehnde ne, aaj 5 wickets laye',
    'team usko Jalebi bulaate hain kyunki woh spin karta hai',
    'Innaiku first ball le mutta, romba kadupa irukku',
    'Vaadu phone lo pulihora kaluputunnadu, anduke practice ki late',
    'Dalma pahada ku trek jibu Sunday',
    'Lohri di raat bonfire kol bhangra paaya, sawere 6 vaje gym',
    'Nets la paav taas ushir zhala, coach ragavle',
    'Rubbed my shins with mustard oil after the long spell',
    'coach nicknamed our keeper Pakoda because he never stops talking',
    'Padmaavat dekhi kal, phir 7 baje nets',
    'Diwali pe phuljhadi aur anaar jalaye, subah gym',
    'bench press 80 kg 4x8 kela, khandha dukhtay',
    'Gym lo squats 100 kg 5x5 chesa',
    '5 defenders ke against akele raid, lohe ke chane chabane jaisa tha',
    'Kal ke match mein opposition ka bharta bana diya humne',
    'Vada taluka se naya fast bowler aaya hai, 140 ki speed',
    'mamar bari te gelam, chhote bhai er birthday',
    'Aaj shokale 10 km dourlam, paye khub byatha korche',
  ])('"%s" names no food', (text) => {
    expect(read(text).meals).toEqual([]);
  });

  it('an Assamese banana with a word of eating is still food', () => {
    expect(names('kol 2 ta khalu')[0]).toMatch(/banana/);
  });
});

describe('edits', () => {
  const entry = (text: string): AnalyzedMeal[] => read(text).meals;
  const editOn = (text: string, pick: RegExp, instruction: string) => {
    const meals = entry(text);
    const opened = meals.find((m) => pick.test(m.title.toLowerCase()));
    if (!opened) throw new Error(`no meal like ${pick} in ${text}`);
    const r = editEntry(
      opened,
      meals.filter((m) => m !== opened),
      instruction,
      { analyzer, ...FIXED_CONTEXT },
    );
    return { opened, r };
  };

  it('"make the cappuccino with almond milk" is the cappuccino made so, not a cup of almond milk', () => {
    const { opened, r } = editOn('cappuccino and a muffin', /cappuccino/, 'make the cappuccino with almond milk');
    if (!r.ok) throw new Error(r.message);
    expect(r.meal.title.toLowerCase()).toMatch(/cappuccino/);
    expect(r.meal.macros.calories_kcal).toBeLessThan(opened.macros.calories_kcal);
  });

  it('"make the dosa with less oil" and "dosa in less oil" take oil out of the dosa', () => {
    for (const instruction of ['make the dosa with less oil', 'dosa in less oil']) {
      const { opened, r } = editOn('masala dosa and chai', /dosa/, instruction);
      if (!r.ok) throw new Error(r.message);
      expect(r.meal.macros.calories_kcal).toBeLessThan(opened.macros.calories_kcal);
    }
  });

  it('Malayalam "X alla, Y aanu" says how the dish was made instead', () => {
    const { opened, r } = editOn('karimeen fry with rice and sambar', /fish|karimeen/, 'karimeen fry alla, grill aanu');
    if (!r.ok) throw new Error(r.message);
    expect(live(r.meal, /grilled/)).not.toHaveLength(0);
    expect(r.meal.macros.calories_kcal).toBeLessThan(opened.macros.calories_kcal);
  });

  it("removing the opened meal's own food removes that meal and keeps the others", () => {
    const { r } = editOn('puttu, kadala curry and 2 pappadam', /papad|pappadam/, 'pappadam venda, kazhichilla');
    if (!r.ok) throw new Error(r.message);
    expect(r.removedItself).toBe(true);
    expect(r.others).toEqual([]);
    expect(r.applied.join(' ')).toMatch(/removed .*papad.*this meal/i);
  });

  it('"X not fried, grilled" in Malayalam changes how the opened fish was made; it does not remove it', () => {
    const { r } = editOn('fish fry, 1 cup rice and rasam', /fish/, 'meen porichathalla, grill cheythathanu');
    if (!r.ok) throw new Error(r.message);
    expect(r.removedItself).toBe(false);
    expect(live(r.meal, /grilled|fish/)).not.toHaveLength(0);
  });

  it('"double the paneer" on a filter coffee (South Indian) names no food of it and is refused', () => {
    expect(editOn('upma, coconut chutney and filter coffee', /coffee/, 'double the paneer').r.ok).toBe(false);
  });

  it('Kannada and Hindi "made in oat milk", Punjabi "paratheyan" and texted "nd" are understood', () => {
    const latte = editOn('cafe latte and avocado toast', /latte/, 'latte oat milk nalli maadiddu').r;
    expect(latte.ok && latte.meal.title.toLowerCase()).toMatch(/non-dairy|oat/);
    const paratha = editOn('2 aloo parathe with makhan', /paratha/, 'parantheyan te makhan nahi si').r;
    expect(paratha.ok && live(paratha.meal, /butter/)).toEqual([]);
    const eggs = editOn('4 egg whites, 2 slices brown bread', /egg/, '6 egg whites not 4 nd remove the bread').r;
    expect(eggs.ok && eggs.others.map((o) => o.meal)).toEqual([null]);
  });

  it('"khichdi ma ghee nahotu nakhyu" takes the ghee out; it never removes the khichdi itself', () => {
    const { r } = editOn('1 plate dal khichdi with 2 spoon ghee, 1 papad', /khichdi/, 'khichdi ma ghee nahotu nakhyu');
    if (!r.ok) throw new Error(r.message);
    expect(r.removedItself).toBe(false);
    expect(live(r.meal, /ghee/)).toEqual([]);
  });

  it('corrections told the regional way: one more idli instead of the vada, 2 plates not 1, only one', () => {
    const idli = editOn(
      '2 idli, 1 medu vada, coconut chutney',
      /idli/,
      'vadai saapdala, adhuku badhila innoru idli saapten',
    ).r;
    expect(idli.ok && live(idli.meal, /idli/)[0]?.quantity).toBe(3);
    const dhokla = editOn(
      '1 plate dhokla, green chutney, 2 khakhra',
      /dhokla/,
      'dhokla be plate khadha hata, ek nai',
    ).r;
    expect(dhokla.ok && live(dhokla.meal, /dhokla/)[0]?.quantity).toBe(2);
    const samosa = editOn(
      '2 samosa, imli chutney',
      /samosa/,
      'nahi yaar sirf ek hi khaya tha, dusra teammate ne le liya',
    ).r;
    expect(samosa.ok && live(samosa.meal, /samosa/)[0]?.quantity).toBe(1);
    const roti = editOn('2 makki di roti, sarson da saag', /roti/, 'rotiyan do nahi, tin khadiyan si').r;
    expect(roti.ok && live(roti.meal, /roti/)[0]?.quantity).toBe(3);
  });

  it('sugar put back in a coffee logged without it, less oil "in it", a drink that was namkeen chaas, a day not today', () => {
    const coffee = editOn(
      '1 cup filter coffee without sugar, 2 dosa',
      /coffee/,
      'coffee la 2 spoon sugar pottu kudichen',
    );
    expect(coffee.r.ok && coffee.r.meal.macros.calories_kcal).toBeGreaterThan(coffee.opened.macros.calories_kcal + 20);
    const chole = editOn('1 bowl chole, 2 bhature', /chole/, 'chole was homemade, very little oil in it');
    expect(chole.r.ok && chole.r.meal.macros.calories_kcal).toBeLessThan(chole.opened.macros.calories_kcal);
    const lassi = editOn(
      '1 plate chole bhature, 1 glass sweet lassi',
      /lassi/,
      'sweet lassi nahi thi, namkeen chaas thi',
    );
    expect(lassi.r.ok && lassi.r.meal.title.toLowerCase()).toMatch(/chaas/);
    const day = editOn(
      '1 plate mutton biryani, mirchi ka salan',
      /biryani/,
      "btw this ws yesterday's dinner not today lunch",
    ).r;
    expect(day.ok && day.meal.context.meal_type).toBe('dinner');
  });

  it('Punjabi, Hinglish, Telugu and Gujarati corrections with words of address and postpositions', () => {
    const makhan = editOn(
      '2 aloo parathe, 1 tbsp makhan, 1 katori dahi',
      /paratha/,
      'makhan ni khaadha si paaji, hata de',
    ).r;
    expect(
      makhan.ok && [makhan.meal, ...makhan.others.map((o) => o.meal)].flatMap((m) => (m ? live(m, /butter/) : [])),
    ).toEqual([]);
    const kachori = editOn('2 samosa, 1 cup chai', /samosa/, 'samose nhi the yr, 2 kachori thi').r;
    expect(kachori.ok && live(kachori.meal, /kachori/)[0]?.quantity).toBe(2);
    const milk = editOn('1 glass milk with sugar, 4 idli', /milk/, 'paalu lo chakkera ledu, sugar lekunda taaganu');
    expect(milk.r.ok && milk.r.meal.macros.calories_kcal).toBeLessThan(milk.opened.macros.calories_kcal);
    const dal = editOn('1 katori dal tadka, 1 plate jeera rice', /dal/, 'dal had v less ghee, almost none');
    expect(dal.r.ok && dal.r.meal.macros.calories_kcal).toBeLessThan(dal.opened.macros.calories_kcal);
    const chicken = editOn(
      '2 piece fried chicken, 2 naan',
      /chicken/,
      'chicken talaa hua nahi tha, grill kiya gaya tha janab',
    ).r;
    expect(chicken.ok && live(chicken.meal, /grill/)).not.toEqual([]);
    const day = editOn('2 jonna rotte, 1 katori gongura pappu', /rotte|jowar/, 'idi monna tinnadi, ivvala kaadu').r;
    expect(day.ok && day.meal.date).toBe('2026-11-20');
  });

  it('an egg dish "of 3 eggs" said the Hinglish way, Gujarati "be j … hata", a bowl counted as bati, OJ not there', () => {
    const omelette = editOn(
      '2 egg omlette, 2 brown bread, 1 glass OJ',
      /omelette/,
      'omlet 3 egg ka tha bro, n OJ nt there',
    ).r;
    expect(omelette.ok && live(omelette.meal, /omelette/)[0]?.grams).toBeGreaterThan(150);
    expect(omelette.ok && omelette.others.map((o) => o.meal)).toEqual([null]);
    const thepla = editOn('4 thepla, chhundo, 1 cup chai', /thepla/, 'thepla be j khadha hata').r;
    expect(thepla.ok && thepla.removedItself).toBe(false);
    expect(thepla.ok && live(thepla.meal, /thepla/)[0]?.quantity).toBe(2);
    const tenga = editOn('bhat, masor tenga 1 bowl', /tenga|jhol/, 'masor tenga dui bati khaisilu');
    expect(tenga.r.ok && tenga.r.meal.macros.calories_kcal).toBeCloseTo(tenga.opened.macros.calories_kcal * 2, -1);
  });

  it('a meal alone in its entry is not removed by its own edit: the removal is refused', () => {
    const { r } = editOn('2 pappadam', /papad|pappadam/, 'remove the pappadam');
    expect(r.ok).toBe(false);
  });

  it('Kannada "snack aagi thindidde" and Assamese "sahot sini nasil" are understood', () => {
    const snack = editOn('2 maddur vade and a cup of tea', /vad/, 'idu sanje snack aagi thindidde').r;
    expect(snack.ok && snack.meal.context.meal_type).toBe('snack');
    const tea = editOn('lal sah with sugar and 2 biscuits', /tea|sah/, 'sahot sini nasil').r;
    expect(tea.ok && live(tea.meal, /sugar/)).toEqual([]);
  });
});
