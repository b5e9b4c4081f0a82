// Benchmark meals written on 2026-11-26 blind, as the seventy-fourth blind set after meals-fresh.ts to
// meals-fresh73.ts (the sets in this tree), without running the engine or reading its code or knowledge.
// Each sentence is one log message as an Indian cricketer or athlete would type it to a food-tracking chat,
// themed on the plain everyday food of one week (Monday's bus to the academy to Sunday lunch at a nani's)
// at home and at state academies and their hostels across India: the VCA mess in Nagpur, the SCA academy in
// Rajkot, the KSCA canteen, a Barsapara hostel in Guwahati, a Chepauk hostel tiffin, the HPCA hostel in
// Dharamsala, Mohali, Mangalagiri and a Baroda academy breakfast, and home and street food of Indore,
// Kolkata, Cuttack, Alappuzha, Pune, Lucknow, Patna, Hyderabad and Vijayawada: breakfasts, lunches,
// dinners, snacks, fruit, drinks, milk at night, a whey shake, a cut-phase plate and a bulking week; mostly
// short, terse and chatty, with training, match and hostel talk and abbreviations (mon, tue, wed, thu,
// bfast, n, w, pb, x2, 150g, 2/54, 5:30 am, 11 pm), in plain English and Hinglish and romanised Marathi,
// Gujarati, Bengali, Kannada, Assamese, Odia, Malayalam and Telugu words (25 of 50, 50 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any engine
// run. None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' 4,335 texts (meals.ts, meals-structural.ts, meals-generalise.ts and meals-fresh.ts to
// meals-fresh73.ts) and against every other word of bench/sample/*.ts, comments included, for any shared
// run of four words, and rewritten until none is shared (first drafts of "3 chapati, dal, aloo gobi" at the
// VCA mess; "4 te luchi ar alur dom", then "ek bati alur dom"; "3 boiled eggs, 2 brown bread", then "2
// slice brown bread"; curd rice "n a banana after" nets; "varan bhaat ani batatyachi bhaji"; "roasted
// makhana 1 cup"; "grilled chicken 150g, brown rice (one katori)", then "150 g grilled chicken breast" and
// "brown rice ek katori"; "ammi ke haath ka aloo matar with 3 roti"; "sabudana khichdi ek bowl"; haldi
// doodh "raat ko sone se pehle", then "ek glass garam doodh"; "chicken fried rice, one plate", then "a
// plate of chicken fried rice" "at the hostel mess"; "papaya (1 cup) n a guava"; "7am oats w milk" and "2
// roti, palak paneer" in the Thursday log; "puri bhaji at the dhaba near the ground"; "2 idli, 1 vada",
// then "idli vada at a" tiffin centre; "2 methi thepla, dahi, 2 boiled eggs", then "a katori of dahi";
// "kheere ka raita, 1 gulab jamun"; "2 brown bread slices, 2 tbsp peanut butter", then "sandwich for the
// bus"; "a chammach of ghee poured on", then "upar ek chammach ghee" on dal khichdi; "mess dinner: 3 roti";
// "4 boiled egg whites", then "egg whites x4 (boiled)"; "huruli saaru (horse gram), 200 gram, with rice";
// "green gram sprouts, steamed, 100 gram after the morning run"; "sabut urad (whole black gram) dal, 200
// gram", then "kaali dal (black gram)"; "a 1 litre amul taaza packet, all of it"; "light dinner before the
// match"; "don chapati ani ek vati matkichi usal", then "matki usal ek vati"; "whey 1 scoop, shaken in"
// water). Drafts that were the same meal as an earlier text or came near one by character similarity (above
// 0.6) or word overlap (above 0.45) were changed too where another plain food served (a Horlicks glass
// became Complan, meen curry with choru and cabbage thoran became a karimeen fry, haldi doodh a plain glass
// of warm milk, and the lauki chana dal, dalma bhata, varan bhaat, banana shake, sattu and kadle usli logs
// were reworded); 16 short logs stay above one of those two measures (at most 0.67 character similarity and
// 0.47 word overlap: a poha with a cutting chai, rotli-dal-bhaat, a masala dose with a coffee, an Assamese
// hostel thali, dalma bhata, 2 uttapam, makhana with green tea, the cut-phase plate, aloo matar with roti,
// sabudana khichdi, the Baroda breakfast, dal khichdi with ghee, moong sprouts, ganna, anar, palak with
// roti), the same few words of a common meal in another order, language or place, and were kept as they
// share no run of four words.
// Mix (50): 30 plain everyday logs (home food of Madhya Pradesh, Bengal, Odisha, Kerala, Maharashtra, Uttar
// Pradesh and Bihar; academy and hostel messes in Nagpur, Rajkot, Bengaluru, Guwahati, Chennai, Dharamsala
// and an academy's Chinese night and soup dinner; an Andhra nets day; fruit, nuts, chikki, makhana and
// green tea, a late-night Maggi, milk at bedtime, a whey shake, a banana milkshake, a cut-phase plate and a
// whole Thursday in one message) and 20 over the ten hard classes, two each: combinations named with their
// own parts (combo: puri bhaji, idli vada), headers naming the meal then its list (header: a Baroda academy
// breakfast, Sunday lunch at a nani's), a sandwich with its filling and a brand with its generic food
// (addon: a peanut butter sandwich, Complan), an ingredient or garnish that is not a full serving (garnish:
// shahad on dahi, ghee on dal khichdi), food amid match or training talk whose numbers are no food (talk:
// 18 overs at Mohali, a fielding drill), legume names with "gram" next to a weight in grams (legume: white
// bengal gram, green gram sprouts), drinks named after their main ingredient (drinkname: ganna, anar),
// stated sizes (size: a large coke, a whole litre of toned milk), the cooked dish meant by a raw word
// beside a bread or rice (cooked: palak, moong) and counts in number words (numberword: Telugu and Marathi;
// Hindi, Bengali, Kannada and English number words also appear in plain, addon, garnish and drinkname
// meals, tagged so).
// One new reference food (prefix fSeventyFour, citing its row in reference-foods.ts): ChickenSoup (FNDDS
// 28340660 Chicken or turkey vegetable soup, home recipe, a bowl = 250 g by the soup convention, its 1 cup
// being 239 g; an academy mess chicken clear soup, which no earlier key covers: the soup keys present are
// lentil, tomato, sweet corn, hot and sour, gundruk jhol and a veg thukpa); every other item is an existing
// key. Water is never counted (no energy), nor are the water of a whey shake, the salt of a namkeen sattu
// or the spices of a dish; clock times, "mon", "tue", "wed", "thu", "sunday", "ekadashi", "18 overs",
// "2/54", "90 min", "40 catches", "rest day movie", "bulking week", "on the cut", "match tomorrow", "cheeni
// nahi" (no sugar) and place names are no food, VCA, SCA, KSCA and HPCA are state cricket associations and
// Complan is a brand name.
// Conventions, as meals-fresh50.ts to meals-fresh73.ts: a katori (vati, bati) = 150 g of a dal, curry,
// raita, khichdi or curd, 120 g of a dry sabzi (bhaji, usal) and 100 g of rice, so half a katori of rice =
// 50 g; unquantified dal or curry (toor dal, dal, dail, varan, dalma, lauki chana dal, kadhi, rajma, chole,
// alur dom, mutton curry, aloo matar, palak paneer, sambar) = a katori (150 g), and konir (egg) curry = the
// egg-curry row's bowl of one egg in gravy (151.6 g); unquantified dry sabzi (gobi aloo, ringan nu shaak,
// aloo pitika, batatyachi bhaji, cabbage thoran, mix veg, bhindi, palak) = a katori (120 g); unquantified
// rice (bhaat, bhat, bhata, choru, chawal, rice, jeera rice) in a meal = 2 katori, 200 g; unquantified dahi
// = a katori (150 g); a roti, rotli, chapati, chapatya or phulka = 40 g (FNDDS 51300175 medium); a luchi =
// a puri, 36 g (meals.ts luchi); a thepla = 36.4 g (INDB OSR104); an idli = 40 g and a vada = 40 g; an
// uttapam = 120 g and a pesarattu = 80 g (the keys' conventions); a plate of poha = 180 g; a plate of fried
// rice = 300 g; a bowl of soup = 250 g; milk oats said without an amount = the oats key's 1 cup, 240 g;
// matki usal = the sprouts key (FNDDS 41108010, the usal and misal proxy), a katori of 120 g
// (meals-fresh29.ts "ek vati matki usal"); mutton curry = FNDDS 27116100 (beefCurry, the red-meat curry
// proxy); a chammach of ghee = 1 tsp, 5 g; "thoda" shahad = 1 tsp, 7 g of honey (as meals-fresh60.ts "thoda
// ghee" = 1 tsp); a chutney said without an amount = 1 tbsp; a glass of milk (doodh) = 258 g (250 ml); ml
// of milk × 244/237 g (FNDDS 11112110), so a litre = 1029.5 g; a glass of majjiga (chaas) = 250 g; a glass
// of a juice = its key's 250 ml glass (262 g); a glass of sattu = 30 g of sattu (the chickpeaFlour key's
// convention, water not counted); a glass of a malted milk drink (Complan, as Horlicks in earlier sets) =
// 270 g of FNDDS 11526000; a nariyal pani = 1 cup, 240 g (meals-fresh5.ts tender coconut); CHAI = meals.ts
// (62 g milk + 60 g tea + 1 tsp sugar); a cutting chai = half of it (31 g milk + 30 g tea + 2.1 g sugar, as
// meals-fresh45.ts, meals-fresh57.ts and meals-fresh60.ts); KAAPI = meals.ts filter coffee (100 g milk + 50
// g decoction as tea + 1 tsp sugar), also for a KSCA canteen "coffee". For every meal, in file order:
// plain:
//  1 5 bheege (soaked) badam = 5 × 1.2 g of FNDDS 42101130 (almonds); 1 kela = 126 g of FNDDS 63107010
//    (banana); "5:30 am", "academy bus" no food.
//  2 3 chapati = 3 × 40 g of FNDDS 51300175 (roti); toor dal = a katori (150 g) of FNDDS 41311030 (dal);
//    gobi aloo = a katori (120 g) of INDB ASC171 (fSixAlooGobi, aloo gobhi); half katori rice = 50 g of
//    FNDDS 56205008 (rice).
//  3 "post gym shaker" no food: whey, one scoop = 30 g of FNDDS 95230000 (whey); the water not counted.
//  4 2 roti = 2 × 40 g; ek (Hindi 1) katori chawal = 100 g of rice; lauki chana dal = a katori (150 g) of
//    INDB ASC153 (chanaDalLauki).
//  5 poha ek (1) plate = 180 g (poha, its IFCT recipe); cutting chai = half a CHAI (31 g milk + 30 g tea +
//    2.1 g sugar).
//  6 4 rotli = 4 × 40 g of roti; dal = a katori (150 g) of FNDDS 41311030; bhaat = 200 g of rice; ringan nu
//    shaak (brinjal sabzi) = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant).
//  7 charte (Bengali 4) luchi = 4 × 36 g of FNDDS 51300180 (puri); alur dom one bati = 150 g of INDB BFP239
//    (fThirtyThreeAlooRasedar, potatoes in a tomato gravy; INDB ASC214 dum aloo prints 682 kcal and 74 g
//    fat per 100 g, so it is passed over); "robibar" (Sunday), "mashi" no food.
//  8 3 ande uble (boiled eggs) = 3 × 50 g of FNDDS 31103010 (egg); brown bread, do (Hindi 2) slice = 2 × 36
//    g of FNDDS 51300110 (brownBread).
//  9 ondu (Kannada 1) masala dose = 200 g of FNDDS 58174100 (masalaDosa, its convention); ondu coffee =
//    KAAPI.
// 10 bhat = 200 g of rice; dail = a katori (150 g) of FNDDS 41311030 (dal); aloo pitika = a katori (120 g)
//    of FNDDS 71103030 (alooSabzi, as meals-fresh60.ts); konir (egg) curry = 151.6 g of INDB BFP240
//    (fThirtyTwoEggCurry, one egg with its gravy).
// 11 dalma = a katori (150 g) of INDB OSR141 (dalma); bhata = 200 g of rice; "maa randhithile" (mother
//    cooked) no food.
// 12 curd rice, one plate = 216.2 g of INDB ASC126 (curdRice); a banana = 126 g; "long nets" no food.
// 13 2 uttapam = 2 × 120 g (uttapam, its convention; INDB BFP152); sambar = a katori (150 g) of FNDDS
//    41311020; coconut chutney said without an amount = 1 tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 14 choru = 200 g of rice; karimeen fry = 1 fried fish, 67 g of FNDDS 26100140 (fishFry, 1 fried fish
//    steak); cabbage thoran = a katori (120 g) of INDB ASC181 (cabbagePoriyal).
// 15 batatyachi bhaji = a katori (120 g) of FNDDS 71103030 (alooSabzi); varan = a katori (150 g) of FNDDS
//    41311030 (dal); bhaat = 200 g of rice.
// 16 green tea = 1 cup, 240 g of FNDDS 92303010 (greenTea); a cup of makhana, roasted = 32 g of SR26 12013
//    (fFiveMakhana, 1 cup).
// 17 150 g of grilled breast as stated = FNDDS 24123301 (grilledChicken); brown rice (katori) = 100 g of
//    FNDDS 56205018 (brownRice); broccoli 1 cup = 155 g of FNDDS 72201211.
// 18 rajma = a katori (150 g) of FNDDS 41106010 (rajma); jeera rice = 200 g of INDB BFP134 (jeeraRice); 2
//    phulka = 2 × 40 g of roti.
// 19 one packet maggi = 70 g dry of SR26 06583 (maggi, its pack convention); "11 pm" no food.
// 20 aloo matar = a katori (150 g) of INDB ASC190 (alooMatar); teen (Hindi 3) roti = 3 × 40 g.
// 21 banana milkshake, tall glass = 345.5 g of INDB ASC016 (fFortyBananaShake, its tall glass).
// 22 mutton curry = a katori (150 g) of FNDDS 27116100 (beefCurry); chawal = 200 g of rice.
// 23 sabudana khichdi, one bowl = 271.4 g of INDB OSR099 (sabudanaKhichdi); "ekadashi fast" no food.
// 24 doodh ek (1) glass = 258 g of FNDDS 11112110 (milk); "cheeni nahi" (no sugar), so none counted.
// 25 2 peanut chikki = 2 × 28.35 g of SR26 19148 (fSevenChikki, 1 oz a piece).
// 26 ek (1) glass namkeen sattu = 30 g of SR26 16157 (chickpeaFlour, the sattu proxy and its glass
//    convention); water and salt not counted.
// 27 chicken fried rice, full plate = 300 g of FNDDS 58150320 (fFourChickenFriedRice).
// 28 papaya, a cup = 145 g of FNDDS 63133010 (papaya, 1 cup of cubes by SR26 09226); one guava = 55 g of
//    FNDDS 63125010.
// 29 chicken clear soup, one bowl = 250 g of FNDDS 28340660 (fSeventyFourChickenSoup); 2 roti = 2 × 40 g;
//    mix veg = a katori (120 g) of FNDDS 75440600 (vegCurry).
// 30 a whole day: milk oats = 240 g of FNDDS 56203066 (oats); 2 eggs = 2 × 50 g of FNDDS 31103010; 3 roti =
//    3 × 40 g; dal = a katori (150 g); bhindi = a katori (120 g) of INDB BFP269 (bhindiFry); rice = 200 g;
//    nariyal pani = 240 g of FNDDS 42403010 (coconutWater); palak paneer = a katori (150 g) of FNDDS
//    72125310; 2 roti = 2 × 40 g; the clock times no food.
// combo:
// 31 puri bhaji: 4 puri = 4 × 36 g of FNDDS 51300180 (puri); one katori bhaji = 120 g of FNDDS 71103030
//    (alooSabzi, the dry potato bhaji).
// 32 idli vada: idli 2 = 2 × 40 g (idli, its IFCT recipe); vada 1 = 40 g of FNDDS 58175000 (vada); sambar =
//    a katori (150 g) of FNDDS 41311020.
// header:
// 33 "baroda academy breakfast" no food: methi thepla x2 = 2 × 36.4 g of INDB OSR104 (thepla); dahi (1
//    katori) = 150 g of FNDDS 11411100 (curd); boiled eggs x2 = 2 × 50 g; chai = CHAI.
// 34 "sunday lunch at nani ke" no food: chole = a katori (150 g) of FNDDS 41302010 (chole); chawal = 200 g;
//    raita (kheera wala) = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita); 1 gulab jamun = 40 g
//    (fThirteenGulabJamun).
// addon:
// 35 a pb sandwich, one item: two (English 2) brown slices = 2 × 36 g of FNDDS 51300110 (brownBread); 2
//    tbsp of pb = 2 × 16 g of FNDDS 42202000 (peanutButter).
// 36 Complan (a brand) ek (1) glass, doodh wala = its generic food, a malted milk drink made up in milk,
//    270 g of FNDDS 11526000 (fThirtyEightMaltedMilk, the generic of Horlicks, Boost or Maltova in milk);
//    "school ke time se" no food.
// garnish:
// 37 dahi ek (1) katori = 150 g of FNDDS 11411100 (curd); upar se thoda shahad (a little honey on top) = 1
//    tsp, 7 g of FNDDS 91302010 (honey).
// 38 dal khichdi one katori = 150 g of FNDDS 41311040 (khichdi); a chammach ghee melted over it = 1 tsp, 5
//    g of FNDDS 81204000 (ghee).
// talk:
// 39 "18 overs", "2/54", "mohali" no food: 3 roti = 3 × 40 g; kadhi = a katori (150 g) of the kadhi key
//    (FNDDS 41311030, as meals.ts).
// 40 "90 min", "40 catches each" no food: 4 egg whites, boiled = 4 × 33 g of FNDDS 31108110
//    (fSevenEggWhite); a banana = 126 g.
// legume:
// 41 kabuli kadle usli (white bengal gram, boiled and tempered) by the stated 100 gram = FNDDS 41302020
//    (chickpeasBoiled, chickpeas from dried, no added fat, as meals-fresh72.ts togari kaalu usli without
//    fat); "gram" is part of the pulse's name once and the unit once; "tea time" no food.
// 42 green gram (moong) sprouts, steamed, by the stated ~100 gram = SR26 11044 (fSixSproutsBoiled, sprouted
//    mung beans, boiled); "about" taken as the stated weight; "post-run" no food.
// drinkname:
// 43 ganna, ek (1) glass = sugarcane juice, a 250 ml glass, 262 g of FNDDS 92612010 (sugarcaneJuice); no
//    cane.
// 44 anar, one glass = pomegranate juice, a 250 ml glass, 262 g of FNDDS 64126000 (pomegranateJuice); no
//    whole fruit.
// size:
// 45 a large coke, finished = 1 large drink, 744 g of FNDDS 92410310 (colaLarge); "rest day movie" no food.
// 46 a whole litre of toned milk = 1000 ml × 244/237 = 1029.5 g of FNDDS 11112110 (milk, reduced fat 2 %,
//    the toned-milk key); "bulking week" no food.
// cooked:
// 47 palak beside roti = palak sabzi, a katori (120 g) of FNDDS 72125217 (spinachCooked); 2 roti = 2 × 40
//    g; "hostel wala" no food.
// 48 moong beside rice = sabut moong dal, a katori (150 g) of INDB BFP178 (wholeMoong); rice = 200 g;
//    "match tomorrow" no food.
// numberword:
// 49 moodu (Telugu 3) pesarattu = 3 × 80 g of INDB OSR103 (pesarattu, its convention); oka (1) glass
//    majjiga = 250 g of FNDDS 11115100 (buttermilk).
// 50 don (Marathi 2) chapatya = 2 × 40 g of roti; matkichi usal, vatibhar (a full vati) = 120 g of FNDDS
//    41108010 (sprouts, the usal proxy, as meals-fresh29.ts).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CUTTING = 'cuttingChai=milk@31+tea@30+sugar@2.1';
const KAAPI = 'coffee=milk@100+tea@50+sugar';

