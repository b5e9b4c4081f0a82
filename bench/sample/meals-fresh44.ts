// Benchmark meals written on 2026-11-25 blind, as the forty-fourth blind set after meals-fresh.ts to
// meals-fresh43.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message of the kind an Indian cricketer or athlete would type to a food-tracking chat (a Delhi
// U-19 camp batter, a Jaipur seamer, a Rajkot all-rounder, a Pune lifter fasting on ekadashi, a Jorhat
// and a Gangtok hostel boy, a Kuttanad rower, a Chennai and a Madurai spinner, a Guntur opener, a
// Margao footballer, a Bhopal SAI-centre sprinter, a Kolhapur wrestler, a Bengaluru league keeper),
// terse and chatty, lowercase, with training, match and travel talk and abbreviations (n, b4, b/w,
// bfast, bk, mcd, wt), in plain English and Hinglish and romanised Punjabi, Gujarati, Marathi, Bengali,
// Odia, Assamese, Tamil, Telugu, Kannada, Malayalam and Urdu. Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was checked against the earlier sets' 2,835 texts by character similarity and
// shared runs of four words, and rewritten where it came near one.
// Mix (50): plain everyday logs (28; plain: North and Delhi 2, Punjabi 2, Rajasthani, Gujarati,
// Maharashtrian, UP 2 (Lucknow, Prayagraj), Central (Bhopal SAI hostel), Bengali, Odia, Assamese,
// Sikkim, Kerala, Tamil, Andhra, Telangana, Karnataka, Goan, Mumbai street food, McDonald's, Burger
// King, a packaged snack and drink, whey, fruit, eggs and a Bournvita milk) and 22 over the hard
// classes: combinations named with their own parts (combo 2, one at Haldiram's), headers naming the
// meal then its list (header 2), "X made with Y", a smoothie-style lassi of listed ingredients and a
// sandwich with its filling (addon 3), garnishes that are not a serving (garnish 2), food amid
// training or match talk whose numbers are no food (talk 2), legume words next to the unit gram
// (legume 2), drinks named after their main ingredient (drinkname 2), stated pack sizes (size 1), raw
// weight vs cooked (cooked 1, and two more meals weigh flour or legumes dry) and counts in Tamil,
// Marathi, Kannada, Malayalam and Urdu number words (numberword 5; Telugu rendu, Bengali dui, Odia
// gote, Assamese duta and Hindi do and ek appear in plain logs too).
// Two new reference foods: fFortyFourPineapple (FNDDS 63141010 pineapple, raw) and fFortyFourChorizo
// (FNDDS 25220710 chorizo); every other item is an existing key. Water and ice are never counted (no
// energy), nor is a food the message says was skipped or not eaten. Conventions, as meals-fresh36.ts
// to meals-fresh43.ts: a katori (vati, bati, pyali) = 150 g of a dal, curry, kadhi, rasam, kheer or
// curd and 120 g of a dry sabzi, 100 g of rice; unquantified dal or curry = a katori (150 g);
// unquantified dry sabzi = a katori (120 g); unquantified rice in a meal = 2 katori, 200 g (meals.ts
// "meals: rice, sambar ..."); a cup of cooked rice = 158 g (FNDDS 56205008), of brown rice 195 g;
// a bowl of a dal or rasam = 250 g (meals.ts "1 bowl dal"); salad or kheera beside a meal = 100 g
// cucumber (meals.ts), a whole kheera = 200 g (FNDDS 75111000: 1 regular); raita beside a rice dish =
// 100 g curd (meals.ts "chicken biryani and raita"); a side of chutney or podi = its key's tablespoon;
// a roti, phulka, fulka or chapati = 40 g (FNDDS 51300175 medium); a plate of biryani = 300 g, half a
// plate 150 g; a plate of pav bhaji's bhaji = 250 g (meals.ts "pav bhaji 1 plate"); butter on a pav =
// 1 tsp (5 g) each; bhature = 70 g of puri each (earlier sets' "bhature=puri@140"); a glass of
// buttermilk (chaas, taak, mor, moru) = 250 g; ml of milk × 244/237 g (FNDDS 11112110), so a 250 ml
// glass = 258 g and half a glass = 129 g; ml of a juice or flavoured milk × 31 g per fl oz (29.57 ml)
// as its FNDDS row, so 200 ml = 209.7 g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also
// adrak chai; COFFEE = meals.ts filter coffee (100 g milk + 50 g decoction + 1 tsp sugar), also kaapi;
// Bournvita = a glass of milk + its powder (earlier sets' bournvitaMilk, "bada chammach" = 1 tbsp of
// 10 g); "a spoon" or "chamchi" of ghee or oil = 1 tsp (ghee 5 g, oil 4.5 g); gud ki dali = 10 g
// jaggery (as earlier sets); a pinch of spice, bhuna jeera, pudina, curry leaves, chopped onion or
// tomato, salt, pepper and a squeeze of lemon are not counted. For every meal, in file order:
// plain:
//  1 u-19 camp: rajma 1 katori = 150 g of FNDDS 41106010 (rajma); 3 phulke = 3 × 40 g (FNDDS
//    51300175); chawal ek katori = 100 g (FNDDS 56205008); kheera beside the meal = 100 g (FNDDS
//    75111000, cucumber); "u-19", "roshanara club" no food.
//  2 2 makki diyan rotiyan = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti); saag unquantified = a katori
//    (150 g) of INDB ASC217 (fThreeSarsonSaag); gud di dali = 10 g of FNDDS 91102010 (jaggery).
//  3 do (2) pyaaz kachori = 2 × 100 g of FNDDS 58124500 (fSevenKachori, its pyaaz kachori); ek katori
//    kadhi = 150 g (FNDDS 41311030 proxy, kadhi).
//  4 dal dhokli ek bowl = 250 g of INDB OSR145 (dalDhokli, its bowl convention); ek glass chaas = 250 g
//    (FNDDS 11115100, buttermilk); "rajkot camp" no food.
//  5 sabudana khichdi 1 bowl = 271.4 g (INDB OSR099: 1 bowl); ek glass taak = 250 g buttermilk.
//  6 bhaat unquantified = 200 g rice; macher jhol unquantified = a katori (150 g) of FNDDS 27150320
//    (fishCurry); dui (2) piece begun bhaja = 2 × 40 g of FNDDS 75412010 (fSevenBegunBhaja).
//  7 dalma unquantified = a katori (150 g) of INDB OSR141 (dalma); bhata unquantified = 200 g rice;
//    gote (1) rohi machha bhaja = 67 g of FNDDS 26100140 (fishFry, one fried steak).
//  8 bhat unquantified = 200 g rice; masor tenga (sour fish curry) unquantified = a katori (150 g) of
//    FNDDS 27150320 (fishCurry); duta (2) koni bhoja (fried eggs) = 2 × 55 g of FNDDS 31105030
//    (friedEgg).
//  9 veg thukpa 1 bowl = 285 g of FNDDS 58408500 (fNineThukpa); 5 chicken momo = 5 × 37 g of FNDDS
//    58112510 (momo).
// 10 kappa puzhungiyathu (boiled tapioca) unquantified = 1 cup, 160 g of FNDDS 71930120 (fThreeKappa);
//    mathi (sardine) curry 1 katori = 150 g of FNDDS 27150320 (fishCurry).
// 11 "skipped ratna cafe" no food; full meals: rice unquantified = 200 g; sambar = a katori (150 g,
//    FNDDS 41311020); rasam = a katori (150 g, INDB BFP176); beans usili unquantified = a katori (120 g)
//    of INDB BFP272 (beansSabzi); 2 appalam = 2 × 9 g of FNDDS 41311000 (papad); a glass of mor =
//    250 g buttermilk.
// 12 rendu (2) pesarattu = 2 × 80 g of INDB OSR103 (pesarattu); palli chutney as a side = 1 tbsp, 21 g
//    of INDB ASC385 (fSixPeanutChutney).
// 13 half plate chicken dum biryani = 150 g (chickenBiryani, half its 300 g plate); 1 double ka meetha
//    = 101.9 g of INDB ASC350 (fNineteenShahiTukda: 1 tukra).
// 14 2 set dose = 2 × 80 g of FNDDS 55702100 (dosa, medium); coconut chutney as a side = 1 tbsp, 25.3 g
//    of INDB ASC386; a filter coffee = COFFEE.
// 15 2 choris pao, one item = 2 × 43 g pav (FNDDS 51150000) + 2 × 60 g of FNDDS 25220710 chorizo
//    (fFortyFourChorizo: its quantity not specified, per pao); "b4 the bus" no food.
// 16 SAI centre dinner: 4 fulke = 4 × 40 g (roti); lauki wali chana dal unquantified = a katori (150 g)
//    of INDB ASC153 (chanaDalLauki); ek katori chawal = 100 g; sevaiyan kheer unquantified = a katori
//    (150 g) of INDB ASC285 (vermicelliKheer).
// 17 "barish se match ruka" no food: 2 samose = 2 × 100 g of FNDDS 58124500 (samosa); adrak chai =
//    CHAI.
// 18 amritsari fish by the stated 250 g = FNDDS 26100140 (fishFry, coated and fried); pudina chutney
//    as a side = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney).
// 19 pav bhaji: ek plate bhaji = 250 g of INDB OSR112 (pavBhaji, the plate convention); 4 buttery pav,
//    one item = 4 × 43 g pav (FNDDS 51150000) + 4 × 1 tsp butter (FNDDS 81101000).
// 20 "flight delayed at BLR T1" no food: 1 mcchicken = 140 g of FNDDS 27540146 (fThreeChickenBurger);
//    a softy cone = 125 g of FNDDS 13120782 (fTwentySixSoftServe).
// 21 bk whopper jr = 135 g of FNDDS 27510552 (fTwentySevenWhopperJr); small fries = 110 g of FNDDS
//    71401030 (friesSmall: 1 small fast food order).
// 22 lay's small packet = 28 g of FNDDS 71200100 (potatoChips: 1 small single serving bag); a slice
//    200 ml = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64204010 (mangoDrink).
// 23 ek scoop whey = 30 g (FNDDS 95230000); 250 ml toned doodh = 258 g (FNDDS 11112110); 1 chikoo =
//    170 g of SR26 09313 (fTwentySevenSapodilla); "5 baje" no food.
// 24 1 apple = 200 g (FNDDS 63101000 medium); quarter papita = a quarter of FNDDS 63133010's 1 fruit
//    (330 g) = 82.5 g (papaya); 10 angoor = 10 × 7 g (FNDDS 63123000).
// 25 "day 12 of the cut" no food: 5 boiled egg whites = 5 × 33 g of FNDDS 31108110 (fSevenEggWhite);
//    1 whole egg = 50 g (FNDDS 31103010); 2 slices of multigrain = 2 × 36 g of FNDDS 51601020
//    (fTwelveMultigrainBread).
// 26 bournvita, one item: a glass of garam doodh = 258 g (FNDDS 11112110) + do bade chammach = 2 × 10 g
//    of FNDDS 11830160 (chocoPowder: 1 tbsp = 10 g); "10:30" no food.
// 27 ek plate mutton biryani = 300 g of FNDDS 27213010 (muttonBiryani); do (2) seekh kabab = 2 × 35 g
//    of FNDDS 23132000 (seekhKebab).
// 28 tehri (UP vegetable rice) ek plate = 300 g of INDB ASC115 (fThirtyEightVegPulao, the pulao plate
//    convention); raita beside it = 100 g curd (FNDDS 11411100); 1 papad = 9 g (FNDDS 41311000).
// combo:
// 29 Haldiram's chole bhature 1 plate: 2 bhature = puri@140 (FNDDS 51300180, earlier sets); chole
//    unquantified = a katori (150 g) of FNDDS 41302010 (chole).
// 30 poori sagu: 3 poori = 3 × 36 g (FNDDS 51300180); 1 katori sagu (a vegetable gravy) = 150 g of
//    FNDDS 75440600 (vegCurry, a katori of a curry); "ksca game" no food.
// header:
// 31 "day 3 morning, resume at 9:30 vs mumbai, 52/2 overnight" no food: 2 aloo paratha (no butter) =
//    2 × 93.4 g of INDB ASC098 (alooParatha); 1 katori dahi = 150 g; 1 apple = 200 g.
// 32 "lunch between the 2 sessions (bat 10-12, fielding 3-5)" no food: 2 roti = 2 × 40 g; 150 g grilled
//    chicken as stated (FNDDS 24123301, grilledChicken); 1 katori dahi = 150 g; 1 kheera = 200 g
//    (FNDDS 75111000: 1 regular cucumber).
// addon:
// 33 neer dosa made with 60 g rice flour, one item = 60 g of SR26 20061 (fFourteenRiceFlour, weighed
//    dry) + half tsp oil (2.25 g, FNDDS 82101000); the water of the batter adds no energy; "got 3" is
//    the count the 60 g made.
// 34 pineapple lassi, one item: 1 cup pineapple = 165 g of FNDDS 63141010 (fFortyFourPineapple, its
//    cup); 1 katori dahi = 150 g (FNDDS 11411100); 2 tsp honey = 2 × 7 g (FNDDS 91302010).
// 35 egg mayo sandwich, one item: 2 slices sandwich bread = 2 × 28 g (FNDDS 51101000); 2 boiled eggs =
//    2 × 50 g; 1 tbsp mayo = 13.8 g (FNDDS 83107000).
// garnish:
// 36 1 glass masala chaas = 250 g buttermilk (FNDDS 11115100); bhuna jeera and pudina on top not
//    counted.
// 37 kal dosai 3 = 3 × 80 g of FNDDS 55702100 (dosa); milagai podi as a side = 1 tbsp, 13.9 g of INDB
//    BFP448 (podi); a spoon of gingelly oil = 1 tsp, 4.5 g (FNDDS 82101000).
// talk:
// 38 "19 overs", "2/71", "karnail singh" no food: 3 roti = 3 × 40 g; tinda ki sabzi unquantified = a
//    katori (120 g) of FNDDS 75233027 (fNineteenTinda); 1 katori urad dal = 150 g of INDB ASC152
//    (uradDal).
// 39 "8 x 400 m at 72 s, 90 s jog rest" no food: 1 glass mosambi juice = 262 g of FNDDS 61210010
//    (mosambiJuice: a 250 ml glass); 2 boiled eggs = 2 × 50 g.
// legume:
// 40 50 gram green gram (dry wt) = SR26 16080 raw mung (fTwentySevenRawMoong); 30 gram bengal gram (dry
//    wt) = SR26 16056 raw chickpeas (fThirtyEightRawChanaDal); the soaking and boiling water adds no
//    energy; salt and pepper not counted; "4 pm" no food.
// 41 kollu (horse gram) rasam, around 250 gram = INDB OSR143 horsegram dal (kulthiDal, a thin dal of
//    55.7 kcal per 100 g), labelled kollu rasam; a cup of rice = 158 g (FNDDS 56205008).
// drinkname:
// 42 karikku (tender coconut) 2 = 2 × 206 g of FNDDS 42403010 coconut water (1 coconut yields 206 g);
//    "3 pm" no food.
// 43 aam panna ek glass = 268.5 g of INDB ASC005 (aamPanna: 1 tall glass).
// size:
// 44 amul kool elaichi 200 ml = 209.7 g of FNDDS 11511200 (chocolateMilk, its flavoured-milk proxy, 31 g
//    per fl oz); ritebite max protein bar by the stated 50 g = FNDDS 53729000 (proteinBar).
// cooked:
// 45 180 g boneless chicken thigh weighed raw = SR26 05096 (fTwentyEightRawThigh) + 1 tsp oil (4.5 g),
//    one item; roti 1 = 40 g.
// numberword:
// 46 moonu (Tamil 3) poori = 3 × 36 g (FNDDS 51300180); kizhangu (potato masala) unquantified = a
//    katori (120 g) of FNDDS 71103030 (alooSabzi); oru (1) kaapi = COFFEE.
// 47 tambda rassa (Kolhapuri mutton curry) ek (1) vati = 150 g of FNDDS 27116100 (beefCurry, its
//    mutton-curry proxy); teen (Marathi 3) chapatya = 3 × 40 g; ek vati bhaat = 100 g rice.
// 48 eradu (Kannada 2) benne masale dose, one item = 2 × 200 g of FNDDS 58174100 (masalaDosa) + 2 × 1
//    tsp butter (benne); "KSCA league game" no food.
// 49 uchakku (lunch): choru (rice) unquantified = 200 g; randu (Malayalam 2) kashnam ayala varuthathu
//    (pieces of fried mackerel) = 2 × 67 g of FNDDS 26100140 (fishFry); oru (1) katori sambar = 150 g;
//    moru unquantified = a glass, 250 g buttermilk.
// 50 roza khola: teen (Urdu 3) khajoor = 3 × 8 g (FNDDS 62110100); do (2) samose = 2 × 100 g (FNDDS
//    58124500); aadha gilaas doodh = 129 g (half of a 258 g glass, FNDDS 11112110).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH44_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'u-19 camp at roshanara club, lunch: rajma 1 katori, 3 phulke, chawal ek katori, kheera',
    'north plain',
    'rajma roti:3 rice cucumber',
  ],
  [
    'lohri toh baad vi saag bachya si - 2 makki diyan rotiyan naal saag te gud di dali',
    'punjabi plain',
    'fThreeMakkiRoti:2 fThreeSarsonSaag jaggery@10',
  ],
  [
    'jaipur nets ke baad do pyaaz kachori aur ek katori kadhi, MI road wali dukaan se',
    'rajasthani plain',
    'fSevenKachori:2 kadhi',
  ],
  [
    'rajkot camp thi ghare aavyo, mummy e dal dhokli banavi - ek bowl khadhi, saathe ek glass chaas',
    'gujarati plain',
    'dalDhokli buttermilk',
  ],
  [
    'ekadashi cha upvas - sabudana khichdi 1 bowl ani ek glass taak, pune',
    'maharashtrian plain',
    'sabudanaKhichdi taakButtermilk=buttermilk',
  ],
  [
    'dupure bhaat, macher jhol r dui piece begun bhaja, barir khabar finally',
    'bengal plain',
    'rice:2 fishCurry fSevenBegunBhaja:2',
  ],
  ['cuttack re ghara lunch: dalma, bhata aau gote rohi machha bhaja', 'odia plain', 'dalma rice:2 fishFry'],
  [
    'jorhat ghorot dinner: bhat, masor tenga aru duta koni bhoja',
    'assamese plain',
    'rice:2 masorTengaFish=fishCurry koniEggBhoja=friedEgg:2',
  ],
  ['gangtok after the trek session - veg thukpa 1 bowl n 5 chicken momo', 'northeast plain', 'fNineThukpa momo:5'],
  [
    'kappa puzhungiyathu n mathi curry 1 katori, after boat race practice at kuttanad',
    'kerala plain',
    'fThreeKappa mathiFishCurry=fishCurry',
  ],
  [
    'skipped ratna cafe, went to a triplicane mess for full meals - rice, sambar, rasam, beans usili, 2 appalam n a glass of mor',
    'tamil plain',
    'rice:2 sambar rasam beansUsili=beansSabzi papad:2 morButtermilk=buttermilk',
  ],
  ['guntur lo tiffin: rendu pesarattu, palli chutney tho', 'andhra plain', 'pesarattu:2 fSixPeanutChutney'],
  [
    'half plate chicken dum biryani n 1 double ka meetha at shah ghouse, post match',
    'telangana plain',
    'chickenBiryani@150 fNineteenShahiTukda',
  ],
  [
    'darshini bfast in malleswaram: 2 set dose, coconut chutney n a filter coffee',
    'karnataka plain',
    `dosa:2 coconutChutney ${COFFEE}`,
  ],
  [
    '2 choris pao from the bakery near margao station b4 the bus to the academy',
    'goan plain',
    'chorisPao=pav:2+fFortyFourChorizo:2',
  ],
  [
    'bhopal SAI centre ka dinner aaj: 4 fulke, lauki wali chana dal, ek katori chawal, meethe mein sevaiyan kheer',
    'hostel plain',
    'roti:4 chanaDalLauki rice vermicelliKheer',
  ],
  ['barish se match ruka, canteen wale bhaiya ke 2 samose + adrak chai', 'north plain', `samosa:2 ${CHAI}`],
  [
    'amritsari fish 250 g at a dhaba near the golden temple, with pudina chutney',
    'punjabi plain',
    'fishFry@250 greenChutney',
  ],
  [
    'juhu chowpatty la pav bhaji khalla, ek plate bhaji ani 4 buttery pav',
    'mumbai plain',
    'pavBhaji@250 butteryPav=pav:4+butter:4',
  ],
  [
    'flight delayed at BLR T1, grabbed a mcchicken n a softy cone at mcd',
    'chain plain',
    'fThreeChickenBurger fTwentySixSoftServe',
  ],
  ['bk whopper jr n small fries at the pune highway food court', 'chain plain', 'fTwentySevenWhopperJr friesSmall'],
  [
    "lay's magic masala small packet n a slice 200 ml before boarding at howrah",
    'snack plain',
    'potatoChips mangoDrink@209.7',
  ],
  [
    '5 baje gym se pehle ek scoop whey, 250 ml toned doodh mein, saath mein 1 chikoo',
    'gym plain',
    'whey milk fTwentySevenSapodilla',
  ],
  ['evening fruit: 1 apple, quarter papita n 10 angoor', 'gym plain', 'apple papaya@82.5 grapes:10'],
  [
    'day 12 of the cut: 5 egg whites (boiled) + 1 yolk wala egg, n 2 slices of multigrain',
    'gym plain',
    'fSevenEggWhite:5 egg fTwelveMultigrainBread:2',
  ],
  [
    'room mein raat 10:30 - bournvita, do bade chammach, garam doodh ke glass mein',
    'hostel plain',
    'bournvitaMilk=milk+chocoPowder:2',
  ],
  ['aminabad, lucknow: ek plate mutton biryani aur do seekh kabab', 'north plain', 'muttonBiryani seekhKebab:2'],
  [
    'prayagraj ghar pe sunday ko tehri ek plate, saath mein raita aur 1 papad',
    'north plain',
    'tehriPulao=fThirtyEightVegPulao curd@100 papad',
  ],
  // combinations named with their own parts
  ["haldiram's chandni chowk - chole bhature 1 plate, 2 bhature n chole", 'chain combo', 'bhature=puri@140 chole'],
  [
    'poori sagu - 3 poori, 1 katori sagu, mysuru hotel before the ksca game',
    'karnataka combo',
    'puri:3 vegSagu=vegCurry@150',
  ],
  // headers naming the meal, then its list
  [
    'day 3 morning, resume at 9:30 vs mumbai, 52/2 overnight: 2 aloo paratha (no butter), 1 katori dahi, 1 apple',
    'north header',
    'alooParatha:2 curd apple',
  ],
  [
    'lunch between the 2 sessions (bat 10-12, fielding 3-5) → 2 roti, 150 g grilled chicken, 1 katori dahi, 1 kheera',
    'gym header',
    'roti:2 grilledChicken@150 curd cucumber@200',
  ],
  // "X made with Y", a lassi of listed ingredients, a sandwich with its filling
  [
    'neer dosa made with 60 g rice flour (got 3), tawa greased with half tsp oil',
    'karnataka addon',
    'neerDosa=fFourteenRiceFlour@60+oil@2.25',
  ],
  [
    'blended 1 cup pineapple, 1 katori dahi n 2 tsp honey - my pineapple lassi after the long run',
    'gym addon',
    'pineappleLassi=fFortyFourPineapple+curd+honey:2',
  ],
  [
    'egg mayo sandwich: 2 boiled eggs mashed with 1 tbsp mayo between 2 slices of sandwich bread',
    'snack addon',
    'eggMayoSandwich=bread:2+egg:2+mayonnaise',
  ],
  // garnish
  ['1 glass masala chaas, bhuna jeera aur pudina upar se, lunch ke baad', 'north garnish', 'buttermilk'],
  ['kal dosai 3 with milagai podi, a spoon of gingelly oil mixed in', 'tamil garnish', 'dosa:3 podi oil'],
  // food amid training or match talk
  [
    '19 overs today on a flat deck at karnail singh, 2/71, back is stiff. raat ko 3 roti, tinda ki sabzi n 1 katori urad dal',
    'north talk',
    'roti:3 fNineteenTinda uradDal',
  ],
  [
    'interval day: 8 x 400 m at 72 s, 90 s jog rest. after that 1 glass mosambi juice aur 2 boiled eggs',
    'athletics talk',
    'mosambiJuice egg:2',
  ],
  // legume words next to the unit gram
  [
    '4 pm: 50 gram green gram + 30 gram bengal gram (dry wt), soaked n boiled, salt pepper',
    'gym legume',
    'fTwentySevenRawMoong@50 fThirtyEightRawChanaDal@30',
  ],
  [
    "kollu (horse gram) rasam, around 250 gram, poured over a cup of rice - amma's cold remedy",
    'tamil legume',
    'kolluRasam=kulthiDal@250 rice@158',
  ],
  // drinks named after their main ingredient
  ['karikku 2 from the vandi near the academy gate, 3 pm', 'kerala drinkname', 'karikkuCoconutWater=coconutWater@412'],
  ['aam panna ek glass, dopahar ki dhoop mein catching drills ke baad', 'north drinkname', 'aamPanna'],
  // stated pack sizes
  [
    'b/w sessions: amul kool elaichi 200 ml + ritebite max protein bar (50 g)',
    'snack size',
    'chocolateMilk@209.7 proteinBar@50',
  ],
  // raw vs cooked
  [
    '180 g chicken thigh, boneless, weight before cooking. tawa fried in 1 tsp oil. roti 1',
    'gym cooked',
    'chickenThigh=fTwentyEightRawThigh@180+oil roti',
  ],
  // counts in number words
  [
    'moonu poori kizhangu, oru kaapi - madurai bus stand hotel',
    'tamil numberword',
    `puri:3 kizhanguPotato=alooSabzi ${KAAPI}`,
  ],
  [
    'kolhapur la ravivar: tambda rassa ek vati, teen chapatya, ek vati bhaat',
    'maharashtrian numberword',
    'tambdaRassa=beefCurry roti:3 rice',
  ],
  [
    'eradu benne masale dose at vidyarthi bhavan, saturday, KSCA league game after',
    'karnataka numberword',
    'benneMasaleDose=masalaDosa:2+butter:2',
  ],
  [
    'uchakku choru, randu kashnam ayala varuthathu, oru katori sambar, moru',
    'kerala numberword',
    'choruRice=rice:2 ayalaFishFry=fishFry:2 sambar buttermilk',
  ],
  [
    'roza khola teen khajooron se, phir do samose aur aadha gilaas doodh',
    'urdu numberword',
    'dates:3 samosa:2 milk@129',
  ],
];
