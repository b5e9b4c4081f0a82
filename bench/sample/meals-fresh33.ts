// Benchmark meals written on 2026-11-25 blind, as the thirty-third blind set after meals-fresh.ts
// to meals-fresh32.ts, written without running the engine or reading its code or knowledge: each
// sentence is one log message of the kind an outside evaluator of an Indian athletes' meal parser
// would write to test its hard classes, as if typed by many different athletes (a women's domestic
// side, a U-16 academy, a fast bowler on a cut, a kabaddi camp, a hockey team's mess, a badminton
// player abroad; terse and chatty, with training, match and travel talk, typos and abbreviations such
// as n, w/, b4, pc, pcs, pts, lol; Hinglish and romanised Bengali, Tamil, Telugu, Malayalam, Kannada,
// Gujarati, Marathi, Konkani, Odia, Kashmiri, Punjabi, Urdu and Nepali words; some with exact grams).
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 rows, their portions or a stated convention) before and independently of any engine run. None
// of the sentences is taken from an earlier set; each was checked against the earlier sets' texts so
// that no situation and phrasing repeats.
// Mix (60): North, UP, Punjabi, Haryanvi and Kashmiri food (15), South (Tamil, Telugu, Kannada,
// Kerala: 8), West (Goan, Gujarati, Marathi, Mumbai: 7), East, North-East and Bangladesh (6), Pakistan
// (6), Sri Lanka (2), Nepal (1) and gym, travel or western food (15), over eleven classes:
// combinations named with their own parts (6; combo), headers naming the meal and then its list (6;
// header), "X made with Y", a shake or chaat of listed parts, a wrap and its fillings and a brand with
// its generic food (5; addon), an ingredient or garnish that is not a full extra serving (6;
// garnish), food amid training, match or travel talk whose words and numbers are no food (6; talk),
// drinks named after their main ingredient (5; drinkname), stated sizes and pack weights (5; size),
// legume words next to the unit gram (5; legume), raw vs cooked from context (5; cooked), counts in
// number words (6; numberword) and plain everyday logs (5; plain).
// Eighteen new reference foods (prefix fThirtyThree, each citing its row in reference-foods.ts):
// Tahar (INDB BFP133), AlYakhni (INDB ASC220), Waffle (FNDDS 55200100), Tenders (FNDDS 24198742),
// DahiAloo (INDB BFP242), ChickenManchurian (INDB OSR065), VegUpma (INDB BFP043), AlooRasedar (INDB
// BFP239), Pancake (FNDDS 55100050), MashedPotato (FNDDS 71501010), Pita (FNDDS 51109100), Falafel
// (SR26 16138; FNDDS 41209000's 509 kcal / 41 g fat per 100 g set aside as out of line), ChickenYakhni
// (INDB ASC233), Kanji (INDB BFP029), LemonSoda (FNDDS 92410510), RawGoat (SR26 17168), PadThai (FNDDS
// 58137230) and AfghaniChicken (INDB OSR062); every other item is an existing key. Water drunk is
// never counted (no energy). Conventions: a katori (bati, vati, pyali, dona) = 150 g of a curry, dal
// or kheer, 120 g of a dry sabzi, 100 g of rice; a bowl of a dal or curry = 250 g (meals.ts "1 bowl
// dal"); unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar ..."); a glass
// of 250 ml = 258 g of milk (244 g per 237 ml) or 31 g per fl oz of a juice or soft drink (FNDDS);
// COFFEE = meals.ts filter coffee (100 g milk + 50 g decoction as tea + 1 tsp sugar); "a spoon" or
// "ek chamchi" of ghee or oil = 1 tsp (5 g / 4.5 g); a pinch of spice or a sprinkle of herbs, onion,
// lemon or lettuce is not counted. For every meal, in the order of the file:
// combo:
//  1 tahar te al yakhni: 1 plate tahar = 325.7 g of INDB BFP133 (its plate); 1 katori al yakhni =
//    150 g of INDB ASC220; "JKCA camp" no food.
//  2 chicken n waffles: 1 belgian waffle = 135 g of FNDDS 55200100 (its thick / Belgian waffle); 3
//    chicken tenders = 3 × 50 g of FNDDS 24198742 (1 tender); the coffee said skipped not counted.
//  3 dahi aloo puri: 1 dona (leaf bowl, a katori) of dahi aloo = 150 g of INDB BFP242; 4 puri = 4 ×
//    36 g of FNDDS 51300180.
//  4 mudde natikoli oota: 2 ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde, a mudde =
//    its 1 cup cooked); 1 bowl natikoli saaru (country-chicken curry) = 250 g of FNDDS 27146150.
//  5 manchurian fried rice: 1 plate fried rice = 300 g of FNDDS 58150110 (friedRice); 1 katori chicken
//    manchurian = 150 g of INDB OSR065.
//  6 bhaji pao (Goan): 2 poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi); 1 plate bhaji (the potato and
//    pea bhaji served with pao) = a katori, 150 g of INDB ASC190 aloo matar; "u-19" no food.
// header:
//  7 hotel buffet, "day 2", "one-dayer": 1 plate vegetable upma = 235.7 g of INDB BFP043 (its plate);
//    2 idli = 2 × 40 g; coconut chutney unquantified = 2 tbsp of INDB ASC386 (2 × 25.3 g, as earlier
//    sets beside idli and dosa); filter coffee = COFFEE.
//  8 U-16 tiffin: 3 bedmi puri = 3 × 36 g of FNDDS 51300180 puri (bedmi has no own row); aloo rasedar
//    unquantified = a katori (150 g) of INDB BFP239 potato curry; 1 motichoor laddoo = 63 g of FNDDS
//    91718300 (fThreeLadoo).
//  9 "cut day 12, meal 3": 4 egg whites = 4 × 33 g of FNDDS 31108110; 1 whole egg = 50 g boiled (FNDDS
//    31103010); 2 rice cakes = 2 × 9 g of SR26 19051; 1 kiwi = 75 g of FNDDS 63126500.
// 10 sehri "@ 3:15", "BPL": 2 cup bhaat = 2 × 158 g (FNDDS 56205008: 1 cup cooked = 158 g); 1 bati
//    pabda maach (fish curry) = 150 g of FNDDS 27150320; 1 dim sheddho = 1 boiled egg, 50 g; half glass
//    dudh = 129 g of FNDDS 11112110.
// 11 GCA lunch: sungta (prawn) curry unquantified = a katori, 150 g of INDB BFP230 (prawnCurry); rice
//    unquantified = 200 g; 1 poi = 57 g; tendli (ivy gourd) bhaji unquantified = a katori of FNDDS
//    75440600 vegetable curry (120 g, the sabzi proxy).
// 12 Auckland brunch: 3 pancakes = 3 × 50 g of FNDDS 55100050 (1 medium pancake); 2 scrambled eggs =
//    2 × 55 g of FNDDS 32130020 (fSevenButterEgg); a flat white = 240 g of FNDDS 92101900 latte (its 1
//    cup of 8 fl oz, as meals-fresh31.ts).
// addon:
// 13 iced coffee protein shake, one item: 1 espresso shot = 30 g of FNDDS 92101000 brewed coffee
//    (blackCoffee, the coffee proxy); 1 scoop whey = 30 g; 250 ml almond milk = 258 g of FNDDS 11350020;
//    the ice not counted.
// 14 MTR rajma masala: the brand's ready-to-eat pouch is its generic food, the stated 300 g of FNDDS
//    41106010 (the rajma key), not a brand plus a plate; 1 cup rice = 158 g of FNDDS 56205008.
// 15 falafel wrap, one item: 1 pita = 57 g of FNDDS 51109100 (medium); 4 falafel = 4 × 17 g of SR26
//    16138; 2 tbsp hummus = 2 × 15 g of FNDDS 41205070; "some lettuce" not counted.
// 16 sprouts chaat, one item: 1 cup moong sprouts = 104 g of SR26 11043 (fFiveMoongSprouts); 1 small
//    boiled aloo = 130 g of FNDDS 71103010 (its 1 small); the onion, tomato and nimbu not counted.
// 17 ID malabar parotta: the brand's packaged parotta is its generic food, 2 × 70 g of FNDDS 51300185
//    (paratha); 1 tsp oil on the tawa = 4.5 g.
// garnish:
// 18 phirni in a matka (a clay bowl, taken as a katori) = 165 g of FNDDS 13210450 (firni key); the pista
//    slivers on top not counted (a sprinkle).
// 19 chicken yakhni 1 katori = 150 g of INDB ASC233; 1 katori rice = 100 g; the dried pudina sprinkled
//    on top not counted.
// 20 dal dhokli ek vadko (a bowl) = 250 g of INDB OSR145 (the dalDhokli bowl); ek chamchi ghee = 1 tsp
//    (5 g); the limbu squeezed not counted.
// 21 egg thukpa = 1 bowl of veg thukpa, 285 g of FNDDS 58408500 (fNineThukpa), and its egg = 1 boiled
//    egg, 50 g; the spring onion and dalle chilli on top not counted.
// 22 thayir sadam unquantified = 1 plate of INDB ASC126 (216.2 g, curdRice); the maadhulai on top = a
//    garnish of pomegranate arils, 22 g (1/8 cup of FNDDS 63145010's 175 g, as meals-generalise.ts's
//    anar dana), not a full cup; the kadugu (mustard seed) and curry leaves of the tadka not counted.
// 23 oats made in milk unquantified = 1 cup, 240 g of FNDDS 56203066 (oats key); 4 almonds = 4 × 1.2
//    g; the pinch of cinnamon not counted.
// talk:
// 24 "QAT", "UBL", "8 overs 2/31" no food; 1 plate mutton pulao = 300 g of INDB BFP141; raita
//    unquantified = 100 g of curd (meals.ts "veg pulao with raita").
// 25 "4/38 in 10 overs", "SSC" no food; 3 isso vade = 3 × 40 g of FNDDS 58175000 vada (the prawn-topped
//    lentil vade has no own row; its prawns not counted apart); a plain tea = 200 g black tea + 2 tsp
//    sugar, as earlier Sri Lankan sets' plain tea.
// 26 "23A", "3 fast bowlers", "T2", "6:10" no food; 2 idlis = 2 × 40 g; a filter coffee = COFFEE.
// 27 "4-2", "2 PC goals" no food; 3 roti = 3 × 40 g; 1 katori chicken curry = 150 g; salad = 100 g of
//    cucumber (meals.ts salad).
// 28 "45 min", "6 tackle pts" no food; 1 plate rajma chawal = 200 g rajma + 200 g rice (twice meals.ts
//    "half plate rajma chawal").
// 29 "BWF", "21-17 21-19" no food; salmon fillet = 170 g of FNDDS 26137120 (fTwelveSalmon, 1 small
//    fillet); mashed potatoes unquantified = 125 g of FNDDS 71501010 (its quantity not specified);
//    green beans as a side = 70 g of FNDDS 75205021 (its quantity not specified, half its 1 cup).
// drinkname:
// 30 gajar ki kanji 1 glass = 170.2 g of INDB BFP029 (its glass); "holi" no food.
// 31 doodh soda 1 glass (250 ml, half milk, half 7up), one item = 125 ml milk (129 g of FNDDS
//    11112110) + 125 ml of FNDDS 92410510 (131 g at 31 g per fl oz).
// 32 sukku malli coffee (dry ginger and coriander brewed with karupatti, no coffee and no milk) oru
//    tumbler = 125 g of FNDDS 92306000 herbal tea (fTwentyThreeHerbalTea, an Indian tea cup) + 1 tsp
//    jaggery (4.6 g, FNDDS 91102010 proxy), one item; "3 days" no food.
// 33 lebu cha (lemon tea) ek cup, cheeni chara (without sugar) = 125 g of FNDDS 92302000 black tea; no
//    sugar, as said; the lemon squeezed not counted.
// 34 kairi panha 1 glass = 268.5 g of INDB ASC005 aam panna (its tall glass, the aamPanna key).
// size:
// 35 Bingo Mad Angles by the stated 72.5 g = FNDDS 54401085 flavoured tortilla chips (tortillaChips).
// 36 maaza 600 ml split half and half = 300 ml of FNDDS 64204010 mango nectar (mangoDrink), 10.14 fl
//    oz × 31 g = 314.5 g.
// 37 6 pc nuggets = 6 × 16 g of FNDDS 24198731; a medium coke = 512 g of FNDDS 92410310 (its medium
//    drink).
// 38 the 1 kg kaju katli box is not what was eaten: 3 piece = 3 × 28.7 g of INDB ASC339 (kajuKatli).
// 39 Elephant House cream soda 1.5 l shared equally by 6 = 250 ml each = 262 g of FNDDS 92410510.
// legume:
// 40 green gram (moong) by the stated 40 gram dry = SR26 16080 mung beans, raw (fTwentySevenRawMoong);
//    sprouting and steaming add no energy.
// 41 sabut urad (black gram) by the stated 50 gram dry = SR26 16083 (fTwentyEightRawUrad), no fat said;
//    2 roti = 2 × 40 g.
// 42 toor dal (red gram) by the stated 60 gram raw = SR26 16101 (fTwentyFourRawToorDal); the 1 tsp
//    ghee tadka = 5 g.
// 43 hesaru (green gram) bele saaru 1 bowl = 250 g of INDB ASC151 washed moong dal
//    (fTwentyFiveMoongDal); 2 chapati = 2 × 40 g.
// 44 besan (bengal gram flour) chilla, one item: the stated 50 gram besan = SR26 16157 chickpea flour
//    (chickpeaFlour) + 1 tsp oil = 4.5 g.
// cooked:
// 45 arbi beside rotis = a katori of INDB BFP263 dry arbi sabzi (120 g); 2 rotis = 2 × 40 g.
// 46 "2 pcs puri bhaji" = 2 puri (2 × 36 g) with the bhaji unquantified = a katori of FNDDS 71103030
//    (alooSabzi, 120 g); "wari" no food.
// 47 rajma by the stated 80 g dry = SR26 16032 (fTwentyFiveRawRajma); rice by the stated 60 g raw =
//    SR26 20044 (fTwentyRawRice).
// 48 boneless mutton by the stated 150 g raw = SR26 17168 goat, raw; the curry's 2 tsp oil = 2 × 4.5 g
//    (its onion-tomato masala, no amount, not counted); 1 katori rice = 100 g.
// 49 gobhi beside 2 parathe = a katori of gobhi sabzi (FNDDS 75440600 vegetable curry, 120 g), not gobhi
//    parathas; 2 parathe = 2 × 70 g of FNDDS 51300185.
// numberword:
// 50 charte (Bengali 4) kochuri = 4 × 36 g of FNDDS 51300180 puri (the small fried Bengali kochuri, as
//    meals.ts luchi); ek bati alur torkari = a katori of alooSabzi (120 g).
// 51 rendu (Telugu 2) bobbatlu = 2 × 53.4 g of INDB ASC467 puran poli (fFourPuranPoli); oka (1) glass
//    paalu = 258 g of FNDDS 11112110.
// 52 ezhu ennam (Malayalam 7 in number) idiyappam = 7 × 40 g of FNDDS 56117090 (riceNoodles, 1 string
//    hopper); mutta roast onnu (1) = 1 bowl of INDB BFP240 egg curry (151.6 g, one egg with its gravy).
// 53 tini ta (Odia 3) chakuli pitha = 3 × 80 g of FNDDS 55702100 dosa (a rice-urad crepe); ghuguni
//    unquantified = a katori of FNDDS 41303010 (fFourSplitPeas, 150 g).
// 54 tin wata (Nepali 3) roti = 3 × 40 g; ek katori kalo dal = 150 g of INDB ASC159 whole urad.
// 55 paanch (Urdu 5) chapatiyan = 5 × 40 g; do (2) pyali daal = 2 × 150 g of FNDDS 41311030.
// plain:
// 56 jeera rice unquantified = 150 g of INDB BFP134 (1.5 katori, meals.ts "daal chawal"); dal fry = a
//    katori (150 g); aloo gobi = a katori of INDB ASC171 (120 g).
// 57 chicken pad thai unquantified = 200 g of FNDDS 58137230 (its quantity not specified).
// 58 afghani chicken unquantified = 1 plate, 189.7 g of INDB OSR062; 2 tandoori roti = 2 × 52 g
//    (rotiLarge, as earlier sets).
// 59 chana pulao unquantified = 1 plate, 300 g of INDB BFP138 (fTwentySevenChanaPulao); raita = 100 g
//    of curd.
// 60 bhaat unquantified = 200 g; begun bhorta = a katori of INDB ASC177 (fSixBainganBharta, 120 g); dal
//    = a katori (150 g of FNDDS 41311030).
import type { SampleMeal } from './meals';