export const FRESH74_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'mon, 5:30 am: 5 bheege badam aur 1 kela before the academy bus',
    'north fruit plain',
    'badam=almonds:5 kela=banana',
  ],
  [
    'nagpur, VCA mess lunch: 3 chapati + toor dal + gobi aloo, half katori rice',
    'marathi hostel plain',
    'chapati=roti:3 dal alooGobi=fSixAlooGobi rice@50',
  ],
  ['post gym shaker: whey, one scoop, water only', 'gym supplement plain', 'whey'],
  [
    'ghar wapas, dinner: 2 roti + ek katori chawal w lauki chana dal',
    'north plain numberword',
    'roti:2 chawal=rice laukiChanaDal=chanaDalLauki',
  ],
  ['tue nashta, indore - poha ek plate n cutting chai', 'central plain numberword', `poha ${CUTTING}`],
  [
    'SCA academy, rajkot: 4 rotli, dal, bhaat ane ringan nu shaak',
    'gujarati hostel plain',
    'rotli=roti:4 dal bhaat=rice:2 ringanNuShaak=fTwentyOneEggplant',
  ],
  [
    'kolkata robibar: charte luchi, alur dom one bati, mashi made it',
    'bengali plain numberword',
    'luchi=puri:4 alurDom=fThirtyThreeAlooRasedar',
  ],
  ['pre-nets in the room: 3 ande uble + brown bread, do slice', 'gym plain numberword', 'egg:3 brownBread:2'],
  ['KSCA canteen: ondu masala dose, ondu coffee', 'kannada plain numberword', `masalaDose=masalaDosa ${KAAPI}`],
  [
    'barsapara hostel: bhat, dail, aloo pitika aru konir curry',
    'assam hostel plain',
    'bhat=rice:2 dail=dal alooPitika=alooSabzi konirCurry=fThirtyTwoEggCurry',
  ],
  ['cuttack re ghara khana - dalma, bhata, maa randhithile', 'odia plain', 'dalma bhata=rice:2'],
  ['curd rice, one plate + a banana, long nets at mangalagiri today', 'telugu plain', 'curdRice banana'],
  [
    'chepauk hostel tiffin - 2 uttapam, sambar, coconut chutney',
    'tamil hostel plain',
    'uttapam:2 sambar coconutChutney',
  ],
  [
    'alappuzha veedu: choru, karimeen fry, cabbage thoran',
    'kerala plain',
    'choru=rice:2 karimeenFry=fishFry cabbageThoran=cabbagePoriyal',
  ],
  [
    'punyat ghari aai: batatyachi bhaji, varan, bhaat',
    'marathi plain',
    'batatyachiBhaji=alooSabzi varan=dal bhaat=rice:2',
  ],
  ['wed evening: green tea + a cup of makhana, roasted in the pan', 'snack plain', 'makhana=fFiveMakhana greenTea'],
  [
    'on the cut, lunch was 150 g of grilled breast, brown rice (katori), broccoli - 1 cup, steamed',
    'gym plain',
    'grilledBreast=grilledChicken@150 brownRice broccoli',
  ],
  ['hpca hostel dharamsala: rajma, jeera rice n 2 phulka', 'himachal hostel plain', 'rajma jeeraRice:2 phulka=roti:2'],
  ['one packet maggi at 11 pm in the room, dont tell coach', 'hostel snack plain', 'maggi'],
  ['lucknow: aloo matar aur teen roti, ammi ne banayi', 'north plain numberword', 'alooMatar roti:3'],
  ['post-gym banana milkshake, tall glass', 'gym plain', 'bananaShake=fFortyBananaShake'],
  ['sunday ko papa ne mutton curry banaya, chawal ke saath', 'north plain', 'muttonCurry=beefCurry chawal=rice:2'],
  ['ekadashi fast - only sabudana khichdi, one bowl', 'north plain', 'sabudanaKhichdi'],
  ['sote waqt doodh garam karke, ek glass, cheeni nahi', 'north plain numberword', 'garamDoodh=milk'],
  ['2 peanut chikki between sessions', 'snack plain', 'chikki=fSevenChikki:2'],
  ['patna, dopahar: ek glass namkeen sattu', 'bihar plain numberword', 'sattu=chickpeaFlour'],
  [
    'chinese night in our academy mess: chicken fried rice, full plate',
    'hostel plain',
    'chickenFriedRice=fFourChickenFriedRice',
  ],
  ['fruit after lunch: papaya, a cup, plus one guava', 'fruit plain', 'papaya guava'],
  [
    'dinner at the academy: chicken clear soup, one bowl + 2 roti + mix veg',
    'hostel plain',
    'chickenSoup=fSeventyFourChickenSoup roti:2 mixVeg=vegCurry',
  ],
  [
    'thu, all of it: 7 am milk oats + 2 eggs; 1 pm 3 roti, dal, bhindi, rice; 5 pm nariyal pani; 9 pm palak paneer w 2 roti',
    'north hostel plain multi',
    'oats egg:2 roti:3 dal bhindi=bhindiFry rice:2 nariyalPani=coconutWater roti:2 palakPaneer',
  ],
  // combinations named with their own parts
  ['puri bhaji, stadium road dhaba: 4 puri n one katori bhaji', 'west combo', 'puri:4 bhaji=alooSabzi'],
  ['hyderabad tiffin centre: idli 2 + vada 1, sambar on the side', 'telugu combo', 'idli:2 vada sambar'],
  // headers naming the meal, then its list
  [
    'baroda academy breakfast → methi thepla x2, dahi (1 katori), boiled eggs x2, chai',
    'gujarati header',
    `thepla:2 dahi=curd eggs=egg:2 ${CHAI}`,
  ],
  [
    'sunday lunch at nani ke → chole, chawal, raita (kheera wala), 1 gulab jamun',
    'north header',
    'chole chawal=rice:2 raita=fSevenCucumberRaita gulabJamun=fThirteenGulabJamun',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'pb sandwich: 2 tbsp of pb between two brown slices, made it in the room',
    'gym addon numberword',
    'pbSandwich=brownBread:2+peanutButter:2',
  ],
  [
    'complan, ek glass, doodh wala - school ke time se habit hai',
    'north addon numberword',
    'complan=fThirtyEightMaltedMilk',
  ],
  // an ingredient or garnish that is not a full serving
  ['dahi ek katori, upar se thoda shahad', 'north garnish numberword', 'dahi=curd shahad=honey'],
  ['dal khichdi one katori and a chammach ghee melted over it', 'north garnish', 'khichdi@150 ghee'],
  // food amid match or training talk
  ['bowled 18 overs at mohali today, 2/54. dinner in the mess - 3 roti + kadhi', 'punjabi talk', 'roti:3 kadhi'],
  [
    'fielding drills 90 min, 40 catches each. then 4 egg whites, boiled, n a banana',
    'gym talk',
    'eggWhites=fSevenEggWhite:4 banana',
  ],
  // legume words next to the unit gram
  [
    'tea time snack: 100 gram kabuli kadle usli (white bengal gram)',
    'kannada legume',
    'kabuliKadle=chickpeasBoiled@100',
  ],
  ['green gram (moong) sprouts steamed, about 100 gram, post-run', 'gym legume', 'moongSprouts=fSixSproutsBoiled@100'],
  // drinks named after their main ingredient
  ['ganna, ek glass, academy gate ke bahar', 'north drinkname numberword', 'ganna=sugarcaneJuice'],
  ['anar, one glass, fresh at the juice stall', 'north drinkname', 'anar=pomegranateJuice'],
  // a drink size and a milk packet size
  ['rest day movie - a large coke, finished it', 'snack size', 'coke=colaLarge'],
  ['bulking week: a whole litre of toned milk over the day', 'gym size', 'tonedMilk=milk@1029.5'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['palak with 2 roti, hostel wala', 'north cooked', 'palak=spinachCooked roti:2'],
  ['moong and rice tonight, keeping it light, match tomorrow', 'north cooked', 'moong=wholeMoong rice:2'],
  // counts in number words
  ['moodu pesarattu, oka glass majjiga - vijayawada', 'telugu numberword', 'pesarattu:3 majjiga=buttermilk'],
  ['don chapatya ani matkichi usal, vatibhar', 'marathi numberword', 'chapatya=roti:2 matkiUsal=sprouts'],
];
