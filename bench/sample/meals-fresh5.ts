// Benchmark meals written on 2026-11-24 blind, as the fifth blind set after meals-fresh.ts to
// meals-fresh4.ts, written without running the engine: the sentences were typed as athletes type a
// food log (lowercase, typos, abbreviations, Hinglish and regional words, headers, training, match
// and travel talk) without reading the engine's code or knowledge, and each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh4.ts. Mix: 7
// combinations named with their parts, 7 headers with a breakdown, 7 with an ingredient or garnish
// as a modifier, 7 with training, match or travel talk around the food, 4 legume words next to the
// unit gram, 4 drinks named after an ingredient, 7 stated sizes (a "20 g protein shake" states its
// protein, not its weight), 6 with the cooked state from context, 7 regional number words (Tamil,
// Telugu, Bengali, Marathi, Urdu, Gujarati, Kannada) and 4 everyday entries, across north, south,
// east and west India, Pakistan, Sri Lanka, Bangladesh and the gym. Conventions used here: 2 kulche
// = 160 g of naan (meals.ts); a "bati", "vati", "vaadki" or "pyali" = 1 katori; unquantified rice
// or bhaat in a header = 2 katori (meals-fresh2.ts), unquantified yellow rice = 1 cup of FNDDS
// 58161200 rice cooked with coconut milk; 2 bati khichuri or 2 vaadki khichdi = 300 g (meals.ts "2
// katori khichdi"); dim bhaja = a 1-egg omelette; aamras = mango pulp, 1 vati = 150 g of raw mango
// (no sugar stated); egg roti as godamba roti (paratha) + 1 egg each (kottu in meals-fresh4.ts); a
// katori of potato roast as dry aloo sabzi 120 g; nehari 1 bati = 150 g of beefCurry, haleem 1
// plate = 250 g (meals.ts); mutton pulao as biryani with meat; raita = 100 g curd; chanachur as a
// 10 g sev garnish; a drizzle of oil = 1 tsp; "a piece" of kithul jaggery ≈ 10 g; a Sri Lankan
// plain or lemon tea = 200 g brewed tea (+ sugar as stated); chana chaat 1 plate = 1 cup of boiled
// chickpeas (FNDDS 41302020, 180 g) + 50 g dahi + 1 tbsp imli chutney (meals-fresh2.ts tikki
// chaat); sundal as chickpeas with fat added (meals-structural.ts); dal makhani as lentil curry
// (meals.ts; INDB OSR139 gives a leaner 74 kcal); a butter naan = naan + 1 tsp butter (meals.ts);
// ml of juices, soft and sports drinks × 31 g per fl oz, of the protein shake × 32 g (FNDDS); a
// large fast-food fries = 180 g (FNDDS 71401030 large order); a 15 cm sub = FNDDS 27540290 6" sub
// (240 g); a fun size snickers = 17 g (FNDDS 91715100); bhakri = 55 g of roti (meals.ts); tandoori
// roti = rotiLarge (meals-fresh4.ts); a king coconut = 1 cup of coconut water; a cutting as
// meals-structural.ts; a Bengali dudh cha and a kulhad chai = one chai as meals.ts.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH5_MEALS: SampleMeal[] = [
  // combinations named with their parts
  [
    'pindi chole kulche after the morning session - 2 kulche n a katori of chole',
    'north combo',
    'kulcha=naan@160 chole',
  ],
  ['thayir sadam urulai roast - 1 plate curd rice with a katori of potato roast', 'south combo', 'curdRice alooSabzi'],
  [
    'khichuri dim bhaja on a rainy evening - 2 bati khichuri n 1 dim bhaja',
    'east combo',
    'khichdi@300 dimBhaja=omelette',
  ],
  ['aamras puri for sunday lunch - 1 vati aamras n 4 puri', 'west combo', 'aamras=mango@150 puri:4'],
  ['lahori nan chanay - 1 naan n 1 pyali chanay', 'pakistani combo', 'naan chanay=chole'],
  ['egg roti with lunu miris - 2 egg roti, 1 egg in each', 'srilankan combo', 'eggRoti=paratha:2+omelette:2'],
  ['nehari ruti at the hotel - 3 ruti n 1 bati nehari', 'bangladeshi combo', 'roti:3 nehari=beefCurry'],
  // headers with a breakdown
  [
    'pre-match brekkie: 3 egg whites, 2 wheat toast with 1 tbsp pb n a black coffee',
    'gym header',
    'eggWhiteOmelette:3 brownBread:2 peanutButter blackCoffee',
  ],
  [
    'dupar che jevan: 3 chapati, 1 vati matki usal, 1 vati bhaat n koshimbir',
    'west header',
    'roti:3 usal=sprouts rice koshimbir=cucumber',
  ],
  [
    'onam sadya on the off day: rice, sambar, avial, thoran, 1 pappadam n a katori semiya payasam',
    'south header',
    'rice:2 sambar avial cabbagePoriyal papad vermicelliKheer',
  ],
  [
    "bengali lunch at mashi's: bhaat, dal, shukto n rui kalia",
    'east header',
    'rice:2 dal shukto=vegCurry ruiKalia=fishCurry',
  ],
  [
    'dawat at khala ke ghar: 1 plate mutton pulao, 2 seekh kabab, raita n a katori kheer',
    'pakistani header',
    'muttonPulao=muttonBiryani seekhKebab:2 raita=curd@100 kheer=firni',
  ],
  [
    'sunday lunch at home: yellow rice, chicken curry, parippu n 2 papadam',
    'srilankan header',
    'yellowRice=coconutRice chickenCurry dal papad:2',
  ],
  ['sehri: bhaat, dal, murgir jhol n ek glass dudh', 'bangladeshi header', 'rice:2 dal murgirJhol=chickenCurry milk'],
  // ingredient or garnish as a modifier
  ['2 plain paratha with a tbsp of malai n 1 tsp shakkar', 'north addon', 'paratha:2 fFourMalai shakkar=jaggery'],
  [
    '4 idiyappam with half cup thengai paal n a spoon of sugar',
    'south addon',
    'riceNoodles:4 fFiveCoconutMilk@120 sugar',
  ],
  [
    'muri makha - 2 cups muri with chanachur, chopped onion n a drizzle of mustard oil',
    'east addon',
    'fFivePuffedRice:2 chanachur=sev oil',
  ],
  ['4 khaman topped with sev n a tbsp of green chutney', 'west addon', 'dhoklaPiece:4 sev greenChutney'],
  [
    'chana chaat 1 plate with dahi n imli ki chutney on top',
    'pakistani addon',
    'chanaChaat=chickpeasBoiled curd@50 imliChutney=sweetChutney',
  ],
  [
    'greek yogurt topped with a handful of blueberries n a tbsp of chia',
    'gym addon',
    'greekYogurt fFiveBlueberries fFourChia',
  ],
  [
    'plain tea with a piece of kithul jaggery after the morning run',
    'srilankan addon',
    'plainTea=tea@200 kithulJaggery=jaggery@10',
  ],
  // training, match and travel talk around the food
  [
    'aaj fielding drills bahut lambi chali, wapas aake 3 roti aur ek katori rajma kha liya',
    'hinglish talk',
    'roti:3 rajma',
  ],
  [
    'innaiku bowling practice romba heavy, night 4 chapathi um chicken kuzhambu um saapten',
    'south talk',
    'roti:4 chickenKuzhambu=chickenCurry',
  ],
  [
    'practice er por canteen theke duto egg roll ar ekta 250ml thums up khelam',
    'east talk',
    'eggRoll=paratha:2+omelette:2 colaSmall@262',
  ],
  ['2 ghante ki batting practice ke baad ammi ka chiken qorma aur 2 naan', 'pakistani talk', 'chickenKorma naan:2'],
  [
    'coach said no junk before the final so stuck to 2 boiled eggs, an apple n a glass of milk',
    'gym talk',
    'egg:2 apple milk',
  ],
  ['overnight bus to indore, at the dhaba stop had 2 samosa n a kulhad chai', 'travel talk', `samosa:2 ${CHAI}`],
  ['net practice nantar khup bhook lagli hoti mhanun 2 vada pav khalle', 'west talk', 'vadaPav=bread@90+vada@120'],
  // legume words next to the unit gram
  ['sprouted green gram 100 gram, raw, with lemon n onion after the gym', 'gym legume', 'fFiveMoongSprouts@100'],
  ['bengal gram sundal 150 gram in the evening', 'south legume', 'sundal=chole@150'],
  ['dal makhani 200 gram with 1 butter naan', 'north legume', 'dal@200 butterNaan=naan+butter'],
  ['black eyed beans (lobia) 200 gram with 2 roti', 'north legume', 'lobia@200 roti:2'],
  // drinks named after an ingredient
  ['beetroot juice 200 ml an hour before the game', 'gym drinkname', 'fFiveBeetJuice@210'],
  ['lemon tea with 2 tsp sugar in the hotel lobby', 'srilankan drinkname', 'lemonTea=tea@200+sugar:2'],
  ['grape juice 1 glass from the juice wala near the ground', 'north drinkname', 'fFiveGrapeJuice'],
  ['nestle guava nectar 1 glass with lunch in lahore', 'pakistani drinkname', 'fFiveGuavaNectar'],
  // stated sizes
  ['a 20 g protein shake (250 ml pack) after the gym', 'gym size', 'fFiveProteinShake@270.5'],
  ['large fries n a large coke while waiting at the airport', 'travel size', 'friesMedium@180 colaLarge'],
  ['a 15 cm chicken tikka sub, no cheese', 'west size', 'chickenSub'],
  ['half kilo watermelon after the match in the sun', 'east size', 'watermelon@500'],
  ['a 600 ml gatorade bottle during the innings break', 'gym size', 'sportsDrink@629'],
  ['amul paneer 200 g pack, made bhurji with half of it in 1 tsp oil', 'north size', 'paneerBhurji=paneer@100+oil'],
  ['2 fun size snickers from the kit bag', 'snack size', 'snickers@34'],
  // cooked state from context
  ['arhar ke saath 2 katori chawal kha liye', 'north cooked', 'arhar=dal rice:2'],
  ['gawar n 3 rotli', 'west cooked', 'gawar=beansSabzi roti:3'],
  ['lunch was beetroot, 2 katori rice n a katori rasam', 'south cooked', 'fFiveBeetroot rice:2 rasam'],
  ['mutton n 2 tandoori roti', 'pakistani cooked', 'beefCurry rotiLarge:2'],
  ['kumro with 3 ruti', 'bangladeshi cooked', 'fFivePumpkin roti:3'],
  ['kala chana with 3 puri n a katori halwa, ashtami prasad', 'north cooked', 'blackChanaCurry puri:3 sujiHalwa'],
  // regional number words: Tamil, Telugu, Bengali, Marathi, Urdu, Gujarati, Kannada
  ['moonu parotta oru katori chicken salna', 'south numberword', 'paratha:3 chickenCurry'],
  ['rendu masala dosalu, oka filter coffee', 'south numberword', `masalaDosa:2 ${COFFEE}`],
  ['char ta pauruti ar ek cup dudh cha', 'east numberword', `pauruti=bread:4 ${CHAI}`],
  ['teen bhakri ani ek vati pithla', 'west numberword', 'bhakri=roti@165 pithla=dal'],
  ['aik plate haleem aur do naan', 'pakistani numberword', 'haleem=beefCurry@250 naan:2'],
  ['be vaadki khichdi, ek vaadki kadhi ane ek papad', 'west numberword', 'khichdi@300 kadhi papad'],
  ['eradu set dose mattu ondu cup kaapi', 'south numberword', `setDose=dosa:2 ${COFFEE}`],
  // everyday entries
  ['kacchi biryani 1 plate at the biye bari', 'bangladeshi everyday', 'muttonBiryani'],
  ['1 mango n a king coconut after training in galle', 'srilankan everyday', 'mango kingCoconut=coconutWater'],
  ['1 cup makhana roasted in a tsp of ghee, evening snack', 'gym everyday', 'fFiveMakhana ghee'],
  [
    'kanda bhaji 6 pcs n a cutting in the monsoon',
    'west everyday',
    'kandaBhaji=pakora:6 cuttingChai=milk@62+tea@60+sugar',
  ],
];
