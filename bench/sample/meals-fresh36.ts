// Benchmark meals written on 2026-11-25 blind, as the thirty-sixth blind set after meals-fresh.ts to
// meals-fresh35.ts: a final balanced check written after all of the day's engine changes, without
// running the engine or reading its code or knowledge. Each sentence is one log message of the kind
// an outside evaluator of an Indian athletes' meal parser would most likely write: about half plain
// everyday logs of Indian athletes (home food, hostel and academy mess, canteen, dhaba, street food,
// chains, packaged snacks, supplements) and half over the hard classes, terse and chatty, Hinglish and
// romanised Tamil, Telugu, Malayalam, Odia and Bengali words. Each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was checked against the earlier sets' texts.
// Mix (40): North and Punjabi food (17), South (Tamil, Telugu, Karnataka, Kerala: 10), West (Goa:
// 1), East (Kolkata, Odisha: 3), North-East (Mizoram: 1) and gym or travel food (8), over eleven
// classes: plain everyday logs (20; plain) and two each of combinations named with
// their own parts (combo), headers naming the meal and then its list (header), "X made with Y", a
// smoothie, a sandwich with brands (addon), a garnish that is not a serving (garnish), food amid
// training or match talk whose numbers are no food (talk), drinks named after their main ingredient
// (drinkname), stated sizes and pack weights (size), legume words next to the unit gram (legume), raw
// vs cooked and dry weights (cooked) and counts in number words (numberword).
// One new reference food: fThirtySixRiceKheer (FNDDS 13210410 rice pudding); every other item is an
// existing key. Water is never counted (no energy), nor is a food the message says was skipped or not
// eaten. Standard portions when no amount is said: a katori (bati, vati) = 150 g of a dal, curry,
// raita or kheer and 120 g of a dry sabzi; unquantified dal or curry = a katori; unquantified sabzi =
// a katori (120 g); unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar
// ..."); a katori of rice = 100 g; a cup of cooked rice = 158 g (FNDDS 56205008); a bowl of a dal or
// curry = 250 g (meals.ts "1 bowl dal"); salad beside a meal = 100 g cucumber (meals.ts); a side of
// chutney = 1 tbsp (its key); a roti = 40 g (FNDDS 51300175 medium); 250 ml of milk = 258 g (244 g per
// 237 ml), a soft drink 31 g per fl oz (FNDDS); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar);
// COFFEE = meals.ts filter coffee (100 g milk + 50 g decoction + 1 tsp sugar); LASSI = meals.ts (200 g
// curd + 3 tsp sugar); butter naan = naan + 1 tsp butter each (meals.ts); "a spoon" or "chammach" of
// ghee or oil = 1 tsp (ghee 5 g, oil 4.5 g); a pinch of spice, chopped dhaniya or onion, a squeeze of
// lemon, a few pomegranate seeds and a little achar are not counted. For every meal, in file order:
// plain:
//  1 SAI hostel mess lunch: 4 chapati = 4 × 40 g; chana dal unquantified = a katori (150 g) of INDB
//    OSR142 (channaDal); aloo gobi unquantified = a katori (120 g) of INDB ASC171; rice unquantified =
//    200 g; 1 katori dahi = 150 g (FNDDS 11411100).
//  2 2 aloo paratha = 2 × 93.4 g of INDB ASC098; ek chammach ghee on top = 1 tsp, 5 g; 1 glass lassi =
//    LASSI.
//  3 ven pongal 1 plate = 250 g of the khichdi key (meals.ts "pongal 1 plate" = khichdi@250); 1 medu
//    vada = 40 g (vada).
//  4 masala dosa = 200 g (masalaDosa); filter coffee = COFFEE.
//  5 Meghana (Bangalore chain) chicken biryani 1 plate = 300 g (chickenBiryani); the raita said not
//    taken, not counted.
//  6 1 katori lobia = 150 g of INDB ASC163; 3 roti = 3 × 40 g; thoda salad = 100 g cucumber.
//  7 prawn curry unquantified = a katori (150 g) of INDB BFP230; 2 cups rice = 2 × 158 g.
//  8 1 plate upma = 200 g (meals.ts "upma one plate"); 2 boiled eggs = 2 × 50 g (FNDDS 31103010).
//  9 3 roti = 3 × 40 g; 1 katori palak paneer = 150 g (FNDDS 72125310); salad = 100 g cucumber.
// 10 Saravana Bhavan sambar sadam = sambar + rice as meals.ts "sambar rice" (a katori of sambar, 150
//    g, and 1.5 katori rice, 150 g); cabbage poriyal unquantified = a katori (120 g) of INDB ASC181.
// 11 4 egg whites = 4 × 33 g (FNDDS 31108110); 2 whole boiled eggs = 2 × 50 g; 2 slices brown bread =
//    2 × 36 g (FNDDS 51300110).
// 12 fruit plate: 1 apple = 200 g (FNDDS 63101000 medium), 1 banana = 126 g, 10 grapes = 10 × 7 g.
// 13 2 eggs in egg curry = 2 × 151.6 g of INDB BFP240 (its bowl is the curry of one egg); 3 roti = 3 ×
//    40 g.
// 14 2 besan chilla = 2 × 52.1 g of INDB OSR100; green chutney unquantified = 1 tbsp (18.9 g, INDB
//    BFP444).
// 15 8 pork momos = 8 × 37 g of FNDDS 58112510 (momo, meat dumpling).
// 16 bhaat unquantified = 200 g; musur dal unquantified = a katori (150 g) of INDB ASC157 (masoorDal);
//    1 piece maach bhaja = 67 g fried fish (fishFry).
// 17 kappa 1 cup = 160 g of FNDDS 71930120 (fThreeKappa); meen curry 1 katori = 150 g (fishCurry).
// 18 1 katori kadhai paneer = 150 g of INDB ASC226; 2 butter naan = 2 × 90 g naan + 2 tsp butter, one
//    item (meals.ts).
// 19 chawal ki kheer 1 katori = 150 g of FNDDS 13210410 (fThirtySixRiceKheer).
// 20 2 idli = 2 × 40 g; sambar unquantified = a katori (150 g); 1 vada = 40 g; the second vada said
//    not eaten ("left"), not counted.
// combo:
// 21 chole bhature: do (2) bhature = 2 × 70 g of the puri row (meals.ts "chole bhature"), one item;
//    ek katori chole = 150 g; pyaaz and nimbu on the side not counted.
// 22 dal chawal: 1 katori arhar dal = 150 g (dal); 1.5 katori chawal = 150 g rice.
// header:
// 23 "pre-match breakfast", "day 1 vs vidarbha", "toss 9:00" no food: 2 egg omelette = 2 × 55 g (FNDDS
//    32130010); 2 slices brown bread = 2 × 36 g; 1 banana = 126 g; the juice skipped, not counted.
// 24 "academy canteen lunch (tuesday)": 3 phulka = 3 × 40 g; 1 katori kadhi = 150 g (kadhi); jeera
//    aloo unquantified = a katori (120 g) of alooSabzi; 1 katori rice = 100 g.
// addon:
// 25 smoothie, one item: 1 banana = 126 g; 250 ml toned milk = 258 g (FNDDS 11112110); 1 tbsp peanut
//    butter = 16 g; 1 scoop whey = 30 g.
// 26 sandwich, one item: 2 slices Britannia brown bread = 2 × 36 g (brownBread); 50 g Amul paneer as
//    stated (IFCT L003); 1 tsp Amul butter = 5 g; the brands are their generic foods.
// garnish:
// 27 dal khichdi 1 bowl = 250 g (khichdi, FNDDS 41311040); ek chammach ghee on top = 5 g; the
//    dhaniya on top not counted.
// 28 thayir sadam 1 plate = 216.2 g of INDB ASC126 (curdRice); konjam (a little) maanga oorugai and a
//    few maadhulai (pomegranate) seeds not counted.
// talk:
// 29 "14 overs", "3 for 42", "practice game" no food: 3 roti = 3 × 40 g; 1 katori rajma = 150 g
//    (FNDDS 41106010); salad = 100 g cucumber.
// 30 "6 x 30 m sprints", "3 sets", "45 min", "4 pm" no food: 200 g grilled chicken as stated (FNDDS
//    24123301); 1 cup rice = 158 g.
// drinkname:
// 31 aam panna (raw-mango drink, not a mango) 1 glass = 268.5 g of INDB ASC005 (its tall glass).
// 32 rose milk (rose-syrup milk, no rose eaten) 1 glass = 262 g of FNDDS 11519105 (fThreeRoseMilk proxy;
//    250 ml × 31 g per fl oz).
// size:
// 33 3 large phulkas (8 inch) = 3 × 52 g (FNDDS 51300175 large roti, rotiLarge); 1 katori moong dal =
//    150 g of INDB ASC151 (fTwentyFiveMoongDal).
// 34 Lay's 52 g pack = 52 g of FNDDS 71200100 potato chips; 300 ml Thums Up = 10.14 fl oz × 31 g =
//    314 g of FNDDS 92410310 cola.
// legume:
// 35 bhune chane (roasted bengal gram) by the stated 50 gram = SR26 16056 (fThirteenRoastedGram).
// 36 rajma by the stated 150 gram, cooked = FNDDS 41106010 (rajma); ek cup chawal = 158 g.
// cooked:
// 37 sabut moong 60 g dry, one item = 60 g of SR26 16080 (fTwentySevenRawMoong) + 1 tsp oil (4.5 g) of
//    the tadka; the water adds no energy.
// 38 soya chunks 50 g dry wt, one item = 50 g of SR26 16420 (soyChunks) + 1 tsp oil; 2 roti = 2 × 40 g.
// numberword:
// 39 moodu (Telugu 3) chapatilu = 3 × 40 g; oka (1) katori pappu (dal) = 150 g.
// 40 tini (Odia 3) ta roti = 3 × 40 g; gote (1) bati dalma = 150 g of INDB OSR141.
import type { SampleMeal } from './meals';

