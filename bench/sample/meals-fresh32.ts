// Benchmark meals written on 2026-11-25 blind, as the thirty-second blind set after meals-fresh.ts to
// meals-fresh30.ts, written without running the engine or reading its code or knowledge: each
// sentence is one log message of a balanced week from a squad of athletes (terse and chatty, with
// training, match and travel talk, typos and abbreviations such as n, w/, w, b4, hv, hd, pc, lol,
// wkout, dinnr, brocoli, chiken; Hinglish and romanised Bengali, Nepali, Gujarati, Malayalam,
// Kannada and Urdu words; some with exact grams; two messages with two meals). Each
// reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 rows, their portions or a stated convention) before and independently of any engine run.
// None of the sentences is taken from an earlier set.
// Mix (60): 30 plain everyday logs (home breakfasts and dinners, a hotel buffet, a dhaba, a canteen,
// a darshini, a Goa shack, Mumbai street food, KFC, Domino's, Good Day, Snickers and Red Bull, whey,
// meal prep, a hotel-room Maggi, pre and post training, match day; North, South, East, West India,
// Kerala, Hyderabad, Pakistan, Bangladesh, Sri Lanka and Nepal) and 30 over ten hard classes, three
// each: combinations named with their own parts (combo), headers naming the meal then its breakdown
// (header), "made with" / a shake of listed parts / a sandwich with its filling (addon), garnishes
// and small add-ons (garnish), food amid training, match or travel talk with numbers that are no
// food (talk), drinks named after their main ingredient (drinkname), stated sizes and pack volumes
// (size), legume words next to the unit gram (legume), raw or dry weights vs cooked (cooked) and
// counts in number words (numberword).
// Four new reference foods: fThirtyTwoAndaBhurji (INDB BFP052 Indian style egg bhujia, 126 g per
// egg), fThirtyTwoEggCurry (INDB BFP240 egg curry, 151.6 g per egg with its gravy),
// fThirtyTwoDietCola (FNDDS 92410320 diet cola, 1 fl oz = 30 g) and fThirtyTwoRawSago (SR26 20068
// tapioca pearl, dry, 1 cup = 152 g); every other item is an existing key. Water drunk is never
// counted (no energy). Conventions used, for every meal in the order of the file:
// plain:
//  1 aloo parathe: 2 × 93.4 g of INDB ASC098; dahi unquantified = 1 katori (150 g, curd); ek cup chai
//    = meals.ts CHAI (62 g milk + 60 g tea + 1 tsp sugar).
//  2 hotel buffet: 2 idly × 40 g, 1 medu vada = 40 g (FNDDS 58175000), sambar unquantified = a katori
//    (150 g, FNDDS 41311020), "some cut papaya" = 1 cup cubes (145 g, SR26 09226), a black coffee = 1
//    cup (240 g, FNDDS 92101000); "b4 the bus" no amount.
//  3 dhaba: dal makhani unquantified = a katori (150 g) of FNDDS 41311030 lentil curry (meals.ts "dal
//    makhani with 2 butter naan"); 2 butter naan = 2 × 90 g naan + 2 × 5 g butter, one item (meals.ts);
//    1 katori jeera rice = 100 g of INDB BFP134.
//  4 anda bhurji "3 eggs wala" = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, one egg per serving)
//    and 2 pav = 2 × 43 g (FNDDS 51150000).
//  5 4 te luchi = 4 × 36 g of FNDDS 51300180 puri (meals.ts luchi) and ek bati cholar dal = a katori
//    (150 g) of INDB OSR142 channa dal.
//  6 thakali set: bhat unquantified = 2 katori (200 g; meals.ts "meals: rice, sambar ..."), kalo dal
//    = a katori (150 g) of INDB ASC159 (fSixWholeUrad), rayo saag = a katori of dry sabzi (120 g) of
//    FNDDS 72122221 (fSixMustardGreens), aloo tarkari = a katori (120 g) of alooSabzi; the achar is a
//    pickle and not counted.
//  7 nihari unquantified = a katori (150 g) of FNDDS 27116100 beef curry (the nihari proxy) and 2 naan
//    = 2 × 90 g; "raat 11 baje" no amount.
//  8 2 ta ruti = 2 × 40 g roti, alu bhaji unquantified = a katori (120 g) of alooSabzi, ekta dim bhaja
//    = 1 fried egg (55 g, FNDDS 31105030).
//  9 rice unquantified at a rice-and-curry lunch = 2 katori (200 g), dhal curry and chicken curry a
//    katori each (150 g; FNDDS 41311030, 27146150), 2 papadam = 2 × 9 g (FNDDS 41311000).
// 10 1 scoop whey = 30 g (FNDDS 95230000), the water not counted, 2 bananas = 2 × 126 g.
// 11 150 g grilled chicken = FNDDS 24123301; 1 cup brown rice = 195 g (FNDDS 56205018's own 1 cup,
//    cooked); steamed broccoli unquantified = 1 cup (155 g, FNDDS 72201211).
// 12 1 zinger = 140 g of FNDDS 27540146 fried chicken fillet sandwich (fThreeChickenBurger), medium
//    fries = 145 g (FNDDS 71401030).
// 13 5 Good Day = 5 × 10 g (fFifteenButterCookie) and 1 glass garam doodh = 258 g of toned milk.
// 14 rajma chawal unquantified = a katori of rajma (150 g) + 150 g rice (meals.ts "rajma chawal" =
//    rajma rice:1.5); kheere ka raita = a katori (150 g) of INDB ASC273.
// 15 masala dose = 200 g (masalaDosa, FNDDS 58174100) and filter kaapi = meals.ts COFFEE.
// 16 1 bhutta = 1 ear (105 g, FNDDS 75216111) and 2 samose = 2 × 100 g (FNDDS 58124500).
// 17 3 appam = 150 g of FNDDS 55702100 dosa (meals.ts "3 appam" = appam=dosa@150); mutta curry "with
//    2 eggs" = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg per bowl with its gravy).
// 18 chicken biryani 1 plate = 300 g (chickenBiryani) and double ka meetha unquantified = 1 tukra
//    (101.9 g, INDB ASC350).
// 19 two meals: oats w/ milk unquantified = 1 cup (240 g, FNDDS 56203066), 1 spoon honey = 1 tsp (7
//    g); 3 boiled egg whites = 3 × 33 g (FNDDS 31108110) and an apple = 200 g.
// 20 2 toast = 2 × 28 g white bread, the jam = 10 g per slice (FNDDS 91402000 guideline, so 2 × 10
//    g), 1 banana = 126 g, 1 glass milk = 258 g; "8am" no amount.
// 21 rice unquantified = 2 katori (200 g), prawn curry = a katori (150 g, INDB BFP230), 1 rava fried
//    fish = 1 piece (67 g, FNDDS 26100140, fishFry).
// 22 two meals: 3 rotiyan = 3 × 40 g, kadhai paneer 1 katori = 150 g (INDB ASC226); dinner khichdi
//    unquantified = 1 cup (200 g, FNDDS 41311040).
// 23 bhaat unquantified = 2 katori (200 g; meals.ts "bhaat, dal, maacher jhol"), moshur dal = a katori
//    (150 g, INDB ASC157) and ilish bhaja 1 pc = 1 fried fish piece (67 g, fishFry).
// 24 1 maggi pack = 70 g dry (SR26 06583 proxy, the pack weight) and 2 boiled eggs = 2 × 50 g.
// 25 snickers 1 = 57 g (FNDDS 91715100) and a red bull can = 250 ml = 260 g (FNDDS 95310600).
// 26 2 slices of a medium pizza = 2 × 86 g (FNDDS 58106225) and 1 garlic bread = 1 small slice (37 g,
//    FNDDS 51121025).
// 27 MB (MuscleBlaze) whey 1.5 scoop = 45 g; 300 ml toned milk = 309 g (FNDDS 11112110: 1 fl oz =
//    30.5 g).
// 28 dhido unquantified = 1 cup cooked (170 g) of FNDDS 56202000 millet (fTwentyTwoRagiMudde, the
//    millet-flour mudde proxy) and kukhura ko masu = a katori (150 g) of chicken curry.
// 29 halwa puri: 2 puri = 2 × 36 g, halwa unquantified = a katori (150 g) of INDB ASC293 suji halwa,
//    chanay = a katori (150 g) of chole.
// 30 2 egg hoppers = 2 × 50 g of dosa (meals.ts appam = 50 g each) + 2 × 50 g egg, one item (as the
//    earlier "egg hoppers with dhal"); seeni sambol unquantified = 1 tbsp (16 g, INDB OSR083 proxy).
// combo:
// 31 dal bhat tarkari: 2 cup bhat = 2 × 158 g (FNDDS 56205008 1 cup cooked), 1 katori dal = 150 g, 1
//    katori cauli aloo tarkari = 120 g of INDB ASC171 (fSixAlooGobi).
// 32 rice n curry: 2 cups rice = 316 g, a katori of parippu = 150 g dal, a katori of chicken curry =
//    150 g.
// 33 pav bhaji: 1 katori bhaji = 150 g of INDB OSR112, 2 pav = 2 × 43 g, "butter lagake" = 1 tsp (5 g;
//    meals.ts "2 plain parathas with butter" = one portion of butter).
// header:
// 34 tiffin: 3 chapati = 120 g, 1 katori lauki chana dal = 150 g of INDB ASC153, 1 katori bhindi =
//    120 g of INDB BFP269, 1 kela = 126 g; "camp day 3" no amount.
// 35 match day bfast: oats with milk 1 bowl = 1 cup (240 g), 2 boiled eggs = 100 g, 1 glass
//    Tropicana orange = 262 g of FNDDS 61210220 (carton juice); "7:15 am" no amount.
// 36 iftar: 3 khejur = 3 × 8 g dates, 4 piyaju = 4 × 15 g (pakora: a besan-onion fritter, as the
//    lentil-onion piyaju), 2 beguni = 2 × 40 g (FNDDS 75412010, fSevenBegunBhaja), ek cup muri = 1 cup
//    (14 g, FNDDS 57340000); "5:41" no amount.
// addon:
// 37 overnight oats = 40 g rolled oats dry (SR26 20038) + 150 ml milk (155 g) + 1 tbsp chia (10.5 g)
//    + half a banana (63 g), one item.
// 38 sandwich = 2 × 36 g multigrain bread (FNDDS 51601020) + 80 g grilled chicken + 1 cheese slice
//    (21 g), one item.
// 39 chikoo shake = 2 chikoo (2 × 170 g, SR26 09313) + 250 ml milk (258 g) + 2 tsp sugar (8.4 g),
//    one item.
// garnish:
// 40 4 idli = 160 g, gunpowder unquantified = 1 tbsp (13.9 g, INDB BFP448), "a spoon of ghee" = 1 tsp
//    (5 g).
// 41 masala omelette of 2 eggs = 2 × 55 g of FNDDS 32130010 (the chopped onion, tomato and dhania
//    inside are a few grams and not counted) and 2 toast = 2 × 28 g white bread.
// 42 semiya payasam 1 katori = 150 g of INDB ASC285, 5 kaju = 5 × 1.5 g and 10 kismis = 10 × 0.5 g
//    (FNDDS 62125100).
// talk:
// 43 "8 overs", "1 wicket" no amounts; 2 roti = 80 g, daal unquantified = 150 g, aloo palak = a
//    katori (150 g) of INDB BFP257.
// 44 "6E 2134", "6:05" no amounts; a veggie sub = 6" (240 g, FNDDS 58127500) and a cappuccino = small
//    (360 g, FNDDS 92161000, its quantity not specified).
// 45 "T20", "42 off 31" no amounts; chicken fried rice 1 plate = 300 g (FNDDS 58150320) and devilled
//    chicken unquantified = a katori (150 g) of INDB ASC244 chilli chicken (the Sri Lankan devilled
//    chicken is the same stir-fry of chicken, onion, capsicum and chilli sauce).
// drinkname:
// 46 nariyal pani 2 = 2 coconuts × 206 g (FNDDS 42403010: 1 coconut yields 206 g); "38 degrees" no
//    amount.
// 47 ganne ka ras 1 glass = 262 g of FNDDS 92612010; "sector 17" no amount.
// 48 kesariya doodh ek glass = 262.7 g of INDB OSR010.
// size:
// 49 subway footlong = 2 × the 6" chicken sub (480 g, FNDDS 27540290) and a 300 ml coke zero can =
//    304 g of FNDDS 92410320 (fThirtyTwoDietCola).
// 50 Amul Kool Koko 200 ml = 210 g of FNDDS 11511200 chocolate milk (1 fl oz = 31 g).
// 51 snickers king size = 113 g (FNDDS 91715100); the 500 ml bisleri is water, not counted.
// legume:
// 52 horse gram (huruli) dal 1 katori = 150 g of INDB OSR143 and 1 ragi mudde = 170 g.
// 53 roasted chana by the stated 40 gram = SR26 16056 (fThirteenRoastedGram) and 1 apple = 200 g.
// 54 green gram by the stated 70 gram dry = SR26 16080 mung beans, raw (fTwentySevenRawMoong).
// cooked:
// 55 soya chunks by the stated 50 g dry wt = SR26 16420 (soyChunks, dry).
// 56 chicken breast by the stated 250 g raw wt = SR26 05062 (fTwentyRawChicken) and 1 cup cooked rice
//    = 158 g.
// 57 sabudana khichdi = 80 g sago dry (SR26 20068, fThirtyTwoRawSago) + 1 tbsp peanuts (9.1 g: FNDDS
//    42111110 1 cup = 146 g, a tbsp is 1/16 cup) + 1 tsp ghee (5 g), one item.
// numberword:
// 58 be (Gujarati 2) rotli = 2 × 40 g roti, ek vaati dal = 150 g, ek vaati bhaat = 100 g.
// 59 das wata (Nepali 10) chicken momo = 10 × 37 g (FNDDS 58112510) and ek cup chiya = CHAI.
// 60 moonnu (Malayalam 3) porotta = 3 × 70 g (FNDDS 51300185) and oru plate beef fry = a katori
//    (150 g) of FNDDS 27116100 beef curry; "11 pm" no amount.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH32_MEALS: SampleMeal[] = [
  // plain everyday logs
  ['bfast at home: 2 aloo parathe, dahi n ek cup chai, mummy zindabad', 'north plain', `alooParatha:2 curd ${CHAI}`],
  [
    'chennai hotel buffet b4 the bus - 2 idly, 1 medu vada, sambar, some cut papaya n a black coffee',
    'south plain',
    'idli:2 vada sambar papaya blackCoffee',
  ],
  [
    'GT road dhaba: dal makhani, 2 butter naan n 1 katori jeera rice',
    'north plain',
    'dal naan=naan:2+butter:2 jeeraRice',
  ],
  ['anda bhurji 3 eggs wala with 2 pav, from the gaadi outside wankhede', 'west plain', 'fThirtyTwoAndaBhurji:3 pav:2'],
  ['sunday jolkhabar - 4 te luchi ar ek bati cholar dal', 'east plain', 'luchi=puri:4 channaDal'],
  [
    'thakali set in pokhara: bhat, kalo dal, rayo saag, aloo tarkari n achar',
    'nepali plain',
    'rice:2 fSixWholeUrad fSixMustardGreens alooSabzi',
  ],
  ['burns road wali nihari with 2 naan, raat 11 baje', 'pakistani plain', 'beefCurry naan:2'],
  [
    'shokale 2 ta ruti, alu bhaji ar ekta dim bhaja',
    'bangladeshi plain',
    'rutiRoti=roti:2 aluBhaji=alooSabzi dimBhaja=friedEgg',
  ],
  [
    'lunch at the kandy hotel: rice, dhal curry, chiken curry n 2 papadam',
    'srilankan plain',
    'rice:2 dal chickenCurry papad:2',
  ],
  ['post wkout 1 scoop whey in water n 2 bananas', 'gym plain', 'whey banana:2'],
  [
    'meal prep lunch - 150 g grilled chicken, 1 cup brown rice, steamed brocoli',
    'gym plain',
    'grilledChicken@150 brownRice@195 broccoli',
  ],
  ['kfc after the game: 1 zinger n medium fries', 'western plain', 'fThreeChickenBurger friesMedium'],
  ['5 good day biscuits n 1 glass garam doodh before sleeping', 'north plain', 'fFifteenButterCookie:5 milk'],
  ['academy canteen: rajma chawal n kheere ka raita', 'north plain', 'rajma rice:1.5 fSevenCucumberRaita'],
  ['masala dose n filter kaapi at a darshini in jayanagar', 'south plain', `masalaDosa ${COFFEE}`],
  ['chowpatty evening - 1 bhutta n 2 samose', 'west plain', 'fSixteenBhutta samosa:2'],
  ['3 appam n mutta curry with 2 eggs, kerala house', 'kerala plain', 'appam=dosa@150 fThirtyTwoEggCurry:2'],
  ['paradise, hyd - chicken biryani 1 plate + double ka meetha', 'south plain', 'chickenBiryani fNineteenShahiTukda'],
  [
    'pre gym: oats w/ milk n 1 spoon honey. post gym: 3 boiled egg whites n an apple',
    'gym plain',
    'oats honey fSevenEggWhite:3 apple',
  ],
  ['pre match 8am: 2 toast with jam, 1 banana n 1 glass milk', 'gym plain', 'bread:2 jam:2 banana milk'],
  ['goa shack lunch: rice, prawn curry n 1 rava fried fish', 'west plain', 'rice:2 prawnCurry fishFry'],
  ['lunch 3 rotiyan n kadhai paneer 1 katori, dinnr sirf khichdi', 'north plain', 'roti:3 kadhaiPaneer khichdi'],
  ['raate bhaat, moshur dal ar ilish bhaja 1 pc', 'bangladeshi plain', 'rice:2 masoorDal fishFry'],
  ['hotel room dinner lol - hd 1 maggi pack + 2 boiled eggs', 'travel plain', 'maggi egg:2'],
  ['snickers 1 n a red bull can b4 the gym', 'gym plain', 'snickers fThreeRedBull'],
  [
    "domino's - hv 2 slices of a medium pizza n 1 garlic bread",
    'western plain',
    'pizzaSliceMedium:2 fTwentySixGarlicBread',
  ],
  ['MB whey 1.5 scoop in 300 ml toned milk, post gym', 'gym plain', 'whey:1.5 milk@309'],
  [
    'dhido ra kukhura ko masu, jomsom ma',
    'nepali plain',
    'dhidoMillet=fTwentyTwoRagiMudde kukhuraChicken=chickenCurry',
  ],
  ['halwa puri nashta, sunday: 2 puri, halwa n chanay', 'pakistani plain', 'puri:2 sujiHalwa chole'],
  ['2 egg hoppers n seeni sambol, galle fort', 'srilankan plain', 'eggHopper=dosa@100+egg:2 fTwentyEightOnionChutney'],
  // combinations named with their own parts
  [
    'dal bhat tarkari at the teahouse - 2 cup bhat, 1 katori dal n 1 katori cauli aloo tarkari',
    'nepali combo',
    'rice@316 dal fSixAlooGobi',
  ],
  [
    'rice n curry lunch packet: 2 cups rice, a katori of parippu n a katori of chicken curry',
    'srilankan combo',
    'rice@316 dal chickenCurry',
  ],
  ['pav bhaji - 1 katori bhaji n 2 pav, butter lagake', 'west combo', 'pavBhaji pav:2 butter'],
  // headers naming the meal, then its breakdown
  [
    'tiffin from home (camp day 3): 3 chapati, 1 katori lauki chana dal, 1 katori bhindi n 1 kela',
    'north header',
    'roti:3 chanaDalLauki bhindiFry banana',
  ],
  [
    'match day bfast, 7:15 am - oats with milk 1 bowl, 2 boiled eggs, 1 glass tropicana orange',
    'gym header',
    'oats egg:2 fTwentySixOrangeJuice',
  ],
  [
    'iftar at 5:41 - 3 khejur, 4 ta piyaju, 2 ta beguni ar ek cup muri',
    'bangladeshi header',
    'khejurDates=dates:3 piyaju=pakora:4 fSevenBegunBhaja:2 fFivePuffedRice',
  ],
  // "made with", a shake of listed parts, a sandwich with its filling
  [
    'overnight oats made with 40 g oats, 150 ml milk, 1 tbsp chia n half a banana',
    'gym addon',
    'overnightOats=fSevenOats@40+milk@155+fFourChia+banana@63',
  ],
  [
    'chicken sandwich w/ 2 multigrain slices, 80 g grilled chicken n 1 cheese slice, made in the hotel room',
    'gym addon',
    'sandwich=fTwelveMultigrainBread:2+grilledChicken@80+cheeseSlice',
  ],
  [
    'chikoo shake made with 2 chikoo, 250 ml milk n 2 tsp sugar',
    'west addon',
    'chikooShake=fTwentySevenSapodilla:2+milk+sugar:2',
  ],
  // garnishes and small add-ons
  ['4 idli with gunpowder n a spoon of ghee on it, hostel mess', 'south garnish', 'idli:4 podi ghee'],
  ['masala omelette (2 eggs) w chopped onion, tomato n dhania + 2 toast', 'gym garnish', 'omelette:2 bread:2'],
  [
    'semiya payasam 1 katori with 5 kaju n 10 kismis on top, club onam function',
    'kerala garnish',
    'vermicelliKheer cashews:5 raisins:10',
  ],
  // food amid training, match or travel talk
  [
    'bowled 8 overs in the nets at gaddafi, 1 wicket lol. lunch: 2 roti, daal n aloo palak',
    'pakistani talk',
    'roti:2 dal fEightPalakAloo',
  ],
  [
    'flight 6E 2134 BLR to DEL at 6:05, hd a veggie sub n a cappuccino at the lounge',
    'travel talk',
    'fTwelveVeggieSub cappuccino',
  ],
  [
    'T20 vs galle cc, 42 off 31 🔥 dinner: chicken fried rice 1 plate n devilled chicken',
    'srilankan talk',
    'fFourChickenFriedRice devilledChicken=chilliChicken',
  ],
  // drinks named after their main ingredient
  ['nariyal pani 2 after the fielding drills, 38 degrees', 'south drinkname', 'coconutWater@412'],
  ['ganne ka ras 1 glass, no ice, sector 17', 'north drinkname', 'sugarcaneJuice'],
  ['kesariya doodh ek glass at the wedding, skipped the sweets', 'north drinkname', 'kesarDoodh'],
  // stated sizes and pack volumes
  ['subway footlong chicken teriyaki + a 300 ml coke zero can', 'western size', 'chickenSub:2 fThirtyTwoDietCola@304'],
  ['Amul Kool Koko 200 ml bottle on the team bus', 'north size', 'chocolateMilk@210'],
  ['snickers king size n a 500 ml bisleri during the rain delay', 'north size', 'snickersKing'],
  // legume words next to the unit gram
  ['horse gram (huruli) dal 1 katori with 1 ragi mudde, mysuru', 'south legume', 'kulthiDal fTwentyTwoRagiMudde'],
  ['roasted chana 40 gram + 1 apple, bus snack to mohali', 'north legume', 'fThirteenRoastedGram@40 apple'],
  ['green gram 70 gram dry, pressure cooked, salt n pepper only', 'gym legume', 'fTwentySevenRawMoong@70'],
  // raw or dry weights vs cooked
  ['soya chunks 50 g dry wt, boiled n tossed w salt pepper', 'gym cooked', 'soyChunks@50'],
  ['250 g chicken breast raw wt, grilled + 1 cup cooked rice', 'gym cooked', 'fTwentyRawChicken@250 rice@158'],
  [
    'sabudana 80 g dry weight, made into khichdi with 1 tbsp peanuts n 1 tsp ghee - ekadashi',
    'west cooked',
    'sabudanaKhichdi=fThirtyTwoRawSago@80+peanuts@9.1+ghee',
  ],
  // counts in number words
  ['be rotli, ek vaati dal n ek vaati bhaat, ghare jamvanu', 'gujarati numberword', 'rotliRoti=roti:2 dal rice'],
  ['das wata chicken momo ra ek cup chiya, bhaktapur', 'nepali numberword', `momo:10 ${CHAI}`],
  [
    'moonnu porotta, oru plate beef fry, thattukada at 11 pm',
    'kerala numberword',
    'porottaParatha=paratha:3 beefCurry',
  ],
];
