// Classes of sentences and edits from the fourteenth round of blind sets (issue 15): Punjabi "of"
// (da, di, de) between a food and its dish, a vegetable "bhujia", rides and other sports as
// training talk, a nickname given or out or taking a hat-trick in Hindi, counted "whites", a bread's
// kind said after its slices, Hindi "in place of" in a log, a king size, a size said after the
// food, the katori as the serving of a table's curry, and edits that say how a dish was cooked,
// which meal it was not, or a count in Telugu and Gujarati. Each is checked on sentences of its
// kind, none of them a benchmark text.
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';
import { edited, entryBeforeAfter, meal, tryEdit } from './edit-helpers';

const read = (text: string) => currentAnalyzer().analyze(text, FIXED_CONTEXT);
const names = (text: string) => read(text).meals.map((m) => m.components[0]!.name.toLowerCase());
const kcal = (text: string) => read(text).meals.reduce((s, m) => s + m.macros.calories_kcal, 0);

describe('Punjabi "of" and a vegetable bhujia name one dish', () => {
  it('"gobhi di sabzi", "lauki da raita" and "paneer di bhurji" are the dish of that food', () => {
    expect(names('gobhi di sabzi')).toEqual([expect.stringMatching(/gobi|cauliflower/)]);
    expect(names('lauki da raita')).toEqual([expect.stringMatching(/lauki raita/)]);
    expect(names('paneer di bhurji')).toEqual([expect.stringMatching(/paneer bhurji/)]);
  });

  it('"Mishti di" is still a sister, not a sweet', () => {
    expect(names('Mishti di made 2 rotis')).toEqual([expect.stringMatching(/roti/)]);
  });

  it('"karela bhujia" is the vegetable fried dry; "aloo bhujia" is still the namkeen', () => {
    expect(names('karela bhujia aur 2 roti')[0]).toMatch(/karela|bitter gourd/);
    expect(names('karela bhujia aur 2 roti')).toHaveLength(2);
    expect(names('aloo bhujia 30 g')[0]).toMatch(/bhujia \/ sev/);
  });

  it('a curry of the tables said without an amount is a katori, as every curry', () => {
    const [m] = read('matar mushroom aur 2 roti').meals;
    expect(m!.components[0]!.grams).toBeGreaterThan(140);
    expect(m!.components[0]!.grams).toBeLessThan(160);
  });
});

describe('talk about rides, nicknames and whites', () => {
  it('a food eaten after a ride or a bout is still food', () => {
    expect(names('a banana after the 40 km ride')).toEqual(['banana']);
    expect(names('2 bananas after kabaddi practice')).toEqual(['banana']);
  });

  it.each([
    'Mummy calls him Laddoo at home',
    'Kaju out ho gaya pehli ball pe',
    'Chikoo ne aaj 3 wicket liye',
    'humara Peda aaj hat-trick le gaya',
    'played in whites all day, long session',
  ])('"%s" names no food', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('"6 whites" are six egg whites', () => {
    const [m] = read('6 whites n 1 whole egg, scrambled').meals;
    expect(m!.components[0]!.name).toMatch(/egg white/i);
    expect(m!.components[0]!.quantity).toBe(6);
  });
});

describe('breads, swaps and sizes said after the food', () => {
  it('"2 slices of brown" are two slices of brown bread', () => {
    const [m] = read('paneer bhurji between 2 slices of brown').meals.filter((x) => /bread/i.test(x.title));
    expect(m!.components[0]!.quantity).toBe(2);
  });

  it('"coffee mein cheeni ki jagah gur" is one coffee made with jaggery, no sugar beside it', () => {
    const r = read('filter coffee mein cheeni ki jagah gur, 1 tumbler');
    expect(r.meals).toHaveLength(1);
    const parts = r.meals[0]!.components.filter((c) => c.role !== 'removed').map((c) => c.name.toLowerCase());
    expect(parts.some((n) => /jaggery/.test(n))).toBe(true);
    expect(kcal('filter coffee mein cheeni ki jagah gur, 1 tumbler')).toBeLessThan(
      kcal('filter coffee, 1 tumbler') + kcal('1 tsp gur'),
    );
  });

  it('"a latte, the large one" is a large latte; a king size is the bar’s own', () => {
    expect(kcal('a cappuccino, the large one')).toBe(kcal('a large cappuccino'));
    expect(kcal('1 king size kitkat')).toBeGreaterThan(3 * kcal('1 kitkat'));
  });
});

describe('edits that say how it was cooked, what it was not, and counts', () => {
  it('"the sabzi was made in very little oil" takes oil out of the sabzi', () => {
    const { before, after } = entryBeforeAfter('aloo gobi and 2 roti', 'the sabzi was made in very little oil');
    const energy = (ms: typeof before) => ms.reduce((s, m) => s + m.macros.calories_kcal, 0);
    expect(energy(after)).toBeLessThan(energy(before));
    expect(after.flatMap((m) => m.components).some((c) => /aloo gobi/i.test(c.name) && c.role !== 'removed')).toBe(
      true,
    );
  });

  it('a dish the tables give whole says so instead of taking oil from another food', () => {
    const r = tryEdit(meal('vegetable upma 1 plate'), 'upma was made in very little oil');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/without its recipe/);
  });

  it('"breakfast nahi tha" beside the meal it was only says what it was not', () => {
    const m = edited(meal('2 idli and sambar'), 'isko dinner mein daal do, breakfast nahi tha');
    expect(m.context.meal_type).toBe('dinner');
  });

  it('Gujarati "khaand nathi nakhyu" takes the sugar out; Telugu "okkate" is only one', () => {
    const tea = edited(meal('1 cup masala chai'), 'chai ma khaand nahotu nakhyu');
    expect(tea.macros.calories_kcal).toBeLessThan(meal('1 cup masala chai').macros.calories_kcal);
    const dosa = edited(meal('3 plain dosa'), 'dosa okkate tinna');
    expect(dosa.components[0]!.quantity).toBe(1);
  });
});

