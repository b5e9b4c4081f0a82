// Benchmark meals written on 2026-11-25 blind, as the fifty-fourth blind set after meals-fresh.ts to
// meals-fresh52.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (back home in
// Hoshiarpur, a chachi's kitchen in Gorakhpur, a Bhagalpur home, a mashi's house in Siliguri, a
// Dibrugarh home, Christmas in Thrissur, a Tirunelveli grandmother's house, a Vizag home, a Hubballi
// khanavali, a friend's place in Nagpur, a Surat evening, a Mapusa joint, a hostel mess on a Sunday,
// an academy breakfast tray, Bhopal's New Market, a Holi afternoon, Barbeque Nation after a series
// win, Pizza Hut, a highway McDonald's, Starbucks, Chaayos, Haldiram's at Delhi T3, a pavilion in a
// rain delay, the gym, a PG, Mathura, a Bengali hostel, a team dinner after a win, a Telugu Sunday, a
// pool, a camp mess, a beach shack in Calangute, a bus, Almora), terse and chatty, with training,
// match and travel talk, typos and abbreviations (n, b4, thru, w/, w/o, x2, pcs, pg, T3, crossaint,
// avacado, protien, paner), in plain English, Hinglish and romanised Punjabi, Bengali, Assamese,
// Malayalam, Tamil, Telugu, Kannada, Marathi and Gujarati words (21 of 50, 42 %, not plain English).
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 NDB numbers, their portions or a stated convention) before and independently of any engine
// run. None of the sentences is taken from an earlier set: each was written new and checked against
// the earlier sets' 3,285 texts (character similarity, word overlap and shared runs of four words),
// and rewritten where it came near one (only stock phrases such as "on the team bus", "plus a cup of",
// "creatine 5 g in" or "200 ml coconut water" are shared).
// Mix (50): 30 plain everyday logs (home food of Punjab, Uttar Pradesh, Bihar, Bengal, Assam, Kerala,
// Tamil Nadu, Andhra, Karnataka, Maharashtra, Gujarat and Goa; a hostel mess and an academy breakfast;
// a street snack; Holi and Christmas sweets; Barbeque Nation, Pizza Hut, McDonald's, Starbucks,
// Chaayos and Haldiram's; Britannia, Epigamia and Yakult by brand; creatine, whey, an electrolyte
// drink, ORS and a protein bar; a gym bowl in grams; fruit and dry fruit counts; two whole days in one
// message, one with Wow! Momo) and 20 over ten hard classes, two each: combinations named with their
// own parts (combo), headers naming the meal then its list (header), a smoothie and a sandwich with
// its filling (addon), a topping or stir-in that is not a full serving (garnish), food amid training
// or match talk whose numbers are no food (talk), legume names with "gram" next to a weight in grams
// (legume), drinks named after their main ingredient (drinkname), stated pack weights (size), the
// cooked dish meant by a raw word beside a bread or rice (cooked) and counts in number words
// (numberword: Kannada and Hindi fractions; Punjabi, Bengali, Malayalam, Kannada, Marathi and Telugu
// number words also appear in plain, combo and header meals, tagged so).
// Eight new reference foods (prefix fFiftyFour, each citing its row in reference-foods.ts): GobhiMatar
// (INDB BFP276 cauliflower, pea and potato bhujia, a katori = 120 g), BharwaTinde (INDB ASC185 stuffed
// round gourd, a katori = 120 g), PlumCake (FNDDS 53110000 fruit cake, 1 piece = 113 g; the generic
// food of a Britannia fruit cake too), AlooTikki (FNDDS 71503010 potato patty, 1 patty = 55 g),
// PanPizza (FNDDS 58106330 cheese pizza with vegetables, thick crust, 1 piece of a medium pizza = 104
// g), Mocha (FNDDS 92101950 cafe mocha, 1 small = 372 g, a Starbucks tall), Sundae (FNDDS 13121300 hot
// fudge sundae, 1 sundae = 180 g) and FruitYogurt (FNDDS 11433990 Greek yogurt with fruit, 1 container
// = 150 g; the generic food of an Epigamia cup); every other item is an existing key. Water is never
// counted (no energy: the water creatine or an electrolyte is taken in), nor is creatine itself (as
// earlier sets' creatine), adrak in a chai, or the spices of a dish.
// Conventions, as meals-fresh50.ts to meals-fresh52.ts: a katori (bati) = 150 g of a dal, curry,
// kadhi or curd, 120 g of a dry sabzi (bhujia, bhaji, poriyal, kura, shaak), 100 g of rice;
// unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g);
// unquantified rice (bhaat, bhat, saadham, annam, chawal) in a meal = 2 katori, 200 g; a roti, phulka,
// rotli or chapati = 40 g (FNDDS 51300175 medium), a tandoori roti = 52 g (rotiLarge); a bajra roti =
// 55 g of roti (meals-fresh50.ts); a plate of poha = 180 g; a plate of biryani = 300 g; a bowl of
// porridge or masala oats = 250 g; a chutney said without an amount = 1 tbsp; a chamoch of ghee =
// 1 tsp, 5 g; a glass of chaas, mattha or majjige = 250 g; a glass of milk = 258 g (250 ml); ml of
// milk × 244/237 g (FNDDS 11112110), so 300 ml = 308.9 g; ml of a drink × its FNDDS g per fl oz
// (29.57 ml): 31 g for the electrolyte solution (500 ml = 524.1 g), 30 g for coconut water (200 ml =
// 202.9 g); a glass of a juice = its key's 250 ml glass; CHAI (a cup of tea, a kulhad chai, a glass of
// chaaya) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); a piece of chicken tikka = 30 g (meals.ts
// "chicken tikka 6 pieces" = 180 g); a butter naan = 90 g naan + 5 g butter (meals.ts "2 butter
// naan"); two bhature = 140 g of puri (meals-fresh.ts). For every meal, in file order:
// plain:
//  1 sukki gobhi matar aloo unquantified = a katori (120 g) of INDB BFP276 (fFiftyFourGobhiMatar);
//    tinn (Punjabi 3) phulke = 3 × 40 g; ik katori dahi = 150 g of FNDDS 11411100 (curd).
//  2 bharwa tinde unquantified = a katori (120 g) of INDB ASC185 (fFiftyFourBharwaTinde); 4 roti =
//    4 × 40 g; ek glass mattha = 250 g of FNDDS 11115100 (buttermilk).
//  3 kadhi bari (kadhi with besan badi) unquantified = a katori (150 g) of the kadhi key (FNDDS
//    41311030 as meals.ts, as meals-fresh51.ts "kadhi pakoda"); bhaat = 200 g; aloo bhujia (the dry
//    potato sabzi, not the namkeen) = a katori (120 g) of FNDDS 71103030 (alooSabzi).
//  4 bhaat = 200 g; chhanar dalna (paneer with peas and potato in a gravy) = a katori (150 g) of INDB
//    ASC191 (fSixMatarPaneer, as meals-fresh23.ts); duto (Bengali 2) begun bhaja = 2 × 40 g of FNDDS
//    75412010 (fSevenBegunBhaja).
//  5 bilahi diya maas (fish with tomato) = a katori (150 g) of FNDDS 27150320 (fishCurry); bhendi
//    bhaji = a katori (120 g) of INDB BFP269 (bhindiFry); bhat = 200 g.
//  6 oru (Malayalam 1) kashnam (piece) plum cake = 113 g of FNDDS 53110000 (fFiftyFourPlumCake, 1
//    piece); oru glass chaaya = CHAI.
//  7 kozhi kuzhambu = a katori (150 g) of FNDDS 27146150 (chickenCurry); saadham = 200 g; vendakkai
//    poriyal = a katori (120 g) of INDB BFP269 (bhindiFry).
//  8 chepala pulusu (tamarind fish curry) = a katori (150 g) of FNDDS 27150320 (fishCurry); annam =
//    200 g; beerakaya (ridge gourd) kura = a katori (120 g) of FNDDS 75220101 (fTwentyTwoLuffa).
//  9 shavige bath (vermicelli upma) ondu (Kannada 1) plate = 170 g of INDB BFP040 (vermicelliUpma, its
//    plate); ondu glass majjige = 250 g of FNDDS 11115100 (buttermilk).
// 10 saoji chicken = a katori (150 g) of FNDDS 27146150 (chickenCurry); teen (Marathi 3) chapati = 3 ×
//    40 g.
// 11 tindora (ivy gourd) nu shaak = a katori (120 g) of FNDDS 75440600 (vegCurry, as earlier sets'
//    tindora); dal = a katori (150 g) of FNDDS 41311030; bhaat = 200 g; 4 rotli = 4 × 40 g.
// 12 ambot tik (Goan sour fish curry) unquantified = a katori (150 g) of FNDDS 27150320 (fishCurry);
//    2 katoris of ukde rice = 200 g.
// 13 the 2 egg portion of egg curry = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg with its
//    gravy); rice (2 katori) = 200 g; 2 rotis = 2 × 40 g.
// 14 veg upma one plate = 235.7 g of INDB BFP043 (fThirtyThreeVegUpma, its plate); boiled eggs x2 = 2
//    × 50 g of FNDDS 31103010 (egg); a banana = 126 g of FNDDS 63107010; black coffee = 1 cup, 240 g of
//    FNDDS 92101000 (blackCoffee).
// 15 do tikki = 2 × 55 g of FNDDS 71503010 (fFiftyFourAlooTikki, 1 patty); hari chutney without an
//    amount = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney); ek chai = CHAI.
// 16 2 nariyal barfi = 2 × 45 g of FNDDS 13252500 (barfi, 1 piece); ek glass thandai = 253.5 g of INDB
//    OSR005 (thandai, its glass).
// 17 5 pcs chicken tikka = 5 × 30 g = 150 g of FNDDS 24123301 (grilledChicken; its 1 small or thin
//    slice = 30 g); 4 fish tikka = 4 × 35.5 g of INDB ASC251 (fishTikka, 1 piece); a plate of veg
//    biryani = 300 g of FNDDS 58160000 (vegBiryani); 2 gulab jamun = 2 × 40 g (fThirteenGulabJamun).
// 18 3 slices of a medium pan veggie supreme = 3 × 104 g of FNDDS 58106330 (fFiftyFourPanPizza, 1
//    piece of a medium pizza); the rest was not eaten.
// 19 fries (medium) = 145 g of FNDDS 71401030 (friesMedium); a hot fudge sundae = 180 g of FNDDS
//    13121300 (fFiftyFourSundae).
// 20 tall caffe mocha = 372 g of FNDDS 92101950 (fFiftyFourMocha, 1 small); one butter croissant =
//    57 g of FNDDS 51166000 (croissant, 1 medium).
// 21 kulhad adrak chai = CHAI (as meals-fresh46.ts "chaayos kulhad chai"; the adrak not counted); one
//    plate poha = 180 g (poha).
// 22 chole bhature: two bhature = 140 g of FNDDS 51300180 (puri, as meals-fresh.ts "2 bhature"); one
//    katori chole = 150 g of FNDDS 41302010 (chole).
// 23 Britannia fruit cake (brand) = its generic food, the stated 60 g of FNDDS 53110000
//    (fFiftyFourPlumCake); a cup of tea = CHAI.
// 24 Epigamia mango greek yogurt (brand), the stated 90 g = FNDDS 11433990 (fFiftyFourFruitYogurt); a
//    Yakult = 1 bottle, 67 g of FNDDS 11436000 (fTwentyEightYogurtDrink); "11 am" no food.
// 25 creatine 5 g and its water not counted; whey 1 scoop = 30 g of FNDDS 95230000; 300 ml toned milk
//    = 308.9 g of FNDDS 11112110 (milk); Fast&Up Reload (an electrolyte tablet drink) 500 ml = 16.9 fl
//    oz × 31 g = 524.1 g of FNDDS 95330100 (fTwentyFourOrs, electrolyte solution); "7 am" no food.
// 26 Phab protein bar, the stated 65 g = FNDDS 53729000 (proteinBar); ORS ka ek glass = 262 g of FNDDS
//    95330100 (fTwentyFourOrs, a 250 ml glass).
// 27 3 eggs scrambled in a little oil = 3 × 55 g of FNDDS 32130010 (omelette, egg made with oil); 100
//    g cooked quinoa as stated = FNDDS 56204005 (quinoa); half an avocado = 75 g of FNDDS 63105010
//    (fTwelveAvocado, 1 fruit = 150 g).
// 28 1 apple = 200 g of FNDDS 63101000; 4 khajoor = 4 × 8 g of FNDDS 62110100 (dates); 8 kaju = 8 ×
//    1.5 g of FNDDS 42104110 (cashews); 3 anjeer = 3 × 8 g of FNDDS 62113100 (fSixteenFig).
// 29 a whole day: 3-egg bhurji = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg); 2
//    toasts = 2 × 28 g of FNDDS 51101000 (bread); chicken curry = a katori (150 g) of FNDDS 27146150;
//    2 katori rice = 200 g; 6 veg momos from Wow! Momo = 6 × 37 g of FNDDS 58121620 (fSixteenVegMomo);
//    2 rotis = 2 × 40 g; palak paneer = a katori (150 g) of FNDDS 72125310 (palakPaneer); the clock
//    times no food.
// 30 a whole day: ek plate poha = 180 g; chai = CHAI; rajma chawal = a katori (150 g) of FNDDS
//    41106010 (rajma) + 200 g rice; 2 kele = 2 × 126 g (banana); 3 roti = 3 × 40 g; lauki chana dal = a
//    katori (150 g) of INDB ASC153 (chanaDalLauki); "5 baje" no food.
// combo:
// 31 dahi-jalebi: the stated 150 g jalebi = FNDDS 55801000 (fSevenJalebi, sold by weight); ek katori
//    gaadha dahi = 150 g of FNDDS 11411100 (curd).
// 32 dim-bhaat: dui (Bengali 2) bati bhaat = 200 g rice; duto sheddho dim (2 boiled eggs) = 2 × 50 g of
//    FNDDS 31103010 (egg); ek chamoch ghee = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// header:
// 33 "post-match team dinner (we won)" no food: butter naan x2 = 2 × 90 g of FNDDS 51108100 (naan) + 2
//    × 5 g of FNDDS 81101000 (butter), one item; paneer butter masala = a katori (150 g) of INDB ASC222
//    (paneerButterMasala); dal makhani = a katori (150 g) of INDB ASC160 (fFortySevenDalMakhani);
//    gulab jamun (1) = 40 g (fThirteenGulabJamun).
// 34 "aadivaram bhojanam list" (Sunday lunch list) no food: kodi kura = a katori (150 g) of FNDDS
//    27146150 (chickenCurry); rendu (Telugu 2) katorila annam = 200 g rice; perugu = a katori (150 g) of
//    FNDDS 11411100 (curd); oka (1) arati pandu = 126 g of FNDDS 63107010 (banana).
// addon:
// 35 kiwi-palak smoothie, one item: 2 kiwis = 2 × 75 g of FNDDS 63126500 (kiwi, 1 fruit); a fistful of
//    spinach leaves = a handful, 25 g of FNDDS 72125100 (fTwentyEightRawSpinach); 200 ml coconut water
//    = 6.76 fl oz × 30 g = 202.9 g of FNDDS 42403010 (coconutWater).
// 36 hung curd sandwich, one item: 2 slices of atta bread = 2 × 36 g of FNDDS 51300110 (brownBread);
//    100 g hung curd as stated = FNDDS 11411400 (greekYogurtWhole, strained whole-milk yogurt, as
//    meals-fresh52.ts); half a grated carrot = 30 g of FNDDS 73101010 (fTwentyTwoRawCarrot, 1 regular
//    carrot = 60 g).
// garnish:
// 37 green tea, one cup, with honey 1 tsp stirred in, one item: 240 g of FNDDS 92303010 (greenTea) + 7
//    g of FNDDS 91302010 (honey).
// 38 one bowl masala oats = 250 g of FNDDS 56203056 (oatsWater, a bowl of porridge, as meals-fresh39.ts
//    "masala oats 1 bowl"); 1 tbsp of pumpkin seeds = 9 g of FNDDS 43101150 (fThirtyEightPumpkinSeeds).
// talk:
// 39 "12 overs, 3/38, 2 maidens" no food: 2 tandoori rotis = 2 × 52 g (rotiLarge, FNDDS 51300175
//    large); kadhai chicken = a katori (150 g) of FNDDS 27146150 (chickenCurry).
// 40 "2 km (40 lengths) in 44 min" no food: banana shake one tall glass = 345.5 g of INDB ASC016
//    (fFortyBananaShake); 2 boiled eggs = 2 × 50 g of FNDDS 31103010 (egg).
// legume:
// 41 kala chana curry (bengal gram) by the stated 200 gram = INDB ASC161 (blackChanaCurry); 2 bajra
//    rotis = 2 × 55 g = 110 g of roti; "gram" is part of the pulse's name, the unit is the second one.
// 42 green gram (moong dal) khichdi by the stated 300 gram = FNDDS 41311040 (khichdi, lentil curry with
//    rice).
// drinkname:
// 43 tamatar ka juice, ek glass = 262 g of FNDDS 74301100 (fEightTomatoJuice, its 250 ml glass); no
//    tomatoes.
// 44 a glass of watermelon = watermelon juice, 254 g of FNDDS 64133100 (watermelonJuice, its 250 ml
//    glass); no watermelon as fruit.
// size:
// 45 a 100 g pack of Lay's as stated = FNDDS 71200100 (potatoChips).
// 46 half of the 150 g Amul dark chocolate slab = 75 g of SR26 19902 (fThirtyFiveDarkChocolate).
// cooked:
// 47 soya beside roti = soya chunk curry, a katori (150 g) of INDB BFP206 (fSixSoyaMatar); 3 roti = 3 ×
//    40 g; "9 pm" no food.
// 48 kulthi beside bhaat = kulthi (horse gram) dal, a katori (150 g) of INDB OSR143 (kulthiDal); bhaat
//    = 200 g.
// numberword:
// 49 nalku (Kannada 4) chapati = 4 × 40 g; hesaru kaalu saaru (whole green gram curry) ondu (1) katori
//    = 150 g of INDB BFP178 (wholeMoong).
// 50 dhai (Hindi 2½) roti = 2.5 × 40 g = 100 g of roti; dedh (1½) katori arhar dal = 225 g of FNDDS
//    41311030 (dal).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAAYA = 'chaayaChai=milk@62+tea+sugar';

