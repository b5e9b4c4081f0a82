// Benchmark meals written on 2026-11-26 blind, as the seventy-third blind set after meals-fresh.ts to
// meals-fresh71.ts (the sets in this tree), without running the engine or reading its code or
// knowledge. Each sentence is one log message as an Indian cricketer or athlete would type it to a
// food-tracking chat, themed on a season that moves between Indian cities and a tour of England,
// Australia and New Zealand: team hotels and their buffets (Colaba, Bengaluru on a match day, Trent
// Bridge, Old Trafford), team rooms (Eden Gardens, the Adelaide Oval, the WACA), a dressing room at
// Chepauk, airports and flights (Delhi T3, Sydney, a flight to Auckland, a dinner tray from Melbourne
// to Auckland, a train to Manchester, team buses), Indian chains and cafes (Chaayos, Third Wave,
// Starbucks, CCD, Haldiram's, Domino's, McDonald's, Subway, KFC, Burger King, Paradise, a Rameshwaram
// Cafe idli), chains and cafes abroad (a Tesco meal deal, Hungry Jack's, a Brisbane cafe, a Wellington
// pie, a Lord's tea, a pub roast near Edgbaston, an Auckland ice cream), packaged snacks and
// supplements (Haldiram's bhujia, Nature Valley bars, a juice box, whey, creatine, Powerade, Milo), and
// home and street food on rest days in Mumbai, Delhi, Bengaluru, Kolkata, Chennai, Hyderabad, Lucknow
// and Indore; mostly short, terse and chatty, with training, match and travel talk and abbreviations
// (bfast, n, w, pc, x2, ~, T3, CP, 8am, 5x5, 3x10, 2/34, 300ml, MEL, AKL, SCG), in plain English and
// Hinglish and romanised Bengali, Tamil, Telugu and Marathi words (18 of 50, 36 %, not plain English).
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 NDB numbers, their portions or a stated convention) before and independently of any engine run.
// None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' 4,235 texts (meals.ts, meals-structural.ts, meals-generalise.ts and meals-fresh.ts to
// meals-fresh71.ts) and against every other word of bench/sample/*.ts for any shared run of four words,
// and rewritten until none is shared (first drafts of a masala omelette "(2 eggs), 2 brown toast n a
// bowl of" papaya; "chicken dum biryani one plate" at Paradise "in secunderabad after the" win; "idris
// ki mutton biryani ek plate"; sabudana khichdi "ek plate" at Chappan Dukan; a meal deal "on the train
// to" Manchester; "apple juice 200 ml" on a flight; whey "paani mein"; "aloo bhujia 40 g"; "3 slices
// of a medium farmhouse"; "2 pc hot n crispy"; "and a softy cone"; "a coke zero can"; rajma chawal
// "aur ek katori dahi"; "grilled fish 150 g, 1 katori brown rice"; porridge "w milk (1 bowl) and 2
// boiled eggs"; dosa "w coconut chutney" and "2 katori rice, dal, chicken curry" in the match-day
// log; "chole ek katori, 2" kulche; "2 fried eggs, 2" sausages and "baked beans (half cup)"; "butter
// chicken, jeera rice, 1" roll; "2 slices multigrain, 100 g grilled chicken"; "2 idli with a spoon of
// ghee"; "post workout 1 scoop whey in 300 ml toned milk"; "roasted bengal gram, 40 gram, on the bus
// to"; "in the chennai heat"; "finished the whole thing"; "rendu pesarattu, oka cup upma"), and drafts
// that passed but were the same meal as an earlier text were dropped too (4 luchi with cholar dal,
// arbi with 3 roti, masoor with chawal, rendu pesarattu with upma, mooru set dose with sagu).
// Mix (50): 30 plain everyday logs (a team hotel breakfast in Colaba, Chaayos, Third Wave, bhapa ilish
// at home in Kolkata, curd rice at Chepauk, Paradise biryani, an Aminabad biryani, Chappan Dukan, a
// Tesco meal deal, Hungry Jack's, a Brisbane cafe, a Wellington pie, hokey pokey in Auckland, a flight
// snack, whey after the gym, a bhujia pack, Domino's, KFC, McDonald's, CCD, Starbucks, Burger King,
// home food of Delhi, Chennai, Hyderabad and Mumbai, a team-room lunch at Eden, a Nottingham hotel
// breakfast, a Sunday roast and a whole match day from a Bengaluru hotel buffet in one message) and 20
// over the ten hard classes, two each: combinations named with their own parts (combo: chole-kulche at
// Haldiram's, poha-jalebi at Sarafa), headers naming the meal then its list (header: an Old Trafford
// team breakfast, a flight dinner), a sandwich with its filling and a brand with its generic food
// (addon: a chicken and avocado sandwich, Milo), an ingredient or garnish that is not a full serving
// (garnish: ghee and podi on idli, jam and clotted cream on a scone), food amid match or training talk
// whose numbers are no food (talk: a Ranji spell at Holkar, a squat session), legume names with "gram"
// next to a weight in grams (legume: roasted bengal gram, split black gram), drinks named after their
// main ingredient (drinkname: mosambi, watermelon), stated sizes (size: a Subway footlong, a 600 ml
// Powerade), the cooked dish meant by a raw word beside a bread (cooked: sem, vangi) and counts in
// number words (numberword: English and Bengali; Tamil and Hindi number words also appear in plain,
// drinkname and gym meals, tagged so).
// Four new reference foods (prefix fSeventyThree, each citing its row in reference-foods.ts): Sourdough
// (FNDDS 51133020 sour dough bread, toasted, 1 medium slice = 28 g), RoastPotato (FNDDS 71104130
// potato, roasted, peel not eaten, made with oil, 1 baby potato = 60 g taken for one roastie), Peas
// (FNDDS 75224000 green peas, cooked, from restaurant, quantity not specified = 83 g taken for a side)
// and Scone (FNDDS 52105100 scone, 1 regular = 70 g); every other item is an existing key. Water is
// never counted (no energy), nor are creatine (as earlier sets), the water of a whey shake, or the
// spices of a dish; clock times, "leg day", "5x5", "100 kg", "3x10", "9 overs", "2/34", "ranji", "T3",
// "MEL to AKL", "odi", "ipl", flight and bus talk and place names are no food, and Chaayos, Third Wave,
// Starbucks, CCD, Haldiram's, Domino's, KFC, McDonald's (mcd), Burger King, Hungry Jack's, Subway,
// Tesco, Walkers, Heinz, Nature Valley, Powerade, Milo and Paradise are brand and shop names.
// Conventions, as meals-fresh50.ts to meals-fresh71.ts: a katori = 150 g of a dal, curry or curd, 120 g
// of a dry sabzi and 100 g of rice; unquantified dal or curry (pappu, varan, rasam, bhapa ilish,
// chicken curry, butter chicken) = a katori (150 g); unquantified dry sabzi (vazhakkai fry, bendakaya
// fry, mixed veg, sem, vangi) = a katori (120 g); unquantified rice (bhaat, annam, sadham, chawal,
// rice, jeera rice) in a meal = 2 katori, 200 g; a roti or phulka = 40 g (FNDDS 51300175 medium); a
// jowar bhakri = 55 g of roti (meals-fresh10.ts, meals-fresh71.ts); a kulcha = 80 g of naan (meals.ts
// "2 kulche" = naan@160); a bread roll = 43 g (FNDDS 51150000, the pav key's medium roll); a plate of
// biryani = 300 g; a plate or bowl of poha = 180 g; a bowl of porridge (milk oats) = 250 g
// (meals-fresh60.ts, meals-fresh71.ts); a chutney or podi said without an amount = 1 tbsp; a spoon of
// ghee = 1 tsp, 5 g; a dollop of cream = 1 tbsp (the fFourMalai key's portion); jam said without an
// amount = 10 g (the jam key's amount per slice); half an avocado = 75 g (half of FNDDS 63105010's 1
// fruit, 150 g, as an earlier set's avo toast); ml of milk × 244/237 g (FNDDS
// 11112110), so 300 ml = 308.9 g; ml of a drink × its FNDDS g per fl oz (29.57 ml): 30 g for a diet
// cola (500 ml = 507.2 g), 31 g for an apple juice (200 ml = 209.7 g) and a sports drink (600 ml =
// 628.9 g, as meals-fresh71.ts 600 ml); a flat white = 240 g of FNDDS 92101900 latte
// (meals-fresh31.ts, meals-fresh64.ts); a tall latte = the latte key's 12 fl oz, 360 g; a glass of a
// juice = its key's 250 ml glass; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for a
// Chaayos desi chai. For every meal, in file order:
// plain:
//  1 2-egg masala omelette = 2 × 55 g of FNDDS 32130010 (omelette, omelet made with oil, 1 egg); 2
//    brown toast = 2 × 36 g of FNDDS 51300110 (brownBread); papaya (one bowl) = 1 cup cubes, 145 g of
//    FNDDS 63133010 (papaya).
//  2 desi chai = CHAI; a poha bowl = 180 g (poha, its IFCT recipe); "T3", "blr flight" no food.
//  3 flat white = 240 g of FNDDS 92101900 (fTwentySixLatte); a slice of banana bread = 41 g of FNDDS
//    52405010 (fSixtyEightBananaBread); "rest day" no food.
//  4 bhapa ilish (hilsa steamed in mustard paste) = a katori (150 g) of FNDDS 27150320 (fishCurry);
//    gorom (hot) bhaat = 200 g of FNDDS 56205008 (rice).
//  5 curd rice oru (Tamil 1) plate = 216.2 g of INDB ASC126 (curdRice, 1 plate); 2 appalam = 2 × 9 g of
//    FNDDS 41311000 (papad).
//  6 chicken dum biryani, a plate = 300 g (chickenBiryani, its IFCT recipe); a can of coke = 1 can, 12
//    fl oz, 372 g of FNDDS 92410310 (colaSmall).
//  7 mutton biryani ek (Hindi 1) plate = 300 g of FNDDS 27213010 (muttonBiryani); "saari kha gaya" (ate
//    all of it) no extra food.
//  8 sabudana khichdi, plate bhar ke (a plateful) = 1 bowl, 271.4 g of INDB OSR099 (sabudanaKhichdi).
//  9 a meal deal: chicken wrap = 1 wrap, 161 g of FNDDS 27540300 (chickenWrap); Walkers ready salted by
//    the stated 32.5 g = FNDDS 71200100 (potatoChips, plain potato chips); a 500 ml Coke Zero = 16.91
//    fl oz × 30 g = 507.2 g of FNDDS 92410320 (fThirtyTwoDietCola).
// 10 whopper = 1 Whopper, 270 g of FNDDS 27510615 (fFiftyTwoWhopper); medium chips = 1 medium order,
//    145 g of FNDDS 71401030 (friesMedium); medium coke = 512 g of FNDDS 92410310 (colaMedium).
// 11 smashed avo = half an avocado, 75 g of FNDDS 63105010 (fTwelveAvocado); 2 slices toasted
//    sourdough = 2 × 28 g of FNDDS 51133020 (fSeventyThreeSourdough); 1 poached egg = 50 g of FNDDS
//    31103010 (egg, boiled or poached).
// 12 mince n cheese pie = 1 pie, 227 g of FNDDS 27317010 (fSixtyFourMeatPie, the beef pie proxy); a
//    ginger beer = 1 can or bottle of 12 fl oz, 372 g of FNDDS 92410610 (fTwentySevenGingerAle); "odi"
//    no food.
// 13 hokey pokey ice cream (vanilla with honeycomb toffee), 2 scoops = 2 × 120 g of FNDDS 13110100
//    (fTenIceCream, 1 scoop = 120 g) = 240 g; "in a cup" no food.
// 14 2 nature valley bars (1 pack) = 2 × 21 g of FNDDS 53710906 (fThirtyFiveGranolaBar, 1 bar); an
//    apple juice box of 200 ml = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64104010 (appleJuice).
// 15 1 scoop whey = 30 g of FNDDS 95230000 (whey); water, 5 g creatine and "leg day" not counted.
// 16 a 40 g pack of haldiram's aloo bhujia by its stated weight = INDB OSR147 (sev, its bhujia proxy, as
//    meals-fresh50.ts and meals-fresh60.ts).
// 17 3 slices of a medium farmhouse = 3 × 97 g of FNDDS 58106325 (fFiftySixVegPizza, 1 piece of a
//    medium pizza); 2 garlic breadsticks = 2 × 37 g of FNDDS 51121025 (fTwentySixGarlicBread, 1 small
//    slice); "ipl win" no food.
// 18 hot n crispy 2 pc = 2 × 85 g of FNDDS 24147320 (fTwentySixFriedDrumstick, 1 coated fried
//    drumstick); 4 hot wings = 4 × 22 g of FNDDS 24167220 (fThirtySevenHotWings, 1 wing section).
// 19 mcchicken = 1 sandwich, 140 g of FNDDS 27540146 (fThreeChickenBurger); a softy = 1 cone, 125 g of
//    FNDDS 13120782 (fTwentySixSoftServe).
// 20 cappuccino = 1 small, 360 g of FNDDS 92161000 (cappuccino); a brownie = 1 medium, 50 g of FNDDS
//    53204010 (fTwentyFourBrownie).
// 21 tall latte = 360 g of FNDDS 92101900 (fTwentySixLatte, its 12 fl oz tall); blueberry muffin = 1
//    medium, 130 g of FNDDS 52302010 (fTwentyNineFruitMuffin).
// 22 whopper jr = 1 hamburger, 135 g of FNDDS 27510552 (fTwentySevenWhopperJr); coke zero (300 ml can)
//    = 304 g of FNDDS 92410320 (fThirtyTwoDietCola, its 300 ml can).
// 23 rajma = a katori (150 g) of FNDDS 41106010 (rajma); chawal = 200 g; katori bhar (a full katori)
//    dahi = 150 g of FNDDS 11411100 (curd).
// 24 rasam = a katori (150 g) of INDB BFP176 (rasam); sadham = 200 g of rice; vazhakkai (raw banana)
//    fry = a katori (120 g) of FNDDS 71900200 (fTwentyOneRawBanana).
// 25 tomato pappu = a katori (150 g) of FNDDS 41311030 (dal); annam = 200 g of rice; bendakaya (okra)
//    fry = a katori (120 g) of INDB BFP269 (bhindiFry).
// 26 2 bombil fry = 2 × 67 g of FNDDS 26100140 (fishFry, 1 fried fish piece); varan = a katori (150 g)
//    of FNDDS 41311030 (dal); bhaat = 200 g.
// 27 grilled basa fillet by the stated 150 g = FNDDS 26107120 (fNineteenBasa); brown rice ek (Hindi 1)
//    katori = 100 g of FNDDS 56205018 (brownRice); steamed beans a cup = 140 g of FNDDS 75205021
//    (fTwentyEightGreenBeans).
// 28 milk porridge, 1 bowl = 250 g of FNDDS 56203066 (oats, made with milk); 2 eggs boiled = 2 × 50 g
//    of FNDDS 31103010 (egg).
// 29 roast chicken breast = 1 medium breast, 120 g of FNDDS 24122131 (chickenBreast, roasted, skin not
//    eaten); 3 roasties = 3 × 60 g of FNDDS 71104130 (fSeventyThreeRoastPotato); side of peas = 83 g of
//    FNDDS 75224000 (fSeventyThreePeas).
// 30 a whole match day: 2 plain dosa = 2 × 80 g of FNDDS 55702100 (dosa); coconut chutney = 1 tbsp,
//    25.3 g of INDB ASC386 (coconutChutney); rice 2 katori = 200 g; dal = a katori (150 g) of FNDDS
//    41311030; chicken curry = a katori (150 g) of FNDDS 27146150 (chickenCurry); banana = 126 g of
//    FNDDS 63107010; whey = 1 scoop, 30 g; 3 roti = 3 × 40 g; mixed veg = a katori (120 g) of FNDDS
//    75440600 (vegCurry); the clock times no food.
// combo:
// 31 chole-kulche: katori chole = 150 g of FNDDS 41302010 (chole); 2 kulche = 2 × 80 g = 160 g of
//    FNDDS 51108100 (naan); "CP" (Connaught Place) no food.
// 32 poha-jalebi: 1 plate poha = 180 g (poha); jalebi by the stated 50 gm = FNDDS 55801000
//    (fSevenJalebi).
// header:
// 33 "team breakfast, old trafford hotel" no food: fried eggs x2 = 2 × 55 g of FNDDS 31105030
//    (friedEgg); chicken sausages x2 = 2 × 20 g of FNDDS 25221830 (fTwentyChickenSausage, 1 breakfast
//    link); heinz beans ~half a cup = 130 g of FNDDS 41201020 (fTwelveBakedBeans, 1 cup = 260 g); hash
//    brown = 1 patty, 55 g of FNDDS 71404010 (fTwelveHashBrown); 1 slice toast = 28 g of FNDDS 51101000
//    (bread).
// 34 "flight dinner MEL to AKL" no food: butter chicken = a katori (150 g) of INDB ASC242
//    (butterChicken); jeera rice = 200 g of INDB BFP134 (jeeraRice); 1 bread roll = 43 g of FNDDS
//    51150000 (pav, 1 medium roll); a brownie = 50 g of FNDDS 53204010 (fTwentyFourBrownie).
// addon:
// 35 a chicken avo sandwich, one item: multigrain bread x2 = 2 × 36 g of FNDDS 51601020
//    (fTwelveMultigrainBread); 100 g chicken off the grill as stated = FNDDS 24123301 (grilledChicken);
//    avocado (half) = 75 g of FNDDS 63105010 (fTwelveAvocado).
// 36 a cold Milo (brand), one glass = its generic food, a 250 ml glass of malted chocolate milk, 270 g
//    of FNDDS 11526000 (fThirtyEightMaltedMilk, Ovaltine in milk); "waca" no food.
// garnish:
// 37 2 idli = 2 × 40 g (idli, its IFCT recipe); ghee (1 spoon) = 1 tsp, 5 g of FNDDS 81204000 (ghee);
//    podi on top = 1 tbsp, 13.9 g of INDB BFP448 (podi).
// 38 1 scone = 70 g of FNDDS 52105100 (fSeventyThreeScone); jam = 10 g of FNDDS 91402000 (jam); a
//    dollop of clotted cream = 1 tbsp, 15 g of FNDDS 12130100 (fFourMalai, heavy cream); "tea interval"
//    no food.
// talk:
// 39 "9 overs dale", "2/34", "ranji game", "holkar" no food: 2 kele = 2 × 126 g of FNDDS 63107010
//    (banana); nimbu pani = 1 glass, 250 g of INDB ASC008 (nimbuPani).
// 40 "5x5 squats at 100 kg", "3x10 lunges" no food: one scoop whey = 30 g of FNDDS 95230000; 300ml
//    toned milk = 308.9 g of FNDDS 11112110 (milk).
// legume:
// 41 roasted bengal gram by the stated around 40 gram = SR26 16056 (fThirteenRoastedGram, the bhuna
//    chana proxy); "gram" is part of the pulse's name once and the unit once.
// 42 split black gram (dhuli urad) dal by the stated about 150 gram = INDB ASC152 (uradDal, washed urad
//    dal); 2 phulka = 2 × 40 g of roti; "gram" is part of the pulse's name once and the unit once.
// drinkname:
// 43 mosambi, ek (Hindi 1) glass = mosambi juice, 262 g of FNDDS 61210010 (mosambiJuice, its 250 ml
//    glass); no whole mosambi.
// 44 watermelon, ek (Hindi 1) glass = watermelon juice, 254 g of FNDDS 64133100 (watermelonJuice, its
//    250 ml glass); no watermelon slices.
// size:
// 45 a Subway footlong chicken tikka, whole = 480 g of FNDDS 27540290 (chickenSub: 6" = 240 g,
//    footlong = 480 g).
// 46 a 600 ml Powerade = 20.29 fl oz × 31 g = 628.9 g of FNDDS 95321000 (sportsDrink).
// cooked:
// 47 sem (flat beans) beside roti = sem ki sabzi, a katori (120 g) of INDB BFP272 (beansSabzi); 3 roti =
//    3 × 40 g.
// 48 vangi (brinjal) beside bhakri = vangyachi bhaji, a katori (120 g) of FNDDS 75217020
//    (fTwentyOneEggplant); 2 bhakri = 2 × 55 g = 110 g of roti; "aaji kade" (at grandma's) no food.
// numberword:
// 49 two (English 2) kiwifruit = 2 × 75 g of FNDDS 63126500 (kiwi); a banana = 126 g; "nets" no food.
// 50 tinte (Bengali 3) rosogolla = 3 × 60 g of INDB BFP392 (fSevenRasgulla, 1 rasgulla with its syrup).
import type { SampleMeal } from './meals';

