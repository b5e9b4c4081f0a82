// Reference foods of the accuracy benchmark: values per 100 g copied from the public-domain
// USDA FNDDS 2017-18 "At A Glance" nutrient table (cited by food code), and portion weights
// from its portions-and-weights table or a stated convention. A few dishes that FNDDS lacks are
// computed here from IFCT 2017 rows with our own recipe (said so in `source`); none uses the
// engine's dish recipes. "proxy" marks a neighbouring FNDDS food used for a dish it lacks.
export interface ReferenceFood {
  source: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Grams of one portion ("1 roti", "1 katori"), and where that weight comes from. */
  portion: number;
  portionBasis: string;
  /** Words one of which must appear in the engine's meal title for the item to count as found. */
  match: string;
}

const f = (source: string, [kcal, protein, carbs, fat]: [number, number, number, number], portion: number, portionBasis: string, match: string): ReferenceFood =>
  ({ source, kcal, protein, carbs, fat, portion, portionBasis, match });

const KATORI = 'convention: 1 katori (150 ml) of dal/curry ≈ 150 g';
const KATORI_DRY = 'convention: 1 katori (150 ml) of dry sabzi ≈ 120 g';
const KATORI_RICE = 'FNDDS 56205008: 1 cup cooked = 158 g, so 1 katori (150 ml) ≈ 100 g';

