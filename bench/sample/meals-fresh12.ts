// Benchmark meals written on 2026-11-25 blind, as the twelfth blind set after meals-fresh.ts to
// meals-fresh11.ts, written without running the engine: each sentence is one log message of an
// athlete in India or abroad logging a real day, typed as athletes type a food log (lowercase,
// typos such as brocoli, protien, omlette and arrabiata, abbreviations such as n, w/, gm, bfast,
// wkts, Hinglish and regional words, times of day, headers, training, match and travel talk), with
// plain English gym and western foods (oats, eggs, chicken breast, whey, wraps, salads, pasta,
// salmon, avocado toast, beans on toast, a latte with oat milk) and chain and packaged foods (a
// McDonald's McAloo Tikki, a Subway Veggie Delite, Domino's, Starbucks, Heinz, Amul and Haldiram's
// packs with their sizes) mixed with Indian home food, without reading the engine's code or
// knowledge, and each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes,
// INDB recipe codes, SR26 rows, their portions or a stated convention) before the engine was run on
// them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh11.ts. Mix, by the structural classes of the issue this benchmark measures (60, 6
// each): combinations named with their own parts (tuna pasta, rajma chawal with chicken on the
// side, avo toast, idli chicken curry, pb n j sandwich, beans on toast; combo), headers naming the
// meal and then its breakdown ("pre-workout (5:45am):", "team dinner in brisbane:", "lunch box @
// college:", "meal 3 -", where "3" is no amount, "hotel bfast, dubai transit:", "raat ka khana -";
// header), "X made with Y", a smoothie of listed parts, a wrap with its fillings, an ingredient as
// a modifier and a brand with its generic food (overnight oats made with oats, greek yogurt and
// almond milk; protein pancakes made with whey, banana and eggs; a latte with oat milk; a mango
// smoothie; a wrap made with tortilla, chicken tikka and hummus; an Amul cheese slice melted on
// brown bread toast; addon), the food amid training, match or travel talk ("5x5 @120kg", "3x10", "9
// overs", "2 hrs", "1:30", "9 hrs", "gate 32", "12 km in 61 min", "at 8", "left at 5, 4 hr drive",
// "3 wkts in 7 overs" are not amounts; talk), legume words next to the unit gram (green, horse,
// white bengal, black, red and green gram; three with a stated weight, three without; legume),
// drinks named after their main ingredient (guava, pineapple, mosambi, watermelon and apple juice,
// jeera water; drinkname), stated sizes (a 400 g dahi cup half eaten, a 6 inch sub, a whey scoop
// with "24 g protien" which states its protein and not its weight, a 150 g pack split 3 ways, a 750
// ml bottle and a large banana, a 300 g ready-to-eat pack; size), the cooked state from context
// (bhindi, lauki, kala chana, soya chunks, broccoli with paneer and quinoa, cabbage; cooked),
// counts in number words (English half a dozen, a couple of, a dozen; Tamil moonu, rendu; Bengali
// tinte, duto; Marathi don, ek, teen; Hindi do, ek, chaar; Malayalam moonnu, randu, oru;
// numberword) and plain everyday logs (plain), across north, south, east and west India, the gym,
// travel and abroad (Manchester, Bondi, Leeds, Brisbane, Dubai, London, Heathrow, Perth, Auckland).
// New reference foods (fTwelve), all FNDDS: 56130000 cooked pasta (1 cup = 140 g), 58146221
// restaurant pasta with tomato-based sauce (proxy for penne arrabbiata, a plate = its 1 cup and
// quantity not specified, 250 g), 58127500 vegetable submarine sandwich with fat free spread (a 6"
// Subway sub = 240 g), 52215260 whole wheat tortilla (medium 45 g), 41205070 plain hummus (1 tbsp =
// 15 g), 26137120 salmon baked or broiled made with oil (grilled salmon, a fillet = its small
// fillet, 170 g), 27446360 chicken caesar garden salad without dressing (1 salad = 286 g) and
// 83102000 caesar dressing (its quantity not specified, 29 g), 75143000 lettuce salad with assorted
// vegetables (1 side salad = 94 g), 71404010 fast food hash brown (1 patty = 55 g), 41201020
// vegetarian baked beans (1 cup = 260 g), 92101903 latte with non-dairy milk (a latte with oat
// milk; a tall, 12 fl oz = its small, 360 g), 63105010 raw avocado (1 fruit = 150 g, half = 75 g)
// and 51601020 multigrain bread (a slice = 36 g). Conventions and proxies used here: an
// unquantified dal, dal tadka, curry, sabzi, sambar, rasam or poriyal = 1 katori (150 g, or 120 g
// for a dry sabzi); rice 1 katori = 100 g, "dedh katori" = 150 g and "1 cup rice" = 158 g (FNDDS
// 56205008), jeera rice as INDB BFP134, 1 katori = 100 g and 1 cup = 158 g; roti, chapati, chapathi
// and multigrain roti = 40 g (FNDDS 51300175); a "vati" = 1 katori; salad, cucumber salad and
// "cucumber" beside a meal = 100 g cucumber and raita = 100 g curd (meals.ts); dahi a katori = 150
// g of FNDDS 11411100 curd; tuna by its stated drained weight (FNDDS 26155190) and mayo 1 tbsp =
// 13.8 g (FNDDS 83107000); rajma a katori of FNDDS 41106010; grilled chicken and chicken tikka by
// the stated weight as FNDDS 24123301 grilled breast, and chicken breast weighed without a method =
// roasted (FNDDS 24122131, meals-fresh4.ts); sourdough as white bread (FNDDS 51101000, 270 kcal;
// FNDDS 51133010 sourdough 272 kcal), 2 slices = 62 g by its medium slice of 31 g; poached eggs as
// FNDDS 31103010 boiled or poached, 50 g each; idli = 40 g and chicken curry a katori; pb n j = 2
// slices of white bread (28 g), 1 tbsp peanut butter (16 g) and unquantified jam = 10 g a slice
// (FNDDS 91402000 guideline per slice); beans on toast = 1 cup baked beans, toast = white bread 28
// g a slice and fried eggs FNDDS 31105030 (55 g); black coffee = FNDDS 92101000 1 cup (240 g), 2
// dates = 16 g (FNDDS 62110100) and honey on one slice unquantified = 1 tsp (7 g); an orange juice
// by the glass = FNDDS 61210010 freshly squeezed (the mosambiJuice row), 250 ml = 262 g; a banana =
// 126 g, a large banana = 136 g; paneer tikka by its stated weight = the stated paneer (IFCT L003),
// its marinade not counted (meals-fresh9.ts); fried eggs FNDDS 31105030, a toast with butter = 1
// slice of white bread + 1 tsp butter (as butter naan in meals.ts), "some watermelon" = 1 cup diced
// (150 g); haldi doodh = a glass of toned milk with nothing else counted (meals-structural.ts), 258
// g; overnight oats = the dry weight of SR26 20038 rolled oats, the stated nonfat greek yogurt
// (FNDDS 11411420) and 100 ml of unsweetened almond milk × 1.03 g = 103 g (FNDDS 11350020: 1 fl oz
// = 30.5 g), blueberries on top unquantified = a handful, 75 g (FNDDS 63203010); protein pancakes =
// a 30 g whey scoop (FNDDS 95230000), a 126 g banana, 2 eggs (FNDDS 31103010 for the eggs in the
// batter, 50 g each) and 1 tsp ghee (5 g); a mango smoothie = 1 cup sliced mango (165 g), 200 g
// curd and a 30 g whey scoop, the ice not counted; a whole wheat tortilla unsized = medium (45 g)
// and 2 tbsp hummus = 30 g; an Amul cheese slice = FNDDS 14410110 processed cheese slice (21 g),
// brown bread = FNDDS 51300110 whole wheat (36 g a slice) and masala chai = one chai, 62 g milk +
// 60 g tea + 1 tsp sugar (meals.ts); a 2 egg omelette = 2 eggs of FNDDS 32130010 omelet made with
// oil (55 g each) and an omelette or bhurji of n eggs (tinte dimer omelette, randu mutta omelette,
// chaar ande ki bhurji) = n eggs of it (meals-fresh8.ts khagina, meals-fresh10.ts bhurji of 4
// anday); a glass of chocolate milk = 250 ml × 31 g per fl oz = 262 g (FNDDS 11511200); aloo gobi
// as INDB ASC171 (fSixAlooGobi), a katori of 120 g, and chaas a glass of FNDDS 11115100 buttermilk
// (250 g); a chicken caesar salad = FNDDS 27446360 1 salad + its dressing, FNDDS 83102000 quantity
// not specified (29 g), and an unsized cappuccino = FNDDS 92161000 small (360 g); a filter coffee =
// 100 g milk + 50 g brewed tea for the decoction + 1 tsp sugar (meals.ts) and vada = medu vada (40
// g); a McAloo Tikki = a bun as FNDDS 51150000 medium roll (pav, 43 g) + one aloo tikki, half of
// meals.ts "aloo tikki 2 pieces" (60 g potato sabzi, FNDDS 71103030, + 1 tsp oil) + 1 tbsp
// mayonnaise (13.8 g) for its sauce; McDonald's medium fries = FNDDS 71401030 medium order (145 g)
// and a medium coke = FNDDS 92410310 medium drink (512 g); Domino's medium pizza slices = FNDDS
// 58106225 pieces of a medium pizza (86 g; cheese pizza for a veg farmhouse, meals-fresh7.ts) and a
// 500 ml pepsi = 524 g of FNDDS 92410310 cola (meals-fresh7.ts); green gram sprouts by the stated
// weight as raw sprouts (SR26 11043, fFiveMoongSprouts), the lemon and chaat masala not counted;
// horse gram (kollu) rasam as INDB OSR143 horsegram dal (kulthiDal, as kollu paruppu in
// meals-fresh8.ts), a katori, and beans poriyal as INDB BFP272 (beansSabzi); white bengal gram
// (kabuli chana) boiled by the stated weight as FNDDS 41302020 boiled chickpeas (meals-fresh10.ts)
// with salad cucumber of 100 g, the lemon not counted; black gram dal as INDB ASC152 washed urad
// (uradDal, as meals-fresh.ts "black gram dal 1 katori"); red gram (toor) dal as FNDDS 41311030
// lentil curry (dal) by its stated weight, brown rice FNDDS 56205018 by its stated weight and arbi
// as INDB BFP263 dry arbi, a katori of 120 g; green gram dal (split moong) as dal (meals-fresh9.ts
// moong dal), a katori, and "a tsp of ghee" = 5 g; guava juice as FNDDS 64203020 guava nectar, 200
// ml × 31 g per fl oz = 209.7 g; pineapple juice, mosambi juice and apple juice 1 glass = 250 ml =
// 262 g (FNDDS 64124020, 61210010, 64104010) and a veg puff = INDB BFP545 vegetable patties (115.7
// g, meals-fresh6.ts); watermelon juice FNDDS 64133100, 300 ml × 30 g per fl oz = 304.3 g, and a
// protein bar whose weight is not stated = 40 g (FNDDS 53729000); jeera water = INDB ASC010, a
// glass of 250 g (fSixJeeraWater), and 8 soaked badam = 8 almonds of 1.2 g (FNDDS 42101130);
// scrambled eggs at a hotel = FNDDS 32130020 made with butter (fSevenButterEgg), 55 g an egg, on 2
// slices of white toast; Amul Masti Dahi as FNDDS 11411100 whole milk plain yogurt, half of a 400 g
// cup = 200 g; a Subway 6 inch Veggie Delite = FNDDS 58127500 (240 g), "on multigrain, no cheese"
// adding nothing; a whey scoop = 30 g whatever protein it states (meals-fresh11.ts) and Amul Taaza
// (toned milk) as FNDDS 11112110 reduced fat milk, 250 ml × 1.03 g = 257.5 g (meals-fresh2.ts);
// Haldiram's Navratan (a fried namkeen mixture) as FNDDS 54402200 snack mix (fSevenNimko, as nimko
// in meals-fresh7.ts), a 150 g pack split 3 ways = 50 g; Gatorade = FNDDS 95321000 sports drink,
// 750 ml × 31 g per fl oz = 786.2 g; Haldiram's ready-to-eat dal makhani as FNDDS 41311030 lentil
// curry (dal makhani as lentil curry, meals.ts) by the pack's stated 300 g; bhindi beside roti =
// INDB BFP269 bhindi fry (bhindiFry, meals-fresh9.ts); lauki beside roti = veg curry (as lauki in
// meals-structural.ts); kala chana beside rice = INDB ASC161 black chana curry, a katori; soya
// chunks beside chapati = INDB BFP206 soya chunks and peas (fSixSoyaMatar), a katori of 150 g;
// broccoli in a dinner = FNDDS 72201211 cooked broccoli, 1 cup (155 g), paneer by the stated weight
// and quinoa 1 cup cooked = 170 g (FNDDS 56204005); cabbage beside chapati = INDB ASC181 carrot and
// cabbage with coconut (cabbagePoriyal, the cabbage poriyal of meals-structural.ts), a katori of
// 120 g; egg whites as FNDDS 31108110 (33 g each, meals-fresh7.ts), brown bread toast 36 g a slice
// and a dozen almonds = 12 of 1.2 g; boiled eggs (rendu, ukadlele andi) = FNDDS 31103010, 50 g
// each; pauruti = white bread (28 g a slice); varan = dal (meals-fresh6.ts), a vati; paratha
// unqualified = FNDDS 51300185 plain paratha (70 g); a glass of paal (milk) or doodh = toned milk,
// 258 g; poha 1 plate = 180 g (reference-foods.ts) and a glass of milk = 258 g; besan chilla = INDB
// OSR100 (52.1 g each) and green chutney 1 tbsp = INDB BFP444 (18.9 g); a medium apple = 200 g
// (FNDDS 63101000); penne arrabiata 1 plate = FNDDS 58146221 (250 g) and a side salad = FNDDS
// 75143000 (94 g); mix veg as veg curry (FNDDS 75440600), a katori of 120 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const MCALOO = 'tikki=pav+alooSabzi@60+oil+mayonnaise';
const CAESAR = 'caesar=fTwelveCaesarSalad+fTwelveCaesarDressing';

