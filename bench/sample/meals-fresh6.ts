// Benchmark meals written on 2026-11-25 blind, as the sixth blind set after meals-fresh.ts to
// meals-fresh5.ts, written without running the engine: the sentences were typed as athletes type a
// food log (lowercase, typos, abbreviations, Hinglish and regional words, headers, training, match,
// travel and sleep talk) without reading the engine's code or knowledge, and each reference was
// chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh5.ts. Mix: 8
// combinations named with their parts, 8 headers with a breakdown, 8 with an ingredient or garnish
// as a modifier, 7 with training, match, travel or sleep talk around the food (numbers in the talk,
// "oru 10 km run", "180kg", "7 ghanta", "6am", are not amounts), 4 legume words next to the unit
// gram, 4 drinks named after an ingredient, 7 stated sizes (a "12 g protein" bar states its
// protein, not its weight), 6 with the cooked state from context and 8 regional number words
// (Tamil, Telugu, Bengali, Marathi, Urdu, Malayalam, Odia, Punjabi), across north, south, east and
// west India, Pakistan, Nepal, Sri Lanka, Bangladesh and the gym. Conventions used here: a "bati",
// "vati", "pyali" or Punjabi "kauli" = 1 katori; unquantified rice, bhaat or bhat in a header, a
// combination or beside a sabzi = 2 katori (meals-fresh2.ts); unquantified dahi in a header = 1
// katori; raita = 100 g curd and salad = 100 g cucumber (meals.ts); an unquantified chutney with
// idli or dosa = 2 tbsp (meals-generalise.ts); chicken pulao counted as chicken biryani (meals.ts);
// dim bhuna as egg curry (2 eggs + 100 g curry gravy, meals.ts); ghugni = FNDDS 41303010
// (meals-fresh4.ts) and 1 cup muri = 14 g (FNDDS 57340000); litti = 80 g of roti each (meals.ts
// "litti chokha 2 pieces" = 160 g); "a spoon" of ghee and an unquantified tup = 1 tsp; a dollop of
// makhan = 2 tsp butter (meals-structural.ts); a garnish of chopped badam ≈ 10 g ("a few" almonds,
// meals-fresh3.ts); lassi = 200 g curd + 3 tsp sugar and doodh patti = 150 g whole milk + 2 tsp
// sugar (meals.ts, meals-structural.ts); matki usal as sprouts (meals-structural.ts); Sri Lankan
// parata and Kerala porotta as paratha; fish ambul thiyal = 100 g of fish curry (meals.ts), polos
// as veg curry (meals-fresh3.ts), gotu kola mallung as cooked spinach; buffalo curd counted as curd
// (FNDDS 11411100) and kithul treacle as SR26 90480 cane syrup, 1 tbsp = 20 g; aloo tarkari as aloo
// sabzi, kalo dal = whole urad (INDB ASC159), Nepali saag and rayo saag = mustard greens cooked
// with fat (FNDDS 72122221), kukhura ko masu = chicken curry; momo = FNDDS 58112510 medium
// dumpling; khichuri 1 plate = 250 g (meals.ts); varan, amti and daal mash as dal
// (meals-generalise.ts, meals-fresh2.ts); yellow moong dal as dal; pulka and phulke as roti; lau as
// veg curry (as ghiya and lauki in meals-structural.ts and meals-generalise.ts), mooli as INDB
// BFP258 mooli bhujia, raw papaya as INDB ASC183 papaya thoran, matar as INDB ASC193 matar ki
// sabzi, broccoli as FNDDS 72201211 cooked broccoli; lebur shorbot = nimbu pani (INDB ASC008);
// Bengali "kola" = banana; a veg puff = INDB BFP545 vegetable patties; a protein bar whose weight
// is not stated = 40 g; 1 medium sweet potato = 150 g (reference-foods.ts); ml of juices and soft
// drinks × 31 g per fl oz, of coconut water × 30 g per fl oz (FNDDS 42403010: 1 cup = 240 g), of
// milk × 1.03 g (meals-fresh2.ts); a quarter of a 200 g pack = 50 g; a 1.5 litre bottle shared by 6
// = 250 ml each; Haldiram bhujia as sev (meals-fresh3.ts). Local names and rows: palli chutney =
// peanut chutney (INDB ASC385), ringan no olo = baingan bharta (INDB ASC177), alu phulkopir torkari
// = aloo gobi (INDB ASC171), veg dhansak = INDB BFP280, palak gosht = INDB ASC228, dal palak = INDB
// BFP172, elumichai sadam = lemon rice (INDB ASC124, 1 plate = 319.2 g), 1 bowl of moong dal halwa
// = 95.4 g (INDB ASC299), kodi kura = chicken curry, dim sheddho = boiled egg, steamed green gram
// sprouts = SR26 11044 boiled sprouts, bhatmas sadeko = SR26 16111 dry-roasted soybean (its onion
// and chilli not counted), jeera pani, nannari sarbath and kahwa = INDB ASC010, OSR008 and BFP007.
import type { SampleMeal } from './meals';

