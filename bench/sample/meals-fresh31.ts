// Benchmark meals written on 2026-11-25 blind, as the thirty-first blind set after meals-fresh.ts
// to meals-fresh30.ts, written without running the engine or reading its code or knowledge: each
// sentence is one log message of the kind an outside evaluator of an Indian athletes' meal parser
// would write to test its hard classes, as if typed by many different athletes (terse, chatty, with
// training, match and travel talk, typos and abbreviations such as n, w/, b4, lol, →; Hinglish and
// romanised Bengali, Tamil, Telugu, Malayalam, Kannada, Gujarati, Marathi, Punjabi, Urdu and Nepali
// words; some with exact grams). Each reference was chosen from cited rows (reference-foods.ts:
// FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated convention) before and
// independently of any engine run. None of the sentences is taken from an earlier set; each was
// checked against the earlier sets' texts so that no situation and phrasing repeats.
// Mix (60): North, Punjabi and Haryanvi food (13), South (Tamil, Telugu, Kannada, Kerala,
// Hyderabadi: 10), West (Marathi, Gujarati, Mumbai: 9), East and Bangladesh (4), Pakistan (7), Sri
// Lanka (2), Nepal (1) and gym, travel or western food (14), over eleven classes: combinations
// named with their own parts (6; combo), headers naming the meal and then its list (6; header), "X
// made with Y", a smoothie or shake of listed parts, a sandwich / wrap and its fillings and a brand
// with its generic food (6; addon), an ingredient or garnish that is not a full extra serving (6;
// garnish), food amid training, match or travel talk whose words and numbers are no food (6; talk),
// drinks named after their main ingredient (6; drinkname), stated sizes and pack weights (5; size),
// legume words next to the unit gram (5; legume), raw vs cooked from context (5; cooked), counts in
// number words (5; numberword) and plain everyday logs (4; plain).
// Two new reference foods: fThirtyOneDryUrad (INDB ASC154 dry washed urad, the Pakistani daal mash:
// 124.71 kcal/100 g, 1 bowl = 143.2 g) and fThirtyOneRawMothBeans (SR26 16078 moth beans, raw, for
// matki weighed dry: 343 kcal/100 g, 1 cup = 196 g); every other item is an existing key.
// Conventions and proxies used here, each for the meal that names it (katori = 150 g of a curry or
// dal, 120 g of a dry sabzi, 100 g of rice; a bowl = 250 g, meals.ts "1 bowl dal"):
// combo: bhuna khichuri 1 plate = 250 g of FNDDS 41311040 (khichdi; meals.ts "pongal 1 plate") and
// 1 bati gorur mangsho = a katori of FNDDS 27116100 beef curry (150 g); the chicken rice bowl by
// its stated weights (FNDDS 24123301 grilled chicken, 56205008 rice, 72201211 broccoli); aloo anday
// ka salan with 2 eggs in 1 pyali = 2 × 50 g of FNDDS 31103010 + 100 g of INDB ASC190 aloo matar as
// the potato gravy, one item (meals.ts egg curry = 2 eggs + 100 g gravy), and 2 chapati = 2 × 40 g;
// chapli kabab 2 = 2 × 85 g of FNDDS 21500310 (fThreeChapliKabab) and 1 naan = 90 g; half plate
// lemon rice = half of INDB ASC124's plate (319.2 g) and half plate curd rice = half of INDB
// ASC126's plate (216.2 g); pittu 2 = 2 × (60 g rice flour + 20 g desiccated coconut), SR26 20061
// and 12108, as the puttu of earlier sets, and kiri hodi unquantified = 100 g of yogurt (meals.ts
// "string hoppers with kiri hodi").
// header: 3 chapathi = 3 × 40 g and aloo palya rolled inside, no amount = a katori of FNDDS
// 71103030 (alooSabzi, 120 g), 1 apple = 200 g ("day 1" no amount); 2 khajoor = 2 × 8 g, 1 bowl
// doodh pheni (fine vermicelli in sweet milk) = 250 g of INDB ASC285 vermicelli kheer and 1 ubla
// anda = 50 g ("3:50" no amount); 2 hash browns = 2 × 55 g, 2 fried eggs = 2 × 55 g, half cup baked
// beans = 130 g of FNDDS 41201020 (1 cup = 260 g) and a flat white = 240 g of FNDDS 92101900 latte
// (its 1 cup of 8 fl oz; a flat white is a small milk coffee); 180 g salmon by weight (FNDDS
// 26137120), 1 cup quinoa = 170 g of FNDDS 56204005 and sauteed spinach unquantified = a katori of
// FNDDS 72125217 (120 g) ("meal 5", "9 pm" no amounts); 2 ruti = 2 × 40 g, sobji = a katori of
// FNDDS 75440600 (120 g), 1 dim sheddho = 50 g and cha = meals.ts CHAI (a tea cup: 62 g milk + 60 g
// tea + 1 tsp sugar); 3 poli = 3 × 40 g, 1 vati batatyachi bhaji = 120 g of alooSabzi, 1 vati varan
// = a katori of dal (150 g) and salad = 100 g of cucumber (meals.ts salad).
// addon: the protein smoothie = 1 scoop whey (30 g) + 1 cup frozen mixed berries = 150 g of FNDDS
// 63203010 blueberries (1 cup = 150 g) + 200 ml almond milk (206 g of FNDDS 11350020), one item;
// Ching's instant noodles 1 pack = one instant-noodle pack (SR26 06583 proxy, 70 g, the maggi key),
// not a brand plus a plate; the chicken frankie = 1 roti (40 g) + 80 g chicken tikka (FNDDS
// 24123301 grilled chicken) + 1 tbsp mayo (13.8 g), one item, the onions not counted; the dates
// shake = 4 × 8 g dates + 250 ml milk (258 g of FNDDS 11112110), one item, no sugar; Amul Gold 1
// glass = 258 g of SR26 01108 buffalo milk (Amul Gold is standardised to 6 % fat, nearer buffalo
// milk's 6.9 % than FNDDS whole milk's 3.25 %), one glass of milk, not a brand plus milk; the club
// sandwich = 3 × 28 g white toast + 60 g chicken breast (FNDDS 24122131) + 1 fried egg (55 g) + 1
// cheese slice (21 g), one item, the lettuce not counted.
// garnish: chicken biryani 1 plate = 300 g and 1 boiled egg = 50 g, the birista (fried onion on
// top) not counted as it is the dish's own garnish; 3 hoppers = 3 × 50 g of FNDDS 55702100 dosa
// (meals.ts "3 appam") and "a small spoon" of katta sambol = 5 g of INDB OSR083 onion chutney (the
// seeni / sambol proxy); haleem 1 bowl = 250 g of beef curry (meals.ts haleem) and 1 naan = 90 g,
// the adrak, hari mirch and lemon not counted; 1 cup papaya = 145 g, 1 apple = 200 g and a drizzle
// of honey = 1 tsp (7 g), the chaat masala not counted; sabudana khichdi unquantified = 1 bowl of
// INDB OSR099 (271.4 g), the crushed peanuts not added (its recipe already holds half a cup of
// peanuts) nor the lemon; kesari bath 1 plate = 1 serving of INDB OSR014 (176.7 g), the cashews on
// top not added (its recipe already holds 20 cashews).
// talk: "7-1-22-3", "league game" no amounts, chicken pulao 1 plate = 300 g of INDB BFP142; "3x5 @
// 85", "4x6 @ 45", "20 min" no amounts, 300 g greek yogurt by weight and 1 tbsp honey = 21 g (SR26
// 19296); "UK 829", "14:05", "gate 38" no amounts, a butter croissant = 57 g and a cappuccino = 360
// g (FNDDS small); "3 catches", "1 drop", "12 runs" no amounts, 3 roti = 120 g, palak paneer = a
// katori (150 g) and 1 katori dal = 150 g; "2 hrs", "7 raid points" no amounts, 4 roti = 160 g and
// 1 katori rajma = 150 g; "32 km", "1:40" no amounts, 10 buff momo = 10 × 37 g of FNDDS 58112510
// meat dumpling (the momo key; buff = buffalo meat).
// drinkname: kabbu (sugarcane) juice 1 glass = 262 g of FNDDS 92612010; tetul er shorbot (tamarind
// sharbat) ek glass = 262 g of FNDDS 92510650; sada thandai 1 glass = 253.5 g of INDB OSR005;
// amrood ka juice packet wala 1 glass = 262 g of FNDDS 64203020 guava nectar; jeera nu paani 1
// glass = 250 g of INDB ASC010 jeera water; saib ka juice aik glass = 262 g of FNDDS 64104010 apple
// juice.
// size: Kurkure by the stated 75 g (SR26 19008 proxy); Whopper Jr meal = 1 Whopper Jr (135 g of
// FNDDS 27510552) + small fries (110 g) + small pepsi (372 g of FNDDS 92410310); Paper Boat aamras
// 250 ml = 262 g of FNDDS 64204010 mango nectar (the mangoDrink key; 1 fl oz = 31 g); Doritos by
// the stated 80 g = FNDDS 54401085 flavoured tortilla chips; 2 slices of a large pizza = 2 × 119 g
// of FNDDS 58106225 (cheese pizza, the proxy for a pepperoni one; "4 of us" no amount).
// legume: white daal mash (washed black gram) 1 pyali = 143.2 g of INDB ASC154 (fThirtyOneDryUrad)
// and 2 tandoori roti = 2 × 52 g (rotiLarge, as earlier sets); cherupayar (green gram) payasam 1
// katori = 150 g of INDB ASC291; red gram dal by the stated 100 gram cooked = FNDDS 41311030 (dal)
// and 1 tsp ghee = 5 g; bengal gram by the stated 45 gram dry = SR26 16056 chickpeas raw
// (fThirteenRoastedGram), its 1 tsp oil = 4.5 g and 2 phulka = 80 g; black gram papad by the stated
// 18 gram = FNDDS 41311000 and 1 katori khichdi = 150 g.
// cooked: moong beside phulka = a katori of cooked whole moong dal (INDB BFP178, 150 g) and 2
// phulka = 80 g; aloo beside parathay = a katori of alooSabzi (120 g) and 2 parathay = 2 × 70 g;
// matki by the stated 50 g dry wt = SR26 16078 (fThirtyOneRawMothBeans), 1 tsp oil = 4.5 g and 2
// pav = 2 × 43 g; the khichdi by its raw weights = 70 g of SR26 20044 raw rice + 30 g of SR26 16080
// raw mung beans + 1 tsp ghee (5 g), one item; palak beside makki di roti = a katori of FNDDS
// 72125217 spinach cooked with oil (120 g) and 2 makki di roti = 2 × 85 g of INDB ASC150.
// numberword: rendu (Tamil 2) parotta = 2 × 70 g (paratha), oru (1) kalakki (a soft one-egg
// scramble) = 1 × 55 g omelette and oru tea = meals.ts CHAI; moodu (Telugu 3) idli = 3 × 40 g,
// rendu (2) vada = 2 × 40 g and konchem (a little) kobbari chutney = 1 tbsp of INDB ASC386 (25.3
// g); naalu (Malayalam 4) dosa = 4 × 80 g and chammanthi unquantified = 2 tbsp of coconut chutney
// (2 × 25.3 g, as earlier sets' chutney beside dosa / pongal); char (Gujarati 4) rotli = 4 × 40 g
// and ek vaadki kadhi = 150 g of the kadhi key (FNDDS 41311030, meals.ts kadhi), the khichdi said
// as not eaten not counted; char (Marathi 4) chapati = 4 × 40 g, ek vati amti = a katori of dal
// (150 g) and thoda bhaat = 50 g of rice (earlier sets' "thodo bhaat").
// plain: rice unquantified in a Bengali fish meal = 2 katori (200 g; meals.ts "bhaat, dal, maacher
// jhol"), a fish fry = 67 g (fishFry) and dal = a katori (150 g); dal = 150 g, rice beside dal =
// 1.5 katori (150 g; meals.ts "daal chawal"), bhindi = a katori of INDB BFP269 (120 g) and curd = a
// katori (150 g); veg pulao = 250 g of FNDDS 58160000 and raita = 100 g of curd (meals.ts "veg
// pulao with raita") and papad = 9 g; upma unquantified = 170 g (FNDDS 58174000, 1 cup) and coffee
// = meals.ts COFFEE.
import type { SampleMeal } from './meals';