describe('round fifty-two: dishes with a food in them, cricket words, and edits of drinks and styles', () => {
  it('"chholeyan wala pulao" is one pulao; Gujarati "chana ni dal" is chana dal', () => {
    expect(names('hare chholeyan wala pulao ik plate')).toEqual([expect.stringMatching(/pulao/)]);
    expect(names('chana ni dal ane 2 rotli')[0]).toMatch(/chana dal/);
  });

  it.each([
    'coach ne bola carrot ball mat daal, off stump pe daal',
    'that over from Kaju was buffet bowling',
    'Peda and Pista are opening tomorrow',
  ])('"%s" names no food', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('"dal mein ghee daal" still logs the dal', () => {
    expect(names('dal mein ghee daal').some((n) => /dal/.test(n))).toBe(true);
  });

  it('a cafe drink "with almond milk" is the table’s non-dairy version, not a glass beside it', () => {
    const m = edited(meal('1 cappuccino'), 'it was with oat milk');
    expect(m.components.filter((c) => c.role !== 'removed')).toHaveLength(1);
    expect(m.components[0]!.name).toMatch(/non-dairy/i);
    expect(m.macros.calories_kcal).toBeLessThan(meal('1 cappuccino').macros.calories_kcal);
  });

  it('"bhature air fryer me bane the" and "make the eggs boiled instead of fried" change the style', () => {
    expect(edited(meal('2 fried eggs'), 'make the eggs boiled instead of fried').components[0]!.name).toMatch(
      /boiled/i,
    );
    const fish = edited(meal('fried fish 2 pieces'), 'the fish was done in the oven');
    expect(fish.components[0]!.name).toMatch(/tilapia|baked/i);
  });

  it('"aadha plate hi khaya" halves the plate; "remove the chaya" is the tea, not the chana', () => {
    const half = edited(meal('1 plate chole bhature'), 'bas aadha plate hi khaya');
    expect(half.macros.calories_kcal).toBeCloseTo(meal('1 plate chole bhature').macros.calories_kcal / 2, -1);
    const { after } = entryBeforeAfter('kadala curry with 2 puttu and a glass of chaya', 'remove the chaya');
    const all = after.flatMap((m) => m.components.filter((c) => c.role !== 'removed'));
    expect(all.some((c) => /chana/i.test(c.name))).toBe(true);
    expect(all.some((c) => /chai/i.test(c.name))).toBe(false);
  });

  it('"aur isko dinner kar do" after a count still moves the meal', () => {
    const m = edited(meal('mutton nihari with 2 naan'), 'naan sirf ek thi, aur isko dinner kar do');
    expect(m.context.meal_type).toBe('dinner');
  });
});

describe('round fifty-one: homes and towns, eating words, cooking words and drinks of fruit', () => {
  it('a word before "intlo", "veetla" or "beach" names a home or a town, not a food', () => {
    expect(names('guntur pinni intlo 2 dosa')).toEqual([expect.stringMatching(/dosa/)]);
    expect(names('puri beach run ke baad ek nariyal paani')).toEqual([expect.stringMatching(/coconut water|nariyal/)]);
  });

  it('a word of eating or making is never read as a mistyped food', () => {
    expect(names('do roti naal khadhi')).toEqual([expect.stringMatching(/roti/)]);
    expect(names('mummy e thepla banavi')).toEqual([expect.stringMatching(/thepla/)]);
  });

  it('an Odia or Bengali "<vegetable> tarkari" is one sabzi', () => {
    expect(names('bhata au saga tarkari')).toHaveLength(2);
  });

  it('"air fried" and "air fryer" are a way of cooking, not deep frying; "cooked wt" is the weight eaten', () => {
    const air = read('air fried chicken breast 150 g').meals[0]!.components[0]!;
    expect(air.name).not.toMatch(/coated|kfc/i);
    expect(read('chicken breast, 150 g cooked wt').meals[0]!.components[0]!.grams).toBe(150);
  });

  it('oats made with water are oatmeal; a glass of a fruit is its juice; a fruit chaat of one fruit is that fruit', () => {
    expect(names('a bowl of oats made with water')[0]).toMatch(/oatmeal/);
    expect(names('a glass of sweet lime')[0]).toMatch(/juice/);
    expect(names('papaya chaat')).toEqual([expect.stringMatching(/papaya/)]);
    expect(names('paneer chaat')).toHaveLength(2);
  });

  it('a chain said as where the food came from is not one more food', () => {
    expect(names('2 strips from kfc and a pepsi')).toHaveLength(2);
    expect(names('2 strips from kfc and a pepsi').some((n) => /coated/.test(n))).toBe(false);
  });

  it('hung curd is strained curd, richer than a nonfat greek yogurt', () => {
    expect(kcal('150 g hung curd')).toBeGreaterThan(kcal('150 g greek yogurt'));
  });

  it('Punjabi "ik" counts one', () => {
    expect(read('ik glass lassi').meals[0]!.components[0]!.quantity).toBe(1);
    expect(read('ik plate chole').meals[0]!.components[0]!.unit).toBe('plate');
  });
});

describe('rounds fifty-three and fifty-four: nicknames doing things, containers, plates and more of a sibling', () => {
  it.each([
    'Kaju late for the team bus again',
    'Peda called me twice before the toss',
    'Barfi hit two sixes in the last over',
    'Rasmalai missed the team meeting',
    'Ladoo got stumped again',
    'Dosa anna will keep tomorrow',
    'maggis flight got delayed',
    'juice wale bhaiya ka stall band tha',
  ])('"%s" names no food', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('"with anna" after a Kannada saaru is rice; "samosas mom packed" are samosas', () => {
    const parts = read('bassaru with anna').meals.flatMap((m) => m.components.map((c) => c.name));
    expect(parts.some((n) => /rice/i.test(n))).toBe(true);
    expect(names('2 samosas mom packed')).toEqual([expect.stringMatching(/samosa/)]);
  });

  it('"the 150 g slab" weighs the chocolate named before it; "on the plate" is no plate', () => {
    expect(read('dark chocolate, the 100 g slab').meals[0]!.components[0]!.grams).toBe(100);
    expect(read('two bhature on the plate').meals[0]!.components[0]!.quantity).toBe(2);
    expect(read('two bhature on the plate').meals[0]!.components[0]!.unit).not.toBe('plate');
  });

  it('English words that are only regional table names are no food ("a long nap", "squash session")', () => {
    expect(names('2 roti, then a long nap')).toEqual([expect.stringMatching(/roti/)]);
    expect(names('squash session then 2 bananas')).toEqual(['banana']);
  });

  it('"add one more bourbon" opened on the milk counts the biscuits logged beside it', () => {
    const { after } = entryBeforeAfter('amul kool 1 bottle and 2 bourbon biscuits', 'add one more bourbon');
    const biscuits = after.flatMap((m) => m.components).filter((c) => /biscuit/i.test(c.name) && c.role !== 'removed');
    expect(biscuits.map((c) => c.quantity)).toEqual([3]);
  });

  it('"paratha te makhan nahi si" takes out the logged makhan, not the paratha’s own fat', () => {
    const m = edited(meal('2 aloo paratha with makhan'), 'paratha te makhan nahi si');
    expect(m.components.some((c) => /butter/i.test(c.name) && c.role !== 'removed')).toBe(false);
    expect(m.components.some((c) => /paratha/i.test(c.name))).toBe(true);
  });

  it('Bengali "X na, Y chhilo 4 te" is four Y instead of X; "ek idli aur add karo" is one more', () => {
    const roti = edited(meal('4 luchi'), 'luchi na, ruti chhilo 4 te');
    expect(roti.components[0]!.name).toMatch(/roti/i);
    expect(roti.components[0]!.quantity).toBe(4);
    const idli = edited(meal('2 idli'), 'ek idli aur add karo, aur ye breakfast tha');
    expect(idli.components[0]!.quantity).toBe(3);
  });
});

describe('round fifty-three and fifty-four, second pass: restaurants, boxes, Kannada "tinde", Gujarati "ne"', () => {
  it('"pista house ka haleem" is the haleem of a restaurant; "from the diwali mithai box" is where', () => {
    expect(names('pista house ka haleem ek bowl')).toEqual([expect.stringMatching(/haleem/)]);
    expect(names('2 besan ladoo from the diwali mithai box')).toEqual([expect.stringMatching(/ladoo/)]);
  });

  it('Kannada "tinde" after a food is "ate", not tinda', () => {
    expect(names('shavige bath tinde, ondu glass majjige')).toHaveLength(2);
    expect(names('shavige bath tinde, ondu glass majjige').some((n) => /tinda/.test(n))).toBe(false);
  });

  it('Gujarati "ne" before a counted food is "and"; Hindi "ne" before a goal is who did it', () => {
    expect(names('dal bhaat ne 4 rotli')).toHaveLength(2);
    expect(read('Dosa ne 2 goal maare').meals).toHaveLength(0);
  });

  it('"10 g protien" in a protein wafer bar is its protein; "khali pet" is no food', () => {
    expect(names('protein wafer bar (40 g, 10 g protien)')).toEqual([expect.stringMatching(/protein/)]);
    expect(names('khali pet ek glass lauki')[0]).toMatch(/juice/);
  });
});

describe('rounds fifty-five and fifty-six: sellers, finishing a drink, explanations and brackets', () => {
  it('"the juice guy at sector 17" is the seller and a place, not 17 glasses of juice', () => {
    const r = read('one glass of beetroot, fresh, the juice guy at sector 17 market');
    expect(r.meals).toHaveLength(1);
    expect(r.meals[0]!.macros.calories_kcal).toBeLessThan(150);
  });

  it('"finished a 600 ml coke bottle straight from the fridge" is a coke', () => {
    expect(names('finished a 600 ml coke bottle straight from the fridge, post nets')).toEqual([
      expect.stringMatching(/cola/),
    ]);
  });

  it('"X, that\'s Y" and "(the yellow one)" explain the food before them', () => {
    expect(names('kaali dal, that is whole black gram, 200 gram')).toHaveLength(1);
    expect(names('moong dal (split green gram, the yellow one) 150 g')).toHaveLength(1);
  });

  it('"saaru anna, palya" ends with the rice; "Dosa anna will keep" is a person', () => {
    expect(names('saaru anna, beans palya').some((n) => /rice/.test(n))).toBe(true);
    expect(read('Dosa anna will keep tomorrow').meals).toHaveLength(0);
  });

  it('Telugu "tinna" is "ate", never tinda', () => {
    expect(names('moodu dosalu tinna').some((n) => /tinda/.test(n))).toBe(false);
  });
});

describe('edits 40 and non-food 30: scoops, appliances, made-in fats, chains before their food', () => {
  it('"the shake was 2 scoops" adds a scoop of its powder; it is not a 60 g drink', () => {
    const before = meal('whey protein shake with milk');
    const after = edited(before, 'the shake was 2 scoops not 1');
    expect(after.macros.calories_kcal).toBeGreaterThan(before.macros.calories_kcal);
    expect(after.components[0]!.grams).toBe(before.components[0]!.grams);
  });

  it('"fried them in butter" after "the eggs were not boiled" fries the eggs', () => {
    expect(edited(meal('3 boiled eggs'), 'eggs were not boiled, fried them in butter').components[0]!.name).toMatch(
      /fried/i,
    );
  });

  it('"air fried, hardly any oil" on a dish with oil in its recipe takes half the oil out', () => {
    const before = meal('paneer tikka 6 pieces');
    expect(edited(before, 'paneer was air fried').macros.calories_kcal).toBeLessThan(before.macros.calories_kcal);
  });

  it('"made in 3 tbsp oil" is the fat of the dish before it, and an edit of that fat changes it', () => {
    expect(read('chicken curry made in 2 tbsp oil').meals).toHaveLength(1);
    const m = edited(meal('chicken curry made in 3 tbsp oil'), 'oil sirf 1 tbsp tha, 3 nahi');
    expect(m.components.find((c) => /oil/i.test(c.name))?.quantity).toBe(1);
  });

  it('"subway chicken tikka sub 6 inch" is one sub', () => {
    expect(read('subway chicken tikka sub 6 inch').meals).toHaveLength(1);
  });

  it.each(['Chikki won the man of the match award', 'Upma just got his first call-up to the state team'])(
    '"%s" names no food',
    (text) => {
      expect(read(text).meals).toHaveLength(0);
    },
  );
});

describe('toppings sprinkled over and a glass counted amid talk', () => {
  it('"sev sprinkled lightly over it" is a spoonful on the dish before it', () => {
    const r = read('sprouts chaat, one plate, sev sprinkled lightly over it');
    expect(r.meals).toHaveLength(1);
    expect(r.meals[0]!.components.find((c) => /sev/i.test(c.name))?.unit).toBe('tablespoon');
  });

  it('"ek glass bel" is food though the rest of the entry is talk', () => {
    expect(names('ek glass bel, garmi se bachne ke liye, ghat ke paas wali dukaan')).toHaveLength(1);
  });
});

describe('a count said with the words of eating', () => {
  it('"idlis, i had 3" is three idlis; "i had 2" alone is no food', () => {
    expect(read('idlis, i had 3').meals[0]!.components[0]!.quantity).toBe(3);
    expect(read('i had 2').meals).toHaveLength(0);
  });
});

describe('a bare word read the preferred way, spelled another way', () => {
  it('"chiken and rice" reads "chiken" as "chicken" does', () => {
    expect(names('chiken and rice')).toEqual(names('chicken and rice'));
  });
});

describe('round fifty-seven to sixty: more nicknames, Nepali and Punjabi forms, edits said as corrections', () => {
  it.each([
    'Barfi got a golden duck again',
    'Ladoo took a screamer at gully',
    'Rasmalai ran himself out',
    'Gulab Jamun got man of the match',
    'Paratha aur Bhatura ki ladai ho gayi',
    'Peda and Pista both arrived late for warm-ups',
    'piece of cake, that chase',
  ])('"%s" names no food', (text) => {
    expect(read(text).meals).toHaveLength(0);
  });

  it('"had a piece of cake" is still cake; Nepali "chha wata momo" is six momos', () => {
    expect(names('had a piece of cake')).toHaveLength(1);
    expect(read('chha wata buff momo').meals[0]!.components[0]!.quantity).toBe(6);
  });

  it('"masura ko dal" and "chaar phulkeyan naal khaada" name one dal and four phulkas', () => {
    expect(names('masura ko dal')).toHaveLength(1);
    expect(read('chaar phulkeyan naal khaada').meals[0]!.components[0]!.quantity).toBe(4);
  });

  it('edits: "X hata do, uski jagah Y", "2 slice hi khaye the", "no butter on top actually"', () => {
    const swapped = edited(meal('jeera rice 1 plate'), 'jeera rice hata do, uski jagah 3 phulke the');
    expect(swapped.components[0]!.name).toMatch(/phulka|roti/i);
    expect(edited(meal('3 slices veg pizza'), '2 slice hi khaye the').components[0]!.quantity).toBe(2);
    const plain = edited(meal('2 aloo parathas with butter on top'), 'no butter on top actually');
    expect(plain.components.some((c) => /butter/i.test(c.name) && c.role !== 'removed')).toBe(false);
  });
});
