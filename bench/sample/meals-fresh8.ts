// Benchmark meals written on 2026-11-25 blind, as the eighth blind set after meals-fresh.ts to
// meals-fresh7.ts, written without running the engine: each sentence is one real log entry of a
// cricketer, typed as athletes type a food log (lowercase, typos, abbreviations, Hinglish and
// regional words, headers, training, match and travel talk) without reading the engine's code or
// knowledge, and each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes,
// INDB recipe codes, SR26 rows, their portions or a stated convention) before the engine was run
// on them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts
// to meals-fresh7.ts. Mix, by the structural classes a meal parser must handle: 8 combinations
// named with their parts (tag combo), 7 headers with a breakdown (header), 7 "X made with Y",
// smoothies, sandwiches with their fillings and a brand with its generic food (addon), 8 with an
// ingredient or garnish as a modifier (addon), 6 with training, match or travel talk around the
// food ("40 over", "6 km", "2 ghonta", "45 degree", "6am", "3 hrs" are not amounts; talk), 5
// legume words next to the unit gram (horse, bengal, green and black gram, with and without a
// stated 100 or 200 g; legume), 5 drinks named after an ingredient (drinkname), 6 stated sizes (a
// "12 g protein" cookie states its protein, not its weight; size), 4 with the cooked state from
// context (cooked) and 4 regional number words (Kannada, Marathi, Urdu, Bangladeshi Bengali;
// numberword), across north, south, east and west India, Pakistan, Sri Lanka, Bangladesh, travel
// and the gym. New reference foods (fEight): FNDDS 11220000 sweetened condensed milk, 43104000
// flax seeds, 74301100 tomato juice, 42114145 pistachios, 53729000 nutrition bar (proxy for a
// protein cookie, 45 g as FNDDS 53233000 large oatmeal cookie); INDB OSR006 cucumber sharbat,
// ASC173 cabbage and peas (proxy for band gobhi sabzi), ASC103 matar paratha, BFP257 palak aloo,
// ASC275 mint raita. Conventions and proxies used here: unquantified rice, bhaat or annam beside a
// dal, sabzi or ghee = 2 katori (meals-fresh2.ts), an unquantified dal, curry, sabzi or dahi = 1
// katori; a "bati", "vati" or "pyali" = 1 katori; aloo tikki 2 pieces = 120 g of aloo sabzi + 2
// tsp oil (meals.ts); kheema as INDB ASC229 pea keema (keemaMatar, as aloo qeema in
// meals-fresh4.ts); aloo gosht and gorur mangsho as FNDDS beef curry (meals-fresh4.ts, meals.ts);
// Sri Lankan parata as paratha (meals-fresh6.ts); 2 bati khichuri = 300 g (meals-fresh5.ts); an
// unquantified chutney with idli, vada or dosa = 2 tbsp (meals-generalise.ts); aloo posto = a
// katori of potato sabzi + 1 tbsp poppy seed and a piece of rui bhaja = one fried fish steak
// (meals-fresh4.ts); dahi wali chana chaat 1 plate = 1 cup of boiled chickpeas + 50 g dahi
// (meals-fresh5.ts, without imli as none is named); kiribath 1 cup = FNDDS 58161200 (200 g); an
// ambul banana = a small banana (meals-fresh2.ts); ml of milk × 1.03 g, of juices and soft drinks
// × 31 g per fl oz (FNDDS); 2 tbsp of rolled oats = 19.5 g (SR26 20038: 1 cup = 156 g); milo
// powder as the chocolate malt powder of bournvita (FNDDS 11830160, 1 tbsp = 10 g); olpers (a
// full-cream UHT milk) as whole milk, 1 glass; a cup of condensed-milk tong cha = 120 g brewed tea
// (the 122 g of a meals.ts chai) + the stated condensed milk; grated coconut (thengai poo) as a
// 10 g garnish (meals-fresh3.ts) and nattu sakkarai as jaggery, 1 tsp when not quantified; "a
// spoon" of ghee = 1 tsp; ekta aloo sheddho = 1 medium boiled potato made with oil (FNDDS
// 71103030: 1 medium = 170 g); a cutting as meals-structural.ts; a garnish of chopped pista ≈ 10 g
// (as chopped badam in meals-fresh6.ts) and kheer as firni (meals-fresh5.ts); lassi = 200 g curd +
// 3 tsp sugar a glass and chicken pulao as chicken biryani (meals.ts); shingara = samosa
// (meals-fresh3.ts); a Sri Lankan plain tea = 200 g brewed tea + 2 tsp sugar (meals-fresh4.ts);
// yellow or musur dal as dal, mashkolai dal and daal maash as INDB ASC152 washed urad (uradDal, as
// biulir dal in meals-fresh4.ts and daal mash in meals-fresh7.ts), kollu paruppu as INDB OSR143
// horsegram dal; amti, pappu and katachi amti as dal; bendakaya (okra) as INDB BFP269 bhindi fry;
// luchi = puri, and "5 pcs" of luchi chholar dal counts the luchi with a katori of dal; a khagina
// of 4 eggs = 4 eggs of omelette and dim bhaja = a 1-egg omelette (meals-fresh5.ts); porota =
// paratha; elaneer (tender coconut) = 1 cup of coconut water (as a king coconut in
// meals-fresh5.ts); sattu sharbat = 30 g sattu (meals-structural.ts); Sri Lankan woodapple juice as
// INDB OSR001 woodapple juice (fThreeBelSharbat); a 2 litre bottle shared by 8 = 250 ml each; a
// footlong sub = 480 g (FNDDS 27540290); sting (an energy drink) as FNDDS 95310400, its 500 ml
// bottle = 524 g; bingo mad angles as FNDDS 54401085 tortilla chips (reference-foods.ts).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH8_MEALS: SampleMeal[] = [
  // combinations named with their parts
  [
    'tikki chole at the chaat wala after nets - 2 aloo tikki on a katori of chole',
    'north combo',
    'tikki=alooSabzi@120+oil:2 chole',
  ],
  ['dosa chicken curry from the thattukada - 3 dosa n oru katori chicken curry', 'south combo', 'dosa:3 chickenCurry'],
  ['maacher jhol bhaat after the practice game - 2 bati bhaat ar ek bati jhol', 'east combo', 'rice:2 fishCurry'],
  ['kheema pav at the irani cafe - a katori of kheema with 2 pav', 'west combo', 'keemaMatar pav:2'],
  ['aloo gosht roti - aik pyali aloo gosht aur 2 chapatiyan', 'pakistani combo', 'alooGosht=beefCurry roti:2'],
  [
    'dhal n parata for dinner at the hotel in kandy - 3 parata with 1 katori dhal',
    'srilankan combo',
    'parata=paratha:3 dal',
  ],
  [
    'khichuri gorur mangsho on a brishtir din - 2 bati bhuna khichuri ar 1 bati gorur mangsho',
    'bangladeshi combo',
    'khichdi@300 gorurMangsho=beefCurry',
  ],
  ['anda bread, cutting diet - 3 boiled ande n 2 slice brown bread', 'gym combo', 'egg:3 brownBread:2'],
  // headers with a breakdown
  [
    'acadmy brekfast: 2 plain dosa, 1 vada, sambar n coconut chutney',
    'south header',
    'dosa:2 vada sambar coconutChutney:2',
  ],
  ['raat ka khana: 3 phulke, lauki chana dal n ek katori dahi', 'north header', 'roti:3 chanaDalLauki curd'],
  [
    'dupurer khabar: bhaat, musur dal, alu posto ar 1 piece rui bhaja',
    'east header',
    'rice:2 dal alooPosto=alooSabzi+fFourPoppySeed fishFry',
  ],
  ['dabba for the away game: 3 rotli, bhinda nu shaak n dal', 'west header', 'roti:3 bhindiFry dal'],
  [
    'iftari: 3 khajoor, ek plate dahi wali chana chaat aur 4 pakoray',
    'pakistani header',
    'dates:3 chanaChaat=chickpeasBoiled+curd@50 pakora:4',
  ],
  [
    'sunday breakfast at home: a cup of kiribath, a katori of chicken curry n an ambul banana',
    'srilankan header',
    'kiribath=coconutRice chickenCurry bananaSmall',
  ],
  ['pre-workout snack: 1 banana, 2 rice cakes n a black coffee', 'gym header', 'banana fThreeRiceCake:2 blackCoffee'],
  // "X made with Y", smoothies, sandwiches with their fillings, a brand and its generic food
  [
    'smoothie: 200 ml milk, 1 banana, 2 tbsp oats n a scoop of whey',
    'gym addon',
    'smoothie=milk@206+banana+fSevenOats@19.5+whey',
  ],
  [
    'egg mayo sandwich - 2 slices white bread, 2 boiled eggs n 1 tbsp mayo',
    'west addon',
    'sandwich=bread:2+egg:2+mayonnaise',
  ],
  ['milo made with 200 ml milk n 2 tbsp milo powder after training', 'srilankan addon', 'milo=milk@206+chocoPowder:2'],
  [
    'bhurji made with 4 egg whites n 1 whole egg, 2 brown bread on the side',
    'gym addon',
    'bhurji=eggWhiteOmelette:4+omelette brownBread:2',
  ],
  ['kelogs corn flakes 40 g with 200 ml thanda doodh', 'north addon', 'cornflakes@40 milk@206'],
  ['olpers doodh ka ek glass aur 2 rusk', 'pakistani addon', 'wholeMilk fFourRusk:2'],
  ['2 cup tong er cha, each made with 2 tsp condensed milk', 'bangladeshi addon', 'cha=tea@240+fEightCondensedMilk:4'],
  // an ingredient or garnish as a modifier
  ['idiyappam 6 with thengai poo n nattu sakkarai', 'south addon', 'riceNoodles:6 fThreeCoconut sakkarai=jaggery'],
  ['do matar ke parathe, har ek pe 1 tsp ghee, saath mein dahi', 'north addon', 'fEightMatarParatha:2 ghee:2 curd'],
  ['gorom bhaat with a spoon of ghee n ekta aloo sheddho', 'east addon', 'rice:2 ghee alooSheddho=alooSabzi@170'],
  ['batata poha with nylon sev on top n a cutting', 'west addon', 'poha sev cuttingChai=milk@62+tea@60+sugar'],
  ['ek pyali kheer upar se kata hua pista', 'pakistani addon', 'kheer=firni fEightPistachio@10'],
  [
    'chicken fried rice with a fried egg on top from the kade near the ground',
    'srilankan addon',
    'fFourChickenFriedRice friedEgg',
  ],
  ['a katori of dahi with 1 tbsp flax seeds n a chopped banana', 'gym addon', 'curd fEightFlaxSeeds banana'],
  ['2 besan chille with a katori of pudina raita', 'north addon', 'besanChilla:2 fEightMintRaita'],
  // training, match and travel talk around the food
  [
    'aaj 40 over keeping ki, ghutne jawab de gaye, raat ko bas 2 roti aur aloo palak',
    'north talk',
    'roti:2 fEightPalakAloo',
  ],
  ['morning 6 km run mudinjadhum 3 idli n oru vadai saapten', 'south talk', 'idli:3 vada'],
  ['khelar por 2 ghonta bus e, rastay 2 ta singara ar ek cup cha', 'east talk', `shingara=samosa:2 ${CHAI}`],
  [
    'multan mein 45 degree mein fielding ki, hotel aa ke 2 glass lassi aur ek plate chicken pulao',
    'pakistani talk',
    'lassi=curd@400+sugar:6 pulao=chickenBiryani',
  ],
  ['flight at 6am outta delhi, grabbed a chicken wrap n a cappuccino at t3', 'travel talk', 'chickenWrap cappuccino'],
  [
    'rain stopped play for 3 hrs at pallekele, had 4 marie biscuits n 2 cups of plain tea in the dressing room',
    'srilankan talk',
    'marie:4 plainTea=tea@400+sugar:4',
  ],
  // legume words next to the unit gram
  ['kollu (horse gram) paruppu 1 katori with 2 katori rice', 'south legume', 'kulthiDal rice:2'],
  ['bengal gram curry (kale chane) 100 g with 2 roti', 'north legume', 'blackChanaCurry@100 roti:2'],
  ['green gram curry 200 gram n 1 cup brown rice, post leg day', 'gym legume', 'wholeMoong@200 brownRice@158'],
  ['black gram ki daal (maash) 100 gm aur 2 chapati', 'pakistani legume', 'uradDal@100 roti:2'],
  ['mashkolai dal (black gram) ek bati ar bhaat', 'bangladeshi legume', 'uradDal rice:2'],
  // drinks named after an ingredient
  ['kheere ka sharbat 1 glass, loo chal rahi thi', 'north drinkname', 'fEightCucumberSharbat'],
  ['elaneer after the second session at chepauk', 'south drinkname', 'elaneer=coconutWater'],
  ['sattu ka sharbat 1 glass with nimbu, bina cheeni', 'east drinkname', 'sattu=chickpeaFlour'],
  ['woodapple juice 1 glass from the stall near galle fort', 'srilankan drinkname', 'fThreeBelSharbat'],
  ['tomato juice 200 ml, no salt, b4 the gym', 'gym drinkname', 'fEightTomatoJuice@210'],
  // stated sizes
  ['protein cookie (12 g protein) with a black coffee b4 nets', 'gym size', 'fEightProteinCookie blackCoffee'],
  ['bingo mad angles 72.5 g pack on the team bus', 'snack size', 'tortillaChips@72.5'],
  ['2 litre coke er bottle 8 jon mile khelam after the win', 'bangladeshi size', 'colaSmall@262'],
  ['subway footlong chiken teriyaki after the match', 'west size', 'chickenSub@480'],
  ['dairy milk silk 60 g bar after dinner', 'north size', 'milkChocolate@60'],
  ['sting ki 500 ml bottle nets ke baad', 'pakistani size', 'sting=fFourMonster'],
  // cooked state from context
  ['band gobi n 3 chapati for dinner', 'north cooked', 'bandGobi=fEightCabbagePeas roti:3'],
  ['lobia aur do pyali chawal', 'pakistani cooked', 'lobia rice:2'],
  ['bendakaya with annam n pappu', 'south cooked', 'bendakaya=bhindiFry annam=rice:2 pappu=dal'],
  ['luchi chholar dal 5 pcs', 'east cooked', 'luchi=puri:5 channaDal'],
  // regional number words: Kannada, Marathi, Urdu, Bangladeshi Bengali
  ['mooru idli, ondu vade mattu chutney', 'south numberword', 'idli:3 vada coconutChutney:2'],
  ['don puran poli ani ek vati katachi amti', 'west numberword', 'fFourPuranPoli:2 amti=dal'],
  ['chaar anday ka khagina aur do paratha', 'pakistani numberword', 'khagina=omelette:4 paratha:2'],
  ['duita porota ar ekta dim bhaja', 'bangladeshi numberword', 'porota=paratha:2 dimBhaja=omelette'],
];
