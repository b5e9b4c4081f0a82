// Classes of sentences and edits from the twelfth round of blind sets (issue 15): spoons of an
// add-on after "and" in a list that began with "with", whites counted in whites, frying oil
// dropped by a change of cooking style, the unit of a scale naming its food, a Gujarati "were",
// Tamil "nei" (ghee) beside an edit word, and scores, nicknames and sessions that are no food.
// Each is checked on several sentences of its kind, none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';
import { edited, entryBeforeAfter, meal, tryEdit } from './edit-helpers';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const live = (
  m: { components: { role: string; name: string; grams: number; quantity?: number; unit?: string }[] },
  re: RegExp,
) => m.components.filter((c) => c.role !== 'removed' && re.test(c.name.toLowerCase()));
const grams = (m: Parameters<typeof live>[0], re: RegExp) => live(m, re).reduce((s, c) => s + c.grams, 0);

describe('spoons after "and" in a list begun with "with" go into the food before', () => {
  it.each([
    ['coffee with milk and 2 tsp sugar', /^sugar$/, 8.4],
    ['chai with adrak and 1 spoon sugar', /^sugar$/, 4.2],
    ['oats with milk and 1 tsp honey', /honey/, 5],
  ])('%s is one meal with its add-on', (text, food, addedG) => {
    const meals = read(text).meals;
    expect(meals).toHaveLength(1);
    expect(grams(meals[0]!, food)).toBeCloseTo(addedG, 0);
  });

  it('a glass after "and" is still an item of its own', () => {
    expect(read('rice with dal and 1 glass lassi').meals).toHaveLength(2);
  });
});

describe('a dish of egg whites counted in whites keeps the count', () => {
  it.each([
    ['6 boiled egg whites', 6],
    ['4 boiled egg whites', 4],
  ])('%s', (text, n) => {
    const [c] = read(text).meals[0]!.components;
    expect(c?.quantity).toBe(n);
    expect(c?.unit).toBe('piece');
  });

  it('an edit to 8 whites makes 8', () => {
    const after = edited(meal('6 boiled egg whites'), 'make that 8 egg whites');
    expect(live(after, /egg white/)[0]?.quantity).toBe(8);
  });
});

describe('a change of cooking style drops the oil a fried food was logged with', () => {
  it.each([
    ['grilled not fried', 0],
    ['it was tawa grilled not deep fried', 0.5],
    ['baked, not fried', 0],
  ])('2 pieces fried pomfret + "%s"', (instruction, share) => {
    const before = meal('2 pieces fried pomfret');
    const oil = grams(before, /oil/);
    expect(oil).toBeGreaterThan(0);
    const after = edited(before, instruction);
    expect(grams(after, /oil/)).toBeCloseTo(oil * share, 0);
    expect(grams(after, /pomfret/)).toBe(grams(before, /pomfret/));
  });
});

describe('a scale by a unit scales the food served in that unit', () => {
  it.each([
    ['1 bowl curd rice with lemon pickle', 'half bowl only', /curd rice/, /pickle/],
    ['2 glass lassi with 1 aloo paratha', 'only 1 glass', /lassi/, /paratha/],
  ])('%s + "%s"', (text, instruction, food, other) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect(grams(after, food)).toBeCloseTo(grams(before, food) / 2, 0);
    expect(grams(after, other)).toBe(grams(before, other));
  });
});

describe('edit words that belong to one language only in context', () => {
  it.each([
    ['3 methi thepla', 'tran thepla hata, be nahi', /thepla/, 3],
    ['2 bajra rotla', 'tran rotla hata', /rotla|bajra/, 3],
  ])('Gujarati "hata" (were) after a count: %s + "%s"', (text, instruction, food, n) => {
    expect(live(edited(meal(text), instruction), food)[0]?.quantity).toBe(n);
  });

  it.each(['add konjam nei', 'nei podu', 'extra nei'])('Tamil nei is ghee beside an edit word: "%s"', (instruction) => {
    expect(grams(edited(meal('2 dosa with sambar'), instruction), /ghee/)).toBeGreaterThan(0);
  });

  it.each(['nei illa', 'no nei'])('and ghee left out: "%s"', (instruction) => {
    expect(live(edited(meal('ven pongal with nei'), instruction), /ghee/)).toHaveLength(0);
  });

  it('Bengali "nei" after a food is still "not there"', () => {
    const before = meal('dal chawal with doi');
    expect(grams(before, /curd|dahi/)).toBeGreaterThan(0);
    expect(grams(edited(before, 'doi nei'), /curd|dahi/)).toBe(0);
  });
});

