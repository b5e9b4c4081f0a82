// Benchmark meals written on 2026-11-25 blind, as the sixty-sixth blind set after meals-fresh.ts to
// meals-fresh62.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat, themed on North
// and Central India in a gym phase (a Laxmi Nagar PG in a bulk, a bebe in Ludhiana, a boxing club in
// Bhiwani, a Prayagraj hostel cutting, the Bhopal academy, a mom's panchmel dal in Jaipur, leg day in
// Mohali, a supplement stack in Noida, a gym-off day in Kanpur, a Chandigarh meal-prep box, home food in
// Rohini, two whole days (Delhi and Hisar), a maai in Darbhanga, a Chandni Chowk cheat day, a cutting
// week's egg whites, Murthal on the drive to camp, a Meerut wedding, Ghaziabad, a Banaras ghat, a
// Jabalpur hostel, Siri Fort nets, a bhua in Patiala, a pre-lift snack, the run up to Gwalior fort,
// Sonipat, an ammi's nihari in Bareilly, a hostel mess scale, a Karol Bagh cart, an Indore fast day, a
// Patna litti thela, a chana-kulcha wala in CP, a post-workout plate in Dwarka, the Kota hostel, a room
// sandwich, Mother Dairy milk, Meerut dalia, a protein pudding, 100 m repeats in Lucknow, a Ranji
// probables camp in Mohali, a Rewari bus, Gaya after practice, a gym-gate shake, Rohtak mess, an Alwar
// village, a Punjab pind gym and a Bihari hostel), terse and chatty, with training, match and travel
// talk, typos and abbreviations (PG, PWO, wk, n, x2, 7am, 4:30, 3/41, 8 x 100 m, CP, lol), in plain
// English, Hinglish and romanised Punjabi, Haryanvi, Urdu, Maithili and Bhojpuri (20 of 50, 40 %, not
// plain English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of
// any engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,785 texts (character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (first drafts of half a kilo of milk after a Rohtak
// akhada; gatte ki sabzi with 3 phulke and chaach in Jaipur; "200 g chicken tikka" after leg day; a
// whey stack with "1 scoop in water"; sattu parathas "aur ek katori dahi"; a meal-prep box with
// "chicken thigh 200 g" and "100 g green beans"; nutrela soya chunks with 3 roti; two whole days with
// "egg omelette + 2 toast", "lunch rajma chawal, 5 baje 2 kele" and "raat 4 roti aur paneer"; "roti,
// arhar dal aur" aloo in Darbhanga; a pyaaz kachori with "n a kulhad chai" at Jodhpur station; 6 egg
// whites with "40 g oats cooked in water"; "murthal dhaba on the way" to camp; 4 bedmi puri with aloo
// sabzi in Agra; thandai "after the evening session"; 3 roti, chana dal and aloo gobhi at a Jabalpur
// mess; makki di roti, sarson da saag and makhan in Jalandhar; choliye wala pulao "te ikk katori dahi"
// in Patiala; 2 rice cakes with 2 tbsp peanut butter pre-lift; 2 amrood with kala namak in Gwalior; a
// mess "egg curry (2 eggs)" with rice; shakarkandi "with lemon n chaat masala"; an egg and cheese
// sandwich and a paneer sandwich "in the room" "between 2 multigrain slices"; Amul Taaza at night; "doodh
// wala dalia ek bowl, upar se" badam; "200 g greek yogurt" with whey and "a tbsp of chia"; a deadlift
// and hip-thrust session before an omelette with multigrain toast; "paneer tikka 6 pcs" with "2
// tandoori roti"; red gram dal 200 gram with rice, black gram dal 220 gram at an Amritsar dhaba and
// "green gram dal 250 gram"; aam shake after a 5 km run in Lucknow, bel ka sharbat in Allahabad, lauki,
// karela, mausambi and pomegranate juice and jeera paani; a Subway 6 inch chicken tikka on multigrain, a
// Domino's medium farmhouse, 2 large bananas with a 500 ml tetra of toned milk and "a 250 ml red bull";
// kaddu with 3 puri in Mathura, turai with 3 phulke and "tinde and 3 phulkas, mess dinner"; poha-jalebi
// in Indore; "teen go roti, ek katori dal" at a hostel were dropped or rewritten for that; the final
// texts share no run of four words with an earlier set).
// Mix (50): 30 plain everyday logs (home, hostel, dhaba, wedding and street food of Delhi, Punjab,
// Haryana, Uttar Pradesh, Madhya Pradesh, Bihar and Rajasthan, weighed gym plates in grams, eggs and
// chicken, a supplement stack, fruit, a cheat day and two whole days in one message each) and 20 over
// the ten hard classes, two each: combinations named with their own parts (combo: litti-chokha,
// chana-kulcha), headers naming the meal then its list (header: a post-workout plate, a Kota hostel
// dinner), a sandwich with its filling and a brand with its generic food (addon: a grilled paneer
// sandwich, Mother Dairy full cream milk), an ingredient or garnish that is not a full serving
// (garnish: badam on dalia, chia on greek yogurt), food amid match or training talk whose numbers are no
// food (talk: 100 m repeats and relay drills, a bowling spell and fielding drills), legume names with
// "gram" next to a weight in grams (legume: roasted bengal gram, whole green gram), drinks named after
// their main ingredient (drinkname: sattu, kela shake), a pack in grams, a large fruit, a can in ml
// and small bananas (size), the cooked dish meant by a raw vegetable word beside a bread (cooked: tinde,
// baingan) and counts in number words (numberword: Punjabi and Bhojpuri; Punjabi, Haryanvi, Maithili
// and Urdu number words also appear in plain meals, tagged so).
// No new reference foods: every item is an existing key. Water is never counted (no energy: the water
// whey, oats or sattu is taken in), nor are fish oil softgels and a multivitamin (as meals-fresh49.ts),
// the 2 yolks thrown away, kala namak, nimbu, chaat masala, namak and bhuna jeera, the onion of a
// kheera-pyaaz salad, or the spices of a dish; clock times, "bulk ka week 2", "box 3 of 4", "wk 3", "cut
// week 4", "leg day", "legs", "8 x 100 m", "best 11.4", "30 min", "14 overs", "3/41", "40 min" and "5"
// (o'clock) are no food.
// Conventions, as meals-fresh50.ts to meals-fresh62.ts: a katori (pyala) = 150 g of a dal, curry, kheer
// or curd and 120 g of a dry sabzi (chokha, sukhal aloo, gobhi matar, bhindi, tinde, baingan);
// unquantified dal or curry (dal fry, rahar ke dal, mixed dal) = a katori (150 g); unquantified dry
// sabzi = a katori (120 g); unquantified dahi in a meal = a katori (150 g); unquantified rice (chawal)
// in a meal = 2 katori, 200 g; a roti or phulka = 40 g (FNDDS 51300175 medium); a tandoori roti = 52 g
// (rotiLarge, FNDDS 51300175 large, as meals-fresh51.ts and meals-fresh60.ts); a bajra roti = 55 g of
// roti (meals-fresh50.ts); a paratha or parotha = 70 g (FNDDS 51300185); a litti = 80 g of roti (meals.ts
// "litti chokha 2 pieces" = roti@160, meals-fresh19.ts "litti 2"); a kulcha = 80 g of naan (meals.ts "2
// kulche" = naan@160); a plate of chole = 2 katori, 300 g (meals-fresh52.ts); a naan = 90 g; a butter naan
// = 90 g of naan + 5 g of butter (meals.ts "2 butter naan"); a salad or a side of kheera slices = 100 g
// of cucumber (meals.ts "salad", meals-fresh59.ts); a paneer bhurji of a stated weight of paneer = that
// paneer + 2 tsp oil, one item (meals.ts "paneer bhurji", meals-fresh27.ts "paneer bhurji (200 g
// paneer)"); paneer tikka 6 pieces = 150 g of paneer + 2 tsp oil (meals.ts "panner tikka 6 pcs"); chicken
// tikka by its weight = FNDDS 24123301 grilled breast (meals.ts "chicken tikka 6 pieces" =
// grilledChicken@180); a bhurji of n eggs = n × 126 g of INDB BFP052 (meals-fresh60.ts "bhurji of 3
// eggs"); an egg curry of n eggs = n × INDB BFP240's one-egg bowl (meals-fresh55.ts); boiled egg whites =
// 33 g each (fSevenEggWhite, meals-fresh11.ts and meals-fresh22.ts); a bowl of porridge (dalia made with
// milk) = 250 g (meals-fresh38.ts "dalia made with milk 1 bowl"); a spoon (chammach) of ghee or butter =
// 1 tsp, 5 g; a glass of chaas = 250 g; a glass of milk = 258 g (250 ml); ml of milk × 244/237 g (FNDDS
// 11112110), so 500 ml = 514.8 g; a glass of a shake or sharbat = its key's glass; a glass of sattu = the
// chickpeaFlour key's 30 g of sattu (meals-fresh21.ts); a scoop of whey = 30 g, half a scoop = 15 g; an
// akhrot = 4 g of kernel (meals-fresh57.ts); CHAI (chaa) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar);
// LASSI (meethi lassi, a lassi) = meals.ts (200 g curd + 3 tsp sugar). For every meal, in file order:
// plain:
//  1 250 g chawal as weighed (pake hue, cooked) = FNDDS 56205008 (rice); chole ek (1) katori = 150 g of
//    FNDDS 41302010 (chole); 2 uble (boiled) ande = 2 × 50 g of FNDDS 31103010 (egg); "laxmi nagar PG",
//    "bulk ka week 2" no food.
//  2 4 aandeyan di bhurji (a bhurji of 4 eggs) = 4 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji); 2
//    parothe = 2 × 70 g of FNDDS 51300185 (paratha); "gym ton baad" (after the gym) no food.
//  3 aadha kilo (half a kilo) bhains ka doodh = 500 g of SR26 01108 (buffaloMilk, Indian buffalo milk); 2
//    kele = 2 × 126 g of FNDDS 63107010 (banana); "bhiwani boxing club" no food.
//  4 2 tandoori roti = 2 × 52 g (rotiLarge); chicken curry by the stated 200 g = FNDDS 27146150
//    (chickenCurry); kheera salad = 100 g of FNDDS 75111000 (cucumber); "cutting is on" no food.
//  5 4 eggs boiled with 2 yolks thrown away, one item = 2 × 50 g of FNDDS 31103010 (egg) + 2 × 33 g of
//    FNDDS 31108110 (fSevenEggWhite, egg white, cooked); brown bread x2 toasted = 2 × 36 g of FNDDS
//    51300110 (brownBread); "post lift" no food.
//  6 panchmel dal, one katori = 150 g of INDB OSR144 (fTwentyFourPanchmelDal); 3 phulkas = 3 × 40 g of
//    FNDDS 51300175 (roti); ghee, 1 chammach = 1 tsp, 5 g of FNDDS 81204000 (ghee).
//  7 chicken tikka tol ke (weighed) 200 g = FNDDS 24123301 (grilledChicken); meethi lassi ikk (1) glass =
//    LASSI (200 g of FNDDS 11411100 curd + 3 × 4.2 g sugar); "leg day mukk gaya" (leg day done) no food.
//  8 one scoop whey = 30 g of FNDDS 95230000 (whey), its water not counted; 10 badam = 10 × 1.2 g of FNDDS
//    42101130 (almonds); 2 akhrot = 2 × 4 g = 8 g of FNDDS 42116000 (walnuts, meals-fresh57.ts kernel of
//    one akhrot); 2 fish oil softgels and 1 multivit not counted; "7" (o'clock) no food.
//  9 sattu stuffed parathas, 2 = 2 × 76.7 g of INDB ASC101 (dalParatha, whose proxy note is a
//    roasted-gram sattu filling); dahi, one katori = 150 g of FNDDS 11411100 (curd); "gym off day" no food.
// 10 grilled thigh 180 g as stated = FNDDS 24154011 (fFiftyEightGrilledThigh); boiled aloo 200 g =
//    FNDDS 71103010 (fTwentyTwoBoiledPotato, no fat); beans 100 g = FNDDS 75205021 (fTwentyEightGreenBeans,
//    steamed green beans); "box 3 of 4" no food.
// 11 matar wadiyan, one katori = 150 g of INDB ASC194 (fTwentyEightPeaVadi); 3 phulkas = 3 × 40 g of
//    roti; "need protein" no food.
// 12 a whole day: omelette of 4 eggs = 4 × 55 g of FNDDS 32130010 (omelette); 2 toast = 2 × 28 g of
//    FNDDS 51101000 (bread); scoop of whey = 30 g (whey), no liquid said; banana = 126 g; rice 200 g =
//    FNDDS 56205008; dal katori = 150 g of FNDDS 41311030 (dal); 150 g chicken curry = FNDDS 27146150; 40 g
//    roasted peanuts = FNDDS 42111110 (peanuts); dahi 250 g = FNDDS 11411100 (curd); "wk 3" and the clock
//    times no food.
// 13 a whole day: 500 ml doodh = 514.8 g of FNDDS 11112110 (milk); 10 badam = 10 × 1.2 g (almonds); 2
//    aloo wale parathe = 2 × 93.4 g of INDB ASC098 (alooParatha); dahi = a katori, 150 g (curd); rajma = a
//    katori, 150 g of FNDDS 41106010 (rajma); chawal = 200 g of rice; do (2) kele = 2 × 126 g (banana); 4
//    roti = 4 × 40 g; 150 g paneer ki bhurji, one item = 150 g of IFCT L003 (paneer) + 2 × 4.5 g of FNDDS
//    82101000 (oil); the clock times no food.
// 14 chaar go (Maithili 4) roti = 4 × 40 g; rahar ke dal (arhar dal) = a katori (150 g) of FNDDS 41311030
//    (dal); sukhal aloo (dry potato sabzi) = a katori (120 g) of INDB ASC178 (fFiftyEightSookheAloo); "maai
//    banayi" (mother made) no food.
// 15 2 paneer parathe = 2 × 85 g of INDB ASC105 (paneerParatha); a lassi = LASSI; "paranthe wali gali"
//    (the lane's name) and "cheat day" no food.
// 16 whites of 6 eggs, scrambled in a nonstick pan (no fat said) = 6 × 33 g of FNDDS 31108110
//    (fSevenEggWhite, egg white, cooked, no added fat); oats 40 g in water = 40 g of SR26 20038 (fSevenOats,
//    rolled oats, dry), the water not counted; coffee black = 240 g of FNDDS 92101000 (blackCoffee); "6
//    am", "cut week 4" no food.
// 17 2 tandoori chicken legs = 2 × 80 g of FNDDS 24142301 (tandooriChicken, its leg piece); a tandoori
//    roti = 52 g (rotiLarge); "murthal" no food.
// 18 shahi paneer ek (1) katori = 150 g of INDB ASC221 (shahiPaneer); 2 butter naan = 2 × 90 g of FNDDS
//    51108100 (naan) + 2 × 5 g of FNDDS 81101000 (butter); "cutting ki aisi ki taisi" no food.
// 19 200 g paneer cubes, raw, as stated = IFCT L003 (paneer), no oil; kheera slices = 100 g (cucumber);
//    1 apple = 200 g of FNDDS 63101000 (apple, medium).
// 20 a glass of thandai = 253.5 g of INDB OSR005 (thandai, its glass); "no bhang" no food.
// 21 3 roti = 3 × 40 g; mixed dal = a katori (150 g) of INDB ASC155 (fFiftyTwoMixedDal); gobhi matar = a
//    katori (120 g) of INDB BFP276 (fFiftyFourGobhiMatar, cauliflower, pea and potato bhujia).
// 22 6 steamed chicken momos = 6 × 37 g of FNDDS 58112510 (momo, steamed meat-filled dumpling); a 300 ml
//    diet coke can = 304 g of FNDDS 92410320 (fThirtyTwoDietCola, its 300 ml can); "siri fort nets" no
//    food.
// 23 matar wale 2 parathe = 2 × 108.4 g of INDB ASC103 (fEightMatarParatha, pea paratha); chaa = CHAI;
//    "bhua ji de ghar" (at my aunt's) no food.
// 24 3 khajoor = 3 × 8 g of FNDDS 62110100 (dates); 1 kela = 126 g (banana); whey (half scoop) = 15 g of
//    FNDDS 95230000 (whey), its water not counted; "pre-lift at 5" no food.
// 25 250 g ber as stated = SR26 09146 (fFortyNineBer, jujube); "gwalior fort" no food.
// 26 desi murga (country chicken curry) ek katori = 150 g of FNDDS 27146150 (chickenCurry); 3 roti = 3 ×
//    40 g; "chachi ke haath ka" no food.
// 27 nihari ek (1) pyala = a katori, 150 g of FNDDS 27116100 (beefCurry, the nihari and red-meat curry
//    proxy); do (Urdu 2) naan = 2 × 90 g of FNDDS 51108100 (naan).
// 28 anda curry of 2 eggs = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, its bowl is the recipe of
//    one egg); 200 g rice as weighed = FNDDS 56205008.
// 29 200 g roasted shakarkandi as stated = FNDDS 73402010 (sweetPotato, baked); nimbu and chaat masala
//    not counted.
// 30 one bowl of sabudana khichdi = 271.4 g of INDB OSR099 (sabudanaKhichdi, its bowl); "fasting + rest
//    day" no food.
// combo:
// 31 litti-chokha: 3 litti = 3 × 80 g = 240 g of FNDDS 51300175 (roti, the litti convention); chokha ek
//    katori = 120 g of FNDDS 71103030 (alooSabzi, as meals.ts and meals-fresh19.ts chokha).
// 32 chana-kulcha: 2 kulche = 160 g of FNDDS 51108100 (naan, meals.ts "2 kulche"); chane ek plate = 300 g
//    of FNDDS 41302010 (chole, a plate of chole = 2 katori); "CP" (Connaught Place) no food.
// header:
// 33 "PWO plate, dwarka" no food: 180 g chicken tikka = FNDDS 24123301 (grilledChicken); 150 g jeera rice
//    = INDB BFP134 (jeeraRice); kheera-pyaaz salad = 100 g of cucumber (meals.ts "salad"), its onion not
//    counted.
// 34 "dinner at the kota hostel" no food: 3 roti = 3 × 40 g; dal fry = a katori (150 g) of FNDDS
//    41311030 (dal); bhindi = a katori (120 g) of INDB BFP269 (bhindiFry); one katori kheer = 150 g of
//    FNDDS 13210410 (fThirtySixRiceKheer, rice pudding).
// addon:
// 35 a paneer sandwich, one item: 2 multigrain bread = 2 × 36 g of FNDDS 51601020 (fTwelveMultigrainBread,
//    1 slice); tawa-grilled paneer (100 g) = IFCT L003 (paneer), no fat said; "room edition" no food.
// 36 Mother Dairy (a Delhi dairy brand) full cream doodh, ek glass = its generic whole milk, 258 g of FNDDS
//    11111000 (wholeMilk, its 250 ml glass); "training ke baad" no food.
// garnish:
// 37 doodh mein bana dalia (dalia made in milk), ek bowl = 250 g of FNDDS 56207022 (daliaMilk, the bowl of
//    porridge); upar 6 badam ki kataran (6 almonds slivered on top) = 6 × 1.2 g of FNDDS 42101130
//    (almonds).
// 38 200 g wala greek yogurt = 200 g of FNDDS 11411420 (greekYogurt); whey ka 1 scoop = 30 g (whey);
//    upar chia 1 tbsp = 10.5 g of FNDDS 43108010 (fFourChia); "legs ke baad" no food.
// talk:
// 39 "8 x 100 m", "best 11.4", "relay baton drills 30 min", "guru gobind singh stadium" no food: a three
//    egg omelette = 3 × 55 g of FNDDS 32130010 (omelette); toast x2 = 2 × 28 g of FNDDS 51101000 (bread).
// 40 "ranji probables camp", "bowled 14 overs", "3/41", "40 min of fielding drills" no food: six pieces
//    of paneer tikka, one item = 150 g of IFCT L003 (paneer) + 2 × 4.5 g of oil (meals.ts "panner tikka 6
//    pcs"); a pair of tandoori rotis = 2 × 52 g (rotiLarge).
// legume:
// 41 bhune chane (roasted bengal gram) by the stated 50 gram = SR26 16056 (fThirteenRoastedGram, the
//    roasted-gram proxy); ek (1) kinnow = 109 g of FNDDS 61125010 (fFortyNineKinnow, 1 fruit); "gram" is
//    the unit once and part of the pulse's name once; "rewari bus" no food.
// 42 sabut moong dal (whole green gram) by the stated 250 gram = INDB BFP178 (wholeMoong, sabut moong dal
//    with tadka); "gram" is the unit once and part of the pulse's name once.
// drinkname:
// 43 sattu ka ek gilaas (a glass of sattu drink) = 30 g of SR26 16157 (chickpeaFlour, the sattu glass
//    convention, as meals-fresh21.ts sattu sharbat), its water, namak and bhuna jeera not counted; no
//    sattu flour eaten as such; "practice khatam" no food.
// 44 kela shake ek glass = 1 tall glass, 345.5 g of INDB ASC016 (fFortyBananaShake, banana milkshake); no
//    kela (banana) as a fruit; "whey nahi daala" (no whey added) no food.
// size:
// 45 a 400 g tub of dahi by its stated weight = FNDDS 11411100 (curd); 1 large apple = 242 g of FNDDS
//    63101000 (appleLarge); "after legs" no food.
// 46 red bull can (250 ml) = 260 g of FNDDS 95310600 (fThreeRedBull, its 250 ml can); 3 chhote (small)
//    elaichi kele = 3 × 101 g of FNDDS 63107010 (bananaSmall, SR26 09040 small banana).
// cooked:
// 47 tinde beside phulkas = tinda sabzi, a katori (120 g) of FNDDS 75233027 (fNineteenTinda); 3 phulkas =
//    3 × 40 g.
// 48 baingan beside bajra rotis = baingan sabzi, a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant);
//    2 bajra rotis = 2 × 55 g = 110 g of roti.
// numberword:
// 49 chhe (Punjabi 6) aande ubaale = 6 × 50 g of FNDDS 31103010 (egg, boiled); do (2) brown bread = 2 ×
//    36 g of FNDDS 51300110 (brownBread); "pind de gym ton baad" no food.
// 50 teen go (Bhojpuri 3) roti = 3 × 40 g; du go (2) ubalal anda = 2 × 50 g of FNDDS 31103010 (egg,
//    boiled); ek katori dal = 150 g of FNDDS 41311030 (dal).
import type { SampleMeal } from './meals';

