// Benchmark meals written on 2026-11-25 blind, as the tenth blind set after meals-fresh.ts to
// meals-fresh9.ts, written without running the engine: each sentence is one log message of an
// athlete, typed as athletes type a food log (lowercase, typos, abbreviations such as n, w/, pcs,
// gm, bfast, frm, aftr, Hinglish and regional words, headers, training, match, travel and sleep
// talk) without reading the engine's code or knowledge, and each reference was chosen from cited
// rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a
// stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh9.ts. Mix, by the
// structural classes of the issue this benchmark measures (60, evenly spread): 7 combinations named
// with their own parts (tag combo), 7 headers naming the meal and then its breakdown ("bfast:",
// "post match dinner -", "nashta:", "jolkhabar -", "iftari ke baad khana:", "lunch packet:", "meal
// 4 of 5 (cut):", where "4 of 5" is no amount; header), 6 "X made with Y", a shake, a sandwich with
// its fillings and a brand with its generic food (maggi, milo, sofit, tapal, olpers; addon), 7 with
// an ingredient or garnish as a modifier (peanuts on lemon rice, paneer stuffing, sev and anar dana
// on pohe, ghee and beguni with khichuri, doodh patti in buffalo milk, kithul pani on kiribath,
// honey and badam in dahi; addon), 7 with the food amid training, match, travel or sleep talk
// ("teen ghante", "2 hrs", "raat 12 tay", "18 overs", "38 degree", "6 se 8", "raat 11 tay", "5x5 at
// 100kg" are not amounts; talk), 5 legume words next to the unit gram (red, black, green, bengal
// and horse gram; three with a stated weight, two without; legume), 5 drinks named after their main
// ingredient (haldi doodh, lemon tea, aam porar shorbot, kinnow juice, beetroot juice; drinkname),
// 6 stated sizes (a 90 g pack, a large coke, a 30 cm sub, a cookie with "10g protein" which states
// its protein and not its weight, a 1 litre water bottle, a family pack; size), 5 with the cooked
// state from context ("puri chole 2 pcs", potol, beetroot, shaljam, moong; cooked) and 5 counts in
// number words (Tamil aindhu and oru, Telugu rendu and moodu, Bengali charte, Marathi char and don,
// Urdu teen and do; numberword), across north, south, east and west India, Pakistan, Sri Lanka,
// Bangladesh, travel and the gym. New reference foods (fTen): FNDDS 13110100 vanilla ice cream (1
// cup = 135 g, so a 1 litre family pack = 4.23 cups = 570.6 g), FNDDS 61213220 tangerine juice
// (proxy for kinnow juice, a 250 ml glass = 262 g at 31 g per fl oz) and FNDDS 11320000 soy milk (1
// fl oz = 30.5 g). Conventions and proxies used here: unquantified rice, bhaat or annam beside a
// dal, curry, sabzi or charu, or in a header = 2 katori (meals-fresh2.ts), "1 cup chawal" = 158 g
// (FNDDS 56205008); an unquantified dal, dhal, curry, sabzi, kura, sambar or dahi = 1 katori; a
// "bati", "vati" or "pyali" = 1 katori and half a katori of dahi = 75 g; salad and "thora salad" =
// 100 g cucumber (meals.ts); porotta = paratha and beef fry as FNDDS 27116100 beef curry, a katori
// (meals.ts beef bhuna); luchi = puri and mangsher jhol (mutton curry) as FNDDS beef curry
// (meals.ts); sabudana khichdi 1 bowl = INDB OSR099 (271.4 g); daal maash as INDB ASC152 washed
// urad (meals-fresh8.ts); idiappa (string hoppers) = 40 g each (riceNoodles); alu bhaji and alur
// torkari as aloo sabzi, ruti as roti, porota as paratha; half a masala dosa = 100 g; butter naan =
// naan + 1 tsp butter (meals.ts), kadhai paneer a katori of INDB ASC226 and jeera rice a katori of
// INDB BFP134 (100 g); bhakri = 55 g of roti each (meals-fresh5.ts); vangyachi bhaji (brinjal),
// polos and potol as veg curry (as lauki, tinda and baingan in meals-structural.ts); taak = a glass
// of buttermilk; 1 cup muri = 14 g (FNDDS 57340000) and singara = samosa (meals-fresh3.ts); a cup
// of cha or chai = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts, meals-fresh7.ts), tapal chai made
// with olpers = the same with whole milk (olpers as whole milk, meals-fresh8.ts), a cutting as
// meals-structural.ts, doodh patti = 150 g milk + 2 tsp sugar (meals-structural.ts) here with SR26
// 01108 buffalo milk, and a sada paratha = FNDDS 51300185 paratha; a filter coffee = 100 g milk +
// 50 g tea + 1 tsp sugar (meals.ts); a Sri Lankan lemon tea = 200 g brewed tea (the plain tea of
// meals-fresh4.ts) + "one sugar" = 1 tsp, the lemon not counted; a papadam = FNDDS 41311000 papad
// (9 g); chicken breast weighed without a method = roasted (FNDDS 24122131, meals-fresh4.ts),
// shakarkandi as FNDDS 73402010 sweet potato and broccoli 1 cup = 155 g (FNDDS 72201211); a shake
// of 250 ml almond milk = 258 g (FNDDS 11350020) + a 30 g whey scoop + 2 khajoor of 8 g (FNDDS
// 62110100) + 1 tbsp chia (10.5 g); maggi 1 packet = 70 g dry (reference-foods.ts) and the egg made
// in it = 1 boiled egg (FNDDS 31103010); a toast sandwich's filling as stated, its green chutney
// unquantified = 1 tbsp (INDB BFP444, 18.9 g); ml of soy milk × 1.03 g (as milk, meals-fresh2.ts),
// so 200 ml = 206 g, and of chocolate milk, juices and soft drinks × 31 g per fl oz (FNDDS), so a
// 180 ml milo tetra pack (as chocolate milk, FNDDS 11511200) = 188.7 g and 300 ml of beet juice
// (FNDDS 73105000) = 314.5 g; lemon rice 1 plate = INDB ASC124 (319.2 g) and roasted peanuts on top
// = a 10 g garnish (as on upma, meals-structural.ts); paneer stuffing as the stated paneer (IFCT
// L003); sev on pohe = 10 g and a garnish of anar dana = 22 g of pomegranate (meals-generalise.ts
// curd rice with pomegranate); bhoger khichuri 2 bati = 300 g (meals-fresh5.ts), "ek chamoch ghee"
// = 1 tsp, and beguni as begun bhaja, FNDDS 75412010 battered fried eggplant, 40 g a slice
// (meals-fresh7.ts); kiribath 1 cup = FNDDS 58161200 (200 g) and kithul pani (treacle) 1 tbsp = 20
// g of SR26 90480 cane syrup (meals-fresh6.ts); honey 1 tbsp = 20 g (meals-fresh7.ts) and 5 badam =
// 5 almonds of 1.2 g; lassi = 200 g curd + 3 tsp sugar a glass (meals.ts); 2 vada pav = 90 g bread
// + 120 g vada (meals.ts); a bhurji of 4 anday = 4 eggs of omelette (as the khagina of
// meals-fresh8.ts); kacchi biryani as FNDDS 27213010 biryani with meat, a plate = 300 g; 150 g of
// paneer bhurji = 141 g paneer + 2 tsp oil (meals-fresh2.ts, meals-fresh7.ts); "biscuit" unnamed =
// a Marie biscuit (FNDDS 53241510, 7 g) and a glass of dudh = toned milk (258 g); arhar (red gram)
// daal as dal; maah di dal (whole black gram) as INDB ASC159 and tandoori roti = rotiLarge
// (meals-fresh4.ts); boiled bengal gram as FNDDS 41302020 boiled chickpeas, 1 cup = 180 g, and egg
// whites as FNDDS 31108110 (33 g each, meals-fresh7.ts); green gram usal as INDB BFP178 whole moong
// and pav = FNDDS 51150000 roll (43 g), and "moong" beside brown rice in a meal prep = the same
// cooked whole moong (meals-generalise.ts "moong and 2 chapati"); ulava charu as INDB OSR143
// horsegram dal (meals-fresh8.ts kollu) and beans kura as INDB BFP272 beans sabzi; haldi doodh =
// milk with nothing else counted (meals-structural.ts); aam porar shorbot as INDB ASC005 aam panna,
// 1 tall glass = 268.5 g; a kurkure pack by its stated weight (SR26 19008); a large coke = FNDDS
// 92410310 large drink (744 g) and a plate of chicken biryani = 300 g; a 30 cm sub = a footlong =
// 480 g of FNDDS 27540290 (meals-generalise.ts); a protein cookie whose weight is not stated = 45 g
// of the fEight proxy (meals-fresh8.ts) and a green tea = FNDDS 92303010 1 cup; water is not
// counted (meals-fresh.ts "1 litre bottle of water"); a 1 litre family pack shared by 4 = 250 ml
// each = 142.6 g of ice cream; puri chole 2 pcs = 2 puri + 1 katori chole (meals-generalise.ts "3
// pcs puri sabzi"); beetroot with chapathi = FNDDS 75208021 beetroot sabzi and shaljam with roti =
// FNDDS 75234021 cooked turnip (fFiveBeetroot, fThreeTurnip); an unquantified chutney with idli or
// dosa = 2 tbsp (meals-generalise.ts), palli chutney = INDB ASC385 peanut chutney; ghadichi poli =
// roti (40 g) and bharli vangi = INDB ASC187, 55.4 g a brinjal (meals-fresh6.ts); double roti =
// white bread slices (FNDDS 51101000, 28 g) and ublay anday = boiled eggs.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH10_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'paneer paratha dahi - 2 paneer parathe aur ek katori dahi, sunday wala nashta',
    'north combo',
    'paneerParatha:2 curd',
  ],
  [
    'porotta beef fry, kochi style - 2 porotta with a katori of beef fry',
    'south combo',
    'porotta=paratha:2 beefFry=beefCurry',
  ],
  ['luchi mangsho on bijoya - 4 te luchi ar ek bati mangsher jhol', 'east combo', 'luchi=puri:4 mangsho=beefCurry'],
  ['sabudana khichdi dahi for ekadashi - 1 bowl khichdi n half katori dahi', 'west combo', 'sabudanaKhichdi curd@75'],
  ['daal maash chawal: aik pyali maash, do pyali chawal, thora salad', 'pakistani combo', 'uradDal rice:2 cucumber'],
  ['string hoppers n dhal for bfast - 8 idiappa with a katori of parippu', 'srilankan combo', 'riceNoodles:8 dal'],
  ['ruti alu bhaji nasta - 3 ta ruti ar ek bati alu bhaji', 'bangladeshi combo', 'roti:3 aluBhaji=alooSabzi'],
  // headers naming the meal, then its breakdown
  ['match day bfast: 3 idli, half a masala dosa n sambar', 'south header', 'idli:3 masalaDosa:0.5 sambar'],
  [
    'post match dinner - 2 butter naan, a katori of kadhai paneer n 1 katori jeera rice',
    'north header',
    'naan=naan:2+butter:2 kadhaiPaneer jeeraRice',
  ],
  ['nashta: 2 jowar bhakri, vangyachi bhaji ani taak', 'west header', 'bhakri=roti@110 vegCurry taak=buttermilk'],
  ['jolkhabar - 1 cup muri, 2 ta singara ar ek cup cha', 'east header', `fFivePuffedRice singara=samosa:2 ${CHAI}`],
  [
    'iftari ke baad khana: chicken karahi ek pyali, 2 naan aur salad',
    'pakistani header',
    'chickenCurry naan:2 cucumber',
  ],
  [
    'lunch packet frm the canteen: rice, dhal, fish curry, polos n a papadam',
    'srilankan header',
    'rice:2 dal fishCurry polos=vegCurry papad',
  ],
  [
    'meal 4 of 5 (cut): chicken breast 200g, shakarkandi 150g, broccoli 1 cup',
    'gym header',
    'chickenBreast@200 sweetPotato@150 broccoli',
  ],
  // "X made with Y", a smoothie, a sandwich and its fillings, a brand and its generic food
  [
    'shake: 250 ml almond milk, 1 scoop whey, 2 khajoor n 1 tbsp chia',
    'gym addon',
    'shake=almondMilk+whey+dates:2+fFourChia',
  ],
  ['maggi 2 packet made with ekta dim, hall e raat 1 tay', 'bangladeshi addon', 'maggi:2 dim=egg'],
  [
    'toast sandwich - 2 white bread, 1 boiled egg sliced, a cheese slice n green chutney',
    'west addon',
    'sandwich=bread:2+egg+cheeseSlice+greenChutney',
  ],
  ['milo tetra pack 180ml aftr nets at colts', 'srilankan addon', 'milo=chocolateMilk@188.7'],
  ['sofit soya milk 200ml with bfast, lactose intolerant hu', 'north addon', 'fTenSoyMilk@206'],
  ['tapal danedar chai made with olpers, 1 cup', 'pakistani addon', 'chai=wholeMilk@62+tea+sugar'],
  // an ingredient or garnish as a modifier
  ['lemon rice 1 plate with extra roasted peanuts on top', 'south addon', 'fSixLemonRice peanuts@10'],
  ['2 besan chilla with paneer stuffing, 50 g paneer total', 'north addon', 'besanChilla:2 paneer@50'],
  ['kanda pohe with sev n anar dana on top', 'west addon', 'poha sev pomegranate@22'],
  [
    'bhoger khichuri 2 bati, ek chamoch ghee diye, ar 2 to beguni',
    'east addon',
    'khichdi@300 ghee beguni=fSevenBegunBhaja:2',
  ],
  [
    'doodh patti bhains ke doodh wali aur ek sada paratha',
    'pakistani addon',
    'doodhPatti=buffaloMilk@150+sugar:2 paratha',
  ],
  ['a cup of kiribath with 1 tbsp kithul pani', 'srilankan addon', 'kiribath=coconutRice fSixCaneSyrup'],
  ['dahi 200g w/ 1 tbsp honey n 5 soaked badam', 'gym addon', 'curd@200 honey@20 almonds:5'],
  // food amid training, match, travel or sleep talk
  ['teen ghante nets mein batting ki, phir 2 aloo parathe aur ek glass lassi', 'north talk', `alooParatha:2 ${LASSI}`],
  ['flight to vizag delayed by 2 hrs so 2 idli n a filter coffee at the airport', 'south talk', `idli:2 ${COFFEE}`],
  ['ghum ashchilo na, raat 12 tay ek glass gorom dudh ar 2 ta biscuit', 'east talk', 'milk marie:2'],
  [
    'bowled 18 overs in 38 degree heat, then 2 vada pav n a cutting at the canteen',
    'west talk',
    'vadaPav=bread@90+vada@120 cutting=milk@62+tea@60+sugar',
  ],
  ['gym 6 se 8 baje tak, ghar aa ke 4 anday ki bhurji aur 2 chapati', 'pakistani talk', 'bhurji=omelette:4 roti:2'],
  ['khela shesh e raat 11 tay team hotel e kacchi biryani 1 plate', 'bangladeshi talk', 'muttonBiryani'],
  [
    'squats 5x5 at 100kg today, then 150g paneer bhurji n 2 brown bread',
    'gym talk',
    'bhurji=paneer@141+oil:2 brownBread:2',
  ],
  // legume words next to the unit gram
  ['arhar (red gram) ki daal 150 gram, saath mein 1 cup chawal', 'pakistani legume', 'dal@150 rice@158'],
  ['maah di dal (black gram) 200 gm te 2 tandoori roti', 'north legume', 'fSixWholeUrad@200 rotiLarge:2'],
  [
    'post nets protein: 1 cup boiled bengal gram + 2 egg whites',
    'gym legume',
    'bengalGram=chickpeasBoiled fSevenEggWhite:2',
  ],
  ['green gram ki usal 150 gm, 2 pav ke saath', 'west legume', 'wholeMoong@150 pav:2'],
  ['ulava charu (horse gram) with annam n beans kura', 'south legume', 'kulthiDal annam=rice:2 beansSabzi'],
  // drinks named after their main ingredient
  ['turmeric milk (haldi doodh) 200 ml before sleeping, knee still sore', 'north drinkname', 'haldiDoodh=milk@206'],
  ['lemon tea, 2 cups, one sugar each, while it rained at galle', 'srilankan drinkname', 'lemonTea=tea@400+sugar:2'],
  ['aam porar shorbot 1 glass, aaj onek gorom', 'bangladeshi drinkname', 'aamPanna'],
  ['kinnow ka juice 1 glass, sargodha wale', 'pakistani drinkname', 'fTenKinnowJuice'],
  ['beetroot juice 300ml pre workout', 'gym drinkname', 'fFiveBeetJuice@314.5'],
  // stated sizes
  ['ek 90g kurkure masala munch khatam kar diya nets ke baad', 'north size', 'kurkure@90'],
  ['a large coke n a plate of chiken biryani on the team bus', 'travel size', 'colaLarge chickenBiryani'],
  ['subway 30cm roast chicken, no cheese, after the ranji game', 'west size', 'chickenSub@480'],
  ['protein cookie (10g protien on the label) with a green tea', 'gym size', 'fEightProteinCookie greenTea'],
  ['finished a 1 litre water bottle n 2 bananas in the drinks break at the ssc', 'srilankan size', 'banana:2'],
  ['igloo vanilla family pack (1 litre), 4 jon e sesh korlam', 'bangladeshi size', 'fTenIceCream@142.6'],
  // cooked state from context
  ['puri chole 2 pcs from the halwai near the ground', 'north cooked', 'puri:2 chole'],
  ['potol ar bhaat dupure', 'east cooked', 'potol=vegCurry rice:2'],
  ['beetroot and 3 chapathi, hostel mess dinner', 'south cooked', 'fFiveBeetroot roti:3'],
  ['shaljam aur 2 roti, ammi ne banaye', 'pakistani cooked', 'fThreeTurnip roti:2'],
  ['brown rice n moong, 200 g each, meal prep', 'gym cooked', 'brownRice@200 wholeMoong@200'],
  // counts in Tamil, Telugu, Bengali, Marathi and Urdu number words
  ['aindhu idli, oru vadai n sambar', 'south numberword', 'idli:5 vada sambar'],
  ['rendu dosalu, moodu idlilu with palli chutney', 'south numberword', 'dosa:2 idli:3 fSixPeanutChutney:2'],
  ['charte porota ar ek bati alur torkari', 'east numberword', 'porota=paratha:4 aluTorkari=alooSabzi'],
  ['char ghadichya poli ani don bharli vangi', 'west numberword', 'poli=roti:4 fSevenBharliVangi:2'],
  ['teen ublay anday aur do slice double roti', 'pakistani numberword', 'egg:3 doubleRoti=bread:2'],
];
