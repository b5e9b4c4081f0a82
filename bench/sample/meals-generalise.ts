// Benchmark meals written on 2026-11-24 for the structural classes of issue 15 (combination and
// its parts, header and breakdown, ingredient or garnish as a modifier, legume words next to the
// unit gram, drinks named after an ingredient, stated sizes, cooked state from context, "pcs",
// regional number words) and everyday athlete meals. New sentences, none taken from the issue's
// own examples; references written from cited rows (reference-foods.ts) before the engine was run
// on them. They are all in the dev part (build-sample.ts): they were written to find the
// engine's failure classes, so the frozen test part stays as it was chosen.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const GENERALISE_MEALS: SampleMeal[] = [
  // header and breakdown, combination and its parts
  ['dinner - rajma chawal, a katori of rajma and a katori of rice', 'north header', 'rajma rice:1'],
  ['morning tiffin: 4 idlis, a katori of sambar and coconut chutney', 'south header', 'idli:4 sambar coconutChutney:2'],
  ['shake: 1 scoop whey, 300 ml milk and a banana', 'gym header', 'shake=whey+milk@310+banana'],
  ['egg sandwich made with 2 slices of brown bread and 2 boiled eggs', 'west combo', 'sandwich=brownBread:2+egg:2'],
  ['dal chawal for dinner: 1 katori dal and 2 katori rice', 'north header', 'dal rice:2'],
  ['eggs and toast - 2 fried eggs, 2 slices of toast with butter', 'west header', 'friedEgg:2 bread:2 butter:2'],
  ['chicken and rice: 200 g grilled chicken breast, 1 cup rice', 'gym header', 'grilledChicken@200 rice@158'],
  ['pav bhaji with 2 pav', 'west combo', 'pavBhaji pav:2'],
  ['veg thali: 2 roti, rice, dal, aloo sabzi and curd', 'north header', 'roti:2 rice dal alooSabzi curd'],
  // ingredient or garnish as a modifier
  ['rava upma with cashews', 'south addon', 'upma cashews@10'],
  ['poha with sev and a cup of chai', 'west addon', `poha sev ${CHAI}`],
  ['a cup of tea with buffalo milk, no sugar', 'north addon', 'chai=buffaloMilk@62+tea'],
  ['curd rice with pomegranate', 'south addon', 'curdRice pomegranate@22'],
  ['plain dosa with a spoon of ghee', 'south addon', 'dosa ghee'],
  ['oats with a banana and a spoon of honey', 'gym addon', 'oats banana honey'],
  // legume words and the unit gram
  ['green gram curry with 2 chapati', 'north legume', 'wholeMoong roti:2'],
  ['horse gram curry and rice', 'south legume', 'kulthiDal rice:2'],
  ['yellow moong dal 1 katori with 2 roti', 'north legume', 'dal roti:2'],
  ['150 gram boiled chickpeas post nets', 'gym legume', 'chickpeasBoiled@150'],
  // drinks named after an ingredient
  ['apple juice 1 glass', 'drink drinkname', 'appleJuice'],
  ['orange juice with breakfast', 'drink drinkname', 'orangeJuice=mosambiJuice'],
  ['ginger tea after the morning session', 'drink drinkname', 'gingerTea=milk@62+tea+sugar'],
  ['banana shake 1 glass after gym', 'drink drinkname', 'bananaShake=milk@200+banana@100+sugar:2'],
  ['pomegranate juice 200 ml', 'drink drinkname', 'pomegranateJuice@210'],
  // stated sizes
  ['kurkure (90 g pack) on the bus', 'snack size', 'kurkure@90'],
  ['a 30 cm chicken sub', 'west size', 'chickenSub@480'],
  ['a medium coke with lunch', 'drink size', 'colaMedium'],
  ['a 20 g protein bar after nets', 'gym size', 'proteinBar'],
  ['lays (26 g pack) and a small coke', 'snack size', 'potatoChips@26 colaSmall'],
  // cooked state from context, pieces of a combination
  ['lauki with 3 roti', 'north cooked', 'laukiSabzi=vegCurry roti:3'],
  ['moong and 2 chapati', 'north cooked', 'wholeMoong roti:2'],
  ['3 pcs puri sabzi', 'north combo', 'puri:3 alooSabzi'],
  ['gobhi with 2 roti', 'north cooked', 'gobhiSabzi=vegCurry roti:2'],
  ['turai with 2 phulka', 'north cooked', 'turaiSabzi=vegCurry roti:2'],
  // number words: Tamil, Telugu, Bengali, Marathi, Urdu
  ['rendu dosai with sambar', 'south numberword', 'dosa:2 sambar'],
  ['moodu idli rendu vada', 'south numberword', 'idli:3 vada:2'],
  ['charte luchi ar alur dom', 'east numberword', 'luchi=puri:4 alurDom=alooSabzi'],
  ['duto roti ar dal', 'bangladeshi numberword', 'roti:2 dal'],
  ['char poli ani varan', 'west numberword', 'poli=roti:4 varan=dal'],
  ['paanch khajoor aur ek glass doodh', 'pakistani numberword', 'dates:5 milk'],
  ['naalu idli with chutney', 'south numberword', 'idli:4 coconutChutney:2'],
  // everyday athlete meals
  ['mutton biryani and a coke', 'north mixed', 'muttonBiryani colaSmall'],
  ['an apple and a banana before the match', 'gym mixed', 'apple banana'],
  ['onion rava dosa with sambar', 'south mixed', 'ravaDosa sambar'],
  ['chicken curry with 2 roti and salad', 'north mixed', 'chickenCurry roti:2 cucumber'],
  // second round (2026-11-24): stuffed breads, egg counts, sandwiches, FNDDS rows, brands
  ['sattu paratha with a katori of curd', 'east stuffed', 'sattuParatha=dalParatha curd'],
  ['2 sattu paratha and a glass of chaas', 'east stuffed', 'sattuParatha=dalParatha:2 buttermilk'],
  ['3 egg bhurji with 2 pav', 'west eggs', 'bhurji=omelette:3 pav:2'],
  ['egg white omelette with 2 slices of brown bread', 'gym eggs', 'eggWhiteOmelette:2 brownBread:2'],
  ['chicken wrap and a medium coke after the match', 'west fastfood', 'chickenWrap colaMedium'],
  ['peanut butter banana sandwich before training', 'gym sandwich', 'peanutButter bread:2 banana'],
  ['2 banana sandwiches after nets', 'gym sandwich', 'bread:4 banana:2'],
  ['bingo chips on the team bus', 'snack brand', 'tortillaChips'],
  ['pomegranate juice 1 glass with breakfast', 'drink drinkname', 'pomegranateJuice'],
];
