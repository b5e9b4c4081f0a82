// Benchmark meals written on 2026-11-26 blind, as the seventy-fifth blind set after meals-fresh.ts to
// meals-fresh73.ts (the sets in this tree), without running the engine or reading its code or knowledge.
// Each sentence is one log message as an Indian athlete of a sport other than cricket would type it to a
// food-tracking chat, themed on the women's and men's training camps of hockey, kabaddi, wrestling,
// athletics, badminton, football and weightlifting: SAI centres (Bengaluru, Bhopal and its girls'
// hostel), NIS Patiala with a Patiala juice corner, a road dhaba and a hostel, a Lucknow and a Kovilpatti
// hockey hostel, akharas in Sonipat and at Chhatrasal, a kabaddi mat, a Rohtak kabaddi camp, Odisha hockey
// (Rourkela, Cuttack), the Khuman Lampak hostel in Imphal, a Shillong academy, Sansarpur and Kurukshetra
// homes, Mohun Bagan's tent, a Kochi football camp, a Goan home in Margao, a Gachibowli badminton academy,
// a Pune kabaddi academy and a high-altitude camp at Ooty: mess food, home food, dairy-heavy akhara diets
// (buffalo milk with ghee, a litre pouch, dahi by the katori and the tub, lassi), eggs and chicken,
// sweets, fruit and nuts, and shakes; mostly short, terse and chatty, with training, match and weigh-in
// talk and abbreviations (n, bfast, pb, x2, x4, 7am, 300ml, 10k, lol, nis, SAI), in plain English and
// Hinglish and romanised Punjabi, Bengali, Odia, Tamil and Manipuri words, with Konkani, Khasi,
// Marathi and Telugu dish names (25 of 50, 50 %, not plain English). Each reference was chosen from cited
// rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from an
// earlier set: each was written new and checked against the earlier sets' 4,335 texts (meals.ts,
// meals-structural.ts, meals-generalise.ts and meals-fresh.ts to meals-fresh73.ts) and against every other
// word of bench/sample/*.ts, comments included, for any shared run of four words, and rewritten until none
// is shared (first drafts of "aur ek katori dahi" and then "dahi ki ek katori" after an akhara dinner;
// "bhains ka doodh ek glass"; "jeera rice 1 katori n kheera" at NIS Patiala; 2 masala dosa "and a filter
// coffee"; "bhaat, musur dal, alu posto" in Mohun Bagan's tent; "post shuttle drills shake: 1 scoop whey,
// 300 ml milk, 1 tbsp peanut butter", then "whey 1 scoop in 300ml toned milk"; "4 boiled eggs, 2 brown
// bread, 1 apple" after sprints; jadoh "n a boiled egg"; "2 boiled eggs, a banana" at Ooty; "4 roti,
// lauki chana dal"; "grilled chicken breast 200 g, brown rice 1 katori"; "nashta: 2 aloo parathe, dahi";
// "makki di roti 2" and "2 makki di roti"; "3 idli, 1 vada"; a paneer sandwich of "brown bread 2 slices";
// "3 roti, dal, lauki" and "2 roti, palak paneer" in the Patiala day; "4 roti n palak paneer" after a
// hockey win; "10 x 200 m" and "a glass of chocolate milk"; "horse gram dal (kulthi), roughly 200 gram,
// with 2 ragi mudde"; "sprouted green gram 100 gram"; "roasted bengal gram 50 gram" with gud; "kaali urad
// (whole black gram) 200 gram"; chikoo "one glass, after the" 10k; "a 400 g dahi tub"; sabut moong and
// rice as a "light dinner before the" heats; "aath ande ki safedi aur do poore ande"), and drafts that
// passed but were the same meal as an earlier text were dropped too (chak, kangshoi and nga thongba at
// home in Imphal; bel, ek glass from a Puri beach thela; "chaari ta rasagola" in Pahala; steamed green
// gram sprouts, 120 gram, with 2 egg whites before the track).
// Mix (50): 30 plain everyday logs (an akhara dinner in Sonipat, buffalo milk at Chhatrasal, soaked nuts, an
// akhara's 6-egg bhurji, a Kurukshetra home; mess and hostel meals at NIS Patiala, SAI Bengaluru, SAI Bhopal
// (twice), Rourkela, Khuman Lampak, a Rohtak kabaddi camp and a Pune kabaddi academy; home food of Margao,
// Cuttack, Sansarpur and a mother's gajar halwa; Mohun Bagan's tent lunch, a Kochi football camp, a Shillong
// academy, a Gachibowli badminton breakfast, sandesh after a derby, fruit between badminton sessions, a
// Patiala juice corner, a shuttle-drills shake, a sprint day, Ooty at altitude, a weigh-in week, a
// weightlifting camp and a whole Patiala day in one message) and 20 over the ten hard classes, two each:
// combinations named with their own parts (combo: makki-sarson, idli-vada), headers naming the meal then its
// list (header: an akhara's evening khurak, a Lucknow hockey hostel lunch), a sandwich with its filling and a
// brand with its generic food (addon: a canteen paneer sandwich, Epigamia), an ingredient or garnish that is
// not a full serving (garnish: shahad on meetha daliya, ghia on dalma bhata), food amid match or training
// talk whose numbers are no food (talk: a 5-1 hockey win, a 150 m repeat session), legume names with "gram"
// next to a weight in grams (legume: whole black gram, roasted bengal gram), drinks named after their main
// ingredient (drinkname: ganna, anar), stated sizes (size: a 1 litre Amul Gold pouch, a 400 g Amul Masti dahi
// cup), the cooked dish meant by a raw word beside a bread or rice (cooked: shalgam, sabut moong) and counts
// in number words (numberword: Punjabi and Tamil; Hindi, Punjabi and Bengali number words also appear in
// plain, combo, header, garnish, legume and drinkname meals, tagged so).
// No new reference foods: every item is an existing key. Water is never counted (no energy), nor are the
// spices of a dish or the "bina tel" (no oil) of a tawa paneer; clock times, "2200 m", "5-1", "1 green
// card", "8 x 150 m @ 19 s", "walk-back rest", "400 m", "10k", "1500 m", "weigh-in week", "derby", "yoga
// block", "khurak" (the day's diet) and the names of SAI, NIS, academies, hostels, clubs and places are no
// food, and Amul Gold, Amul Masti and Epigamia are brand names.
// Conventions, as meals-fresh50.ts to meals-fresh73.ts: a katori (kinnam, "katori bhar") = 150 g of a dal,
// curry, kheer, halwa, saag or curd, 120 g of a dry sabzi (saga bhaja, aloo gobhi, bhendi bhaja, alu
// kangmet, alu posto, usal, shalgam) and 100 g of rice; unquantified dal or curry (dal, musur dal, arhar
// dal, varan, kadhi, kaale chane, rajmah, aloo matar, prawn curry, chicken curry, mansa tarkari, macher jhol,
// machha besara, dalma, palak paneer, sabut moong, chana dal lauki wali) = a katori (150 g); unquantified
// dry sabzi (lauki, saga bhaja, alu kangmet, bhendi bhaja, aloo gobhi, shalgam, matki usal) = a katori (120
// g); unquantified rice (bhaat, bhata, chak, rice) in a meal = 2 katori, 200 g; unquantified dahi = a
// katori (150 g); mutton curries (mansa tarkari) = FNDDS 27116100 (beefCurry, the red-meat curry proxy); a
// roti, phulka or chapathi = 40 g (FNDDS 51300175 medium); a paratha (lachha) = 70 g (FNDDS 51300185); a
// fish fry = 67 g (fishFry, 1 fried fish steak); a bowl of porridge (oats, daliya) = 250 g; a spoon
// (chammach) or "tike" (a little) of ghee = 1 tsp, 5 g; a chammach of shahad = 1 tsp, 7 g; a dali (lump)
// of gud = 10 g (meals-fresh72.ts); a sandesh = 30 g of the chhena poda key (meals-fresh13.ts "charte
// sandesh" = 120 g); a usal = the sprouts key, a katori of 120 g (earlier sets' matki usal); a glass of milk
// (doodh, dudh) = 258 g (250 ml), of buffalo milk 258 g of SR26 01108; ml of milk × 244/237 g (FNDDS
// 11112110 and SR26 01108: 1 cup = 244 g), so 300 ml = 308.9 g and 1 litre = 1029.5 g; Amul Gold (a
// full-cream milk) = SR26 01108 buffalo milk (meals-fresh31.ts "Amul Gold 1 glass" = buffaloMilk); a glass
// of a juice = its key's 250 ml glass; a glass of chocolate milk = 262 g (a 250 ml glass at FNDDS 31 g per
// fl oz, meals-fresh12.ts); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); KAAPI = meals.ts filter
// coffee (100 g milk + 50 g decoction as tea + 1 tsp sugar); LASSI = meals.ts (200 g curd + 3 tsp sugar).
// For every meal, in file order:
// plain:
//  1 5 roti = 5 × 40 g of FNDDS 51300175 (roti); kaale chane unquantified = a katori (150 g) of INDB
//    ASC161 (blackChanaCurry); katori bhar dahi = 150 g of FNDDS 11411100 (curd); "raat ka khana" no food.
//  2 ek (Hindi 1) glass bhains ka dudh = 258 g of SR26 01108 (buffaloMilk); do (2) chammach desi ghee = 2
//    × 5 g of FNDDS 81204000 (ghee).
//  3 4 roti = 4 × 40 g; rajmah = a katori (150 g) of FNDDS 41106010 (rajma); kheera = 100 g of FNDDS
//    75111000 (cucumber, its side-salad convention); one katori jeera rice = 100 g of INDB BFP134
//    (jeeraRice); "throws" no food.
//  4 2 masala dosa = 2 × 200 g of FNDDS 58174100 (masalaDosa); 1 filter kaapi = KAAPI.
//  5 bhata = 200 g of FNDDS 56205008 (rice); mansa tarkari (Odia mutton curry) = a katori (150 g) of FNDDS
//    27116100 (beefCurry); saga bhaja (fried greens) = a katori (120 g) of FNDDS 72125217 (spinachCooked).
//  6 chak (Manipuri cooked rice) = 200 g of rice; dal = a katori (150 g) of FNDDS 41311030 (dal); alu
//    kangmet (potato mashed with chilli and oil) = a katori (120 g) of FNDDS 71103030 (alooSabzi, as
//    meals-fresh60.ts aloo pitika); one omelette = 55 g of FNDDS 32130010 (omelette, 1 egg).
//  7 prawn curry = a katori (150 g) of INDB BFP230 (prawnCurry); rice = 200 g; 2 bangda (mackerel) fry = 2
//    × 67 g of FNDDS 26100140 (fishFry); "mai" (mother) no food.
//  8 ghee rice, one plate = 300 g of INDB ASC114 (fTwentySevenGheeRice); chicken curry = a katori (150 g)
//    of FNDDS 27146150 (chickenCurry).
//  9 alu posto = a katori (120 g) of FNDDS 71103030 (alooSabzi) + 1 tbsp, 8.8 g of SR26 02033
//    (fFourPoppySeed), as meals-fresh25.ts; musur dal = a katori (150 g) of FNDDS 41311030 (dal); bhaat =
//    200 g; ek (Bengali 1) piece macher jhol = a katori (150 g) of FNDDS 27150320 (fishCurry).
// 10 3 chapati = 3 × 40 g; dal = a katori (150 g); aloo matar = a katori (150 g) of INDB ASC190
//    (alooMatar); 1 katori kheer = 150 g of FNDDS 13210410 (fThirtySixRiceKheer).
// 11 2 pesarattu = 2 × 80 g of INDB OSR103 (pesarattu); upma on the side = 1 cup, 170 g of FNDDS 58174000
//    (upma); 3 egg whites = 3 × 33 g of FNDDS 31108110 (fSevenEggWhite).
// 12 a shaker, one item: 300ml toned milk = 308.9 g of FNDDS 11112110 (milk); whey (one scoop) = 30 g of
//    FNDDS 95230000 (whey); pb (peanut butter) 1 tbsp = 16 g of FNDDS 42202000 (peanutButter).
// 13 boiled eggs x4 = 4 × 50 g of FNDDS 31103010 (egg); brown bread x2 = 2 × 36 g of FNDDS 51300110
//    (brownBread); an apple = 1 medium, 200 g of FNDDS 63101000 (apple).
// 14 2 katori tari wala (in gravy) chicken = 2 × 150 g of FNDDS 27146150 (chickenCurry); 3 phulke = 3 ×
//    40 g; "murga" (the chicken) is the same dish.
// 15 5 roti = 5 × 40 g; kadhi = a katori (150 g) of the kadhi key (FNDDS 41311030 as meals.ts); aloo gobhi
//    = a katori (120 g) of INDB ASC171 (fSixAlooGobi).
// 16 12 bheege (soaked) badam = 12 × 1.2 g of FNDDS 42101130 (almonds); 6 kaju = 6 × 1.5 g of FNDDS
//    42104110 (cashews); 2 sookhe (dried) anjeer = 2 × 8 g of FNDDS 62113100 (fSixteenFig).
// 17 gajar halwa ek (Hindi 1) katori = 150 g of INDB ASC295 (gajarHalwa).
// 18 2 to (Bengali counter) sandesh = 2 × 30 g = 60 g of INDB OSR022 (fThreeChhenaPoda, the chhena sweet
//    proxy, as meals-fresh13.ts "charte sandesh" = 120 g).
// 19 a cup of papaya = 1 cup cubes, 145 g of FNDDS 63133010 (papaya); 2 chikoo = 2 × 170 g of SR26 09313
//    (fTwentySevenSapodilla).
// 20 jadoh one plate = 300 g of FNDDS 27220310 (fFiftyTwoJadoh); one boiled egg = 50 g of FNDDS 31103010.
// 21 oats in milk (a bowl) = 250 g of FNDDS 56203066 (oats); boiled eggs 2 = 2 × 50 g; banana 1 = 126 g of
//    FNDDS 63107010; "2200 m" no food.
// 22 bhata = 200 g of rice; machha besara (fish in mustard gravy) = a katori (150 g) of FNDDS 27150320
//    (fishCurry); bhendi bhaja = a katori (120 g) of INDB BFP269 (bhindiFry).
// 23 chana dal lauki wali = a katori (150 g) of INDB ASC153 (chanaDalLauki); 4 roti = 4 × 40 g; ek (1)
//    glass lassi = LASSI.
// 24 grilled chicken breast weighed at 200 g = FNDDS 24123301 (grilledChicken); a katori brown rice = 100
//    g of FNDDS 56205018 (brownRice); steamed broccoli, a cup = 155 g of FNDDS 72201211 (broccoli).
// 25 6 ande ki bhurji = 6 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, its bowl is the recipe of one egg);
//    4 roti = 4 × 40 g.
// 26 banana shake, ek (Hindi 1) bada (tall) glass = 345.5 g of INDB ASC016 (fFortyBananaShake).
// 27 aloo parathe do (Hindi 2) = 2 × 93.4 g of INDB ASC098 (alooParatha); dahi = a katori (150 g) of curd;
//    chai = CHAI.
// 28 4 chapati = 4 × 40 g; matki usal = a katori (120 g) of FNDDS 41108010 (sprouts, as earlier sets' matki
//    usal); varan (Marathi plain dal) = a katori (150 g) of FNDDS 41311030 (dal); bhaat = 200 g.
// 29 a whole day: poha = 1 plate, 180 g (poha, its IFCT recipe); chai = CHAI; 1 apple = 200 g; 3 roti = 3 ×
//    40 g; lauki = a katori (120 g) of FNDDS 75440600 (vegCurry, as earlier sets' lauki); dal = a katori
//    (150 g); salad = 1 side salad, 94 g of FNDDS 75143000 (fTwelveSideSalad); 2 boiled eggs = 2 × 50 g;
//    whey = 1 scoop, 30 g; palak paneer = a katori (150 g) of FNDDS 72125310 (palakPaneer); 2 roti = 2 ×
//    40 g; dahi = a katori (150 g); the clock times no food.
// 30 tawa paneer 150 g bina tel ke (without oil) as stated = IFCT 2017 L003 (paneer); 2 roti = 2 × 40 g.
// combo:
// 31 makki-sarson: makki roti do (Punjabi 2) = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti); saag ik (1)
//    katori = 150 g of INDB ASC217 (fThreeSarsonSaag).
// 32 idli-vada: idli 3 = 3 × 40 g (idli, its IFCT recipe); vada 1 = 40 g of FNDDS 58175000 (vada); sambar
//    = a katori (150 g) of FNDDS 41311020 (sambar).
// header:
// 33 "akhada khurak, shaam" no food: ek (Hindi 1) glass doodh = 258 g of FNDDS 11112110 (milk); 15 badam =
//    15 × 1.2 g (almonds); 2 kele = 2 × 126 g (banana); 1 besan laddoo = 35.3 g of INDB ASC343 (besanLadoo).
// 34 "hockey hostel lunch, lucknow" no food: rice = 200 g; arhar dal = a katori (150 g) of FNDDS 41311030
//    (dal); 3 roti = 3 × 40 g; chicken curry = a katori (150 g) of FNDDS 27146150; dahi = a katori (150 g).
// addon:
// 35 a paneer sandwich, one item: brown bread x2 = 2 × 36 g of FNDDS 51300110 (brownBread); 50 g paneer as
//    stated = IFCT 2017 L003 (paneer).
// 36 Epigamia mango greek yoghurt (a brand), one cup = its generic food, 1 container, 150 g of FNDDS
//    11433990 (fFiftyFourFruitYogurt, fruit Greek yogurt).
// garnish:
// 37 meetha daliya ek (Hindi 1) bowl = 250 g of FNDDS 56207022 (daliaMilk, dalia made with milk; a bowl of
//    porridge); upar ek chammach shahad (a spoon of honey on top) = 1 tsp, 7 g of FNDDS 91302010 (honey).
// 38 dalma = a katori (150 g) of INDB OSR141 (dalma); bhata = 200 g of rice; upare tike ghia (a little
//    ghee on top) = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// talk:
// 39 "scored 2", "5-1", "1 green card" no food: palak paneer = a katori (150 g) of FNDDS 72125310
//    (palakPaneer); 4 roti = 4 × 40 g.
// 40 "8 x 150 m @ 19 s", "walk-back rest", "400 m jog" no food: 2 bananas = 2 × 126 g; chocolate milk, one
//    glass = 262 g of FNDDS 11511200 (chocolateMilk, a 250 ml glass, as meals-fresh12.ts).
// legume:
// 41 maah (whole black gram) di dal by the stated 200 gram = INDB ASC159 (fSixWholeUrad); 2 lachha parathe
//    = 2 × 70 g of FNDDS 51300185 (paratha); "gram" is part of the pulse's name once and the unit once.
// 42 gud chana: roasted bengal gram by the stated 50 gram = SR26 16056 (fThirteenRoastedGram); gud ki ek
//    (Hindi 1) dali = 10 g of FNDDS 91102010 (jaggery, meals-fresh72.ts); "gram" is part of the pulse's
//    name once and the unit once.
// drinkname:
// 43 ganna, do (Hindi 2) glass = sugarcane juice, 2 × 262 g (a 250 ml glass each) of FNDDS 92612010
//    (sugarcaneJuice); no sugarcane.
// 44 anar, one glass = pomegranate juice, a 250 ml glass, 262 g of FNDDS 64126000 (pomegranateJuice); no
//    whole pomegranate; "10k tempo" no food.
// size:
// 45 an Amul Gold 1 litre pouch, all of it = 1000 ml × 244/237 = 1029.5 g of SR26 01108 (buffaloMilk, as
//    meals-fresh31.ts Amul Gold).
// 46 an Amul Masti dahi, the 400 g cup, all of it = 400 g of FNDDS 11411100 (curd).
// cooked:
// 47 shalgam (turnip) beside roti = shalgam sabzi, a katori (120 g) of FNDDS 75234021 (fThreeTurnip); 3
//    roti = 3 × 40 g.
// 48 sabut moong beside rice = sabut moong dal, a katori (150 g) of INDB BFP178 (wholeMoong); rice = 200
//    g; "1500 m heats" no food.
// numberword:
// 49 chaar (Punjabi 4) kele = 4 × 126 g of FNDDS 63107010 (banana); do (2) gilaas doodh = 2 × 258 g of
//    FNDDS 11112110 (milk).
// 50 moonu (Tamil 3) chapathi = 3 × 40 g of roti; oru (1) kinnam kozhi kuzhambu = a katori (150 g) of FNDDS
//    27146150 (chickenCurry).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KAAPI = 'filterKaapi=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH75_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'sonipat akhada, raat ka khana: 5 roti, kaale chane, katori bhar dahi',
    'haryana plain',
    'roti:5 kaaleChane=blackChanaCurry dahi=curd',
  ],
  [
    'sone se pehle ek glass bhains ka dudh, do chammach desi ghee ghol ke - chhatrasal',
    'north plain numberword',
    'bhainsDoodh=buffaloMilk ghee:2',
  ],
  [
    'nis patiala, lunch after throws: 4 roti, rajmah, kheera + one katori jeera rice',
    'punjabi hostel plain',
    'roti:4 rajmah=rajma jeeraRice kheera=cucumber',
  ],
  ['SAI bengaluru hockey mess bfast - 2 masala dosa, 1 filter kaapi', 'south hostel plain', `masalaDosa:2 ${KAAPI}`],
  [
    'rourkela hockey hostel, sunday special: bhata, mansa tarkari, saga bhaja',
    'odia hostel plain',
    'bhata=rice:2 mansaTarkari=beefCurry sagaBhaja=spinachCooked',
  ],
  [
    'khuman lampak hostel: chak, dal, alu kangmet n one omelette',
    'manipuri hostel plain',
    'chak=rice:2 dal aluKangmet=alooSabzi omelette',
  ],
  [
    'margao, mai made prawn curry rice + 2 bangda fry, post training',
    'goan plain',
    'prawnCurry rice:2 bangdaFry=fishFry:2',
  ],
  [
    'kochi football camp: ghee rice with chicken curry, one plate',
    'kerala plain',
    'gheeRice=fTwentySevenGheeRice chickenCurry',
  ],
  [
    'mohun bagan tent e lunch: alu posto, musur dal, bhaat ar ek piece macher jhol',
    'bengali plain numberword',
    'bhaat=rice:2 musurDal=dal aluPosto=alooSabzi+fFourPoppySeed macherJhol=fishCurry',
  ],
  [
    'bhopal SAI girls hostel dinner - 3 chapati, dal, aloo matar, 1 katori kheer',
    'central hostel plain',
    'chapati=roti:3 dal alooMatar kheer=fThirtySixRiceKheer',
  ],
  [
    'gachibowli academy bfast: 2 pesarattu, upma on the side, 3 egg whites',
    'south plain',
    'pesarattu:2 upma eggWhites=fSevenEggWhite:3',
  ],
  [
    'shuttle drills over. shaker bottle: toned milk 300ml, whey (one scoop), pb 1 tbsp',
    'gym supplement plain',
    'shake=whey+milk@308.9+peanutButter',
  ],
  ['sprint day: boiled eggs x4, brown bread x2, an apple', 'gym plain', 'boiledEggs=egg:4 brownBread:2 apple'],
  [
    'sansarpur, bebe ne murga banaya: 2 katori tari wala chicken te 3 phulke',
    'punjabi plain',
    'chicken=chickenCurry:2 phulke=roti:3',
  ],
  [
    'kabaddi camp dinner, rohtak: 5 roti, kadhi, aloo gobhi',
    'haryana hostel plain',
    'roti:5 kadhi alooGobhi=fSixAlooGobi',
  ],
  [
    'subah khali pet: 12 bheege badam, 6 kaju, 2 sookhe anjeer',
    'north plain',
    'badam=almonds:12 kaju=cashews:6 anjeer=fSixteenFig:2',
  ],
  ['gajar halwa ek katori, mummy ne dabbe mein bheja hostel', 'north sweet plain numberword', 'gajarHalwa'],
  ['derby jeetar por 2 to sandesh, bagbazar theke', 'bengali sweet plain', 'sandesh=fThreeChhenaPoda@60'],
  [
    'between the two badminton sessions: a cup of papaya and 2 chikoo',
    'fruit plain',
    'papaya chikoo=fTwentySevenSapodilla:2',
  ],
  [
    'shillong academy lunch: jadoh one plate plus one boiled egg',
    'northeast plain',
    'jadoh=fFiftyTwoJadoh boiledEgg=egg',
  ],
  [
    'ooty camp, 2200 m up, freezing: oats in milk (a bowl), boiled eggs 2, banana 1',
    'south plain',
    'oats@250 eggs=egg:2 banana',
  ],
  [
    'cuttack ghare lunch: bhata, machha besara, bhendi bhaja',
    'odia plain',
    'bhata=rice:2 machhaBesara=fishCurry bhendiBhaja=bhindiFry',
  ],
  [
    'kurukshetra ghar pe: chana dal lauki wali, 4 roti, ek glass lassi',
    'haryana plain numberword',
    `roti:4 laukiChanaDal=chanaDalLauki ${LASSI}`,
  ],
  [
    'weigh-in week, dinner: grilled chicken breast weighed at 200 g; a katori brown rice; steamed broccoli, a cup',
    'gym plain',
    'grilledChicken@200 brownRice broccoli',
  ],
  ['akhade ki rasoi mein 6 ande ki bhurji, saath mein 4 roti', 'haryana plain', 'bhurji=fThirtyTwoAndaBhurji:6 roti:4'],
  ['patiala juice corner: banana shake, ek bada glass', 'punjabi plain numberword', 'bananaShake=fFortyBananaShake'],
  [
    'SAI bhopal mess ka nashta: aloo parathe do, dahi, chai',
    'central hostel plain',
    `alooParathe=alooParatha:2 dahi=curd ${CHAI}`,
  ],
  [
    'pune kabaddi academy dinner - 4 chapati, matki usal, varan bhaat',
    'marathi hostel plain',
    'chapati=roti:4 matkiUsal=sprouts varan=dal bhaat=rice:2',
  ],
  [
    'patiala day log: 7am poha + chai | 11am 1 apple | 1pm 3 roti + lauki + dal + salad | 5pm 2 boiled eggs + whey | 9pm palak paneer + 2 roti + dahi',
    'north plain multi',
    `poha ${CHAI} apple roti:3 dal lauki=vegCurry salad=fTwelveSideSalad egg:2 whey roti:2 palakPaneer dahi=curd`,
  ],
  ['weightlifting camp: tawa paneer 150 g bina tel ke, 2 roti', 'north plain', 'tawaPaneer=paneer@150 roti:2'],
  // combinations named with their own parts
  [
    'makki-sarson, patiala road dhaba: makki roti do, saag ik katori',
    'punjabi combo numberword',
    'makkiRoti=fThreeMakkiRoti:2 saag=fThreeSarsonSaag',
  ],
  ['idli-vada at the SAI canteen in bengaluru: idli 3, vada 1, sambar', 'south combo', 'idli:3 vada sambar'],
  // headers naming the meal, then its list
  [
    'akhada khurak, shaam → ek glass doodh, 15 badam, 2 kele, 1 besan laddoo',
    'haryana header numberword',
    'doodh=milk badam=almonds:15 kele=banana:2 besanLaddoo=besanLadoo',
  ],
  [
    'hockey hostel lunch, lucknow → rice, arhar dal, 3 roti, chicken curry, dahi',
    'up header',
    'rice:2 arharDal=dal roti:3 chickenCurry dahi=curd',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'paneer sandwich from the canteen: brown bread x2 with 50 g paneer filled inside',
    'north addon',
    'paneerSandwich=brownBread:2+paneer@50',
  ],
  ['epigamia mango greek yoghurt, one cup, after the yoga block', 'gym addon', 'epigamia=fFiftyFourFruitYogurt'],
  // an ingredient or garnish that is not a full serving
  ['meetha daliya ek bowl, upar ek chammach shahad', 'north garnish numberword', 'daliya=daliaMilk@250 shahad=honey'],
  ['dalma bhata, upare tike ghia', 'odia garnish', 'dalma bhata=rice:2 ghia=ghee'],
  // food amid match or training talk
  [
    'scored 2 in the 5-1 vs haryana, 1 green card lol. team dinner: palak paneer n 4 roti',
    'north talk',
    'roti:4 palakPaneer',
  ],
  [
    '8 x 150 m @ 19 s, walk-back rest, then a 400 m jog. after: 2 bananas and chocolate milk, one glass',
    'gym talk',
    'bananas=banana:2 chocolateMilk@262',
  ],
  // legume words next to the unit gram
  [
    'maah (whole black gram) di dal, 200 gram, dhabe ton, naal 2 lachha parathe',
    'punjabi legume',
    'maahDiDal=fSixWholeUrad@200 lachhaParathe=paratha:2',
  ],
  [
    'kabaddi mat ke side mein gud chana: 50 gram bengal gram, roasted wale, aur gud ki ek dali',
    'haryana legume numberword',
    'bengalGram=fThirteenRoastedGram@50 gud=jaggery@10',
  ],
  // drinks named after their main ingredient
  ['ganna, do glass, sonipat highway wale thele se', 'haryana drinkname numberword', 'ganna=sugarcaneJuice:2'],
  ['anar, one glass, fresh pressed, after the 10k tempo', 'gym drinkname', 'anar=pomegranateJuice'],
  // stated sizes
  ['amul gold 1 litre pouch, pura pee gaya akhade mein', 'haryana size', 'amulGold=buffaloMilk@1029.5'],
  ['amul masti dahi, the 400 g cup, finished it solo after weights', 'gym size', 'dahi=curd@400'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['shalgam te 3 roti, patiala hostel', 'punjabi cooked', 'shalgam=fThreeTurnip roti:3'],
  ['sabut moong and rice, simple khana pre 1500 m heats', 'north cooked', 'sabutMoong=wholeMoong rice:2'],
  // counts in number words
  ['akhade ton aake chaar kele te do gilaas doodh', 'punjabi numberword', 'kele=banana:4 doodh=milk:2'],
  [
    'kovilpatti hockey hostel: moonu chapathi, oru kinnam kozhi kuzhambu',
    'tamil numberword',
    'chapathi=roti:3 kozhiKuzhambu=chickenCurry',
  ],
];
