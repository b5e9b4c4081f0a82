// Benchmark meals written on 2026-11-25 blind, as the forty-ninth blind set after meals-fresh.ts to
// meals-fresh48.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Rohtak akhada,
// a Punjab village kitchen, a Motihari wedding, a Barasat home, an Imphal home after boxing, a Mandi
// dham, an Almora hostel in snow, Lanka gate at BHU, a Dakor monsoon stall, a Kolhapur aaji, a
// Belagavi hostel, a Kerala hostel breakfast, a Mehdipatnam Friday, a college mess and canteen, a
// Domino's, a bus to Nagpur, a rain break, an Abohar fruit cart, a Bengali wedding, a Balasore
// morning, a kabaddi camp, a bus to Dharamsala), terse and chatty, with training, match and travel
// talk, typos and abbreviations (n, w, b4, x2, PB, econmy, boild, chiken, biscuts, breadstiks,
// practise), in plain English, Hinglish and romanised Punjabi, Bengali, Gujarati, Marathi, Kannada,
// Malayalam, Urdu, Telugu, Tamil and Odia words (about 46 % not plain English). Each reference was
// chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers,
// their portions or a stated convention) before and independently of any engine run. None of the
// sentences is taken from an earlier set: each was written new and checked against the earlier sets'
// 3,085 texts (character similarity, word overlap and shared runs of four words), and rewritten where
// it came near one (only stock phrases such as "ek katori" or "a glass of" are shared).
// Mix (50): 25 plain everyday logs (home food of Haryana, Punjab, Bihar, Bengal, Manipur, Himachal,
// Uttarakhand, Uttar Pradesh, Gujarat, Maharashtra, Karnataka, Kerala and Hyderabad; a hostel mess, a
// college canteen, a pizza chain, packaged snacks and a branded drink, whey, fruit, eggs, milk; three
// with several meals in one message) and 25 over ten hard classes, two or three each: combinations
// named with their own parts (combo 2), headers naming the meal then its list (header 3), "X made with
// Y", a smoothie and a wrap with its fillings and a brand (addon 3), an ingredient or garnish that is
// not a full serving (garnish 2), food amid training, match or travel talk whose numbers are no food
// (talk 3), legume names with "gram" next to a weight in grams (legume 2), drinks named after their
// main ingredient (drinkname 2), stated pack weights, shares and bottle or packet volumes (size 3), the
// cooked dish meant by a raw vegetable word beside a bread (cooked 2) and counts in number words
// (numberword 3: Tamil, Telugu, Punjabi; Bengali, Gujarati, Marathi, Kannada, Malayalam, Urdu and Odia
// number words also appear in plain and header meals, tagged so).
// Three new reference foods (prefix fFortyNine, each citing its row in reference-foods.ts): Kinnow
// (FNDDS 61125010 tangerine, raw, 1 fruit = 109 g), Ber (SR26 09146 jujube, raw, by the stated weight)
// and Saltine (FNDDS 54325000 crackers, saltine, 1 cracker = 3 g; Parle Monaco); every other item is
// an existing key. Water is never counted (no energy), nor are fish oil capsules and a multivitamin,
// onion (gandha) and green chilli beside a roti, coriander (kothimbir), lettuce in a wrap, ice, or the
// sugar the message says was left out.
// Conventions, as meals-fresh43.ts to meals-fresh48.ts: a katori (vati, bati, pyali) = 150 g of a dal,
// curry, kadhi, kheer, halwa or curd, 120 g of a dry sabzi (gutke, vepudu), 100 g of rice; unquantified
// dal or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice
// (bhaat, chawal, annam) in a meal = 2 katori, 200 g; a cup of cooked rice = 158 g (FNDDS 56205008); a
// plate of pulao = 300 g (fTwentySevenGheeRice); 2 katori of khichdi = 300 g (meals.ts "2 katori
// khichdi"), a bowl of khichdi = 250 g and a bowl of oats porridge = 250 g (meals-fresh48.ts "oats 1
// bowl"); kosha mangsho and other mutton curries = FNDDS 27116100 (beefCurry, earlier sets' "kosha
// mangsho ek bati"); a roti, phulka, ruti or chapati = 40 g (FNDDS 51300175 medium); a paratha = 70 g
// (FNDDS 51300185); a puri or luchi = 36 g (FNDDS 51300180); a dosa = 80 g (FNDDS 55702100 medium);
// butter naan = a naan + 1 tsp butter (meals.ts); a chutney said without an amount or as "konjam" = 1
// tbsp; a spoon (chammach) of ghee = 1 tsp, 5 g; a garnish of grated coconut = 10 g (fThreeCoconut);
// CHAI (chaa, chaha, chaaya, a kulhad too) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); filter
// coffee (kaapi) = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); ml of milk × 244/237 g
// (FNDDS 11112110), so 200 ml = 205.9 g and 500 ml = 514.8 g; ml of a soft, sports or flavoured-milk
// drink × 31 g per fl oz (29.57 ml) as its FNDDS row, so 250 ml = 262 g, 300 ml = 314.5 g and 500 ml
// = 524.1 g. For every meal, in file order:
// plain:
//  1 aadha kilo doodh = 500 g of FNDDS 11112110 (milk, by the stated weight); 4 uble (boiled) ande = 4
//    × 50 g of FNDDS 31103010 (egg); 2 kele = 2 × 126 g of FNDDS 63107010 (banana); "8 baje" no food.
//  2 do (2) missi roti = 2 × 40 g of FNDDS 51300175 (roti, the medium roti for a besan-atta roti); ik
//    katori kadhi with pakode = 150 g (kadhi, FNDDS 41311030 as meals.ts); gandha and hari mirch not
//    counted.
//  3 ahuna mutton ek katori = 150 g of FNDDS 27116100 (beefCurry, the mutton-curry proxy); do katori
//    bhaat = 200 g of FNDDS 56205008 (rice).
//  4 charte (Bengali 4) ruti = 4 × 40 g (roti); alu-potoler dalna unquantified = a katori (150 g) of
//    INDB BFP239 (fThirtyThreeAlooRasedar, a thin potato curry); ek bati musurir dal = 150 g of INDB
//    ASC157 (masoorDal).
//  5 bhaat = 200 g; ooti (Manipuri dried-pea curry) ek katori = 150 g of FNDDS 41303010
//    (fFourSplitPeas, the proxy for curries of dried peas); chak-hao kheer ek katori = 150 g of INDB
//    OSR011 (fTwentyFourChakhaoKheer).
//  6 chawal in a dham = 200 g; madra (chickpeas in a curd gravy) = a katori (150 g) of FNDDS 41302010
//    (chole); kale chane ka khatta = a katori (150 g) of INDB ASC169 (fThirtyNineKhattaChana); meetha
//    bhaat = a katori (100 g) of INDB ASC125 (fThirteenSweetRice).
//  7 aloo ke gutke unquantified = a katori (120 g) of FNDDS 71103030 (alooSabzi); teen (3) roti = 3 ×
//    40 g.
//  8 2 samosas = 2 × 100 g of FNDDS 58124500 (samosa); a kulhad chai = CHAI.
//  9 chha nang (Gujarati 6 pieces) methi na gota = 6 × 15 g (pakora, its 1 pakora convention); ek cup
//    chaa = CHAI; "dakor" no food.
// 10 ek vati sheera = 150 g of INDB ASC293 (sujiHalwa); don (Marathi 2) cup chaha = 2 × CHAI, one
//    item.
// 11 chitranna ondu (Kannada 1) plate = 319.2 g of INDB ASC124 (fSixLemonRice); ondu katori mosaru =
//    150 g of FNDDS 11411100 (curd).
// 12 dosa moonnennam (Malayalam, three of them) = 3 × 80 g (dosa); thenga chammanthi = 1 tbsp, 25.3 g
//    of INDB ASC386 (coconutChutney); oru (1) chaaya = CHAI.
// 13 aik (Urdu 1) plate bagara khana = 300 g of INDB ASC114 (fTwentySevenGheeRice, a plain pulao of
//    rice fried with whole spices and onion); ek pyali dalcha = 150 g of INDB ASC153 (chanaDalLauki,
//    chana dal with lauki).
// 14 3 roti = 3 × 40 g; aloo matar unquantified = a katori (150 g) of INDB ASC190 (alooMatar); arhar
//    dal = a katori (150 g) of FNDDS 41311030 (dal); 1 katori chawal = 100 g; "2:30" no food.
// 15 veg chowmein full plate = 299.6 g of INDB ASC134 (vegChowmein); a 250 ml pepsi = 262 g of FNDDS
//    92410310 (colaSmall, 31 g per fl oz).
// 16 2 slices of a medium Domino's peppy paneer = 2 × 86 g of FNDDS 58106225 (pizzaSliceMedium, the
//    cheese-pizza proxy); 2 garlic breadsticks = 2 × 37 g of FNDDS 51121025 (fTwentySixGarlicBread).
// 17 6 Monaco = 6 × 3 g of FNDDS 54325000 (fFortyNineSaltine, 1 cracker); a small packet of Haldiram's
//    navratan = 28 g of FNDDS 54402200 (fSevenNimko, its small single-serving bag).
// 18 a Maaza unquantified = 248 g of FNDDS 64204010 (mangoDrink, 1 cup); 2 Bourbon = 2 × 11 g of FNDDS
//    53209015 (oreo, a chocolate sandwich cookie).
// 19 1 scoop whey isolate = 30 g of FNDDS 95230000 (whey), in water; 2 fish oil caps and a multivitamin
//    not counted; 3 whole boiled eggs = 3 × 50 g (egg).
// 20 1 kinnow = 109 g of FNDDS 61125010 (fFortyNineKinnow, 1 fruit); 100 g ber as stated = SR26 09146
//    (fFortyNineBer).
// 21 bhurji of 3 eggs = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg); brown bread x2
//    = 2 × 36 g of FNDDS 51300110 (brownBread).
// 22 2 dates = 2 × 8 g of FNDDS 62110100; a glass of warm full cream milk = 258 g of FNDDS 11111000
//    (wholeMilk); "10:45 pm" no food.
// 23 three meals (Telugu): 2 dosalu = 2 × 80 g (dosa); palli chutney = 1 tbsp, 21 g of INDB ASC385
//    (fSixPeanutChutney); annam = 200 g; tomato pappu = a katori (150 g) of FNDDS 41311030 (dal);
//    bendakaya vepudu (okra fry) = a katori (120 g) of INDB BFP269 (bhindiFry); 3 chapathi = 3 × 40 g;
//    chicken curry = a katori (150 g) of FNDDS 27146150.
// 24 four meals: oats w milk 1 bowl = 250 g of FNDDS 56203066 (oats, the bowl of porridge); grilled
//    chicken breast 150 g as stated = FNDDS 24123301 (grilledChicken); 1 cup rice = 158 g; an apple =
//    200 g of FNDDS 63101000; 100 g paneer tikka as stated = IFCT L003 (paneer, as meals-fresh47.ts); 2
//    roti = 2 × 40 g; "7am", "1pm", "5pm", "9pm" no food.
// 25 four meals: 2 besan chilla = 2 × 52.1 g of INDB OSR100 (besanChilla); green chutney = 1 tbsp, 18.9
//    g of INDB BFP444 (greenChutney); 2 roti = 2 × 40 g; rajma 1 katori = 150 g of FNDDS 41106010; 1
//    banana = 126 g; 1 bowl dal khichdi = 250 g of FNDDS 41311040 (khichdi).
// combo:
// 26 kachori sabzi: 2 khasta kachori = 2 × 100 g of FNDDS 58124500 (fSevenKachori); 1 katori aloo
//    rasedar = 150 g of INDB BFP239 (fThirtyThreeAlooRasedar).
// 27 thukpa momo combo: 6 chicken momos = 6 × 37 g of FNDDS 58112510 (momo); 1 bowl thukpa = 285 g of
//    FNDDS 58408500 (fNineThukpa); "ridge run" no food.
// header:
// 28 "biye barir menu theke khelam" (ate from the wedding menu) no food: luchi 4 te = 4 × 36 g of FNDDS
//    51300180 (puri); fish fry 1 ta = 67 g of FNDDS 26100140 (fishFry); mutton kosha = a katori (150 g)
//    of FNDDS 27116100 (beefCurry); cholar dal = a katori (150 g) of INDB OSR142 (channaDal); rosogolla
//    duto (Bengali 2) = 2 × 60 g of INDB BFP392 (fSevenRasgulla).
// 29 "fuel b4 the final, reporting 7:45" no food: brown bread toast x2 = 2 × 36 g (brownBread); 1 tbsp
//    PB = 16 g of FNDDS 42202000 (peanutButter); 1 kela = 126 g (banana); black coffee, no sugar = 240 g
//    of FNDDS 92101000.
// 30 "sakalara jalakhia" (morning breakfast) no food: tini ta (Odia 3) puri = 3 × 36 g; eka bati (1
//    katori) ghuguni = 150 g of FNDDS 41303010 (fFourSplitPeas).
// addon:
// 31 anda paratha made with 2 eggs on 1 atta paratha, one item: 1 paratha = 70 g of FNDDS 51300185;
//    2 eggs cooked in oil = 2 × 55 g of FNDDS 32130010 (omelette, 1 egg).
// 32 smoothie, one item: 1 cup papaya = 145 g of FNDDS 63133010 (papaya, SR26 09226 cup); 1 chikoo =
//    170 g of SR26 09313 (fTwentySevenSapodilla, 1 sapodilla); 200 ml toned milk = 205.9 g of FNDDS
//    11112110 (milk).
// 33 peri peri wrap, one item: 1 wheat tortilla = 45 g of FNDDS 52215260 (fTwelveTortilla); grilled
//    chicken 80 g as stated = FNDDS 24123301 (grilledChicken); Veeba mayo 1 tbsp = 13.8 g of FNDDS
//    83107000 (mayonnaise, the brand as its generic food); lettuce not counted.
// garnish:
// 34 do katori dal khichdi = 300 g of FNDDS 41311040 (khichdi); ek chammach desi ghee = 5 g of FNDDS
//    81204000 (ghee); ek papad = 9 g of FNDDS 41311000.
// 35 pohe ek plate = 180 g (poha); khavlela naral (grated coconut) sprinkled on = 10 g of SR26 12104
//    (fThreeCoconut, its garnish convention); kothimbir not counted.
// talk:
// 36 "4-0-31-2", "7.75" no food: 2 butter naans = 2 × 90 g of FNDDS 51108100 (naan) + 2 × 5 g of FNDDS
//    81101000 (butter), one item; butter chicken one katori = 150 g of INDB ASC242 (butterChicken).
// 37 "2 halves of 20 min", "9 touch points", "78.4 kg", "6 pm" no food: 3 boiled eggs = 3 × 50 g; 300 ml
//    chocolate milk = 314.5 g of FNDDS 11511200 (chocolateMilk, 31 g per fl oz).
// 38 "5 hrs", "1:15 pm" no food: 2 aloo paranthe = 2 × 93.4 g of INDB ASC098 (alooParatha); 1 katori
//    dahi = 150 g (curd).
// legume:
// 39 hesaru kaalu usli (whole green gram, boiled and tempered) by the stated 120 gram = SR26 16081
//    (fNineteenMungBoiled).
// 40 kandi pappu (red gram dal) by the stated 150 gram = FNDDS 41311030 (dal); annam oka (Telugu 1)
//    cup = 158 g of FNDDS 56205008 (rice).
// drinkname:
// 41 ek glass gajar = 254 g of FNDDS 73105010 (carrotJuice, its 250 ml glass); ek glass anaar = 262 g
//    of FNDDS 64126000 (pomegranateJuice, its 250 ml glass); no carrot or pomegranate as a fruit.
// 42 ek glass tarbooz, no sugar = 254 g of FNDDS 64133100 (watermelonJuice, its 250 ml glass); no
//    watermelon fruit.
// size:
// 43 one 500 ml Powerade = 524.1 g of FNDDS 95321000 (sportsDrink, 31 g per fl oz).
// 44 half of a 90 g Lay's party pack = 45 g of FNDDS 71200100 (potatoChips).
// 45 half of a 1 litre Mother Dairy toned milk packet = 500 ml = 514.8 g of FNDDS 11112110 (milk).
// cooked:
// 46 french beans beside chapati = beans sabzi, a katori (120 g) of INDB BFP272 (beansSabzi); 3 chapati
//    = 3 × 40 g.
// 47 baingan beside chapatis = baingan sabzi, a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant);
//    2 chapatis = 2 × 40 g.
// numberword:
// 48 anju (Tamil 5) idli = 5 × 40 g (idli); thakkali chutney konjam = 1 tbsp, 16.4 g of INDB BFP442
//    (fNineTomatoChutney); oru (1) tumbler filter kaapi = COFFEE.
// 49 moodu (Telugu 3) minapa garelu (medu vada) = 3 × 40 g of FNDDS 58175000 (vada); kobbari pachadi =
//    1 tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 50 chhe (Punjabi 6) phulke = 6 × 40 g (roti); ik katori kale chhole = 150 g of INDB ASC161
//    (blackChanaCurry).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAA = 'chaaChai=milk@62+tea+sugar';
const CHAHA_TWO = 'chahaChai=milk@124+tea@120+sugar:2';
const CHAAYA = 'chaayaChai=milk@62+tea+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH49_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'rohtak akhade se aake aadha kilo doodh, 4 uble ande aur 2 kele, 8 baje tak sab saaf',
    'haryana plain',
    'doodhMilk=milk@500 ubleAndeEgg=egg:4 keleBanana=banana:2',
  ],
  [
    'bebe ne do missi roti te ik katori kadhi pakode wali banayi si, naal gandha te hari mirch',
    'punjabi plain',
    'missiRoti=roti:2 kadhiPakode=kadhi',
  ],
  [
    'motihari wala ahuna mutton ek katori aur do katori bhaat, chacha ki shaadi mein',
    'bihar plain',
    'ahunaMutton=beefCurry bhaatRice=rice:2',
  ],
  [
    'charte ruti, alu-potoler dalna ar ek bati musurir dal, barasat e raater khabar',
    'bengali plain numberword',
    'rutiRoti=roti:4 aluPotolerDalna=fThirtyThreeAlooRasedar musurirDalMasoor=masoorDal',
  ],
  [
    'imphal ghar - bhaat, ooti ek katori n chak-hao kheer ek katori, after the boxing session',
    'northeast plain',
    'bhaatRice=rice:2 ootiPeas=fFourSplitPeas chakhaoKheer=fTwentyFourChakhaoKheer',
  ],
  [
    'mandi dham in a pattal: chawal, madra, kale chane ka khatta n meetha bhaat',
    'himachal plain',
    'chawalRice=rice:2 madraChole=chole kaleChaneKhatta=fThirtyNineKhattaChana meethaBhaat=fThirteenSweetRice',
  ],
  [
    'almora hostel, baahar barf gir rahi - aloo ke gutke aur teen roti',
    'uttarakhand plain',
    'alooGutke=alooSabzi roti:3',
  ],
  ['2 samosas n a kulhad chai at lanka gate after the BHU ground session', 'up plain', `samosa:2 ${CHAI}`],
  [
    'chha nang methi na gota ne ek cup chaa, dakor, varsad ma',
    'gujarati plain numberword',
    `methiGotaBhajiya=pakora:6 ${CHAA}`,
  ],
  [
    'nashtyala ek vati sheera ani don cup chaha, aaji cha ghar, kolhapur',
    'marathi plain numberword',
    `sheeraHalwa=sujiHalwa ${CHAHA_TWO}`,
  ],
  [
    'belagavi hostel: chitranna ondu plate jothe ondu katori mosaru',
    'kannada plain numberword',
    'chitrannaLemonRice=fSixLemonRice mosaruCurd=curd',
  ],
  [
    'raavile hostel il: dosa moonnennam, thenga chammanthi, oru chaaya',
    'kerala plain numberword',
    `dosa:3 chammanthiChutney=coconutChutney ${CHAAYA}`,
  ],
  [
    'mehdipatnam mein aik plate bagara khana aur ek pyali dalcha, jumme ka khana',
    'urdu plain numberword',
    'bagaraKhanaRice=fTwentySevenGheeRice dalchaDal=chanaDalLauki',
  ],
  [
    'mess lunch 2:30 after practise - 3 roti, aloo matar, arhar dal, 1 katori chawal',
    'hostel plain',
    'roti:3 alooMatar arharDal=dal chawalRice=rice',
  ],
  [
    'after the sprints, canteen veg chowmein (full plate) and a 250 ml pepsi',
    'canteen plain',
    'vegChowmein pepsiCola=colaSmall@262',
  ],
  [
    'peppy paneer medium from dominos w the squad, my share was 2 slices, plus 2 garlic breadstiks',
    'chain plain',
    'peppyPaneerPizza=pizzaSliceMedium:2 garlicBreadsticks=fTwentySixGarlicBread:2',
  ],
  [
    'bus to nagpur, 6 monaco n a small packet of haldiram navratan',
    'snack plain',
    'monacoCrackers=fFortyNineSaltine:6 navratanNamkeen=fSevenNimko',
  ],
  [
    'a maaza n 2 bourbon biscuts in the dressing room during the rain break',
    'drink plain',
    'maazaMango=mangoDrink bourbonBiscuits=oreo:2',
  ],
  [
    'morning stack - 1 scoop whey isolate in water, 2 fish oil caps, a multivit, then 3 whole eggs boild',
    'gym plain',
    'whey egg:3',
  ],
  [
    '1 kinnow n 100 g ber from the thela outside the ground, abohar winters',
    'fruit plain',
    'fFortyNineKinnow berJujube=fFortyNineBer@100',
  ],
  [
    'bhurji of 3 eggs, cooked in my room on the induction, + brown bread x2',
    'eggs plain',
    'eggBhurji=fThirtyTwoAndaBhurji:3 brownBread:2',
  ],
  [
    '2 dates n a glass of warm full cream milk at 10:45 pm, lights off',
    'milk plain',
    'dates:2 fullCreamMilk=wholeMilk',
  ],
  [
    'ivala: morning 2 dosalu palli chutney tho, madhyanam annam, tomato pappu, bendakaya vepudu, ratri 3 chapathi + chicken curry',
    'telugu plain',
    'dosaluDosa=dosa:2 palliChutney=fSixPeanutChutney annamRice=rice:2 tomatoPappu=dal bendakayaVepuduOkra=bhindiFry chapathiRoti=roti:3 chickenCurry',
  ],
  [
    'log: 7am oats w milk 1 bowl | 1pm grilled chiken breast 150g + 1 cup rice | 5pm an apple | 9pm 100g paneer tikka n 2 roti',
    'gym plain',
    'oats@250 grilledChicken@150 rice@158 apple paneerTikka=paneer@100 roti:2',
  ],
  [
    "today's food: bfast 2 besan chilla + green chutney, lunch 2 roti n rajma 1 katori, snack 1 banana, dinner 1 bowl dal khichdi",
    'north plain',
    'besanChilla:2 greenChutney roti:2 rajma banana dalKhichdi=khichdi@250',
  ],
  // combinations named with their own parts
  [
    'kachori sabzi from the halwai: 2 khasta kachori + 1 katori aloo rasedar',
    'north combo',
    'khastaKachori=fSevenKachori:2 alooRasedar=fThirtyThreeAlooRasedar',
  ],
  [
    'thukpa momo combo after the ridge run: 6 chicken momos + 1 bowl thukpa',
    'northeast combo',
    'chickenMomos=momo:6 fNineThukpa',
  ],
  // headers naming the meal, then its list
  [
    'biye barir menu theke khelam - luchi 4 te, fish fry 1 ta, mutton kosha, cholar dal, rosogolla duto',
    'bengali header numberword',
    'luchi=puri:4 fishFry muttonKosha=beefCurry cholarDal=channaDal rosogollaRasgulla=fSevenRasgulla:2',
  ],
  [
    'fuel b4 the final, reporting 7:45 -> brown bread toast x2 w 1 tbsp PB, 1 kela, black coffee (no sugar)',
    'gym header',
    'brownBreadToast=brownBread:2 pbPeanutButter=peanutButter kelaBanana=banana blackCoffee',
  ],
  [
    'sakalara jalakhia - tini ta puri, eka bati ghuguni, balasore',
    'odia header numberword',
    'puri:3 ghuguni=fFourSplitPeas',
  ],
  // "X made with Y", a smoothie, a wrap with its fillings and a brand
  ['anda paratha at the dhaba, made with 2 eggs on 1 atta paratha', 'north addon', 'andaParatha=paratha+omelette:2'],
  [
    'recovery smoothie - 1 cup papaya, 1 chikoo, 200 ml toned milk, blitzed in the hostel mixie',
    'gym addon',
    'smoothie=papaya+fTwentySevenSapodilla+milk@205.9',
  ],
  [
    'packed a peri peri wrap for the bus: wheat tortilla x1, grilled chicken 80 g, Veeba mayo 1 tbsp, some lettuce',
    'snack addon',
    'periPeriChickenWrap=fTwelveTortilla+grilledChicken@80+mayonnaise',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'do katori dal khichdi pe ek chammach desi ghee daala, ek papad bhuna hua',
    'north garnish',
    'dalKhichdi=khichdi@300 desiGhee=ghee papad',
  ],
  [
    'aaichya haatche pohe, ek plate, varun khavlela naral bhurbhurla',
    'marathi garnish',
    'pohe=poha naralCoconut=fThreeCoconut',
  ],
  // food amid training, match or travel talk
  [
    '4-0-31-2 tonight (econmy 7.75), dropped a sitter too 🤦. dinner: 2 butter naans + butter chicken, one katori',
    'north talk',
    'butterNaan=naan:2+butter:2 butterChicken',
  ],
  [
    'kabaddi camp: 2 halves of 20 min, 9 touch points, weighed 78.4 kg at 6 pm. after: 3 boiled eggs + 300 ml chocolate milk',
    'gym talk',
    'boiledEggs=egg:3 chocolateMilk@314.5',
  ],
  [
    'bus to dharamsala 5 hrs, halt at 1:15 pm at a dhaba near nurpur - 2 aloo paranthe + 1 katori dahi',
    'travel talk',
    'alooParanthe=alooParatha:2 dahiCurd=curd',
  ],
  // legume words next to the unit gram
  [
    'hesaru kaalu usli (green gram) 120 gram, sanje snack after fielding',
    'kannada legume',
    'hesaruUsliGreenGram=fNineteenMungBoiled@120',
  ],
  ['night: kandi pappu (red gram) 150 gram n annam oka cup', 'telugu legume', 'kandiPappuDal=dal annamRice=rice@158'],
  // drinks named after their main ingredient
  [
    'ek glass gajar aur ek glass anaar, juice wale bhaiya ke thele se',
    'north drinkname',
    'gajarCarrotJuice=carrotJuice anaarPomegranateJuice=pomegranateJuice',
  ],
  [
    'ek glass tarbooz, cheeni mat daalna bola tha, kabaddi mat ke bahar wala stall',
    'north drinkname',
    'tarboozWatermelonJuice=watermelonJuice',
  ],
  // stated pack sizes, shares and volumes
  ['one 500 ml powerade, sipped between overs', 'gym size', 'powerade=sportsDrink@524.1'],
  ["Lay's 90 g party pack, shared w roomie, i ate half", 'snack size', 'lays=potatoChips@45'],
  [
    'mother dairy toned milk 1 litre packet, split half-half with bhai after the run',
    'north size',
    'tonedMilk=milk@514.8',
  ],
  // a raw vegetable word beside a bread means the cooked dish
  ['mess dinner: french beans + 3 chapati', 'north cooked', 'frenchBeans=beansSabzi chapati=roti:3'],
  [
    'baingan again in the hostel mess 😑 ate it with 2 chapatis',
    'north cooked',
    'baingan=fTwentyOneEggplant chapatis=roti:2',
  ],
  // counts in number words
  [
    'anju idli saapten, thakkali chutney konjam, apram oru tumbler filter kaapi',
    'tamil numberword',
    `idli:5 thakkaliChutney=fNineTomatoChutney ${KAAPI}`,
  ],
  [
    'moodu minapa garelu, kobbari pachadi tho',
    'telugu numberword',
    'minapaGareluVada=vada:3 kobbariPachadiChutney=coconutChutney',
  ],
  [
    'chhe phulke te ik katori kale chhole, pind wale ghar',
    'punjabi numberword',
    'phulkeRoti=roti:6 kaleChhole=blackChanaCurry',
  ],
];
