// Benchmark meals written on 2026-11-25 blind, as the fiftieth blind set after meals-fresh.ts to
// meals-fresh48.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Punjabi home,
// Agra before a stadium session, a Darbhanga home, an aunt's house in Bengal, a Sambalpur summer,
// Jorhat, Palakkad, a Chettinad mess, Nizamabad, Mandya, a Mokokchung homestay, a Marathi meal,
// Ahmedabad after a Ranji camp, Jodhpur, a Kashmiri home, Vasco after a beach run, Taco Bell, a gym, a
// club tent, a PG, an academy tea break, a track session, the Konkan, a temple, a mess thali, Abohar, a
// highway stall near Karnal, a rain break, a Sirsa bus stand, a Navratri kanjak, a Hisar home, a Tamil
// hotel, a Bengal monsoon evening, a sehri), terse and chatty, with training, match and travel talk,
// typos and abbreviations (n, mrng, nite, brekfast, sandwhich, burito, sq, rdl, PG), in plain English,
// Hinglish and romanised Punjabi, Bengali, Odia, Assamese, Malayalam, Tamil, Telugu, Kannada, Marathi,
// Gujarati, Kashmiri, Konkani and Urdu words (about 40 % not plain English). Each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their
// portions or a stated convention) before and independently of any engine run. None of the sentences
// is taken from an earlier set: each was written new and checked against the earlier sets' 3,085 texts
// (word overlap, character similarity and shared runs of four words), and rewritten where it came near
// one (only stock phrases such as "between 2 slices of" or "aur aloo ka chokha" are shared).
// Mix (50): 20 plain everyday logs (home food of Punjab, Uttar Pradesh, Bihar, Bengal, Odisha, Assam,
// Kerala, Tamil Nadu, Telangana, Karnataka, Nagaland, Maharashtra, Gujarat, Rajasthan, Kashmir and
// Goa; a chain, a gym meal, fruit and nuts, a whole day in one message) and 30 over ten hard classes,
// three each: combinations named with their own parts (combo), headers naming the meal then its list
// (header), a smoothie, a sandwich with its filling and a brand with its generic food (addon), an
// ingredient or garnish that is not a full serving (garnish), food amid training or match talk whose
// numbers are no food (talk), legume names with "gram" next to a weight in grams (legume), drinks
// named after their main ingredient (drinkname), stated pack weights, a bottle size and a king size
// (size), the cooked dish meant by a raw word beside a bread or rice (cooked) and counts in number
// words (numberword: Tamil, Bengali, Urdu; Malayalam, Tamil, Telugu, Kannada, Marathi and Gujarati
// number words also appear in plain and garnish meals, tagged so).
// Two new reference foods (prefix fFifty, each citing its row in reference-foods.ts): AlooRaita (INDB
// ASC276 potato raita, a katori = 150 g) and ButterCracker (FNDDS 54301010 crackers, butter, plain, 1
// cracker = 3 g; the generic food of a Monaco biscuit); every other item is an existing key. Water is
// never counted (no energy), nor are a dab of axone chutney, achaar, lemon (limbu, nimbu) and mint in a
// drink, adrak in chai, or the spices of a dish.
// Conventions, as meals-fresh43.ts to meals-fresh48.ts: a katori (vati, bati) = 150 g of a dal, curry,
// kadhi, raita or curd, 120 g of a dry sabzi (bhujia, bhaji, thoran, kura, shaak), 100 g of rice;
// unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g);
// unquantified rice (bhaat, bhat, bhata, choru, saadham, bata, xit) in a meal = 2 katori, 200 g, also
// of jeera rice; a bowl of porridge = 250 g (meals.ts "1 bowl dal", meals-fresh47.ts kanji); 2 katori
// of khichdi = 300 g (meals.ts "2 katori khichdi"); a roti, phulka, rotli, poli or chapati = 40 g
// (FNDDS 51300175 medium); a jowar or bajra roti (jonna rotte) = 55 g of roti (meals-fresh10.ts "2
// jowar bhakri" = roti@110); a paratha = 70 g (FNDDS 51300185); a puri or poori (bedmi too) = 36 g
// (FNDDS 51300180); a plate of upma = 200 g (meals.ts "upma one plate"); a chutney said without an
// amount or as "konjam" (a little) = 1 tbsp; a spoon (chammach) of ghee or butter = 1 tsp, 5 g, a big
// spoon (bada chammach) = 1 tbsp; a glass of chaas = 250 g; CHAI = meals.ts (62 g milk + 60 g tea + 1
// tsp sugar); filter coffee (kaapi) = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); ml
// of a juice or soft drink × 31 g per fl oz (29.57 ml) as its FNDDS row, so 300 ml = 314.5 g; a cup
// of curd = 245 g (FNDDS 11411100: 1 cup). For every meal, in file order:
// plain:
//  1 aloo wadiyan di sabzi unquantified = a katori (150 g) of INDB ASC194 (fTwentyEightPeaVadi, the
//    wadiyan curry); 3 phulke = 3 × 40 g; aloo da raita unquantified = a katori (150 g) of INDB ASC276
//    (fFiftyAlooRaita).
//  2 bedmi poori chaar (4) = 4 × 36 g of FNDDS 51300180 (puri); aloo ki patli sabzi unquantified = a
//    katori (150 g) of INDB BFP239 (fThirtyThreeAlooRasedar); "7 baje" no food.
//  3 parwal bhujia unquantified = a katori (120 g) of FNDDS 75440600 (vegCurry, the sabzi proxy);
//    arhar dal = a katori (150 g) of FNDDS 41311030 (dal); bhaat = 200 g.
//  4 bhaat = 200 g; rui kalia unquantified = a katori (150 g) of FNDDS 27150320 (fishCurry).
//  5 pakhala (rice in water) = 200 g of FNDDS 56205008 (rice), the water not counted; saga bhaja = a
//    katori (120 g) of FNDDS 72125217 (spinachCooked, meals-fresh48.ts).
//  6 masor tenga = a katori (150 g) of FNDDS 27150320 (fishCurry); bhat = 200 g; lai xaak (mustard
//    greens) bhaji = a katori (120 g) of FNDDS 72122221 (fSixMustardGreens).
//  7 choru = 200 g; moru kachiyathu (buttermilk curry) = a katori (150 g) of the kadhi key (FNDDS
//    41311030 as meals.ts); beetroot thoran = a katori (120 g) of FNDDS 75208021 (fFiveBeetroot);
//    randu (Malayalam 2) pappadam = 2 × 9 g of FNDDS 41311000 (papad).
//  8 mutton kuzhambu = a katori (150 g) of FNDDS 27116100 (beefCurry, its mutton-curry proxy);
//    saadham = 200 g; oru (Tamil 1) kalakki = a one-egg omelette, 55 g of FNDDS 32130010 (omelette).
//  9 rendu (Telugu 2) jonna rottelu = 2 × 55 g = 110 g of roti; pappu = a katori (150 g) of FNDDS
//    41311030 (dal); vankaya kura = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant).
// 10 eradu (Kannada 2) ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde); koli saaru
//    unquantified = a katori (150 g) of FNDDS 27146150 (chickenCurry).
// 11 bamboo-shoot pork unquantified = a katori (150 g) of FNDDS 27420350 (fThirtyFourPorkBamboo); rice
//    = 200 g; a dab of axone (chutney) not counted.
// 12 varan = a katori (150 g) of FNDDS 41311030 (dal); bhaat = 200 g; toop on it = 1 tsp, 5 g of FNDDS
//    81204000 (ghee); limbu not counted; don (Marathi 2) poli = 2 × 40 g.
// 13 kobi-vatana nu shaak = a katori (120 g) of INDB ASC173 (fEightCabbagePeas); be (Gujarati 2) rotli
//    = 2 × 40 g; khatti-mithi dal = a katori (150 g) of FNDDS 41311030 (dal).
// 14 gatte ki sabzi = a katori (150 g) of INDB BFP187 (fFourGatte); 3 phulke = 3 × 40 g; chaach = a
//    glass, 250 g of FNDDS 11115100 (buttermilk).
// 15 rogan josh = a katori (150 g) of INDB ASC227; bata = 200 g; nadru yakhni = a katori (150 g) of
//    INDB ASC196 (fNineteenLotusStem, its nadru yakhni proxy).
// 16 prawn curry unquantified = a katori (150 g) of INDB BFP230 (prawnCurry); ukde xit (parboiled
//    rice) = 200 g.
// 17 1 chicken burrito = 277 g of FNDDS 58100255 (fTwentyEightBurrito, 1 medium burrito).
// 18 1 scoop whey = 30 g of FNDDS 95230000, in water; 4 whites = 4 × 33 g of FNDDS 31108110
//    (fSevenEggWhite); 2 multigrain toasts = 2 × 36 g of FNDDS 51601020 (fTwelveMultigrainBread).
// 19 1 cup cut papaya = 145 g (papaya, SR26 09226 cup cubes); 10 badam = 10 × 1.2 g of FNDDS
//    42101130; "5 pm" no food.
// 20 four meals: 2 idli = 2 × 40 g; filter coffee = COFFEE; curd rice unquantified = 1 plate, 216.2 g
//    of INDB ASC126 (curdRice); 2 chapati = 2 × 40 g; dal fry = a katori (150 g) of FNDDS 41311030.
// combo:
// 21 sambar sadam: 1 katori sambar = 150 g of FNDDS 41311020; 2 katori rice = 200 g; one appalam =
//    9 g of FNDDS 41311000 (papad).
// 22 ghugni-muri: a bati of ghugni = 150 g of FNDDS 41303010 (fFourSplitPeas); one cup muri = 14 g
//    of FNDDS 57340000 (fFivePuffedRice).
// 23 khichdi-chokha: 2 katori khichdi = 300 g of FNDDS 41311040 (khichdi); aloo ka chokha ek katori =
//    120 g of FNDDS 71103030 (alooSabzi, as earlier sets' chokha).
// header:
// 24 "tiffin": 2 pesarattu = 2 × 80 g (pesarattu, INDB OSR103 by the dosa convention); allam pachadi
//    konchem = 1 tbsp, 16.4 g of INDB BFP442 (fNineTomatoChutney, tomato-ginger chutney).
// 25 "sunday brekfast": 2 gobhi parathas = 2 × 101.9 g of INDB ASC100 (fSevenGobhiParatha); a spoon of
//    white butter = 5 g of FNDDS 81101000; dahi unquantified = a katori (150 g) of FNDDS 11411100.
// 26 "dinner": 3 phulkas = 3 × 40 g; lauki chana dal = a katori (150 g) of INDB ASC153
//    (chanaDalLauki); bhindi fry = a katori (120 g) of INDB BFP269 (bhindiFry); salad = 100 g cucumber
//    (meals.ts).
// addon:
// 27 smoothie, one item: 1 cup chopped mango = 165 g of FNDDS 63129010 (mango); 1 cup curd = 245 g of
//    FNDDS 11411100.
// 28 sandwich, one item: 80 g chicken tikka as stated = FNDDS 24123301 (grilledChicken, its tikka
//    proxy); 2 multigrain slices = 2 × 36 g of FNDDS 51601020.
// 29 8 Monaco (brand) biscuits = their generic food, 8 × 3 g of FNDDS 54301010 butter crackers
//    (fFiftyButterCracker); the chai = CHAI.
// garnish:
// 30 uppittu ondu (Kannada 1) plate = 200 g of FNDDS 58174000 (upma); 6 godambi on top = 6 × 1.5 g of
//    FNDDS 42104110 (cashews).
// 31 1 cup adrak chai with gur for the sugar, one item: 62 g milk + 60 g tea (CHAI) + 1 tsp gur = 4.6
//    g of FNDDS 91102010 (jaggery); the adrak not counted.
// 32 1 bowl doodh wala dalia = 250 g of FNDDS 56207022 (daliaMilk, a bowl of porridge); ek bada
//    chammach alsi = 1 tbsp, 10.5 g of FNDDS 43104000 (fEightFlaxSeeds).
// talk:
// 33 "8-1-29-3" no food: jeera rice = 200 g of INDB BFP134 (jeeraRice); chole = a katori (150 g) of
//    FNDDS 41302010; kheera = 100 g of FNDDS 75111000 (cucumber).
// 34 "5 x 400 @ 72s", "3 min" no food: 3 idli = 3 × 40 g; sambar = a katori (150 g) of FNDDS 41311020.
// 35 "5 sets of 5 at 100kg", "3x10" no food: 1 scoop whey = 30 g; 200 g plain dahi as stated = FNDDS
//    11411100 (curd); shahad 2 tsp = 2 × 7 g of FNDDS 91302010 (honey).
// legume:
// 36 kulith (horse gram) usal by the stated 200 gram = INDB OSR143 (kulthiDal, horsegram dal).
// 37 green gram sundal by the stated 120 gram = SR26 16081 boiled whole green gram
//    (fNineteenMungBoiled); "gram" is part of the pulse's name here, the unit is the second one.
// 38 red gram (toor) dal by the stated 220 gram = FNDDS 41311030 (dal); 3 phulkas = 3 × 40 g.
// drinkname:
// 39 kinnow juice 300 ml = 314.5 g of FNDDS 61213220 (fTenKinnowJuice, 31 g per fl oz); no kinnow
//    fruit.
// 40 ek glass aam panna = 268.5 g of INDB ASC005 (aamPanna, its tall glass); no mango.
// 41 a glass of ganne ka ras = 250 ml, 262 g of FNDDS 92612010 (sugarcaneJuice); lemon and mint not
//    counted.
// size:
// 42 half of a 200 g haldiram bhujia pack = 100 g of INDB OSR147 (sev, its bhujia proxy).
// 43 thums up 500 ml bottle = 524 g of FNDDS 92410310 cola (colaSmall key, its 16.9 fl oz / 500 ml
//    bottle).
// 44 a king size snickers = 113 g of FNDDS 91715100 (snickersKing); "20 km" no food.
// cooked:
// 45 kaddu beside puri = kaddu sabzi, a katori (120 g) of FNDDS 73201020 (fFivePumpkin); 3 puris = 3 ×
//    36 g.
// 46 arbi beside roti = arbi sabzi, a katori (120 g) of INDB BFP263 (arbi); two bajra rotis = 2 × 55 g
//    = 110 g of roti.
// 47 masoor beside rice = masoor dal, a katori (150 g) of INDB ASC157 (masoorDal); jeera rice = 200 g
//    of INDB BFP134 (jeeraRice).
// numberword:
// 48 rendu (Tamil 2) onion uthappam = 2 × 120 g of INDB BFP152 (uttapam); thakkali chutney = 1 tbsp,
//    16.4 g of INDB BFP442 (fNineTomatoChutney); oru (1) medhu vadai = 40 g (vada).
// 49 tinte (Bengali 3) beguni = 3 × 40 g of FNDDS 75412010 battered fried eggplant
//    (fSevenBegunBhaja).
// 50 aik (Urdu 1) paratha = 70 g of FNDDS 51300185; do (2) ande ka omelette = 2 × 55 g of FNDDS
//    32130010 (omelette); chai = CHAI.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH50_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'ghar da khana: aloo wadiyan di sabzi, 3 phulke te aloo da raita',
    'punjabi plain',
    'wadiyan=fTwentyEightPeaVadi phulke=roti:3 alooRaita=fFiftyAlooRaita',
  ],
  [
    'agra ki bedmi poori chaar aur aloo ki patli sabzi, subah 7 baje stadium jaane se pehle',
    'north plain',
    'bedmiPoori=puri:4 patliSabzi=fThirtyThreeAlooRasedar',
  ],
  [
    'bihar home lunch: parwal bhujia, arhar dal n bhaat - darbhanga',
    'bihar plain',
    'parwalBhujia=vegCurry arharDal=dal bhaat=rice:2',
  ],
  ['pishimar barite dupure - bhaat ar rui kalia, besh jhal chhilo', 'bengali plain', 'bhaat=rice:2 ruiKalia=fishCurry'],
  ['garama dina, pakhala khaili saga bhaja sange, sambalpur', 'odia plain', 'pakhala=rice:2 sagaBhaja=spinachCooked'],
  [
    'jorhat: masor tenga, bhat aru lai xaak bhaji',
    'assam plain',
    'masorTenga=fishCurry bhat=rice:2 laiXaak=fSixMustardGreens',
  ],
  [
    'uchakku choru, moru kachiyathu, beetroot thoran, randu pappadam - palakkad',
    'kerala plain numberword',
    'choru=rice:2 moruKachiyathu=kadhi beetrootThoran=fFiveBeetroot pappadam=papad:2',
  ],
  [
    'chettinad mess - mutton kuzhambu, saadham, oru kalakki',
    'tamil plain numberword',
    'muttonKuzhambu=beefCurry saadham=rice:2 kalakki=omelette',
  ],
  [
    'rendu jonna rottelu, pappu, vankaya kura - nizamabad',
    'telugu plain numberword',
    'jonnaRottelu=roti@110 pappu=dal vankayaKura=fTwentyOneEggplant',
  ],
  [
    'eradu ragi mudde mattu koli saaru, mandya',
    'kannada plain numberword',
    'ragiMudde=fTwentyTwoRagiMudde:2 koliSaaru=chickenCurry',
  ],
  [
    'mokokchung homestay: bamboo-shoot pork over rice, a dab of axone',
    'northeast plain',
    'bambooShootPork=fThirtyFourPorkBamboo rice:2',
  ],
  [
    'varan bhaat, vartun toop ani limbu, mag don poli',
    'marathi plain numberword',
    'varan=dal bhaat=rice:2 toop=ghee poli=roti:2',
  ],
  [
    'kobi-vatana nu shaak, be rotli ane khatti-mithi dal - amdavad, ranji camp pachhi',
    'gujarati plain numberword',
    'kobiVatana=fEightCabbagePeas rotli=roti:2 dal',
  ],
  [
    'gatte ki sabzi, 3 phulke aur chaach, jodhpur',
    'rajasthan plain',
    'gatte=fFourGatte phulke=roti:3 chaach=buttermilk',
  ],
  [
    'rogan josh, bata ti nadru yakhni - wazwan style at home',
    'kashmir plain',
    'roganJosh bata=rice:2 nadruYakhni=fNineteenLotusStem',
  ],
  ['prawn curry with ukde xit, vasco, after the beach run', 'goan plain', 'prawnCurry xit=rice:2'],
  ['taco bell: 1 chicken burito, cheat meal after the series', 'chain plain', 'burrito=fTwentyEightBurrito'],
  [
    'legs done. recovery: 1 scoop whey shaken in water, then 4 whites scrambled on 2 multigrain toasts',
    'gym plain',
    'whey eggWhites=fSevenEggWhite:4 multigrainToasts=fTwelveMultigrainBread:2',
  ],
  ['5 pm - 1 cup cut papaya n 10 soaked badam', 'fruit plain', 'papaya badam=almonds:10'],
  [
    'full day: mrng 2 idli n filter coffee, noon curd rice, nite 2 chapati n dal fry',
    'south plain',
    `idli:2 ${KAAPI} curdRice chapati=roti:2 dalFry=dal`,
  ],
  // combinations named with their own parts
  [
    'sambar sadam - 1 katori sambar mixed into 2 katori rice, appalam on the side',
    'tamil combo',
    'sambar rice:2 appalam=papad',
  ],
  [
    'ghugni-muri near the club tent: a bati of ghugni, one cup muri tipped over it',
    'east combo',
    'ghugni=fFourSplitPeas muri=fFivePuffedRice',
  ],
  [
    'shanivar wali khichdi-chokha: 2 katori khichdi aur aloo ka chokha ek katori',
    'bihar combo',
    'khichdi@300 chokha=alooSabzi',
  ],
  // headers naming the meal, then its list
  ['tiffin: 2 pesarattu, allam pachadi konchem', 'telugu header', 'pesarattu:2 allamPachadi=fNineTomatoChutney'],
  [
    'sunday brekfast: 2 gobhi parathas, a spoon of white butter, dahi',
    'north header',
    'gobhiParathas=fSevenGobhiParatha:2 whiteButter=butter dahi=curd',
  ],
  [
    'dinner: 3 phulkas, lauki chana dal, bhindi fry n salad',
    'north header',
    'phulkas=roti:3 chanaDalLauki bhindiFry salad=cucumber',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  ['smoothie: 1 cup chopped mango + 1 cup curd, no sugar, mixie at the PG', 'gym addon', 'smoothie=mango+curd@245'],
  [
    'made a sandwhich: 80 g leftover chicken tikka between 2 slices of multigrain',
    'gym addon',
    'tikkaSandwich=fTwelveMultigrainBread:2+grilledChicken@80',
  ],
  ['8 monaco biscuits dipped in chai, tea break at the academy', 'snack addon', `monaco=fFiftyButterCracker:8 ${CHAI}`],
  // an ingredient or garnish that is not a full serving
  ['uppittu ondu plate, mele 6 godambi', 'kannada garnish numberword', 'uppittu=upma@200 godambi=cashews:6'],
  ['adrak wali chai mein cheeni ki jagah gur daala, 1 cup', 'north garnish', 'chai=milk@62+tea+jaggery'],
  [
    '1 bowl doodh wala dalia, upar se ek bada chammach alsi',
    'north garnish',
    'dalia=daliaMilk@250 alsi=fEightFlaxSeeds',
  ],
  // food amid training, match or travel talk
  [
    'figures 8-1-29-3 today. lunch break - jeera rice, chole n kheera',
    'north talk',
    'jeeraRice:2 chole kheera=cucumber',
  ],
  ['track: 5 x 400 @ 72s, 3 min jog rest. then 3 idli n sambar', 'gym talk', 'idli:3 sambar'],
  [
    'sq 5 sets of 5 at 100kg, rdl 3x10. after: whey 1 scoop + 200 g plain dahi + shahad 2 tsp',
    'gym talk',
    'whey dahi=curd@200 shahad=honey:2',
  ],
  // legume words next to the unit gram
  ['horse gram (kulith) usal, 200 gram, konkan side', 'marathi legume', 'kulithUsal=kulthiDal@200'],
  ['green gram sundal, 120 gram, navaratri prasadam from the temple', 'tamil legume', 'sundal=fNineteenMungBoiled@120'],
  [
    'mess thali: red gram dal (toor), roughly 220 gram, and 3 phulkas',
    'north legume',
    'toorDal=dal@220 phulkas=roti:3',
  ],
  // drinks named after their main ingredient
  ['kinnow juice 300 ml, fresh from abohar', 'punjabi drinkname', 'fTenKinnowJuice@314.5'],
  ['ek glass aam panna, loo lag rahi thi', 'north drinkname', 'aamPanna'],
  [
    'a glass of ganne ka ras with lemon n mint at a highway stall near karnal',
    'north drinkname',
    'ganneKaRas=sugarcaneJuice',
  ],
  // stated pack weights and sizes
  ['half of a 200 g haldiram bhujia pack during the rain break', 'snack size', 'bhujia=sev@100'],
  ['500 ml thums up bottle, all mine, sirsa bus stand', 'travel size', 'thumsUp=colaSmall@524'],
  ['a snickers, the king size one, after the 20 km ride', 'gym size', 'snickersKing'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['kaddu with 3 puris for the navratri kanjak', 'north cooked', 'kaddu=fFivePumpkin puris=puri:3'],
  ["arbi with two bajra rotis, dadi's kitchen in hisar", 'north cooked', 'arbi bajraRotis=roti@110'],
  ['masoor n jeera rice for dinner, mess food again', 'north cooked', 'masoor=masoorDal jeeraRice:2'],
  // counts in number words
  [
    'hotel la rendu onion uthappam, thakkali chutney, oru medhu vadai',
    'tamil numberword',
    'uthappam=uttapam:2 thakkaliChutney=fNineTomatoChutney medhuVadai=vada',
  ],
  ['tinte beguni kheyechhi brishtir bikele, ar kichhu na', 'bengali numberword', 'beguni=fSevenBegunBhaja:3'],
  ['sehri mein aik paratha, do ande ka omelette aur chai', 'urdu numberword', `paratha omelette:2 ${CHAI}`],
];