const CHAA = 'chaa=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';
const MEETHI_LASSI = 'meethiLassi=curd@200+sugar:3';

export const FRESH66_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'laxmi nagar PG, bulk ka week 2: 250 g chawal (pake hue, tol ke), chole ek katori, 2 uble ande',
    'north gym plain',
    'chawal=rice@250 chole ubleAnde=egg:2',
  ],
  [
    'gym ton baad bebe ne 4 aandeyan di bhurji te 2 parothe bana ditte, ludhiana',
    'punjabi gym plain',
    'bhurji=fThirtyTwoAndaBhurji:4 parothe=paratha:2',
  ],
  [
    'bhiwani boxing club ke baad aadha kilo bhains ka doodh gatak liya, upar se 2 kele',
    'haryana plain',
    'bhainsDoodh=buffaloMilk@500 kele=banana:2',
  ],
  [
    'prayagraj hostel, cutting is on: 2 tandoori roti, chicken curry 200 g, kheera salad',
    'up hostel plain',
    'tandooriRoti=rotiLarge:2 chickenCurry@200 kheeraSalad=cucumber',
  ],
  [
    'bhopal academy, post lift: 4 eggs boiled, threw away 2 yolks, plus brown bread x2 toasted',
    'central gym plain',
    'eggs=egg:2+fSevenEggWhite:2 brownBread:2',
  ],
  [
    'jaipur, mom made panchmel dal - had one katori with 3 phulkas, ghee drizzled on top (1 chammach)',
    'rajasthan plain',
    'panchmelDal=fTwentyFourPanchmelDal phulkas=roti:3 ghee',
  ],
  [
    'mohali: leg day mukk gaya, fer chicken tikka tol ke 200 g te meethi lassi ikk glass',
    'punjabi gym plain numberword',
    `chickenTikka=grilledChicken@200 ${MEETHI_LASSI}`,
  ],
  [
    'supps + nuts at 7, noida: one scoop whey shaken with water, 10 badam soaked overnight, 2 akhrot, 2 fish oil softgels, 1 multivit',
    'gym supplement plain',
    'whey badam=almonds:10 akhrot=walnuts@8',
  ],
  [
    "kanpur, gym off day: mom's sattu stuffed parathas, 2 of them, and dahi, one katori",
    'up plain',
    'sattuParathas=dalParatha:2 dahi=curd',
  ],
  [
    'chandigarh meal prep (box 3 of 4): grilled thigh 180 g, boiled aloo 200 g, beans 100 g',
    'gym plain',
    'grilledThigh=fFiftyEightGrilledThigh@180 boiledAloo=fTwentyTwoBoiledPotato@200 beans=fTwentyEightGreenBeans@100',
  ],
  [
    'rohini, home food: matar wadiyan (one katori) + 3 phulkas, mom knows i need protein lol',
    'north plain',
    'matarWadiyan=fTwentyEightPeaVadi phulkas=roti:3',
  ],
  [
    'full day (delhi, bulk wk 3) — 7am: omelette of 4 eggs, 2 toast / 11am: scoop of whey + banana / 2pm: rice 200 g, dal katori, 150 g chicken curry / 6pm: 40 g roasted peanuts / 10pm: dahi 250 g',
    'north gym plain',
    'omelette:4 toast=bread:2 whey banana rice@200 dal chickenCurry@150 peanuts@40 dahi=curd@250',
  ],
  [
    'hisar, aaj jo jo khaya - 6 baje: 500 ml doodh, 10 badam | 9 baje: 2 aloo wale parathe, dahi | 1:30: rajma aur chawal | 4:30: do kele | raat 9 baje: 4 roti + 150 g paneer ki bhurji',
    'haryana plain numberword',
    'doodh=milk@514.8 badam=almonds:10 alooParathe=alooParatha:2 dahi=curd rajma chawal=rice:2 kele=banana:2 roti:4 paneerBhurji=paneer@150+oil:2',
  ],
  [
    'darbhanga mein maai banayi: chaar go roti, rahar ke dal aa sukhal aloo',
    'bihar plain numberword',
    'roti:4 raharDal=dal sukhalAloo=fFiftyEightSookheAloo',
  ],
  [
    'chandni chowk cheat day: 2 paneer parathe from paranthe wali gali n a lassi',
    'north plain',
    `paneerParathe=paneerParatha:2 ${LASSI}`,
  ],
  [
    '6 am, cut week 4: whites of 6 eggs, scrambled, nonstick pan, oats 40 g in water, coffee black',
    'gym plain',
    'eggWhites=fSevenEggWhite:6 oats=fSevenOats@40 blackCoffee',
  ],
  [
    'drive to camp via murthal: 2 tandoori chicken legs n a tandoori roti',
    'haryana travel plain',
    'tandooriChicken:2 tandooriRoti=rotiLarge',
  ],
  [
    'meerut wali shaadi: shahi paneer ek katori aur 2 butter naan, cutting ki aisi ki taisi',
    'up plain',
    'shahiPaneer butterNaan=naan:2+butter:2',
  ],
  [
    'ghaziabad: 200 g paneer cubes, raw, no oil, with kheera slices n 1 apple',
    'gym plain',
    'paneer@200 kheera=cucumber apple',
  ],
  ['banaras ghat, evening: a glass of thandai (no bhang, coach relax)', 'up plain', 'thandai'],
  [
    'jabalpur hostel dinner: 3 roti, mixed dal, gobhi matar',
    'central hostel plain',
    'roti:3 mixedDal=fFiftyTwoMixedDal gobhiMatar=fFiftyFourGobhiMatar',
  ],
  [
    'siri fort nets then 6 steamed chicken momos + a 300 ml diet coke can',
    'north street plain',
    'chickenMomos=momo:6 dietCoke=fThirtyTwoDietCola',
  ],
  [
    'patiala, bhua ji de ghar: matar wale 2 parathe, naal chaa',
    'punjabi plain',
    `matarParathe=fEightMatarParatha:2 ${CHAA}`,
  ],
  ['pre-lift at 5: 3 khajoor, 1 kela, whey (half scoop) in water', 'gym plain', 'khajoor=dates:3 kela=banana whey@15'],
  ['after the run up to gwalior fort, 250 g ber from a cart', 'central fruit plain', 'ber=fFortyNineBer@250'],
  ['sonipat: desi murga ek katori, 3 roti, chachi ke haath ka', 'haryana plain', 'desiMurga=chickenCurry roti:3'],
  [
    'ammi ne nihari pakayi thi, ek pyala liya, saath mein do naan - bareilly',
    'urdu plain numberword',
    'nihari=beefCurry naan:2',
  ],
  [
    'hostel mess anda curry (the 2 egg one) + 200 g rice, weighed',
    'hostel gym plain',
    'andaCurry=fThirtyTwoEggCurry:2 rice@200',
  ],
  [
    'karol bagh cart: 200 g roasted shakarkandi, nimbu n chaat masala on it',
    'north street plain',
    'shakarkandi=sweetPotato@200',
  ],
  ['indore, fasting + rest day: one bowl of sabudana khichdi', 'central plain', 'sabudanaKhichdi'],
  // combinations named with their own parts
  ['litti-chokha at a patna thela: 3 litti, chokha ek katori', 'bihar combo', 'litti=roti@240 chokha=alooSabzi'],
  ['chana-kulcha wala bhaiya, CP: 2 kulche aur chane ek plate', 'north combo', 'kulche=naan@160 chane=chole@300'],
  // headers naming the meal, then its list
  [
    'PWO plate, dwarka → 180 g chicken tikka, 150 g jeera rice, kheera-pyaaz salad',
    'gym header',
    'chickenTikka=grilledChicken@180 jeeraRice@150 salad=cucumber',
  ],
  [
    'dinner at the kota hostel → 3 roti, dal fry, bhindi, one katori kheer',
    'rajasthan hostel header',
    'roti:3 dalFry=dal bhindi=bhindiFry kheer=fThirtySixRiceKheer',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'paneer sandwich, room edition: tawa-grilled paneer (100 g) inside 2 multigrain bread',
    'gym addon',
    'paneerSandwich=fTwelveMultigrainBread:2+paneer@100',
  ],
  ['mother dairy full cream wala doodh, ek glass, training ke baad ghar pe', 'north addon', 'fullCreamDoodh=wholeMilk'],
  // an ingredient or garnish that is not a full serving
  [
    'meerut: doodh mein bana dalia, ek bowl, upar 6 badam ki kataran',
    'up garnish',
    'dalia=daliaMilk@250 badam=almonds:6',
  ],
  [
    'legs ke baad: 200 g wala greek yogurt, usme whey ka 1 scoop, upar chia 1 tbsp',
    'gym garnish',
    'greekYogurt@200 whey chia=fFourChia',
  ],
  // food amid match or training talk
  [
    'lucknow, guru gobind singh stadium: 8 x 100 m, best 11.4, relay baton drills 30 min. then a three egg omelette plus toast x2',
    'up talk',
    'omelette:3 toast=bread:2',
  ],
  [
    'ranji probables camp, mohali: bowled 14 overs, 3/41, then 40 min of fielding drills. lunch was six pieces of paneer tikka n a pair of tandoori rotis',
    'punjabi talk',
    'paneerTikka=paneer@150+oil:2 tandooriRotis=rotiLarge:2',
  ],
  // legume words next to the unit gram
  [
    'rewari bus: 50 gram bhune chane (roasted bengal gram) aur ek kinnow',
    'haryana legume',
    'bhuneChane=fThirteenRoastedGram@50 kinnow=fFortyNineKinnow',
  ],
  [
    "250 gram of sabut moong dal (whole green gram) on the mess scale, that's dinner",
    'hostel legume',
    'sabutMoongDal=wholeMoong@250',
  ],
  // drinks named after their main ingredient
  ['gaya: practice khatam, sattu ka ek gilaas namak-bhuna jeera daal ke', 'bihar drinkname', 'sattu=chickpeaFlour'],
  ['kela shake ek glass, gym ke bahar wali dukaan se, whey nahi daala', 'gym drinkname', 'kelaShake=fFortyBananaShake'],
  // a pack in grams, a large fruit, a can in ml and small bananas
  ['a 400 g tub of dahi, finished it after legs, plus 1 large apple', 'gym size', 'dahi=curd@400 apple=appleLarge'],
  [
    'pre-workout: red bull can (250 ml) + 3 chhote elaichi kele',
    'gym size',
    'redBull=fThreeRedBull elaichiKele=bananaSmall:3',
  ],
  // a raw vegetable word beside a bread means the cooked dish
  ['rohtak mess dinner was tinde, 3 phulkas on the side', 'haryana cooked', 'tinde=fNineteenTinda phulkas=roti:3'],
  ['baingan n 2 bajra rotis, village in alwar', 'rajasthan cooked', 'baingan=fTwentyOneEggplant bajraRotis=roti@110'],
  // counts in number words
  ['chhe aande ubaale te do brown bread, pind de gym ton baad', 'punjabi numberword', 'aande=egg:6 brownBread:2'],
  [
    'raat mein hostel pe teen go roti aa du go ubalal anda, sange ek katori dal',
    'bihar numberword',
    'roti:3 ubalalAnda=egg:2 dal',
  ],
];
