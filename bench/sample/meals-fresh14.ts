// Benchmark meals written on 2026-11-25 blind, as the fourteenth blind set after meals-fresh.ts to
// meals-fresh13.ts, written without running the engine: each sentence is one log message of a young
// athlete, typed as athletes type a food log (lowercase, typos such as chiken and sambhar,
// abbreviations such as n, w/, gm, pcs, bfast, bbsr, Hinglish, mixed English and regional words,
// times of day, headers, training, match and travel talk) without reading the engine's code or
// knowledge, and each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes,
// INDB recipe codes, SR26 rows, their portions or a stated convention) before the engine was run on
// them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh13.ts.
// Focus: everyday home, hostel and canteen food across India, ten meals each from the north, south,
// east and west, and five each from Pakistan, Bangladesh, Sri Lanka and Nepal: breakfasts (puttu,
// rava idli, upit, chirer pulao, thepla, luchi, idli with podi, pesarattu, string hoppers, qeema
// paratha), lunch and dinner plates (dal, sabzi, rice, roti, rotli, curries, fish, egg, chicken,
// palak gosht, dalma, masor tenga), snacks and sweets bought outside (samosa, khasta kachori,
// batata vada, vada pav, momos, jalebi, rasagola, motichoor laddoo, bhujia, shami kabab, kadala,
// buriyani) and drinks (chai, cutting, kulhad chai, filter coffee, plain tea, lassi, chaas, taak,
// moru, cold coffee, banana and mango shakes, orange, malta, watermelon and sugarcane juice,
// ilaneer), with counts, katoris, batis, vatis, pyalis, plates, glasses, cups and grams.
// Mix, by the structural classes of the issue this benchmark measures (60, 6 each): combinations
// named with their own parts (shahi paneer naan, puttu kadala, dalma bhata, rotli shaak, qeema
// paratha, dim khichuri; combo), headers naming the meal and then its breakdown ("college canteen
// thali:", "tiffin -", "duporiya bhat:", "sakalcha nashta -", "nani ke ghar ka lunch -", "rice
// packet from the canteen -"; header), "X made with Y", a shake of listed parts and an ingredient or
// garnish as a modifier (arhar dal made with palak, idli with podi and gingelly oil, chirer pulao
// with fried peanuts sprinkled on top, thepla with chhundo, a banana shake made with its parts, veg
// chowmein with a fried egg on top; addon), the food amid training, match or travel talk ("8 km",
// "at 6", "35 overs", "3 sessions", "60 overs", "20 over er match", "3 te wicket", "2 hour bowling
// spell", "3 ghanta" are not amounts; talk), legume words next to the unit gram (horse, green, red,
// black, white bengal and bengal gram; three with a stated weight, three without; legume), drinks
// named after their main ingredient (santre ka juice, ilaneer, tormuj er juice, usacha ras, malta
// juice, aam ka shake; drinkname), stated sizes (a khasta kachori "~120 g", a large dosa, an 80 g
// bhujia packet, a large 450 ml cold coffee, half a kilo of buriyani shared by 3, a plate of 10
// momos shared by 2; size), the cooked state from context (kathal, vazhakkai, phulkopi, tindora,
// lal shak and simi beside roti, rice or luchi; cooked), counts in number words (Hindi teen and do,
// Telugu rendu and oka, Odia tini, Marathi don and ek, Urdu teen and aik, English "half a dozen" and
// "a couple of"; numberword) and plain everyday logs (plain).
// New reference foods (fFourteen), for puttu only: SR26 20061 white rice flour and SR26 12108 dried
// (desiccated) unsweetened coconut, weighed as their dry ingredients. INDB OSR105 rice puttu is
// cited for its recipe but not for its values: its 81.98 kcal per 100 g counts the 2.5 cups of
// steaming water (as meals-fresh13.ts says); its recipe makes 2 puttu (its servings, unit "puttu")
// of 120 g rice flour and 40 g dry coconut kernel (0.5 cup), so one puttu = 60 g rice flour + 20 g
// dry coconut, 352 kcal, as the INDB row's own serving gives (420.1 g × 81.98 kcal = 344 kcal).
// Conventions and proxies used here, each for the meal that names it:
// combo: shahi paneer = INDB ASC221, a katori (150 g), and a butter naan = naan (90 g, FNDDS
// 51108100) + 1 tsp butter (meals.ts); puttu as above and kadala curry = INDB ASC161 black chana
// curry, a katori (meals-fresh.ts idiyappam kadala curry); dalma = INDB OSR141, a katori, and bhata
// = rice, 100 g a katori (FNDDS 56205008); rotli = roti (40 g, FNDDS 51300175) and a vaadki of
// batata nu shaak = a katori of dry potato sabzi (FNDDS 71103030, 120 g); qeema as INDB ASC229 pea
// keema (keemaMatar, as aloo qeema in meals-fresh4.ts), a pyali = 1 katori, and paratha = FNDDS
// 51300185 (70 g); 2 bati khichuri = 300 g of khichdi (meals.ts "2 katori khichdi") and dim bhuna
// as egg curry, 2 eggs + 100 g of chicken curry gravy (meals.ts, meals-fresh6.ts), so 2 ta dim
// bhuna = 2 eggs (FNDDS 31103010, 50 g each) + 100 g gravy.
// header: roti 40 g, chana dal unquantified = a katori of INDB OSR142, bhindi = INDB BFP269 bhindi
// fry, a katori of 120 g (meals-fresh9.ts), and a glass of chaas = FNDDS 11115100 buttermilk (250
// g); rava idli = INDB BFP579 (29.6 g each), sagu a katori = 150 g of veg curry (meals-fresh3.ts)
// and a filter coffee = 100 g milk + 50 g brewed tea for the decoction + 1 tsp sugar (meals.ts);
// Assamese bhat 2 bati = 2 katori rice, masor tenga (sour fish curry) 1 bati = a katori of FNDDS
// 27150320 fish curry and aloo pitika (mashed potato with mustard oil) unquantified = a katori of
// FNDDS 71103030 potato made with oil (as alu bharta in meals-fresh9.ts), 120 g; upit (Marathi
// upma) 1 plate = 200 g of upma (meals.ts), a keli = a banana (126 g) and a cup of chaha = one chai,
// 62 g milk + 60 g tea + 1 tsp sugar (meals.ts); palak gosht = INDB ASC228, a pyali (katori, 150 g),
// and kheera beside a meal = a 100 g cucumber salad (meals.ts); a Sri Lankan rice packet's
// unquantified rice = 2 katori (meals-fresh2.ts), parippu = a katori of dal (FNDDS 41311030), fish
// ambul thiyal 1 piece = 100 g of fish curry (meals.ts) and beans curry = INDB BFP272 beans sabzi
// (beansSabzi), a katori of 120 g.
// addon: arhar dal made with palak = INDB BFP172 arhar with spinach (fSixDalPalak), a katori, with
// roti 40 g; idli 40 g, podi 1 tbsp = INDB BFP448 (13.9 g) and gingelly (sesame) oil 1 tsp = 4.5 g
// of FNDDS 82101000 vegetable oil; chirer pulao (Bengali poha) 1 plate = the 180 g plate of poha
// and "badam bhaja" (fried peanuts) sprinkled on top = a 10 g garnish of peanuts (as upma with
// peanuts in meals-structural.ts); methi thepla = INDB OSR104 (36.4 g each), chhundo 1 tbsp = FNDDS
// 63409020 sweet chutney (16 g, meals-fresh2.ts) and a vati of dahi = 150 g of FNDDS 11411100 curd;
// a banana shake made with 1 kola (banana, 126 g), 1 glass dudh (toned milk, 258 g) and 2 chamoch
// chini = 2 tsp sugar (a chamoch = a tsp, meals-fresh11.ts); veg chowmein 1 plate = INDB ASC134
// (299.6 g) and a fried egg on top = FNDDS 31105030 (55 g).
// talk: batata vada = 60 g of vada each (FNDDS 58175000, meals-fresh3.ts), so 2 = 120 g, and a
// cutting = one chai (meals-fresh4.ts); roti 40 g, rajma a katori (FNDDS 41106010) and a glass of
// lassi = 200 g curd + 3 tsp sugar (meals.ts); chapathi 40 g, chicken curry a katori and curd rice
// 1 plate = INDB ASC126 (216.2 g); jilipi (jalebi) by its stated weight as FNDDS 55801000 funnel
// cake with sugar (fSevenJalebi) and a bhar (clay cup) of cha = one chai, as a kulhad chai
// (meals-fresh5.ts); thosai = plain dosa (FNDDS 55702100, 80 g), sambar a katori and a Sri Lankan
// plain tea = 200 g brewed tea + 2 tsp sugar (meals-fresh4.ts); a bowl of thukpa = FNDDS 58408500
// (fNineThukpa, 285 g) and a cup of chiya = one chai.
// legume: horse gram saaru (huruli) as INDB OSR143 horsegram dal (kulthiDal, as kollu rasam in
// meals-fresh12.ts), 1 bowl = 250 g (meals.ts "1 bowl dal"), and anna (rice) unquantified = 2
// katori; sabut moong (whole green gram) = INDB BFP178 by its stated weight; harada dali (Odia
// arhar, red gram) = a katori of dal (FNDDS 41311030; arhar as dal, meals-fresh9.ts), bhata 2 katori
// and saga bhaja (Odia fried greens) = FNDDS 72125217 spinach cooked with oil (spinachCooked), a
// katori of 120 g; adad ni dal (black gram) = INDB ASC152 washed urad (uradDal) by its stated
// weight, rotli 40 g; safed chanay ka salan (white bengal gram curry) = FNDDS 41302010 chickpeas
// with fat added (chole), a pyali = 1 katori; tempered kadala (bengal gram) = FNDDS 41302010
// chickpeas with fat added by its stated weight (sundal, meals-structural.ts).
// drinkname: santre ka juice (orange juice) and malta juice (Bangladeshi orange juice) = FNDDS
// 61210010 orange juice freshly squeezed (the mosambiJuice row), a 250 ml glass = 262 g; ilaneer
// (tender coconut) = 1 cup of coconut water (FNDDS 42403010, 240 g) a coconut (meals-fresh5.ts);
// tormuj er juice = FNDDS 64133100 watermelon juice, a glass = 254 g; usacha ras = FNDDS 92612010
// sugar cane beverage, a glass = 262 g; aam ka shake 1 glass = 200 g milk + 100 g mango + 2 tsp
// sugar (meals-structural.ts "mango shake 1 glass").
// size: a khasta kachori by its stated ~120 g as FNDDS 58124500 (fSevenKachori) and a kulhad chai
// = one chai; a large plain dosa = FNDDS 55702100 large (155 g, dosaLarge) and sambar a katori; a
// Bikaji bhujia packet by its stated 80 g as INDB OSR147 sev (Haldiram bhujia as sev,
// meals-fresh3.ts); a large cold coffee by its stated 450 ml as INDB BFP013, 1.03 g a ml
// (meals-fresh9.ts), 463.5 g; half a kilo (500 g) of chicken buriyani shared equally by 3 = 166.7 g
// each of chickenBiryani; a plate of 10 jhol momo shared by 2 = 5 momos (FNDDS 58112510, 37 g each),
// the jhol (a thin sesame-tomato achar) not counted, as red chutney with momos (meals-fresh9.ts).
// cooked: kathal (jackfruit), vazhakkai (raw plantain) and tindora (ivy gourd) beside roti, rotli
// or rasam and rice = a katori of veg curry (FNDDS 75440600, 120 g; as dondakaya in
// meals-fresh13.ts); roti 40 g, rasam unquantified = a katori of INDB BFP176 and rice 2 katori;
// phulkopi beside luchi = INDB ASC171 aloo gobhi (fSixAlooGobi, a katori of 120 g) and luchi = puri
// (FNDDS 51300180, 36 g); lal shak (red amaranth) = FNDDS 72125217 spinach cooked with oil, a katori
// of 120 g, with bhaat 2 katori; simi (Nepali beans) = INDB BFP272 beans sabzi (as sheem in
// meals-fresh13.ts), a katori of 120 g, with bhat 2 katori.
// numberword: samose = FNDDS 58124500 (100 g each) and motichoor laddoo = FNDDS 91718300 (63 g each,
// fThreeLadoo); pesarattu = INDB OSR103 (80 g each), oka plate upma = 200 g (meals.ts) and oka
// coffee = a filter coffee; rasagola = INDB BFP392, 60 g with its syrup (fSevenRasgulla); a vada
// pav = 45 g bread + 60 g vada (meals-fresh4.ts, meals-fresh7.ts), so don = 90 g bread + 120 g
// vada, and a cutting = one chai; a shami kabab = FNDDS 21500310 beef patty at its small patty of
// 65 g (meals-fresh13.ts), so teen = 195 g, and a naan = 90 g; string hoppers 40 g each (FNDDS
// 56117090, riceNoodles) and boiled eggs FNDDS 31103010 (50 g).
// plain: roti 40 g, palak paneer a katori (FNDDS 72125310), dal a katori and chaas a glass (250 g);
// choru (rice) 2 katori, meen curry = FNDDS 27150320 fish curry a katori, thoran unquantified = a
// katori of veg curry (120 g) and moru 1 glass = buttermilk (250 g); ruti = roti (40 g), ghugni a
// bati = a katori of FNDDS 41303010 dried-pea curry (meals-fresh4.ts) and dim sedho = a boiled egg
// (meals-fresh6.ts); chapati 40 g, matki usal a vati = 120 g of sprouts (FNDDS 41108010,
// meals-fresh11.ts) and a glass of taak = buttermilk (meals-fresh3.ts); murgir jhol = chicken curry
// (FNDDS 27146150), a bati; palungo ko saag (Nepali spinach) = FNDDS 72125217, a katori of 120 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH14_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'shahi paneer naan at the dhaba - 1 katori shahi paneer n 2 butter naan',
    'north combo',
    'shahiPaneer naan=naan:2+butter:2',
  ],
  [
    'puttu kadala - 2 puttu n 1 katori kadala curry, hostel bfast in kochi',
    'south combo',
    'puttu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 kadala=blackChanaCurry',
  ],
  ['dalma bhata - 1 katori dalma n 2 katori bhata, hostel lunch bbsr', 'east combo', 'dalma bhata=rice:2'],
  ['rotli shaak - 3 rotli ane 1 vaadki batata nu shaak, ghare', 'west combo', 'rotli=roti:3 shaak=alooSabzi'],
  ['qeema paratha - 1 pyali qeema aur 2 paratha, hostel ka nashta', 'pakistani combo', 'qeema=keemaMatar paratha:2'],
  [
    'dim khichuri - 2 bati khichuri ar 2 ta dim bhuna, brishtir dine',
    'bangladeshi combo',
    'khichdi@300 dimBhuna=egg:2+chickenCurry@100',
  ],
  // headers naming the meal, then its breakdown
  [
    'college canteen thali: 3 roti, chana dal, bhindi n 1 glass chaas',
    'north header',
    'roti:3 channaDal bhindiFry buttermilk',
  ],
  [
    'tiffin - 2 rava idli, 1 katori sagu n 1 filter coffee before college',
    'south header',
    `fFourRavaIdli:2 sagu=vegCurry@150 ${COFFEE}`,
  ],
  [
    'duporiya bhat: 2 bati bhat, 1 bati masor tenga aru aloo pitika',
    'east header',
    'rice:2 tenga=fishCurry pitika=alooSabzi',
  ],
  [
    'sakalcha nashta - 1 plate upit, 1 keli ani 1 cup chaha',
    'west header',
    'upit=upma@200 keli=banana chaha=milk@62+tea+sugar',
  ],
  [
    'nani ke ghar ka lunch - 2 chapati, palak gosht ek pyali aur kheera',
    'pakistani header',
    'roti:2 fSixPalakGosht kheera=cucumber',
  ],
  [
    'rice packet from the canteen - rice, parippu, 1 piece fish ambul thiyal n beans curry',
    'srilankan header',
    'rice:2 dal ambulThiyal=fishCurry@100 beans=beansSabzi',
  ],
  // "X made with Y", a shake of listed parts, an ingredient or garnish as a modifier
  ['arhar dal made with palak, 1 katori, n 2 roti for dinner', 'north addon', 'fSixDalPalak roti:2'],
  ['3 idli w/ 1 tbsp podi n 1 tsp gingelly oil', 'south addon', 'idli:3 podi oil'],
  ['chirer pulao 1 plate, upore badam bhaja chhoriye, sokaler tiffin', 'east addon', 'chire=poha peanuts@10'],
  ['3 methi thepla with 1 tbsp chhundo n 1 vati dahi', 'west addon', 'thepla:3 chhundo=sweetChutney curd'],
  [
    'banana shake made with 1 ta kola, 1 glass dudh ar 2 chamoch chini',
    'bangladeshi addon',
    'shake=banana+milk+sugar:2',
  ],
  ['1 plate veg chowmein mathi ek ota fried egg rakhera', 'nepali addon', 'vegChowmein friedEgg'],
  // food amid training, match or travel talk
  [
    '8 km run at marine drive at 6, then 2 batata vada n 1 cutting at the tapri',
    'west talk',
    'batataVada=vada@120 cutting=milk@62+tea+sugar',
  ],
  ['kal 35 overs keeping ki, raat ko 4 roti, rajma aur ek glass lassi', 'north talk', `roti:4 rajma ${LASSI}`],
  [
    '3 sessions today n 60 overs on the field. dinner - 2 chapathi, 1 katori chiken curry n 1 plate curd rice',
    'south talk',
    'roti:2 chickenCurry curdRice',
  ],
  [
    'maidan e 20 over er match, 3 te wicket nilam, tarpor 150 gram jilipi ar ek bhar cha',
    'east talk',
    `fSevenJalebi@150 ${CHAI}`,
  ],
  [
    'kandy, 2 hour bowling spell in the heat, then 3 thosai, sambar n a plain tea',
    'srilankan talk',
    'thosai=dosa:3 sambar plainTea=tea@200+sugar:2',
  ],
  ['3 ghanta football practice pachi 1 bowl thukpa ra 1 cup chiya', 'nepali talk', `fNineThukpa ${CHAI}`],
  // legume words next to the unit gram
  ['horse gram saaru (huruli) 1 bowl n anna, mess lunch', 'south legume', 'huruli=kulthiDal@250 anna=rice:2'],
  ['sabut moong (green gram) 200 gram aur 2 roti, pre-match dinner', 'north legume', 'wholeMoong@200 roti:2'],
  ['harada dali (red gram) 1 katori, bhata ar saga bhaja', 'east legume', 'harada=dal bhata=rice:2 saga=spinachCooked'],
  ['adad ni dal (black gram) 150 gm ane 3 rotli', 'west legume', 'uradDal@150 rotli=roti:3'],
  ['safed chanay (white bengal gram) ka salan 1 pyali aur 2 roti', 'pakistani legume', 'chanay=chole roti:2'],
  ['kadala (bengal gram) 100 gram tempered, from the galle face cart', 'srilankan legume', 'kadala=chole@100'],
  // drinks named after their main ingredient
  ['santre ka juice 1 glass, subah ki practice ke baad', 'north drinkname', 'santra=mosambiJuice'],
  ['ilaneer 1, straight from the cart outside the ground, madurai', 'south drinkname', 'ilaneer=coconutWater'],
  ['tormuj er juice 1 glass, ki gorom aaj', 'east drinkname', 'tormuj=watermelonJuice'],
  ['usacha ras ek glass, kolhapur la', 'west drinkname', 'usacha=sugarcaneJuice'],
  ['malta juice 1 glass iftar e', 'bangladeshi drinkname', 'malta=mosambiJuice'],
  ['aam ka shake aik glass, multan ki garmi mein', 'pakistani drinkname', 'shake=milk@200+mango@100+sugar:2'],
  // stated sizes
  ['1 badi khasta kachori (~120 g) aur ek kulhad chai, kota', 'north size', `fSevenKachori@120 ${CHAI}`],
  ['1 large plain dosa n 1 katori sambhar at the darshini', 'south size', 'dosaLarge sambar'],
  ['bikaji bhujia 80 g packet on the train to ranchi', 'east size', 'bhujia=sev@80'],
  ['large cold coffee (450ml) from the canteen after the match', 'west size', 'coldCoffee@463.5'],
  ['half kilo chicken buriyani parcel shared by 3 of us, colombo', 'srilankan size', 'buriyani=chickenBiryani@166.7'],
  ['1 plate jhol momo (10 pcs), bhai sanga share gareko', 'nepali size', 'momo:5'],
  // cooked state from context
  ['kathal aur 3 roti, mummy ne banaya', 'north cooked', 'kathal=vegCurry roti:3'],
  ['vazhakkai, rasam n rice - hostel lunch', 'south cooked', 'vazhakkai=vegCurry rasam rice:2'],
  ['phulkopi ar 4 te luchi, robibar sokal', 'east cooked', 'fSixAlooGobi luchi=puri:4'],
  ['tindora ane 3 rotli, raat nu jaman', 'west cooked', 'tindora=vegCurry rotli=roti:3'],
  ['lal shak ar bhaat, dupure', 'bangladeshi cooked', 'lalShak=spinachCooked rice:2'],
  ['simi ra bhat, beluka', 'nepali cooked', 'simi=beansSabzi rice:2'],
  // counts in Hindi, Telugu, Odia, Marathi, Urdu and English number words
  ['teen samose aur do motichoor laddoo, halwai se', 'north numberword', 'samosa:3 fThreeLadoo:2'],
  ['rendu pesarattu, oka plate upma, oka coffee', 'south numberword', `pesarattu:2 upma@200 ${COFFEE}`],
  ['tini ta rasagola, pahala chhaka re', 'east numberword', 'fSevenRasgulla:3'],
  [
    'don vada pav ani ek cutting, dadar station',
    'west numberword',
    'vadaPav=bread@90+vada@120 cutting=milk@62+tea+sugar',
  ],
  ['teen shami kabab aur aik naan, shaam ko', 'pakistani numberword', 'shami=fThreeChapliKabab@195 naan'],
  ['half a dozen string hoppers n a couple of boiled eggs', 'srilankan numberword', 'riceNoodles:6 egg:2'],
  // plain everyday logs
  ['4 roti, 1 katori palak paneer, 1 katori dal n 1 glass chaas', 'north plain', 'roti:4 palakPaneer dal buttermilk'],
  [
    'choru 2 katori, meen curry 1 katori, thoran n moru 1 glass',
    'south plain',
    'choru=rice:2 meen=fishCurry thoran=vegCurry moru=buttermilk',
  ],
  ['4 ta ruti, 1 bati ghugni ar 1 ta dim sedho', 'east plain', 'ruti=roti:4 ghugni=fFourSplitPeas dim=egg'],
  ['2 chapati, 1 vati matki usal n 1 glass taak', 'west plain', 'roti:2 usal=sprouts taak=buttermilk'],
  ['2 bati bhaat, 1 bati dal ar 1 bati murgir jhol', 'bangladeshi plain', 'rice:2 dal murgi=chickenCurry'],
  ['2 katori bhat, 1 katori dal ra 1 katori palungo ko saag', 'nepali plain', 'rice:2 dal palungo=spinachCooked'],
];
