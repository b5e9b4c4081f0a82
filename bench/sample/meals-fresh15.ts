// Benchmark meals written on 2026-11-25 blind, as the fifteenth blind set after meals-fresh.ts to
// meals-fresh13.ts (a fourteenth set was written in parallel and not read), written without running
// the engine: each sentence is one log message, typed the way an outside tester probing a meal
// parser writes them, in plain English and Hinglish with some Bengali, Tamil, Telugu, Marathi and
// Urdu (mostly clean, some abbreviations such as n, pcs, gm, "#2", times and sizes), without
// reading the engine's code or knowledge, and each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated
// convention) before the engine was run on them. None is taken from meals.ts, meals-structural.ts,
// meals-generalise.ts or meals-fresh.ts to meals-fresh13.ts.
// Focus: the structural traps. Mix, by the structural classes of the issue this benchmark measures
// (60, 6 each): combinations followed by their own parts (tikki chole, anda curry chawal, parotta
// kurma, sabudana khichdi dahi, ruti torkari, bread butter; combo), headers naming the meal and then
// its breakdown ("tiffin:", "match day breakfast (7 am):", "mess dinner -", "sokaler jolkhabar:",
// "sehri mein:", "post gym meal #2:", where "7" and "2" are no amounts; header), a smoothie of
// listed parts, a sandwich with its fillings, "X made with Y", brands with their generic foods and
// ingredients or garnishes as modifiers (a smoothie of banana, peanut butter, oats and milk; a
// paneer sandwich; Top Ramen with a cheese slice; chai with Good Day biscuits; masala chai made with
// almond milk; upma with peanuts and coconut; addon), the food amid training, match or travel talk
// ("10 overs, 3 wickets", "15 overs, 2 catch", "4x6 at 80 kg", "50 overs", "8 hr", "3 sets of 12,
// 20 min" are not amounts; talk), legume words next to the unit gram (green, horse, black, bengal,
// red and green gram; three with a stated weight, three without; legume), drinks named after their
// main ingredient (carrot juice, ginger tea, banana shake, strawberry shake, tender coconut water,
// apple juice; drinkname), stated sizes (a 55 g chips pack, a large Thums Up, a 30 cm sub, a "15 g
// protein cookie" where 15 g is its protein and not its weight, a 120 g biscuit pack the athlete
// ate 4 from, half of a 12 inch pizza; size), the cooked state from context (lauki beside phulke,
// moong in a lunch, "puri bhaji, 5 pcs", mooli beside paratha, shimla mirch beside roti, masoor
// beside rice; cooked), counts in number words (Tamil naalu and oru, Telugu rendu and oka, Bengali
// tinte and duto, Marathi teen and ek, Urdu do and aik, English "a couple of" and "half a dozen";
// numberword) and plain everyday logs (plain), across north, south, east and west India, Pakistan,
// travel and the gym.
// New reference foods (fFifteen), both FNDDS: 53241500 cookie, butter or sugar (proxy for a
// Britannia Good Day butter biscuit, 10 g each by its 2-1/4" cookie) and 53206000 cookie, chocolate
// chip (proxy for a Parle Hide & Seek biscuit, 10.5 g each by its Nabisco Chips Ahoy! portion).
// Conventions and proxies used here, each for the meal that names it:
// combo: aloo tikki 2 = 120 g potato sabzi (FNDDS 71103030) + 2 tsp oil (meals.ts "aloo tikki 2
// pieces") and chole a katori (FNDDS 41302010, 150 g); anda curry of 2 ande = 2 boiled eggs (FNDDS
// 31103010, 50 g) + 100 g of FNDDS 27146150 curry for the gravy (meals.ts egg curry) and chawal 2
// katori = 200 g (FNDDS 56205008, 100 g a katori); parotta = FNDDS 51300185 paratha (70 g) and veg
// kurma a katori of veg curry (FNDDS 75440600, 120 g; meals-structural.ts); sabudana khichdi 1 bowl
// = INDB OSR099 (271.4 g) and dahi a katori = 150 g curd (FNDDS 11411100); ruti = roti (40 g) and a
// bati of torkari = a katori of veg curry (120 g); bread = white bread (FNDDS 51101000, 28 g a slice)
// and "butter on each" = 1 tsp (5 g) a slice (meals-fresh11.ts makhan on toast).
// header: rava idli = INDB BFP579 (29.6 g each), sambar unquantified = a katori (150 g) and peanut
// chutney unquantified beside idli = 2 tbsp of INDB ASC385 (21 g each, meals-fresh10.ts palli
// chutney); brown bread = FNDDS 51300110 (36 g a slice), peanut butter 1 tbsp = 16 g, a banana =
// 126 g and a glass of milk = 258 g of toned milk (FNDDS 11112110); a mess dinner's unquantified
// palak paneer and dal = a katori each (150 g) and its rice beside dal = 2 katori (meals-fresh2.ts);
// alu chochchori (Bengali dry potato) = a bati (katori) of FNDDS 71103030 potato (120 g) and "1 ta
// kola" = a banana (126 g); qeema a pyali (katori) = INDB ASC229 keema matar (150 g) and a cup of
// chai = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts); egg whites = FNDDS 31108110 (33 g each,
// meals-fresh7.ts), multigrain toast = FNDDS 51601020 (36 g a slice) and an apple = a medium apple
// (200 g).
// addon: the smoothie = a 126 g banana + 1 tbsp peanut butter (16 g) + 30 g of SR26 20038 rolled
// oats (fSevenOats, dry) + 200 ml of toned milk × 1.03 = 206 g; the paneer sandwich = 2 slices of
// multigrain bread (36 g) + 50 g paneer (IFCT L003) + "tomato" in a sandwich = 2 slices of FNDDS
// 74101000 (20 g each, meals-structural.ts cheese sandwich) + mint chutney in a sandwich = 1 tbsp of
// INDB BFP444 (18.9 g, meals-fresh13.ts); Top Ramen as dry instant noodles (SR26 06583, the maggi
// key), 1 packet = a single 70 g pack (the maggi key's pack), and a cheese slice melted in = FNDDS
// 14410110 (21 g); chai = one chai (62 g milk + 60 g tea + 1 tsp sugar) and Good Day = fFifteen
// butter cookie (10 g each); masala chai made with almond milk = 62 g of FNDDS 11350020 unsweetened
// almond milk in place of the milk + 60 g tea + the stated 1 tsp sugar; upma unquantified = FNDDS
// 58174000 1 cup (170 g), peanuts on top = 10 g (meals-structural.ts semiya upma with peanuts) and
// grated coconut on top = 10 g (SR26 12104, fThreeCoconut).
// talk: roti 40 g, rajma unquantified = a katori of FNDDS 41106010 (150 g) and 1 katori rice = 100
// g; chole unquantified = 1 katori (the stated ek katori); chicken breast weighed without a method =
// FNDDS 24122131 roasted (meals-fresh4.ts) and 1 cup rice = 158 g (FNDDS 56205008); curd rice
// unquantified = INDB ASC126 1 plate (216.2 g) and a glass of buttermilk = 250 g (FNDDS 11115100);
// aloo paratha = INDB ASC098 (93.4 g each) and a glass of lassi = 200 g curd + 3 tsp sugar
// (meals.ts); a whey scoop = 30 g (FNDDS 95230000) and 300 ml milk = 309 g of toned milk (meals.ts).
// legume: green gram (whole moong) by its stated weight = INDB BFP178 sabut moong with tadka and
// phulka = roti (40 g); horse gram soup 1 bowl = 250 g of INDB OSR143 horsegram dal (kulthiDal; a
// bowl = 250 g as meals.ts "1 bowl dal"); whole black gram dal by its stated weight = INDB ASC159
// whole urad and jeera rice beside a dal = 2 katori of INDB BFP134 (100 g a katori); roasted bengal
// gram by its stated weight = SR26 16056 dry chickpeas (fThirteenRoastedGram); red gram dal
// unquantified = a katori of FNDDS 41311030 lentil curry (toor, as meals-fresh12.ts) and bhindi =
// INDB BFP269 bhindi fry, a katori of 120 g; sprouted green gram 1 cup raw = SR26 11043 mung sprouts
// (104 g, fFiveMoongSprouts), the onion and lemon not counted.
// drinkname: carrot juice = FNDDS 73105010, 300 ml × 30 g per fl oz = 304.3 g; ginger tea = chai,
// 2 cups = 124 g milk + 2 × 60 g tea + 2 tsp sugar (meals.ts chai, as adrak chai in
// meals-structural.ts); banana shake = 200 g milk + 100 g banana (meals-generalise.ts) with its 2
// tsp sugar left out ("without sugar"); strawberry shake = FNDDS 11541120 milk shake, flavors other
// than chocolate, 1 milkshake (10 fl oz) = 280 g; tender coconut water = FNDDS 42403010, 300 ml × 30
// g per fl oz = 304.3 g; apple juice = FNDDS 64104010, 200 ml × 31 g per fl oz = 209.7 g.
// size: Uncle Chips as FNDDS 71200100 potato chips by the pack's stated 55 g; a large Thums Up =
// FNDDS 92410310 cola, 1 large drink = 744 g, and a chicken burger = FNDDS 27540146 fried chicken
// fillet sandwich (140 g, fThreeChickenBurger); a 30 cm Subway Veggie Delite = FNDDS 58127500
// footlong (480 g); a protein cookie whose weight is not stated = 45 g (fEightProteinCookie; its "15
// g protein" is its protein) and a glass of milk = 258 g; Hide & Seek: the 120 g pack is not the
// amount, 4 biscuits = 4 × 10.5 g; a 12 inch pizza = FNDDS 58106225 medium pizza (11-12", 691 g;
// cheese pizza for a veg pizza, meals-fresh11.ts), half = 345.5 g.
// cooked: lauki beside phulke = a katori of veg curry (meals-structural.ts), phulka = roti (40 g)
// and dahi a katori = 150 g; moong in a lunch = INDB BFP178 sabut moong (meals-generalise.ts "moong
// and 2 chapati"), a katori, rice unquantified beside it = 2 katori and a papad = FNDDS 41311000 (9
// g); "puri bhaji, 5 pcs" = 5 puri (FNDDS 51300180, 36 g) and the bhaji a katori of potato (120 g,
// meals-structural.ts "puri bhaji 3 pcs"); mooli beside paratha = INDB BFP258 mooli bhujia
// (fSixMooliBhujia), a katori of 120 g, and paratha = FNDDS 51300185 plain (70 g), not a mooli
// paratha; shimla mirch (capsicum) beside roti = a katori of veg curry; masoor beside rice = INDB
// ASC157 whole masoor, a katori, with 2 katori rice.
// numberword: chapathi = roti (40 g) and channa masala a katori of chole (FNDDS 41302010); pesarattu
// = INDB OSR103 (80 g each) and upma 1 cup = 170 g (FNDDS 58174000); dim sedho = boiled eggs (50 g)
// and kola = bananas (126 g); poli = roti (40 g) and a vati of matki usal = 120 g of the sprouts key
// (meals-fresh11.ts); a shami kabab = FNDDS 21500310 beef patty at its small patty of 65 g
// (meals-fresh13.ts bun kabab), so do = 130 g, and a naan = 90 g; a couple of bananas = 2 × 126 g
// and half a dozen dates = 6 × 8 g.
// plain: chana dal a katori = INDB OSR142 (150 g) and bhindi a katori = INDB BFP269 (120 g); dosa =
// FNDDS 55702100 (80 g), sambar a katori and tomato chutney 1 tbsp = INDB BFP442 (16.4 g); chicken
// curry a katori, 1 cup jeera rice = 158 g of INDB BFP134 (meals-fresh12.ts) and cucumber salad =
// 100 g cucumber; a bowl of cornflakes = 30 g (reference-foods.ts), 200 ml milk = 206 g of toned
// milk and 10 almonds = 12 g; dahi a katori = 150 g curd and a seb = a medium apple (200 g); veg
// biryani 1 plate = FNDDS 58160000 (300 g) and 1 katori raita = 150 g curd (a katori of curd;
// meals.ts counts unquantified raita as 100 g).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH15_MEALS: SampleMeal[] = [
  // combinations followed by their own parts
  [
    'tikki chole for the evening snack - 2 aloo tikki and a katori of chole',
    'north combo',
    'tikki=alooSabzi@120+oil:2 chole',
  ],
  ['anda curry chawal - 2 ande ki curry aur 2 katori chawal', 'north combo', 'eggCurry=egg:2+chickenCurry@100 rice:2'],
  ['parotta kurma: 2 parotta n a katori of veg kurma', 'south combo', 'paratha:2 kurma=vegCurry'],
  ['sabudana khichdi dahi - 1 bowl sabudana khichdi and 1 katori dahi, fast day', 'west combo', 'sabudanaKhichdi curd'],
  ['ruti torkari - 3 te ruti ar ek bati torkari', 'east combo', 'ruti=roti:3 torkari=vegCurry'],
  ['bread butter - 4 slices of bread with butter on each', 'snack combo', 'bread:4 butter:4'],
  // headers naming the meal, then its breakdown
  ['tiffin: 3 rava idli, sambar and peanut chutney', 'south header', 'fFourRavaIdli:3 sambar fSixPeanutChutney:2'],
  [
    'match day breakfast (7 am): 2 slices brown bread, 1 tbsp peanut butter, 1 banana, 1 glass milk',
    'gym header',
    'brownBread:2 peanutButter banana milk',
  ],
  ['mess dinner - 3 chapati, palak paneer, dal and rice', 'north header', 'roti:3 palakPaneer dal rice:2'],
  [
    'sokaler jolkhabar: 2 to ruti, 1 bati alu chochchori ar 1 ta kola',
    'east header',
    'ruti=roti:2 chochchori=alooSabzi kola=banana',
  ],
  ['sehri mein: 1 pyali qeema, 2 roti aur 1 cup chai', 'pakistani header', `qeema=keemaMatar roti:2 ${CHAI}`],
  [
    'post gym meal #2: 4 egg whites, 2 slices multigrain toast, 1 apple',
    'gym header',
    'fSevenEggWhite:4 fTwelveMultigrainBread:2 apple',
  ],
  // a smoothie of listed parts, a sandwich with its fillings, brands with their generic foods,
  // "X made with Y", garnishes as modifiers
  [
    'smoothie made of 1 banana, 1 tbsp peanut butter, 30 g oats and 200 ml milk',
    'gym addon',
    'smoothie=banana+peanutButter+fSevenOats@30+milk@206',
  ],
  [
    'paneer sandwich - 2 slices multigrain bread, 50 g paneer, tomato and mint chutney',
    'west addon',
    'sandwich=fTwelveMultigrainBread:2+paneer@50+tomato:2+greenChutney',
  ],
  ['top ramen curry noodles, 1 packet, with a cheese slice melted in', 'snack addon', 'ramen=maggi cheeseSlice'],
  ['chai with 3 good day biscuits', 'snack addon', `${CHAI} fFifteenButterCookie:3`],
  ['masala chai made with almond milk, 1 tsp sugar', 'gym addon', 'chai=almondMilk@62+tea+sugar'],
  ['upma with peanuts and grated coconut on top', 'south addon', 'upma peanuts@10 fThreeCoconut'],
  // food amid training, match or travel talk
  ['bowled 10 overs, took 3 wickets, then lunch - 2 roti, rajma and 1 katori rice', 'north talk', 'roti:2 rajma rice'],
  ['aaj 15 overs fielding ki aur 2 catch pakde, phir 3 roti aur ek katori chole', 'north talk', 'roti:3 chole'],
  ['bench press 4x6 at 80 kg, then 200 g chicken breast and 1 cup rice', 'gym talk', 'chickenBreast@200 rice@158'],
  [
    'fielded all 50 overs in the chennai heat, had curd rice n 2 glasses of buttermilk',
    'south talk',
    'curdRice buttermilk:2',
  ],
  [
    '8 hr bus ride to jaipur, dhaba stop - 2 aloo paratha and a glass of lassi',
    'travel talk',
    'alooParatha:2 lassi=curd@200+sugar:3',
  ],
  ['3 sets of 12 pull ups and 20 min on the bike, then 1 scoop whey in 300 ml milk', 'gym talk', 'whey milk@309'],
  // legume words next to the unit gram
  ['green gram (whole moong) 200 gram with 2 phulka', 'north legume', 'wholeMoong@200 roti:2'],
  ['kulthi (horse gram) soup 1 bowl before dinner', 'south legume', 'kulthiDal@250'],
  ['whole black gram dal 150 gram with jeera rice', 'north legume', 'fSixWholeUrad@150 jeeraRice:2'],
  ['roasted bengal gram 40 gram between sessions', 'gym legume', 'fThirteenRoastedGram@40'],
  ['red gram dal with 2 rotis and bhindi', 'north legume', 'dal roti:2 bhindiFry'],
  ['sprouted green gram 1 cup with onion and lemon', 'gym legume', 'fFiveMoongSprouts'],
  // drinks named after their main ingredient
  ['carrot juice 300 ml after the morning run', 'gym drinkname', 'carrotJuice@304.3'],
  ['ginger tea, 2 cups through the day', 'north drinkname', 'gingerTea=milk@124+tea:2+sugar:2'],
  ['banana shake without sugar, 1 glass', 'gym drinkname', 'bananaShake=milk@200+banana@100'],
  ['strawberry shake at the cafe', 'west drinkname', 'milkShake'],
  ['tender coconut water 300 ml after the match', 'south drinkname', 'coconutWater@304.3'],
  ['apple juice 200 ml with breakfast', 'north drinkname', 'appleJuice@209.7'],
  // stated sizes
  ['uncle chips (55 g pack) on the team bus', 'snack size', 'potatoChips@55'],
  ['a large thums up with a chicken burger', 'west size', 'thums=colaLarge fThreeChickenBurger'],
  ['subway veggie delite 30 cm, ate the whole thing', 'west size', 'fTwelveVeggieSub@480'],
  ['a 15 g protein cookie with a glass of milk', 'gym size', 'fEightProteinCookie milk'],
  ['hide n seek (120 g pack), had 4 biscuits', 'snack size', 'fFifteenChocoChipCookie:4'],
  ['half of a 12 inch veg pizza', 'snack size', 'pizzaMedium:0.5'],
  // cooked state from context
  ['dinner mein lauki, 3 phulke aur dahi', 'north cooked', 'lauki=vegCurry roti:3 curd'],
  ['lunch was moong, rice and papad', 'north cooked', 'wholeMoong rice:2 papad'],
  ['puri bhaji, 5 pcs', 'west cooked', 'puri:5 bhaji=alooSabzi'],
  ['mooli aur 2 paratha', 'north cooked', 'mooli=fSixMooliBhujia paratha:2'],
  ['shimla mirch with 3 roti', 'north cooked', 'shimla=vegCurry roti:3'],
  ['masoor with rice', 'north cooked', 'masoorDal rice:2'],
  // counts in Tamil, Telugu, Bengali, Marathi, Urdu and English number words
  ['naalu chapathi, oru katori channa masala', 'south numberword', 'roti:4 chole'],
  ['rendu pesarattu, oka cup upma', 'south numberword', 'pesarattu:2 upma'],
  ['tinte dim sedho ar duto kola', 'east numberword', 'dim=egg:3 kola=banana:2'],
  ['teen poli ani ek vati matki usal', 'west numberword', 'poli=roti:3 usal=sprouts'],
  ['do shami kabab aur aik naan', 'pakistani numberword', 'shami=fThreeChapliKabab@130 naan'],
  ['a couple of bananas and half a dozen dates before the game', 'gym numberword', 'banana:2 dates:6'],
  // plain everyday logs
  ['2 roti, 1 katori chana dal, 1 katori bhindi', 'north plain', 'roti:2 channaDal bhindiFry'],
  ['2 dosa, 1 katori sambar and 1 tbsp tomato chutney', 'south plain', 'dosa:2 sambar fNineTomatoChutney'],
  ['1 katori chicken curry, 1 cup jeera rice, cucumber salad', 'north plain', 'chickenCurry jeeraRice@158 cucumber'],
  ['1 bowl cornflakes with 200 ml milk and 10 almonds', 'gym plain', 'cornflakes milk@206 almonds:10'],
  ['1 katori dahi aur 1 seb', 'north plain', 'curd apple'],
  ['1 plate veg biryani and 1 katori raita', 'north plain', 'vegBiryani raita=curd'],
];
