// Benchmark meals written on 2026-11-25 blind, as the forty-fifth blind set after meals-fresh.ts to
// meals-fresh43.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Lucknow
// canteen breakfast, a Mohali dhaba, a Thrissur home, a Panjim bar, a Gangtok stall, a Mysuru PG, a
// Patna home, a Colaba cafe, a Kozhikode hotel, a Basavanagudi tiffin room, a Rajkot team hotel, an
// Eden Gardens lunch break, a train platform, an airport, a Kolhapur home), terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, x2, pcs, nos, PB, b4, T3, 2k), in plain
// English, Hinglish and romanised Tamil, Kannada, Gujarati, Urdu, Punjabi, Telugu, Bengali, Malayalam,
// Marathi and Konkani words. Each reference was chosen from cited rows (reference-foods.ts: FNDDS food
// codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated convention) before and
// independently of any engine run. None of the sentences is taken from an earlier set: each was
// written new and checked against the earlier sets' texts (word overlap and shared runs of four
// words; only stock phrases such as "n a glass of" are shared).
// Mix (50): plain everyday logs (10: Lucknow, Punjab, Kerala, Gujarat, Goa, Sikkim, a burger chain,
// Tamil Nadu, Karnataka, a fruit-cart snack) and 40 over ten hard classes, four each: combinations
// named together with their own parts (combo), headers naming the meal then its list (header), "X
// made with Y", a smoothie, a toast with its toppings and a brand with its generic food (addon), an
// ingredient or garnish that is not a full serving (garnish), food amid training, match or travel
// talk whose numbers are no food (talk), legume names with "gram" next to a weight in grams (legume),
// drinks named after their main ingredient (drinkname), stated sizes and pack weights, and a protein
// count that is not the weight (size), the cooked dish meant by a raw word beside a bread (cooked),
// and counts in number words (numberword: Telugu, Bengali, Malayalam, Marathi; Tamil, Kannada,
// Gujarati, Urdu and Punjabi number words also appear in plain and header meals, tagged so).
// Two new reference foods (prefix fFortyFive, each citing its row in reference-foods.ts): Pineapple
// (FNDDS 63141010 pineapple, raw, 1 cup = 165 g) and PaneerPuff (INDB BFP544 paneer patties, 1 patty
// = 100.7 g); every other item is an existing key. Water (and ice) is never counted (no energy), nor is
// a pinch of spice, a squeeze of lemon, chopped onion (pyaaz), curry leaves, a tadka's spices, a
// little pickle or a dip of red chilli chutney. Conventions, as meals-fresh36.ts, meals-fresh42.ts and
// meals-fresh43.ts: a katori (vati, bati) = 150 g of a dal, curry, raita, curd or kheer, 120 g of a dry
// sabzi (bhaji, palya, poriyal, chokha, torkari), 100 g of rice or pulao; unquantified dal or curry = a
// katori; unquantified dry sabzi = a katori (120 g); unquantified rice in a meal = 2 katori, 200 g,
// also of jeera rice; a cup of cooked rice = 158 g (FNDDS 56205008); a bowl of a curry, rasam or saaru
// = 250 g (meals.ts "1 bowl dal"), a bowl of porridge = 250 g (as fThirtyNineQuinoaKhichdi); raita
// beside a biryani or pulao, unnamed = 100 g curd (meals.ts "veg pulao with raita"); salad or
// kachumber = 100 g cucumber (meals.ts); a roti, phulka or chapati = 40 g (FNDDS 51300175 medium), a
// tandoori roti = 52 g (rotiLarge, as "daal maash aur 2 tandoori roti"); a paratha = 70 g (FNDDS
// 51300185); a puri or poori = 36 g (FNDDS 51300180); a dosa = 80 g (FNDDS 55702100 medium); ml of milk × 244/237 g (FNDDS 11112110), so a 250 ml glass = 258 g;
// ml of a juice × 31 g per fl oz (29.57 ml) as its FNDDS row, so 200 ml = 209.6 g; a splash of milk =
// 1 fl oz, 30.5 g (meals-fresh42.ts); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar) per cup and
// a cutting chai = half of it; filter coffee = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp
// sugar); an Indian tea cup of black tea = 125 g (as fTwentyThreeHerbalTea); LASSI = meals.ts (200 g
// curd + 3 tsp sugar); butter pav = a pav + 1 tsp butter each (as butter naan in meals.ts); paneer
// bhurji = the paneer + 2 tsp oil (meals.ts "paneer bhurji with 2 roti"); a handful of peanuts = 1 oz,
// 28 g (its key); a tsp of ghee or butter = 5 g, of oil 4.5 g, of sugar 4.2 g; a tbsp of honey = 20 g
// (FNDDS 91302010: 1 tablespoon = 20 g). For every meal, in file order:
// plain:
//  1 2 keema paratha = 2 × 100 g of INDB ASC104 (fTwentyFourKeemaParatha); chaas = a glass, 250 g of
//    FNDDS 11115100 buttermilk; "8 am" no food.
//  2 2 tangdi kabab = 2 chicken legs × 80 g edible of FNDDS 24142301 (tandooriChicken, its drumstick
//    proxy); 2 tandoori roti = 2 × 52 g of FNDDS 51300175 (rotiLarge); "PCA" no food.
//  3 puttu unquantified = one puttu: 60 g rice flour (SR26 20061, fFourteenRiceFlour) + 20 g dried
//    coconut (SR26 12108, fFourteenDryCoconut), one item (meals-fresh14.ts from INDB OSR105); kadala
//    curry unquantified = a katori (150 g) of INDB ASC161 (blackChanaCurry); one pazham = 126 g of
//    FNDDS 63107010 banana.
//  4 be (Gujarati 2) vati dal dhokli = 2 × 150 g = 300 g of INDB OSR145 (dalDhokli).
//  5 xitt kodi (Goan fish curry rice): fish curry unquantified = a katori (150 g) of FNDDS 27150320;
//    rice unquantified = 200 g; a pomfret rava fry = one fried fish piece, 67 g of FNDDS 26100140
//    (fishFry).
//  6 8 chicken momos = 8 × 37 g of FNDDS 58112510 (momo); the red chutney a dip, not counted; "2 pm"
//    no food.
//  7 whopper jr = 135 g of FNDDS 27510552 (fTwentySevenWhopperJr); small fries = 110 g of FNDDS
//    71401030 (friesSmall).
//  8 rendu (Tamil 2) cup saadham = 2 × 158 g = 316 g of FNDDS 56205008 rice; chicken kuzhambu
//    unquantified = a katori (150 g) of FNDDS 27146150 (chickenCurry).
//  9 eradu (Kannada 2) chapati = 2 × 40 g; ondu (1) bowl saaru = 250 g of INDB BFP176 rasam (its name
//    lists saaru); beans palya unquantified = a katori (120 g) of INDB BFP272 (beansSabzi).
// 10 1 cup cut pineapple = 165 g of FNDDS 63141010 (fFortyFivePineapple); a handful of peanuts = 28 g
//    of FNDDS 42111110; "at 4", "two sessions" no food.
// combo:
// 11 sattu paratha chokha: 2 sattu paratha = 2 × 76.7 g of INDB ASC101 (dalParatha, its sattu proxy);
//    a katori baingan chokha = 120 g of INDB ASC177 brinjal bhartha (fSixBainganBharta).
// 12 bhurji pav: paneer bhurji with 100 g paneer as stated = 100 g IFCT L003 paneer + 2 tsp oil, one
//    item; 2 butter pav = 2 × 43 g of FNDDS 51150000 (pav) + 2 × 5 g butter (FNDDS 81101000), one item.
// 13 ghee rice beef curry: one plate of ghee rice = 300 g of INDB ASC114 (fTwentySevenGheeRice); a
//    katori of beef curry = 150 g of FNDDS 27116100 (beefCurry).
// 14 vangi bath mosaru: one plate of vangi bath = 291.2 g of INDB BFP132 (vangiBath, its plate); a
//    katori of curd = 150 g of FNDDS 11411100.
// header:
// 15 "ranji away game, rajkot" no food: 3 phulka = 3 × 40 g; kadhai paneer unquantified = a katori
//    (150 g) of INDB ASC226; jeera rice unquantified = 200 g of INDB BFP134 (jeeraRice); raita = 100 g
//    curd.
// 16 "1:15" no food: 3 roti = 3 × 40 g; methi malai paneer unquantified = a katori (150 g) of INDB
//    ASC223 (fThirtyNineMethiMalaiPaneer); 1 katori matar pulao = 100 g of INDB BFP136
//    (fThirtyNineMatarPulao); mint raita unquantified = a katori (150 g) of INDB ASC275
//    (fEightMintRaita).
// 17 sehri "(4:15)" no food: aik (Urdu 1) bowl oats made in milk = 250 g of FNDDS 56203066 (oats, a
//    bowl of porridge); 2 uble (boiled) ande = 2 × 50 g (FNDDS 31103010); 3 khajoor = 3 × 8 g (FNDDS
//    62110100); the water not counted.
// 18 char (Punjabi 4) phulke = 4 × 40 g; ikk (1) katori kaale chhole = 150 g of INDB ASC161
//    (blackChanaCurry); ikk glass lassi = LASSI.
// addon:
// 19 quinoa upma made with 50 g dry quinoa as stated = SR26 20035 (fTwentyOneRawQuinoa) + 1 tsp ghee
//    (5 g, FNDDS 81204000), one item; the water adds nothing, the tadka's mustard and curry leaves are
//    not counted.
// 20 smoothie, one item: 1 cup curd = 245 g (FNDDS 11411100: 1 cup); 5 strawberries = 5 × 18 g (FNDDS
//    63223020, fFortyTwoStrawberry); 1 tbsp honey = 20 g (FNDDS 91302010).
// 21 peanut butter banana toast, one item: 2 multigrain slices = 2 × 36 g (FNDDS 51601020); 2 tbsp PB
//    = 2 × 16 g (FNDDS 42202000); 1 small banana = 101 g (SR26 09040 small, bananaSmall).
// 22 Bournvita (brand) = its generic chocolate malt powder, FNDDS 11830160 (chocoPowder), 2 heaped
//    tbsp = 2 × 10 g; in a 250 ml glass of milk = 258 g (FNDDS 11112110); one item.
// garnish:
// 23 ek katori kheer = 150 g of FNDDS 13210410 (fThirtySixRiceKheer); 5 badam on top = 5 × 1.2 g
//    (FNDDS 42101130).
// 24 filter coffee with buffalo milk, 1 tumbler = COFFEE with the milk as SR26 01108 buffalo milk
//    (buffaloMilk@100 + 50 g decoction + 1 tsp sugar), one item.
// 25 2 black coffees = 2 × 240 g of FNDDS 92101000; a splash of milk in each = 2 × 30.5 g = 61 g of
//    FNDDS 11112110.
// 26 thayir sadam one plate = 216.2 g of INDB ASC126 (curdRice); about a tbsp of pomegranate arils =
//    175 / 16 = 10.9 g of FNDDS 63145010 (1 cup = 175 g).
// talk:
// 27 "train 12627", "2 hrs", "platform 3" no food: a paneer puff = 100.7 g of INDB BFP544
//    (fFortyFivePaneerPuff); a cutting chai = half a CHAI (31 g milk + 30 g tea + 2.1 g sugar).
// 28 "50 overs", "41 degrees" no food: 2 chapati = 2 × 40 g; soya chunk curry unquantified = a katori
//    (150 g) of INDB BFP206 (fSixSoyaMatar); 1 katori dal = 150 g of FNDDS 41311030.
// 29 "2k", "7:48" no food: an omelette of 2 whites + 1 whole egg = 2 × 36 g of FNDDS 32400065
//    (eggWhiteOmelette) + 55 g of FNDDS 32130010 (omelette), one item; 2 multigrain toast = 2 × 36 g
//    (FNDDS 51601020).
// 30 "day 3", "87* overnight" no food: 1 plate veg biryani = 300 g of FNDDS 58160000 (vegBiryani);
//    raita = 100 g curd; 2 glasses ORS = 2 × 262 g of FNDDS 95330100 (fTwentyFourOrs).
// legume:
// 31 horse gram dal by the stated 200 g = INDB OSR143 (kulthiDal); 3 chapatis = 3 × 40 g.
// 32 roasted bengal gram by the stated 50 g = SR26 16056 (fThirteenRoastedGram); a 10 g piece of gur =
//    10 g of FNDDS 91102010 (jaggery).
// 33 black gram dal (dhuli urad) by the stated 180 g = INDB ASC152 (uradDal); 2 rotis = 2 × 40 g;
//    "8:30" no food.
// 34 green gram dal payasam by the stated 150 g = INDB ASC291 (fTwentyEightMoongKheer).
// drinkname:
// 35 chikoo milkshake one glass = 280 g of FNDDS 11541120 (milkShake, its chikoo shake proxy: 1
//    milkshake, 10 fl oz); no ice cream.
// 36 chukandar (beetroot) ka juice 200 ml = 6.76 fl oz × 31 g = 209.6 g of FNDDS 73105000
//    (fFiveBeetJuice); "400 m repeats" no food.
// 37 lemon tea, no milk = a tea cup, 125 g of FNDDS 92302000 black tea, + 1 tsp sugar, one item; the
//    lemon a squeeze, not counted; "4 pm" no food.
// 38 meetha nimbu soda ek glass = 250 g of INDB ASC008 lemonade (nimbuPani); the soda water adds
//    nothing.
// size:
// 39 Haldiram's khatta meetha by the stated 60 g pack = FNDDS 54402200 snack mix (fSevenNimko).
// 40 grande cappuccino = FNDDS 92161000: 1 medium = 480 g (a 16 fl oz grande); "T3" no food.
// 41 a 15 cm (6 inch) paneer tikka sub = 240 g of FNDDS 27540290 chicken submarine sandwich
//    (chickenSub, 6" = 240 g), its nearest FNDDS sub for a paneer tikka filling.
// 42 one protein cookie = 45 g (fEightProteinCookie, FNDDS 53729000 values at FNDDS 53233000's large
//    cookie weight); the 10 g is its protein, not its weight.
// cooked:
// 43 turai beside paratha = turai ki sabzi, a katori (120 g) of FNDDS 75220101 luffa cooked
//    (fTwentyTwoLuffa); 2 paratha = 2 × 70 g.
// 44 kabuli chana beside roti = chana curry, a katori (150 g) of FNDDS 41302010 (chole); 2 roti = 2 ×
//    40 g; pyaaz not counted.
// 45 poori masala 3 nos = 3 puris (3 × 36 g) with potato masala, a katori (120 g) of FNDDS 71103030
//    (alooSabzi).
// 46 shalgam beside roti = shalgam sabzi, a katori (120 g) of FNDDS 75234021 (fThreeTurnip); 3 roti
//    = 3 × 40 g.
// numberword:
// 47 mudu (Telugu 3) chapathi = 3 × 40 g; oka (1) katori dal = 150 g of FNDDS 41311030; rendu (2)
//    arati pandlu (bananas) = 2 × 126 g.
// 48 duto (Bengali 2) dim-er mamlet = an omelette of 2 eggs, 2 × 55 g of FNDDS 32130010; char (4)
//    slice pauruti = 4 × 28 g of FNDDS 51101000 white bread; ek (1) cup lal cha chini chara (black tea
//    without sugar) = 125 g of FNDDS 92302000.
// 49 moonnu (Malayalam 3) dosa = 3 × 80 g; oru (1) katori sambar = 150 g of FNDDS 41311020; oru
//    glass sambharam (spiced buttermilk) = 250 g of FNDDS 11115100.
// 50 teen (Marathi 3) chapati = 3 × 40 g; ek (1) vati kombdi rassa (Kolhapuri chicken curry) = 150 g
//    of FNDDS 27146150 (chickenCurry).
import type { SampleMeal } from './meals';