const DESI_CHAI = 'desiChai=milk@62+tea+sugar';

export const FRESH73_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'colaba team hotel bfast: 2-egg masala omelette, 2 brown toast, papaya (one bowl)',
    'travel plain',
    'masalaOmelette=omelette:2 brownToast=brownBread:2 papaya',
  ],
  ['chaayos at T3 before the blr flight - desi chai + poha bowl', 'chain travel plain', `${DESI_CHAI} poha`],
  [
    'third wave, indiranagar on the rest day: flat white and a slice of banana bread',
    'chain plain',
    'flatWhite=fTwentySixLatte@240 bananaBread=fSixtyEightBananaBread',
  ],
  ['kolkata barite rest day - bhapa ilish ar gorom bhaat', 'bengali plain', 'bhapaIlish=fishCurry bhaat=rice:2'],
  ['chepauk dressing room la curd rice oru plate, 2 appalam', 'tamil plain numberword', 'curdRice appalam=papad:2'],
  [
    'paradise, secunderabad to celebrate the win - chicken dum biryani, a plate, w a can of coke',
    'hyderabadi chain plain',
    'chickenBiryani coke=colaSmall',
  ],
  ['aminabad, lucknow: idris ki biryani (mutton), ek plate, saari kha gaya', 'up plain numberword', 'muttonBiryani'],
  ['chappan dukan pe late night sabudana khichdi, plate bhar ke', 'central street plain', 'sabudanaKhichdi'],
  [
    'tesco meal deal, manchester train: chicken wrap, walkers ready salted 32.5 g, coke zero 500 ml',
    'abroad travel plain',
    'chickenWrap walkers=potatoChips@32.5 cokeZero=fThirtyTwoDietCola@507.2',
  ],
  [
    "hungry jack's at sydney airport: whopper, medium chips, medium coke",
    'abroad chain plain',
    'whopper=fFiftyTwoWhopper chips=friesMedium coke=colaMedium',
  ],
  [
    'brisbane cafe - smashed avo on 2 slices toasted sourdough w 1 poached egg',
    'abroad plain',
    'smashedAvo=fTwelveAvocado@75 sourdough=fSeventyThreeSourdough:2 poachedEgg=egg',
  ],
  [
    'wellington after the odi: mince n cheese pie + a ginger beer',
    'abroad plain',
    'mincePie=fSixtyFourMeatPie gingerBeer=fTwentySevenGingerAle',
  ],
  [
    'hokey pokey ice cream, 2 scoops in a cup, auckland viaduct',
    'abroad sweet plain',
    'hokeyPokeyIceCream=fTenIceCream@240',
  ],
  [
    'flight to auckland, snack: 2 nature valley bars (1 pack), apple juice box 200 ml',
    'abroad travel plain',
    'natureValleyBar=fThirtyFiveGranolaBar:2 appleJuice@209.7',
  ],
  ['gym ke baad 1 scoop whey sirf paani mein + 5 g creatine, leg day done', 'gym supplement plain', 'whey'],
  ['haldiram ki aloo bhujia ka 40 g wala pack, indore jaate hue bus mein', 'snack travel plain', 'bhujia=sev@40'],
  [
    "domino's after the ipl win: farmhouse, medium, ate 3 slices + 2 garlic breadsticks",
    'chain plain',
    'farmhouse=fFiftySixVegPizza:3 garlicBreadsticks=fTwentySixGarlicBread:2',
  ],
  [
    'kfc koramangala - hot n crispy 2 pc, 4 hot wings',
    'chain plain',
    'hotCrispyChicken=fTwentySixFriedDrumstick:2 hotWings=fThirtySevenHotWings:4',
  ],
  [
    'mcd at delhi airport: mcchicken, then a softy',
    'chain travel plain',
    'mcchicken=fThreeChickenBurger softy=fTwentySixSoftServe',
  ],
  ['ccd on the pune expressway, cappuccino + a brownie', 'chain travel plain', 'cappuccino brownie=fTwentyFourBrownie'],
  [
    'starbucks bkc before the flight - tall latte, blueberry muffin',
    'chain travel plain',
    'latte=fTwentySixLatte blueberryMuffin=fTwentyNineFruitMuffin',
  ],
  [
    'burger king, hyderabad: whopper jr, coke zero (300 ml can)',
    'chain plain',
    'whopperJr=fTwentySevenWhopperJr cokeZero=fThirtyTwoDietCola',
  ],
  [
    'ghar pe rest day, delhi - rajma chawal, saath mein katori bhar dahi',
    'north plain',
    'rajma chawal=rice:2 dahi=curd',
  ],
  [
    'amma veetla rest day, mylapore: rasam, sadham, vazhakkai fry',
    'tamil plain',
    'rasam sadham=rice:2 vazhakkai=fTwentyOneRawBanana',
  ],
  [
    'intlo lunch, hyderabad: tomato pappu, annam, bendakaya fry',
    'telugu plain',
    'tomatoPappu=dal annam=rice:2 bendakaya=bhindiFry',
  ],
  ['dadar la ghari: 2 bombil fry ani varan bhaat', 'marathi plain', 'bombil=fishFry:2 varan=dal bhaat=rice:2'],
  [
    'eden team room lunch - grilled basa fillet, weighed 150 g; sides were brown rice (ek katori) and steamed beans, a cup',
    'gym plain numberword',
    'basa=fNineteenBasa@150 brownRice steamedBeans=fTwentyEightGreenBeans',
  ],
  [
    'trent bridge team hotel: milk porridge, 1 bowl, plus 2 eggs boiled',
    'abroad plain',
    'porridge=oats@250 eggs=egg:2',
  ],
  [
    'sunday roast at a pub near edgbaston - roast chicken breast, 3 roasties, side of peas',
    'abroad plain',
    'roastChicken=chickenBreast roasties=fSeventyThreeRoastPotato:3 peas=fSeventyThreePeas',
  ],
  [
    'match day in bengaluru, all from the hotel buffet: 8am 2 plain dosa, coconut chutney | 1pm rice 2 katori + dal + chicken curry | 5pm banana, whey | 9pm 3 roti n mixed veg',
    'south travel plain multi',
    'dosa:2 coconutChutney rice:2 dal chickenCurry banana whey roti:3 mixedVeg=vegCurry',
  ],
  // combinations named with their own parts
  ["chole-kulche at haldiram's, CP: katori chole, 2 kulche", 'north chain combo', 'chole kulche=naan@160'],
  ['poha-jalebi at sarafa, indore - 1 plate poha, jalebi 50 gm', 'central street combo', 'poha jalebi=fSevenJalebi@50'],
  // headers naming the meal, then its list
  [
    'team breakfast, old trafford hotel → fried eggs x2, chicken sausages x2, heinz beans ~half a cup, hash brown, 1 slice toast',
    'abroad header',
    'friedEggs=friedEgg:2 chickenSausages=fTwentyChickenSausage:2 heinzBeans=fTwelveBakedBeans@130 hashBrown=fTwelveHashBrown toast=bread',
  ],
  [
    'flight dinner MEL to AKL → butter chicken w jeera rice, 1 bread roll, a brownie',
    'abroad travel header',
    'butterChicken jeeraRice:2 breadRoll=pav brownie=fTwentyFourBrownie',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'chicken avo sandwich in the adelaide oval team room: multigrain bread x2, 100 g chicken off the grill, avocado (half)',
    'abroad addon',
    'chickenAvoSandwich=fTwelveMultigrainBread:2+grilledChicken@100+fTwelveAvocado@75',
  ],
  ['a cold milo, one glass, after training at the waca', 'abroad addon', 'milo=fThirtyEightMaltedMilk'],
  // an ingredient or garnish that is not a full serving
  ['ghee podi idli at rameshwaram cafe: 2 idli, ghee (1 spoon) n podi on top', 'south garnish', 'idli:2 ghee podi'],
  [
    "lord's tea interval - 1 scone, jam n a dollop of clotted cream",
    'abroad garnish',
    'scone=fSeventyThreeScone jam clottedCream=fFourMalai',
  ],
  // food amid match or training talk
  [
    'holkar mein ranji game, 9 overs dale, 2/34 - uske baad 2 kele aur nimbu pani',
    'central talk',
    'kele=banana:2 nimbuPani',
  ],
  [
    '5x5 squats at 100 kg, 3x10 lunges; afterwards one scoop whey, shaker w 300ml toned milk',
    'gym talk',
    'whey milk@308.9',
  ],
  // legume words next to the unit gram
  [
    'bus ride to eden, munched roasted bengal gram - around 40 gram',
    'east snack legume',
    'roastedGram=fThirteenRoastedGram@40',
  ],
  [
    'split black gram (dhuli urad) dal, about 150 gram, 2 phulka ke saath - lucknow ghar',
    'up legume',
    'uradDal@150 phulka=roti:2',
  ],
  // drinks named after their main ingredient
  ['mosambi, ek glass, eden er baire stall theke', 'bengali drinkname numberword', 'mosambi=mosambiJuice'],
  [
    'watermelon, ek glass, after fielding - chennai was brutal today',
    'south drinkname numberword',
    'watermelon=watermelonJuice',
  ],
  // a footlong and a bottle size
  [
    'subway footlong chicken tikka, polished off all of it, long bus ride',
    'chain travel size',
    'footlongSub=chickenSub@480',
  ],
  ['600 ml powerade after the session at the SCG', 'abroad size', 'powerade=sportsDrink@628.9'],
  // a raw vegetable word beside a bread means the cooked dish
  ['sem aur 3 roti, lucknow wale ghar pe', 'up cooked', 'sem=beansSabzi roti:3'],
  ['vangi ani 2 bhakri, aaji kade, mumbai', 'marathi cooked', 'vangi=fTwentyOneEggplant bhakri=roti@110'],
  // counts in number words
  ['two kiwifruit n a banana after nets in napier', 'abroad fruit numberword', 'kiwifruit=kiwi:2 banana'],
  ['tinte rosogolla, eden theke pherar pothe', 'bengali sweet numberword', 'rosogolla=fSevenRasgulla:3'],
];
