// Benchmark meals written on 2026-11-25 blind, as the thirty-seventh blind set after meals-fresh.ts to
// meals-fresh36.ts: a balanced held-out check written without running the engine or reading its code
// or knowledge. Each sentence is one log message of the kind an outside evaluator of an Indian athletes'
// meal parser would most likely write: about half plain everyday logs of Indian athletes (home food of
// UP, Punjab and Haryana, Gujarat, Maharashtra, Tamil Nadu, Andhra, Karnataka, Kerala, Bengal, Odisha,
// Assam, Nagaland, Kashmir and Lucknow, hostel mess, stadium canteen, a Delhi street stall, McDonald's,
// Domino's, KFC, Haldiram's, packaged biscuits and juice, gym food) and half over the hard classes, terse
// and chatty, with typos and Hinglish or romanised Punjabi, Gujarati, Marathi, Tamil, Telugu, Kannada,
// Malayalam, Bengali, Odia, Assamese and Urdu words. Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated
// convention) before and independently of any engine run. None of the sentences is taken from an
// earlier set: each was checked against the earlier sets' texts (no exact repeat, and sentences that
// came too close to an earlier one in wording were replaced by other dishes).
// Mix (50): plain everyday logs (24; plain) and two each of thirteen classes: combinations named with
// their own parts (combo), headers naming the meal and then its list (header), "X made with Y", a
// shake or smoothie of listed parts, a sandwich or wrap with its fillings and a brand with its generic
// food (these four tagged addon), a garnish or small ingredient that is not a full serving (garnish),
// food amid training or match talk whose numbers are no food (talk), legume words next to the unit gram
// (legume), drinks named after their main ingredient (drinkname), stated sizes and a protein figure
// that is not a weight (size), raw vs cooked from context and dry weights (cooked) and counts in number
// words (numberword, Kannada and Telugu; Punjabi, Marathi, Tamil, Odia, Assamese, Bengali and Urdu
// number words also appear in the plain logs).
// Two new reference foods (prefix fThirtySeven, each citing its row in reference-foods.ts): HotWings
// (FNDDS 24167220 chicken wing, fried, coated, fast food; one 22 g wing section) and ChickenSixtyFive (FNDDS
// 24168030 boneless wings with hot sauce; one 35 g piece); every other item is an existing key. Water
// is never counted (no energy), nor is a food the message says was skipped or not eaten. Conventions
// (as meals-fresh36.ts): a katori (vati, bati) = 150 g of a dal, curry, raita or kheer, 120 g of a dry
// sabzi, 100 g of rice; unquantified dal or curry = a katori (150 g); unquantified sabzi = a katori (120
// g); unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar ..."); a cup of
// cooked white rice = 158 g (FNDDS 56205008); a roti = 40 g (FNDDS 51300175 medium); a bhakri or jowar
// rotti = 55 g of roti (meals-fresh35.ts bhakhri); salad beside a meal = 100 g cucumber (meals.ts);
// 250 ml of milk = 258 g, 300 ml = 309 g, 200 ml = 206 g (244 g per 237 ml); juices and sugarcane juice
// 31 g per fl oz (FNDDS); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); LASSI = meals.ts (200 g
// curd + 3 tsp sugar); a spoon (chammach) of sugar = 1 tsp (4.2 g), of ghee 5 g; a side of chutney = 1
// tbsp (its key); raita = curd (meals.ts); a pinch of spice, chaat masala, grated mooli, chopped or
// ringed onion and a squeeze of lemon are not counted. For every meal, in file order:
// plain:
//  1 "kanpur", "nets" no food: 3 roti = 3 × 40 g; aloo baingan ki sabzi unquantified = a katori (120 g)
//    of FNDDS 75217020 eggplant cooked with fat (fTwentyOneEggplant); 1 katori dahi = 150 g (FNDDS
//    11411100).
//  2 do (Punjabi 2) laccha parathe = 2 × 70 g (FNDDS 51300185 paratha); ik katori dal makhani = 150 g
//    of FNDDS 41311030 (dal, as meals.ts "dal makhani"); ik glass lassi = LASSI.
//  3 2 piece handvo = 2 × 87.1 g of INDB OSR146 (fSevenHandvo, an eighth of its cake); 1 glass chaas =
//    250 g (FNDDS 11115100 buttermilk).
//  4 Kolhapur: 1 vati tambda rassa (red mutton curry) = 150 g of FNDDS 27116100 (beefCurry, the
//    reference's mutton-curry proxy); 1 vati pandhra rassa (white mutton broth) = 150 g of INDB ASC232
//    mutton yakhni (fEighteenMuttonYakhni, mutton cooked in a spiced broth); don (Marathi 2) jowar
//    bhakri = 2 × 55 g of roti, one item.
//  5 rendu (Tamil 2) parotta = 2 × 70 g (paratha); chicken 65 "6 pcs" = 6 × 35 g of FNDDS 24168030
//    (fThirtySevenChickenSixtyFive); "TNPL net session" no food.
//  6 gongura mamsam (sorrel-leaf mutton) 1 katori = 150 g of INDB ASC228 spinach mutton (fSixPalakGosht,
//    the nearest greens-with-mutton row), labelled gongura mutton; 2 cups annam = 2 × 158 g.
//  7 puliyogare (tamarind rice) 1 plate = 319.2 g of INDB ASC124 (fSixLemonRice, whose names include
//    pulihora, the same tempered rice), labelled puliyogare rice; 1 katori mosaru = 150 g curd.
//  8 matta rice unquantified = 200 g of the rice key; chemmeen curry unquantified = a katori (150 g) of
//    INDB BFP230 (prawnCurry); cabbage thoran unquantified = a katori (120 g) of INDB ASC181.
//  9 bhaat unquantified = 200 g; shukto unquantified = a katori (120 g) of FNDDS 75440600 vegetable curry
//    (vegCurry); ek bati katla kalia = 150 g of FNDDS 27150320 fish curry.
// 10 Cuttack dahibara aloodum: 4 ta (Odia 4) dahibara, one item = 4 urad vadas (4 × 40 g, FNDDS
//    58175000) + 150 g curd, a katori of the spiced curd they soak in; aloodum unquantified = a katori
//    (150 g) of INDB BFP239 potato curry (fThirtyThreeAlooRasedar); "ranji nets" no food.
// 11 rohu fry ek (Assamese 1) tukura = 67 g fried fish (FNDDS 26100140, fishFry); masoor dail ek bati =
//    150 g of INDB ASC157 (masoorDal); bhaat dui (2) bati = 200 g.
// 12 pork with axone 1 katori = 150 g of FNDDS 27420350 pork and vegetables (fThirtyFourPorkBamboo, the
//    Naga pork proxy); rice unquantified = 200 g.
// 13 4 roti = 4 × 40 g; soya matar unquantified = a katori (150 g) of INDB BFP206; jeera rice
//    unquantified = 2 katori (200 g) of INDB BFP134; boondi raita unquantified = a katori (150 g) of curd
//    (INDB ASC277 boondi raita prints 688 kcal per 100 g, all its frying oil, so it does not win).
// 14 1 veg puff = 115.7 g of INDB BFP545 (fSixVegPuff); a chai = CHAI; "rain delay" no food.
// 15 ram ladoo (fried moong dal fritters) 1 plate "10 pcs" = 10 × 15 g of the pakora key (IFCT gram-dal
//    fritter, its 15 g piece), labelled ram ladoo; the mooli kas (grated radish) on top not counted.
// 16 1 McChicken = 140 g of FNDDS 27540146 (fThreeChickenBurger); a small coke = 372 g (FNDDS 92410310
//    small drink, colaSmall); "3 hr drive" no food.
// 17 3 slices of a Domino's medium pepperoni = 3 × 88 g of FNDDS 58106555 (its 1 piece, medium pizza).
// 18 4 hot wings = 4 × 22 g of FNDDS 24167220 (fThirtySevenHotWings, its 1 drummette); 1 pc hot & crispy
//    = 85 g of FNDDS 24147320 (fTwentySixFriedDrumstick).
// 19 2 motichoor ladoo = 2 × 63 g of FNDDS 91718300 (fThreeLadoo); Haldiram's is the shop.
// 20 5 Hide & Seek = 5 × 10.5 g of FNDDS 53206000 (fFifteenChocoChipCookie); a black coffee = 240 g of
//    FNDDS 92101000; "11 am" no food.
// 21 Real guava juice, 200 ml = 6.76 fl oz × 31 g = 210 g of FNDDS 64203020 guava nectar.
// 22 4 egg ki bhurji = 4 × 55 g of FNDDS 32130010 omelet made with oil (omelette, 1 egg = 55 g; eggs
//    scrambled in oil, as meals.ts "dim bhaji" = omelette); 2 multigrain toast = 2 × 36 g (FNDDS 51601020).
// 23 1 katori rogan josh = 150 g of INDB ASC227; 2 cups rice = 2 × 158 g.
// 24 do (Urdu 2) galouti kebab = 2 × 35 g of FNDDS 23132000 ground lamb (seekhKebab, the minced-mutton
//    kebab proxy), labelled galouti kebab; ek (1) ulta tawa paratha = 70 g (paratha).
// combo:
// 25 thayir vadai: 2 vadai = 2 × 40 g (vada); a katori of thayir = 150 g curd; "morning session" no food.
// 26 poori sagu: 3 poori = 3 × 36 g (FNDDS 51300180); 1 katori sagu = 150 g of FNDDS 75440600
//    vegetable curry (vegCurry; sagu is a curry, so the 150 g katori, as earlier sets' sagu@150).
// header:
// 27 "day 1", "96/2", "38°C" no food: 2 chapati = 2 × 40 g; paneer butter masala unquantified = a katori
//    (150 g) of INDB ASC222; jeera rice unquantified = 200 g of INDB BFP134; salad = 100 g cucumber.
// 28 "3-tier" no food: 3 thepla = 3 × 36.4 g (INDB OSR104); 1 vati dahi = 150 g; chhundo on the side =
//    1 tbsp, 16 g (FNDDS 63409020, sweetChutney).
// addon:
// 29 sheera made with its stated raw parts, one item: 50 g rava = SR26 20066 semolina, dry
//    (fThirtyFourRawSemolina); 2 tsp ghee = 2 × 5 g; 2 tsp sugar = 2 × 4.2 g; the water or milk of the
//    recipe unsaid, none counted.
// 30 2 parathe made with leftover arhar dal = 2 × 76.7 g of INDB ASC101 dal paratha (dalParatha).
// 31 shake, one item: 300 ml milk = 309 g (toned, FNDDS 11112110); 1 scoop whey = 30 g; 2 khajur = 2 ×
//    8 g; 10 badam = 10 × 1.2 g; "6 am run" no food.
// 32 chikoo smoothie, one item: 2 chikoo = 2 × 170 g (SR26 09313 sapodilla, 1 fruit); 200 ml milk = 206
//    g (toned); 1 tsp honey = 7 g.
// 33 sandwich, one item: 2 white bread slices = 2 × 28 g (FNDDS 51101000); 1 cheese slice = 21 g (FNDDS
//    14410110); hari chutney = 1 tbsp, 18.9 g (INDB BFP444).
// 34 wrap, one item: 1 multigrain roti = 40 g of the roti key; 100 g paneer tikka as stated (IFCT L003
//    paneer); 1 tbsp green chutney = 18.9 g (INDB BFP444); the onion rings not counted.
// 35 Nissin Cup Noodles (the brand is its generic instant noodle) 1 cup = 70 g dry of SR26 06583 (the
//    maggi key's single pack); "2 am" no food.
// 36 Amul Taaza (the brand is toned milk) ek glass = 258 g of FNDDS 11112110; "10 baje" no food.
// garnish:
// 37 1 bowl papaya cubes = 1 cup, 145 g (papaya, SR26 09226 1 cup cubes; a bowl of cut fruit taken as
//    its cup, as the fruit-chaat katori); the chaat masala not counted.
// 38 ek katori dahi = 150 g; ek chammach cheeni = 1 tsp, 4.2 g, a spoon stirred in, not a serving;
//    "final" no food.
// talk:
// 39 "120 balls", "135 kph", "3 x 8 min" no food: 2 kela = 2 × 126 g; 1 glass chocolate milk = 250 ml ×
//    31 g per fl oz = 262 g of FNDDS 11511200.
// 40 "112/3", "34 overs" no food: 2 bread butter slices, one item = 2 × 28 g white bread + 2 × 5 g butter
//    (1 tsp a slice); a chai = CHAI.
// legume:
// 41 bengal gram (kala chana) boiled by the stated 100 gram = FNDDS 41302020 chickpeas, no added fat;
//    the onion not counted; "ranchi camp" no food.
// 42 arhar (red gram) dal by the stated 200 gram, cooked = FNDDS 41311030 (dal); 3 phulka = 3 × 40 g;
//    "dinner at 8" no food.
// drinkname:
// 43 imli ka sharbat (tamarind drink, not a tamarind serving) 1 glass = 262 g of FNDDS 92510650
//    (fTwentySevenTamarindDrink, 250 ml × 31 g per fl oz).
// 44 abc juice (apple, beetroot, carrot) ek glass of 250 ml (8.45 fl oz) in equal thirds, one item:
//    87.4 g FNDDS 64104010 apple juice (31 g per fl oz) + 87.4 g FNDDS 73105000 beet juice (31 g per fl
//    oz) + 84.5 g FNDDS 73105010 carrot juice (30 g per fl oz).
// size:
// 45 ganne ka ras, the 400 ml glass = 13.53 fl oz × 31 g = 419 g of FNDDS 92612010 sugar cane beverage.
// 46 ek scoop whey = 30 g (the whey key's scoop); "24 g protein" is its protein, not a weight (FNDDS
//    95230000 at 78.13 g protein per 100 g gives 23.4 g in 30 g); the water not counted.
// cooked:
// 47 arbi beside roti is its sabzi: a katori (120 g) of INDB BFP263 dry arbi (arbi); teen (3) roti = 3 ×
//    40 g.
// 48 50 g dry rajma weighed before soaking = 50 g of SR26 16032 red kidney beans, raw (fTwentyFiveRawRajma),
//    the soaking and cooking water add no energy; 1 cup rice = 158 g.
// numberword:
// 49 eradu (Kannada 2) jolada rotti = 2 × 55 g of roti, one item labelled jolada rotti; mooru (3)
//    ennegayi (stuffed brinjal) = 3 × 55.4 g of INDB ASC187 (fSevenBharliVangi, its 1 brinjal).
// 50 nalugu (Telugu 4) chapatilu = 4 × 40 g; oka (1) katori kodi koora = 150 g of FNDDS 27146150 chicken
//    curry, labelled chicken kodi koora.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH37_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'kanpur, ghar pe lunch after nets - 3 roti, aloo baingan ki sabzi n 1 katori dahi',
    'north plain',
    'roti:3 fTwentyOneEggplant curd',
  ],
  [
    'karnal highway dhabe te do laccha parathe, ik katori dal makhani te ik glass lassi',
    'punjabi plain',
    `paratha:2 dal ${LASSI}`,
  ],
  ['surat ma ravivar ni saanj: 2 piece handvo ane 1 glass chaas', 'gujarati plain', 'fSevenHandvo:2 buttermilk'],
  [
    'kolhapur match nantar - 1 vati tambda rassa, 1 vati pandhra rassa ani don jowar bhakri',
    'marathi plain',
    'tambdaRassa=beefCurry pandhraRassa=fEighteenMuttonYakhni bhakriRoti=roti@110',
  ],
  [
    'rendu parotta n chicken 65 (6 pcs) at a madurai kadai after the TNPL net session',
    'tamil plain',
    'paratha:2 fThirtySevenChickenSixtyFive:6',
  ],
  [
    'gongura mamsam 1 katori tho 2 cups annam, amma vanta, vizag',
    'telugu plain',
    'gonguraMutton=fSixPalakGosht rice@316',
  ],
  [
    'puliyogare 1 plate n 1 katori mosaru, prasada style lunch in mysuru',
    'kannada plain',
    'puliyogareRice=fSixLemonRice curd',
  ],
  ['kochi camp lunch: matta rice, chemmeen curry n cabbage thoran', 'kerala plain', 'rice:2 prawnCurry cabbagePoriyal'],
  [
    'robibar dupure bhaat, shukto ar ek bati katla kalia - maa r haater ranna',
    'bengali plain',
    'rice:2 shukto=vegCurry katlaKalia=fishCurry',
  ],
  [
    'cuttack special after the ranji nets: 4 ta dahibara, upare aloodum',
    'odia plain',
    'dahiBara=vada:4+curd@150 alooDum=fThirtyThreeAlooRasedar',
  ],
  [
    'tezpur camp dinner - rohu fry ek tukura, masoor dail ek bati, bhaat dui bati',
    'assamese plain',
    'fishFry masoorDal rice@200',
  ],
  ['kohima trip - pork with axone 1 katori n rice, super spicy', 'northeast plain', 'fThirtyFourPorkBamboo rice:2'],
  [
    'hostel mess dinner: 4 roti, soya matar, jeera rice, boondi raita',
    'north plain',
    'roti:4 fSixSoyaMatar jeeraRice:2 raita=curd',
  ],
  ['stadium canteen - 1 veg puff n a chai, rain delay', 'north plain', `fSixVegPuff ${CHAI}`],
  ['ram ladoo 1 plate (10 pcs) with mooli kas, lajpat nagar', 'north plain', 'ramLadoo=pakora:10'],
  [
    'mcchicken n a small coke at the highway mcd, 3 hr drive to indore',
    'western plain',
    'fThreeChickenBurger colaSmall',
  ],
  [
    'movie night in the team hotel: 3 slices of a dominos medium pepperoni',
    'western plain',
    'fThirtyFourPepperoniPizza@264',
  ],
  [
    'kfc - 4 hot wings n 1 pc hot & crispy, sunday cheat meal',
    'western plain',
    'fThirtySevenHotWings:4 fTwentySixFriedDrumstick',
  ],
  ["2 motichoor ladoo from haldiram's, diwali at the academy", 'north plain', 'fThreeLadoo:2'],
  ['5 hide & seek biscuits n a black coffee, 11 am', 'snack plain', 'fFifteenChocoChipCookie:5 blackCoffee'],
  ['real guava juice, the 200 ml one, in the dressing room', 'drink plain', 'fFiveGuavaNectar@210'],
  ['post gym: 4 egg ki bhurji n 2 multigrain toast', 'gym plain', 'omelette:4 fTwelveMultigrainBread:2'],
  ['srinagar camp dinner: 1 katori rogan josh n 2 cups rice', 'kashmiri plain', 'roganJosh rice@316'],
  ['aminabad mein do galouti kebab aur ek ulta tawa paratha', 'lucknowi plain', 'galoutiKebab=seekhKebab:2 paratha'],
  // combinations named with their own parts
  [
    'thayir vadai - 2 vadai soaked in a katori of thayir, sangeetha after the morning session',
    'tamil combo',
    'vada:2 curd',
  ],
  ['poori sagu: 3 poori n 1 katori sagu, darshini near chinnaswamy', 'kannada combo', 'puri:3 sagu=vegCurry@150'],
  // headers naming the meal, then its list
  [
    'lunch break, day 1 (96/2 at lunch, 38°C) → 2 chapati, paneer butter masala, jeera rice, salad',
    'north header',
    'roti:2 paneerButterMasala jeeraRice:2 cucumber',
  ],
  [
    'dabba from ghar (the 3-tier steel one): 3 thepla, 1 vati dahi n chhundo on the side',
    'gujarati header',
    'thepla:3 curd sweetChutney',
  ],
  // "X made with Y", a shake, a smoothie, a wrap, a sandwich, brands
  [
    'sheera made with 50 g rava, 2 tsp ghee n 2 tsp sugar, mummy ka recipe',
    'west addon',
    'sheera=fThirtyFourRawSemolina@50+ghee:2+sugar:2',
  ],
  ['2 parathe made with kal ki bachi hui arhar dal, subah ka nashta', 'north addon', 'dalParatha:2'],
  [
    'shake: 300 ml milk, 1 scoop whey, 2 khajur, 10 badam - blended b4 the 6 am run',
    'gym addon',
    'shake=milk@309+whey+dates:2+almonds:10',
  ],
  [
    'chikoo smoothie – 2 chikoo, 200 ml milk, 1 tsp honey, no sugar, hostel mixie',
    'gym addon',
    'smoothie=fTwentySevenSapodilla:2+milk@206+honey',
  ],
  [
    'canteen ka chutney-cheese sandwich: 2 white bread slice, 1 cheese slice, hari chutney',
    'west addon',
    'sandwich=bread:2+cheeseSlice+greenChutney',
  ],
  [
    'wrap: 1 multigrain roti, 100 g paneer tikka, onion rings n 1 tbsp green chutney',
    'north addon',
    'wrap=roti+paneer@100+greenChutney',
  ],
  ['nissin cup noodles masala, 1 cup, airport lounge at 2 am', 'travel addon', 'noodles=maggi'],
  ['ek glass amul taaza thanda, raat 10 baje', 'north addon', 'milk'],
  // garnish
  ['1 bowl papaya cubes, upar thoda chaat masala', 'north garnish', 'papaya'],
  ['ek katori dahi with ek chammach cheeni, final se pehle shagun', 'north garnish', 'curd sugar'],
  // food amid training or match talk
  [
    'faced 120 balls off the bowling machine at 135 kph, 3 x 8 min spells. then 2 kela n 1 glass chocolate milk',
    'gym talk',
    'banana:2 chocolateMilk@262',
  ],
  [
    'tea break at 112/3 after 34 overs - had 2 bread butter slices n a chai',
    'north talk',
    `breadButter=bread:2+butter:2 ${CHAI}`,
  ],
  // legume words next to the unit gram
  [
    'bengal gram (kala chana) boiled 100 gram, chaat style with onion, ranchi camp',
    'east legume',
    'chickpeasBoiled@100',
  ],
  ['arhar (red gram) dal 200 gram + 3 phulka, dinner at 8', 'north legume', 'dal@200 roti:3'],
  // drinks named after their main ingredient
  ['imli ka sharbat 1 glass at the thela near the ground', 'north drinkname', 'fTwentySevenTamarindDrink'],
  [
    'abc juice ek glass, thrissur la juice kada',
    'kerala drinkname',
    'abcJuice=appleJuice@87.4+fFiveBeetJuice@87.4+carrotJuice@84.5',
  ],
  // stated sizes, pack weights, a protein figure
  ['ganne ka ras, the bada 400 ml glass, outside the stadium gate', 'north size', 'sugarcaneJuice@419'],
  ['ek scoop whey, 24 g protein wala, paani mein, leg day ke baad', 'gym size', 'whey'],
  // raw vs cooked, dry weights
  ['arbi aur teen roti, hostel lunch', 'north cooked', 'roti:3 arbi'],
  [
    '50 g dry rajma, soaked overnight n pressure cooked, with 1 cup rice',
    'gym cooked',
    'fTwentyFiveRawRajma@50 rice@158',
  ],
  // counts in number words
  [
    'eradu jolada rotti, mooru ennegayi - hubli camp oota',
    'kannada numberword',
    'joladaRotti=roti@110 ennegayiBrinjal=fSevenBharliVangi:3',
  ],
  [
    'nalugu chapatilu, oka katori kodi koora - hostel mess, warangal',
    'telugu numberword',
    'roti:4 chickenKodiKoora=chickenCurry',
  ],
];
