// Benchmark meals written on 2026-11-25 blind, as the fortieth blind set after meals-fresh.ts to
// meals-fresh38.ts: a held-out set over the structural classes a meal parser gets wrong, written
// without running the engine or reading its code or knowledge. Each sentence is one log message as an
// Indian cricketer or athlete would type it (a Karnataka Ranji seamer, a Mumbai opener, a Kerala
// academy boy, a Bengal hostel batter, a Delhi U-23 spinner, a Hyderabad T20 batter, a distance
// runner, a lifter on a cut), terse and chatty, with training, match and travel talk, typos and
// abbreviations (b4, n, x3, NAG-BOM), about thirty in plain English with Indian dish names and the
// rest in Hinglish or romanised Bengali, Gujarati, Malayalam, Telugu, Tamil, Punjabi and Marathi. Each
// reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26
// NDB numbers, their portions or a stated convention) before and independently of any engine run.
// None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' texts.
// Mix (50): North, Punjabi and Delhi food (18), South (Karnataka, Tamil, Telugu, Kerala: 13), West
// (Mumbai, Gujarat, Maharashtra: 5), East (Bengal, Bihar: 2) and gym or travel food (12), over ten
// classes, each meal over one or two of them (counts include the second class): combinations named
// together with their own parts (6; combo), headers naming the meal and then its list (5; header),
// "X made with Y" / "with Y in it" / "topped with", smoothies and shakes of listed ingredients with
// amounts, and a roll, toast, sandwich or burger with its fillings or a brand with its generic food
// (18; addon), an ingredient or garnish that is not a full serving (8; garnish), food amid training,
// match or travel talk whose numbers are no food (9; talk), legume names next to a weight in grams
// (6; legume), drinks named after their main ingredient (8; drinkname), stated sizes, weights and
// pack sizes (10; size), with raw vs cooked weights (3; cooked) and number words (12; numberword).
// Two new reference foods (prefix fForty, each citing its row in reference-foods.ts): MethiParatha
// (INDB BFP110) and BananaShake (INDB ASC016); every other item is an existing key. Water (and ice) is
// never counted (no energy), nor is a food the message says was skipped or not eaten. Conventions:
// a katori (bati, vadki, vati) = 150 g of a curry, dal, kadhi, raita or halwa, 120 g of a dry sabzi,
// 100 g of rice; a bowl of a dal, curry, khichdi or porridge = 250 g (meals.ts "1 bowl dal");
// unquantified dal or curry = a katori; unquantified dry sabzi or thoran = a katori (120 g);
// unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar ..."), also of jeera
// rice; a cup of cooked rice = 158 g (FNDDS 56205008); a plate of upma = 200 g (meals.ts "upma one
// plate"); a plate of pav bhaji's bhaji = 250 g (meals.ts "pav bhaji 1 plate"); salad beside a meal =
// 100 g cucumber (meals.ts); a side of chutney = its key's tablespoon; a roti, phulka or chapati = 40 g
// (FNDDS 51300175 medium; 6 inch / 15 cm small = 27 g); ml of milk × 244/237 g (FNDDS 11112110: 1 cup
// = 244 g), so 200 ml = 206 g, 300 ml = 309 g, 400 ml = 412 g; ml of a juice or soft drink × 31 g per
// fl oz (29.57 ml) as its FNDDS row, so 200 ml = 209.7 g, 300 ml = 314.5 g, 400 ml = 419.3 g; a splash
// of milk = 1 fl oz, 30.5 g (FNDDS 11112110); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar) per
// cup, also ginger (adrak) and masala chai; "a spoon", "chammach", "spoon" = 1 tsp (ghee 5 g, sugar
// 4.2 g, jaggery 4.6 g, honey 7 g, oil 4.5 g, mayonnaise 4.6 g = a third of its 13.8 g tbsp); butter on
// a pav or naan = 1 tsp (5 g) each (meals.ts butter naan); a garnish of grated coconut = 10 g (its
// key); a pinch of spice, chaat masala, chopped onion, tomato or dhaniya, green chillies, a squeeze of
// lemon and a little achar are not counted. Number words: Bengali ek 1, dui 2; Gujarati ek 1; Malayalam
// oru 1; Telugu oka 1, rendu 2; Tamil oru 1; Punjabi do 2; Marathi ek 1; English one, two, three. For
// every meal, in the order of the file:
// combo:
//  1 idli vada: 2 idli = 2 × 40 g (idli); 1 medu vada = 40 g (FNDDS 58175000, vada); a katori of
//    sambar = 150 g (FNDDS 41311020); coconut chutney = 1 tbsp, 25.3 g (INDB ASC386); "KSCA" no food.
//  2 aloo tikki chole: do (2) tikki, one item = meals.ts "aloo tikki 2 pieces" (120 g of FNDDS
//    71103030, alooSabzi, + 2 tsp oil); ek (1) katori chole = 150 g (FNDDS 41302010); the imli
//    chutney poured on top = 1 tbsp, 16 g (FNDDS 63409020 chutney, sweetChutney), a topping.
//  3 pav bhaji: one plate of bhaji = 250 g of INDB OSR112 (pavBhaji, the bhaji without pav); 2 pav
//    toasted in Amul butter (the brand of its generic butter), one item = 2 × 43 g (FNDDS 51150000)
//    + 2 tsp butter (2 × 5 g, FNDDS 81101000).
//  4 mach bhaat: ek (1) piece rui macher jhol = a katori, 150 g of FNDDS 27150320 fish curry (one
//    piece with its gravy); dui (2) bati bhaat = 200 g rice (FNDDS 56205008).
//  5 khichdi kadhi: ek bowl khichdi = 250 g of FNDDS 41311040 (khichdi); ek vadki kadhi = 150 g
//    (kadhi, FNDDS 41311030 proxy).
//  6 appam and mutta (egg) roast: 3 appams, one item = meals.ts "3 appam" (150 g of FNDDS 55702100
//    dosa); mutta roast made with 2 eggs = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry: its bowl
//    is the gravy of one egg).
// header:
//  7 "post-match dinner", "23 runs", "41 off 30" no food: butter chicken unquantified = a katori, 150 g
//    (INDB ASC242); 2 butter naan, one item = 2 × 90 g naan + 2 tsp butter (meals.ts); jeera rice
//    unquantified = 200 g of INDB BFP134 (jeeraRice); 1 gulab jamun = 40 g (fThirteenGulabJamun,
//    FNDDS 53420410 proxy); the ice cream skipped, not counted.
//  8 "breakfast tha": 2 methi thepla = 2 × 36.4 g (INDB OSR104); 1 katori dahi = 150 g (FNDDS
//    11411100); ek cup adrak wali chai (ginger tea, no ginger serving) = CHAI.
//  9 "team thali": 3 rotis = 3 × 40 g; dal tadka unquantified = a katori, 150 g (FNDDS 41311030);
//    paneer butter masala unquantified = a katori, 150 g (INDB ASC222); jeera aloo unquantified = a
//    katori, 120 g of FNDDS 71103030 (alooSabzi); rice unquantified = 200 g; 1 papad = 9 g (FNDDS
//    41311000); salad = 100 g cucumber.
// 10 "pre nets snack", "3:30 pm" no food: 1 banana = 126 g (FNDDS 63107010); 6 almonds = 6 × 1.2 g
//    (FNDDS 42101130); a black coffee = 1 cup, 240 g (FNDDS 92101000).
// 11 "uchakku" (lunch): choru (rice) unquantified = 200 g; sambar unquantified = a katori, 150 g;
//    cabbage thoran unquantified = a katori, 120 g of INDB ASC181 (cabbagePoriyal); oru (1) pappadam
//    = 9 g (papad); oru glass moru = 250 g (FNDDS 11115100 buttermilk, its glass convention).
// addon, "X made with Y", "with Y in it", "topped with":
// 12 egg curry made with three eggs = 3 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, the curry of
//    one egg per bowl); 2 chapatis = 2 × 40 g.
// 13 paneer bhurji, one item: 200 g paneer as stated (IFCT L003) + 1 tbsp butter = 14.2 g (SR26
//    01001: 1 tbsp = 14.2 g); 2 slices multigrain toast = 2 × 36 g (FNDDS 51601020).
// 14 moong dal khichdi, one item, weighed raw: 50 g rice = SR26 20044 (fTwentyRawRice) + 50 g moong
//    dal = SR26 16080 raw mung (fTwentySevenRawMoong, the seed of split moong dal) + 1 tsp ghee (5
//    g); the cooking water adds no energy.
// 15 Maggi noodles (the brand of instant noodles), one item: 1 pack = 70 g dry of SR26 06583 (maggi,
//    the pack label) + an egg = 50 g (FNDDS 31103010) + 1 Amul cheese slice = 21 g (FNDDS 14410110,
//    cheeseSlice).
// 16 podi dosa x3, one item: 3 dosas = 3 × 80 g (FNDDS 55702100 medium) + podi on each = 3 × 1 tbsp
//    (3 × 13.9 g, INDB BFP448) + a tsp of ghee on each = 3 × 5 g.
// addon, smoothies and shakes of listed ingredients:
// 17 gainer shake, one item: 400 ml full cream milk = 412 g (FNDDS 11111000, wholeMilk); 2 bananas =
//    2 × 126 g; 50 g oats as stated, dry (SR26 20038, fSevenOats); 2 tbsp peanut butter = 2 × 16 g.
// 18 smoothie bowl, one item: 1 cup frozen berries = 150 g (FNDDS 63203010 blueberries: 1 cup = 150
//    g, fFiveBlueberries); 1 banana = 126 g; 150 g greek yogurt as stated (FNDDS 11411420); topped
//    with 2 tbsp granola = 13.9 g (FNDDS 57227000: 1 cup = 111 g, 1/8 cup) and 1 tsp honey = 7 g,
//    toppings, not servings.
// 19 sattu shake, one item: 40 g sattu as stated (SR26 16157 besan, chickpeaFlour, the sattu proxy);
//    300 ml doodh = 309 g (FNDDS 11112110); 1 kela = 126 g; 1 chammach gur = 4.6 g (jaggery).
// 20 chikoo date smoothie, one item: 2 chikoos = 2 × 170 g (SR26 09313, fTwentySevenSapodilla); 3
//    dates = 3 × 8 g (FNDDS 62110100); 250 ml almond milk = 258 g (FNDDS 11350020).
// 21 protein lassi, one item: 250 g perugu (curd) as stated (FNDDS 11411100); oka (1) scoop whey =
//    30 g (FNDDS 95230000); oka spoon tene (honey) = 1 tsp, 7 g.
// addon, a roll, toast, sandwich or burger with its fillings, or a brand with its generic food:
// 22 chicken tikka roll, one item: one paratha = 70 g (FNDDS 51300185) + 100 g chicken tikka as
//    stated (FNDDS 24123301 grilled breast, grilledChicken) + the mint chutney inside = 1 tbsp, 18.9
//    g (INDB BFP444, greenChutney); the onions not counted.
// 23 cheese chilli toast, one item: 2 slices Britannia white bread = 2 × 28 g (FNDDS 51101000) + 1
//    Amul cheese slice = 21 g (FNDDS 14410110); the green chillies not counted.
// 24 anda (egg) sandwich, one item: 2 slices brown bread = 2 × 36 g (FNDDS 51300110); 2 uble ande
//    (boiled eggs) = 2 × 50 g; 1 tsp mayo = 4.6 g (FNDDS 83107000: 1 tbsp = 13.8 g).
// 25 Kellogg's Chocos (a chocolate breakfast cereal) 40 g as stated = FNDDS 57126000 proxy
//    (fTwentySevenChocoCereal); 200 ml milk = 206 g toned milk; "7 am" no food.
// garnish:
// 26 gajar ka halwa 1 katori = 150 g (INDB ASC295); 4 badam = 4 × 1.2 g; 5 pista = 5 × 0.5 g (FNDDS
//    42114145), chopped on top, not servings; "shaadi season" no food.
// 27 black coffee, one item: 1 cup = 240 g (FNDDS 92101000) + a spoon of sugar = 4.2 g + a splash of
//    milk = 30.5 g; "5 km tempo run" no food.
// 28 rava upma oru (1) plate = 200 g (FNDDS 58174000, upma); konjam (a little) thengai thuruval
//    (grated coconut) on top = 10 g (SR26 12104, fThreeCoconut); oru spoon sakkarai (sugar) = 4.2 g.
// 29 2 methi parathe = 2 × 91.2 g of INDB BFP110 (fFortyMethiParatha); dahi ki katori = 150 g; ek
//    chammach cheeni in it = 4.2 g; thoda aam ka achaar not counted.
// 30 4 idiyappam = 4 × 40 g (FNDDS 56117090 rice noodles, riceNoodles); grated coconut = 10 g
//    (fThreeCoconut); a tsp of sugar = 4.2 g.
// talk:
// 31 "9 overs", "long run", "2/31" no food: two chapatis = 2 × 40 g; chicken curry unquantified = a
//    katori, 150 g (FNDDS 27146150); a katori of curd = 150 g.
// 32 "140 kg x 5", "4 sets" no food: 3 boiled eggs = 3 × 50 g; a large banana = 136 g (SR26 09040,
//    bananaLarge).
// 33 "AI 441", "NAG-BOM", "6:40", "gate 9" no food: a McChicken = 140 g (FNDDS 27540146,
//    fThreeChickenBurger); a masala chai = CHAI.
// 34 "112 off 98" no food: 2 slices of a medium Domino's margherita = 2 × 86 g (FNDDS 58106225: 1
//    piece of a medium pizza = 86 g, pizzaSliceMedium); 300 ml coke = 314.5 g (FNDDS 92410310).
// 35 "10 x 100 m", "25 min", "6 am" no food: a glass of sugarcane juice = 262 g (FNDDS 92612010); 2
//    idlis = 2 × 40 g.
// 36 "2 hours", "300 balls" no food: oka (1) plate pulihora = 319.2 g of INDB ASC124 (fSixLemonRice,
//    lemon rice / pulihora); rendu (2) boiled eggs = 2 × 50 g.
// legume:
// 37 sprouted green gram by the stated 100 gm, raw = SR26 11043 (fFiveMoongSprouts); the chopped
//    onion and tomato and the lemon not counted.
// 38 horse gram curry by the stated 180 g = INDB OSR143 (kulthiDal); 3 chapatis = 3 × 40 g.
// 39 whole black gram dal by the stated 200 gm = INDB ASC159 (fSixWholeUrad); do (2) lachha parathe =
//    2 × 70 g (FNDDS 51300185, paratha).
// 40 kala chana (bengal gram), one item: the stated 60 gm dry = SR26 16056 raw chickpeas, bengal gram
//    (fThirtyEightRawChanaDal; the soaking and boiling water add no energy) + a tsp of oil = 4.5 g.
// 41 red gram (toor) by the stated 40 g dry = SR26 16101 (fTwentyFourRawToorDal; the cooking water
//    adds no energy); 100 g cooked rice as stated.
// 42 pottukadalai (roasted bengal gram, split) by the stated 30 g = SR26 16056 (fThirteenRoastedGram);
//    "drinks" (the drinks break), "2nd session" no food.
// drinkname:
// 43 banana shake (a milkshake, not a banana) one tall glass = 345.5 g of INDB ASC016
//    (fFortyBananaShake).
// 44 mosambi (sweet lime) juice, ek bada glass of the stated 400 ml = 419.3 g of FNDDS 61210010
//    (mosambiJuice, 31 g per fl oz).
// 45 beetroot juice 200 ml = 209.7 g of FNDDS 73105000 (fFiveBeetJuice, 31 g per fl oz); "10 k time
//    trial" no food.
// 46 ek (1) glass kesar doodh (saffron milk, no saffron serving) = 262.7 g of INDB OSR010 (kesarDoodh).
// 47 ragi malt made with, one item: 2 tbsp ragi flour = 2 × 7.4 g (SR26 20647 millet flour proxy,
//    fTwentyNineMilletFlour); 200 ml milk = 206 g; a tsp of jaggery = 4.6 g.
// size:
// 48 two 30 g protein bars (the 10 g each is their protein) = 2 × 30 g = 60 g of FNDDS 53729000
//    (proteinBar).
// 49 one medium grilled chicken breast = 120 g (FNDDS 24123301: 1 medium breast = 120 g); a small
//    baked sweet potato = 80 g (FNDDS 73402010: 1 small = 80 g).
// 50 paneer tikka by the stated 200 g (IFCT L003 paneer); 2 phulke of 15 cm (6 inch) = 2 × 27 g (FNDDS
//    51300175: 1 small roti = 27 g, rotiSmall); "9" no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH40_MEALS: SampleMeal[] = [
  // combinations named together with their own parts
  [
    'idli vada at a basavanagudi darshini b4 the KSCA game - 2 idli, 1 vada, a katori of sambar n coconut chutney',
    'kannada combo',
    'idli:2 vada sambar coconutChutney',
  ],
  [
    'aloo tikki chole, lajpat nagar wale stall pe: do tikki aur ek katori chole, upar se imli chutney',
    'north combo garnish',
    'alooTikki=alooSabzi@120+oil:2 chole sweetChutney',
  ],
  [
    'Pav bhaji at Juhu after the evening session: one plate of bhaji and 2 pav toasted in Amul butter',
    'west combo addon',
    'pavBhaji@250 pav=pav:2+butter:2',
  ],
  [
    'mach bhaat, hostel er dupur - ek piece rui macher jhol ar dui bati bhaat',
    'bengali combo numberword',
    'fishCurry rice:2',
  ],
  [
    'khichdi kadhi, raat nu jaman - ek bowl khichdi ane ek vadki kadhi',
    'gujarati combo numberword',
    'khichdi@250 kadhi',
  ],
  [
    'Appam and mutta roast at the team hotel in Kochi: 3 appams and a mutta roast made with 2 eggs',
    'kerala combo addon',
    'appam=dosa@150 fThirtyTwoEggCurry:2',
  ],
  // headers naming the meal, then its list
  [
    'Post-match dinner (won by 23 runs, I got 41 off 30) — butter chicken, 2 butter naan, jeera rice and 1 gulab jamun. skipped the ice cream',
    'punjabi header talk',
    'butterChicken naan=naan:2+butter:2 jeeraRice@200 fThirteenGulabJamun',
  ],
  [
    'breakfast tha: 2 methi thepla, 1 katori dahi aur ek cup adrak wali chai',
    'gujarati header drinkname',
    `thepla:2 curd ${CHAI}`,
  ],
  [
    'Team thali at the hotel in Rajkot: 3 rotis, dal tadka, paneer butter masala, jeera aloo, rice, papad and salad',
    'north header',
    'roti:3 dal paneerButterMasala jeeraAloo=alooSabzi rice:2 papad cucumber',
  ],
  ['pre nets snack — 1 banana, 6 almonds and a black coffee, 3:30 pm', 'gym header', 'banana almonds:6 blackCoffee'],
  [
    'uchakku kottayam hostel il: choru, sambar, cabbage thoran, oru pappadam pinne oru glass moru',
    'kerala header numberword',
    'rice:2 sambar cabbagePoriyal papad buttermilk',
  ],
  // "X made with Y", "with Y in it", "topped with"
  [
    'Egg curry made with three eggs, had it with 2 chapatis after the gym',
    'north addon numberword',
    'fThirtyTwoEggCurry:3 roti:2',
  ],
  [
    'paneer bhurji banayi - 200 g paneer, 1 tbsp butter mein, saath mein 2 slice multigrain toast',
    'north addon size',
    'paneerBhurji=paneer@200+butter@14.2 fTwelveMultigrainBread:2',
  ],
  [
    'Moong dal khichdi made with 50 g rice and 50 g moong dal (weighed raw) plus a tsp of ghee',
    'gym addon cooked',
    'khichdi=fTwentyRawRice@50+fTwentySevenRawMoong@50+ghee',
  ],
  [
    'Maggi noodles, 1 pack, made with an egg and an Amul cheese slice in it. midnight hostel snack',
    'north addon',
    'maggi=maggi+egg+cheeseSlice',
  ],
  [
    '3 dosas topped with podi and a tsp of ghee on each, rameshwaram cafe after nets',
    'kannada addon garnish',
    'podiDosa=dosa:3+podi:3+ghee:3',
  ],
  // smoothies and shakes of listed ingredients
  [
    'Mass gainer shake I make at home: 400 ml full cream milk, 2 bananas, 50 g oats, 2 tbsp peanut butter',
    'gym addon size',
    'gainerShake=wholeMilk@412+banana:2+fSevenOats@50+peanutButter:2',
  ],
  [
    'smoothie bowl - 1 cup frozen berries, 1 banana n 150 g greek yogurt blended, topped with 2 tbsp granola n a tsp honey',
    'gym addon garnish',
    'smoothieBowl=fFiveBlueberries@150+banana+greekYogurt@150 granola@13.9 honey',
  ],
  [
    'sattu shake banaya - 40 g sattu, 300 ml doodh, 1 kela aur 1 chammach gur, mixie mein',
    'east addon drinkname',
    'sattuShake=chickpeaFlour@40+milk@309+banana+jaggery',
  ],
  [
    'Chikoo date smoothie: 2 chikoos, 3 dates and 250 ml almond milk, no sugar',
    'west addon',
    'chikooSmoothie=fTwentySevenSapodilla:2+dates:3+almondMilk',
  ],
  [
    'gym tarvata protein lassi chesa - 250 g perugu, oka scoop whey, oka spoon tene',
    'telugu addon numberword',
    'proteinLassi=curd@250+whey+honey',
  ],
  // a roll, toast, sandwich or burger with its fillings; a brand with its generic food
  [
    'Chicken tikka roll from the Khan Market stall: one paratha wrapped around 100 g chicken tikka, onions and mint chutney',
    'north addon',
    'chickenRoll=paratha+grilledChicken@100+greenChutney',
  ],
  [
    'Cheese chilli toast - 2 slices of Britannia white bread with 1 Amul cheese slice and green chillies',
    'north addon',
    'cheeseToast=bread:2+cheeseSlice',
  ],
  [
    'anda sandwich banaya: 2 slice brown bread, 2 uble ande aur 1 tsp mayo',
    'north addon',
    'andaSandwich=brownBread:2+egg:2+mayonnaise@4.6',
  ],
  [
    "Kellogg's Chocos 40 g with 200 ml milk before the 7 am session",
    'gym addon size',
    'fTwentySevenChocoCereal@40 milk@206',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'Gajar ka halwa, 1 katori, with 4 badam and 5 pista chopped on top - shaadi season',
    'punjabi garnish',
    'gajarHalwa almonds:4 fEightPistachio:5',
  ],
  [
    'black coffee with a spoon of sugar and a splash of milk before the 5 km tempo run',
    'gym garnish talk',
    'coffee=blackCoffee+sugar+milk@30.5',
  ],
  [
    'rava upma oru plate, mela konjam thengai thuruval, side la oru spoon sakkarai',
    'tamil garnish numberword',
    'upma@200 fThreeCoconut sugar',
  ],
  [
    '2 methi parathe aur dahi ki katori, usme ek chammach cheeni daali, thoda aam ka achaar bhi',
    'north garnish',
    'fFortyMethiParatha:2 curd sugar',
  ],
  [
    'Idiyappam, 4 of them, with grated coconut and a tsp of sugar – amma style breakfast',
    'kerala garnish',
    'riceNoodles:4 fThreeCoconut sugar',
  ],
  // food amid training, match or travel talk
  [
    'Bowled 9 overs off the long run, figures 2/31. lunch break: two chapatis, chicken curry and a katori of curd',
    'north talk numberword',
    'roti:2 chickenCurry curd',
  ],
  ['Deadlift 140 kg x 5, 4 sets, then 3 boiled eggs and a large banana', 'gym talk size', 'egg:3 bananaLarge'],
  [
    'flight AI 441 NAG-BOM at 6:40, gate 9. grabbed a McChicken and a masala chai at the airport',
    'travel talk addon',
    `fThreeChickenBurger ${CHAI}`,
  ],
  [
    'aaj 112 off 98 maare!! celebration mein medium dominos margherita ke 2 slice aur 300 ml coke',
    'north talk size',
    'pizzaSliceMedium:2 colaSmall@314.5',
  ],
  [
    '10 x 100 m strides + 25 min cool down at 6 am, then a glass of sugarcane juice and 2 idlis',
    'south talk drinkname',
    'sugarcaneJuice idli:2',
  ],
  [
    'nets lo 2 hours batting, 300 balls face chesa. tarvata oka plate pulihora, rendu boiled eggs',
    'telugu talk numberword',
    'fSixLemonRice egg:2',
  ],
  // legume names next to a weight in grams
  [
    'Sprouted green gram 100 gm with chopped onion, tomato and lemon - evening snack in the dressing room',
    'south legume',
    'fFiveMoongSprouts@100',
  ],
  ['180 g horse gram curry with 3 chapatis, dehradun academy mess', 'north legume', 'kulthiDal@180 roti:3'],
  [
    'whole black gram dal 200 gm te do lachha parathe, dhaba on the jalandhar bypass',
    'punjabi legume numberword',
    'fSixWholeUrad@200 paratha:2',
  ],
  [
    'Kala chana (bengal gram) 60 gm dry, soaked overnight, boiled and tossed in a tsp of oil',
    'north legume cooked',
    'kalaChana=fThirtyEightRawChanaDal@60+oil',
  ],
  [
    'red gram (toor) 40 g dry for my dal bowl + 100 g cooked rice, meal prep',
    'gym legume cooked',
    'toorDal=fTwentyFourRawToorDal@40 rice@100',
  ],
  [
    '30 g pottukadalai (roasted bengal gram) munched at drinks, 2nd session',
    'tamil legume talk',
    'fThirteenRoastedGram@30',
  ],
  // drinks named after their main ingredient
  ['Banana shake at the juice shop outside Uppal stadium, one tall glass', 'telugu drinkname', 'fFortyBananaShake'],
  [
    'mosambi juice ek bada glass (400 ml) after the afternoon fielding session',
    'north drinkname size',
    'mosambiJuice@419.3',
  ],
  ['Beetroot juice 200 ml before the 10 k time trial, no sugar', 'gym drinkname size', 'fFiveBeetJuice@209.7'],
  ['jhopnyaadhi ek glass kesar doodh, aai ne dila', 'marathi drinkname numberword', 'kesarDoodh'],
  [
    'Ragi malt made with 2 tbsp ragi flour, 200 ml milk and a tsp of jaggery',
    'kannada drinkname addon',
    'ragiMalt=fTwentyNineMilletFlour:2+milk@206+jaggery',
  ],
  // stated sizes, weights and pack sizes
  ['two 30 g protein bars (10 g protein each) after the gym', 'gym size numberword', 'proteinBar@60'],
  [
    'one medium grilled chicken breast and a small baked sweet potato for dinner',
    'gym size numberword',
    'grilledChicken sweetPotato@80',
  ],
  ['paneer tikka (200 g) aur 2 phulke, 15 cm wale, dinner at 9', 'north size', 'paneer@200 rotiSmall:2'],
];
