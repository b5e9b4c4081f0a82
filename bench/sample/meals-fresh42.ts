// Benchmark meals written on 2026-11-25 blind, as the forty-second blind set after meals-fresh.ts to
// meals-fresh40.ts: a held-out set over the ten structural classes an outside evaluator of an Indian
// athletes' meal parser would probe, written without running the engine or reading its code or
// knowledge. Each sentence is one log message as an Indian cricketer or athlete would type it (a
// Chennai hostel quick, a Malvan all-rounder, a Mohali academy batter, a Kurnool seamer, a Sindhi
// family's opener in Ulhasnagar, a Kochi footballer, a Pune lifter, a Goa camp spinner, a Kolkata
// keeper), terse and chatty, with training, match and travel talk, typos and abbreviations (n, b4,
// bfast, bw, pcs, PB, 6E, DEL-BLR), thirty in plain English with Indian dish names and twenty in
// Hinglish or romanised Sindhi, Telugu, Marathi, Punjabi, Kannada, Gujarati, Bengali and Tamil. Each
// reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26
// NDB numbers, their portions or a stated convention) before and independently of any engine run.
// None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' texts (no shared run of five words beyond stock phrases).
// Mix (50): North and Punjabi food (12), South (Tamil, Telugu, Karnataka, Kerala: 16), West
// (Maharashtra, Sindhi, Gujarat, Goa: 9), East (Kolkata, Bengal: 2) and gym or travel food (11), over
// ten classes, five meals first in each (the tags also name a second class where a meal has one):
// combinations named together with their own parts (combo), headers naming the meal and then its
// list (header), "X made with Y" / "with Y in it" / "topped with" (addon), smoothies and shakes of
// listed ingredients with amounts (addon), a roll, wrap or sandwich with its fillings or a brand with
// its generic word (addon), an ingredient or garnish that is not a full serving (garnish), food amid
// training, match or travel talk whose numbers are no food (talk), legume names with "gram" next to
// a weight in grams (legume), drinks named after their main ingredient (drinkname), and stated sizes,
// weights and pack sizes (size), with number words (numberword) and dry weights (cooked).
// Four new reference foods (prefix fFortyTwo, each citing its row in reference-foods.ts):
// BoiledRedGram (SR26 16102), Strawberry (FNDDS 63223020), Sesame (FNDDS 43103000) and
// AlooMatarSandwich (INDB ASC041); every other item is an existing key. Water (and ice) is never
// counted (no energy), nor is a food the message says was skipped or not eaten. Conventions, as
// meals-fresh36.ts and meals-fresh40.ts: a katori (vati, kinnam, bati) = 150 g of a curry, dal, gotsu,
// kalwan, stew, raita, curd or halwa, 120 g of a dry sabzi, 100 g of rice; unquantified dal or curry
// = a katori; unquantified dry sabzi = a katori (120 g); unquantified rice in a meal = 2 katori, 200 g
// (meals.ts "meals: rice, sambar ..."), also of jeera rice; a plate of pongal = 250 g of the khichdi
// key (meals.ts "pongal 1 plate"); a plate of upma = 200 g (meals.ts "upma one plate"); a plate of
// pulao = 300 g (its key); an appam = 50 g of dosa (meals.ts "3 appam" = 150 g); a cup of cooked
// brown rice = 195 g (FNDDS 56205018); salad beside a meal = 100 g cucumber (meals.ts); a side of
// chutney = its key's tablespoon; a roti, phulka or chapati = 40 g (FNDDS 51300175 medium); ml of
// milk × 244/237 g (FNDDS 11112110: 1 cup = 244 g), so 150 ml = 154.4 g, 200 ml = 206 g, 250 ml =
// 258 g, 300 ml = 309 g, and a glass of milk = 250 ml; ml of a juice or soft drink × 31 g per fl oz
// (29.57 ml) as its FNDDS row (cola, orange juice, pineapple juice), so 250 ml = 262.1 g, 300 ml =
// 314.5 g, 350 ml = 366.9 g; a splash of milk = 1 fl oz, 30.5 g; CHAI = meals.ts (62 g milk + 60 g
// tea + 1 tsp sugar) per cup; COFFEE = meals.ts filter coffee (100 g milk + 50 g decoction + 1 tsp
// sugar), also kaapi; "a spoon", "chammach", "chamcha" = 1 tsp (ghee 5 g, butter 5 g, sugar 4.2 g,
// honey 7 g, oil 4.5 g, chia 3.5 g = a third of its 10.5 g tablespoon, sesame 2.7 g) and "bada
// chammach" = 1 tbsp (honey 20 g, FNDDS 91302010); butter spread on a sandwich or stirred into a cup
// of corn = 1 tsp (5 g); a sprinkle of sev = 10 g (its key); a handful of roasted chana = 1 oz, 28 g
// (its key); a garnish of grated coconut = 10 g (its key); a pinch of haldi or chaat masala, chopped
// onion, a squeeze or half of a lemon and a little achar are not counted. Number words: Sindhi hik 1,
// ba 2; Telugu oka 1, rendu 2; Marathi ek 1, don 2; Punjabi ikk 1; Kannada ondu 1; Gujarati ek 1, be
// 2; Bengali ek 1, dui 2; Tamil oru 1; Hindi ek 1. For every meal, in the order of the file:
// combo:
//  1 pongal-gotsu: a plate of ven pongal = 250 g of FNDDS 41311040 (khichdi, meals.ts "pongal 1
//    plate"); a katori of brinjal gotsu (a gravy) = 150 g of FNDDS 75217020 eggplant cooked, fat
//    added (fTwentyOneEggplant).
//  2 sai bhaji chawar: hik (1) katori sai bhaji, the Sindhi spinach-dal = 150 g of INDB BFP172 arhar
//    dal with spinach (fSixDalPalak proxy); ba (2) katori chawar = 200 g rice (FNDDS 56205008).
//  3 ragi sangati and natu kodi: oka (1) sangati mudda (ball) = 170 g of FNDDS 56202000 millet
//    (fTwentyTwoRagiMudde: one ball = 1 cup cooked); oka katori natu kodi (country chicken) pulusu =
//    150 g of FNDDS 27146150 chicken curry.
//  4 chicken 65 and curd rice: 6 pcs = 6 × 35 g of FNDDS 24168030 (fThirtySevenChickenSixtyFive); a
//    plate of curd rice = 216.2 g (INDB ASC126, curdRice).
//  5 surmai thali: ek (1) tukda surmai fry = 67 g of FNDDS 26100140 fried fish (fishFry); don (2) vati
//    bhaat = 200 g rice; ek vati kalwan (Malvani fish curry) = 150 g of FNDDS 27150320 (fishCurry).
// header:
//  6 "post-match dinner", "lost by 12 runs" no food: 3 rotis = 3 × 40 g; mutton rogan josh
//    unquantified = a katori, 150 g (INDB ASC227, roganJosh); jeera rice unquantified = 200 g of INDB
//    BFP134 (jeeraRice); some salad = 100 g cucumber (FNDDS 75111000).
//  7 "Diwali wala lunch": 3 puri = 3 × 36 g (FNDDS 51300180); ek katori kaddu ki sabzi = 120 g of
//    FNDDS 73201020 (fFivePumpkin); ek katori kheere ka raita = 150 g of INDB ASC273
//    (fSevenCucumberRaita); 1 gulab jamun = 40 g (fThirteenGulabJamun, FNDDS 53420410 proxy).
//  8 "tiffin", "11 am" no food: 1 Mysore masala dosa = 200 g of FNDDS 58174100 dosa with filling
//    (masalaDosa; its red chutney smear is part of it); a filter kaapi = COFFEE.
//  9 "dupehar da khana", "PCA hostel Mohali" no food: 3 phulke = 3 × 40 g; rajmah unquantified = a
//    katori, 150 g (FNDDS 41106010, rajma); mooli da salad = 100 g (the salad convention, cucumber);
//    ikk (1) katori dahi = 150 g (FNDDS 11411100).
// 10 "snacks after fielding drills": 2 boiled eggs = 2 × 50 g (FNDDS 31103010); a handful of roasted
//    chana = 28 g of SR26 16056 (fThirteenRoastedGram); a green tea = 1 cup, 240 g (FNDDS 92303010).
// addon, "made with", "with Y in it", "topped with":
// 11 ghee roast dosa, one item: a large dosa = 155 g (FNDDS 55702100: 1 large = 155 g, dosaLarge) + 2
//    tsp ghee = 10 g (FNDDS 81204000); coconut chutney on the side = 1 tbsp, 25.3 g (INDB ASC386).
// 12 aloo parathe, one item: 2 = 2 × 93.4 g (INDB ASC098, alooParatha) + 1 chammach ghee for each = 2
//    × 5 g; lauki ka raita unquantified = a katori, 150 g (INDB ASC272, fThirtyFiveLaukiRaita).
// 13 kanda poha made with peanuts and peas, one plate = 180 g (poha, its recipe has the peanuts); a
//    cup of chai = CHAI; "Pune nets" no food.
// 14 guddu (egg) upma, one item: oka (1) plate upma = 200 g (FNDDS 58174000) + rendu (2) eggs
//    scrambled in = 2 × 55 g (FNDDS 32130010 omelet made with oil: 1 egg = 55 g).
// 15 French toast, one item: 2 slices bread = 2 × 28 g (FNDDS 51101000) + 2 eggs = 2 × 50 g (FNDDS
//    31103010) + a splash of milk = 30.5 g (FNDDS 11112110) + 1 tsp butter = 5 g (FNDDS 81101000).
// addon, smoothies and shakes of listed ingredients:
// 16 makhana shake, one item: the stated 20 g makhana (SR26 12013, fFiveMakhana) + 250 ml skimmed
//    milk = 258 g (FNDDS 11112210, skimMilk) + 3 dates = 3 × 8 g (FNDDS 62110100).
// 17 banana shake, one item: 2 balehannu (bananas) = 2 × 126 g (FNDDS 63107010); 300 ml haalu (milk)
//    = 309 g; ondu (1) chamcha sakkare (sugar) = 4.2 g.
// 18 strawberry smoothie, one item: 8 strawberries = 8 × 18 g (FNDDS 63223020: 1 fruit = 18 g,
//    fFortyTwoStrawberry); 1 banana = 126 g; 150 ml milk = 154.4 g; a tsp of honey = 7 g.
// 19 avocado smoothie, one item: half an avocado = 75 g (FNDDS 63105010: 1 fruit = 150 g); 200 ml
//    toned milk = 206 g; 2 dates = 2 × 8 g.
// 20 dry fruit shake, one item: 250 ml doodh = 258 g; 4 khajoor = 4 × 8 g; 5 kaju = 5 × 1.5 g (FNDDS
//    42104110); 5 badam = 5 × 1.2 g (FNDDS 42101130); 1 chammach shahad (honey) = 7 g.
// addon, a roll, wrap or sandwich with its fillings, or a brand with its generic word:
// 21 paneer kathi roll = 148.3 g (INDB ASC149, paneerKathiRoll); a 250 ml Thums Up = 262.1 g of FNDDS
//    92410310 cola (1 fl oz = 31 g).
// 22 aloo matar toast sandwich, one whole sandwich = its 2 triangles = 2 × 88.9 g of INDB ASC041
//    (fFortyTwoAlooMatarSandwich: 2 bread slices with a potato-pea filling, toasted).
// 23 bread omelette, one item: 2 slices bread = 2 × 28 g + a 2-egg omelette = 2 × 55 g (FNDDS
//    32130010) + thoda (a little) Amul butter spread = 1 tsp, 5 g.
// 24 chicken shawarma, one item: 1 kubboos (khubz) = 57 g (FNDDS 51109100 medium pita,
//    fThirtyThreePita) + about 100 g chicken (FNDDS 24123301 grilled breast, grilledChicken) + a tbsp
//    of garlic mayo = 13.8 g (FNDDS 83107000 mayonnaise).
// 25 Hide & Seek biscuits (a brand of chocolate chip cookie), 6 = 6 × 10.5 g (FNDDS 53206000,
//    fFifteenChocoChipCookie); a glass of warm milk = 250 ml, 258 g (FNDDS 11112110).
// garnish:
// 26 sooji sheera 1 katori = 150 g (INDB ASC293, sujiHalwa); 5 kishmish = 5 × 0.5 g (FNDDS 62125100);
//    an extra chamcha of ghee on top = 5 g.
// 27 doodh with ghee, one item: 250 ml garam doodh = 258 g + 1 chammach desi ghee in it = 5 g; the
//    chutki (pinch) of haldi not counted.
// 28 sprouts chaat 1 plate = 256.5 g (INDB ASC170, fSevenSproutsChaat); a sprinkle of sev = 10 g (INDB
//    OSR147); the onion and lemon not counted.
// 29 fruit bowl: 1 cup muskmelon = 155 g (FNDDS 63109010); 2 kiwis = 2 × 75 g (FNDDS 63126500); 1 pear
//    = 180 g (FNDDS 63137010); a tsp of honey = 7 g and a tsp of chia = 3.5 g (FNDDS 43108010) on top.
// 30 handvo na be (2) tukda = 2 × 87.1 g (INDB OSR146, fSevenHandvo); thoda tal (sesame) on top = 1 tsp,
//    2.7 g (FNDDS 43103000, fFortyTwoSesame); ek (1) vati dahi = 150 g.
// talk:
// 31 "3/27", "9 overs", "tea interval" no food: 1 samosa = 100 g (FNDDS 58124500, samosa); a chai =
//    CHAI.
// 32 "pull day", "4x5 (+15 kg)", "3x10", "bw 77.8 kg" no food: 1 plate chicken pulao = 300 g (INDB
//    BFP142, fTwentyTwoChickenPulao); a glass of chaas = 250 g (FNDDS 11115100, buttermilk).
// 33 "6E 5312", "DEL-BLR", "5:50", "gate 42" no food: a chocolate muffin = 130 g (FNDDS 52302500
//    medium, fTwentyMuffin); a latte = 360 g (FNDDS 92101900 small, fTwentySixLatte).
// 34 "Bronco test 5:12", "2 x 1.2 km", "9:15" no food: 4 idiyappam = 4 × 40 g (FNDDS 56117090 rice
//    noodles, riceNoodles); a katori of veg stew = 150 g of FNDDS 75440600 vegetable curry (vegCurry).
// 35 "51 bol e 64", "8 ta chaar" (fours) no food: dui (2) ta ruti = 2 × 40 g; ek (1) bati chicken kosha
//    = 150 g (FNDDS 27146150 chicken curry); salad = 100 g cucumber.
// legume:
// 36 pesarattu, one item: the stated 100 g whole green gram weighed dry = SR26 16080
//    (fTwentySevenRawMoong; the soaking water adds no energy) + 1 tsp oil for each of the 3 = 3 × 4.5 g.
// 37 kulith (horse gram) saar by the stated 300 g = INDB OSR143 (kulthiDal); a cup of brown rice = 195
//    g (FNDDS 56205018).
// 38 karuppu ulundu (black gram) sundal by the stated 120 g = SR26 16084 boiled black gram
//    (fThirtyNineBoiledUrad; no tempering said); konjam thengai thuruval (a little grated coconut) on
//    top = 10 g (SR26 12104, fThreeCoconut).
// 39 kadala (black bengal gram) curry by the stated 200 g = INDB ASC161 (blackChanaCurry); 2 appams =
//    100 g of FNDDS 55702100 dosa (meals.ts "3 appam" = 150 g).
// 40 udikinchina kandulu (boiled red gram) by the stated 150 g = SR26 16102 (fFortyTwoBoiledRedGram);
//    konchem (a little) onion and nimmarasam (lemon juice) not counted.
// drinkname:
// 41 elaneer (tender coconut water), one full coconut = 206 g (FNDDS 42403010: 1 coconut yields 206
//    g); "2 pm" no food.
// 42 honey lemon water: the hot water and aadha (half a) nimbu not counted; 1 bada chammach shahad = 1
//    tbsp honey, 20 g (FNDDS 91302010).
// 43 santra (orange) juice, the stated 300 ml = 314.5 g of FNDDS 61210010 orange juice, freshly
//    squeezed (the mosambiJuice row; 1 fl oz = 31 g).
// 44 Rooh Afza milk (rose-syrup milk, the brand of its syrup), one glass = 262 g of FNDDS 11519105
//    (fThreeRoseMilk proxy: flavoured reduced-fat milk, 250 ml).
// 45 pineapple juice, the stated 350 ml = 366.9 g of FNDDS 64124020 (pineappleJuice; 1 fl oz = 31 g).
// size:
// 46 the stated 30 g granola bar = FNDDS 53710906 (fThirtyFiveGranolaBar); a small apple = 165 g
//    (FNDDS 63101000: 1 small = 165 g); "8 am" no food.
// 47 butter sweet corn, the stated 200 g cup = 200 g of FNDDS 75216111 cooked corn (fSixteenBhutta) +
//    its butter = 1 tsp, 5 g.
// 48 Good Day (a Britannia butter biscuit), the stated 75 g packet = 75 g of FNDDS 53241500
//    (fFifteenButterCookie).
// 49 3 chapatis of 35 g each = 105 g (FNDDS 51300175); the stated 150 g bhindi fry = INDB BFP269
//    (bhindiFry).
// 50 oru (1) periya (large) plain dosai = 155 g (FNDDS 55702100: 1 large dosa = 155 g, dosaLarge);
//    sambar unquantified = a katori, 150 g (FNDDS 41311020); thengai (coconut) chutney = 1 tbsp, 25.3
//    g (INDB ASC386).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH42_MEALS: SampleMeal[] = [
  // combinations named together with their own parts
  [
    'Pongal-gotsu at a T Nagar mess: a plate of ven pongal and a katori of brinjal gotsu',
    'tamil combo',
    'pongal=khichdi@250 brinjalGotsu=fTwentyOneEggplant@150',
  ],
  [
    'sai bhaji chawar, Ulhasnagar wari masi je ghar - hik katori sai bhaji, ba katori chawar',
    'sindhi combo numberword',
    'saiBhaji=fSixDalPalak rice:2',
  ],
  [
    'ragi sangati natu kodi kura - oka sangati mudda, oka katori natu kodi pulusu, Kurnool lo',
    'telugu combo numberword',
    'ragiSangati=fTwentyTwoRagiMudde kodiChicken=chickenCurry',
  ],
  [
    'Chicken 65 n curd rice from the hostel canteen in Chennai - 6 pcs of chicken 65 and a plate of curd rice',
    'tamil combo',
    'fThirtySevenChickenSixtyFive:6 curdRice',
  ],
  [
    'Malvan surmai thali - surmai fry cha ek tukda, bhaat don vati, kalwan ek vati',
    'marathi combo numberword',
    'surmaiFish=fishFry rice:2 kalwanFish=fishCurry',
  ],
  // headers naming the meal, then its list
  [
    'Post-match dinner (lost by 12 runs, sigh) at the team hotel in Indore: 3 rotis, mutton rogan josh, jeera rice and some salad',
    'north header talk',
    'roti:3 roganJosh jeeraRice@200 cucumber',
  ],
  [
    'Diwali wala lunch, mausi ke ghar: 3 puri, ek katori kaddu ki sabzi, ek katori kheere ka raita aur 1 gulab jamun',
    'north header',
    'puri:3 fFivePumpkin fSevenCucumberRaita fThirteenGulabJamun',
  ],
  [
    'tiffin @ the canteen near Chinnaswamy, 11 am: 1 Mysore masala dosa n a strong filter kaapi',
    'kannada header',
    `masalaDosa ${COFFEE}`,
  ],
  [
    'Dupehar da khana, PCA hostel Mohali: 3 phulke, rajmah, mooli da salad te ikk katori dahi',
    'punjabi header numberword',
    'roti:3 rajma cucumber curd',
  ],
  [
    'Snacks after fielding drills — 2 boiled eggs, a handful of roasted chana and a green tea',
    'gym header',
    'egg:2 fThirteenRoastedGram greenTea',
  ],
  // "X made with Y", "with Y in it", "topped with"
  [
    'Ghee roast dosa at a Mangalore hotel, made with a good 2 tsp of ghee, with coconut chutney on the side',
    'kannada addon',
    'gheeRoastDosa=dosaLarge+ghee:2 coconutChutney',
  ],
  [
    'aloo ke 2 parathe, har ek 1 chammach desi ghee mein seka hua, saath mein lauki ka raita',
    'north addon',
    'alooParatha=alooParatha:2+ghee:2 fThirtyFiveLaukiRaita',
  ],
  [
    'Kanda poha made with peanuts n green peas, one plate, plus a cup of chai before the Pune nets',
    'west addon',
    `poha ${CHAI}`,
  ],
  [
    'guddu upma - oka plate upma lo rendu guddlu kalipi chesa, hostel room lo',
    'telugu addon numberword',
    'eggUpma=upma@200+omelette:2',
  ],
  [
    'French toast made with 2 slices of bread, 2 eggs n a splash of milk, fried in a tsp of butter',
    'gym addon garnish',
    'frenchToast=bread:2+egg:2+milk@30.5+butter',
  ],
  // smoothies and shakes of listed ingredients
  [
    'Makhana shake for the cut - 20 g roasted makhana, 250 ml skimmed milk n 3 dates, blitzed',
    'gym addon size',
    'makhanaShake=fFiveMakhana@20+skimMilk+dates:3',
  ],
  [
    'banana shake maadkonde - 2 balehannu, 300 ml haalu, ondu chamcha sakkare',
    'kannada addon drinkname numberword',
    'bananaShake=banana:2+milk@309+sugar',
  ],
  [
    'Strawberry smoothie with Mahabaleshwar strawberries: 8 strawberries, 1 banana, 150 ml milk n a tsp of honey',
    'west addon',
    'strawberrySmoothie=fFortyTwoStrawberry:8+banana+milk@154.4+honey',
  ],
  [
    'avocado smoothie - half an avocado, 200 ml toned milk n 2 dates, pre swim',
    'gym addon',
    'avocadoSmoothie=fTwelveAvocado@75+milk@206+dates:2',
  ],
  [
    'dry fruit shake piya - 250 ml doodh, 4 khajoor, 5 kaju, 5 badam, 1 chammach shahad',
    'north addon',
    'dryFruitShake=milk+dates:4+cashews:5+almonds:5+honey',
  ],
  // a roll, wrap or sandwich with its fillings; a brand with its generic word
  [
    "At the Nizam's counter in New Market: one paneer kathi roll with a 250 ml Thums Up",
    'east addon size',
    'paneerKathiRoll colaSmall@262.1',
  ],
  [
    'Aloo matar toast sandwich from the college canteen - one whole sandwich, cut in 2 triangles',
    'north addon',
    'fFortyTwoAlooMatarSandwich:2',
  ],
  [
    'bread omelette banaya - 2 slice bread ke beech 2 ande ka omelette, thoda amul butter laga ke',
    'north addon',
    'breadOmelette=bread:2+omelette:2+butter',
  ],
  [
    'Chicken shawarma from the Arab joint near the Kochi stadium - 1 kubboos, about 100 g chicken n a tbsp of garlic mayo',
    'kerala addon size',
    'shawarma=fThirtyThreePita+grilledChicken@100+mayonnaise',
  ],
  [
    'Hide & Seek biscuits, 6 of them, with a glass of warm milk after the late session',
    'gym addon',
    'fFifteenChocoChipCookie:6 milk',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'Sooji sheera 1 katori with 5 kishmish n an extra chamcha of ghee poured on top',
    'west garnish',
    'sujiHalwa raisins:5 ghee',
  ],
  [
    'sone se pehle 250 ml garam doodh, usme 1 chammach desi ghee aur chutki bhar haldi',
    'north garnish drinkname',
    'milk+ghee',
  ],
  [
    '1 plate sprouts chaat with a sprinkle of sev, onion n lemon, evening snack',
    'north garnish',
    'fSevenSproutsChaat sev',
  ],
  [
    'Fruit bowl at the hotel buffet - 1 cup muskmelon, 2 kiwis n 1 pear, a tsp of honey drizzled n a tsp of chia on top',
    'gym garnish',
    'cantaloupe kiwi:2 pear honey fFourChia@3.5',
  ],
  [
    'sanje handvo na be tukda, upar thoda tal chhantela, saathe ek vati dahi',
    'gujarati garnish numberword',
    'fSevenHandvo:2 fFortyTwoSesame curd',
  ],
  // food amid training, match or travel talk
  ['Took 3/27 off my 9 overs today!! had 1 samosa n a chai at the tea interval', 'south talk', `samosa ${CHAI}`],
  [
    'Pull day - weighted chin-ups 4x5 (+15 kg), rows 3x10, bw 77.8 kg. post: 1 plate chicken pulao n a glass of chaas',
    'gym talk',
    'fTwentyTwoChickenPulao buttermilk',
  ],
  [
    'flight 6E 5312 DEL-BLR 5:50 wali thi, gate 42 pe ek chocolate muffin aur ek latte le liya',
    'travel talk',
    'fTwentyMuffin fTwentySixLatte',
  ],
  [
    'Bronco test 5:12 (PB!), then 2 x 1.2 km repeats. 9:15 bfast - 4 idiyappam n a katori of veg stew',
    'kerala talk',
    'riceNoodles:4 stew=vegCurry@150',
  ],
  [
    'aaj 51 bol e 64 korlam, 8 ta chaar. raate dui ta ruti, ek bati chicken kosha ar salad',
    'bengali talk numberword',
    'roti:2 chickenCurry cucumber',
  ],
  // legume names with "gram" next to a weight in grams
  [
    'Made 3 pesarattu from 100 g whole green gram (soaked n ground), 1 tsp oil for each',
    'telugu legume cooked addon',
    'pesarattu=fTwentySevenRawMoong@100+oil:3',
  ],
  [
    'kulith (horse gram) saar, about 300 g, with a cup of brown rice - goa camp, day 3',
    'goan legume',
    'kulthiDal@300 brownRice@195',
  ],
  [
    'karuppu ulundu (black gram) sundal 120 g, mela konjam thengai thuruval',
    'tamil legume garnish',
    'fThirtyNineBoiledUrad@120 fThreeCoconut',
  ],
  [
    'kadala curry (black bengal gram) 200 g with 2 appams, hotel bfast in thrissur',
    'kerala legume',
    'blackChanaCurry@200 appam=dosa@100',
  ],
  [
    'udikinchina kandulu (red gram) 150 g, konchem ullipaya, nimmarasam tho',
    'telugu legume',
    'fFortyTwoBoiledRedGram@150',
  ],
  // drinks named after their main ingredient
  ['Elaneer, one full coconut, straight after nets in the 2 pm heat', 'tamil drinkname', 'coconutWater@206'],
  ['subah khali pet garam paani mein aadha nimbu aur 1 bada chammach shahad', 'north drinkname garnish', 'honey@20'],
  ['santra juice 300 ml, Nagpur station ke bahar wala thela', 'west drinkname size', 'santraJuice=mosambiJuice@314.5'],
  ['Rooh Afza milk, one glass, after the evening fielding drill', 'north drinkname', 'fThreeRoseMilk'],
  ['Fresh pineapple juice, a 350 ml glass, at the Margao market', 'goan drinkname size', 'pineappleJuice@366.9'],
  // stated sizes, weights and pack sizes
  [
    'a 30 g oats n honey granola bar n a small apple before the 8 am bus',
    'travel size',
    'fThirtyFiveGranolaBar@30 apple@165',
  ],
  ['a 200 g cup of butter sweet corn at the mall, rest day', 'gym size', 'fSixteenBhutta@200 butter'],
  [
    'Good Day ka 75 g packet poora khatam, team bus mein, Ranchi se lautte hue',
    'travel size',
    'fFifteenButterCookie@75',
  ],
  ['weighed everything today: 3 chapatis of 35 g each n 150 g bhindi fry', 'north size', 'roti@105 bhindiFry@150'],
  [
    'oru periya (large) plain dosai, sambar, thengai chutney - saravana bhavan',
    'tamil size numberword',
    'dosaLarge sambar coconutChutney',
  ],
];
