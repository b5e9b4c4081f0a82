// Benchmark meals written on 2026-11-25 blind, as the thirty-fourth blind set after meals-fresh.ts
// to meals-fresh33.ts and a final balanced held-out set: written without running the engine or
// reading its code or knowledge. Each sentence is one log message from a fortnight of a mixed squad
// (cricket, hockey, kabaddi, athletics, badminton, football), typed by many different athletes:
// terse and chatty, with training, match and travel talk, typos and abbreviations (n, w, b4, b/w,
// pcs, pts, x2, wt, brkfst, chiken), Hinglish and romanised Urdu, Bengali, Assamese, Telugu,
// Gujarati, Marathi, Nepali and Sri Lankan English words, some with exact grams and a few with two meals.
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 rows, their portions or a stated convention) before and independently of any engine run. None
// of the sentences is taken from an earlier set; each was checked against the earlier sets' texts
// (word overlap) so that no situation and phrasing repeats.
// Mix (50): about half plain everyday logs (24; plain: hostel mess, home, dhaba, farsan shop,
// dressing room, supplements, fruit, hotel buffet abroad, restaurants, festival food, canteen, cafe
// chain, food truck, match day, pre and post training) and 26 over the hard classes: combinations
// named with their own parts (3; combo), headers naming the meal and then its list (3; header),
// "made with" a smoothie, a wrap and a chilla (3; addon), garnishes and small add-ons (3; garnish),
// food amid training, match or travel talk whose numbers are no food (3; talk), drinks named after
// their main ingredient (2; drinkname), stated sizes and pack weights, with shares (3; size), legume
// words next to the unit gram (2; legume), stated raw or dry weights (2; cooked) and counts in number
// words (2; numberword). Regions: North, Punjab, Haryana and central India; South (Andhra, Tamil,
// Kannada, Hyderabadi); West (Gujarati, Marathi, Konkan); East (Odisha); North-East (Nagaland,
// Mizoram, Assam: 3); Pakistan (4); Bangladesh (2); Sri Lanka (2); Nepal (1); and gym, travel and
// western food abroad.
// Eight new reference foods (prefix fThirtyFour, each citing its row in reference-foods.ts):
// PorkBamboo (FNDDS 27420350), CaliforniaRoll (FNDDS 58151180), Gyro (FNDDS 27516010),
// PepperoniPizza (FNDDS 58106555), AshGourd (SR26 11593), RawRedLentils (SR26 16144), RawSemolina
// (SR26 20066) and RawShrimp (SR26 15270); every other item is an existing key. Water is never
// counted (no energy), nor is creatine. Conventions (as the earlier sets): a katori (pyali, bati,
// vati) = 150 g of a curry, dal, halwa or curd, 120 g of a dry sabzi, 100 g of rice; unquantified rice
// in a meal = 2 katori, 200 g; an unquantified curry or dal beside rotis or rice = 1 katori; a glass of
// 250 ml = 8.45 fl oz, 31 g per fl oz of a juice or soft drink, 258 g of milk (FNDDS 244 g per 237 ml,
// so 1.03 g per ml); CHAI = meals.ts chai (62 g milk + 60 g tea + 1 tsp sugar); "a spoon" of ghee =
// 1 tsp (5 g), a tsp of oil = 4.5 g, a tbsp of olive oil = 13.5 g (SR26 04053); a pinch, sprinkle or
// squeeze of herbs, spice, lemon or boondi and a condiment such as lunu miris or pickle are not
// counted. For every meal, in the order of the file:
// plain:
//  1 NIS Patiala mess: 2 gobhi parathe = 2 × 101.9 g of INDB ASC100 (fSevenGobhiParatha); 1 katori
//    dahi = 150 g of curd; chai "no sugar" = 62 g milk + 60 g tea, no sugar counted.
//  2 kathal (jackfruit) ki sabzi unquantified = a katori of FNDDS 75440600 vegetable curry (vegCurry,
//    120 g, the sabzi proxy); 3 rotis = 3 × 40 g; a katori of dahi = 150 g of curd.
//  3 Murthal dhaba: 2 paneer parathe = 2 × 85 g of INDB ASC105; 1 glass meethi lassi = meals.ts
//    lassi (200 g curd + 3 tsp sugar).
//  4 handvo 2 slices = 2 × 87.1 g of INDB OSR146 (fSevenHandvo, 1/8 of its cake each); chai = CHAI;
//    "5 pm" no food.
//  5 3 bourbon biscuits = 3 × 11 g of FNDDS 53209015 chocolate sandwich cookie (oreo key, the
//    chocolate cream biscuit proxy); a cup of chai = CHAI; "rain delay" no food.
//  6 "5 g creatine" not counted (no energy); 1 scoop whey = 30 g; 300 ml skim milk = 309 g of FNDDS
//    11112210 (skimMilk, 1.03 g per ml).
//  7 1 chikoo = 170 g of SR26 09313 (fTwentySevenSapodilla); 10 grapes = 10 × 7 g; a small banana =
//    101 g (bananaSmall).
//  8 Hobart hotel: 2 boiled eggs = 2 × 50 g; 1 bagel = 105 g of FNDDS 51180010; cream cheese
//    unquantified = 30 g of FNDDS 14301010 (its quantity not specified); a glass of apple juice = 262 g.
//  9 "chiken tikka 1 leg piece" = 80 g edible of the tandooriChicken key (FNDDS 24142301 roasted
//    drumstick, a tikka leg piece); 2 naan = 2 × 90 g.
// 10 ek plate tehari (Dhaka beef pulao) = 300 g of FNDDS 27213010 biryani with meat (muttonBiryani).
// 11 kiribath 1 cup = 200 g of FNDDS 58161200 (coconutRice); a banana = 126 g; "poya day" no food.
// 12 2 sel roti = 2 × 60 g of FNDDS 53520100 (fNineSelRoti); aloo achar (the Nepali potato salad
//    served as a side) unquantified = a katori of alooSabzi (120 g).
// 13 smoked pork w bamboo shoot unquantified = a katori (150 g) of FNDDS 27420350 pork and
//    vegetables; 2 bowls rice = 2 cups, 2 × 158 g (FNDDS 56205008 1 cup cooked).
// 14 two meals: basa fillet by the stated 200 g of FNDDS 26107120 (fNineteenBasa); 1 baked sweet
//    potato = 150 g; then a 2 egg omelette = 2 × 55 g of FNDDS 32130010; cucumber salad = 100 g.
// 15 CCD: 1 cold coffee = 250.5 g of INDB BFP013 (its tall glass); a veg puff = 115.7 g of INDB
//    BFP545 (fSixVegPuff).
// 16 innings break: veg pulao 1 plate = 300 g of FNDDS 58160000 (vegBiryani); an orange = 131 g; the
//    raita said not touched is not counted.
// 17 two meals: 2 boiled eggs = 2 × 50 g; 1 brown bread = 36 g; 1 tbsp PB = 16 g; after practice 1
//    glass chocolate milk = 250 ml of FNDDS 11511200 at 31 g per fl oz = 262 g.
// 18 hostel "9:45" no food: soya matar unquantified = a katori (150 g) of INDB BFP206; arhar dal = a
//    katori (150 g of FNDDS 41311030); 4 rotis = 4 × 40 g.
// 19 wedding: 2 gulab jamun = 2 × 40 g (fThirteenGulabJamun); 1 scoop vanilla ice cream = 120 g of
//    FNDDS 13110100 (its 1 scoop).
// 20 Pune canteen: 2 chapati = 2 × 40 g; 2 bharli vangi = 2 × 55.4 g of INDB ASC187 (1 brinjal);
//    varan bhaat unquantified = a katori of dal (150 g) + 200 g rice.
// 21 8 pc california roll = 8 × 30 g of FNDDS 58151180 (its 1 piece).
// 22 gyro unquantified = 1 gyro, 390 g of FNDDS 27516010.
// 23 pulihora 1 plate = 319.2 g of INDB ASC124 (fSixLemonRice, whose names list pulihora); perugu
//    (curd) unquantified = a katori, 150 g.
// 24 kabuli pulao 1 plate = 300 g of INDB BFP141 mutton pulao (fTwentyFiveMuttonPulao, the meat
//    pulao proxy); its raisins and carrots are part of the dish.
// combo:
// 25 egg maggi, one dish of its parts: 1 packet maggi = 70 g dry (the maggi key, SR26 06583); 2 eggs
//    broken into it = 2 × 50 g (FNDDS 31103010, cooked in the water without fat); "2 am" no food.
// 26 fafda jalebi by the stated weights: 100 g fafda = INDB OSR147 sev (the fried gram-flour snack;
//    fafda has no row of its own) + 50 g jalebi (fSevenJalebi).
// 27 khichdi kheema khatta: 1 plate khichdi = 250 g of FNDDS 41311040 (meals.ts pongal / bisi bele
//    bath 1 plate); 1 katori kheema = 150 g of FNDDS 27116100 (beefCurry, the keema proxy); the khatta
//    not named with an amount is not counted apart.
// header:
// 28 IPL team hotel: butter chicken unquantified = a katori (150 g of INDB ASC242); jeera rice = 150 g
//    of INDB BFP134 (1.5 katori, as meals.ts and meals-fresh33.ts); 1 butter naan = 90 g naan + 1 tsp
//    butter (meals.ts naan=naan:2+butter:2); 1 rasgulla = 60 g (fSevenRasgulla).
// 29 Negombo guesthouse: 3 plain hoppers = 150 g of FNDDS 55702100 dosa (meals.ts "3 appam" =
//    dosa@150); lunu miris not counted (a condiment); 1 cup kiri tea (milk tea) = CHAI.
// 30 Odisha team dinner: rice unquantified = 200 g; dalma = a katori (150 g of INDB OSR141); 2 pc fish
//    fry = 2 × 67 g of FNDDS 26100140 (fishFry); 1 chhena poda slice = 74.2 g of INDB OSR022.
// addon:
// 31 recovery smoothie, one item: 150 g greek yogurt = FNDDS 11411420 (greekYogurt); 1 cup mango =
//    165 g; 1 tbsp honey = 3 tsp, 21 g; the water not counted.
// 32 tuna wrap, one item: 1 tortilla = 45 g of FNDDS 52215260 (medium); 1 can tuna by the stated 120 g
//    drained (FNDDS 26155190, canned in water); 1 tbsp mayo = 13.8 g.
// 33 moong dal chilla, one item: the stated 50 g moong dal weighed before soaking = SR26 16080 mung
//    beans, raw (fTwentySevenRawMoong; soaking adds no energy) + 1 tsp oil = 4.5 g.
// garnish:
// 34 moong dal halwa 1 katori = 150 g of INDB ASC299 (fSixMoongDalHalwa); the chandi ka warq (silver
//    leaf) has no energy; 2 badam = 2 × 1.2 g.
// 35 semiya upma unquantified = 1 plate, 170 g of INDB BFP040 (vermicelliUpma); 5 cashews = 5 × 1.5
//    g; the pinch of coriander and the ghee the cashews were fried in (no amount) not counted.
// 36 khichuri unquantified = 1 cup, 200 g of FNDDS 41311040 (khichdi key); 1 spoon ghee = 5 g; 1
//    papad = 9 g of FNDDS 41311000; "BKSP" no food.
// talk:
// 37 "14 raid pts", "2 super tackles" no food; 3 egg bhurji = 3 × 126 g of INDB BFP052
//    (fThirtyTwoAndaBhurji, the recipe of one egg); 4 slices bread = 4 × 28 g of white bread.
// 38 "4x400", "3:18.4", "2 sec" no food; 1 plate chicken biryani = 300 g (chickenBiryani).
// 39 "90 mins + 5", "2 assists", "no 10" no food; 500 ml ORS = 16.9 fl oz × 31 g = 524 g of FNDDS
//    95330100 (fTwentyFourOrs); 2 bananas = 2 × 126 g.
// drinkname:
// 40 imli ka sharbat 1 glass = 262 g of FNDDS 92510650 (fTwentySevenTamarindDrink).
// 41 ash gourd juice by the stated 200 ml = 200 g of SR26 11593 raw wax gourd (the blended gourd).
// size:
// 42 Kurkure 90 g pack shared by 3 (me and 2 roomies) = 30 g of SR26 19008 (kurkure).
// 43 large pepperoni from Domino's split 3 ways = 996 g / 3 = 332 g of FNDDS 58106555 (1 large
//    pizza of 13-15", Domino's large being 13").
// 44 Sting energy drink 250 ml bottle = 260 g of FNDDS 95310600 (fThreeRedBull, an energy drink,
//    its 250 ml can = 260 g); "2nd half" no food.
// legume:
// 45 masoor (red lentil) by the stated 50 gram dry = SR26 16144 lentils, pink, raw; 1 tsp ghee = 5 g.
// 46 chana dal (split bengal gram) by the stated 40 gram raw = SR26 16056 chickpeas, raw (the
//    fThirteenRoastedGram key's row, Bengal gram); the 1 tsp oil tadka = 4.5 g.
// cooked:
// 47 raw weights: 200 g cleaned prawns = SR26 15270 shrimp, raw; 60 g dry pasta = SR26 20120
//    (fTwentySevenDryPasta); 1 tbsp olive oil = 13.5 g (oil key, FNDDS 82101000 vegetable oil).
// 48 upma from 1 cup sooji (167 g of SR26 20066 semolina, dry) and 2 tsp oil (9 g), half of it
//    eaten, one item = 83.5 g semolina + 4.5 g oil; the water adds no energy.
// numberword:
// 49 saha (Marathi 6) ghavne (thin Konkan rice-flour crepes) = 6 × 35 g of FNDDS 55702100 dosa (its
//    1 small dosa); ek (1) vati kalya vatanyachi usal (dried black pea curry) = 150 g of FNDDS
//    41303010 split peas from dried, fat added (fFourSplitPeas).
// 50 duta (Assamese 2) ruti = 2 × 40 g roti; ek bati mogu dail (moong dal) = 150 g of INDB ASC151
//    (fTwentyFiveMoongDal).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH34_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'for the log → NIS patiala mess b/fast: gobhi parathe x2, 1 katori dahi, chai (no sugar)',
    'north plain',
    'fSevenGobhiParatha:2 curd chai=milk@62+tea',
  ],
  [
    'dinner at home - kathal ki sabzi with 3 rotis n a katori of dahi, mummy special',
    'north plain',
    'kathal=vegCurry roti:3 curd',
  ],
  ['murthal wale dhabe pe 2 paneer parathe aur 1 glass meethi lassi', 'haryana plain', `paneerParatha:2 ${LASSI}`],
  ['handvo 2 slices n chai at the baroda camp, 5 pm', 'gujarati plain', `fSevenHandvo:2 ${CHAI}`],
  ['rain delay, so 3 bourbon biscuits n a cup of chai in the pavilion', 'packaged plain', `bourbon=oreo:3 ${CHAI}`],
  ['supp stack today: 5 g creatine, 1 scoop whey in 300 ml skim milk', 'gym plain', 'whey skimMilk@309'],
  [
    'pre-match in the dugout: 1 chikoo, 10 grapes n a small banana',
    'fruit plain',
    'fTwentySevenSapodilla grapes:10 bananaSmall',
  ],
  [
    'hotel brkfst in hobart: 2 boiled eggs, 1 bagel w cream cheese n a glass of apple juice',
    'western plain',
    'egg:2 fTwentyFiveBagel fTwentyFiveCreamCheese appleJuice',
  ],
  ['chiken tikka 1 leg piece with 2 naan at bundu khan', 'pakistani plain', 'tikka=tandooriChicken naan:2'],
  ['ek plate tehari, puran dhaka, bhai er sathe', 'bangladeshi plain', 'tehari=muttonBiryani'],
  ['kiribath 1 cup n a banana, poya day at the temple', 'srilankan plain', 'kiribath=coconutRice banana'],
  ['tihar ma 2 sel roti n aloo achar, didi ko ghar', 'nepali plain', 'fNineSelRoti:2 alooAchar=alooSabzi'],
  [
    'smoked pork w bamboo shoot, 2 bowls rice at the hornbill festival',
    'northeast plain',
    'fThirtyFourPorkBamboo rice@316',
  ],
  [
    'lunch: basa fillet 200 g pan seared + 1 baked sweet potato; dinner: 2 egg omelette n cucumber salad',
    'gym plain',
    'fNineteenBasa@200 sweetPotato omelette:2 salad=cucumber',
  ],
  ['CCD between flights: 1 cold coffee n a veg puff', 'travel plain', 'coldCoffee fSixVegPuff'],
  [
    "b/w innings the caterer gave veg pulao, ate 1 plate + an orange, didn't touch the raita",
    'match plain',
    'pulao=vegBiryani orange',
  ],
  [
    'b4 practice 2 boiled eggs n 1 brown bread w 1 tbsp PB; after practice 1 glass chocolate milk',
    'gym plain',
    'egg:2 brownBread peanutButter chocolateMilk@262',
  ],
  ['raat ka khana (hostel, 9:45): soya matar, arhar dal, 4 rotis', 'north plain', 'fSixSoyaMatar dal roti:4'],
  [
    "2 gulab jamun n 1 scoop vanilla ice cream at my cousin's wedding",
    'north plain',
    'fThirteenGulabJamun:2 fTenIceCream@120',
  ],
  [
    'canteen lunch, pune - 2 chapati, 2 bharli vangi n varan bhaat',
    'marathi plain',
    'roti:2 fSevenBharliVangi:2 varan=dal rice:2',
  ],
  ['8 pc california roll at the mall in dubai', 'western plain', 'fThirtyFourCaliforniaRoll:8'],
  ['gyro from the food truck in melbourne after nets', 'western plain', 'fThirtyFourGyro'],
  ['pulihora 1 plate n perugu, vijayawada hostel', 'telugu plain', 'pulihora=fSixLemonRice perugu=curd'],
  ['kabuli pulao 1 plate, peshawar', 'pakistani plain', 'kabuliPulao=fTwentyFiveMuttonPulao'],
  // combinations named with their own parts
  ['egg maggi - 1 packet maggi with 2 eggs broken in, 2 am hostel', 'north combo', 'maggi egg:2'],
  ['fafda jalebi, dussehra morning: 100 g fafda ane 50 g jalebi', 'gujarati combo', 'fafda=sev@100 fSevenJalebi@50'],
  [
    'khichdi kheema khatta, sunday in old city hyderabad: 1 plate khichdi, 1 katori kheema',
    'hyderabadi combo',
    'khichdi@250 kheema=beefCurry',
  ],
  // headers naming the meal, then its list
  [
    'IPL team hotel dinner (indore) - butter chicken, jeera rice, 1 butter naan; dessert 1 rasgulla',
    'north header',
    'butterChicken jeeraRice:1.5 butterNaan=naan+butter fSevenRasgulla',
  ],
  [
    'negombo guesthouse bfast → 3 plain hoppers, lunu miris, 1 cup kiri tea',
    'srilankan header',
    'hoppers=dosa@150 kiriTea=milk@62+tea+sugar',
  ],
  [
    'team dinner after the odisha game: rice, dalma, 2 pc fish fry, 1 chhena poda slice',
    'odia header',
    'rice:2 dalma fishFry:2 fThreeChhenaPoda',
  ],
  // "X made with Y": a smoothie, a wrap, a chilla
  [
    'recovery smoothie made with 150 g greek yogurt, 1 cup mango, 1 tbsp honey n water',
    'gym addon',
    'smoothie=greekYogurt@150+mango+honey:3',
  ],
  [
    'tuna wrap made with 1 tortilla, 1 can tuna (120 g drained) n 1 tbsp mayo',
    'western addon',
    'wrap=fTwelveTortilla+tuna@120+mayonnaise',
  ],
  [
    'moong dal chilla made with 50 g moong dal (soaked overnight) n 1 tsp oil',
    'north addon',
    'chilla=fTwentySevenRawMoong@50+oil',
  ],
  // garnishes and small add-ons
  ['moong dal halwa 1 katori with chandi ka warq n 2 badam on top', 'north garnish', 'fSixMoongDalHalwa@150 almonds:2'],
  [
    'semiya upma with a pinch of coriander n 5 cashews fried in ghee on top',
    'south garnish',
    'vermicelliUpma cashews:5',
  ],
  [
    'khichuri with 1 spoon ghee n 1 papad, rainy day at the BKSP hostel',
    'bangladeshi garnish',
    'khichuri=khichdi ghee papad',
  ],
  // food amid training, match or travel talk
  [
    '14 raid pts in the trial, 2 super tackles. dinner: 3 egg bhurji n 4 slices bread',
    'kabaddi talk',
    'fThirtyTwoAndaBhurji:3 bread:4',
  ],
  [
    '4x400 relay at the quaid-e-azam games in 3:18.4, PB by 2 sec, then 1 plate chicken biryani',
    'pakistani talk',
    'chickenBiryani',
  ],
  [
    '90 mins + 5 added time, 2 assists, jersey no 10 in aizawl - after: 500 ml ORS n 2 bananas',
    'northeast talk',
    'ors=fTwentyFourOrs@524 banana:2',
  ],
  // drinks named after their main ingredient
  ['imli ka sharbat 1 glass on mall road murree', 'pakistani drinkname', 'fTwentySevenTamarindDrink'],
  [
    'ash gourd juice 200 ml, empty stomach, b4 the bengaluru camp session',
    'kannada drinkname',
    'fThirtyFourAshGourd@200',
  ],
  // stated sizes and pack weights, with shares
  ['kurkure masala munch 90 g pack, shared w 2 roomies', 'packaged size', 'kurkure@30'],
  ['large pepperoni from dominos split 3 ways with 2 friends', 'fastfood size', 'fThirtyFourPepperoniPizza@332'],
  ['sting energy drink 250 ml bottle b4 the 2nd half', 'football size', 'sting=fThreeRedBull'],
  // legume words next to the unit gram
  [
    'masoor (red lentil) 50 gram dry, dal bana li w 1 tsp ghee',
    'north legume',
    'masoor=fThirtyFourRawRedLentils@50 ghee',
  ],
  [
    'chana dal (split bengal gram) 40 gram raw in the cooker, 1 tsp oil tadka',
    'gym legume',
    'chanaDal=fThirteenRoastedGram@40 oil',
  ],
  // stated raw or dry weights
  [
    'raw wt: 200 g prawns (cleaned), 60 g dry pasta, 1 tbsp olive oil',
    'gym cooked',
    'fThirtyFourRawShrimp@200 fTwentySevenDryPasta@60 oliveOil=oil@13.5',
  ],
  [
    'made upma from 1 cup sooji n 2 tsp oil, shared half with my roomie',
    'north cooked',
    'upma=fThirtyFourRawSemolina@83.5+oil',
  ],
  // counts in number words
  [
    'saha ghavne ani ek vati kalya vatanyachi usal, ratnagiri la',
    'marathi numberword',
    'ghavne=dosa@210 usal=fFourSplitPeas',
  ],
  ['duta ruti aru ek bati mogu dail, hostel', 'assamese numberword', 'ruti=roti:2 mogu=fTwentyFiveMoongDal'],
];