export const FRESH12_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'tuna pasta - 1 cup cooked pasta, 1 tin tuna (120 g drained) n 1 tbsp mayo, dinner at the flat in manchester',
    'abroad combo',
    'fTwelvePasta tuna@120 mayonnaise',
  ],
  [
    'rajma chawal - 1 katori rajma, dedh katori chawal n 150g grilled chicken on the side for protein',
    'north combo',
    'rajma rice@150 grilledChicken@150',
  ],
  [
    'avo toast: 2 slices sourdough, half an avocado n 2 poached eggs, cafe in bondi before nets',
    'abroad combo',
    'sourdough=bread@62 fTwelveAvocado:0.5 egg:2',
  ],
  [
    'idli chicken curry - 4 idli n 1 katori chicken curry, sunday special at the team hotel in chennai',
    'south combo',
    'idli:4 chickenCurry',
  ],
  [
    'pb n j sandwich: 2 slices white bread, 1 tbsp peanut butter n strawberry jam, at the innings break',
    'west combo',
    'bread:2 peanutButter jam:2',
  ],
  [
    'beans on toast - 1 cup heinz baked beans, 2 slices toast n 2 fried eggs, county digs in leeds',
    'abroad combo',
    'fTwelveBakedBeans bread:2 friedEgg:2',
  ],
  // headers naming the meal, then its breakdown
  [
    'pre-workout (5:45am): black coffee, 2 dates n 1 slice multigrain toast w/ honey',
    'gym header',
    'blackCoffee dates:2 fTwelveMultigrainBread honey',
  ],
  [
    'team dinner in brisbane: grilled salmon fillet, 1 cup rice, side salad n a glass of orange juice',
    'abroad header',
    'fTwelveSalmon rice@158 fTwelveSideSalad orangeJuice=mosambiJuice',
  ],
  [
    'lunch box @ college: 2 roti, 1 katori jeera rice, dal tadka n a banana',
    'north header',
    'roti:2 jeeraRice dal banana',
  ],
  ['meal 3 - 150g paneer tikka, 2 multigrain roti, cucumber salad, 4:30pm', 'gym header', 'paneer@150 roti:2 cucumber'],
  [
    'hotel bfast, dubai transit: 2 fried eggs, 2 hash browns, 1 toast w/ butter n some watermelon',
    'travel header',
    'friedEgg:2 fTwelveHashBrown:2 bread butter watermelon',
  ],
  [
    'raat ka khana - 2 roti, 1 katori chicken curry, salad aur 1 glass haldi doodh sone se pehle',
    'north header',
    'roti:2 chickenCurry cucumber milk',
  ],
  // "X made with Y", a smoothie of listed parts, a wrap with its fillings, an ingredient as a modifier,
  // a brand and its generic food
  [
    'overnight oats made with 50g oats, 150g greek yogurt n 100ml almond milk, topped w/ blueberries',
    'gym addon',
    'fSevenOats@50 greekYogurt@150 almondMilk@103 fFiveBlueberries',
  ],
  [
    'protein pancakes made with 1 scoop whey, 1 banana n 2 eggs, cooked in 1 tsp ghee, sunday bfast',
    'gym addon',
    'pancake=whey+banana+egg:2+ghee',
  ],
  ['latte with oat milk (tall) n a banana on the walk to training, london', 'abroad addon', 'fTwelveOatLatte banana'],
  [
    'mango smoothie - 1 cup mango, 200g curd, 1 scoop whey n ice, after the afternoon session',
    'gym addon',
    'smoothie=mango+curd@200+whey',
  ],
  [
    'wrap made with 1 whole wheat tortilla, 100g chicken tikka n 2 tbsp hummus, packed for the train to pune',
    'travel addon',
    'wrap=fTwelveTortilla+grilledChicken@100+fTwelveHummus:2',
  ],
  [
    'amul cheese slice melted on 2 brown bread toast n a cup of masala chai, 5pm',
    'north addon',
    `brownBread:2 cheeseSlice ${CHAI}`,
  ],
  // food amid training, match or travel talk
  [
    'squats 5x5 @120kg n 3x10 lunges, then a 2 egg omlette, 2 slices toast n a glass of chocolate milk',
    'gym talk',
    'omelette:2 bread:2 chocolateMilk@262',
  ],
  [
    'bowled 9 overs in the nets + 2 hrs fielding drills. lunch at 1:30 - 2 chapati, dal, aloo gobi, 1 katori rice n chaas',
    'north talk',
    'roti:2 dal fSixAlooGobi rice buttermilk',
  ],
  [
    'landed at heathrow after 9 hrs, grabbed a chicken caesar salad n a cappuccino at gate 32',
    'abroad talk',
    `${CAESAR} cappuccino`,
  ],
  [
    'ran 12 km in 61 min this morning, then 3 idli, 1 vada n a filter coffee at 8',
    'south talk',
    `idli:3 vada ${COFFEE}`,
  ],
  [
    'team bus left at 5, 4 hr drive to nagpur, stopped at mcd - 1 mcaloo tikki, medium fries n a medium coke',
    'travel talk',
    `${MCALOO} friesMedium colaMedium`,
  ],
  [
    'took 3 wkts in 7 overs today!! celebrated w/ 3 slices of a dominos medium farmhouse pizza n a 500ml pepsi',
    'west talk',
    'pizzaSliceMedium:3 colaSmall@524',
  ],
  // legume words next to the unit gram
  ['green gram sprouts 100 gram w/ lemon n chaat masala, pre gym at 5', 'gym legume', 'fFiveMoongSprouts@100'],
  [
    'horse gram (kollu) rasam 1 katori, 1 cup rice n beans poriyal, lunch after gym',
    'south legume',
    'kulthiDal rice@158 beansSabzi',
  ],
  [
    'white bengal gram (kabuli chana) 150 gram, boiled, in a salad w/ cucumber n lemon, post run',
    'gym legume',
    'chickpeasBoiled@150 cucumber',
  ],
  [
    'black gram dal 1 katori, 1 cup jeera rice, 100g grilled chicken n cucumber, dinner after 2 sessions',
    'north legume',
    'uradDal jeeraRice@158 grilledChicken@100 cucumber',
  ],
  [
    'red gram dal 150 gm, brown rice 150 gm n a katori of arbi, meal prep box',
    'west legume',
    'dal@150 brownRice@150 arbi',
  ],
  [
    'green gram dal 1 katori, 1 cup rice n a tsp of ghee - light dinner before match day',
    'east legume',
    'dal rice@158 ghee',
  ],
  // drinks named after their main ingredient
  ['guava juice 200ml from the canteen fridge after fielding practice', 'west drinkname', 'fFiveGuavaNectar@209.7'],
  [
    'pineapple juice 1 glass n a veg puff at the bakery, 5pm after nets',
    'south drinkname',
    'pineappleJuice fSixVegPuff',
  ],
  ['mosambi juice 1 glass n 2 boiled eggs, 10am', 'west drinkname', 'mosambiJuice egg:2'],
  ['watermelon juice 300ml + 1 protein bar at the drinks break', 'gym drinkname', 'watermelonJuice@304.3 proteinBar'],
  ['jeera water 1 glass at 6am n 8 soaked badam', 'north drinkname', 'fSixJeeraWater almonds:8'],
  [
    'apple juice 1 glass with 2 scrambled eggs on 2 toast, hotel in perth',
    'abroad drinkname',
    'appleJuice fSevenButterEgg:2 bread:2',
  ],
  // stated sizes
  ['amul masti dahi 400g cup - had half of it with lunch', 'west size', 'curd@200'],
  ['subway 6 inch veggie delite on multigrain, no cheese, airport at 11pm', 'travel size', 'fTwelveVeggieSub'],
  ['whey 1 scoop (24 g protien) in 250 ml amul taaza right after the session', 'gym size', 'whey milk@257.5'],
  ['haldirams navratan 150 g pack, split 3 ways on the team bus', 'travel size', 'navratan=fSevenNimko@50'],
  [
    'a 750 ml bottle of gatorade through the 3 hr session n a large banana',
    'gym size',
    'sportsDrink@786.2 bananaLarge',
  ],
  ["haldiram's dal makhani ready to eat 300 g pack with 2 rotis, hostel room dinner", 'north size', 'dal@300 roti:2'],
  // cooked state from context
  ['bhindi n 3 roti after evening nets, with a glass of chaas', 'north cooked', 'bhindiFry roti:3 buttermilk'],
  ['lauki with 2 multigrain rotis n 150g chicken breast, 9pm', 'gym cooked', 'lauki=vegCurry roti:2 chickenBreast@150'],
  ['kala chana with 1 cup rice n raita, lunch', 'north cooked', 'blackChanaCurry rice@158 curd@100'],
  ['soya chunks with 2 chapati n a glass of buttermilk', 'north cooked', 'fSixSoyaMatar roti:2 buttermilk'],
  ['brocoli, 100g paneer n 1 cup quinoa - dinner after yoga', 'gym cooked', 'broccoli paneer@100 quinoa'],
  ['cabbage with 3 chapati n sambar, hostel dinner', 'south cooked', 'cabbagePoriyal roti:3 sambar'],
  // counts in number words (English, Tamil, Bengali, Marathi, Hindi, Malayalam)
  [
    'half a dozen egg whites, a couple of brown bread toast n a dozen almonds, 6am',
    'gym numberword',
    'fSevenEggWhite:6 brownBread:2 almonds:12',
  ],
  ['moonu idli, rendu boiled eggs before the session', 'south numberword', 'idli:3 egg:2'],
  ['tinte dimer omelette ar duto pauruti, sokal 7 tay', 'east numberword', 'omelette:3 pauruti=bread:2'],
  ['don chapati, ek vati varan ani teen ukadlele andi', 'west numberword', 'roti:2 varan=dal andi=egg:3'],
  [
    'do paratha, ek katori dahi aur chaar ande ki bhurji, sunday nashta',
    'north numberword',
    'paratha:2 curd omelette:4',
  ],
  ['moonnu chapathi, randu mutta omelette pinne oru glass paal', 'south numberword', 'roti:3 omelette:2 paal=milk'],
  // plain everyday logs
  ['2 boiled eggs n a banana, 7am', 'gym plain', 'egg:2 banana'],
  ['3 roti, 1 katori dal, 1 katori mix veg n 1 katori curd', 'north plain', 'roti:3 dal vegCurry curd'],
  ['1 plate poha, 1 glass milk n a banana', 'west plain', 'poha milk banana'],
  ['2 besan chilla n 1 tbsp green chutney', 'north plain', 'besanChilla:2 greenChutney'],
  ['2 slices multigrain bread, 2 boiled eggs n 1 apple', 'gym plain', 'fTwelveMultigrainBread:2 egg:2 apple'],
  [
    'penne arrabiata 1 plate n a side salad, team dinner in auckland',
    'abroad plain',
    'fTwelvePastaRed fTwelveSideSalad',
  ],
];
