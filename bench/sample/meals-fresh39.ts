// Benchmark meals written on 2026-11-25 blind, as the thirty-ninth blind set after meals-fresh.ts to
// meals-fresh38.ts: a held-out check written without running the engine or reading its code or
// knowledge. Each sentence is one log message of the kind an outside evaluator of an Indian athletes'
// meal parser would most likely write: mostly ordinary everyday logs of Indian cricketers and other
// athletes (home food of Gujarat, UP and Delhi, Punjab and Haryana, Bihar, Rajasthan, Karnataka, Tamil
// Nadu, Andhra, Kerala, Bengal, Goa, Maharashtra and Arunachal, hostel and academy mess, a darshini, a
// highway dhaba, street stalls, Subway, McDonald's, Starbucks, Saravana Bhavan, Karim's, Haldiram's,
// Pizza Hut, packaged snacks and drinks, whey, a protein bar and an electrolyte sachet) and the rest
// over the hard classes, terse and chatty, with typos (protien, brocoli, aftr), abbreviations (n, b4,
// wkts, HR) and Hinglish or romanised Gujarati, Punjabi, Bengali, Tamil, Telugu, Kannada, Malayalam and
// Marathi words. Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of
// any engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' texts, and dishes already logged often in earlier sets were swapped for
// others where a cited row allowed it.
// Mix (50): plain everyday logs (30; plain) and twenty over the hard classes: combinations named with
// their own parts (2; combo), headers naming the meal and then its list (2; header), "X made with Y", a
// smoothie of listed ingredients, a sandwich and a burger with their fillings and a brand with its
// generic food (5, tagged addon; more brands stand in the plain logs), a garnish that is not a full
// serving (1; garnish, and a sev garnish in a combo), food amid training or match talk whose numbers
// are no food (2; talk), a legume name with "gram" next to the unit gram (1; legume), drinks named
// after their main ingredient (2; drinkname), stated sizes and pack weights (2; size), raw vs cooked
// from context (1; cooked) and counts in number words (2; numberword, Malayalam and Bengali; Punjabi
// ik, Telugu oka and Hindi ek also appear in the plain logs).
// Eleven new reference foods (prefix fThirtyNine, each citing its row in reference-foods.ts):
// MethiParatha (INDB BFP110), BananaShake (INDB ASC016), GrilledFish (FNDDS 26100120), BharwaBhindi
// (INDB ASC184), ShimlaMirchAloo (INDB ASC172), KhattaChana (INDB ASC169), BreadUpma (INDB BFP042),
// QuinoaKhichdi (INDB OSR107), MatarPulao (INDB BFP136), MethiMalaiPaneer (INDB ASC223) and BoiledUrad
// (SR26 16084); every other item is an existing key. Water is never counted (no energy), nor is a food
// the message says was skipped. Conventions (as meals-fresh36.ts to meals-fresh38.ts): a katori (vati,
// vaati, bati) = 150 g of a dal, curry, kadhi or raita, 120 g of a dry sabzi (and of usal, as earlier
// sets), 100 g of rice; unquantified dal, curry or kadhi = a katori (150 g); unquantified dry sabzi or
// fry = a katori (120 g); unquantified rice in a meal = 2 katori, 200 g (meals.ts "meals: rice, sambar
// ..."); a cup of cooked white rice = 158 g (FNDDS 56205008), of brown rice 195 g (FNDDS 56205018: 1
// cup, cooked); a bowl of a dal, curry, stew or porridge = 250 g (meals.ts "1 bowl dal"); a plate of
// upma = 200 g (meals.ts), of pulao = 300 g (meals-fresh35.ts); raita beside a biryani = 100 g curd
// (meals.ts "chicken biryani and raita"), perugu beside South Indian meals = 100 g curd (meals.ts
// "meals: ... curd"); salad beside a meal = 100 g cucumber (meals.ts); a roti = 40 g (FNDDS 51300175
// medium), a tandoori roti = 52 g (rotiLarge, as earlier sets); an amritsari kulcha = 80 g of naan
// (earlier sets' "2 kulche" = naan@160); ml of milk × 244/237 g (FNDDS 11112110: 1 cup = 244 g), so 200
// ml = 206 g and 250 ml = 258 g; an electrolyte drink 31 g per fl oz (FNDDS 95330100), so 500 ml = 524
// g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); COFFEE = meals.ts filter coffee (100 g milk
// + 50 g decoction + 1 tsp sugar); LASSI = meals.ts (200 g curd + 3 tsp sugar); "a spoon" or "chammach"
// = 1 tsp (ghee 5 g, butter 5 g, oil 4.5 g); a pinch of spice, chopped dhaniya or onion, a squeeze of
// lemon, lettuce, onion and tomato slices in a sandwich or burger and a little achar (aavakaya) are not
// counted. For every meal, in file order:
// plain:
//  1 saanje (evening) 3 rotli = 3 × 40 g (roti); bharela bhinda nu shaak unquantified = a katori (120
//    g) of INDB ASC184 stuffed okra (fThirtyNineBharwaBhindi); 1 vaati kadhi = 150 g (kadhi, FNDDS
//    41311030 proxy as meals.ts); "vadodara camp" no food.
//  2 methi ke 2 parathe = 2 × 91.2 g of INDB BFP110 (fThirtyNineMethiParatha); 1 katori dahi = 150 g
//    (FNDDS 11411100); "7:15" no food.
//  3 3 roti = 3 × 40 g; shimla mirch aloo unquantified = a katori (120 g) of INDB ASC172
//    (fThirtyNineShimlaMirchAloo); dal unquantified = a katori (150 g) of FNDDS 41311030; thoda salad =
//    100 g cucumber (FNDDS 75111000).
//  4 khatte chole unquantified = a katori (150 g) of INDB ASC169 (fThirtyNineKhattaChana); 1 katori
//    jeera rice = 100 g of INDB BFP134 (jeeraRice); 1 katori dahi = 150 g.
//  5 2 sattu ke parathe = 2 × 76.7 g of INDB ASC101 (dalParatha, the reference's sattu-paratha proxy as
//    earlier sets), labelled sattu paratha; aloo chokha unquantified = a katori (120 g) of FNDDS
//    71103030 (alooSabzi, as earlier sets' chokha).
//  6 bread upma 1 plate = 200 g of INDB BFP042 (fThirtyNineBreadUpma); filter coffee = COFFEE.
//  7 ambur chicken biryani 1 plate = 300 g (chickenBiryani); onion raita beside it = 100 g curd
//    (meals.ts); "vellore trip" no food.
//  8 gatte ki sabzi unquantified = a katori (150 g) of INDB BFP187 (fFourGatte); 2 bajre ki roti = 2 ×
//    85 g of INDB ASC150 (fThreeMakkiRoti, earlier sets' bajra roti proxy), labelled bajra roti; chaach
//    unquantified = 1 glass, 250 g (FNDDS 11115100 buttermilk).
//  9 gongura pappu (sorrel leaves cooked in dal) unquantified = a katori (150 g) of INDB BFP172 dal
//    palak (fSixDalPalak, the nearest greens-in-dal row), labelled gongura pappu; annam unquantified =
//    200 g rice; perugu = 100 g curd (meals.ts); a bit of aavakaya (mango pickle) not counted.
// 10 egg roll = 1 paratha (70 g, FNDDS 51300185) + a 1-egg omelette (55 g, FNDDS 32130010), one item as
//    earlier sets; 1 cha = CHAI.
// 11 kosha mangsho ek bati = 150 g of FNDDS 27116100 (beefCurry, the reference's mutton-curry proxy),
//    labelled kosha mangsho; 2 to paratha = 2 × 70 g.
// 12 ik (Punjabi 1) amritsari kulcha = 80 g of naan (FNDDS 51108100); chhole unquantified = a katori
//    (150 g, chole); ik glass lassi = LASSI.
// 13 half a footlong chicken tikka sub = 240 g of FNDDS 27540290 (chickenSub: footlong = 480 g, a
//    six-inch half = 240 g); the other half saved, not eaten, not counted.
// 14 McSpicy chicken = 140 g of FNDDS 27540146 (fThreeChickenBurger, a fried chicken fillet burger); a
//    coke zero = 304 g of FNDDS 92410320 (fThirtyTwoDietCola, the 300 ml can).
// 15 Starbucks tall cappuccino = 360 g of FNDDS 92161000 (cappuccino, its small = a 12 fl oz tall); a
//    blueberry muffin = 130 g of FNDDS 52302010 (fTwentyNineFruitMuffin).
// 16 Saravana Bhavan onion rava dosa = 73.4 g of INDB ASC147 (ravaDosa); filter coffee = COFFEE.
// 17 red bull ek (1) can = 260 g of FNDDS 95310600 (fThreeRedBull, 250 ml can).
// 18 whey 1 scoop = 30 g (FNDDS 95230000); 1 kela = 126 g (FNDDS 63107010).
// 19 protein bar = 40 g of FNDDS 53729000 (proteinBar's convention); "2 sessions" no food.
// 20 Haldiram's khatta meetha (a sweet-salty namkeen mixture) by the stated 40 g packet = FNDDS
//    54402200 snack mix (fSevenNimko), labelled khatta meetha; "rain break" no food.
// 21 tawa pulao 1 plate = 300 g of INDB ASC115 mixed vegetable pulao (fThirtyEightVegPulao), labelled
//    tawa pulao.
// 22 Karim's mutton korma unquantified = a katori (150 g) of INDB BFP194 (muttonKorma); 2 khameeri roti
//    (leavened tandoor bread) = 2 × 90 g of naan, labelled khameeri roti.
// 23 mor kuzhambu (buttermilk curry) unquantified = a katori (150 g) of the kadhi key (FNDDS 41311030
//    proxy, as kadhi), labelled mor kuzhambu; rice unquantified = 200 g; vazhakkai fry unquantified = a
//    katori (120 g) of FNDDS 71900200 plantain cooked with oil (fTwentyOneRawBanana).
// 24 2 ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde: 1 mudde = 1 cup cooked); soppu
//    saaru (greens cooked in a thin dal) unquantified = a katori (150 g) of INDB BFP172 dal palak
//    (fSixDalPalak), labelled soppu saaru.
// 25 fish thali: rice unquantified = 200 g; xitti kodi (Goan fish curry) unquantified = a katori (150
//    g) of FNDDS 27150320 (fishCurry); 1 rava fried bangda = 67 g fried fish (FNDDS 26100140, fishFry);
//    the sol kadhi said skipped, not counted.
// 26 paneer bhurji by the stated 150 g, one item = 150 g paneer (IFCT L003) + 2 tsp oil (meals.ts
//    "paneer bhurji" = paneer + 2 tsp oil); 2 multigrain toast = 2 × 36 g (FNDDS 51601020).
// 27 2 aloo parathe = 2 × 93.4 g of INDB ASC098 (alooParatha); ek chammach white makhan = 1 tsp butter,
//    5 g (FNDDS 81101000); 1 chai = CHAI; "rohtak", "team bus" no food.
// 28 shahi paneer unquantified = a katori (150 g) of INDB ASC221; 2 tandoori roti = 2 × 52 g (rotiLarge,
//    FNDDS 51300175 large), labelled tandoori roti.
// 29 thukpa ek (1) bowl = 285 g of FNDDS 58408500 (fNineThukpa); "minus 2" is the weather, no food.
// 30 quinoa khichdi 1 bowl = 250 g of INDB OSR107 (fThirtyNineQuinoaKhichdi); "day 2" no food.
// combo:
// 31 sev usal: ek (1) vati usal = the sprouts key's katori (120 g of FNDDS 41108010, as earlier sets'
//    "1 vati matki usal"), labelled usal; sev on top = the sev key's 10 g garnish (INDB OSR147); 2 pav =
//    2 × 43 g (FNDDS 51150000).
// 32 rasam vada: 2 pcs = 2 × 40 g (vada, FNDDS 58175000); the hot rasam they are dunked in = a katori
//    (150 g) of INDB BFP176 (rasam).
// header:
// 33 "won by 4 wkts", "38* off 29" no food: 1 plate matar pulao = 300 g of INDB BFP136
//    (fThirtyNineMatarPulao); 1 katori methi malai paneer = 150 g of INDB ASC223
//    (fThirtyNineMethiMalaiPaneer); boondi raita unquantified = a katori (150 g) of curd (as
//    meals-fresh37.ts; INDB ASC277 prints its frying oil).
// 34 NCA lunch tray: grilled fish by the stated 150 g = FNDDS 26100120 fish baked or broiled with oil
//    (fThirtyNineGrilledFish); 1 cup brown rice = 195 g (FNDDS 56205018: 1 cup, cooked); steamed
//    broccoli unquantified = 1 cup, 155 g (FNDDS 72201211); 1 katori dal = 150 g.
// addon:
// 35 omelette made with 3 eggs in butter = 3 × 55 g of FNDDS 32130020 omelet made with butter
//    (fSevenButterEgg, 1 egg = 55 g); Amul is the butter's brand; 2 toast = 2 × 28 g white bread
//    (FNDDS 51101000).
// 36 smoothie, one item: 2 kiwi = 2 × 75 g (FNDDS 63126500: 1 fruit); 1 banana = 126 g; 200 ml almond
//    milk = 206 g of FNDDS 11350020 unsweetened (30.5 g per fl oz); 1 tbsp chia = 10.5 g (FNDDS
//    43108010); "after yoga" no food.
// 37 tuna sandwich, one item: 2 multigrain slices = 2 × 36 g (FNDDS 51601020); 100 g tuna as stated
//    (FNDDS 26155190, canned in water, drained); 1 tbsp mayo = 13.8 g (FNDDS 83107000); the lettuce not
//    counted.
// 38 egg burger, one item: 1 bun = 43 g (FNDDS 51150000 soft roll, the pav key); 2 egg omelette = 2 ×
//    55 g (FNDDS 32130010); 1 cheese slice = 21 g (FNDDS 14410110); the onion and tomato slices not
//    counted.
// 39 1 scoop MuscleBlaze (a whey brand; double rich choc its flavour) = 30 g of FNDDS 95230000; 250 ml
//    Amul Gold (full-cream milk) = 258 g of FNDDS 11111000 (wholeMilk).
// garnish:
// 40 masala oats 1 bowl = 250 g of FNDDS 56203056 oatmeal made with water (oatsWater; a bowl of porridge
//    = 250 g); 1 tsp ghee on top = 5 g; dhaniya and a squeeze of lemon not counted.
// talk:
// 41 "day 3", "21 overs", "2/57", "ankle strapped" no food: 2 chapati = 2 × 40 g; 1 katori chicken
//    curry = 150 g (FNDDS 27146150); 1 katori rice = 100 g.
// 42 "10k", "48:30", "HR 164", "4:51/km" no food: 2 bananas = 2 × 126 g; 500 ml electral = 524 g of
//    FNDDS 95330100 (fTwentyFourOrs, 31 g per fl oz).
// legume:
// 43 boiled black gram (sabut urad) by the stated 100 gram = SR26 16084 mungo beans, boiled
//    (fThirtyNineBoiledUrad); the onion and lemon not counted.
// drinkname:
// 44 oka (Telugu 1) glass banana shake (a milkshake, not a banana serving) = 345.5 g of INDB ASC016
//    (fThirtyNineBananaShake, its tall glass).
// 45 neer mor (Tamil spiced thin buttermilk; "neer" is its water) 1 glass = 250 g of FNDDS 11115100
//    (buttermilk), labelled neer mor.
// size:
// 46 Pizza Hut personal pan margherita, the whole 6 inch one = 175 g of FNDDS 58106225 (1 personal size
//    pizza, 5-7" diameter; the pizza keys' row), labelled margherita; "movie nite" no food.
// 47 Unibic choco chip cookies by the stated 75 g pack = FNDDS 53206000 (fFifteenChocoChipCookie);
//    "11 pm" no food.
// cooked:
// 48 prawns by the stated 200 g raw, cleaned = SR26 15270 shrimp, raw (fThirtyFourRawShrimp) + 1 tsp
//    oil (4.5 g) of the masala, one item; 1 cup rice = 158 g (cooked, FNDDS 56205008).
// numberword:
// 49 oru (Malayalam 1) cup kappa = 160 g of FNDDS 71930120 cassava, cooked (fThreeKappa: 1 cup); randu
//    (2) kashnam (pieces) meen varuthathu = 2 × 67 g fried fish (FNDDS 26100140, fishFry), labelled
//    meen varuthathu.
// 50 tinte (Bengali 3) ruti = 3 × 40 g of roti, labelled ruti; duto (2) sedho dim = 2 × 50 g boiled
//    egg (FNDDS 31103010); ek (1) bati musur dal = 150 g of INDB ASC157 (masoorDal); "kal match ache"
//    no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH39_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'saanje 3 rotli, bharela bhinda nu shaak ne 1 vaati kadhi - vadodara camp',
    'gujarati plain',
    'roti:3 fThirtyNineBharwaBhindi kadhi',
  ],
  ['methi ke 2 parathe aur 1 katori dahi, subah 7:15 nets se pehle', 'north plain', 'fThirtyNineMethiParatha:2 curd'],
  [
    'mess dinner: 3 roti, shimla mirch aloo, dal n thoda salad',
    'north plain',
    'roti:3 fThirtyNineShimlaMirchAloo dal cucumber',
  ],
  [
    'ghar pe lunch - khatte chole, 1 katori jeera rice n 1 katori dahi',
    'north plain',
    'fThirtyNineKhattaChana jeeraRice curd',
  ],
  [
    'patna mein nashta: 2 sattu ke parathe aloo chokha ke saath',
    'bihari plain',
    'sattuParatha=dalParatha:2 chokha=alooSabzi',
  ],
  ['bread upma 1 plate n filter coffee, darshini in malleshwaram', 'kannada plain', `fThirtyNineBreadUpma ${COFFEE}`],
  ['ambur chicken biryani 1 plate with onion raita, vellore trip', 'tamil plain', 'chickenBiryani raita=curd@100'],
  [
    'jaipur camp lunch: gatte ki sabzi, 2 bajre ki roti n chaach',
    'rajasthani plain',
    'fFourGatte bajraRoti=fThreeMakkiRoti:2 buttermilk',
  ],
  [
    'gongura pappu, annam n perugu with a bit of aavakaya - guntur hostel lunch',
    'telugu plain',
    'gonguraPappu=fSixDalPalak rice:2 perugu=curd@100',
  ],
  ['1 egg roll n 1 cha at the maidan tent after practice', 'bengali plain', `eggRoll=paratha+omelette ${CHAI}`],
  ['kosha mangsho ek bati ar 2 to paratha, robibar raate', 'bengali plain', 'koshaMangsho=beefCurry paratha:2'],
  ['ik amritsari kulcha, chhole te ik glass lassi - ranjit avenue', 'punjabi plain', `kulcha=naan@80 chole ${LASSI}`],
  ['half a footlong chicken tikka sub from subway, saved the other half for the bus', 'travel plain', 'chickenSub'],
  [
    'mcd - 1 mcspicy chicken n a coke zero, expressway food court',
    'travel plain',
    'fThreeChickenBurger fThirtyTwoDietCola',
  ],
  [
    'starbucks tall cappuccino n a blueberry muffin b4 the team meeting',
    'western plain',
    'cappuccino fTwentyNineFruitMuffin',
  ],
  ['saravana bhavan: onion rava dosa + filter coffee, t nagar', 'tamil plain', `ravaDosa ${COFFEE}`],
  ['red bull ek can, floodlights wala game hai aaj', 'drink plain', 'fThreeRedBull'],
  ['post training: whey 1 scoop + 1 kela', 'gym plain', 'whey banana'],
  ['protien bar between the 2 sessions', 'gym plain', 'proteinBar'],
  ['rain break mein haldiram ka khatta meetha, chhota 40 g wala packet', 'snack plain', 'khattaMeetha=fSevenNimko@40'],
  ['tawa pulao 1 plate at a juhu stall, sunday off', 'mumbai plain', 'tawaPulao=fThirtyEightVegPulao'],
  ["karim's - mutton korma n 2 khameeri roti, jama masjid", 'delhi plain', 'muttonKorma khameeriRoti=naan:2'],
  ["amma's lunch: mor kuzhambu, rice n vazhakkai fry", 'tamil plain', 'morKuzhambu=kadhi rice:2 fTwentyOneRawBanana'],
  ['mandya side: 2 ragi mudde with soppu saaru', 'kannada plain', 'fTwentyTwoRagiMudde:2 soppuSaaru=fSixDalPalak'],
  [
    'panjim fish thali - rice, xitti kodi, 1 rava fried bangda. skipped the sol kadhi',
    'goan plain',
    'rice:2 xittiKodi=fishCurry bangda=fishFry',
  ],
  [
    '150 g paneer bhurji + 2 multigrain toast, post gym',
    'gym plain',
    'bhurji=paneer@150+oil:2 fTwelveMultigrainBread:2',
  ],
  [
    'team bus stopped at a dhaba near rohtak: 2 aloo parathe, ek chammach white makhan, 1 chai',
    'travel plain',
    `alooParatha:2 butter ${CHAI}`,
  ],
  ['shahi paneer with 2 tandoori roti, dhaba outside sangrur', 'punjabi plain', 'shahiPaneer tandooriRoti=rotiLarge:2'],
  ['thukpa ek bowl, tawang, minus 2 outside', 'northeast plain', 'fNineThukpa'],
  ['quinoa khichdi 1 bowl, nutritionist ka plan day 2', 'gym plain', 'fThirtyNineQuinoaKhichdi'],
  // combinations named with their own parts
  ['sev usal - ek vati usal, var sev, 2 pav, nashik', 'marathi combo', 'usal=sprouts sev pav:2'],
  ['rasam vada, 2 pcs dunked in hot rasam - evening tiffin at the club', 'tamil combo', 'vada:2 rasam'],
  // headers naming the meal, then its list
  [
    'post match dinner (won by 4 wkts, 38* off 29) → 1 plate matar pulao, 1 katori methi malai paneer, boondi raita',
    'north header',
    'fThirtyNineMatarPulao fThirtyNineMethiMalaiPaneer raita=curd',
  ],
  [
    'NCA lunch tray: grilled fish 150 g | 1 cup brown rice | steamed brocoli | 1 katori dal',
    'gym header',
    'fThirtyNineGrilledFish@150 brownRice@195 broccoli dal',
  ],
  // "X made with Y", a smoothie, a sandwich, a burger, a brand
  ['omelette made with 3 eggs in amul butter, 2 toast on the side', 'gym addon', 'fSevenButterEgg:3 bread:2'],
  [
    'kiwi banana smoothie after yoga (2 kiwi, 1 banana, 200 ml almond milk, 1 tbsp chia)',
    'gym addon',
    'smoothie=kiwi:2+banana+almondMilk@206+fFourChia',
  ],
  [
    'tuna sandwich: 2 multigrain slices, 100 g tuna (drained), 1 tbsp mayo, lettuce',
    'gym addon',
    'sandwich=fTwelveMultigrainBread:2+tuna@100+mayonnaise',
  ],
  [
    'egg burger at home - 1 bun, 2 egg omelette, 1 cheese slice, onion n tomato',
    'north addon',
    'burger=pav+omelette:2+cheeseSlice',
  ],
  ['1 scoop muscleblaze double rich choc shaken with 250 ml amul gold', 'gym addon', 'whey wholeMilk'],
  // garnish
  ['masala oats 1 bowl, 1 tsp ghee on top, dhaniya n a squeeze of lemon', 'gym garnish', 'oatsWater@250 ghee'],
  // food amid training or match talk
  [
    'day 3 ranji, bowled 21 overs (2/57), ankle strapped. lunch: 2 chapati, 1 katori chicken curry, 1 katori rice',
    'north talk',
    'roti:2 chickenCurry rice',
  ],
  [
    '10k tempo in 48:30, avg HR 164, 4:51/km. aftr that 2 bananas n 500 ml electral',
    'gym talk',
    'banana:2 fTwentyFourOrs@524',
  ],
  // legume word next to the unit gram
  ['boiled black gram (sabut urad) 100 gram, onion lemon chaat style', 'north legume', 'fThirtyNineBoiledUrad@100'],
  // drinks named after their main ingredient
  ['beach road juice centre lo oka glass banana shake, vizag', 'telugu drinkname', 'fThirtyNineBananaShake'],
  ['1 glass neer mor from the pandal outside chepauk', 'tamil drinkname', 'neerMor=buttermilk'],
  // stated sizes and pack weights
  ['pizza hut personal pan margherita, the whole 6 inch one, movie nite', 'western size', 'margherita=pizzaMedium@175'],
  ['unibic choco chip cookies 75 g pack, hotel room, 11 pm', 'snack size', 'fFifteenChocoChipCookie@75'],
  // raw vs cooked
  [
    '200 g prawns (raw, cleaned) made into a dry masala with 1 tsp oil, + 1 cup rice',
    'gym cooked',
    'prawns=fThirtyFourRawShrimp@200+oil rice@158',
  ],
  // counts in number words
  [
    'oru cup kappa, randu kashnam meen varuthathu - toddy shop near kumarakom',
    'malayalam numberword',
    'fThreeKappa meenVaruthathu=fishFry:2',
  ],
  [
    'raater khabar: tinte ruti, duto sedho dim, ek bati musur dal. kal match ache',
    'bengali numberword',
    'ruti=roti:3 egg:2 masoorDal',
  ],
];
