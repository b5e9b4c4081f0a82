// Benchmark meals written on 2026-11-25 blind, as the sixty-first blind set after meals-fresh.ts to
// meals-fresh60.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat, on the home and
// street food of Bengal, Odisha, Bihar, Jharkhand, Assam and the North-East, Nepal and Bangladesh (a
// ma's doi maach, an eid dawat at a khala's house in Dhaka, a jejema's kitchen in Puri, a Patna home, a
// Ranchi monsoon, a Tezpur aita, a Khasi teammate's mom in Shillong, a Naga friend in Dimapur, a cold
// night in Mustang, TSC in Dhaka, Dacres Lane, a tilkut box from Gaya, a nani in Darbhanga, an iftar in
// Chattogram, Thamel, Puri mahaprasad, nolen gur in winter, a nanu in Sylhet, Tangra after a CAB game,
// Sasaram, chui jhal in Khulna, a Kalimpong homestay, Old Dhaka, the Mohun Bagan tent, a rainy Sunday,
// a para tea stall, a Guwahati and a Dhaka team hotel, a Howrah platform stall, a dida's Horlicks, a
// Bihu jolpan, a birthday payesh, a Keenan nets session, a Cuttack hostel, a Gaya cart, Salt Lake, a
// Bhagalpur mess, a morning before practice and an Itahari breakfast), a road trip between venues
// (Ranchi to Jamshedpur, Guwahati to Shillong, Bhubaneswar to Cuttack, Kolkata to Durgapur and Siliguri
// to Gangtok), a gym plate weighed in grams and two whole-day messages, terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, bbsr, ~100 g, ~250, x2, 38*, 1/19, 7am,
// 8 inch), in plain English, Hinglish and romanised Bengali (also of Bangladesh), Odia, Assamese and
// Nepali words, with Khasi, Naga, Jharkhandi, Bihari and Sylheti dish names (22 of 50, 44 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any
// engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,685 texts (meals.ts, meals-structural.ts, meals-generalise.ts and
// meals-fresh.ts to meals-fresh60.ts: character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (first drafts of morog polao "ar ek glass borhani" at an
// eid dawat, a mausi's bhata, dalma and rohi jhola in Puri ("re mausi ghare bhata"), 2 sattu parathas
// with baingan chokha in Patna, chotpoti "and a cup of tea", 2 aloo chop "n a cup of muri", tini ta
// rasagola at Pahala, veg chowmein ek plate in Thamel, a gym plate of grilled chicken breast, baked
// sweet potato, broccoli and olive oil, a Bengali whole day of toast, dim sedho, musur dal and "2 piece
// begun bhaja", 2 porota with "ekta dim bhaji ar ek cup cha" in Khulna, thukpa "and 2 boiled eggs"
// "after the hill run", a Shillong jadoh "(one plate) and a katori of", panta-ilish on Pohela Boishakh,
// litti-chokha "teen litti, ek katori chokha", a bread-omelette "2 slices of bread, a 2 egg omelette",
// an egg sandwich of "2 slices white bread", 6 momos "n a glass of lassi" after sixes "in the last
// over", kurthi (horse gram) dal 200 gram with marua roti, biri dali "(split black gram) 200 gram", a
// dab "straight after nets in", a Domino's regular margherita (7 inch), parwal "and 4 rotis at the
// hostel mess" and sarita ruti aru ebati dail were dropped or rewritten for that; only stock phrases
// such as "a katori of", "(a katori)", "ek bati" or "a red tea" are shared).
// Mix (50): 30 plain everyday logs (home food of Bengal, Bangladesh, Odisha, Bihar, Jharkhand, Assam,
// Meghalaya, Nagaland, Nepal and the Darjeeling hills; street food of Dhaka, Kolkata, Chattogram and
// Thamel; a road trip between venues in four messages, a gym plate weighed in grams and two whole days
// in one message each) and 20 over the ten hard classes, two each: combinations named with their own
// parts (combo: khichuri-beguni, ghugni-pauruti), headers naming the meal then its list (header: a
// Guwahati team hotel breakfast, a Dhaka team hotel dinner), a sandwich with its filling and a brand
// with its generic food (addon: an egg sandwich, a glass of Horlicks), an ingredient or garnish that is
// not a full serving (garnish: gur on doi-chira, kaju and kishmish on payesh), food amid match or
// training talk whose numbers are no food (talk: 38* off 21, a 6-over spell of 1/19), legume names
// with "gram" next to a weight in grams (legume: red gram, split black gram), drinks named after their
// main ingredient (drinkname: bel, dab), a ml bottle and an inch-sized roti (size: 600 ml Thums Up, 8
// inch rotis), the cooked dish meant by a raw word beside a bread or rice (cooked: lau, parwal) and
// counts in number words (numberword: Assamese and Nepali; Nepali, Bengali, Odia and English number
// words also appear in plain meals, tagged so).
// One new reference food (prefix fSixtyOne, citing its row in reference-foods.ts): ChickenStew (FNDDS
// 27341310 chicken or turkey stew with potatoes and vegetables including carrots, gravy; 1 cup = 252 g,
// also its quantity not specified, taken for a bowl: the Kolkata cabin chicken stew of chicken, potato,
// carrot and papaya in a thin gravy, closer than the Kerala coconut-milk stew of the chickenStew key,
// INDB BFP090); every other item is an existing key. Water is never counted (no energy), nor are mango
// pickle, axone, kasundi, the spices of a dish, or the sugar of a tea said to have none; runs, balls,
// sixes, overs, bowling figures, clock times, "8 tay", "sakraat" and "second campus" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh60.ts: a katori (bati, "small bowl") = 150 g of a dal,
// curry, kheer or curd, 120 g of a dry sabzi (tarkari, torkari, chokha, bhujia, alur dom) and 100 g of
// rice (also of kanika, sweet rice); unquantified dal or curry (dail, dali, dal fry, jhol, jhola,
// kalia, mangxo, chola, chotpoti) = a katori (150 g); unquantified dry sabzi = a katori (120 g);
// unquantified rice (bhaat, bhat, bhata, rice) in a meal = 2 katori, 200 g; mutton, beef and pork
// curries (khashir rezala, chui jhal mangsho, beef with shatkora) = FNDDS 27116100 (beefCurry, the
// red-meat curry proxy, as earlier sets' mezbani gosht and kosha mangsho); a roti, ruti or chapati = 40 g
// (FNDDS 51300175 medium); a large (8 inch) roti = 52 g (rotiLarge, FNDDS 51300175 large roti (8")); a
// marua (ragi) roti = 55 g of roti (meals-fresh52.ts "mandue ki roti"); a puri or luchi = 36 g (FNDDS
// 51300180, as meals-fresh53.ts); a plate of biryani or pulao = 300 g; 2 katori of khichdi (khichuri)
// = 300 g (meals.ts "2 katori khichdi"); a bowl of porridge (oats with milk) = 250 g
// (meals-fresh60.ts); a bowl of thukpa = the fNineThukpa key's bowl, 285 g; a bowl of stew = the
// fSixtyOneChickenStew key's 252 g; a spoon (chamuch) of gur = 1 tsp, 4.6 g (FNDDS 91102010, the
// jaggery key); a butter toast = 1 slice of bread + 1 tsp, 5 g of butter (meals.ts "2
// butter naan" = naan:2 + butter:2); a sandesh = 30 g of INDB OSR022 (meals-fresh13.ts "charte
// sandesh"); dry chira (chura) by its stated grams = SR26 20044 raw rice (meals-fresh29.ts "60 g
// chura"); a glass of milk-based Horlicks = the malted-milk key's 250 ml glass, 270 g; a glass of a
// sharbat = its key's 250 ml glass; ml of a drink × its FNDDS g per fl oz (29.57 ml): 31 g for cola (600
// ml = 628.9 g, as meals-fresh55.ts); a red tea = 125 g of tea (tea@125, meals-fresh51.ts), no sugar as
// said; CHAI (chai, cha, chiya, milk tea) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); LASSI =
// meals.ts (200 g curd + 3 tsp sugar). For every meal, in file order:
// plain:
//  1 doi maach unquantified = a katori (150 g) of FNDDS 27150320 (fishCurry); gobindobhog chaler bhaat =
//    200 g of FNDDS 56205008 (rice); "ek ghum" (a nap) no food.
//  2 khashir rezala (mutton in a white yogurt gravy) ek bati = 150 g of FNDDS 27116100 (beefCurry);
//    plain polao ek plate = 300 g of INDB ASC114 (fTwentySevenGheeRice, plain pulao).
//  3 bhata = 200 g of rice; dalma = a katori (150 g) of INDB OSR141 (dalma); rohi machha jhola = a katori
//    (150 g) of FNDDS 27150320 (fishCurry).
//  4 bhaat = 200 g; chane ki dal = a katori (150 g) of INDB OSR142 (channaDal); alu chokha = a katori
//    (120 g) of FNDDS 71103030 (alooSabzi, as meals-fresh19.ts "chokha"); a papad = 9 g of FNDDS
//    41311000; mango pickle not counted.
//  5 rugra (the monsoon puffball mushroom) sabzi = a katori (120 g) of FNDDS 75219033 (mushroomSabzi); 3
//    rotis = 3 × 40 g; a katori of dal = 150 g of FNDDS 41311030 (dal).
//  6 kukurar mangxo (chicken curry) = a katori (150 g) of FNDDS 27146150 (chickenCurry); bhat = 200 g;
//    ou tenga (elephant apple) diya dail = a katori (150 g) of FNDDS 41311030 (dal).
//  7 jadoh, one full plate = 300 g of FNDDS 27220310 (fFiftyTwoJadoh); tungrymbai (fermented soybean
//    curry) a katori = 150 g of INDB ASC164 (fFiftyTwoSoyabeanCurry, as earlier sets' kinema).
//  8 smoked pork by the stated ~100 g = FNDDS 22107000 (fThirtyFiveSmokedPork); rice = 200 g; axone not
//    counted.
//  9 phapar ko roti (buckwheat roti) duita (Nepali 2) = 2 × 104.4 g of INDB OSR106
//    (fTwentyEightBuckwheatPancake, 1 buckwheat pancake); aalu ko tarkari = a katori (120 g) of FNDDS
//    71103030 (alooSabzi).
// 10 chotpoti (one small bowl) = a katori (150 g) of FNDDS 41303010 (fFourSplitPeas, its chotpoti
//    proxy); milk tea = CHAI.
// 11 "ranchi → jamshedpur" no food: 4 tawa roti = 4 × 40 g; dal fry = a katori (150 g) of FNDDS 41311030
//    (dal); aloo jeera = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 12 1 cup cut pineapple = 165 g of FNDDS 63141010 (fFortyFourPineapple); a red tea, no sugar = 125 g of
//    FNDDS 92302000 (tea).
// 13 2 aloo chop = 2 × 55 g of FNDDS 71503010 (fFiftyFourAlooTikki, a potato patty, its proxy for a
//    battered potato chop); muri (1 cup) = 14 g of FNDDS 57340000 (fFivePuffedRice).
// 14 ek bowl chicken stew = 252 g of FNDDS 27341310 (fSixtyOneChickenStew, its 1 cup taken for a bowl);
//    2 ta butter toast = 2 × 28 g of FNDDS 51101000 (bread) + 2 × 5 g of FNDDS 81101000 (butter).
// 15 3 piece tilkut (Gaya's pounded sesame and jaggery sweet) = 3 × 27.5 g of INDB ASC344
//    (fSevenTilLadoo, til with jaggery, 1 ladoo taken for one tilkut).
// 16 kadhi badi = a katori (150 g) of the kadhi key (FNDDS 41311030 as meals.ts); rice = 200 g.
// 17 chola unquantified = a katori (150 g) of FNDDS 41302010 (chole); 3 piyaju = 3 × 15 g (pakora, the
//    onion-besan fritter); 2 beguni = 2 × 40 g of FNDDS 75412010 (fSevenBegunBhaja, 1 slice).
// 18 veg chowmein "plate bhari" (a full plate) = 299.6 g of INDB ASC134 (vegChowmein, 1 plate); masala
//    chiya = CHAI.
// 19 the stated grams: rice 150 g of FNDDS 56205008; moong dal 120 g of INDB ASC151
//    (fTwentyFiveMoongDal); grilled paneer 80 g of IFCT 2017 L003 (paneer); shosha (cucumber) 100 g of
//    FNDDS 75111000.
// 20 a whole day: ek bowl oats doodh diye = 250 g of FNDDS 56203066 (oats, made with milk; a bowl of
//    porridge); bhaat = 200 g; cholar dal = a katori (150 g) of INDB OSR142 (channaDal); aloo-phulkopir
//    torkari = a katori (120 g) of INDB ASC171 (fSixAlooGobi); 2 ta shingara = 2 × 100 g of FNDDS
//    58124500 (samosa); cha = CHAI; tinte (Bengali 3) ruti = 3 × 40 g; murgir jhol = a katori (150 g) of
//    FNDDS 27146150 (chickenCurry); "8 tay" no food.
// 21 a whole day on the road: 2 aloo paratha = 2 × 93.4 g of INDB ASC098 (alooParatha); chai = CHAI; 8
//    veg momos = 8 × 37 g of FNDDS 58121620 (fSixteenVegMomo); a banana = 126 g of FNDDS 63107010; rice =
//    200 g; dal = a katori (150 g) of FNDDS 41311030; chicken curry = a katori (150 g) of FNDDS 27146150;
//    the clock times no food.
// 22 kanika (Odia ghee-sweet rice) gote (Odia 1) bati = a katori of rice, 100 g of INDB ASC125
//    (fThirteenSweetRice); dalma gote bati = 150 g of INDB OSR141 (dalma).
// 23 nolen gurer sandesh duto (Bengali 2) = 2 × 30 g = 60 g of INDB OSR022 (fThreeChhenaPoda, as
//    meals-fresh13.ts).
// 24 beef cooked with shatkora unquantified = a katori (150 g) of FNDDS 27116100 (beefCurry); rice =
//    200 g.
// 25 "CAB er match" no food: chicken fried rice ek plate = 300 g of FNDDS 58150320
//    (fFourChickenFriedRice); chilli chicken unquantified = a katori (150 g) of INDB ASC244
//    (chilliChicken).
// 26 4 rotis = 4 × 40 g; aloo bhujia (Bihari dry-fried potato) = a katori (120 g) of INDB ASC178
//    (fFiftyEightSookheAloo); arhar dal = a katori (150 g) of FNDDS 41311030 (dal).
// 27 chui jhal er khashir mangsho ek bati = 150 g of FNDDS 27116100 (beefCurry); gorom bhaat = 200 g.
// 28 veg thukpa (big bowl) = 285 g of FNDDS 58408500 (fNineThukpa, its bowl); two boiled eggs = 2 × 50 g
//    of FNDDS 31103010 (egg).
// 29 kacchi biryani (a plate) = 300 g of FNDDS 27213010 (muttonBiryani, biryani with meat); a jali kabab
//    (a minced-meat patty dipped in egg and fried) = 85 g of FNDDS 21500310 (fThreeChapliKabab, 1 medium
//    patty).
// 30 2 piece bhetki fish fry = 2 × 67 g of FNDDS 26100140 (fishFry); kasundi not counted.
// combo:
// 31 khichuri-beguni: khichuri 2 katori = 300 g of FNDDS 41311040 (khichdi); 3 beguni = 3 × 40 g of
//    FNDDS 75412010 (fSevenBegunBhaja).
// 32 ghugni-pauruti: pauruti 2 slice = 2 × 28 g of FNDDS 51101000 (bread); ghugni ek bati = 150 g of
//    FNDDS 41303010 (fFourSplitPeas).
// header:
// 33 "breakfast at the guwahati team hotel" no food: 3 luchi = 3 × 36 g of FNDDS 51300180 (puri); a
//    katori of alur dom = 120 g of FNDDS 71103030 (alooSabzi); 2 boiled eggs = 2 × 50 g; black coffee =
//    1 cup, 240 g of FNDDS 92101000 (blackCoffee).
// 34 "team dinner, dhaka hotel" no food: plain rice = 200 g; dal = a katori (150 g) of FNDDS 41311030;
//    rui fish kalia = a katori (150 g) of FNDDS 27150320 (fishCurry); mixed veg = a katori (120 g) of
//    FNDDS 75440600 (vegCurry); 1 roshogolla = 60 g of INDB BFP392 (fSevenRasgulla).
// addon:
// 35 an egg sandwich, one item: two white bread slices = 2 × 28 g of FNDDS 51101000 (bread); a one-egg
//    omelette = 55 g of FNDDS 32130010 (omelette).
// 36 a glass of Horlicks (brand) = its generic food, malted milk, the 250 ml glass, 270 g of FNDDS
//    11526000 (fThirtyEightMaltedMilk).
// garnish:
// 37 doi ek bati = 150 g of FNDDS 11411100 (curd); chira by the stated 50 g = SR26 20044 raw rice
//    (fTwentyRawRice, as meals-fresh29.ts); upor t ek chamuch gur = 1 tsp, 4.6 g of FNDDS 91102010
//    (jaggery).
// 38 payesh ek bati = 150 g of FNDDS 13210410 (fThirtySixRiceKheer); upore 6 ta kaju = 6 × 1.5 g of FNDDS
//    42104110 (cashews); 10 ta kishmish = 10 × 0.5 g of FNDDS 62125100 (raisins).
// talk:
// 39 "38* off 21", "3 sixes in the final over" no food: 6 chicken momos = 6 × 37 g of FNDDS 58112510
//    (momo); lassi (1 glass) = LASSI.
// 40 "6 overs", "1/19", the hamstring no food: 3 rotis = 3 × 40 g; chana dal = a katori (150 g) of INDB
//    OSR142 (channaDal); aloo gobhi = a katori (120 g) of INDB ASC171 (fSixAlooGobi).
// legume:
// 41 rahar (red gram) dal by the stated ~250 gram = FNDDS 41311030 (dal, the arhar dal proxy); 2 marua
//    roti = 2 × 55 g = 110 g of roti; "gram" is part of the pulse's name, the unit is the second one.
// 42 biri dali (split black gram) by the stated 200 gram = INDB ASC152 (uradDal, washed urad dal);
//    bhata = 200 g of rice.
// drinkname:
// 43 bel, one glass = bel sharbat, a 250 ml glass, 250 g of INDB OSR001 (fThreeBelSharbat); no bel fruit.
// 44 dab (a green coconut), one = the water of one tender coconut, 206 g of FNDDS 42403010 (coconutWater;
//    its "1 coconut yields" = 206 g); no coconut flesh.
// size:
// 45 a 600 ml Thums Up, the full bottle = 20.29 fl oz × 31 g = 628.9 g of FNDDS 92410310 (colaSmall key,
//    cola).
// 46 2 roti, 8 inch wali badi = 2 × 52 g of FNDDS 51300175 (rotiLarge, 1 large roti (8")); paneer butter
//    masala unquantified = a katori (150 g) of INDB ASC222 (paneerButterMasala).
// cooked:
// 47 lau (bottle gourd) beside bhaat = lau sabzi, a katori (120 g) of FNDDS 75233027 (fNineteenTinda, the
//    lauki proxy of meals-fresh52.ts); bhaat = 200 g.
// 48 parwal beside rotis = parwal sabzi, a katori (120 g) of FNDDS 75440600 (vegCurry, as
//    meals-fresh50.ts "parwal bhujia"); 4 rotis = 4 × 40 g.
// numberword:
// 49 tinita (Assamese 3) siddho koni (boiled eggs) = 3 × 50 g of FNDDS 31103010 (egg); duta (Assamese 2)
//    ruti = 2 × 40 g.
// 50 tin wata (Nepali 3) aloo paratha = 3 × 93.4 g of INDB ASC098 (alooParatha); ek bati dahi = 150 g of
//    FNDDS 11411100 (curd).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHA = 'cha=milk@62+tea+sugar';
const CHIYA = 'masalaChiya=milk@62+tea+sugar';
const MILK_TEA = 'milkTea=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH61_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'ma-r haater doi maach ar gobindobhog chaler bhaat, tarpor ek ghum',
    'bengali plain',
    'doiMaach=fishCurry bhaat=rice:2',
  ],
  [
    'eid er dawat, khala-r basay: khashir rezala ek bati, shathe plain polao ek plate',
    'bangladeshi plain',
    'khashirRezala=beefCurry polao=fTwentySevenGheeRice',
  ],
  [
    'match sarila pare puri re jejema gharu: bhata, dalma au rohi machha jhola',
    'odia plain',
    'bhata=rice:2 dalma machhaJhola=fishCurry',
  ],
  [
    'patna home food: bhaat, chane ki dal, alu chokha and a papad',
    'bihar plain',
    'bhaat=rice:2 chaneKiDal=channaDal aluChokha=alooSabzi papad',
  ],
  [
    'ranchi, home: rugra sabzi (the monsoon mushroom), 3 rotis, a katori of dal',
    'jharkhand plain',
    'rugra=mushroomSabzi rotis=roti:3 dal',
  ],
  [
    'tezpur t aitar ghorot kukurar mangxo aru bhat, logot ou tenga diya dail',
    'assam plain',
    'kukurarMangxo=chickenCurry bhat=rice:2 dail=dal',
  ],
  [
    "shillong - a khasi teammate's mom served jadoh, one full plate, plus tungrymbai (a katori)",
    'meghalaya plain',
    'jadoh=fFiftyTwoJadoh tungrymbai=fFiftyTwoSoyabeanCurry',
  ],
  [
    "dimapur, at a naga friend's: smoked pork ~100 g, rice, and a bit of axone on the side",
    'nagaland plain',
    'smokedPork=fThirtyFiveSmokedPork@100 rice:2',
  ],
  [
    'mustang ma phapar ko roti duita ra aalu ko tarkari, chiso thiyo',
    'nepali plain numberword',
    'phaparRoti=fTwentyEightBuckwheatPancake:2 aaluTarkari=alooSabzi',
  ],
  [
    'evening at TSC, dhaka: chotpoti (one small bowl) and milk tea',
    'bangladeshi plain',
    `chotpoti=fFourSplitPeas ${MILK_TEA}`,
  ],
  [
    'ranchi → jamshedpur by road for the game. chandil dhaba: 4 tawa roti, dal fry, aloo jeera',
    'travel plain',
    'tawaRoti=roti:4 dalFry=dal alooJeera=alooSabzi',
  ],
  [
    'guwahati to shillong drive, pineapple stop at nongpoh: 1 cup cut pineapple + a red tea, no sugar',
    'travel plain',
    'pineapple=fFortyFourPineapple redTea=tea@125',
  ],
  [
    'bbsr to cuttack for the barabati practice game, roadside stall stop - 2 aloo chop with some muri (1 cup)',
    'travel plain',
    'alooChop=fFiftyFourAlooTikki:2 muri=fFivePuffedRice',
  ],
  [
    'dacres lane e lunch: ek bowl chicken stew ar 2 ta butter toast',
    'bengali plain',
    'chickenStew=fSixtyOneChickenStew butterToast=bread:2+butter:2',
  ],
  ['gaya se tilkut aaya hai, 3 piece kha liye sakraat pe', 'bihar sweet plain', 'tilkut=fSevenTilLadoo:3'],
  ["darbhanga, at nani's: kadhi badi with rice, stuffed myself", 'bihar plain', 'kadhiBadi=kadhi rice:2'],
  [
    'iftar in chattogram - chola, 3 piyaju, 2 beguni',
    'bangladeshi plain',
    'chola=chole piyaju=pakora:3 beguni=fSevenBegunBhaja:2',
  ],
  ['veg chowmein plate bhari khaye, masala chiya sanga, thamel ma', 'nepali plain', `vegChowmein ${CHIYA}`],
  [
    'post gym plate, scale readings → rice 150 g, moong dal 120 g, grilled paneer 80 g, shosha (cucumber) 100 g',
    'gym plain',
    'rice@150 moongDal=fTwentyFiveMoongDal@120 paneer@80 shosha=cucumber@100',
  ],
  [
    'pura diner hishab: sokal 8 tay ek bowl oats doodh diye; dupure bhaat, cholar dal, aloo-phulkopir torkari; bikele 2 ta shingara, cha; raate tinte ruti, murgir jhol',
    'bengali plain numberword',
    `oats@250 bhaat=rice:2 cholarDal=channaDal torkari=fSixAlooGobi shingara=samosa:2 ${CHA} ruti=roti:3 murgirJhol=chickenCurry`,
  ],
  [
    'whole day on the road, siliguri → gangtok: 7am 2 aloo paratha + chai at sevoke, 1pm 8 veg momos at rangpo, 5pm a banana, 9pm hotel - rice, dal, chicken curry',
    'travel plain',
    `alooParatha:2 ${CHAI} vegMomos=fSixteenVegMomo:8 banana rice:2 dal chickenCurry`,
  ],
  ['puri mahaprasad: kanika au dalma, gote gote bati', 'odia plain numberword', 'kanika=fThirteenSweetRice dalma'],
  ['nolen gurer sandesh duto, shiter bikel', 'bengali sweet plain numberword', 'sandesh=fThreeChhenaPoda@60'],
  ["sylhet, nanu's house: beef cooked with shatkora and rice", 'bangladeshi plain', 'beef=beefCurry rice:2'],
  [
    'CAB er match er por tangra: ek plate chicken fried rice ar chilli chicken',
    'bengali plain',
    'chickenFriedRice=fFourChickenFriedRice chilliChicken',
  ],
  [
    'sasaram: 4 rotis, aloo bhujia and arhar dal, simple food',
    'bihar plain',
    'rotis=roti:4 alooBhujia=fFiftyEightSookheAloo arharDal=dal',
  ],
  [
    'chui jhal er khashir mangsho, ek bati, gorom bhaat er shathe - khulna, jhal e pura kaat',
    'bangladeshi plain',
    'khashirMangsho=beefCurry bhaat=rice:2',
  ],
  [
    'kalimpong homestay, post hill sprints: veg thukpa (big bowl) + two boiled eggs',
    'darjeeling plain numberword',
    'thukpa=fNineThukpa boiledEggs=egg:2',
  ],
  [
    'old dhaka trip: kacchi biryani (a plate) with a jali kabab',
    'bangladeshi plain',
    'kacchiBiryani=muttonBiryani jaliKabab=fThreeChapliKabab',
  ],
  ['mohun bagan tent canteen: 2 piece bhetki fish fry with kasundi', 'bengali plain', 'bhetkiFishFry=fishFry:2'],
  // combinations named with their own parts
  [
    'khichuri-beguni on a rainy sunday: khichuri 2 katori, 3 beguni',
    'bengali combo',
    'khichuri=khichdi@300 beguni=fSevenBegunBhaja:3',
  ],
  [
    'ghugni-pauruti at the para tea stall: pauruti 2 slice, ghugni ek bati',
    'bengali combo',
    'pauruti=bread:2 ghugni=fFourSplitPeas',
  ],
  // headers naming the meal, then its list
  [
    'breakfast at the guwahati team hotel → 3 luchi, a katori of alur dom, 2 boiled eggs, black coffee',
    'east header',
    'luchi=puri:3 alurDom=alooSabzi boiledEggs=egg:2 blackCoffee',
  ],
  [
    'team dinner, dhaka hotel → plain rice, dal, rui fish kalia, mixed veg, 1 roshogolla',
    'bangladeshi header',
    'rice:2 dal ruiKalia=fishCurry mixedVeg=vegCurry roshogolla=fSevenRasgulla',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'egg sandwich off a howrah platform stall, one-egg omelette folded into two white bread slices',
    'bengali addon',
    'eggSandwich=bread:2+omelette',
  ],
  ['dida ek glass horlicks baniye dilo, ghumote jawar age', 'bengali addon', 'horlicks=fThirtyEightMaltedMilk'],
  // an ingredient or garnish that is not a full serving
  [
    'jolpan: doi ek bati aru 50 g chira, upor t ek chamuch gur',
    'assam garnish',
    'doi=curd chira=fTwentyRawRice@50 gur=jaggery',
  ],
  [
    'jonmodine ma payesh korechhe, ek bati, upore 6 ta kaju ar 10 ta kishmish',
    'bengali garnish',
    'payesh=fThirtySixRiceKheer kaju=cashews:6 kishmish=raisins:10',
  ],
  // food amid match or training talk
  [
    '38* off 21 and 3 sixes in the final over 🔥 celebration = 6 chicken momos + lassi (1 glass)',
    'east talk',
    `chickenMomos=momo:6 ${LASSI}`,
  ],
  [
    'keenan nets, bowled 6 overs for 1/19, hamstring felt tight. lunch: 3 rotis, chana dal, aloo gobhi',
    'jharkhand talk',
    'rotis=roti:3 chanaDal=channaDal alooGobhi=fSixAlooGobi',
  ],
  // legume words next to the unit gram
  [
    'ranchi, maa ke haath ka khana: rahar (red gram) dal, about 250 gram, aur 2 marua roti',
    'jharkhand legume',
    'raharDal=dal@250 maruaRoti=roti@110',
  ],
  [
    'cuttack hostel lunch - biri dali (split black gram), 200 gram as weighed, with bhata',
    'odia legume',
    'biriDali=uradDal@200 bhata=rice:2',
  ],
  // drinks named after their main ingredient
  ['bel, one glass, from a cart in gaya, the heat is brutal', 'bihar drinkname', 'bel=fThreeBelSharbat'],
  ['dab, one, post-nets, salt lake second campus', 'bengali drinkname', 'dab=coconutWater@206'],
  // a ml bottle and an inch-sized roti
  ['thums up 600 ml, the full bottle, kolkata-durgapur drive', 'travel size', 'thumsUp=colaSmall@628.9'],
  [
    '2 roti, 8 inch wali badi, aur paneer butter masala, durgapur highway dhaba',
    'travel size',
    'roti=rotiLarge:2 paneerButterMasala',
  ],
  // a raw vegetable word beside a bread or rice means the cooked dish
  ['lau ar bhaat, ma bollo pet thanda thakbe', 'bengali cooked', 'lau=fNineteenTinda bhaat=rice:2'],
  ['bhagalpur mess tonight: parwal, 4 rotis, nothing else', 'bihar cooked', 'parwal=vegCurry rotis=roti:4'],
  // counts in number words
  ['tinita siddho koni aru duta ruti, puwa practice r age', 'assam numberword', 'koni=egg:3 ruti=roti:2'],
  ['tin wata aloo paratha ra ek bati dahi, itahari ma bihana', 'nepali numberword', 'alooParatha:3 dahi=curd'],
];
