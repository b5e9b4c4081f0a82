// Benchmark meals written on 2026-11-24 blind, as a third fresh set after meals-fresh.ts and
// meals-fresh2.ts: the sentences were typed as athletes type a food log (lowercase, typos,
// Hinglish and regional words, headers, training and travel talk) without running the engine or
// reading its code or knowledge, and each reference was chosen from cited rows (reference-foods.ts:
// FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated convention) before
// the engine was run on them. None is taken from meals.ts, meals-structural.ts,
// meals-generalise.ts, meals-fresh.ts or meals-fresh2.ts. Classes: combination counted with its
// parts, header and breakdown, ingredient or garnish as a modifier, training and travel talk and
// function words that are not food, legume words next to the unit gram, drinks named after an
// ingredient, stated sizes, weights and fractions, cooked state from context, regional number
// words (Sinhala, Odia, Hindi "dhai", Assamese), and everyday meals across regions. Conventions
// used here: a gravy katori (misal, sagu) = 150 g; a garnish of farsan/sev or grated coconut
// ≈ 10 g; "a few" almonds ≈ 10 g, raisins ≈ 5 g; a hopper ≈ 50 g of dosa (meals.ts "3 hoppers" =
// 150 g), an egg hopper = a hopper + 1 egg; batata vada ≈ 60 g of vada (as meals-fresh.ts vada
// pav); egg curry as meals.ts (2 eggs + 100 g curry gravy); raita = 100 g of curd; 1 cup of
// cooked rice = 158 g (FNDDS 56205008); ml of juices, soft and energy drinks × 31 g per fl oz
// (FNDDS); haldi doodh = a glass of milk; a set dosa is counted as a medium dosa.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH3_MEALS: SampleMeal[] = [
  // combination counted with its parts
  [
    'sarson da saag te makki di roti - 2 makki roti n 1 katori saag',
    'north combo',
    'fThreeMakkiRoti:2 fThreeSarsonSaag',
  ],
  ['kappa n meen curry at the thattukada - 1 cup kappa, 1 katori meen curry', 'south combo', 'fThreeKappa fishCurry'],
  [
    'misal pav - 1 katori misal topped with farsan, 2 pav on the side',
    'west combo',
    'misal=sprouts@150 farsan=sev pav:2',
  ],
  [
    'chowmein chilli chicken combo - 1 plate veg chowmein n 1 katori chilli chicken',
    'east combo',
    'vegChowmein chilliChicken',
  ],
  ['set dosa sagu - 3 set dosa with a katori of veg sagu', 'south combo', 'setDosa=dosa:3 sagu=vegCurry@150'],
  ['porota dim bhaji - 2 porota n a 2 egg dim bhaji', 'bangladeshi combo', 'porota=paratha:2 dimBhaji=omelette:2'],
  ['egg hoppers with dhal - 2 egg hoppers n a katori of dhal curry', 'srilankan combo', 'eggHopper=dosa@100+egg:2 dal'],
  ['samosa chole - 2 samosa with a katori of chole', 'north combo', 'samosa:2 chole'],
  // header and breakdown
  [
    'post-match recovery plate: 2 chapati, 100 g chicken tikka, 1 katori brown rice n raita',
    'gym header',
    'roti:2 grilledChicken@100 brownRice curd@100',
  ],
  [
    'karnataka oota: 2 chapathi, anna, saaru, palya, mosaru',
    'south header',
    'roti:2 anna=rice rasam vegCurry mosaru=curd@100',
  ],
  [
    'odia lunch: 2 katori bhata, dalma, saga bhaja n 1 piece machha bhaja',
    'east header',
    'bhata=rice:2 dalma sagaBhaja=spinachCooked machhaBhaja=fishFry',
  ],
  [
    "dinner at nani's: chicken karahi, 2 naan, raita n salad",
    'pakistani header',
    'chickenCurry naan:2 curd@100 cucumber',
  ],
  [
    'rest day lunch - 1 katori rajma, 1 katori jeera rice, salad n a glass of chaas',
    'north header',
    'rajma jeeraRice cucumber buttermilk',
  ],
  [
    'team hotel dinner in galle: 2 cups rice, parippu, polos curry, 2 pieces fried fish',
    'srilankan header',
    'rice@316 dal polos=vegCurry fishFry:2',
  ],
  // ingredient or garnish as a modifier
  ['masala oats topped with a boiled egg', 'gym addon', 'masalaOats=oatsWater egg'],
  ['kanda poha topped with grated coconut n coriander', 'west addon', 'poha fThreeCoconut'],
  ['rajma with chopped onion n a spoon of ghee, 2 katori chawal', 'north addon', 'rajma ghee rice:2'],
  [
    'banana smoothie made with almond milk n 1 tbsp peanut butter',
    'gym addon',
    'smoothie=banana+almondMilk+peanutButter',
  ],
  ['omelette with 3 eggs made with onion, chilli n a cheese slice', 'snack addon', 'omelette:3 cheeseSlice'],
  ['suji halwa topped with a few almonds n kishmish', 'north addon', 'sujiHalwa almonds@10 raisins@5'],
  ['plain curd with roasted jeera n kala namak', 'north addon', 'curd'],
  ['black coffee with a tsp of ghee in it b4 gym', 'gym addon', 'blackCoffee ghee'],
  // training and travel talk and function words around the food
  [
    'kal match ke baad coach ne bola carbs load karo, toh 2 katori chawal aur ek katori rajma',
    'hinglish talk',
    'rice:2 rajma',
  ],
  ['team bus dhabe pe ruki, ek glass lassi aur do aloo parathe maar diye', 'hinglish talk', `alooParatha:2 ${LASSI}`],
  ['after the ice bath n physio, 2 boiled eggs and a glass of haldi doodh', 'gym talk', 'egg:2 milk'],
  ['khela sesh e hotel e fire macher jhol bhaat khelam', 'bangladeshi talk', 'fishCurry rice:2'],
  [
    'sarav zalyavar mi ek plate sabudana khichdi ani ek glass taak ghetla',
    'west talk',
    'sabudanaKhichdi taak=buttermilk',
  ],
  ['practice mudinjadhum hotel la oru plate chicken biryani saapten', 'south talk', 'chickenBiryani'],
  [
    'rain delay for 2 hrs, sat in the dressing room with a packet of lays n 2 oreos',
    'snack talk',
    'potatoChips oreo:2',
  ],
  [
    'nets cancelled so gym mein leg day kiya, uske baad 4 egg white ki bhurji aur 1 brown toast',
    'gym talk',
    'eggWhiteOmelette:4 brownBread',
  ],
  // legume words next to the unit gram, drinks named after an ingredient
  ['kala chana (black bengal gram) boiled 80 gram with onion n lemon', 'gym legume', 'chickpeasBoiled@80'],
  ['green gram dal 200 gram with 2 phulka', 'north legume', 'wholeMoong@200 roti:2'],
  ['bel sharbat 1 glass in the afternoon heat', 'drink drinkname', 'fThreeBelSharbat'],
  ['rose milk 1 glass at marina after the match', 'drink drinkname', 'fThreeRoseMilk'],
  // stated sizes, weights and fractions
  ['aadha katori chawal, 2 roti n dal', 'north size', 'rice@50 roti:2 dal'],
  ['a 330 ml can of red bull before the game', 'drink size', 'fThreeRedBull@346'],
  ['2 big bananas before the long batting session', 'gym size', 'bananaLarge:2'],
  ['greek yogurt (200 g) with a tsp of honey', 'gym size', 'greekYogurt@200 honey'],
  ['half of a medium pizza after the final', 'snack size', 'pizzaMedium@345.5'],
  ['rajma 1/2 katori with 1 katori jeera rice', 'north size', 'rajma@75 jeeraRice'],
  ['mutton biryani 1.5 plate at the walima', 'pakistani size', 'muttonBiryani:1.5'],
  ['sugarcane juice, big glass 350 ml, outside the stadium', 'drink size', 'sugarcaneJuice@367'],
  // cooked state from context
  ['kathal with 3 roti', 'north cooked', 'kathalSabzi=vegCurry roti:3'],
  ['masoor and 2 katori chawal', 'north cooked', 'masoorDal rice:2'],
  ['keerai with 2 katori rice', 'south cooked', 'keerai=spinachCooked rice:2'],
  ['shalgam te 2 roti', 'pakistani cooked', 'shalgam=fThreeTurnip roti:2'],
  // regional number words: Sinhala, Odia, Hindi fraction, Assamese
  ['appa hatarak saha kiri tea ekak', 'srilankan numberword', `appa=dosa@200 ${CHAI}`],
  ['chari ta roti au aloo bharta', 'east numberword', 'roti:4 alooBharta=alooSabzi'],
  ['dhai paratha aur ek katori dahi', 'north numberword', 'paratha:2.5 curd'],
  ['duta roti aru masor tenga', 'east numberword', 'roti:2 masorTenga=fishCurry'],
  // everyday meals across regions
  ['chhena poda 1 slice from the odisha trip', 'east sweet', 'fThreeChhenaPoda'],
  ['batata vada 2 with green chutney', 'west mixed', 'batataVada=vada@120 greenChutney'],
  ['muttai kuzhambu with 2 katori rice', 'south eggs', 'muttaiKuzhambu=egg:2+chickenCurry@100 rice:2'],
  [
    'devilled chicken with fried rice at the hotel in kandy',
    'srilankan restaurant',
    'devilledChicken=chilliChicken friedRice',
  ],
  ['shingara 2 pcs n ek cup cha', 'bangladeshi mixed', `shingara=samosa:2 ${CHAI}`],
  ['2 rice cakes with 1 tbsp peanut butter after gym', 'gym mixed', 'fThreeRiceCake:2 peanutButter'],
  ['haldiram aloo bhujia 40 g with evening chai', 'snack brand', `sev@40 ${CHAI}`],
  ['mcchicken burger n medium fries after the match', 'west fastfood', 'fThreeChickenBurger friesMedium'],
  ['motichoor ladoo 2 at the team celebration', 'north sweet', 'fThreeLadoo:2'],
  ['chapli kabab 2 aur ek naan, peshawari style', 'pakistani mixed', 'fThreeChapliKabab:2 naan'],
];