describe('scores, players and sessions are no food', () => {
  it.each([
    'Tea session mein 3 wickets gire, we are 187/6 now',
    'Rasgulla (our Bengali leggie) took a 5 fer, what a spell',
    'Biryani gully ke paas wale ground pe match hai kal 9am',
    'Innu oru net session und, vaikunneram 4 manikku',
    'lunch interval tak 98/2, then collapse',
  ])('%s', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('a share written as a fraction is still a share', () => {
    const [half, whole] = [read('1/2 plate biryani'), read('1 plate biryani')].map(
      (r) => r.meals[0]!.macros.calories_kcal,
    );
    expect(half).toBeCloseTo(whole! / 2, -1);
  });
});

const kcal = (text: string) => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
const allItems = (text: string) => read(text).meals.flatMap((m) => live(m, /./));

describe('amounts said in words of share and size', () => {
  it.each([
    ['haldi doodh, paune glass', 'haldi doodh, 0.75 glass'],
    ['der bati bhaat', '1.5 bati bhaat'],
    ['paune do roti', '1.75 roti'],
    ['ganne ka ras, the bada 400 ml glass', 'ganne ka ras 400 ml'],
  ])('"%s" is "%s"', (text, same) => {
    expect(kcal(text)).toBeCloseTo(kcal(same), -1);
  });

  it('Hindi "der" (a while) counts nothing', () => {
    expect(allItems('thodi der baad 2 roti')[0]?.quantity).toBe(2);
  });

  it.each([
    ['nandini goodlife 500 ml, drank half of it on the bus', 257.5],
    ['biryani 1 plate, ate half of it in the bus', 150],
  ])('a share eaten with talk after it: %s', (text, grams) => {
    expect(allItems(text)[0]?.grams).toBeCloseTo(grams, -1);
  });
});

describe('pieces of a weighed box said to hold so many', () => {
  it.each([
    ['chikki ka 100 g dabba (8 pieces) liya station pe, 3 piece khaye', 37.5],
    ['kaju katli 500 g (20 pieces), maine 4 piece khaye', 100],
  ])('%s', (text, grams) => {
    expect(allItems(text)[0]?.grams).toBeCloseTo(grams, 0);
  });
});

describe('a unit that is the food’s own pack or piece', () => {
  it.each(['nissin cup noodles masala, 1 cup', '1 cup maggi', 'maggi 1 plate'])('%s is one pack', (text) => {
    expect(allItems(text)[0]?.grams).toBe(70);
  });

  it.each(['mooru ennegayi', '3 bharwa baingan'])('%s are 3 stuffed brinjals, not 3 katoris', (text) => {
    expect(allItems(text)[0]?.quantity).toBe(3);
    expect(allItems(text)[0]?.unit).toBe('piece');
  });

  it.each(['ram ladoo 1 plate (10 pcs)', 'momos 1 plate (8 pieces)'])('%s counts the pieces in brackets', (text) => {
    expect(allItems(text)[0]?.quantity).toBe(Number(/\((\d+)/.exec(text)?.[1]));
  });
});

describe('the kind of a dish in brackets after it, and a header headed by an arrow', () => {
  it.each([
    ['thoran (cabbage)', /cabbage/],
    ['dal (moong) 1 katori', /moong/],
  ])('%s', (text, kind) => {
    const items = allItems(text);
    expect(items).toHaveLength(1);
    expect(items[0]?.name.toLowerCase()).toMatch(kind);
  });

  it('a header before an arrow is not expanded beside its list', () => {
    const names = allItems('sadya lunch → choru, sambar, avial, payasam').map((c) => c.name.toLowerCase());
    expect(names).toHaveLength(4);
  });
});

describe('a drink powder by the glass is the drink made in milk', () => {
  it.each(['horlicks 1 glass', 'horlicks', '1 glass boost'])('%s', (text) => {
    const [c] = allItems(text);
    expect(c?.grams).toBeGreaterThan(200);
    expect(kcal(text)).toBeGreaterThan(150);
  });

  it('a weight of it is the powder', () => {
    expect(allItems('30 g horlicks powder')[0]?.grams).toBe(30);
  });
});

describe('words beside a food that make it no food or no serving', () => {
  it.each([
    ['badam milk 1 glass from the milk bar near the hostel', 1],
    ['mooli paratha 2, 1 katori dahi, makhan mana kar diya', 2],
    ['biryani, said no to the raita', 1],
  ])('%s', (text, n) => {
    expect(read(text).meals).toHaveLength(n);
  });

  it('an eatery and a size between the amount and the food keep the amount', () => {
    expect(read('team hotel: 3 slices of a dominos medium pepperoni').meals[0]?.components[0]?.quantity).toBe(3);
  });
});

describe('a cup of a flour weighs what a cup of that flour weighs', () => {
  it.each([
    ['1 cup sooji', 167],
    ['1 cup atta', 120],
    ['1 cup besan', 92],
  ])('%s ≈ %d g (SR26)', (text, grams) => {
    expect(Math.abs((allItems(text)[0]?.grams ?? 0) - grams)).toBeLessThan(3);
  });
});

describe('pieces said left on the plate come off the food counted before', () => {
  it.each([
    ['office canteen: 2 idli, sambar, 2 vada but left one vada', /vada/, 1],
    ['4 roti khayi, ek roti chhod di', /roti/, 3],
    ["3 samosa, couldn't finish 1 samosa", /samosa/, 2],
  ])('%s', (text, food, n) => {
    const counted = allItems(text).filter((c) => food.test(c.name.toLowerCase()));
    expect(counted).toHaveLength(1);
    expect(counted[0]?.quantity).toBe(n);
  });

  it('"left" as went away takes nothing off', () => {
    expect(allItems('2 vada pav, left for nets')[0]?.quantity).toBe(2);
  });
});

describe('names given to players and places named for a fruit are no food', () => {
  it.each([
    'Team mein mera naam Jalebi pad gaya kyunki run-up ghumaavdaar hai',
    'Humara keeper Laddoo aaj 3 stumpings kar gaya',
    'Santra nagri Nagpur pahunch gaye, hotel check-in 4 baje',
    'our opener Chikoo got a 50 today',
  ])('%s', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('a player who ate is still eating', () => {
    expect(read('our keeper had 2 laddoos').meals).toHaveLength(1);
  });
});

describe('edits said with an amount after, a food named for another, and words around them', () => {
  it.each([
    ['chicken curry, 2 rotis and a bowl of curd', 'double the curd pls, had 2 bowls', /curd/, 2, /chicken/],
    ['2 dosai, sambar, thakkali chutney', 'sambar double pannunga, rendu bowl kudichen', /sambar/, 2, /dosa/],
    ['2 egg omelette with 2 slices brown bread', 'omelette triple kar do, 6 ande ka tha', /omelette/, 3, /bread/],
  ])('%s + "%s"', (text, instruction, food, factor, other) => {
    const { before, after } = entryBeforeAfter(text, instruction);
    const total = (ms: typeof before, re: RegExp) => ms.reduce((s, m) => s + grams(m, re), 0);
    expect(total(after, food) / total(before, food)).toBeCloseTo(factor, 1);
    expect(total(after, other)).toBeCloseTo(total(before, other), 5);
  });

  it.each([
    ['2 plain dosa with coconut chutney', 'adu plain dosa alla, rava dosa', /rava dosa/, /plain dosa/],
    ['3 roti with dal', 'roti nahi, paratha', /paratha/, /roti/],
    ['white rice with dal', 'not white rice, brown rice', /brown rice/, /plain rice/],
  ])('%s + "%s" replaces one food with the other', (text, instruction, now, was) => {
    const after = edited(meal(text), instruction);
    expect(live(after, now)).toHaveLength(1);
    expect(live(after, was)).toHaveLength(0);
  });

  it.each([
    ['kanda poha with sev and a cup of chai', 'this was breakfast btw', 'breakfast'],
    ['varan bhaat, 2 chapati ani batata bhaji', 'he dupari che jevan hota, lunch madhe taka', 'lunch'],
  ])('%s + "%s" sets the meal type', (text, instruction, type) => {
    expect(edited(meal(text), instruction).context.meal_type).toBe(type);
  });

  it('"no ghee on them actually" takes the ghee out', () => {
    expect(
      live(edited(meal('2 paneer parathas with a spoon of ghee'), 'no ghee on them actually'), /ghee/),
    ).toHaveLength(0);
  });
});

describe('a count before a weight, and a packaged food made with more', () => {
  it.each([
    ['two 30 g protein bars', 2],
    ['2 250 ml cans of red bull', 500],
    ['3 100 g chicken breasts', 300],
  ])('%s', (text, quantity) => {
    expect(allItems(text)[0]?.quantity).toBe(quantity);
  });

  it('maggi made with an egg and a cheese slice keeps its noodles', () => {
    const names = allItems('Maggi noodles, 1 pack, made with an egg and an Amul cheese slice in it').map((c) =>
      c.name.toLowerCase(),
    );
    expect(names.some((n) => /noodles/.test(n))).toBe(true);
    expect(names.some((n) => /egg/.test(n))).toBe(true);
    expect(names.some((n) => /cheese/.test(n))).toBe(true);
  });

  it('a smoothie made with its fruit and milk is still those, not a default shake besides', () => {
    const names = allItems('oats smoothie made with 30 g oats, 1 banana and 250 ml milk').map((c) =>
      c.name.toLowerCase(),
    );
    expect(names.some((n) => /milkshake/.test(n))).toBe(false);
  });

  it('"cheeni daali" puts sugar in, it names no dal', () => {
    const names = allItems('dahi ki katori, usme ek chammach cheeni daali').map((c) => c.name.toLowerCase());
    expect(names.some((n) => /dal/.test(n))).toBe(false);
  });
});

describe('a food named before or after a dish that describes it', () => {
  it('jhalmuri, then its muri with oil and peanuts, is one jhalmuri', () => {
    const names = allItems('jhalmuri from the stall, muri with a drizzle of mustard oil n some peanuts').map((c) =>
      c.name.toLowerCase(),
    );
    expect(names.some((n) => /rice puffed|muri/.test(n))).toBe(false);
  });

  it.each(['quinoa khichdi 1 bowl', 'brown rice khichdi', 'quinoa upma 1 plate'])(
    '%s is the dish made with that grain, not the grain beside it',
    (text) => {
      expect(read(text).meals).toHaveLength(1);
      expect(allItems(text)).toHaveLength(1);
    },
  );

  it('a flour before a bread still stuffs it', () => {
    const items = allItems('sattu paratha');
    expect(items).toHaveLength(1);
    expect(items[0]?.name.toLowerCase()).not.toMatch(/plain/);
  });

  it.each(['2 roti dal rice', '2 roti chawal'])('%s keeps the roti beside the rice', (text) => {
    const names = allItems(text).map((c) => c.name.toLowerCase());
    expect(names.some((name) => /roti/.test(name))).toBe(true);
    expect(names.some((name) => /rice|chawal/.test(name))).toBe(true);
  });

  it('a bracket listing what a smoothie was made of is its recipe, not foods beside it', () => {
    const meals = read('kiwi banana smoothie after yoga (2 kiwi, 1 banana, 200 ml almond milk, 1 tbsp chia)').meals;
    expect(meals).toHaveLength(1);
    expect(
      allItems('kiwi banana smoothie (2 kiwi, 1 banana, 200 ml almond milk)').some((c) => /milkshake/i.test(c.name)),
    ).toBe(false);
  });
});

describe('brands and their kind, flavours and plurals', () => {
  it.each(['pista kulfi', 'badam halwa', 'anjeer barfi 2 pcs'])('%s is the sweet, flavoured', (text) => {
    expect(allItems(text)).toHaveLength(1);
  });

  it('nuts said beside a sweet are still nuts', () => {
    expect(allItems('almonds and halwa')).toHaveLength(2);
  });

  it.each([
    ['3 oreo cookies', 1],
    ['top ramen curry noodles, 1 packet', 1],
    ['unibic choco chip cookies 75 g pack', 1],
    ['1 scoop muscleblaze double rich choc with 250 ml milk', 1],
  ])('%s is one food', (text, n) => {
    expect(read(text).meals).toHaveLength(n);
  });

  it.each(['4 idlies', '3 cookies', '2 smoothies'])('%s is counted as the food', (text) => {
    expect(allItems(text)[0]?.quantity).toBe(Number(text.split(' ')[0]));
  });
});

describe('yesterday’s leftovers are eaten today, and foods denied together', () => {
  it('"kal ki bachi hui dal" does not move the meal to yesterday', () => {
    expect(read('2 parathe made with kal ki bachi hui arhar dal, subah ka nashta').meals[0]?.date).toBe('2026-11-22');
    expect(read('kal raat 2 roti khayi').meals[0]?.date).toBe('2026-11-21');
  });

  it('parathas made with a dal are dal parathas', () => {
    const items = allItems('2 parathe made with kal ki bachi hui arhar dal');
    expect(items).toHaveLength(1);
    expect(items[0]?.name.toLowerCase()).toMatch(/dal paratha/);
  });

  it('"roti chawal band" denies both', () => {
    const names = allItems('100 g boiled chicken aur aadha kheera, roti chawal band').map((c) => c.name.toLowerCase());
    expect(names.some((n) => /roti|rice/.test(n))).toBe(false);
  });

  it.each(['protein bar between the 2 sessions', 'banana between 2 sessions'])('%s is one', (text) => {
    expect(allItems(text)[0]?.quantity).toBe(1);
  });

  it('boiled black gram by weight is the boiled legume, not the dry seed', () => {
    expect(kcal('boiled black gram (sabut urad) 100 gram')).toBeLessThan(150);
  });
});

describe('edits with talk, days and drinks said beside them', () => {
  it.each([
    ['3 roti with dal', 'add 1 roti', /roti/, 4],
    ['lunch: 2 katori kadhi and jeera rice', 'ek katori kadhi aur li thi, total 3', /kadhi/, 3],
  ])('%s + "%s": more of a food it has is more of that line', (text, instruction, food, n) => {
    const after = edited(meal(text), instruction);
    expect(live(after, food)).toHaveLength(1);
    expect(live(after, food)[0]?.quantity).toBe(n);
  });

  it.each([
    ['4 luchi with aloor dom', 'eta kalker jolkhabar chilo, ajker na', -1, 'snack'],
    ['dinner: 3 roti, dal makhani and jeera rice', 'this was yesterday not today', -1, undefined],
  ])('%s + "%s" moves the day', (text, instruction, days, type) => {
    const before = meal(text);
    const after = edited(before, instruction);
    expect((Date.parse(after.date) - Date.parse(before.date)) / 86_400_000).toBe(days);
    if (type) expect(after.context.meal_type).toBe(type);
  });

  it.each([
    ['3 boiled eggs, 2 toast and black coffee', 'had this at 7 am before the morning session', 'breakfast'],
    ['peanut chikki and a banana', 'this was pre workout, before morning nets', 'pre-workout'],
  ])('%s + "%s" sets %s', (text, instruction, type) => {
    expect(edited(meal(text), instruction).context.meal_type).toBe(type);
  });

  it.each([
    ['dinner: 3 roti and egg curry', 'aur ek glass doodh bhi piya tha khane ke saath', /milk/],
    ['2 ragi mudde with bassaru', 'ondu mudde ashte, matte ondu glass majjige kudide', /buttermilk|chaas|majjige/],
  ])('%s + "%s" adds the drink', (text, instruction, drink) => {
    expect(live(edited(meal(text), instruction), drink).length).toBeGreaterThan(0);
  });

  it.each([['veg pulao with boondi raita and salad', 'take the raita out, i skipped it', /raita/]])(
    '%s + "%s" removes it',
    (text, instruction, food) => {
      expect(live(edited(meal(text), instruction), food)).toHaveLength(0);
    },
  );

  it('"chawal thoda kam tha yaar, itna nahi khaya" is a bit less rice', () => {
    const { before, after } = entryBeforeAfter(
      '1 katori arhar dal, 1.5 plate rice and aloo bhujia',
      'chawal thoda kam tha yaar, itna nahi khaya',
    );
    const rice = (ms: typeof before) => ms.reduce((sum, m) => sum + grams(m, /rice/), 0);
    expect(rice(after)).toBeLessThan(rice(before));
  });

  it('training counted in an edit is talk, and alone it is refused', () => {
    const r = tryEdit(
      meal('post nets: banana shake and 2 boiled eggs'),
      'bowled 8 overs in the nets today, legs are dead',
    );
    expect(r.ok).toBe(false);
  });
});

describe('everyday logs of set forty-one', () => {
  it.each([
    ['ek vaati dudhi chana nu shaak', 1],
    ['lauki chana ki sabzi', 1],
    ['aloo matar ki sabzi', 1],
  ])('%s is one sabzi', (text, n) => {
    expect(allItems(text)).toHaveLength(n);
  });

  it('"drank it like soup" and "the long run" name no food', () => {
    const names = allItems('kollu rasam, drank it like soup aftr the long run').map((c) => c.name.toLowerCase());
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/rasam/);
  });

  it('"had like 3 rotis" is 3 rotis', () => {
    expect(allItems('had like 3 rotis')[0]?.quantity).toBe(3);
  });

  it('dim toast by the piece is slices of French toast, with the chai beside it', () => {
    const items = allItems('dim toast 2 piece ar ek cup cha, maidan tent e practice er por');
    expect(items).toHaveLength(2);
    expect(items[0]?.grams).toBeLessThan(150);
  });
});

describe('classes of set forty-two', () => {
  it('butter tossed through a food is its add-on, the amount the food’s', () => {
    const items = allItems('a 200 g cup of butter sweet corn at the mall');
    expect(items[0]?.name.toLowerCase()).toMatch(/corn/);
    expect(items[0]?.grams).toBe(200);
    expect(items.find((c) => /butter/i.test(c.name))?.grams ?? 0).toBeLessThan(20);
  });

  it.each([
    ['boiled red gram 150 g', /plain/],
    ['boiled chana dal 100 g', /plain/],
  ])('%s is the pulse boiled, not the raw seed', (text, plain) => {
    expect(allItems(text)[0]?.name.toLowerCase()).toMatch(plain);
  });

  it('a personal best after a time is no peanut butter', () => {
    expect(allItems('Bronco test 5:12 (PB!), then 4 idiyappam').some((c) => /peanut/i.test(c.name))).toBe(false);
  });

  it('a brand of bar named with "n" is one bar', () => {
    expect(allItems('a 30 g oats n honey granola bar')).toHaveLength(1);
  });

  it('a dish word with its kind before it keeps it ("boot er dal (bengal gram)")', () => {
    expect(allItems('boot er dal (bengal gram) ek bati')).toHaveLength(1);
  });
});

describe('the food an edit names, of two words', () => {
  it('"macha bhaja khaini, remove it" removes the fish, not the saga bhaja beside it', () => {
    const { after } = entryBeforeAfter(
      'pakhala bhata with badi chura, saga bhaja and one macha bhaja',
      'macha bhaja khaini, remove it',
    );
    const names = after.flatMap((m) => live(m, /./).map((c) => c.name.toLowerCase()));
    expect(names.some((n) => /fish/.test(n))).toBe(false);
    expect(names.some((n) => /palak|saag|spinach/.test(n))).toBe(true);
  });

  it('"brown bread" alone replaces the white bread', () => {
    const after = edited(meal('2 egg omelette with 2 slices of white bread'), 'brown bread');
    expect(live(after, /brown bread/)).toHaveLength(1);
    expect(live(after, /white bread/)).toHaveLength(0);
  });

  it('a nickname after "is" is a name', () => {
    expect(read("My sister's nickname is Jalebi, she visited the academy today").meals).toHaveLength(0);
  });
});
