// Benchmark meals written on 2026-11-25 blind, as the thirty-fifth blind set after meals-fresh.ts
// to meals-fresh33.ts: a final held-out set over the classes, written without running the
// engine or reading its code or knowledge. Each sentence is one log message of the kind an outside
// evaluator of an Indian athletes' meal parser would write to test its hard classes, as typed by new
// athletes (a Test opener on tour, a T20 finisher, a women's 400 m runner, a javelin thrower, a U-19
// leg-spinner's mother logging for him, a wrestler cutting weight, county, academy and hostel
// players), terse and chatty, with training, match and travel talk, typos and abbreviations (n, b4,
// opp, bday, lol) and Hinglish or romanised Tamil, Telugu, Malayalam, Kannada, Marathi, Gujarati,
// Punjabi, Bengali, Assamese, Urdu, Nepali and Sinhala words. Each reference was chosen from cited
// rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated
// convention) before and independently of any engine run. None of the sentences is taken from an
// earlier set: each was checked against the earlier sets' texts so that no situation and phrasing
// repeats.
// Mix (50): North, Punjabi and Haryanvi food (8), South (Tamil, Telugu, Kerala, Kannada: 6), West
// (Mumbai, Gujarati, Marathi: 5), East (Kolkata, Jharkhand: 2), North-East (Sikkim, Assam, Nagaland:
// 3), Pakistan (3), Bangladesh (2), Sri Lanka (3), Nepal (4) and gym, tour, travel or western food
// (14), over eleven classes: combinations named with their own parts (5; combo), headers naming the
// meal and then its list (5; header), "X made with Y", a pudding of listed parts, a roll, toast or
// melt and its fillings and a brand with its generic food (5; addon), an ingredient or garnish that
// is not a full extra serving (4; garnish), food amid training, match or travel talk whose words and
// numbers are no food (5; talk), drinks named after their main ingredient (4; drinkname), stated
// sizes and pack weights (5; size), legume words next to the unit gram (4; legume), raw vs cooked
// from context and weights said raw or dry (5; cooked), counts in number words (5; numberword) and
// plain everyday logs (3; plain).
// Seventeen new reference foods (prefix fThirtyFive, each citing its row in reference-foods.ts):
// FriedCod (FNDDS 26109140), Gundruk (INDB OSR055 proxy), MatarMushroom (INDB ASC192), LaukiRaita
// (INDB ASC272), SweetCornSoup (INDB OSR133), PineappleShake (INDB ASC018), RajgiraLadoo (INDB
// OSR021), BlackForest (INDB ASC431), GranolaBar (FNDDS 53710906), SalmonSushi (FNDDS 58151200),
// SmokedPork (FNDDS 22107000), Doughnut (FNDDS 53521110), FrenchToast (FNDDS 55301000), Atta (SR26
// 20080), RawCarp (SR26 15008), RawChickenMince (SR26 05332) and DarkChocolate (SR26 19902); every
// other item is an existing key. Water is never counted (no energy), nor is a food the message says
// was skipped or not eaten. Conventions: a katori (bati, vati, pyali) = 150 g of a curry, dal, raita
// or kheer, 120 g of a dry sabzi, 100 g of rice; a bowl of a dal, curry or soup = 250 g (meals.ts "1
// bowl dal"); unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar ..."); a
// cup of cooked rice = 158 g (FNDDS 56205008); a plate of pulao = 300 g; 250 ml of milk = 258 g and
// 200 ml = 206 g (244 g per 237 ml), a soft drink 31 g per fl oz (FNDDS); CHAI = meals.ts (62 g milk +
// 60 g tea + 1 tsp sugar); LASSI = meals.ts (200 g curd + 3 tsp sugar); "a spoon" or "chamcha",
// "chamoch" of ghee, oil or podi = 1 tsp (ghee 5 g, oil 4.5 g, podi a third of its 13.9 g tbsp); a
// pinch of spice, a few drops of sauce, a sprinkle of seeds, herbs or nut slivers, chopped onion,
// lemon and a little achar are not counted. For every meal, in the order of the file:
// combo:
//  1 fish n chips (a UK chippy, a day off between Tests): 1 battered cod = 170 g of FNDDS 26109140
//    (its small fillet, as fTwelveSalmon's restaurant fillet); medium chips = FNDDS 71401030 medium
//    order (friesMedium, 145 g).
//  2 bun omelette (Irani cafe): ek (1) bun = 43 g of FNDDS 51150000 (pav, a soft roll); don (Marathi 2)
//    andyanche omelette = 2 eggs, 2 × 55 g of FNDDS 32130010 (omelette); the cutting chai skipped.
//  3 gundruk-bhat (Sikkim): 1 bowl gundruk ko jhol = 250 g of INDB OSR055 (fermented mustard greens
//    in their liquid, the gundruk soup proxy); 2 cup bhat = 2 × 158 g of rice.
//  4 french toast n eggs: 2 slices = 2 × 65 g of FNDDS 55301000; 2 scrambled eggs = 2 × 55 g of FNDDS
//    32130020 (fSevenButterEgg, as meals-fresh33.ts).
//  5 doodh jalebi (a Lahore halwai's full-cream milk): 1 glass garam doodh = 258 g of FNDDS 11111000
//    whole milk; jalebi by the stated 100 g (FNDDS 55801000, fSevenJalebi, sold by weight).
// header:
//  6 mother's log, "U-19": 3 phulke = 3 × 40 g (roti); 1 katori matar mushroom = 150 g of INDB ASC192;
//    1 katori lauki raita = 150 g of INDB ASC272.
//  7 "race day, meal 3", "400 m final", "17:50" no food: 1 cup white rice = 158 g; 100 g grilled chicken
//    as stated (FNDDS 24123301); half cup dahi = 122.5 g (FNDDS 11411100: 1 cup = 245 g).
//  8 sehri "3:52": aik (Urdu 1) anda paratha = 1 paratha (70 g, FNDDS 51300185) with its egg (1
//    omelette egg, 55 g; as the anda paratha of an earlier set), one item; aik pyali dahi = 150 g;
//    do (2) khajoorein = 2 × 8 g (dates).
//  9 Eid lunch (Mirpur): 1 plate polao = 300 g of INDB ASC114 plain pulao (fTwentySevenGheeRice);
//    1 bati khashir (goat) rezala = 150 g of INDB BFP194 mutton korma (rezala is a white korma); 1
//    bati shemai = 150 g of INDB ASC285 vermicelli kheer.
// 10 Dashain lunch (Pokhara): 2 cup bhat = 316 g; 1 bowl khasi ko masu (goat curry) = 250 g of FNDDS
//    27116100 (beefCurry, the reference's mutton-curry proxy); rayo ko saag unquantified = a katori
//    (120 g) of FNDDS 72122221 (fSixMustardGreens); "thorai" (a little) tomato achar not counted.
// addon:
// 11 chia pudding, one item: 2 tbsp chia = 2 × 10.5 g (fFourChia); 200 ml almond milk = 206 g of FNDDS
//    11350020 (30.5 g per fl oz); 1 tsp honey = 7 g.
// 12 bombay masala toast, one item: 2 slices bread = 2 × 28 g; 1 small boiled aloo = 130 g of FNDDS
//    71103010 (its 1 small, as meals-fresh33.ts); 1 cheese slice = 21 g; 1 tsp butter = 5 g.
// 13 Anchor (the brand) is its generic food, full cream milk powder: 2 tbsp = 2 × 8 g of FNDDS
//    11811000 (fSevenMilkPowder) + 1 tsp sugar, one item; the hot water not counted.
// 14 egg chicken roll, one item: 1 paratha = 70 g; 1 egg = 55 g of FNDDS 32130010 omelette; about 80 g
//    chicken tikka as stated (tandooriChicken); onion and lebu (lime) not counted.
// 15 tuna melt, one item: 2 slices multigrain = 2 × 36 g; 100 g tuna as stated (FNDDS 26155190); 1
//    tbsp mayo = 13.8 g; 1 cheese slice = 21 g.
// garnish:
// 16 rendu (Tamil 2) idli = 2 × 40 g; oru (1) spoon podi = 1 tsp, 4.6 g of INDB BFP448 (a third of its
//    13.9 g tbsp), not a serving of podi; oru spoon nallennai (gingelly oil) = 1 tsp, 4.5 g.
// 17 doodh wali seviyan 1 katori = 150 g of INDB ASC285 (vermicelli kheer); the pista-badam katran
//    (slivers) on top not counted (a sprinkle).
// 18 sweet corn soup 1 bowl = 250 g of INDB OSR133; the drops of chilli vinegar and soya sauce not
//    counted.
// 19 avocado toast, one item: 1 slice multigrain = 36 g; half an avocado = 75 g (FNDDS 63105010: 1
//    fruit = 150 g); the chilli flakes and the sprinkle of til not counted.
// talk:
// 20 "galle test, day 3", "2nd session", "74* off 163", "3 hr 40 min" no food; 2 cups rice = 316 g;
//    parippu unquantified = a katori of dal (150 g); chicken curry unquantified = a katori (150 g);
//    1 papadam = 9 g (FNDDS 41311000, papad).
// 21 "14", "rendu sixes", "1 ball" no food; 1 black forest pastry = 93.2 g of INDB ASC431; a 330 ml can
//    of thums up = 11.16 fl oz × 31 g = 346 g of FNDDS 92410310 cola.
// 22 "NIS patiala", "12 full run-ups", "81.06 m", "3x5 power cleans @ 90 kg" no food; teen (3) roti =
//    3 × 40 g; ek bowl rajma = 250 g (FNDDS 41106010); ek katori bhindi = 120 g (INDB BFP269).
// 23 "400", "6 x 300 m", "40-41 s", "3 min" no food; 1 katori fruit chaat = 150 g (FNDDS 63311050, its
//    1 cup); 2 egg whites = 2 × 33 g (FNDDS 31108110).
// 24 "65 kg trials", "66.8", "2 x 20 min sauna" no food; 100 g boiled chicken as stated (FNDDS 24122131,
//    the cooked breast); aadha (half) kheera = 100 g (FNDDS 75111000: 1 regular cucumber = 200 g); roti
//    and chawal said stopped ("band"), not counted.
// drinkname:
// 25 paneer soda (Tamil Nadu's rose-flavoured sweet soda, no paneer) 1 bottle of 200 ml = 6.76 fl oz ×
//    31 g = 210 g of FNDDS 92410510 fruit-flavoured soft drink (fThirtyThreeLemonSoda).
// 26 karikku randu (Malayalam 2 tender coconuts) = 2 × 240 g of FNDDS 42403010 coconut water (1 cup
//    each, as an earlier set's thambili); "afternoon session" no food.
// 27 pineapple shake 1 tall glass = 364.5 g of INDB ASC018 (its tall glass), not pineapple.
// 28 gur wali chai (named after the jaggery) 2 cup, one item = twice CHAI with jaggery for sugar: 124 g
//    milk + 120 g tea + 2 × 4.6 g jaggery (FNDDS 91102010 proxy).
// size:
// 29 Bournville 80 g bar of 16 squares, 2 squares eaten = 10 g of SR26 19902 dark chocolate (45-59 %).
// 30 8 oz rump steak = 227 g of FNDDS 21101120 (fTwentyEightSteak, lean and fat eaten); a side salad =
//    94 g of FNDDS 75143000 (its 1 side salad).
// 31 Nature Valley 42 g pouch (2 bars) = 42 g of FNDDS 53710906 (its 1 package).
// 32 the 1 kg box of 4 alphonsos is not what was eaten: 1 mango = 210 g of FNDDS 63129010 (its 1
//    mango, edible part).
// 33 the dozen box is not what was eaten: 2 original glazed = 2 × 60 g of FNDDS 53521110 doughnut,
//    yeast type.
// legume:
// 34 pottukadalai (roasted bengal gram) by the stated 30 gram = SR26 16056 (fThirteenRoastedGram).
// 35 rohor dail (Assamese red gram dal) 1 bati = 150 g of FNDDS 41311030 (dal); 2 bati bhaat = 200 g;
//    aloo bhaji (Assamese potato fry) unquantified = a katori of FNDDS 71103030 (alooSabzi, 120 g).
// 36 mugi ko daal (Nepali green gram dal) by the stated 250 gram, cooked = INDB ASC151 washed moong dal
//    (fTwentyFiveMoongDal); 2 cup bhat = 316 g.
// 37 kurthi (Jharkhand horse gram) dal 1 katori = 150 g of INDB OSR143 (kulthiDal); bhaat unquantified
//    = 200 g; saag unquantified = a katori (120 g) of FNDDS 72125217 (spinachCooked); "ranchi camp" no
//    food.
// cooked:
// 38 3 roti from the stated 100 g atta, no ghee = 100 g of SR26 20080 whole-grain wheat flour (the
//    cooking adds no energy).
// 39 rui maach by the stated 150 g kacha ojon (raw weight) = SR26 15008 carp, raw, + dui (Bengali 2)
//    chamoch shorsher tel = 2 tsp oil (9 g), one item; 1 cup bhaat = 158 g.
// 40 khichadi, one item: 75 g chamal (raw rice) = SR26 20044 (fTwentyRawRice); 50 g kaccha masoor =
//    SR26 16069 (fTwentyThreeRawLentils); 1 chamcha ghiu = 1 tsp ghee (5 g).
// 41 half cup dry oats = 78 g of SR26 20038 (fSevenOats; 1 cup = 156 g), cooked in water (no energy);
//    1 tsp honey = 7 g; "5:30 am" no food.
// 42 chicken keema 200 g raw, half eaten, one item = 100 g of SR26 05332 ground chicken, raw + half of
//    the 2 tsp oil (1 tsp, 4.5 g); 2 roti = 2 × 40 g.
// numberword:
// 43 tambapu biththara thunak (Sinhala 3 boiled eggs) = 3 × 50 g (FNDDS 31103010); kiri the ekak (1 milk
//    tea) = CHAI.
// 44 do (Punjabi 2) parothe aloo wale = 2 × 93.4 g of INDB ASC098 (alooParatha); ikk (1) gilass lassi =
//    LASSI.
// 45 dui wata anda ko omelette (Nepali, an omelette of 2 eggs) = 2 × 55 g of FNDDS 32130010; char wata
//    (4) roti = 4 × 40 g.
// 46 tran (Gujarati 3) bhakhri = 3 × 55 g of roti (an earlier set's Gujarati bhakhri); ek vati ringan nu
//    shaak = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant).
// 47 ondu (Kannada 1) plate chitranna = 319.2 g of INDB ASC124 (fSixLemonRice, its plate); eradu (2)
//    holige = 2 × 53.4 g of INDB ASC467 puran poli (fFourPuranPoli).
// plain:
// 48 smoked pork with bamboo shoot unquantified = a katori of the dish, one item: 100 g of FNDDS 22107000
//    smoked pork (lean and fat) + 50 g of FNDDS 75203028 cooked bamboo shoots (fNineteenBambooShoot);
//    rice unquantified = 200 g.
// 49 8 pc salmon sushi roll = 8 × 30 g of FNDDS 58151200 (its 1 piece).
// 50 2 rajgira ladoo = 2 × 43.9 g of INDB OSR021 (its ladoo).
import type { SampleMeal } from './meals';

