// Benchmark meals written on 2026-11-25 blind, as the forty-third blind set after meals-fresh.ts to
// meals-fresh42.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message of the kind an outside evaluator of an Indian athletes' meal parser would most likely
// write: about half plain everyday logs of Indian cricketers and athletes (home food of all regions,
// hostel and academy mess, canteen, dhaba, street food, chains, packaged snacks and drinks,
// supplements, fruit, eggs, milk) and half over the hard classes, terse and chatty, in plain English,
// Hinglish and romanised Bengali, Malayalam, Telugu, Kannada and Nepali words. Each reference was
// chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before and independently of any engine run. None of the sentences
// is taken from an earlier set: each was checked against the earlier sets' texts.
// Mix (40): plain everyday logs (19: North and Punjabi 5, Central (Indore) 1, Gujarat 1, Bengal 1,
// South (Kerala 2, Hyderabad, Karnataka, Andhra, Tamil) 6, North-East (Darjeeling) 1, chain, snack,
// gym and hostel 4) and 21 over the hard classes: combinations named with their own parts (combo 2),
// headers naming the meal then its list (header 2), "X made with Y", smoothies, a sandwich with
// brands and a wrap with its fillings (addon 6), garnishes that are not a serving (garnish 2), food
// amid training or match talk whose numbers are no food (talk 2, one with Hindi number words),
// legume words next to the unit gram (legume 2), drinks named after their main ingredient (drinkname
// 2), stated pack weights and sizes (size 1), raw weight vs cooked (cooked 1) and counts in Kannada
// number words (numberword 1).
// Two new reference foods: fFortyThreeJackfruit (SR26 09144 jackfruit, raw) and fFortyThreeJamun
// (SR26 09145 java-plum, raw); every other item is an existing key. Water is never counted (no
// energy), nor is a food the message says was skipped or not eaten. Standard portions when no amount
// is said (as meals-fresh36.ts): a katori (vati, bati) = 150 g of a dal, curry or curd and 120 g of a
// dry sabzi; unquantified dal or curry = a katori; unquantified sabzi = a katori (120 g);
// unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar ..."); a katori of
// rice = 100 g; a cup of cooked rice = 158 g (FNDDS 56205008); a bowl of a curry = 250 g (meals.ts
// "1 bowl dal"); a roti or phulka = 40 g (FNDDS 51300175 medium); 250 ml of milk = 258 g (244 g per
// 237 ml), a juice or soft drink 31 g per fl oz (FNDDS); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp
// sugar); LASSI = meals.ts (200 g curd + 3 tsp sugar); butter naan = naan + 1 tsp butter each
// (meals.ts); dal makhani = the dal key (meals.ts "dal makhani with 2 butter naan"); kulche = naan
// weight (meals.ts "2 kulche" = naan@160); luchi = puri (meals.ts "luchi 4"); a glass of sattu drink
// = 30 g sattu (chickpeaFlour key convention); a pinch of spice, chaat masala, chopped dhaniya or
// onion, a squeeze of lemon, a little lettuce and a little achar are not counted. For every meal, in
// file order:
// plain:
//  1 NCA mess: 2 besan chilla = 2 × 52.1 g of INDB OSR100 (besanChilla); 2 uble (boiled) ande = 2 ×
//    50 g (FNDDS 31103010); ek cup chai = CHAI.
//  2 2 mooli paranthe = 2 × 100 g of INDB ASC099 (fSixMooliParatha, its parantha); 1 tsp safed makhan
//    = 5 g butter (FNDDS 81101000); ek glass chaas = 250 g (FNDDS 11115100, buttermilk).
//  3 2 porotta = 2 × 70 g of FNDDS 51300185 paratha, one item (meals.ts "chicken chettinad with 2
//    parotta"); chicken curry unquantified = a katori (150 g) of FNDDS 27146150.
//  4 3 methi thepla = 3 × 36.4 g of INDB OSR104 (thepla); a vati of dahi = 150 g (FNDDS 11411100).
//  5 4 luchi = 4 × 36 g of FNDDS 51300180 puri (meals.ts "luchi 4"); cholar dal unquantified = a
//    katori (150 g) of INDB OSR142 (channaDal).
//  6 Paradise mutton biryani 1 plate = 300 g of FNDDS 27213010 (muttonBiryani).
//  7 Domino's farmhouse medium, 3 slices = 3 × 86 g of FNDDS 58106225 (pizzaSliceMedium).
//  8 Haldiram's aloo bhujia by the stated 30 g = INDB OSR147 (sev); a glass of Maaza = 250 ml × 31 g
//    per fl oz = 262 g of FNDDS 64204010 (mangoDrink).
//  9 1 scoop whey = 30 g (FNDDS 95230000); the water not counted; 1 kela = 126 g (FNDDS 63107010); 5
//    badam = 5 × 1.2 g (FNDDS 42101130).
// 10 1 cup chakka pazham (ripe jackfruit) = 165 g of SR26 09144 (fFortyThreeJackfruit, its cup
//    sliced); 1 cup njaval (jamun) = 135 g of SR26 09145 (fFortyThreeJamun, its cup).
// 11 2 fried eggs = 2 × 55 g (FNDDS 31105030); 2 slices white toast = 2 × 28 g (FNDDS 51101000); 1
//    tsp butter = 5 g; 1 glass doodh = 258 g (FNDDS 11112110).
// 12 ek glass garam doodh = 258 g (milk); 4 marie biscuits = 4 × 7 g (FNDDS 53241510); "raat 11 baje"
//    no food.
// 13 NH44 dhaba: dal makhani unquantified = a katori (150 g) of FNDDS 41311030 (dal, meals.ts
//    convention); 3 roti = 3 × 40 g; ek glass meethi lassi = LASSI.
// 14 chole kulche: 2 kulche = naan@160 (FNDDS 51108100, meals.ts "2 kulche"); 1 katori chole = 150
//    g of FNDDS 41302010 (chole); "PCA nets" no food.
// 15 2 ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde, its cup per ball); 1 bowl naati
//    koli saaru (country-chicken curry) = 250 g of FNDDS 27146150 (chickenCurry).
// 16 tomato pappu unquantified = a katori (150 g) of FNDDS 41311030 (dal), labelled pappu; annam
//    (rice) unquantified = 200 g; 1 omelette = 1 egg, 55 g of FNDDS 32130010.
// 17 2 sel roti = 2 × 60 g of FNDDS 53520100 (fNineSelRoti); aloo dum unquantified = a katori (120
//    g) of alooSabzi (meals.ts "luchi 4 with aloo dum"); a cup of chiya = CHAI.
// 18 chicken 65, 8 pieces = 8 × 35 g of FNDDS 24168030 (fThirtySevenChickenSixtyFive); "chepauk
//    nets" no food.
// 19 khaman dhokla 4 pieces = 4 × 40 g of INDB ASC474 (dhoklaPiece); hari chutney unquantified = 1
//    tbsp, 18.9 g of INDB BFP444 (greenChutney); "56 dukan" no food.
// combo:
// 20 dal roti: 2 roti = 2 × 40 g; 1 katori masoor dal = 150 g of INDB ASC157 (masoorDal).
// 21 dal fry jeera rice: 1 katori dal fry = 150 g of FNDDS 41311030 (dal); 1.5 katori jeera rice =
//    150 g of INDB BFP134 (jeeraRice, 100 g a katori).
// header:
// 22 "team dinner after the T20 (lost it in the last over)" no food: butter chicken 1 katori = 150 g
//    of INDB ASC242; 2 butter naan = 2 × 90 g naan + 2 tsp butter, one item; 1 katori rice = 100 g; 1
//    gulab jamun = 40 g of FNDDS 53420410 (fThirteenGulabJamun).
// 23 "Day 2 breakfast (resume 9:30 vs saurashtra)" no food: 1 cup dalia = 240 g of FNDDS 56207022
//    (daliaMilk); 2 boiled eggs = 2 × 50 g; 1 apple = 200 g (FNDDS 63101000 medium); a black coffee =
//    240 g of FNDDS 92101000.
// addon:
// 24 besan chilla made with 50 g besan (SR26 16157 chickpea flour, the chickpeaFlour key) + 1 tsp oil
//    (4.5 g, FNDDS 82101000), one item.
// 25 upma made with 60 g rava weighed dry (SR26 20066 semolina, fThirtyFourRawSemolina) + 2 tsp ghee
//    (2 × 5 g, FNDDS 81204000), one item; the water adds no energy.
// 26 smoothie, one item: 1 cup dahi = 245 g (FNDDS 11411100: 1 cup); 1 mango = 210 g (FNDDS 63129010:
//    1 mango); 1 tsp honey = 7 g (FNDDS 91302010).
// 27 banana khajoor shake, one item: 300 ml milk = 300 × 244 / 237 = 309 g (FNDDS 11112110); 1 kela =
//    126 g; 4 khajoor = 4 × 8 g (FNDDS 62110100).
// 28 sandwich, one item: 2 slices Britannia bread = 2 × 28 g (FNDDS 51101000, white bread); 2 boiled
//    eggs = 2 × 50 g; 1 Amul cheese slice = 21 g (FNDDS 14410110); 1 tbsp mayo = 13.8 g (FNDDS
//    83107000); the brands are their generic foods.
// 29 wrap, one item: one atta (whole wheat) tortilla = 45 g (FNDDS 52215260 medium); 100 g tuna
//    (drained) as stated = FNDDS 26155190 tuna canned in water (tuna); 1 tbsp hummus = 15 g (FNDDS
//    41205070); a few onion rings not counted.
// garnish:
// 30 1 katori moong dal = 150 g of INDB ASC151 (fTwentyFiveMoongDal); 1 tsp ghee on top = 5 g; hara
//    dhaniya not counted; 2 phulka = 2 × 40 g.
// 31 1 katori fruit chaat = 150 g of FNDDS 63311050 (fruitChaat, its cup); chaat masala and nimbu
//    not counted.
// talk:
// 32 "~180 balls", "2 net sessions", "38 degrees", "3 L water" no food (water never counted): 2 roti
//    = 2 × 40 g; bhindi fry unquantified = a katori (120 g) of INDB BFP269 (bhindiFry); 1 katori dal =
//    150 g (dal).
// 33 "2 ghante", "16 over" no food: teen (3) roti = 3 × 40 g; ek katori kadhi = 150 g (kadhi).
// legume:
// 34 kala chana by the stated 100 gram, boiled = FNDDS 41302020 chickpeas from dried, no fat
//    (chickpeasBoiled); onion and tomato a garnish, not counted.
// 35 green gram sprouts by the stated 80 gram raw = SR26 11043 (fFiveMoongSprouts); 100 gram kheera =
//    FNDDS 75111000 (cucumber); thoda nimbu not counted.
// drinkname:
// 36 sattu ka ghol (sattu drink, not a bowl of flour) 1 glass = 30 g sattu (chickpeaFlour, SR26 16157,
//    its glass convention); the water adds nothing.
// 37 haldi ka doodh (turmeric milk, the haldi a pinch) 1 glass = 258 g milk (FNDDS 11112110),
//    labelled haldi doodh.
// size:
// 38 2 packets Maggi = 2 × 70 g dry (SR26 06583, maggi, pack label); 1 egg = 50 g; a 200 ml Real
//    orange juice tetra pack = 6.76 fl oz × 31 g = 210 g of FNDDS 61210220 (fTwentySixOrangeJuice).
// cooked:
// 39 80 g basmati weighed raw = SR26 20044 raw rice (fTwentyRawRice), boiled (the water adds no
//    energy); 1 katori rajma = 150 g of FNDDS 41106010 (rajma).
// numberword:
// 40 naalku (Kannada 4) idli = 4 × 40 g (idli); ondu (1) vade = 40 g (vada); sambar unquantified = a
//    katori (150 g, FNDDS 41311020).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH43_MEALS: SampleMeal[] = [
  // plain everyday logs
  ['NCA mess breakfast - 2 besan chilla, 2 uble ande n ek cup chai', 'north plain', `besanChilla:2 egg:2 ${CHAI}`],
  [
    'nani ke ghar sunday: 2 mooli paranthe, 1 tsp safed makhan aur ek glass chaas',
    'punjabi plain',
    'fSixMooliParatha:2 butter buttermilk',
  ],
  [
    'thattukada dinner in kochi after the KCA camp: 2 porotta with chicken curry',
    'kerala plain',
    'porotta=paratha:2 chickenCurry',
  ],
  ['packed 3 methi thepla n a vati of dahi for the train to rajkot', 'west plain', 'thepla:3 curd'],
  ['robibar brunch at home in salt lake - 4 luchi r cholar dal', 'east plain', 'luchi=puri:4 channaDal'],
  ['paradise mutton biryani 1 plate in secunderabad after the ranji game', 'south plain', 'muttonBiryani'],
  ["domino's farmhouse, medium - i ate 3 slices", 'chain plain', 'pizzaSliceMedium:3'],
  ["haldiram's aloo bhujia 30 g n a glass of maaza in the dressing room", 'snack plain', 'sev@30 mangoDrink@262'],
  ['post gym - 1 scoop whey in water, 1 kela n 5 badam', 'gym plain', 'whey banana almonds:5'],
  [
    'after fielding practice: 1 cup chakka pazham n 1 cup njaval',
    'kerala plain',
    'fFortyThreeJackfruit fFortyThreeJamun',
  ],
  [
    'hostel bfast: 2 fried eggs, 2 slices white toast with 1 tsp butter, 1 glass doodh',
    'hostel plain',
    'friedEgg:2 bread:2 butter milk',
  ],
  ['ek glass garam doodh n 4 marie biscuit, raat 11 baje', 'north plain', 'milk marie:4'],
  ['NH44 dhaba stop: dal makhani, 3 roti aur ek glass meethi lassi', 'punjabi plain', `dal roti:3 ${LASSI}`],
  [
    'chole kulche from the canteen near the PCA nets, 2 kulche + 1 katori chole',
    'north plain',
    'chole kulcha=naan@160',
  ],
  [
    'mysuru hostel oota: 2 ragi mudde with 1 bowl naati koli saaru',
    'karnataka plain',
    'fTwentyTwoRagiMudde:2 chickenCurry@250',
  ],
  ['lunch box from home - tomato pappu, annam and 1 omelette', 'andhra plain', 'pappu=dal rice:2 omelette'],
  ['darjeeling morning: 2 sel roti, aloo dum n a cup of chiya', 'northeast plain', `fNineSelRoti:2 alooSabzi ${CHAI}`],
  ['chicken 65 at buhari, 8 pieces, after the chepauk nets', 'tamil plain', 'fThirtySevenChickenSixtyFive:8'],
  ['khaman dhokla 4 pieces with hari chutney at 56 dukan, indore', 'central plain', 'dhoklaPiece:4 greenChutney'],
  // combinations named with their own parts
  ['dal roti - 2 roti and 1 katori masoor dal, simple dinner', 'north combo', 'roti:2 masoorDal'],
  ['dal fry jeera rice: 1 katori dal fry with 1.5 katori jeera rice', 'north combo', 'dal jeeraRice@150'],
  // headers naming the meal, then its list
  [
    'team dinner after the T20 (lost it in the last over) → butter chicken 1 katori, 2 butter naan, 1 katori rice, 1 gulab jamun',
    'north header',
    'butterChicken naan=naan:2+butter:2 rice fThirteenGulabJamun',
  ],
  [
    'Day 2 breakfast (resume 9:30 vs saurashtra): 1 cup dalia, 2 boiled eggs, 1 apple n a black coffee',
    'gym header',
    'daliaMilk egg:2 apple blackCoffee',
  ],
  // "X made with Y", smoothies, a sandwich with brands, a wrap
  ['besan chilla made with 50 g besan n 1 tsp oil', 'north addon', 'chilla=chickpeaFlour@50+oil'],
  [
    'upma made with 60 g rava and 2 tsp ghee, morning before nets',
    'south addon',
    'upma=fThirtyFourRawSemolina@60+ghee:2',
  ],
  ['smoothie - 1 cup dahi, 1 mango, 1 tsp honey, blended', 'gym addon', 'smoothie=curd@245+mango@210+honey'],
  ['banana khajoor shake: 300 ml milk, 1 kela n 4 khajoor', 'gym addon', 'shake=milk@309+banana+dates:4'],
  [
    'sandwich - 2 slices britannia bread, 2 boiled eggs sliced, 1 amul cheese slice, 1 tbsp mayo',
    'snack addon',
    'sandwich=bread:2+egg:2+cheeseSlice+mayonnaise',
  ],
  [
    'lunch wrap i rolled myself: one atta tortilla, 100 g tuna (drained), 1 tbsp hummus, a few onion rings',
    'gym addon',
    'wrap=fTwelveTortilla+tuna@100+fTwelveHummus',
  ],
  // garnish
  [
    '1 katori moong dal, 1 tsp ghee on top n hara dhaniya, with 2 phulka',
    'north garnish',
    'fTwentyFiveMoongDal ghee roti:2',
  ],
  ['1 katori fruit chaat, chaat masala n nimbu upar se', 'north garnish', 'fruitChaat'],
  // food amid training or match talk
  [
    'faced ~180 balls over 2 net sessions, 38 degrees, finished 3 L water. dinner - 2 roti, bhindi fry, 1 katori dal',
    'north talk',
    'roti:2 bhindiFry dal',
  ],
  ['aaj 2 ghante bowling ki, 16 over daale. uske baad teen roti aur ek katori kadhi', 'north talk', 'roti:3 kadhi'],
  // legume words next to the unit gram
  ['kala chana 100 gram, boiled, with onion tomato before nets', 'north legume', 'chickpeasBoiled@100'],
  ['green gram sprouts 80 gram raw + 100 gram kheera, thoda nimbu', 'gym legume', 'fFiveMoongSprouts@80 cucumber@100'],
  // drinks named after their main ingredient
  ['sattu ka ghol 1 glass after fielding drills, bhojpur style', 'east drinkname', 'chickpeaFlour'],
  ['ek glass haldi ka doodh, shoulder jakda hua hai', 'north drinkname', 'haldiDoodh=milk'],
  // stated sizes and pack weights
  [
    '2 packets maggi (70 g each) with 1 egg + a 200 ml real orange juice tetra pack',
    'hostel size',
    'maggi:2 egg fTwentySixOrangeJuice@210',
  ],
  // raw vs cooked
  ['80 g basmati weighed raw, then boiled, with 1 katori rajma', 'gym cooked', 'fTwentyRawRice@80 rajma'],
  // counts in number words
  ['naalku idli, ondu vade n sambar, jayanagar darshini', 'karnataka numberword', 'idli:4 vada sambar'],
];