const CHAI_CUTTING = 'cuttingChai=milk@31+tea@30+sugar@2.1';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH45_MEALS: SampleMeal[] = [
  // plain everyday logs
  ['keema paratha x2 + chaas, lucknow canteen, 8 am', 'north plain', 'fTwentyFourKeemaParatha:2 buttermilk'],
  [
    'tangdi kabab 2 pcs n 2 tandoori roti at the dhaba outside the PCA stadium',
    'punjabi plain',
    'tangdiKebabKabab=tandooriChicken:2 rotiLarge:2',
  ],
  [
    'sunday bfast at thrissur - puttu, kadala curry and one pazham',
    'kerala plain',
    'puttu=fFourteenRiceFlour+fFourteenDryCoconut blackChanaCurry pazhamBanana=banana',
  ],
  ['be vati dal dhokli, mummy e banavi, vadodara', 'gujarati plain numberword', 'dalDhokli@300'],
  ['xitt kodi at a panjim joint: fish curry rice n a pomfret rava fry', 'goan plain', 'fishCurry rice:2 fishFry'],
  ['gangtok stall, 8 chicken momos with that fiery red chutney, 2 pm', 'northeast plain', 'momo:8'],
  ['rest day cheat - whopper jr n small fries from burger king', 'chain plain', 'fTwentySevenWhopperJr friesSmall'],
  [
    'rendu cup saadham with chicken kuzhambu, sunday at paati veedu',
    'tamil plain numberword',
    'saadhamRice=rice@316 chickenCurry',
  ],
  [
    'eradu chapati, ondu bowl saaru mattu beans palya - PG oota',
    'karnataka plain numberword',
    'roti:2 rasam@250 beansSabzi',
  ],
  [
    'cut pineapple 1 cup n a handful of peanuts at 4, between the two sessions',
    'snack plain',
    'fFortyFivePineapple peanuts',
  ],
  // combinations named with their own parts
  [
    'sattu paratha chokha - 2 sattu paratha n a katori baingan chokha, patna',
    'bihar combo',
    'sattuParatha=dalParatha:2 bainganChokha=fSixBainganBharta',
  ],
  [
    'bhurji pav: paneer bhurji (100 g paneer) with 2 butter pav, colaba',
    'west combo',
    'paneerBhurji=paneer@100+oil:2 butterPav=pav:2+butter:2',
  ],
  [
    'malabar ghee rice beef curry from the kozhikode hotel - one plate of the ghee rice and a katori of the curry',
    'kerala combo',
    'fTwentySevenGheeRice beefCurry',
  ],
  [
    'vangi bath n mosaru - one plate of the vangi bath with a katori of curd, basavanagudi',
    'karnataka combo',
    'vangiBath curd',
  ],
  // headers naming the meal, then its list
  [
    'ranji away game, rajkot. buffet dinner: 3 phulka, kadhai paneer, jeera rice, raita',
    'north header',
    'roti:3 kadhaiPaneer jeeraRice:2 raita=curd@100',
  ],
  [
    'Lunch @ academy 1:15 — 3 roti, methi malai paneer, 1 katori matar pulao, mint raita',
    'north header',
    'roti:3 fThirtyNineMethiMalaiPaneer fThirtyNineMatarPulao@100 fEightMintRaita',
  ],
  [
    'sehri (4:15): aik bowl oats doodh wale, 2 uble ande aur 3 khajoor, phir paani',
    'urdu header numberword',
    'oats@250 egg:2 dates:3',
  ],
  [
    'dupehar da khana: char phulke, ikk katori kaale chhole te ikk glass lassi',
    'punjabi header numberword',
    `roti:4 blackChanaCurry ${LASSI}`,
  ],
  // "X made with Y", a smoothie, a toast with its toppings, a brand with its generic food
  [
    'quinoa upma made with 50 g dry quinoa n 1 tsp ghee, mustard-curry leaf tadka',
    'gym addon',
    'quinoaUpma=fTwentyOneRawQuinoa@50+ghee',
  ],
  [
    'smoothie (post swim): 1 cup curd, 5 strawberries, 1 tbsp honey',
    'gym addon',
    'smoothie=curd@245+fFortyTwoStrawberry:5+honey@20',
  ],
  [
    'peanut butter banana toast: 2 multigrain slices, 2 tbsp PB, 1 small banana sliced',
    'gym addon',
    'pbBananaToast=fTwelveMultigrainBread:2+peanutButter:2+bananaSmall',
  ],
  ['Bournvita, 2 heaped tbsp, in a 250 ml glass of warm doodh', 'north addon', 'bournvitaMilk=milk+chocoPowder:2'],
  // an ingredient or garnish that is not a full serving
  ['ek katori kheer, upar 5 badam kate hue', 'north garnish', 'fThirtySixRiceKheer almonds:5'],
  [
    "filter coffee made with buffalo milk, 1 tumbler, at thatha's house in thanjavur",
    'tamil garnish',
    'filterCoffeeKaapi=buffaloMilk@100+tea@50+sugar',
  ],
  ['2 black coffees, a splash of milk in each', 'gym garnish', 'blackCoffee:2 milk@61'],
  [
    'thayir sadam, one plate, maathulai muthu sprinkled on top, about a tbsp',
    'tamil garnish',
    'curdRice maathulaiPomegranate=pomegranate@10.9',
  ],
  // food amid training, match or travel talk
  [
    'train 12627 running 2 hrs late, had a paneer puff n a cutting chai on platform 3',
    'travel talk',
    `fFortyFivePaneerPuff ${CHAI_CUTTING}`,
  ],
  [
    'kept for 50 overs in 41 degrees, legs gone. dinner: 2 chapati, soya chunk curry, 1 katori dal',
    'north talk',
    'roti:2 fSixSoyaMatar dal',
  ],
  [
    '2k time trial done in 7:48 🥵 breakfast after: omelette of 2 whites + 1 whole egg, 2 multigrain toast',
    'gym talk',
    'omelette=eggWhiteOmelette:2+omelette fTwelveMultigrainBread:2',
  ],
  [
    'day 3 at eden, 87* overnight. lunch break - 1 plate veg biryani n raita, 2 glasses ORS',
    'east talk',
    'vegBiryani raita=curd@100 fTwentyFourOrs:2',
  ],
  // legume words next to the unit gram
  ['had 200 g of the horse gram dal amma packed, with 3 chapatis', 'south legume', 'kulthiDal@200 roti:3'],
  [
    'roasted bengal gram 50 g with a 10 g piece of gur, bus to mohali',
    'north legume',
    'fThirteenRoastedGram@50 jaggery@10',
  ],
  ['dhuli urad i.e. black gram dal 180 g + 2 rotis, dinner 8:30', 'north legume', 'uradDal@180 roti:2'],
  ['150 g green gram dal payasam at the onam sadya', 'kerala legume', 'fTwentyEightMoongKheer@150'],
  // drinks named after their main ingredient
  ['chikoo milkshake, one glass, no ice cream - hostel gate stall', 'west drinkname', 'milkShake'],
  ['chukandar ka juice 200 ml, 400 m repeats se pehle', 'north drinkname', 'fFiveBeetJuice@209.6'],
  ['lemon tea, no milk, 1 tsp sugar, 4 pm', 'north drinkname', 'lemonTea=tea@125+sugar'],
  ['meetha nimbu soda ek glass, chandni chowk ki garmi mein', 'north drinkname', 'nimbuSoda=nimbuPani'],
  // stated sizes and pack weights
  ["a 60 g pack of haldiram's khatta meetha, team bus", 'snack size', 'khattaMeetha=fSevenNimko@60'],
  ['grande cappuccino at starbucks, T3 before boarding', 'travel size', 'cappuccino@480'],
  ['a 15 cm paneer tikka sub on multigrain at subway', 'chain size', 'paneerTikkaSub=chickenSub'],
  ['one protein cookie (10 g protein on the label) after the session', 'gym size', 'fEightProteinCookie'],
  // a raw word beside a bread means the cooked dish
  ['turai n 2 paratha in the tiffin', 'north cooked', 'fTwentyTwoLuffa paratha:2'],
  ['kabuli chana, 2 roti n pyaaz, truck stop on the highway', 'north cooked', 'chole roti:2'],
  ['poori masala 3 nos at the tiffin centre', 'tamil cooked', 'puri:3 potatoMasala=alooSabzi'],
  ["shalgam n 3 roti, dinner at nani's in jalandhar", 'punjabi cooked', 'fThreeTurnip roti:3'],
  // counts in number words
  ['mudu chapathi, oka katori dal, rendu arati pandlu', 'telugu numberword', 'roti:3 dal aratiPanduBanana=banana:2'],
  [
    'sokale duto dim-er mamlet, char slice pauruti, ek cup lal cha chini chara',
    'east numberword',
    'mamletOmelette=omelette:2 paurutiBread=bread:4 lalChaTea=tea@125',
  ],
  [
    'moonnu dosa, oru katori sambar, oru glass sambharam',
    'kerala numberword',
    'dosa:3 sambar sambharamButtermilk=buttermilk',
  ],
  ['teen chapati ani ek vati kombdi rassa, kolhapur', 'marathi numberword', 'roti:3 kombdiRassaChicken=chickenCurry'],
];