const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH6_MEALS: SampleMeal[] = [
  // combinations named with their parts
  ['dal palak chawal - ek katori dal palak n 2 katori chawal', 'north combo', 'fSixDalPalak rice:2'],
  [
    'elumichai sadam w/ urulai fry - 1 plate lemon rice n a katori potato fry',
    'south combo',
    'fSixLemonRice alooSabzi',
  ],
  ['muri ghugni in the evng - 2 cups muri n a bati ghugni', 'east combo', 'fFivePuffedRice:2 ghugni=fFourSplitPeas'],
  ['veg dhansak chawal - 1 katori dhansak n 2 katori rice, parsi style', 'west combo', 'fSixDhansak rice:2'],
  ['palak gosht roti - 1 pyali palak gosht aur 3 chapatti', 'pakistani combo', 'fSixPalakGosht roti:3'],
  [
    'dal bhat tarkari at the teahouse - 2 katori bhat, a katori dal n a katori aloo tarkari',
    'nepali combo',
    'rice:2 dal alooTarkari=alooSabzi',
  ],
  [
    'parata chicken curry - 2 parata n a katori of chiken curry from the kade near the grounds',
    'srilankan combo',
    'parata=paratha:2 chickenCurry',
  ],
  ['dim bhuna bhat - 2 bati bhat n 2 dimer bhuna', 'bangladeshi combo', 'rice:2 dimBhuna=egg:2+chickenCurry@100'],
  // headers with a breakdown
  ['post gym meal: 1 katori soya matar, 2 roti n a katori of curd', 'gym header', 'fSixSoyaMatar roti:2 curd'],
  ['sunday brunch: 2 mooli parathe, dahi n achaar', 'north header', 'fSixMooliParatha:2 curd'],
  ['morning tiffin: 3 idly, sambhar n palli chutney', 'south header', 'idli:3 sambar fSixPeanutChutney:2'],
  ['raater khabar: 4 ruti, alu phulkopir torkari n moong dal', 'east header', 'roti:4 fSixAlooGobi dal'],
  ['saanj nu jaman: 3 rotli, ringan no olo, dal n bhaat', 'west header', 'roti:3 fSixBainganBharta dal rice:2'],
  [
    'dopahar ka khana: 1 plate chicken pulao, raita n salad',
    'pakistani header',
    'pulao=chickenBiryani raita=curd@100 cucumber',
  ],
  [
    'rice n curry lunch at the club: rice, dhal, polos curry, gotukola mallung n fish ambul thiyal',
    'srilankan header',
    'rice:2 dal polos=vegCurry mallung=spinachCooked ambulThiyal=fishCurry@100',
  ],
  [
    'thakali set in pokhara: bhat, kalo dal, saag n kukhura ko masu',
    'nepali header',
    'rice:2 kaloDal=fSixWholeUrad fSixMustardGreens kukhuraMasu=chickenCurry',
  ],
  // ingredient or garnish as a modifier
  ['moong dal halwa 1 bowl topped with chopped badam', 'north addon', 'fSixMoongDalHalwa almonds@10'],
  ['lemon rasam with a spoon of ghee n 2 katori rice', 'south addon', 'fSixLemonRasam ghee rice:2'],
  ['2 litti with a spoon of ghee poured on each', 'east addon', 'litti=roti@160 ghee:2'],
  ['varan bhaat with tup n limbu - 1 vati varan, 2 vati bhaat', 'west addon', 'varan=dal rice:2 ghee'],
  ['meethi lassi with a dollop of makhan on top', 'pakistani addon', `${LASSI} butter:2`],
  ['a katori of buffalo curd with a tbsp of kithul treacle', 'srilankan addon', 'curd fSixCaneSyrup'],
  ['omlette of 4 egg whites with a cheese slice melted on top', 'gym addon', 'eggWhiteOmelette:4 cheeseSlice'],
  ['bhuna khichuri 1 plate with a fried egg on top', 'bangladeshi addon', 'khichdi@250 friedEgg'],
  // training, match, travel and sleep talk around the food
  ['slept only 5 hrs, had 2 boiled eggs n a black coffee b4 the 6am session', 'gym talk', 'egg:2 blackCoffee'],
  [
    'aaj nets mein 15 over daale, thak ke choor, raat ko 3 roti aur matar paneer',
    'hinglish talk',
    'roti:3 fSixMatarPaneer',
  ],
  [
    'flight to chennai delayed by 3 hrs, had a veg puff n a capuccino at the lounge',
    'travel talk',
    'fSixVegPuff cappuccino',
  ],
  [
    'oru 10 km run mudichittu vandhu 2 dosai, sambar n thengai chutney saapten',
    'south talk',
    'dosa:2 sambar coconutChutney:2',
  ],
  [
    'lahore se isloo motorway pe bhera stop, 2 aloo parathay aur ek doodh patti',
    'pakistani talk',
    'alooParatha:2 doodhPatti=wholeMilk@150+sugar:2',
  ],
  ['deadlift PR today 180kg!! post workout 1 scoop whey in 300ml toned milk', 'gym talk', 'whey milk@309'],
  ['kathmandu to pokhara bus ma 7 ghanta, lunch stop ma 10 ota chicken momo khaye', 'nepali talk', 'momo:10'],
  // legume words next to the unit gram
  ['matki (moth bean) usal 150 gram with 2 pav', 'west legume', 'usal=sprouts@150 pav:2'],
  ['black gram whole (sabut urad) dal 200 gram n 2 roti', 'north legume', 'fSixWholeUrad@200 roti:2'],
  ['green gram sprouts 100g steamed with salt n pepper post gym', 'gym legume', 'fSixSproutsBoiled@100'],
  ['bhatmas sadeko - roasted soybean 50 gram with onion n chilli', 'nepali legume', 'fSixRoastedSoy@50'],
  // drinks named after an ingredient
  ['jeera pani 1 glass empty stomach', 'north drinkname', 'fSixJeeraWater'],
  ['nannari sarbath at the beach after practice', 'south drinkname', 'fSixNannari'],
  ['lebur shorbot 1 glass after the match', 'bangladeshi drinkname', 'nimbuPani'],
  ['ilaichi wala kahwa 1 cup after the walima', 'pakistani drinkname', 'fSixKahwa'],
  // stated sizes
  ['protien bar (12 g protein) in the car b4 nets', 'gym size', 'proteinBar'],
  ['a large pepsi n medium fries at kfc on the drive back', 'travel size', 'colaLarge friesMedium'],
  ['haldiram bhujia 200g pack, finished about a quarter of it', 'north size', 'sev@50'],
  ['mosambi juice, big 400 ml glass at the juice centre', 'west size', 'mosambiJuice@419'],
  ['a 330 ml tetra of coconut water after the match in colombo', 'srilankan size', 'coconutWater@334.8'],
  ['chicken breast 200 g cooked n 1 medium sweet potato', 'gym size', 'chickenBreast@200 sweetPotato'],
  ['1.5 litre coke er bottle 6 jon e bhag kore khelam', 'bangladeshi size', 'colaSmall@262'],
  // cooked state from context
  ['mooli with 3 roti for dinner', 'north cooked', 'fSixMooliBhujia roti:3'],
  ['broccoli n 150 g chicken breast, cutting phase', 'gym cooked', 'broccoli chickenBreast@150'],
  ['raw papaya with 2 katori rice n sambar', 'south cooked', 'fSixPapayaThoran rice:2 sambar'],
  ['lau r bhaat, dupure', 'east cooked', 'lau=vegCurry rice:2'],
  ['matar ke saath 2 chapati', 'pakistani cooked', 'fSixMatarSabzi roti:2'],
  ['rayo saag n bhat', 'nepali cooked', 'fSixMustardGreens rice:2'],
  // regional number words: Tamil, Telugu, Bengali, Marathi, Urdu, Malayalam, Odia, Punjabi
  ['anju idli rendu vadai sambar', 'south numberword', 'idli:5 vada:2 sambar'],
  ['aidu pulkalu, oka katori kodi kura', 'south numberword', 'pulka=roti:5 chickenCurry'],
  ['duto dim sheddho ar ekta kola, khelar age', 'east numberword', 'egg:2 kola=banana'],
  ['teen ghadichya poli ani ek vati amti', 'west numberword', 'poli=roti:3 amti=dal'],
  ['do pyali daal mash aur chaar chapati', 'pakistani numberword', 'dalMash=dal:2 roti:4'],
  ['randu porotta onnu omelette', 'south numberword', 'porotta=paratha:2 omelette'],
  ['tini ta roti au dalma', 'east numberword', 'roti:3 dalma'],
  ['chaar phulke te ikk kauli dal', 'north numberword', 'roti:4 dal'],
];