const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH36_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'SAI hostel mess lunch today - 4 chapati, chana dal, aloo gobi, rice aur 1 katori dahi',
    'north plain',
    'roti:4 channaDal fSixAlooGobi rice:2 curd',
  ],
  [
    'mummy ne 2 aloo parathe banaye, upar ek chammach ghee, saath mein 1 glass lassi',
    'punjabi plain',
    `alooParatha:2 ghee ${LASSI}`,
  ],
  ['ven pongal 1 plate n 1 medu vada at adyar ananda bhavan', 'tamil plain', 'pongal=khichdi@250 vada'],
  ['masala dosa + filter coffee, darshini near the KSCA nets', 'kannada plain', `masalaDosa ${COFFEE}`],
  ['meghana chicken biryani 1 plate after the league game, raita nahi li', 'kannada plain', 'chickenBiryani'],
  ['ghar ka khana - 1 katori lobia, 3 roti, thoda salad', 'north plain', 'lobia roti:3 cucumber'],
  ['prawn curry with 2 cups rice at a shack in baga', 'goan plain', 'prawnCurry rice@316'],
  ['1 plate upma and 2 boiled eggs before the morning nets', 'south plain', 'upma@200 egg:2'],
  ['dinner: 3 roti, 1 katori palak paneer n salad', 'north plain', 'roti:3 palakPaneer cucumber'],
  ['saravana bhavan - sambar sadam with cabbage poriyal', 'tamil plain', 'sambar rice:1.5 cabbagePoriyal'],
  [
    'cutting phase bfast: 4 egg whites + 2 whole eggs boiled, 2 slices brown bread',
    'gym plain',
    'fSevenEggWhite:4 egg:2 brownBread:2',
  ],
  ['fruit plate at the hotel: 1 apple, 1 banana, 10 grapes', 'travel plain', 'apple banana grapes:10'],
  ['egg curry (2 eggs) with 3 roti, camp dinner in kolkata', 'east plain', 'fThirtyTwoEggCurry:2 roti:3'],
  ['2 besan chilla with green chutney, sunday nashta', 'north plain', 'besanChilla:2 greenChutney'],
  ['8 pork momos at the aizawl camp canteen', 'northeast plain', 'momo:8'],
  ['hostel e dupure bhaat, musur dal ar ek piece maach bhaja', 'bengali plain', 'rice:2 masoorDal fishFry'],
  ['kappa 1 cup n meen curry 1 katori, toddy shop style lunch', 'kerala plain', 'fThreeKappa fishCurry'],
  ['dhaba dinner: 1 katori kadhai paneer with 2 butter naan', 'punjabi plain', 'kadhaiPaneer naan=naan:2+butter:2'],
  ['chawal ki kheer 1 katori, mom made it for my bday', 'north plain', 'fThirtySixRiceKheer'],
  ['office canteen near the stadium: 2 idli, sambar, 2 vada but left one vada', 'south plain', 'idli:2 sambar vada'],
  // combinations named with their own parts
  [
    'GT road dhaba pe chole bhature - do bhature, ek katori chole, pyaaz nimbu side mein',
    'punjabi combo',
    'chole bhature=puri@140',
  ],
  ['dal chawal: 1 katori arhar dal n 1.5 katori chawal', 'north combo', 'dal rice@150'],
  // headers naming the meal, then its list
  [
    'pre-match breakfast (day 1 vs vidarbha, toss 9:00) → 2 egg omelette, 2 slices brown bread, 1 banana. skipped the juice',
    'gym header',
    'omelette:2 brownBread:2 banana',
  ],
  [
    'academy canteen lunch (tuesday): 3 phulka, 1 katori kadhi, jeera aloo, 1 katori rice',
    'north header',
    'roti:3 kadhi jeeraAloo=alooSabzi rice',
  ],
  // "X made with Y", a smoothie, a sandwich, brands
  [
    'smoothie made with 1 banana, 250 ml toned milk, 1 tbsp peanut butter n 1 scoop whey',
    'gym addon',
    'smoothie=banana+milk+peanutButter+whey',
  ],
  [
    'sandwich made with 2 slices britannia brown bread, 50 g amul paneer n 1 tsp amul butter',
    'north addon',
    'paneerSandwich=brownBread:2+paneer@50+butter',
  ],
  // garnish
  ['dal khichdi 1 bowl, upar se dhaniya aur ek chammach ghee', 'north garnish', 'khichdi@250 ghee'],
  ['thayir sadam 1 plate, konjam maanga oorugai, few maadhulai on top', 'tamil garnish', 'curdRice'],
  // food amid training or match talk
  [
    'bowled 14 overs in the practice game today, 3 for 42 - then lunch 3 roti, 1 katori rajma n salad',
    'north talk',
    'roti:3 rajma cucumber',
  ],
  [
    '6 x 30 m sprints, 3 sets box jumps, 45 min fielding drills at 4 pm. after that 200 g grilled chicken + 1 cup rice',
    'gym talk',
    'grilledChicken@200 rice@158',
  ],
  // drinks named after their main ingredient
  ['aam panna 1 glass after the afternoon session, lucknow heat', 'north drinkname', 'aamPanna'],
  ['rose milk 1 glass at a juice shop in mylapore', 'tamil drinkname', 'fThreeRoseMilk'],
  // stated sizes and pack weights
  ['3 large phulkas (8 inch) with 1 katori moong dal', 'north size', 'rotiLarge:3 fTwentyFiveMoongDal'],
  ["lay's magic masala 52 g pack n a 300 ml thums up on the team bus", 'travel size', 'potatoChips@52 colaSmall@314'],
  // legume words next to the unit gram
  ['bhune chane 50 gram, net session ke beech mein', 'north legume', 'fThirteenRoastedGram@50'],
  ['rajma 150 gram (pakka hua) n ek cup chawal, weighed on the hostel scale', 'north legume', 'rajma@150 rice@158'],
  // raw vs cooked, dry weights
  ['sabut moong 60 g dry, pressure cooked with a 1 tsp oil tadka', 'gym cooked', 'moong=fTwentySevenRawMoong@60+oil'],
  [
    'soya chunks 50 g dry wt, boiled n bhuna in 1 tsp oil, with 2 roti',
    'gym cooked',
    'soyaChunks=soyChunks@50+oil roti:2',
  ],
  // counts in number words
  ['moodu chapatilu, oka katori pappu - hostel dinner', 'telugu numberword', 'roti:3 pappu=dal'],
  ['tini ta roti, gote bati dalma, cuttack camp', 'odia numberword', 'roti:3 dalma'],
];