const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH35_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'fish n chips at a chippy in scarborough, day off between the tests - 1 battered cod n medium chips, ate it on the sea wall',
    'western combo',
    'fThirtyFiveFriedCod friesMedium',
  ],
  [
    'bun omelette at the irani cafe opp oval maidan - ek bun ani don andyanche omelette, skipped the cutting chai',
    'mumbai combo',
    'bunPav=pav omelette:2',
  ],
  [
    'gundruk-bhat for lunch at the homestay in namchi: 1 bowl gundruk ko jhol n 2 cup bhat',
    'northeast combo',
    'fThirtyFiveGundruk rice@316',
  ],
  [
    'french toast n eggs at the team hotel in hobart: 2 slices french toast, 2 scrambled eggs',
    'western combo',
    'fThirtyFiveFrenchToast:2 fSevenButterEgg:2',
  ],
  [
    'doodh jalebi, lahore ki sardi mein - 1 glass garam doodh aur 100 g jalebi, gawalmandi',
    'pakistani combo',
    'wholeMilk fSevenJalebi',
  ],
  // headers naming the meal, then its list
  [
    "writing this for my son Kabir (U-19 leg-spinner, he never logs!) - tonight's dinner: 3 phulke, 1 katori matar mushroom, 1 katori lauki raita",
    'north header',
    'roti:3 fThirtyFiveMatarMushroom fThirtyFiveLaukiRaita',
  ],
  [
    'race day, meal 3 (400 m final, call room 17:50) → 1 cup white rice, 100 g grilled chicken, half cup dahi',
    'gym header',
    'rice@158 grilledChicken@100 curd@122.5',
  ],
  [
    'sehri (3:52, karachi ramzan camp): aik anda paratha, aik pyali dahi aur do khajoorein',
    'pakistani header',
    'andaParatha=paratha+omelette curd dates:2',
  ],
  [
    'Eid er dupurer khabar, nanu bari (mirpur): 1 plate polao, 1 bati khashir rezala, 1 bati shemai',
    'bangladeshi header',
    'polaoPulaoRice=fTwentySevenGheeRice rezalaMuttonKorma=muttonKorma shemaiVermicelli=vermicelliKheer',
  ],
  [
    'Dashain ko tika pachi mama ghar ma khana (pokhara): 2 cup bhat, 1 bowl khasi ko masu, rayo ko saag ra thorai golbheda ko achar',
    'nepali header',
    'rice@316 khasiGoatMasu=beefCurry@250 fSixMustardGreens',
  ],
  // "X made with Y", a pudding of listed parts, a roll, toast or melt and its fillings, a brand and its generic food
  [
    'chia pudding made with 2 tbsp chia, 200 ml almond milk n 1 tsp honey, left overnight in the hotel fridge',
    'gym addon',
    'chiaPudding=fFourChia:2+almondMilk@206+honey',
  ],
  [
    'bombay masala toast made with 2 slices bread, 1 small boiled aloo mashed with masala, 1 cheese slice n 1 tsp butter - churchgate stall',
    'mumbai addon',
    'masalaToast=bread:2+fTwentyTwoBoiledPotato@130+cheeseSlice+butter',
  ],
  [
    'Anchor full cream milk powder, 2 tbsp in hot water with 1 tsp sugar - kandy boarding, b4 morning nets',
    'srilankan addon',
    'anchorMilk=fSevenMilkPowder:2+sugar',
  ],
  [
    'egg chicken roll from the park street stall, made with 1 paratha, 1 egg n about 80 g chicken tikka, onion n lebu inside',
    'bengali addon',
    'eggChickenRoll=paratha+omelette+tandooriChicken@80',
  ],
  [
    'tuna melt made with 2 slices multigrain, 100 g tuna, 1 tbsp mayo n 1 cheese slice, hotel sandwich maker in perth',
    'western addon',
    'tunaMelt=fTwelveMultigrainBread:2+tuna+mayonnaise+cheeseSlice',
  ],
  // an ingredient or garnish that is not a full extra serving
  [
    'rendu idli, mela oru spoon podi, oru spoon nallennai oothi - hostel mess, chepauk',
    'tamil garnish',
    'idli:2 podi@4.6 oil',
  ],
  ['eid ki doodh wali seviyan 1 katori, upar thodi si pista badam ki katran', 'pakistani garnish', 'vermicelliKheer'],
  [
    'sweet corn soup 1 bowl at the chinese stall in lajpat nagar, few drops chilli vinegar n soya sauce daal ke',
    'north garnish',
    'fThirtyFiveSweetCornSoup',
  ],
  [
    'avocado toast - 1 slice multigrain, half an avocado smashed, chilli flakes n a sprinkle of til on top',
    'western garnish',
    'avocadoToast=fTwelveMultigrainBread+fTwelveAvocado@75',
  ],
  // food amid training, match or travel talk
  [
    'galle test, day 3: batted through the 2nd session, 74* off 163 in 3 hr 40 min. lunch in the pavilion - 2 cups rice, parippu, chicken curry n 1 papadam',
    'srilankan talk',
    'rice@316 dal chickenCurry papadamPapad=papad',
  ],
  [
    'last over lo 14 kavali, rendu sixes kottanu, won with 1 ball left 🔥 dressing room lo captain bday cake - 1 black forest pastry n a 330 ml can of thums up',
    'telugu talk',
    'fThirtyFiveBlackForest colaSmall@346',
  ],
  [
    'NIS patiala throws day - 12 full run-ups, best 81.06 m, then 3x5 power cleans @ 90 kg. lunch: teen roti, ek bowl rajma, ek katori bhindi',
    'north talk',
    'roti:3 rajma@250 bhindiFry',
  ],
  [
    "women's 400 squad session: 6 x 300 m in 40-41 s, 3 min rest, legs gone 😵 recovery - 1 katori fruit chaat n 2 egg whites",
    'gym talk',
    'fruitChaat fSevenEggWhite:2',
  ],
  [
    'weight cut for the 65 kg trials on saturday, 66.8 this morning after 2 x 20 min sauna. lunch sirf 100 g boiled chicken aur aadha kheera, roti chawal band',
    'haryana talk',
    'chickenBreast@100 cucumber@100',
  ],
  // drinks named after their main ingredient
  [
    'paneer soda 1 bottle (200 ml) at the petti kadai outside the MAC stadium gate',
    'tamil drinkname',
    'fThirtyThreeLemonSoda@210',
  ],
  [
    'karikku randu, afternoon session kazhinju, kochi il nalla choodu',
    'kerala drinkname',
    'karikkuCoconut=coconutWater:2',
  ],
  ['pineapple shake 1 tall glass from the juice centre near gymkhana', 'west drinkname', 'fThirtyFivePineappleShake'],
  ['gur wali chai 2 cup, meerut camp ki sardi', 'north drinkname', 'gurChai=milk@124+tea@120+jaggery:2'],
  // stated sizes and pack weights
  ['Bournville 80 g bar in the kit bag, had 2 of its 16 squares', 'gym size', 'fThirtyFiveDarkChocolate@10'],
  [
    '8 oz rump steak at the team dinner in christchurch n a side salad',
    'western size',
    'fTwentyEightSteak@227 fTwelveSideSalad',
  ],
  ['Nature Valley oats n honey 42 g pouch (2 bars) on the flight to dubai', 'travel size', 'fThirtyFiveGranolaBar@42'],
  ['1 kg box of alphonso from ratnagiri (4 mangoes), maine 1 khaya', 'west size', 'mango@210'],
  [
    'krispy kreme dozen box for the team after the win, I had 2 original glazed',
    'western size',
    'fThirtyFiveDoughnut:2',
  ],
  // legume words next to the unit gram
  [
    'pottukadalai (roasted bengal gram) 30 gram, between the two net sessions',
    'tamil legume',
    'fThirteenRoastedGram@30',
  ],
  [
    'rohor dail (red gram) 1 bati, 2 bati bhaat aru aloo bhaji - jorhat',
    'northeast legume',
    'rohorDailDal=dal rice:2 alooBhaji=alooSabzi',
  ],
  [
    'mugi ko daal (green gram) 250 gram ra 2 cup bhat, hostel ma',
    'nepali legume',
    'mugiMoongDal=fTwentyFiveMoongDal@250 rice@316',
  ],
  ['kurthi (horse gram) dal 1 katori, bhaat aur saag, ranchi camp', 'east legume', 'kulthiDal rice:2 spinachCooked'],
  // raw vs cooked from context; weights said raw or dry
  [
    'hostel room mein 100 g atta ki 3 roti banayi induction pe, bina ghee, teeno kha li',
    'north cooked',
    'fThirtyFiveAtta@100',
  ],
  [
    'rui maach 150 g kacha ojon, dui chamoch shorsher tel e bhaja, 1 cup bhaat er sathe',
    'bangladeshi cooked',
    'ruiMaachFish=fThirtyFiveRawCarp@150+oil:2 rice@158',
  ],
  [
    'khichadi banako: 75 g chamal ra 50 g masoor (kaccha), mathi 1 chamcha ghiu',
    'nepali cooked',
    'khichadiKhichdi=fTwentyRawRice@75+fTwentyThreeRawLentils@50+ghee',
  ],
  ['half cup dry oats cooked in water, 1 tsp honey on top, 5:30 am', 'gym cooked', 'fSevenOats@78 honey'],
  [
    'chicken keema 200 g raw, bhuna in 2 tsp oil, ate half of it with 2 roti',
    'gym cooked',
    'chickenKeema=fThirtyFiveRawChickenMince@100+oil roti:2',
  ],
  // counts in number words
  [
    'tambapu biththara thunak saha kiri the ekak, colombo hostel eke',
    'srilankan numberword',
    'egg:3 kiriTea=milk@62+tea+sugar',
  ],
  ['do parothe aloo wale te ikk gilass lassi, bebe de haathan de', 'punjabi numberword', `alooParatha:2 ${LASSI}`],
  ['dui wata anda ko omelette ra char wata roti, bihana hostel ma', 'nepali numberword', 'omelette:2 roti:4'],
  [
    'tran bhakhri ane ek vati ringan nu shaak, jamnagar ma ratre',
    'gujarati numberword',
    'bhakhriRoti=roti@165 fTwentyOneEggplant',
  ],
  [
    'ondu plate chitranna mattu eradu holige, ugadi habba, ajji mane',
    'kannada numberword',
    'fSixLemonRice fFourPuranPoli:2',
  ],
  // plain everyday logs
  [
    'smoked pork with bamboo shoot n rice, kohima hostel mess',
    'northeast plain',
    'smokedPork=fThirtyFiveSmokedPork@100+fNineteenBambooShoot@50 rice:2',
  ],
  ['8 pc salmon sushi roll at narita during the transit', 'travel plain', 'fThirtyFiveSalmonSushi:8'],
  ['2 rajgira ladoo, navratri vrat', 'north plain', 'fThirtyFiveRajgiraLadoo:2'],
];
