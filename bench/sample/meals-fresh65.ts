// Benchmark meals written on 2026-11-25 blind, as the sixty-fifth blind set after meals-fresh.ts to
// meals-fresh62.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat, with every region
// of India and its neighbours in about equal share (north 7: a Jalandhar and a Panipat dhaba, a Bareilly
// home, the DDCA canteen, Amritsar, an ashtami at the neighbours', Mohali in the rain; central 7: Indore's
// Sarafa, a Bhopal academy mess, a Raipur kitchen, Ujjain, a Jabalpur and a Gwalior hostel, Nagpur's VCA
// ground; east 7: a mama's house in Kolkata, a mausi's in Puri, a Jamshedpur stall, Darbhanga, a sweet
// shop near Eden, the Maidan, an Odisha hostel; northeast 7: Mokokchung, Aizawl, a Tawang homestay, a
// Guwahati team dinner, Sarusajai, a Shillong cafe, Jorhat; west 7: Rajkot, a bhabhi's house in Jaipur,
// a Goan fish thali in Panjim, Surat, Ratnagiri, Colva beach, a mama's house in Satara; south 8: a
// Kottayam ammachi, a Hyderabad ammi, a Thrissur tea kada, a Bengaluru league morning, Chinnaswamy, a
// Vijayawada hostel, an Anantapur bandi, a Madurai hostel; neighbours 7: a taya's house in Lahore, a
// nanu's in Khulna, a hajurama's in Ilam, a Dhaka tong dokan, a Karachi thela, Dambulla in the LPL, the
// SSC in Colombo), from home, mess, dhaba, canteen and street food; terse and chatty, with training,
// match and travel talk, typos and abbreviations (n, b/w, bfast, i.e., x3, ~, 9 pm, 4-0-27-1, u-23, KSCA,
// LPL), in plain English and Hinglish and romanised Punjabi, Bengali (also of Bangladesh), Odia, Mizo,
// Assamese, Gujarati, Marathi, Malayalam, Hyderabadi Urdu (Dakhni), Urdu and Nepali (20 of 50, 40 %, not
// plain English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any
// engine run; INDB rows whose per-100 g values count the whole frying oil (ASC205 lauki kofta curry, 639
// kcal; BFP275 fried yam, 492 kcal; ASC360 aloo bonda, 633 kcal; ASC218 kathal sabzi, 625 kcal) and OSR155
// maa chaane ki dal (345 kcal, a guessed 81 g bowl) were not used, and the dishes that needed them were
// dropped. None of the sentences is taken from an earlier set: each was written new and checked against
// the earlier sets' 3,785 texts (character similarity, word overlap and shared runs of four words), and
// rewritten where it came near one (first drafts of kadhai chicken "te do laccha parathe" at a Jalandhar
// dhaba; "home in bareilly after the UP trials"; 2 veg patties "n a cold coffee"; a Karnal highway dhaba
// header; "meethi lassi with a" layer of malai; sabudana khichdi "aur ek glass shikanji" in Indore;
// santre ka juice "ek glass, bina barf"; "whole green gram (sabut moong) dal with 2 rotis" in Jabalpur;
// "gilki with 2 rotis, gwalior, mess ka dinner"; "ghare dalma, bhata o" machha bhaja in Puri; makhana
// kheer "- had a full katori"; dim-pauruti "maidan e practice er por"; kolatha dali "~200 gram n bhata"
// at a Bhubaneswar hostel; "pork with bamboo shoot" in Mokokchung; a Guwahati header ending "n a katori
// of dal"; "ringan no olo ane" chaas in Rajkot; gatte ki sabzi "with 3 rotis" in Jaipur, twice; a Goan
// thali "at a panjim joint" and then "after the ranji game"; don bhakri with matki usal in Satara; a
// chaaya with Marie biscuits "on the way to" nets; rava idli "with a spoon of ghee poured over"; "red gram
// dal (kandi pappu) 180 gm with a katori of rice"; muskmelon juice "from the bandi near the ground" and
// then "after the sand runs"; chow chow "with 3 chapathi, madurai mess"; 10 buff momo in Thamel with
// achar, then kodo ko roti "duita ra" gundruk; "2 egg hoppers n seeni sambol" after an LPL spell, then
// "a plate of chicken kottu"; a ginger beer "500 ml bottle, on the ride back"; and, before drafting,
// Kozhikode biriyani with a sulaimani, khichdi-khatta-kheema, puran poli with toop, chapli kabab with
// naan at Namak Mandi, a Milo or Highland chocolate milk of 180 ml, luchi-cholar dal, dahibara-aloodum,
// rugra curry, semiya payasam with kismis, kathal or band gobhi beside roti and an EGB of 400 ml were
// passed over as too near earlier sets; the final texts share no run of four words with an earlier set).
// Mix (50): 20 plain everyday logs (home food of Punjab, Uttar Pradesh, Bengal, Odisha, Bihar,
// Nagaland, Mizoram, Arunachal, Gujarat, Rajasthan, Kerala and Hyderabad, a Pakistani, a Bangladeshi and
// a Nepali teammate's food, a dhaba, a canteen, a mess, a street stall in Indore and in Jamshedpur, and a
// Chhattisgarh kitchen) and 30 over the ten hard classes, three each: combinations named with their own
// parts (combo: poha-jalebi, radhaballabhi-alur dom, porota-bhaji), headers naming the meal then its list
// (header: a GT road dhaba lunch, a Guwahati team dinner, a Goan fish thali), a sandwich with its filling
// and brands with their generic food (addon: a dim-pauruti, Britannia Marie Gold, an anda shami burger),
// an ingredient or garnish that is not a full serving (garnish: malai on lassi, sev and chutney on
// khaman, ghee on rava idli), food amid match or training talk whose numbers are no food (talk: a 100 m
// heat, a bowling spell, an LPL spell), legume names with "gram" next to a weight in grams (legume:
// whole green gram, horse gram, red gram), drinks named after their main ingredient (drinkname: santre
// ka ras, hapus shake, muskmelon juice), stated sizes (size: a large latte, a 600 ml Limca, a 500 ml
// ginger beer), the cooked dish meant by a raw word beside a bread or rice (cooked: kale chane, gilki,
// chow chow) and counts in number words (numberword: Punjabi, Assamese and Marathi; Punjabi, Bengali,
// Odia, Mizo, Malayalam, Urdu and Nepali number words also appear in plain, combo and addon meals, tagged
// so).
// Two new reference foods (prefix fSixtyFive, each citing its row in reference-foods.ts): MelonNectar
// (FNDDS 64202010 Cantaloupe nectar, 1 fl oz = 31 g, so a 250 ml glass = 262 g; a roadside muskmelon
// juice is the melon blended with water and sugar, as meals-fresh62.ts took a passion fruit juice for
// its nectar) and Chayote (FNDDS 75215511 Christophine, cooked, chayote, with or without fat; a katori of
// a dry sabzi = 120 g; chow chow poriyal); every other item is an existing key. Water is never counted
// (no energy), nor is achaar (as in earlier sets) or the spices of a dish; clock times, "11 vajje", "u-23",
// "100 m", "10.91", "the final", "9 overs", "2/41", "4-0-27-1", "ranji game", "KSCA league", "LPL",
// "darshan" and "pallikku shesham" (after church) are no food.
// Conventions, as meals-fresh50.ts to meals-fresh62.ts: a katori (bati, vati, pyali) = 150 g of a dal,
// curry, kheer or curd, 120 g of a dry sabzi (olo, bhaji, alur dom, bhendi bhaji, foogath, gilki, chow
// chow) and 100 g of rice; unquantified dal or curry (kalia, tenga, dalma, dalcha, gatte, kadhi, kadhai
// chicken, kale chane) = a katori (150 g); unquantified dry sabzi = a katori (120 g);
// unquantified rice (bhaat, bhata, chaw, joha rice, rice) in a meal = 2 katori, 200 g, also of bagara
// khana (jeera rice, as meals-fresh62.ts); mutton curries and paya (paye) = FNDDS 27116100 (beefCurry,
// the red-meat curry proxy, as meals-fresh57.ts and meals-fresh62.ts paya); a roti, phulka or chapathi =
// 40 g (FNDDS 51300175 medium); a bajra rotlo, a jowar bhakri and a kodo (finger millet) roti = 55 g of
// roti (meals-fresh50.ts bajra roti, meals-fresh52.ts mandue ki roti); a paratha, porota or laccha
// paratha = 70 g (FNDDS 51300185); a puri, luchi or radhaballabhi = 36 g (FNDDS 51300180; meals-fresh33.ts
// took a kochuri for a puri); a naan = 90 g; a palappam (appam) = 50 g of dosa (meals.ts "3 appam" =
// dosa@150); a plate of kottu = 2 paratha + a one-egg omelette + a katori of chicken curry
// (meals-fresh4.ts, as meals-fresh62.ts); a bara (urad vada) = 40 g (the vada key, as meals-fresh51.ts
// bara); a shami kabab = 65 g of FNDDS 21500310 (fThreeChapliKabab, as meals-fresh13.ts bun kabab); a
// plate of poha = 180 g; a plate of bisibelebath = 250 g of khichdi (meals.ts "bisi bele bath 1 plate");
// a plate of chowmein = the chickenChowmein key's plate (INDB ASC135, 344.3 g); a bowl of sabudana
// khichdi = its key's bowl (INDB OSR099, 271.4 g); a bowl of bai = the fFiftyThreeVegStew key's bowl, 250
// g (meals-fresh53.ts); gundruk ko jhol unquantified = its key's bowl, 250 g; a garnish of sev = 10 g; a
// chutney said without an amount = 1 tbsp; a chammach of ghee = 1 tsp, 5 g; a layer of malai = 1 tbsp,
// 15 g (the fFourMalai key, as meals-fresh38.ts "1 tbsp malai on top"); a tbsp of butter = 14 g (FNDDS
// 81101000: 1 tablespoon = 14 g); a glass of chaas = 250 g; a glass of a juice or shikanji = its key's 250
// ml glass; ml of a drink × its FNDDS g per fl oz (29.57 ml): 31 g for a fruit soft drink (600 ml = 628.9
// g) and a ginger ale (500 ml = 524.2 g, as meals-fresh62.ts); a black tea with no sugar = 125 g of tea
// (tea@125, meals-fresh51.ts); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for chaaya and
// chaah; LASSI = meals.ts (200 g curd + 3 tsp sugar), also for a sweet lassi. For every meal, in file
// order:
// plain:
//  1 kadhai chicken unquantified = a katori (150 g) of FNDDS 27146150 (chickenCurry); do (Punjabi 2)
//    laccha parathe = 2 × 70 g of FNDDS 51300185 (paratha); "raat de 11 vajje" no food.
//  2 aloo baingan = a katori (120 g) of FNDDS 75440600 (vegCurry, the proxy for a mixed sabzi); arhar dal
//    = a katori (150 g) of FNDDS 41311030 (dal); rice = 200 g of FNDDS 56205008; "UP trials" no food.
//  3 cold coffee = 1 tall glass, 250.5 g of INDB BFP013 (coldCoffee); 2 veg patties = 2 × 115.7 g of INDB
//    BFP545 (fSixVegPuff, 1 patty); "b/w sessions" no food.
//  4 sabudana khichdi ek (1) bowl = 271.4 g of INDB OSR099 (sabudanaKhichdi, its bowl); shikanji
//    unquantified = a glass, 250 g of INDB ASC008 (nimbuPani, its glass convention).
//  5 3 rotis = 3 × 40 g; toor dal = a katori (150 g) of FNDDS 41311030 (dal); aloo gobhi = a katori (120
//    g) of INDB ASC171 (fSixAlooGobi); kachumber = 100 g of FNDDS 75111000 (cucumber, meals.ts "salad").
//  6 4 urad bara = 4 × 40 g of FNDDS 58175000 (vada); the kadhi they are dunked in, unquantified = a
//    katori (150 g) of the kadhi key (FNDDS 41311030, as meals.ts).
//  7 rui macher kalia = a katori (150 g) of FNDDS 27150320 (fishCurry); bhaat = 200 g of rice; ekta
//    (Bengali 1) nolen gurer rosogolla = 60 g of INDB BFP392 (fSevenRasgulla, 1 rasgulla with its syrup).
//  8 duita (Odia 2) machha bhaja = 2 × 67 g of FNDDS 26100140 (fishFry); dalma = a katori (150 g) of INDB
//    OSR141 (dalma); bhata = 200 g of rice.
//  9 chicken chowmein, full plate = 344.3 g of INDB ASC135 (chickenChowmein, its plate); "keenan nets"
//    no food.
// 10 makhana kheer, one katori = 150 g of INDB ASC283 (fTwentySevenMakhanaKheer).
// 11 pork cooked in bamboo shoot unquantified = a katori (150 g) of FNDDS 27420350 (fThirtyFourPorkBamboo,
//    the proxy for Naga pork with bamboo shoot); rice = 200 g.
// 12 bai bowl khat (Mizo 1) = 250 g of FNDDS 75439010 (fFiftyThreeVegStew, its bowl); chaw (rice) = 200
//    g; "ka pi in ... a siam" (my grandmother made) no food.
// 13 2 khura (buckwheat pancakes) = 2 × 104.4 g of INDB OSR106 (fTwentyEightBuckwheatPancake, its row
//    is khura); a black tea, no sugar = 125 g of FNDDS 92302000 (tea).
// 14 olo ringna no (brinjal bharta) = a katori (120 g) of INDB ASC177 (fSixBainganBharta); bajra no ek
//    (1) rotlo = 55 g of roti; chaas no glass = 250 g of FNDDS 11115100 (buttermilk).
// 15 gatte unquantified = a katori (150 g) of INDB BFP187 (fFourGatte, besan gatte curry); 3 rotis = 3 ×
//    40 g.
// 16 naalu (Malayalam 4) palappam = 4 × 50 g = 200 g of FNDDS 55702100 (dosa); kozhi curry = a katori
//    (150 g) of FNDDS 27146150 (chickenCurry).
// 17 dalcha = a katori (150 g) of INDB ASC153 (chanaDalLauki, chana dal with lauki, as meals-fresh49.ts
//    dalcha); bagara khana = 200 g of INDB BFP134 (jeeraRice).
// 18 paye ki aik (1) pyali = 150 g of FNDDS 27116100 (beefCurry); do (2) naan = 2 × 90 g of FNDDS
//    51108100 (naan); "itwaar ka nashta" no food.
// 19 chingri malaikari = a katori (150 g) of INDB BFP230 (prawnCurry); bhaat = 200 g of rice.
// 20 duita (Nepali 2) kodo ko roti = 2 × 55 g = 110 g of roti; gundruk ko jhol = 1 bowl, 250 g of INDB
//    OSR055 (fThirtyFiveGundruk).
// combo:
// 21 poha-jalebi: poha ek (1) plate = 180 g (poha, its IFCT recipe); jalebi 150 gm as stated = FNDDS
//    55801000 (fSevenJalebi); "darshan" no food.
// 22 radhaballabhi-alur dom: 3 radhaballabhi = 3 × 36 g of FNDDS 51300180 (puri); a bati of alur dom =
//    120 g of FNDDS 71103030 (alooSabzi).
// 23 porota-bhaji: duita (Bengali 2) porota = 2 × 70 g of FNDDS 51300185 (paratha); ek (1) bati bhaji =
//    120 g of FNDDS 75440600 (vegCurry).
// header:
// 24 "GT road dhaba near panipat, late lunch" no food: 2 aloo parathe = 2 × 93.4 g of INDB ASC098
//    (alooParatha); 1 tbsp white butter = 14 g of FNDDS 81101000 (butter); dahi (a katori) = 150 g of
//    FNDDS 11411100 (curd); achaar not counted.
// 25 "guwahati team dinner" no food: joha rice = 200 g of rice; masor tenga = a katori (150 g) of FNDDS
//    27150320 (fishCurry); bhendi bhaji = a katori (120 g) of INDB BFP269 (bhindiFry); dal = a katori
//    (150 g) of FNDDS 41311030.
// 26 "goan fish thali in panjim, ranji game done" no food: rice = 200 g; prawn curry = a katori (150 g)
//    of INDB BFP230 (prawnCurry); a kingfish rava fry = 67 g of FNDDS 26100140 (fishFry); cabbage
//    foogath = a katori (120 g) of INDB ASC181 (cabbagePoriyal, carrot and cabbage with coconut).
// addon:
// 27 a dim-pauruti, one item: duto (Bengali 2) pauruti = 2 × 28 g of FNDDS 51101000 (bread); ekta (1)
//    dimer mamlet = 55 g of FNDDS 32130010 (omelette, one egg).
// 28 a chaaya = CHAI; 4 Britannia Marie Gold (brand) = its generic food, 4 × 7 g of FNDDS 53241510
//    (marie, 1 cookie).
// 29 an anda shami burger, one item: a bun = 43 g of FNDDS 51150000 (pav); 1 shami = 65 g of FNDDS
//    21500310 (fThreeChapliKabab); 1 fried egg = 55 g of FNDDS 31105030 (friedEgg).
// garnish:
// 30 one steel glass of sweet lassi = LASSI (200 g of FNDDS 11411100 curd + 3 × 4.2 g sugar); a thick
//    layer of malai on top = 1 tbsp, 15 g of FNDDS 12130100 (fFourMalai).
// 31 4 khaman = 4 × 40 g of INDB ASC474 (dhoklaPiece); upar thodi sev = 10 g of INDB OSR147 (sev); lili
//    chutney = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney).
// 32 3 rava idli = 3 × 29.6 g of INDB BFP579 (fFourRavaIdli); one chammach ghee on top = 1 tsp, 5 g of
//    FNDDS 81204000 (ghee); "KSCA league morning" no food.
// talk:
// 33 "100 m heats", "10.91", "through to the final" no food: rice = 200 g; ou tenga fish curry = a katori
//    (150 g) of FNDDS 27150320 (fishCurry).
// 34 "9 overs, 2/41 vs kerala" no food: bisibelebath, one plate = 250 g of FNDDS 41311040 (khichdi, as
//    meals.ts).
// 35 "4-0-27-1 in the LPL game" no food: chicken kottu, one plate, one item = 2 × 70 g of FNDDS 51300185
//    (paratha) + 55 g of FNDDS 32130010 (omelette, one egg) + a katori (150 g) of FNDDS 27146150
//    (chickenCurry).
// legume:
// 36 sabut moong (whole green gram) by the stated 200 gram = INDB BFP178 (wholeMoong, sabut moong dal
//    with tadka); 2 rotis = 2 × 40 g; "gram" is part of the pulse's name, the unit is the second one.
// 37 horse gram (kolatha) dali by the stated ~200 gram = INDB OSR143 (kulthiDal); bhata = 200 g of rice;
//    "odisha u-23 nets" no food.
// 38 red gram (kandi pappu) dal by the stated 180 gm = FNDDS 41311030 (dal, as meals-fresh12.ts red gram
//    dal); one katori annam = 100 g of rice.
// drinkname:
// 39 santre ka ras, ek (1) glass = orange juice, a 250 ml glass, 262 g of FNDDS 61210010 (mosambiJuice,
//    orange juice freshly squeezed, as meals-fresh42.ts santra juice); no orange.
// 40 hapus (alphonso) shake ek (1) glass = 1 tall glass, 355.5 g of INDB ASC017 (fThirtyEightMangoShake);
//    no mango; "match nantar" no food.
// 41 muskmelon juice, a glass = a 250 ml glass, 262 g of FNDDS 64202010 (fSixtyFiveMelonNectar); no
//    muskmelon; "post sand runs" no food.
// size:
// 42 a large latte = 1 large, 600 g of FNDDS 92101900 (fTwentySixLatte; small 360 g, medium 480 g); 1
//    brownie = 1 medium, 50 g of FNDDS 53204010 (fTwentyFourBrownie).
// 43 Limca 600 ml = 20.29 fl oz × 31 g = 628.9 g of FNDDS 92410510 (fThirtyThreeLemonSoda, a lemon-lime
//    soft drink); "post match" no food.
// 44 a 500 ml Elephant House ginger beer, the whole bottle = 16.91 fl oz × 31 g = 524.2 g of FNDDS
//    92410610 (fTwentySevenGingerAle); "SSC nets" no food.
// cooked:
// 45 kale chane beside puri = kale chane ki sabzi, a katori (150 g) of INDB ASC161 (blackChanaCurry); 3
//    puri = 3 × 36 g; "ashtami" no food.
// 46 gilki (sponge gourd) beside rotis = gilki ki sabzi, a katori (120 g) of FNDDS 75220101
//    (fTwentyTwoLuffa); 2 rotis = 2 × 40 g.
// 47 chow chow beside chapathi = chow chow poriyal, a katori (120 g) of FNDDS 75215511
//    (fSixtyFiveChayote); not a chow chow bath; chapathi x3 = 3 × 40 g; "9 pm" no food.
// numberword:
// 48 chhe (Punjabi 6) gobhi de pakode = 6 × 15 g (pakora, its IFCT recipe); ikk (1) cup chaah = CHAI;
//    "meenh pai reha si" (it was raining) no food.
// 49 sarita (Assamese 4) luchi = 4 × 36 g of FNDDS 51300180 (puri); aloo bhaji = a katori (120 g) of
//    FNDDS 71103030 (alooSabzi); "ratipuwa" (morning) no food.
// 50 don (Marathi 2) jwarichya bhakrya = 2 × 55 g = 110 g of roti; matkichi usal ek (1) vati = 150 g of
//    INDB ASC158 (fFiftyOneMothDal, whole moth curry).
import type { SampleMeal } from './meals';