const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH31_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'bhuna khichuri ar gorur mangsho, kurbani-r dupure - 1 plate khichuri, 1 bati mangsho',
    'bangladeshi combo',
    'khichdi@250 gorurMangsho=beefCurry',
  ],
  [
    'chicken rice bowl after the gym: 150 g grilled chicken over 200 g cooked rice + 100 g steamed broccoli',
    'gym combo',
    'grilledChicken@150 rice@200 broccoli@100',
  ],
  [
    'aloo anday ka salan aur 2 chapati - 1 pyali salan jis mein 2 anday the, ammi ke haath ka',
    'pakistani combo',
    'alooAnday=egg:2+alooMatar@100 roti:2',
  ],
  [
    'chapli kabab naan at namak mandi, peshawar - 2 chapli aur 1 naan, team dinner',
    'pakistani combo',
    'fThreeChapliKabab:2 naan',
  ],
  ['lemon rice-curd rice combo from the mess: half plate of each', 'south combo', 'fSixLemonRice@159.6 curdRice@108.1'],
  [
    'pittu n kiri hodi - 2 pittu with kiri hodi, boarding house in jaffna',
    'srilankan combo',
    'pittu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 kiriHodi=curd@100',
  ],
  // headers naming the meal, then its list
  [
    'tiffin for day 1 of the KSCA game: 3 chapathi rolled with aloo palya inside n 1 apple',
    'kannada header',
    'roti:3 palya=alooSabzi apple',
  ],
  [
    'sehri (alarm @ 3:50 lol): 2 khajoor, 1 bowl doodh pheni n 1 ubla anda',
    'pakistani header',
    'dates:2 pheni=vermicelliKheer@250 egg',
  ],
  [
    'brekkie buffet, perth tour: 2 hash browns, 2 fried eggs, half cup baked beans n a flat white',
    'western header',
    'fTwelveHashBrown:2 friedEgg:2 fTwelveBakedBeans@130 flatWhite=fTwentySixLatte@240',
  ],
  [
    'meal 5 @ 9 pm → 180 g salmon, 1 cup quinoa, sauteed spinach',
    'gym header',
    'fTwelveSalmon@180 quinoa spinachCooked',
  ],
  [
    'breakfast at the BKSP mess: 2 ruti, sobji, 1 dim sheddho ar cha',
    'bangladeshi header',
    'roti:2 sobji=vegCurry egg cha=milk@62+tea+sugar',
  ],
  [
    'dabba for the ranji camp - 3 poli, 1 vati batatyachi bhaji, 1 vati varan ani salad',
    'west header',
    'poli=roti:3 batatyachiBhaji=alooSabzi varan=dal salad=cucumber',
  ],
  // "X made with Y", a smoothie or shake of listed parts, a sandwich / wrap and its fillings, a brand and its generic food
  [
    'protein smoothie: 1 scoop whey, 1 cup frozen mixed berries, 200 ml almond milk, blitzed',
    'gym addon',
    'smoothie=whey+fFiveBlueberries@150+almondMilk@206',
  ],
  ["Ching's schezwan instant noodles, 1 pack, made in the kettle at the hotel", 'north addon', 'noodles=maggi'],
  [
    'chicken frankie made with 1 roti, 80 g chicken tikka, onions n 1 tbsp mayo',
    'west addon',
    'frankie=roti+grilledChicken@80+mayonnaise',
  ],
  ['dates shake made w/ 4 khajoor n 250 ml milk, no sugar, pre-session', 'gym addon', 'shake=dates:4+milk'],
  ['Amul Gold 1 glass, chilled, after the yo-yo test', 'west addon', 'amulGold=buffaloMilk'],
  [
    'club sandwich: 3 slices toast, 60 g chicken, 1 fried egg, 1 cheese slice n lettuce',
    'western addon',
    'clubSandwich=bread:3+chickenBreast@60+friedEgg+cheeseSlice',
  ],
  // an ingredient or garnish that is not a full extra serving
  ['chicken biryani 1 plate w/ birista on top n 1 boiled egg, hyd', 'hyderabadi garnish', 'chickenBiryani egg'],
  [
    '3 hoppers with a small spoon of katta sambol, dinner in negombo',
    'srilankan garnish',
    'hoppers=dosa@150 kattaSambol=fTwentyEightOnionChutney@5',
  ],
  [
    'haleem ek bowl, upar adrak, hari mirch aur lemon + 1 naan, burns road',
    'pakistani garnish',
    'haleem=beefCurry@250 naan',
  ],
  [
    'fruit plate - 1 cup papaya, 1 apple, chaat masala sprinkled n a drizzle of honey',
    'gym garnish',
    'papaya apple honey',
  ],
  ['sabudana khichdi w/ crushed peanuts n a squeeze of lemon, ekadashi vrat', 'west garnish', 'sabudanaKhichdi'],
  [
    'kesari bath 1 plate with cashews on top, sunday bfast at the darshini in malleshwaram',
    'kannada garnish',
    'kesariBath',
  ],
  // food amid training, match or travel talk
  [
    'figures of 7-1-22-3 in the league game today 😎 chicken pulao 1 plate after',
    'north talk',
    'fTwentyTwoChickenPulao',
  ],
  [
    'bench 3x5 @ 85, OHP 4x6 @ 45, 20 min bike. post: 300 g greek yogurt + 1 tbsp honey',
    'gym talk',
    'greekYogurt@300 honey@21',
  ],
  [
    'UK 829 DEL→GOI boarding 14:05 at gate 38; a butter croissant n a cappuccino at the cafe',
    'travel talk',
    'croissant cappuccino',
  ],
  [
    '3 catches at slip, 1 drop 😬 lost by 12 runs. dinner - 3 roti, palak paneer, 1 katori dal',
    'north talk',
    'roti:3 palakPaneer dal',
  ],
  ['kabaddi scrim 2 hrs, 7 raid points lol. raat ko 4 roti n 1 katori rajma', 'haryana talk', 'roti:4 rajma'],
  ['32 km ride dhulikhel to KTM in 1:40 on the cycle, then 10 buff momo at the chowk', 'nepali talk', 'momo:10'],
  // drinks named after their main ingredient
  ['kabbu juice 1 glass at KR market, after the morning nets', 'kannada drinkname', 'kabbuJuice=sugarcaneJuice'],
  ['tetul er shorbot ek glass, iftar e', 'bangladeshi drinkname', 'fTwentySevenTamarindDrink'],
  ['sada thandai 1 glass, holi ki subah, bhang nahi 😅', 'north drinkname', 'thandai'],
  ['amrood ka juice 1 glass, packet wala, nets ke baad', 'north drinkname', 'fFiveGuavaNectar'],
  ['jeera nu paani 1 glass savare, khali pet', 'gujarati drinkname', 'fSixJeeraWater'],
  ['saib ka juice aik glass, anarkali bazaar se', 'pakistani drinkname', 'appleJuice'],
  // stated sizes and pack weights
  ['Kurkure chilli chatka 75 g pack, all of it, bus to indore', 'north size', 'kurkure@75'],
  [
    'Whopper Jr meal at the highway BK - small fries n a small pepsi',
    'travel size',
    'fTwentySevenWhopperJr friesSmall colaSmall',
  ],
  ['Paper Boat aamras 250 ml pack on the drive to the ground', 'west size', 'aamras=mangoDrink@262'],
  ['Doritos nacho cheese 80 g pack, IPL auction night', 'western size', 'doritos=tortillaChips@80'],
  ['large pepperoni between 4 of us at the mall, i had 2 slices', 'western size', 'pizzaSliceLarge:2'],
  // legume words next to the unit gram
  [
    'white daal mash (washed black gram) 1 pyali aur 2 tandoori roti, gawalmandi',
    'pakistani legume',
    'fThirtyOneDryUrad tandooriRoti=rotiLarge:2',
  ],
  ['cherupayar (green gram) payasam 1 katori at the church perunnal', 'kerala legume', 'fTwentyEightMoongKheer'],
  ['red gram dal 100 gram cooked, weighed it, + 1 tsp ghee', 'gym legume', 'dal@100 ghee'],
  [
    'bengal gram (desi chana) 45 gram weighed dry, sukha curry w/ 1 tsp oil, 2 phulka',
    'north legume',
    'fThirteenRoastedGram@45 oil roti:2',
  ],
  ['black gram papad, roasted, ~18 gram total, with 1 katori khichdi', 'north legume', 'papad@18 khichdi@150'],
  // raw vs cooked from context
  ['moong with 2 phulka, light dinner b4 the match', 'north cooked', 'moong=wholeMoong roti:2'],
  ['aloo aur 2 parathay, motorway service area pe', 'pakistani cooked', 'aloo=alooSabzi paratha:2'],
  [
    'matki 50 g dry wt, sprouted, usal made w/ 1 tsp oil, + 2 pav',
    'west cooked',
    'fThirtyOneRawMothBeans@50 oil pav:2',
  ],
  [
    'khichdi from 70 g rice n 30 g moong dal, weighed raw, 1 tsp ghee',
    'gym cooked',
    'khichdi=fTwentyRawRice@70+fTwentySevenRawMoong@30+ghee',
  ],
  ['palak te 2 makki di roti, pind vich', 'punjabi cooked', 'palak=spinachCooked fThreeMakkiRoti:2'],
  // counts in number words
  [
    'rendu parotta, oru kalakki, oru tea - midnight kadai near the ground',
    'tamil numberword',
    'parotta=paratha:2 kalakki=omelette tea=milk@62+tea+sugar',
  ],
  [
    'moodu idli, rendu vada, konchem kobbari chutney',
    'telugu numberword',
    'idli:3 vada:2 kobbariChutney=coconutChutney',
  ],
  ['naalu dosa um chammanthi um, thrissur lodge', 'malayalam numberword', 'dosa:4 chammanthi=coconutChutney:2'],
  ['char rotli ane ek vaadki kadhi, khichdi nahi aaje', 'gujarati numberword', 'rotli=roti:4 kadhi'],
  ['char chapati, ek vati amti ani thoda bhaat', 'marathi numberword', 'chapati=roti:4 amti=dal rice@50'],
  // plain everyday logs
  ['rice, fish fry n dal', 'east plain', 'rice:2 fishFry dal'],
  ['dal, rice, bhindi, curd', 'north plain', 'dal rice:1.5 bhindiFry curd'],
  ['veg pulao, raita n papad', 'north plain', 'vegBiryani@250 curd@100 papad'],
  ['upma n coffee', 'south plain', `upma ${COFFEE}`],
];