const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH33_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'tahar te al yakhni for navreh lunch at home - 1 plate tahar n 1 katori al yakhni, back from the JKCA camp',
    'kashmiri combo',
    'fThirtyThreeTahar fThirtyThreeAlYakhni',
  ],
  [
    'chicken n waffles at a brisbane cafe on the off day: 1 belgian waffle, 3 chicken tenders. skipped the coffee',
    'western combo',
    'fThirtyThreeWaffle fThirtyThreeTenders:3',
  ],
  [
    'dahi aloo puri from the mela stall in mathura - 1 dona dahi aloo, 4 puri',
    'north combo',
    'fThirtyThreeDahiAloo puri:4',
  ],
  [
    'mudde natikoli oota at the dhaba near mandya: 2 ragi mudde n 1 bowl natikoli saaru',
    'kannada combo',
    'fTwentyTwoRagiMudde:2 natikoli=chickenCurry@250',
  ],
  [
    'manchurian fried rice from the chinese thela outside the stadium: 1 plate fried rice + 1 katori chicken manchurian',
    'north combo',
    'friedRice fThirtyThreeChickenManchurian',
  ],
  [
    'bhaji pao at the tinto in mapusa b4 the u-19 game: 2 poi n 1 plate bhaji',
    'goan combo',
    'fNineteenPoi:2 bhaji=alooMatar',
  ],
  // headers naming the meal, then its list
  [
    "bfast, day 2 of the women's one-dayer vs TN (hotel buffet, salem): 1 plate vegetable upma, 2 idli, coconut chutney n filter coffee",
    'tamil header',
    `fThirtyThreeVegUpma idli:2 coconutChutney:2 ${COFFEE}`,
  ],
  [
    'tiffin for the U-16 camp, kanpur — 3 bedmi puri, aloo rasedar n 1 motichoor laddoo',
    'north header',
    'bedmi=puri:3 fThirtyThreeAlooRasedar fThreeLadoo',
  ],
  [
    'cut day 12, meal 3 (fast bowler life lol): 4 egg whites, 1 whole egg, 2 rice cakes, 1 kiwi',
    'gym header',
    'fSevenEggWhite:4 egg fThreeRiceCake:2 kiwi',
  ],
  [
    'sehri (BPL season, alarm @ 3:15): 2 cup bhaat, 1 bati pabda maach, 1 dim sheddho ar half glass dudh',
    'bangladeshi header',
    'rice@316 pabda=fishCurry egg milk@129',
  ],
  [
    'lunch at the GCA ground, porvorim: sungta (prawn) curry, rice, 1 poi n tendli bhaji',
    'goan header',
    'sungtaCurry=prawnCurry rice:2 fNineteenPoi tendli=vegCurry',
  ],
  [
    'rest day brunch in auckland → 3 pancakes, 2 scrambled eggs n a flat white',
    'western header',
    'fThirtyThreePancake:3 fSevenButterEgg:2 flatWhite=fTwentySixLatte@240',
  ],
  // "X made with Y", a shake or bowl of listed parts, a wrap and its fillings, a brand and its generic food
  [
    'iced coffee protein shake made w/ 1 espresso shot, 1 scoop whey, 250 ml almond milk n ice',
    'gym addon',
    'shake=blackCoffee@30+whey+almondMilk',
  ],
  [
    'MTR rajma masala ready-to-eat pouch (300 g) heated in the kettle, with 1 cup rice from room service',
    'travel addon',
    'rajma@300 rice@158',
  ],
  [
    'falafel wrap made with 1 pita, 4 falafel, 2 tbsp hummus n some lettuce, dubai',
    'western addon',
    'wrap=fThirtyThreePita+fThirtyThreeFalafel:4+fTwelveHummus:2',
  ],
  [
    'sprouts chaat made with 1 cup moong sprouts, 1 small boiled aloo, onion, tomato n nimbu',
    'north addon',
    'sproutsChaat=fFiveMoongSprouts+fTwentyTwoBoiledPotato@130',
  ],
  ['ID malabar parotta 2, heated on the tawa w/ 1 tsp oil, kochi flat', 'kerala addon', 'parotta=paratha:2 oil'],
  // an ingredient or garnish that is not a full extra serving
  ['phirni in a matka w/ pista slivers on top, eid at nani ke ghar, lahore', 'pakistani garnish', 'firni'],
  [
    'chicken yakhni 1 katori, dried pudina sprinkled on top, with 1 katori rice',
    'kashmiri garnish',
    'fThirtyThreeChickenYakhni rice',
  ],
  ['dal dhokli ek vadko, upar ek chamchi ghee ane limbu nichovi ne', 'gujarati garnish', 'dalDhokli ghee'],
  ['egg thukpa at the MG marg stall, spring onion n dalle on top', 'northeast garnish', 'fNineThukpa egg'],
  [
    'thayir sadam topped w/ maadhulai n a tadka of kadugu, curry leaves - chepauk dressing room',
    'tamil garnish',
    'curdRice pomegranate@22',
  ],
  ['oats made in milk, 4 almonds n a pinch of cinnamon on top', 'gym garnish', 'oats almonds:4'],
  // food amid training, match or travel talk
  [
    'QAT game at the UBL complex, 8 overs 2/31 😤 phir 1 plate mutton pulao aur raita',
    'pakistani talk',
    'fTwentyFiveMuttonPulao raita=curd@100',
  ],
  [
    'took 4/38 in 10 overs vs moors at the SSC machan, then 3 isso vade n a plain tea at galle face',
    'srilankan talk',
    'isso=vada:3 plainTea=tea@200+sugar:2',
  ],
  [
    'boarding pass says 23A, a row of 3 fast bowlers lol. 2 idlis n a filter coffee at T2 b4 the 6:10 flight',
    'travel talk',
    `idli:2 ${COFFEE}`,
  ],
  [
    'won 4-2 vs odisha, 2 PC goals from me 🔥 hockey mess dinner - 3 roti, 1 katori chicken curry, salad',
    'punjabi talk',
    'roti:3 chickenCurry salad=cucumber',
  ],
  [
    'kabaddi camp in sonipat - 45 min mat work, 6 tackle pts in the practice match. khana: 1 plate rajma chawal',
    'haryana talk',
    'rajma@200 rice@200',
  ],
  [
    'BWF qualifiers in odense, won 21-17 21-19 💪 hotel dinner: salmon fillet, mashed potatoes n green beans',
    'western talk',
    'fTwelveSalmon fThirtyThreeMashedPotato greenBeans=fTwentyEightGreenBeans@70',
  ],
  // drinks named after their main ingredient
  ['gajar ki kanji 1 glass, holi ke agle din, pet theek karne ke liye', 'north drinkname', 'fThirtyThreeKanji'],
  [
    'doodh soda 1 glass (aadha doodh aadha 7up), iftar, lakshmi chowk',
    'pakistani drinkname',
    'doodhSoda=milk@129+fThirtyThreeLemonSoda@131',
  ],
  [
    'sukku malli coffee oru tumbler, voice gone after 3 days of appealing lol',
    'tamil drinkname',
    'sukkuMalliCoffee=fTwentyThreeHerbalTea+jaggery',
  ],
  ['lebu cha ek cup, cheeni chara, practice shesh e', 'bengali drinkname', 'lebuCha=tea@125'],
  ['kairi panha 1 glass, thane, after the afternoon nets', 'marathi drinkname', 'panha=aamPanna'],
  // stated sizes and pack weights
  ['Bingo mad angles 72.5 g pack on the team bus to nagpur', 'travel size', 'bingo=tortillaChips@72.5'],
  ['maaza 600 ml bottle, split half-half with my roomie', 'west size', 'maaza=mangoDrink@314.5'],
  ['McD on MM alam road: 6 pc nuggets n a medium coke', 'pakistani size', 'fTwentySixNuggets:6 colaMedium'],
  ['kaju katli ka 1 kg dabba aaya diwali pe, maine 3 piece khaye', 'north size', 'kajuKatli:3'],
  [
    'Elephant House cream soda 1.5 l bottle in the dressing room, 6 of us shared it equally',
    'srilankan size',
    'creamSoda=fThirtyThreeLemonSoda@262',
  ],
  // legume words next to the unit gram
  [
    'green gram (moong) 40 gram dry, sprouted at home n steamed, in the lunch box',
    'gym legume',
    'moong=fTwentySevenRawMoong@40',
  ],
  [
    'kaali dal banayi 50 gram sabut urad (black gram) se, dry weight, 2 roti ke saath',
    'north legume',
    'kaaliDal=fTwentyEightRawUrad@50 roti:2',
  ],
  ['toor dal (red gram) 60 gram raw, pressure cooked, 1 tsp ghee tadka', 'gym legume', 'fTwentyFourRawToorDal@60 ghee'],
  [
    'hesaru (green gram) bele saaru 1 bowl n 2 chapati, hubli hostel',
    'kannada legume',
    'saaru=fTwentyFiveMoongDal@250 roti:2',
  ],
  ['besan (bengal gram flour) chilla made w/ 50 gram besan n 1 tsp oil', 'west legume', 'chilla=chickpeaFlour@50+oil'],
  // raw vs cooked from context
  ['arbi n 2 rotis, nani ke yahan', 'north cooked', 'arbi roti:2'],
  ['2 pcs puri bhaji at the wari stall in pandharpur', 'marathi cooked', 'puri:2 bhaji=alooSabzi'],
  [
    'rajma 80 g dry wt soaked overnight + 60 g rice raw, both pressure cooked',
    'gym cooked',
    'fTwentyFiveRawRajma@80 fTwentyRawRice@60',
  ],
  [
    'boneless mutton 150 g raw, curry made w/ 2 tsp oil, + 1 katori rice',
    'gym cooked',
    'fThirtyThreeRawGoat@150 oil:2 rice',
  ],
  ['gobhi te 2 parathe, bebe ne banaye savere', 'punjabi cooked', 'gobhi=vegCurry paratha:2'],
  // counts in number words
  [
    'charte kochuri ar ek bati alur torkari, rathjatra r sokal',
    'bengali numberword',
    'kochuri=puri:4 torkari=alooSabzi',
  ],
  ['rendu bobbatlu, oka glass paalu, ugadi roju', 'telugu numberword', 'bobbatlu=fFourPuranPoli:2 paalu=milk'],
  [
    'idiyappam ezhu ennam, mutta roast onnu, kottayam camp',
    'kerala numberword',
    'idiyappam=riceNoodles:7 muttaRoast=fThirtyTwoEggCurry',
  ],
  ['tini ta chakuli pitha o ghuguni, cuttack re sakale', 'odia numberword', 'chakuli=dosa:3 ghuguni=fFourSplitPeas'],
  ['tin wata roti ra ek katori kalo dal, hostel ma', 'nepali numberword', 'roti:3 kaloDal=fSixWholeUrad'],
  ['paanch chapatiyan aur do pyali daal, hostel mein bhook lagi thi', 'pakistani numberword', 'roti:5 dal:2'],
  // plain everyday logs
  ['jeera rice, dal fry n aloo gobi', 'north plain', 'jeeraRice:1.5 dal fSixAlooGobi'],
  ['chicken pad thai, bangkok stopover', 'travel plain', 'fThirtyThreePadThai'],
  ['afghani chicken with 2 tandoori roti, karol bagh', 'north plain', 'fThirtyThreeAfghaniChicken rotiLarge:2'],
  ['chana pulao aur raita, ghar ka khana', 'pakistani plain', 'fTwentySevenChanaPulao raita=curd@100'],
  ['bhaat, begun bhorta ar dal, hall er canteen', 'bangladeshi plain', 'rice:2 begunBhorta=fSixBainganBharta dal'],
];