const CHAAYA = 'chaayaChai=milk@62+tea+sugar';
const CHAAH = 'chaahChai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH65_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'jalandhar bypass wala dhaba, raat de 11 vajje: kadhai chicken naal do laccha parathe',
    'punjabi plain numberword',
    'kadhaiChicken=chickenCurry lacchaParathe=paratha:2',
  ],
  [
    "UP trials over, bareilly, ammi's cooking: aloo baingan, arhar dal, rice",
    'north plain',
    'alooBaingan=vegCurry arharDal=dal rice:2',
  ],
  ['DDCA canteen b/w sessions - cold coffee + 2 veg patties', 'canteen plain', 'coldCoffee vegPatties=fSixVegPuff:2'],
  ['indore ka sarafa: sabudana khichdi ek bowl aur shikanji', 'central plain', 'sabudanaKhichdi shikanji=nimbuPani'],
  [
    'bhopal academy mess dinner: 3 rotis, toor dal, aloo gobhi & kachumber',
    'mess plain',
    'rotis=roti:3 toorDal=dal alooGobhi=fSixAlooGobi kachumber=cucumber',
  ],
  ["raipur, didi's kitchen: 4 urad bara dunked in kadhi", 'chhattisgarh plain', 'uradBara=vada:4 kadhi'],
  [
    'mamar bari te rui macher kalia, bhaat ar ekta nolen gurer rosogolla',
    'bengali plain numberword',
    'ruiMacherKalia=fishCurry bhaat=rice:2 rosogolla=fSevenRasgulla',
  ],
  [
    'mausi ra ghara, puri: duita machha bhaja sathire dalma aau bhata',
    'odia plain numberword',
    'machhaBhaja=fishFry:2 dalma bhata=rice:2',
  ],
  [
    'jamshedpur, bistupur stall after keenan nets: chicken chowmein, full plate',
    'jharkhand street plain',
    'chickenChowmein',
  ],
  [
    "darbhanga trip - didi's makhana kheer, one katori, after dinner",
    'bihar plain',
    'makhanaKheer=fTwentySevenMakhanaKheer',
  ],
  [
    "mokokchung: a teammate's grandma made pork cooked in bamboo shoot, ate it with rice",
    'nagaland plain',
    'porkBambooShoot=fThirtyFourPorkBamboo rice:2',
  ],
  [
    'aizawl-ah ka pi in bai a siam: bai bowl khat leh chaw',
    'mizo plain numberword',
    'bai=fFiftyThreeVegStew chaw=rice:2',
  ],
  [
    'tawang homestay bfast: 2 khura (buckwheat pancakes) n a black tea, no sugar',
    'arunachal plain',
    'khura=fTwentyEightBuckwheatPancake:2 blackTea=tea@125',
  ],
  [
    'kathiyawadi dinner, rajkot: olo ringna no, bajra no ek rotlo, chaas no glass',
    'gujarati plain',
    'olo=fSixBainganBharta rotlo=roti@55 chaas=buttermilk',
  ],
  [
    'bhabhi made gatte for the family in jaipur, i had them with 3 rotis',
    'rajasthani plain',
    'gatte=fFourGatte rotis=roti:3',
  ],
  [
    'kottayam, pallikku shesham ammachi undakkiya naalu palappam um kozhi curry um',
    'kerala plain numberword',
    'palappam=dosa@200 kozhiCurry=chickenCurry',
  ],
  [
    'hyderabad, ammi ne dalcha aur bagara khana banaiin, pet bhar khaya',
    'hyderabadi plain',
    'dalcha=chanaDalLauki bagaraKhana=jeeraRice:2',
  ],
  [
    'lahore, taya abbu ke ghar itwaar ka nashta: paye ki aik pyali aur do naan',
    'pakistani plain numberword',
    'paye=beefCurry naan:2',
  ],
  [
    'khulna-y nanur bari te chingri malaikari ar bhaat',
    'bangladeshi plain',
    'chingriMalaikari=prawnCurry bhaat=rice:2',
  ],
  [
    'hajurama le ilam ma banaunu bhako: duita kodo ko roti, gundruk ko jhol',
    'nepali plain numberword',
    'kodoRoti=roti@110 gundrukJhol=fThirtyFiveGundruk',
  ],
  // combinations named with their own parts
  ['ujjain darshan ke baad poha-jalebi: poha ek plate, jalebi 150 gm', 'central combo', 'poha jalebi=fSevenJalebi@150'],
  [
    'radhaballabhi-alur dom at the sweet shop near eden: 3 radhaballabhi n a bati of alur dom',
    'bengali combo',
    'radhaballabhi=puri:3 alurDom=alooSabzi',
  ],
  [
    'porota-bhaji at a dhaka tong dokan: duita porota, ek bati bhaji',
    'bangladeshi combo numberword',
    'porota=paratha:2 bhaji=vegCurry',
  ],
  // headers naming the meal, then its list
  [
    'GT road dhaba near panipat, late lunch → 2 aloo parathe, 1 tbsp white butter, dahi (a katori), achaar',
    'north header',
    'alooParathe=alooParatha:2 whiteButter=butter@14 dahi=curd',
  ],
  [
    'guwahati team dinner → joha rice, masor tenga, bhendi bhaji, dal',
    'assam header',
    'johaRice=rice:2 masorTenga=fishCurry bhendiBhaji=bhindiFry dal',
  ],
  [
    'goan fish thali in panjim, ranji game done → rice, prawn curry, a kingfish rava fry, cabbage foogath',
    'goan header',
    'rice:2 prawnCurry kingfishRavaFry=fishFry cabbageFoogath=cabbagePoriyal',
  ],
  // a sandwich with its filling, brands with their generic food
  [
    'practice sheshe maidan er dokane dim-pauruti: duto pauruti-r majhe ekta dimer mamlet',
    'bengali addon numberword',
    'dimPauruti=bread:2+omelette',
  ],
  [
    'tea kada stop before nets in thrissur: a chaaya n 4 britannia marie gold',
    'kerala addon',
    `${CHAAYA} marieGold=marie:4`,
  ],
  [
    'anda shami burger from a thela outside national stadium, karachi: bun, 1 shami n 1 fried egg',
    'pakistani addon',
    'andaShamiBurger=pav+fThreeChapliKabab@65+friedEgg',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'amritsar: one steel glass of sweet lassi, thick layer of malai floating on top',
    'punjabi garnish',
    `${LASSI} malai=fFourMalai`,
  ],
  [
    'surat ma 4 khaman, upar thodi sev ane lili chutney',
    'gujarati garnish',
    'khaman=dhoklaPiece:4 sev liliChutney=greenChutney',
  ],
  [
    '3 rava idli with one chammach ghee on top, bengaluru, KSCA league morning',
    'kannada garnish',
    'ravaIdli=fFourRavaIdli:3 ghee',
  ],
  // food amid match or training talk
  [
    '100 m heats at sarusajai - 10.91, through to the final!! hostel dinner after: rice n ou tenga fish curry',
    'assam talk',
    'rice:2 ouTengaFishCurry=fishCurry',
  ],
  [
    '9 overs, 2/41 vs kerala at chinnaswamy. after: bisibelebath, one plate',
    'kannada talk',
    'bisibelebath=khichdi@250',
  ],
  [
    'dambulla, 4-0-27-1 in the LPL game; hotel dinner was chicken kottu, one plate',
    'srilankan talk',
    'chickenKottu=paratha:2+omelette+chickenCurry',
  ],
  // legume words next to the unit gram
  [
    'jabalpur hostel mess weighed it for me - sabut moong, i.e. whole green gram, came to 200 gram; 2 rotis alongside',
    'central legume',
    'sabutMoong=wholeMoong@200 rotis=roti:2',
  ],
  [
    'after the odisha u-23 nets: horse gram (kolatha) dali, about 200 gram, with bhata',
    'odia legume',
    'kolathaDali=kulthiDal@200 bhata=rice:2',
  ],
  [
    'vijayawada hostel: 180 gm of red gram (kandi pappu) dal + one katori annam',
    'telugu legume',
    'kandiPappu=dal@180 annam=rice',
  ],
  // drinks named after their main ingredient
  ['nagpur ki garmi: VCA jamtha gate pe santre ka ras, ek glass', 'central drinkname', 'santreKaRas=mosambiJuice'],
  ['ratnagiri la hapus shake ek glass pyaylo, match nantar', 'marathi drinkname', 'hapusShake=fThirtyEightMangoShake'],
  [
    'anantapur, roadside bandi, post sand runs: a glass of muskmelon juice',
    'telugu drinkname',
    'muskmelonJuice=fSixtyFiveMelonNectar',
  ],
  // stated sizes
  [
    'shillong cafe after training - a large latte n 1 brownie',
    'northeast size',
    'latte=fTwentySixLatte@600 brownie=fTwentyFourBrownie',
  ],
  ['limca 600 ml at a colva beach shack, post match', 'goan size', 'limca=fThirtyThreeLemonSoda@628.9'],
  [
    '500 ml elephant house ginger beer after the SSC nets, the whole bottle',
    'srilankan size',
    'gingerBeer=fTwentySevenGingerAle@524.2',
  ],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['kale chane n 3 puri at the neighbours for ashtami', 'north cooked', 'kaleChane=blackChanaCurry puri:3'],
  ["gwalior hostel: gilki and 2 rotis, that's it tonight", 'central cooked', 'gilki=fTwentyTwoLuffa rotis=roti:2'],
  ['chow chow with chapathi x3 - madurai hostel, 9 pm', 'tamil cooked', 'chowChow=fSixtyFiveChayote chapathi=roti:3'],
  // counts in number words
  [
    'mohali ch meenh pai reha si, chhe gobhi de pakode te ikk cup chaah',
    'punjabi numberword',
    `gobhiPakode=pakora:6 ${CHAAH}`,
  ],
  ['jorhat-ot ratipuwa sarita luchi aru aloo bhaji khalu', 'assam numberword', 'luchi=puri:4 alooBhaji=alooSabzi'],
  [
    'satara, mamachya ghari: don jwarichya bhakrya, sobat matkichi usal ek vati',
    'marathi numberword',
    'bhakrya=roti@110 matkiUsal=fFiftyOneMothDal',
  ],
];