export const FRESH54_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'hoshiarpur wapas aa ke pehla khana: sukki gobhi matar aloo, tinn phulke, ik katori dahi',
    'punjabi plain numberword',
    'gobhiMatarAloo=fFiftyFourGobhiMatar phulke=roti:3 dahi=curd',
  ],
  [
    'gorakhpur mein chachi ne bharwa tinde banaye, 4 roti ke saath, upar se ek glass mattha',
    'up plain',
    'bharwaTinde=fFiftyFourBharwaTinde roti:4 mattha=buttermilk',
  ],
  [
    'bhagalpur home lunch: kadhi bari, bhaat n aloo bhujia, then a long nap before evening nets',
    'bihar plain',
    'kadhiBari=kadhi bhaat=rice:2 alooBhujia=alooSabzi',
  ],
  [
    'siliguri te mashir bari: bhaat, chhanar dalna ar duto begun bhaja, bikel e net practice',
    'bengali plain numberword',
    'bhaat=rice:2 chhanarDalna=fSixMatarPaneer begunBhaja=fSevenBegunBhaja:2',
  ],
  [
    'dibrugarh t ghoror bhat: bilahi diya maas, bhendi bhaji aru bhat, khel r aagote',
    'assam plain',
    'bilahiMaas=fishCurry bhendiBhaji=bhindiFry bhat=rice:2',
  ],
  [
    'christmas alle, thrissur veettil oru kashnam plum cake um oru glass chaaya um',
    'kerala plain numberword',
    `plumCake=fFiftyFourPlumCake ${CHAAYA}`,
  ],
  [
    'tirunelveli la paati veetla kozhi kuzhambu, saadham, vendakkai poriyal - semma kaaram',
    'tamil plain',
    'kozhiKuzhambu=chickenCurry saadham=rice:2 vendakkaiPoriyal=bhindiFry',
  ],
  [
    'vizag intlo amma chesina chepala pulusu, annam, beerakaya kura - match mundu light ga',
    'telugu plain',
    'chepalaPulusu=fishCurry annam=rice:2 beerakayaKura=fTwentyTwoLuffa',
  ],
  [
    'hubballi khanavali alli shavige bath tinde, ondu plate, kudiyoke ondu glass majjige',
    'kannada plain numberword',
    'shavigeBath=vermicelliUpma majjige=buttermilk',
  ],
  [
    'nagpur la mitra kade saoji chicken ani teen chapati, ekdam zhanzhanit',
    'marathi plain numberword',
    'saojiChicken=chickenCurry chapati=roti:3',
  ],
  [
    'surat, ghare sanj nu jaman - tindora nu shaak, dal-bhaat ne 4 rotli',
    'gujarati plain',
    'tindoraShaak=vegCurry dal bhaat=rice:2 rotli=roti:4',
  ],
  ['ambot tik over 2 katoris of ukde rice, mapusa, post fielding', 'goan plain', 'ambotTik=fishCurry ukdeRice=rice:2'],
  [
    'sunday = egg curry day at the mess. took the 2 egg portion, rice (2 katori) n 2 rotis',
    'hostel plain',
    'eggCurry=fThirtyTwoEggCurry:2 rice:2 rotis=roti:2',
  ],
  [
    'academy breakfast tray - veg upma (one plate), boiled eggs x2, a banana, coffee black w/o sugar',
    'hostel plain',
    'vegUpma=fThirtyThreeVegUpma boiledEggs=egg:2 banana blackCoffee',
  ],
  [
    'new market bhopal mein tikki wale bhaiya se do tikki hari chutney ke saath, phir ek chai',
    'street plain',
    `tikki=fFiftyFourAlooTikki:2 hariChutney=greenChutney ${CHAI}`,
  ],
  [
    'holi pe bua ke ghar rang khelne ke baad 2 nariyal barfi aur ek glass thandai',
    'north plain',
    'nariyalBarfi=barfi:2 thandai',
  ],
  [
    'barbeque nation after the series win: 5 pcs chicken tikka, 4 fish tikka, a plate of veg biryani, 2 gulab jamun',
    'chain plain',
    'chickenTikka=grilledChicken@150 fishTikka:4 vegBiryani gulabJamun=fThirteenGulabJamun:2',
  ],
  [
    'pizza hut veggie supreme, medium pan - i had 3 slices, rest went to the juniors',
    'chain plain',
    'veggieSupreme=fFiftyFourPanPizza:3',
  ],
  [
    'highway mcd stop, just fries (medium) and a hot fudge sundae',
    'chain plain',
    'fries=friesMedium sundae=fFiftyFourSundae',
  ],
  [
    'starbucks while waiting on the team bus - tall caffe mocha plus one butter crossaint',
    'chain plain',
    'mocha=fFiftyFourMocha croissant',
  ],
  ['chaayos before the selection meeting: kulhad adrak chai, one plate poha', 'chain plain', `${CHAI} poha`],
  [
    "T3 haldiram's before boarding: chole bhature (two bhature on the plate, one katori chole)",
    'chain plain',
    'bhature=puri@140 chole',
  ],
  [
    'britannia fruit cake, the 60 g pack, plus a cup of tea, rain delay at the pavilion',
    'snack plain',
    `fruitCake=fFiftyFourPlumCake@60 ${CHAI}`,
  ],
  [
    '11 am between sessions: epigamia mango greek yogurt, the 90 g one, plus a yakult',
    'snack plain',
    'epigamia=fFiftyFourFruitYogurt@90 yakult=fTwentyEightYogurtDrink',
  ],
  [
    'supps: creatine 5 g in water at 7 am; post-nets whey, 1 scoop, shaken in 300 ml of toned milk; fast&up reload 500 ml sipped thru the session',
    'gym plain',
    'whey milk@308.9 reload=fTwentyFourOrs@524.1',
  ],
  [
    'fielding drill ke baad ek phab protien bar (65 g) aur ORS ka ek glass',
    'gym plain',
    'phab=proteinBar@65 ors=fTwentyFourOrs',
  ],
  [
    'post-lift bowl: 3 eggs scrambled in a little oil, 100 g cooked quinoa, half an avacado',
    'gym plain',
    'scrambledEggs=omelette:3 quinoa@100 avocado=fTwelveAvocado@75',
  ],
  [
    'evening snack b4 nets: 1 apple, 4 khajoor, 8 kaju n 3 anjeer',
    'fruit plain',
    'apple khajoor=dates:4 kaju=cashews:8 anjeer=fSixteenFig:3',
  ],
  [
    'today so far - 8 am 3-egg bhurji on 2 toasts, 1 pm chicken curry w/ 2 katori rice, 6 pm 6 veg momos from wow momo, 9:30 pm 2 rotis with palak paner',
    'north plain',
    'bhurji=fThirtyTwoAndaBhurji:3 toasts=bread:2 chickenCurry rice:2 vegMomos=fSixteenVegMomo:6 rotis=roti:2 palakPaneer',
  ],
  [
    'pure din ka khana likh raha hu: nashte mein ek plate poha + chai, lunch rajma chawal, 5 baje 2 kele, dinner 3 roti aur lauki chana dal',
    'north plain',
    `poha ${CHAI} rajma chawal=rice:2 kele=banana:2 roti:3 laukiChanaDal=chanaDalLauki`,
  ],
  // combinations named with their own parts
  [
    'dahi-jalebi wala nashta mathura mein: 150 g jalebi aur ek katori gaadha dahi',
    'north combo',
    'jalebi=fSevenJalebi@150 dahi=curd',
  ],
  [
    'dim-bhaat, hostel style: dui bati bhaat, duto sheddho dim ar ek chamoch ghee',
    'bengali combo numberword',
    'bhaat=rice:2 dim=egg:2 ghee',
  ],
  // headers naming the meal, then its list
  [
    'post-match team dinner (we won 🏆): butter naan x2, paneer butter masala, dal makhani, gulab jamun (1)',
    'north header',
    'butterNaan=naan:2+butter:2 paneerButterMasala dalMakhani=fFortySevenDalMakhani gulabJamun=fThirteenGulabJamun',
  ],
  [
    'aadivaram bhojanam list: kodi kura, rendu katorila annam, perugu, oka arati pandu',
    'telugu header numberword',
    'kodiKura=chickenCurry annam=rice:2 perugu=curd aratiPandu=banana',
  ],
  // a smoothie and a sandwich with its filling
  [
    'kiwi-palak smoothie after the run: 2 kiwis, a fistful of spinach leaves, 200 ml coconut water',
    'gym addon',
    'smoothie=kiwi:2+fTwentyEightRawSpinach+coconutWater@202.9',
  ],
  [
    'hung curd sandwich i made - 100 g hung curd mixed with half a grated carrot, spread on 2 slices of atta bread',
    'snack addon',
    'hungCurdSandwich=brownBread:2+greekYogurtWhole@100+fTwentyTwoRawCarrot@30',
  ],
  // an ingredient or garnish that is not a full serving
  ['green tea, one cup, honey 1 tsp stirred in - after the evening walk', 'gym garnish', 'greenTea=greenTea+honey'],
  [
    'one bowl masala oats, 1 tbsp of pumpkin seeds sprinkled over',
    'gym garnish',
    'masalaOats=oatsWater@250 pumpkinSeeds=fThirtyEightPumpkinSeeds',
  ],
  // food amid training or match talk
  [
    '12 overs, 3/38, 2 maidens on a green top 🔥 hotel food after: 2 tandoori rotis + kadhai chicken',
    'north talk',
    'tandooriRoti=rotiLarge:2 kadhaiChicken=chickenCurry',
  ],
  [
    'swam 2 km (40 lengths) in 44 min. refuel - banana shake, one tall glass, plus 2 boiled eggs',
    'gym talk',
    'boiledEggs=egg:2 bananaShake=fFortyBananaShake',
  ],
  // legume words next to the unit gram
  [
    'kala chana curry (bengal gram), roughly 200 gram, plus 2 bajra rotis at the camp mess',
    'north legume',
    'kalaChana=blackChanaCurry@200 bajraRotis=roti@110',
  ],
  ['300 gram of green gram khichdi, the moong dal one - light dinner before the final', 'north legume', 'khichdi@300'],
  // drinks named after their main ingredient
  ['subah ki daud ke baad tamatar ka juice, ek glass, bina namak', 'north drinkname', 'tamatarJuice=fEightTomatoJuice'],
  ['a glass of watermelon at the beach shack in calangute, no ice', 'goan drinkname', 'watermelon=watermelonJuice'],
  // stated pack weights
  ['finished a 100 g pack of lays american style cream & onion on the bus', 'travel size', 'lays=potatoChips@100'],
  [
    'amul dark chocolate, the 150 g slab - half of it gone in the rain break',
    'snack size',
    'amulDark=fThirtyFiveDarkChocolate@75',
  ],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['soya with 3 roti at 9 pm, hostel mess', 'hostel cooked', 'soya=fSixSoyaMatar roti:3'],
  ['kulthi aur bhaat, pahadi style, nani ke ghar almora mein', 'uttarakhand cooked', 'kulthi=kulthiDal bhaat=rice:2'],
  // counts in number words
  [
    'raatri pg alli nalku chapati, hesaru kaalu saaru ondu katori',
    'kannada numberword',
    'chapati=roti:4 hesaruKaaluSaaru=wholeMoong',
  ],
  [
    'raat ko hostel mein bhook kam thi - dhai roti aur dedh katori arhar dal',
    'north numberword',
    'roti@100 arharDal=dal@225',
  ],
];
