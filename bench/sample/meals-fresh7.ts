// Benchmark meals written on 2026-11-25 blind, as the seventh blind set after meals-fresh.ts to
// meals-fresh5.ts (a sixth set was written in parallel and not read), written without running the
// engine: each sentence is one real log entry of a cricketer over a season, typed as athletes type
// a food log (lowercase, typos, abbreviations, Hinglish and regional words, headers, training,
// match and travel talk) without reading the engine's code or knowledge, and each reference was
// chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows,
// their portions or a stated convention) before the engine was run on them. None is taken from
// meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh5.ts. Mix: 10
// full-day or two-meal logs in one message, 8 canteen, restaurant, dhaba or hotel orders with sizes
// and combos, 8 sweets, snacks and street food counted in pieces or grams, 8 with an ingredient or
// garnish as a modifier ("made with", "in", "with ... on top"), 8 gym and supplement foods with
// stated sizes or protein (a stated "20 g protein" is not a weight), 8 regional home meals with
// regional number words (Tamil, Telugu, Kannada, Malayalam, Bengali, Marathi, Gujarati, Punjabi;
// Urdu in the Pakistani day log), 5 with training, match or travel talk around the food and 5
// heavy with typos and abbreviations (tagged everyday), across north, south, east and west India,
// Pakistan, Sri Lanka, Bangladesh and the gym. New INDB dishes: mooli and gobhi paratha (ASC099,
// ASC100), lemon rice (ASC124), sprouted moong chaat (ASC170), aloo gobhi (ASC171), cucumber raita
// (ASC273), bharwa baingan (ASC187), handvo (OSR146), til ladoo (ASC344), matar paneer (ASC191),
// baingan bharta (ASC177), rasgulla (BFP392). Conventions and proxies used here: unquantified rice,
// bhaat, bhat or choru in a log = 2 katori (meals-fresh2.ts), an unquantified dal, curry, sabzi or
// dahi = 1 katori, "2 cups rice" = 316 g (FNDDS 56205008); rajma chawal = 1 katori rajma + 1.5
// katori rice and kadhi chawal = 1 katori kadhi + 1.5 katori rice (meals.ts); makhan with 2
// parathas = 1 tsp butter each (meals-fresh.ts); luchi = puri, 3 appam = 150 g of dosa, egg curry
// (mutta curry) = 2 eggs + 100 g chicken curry gravy, chicken pulao = chicken biryani, panta bhat
// = 250 g rice, kiri hodi = 100 g curd, fish ambul thiyal = 100 g fish curry, bisi bele bath 1
// plate = 250 g khichdi, mishti doi 1 cup = 100 g curd + 3 tsp sugar, lassi = 200 g curd + its
// sweetener, one chai = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts; chaaya, cha, a Telugu "tea"
// and a plain kiri tea are one chai), filter coffee as meals.ts, butter naan = naan + 1 tsp
// butter, dal makhani and dal fry as lentil curry, mutton curry (kuzhambu, karahi) as FNDDS beef
// curry (meals.ts); begun bhaja = FNDDS 75412010 fried eggplant, 1 slice ≈ 40 g; a piece of handvo
// = 1/8 of the INDB OSR146 cake (87.1 g); a pyali = 1 katori, so "aik pyali raita" = a katori of
// INDB ASC273 cucumber raita, while an unquantified raita = 100 g curd (meals-fresh3.ts); daal
// mash = INDB ASC152 washed urad dal; a Sri Lankan plain tea = 200 g brewed tea + 2 tsp sugar
// (meals-fresh4.ts); an egg hopper = 50 g of dosa + 1 egg (meals-fresh3.ts); a stated 150 g of
// paneer bhurji = 141 g paneer + 2 tsp oil (meals-fresh2.ts); a bowl of oats made with milk = 1
// cup (FNDDS 56203066); pazham pori = FNDDS 53415200 banana fritter, 70 g (its quantity not
// specified); moru and borhani = a glass of buttermilk; a dhaba half plate of a curry = 1 katori
// (150 g); Domino's medium pizza slices = FNDDS 58106225 pieces of a medium pizza (86 g; cheese
// pizza for a veg pizza), a 500 ml soft drink = FNDDS 92410310 bottle (524 g); a McSpicy = FNDDS
// 27540146 fried chicken fillet sandwich (meals-fresh3.ts McChicken); half a kilo of karahi split
// between 4 = 125 g each; 1 plate of chicken jhal fry at a Dhaka hotel = 1 katori of chicken curry;
// Kolkata biryani aloo ≈ 80 g of potato sabzi (as meals.ts alu bhaja) and its dim = 1 boiled egg;
// jalebi = FNDDS 55801000 funnel cake with sugar (proxy); pani puri 6 pcs = 30 g FNDDS puri (5 g
// a shell) + 60 g ragda as FNDDS 41303010 dried-pea curry + 120 g pani as INDB BFP024 jal jeera;
// kachori = FNDDS 58124500 samosa (proxy), 100 g each; imli chutney = 1 tbsp FNDDS 63409020 sweet
// chutney (meals-fresh2.ts); rasgulla (rosogolla) = INDB BFP392, 60 g a piece with its syrup;
// chikki = SR26 19148 peanut brittle (proxy); nimko = FNDDS 54402200 snack mix (proxy); banana
// chips = SR26 19400; doodh patti = 150 g whole milk + 2 tsp sugar (meals-structural.ts); "a
// handful" of peanuts = 28 g (FNDDS 42111110 1 oz); chai in buffalo milk = the chai with SR26 01108
// buffalo milk; dry oats = SR26 20038; an unquantified podi = 1 tbsp (INDB BFP448); "a tsp" or "a
// spoon" of nallennai or mustard oil = 1 tsp oil; honey 1 tbsp = 20 g (FNDDS 91302010); milk
// powder 1 tbsp = 8 g (FNDDS 11811000: 1 cup = 128 g); egg bhurji made in butter = FNDDS 32130020
// scrambled egg made with butter, 55 g an egg; boiled egg whites = FNDDS 31108110, 33 g each; a
// whey scoop = 30 g; ml of milk × 1.03 g, of chocolate milk × 31 g per fl oz, of the ready-to-drink
// protein shake × 32 g per fl oz (FNDDS); boiled sweet potato as FNDDS 73402010 baked; nutrela
// weighed dry = SR26 16420; kal dosai = a medium dosa; nimmakaya pulihora = INDB ASC124 lemon rice
// (its name lists pulihora); garelu and vade = medu vada; cholar dal and daal chanay = INDB OSR142
// chana dal; bhakri = 55 g of roti (meals-fresh5.ts); bharli vangi = INDB ASC187 stuffed brinjal,
// 55.4 g each; tilache ladoo = INDB ASC344 til ladoo; mag = INDB BFP178 whole moong; tandoori roti
// = rotiLarge (meals-fresh4.ts); porota = paratha; vada pav = 45 g bread + 60 g vada
// (meals-fresh4.ts); a cutting as meals-structural.ts; a plate of biryani = 300 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH7_MEALS: SampleMeal[] = [
  // full-day and two-meal logs in one message
  [
    'bfast 2 mooli paratha w dahi, lunch rajma chawal, evening 1 plate sprouts chaat',
    'north multi',
    'fSevenMooliParatha:2 curd rajma rice:1.5 fSevenSproutsChaat',
  ],
  [
    'morning 4 idli n sambar, lunch 1 plate lemon rice with potato fry, night 3 chapathi n veg kurma',
    'south multi',
    'idli:4 sambar fSevenLemonRice alooSabzi roti:3 vegKurma=vegCurry',
  ],
  [
    'sokale 4te luchi ar alur dom, dupure 2 bati bhaat, dal, 2 piece begun bhaja ar maacher jhol',
    'east multi',
    'luchi=puri:4 alurDom=alooSabzi rice:2 dal fSevenBegunBhaja:2 fishCurry',
  ],
  [
    'savare 2 thepla ne chaa, bapore 3 rotli, dal ne bhaat, saanje 2 piece handvo',
    'west multi',
    `thepla:2 ${CHAI} roti:3 dal rice:2 fSevenHandvo:2`,
  ],
  [
    'nashta: 2 anday ka omelette aur 1 paratha; dopehar: 1 plate chicken pulao aur aik pyali raita; raat: daal mash aur 2 roti',
    'pakistani multi',
    'omelette:2 paratha pulao=chickenBiryani fSevenCucumberRaita uradDal roti:2',
  ],
  [
    'bfast 10 string hoppers n kiri hodi, lunch 2 cups rice, fish ambul thiyal n parippu, 4pm plain tea with 2 marie',
    'srilankan multi',
    'riceNoodles:10 kiriHodi=curd@100 rice@316 fishCurry@100 dal plainTea=tea@200+sugar:2 marie:2',
  ],
  [
    'sokale 2ta ruti ar alu bhaji, dupure bhat, musur dal ar rui macher torkari',
    'bangladeshi multi',
    'roti:2 aluBhaji=alooSabzi rice:2 dal fishCurry',
  ],
  [
    'breakfast 3 boiled eggs n a bowl of oats made with milk, lunch 200 g grilled chicken with 1 cup brown rice, dinner 150 g paneer bhurji n 2 roti',
    'gym multi',
    'egg:3 oats grilledChicken@200 brownRice@158 paneerBhurji=paneer@141+oil:2 roti:2',
  ],
  [
    'subah 2 gobhi parathe makhan ke saath, dopahar kadhi chawal, raat ko 3 roti aur aloo gobhi',
    'north multi',
    'fSevenGobhiParatha:2 butter:2 kadhi rice:1.5 roti:3 fSevenAlooGobhi',
  ],
  [
    'raavile 3 appam n mutta curry, uchakku choru, sambar, avial, moru, vaikunneram chaaya n oru pazham pori',
    'south multi',
    `appam=dosa@150 muttaCurry=egg:2+chickenCurry@100 rice:2 sambar avial moru=buttermilk ${CHAI} fSevenPazhamPori`,
  ],
  // canteen, restaurant, dhaba and hotel orders with sizes and combos
  [
    'dhabe pe half plate dal makhani, half plate matar paneer aur 3 butter naan',
    'north restaurant',
    'dal fSevenMatarPaneer butterNaan=naan:3+butter:3',
  ],
  [
    'dominos medium farmhouse, 8 slices, i had 5 of them n a 500ml pepsi',
    'west restaurant',
    'pizzaSliceMedium:5 colaSmall@524',
  ],
  [
    'mcd mcspicy chicken meal - burger, medium fries n medium coke after the evening session',
    'north restaurant',
    'fThreeChickenBurger friesMedium colaMedium',
  ],
  [
    'darshini breakfast: 1 plate idli vada (2 idli 1 vada) with sambar, 1 masala dose n a filter coffee',
    'south restaurant',
    `idli:2 vada sambar masalaDosa ${COFFEE}`,
  ],
  [
    'half kilo mutton karahi split between 4 of us, i had 2 naan with it',
    'pakistani restaurant',
    'muttonKarahi=beefCurry@125 naan:2',
  ],
  [
    'star kabab e 2 naan, 1 plate chicken jhal fry ar 1 glass borhani',
    'bangladeshi restaurant',
    'naan:2 jhalFry=chickenCurry borhani=buttermilk',
  ],
  [
    'colombo hotel buffet - 2 egg hoppers, 5 string hoppers n a katori of chicken curry',
    'srilankan restaurant',
    'eggHopper=dosa@100+egg:2 riceNoodles:5 chickenCurry',
  ],
  [
    'arsalan e 1 plate mutton biryani, aloo ar dim shoho, ar ekta firni',
    'east restaurant',
    'muttonBiryani alooSabzi@80 egg firni',
  ],
  // sweets, snacks and street food in pieces or grams
  ['100 g jalebi n a glass of garam doodh on a cold delhi morning', 'north sweet', 'fSevenJalebi@100 milk'],
  [
    'pani puri 1 plate (6 puri) with ragda at the juhu stall',
    'west snack',
    'paniPuri=puri@30+fFourSplitPeas@60+jaljeera@120',
  ],
  [
    '2 pyaaz kachori with imli chutney at the jaipur bus stand',
    'north snack',
    'fSevenKachori:2 imliChutney=sweetChutney',
  ],
  ['rasgulla 3 pcs after the win at eden', 'east sweet', 'fSevenRasgulla:3'],
  ['mishti doi 2 cup from the mishti dokan', 'bangladeshi sweet', 'mishtiDoi=curd@200+sugar:6'],
  ['lonavala chikki 2 pcs, 25 g each, before the second session', 'west sweet', 'fSevenChikki@50'],
  ['nimko 50 g with doodh patti', 'pakistani snack', 'fSevenNimko@50 doodhPatti=wholeMilk@150+sugar:2'],
  ['kerala banana chips 50 g on the team bus', 'south snack', 'fSevenBananaChips@50'],
  // an ingredient or garnish as a modifier: made with, in, with ... on top
  ['kanda poha with a handful of peanuts n lemon squeezed on top', 'west addon', 'poha peanuts'],
  ['2 cup adrak chai made in bhains ka doodh, 1 tsp cheeni each', 'north addon', 'chai=buffaloMilk@124+tea:2+sugar:2'],
  [
    'overnight oats: 40 g oats soaked in 200 ml milk with 1 tbsp chia n 1 tsp honey',
    'gym addon',
    'overnightOats=fSevenOats@40+milk@206+fFourChia+honey',
  ],
  ['2 dosa with podi mixed in a tsp of nallennai', 'south addon', 'dosa:2 podi oil'],
  ['panta bhat with a fried egg, kacha lonka n a spoon of mustard oil', 'bangladeshi addon', 'rice@250 friedEgg oil'],
  ['ek glass lassi made with 2 tbsp shahad instead of cheeni', 'pakistani addon', 'lassi=curd@200+honey@40'],
  [
    'kiri tea made with 2 tbsp milk powder n 2 tsp sugar',
    'srilankan addon',
    'kiriTea=tea@200+fSevenMilkPowder:2+sugar:2',
  ],
  [
    '3 egg bhurji made in butter with onion n tomato, 2 slices bread',
    'north addon',
    'bhurji=fSevenButterEgg:3 bread:2',
  ],
  // gym and supplement foods with stated sizes or protein
  ['1.5 scoop whey in 300 ml toned milk right after the gym', 'gym size', 'whey:1.5 milk@309'],
  ['ritebite max protein bar, the 67 g one with 20 g protein', 'gym size', 'proteinBar@67'],
  ['2 tbsp pb n a banana before the session', 'gym size', 'peanutButter:2 banana'],
  ['6 boiled egg whites n 1 whole egg', 'gym size', 'fSevenEggWhite:6 egg'],
  ['nutrela 50 g dry, made a curry with 1 tsp oil, had it with 2 roti', 'gym size', 'soyChunks@50 oil roti:2'],
  ['greek yogurt 200 g with 1 scoop whey mixed in n 10 almonds', 'gym size', 'greekYogurt@200 whey almonds:10'],
  [
    '200 g grilled chicken n 150 g boiled sweet potato, cutting phase',
    'gym size',
    'grilledChicken@200 sweetPotato@150',
  ],
  ['a 330 ml protein shake (25 g protein) from the gym fridge', 'gym size', 'fFiveProteinShake@357.1'],
  // regional home food with regional number words
  ['rendu kal dosai, oru katori mutton kuzhambu', 'south numberword', 'dosa:2 muttonKuzhambu=beefCurry'],
  ['oka plate nimmakaya pulihora, rendu garelu', 'south numberword', 'fSevenLemonRice vada:2'],
  ['ondu plate bisi bele bath, eradu vade', 'south numberword', 'bisi=khichdi@250 vada:2'],
  ['moonnu chapathi, randu mutta curry', 'south numberword', 'roti:3 muttaCurry=egg:2+chickenCurry@100'],
  ['tinte luchi, ek bati cholar dal ar duto rosogolla', 'east numberword', 'luchi=puri:3 channaDal fSevenRasgulla:2'],
  [
    'don bhakri, teen bharli vangi ani don tilache ladoo',
    'west numberword',
    'bhakri=roti@110 fSevenBharliVangi:3 fSevenTilLadoo:2',
  ],
  ['tran rotli, ek vatki mag ane ek vatki bhaat', 'west numberword', 'roti:3 mag=wholeMoong rice'],
  ['chaar phulke, ikk katori rajmah te ikk gilaas lassi', 'north numberword', `roti:4 rajma ${LASSI}`],
  // training, match and travel talk around the food
  ['tea break lo rendu samosalu, oka tea tagesanu', 'south talk', `samosa:2 ${CHAI}`],
  [
    'team bus lahore se faisalabad ja rahi thi, dhabay pe daal chanay aur 2 tandoori roti khayi',
    'pakistani talk',
    'daalChanay=channaDal rotiLarge:2',
  ],
  ['after the ice bath the physio made me down a 500 ml chocolate milk', 'gym talk', 'chocolateMilk@524'],
  ['got out first ball, stress ate 2 packets of lays, 52 g each', 'snack talk', 'potatoChips@104'],
  ['mirpur e 3 ghonta fielding er por canteen e 2ta porota ar 1 bati dal', 'bangladeshi talk', 'porota=paratha:2 dal'],
  // typos and abbreviations
  ['3 chpati, baingn bhrta n dal fry, 1 glss chhas', 'north everyday', 'roti:3 fSevenBainganBharta dal buttermilk'],
  ['1 vda pav n cuttng at the stn', 'west everyday', 'vadaPav=bread@45+vada@60 cuttingChai=milk@62+tea@60+sugar'],
  ['chkn biryni 1 plt + raita', 'north everyday', 'chickenBiryani curd@100'],
  ['paner btr masala w 2 buter nan', 'north everyday', 'paneerButterMasala butterNaan=naan:2+butter:2'],
  ['dhal curyy n 3 slces bred, 1 kiri tee', 'srilankan everyday', `dal bread:3 ${CHAI}`],
];
