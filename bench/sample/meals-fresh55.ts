// Benchmark meals written on 2026-11-25 blind, as the fifty-fifth blind set after meals-fresh.ts to
// meals-fresh54.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a bebe's kitchen
// in a Moga village, a bua's house in Bareilly, a kakima's kitchen in Durgapur, a mother's house in
// Kannur, an amma's cooking in Salem, an aunt's house in Guntur, a grandmother's house in Mysuru, an
// uncle's house in Kolhapur, a mami's house in Bhavnagar, a Jabalpur camp mess, Tolichowki on a
// Hyderabad trip, Domino's after a fielding drill, a gym, a hostel bedtime, a college canteen, a team
// bus, a tapri outside Wankhede, a mall on an off day, Murugan Idli Shop in T Nagar, a Rohtak home, a
// Delhi chole-chawal, a tapri outside Pune station, a Bengali hostel Sunday, a pre-nets nashta, a mess
// lunch, an amma-packed tiffin for the bus, a 10k, leftovers, a hotel buffet before a weigh-in, a T20
// knock and a roll corner, a deadlift session, the Rajdhani to Howrah, a hostel dhaba-style dinner,
// beach sprints at Marina, a light supper, a juice thela by an academy, Sector 17 market, a Tamil
// summer, a canteen fridge, CCD at an airport, PVR, a Punjabi winter afternoon, a lazy Sunday, a PG
// aunty, a Bhubaneswar home, a Kozhikode bus stand hotel, a Vijayawada tiffin), terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, w, sesh, pb, hyd, ccd, pvr, pg, irctc,
// x2, x3, t20, 10k, margarita, cofee, omlette, sandwitch, cappucino, samose), in plain English, Hinglish
// and romanised Punjabi, Bengali, Malayalam, Tamil, Telugu, Kannada, Marathi, Gujarati and Odia words
// (21 of 50, 42 %, not plain English). Each reference was chosen from cited rows (reference-foods.ts:
// FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated convention) before
// and independently of any engine run. None of the sentences is taken from an earlier set: each was
// written new and checked against the earlier sets' 3,385 texts (character similarity, word overlap
// and shared runs of four words), and rewritten where it came near one (a first "kappa n meen curry",
// "sambar vada", "karela n 2 roti", "lobia with rice", "moong n rice", "kannur ... cabbage thoran, oru
// pappadam pinne oru glass moru" and "macher jhol bhaat ... ek bati ... dui bati bhaat" were dropped or
// rewritten for that; only stock phrases such as "a katori of rice" or a bar's "60 g, 20 g protein"
// are shared).
// Mix (50): 20 plain everyday logs (home food of Punjab, Uttar Pradesh, Bengal, Kerala, Tamil Nadu,
// Andhra, Karnataka, Maharashtra, Gujarat and Haryana; a camp mess breakfast, a Hyderabadi biryani,
// Domino's, a gym snack, milk and home laddoos, a college canteen, packaged snacks by brand and grams, a
// Mumbai egg tapri, a mall corn cup, a Chennai idli shop) and 30 over ten hard classes, three each:
// combinations named with their own parts (combo: chole-chawal, bhurji-pav, macher jhol-bhaat),
// headers naming the meal then its list (header: a nashta list, a mess lunch, a tiffin box), a
// smoothie, a sandwich with its filling and a brand with its generic food (addon: chikoo smoothie,
// tandoori chicken sandwich, Tropicana orange), an ingredient or garnish that is not a full serving
// (garnish: sev on upma, a ghee tadka, badam-pista on kheer), food amid training, match or travel talk
// whose numbers are no food (talk: a T20 score, lifting sets, a train berth and hours), legume names
// with "gram" next to a weight in grams (legume: whole black gram, bengal gram sundal, split green
// gram), drinks named after their main ingredient (drinkname: mosambi, beetroot, nannari), a stated
// bottle size, a large cup and a "20 g protein" bar with its stated weight, and a small order (size),
// the cooked dish meant by a raw word beside a bread or rice (cooked: baingan, matar, mushroom) and
// counts in number words (numberword: Odia, Malayalam and Telugu; Punjabi, Bengali, Malayalam, Tamil,
// Kannada, Marathi and Gujarati number words also appear in plain, combo and drinkname meals, tagged
// so).
// Four new reference foods (prefix fFiftyFive, each citing its row in reference-foods.ts): OnionRaita
// (INDB OSR090 onion raita, a katori = 150 g), AttaLadoo (INDB BFP571 wheat flour and nuts ladoo, 1
// ladoo = 36.25 g), ButterCorn (FNDDS 75216135 corn cooked with butter, 1 cup = 170 g; a mall corn cup)
// and MoviePopcorn (FNDDS 54403006 movie theater popcorn, unbuttered, 1 small order = 88 g); every other
// item is an existing key. Water is never counted (no energy), nor are raw onion (kachha pyaaz) beside a
// dish, a dab of mango pickle (aam ka achaar), lemon (nimbu), salt and pepper, or the spices of a dish;
// scores, overs, sets, reps, kg lifted, km, minutes, hours, a coach and berth number and a weigh-in time
// are no food.
// Conventions, as meals-fresh50.ts to meals-fresh54.ts: a katori (bati) = 150 g of a dal, curry, kadhi,
// kheer, raita or curd and 120 g of a dry sabzi (palya, thoran, shaak, kura, roast), 100 g of rice;
// unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified
// rice (bhaat, choru, saadham, annam, anna, chawal) in a meal = 2 katori, 200 g, also of jeera rice; a
// roti, phulka, rotli, ruti or chapathi = 40 g (FNDDS 51300175 medium); a jowar bhakri = 55 g of roti
// (meals-fresh10.ts "2 jowar bhakri" = roti@110); a puri or poori = 36 g (FNDDS 51300180); a plate of
// poha = 180 g; a plate of upma = 200 g (meals.ts "upma one plate"); a plate of biryani = 300 g; a
// chutney said without an amount = 1 tbsp; a spoon (chammach) or a blob of ghee or butter = 1 tsp, 5 g,
// and "a little" butter the same; a glass of chaas or moru = 250 g; a glass of milk (doodh) = 258 g (250
// ml); ml of milk × 244/237 g (FNDDS 11112110), so 200 ml = 205.9 g; ml of a soft drink × 31 g per fl
// oz (29.57 ml) as its FNDDS row, so 600 ml = 628.9 g; a glass of a juice or sharbat = its key's 250 ml
// glass; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); an egg roll = 1 paratha + a one-egg
// omelette (meals-fresh.ts "kolkata egg roll"); mutton curries (tambda rassa, gongura mamsam) =
// FNDDS 27116100 (beefCurry, the red-meat curry proxy); the egg curry of "2 mutta / duto dim"
// = 2 × the one-egg INDB BFP240 bowl (meals-fresh54.ts "the 2 egg portion"); matar beside a bread =
// matar ki sabzi (meals-fresh6.ts and meals-fresh17.ts, fSixMatarSabzi). For every meal, in file order:
// plain:
//  1 kaddu di khatti-mitthi sabzi = a katori (120 g) of FNDDS 73201020 (fFivePumpkin, kaddu sabzi);
//    panj (Punjabi 5) phulke = 5 × 40 g of roti; dahi di katori = 150 g of FNDDS 11411100 (curd).
//  2 2 aloo parathas = 2 × 93.4 g of INDB ASC098 (alooParatha); a blob of white butter = 1 tsp, 5 g of
//    FNDDS 81101000 (butter, as meals-fresh50.ts "a spoon of white butter"); curd unquantified = a
//    katori (150 g).
//  3 bhaat = 200 g of FNDDS 56205008 (rice); muger dal = a katori (150 g) of INDB ASC151
//    (fTwentyFiveMoongDal, its "muger dal"); duto (Bengali 2) dim diye dalna (egg curry with two eggs) =
//    2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg with its gravy).
//  4 ayala (mackerel) curry = a katori (150 g) of FNDDS 27150320 (fishCurry); choru = 200 g of rice;
//    payar (long beans) thoran = a katori (120 g) of INDB BFP272 (beansSabzi, beans with coconut, as
//    meals-fresh52.ts "beans thoran"); randu (Malayalam 2) pappadam = 2 × 9 g of FNDDS 41311000
//    (papad); moru oru (1) glass = 250 g of FNDDS 11115100 (buttermilk).
//  5 saadham = 200 g of rice; keerai kootu (greens cooked with dal) = a katori (150 g) of INDB BFP172
//    (fSixDalPalak, arhar with spinach); rasam = a katori (150 g) of INDB BFP176; urulai (potato) roast
//    = a katori (120 g) of FNDDS 71103030 (alooSabzi, potato made with oil).
//  6 annam = 200 g of rice; gongura mamsam (mutton with sorrel leaves) = a katori (150 g) of FNDDS
//    27116100 (beefCurry); perugu = a katori (150 g) of FNDDS 11411100 (curd).
//  7 huruli saaru anna: huruli (horse gram) saaru = a katori (150 g) of INDB OSR143 (kulthiDal) and
//    anna = 200 g of rice; beans palya = a katori (120 g) of INDB BFP272 (beansSabzi); mosaru ondu
//    (Kannada 1) katori = 150 g of curd.
//  8 tambda rassa (Kolhapuri red mutton gravy) unquantified = a katori (150 g) of FNDDS 27116100
//    (beefCurry); don (Marathi 2) bhakri = 2 × 55 g = 110 g of roti.
//  9 bataka nu shaak = a katori (120 g) of FNDDS 71103030 (alooSabzi); tuver dal = a katori (150 g) of
//    FNDDS 41311030 (dal); bhaat = 200 g; tran (Gujarati 3) rotli = 3 × 40 g.
// 10 poha (a plate) = 180 g (poha, its IFCT recipe); two boiled eggs = 2 × 50 g of FNDDS 31103010
//    (egg); one chai = CHAI.
// 11 chicken dum biryani, ek plate = 300 g (chickenBiryani, its IFCT recipe); pyaaz ka raita
//    unquantified = a katori (150 g) of INDB OSR090 (fFiftyFiveOnionRaita).
// 12 3 slices of a medium margherita = 3 × 86 g of FNDDS 58106225 (pizzaSliceMedium, 1 piece of a
//    medium cheese pizza); one choco lava = 75 g of FNDDS 53105270 (fFiftyTwoLavaCake, as
//    meals-fresh52.ts).
// 13 150 g malai paneer as stated = IFCT 2017 L003 (paneer); salt and pepper not counted; one apple =
//    200 g of FNDDS 63101000; 2 toasted multigrain slices = 2 × 36 g of FNDDS 51601020
//    (fTwelveMultigrainBread).
// 14 a glass of hot milk = 258 g of FNDDS 11112110 (milk); 2 atta dry-fruit laddoos = 2 × 36.25 g of
//    INDB BFP571 (fFiftyFiveAttaLadoo).
// 15 cold coffee = 1 tall glass, 250.5 g of INDB BFP013 (coldCoffee); 2 samose = 2 × 100 g of FNDDS
//    58124500 (samosa).
// 16 4 Hide & Seek = 4 × 10.5 g of FNDDS 53206000 (fFifteenChocoChipCookie, one Hide & Seek biscuit);
//    a 30 g pouch of roasted makhana as stated = SR26 12013 (fFiveMakhana).
// 17 a 3 egg masala omelette = 3 × 55 g of FNDDS 32130010 (omelette, 1 egg = 55 g); 2 pav = 2 × 43 g
//    of FNDDS 51150000 (pav).
// 18 one butter corn cup = 1 cup, 170 g of FNDDS 75216135 (fFiftyFiveButterCorn).
// 19 naalu (Tamil 4) idli = 4 × 40 g (idli); sambar = a katori (150 g) of FNDDS 41311020; thengai
//    (coconut) chutney without an amount = 1 tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 20 desi murga (home chicken curry) = a katori (150 g) of FNDDS 27146150 (chickenCurry); 4 roti = 4 ×
//    40 g.
// combo:
// 21 chole-chawal: ek katori chole = 150 g of FNDDS 41302010 (chole); do katori chawal = 200 g of rice;
//    kachha pyaaz not counted.
// 22 bhurji-pav: bhurji of 2 eggs = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg); 2
//    laadi pav = 2 × 43 g (pav); a little Amul butter = 1 tsp, 5 g of FNDDS 81101000 (butter).
// 23 macher jhol-bhaat: dui (Bengali 2) bati bhaat = 200 g of rice; katla-r jhol ek (1) bati = 150 g of
//    FNDDS 27150320 (fishCurry).
// header:
// 24 "nashta list before nets" no food: methi thepla x3 = 3 × 36.4 g of INDB OSR104 (thepla); dahi ki
//    katori = 150 g (curd); chai = CHAI.
// 25 "mess lunch today" no food: rajma = a katori (150 g) of FNDDS 41106010 (rajma); jeera rice = 200 g
//    of INDB BFP134 (jeeraRice); 2 roti = 2 × 40 g; salad = 100 g of FNDDS 75111000 (cucumber, meals.ts).
// 26 "tiffin packed by amma for the bus" no food: chapathi x3 = 3 × 40 g (roti); channa masala = a
//    katori (150 g) of FNDDS 41302010 (chole); an orange = 131 g of FNDDS 61119010.
// addon:
// 27 chikoo smoothie, one item: chikoo 1 = 170 g of SR26 09313 (fTwentySevenSapodilla, 1 sapodilla);
//    banana 1 = 126 g of FNDDS 63107010; toned milk 200 ml = 205.9 g of FNDDS 11112110 (milk); pb a tbsp
//    = 16 g of FNDDS 42202000 (peanutButter); "10k" no food.
// 28 tandoori chicken sandwich, one item: 2 white bread slices = 2 × 28 g of FNDDS 51101000 (bread);
//    60 g tandoori chicken as stated = FNDDS 24142301 (tandooriChicken); 1 tsp mayo = 4.6 g of FNDDS
//    83107000 (mayonnaise, 1 tbsp = 13.8 g, as meals-fresh25.ts "a bit of mayo" = 4.6 g).
// 29 a glass of Tropicana (brand) orange = its generic food, a 250 ml glass, 262 g of FNDDS 61210220
//    (fTwentySixOrangeJuice, packaged orange juice); "weigh-in at 9" no food.
// garnish:
// 30 upma ki ek plate = 200 g of FNDDS 58174000 (upma); thodi sev sprinkled over = a garnish, 10 g of
//    INDB OSR147 (sev); nimbu not counted.
// 31 a katori of moong dal = 150 g of INDB ASC151 (fTwentyFiveMoongDal); a spoonful of desi ghee in the
//    tempering = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 32 a katori of chawal ki kheer = 150 g of FNDDS 13210410 (fThirtySixRiceKheer); about 5 badam = 5 ×
//    1.2 g of FNDDS 42101130 (almonds); about 5 pista = 5 × 0.5 g of FNDDS 42114145 (fEightPistachio).
// talk:
// 33 "58 off 44", "6x4, 2x6", "t20" no food: 2 egg rolls, one item = 2 × 70 g of FNDDS 51300185
//    (paratha) + 2 × 55 g of FNDDS 32130010 (omelette), one paratha and one egg each.
// 34 "5x5 @ 120 kg", "4x10", "50 min" no food: palak paneer = a katori (150 g) of FNDDS 72125310
//    (palakPaneer); 3 rotis = 3 × 40 g; kheera = 100 g of FNDDS 75111000 (cucumber).
// 35 "coach B4 berth 27", "17 hrs" no food: matar paneer = a katori (150 g) of INDB ASC191
//    (fSixMatarPaneer); dal = a katori (150 g) of FNDDS 41311030; a katori of rice = 100 g; 2 rotis = 2
//    × 40 g.
// legume:
// 36 kaali dal (whole black gram) by the stated 250 gram = INDB ASC159 (fSixWholeUrad, whole urad dal);
//    "gram" is part of the pulse's name, the unit is the second one.
// 37 sundal of bengal gram (kondakadalai, whole chickpeas tempered) by the stated 150 gram = FNDDS
//    41302020 (chickpeasBoiled, chickpeas from dried, no added fat).
// 38 moong dal (split green gram, the yellow one) by the stated 180 gram = INDB ASC151
//    (fTwentyFiveMoongDal); 2 phulka = 2 × 40 g.
// drinkname:
// 39 2 glasses of mosambi = 2 × 262 g of FNDDS 61210010 (mosambiJuice, its 250 ml glass); no mosambi
//    fruit; "3 hrs" no food.
// 40 one glass of beetroot = beetroot juice, 262 g of FNDDS 73105000 (fFiveBeetJuice, its 250 ml glass);
//    no beetroot sabzi.
// 41 oru (Tamil 1) glass nannari = nannari sharbat, 250 g of INDB OSR008 (fSixNannari, its glass).
// size:
// 42 a 600 ml coke bottle = 20.29 fl oz × 31 g = 628.9 g of FNDDS 92410310 (colaSmall key, cola).
// 43 a large cappuccino = 600 g of FNDDS 92161000 (cappuccino; its 1 large = 600 g); a protein bar by
//    its stated 60 g = FNDDS 53729000 (proteinBar); "20 g is protein" is the bar's protein, not its
//    weight.
// 44 small salted popcorn = 1 small order, 88 g of FNDDS 54403006 (fFiftyFiveMoviePopcorn).
// cooked:
// 45 baingan beside makki roti = baingan sabzi, a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant,
//    brinjal cooked with fat); do makki diyan rotiyan = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti).
// 46 matar beside puris = matar ki sabzi, a katori (150 g) of INDB ASC193 (fSixMatarSabzi); 3 puris = 3
//    × 36 g.
// 47 mushroom beside roti = mushroom sabzi, a katori (120 g) of FNDDS 75219033 (mushroomSabzi); do roti
//    = 2 × 40 g.
// numberword:
// 48 tini (Odia 3) ta ruti = 3 × 40 g (roti); dalma ek (1) bati = 150 g of INDB OSR141 (dalma).
// 49 naalu (Malayalam 4) idiyappam = 4 × 40 g of FNDDS 56117090 (riceNoodles, 1 string hopper = 40 g);
//    randu (2) mutta curry = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg with its gravy).
// 50 nalugu (Telugu 4) poorilu = 4 × 36 g of FNDDS 51300180 (puri); bangaladumpa (potato) kura
//    unquantified = a katori (120 g) of FNDDS 71103030 (alooSabzi).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH55_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'moga pind, bebe ne kaddu di khatti-mitthi sabzi banayi, naal panj phulke te dahi di katori',
    'punjabi plain numberword',
    'kaddu=fFivePumpkin phulke=roti:5 dahi=curd',
  ],
  [
    "bareilly trip: bua's aloo parathas, i had 2, a blob of white butter, curd alongside",
    'up plain',
    'alooParathas=alooParatha:2 whiteButter=butter curd',
  ],
  [
    'durgapur, kakimar rannaghor theke: bhaat, muger dal, duto dim diye dalna',
    'bengali plain numberword',
    'bhaat=rice:2 mugerDal=fTwentyFiveMoongDal dimDalna=fThirtyTwoEggCurry:2',
  ],
  [
    'kannur, ammayude veedu: ayala curry kootti choru, payar thoran, randu pappadam, moru oru glass',
    'kerala plain numberword',
    'ayalaCurry=fishCurry choru=rice:2 payarThoran=beansSabzi pappadam=papad:2 moru=buttermilk',
  ],
  [
    'salem la amma samayal - saadham, keerai kootu, rasam, urulai roast',
    'tamil plain',
    'saadham=rice:2 keeraiKootu=fSixDalPalak rasam urulaiRoast=alooSabzi',
  ],
  [
    'guntur lo pinni intlo: annam, gongura mamsam, perugu - full spicy',
    'telugu plain',
    'annam=rice:2 gonguraMamsam=beefCurry perugu=curd',
  ],
  [
    'mysuru alli ajji mane: huruli saaru anna, beans palya, mosaru ondu katori',
    'kannada plain numberword',
    'anna=rice:2 huruliSaaru=kulthiDal beansPalya=beansSabzi mosaru=curd',
  ],
  [
    'kolhapur la kakanchya ghari tambda rassa ani don bhakri, jaam tikhat',
    'marathi plain numberword',
    'tambdaRassa=beefCurry bhakri=roti@110',
  ],
  [
    'bhavnagar ma mami ne tya: bataka nu shaak, tuver dal, bhaat ane tran rotli',
    'gujarati plain numberword',
    'batakaShaak=alooSabzi tuverDal=dal bhaat=rice:2 rotli=roti:3',
  ],
  [
    'jabalpur camp mess nashta - poha (a plate), two boiled eggs, one chai',
    'central plain',
    `poha boiledEggs=egg:2 ${CHAI}`,
  ],
  [
    'tolichowki mein chicken dum biryani, ek plate, pyaaz ke raite ke saath - hyd trip',
    'hyderabad plain',
    'chickenBiryani pyaazRaita=fFiftyFiveOnionRaita',
  ],
  [
    "domino's, post fielding drill: margarita medium, 3 slices for me, plus one choco lava",
    'chain plain',
    'margherita=pizzaSliceMedium:3 chocoLava=fFiftyTwoLavaCake',
  ],
  [
    'after the lift sesh: 150 g malai paneer cubes w salt-pepper, one apple, 2 toasted multigrain slices',
    'gym plain',
    'paneer@150 apple multigrain=fTwelveMultigrainBread:2',
  ],
  [
    'before bed: a glass of hot milk + 2 atta dry-fruit laddoos that mom couriered to the hostel',
    'milk plain',
    'milk laddoos=fFiftyFiveAttaLadoo:2',
  ],
  ['college canteen break - cold cofee, 2 samose', 'canteen plain', 'coldCoffee samose=samosa:2'],
  [
    'team bus: 4 hide & seek n a 30 g pouch of roasted makhana',
    'snack plain',
    'hideSeek=fFifteenChocoChipCookie:4 makhana=fFiveMakhana@30',
  ],
  ['tapri outside wankhede - 3 egg masala omlette with 2 pav', 'mumbai plain', 'omelette:3 pav:2'],
  ['off day at phoenix mall - one butter corn cup', 'snack plain', 'cornCup=fFiftyFiveButterCorn'],
  [
    'murugan idli shop, t nagar - naalu idli, sambar, thengai chutney',
    'tamil plain numberword',
    'idli:4 sambar thengaiChutney=coconutChutney',
  ],
  [
    'rohtak ghar pe papa ne desi murga banaya, maine 4 roti khayi uske saath',
    'haryana plain',
    'desiMurga=chickenCurry roti:4',
  ],
  // combinations named with their own parts
  [
    'chole-chawal, delhi wala: ek katori chole, do katori chawal aur kachha pyaaz',
    'north combo',
    'chole chawal=rice:2',
  ],
  [
    'bhurji-pav outside pune station: bhurji of 2 eggs, 2 laadi pav, a little amul butter',
    'west combo',
    'bhurji=fThirtyTwoAndaBhurji:2 laadiPav=pav:2 butter',
  ],
  [
    'hostel e robibar dupure macher jhol-bhaat: dui bati bhaat ar katla-r jhol ek bati',
    'bengali combo numberword',
    'bhaat=rice:2 macherJhol=fishCurry',
  ],
  // headers naming the meal, then its list
  ['nashta list before nets → methi thepla x3, dahi ki katori, chai', 'west header', `thepla:3 dahi=curd ${CHAI}`],
  ['mess lunch today → rajma, jeera rice, 2 roti, salad', 'north header', 'rajma jeeraRice:2 roti:2 salad=cucumber'],
  [
    'tiffin packed by amma for the bus: chapathi x3, channa masala, an orange',
    'south header',
    'chapathi=roti:3 channaMasala=chole orange',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    'chikoo smoothie post 10k → chikoo 1, banana 1, toned milk 200 ml, pb a tbsp',
    'gym addon',
    'smoothie=fTwentySevenSapodilla+banana+milk@205.9+peanutButter',
  ],
  [
    'tandoori chicken sandwitch: 60 g leftover tandoori chicken, shredded, mixed w 1 tsp mayo, between 2 white bread slices',
    'snack addon',
    'tandooriSandwich=bread:2+tandooriChicken@60+mayonnaise@4.6',
  ],
  [
    'hotel buffet - a glass of tropicana orange, nothing else, weigh-in at 9',
    'travel addon',
    'tropicana=fTwentySixOrangeJuice',
  ],
  // an ingredient or garnish that is not a full serving
  ['upma ki ek plate, thodi sev bhurki hui aur nimbu nichoda', 'north garnish', 'upma@200 sev'],
  [
    'a katori of moong dal, tempered with a spoonful of desi ghee',
    'north garnish',
    'moongDal=fTwentyFiveMoongDal ghee',
  ],
  [
    'a katori of chawal ki kheer with chopped badam n pista on top, about 5 each',
    'north garnish',
    'kheer=fThirtySixRiceKheer badam=almonds:5 pista=fEightPistachio:5',
  ],
  // food amid training, match or travel talk
  [
    '58 off 44 (6x4, 2x6) in the t20 today. celebrated w 2 egg rolls at the roll corner opposite the ground',
    'east talk',
    'eggRolls=paratha:2+omelette:2',
  ],
  [
    'deadlift 5x5 @ 120 kg, pull-ups 4x10, 50 min total. then palak paneer, 3 rotis n kheera',
    'gym talk',
    'palakPaneer rotis=roti:3 kheera=cucumber',
  ],
  [
    'rajdhani to howrah, coach B4 berth 27, 17 hrs. irctc thali: matar paneer, dal, a katori of rice n 2 rotis',
    'travel talk',
    'matarPaneer=fSixMatarPaneer dal rice rotis=roti:2',
  ],
  // legume words next to the unit gram
  [
    "hostel dhaba-style kaali dal, that's whole black gram, roughly 250 gram",
    'north legume',
    'kaaliDal=fSixWholeUrad@250',
  ],
  [
    '150 gram of sundal - bengal gram, kondakadalai - marina stall after the beach sprints',
    'tamil legume',
    'sundal=chickpeasBoiled@150',
  ],
  [
    '180 gram of moong dal (split green gram, the yellow one) with 2 phulka for a light supper',
    'north legume',
    'moongDal=fTwentyFiveMoongDal@180 phulka=roti:2',
  ],
  // drinks named after their main ingredient
  [
    '2 glasses of mosambi after 3 hrs of fielding, juice thela by the academy',
    'north drinkname',
    'mosambi=mosambiJuice:2',
  ],
  [
    'one glass of beetroot, fresh, no sugar, the juice guy at sector 17 market',
    'north drinkname',
    'beetroot=fFiveBeetJuice',
  ],
  ['oru glass nannari, veyil semma', 'tamil drinkname numberword', 'nannari=fSixNannari'],
  // a bottle size, a large cup, a "20 g protein" bar with its weight, a small order
  ['finished a 600 ml coke bottle straight from the fridge, post nets', 'north size', 'coke=colaSmall@628.9'],
  [
    'ccd at the airport - a large cappucino. also a protein bar from the kit (bar weighs 60 g; 20 g is protein)',
    'travel size',
    'cappuccino@600 proteinBar@60',
  ],
  ['small salted popcorn at pvr, off day movie', 'snack size', 'popcorn=fFiftyFiveMoviePopcorn'],
  // a raw vegetable word beside a bread means the cooked dish
  [
    'baingan te do makki diyan rotiyan, sardi di dupehar',
    'punjabi cooked',
    'baingan=fTwentyOneEggplant makkiRoti=fThreeMakkiRoti:2',
  ],
  ['matar with 3 puris, a lazy sunday morning at home', 'north cooked', 'matar=fSixMatarSabzi puris=puri:3'],
  ['pg aunty ne aaj mushroom banaye, do roti li unke saath', 'north cooked', 'mushroom=mushroomSabzi roti:2'],
  // counts in number words
  ['bhubaneswar re ghare: tini ta ruti, dalma ek bati', 'odia numberword', 'ruti=roti:3 dalma'],
  [
    'naalu idiyappam pinne randu mutta curry, kozhikode bus stand hotel',
    'kerala numberword',
    'idiyappam=riceNoodles:4 muttaCurry=fThirtyTwoEggCurry:2',
  ],
  [
    'tiffin ki nalugu poorilu, bangaladumpa kura - vijayawada',
    'telugu numberword',
    'poorilu=puri:4 bangaladumpaKura=alooSabzi',
  ],
];
