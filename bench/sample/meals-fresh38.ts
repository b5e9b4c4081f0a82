// Benchmark meals written on 2026-11-25 blind, as the thirty-eighth blind set after meals-fresh.ts
// to meals-fresh36.ts: a held-out set over the hard classes, written without running the
// engine or reading its code or knowledge. Each sentence is one log message of the kind an outside
// evaluator of an Indian athletes' meal parser would write to probe it, as typed by athletes (a
// Ranji opener, a T20 batter in Hyderabad, a distance runner, a Kerala academy boy, a hostel
// wrestler, a Bengal seamer, a mother packing a tiffin), terse and chatty, with training, match and
// travel talk, typos and abbreviations (n, b4, wt, MoM, lol) and Hinglish or romanised Tamil,
// Telugu, Kannada, Malayalam, Bengali, Marathi, Gujarati, Punjabi, Odia and Urdu words. Each
// reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 NDB numbers, their portions or a stated convention) before and independently of any engine
// run. None of the sentences is taken from an earlier set: each was written new and checked against
// the earlier sets' texts.
// Mix (50): North, Punjabi and Indore food (17), South (Tamil, Telugu,
// Kannada, Kerala: 9), West (Mumbai, Lonavala, Marathi, Gujarati: 8), East (Kolkata, Bengal, Bihar,
// Odisha: 5) and gym or travel food (11), over twelve classes, each meal over one or two of them:
// combinations named with their own parts (5; combo), headers naming the meal and then its list (5;
// header), "X made with Y" / "with Y in it" / "topped with", smoothies and shakes of listed
// ingredients, and a roll, wrap, sandwich or sub with its fillings or a brand with its generic food
// (15; addon), an ingredient or garnish that is not a full serving (7; garnish), food amid
// training, match or travel talk whose numbers are no food (5; talk), legume names next to the unit
// gram (5; legume), drinks named after their main ingredient (6; drinkname), stated sizes, weights
// and pack sizes (6; size), raw vs cooked from context and dry weights (6; cooked) and counts in
// number words of Indian languages, with the fractions dedh, adhi, paune and sava (12; numberword).
// Six new reference foods (prefix fThirtyEight, each citing its row in reference-foods.ts):
// VegPulao (INDB ASC115), MaltedMilk (FNDDS 11526000), MangoShake (INDB ASC017), PumpkinSeeds
// (FNDDS 43101150), RawChanaDal (SR26 16056) and RawBrownRice (SR26 20036); every other item is an
// existing key. Water (and ice) is never counted (no energy), nor is a food the message says was
// skipped, refused or not taken. Conventions: a katori (bati, vati, vaati, pyali) = 150 g of a
// curry, dal, raita, kheer or halwa, 120 g of a dry sabzi, 100 g of rice; a bowl of a dal, curry or
// porridge = 250 g (meals.ts "1 bowl dal"); unquantified dal or curry = a katori; unquantified dry
// sabzi or thoran = a katori (120 g); unquantified rice in a meal = 2 katori, 200 g (meals.ts
// "meals: rice, sambar ..."); a cup of cooked rice = 158 g (FNDDS 56205008); a plate of upma = 200
// g (meals.ts "upma one plate"); a plate of pulao = 300 g (meals-fresh35.ts); salad or kachumber
// beside a meal = 100 g cucumber (meals.ts); a side of chutney = its key's portion; a roti, phulka,
// chapati or rotli = 40 g (FNDDS 51300175 medium); ml of milk × 244/237 g (FNDDS 11112110: 1 cup =
// 244 g), so 200 ml = 206 g, 250 ml = 258 g, 300 ml = 309 g (meals.ts) and 400 ml = 412 g; a splash
// of milk = 1 fl oz, 30.5 g (FNDDS 11112110); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar)
// per cup; "a spoon", "chammach", "chamach" or "chamchi" = 1 tsp (ghee 5 g, oil 4.5 g, butter 5 g,
// sugar 4.2 g, jaggery 4.6 g, a chutney a third of its 16 g tbsp); a pinch of spice or jeeravan,
// chopped dhaniya or onion, a squeeze of lemon, chaat masala, kala namak and a little achar are not
// counted. Number words: Kannada mooru 3, ondu 1; Tamil rendu 2, oru 1; Telugu oka 1; Malayalam
// moonnu 3; Bengali der 1.5, duto 2; Marathi char 4, dedh 1.5; Gujarati chaar 4, adhi 0.5; Punjabi
// do 2, ikk 1, dedh 1.5; Odia chari 4, dui 2; Urdu aik 1; Hindi paune 0.75 and sava sau 125. For
// every meal, in the order of the file:
// combo:
//  1 anda bhurji pav (Mumbai stall): teen (3) ande ki bhurji = 3 × 126 g of INDB BFP052
//    (fThirtyTwoAndaBhurji, its small bowl is the bhurji of one egg); 2 pav = 2 × 43 g (FNDDS
//    51150000); the cutting chai not taken, not counted; "gate 3" no food.
//  2 poori sagu (Bengaluru darshini): mooru (Kannada 3) poori = 3 × 36 g (FNDDS 51300180); ondu (1)
//    bowl sagu (mixed-vegetable kurma) = 250 g of FNDDS 75440600 vegetable curry (vegCurry).
//  3 parotta salna (Madurai): rendu (Tamil 2) parotta = 2 × 70 g (FNDDS 51300185 paratha); oru (1)
//    katori chicken salna = 150 g of FNDDS 27146150 chicken curry (chickenCurry); "TNPL" no food.
//  4 aloo puri: 5 puri = 5 × 36 g; ek katori rasedar aloo = 150 g of INDB BFP239
//    (fThirtyThreeAlooRasedar).
//  5 mooli paratha dahi (Murthal dhaba): 2 mooli parathe = 2 × 100 g of INDB ASC099
//    (fSixMooliParatha); 1 katori dahi = 150 g (FNDDS 11411100); the makhan refused ("mana kar
//    diya"), not counted.
// header:
//  6 "post-match meal", "won by 6 wkts" no food: 1 plate veg pulao = 300 g of INDB ASC115
//    (fThirtyEightVegPulao); 1 katori kheera raita = 150 g of INDB ASC273 (fSevenCucumberRaita); 2
//    gulab jamun = 2 × 40 g (FNDDS 53420410 proxy, fThirteenGulabJamun).
//  7 "tiffin", "6:30 am" no food: 2 gobhi paratha = 2 × 101.9 g of INDB ASC100
//    (fSevenGobhiParatha); 1 katori dahi = 150 g; 1 chamchi (Gujarati teaspoon) chhundo = 1 tsp,
//    5.3 g (a third of the 16 g tbsp of FNDDS 63409020, sweetChutney), not a serving.
//  8 onam sadya: choru (rice) unquantified = 200 g; sambar = a katori (150 g, FNDDS 41311020);
//    avial = a katori of INDB ASC219 (120 g); cabbage thoran = a katori (120 g) of INDB ASC181
//    (cabbagePoriyal); 2 pappadam = 2 × 9 g (FNDDS 41311000, papad); semiya payasam unquantified =
//    a katori (150 g) of INDB ASC285 (vermicelliKheer).
//  9 "recovery plate", "9:40 pm", "double session" no food: grilled basa by the stated 150 g (FNDDS
//    26107120, fNineteenBasa); 1 medium sweet potato = 150 g (FNDDS 73402010: 1 medium = 150 g); 1
//    cup steamed broccoli = 155 g (FNDDS 72201211: 1 cup = 155 g).
// 10 "Dabba from mom": 4 phulka = 4 × 40 g; dudhi chana dal unquantified = a katori (150 g) of INDB
//    ASC153 (chanaDalLauki); kachumber = 100 g cucumber.
// addon, "X made with Y", "with Y in it", "topped with":
// 11 maggi with the eggs in it, one item: 2 packets = 2 × 70 g dry of SR26 06583 (maggi, the pack
//    label) + 2 eggs = 2 × 50 g (FNDDS 31103010); "11 pm" no food.
// 12 oats, one item: 40 g dry oats as stated (SR26 20038, fSevenOats) + 200 ml toned milk = 206 g
//    (FNDDS 11112110); topped with 1 banana = 126 g (FNDDS 63107010) and 1 tbsp pumpkin seeds = 9 g
//    (FNDDS 43101150, fThirtyEightPumpkinSeeds: 1 cup = 144 g), a topping, not a serving.
// 13 paneer bhurji, one item: sava sau (one and a quarter hundred) gram paneer = 125 g (IFCT L003)
//    + 1 tsp ghee = 5 g; 2 roti = 2 × 40 g.
// 14 lemon rice, one item: 1 cup rice = 158 g + 1 tsp oil = 4.5 g + a fistful (handful) of peanuts
//    = 1 oz, 28 g (FNDDS 42111110 roasted peanuts, its 1 oz); the lemon squeezed in not counted.
// 15 dalia made with milk 1 bowl = 250 g of FNDDS 56207022 (daliaMilk) + 1 tsp gur = 4.6 g (FNDDS
//    91102010 proxy), one item.
// addon, smoothies and shakes of listed ingredients:
// 16 mango smoothie, one item: 1 aam = 210 g (FNDDS 63129010: 1 mango = 210 g); 200 g dahi as
//    stated; 1 tsp honey = 7 g; the ice not counted.
// 17 shake, one item (MuscleBlaze is its generic whey): 2 scoops whey = 2 × 30 g (FNDDS 95230000);
//    400 ml toned milk = 412 g; 1 banana = 126 g; 5 badam = 5 × 1.2 g (FNDDS 42101130).
// 18 green smoothie, one item: 1 handful palak = 25 g (FNDDS 72125100: 1 cup = 25 g,
//    fTwentyEightRawSpinach); 1 apple = 200 g (FNDDS 63101000 medium); 1 tbsp flax = 10.5 g (FNDDS
//    43104000); 250 ml almond milk = 258 g (FNDDS 11350020).
// 19 khajoor shake, one item: 4 khajoor = 4 × 8 g (FNDDS 62110100); 1 tbsp peanut butter = 16 g;
//    300 ml doodh = 309 g of toned milk.
// 20 proffee (protein coffee), one item: 200 ml cold brew = 200 g of FNDDS 92101000 black coffee; 1
//    scoop whey = 30 g; a splash of milk = 30.5 g (1 fl oz), not a glass.
// addon, a roll, wrap, sandwich or sub with its fillings, or a brand with its generic food:
// 21 egg roll, one item: 1 paratha = 70 g + 2 eggs = 2 × 55 g of FNDDS 32130010 omelette (the egg
//    layer).
// 22 paneer tikka wrap, one item: 1 atta tortilla = 45 g (FNDDS 52215260 medium); 80 g paneer tikka
//    as stated (IFCT L003 paneer); 1 tbsp mint mayo = 13.8 g (FNDDS 83107000); the onion slices not
//    counted.
// 23 a chicken sandwich with its filling in it, one item: 2 brown bread slices = 2 × 36 g (FNDDS
//    51300110); 100 g boiled chicken as stated (FNDDS 24122131, chickenBreast); 1 tbsp mayo = 13.8 g
//    (FNDDS 83107000); "team bus" no food.
// 24 Nandini GoodLife (a Karnataka dairy's long-life milk; its generic food is toned milk) 500 ml
//    pack, half drunk = 250 ml = 257.5 g of FNDDS 11112110 (milk, 244 g per 237 ml); the pack size is
//    not what was drunk.
// 25 Horlicks (the brand of malted milk) 1 glass = 270 g of FNDDS 11526000 (fThirtyEightMaltedMilk:
//    250 ml × 32 g per fl oz).
// garnish:
// 26 indori poha 1 plate = 180 g (poha key); the sev on top = 10 g (INDB OSR147, sev: a garnish,
//    not a plate of sev); the jeeravan (spice mix) not counted.
// 27 gajar ka halwa 1 katori = 150 g of INDB ASC295; 1 tbsp malai on top = 15 g (FNDDS 12130100,
//    fFourMalai).
// 28 rava upma 1 plate = 200 g (FNDDS 58174000); 6 kaju on top = 6 × 1.5 g; 8 kishmish = 8 × 0.5 g
//    (FNDDS 62125100).
// talk:
// 29 "T20", "63 off 41", "5 fours 3 sixes", "MoM", "9" no food: oka (Telugu 1) plate chicken
//    biryani = 300 g (chickenBiryani); oka glass majjiga (buttermilk) = 250 g (FNDDS 11115100).
// 30 "10 km", "52:30", "5:15/km", "HR 158" no food: 2 bananas = 2 × 126 g; 500 ml chocolate milk =
//    16.9 fl oz × 31 g = 524 g of FNDDS 11511200 (chocolateMilk).
// 31 "6E 5317", "GAU-DEL", "2 hrs", "gate 14" no food: 1 veg puff = 115.7 g of INDB BFP545
//    (fSixVegPuff); 1 cappuccino = 360 g (FNDDS 92161000: its small, also its quantity not
//    specified).
// 32 "40 min", "30 high catches", "3 sets of 10 throws" no food: 2 glass nimbu pani = 2 × 250 g of
//    INDB ASC008 (nimbuPani); 1 chikoo shake (a milkshake of chikoo, not the fruit) = 280 g of
//    FNDDS 11541120 (milkShake, its 10 fl oz milkshake).
// legume:
// 33 kale chane by the stated 100 gram, boiled = FNDDS 41302020 chickpeas from dried, no added fat
//    (chickpeasBoiled); aik (Urdu 1) pyali dahi = 150 g; "sehri" no food.
// 34 moong dal by the stated 200 gram, cooked = INDB ASC151 washed moong dal (fTwentyFiveMoongDal);
//    2 roti = 2 × 40 g; "8:15" no food.
// 35 green gram sundal, one item: the stated 80 gram of green gram weighed dry = SR26 16080 whole
//    mung, raw (fTwentySevenRawMoong; the boiling water adds no energy) + 1 tsp oil (4.5 g) + 1
//    tbsp grated thengai (coconut) = 5 g of SR26 12104 (fThreeCoconut; 1 cup shredded = 80 g, so 1
//    tbsp = 5 g).
// 36 chana dal 60 gram dry, one item = 60 g of SR26 16056 raw bengal gram (fThirtyEightRawChanaDal)
//    + 1 tsp ghee (5 g) of the tadka; the cooking water adds no energy; 1 cup rice = 158 g.
// 37 cherupayar (green gram) curry by the stated 150 gram = INDB BFP178 whole green gram with
//    baghar (wholeMoong); moonnu (Malayalam 3) chapathi = 3 × 40 g.
// drinkname:
// 38 haldi wala doodh (turmeric milk, no turmeric serving) paune (3/4) glass, one item = 0.75 × 258
//    g = 193.5 g toned milk + 1 tsp gur = 4.6 g.
// 39 sattu ka sharbat = the stated 40 g of sattu (SR26 16157 besan, chickpeaFlour, the sattu
//    proxy); the water, nimbu and kala namak not counted; "2 pm" no food.
// 40 badam milk (almond milk of the milk bars: sweetened whole milk with almonds, not almonds) 1
//    glass = 262.7 g of INDB OSR010 (kesarDoodh, saffron milk with almonds and pistachios).
// 41 mango shake (not a mango) 1 tall glass (about 350 ml) = 355.5 g of INDB ASC017
//    (fThirtyEightMangoShake, its tall glass); the ice cream said not on top, not counted.
// size:
// 42 a 100 g box of 8 chikki pieces, 3 eaten = 3/8 × 100 g = 37.5 g of SR26 19148 peanut brittle
//    (fSevenChikki); the box size is not what was eaten.
// 43 2 aloo paratha of 100 g each = 200 g of INDB ASC098 (alooParatha); 1 tsp white makhan on top =
//    5 g butter (FNDDS 81101000).
// cooked:
// 44 2 pcs fish fry (two fried fish steaks, not raw fish) = 2 × 67 g of FNDDS 26100140 (fishFry);
//    bhaat unquantified = 200 g.
// 45 150 g chicken breast raw weight = SR26 05062 (fNineteenRawChickenBreast); 60 g brown rice
//    uncooked = SR26 20036 (fThirtyEightRawBrownRice); the air frying adds no fat.
// numberword:
// 46 der (Bengali 1.5) bati bhaat = 150 g; duto (2) dimer dalna (egg curry) = 2 × 151.6 g of INDB
//    BFP240 (fThirtyTwoEggCurry, the curry of one egg per bowl).
// 47 char (Marathi 4) chapati = 4 × 40 g; dedh (1.5) vati batatyachi bhaji (dry potato sabzi) = 1.5
//    × 120 g = 180 g of FNDDS 71103030 (alooSabzi).
// 48 chaar (Gujarati 4) rotli = 4 × 40 g of roti; dudhi nu shaak (lauki sabzi, the vegetable beside
//    rotli is cooked) unquantified = a katori (120 g) of FNDDS 75233027 (fNineteenTinda, a cooked
//    gourd with oil); adhi (1/2) vaati dal = 75 g of FNDDS 41311030 (dal).
// 49 do (Punjabi 2) paneer wale parothe = 2 × 85 g of INDB ASC105 (paneerParatha); ikk (1) chamach
//    makhan on top = 1 tsp butter, 5 g; dedh (1.5) gilass lassi, one item = 1.5 × LASSI (meals.ts:
//    200 g curd + 3 tsp sugar a glass) = 300 g curd + 4.5 tsp sugar.
// 50 chari (Odia 4) ta chakuli pitha (thin rice-urad crepes) = 4 × 80 g of FNDDS 55702100 (dosa);
//    dui (2) cup cha, one item = twice CHAI (124 g milk + 120 g tea + 2 tsp sugar).
import type { SampleMeal } from './meals';