export const REFERENCE_FOODS = {
  roti: f('FNDDS 51300175 chappatti or roti', [299, 7.85, 46.13, 9.2], 40, 'FNDDS 51300175: 1 medium roti = 40 g', 'roti|chapati|phulka|chapat'),
  paratha: f('FNDDS 51300185 paratha', [326, 6.36, 45.35, 13.2], 70, 'FNDDS 51300185: 1 paratha = 70 g', 'paratha|parantha|parotta'),
  puri: f('FNDDS 51300180 puri', [397, 6.2, 39.17, 24.75], 36, 'FNDDS 51300180: 1 puri = 36 g', 'puri|poori'),
  naan: f('FNDDS 51108100 naan', [311, 11.09, 50.23, 7.28], 90, 'convention: restaurant naan ≈ 1/2 of FNDDS 10" naan (177 g)', 'naan|nan'),
  rice: f('FNDDS 56205008 white rice, cooked', [129, 2.67, 27.99, 0.28], 100, KATORI_RICE, 'rice|chawal|bhaat|bhat'),
  brownRice: f('FNDDS 56205018 brown rice, cooked', [122, 2.73, 25.45, 0.96], 100, KATORI_RICE, 'brown rice'),
  dal: f('FNDDS 41311030 lentil curry', [110, 3.67, 12.28, 5.61], 150, KATORI, 'dal|daal|dhal|parippu|lentil'),
  rajma: f('FNDDS 41106010 kidney beans from dried, fat added (proxy for rajma)', [176, 8.06, 21.19, 6.97], 150, KATORI, 'rajma|kidney'),
  chole: f('FNDDS 41302010 chickpeas from dried, fat added (proxy for chole)', [210, 8.23, 25.48, 8.91], 150, KATORI, 'chole|chana|chickpea|cholay'),
  sambar: f('FNDDS 41311020 sambar', [85, 4.32, 11.8, 2.71], 150, KATORI, 'sambar|sambhar'),
  khichdi: f('FNDDS 41311040 lentil curry with rice (proxy for khichdi)', [117, 3.27, 18.57, 3.48], 200, 'FNDDS 41311040: 1 cup = 200 g', 'khichdi|khichuri|khichri'),
  chickenCurry: f('FNDDS 27146150 chicken curry', [106, 6.47, 6.47, 6.45], 150, KATORI, 'chicken|murgh|karahi'),
  fishCurry: f('FNDDS 27150320 fish curry', [92, 4.94, 6.58, 5.39], 150, KATORI, 'fish|machh|maach|meen|jhol|hilsa|ilish|rohu|surmai|pomfret'),
  beefCurry: f('FNDDS 27116100 beef curry (proxy for nihari, bhuna, mutton curry)', [111, 7.56, 6.46, 6.53], 150, KATORI, 'beef|nihari|mutton|gosht|lamb|bhuna|keema|curry'),
  // FNDDS 27243100 "biryani with chicken" (103 kcal, 2.4 g fat per 100 g) is a lean US recipe;
  // Indian home and restaurant biryani carries fried onions, oil or ghee and more rice per meat.
  chickenBiryani: f('IFCT 2017 A015 rice 200 g + N002 chicken thigh 250 g edible + G017 onion 100 g + T012 oil 40 g, with FNDDS 11411100 curd 100 g, cooked to 1000 g (our typical home/restaurant recipe; carbs as total); FNDDS 27243100 gives a leaner 103 kcal', [168, 6.63, 17.88, 8.01], 300, 'convention: 1 plate of biryani ≈ 300 g (FNDDS 27243100: 1 cup = 196 g)', 'biryani|biriyani'),
  muttonBiryani: f('FNDDS 27213010 biryani with meat', [145, 8.5, 12.2, 6.77], 300, 'convention: 1 plate of biryani ≈ 300 g', 'biryani|biriyani'),
  vegBiryani: f('FNDDS 58160000 biryani with vegetables', [108, 1.93, 17.88, 3.16], 300, 'convention: 1 plate of biryani ≈ 300 g', 'biryani|pulao|pulav'),
  friedRice: f('FNDDS 58150110 fried rice, meatless', [174, 3.84, 32.5, 3.19], 300, 'convention: 1 plate ≈ 300 g', 'fried rice'),
  dosa: f('FNDDS 55702100 dosa, plain', [210, 5.7, 37.04, 4.05], 80, 'FNDDS 55702100: 1 medium dosa = 80 g', 'dosa|dosai|dose'),
  masalaDosa: f('FNDDS 58174100 dosa with filling', [184, 5.46, 30.8, 4.27], 200, 'convention: 1 masala dosa ≈ 200 g (FNDDS 58174100: small 113 g, medium 267 g)', 'dosa'),
  idli: f('IFCT 2017 A015 rice + B003 urad dal, 2:1 dry, steamed to 60 % moisture (our recipe)', [153, 5.8, 30.7, 0.4], 40, 'convention: 1 idli ≈ 40 g (FNDDS lists none; 2.25" idli ~38 g)', 'idli|idly'),
  vada: f('FNDDS 58175000 vada, fried dumpling', [265, 12.75, 33.25, 9.73], 40, 'convention: 1 medu vada ≈ 40 g (FNDDS 58175000: 1 vada = 29 g)', 'vada|vadai|wada'),
  upma: f('FNDDS 58174000 upma', [86, 1.98, 13.81, 2.64], 170, 'FNDDS 58174000: 1 cup = 170 g', 'upma|uppittu'),
  poha: f('IFCT 2017 A011 rice flakes 60 g + potato F006 50 g + onion G017 30 g + peanut H012 10 g + FNDDS 82101000 oil 8 g, 220 g cooked (our recipe)', [175, 3.7, 26.4, 5.8], 180, 'convention: 1 plate of poha ≈ 180 g', 'poha|pohe|aval|chivda'),
  samosa: f('FNDDS 58124500 pastry filled with potatoes and peas, fried (samosa)', [305, 4.66, 30.84, 18.16], 100, 'FNDDS 58124500: 1 regular samosa = 100 g', 'samosa|samsa'),
  // FNDDS 75440400 "pakora" (124 kcal, 4.8 g fat per 100 g) is implausibly lean for a deep-fried
  // chickpea-flour fritter (FNDDS 58124500 samosa: 18 % fat); it is cited but not used.
  seekhKebab: f('FNDDS 23132000 lamb, ground or patty, cooked (proxy for seekh kebab: grilled minced mutton)', [281, 24.54, 0, 19.49], 35, 'convention: 1 seekh kebab ≈ 35 g', 'kebab|kabab|seekh'),
  pakora: f('IFCT 2017 B001 Bengal gram dal (as besan) 100 g + G017 onion 150 g + water 60 g, fried to 250 g, plus T012 oil absorbed at 15 % of the fried weight (decision 022 deep-fried convention), 294 g (our recipe); FNDDS 75440400 gives 124 kcal', [271, 8.1, 27.2, 16.9], 15, 'convention: 1 pakora ≈ 15 g (FNDDS 75440400 pakora 12 g)', 'pakora|pakoda|bhaji|bajji'),
  palakPaneer: f('FNDDS 72125310 palak paneer', [97, 5.22, 4.31, 6.99], 150, KATORI, 'palak|saag'),
  vegCurry: f('FNDDS 75440600 vegetable curry (proxy for sabzi)', [84, 1.59, 8.72, 5.23], 120, KATORI_DRY, 'sabzi|sabji|curry|veg|bhindi|gobi|baingan|poriyal|thoran|bhaji|aloo|mixed|vegetable|subzi|tarkari|kootu|avial|palya'),
  alooSabzi: f('FNDDS 71103030 potato boiled, made with oil (proxy for aloo sabzi)', [130, 1.86, 20.45, 4.84], 120, KATORI_DRY, 'aloo|potato|batata'),
  paneer: f('IFCT 2017 L003 paneer', [258, 18.86, 12.41, 14.78], 100, 'as stated', 'paneer'),
  egg: f('FNDDS 31103010 egg, boiled', [143, 12.56, 0.72, 9.51], 50, 'FNDDS 31103010: 1 egg = 50 g', 'egg|anda|ande'),
  omelette: f('FNDDS 32130010 omelet made with oil', [191, 11.7, 0.67, 15.39], 55, 'FNDDS 32130010: 1 egg = 55 g', 'omelet|omelette|egg|bhurji|anda'),
  banana: f('FNDDS 63107010 banana, raw', [89, 1.09, 22.84, 0.33], 126, 'FNDDS 63107010: 1 banana = 126 g', 'banana|kela'),
  apple: f('FNDDS 63101000 apple, raw', [52, 0.26, 13.81, 0.17], 200, 'FNDDS 63101000: 1 medium apple = 200 g', 'apple|seb'),
  mango: f('FNDDS 63129010 mango, raw', [60, 0.82, 14.98, 0.38], 165, 'convention: 1 cup sliced mango = 165 g (SR26 09176)', 'mango|aam'),
  orange: f('FNDDS 61119010 orange, raw', [47, 0.94, 11.75, 0.12], 131, 'SR26 09200: 1 orange = 131 g', 'orange|santra|narangi'),
  papaya: f('FNDDS 63133010 papaya, raw', [43, 0.47, 10.82, 0.26], 145, 'SR26 09226: 1 cup cubes = 145 g', 'papaya|papita'),
  guava: f('FNDDS 63125010 guava, raw', [68, 2.55, 14.32, 0.95], 55, 'SR26 09139: 1 guava = 55 g', 'guava|amrood|peru'),
  watermelon: f('FNDDS 63149010 watermelon, raw', [30, 0.61, 7.55, 0.15], 150, 'SR26 09326: 1 cup diced = 152 g', 'watermelon|tarbooz'),
  dates: f('FNDDS 62110100 date', [282, 2.45, 75.03, 0.39], 8, 'FNDDS 62110100: 1 date = 8 g', 'date|khajur|khajoor'),
  curd: f('FNDDS 11411100 yogurt, whole milk, plain', [61, 3.47, 4.66, 3.25], 150, 'convention: 1 katori curd ≈ 150 g (FNDDS 11411100: 1 cup = 245 g)', 'curd|dahi|yogurt|yoghurt|raita|thayir|doi'),
  greekYogurt: f('FNDDS 11411420 Greek yogurt, nonfat', [61, 10.3, 3.64, 0.37], 170, 'FNDDS: 1 container = 170 g', 'greek|yogurt|curd'),
  milk: f('FNDDS 11112110 milk, reduced fat 2 % (≈ toned milk)', [50, 3.35, 4.91, 1.9], 258, 'FNDDS 11112110: 1 cup (237 ml) = 244 g, so a 250 ml glass ≈ 258 g', 'milk|doodh|dudh'),
  wholeMilk: f('FNDDS 11111000 milk, whole', [60, 3.28, 4.67, 3.2], 258, 'FNDDS 11111000: 1 cup = 244 g, 250 ml ≈ 258 g', 'milk|doodh|dudh'),
  skimMilk: f('FNDDS 11112210 milk, low fat 1 % (proxy for skimmed)', [43, 3.38, 5.19, 0.95], 258, '250 ml ≈ 258 g', 'milk|doodh'),
  buttermilk: f('FNDDS 11115100 buttermilk, low fat', [40, 3.31, 4.79, 1.07], 250, 'convention: 1 glass ≈ 250 g', 'buttermilk|chaas|chhaas|mattha|majjige|moru'),
  tea: f('FNDDS 92302000 tea, black', [1, 0, 0.3, 0], 60, 'convention: half of a 125 ml cup of chai is brewed tea', 'tea|chai|chaai'),
  sugar: f('FNDDS 91101010 sugar, white', [385, 0, 99.6, 0.32], 4.2, 'SR26 19335: 1 tsp = 4.2 g', 'sugar|chini|cheeni'),
  oats: f('FNDDS 56203066 oatmeal made with milk, no added fat', [115, 5.57, 16.27, 3.1], 240, 'FNDDS: 1 cup = 240 g', 'oat|porridge|dalia'),
  peanutButter: f('FNDDS 42202000 peanut butter', [597, 22.5, 22.3, 51.1], 16, 'SR26 16098: 1 tbsp = 16 g', 'peanut butter'),
  bread: f('FNDDS 51101000 bread, white', [270, 9.43, 49.2, 3.59], 28, 'FNDDS 51101000: 1 regular slice = 28 g', 'bread|toast|pav|bun'),
  brownBread: f('FNDDS 51300110 bread, whole wheat', [254, 12.3, 43.1, 3.55], 36, 'FNDDS 51300110: 1 regular slice = 36 g', 'bread|toast'),
  chickenBreast: f('FNDDS 24122131 chicken breast, roasted, skin not eaten', [161, 30.22, 0, 3.52], 120, 'FNDDS 24122131: 1 medium breast = 120 g', 'chicken'),
  grilledChicken: f('FNDDS 24123301 chicken breast, grilled, skin not eaten', [176, 29.62, 0, 5.45], 120, 'FNDDS: 1 medium breast ≈ 120 g', 'chicken|tikka|tandoori'),
  tandooriChicken: f('FNDDS 24142301 chicken drumstick, roasted, skin not eaten (proxy for tandoori chicken)', [154, 24.1, 0, 5.67], 80, 'convention: 1 tandoori leg piece ≈ 80 g edible', 'chicken|tandoori|tikka'),
  tuna: f('FNDDS 26155190 tuna, canned in water', [90, 19, 0.08, 0.94], 100, 'as stated', 'tuna'),
  whey: f('FNDDS 95230000 whey-based powder', [352, 78.13, 6.25, 1.56], 30, 'convention: 1 scoop ≈ 30 g (SR26 14058: 28.7 g)', 'whey|protein'),
  proteinBar: f('FNDDS 53729000 nutrition bar, NFS', [426, 30, 45, 14], 40, 'convention: 1 protein bar ≈ 40 g (FNDDS 34 g; Indian bars 40-60 g)', 'bar'),
  almonds: f('FNDDS 42101130 almonds, unsalted', [607, 20.33, 20.38, 53.96], 1.2, 'FNDDS 42101130: 1 almond = 1.2 g', 'almond|badam'),
  peanuts: f('FNDDS 42111110 peanuts, roasted', [599, 28.03, 15.26, 52.5], 28, 'FNDDS 42111110: 1 oz (a handful) = 28 g', 'peanut|moongphali|groundnut|ground nut|singdana'),
  cashews: f('FNDDS 42104110 cashews', [583, 14.85, 31.71, 47.96], 1.5, 'convention: 1 cashew ≈ 1.5 g (SR26 12087: 1 oz = 18 kernels)', 'cashew|kaju'),
  walnuts: f('FNDDS 42116000 walnuts', [654, 15.23, 13.71, 65.21], 28, 'SR26 12155: 1 oz = 28 g', 'walnut|akhrot'),
  ghee: f('FNDDS 81204000 ghee', [876, 0.28, 0, 99.48], 5, 'convention: 1 tsp ghee ≈ 5 g (SR26 01003: 1 tbsp = 12.8 g)', 'ghee'),
  butter: f('FNDDS 81101000 butter', [717, 0.85, 0.06, 81.11], 5, 'SR26 01001: 1 tsp = 4.7 g, rounded to 5 g', 'butter|makhan'),
  oil: f('FNDDS 82101000 vegetable oil', [886, 0, 0, 100], 4.5, 'SR26 04582: 1 tsp = 4.5 g', 'oil'),
  honey: f('FNDDS 91302010 honey', [304, 0.3, 82.4, 0], 7, 'SR26 19296: 1 tsp = 7 g', 'honey|shahad'),
  coconutWater: f('FNDDS 42403010 coconut water', [18, 0.22, 4.24, 0], 240, 'FNDDS: 1 cup = 240 g', 'coconut water|nariyal|elaneer'),
  cornflakes: f('FNDDS 57134000 corn flakes', [357, 7.5, 84.1, 0.4], 30, 'convention: 1 bowl = 30 g of flakes', 'corn ?flakes|cereal'),
  sweetPotato: f('FNDDS 73402010 sweet potato, baked', [95, 2.11, 21.83, 0.15], 150, 'convention: 1 medium sweet potato ≈ 150 g', 'sweet potato|shakarkandi'),
  cucumber: f('FNDDS 75111000 cucumber, raw', [15, 0.65, 3.63, 0.11], 100, 'convention: a side salad of cucumber ≈ 100 g', 'cucumber|kheera|salad|lettuce|kachumber'),
  sprouts: f('FNDDS 41108010 mung beans, cooked (proxy for cooked sprouts)', [155, 6.52, 17.8, 6.86], 120, KATORI_DRY, 'sprout|moong|mung'),
  riceNoodles: f('FNDDS 56117090 rice noodles, cooked (proxy for string hoppers, idiyappam)', [107, 1.78, 23.87, 0.2], 40, 'convention: 1 string hopper ≈ 40 g', 'hopper|idiyappam|noodle'),
  lentilSoup: f('FNDDS 41603010 lentil soup', [64, 3.89, 8.82, 1.71], 250, 'convention: 1 bowl ≈ 250 g', 'soup|rasam|shorba'),
} as const satisfies Record<string, ReferenceFood>;

export type ReferenceKey = keyof typeof REFERENCE_FOODS;