export const FRESH38_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'anda bhurji pav outside wankhede gate 3 after nets - teen ande ki bhurji n 2 pav, cutting chai nahi li',
    'west combo',
    'fThirtyTwoAndaBhurji:3 pav:2',
  ],
  [
    'poori sagu at a malleswaram darshini: mooru poori mattu ondu bowl sagu',
    'kannada combo numberword',
    'puri:3 saguVegCurry=vegCurry@250',
  ],
  [
    'parotta salna, madurai trip for the TNPL game - rendu parotta, chicken salna oru katori',
    'tamil combo numberword',
    'paratha:2 chickenCurry',
  ],
  [
    'aloo puri nashta sunday ko: 5 puri aur ek katori rasedar aloo, bhaiya ke thele pe',
    'north combo',
    'puri:5 fThirtyThreeAlooRasedar',
  ],
  [
    'mooli paratha dahi at the murthal dhaba - 2 mooli parathe n 1 katori dahi, makhan mana kar diya',
    'punjabi combo',
    'fSixMooliParatha:2 curd',
  ],
  // headers naming the meal, then its list
  [
    'post-match meal (won by 6 wkts 🙌): 1 plate veg pulao, 1 katori kheera raita, 2 gulab jamun',
    'north header talk',
    'fThirtyEightVegPulao fSevenCucumberRaita fThirteenGulabJamun:2',
  ],
  [
    'tiffin for the bus to the ground (6:30 am) → 2 gobhi paratha, 1 katori dahi n 1 chamchi chhundo',
    'west header garnish',
    'fSevenGobhiParatha:2 curd sweetChutney@5.3',
  ],
  [
    'sadya lunch for onam at the kochi team hotel → choru, sambar, avial, thoran (cabbage), pappadam 2, semiya payasam',
    'kerala header',
    'rice:2 sambar avial cabbagePoriyal papad:2 vermicelliKheer',
  ],
  [
    'recovery plate, 9:40 pm after the double session → 150 g grilled basa, 1 medium sweet potato, 1 cup steamed broccoli',
    'gym header size',
    'fNineteenBasa@150 sweetPotato broccoli',
  ],
  [
    'Dabba from mom, ate it in the dressing room at lunch: 4 phulka, dudhi chana dal, kachumber',
    'west header',
    'roti:4 chanaDalLauki cucumber',
  ],
  // "X made with Y", "with Y in it", "topped with"
  ['maggi made with 2 eggs broken in it, 2 packets, hostel room at 11 pm', 'north addon', 'eggMaggi=maggi:2+egg:2'],
  [
    '40 g oats cooked in 200 ml toned milk, topped with 1 sliced banana n 1 tbsp pumpkin seeds',
    'gym addon cooked',
    'oats=fSevenOats@40+milk@206 banana fThirtyEightPumpkinSeeds',
  ],
  [
    'paneer bhurji made with sava sau gram paneer and 1 tsp ghee, 2 roti ke saath',
    'north addon numberword',
    'paneerBhurji=paneer@125+ghee roti:2',
  ],
  [
    'lemon rice made with 1 cup leftover rice, 1 tsp oil n a fistful of peanuts, hostel pantry jugaad',
    'south addon',
    'lemonRice=rice@158+oil+peanuts',
  ],
  ['dalia made with milk, 1 bowl, 1 tsp gur daala hai usme', 'north addon', 'daliaDaliya=daliaMilk@250+jaggery'],
  // smoothies and shakes of listed ingredients
  [
    'mango smoothie: 1 aam, 200 g dahi, 1 tsp honey, blended with ice',
    'west addon',
    'mangoSmoothie=mango@210+curd@200+honey',
  ],
  [
    'post gym shake - 2 scoop muscleblaze whey, 400 ml toned milk, 1 banana, 5 badam',
    'gym addon',
    'shake=whey:2+milk@412+banana+almonds:5',
  ],
  [
    'green smoothie b4 training: 1 handful palak, 1 apple, 1 tbsp flax seeds, 250 ml almond milk',
    'gym addon',
    'greenSmoothie=fTwentyEightRawSpinach+apple+fEightFlaxSeeds+almondMilk',
  ],
  [
    'khajoor pb shake - 4 khajoor, 1 tbsp peanut butter, 300 ml doodh, mixer mein ghuma diya',
    'north addon',
    'khajoorShake=dates:4+peanutButter+milk@309',
  ],
  [
    'proffee after the gym - 200 ml cold brew shaken with 1 scoop whey n a splash of milk',
    'gym addon garnish',
    'proffeeProteinCoffee=whey+blackCoffee@200+milk@30.5',
  ],
  // a roll, wrap, sandwich or sub with its fillings; a brand with its generic food
  [
    'kolkata style egg roll, 2 egg wala with 1 paratha, from the stall near eden after practice',
    'east addon',
    'eggRoll=paratha+omelette:2',
  ],
  [
    'paneer tikka wrap - 1 atta tortilla, 80 g paneer tikka, 1 tbsp mint mayo n some onion slices',
    'gym addon',
    'paneerWrap=fTwelveTortilla+paneer@80+mayonnaise',
  ],
  [
    'packed a sandwich for the team bus: 2 brown bread slices with 100 g boiled chicken n 1 tbsp mayo in it',
    'travel addon',
    'chickenSandwich=brownBread:2+chickenBreast@100+mayonnaise',
  ],
  [
    'nandini goodlife 500 ml tetra pack, drank half of it on the bus to mysuru',
    'travel addon size',
    'goodlifeMilk=milk@257.5',
  ],
  ['Horlicks 1 glass before sleeping, mom insists lol', 'north addon drinkname', 'fThirtyEightMaltedMilk'],
  // an ingredient or garnish that is not a full serving
  ['indori poha 1 plate, upar se sev n jeeravan', 'north garnish', 'poha sev'],
  ['gajar ka halwa 1 katori with 1 tbsp malai on top, nani ke ghar', 'punjabi garnish', 'gajarHalwa fFourMalai'],
  [
    'rava upma 1 plate with 6 kaju n 8 kishmish on top, mess breakfast',
    'south garnish',
    'upma@200 cashews:6 raisins:8',
  ],
  // food amid training, match or travel talk
  [
    'T20 lo 63 off 41 kottanu, 5 fours 3 sixes, MoM 😎 dinner 9 ki - oka plate chicken biryani, oka glass majjiga',
    'telugu talk numberword',
    'chickenBiryani majjigaButtermilkChaas=buttermilk',
  ],
  [
    '10 km long run - 52:30, avg 5:15/km, HR 158. after: 2 bananas n a 500 ml chocolate milk',
    'gym talk size',
    'banana:2 chocolateMilk@524',
  ],
  [
    'flight 6E 5317 GAU-DEL delayed 2 hrs, gate 14. had 1 veg puff n 1 cappuccino at the cafe',
    'travel talk',
    'fSixVegPuff cappuccino',
  ],
  [
    'fielding drills 40 min, 30 high catches, 3 sets of 10 throws from the deep. then 2 glass nimbu pani n 1 chikoo shake',
    'north talk drinkname',
    'nimbuPani:2 milkShake',
  ],
  // legume names next to the unit gram
  [
    'sehri: kale chane 100 gram uble hue aur aik pyali dahi',
    'north legume numberword',
    'kaleChaneChana=chickpeasBoiled@100 curd',
  ],
  ['moong dal 200 gram n 2 roti, hostel dinner at 8:15', 'north legume', 'fTwentyFiveMoongDal@200 roti:2'],
  [
    'sundal for the evening - 80 gram green gram (dry), boiled, tadka in 1 tsp oil n 1 tbsp grated thengai',
    'tamil legume cooked',
    'greenGramSundal=fTwentySevenRawMoong@80+oil+fThreeCoconut@5',
  ],
  [
    'chana dal 60 gram dry se dal banayi, 1 tsp ghee ka tadka, with 1 cup rice',
    'north legume cooked',
    'chanaDal=fThirtyEightRawChanaDal@60+ghee rice@158',
  ],
  [
    'moonnu chapathi n 150 gram cherupayar curry (green gram), academy mess dinner in thiruvananthapuram',
    'kerala legume numberword',
    'cherupayarGreenMoong=wholeMoong@150 roti:3',
  ],
  // drinks named after their main ingredient
  [
    'haldi wala doodh, paune glass, 1 tsp gur - knee thoda swollen hai',
    'north drinkname numberword',
    'haldiDoodhMilk=milk@193.5+jaggery',
  ],
  [
    'sattu ka sharbat: 40 g sattu in a glass of water, nimbu n kala namak, 2 pm patna heat',
    'east drinkname',
    'sattu=chickpeaFlour@40',
  ],
  ['badam milk 1 glass from the milk bar near the hostel', 'south drinkname', 'badamMilk=kesarDoodh'],
  ['mango shake 1 tall glass (about 350 ml), no ice cream on top', 'west drinkname', 'fThirtyEightMangoShake'],
  // stated sizes, weights and pack sizes
  ['chikki ka 100 g dabba (8 pieces) liya lonavala station pe, 3 piece khaye', 'west size', 'fSevenChikki@37.5'],
  ['2 aloo paratha of 100 g each, 1 tsp white makhan on top', 'punjabi size garnish', 'alooParatha@200 butter'],
  // raw vs cooked from context; weights said raw or dry
  ['2 pcs fish fry n bhaat, hostel sunday special', 'bengali cooked', 'fishFry:2 rice:2'],
  [
    '150 g chicken breast (raw wt) air fried + 60 g brown rice uncooked, meal prep box',
    'gym cooked size',
    'fNineteenRawChickenBreast@150 fThirtyEightRawBrownRice@60',
  ],
  // counts in number words
  [
    'der bati bhaat ar duto dimer dalna, hostel er raater khabar',
    'bengali numberword',
    'rice@150 fThirtyTwoEggCurry:2',
  ],
  [
    'char chapati ani dedh vati batatyachi bhaji, aai ne dilela dabba',
    'marathi numberword',
    'roti:4 batataBhajiAlooPotato=alooSabzi@180',
  ],
  [
    'chaar rotli, dudhi nu shaak ane adhi vaati dal, raat nu jaman',
    'gujarati numberword cooked',
    'rotliRoti=roti:4 dudhiLaukiGourd=fNineteenTinda dal@75',
  ],
  [
    'do paneer wale parothe, upar ikk chamach makhan, naal dedh gilass lassi - bebe ne zor pa ke khilaye',
    'punjabi numberword garnish',
    'paneerParatha:2 butter lassi=curd@300+sugar:4.5',
  ],
  [
    'chari ta chakuli pitha aau dui cup cha, sakala jalakhia',
    'odia numberword',
    'chakuliPithaDosa=dosa:4 chaChaiTea=milk@124+tea@120+sugar:2',
  ],
];
