// Benchmark meals written on 2026-11-25 blind, as the nineteenth blind set after meals-fresh.ts to
// meals-fresh18.ts, written without running the engine: each sentence is one log message of the
// kind an outside evaluator of an Indian athletes' meal parser would write as a balanced held-out
// set, as if typed by many different athletes (some terse, "tinda n 3 roti, mess dinner"; some
// chatty with training, match and travel talk; some with typos and abbreviations such as n, w/,
// frm, pb, bfast, b4, PWO, "omlette", "sambhar", "chapatti", "yoghurt", "brocoli"; some with exact
// grams from a kitchen scale; Hinglish and other romanised Indian languages), without reading the
// engine's code or knowledge, and each reference was chosen from cited rows (reference-foods.ts:
// FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated convention) before the
// engine was run on them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or
// meals-fresh.ts to meals-fresh18.ts.
// Mix (60): half everyday pan-Indian home and canteen food (30: puri, idli, vada, bread omelette,
// poha, roti, dal, sabzi, rice, sambar, poriyal, papad, buttermilk, gobhi paratha, besan chilla,
// khichdi, rajma chawal, upma, filter coffee, jeera rice, chana dal, juices, nimbu pani, chai with
// marie, milk, jalebi, frooti, thepla, pesarattu, eggs, palak paneer, guava, curd rice, fruit), a
// quarter gym or western food mixed with Indian food (15: a paneer quinoa bowl, a greek yogurt
// bowl, whey, an oats smoothie, a peanut butter banana sandwich, grilled chicken with sweet potato,
// boiled green gram, roasted gram, soya milk, weighed oats, a protein shake, a raw-weighed chicken
// breast, whole wheat pasta, basa with brown rice) and a quarter regional and street food (15:
// Mumbai ragda pattice and pav bhaji, a Goan ros omelette with poi, a Hyderabadi double ka meetha
// after biryani, a Kolkata double egg roll, Punjabi kulche with lassi in Amritsar, Rajasthani gatte
// in Jodhpur, Kerala cherupayar with puttu and Malabar thari kanji, Bengali daab, Kashmiri nadru
// yakhni with batte, a Naga bamboo shoot fry, Tamil kal dosai with mutton kuzhambu, momos in
// Chandigarh, Bihari litti chokha), with the ten structural classes kept equal (6 each; in
// each class 3 pan-Indian, and 1 or 2 gym and 2 or 1 regional): combinations named with their own
// parts (aloo puri, idli vada sambar, bread omelette, paneer quinoa bowl, ragda pattice, ros
// omelette; combo), headers naming the meal and then its breakdown ("nashta (7:45, before school
// nets):", "hostel dinner @ 9.30 -", "lunch, day 2 of the camp:", "meal 3 (11:30) -", "PWO after
// 5k + core:", "nikah ki dawat, hyderabad (1 pm):", where "7:45", "9.30", "2", "3", "11:30", "5k"
// and "1 pm" are no amounts; header), "X made with Y", a smoothie of listed parts, a sandwich with
// its fillings, brands with their generic food and fats as modifiers (gobhi paratha with white
// butter on top, besan chilla with butter on each, khichdi with a tbsp of ghee, an oats smoothie, a
// Harvest Gold / Pintola pb banana sandwich, a double egg roll made with a paratha and 2 eggs;
// addon), the food amid training, match or travel talk ("64 off 52 balls", "12 km", "6 am", "7:15",
// "rajdhani 12951", "3 ghante", "1500 m in 31 min", "3 wickets", "45 degree" are not amounts;
// talk), legume words next to the unit gram (red, black, bengal and green gram, three with a stated
// weight in "gm" or "gram" and three without; legume), drinks named after their main ingredient or
// an added flavour (tarbooz ka juice, adrak wali chai, nimbu pani, soya milk, thari kanji, daaber
// jol; drinkname), stated sizes and pack weights (a 500 ml milk pouch, half a kilo of jalebi shared
// by 5, a 200 ml frooti, 80 g of dry oats, a 200 ml protein shake bottle, about 300 g of pav bhaji;
// size), the cooked state from context (shimla mirch, tinda and chukandar beside breads, a chicken
// breast weighed raw, nadru beside batte, bamboo shoot beside rice; cooked), counts in number words
// (Gujarati tran and ek, Telugu rendu and oka, Bengali duto and ekta, Marathi don and ek, Tamil naalu
// and oru, Punjabi satt and ikk; numberword) and plain everyday logs of 2-4 foods with ordinary
// amounts (plain).
// New reference foods (reference-foods.ts, prefix fNineteen): INDB ASC350 shahi tukre (double ka
// meetha, 1 tukra = 101.9 g), SR26 16081 boiled mung beans (green gram, 1 cup = 202 g), FNDDS
// 56132990 whole grain pasta (1 cup cooked = 140 g), FNDDS 51301600 whole wheat pita (proxy for poi,
// 1 medium = 57 g), INDB OSR009 thari kanji (a glass = 250 g), FNDDS 75203028 cooked bamboo shoots
// (a katori of dry sabzi = 120 g), INDB ASC196 lotus stem curry (proxy for nadru yakhni, a katori =
// 150 g), FNDDS 75226020 cooked green peppers (proxy for shimla mirch sabzi, 120 g), FNDDS 75233027
// summer squash cooked with oil (proxy for tinda sabzi, 120 g), SR26 05062 raw chicken breast meat
// and FNDDS 26107120 catfish baked or broiled with oil (basa). INDB OSR139 dal makhani (74.0 kcal
// per 100 g, its 4 cups of water counted) and OSR148 papdi (709 kcal, all its frying oil counted)
// were looked at and not used.
// Conventions and proxies used here, each for the meal that names it:
// combo: aloo puri = 5 × 36 g of FNDDS 51300180 puri and ek katori aloo ki sabzi = a katori (120 g)
// of FNDDS 71103030 potato made with oil (alooSabzi); 2 idli = 2 × 40 g (reference-foods idli), 1
// medu vada = 40 g and a katori of sambar = 150 g of FNDDS 41311020; bread omelette = 2 slices of
// FNDDS 51101000 white bread (28 g each) + a 2 egg omelette = 2 × 55 g of FNDDS 32130010; paneer
// quinoa bowl = paneer by the stated 100 g (IFCT L003), 1 cup cooked quinoa = FNDDS 56204005 (170 g)
// and cucumber salad = 100 g of FNDDS 75111000 (meals.ts salad); ragda pattice = 2 pattice as the 2
// aloo tikki of meals.ts (120 g alooSabzi + 2 tsp oil), 1 katori ragda = 150 g of FNDDS 41303010
// split peas, fat added (fFourSplitPeas, the ragda of the pani puri in meals-fresh7.ts) and "a
// little sev on top" = a 10 g garnish of INDB OSR147 sev; ros omelette = a 2 egg omelette (2 × 55
// g) in a ladle of ros = half a katori (75 g) of FNDDS 27146150 chicken curry, as the gravy of
// meals.ts egg curry, and 2 poi = 2 × 57 g of FNDDS 51301600 whole wheat pita (fNineteenPoi).
// header: poha 1 plate = 180 g (reference-foods poha), 1 boiled egg = 50 g of FNDDS 31103010 and
// chai = meals.ts CHAI (62 g milk + 60 g tea + 1 tsp sugar); 3 roti = 3 × 40 g of FNDDS 51300175,
// dal unquantified = a katori (150 g) of FNDDS 41311030, lauki ki sabzi unquantified = a katori (120
// g) of FNDDS 75440600 vegetable curry (vegCurry, as meals-fresh9.ts lauki) and salad = 100 g of
// cucumber; 2 katori rice = 200 g of FNDDS 56205008, sambar unquantified = a katori (150 g),
// cabbage poriyal unquantified = a katori (120 g) of INDB ASC181 (cabbagePoriyal), 1 papad = 9 g of
// FNDDS 41311000 and buttermilk unquantified = a glass (250 g) of FNDDS 11115100; greek yogurt by
// the stated 170 g = FNDDS 11411420, granola by the stated 30 g = FNDDS 57227000, a handful of
// blueberries = 75 g of FNDDS 63203010 and 1 tsp honey = 7 g; 2 scoops whey = 2 × 30 g (the water
// not counted), 1 banana = 126 g and 4 dates = 4 × 8 g; 1 plate mutton biryani = 300 g of FNDDS
// 27213010 (muttonBiryani), 1 katori raita = 150 g of FNDDS 11411100 curd and double ka meetha
// unquantified = 1 tukra (101.9 g) of INDB ASC350 shahi tukre (fNineteenShahiTukda).
// addon: 2 gobhi paratha = 2 × 101.9 g of INDB ASC100 (fSevenGobhiParatha), 10 g white butter by
// its stated weight (FNDDS 81101000) and a katori of dahi = 150 g; besan chilla x2 = 2 × 52.1 g of
// INDB OSR100, 1 tsp butter on each = 2 × 5 g and hari chutney on the side unquantified = 2 tbsp of
// INDB BFP444 (2 × 18.9 g, as meals-structural.ts "2 besan chilla with green chutney"); moong dal
// khichdi 1 katori = 150 g of FNDDS 41311040 (half of meals.ts "2 katori khichdi" = 300 g), 1 tbsp
// ghee = 12.8 g (SR26 01003: 1 tbsp = 12.8 g) and a roasted papad = 9 g; the oats smoothie = 30 g
// of SR26 20038 rolled oats by the stated dry weight + 1 medium apple (FNDDS 63101000, 200 g) + 1
// tbsp chia (FNDDS 43108010, 10.5 g) + 250 ml toned milk (FNDDS 11112110, 258 g); the pb banana
// sandwich = 2 slices of FNDDS 51300110 whole wheat bread (36 g each; Harvest Gold brown bread) + 1
// tbsp peanut butter (16 g; Pintola) + half a banana (63 g); a double egg roll = 1 paratha (FNDDS
// 51300185, 70 g) + a 2 egg omelette (2 × 55 g), as meals-fresh.ts "kolkata egg roll (1 paratha with
// 1 egg)", its onion and kasundi (a mustard sauce) not counted.
// talk: rajma 1 katori = FNDDS 41106010 (150 g) and 2 katori chawal = 200 g; 1 plate upma = 200 g of
// FNDDS 58174000 (meals.ts "upma one plate") and a filter coffee = meals.ts COFFEE (100 g milk + 50 g
// decoction + 1 tsp sugar); 2 roti = 80 g, dal and matar paneer unquantified = a katori each (150 g
// of FNDDS 41311030 and of INDB ASC191, fSixMatarPaneer); grilled chicken by the stated 180 g =
// FNDDS 24123301 and 1 medium sweet potato = 150 g of FNDDS 73402010; 2 kulcha = 160 g of FNDDS
// 51108100 naan (meals.ts "2 kulche" = naan@160), chole unquantified = a katori (150 g) of FNDDS
// 41302010 and a glass of lassi = meals.ts LASSI (200 g curd + 3 tsp sugar); gatte ki sabzi
// unquantified = a katori (150 g) of INDB BFP187 (fFourGatte) and 4 roti = 160 g.
// legume: red gram (toor) dal by the stated 180 gm = FNDDS 41311030 lentil curry (dal, as
// meals-fresh12.ts red gram dal) and rice by the stated 150 gm = FNDDS 56205008; kaali dal (whole
// black gram) 1 katori = INDB ASC159 whole urad (fSixWholeUrad, 150 g) and jeera rice 1 katori =
// INDB BFP134 (100 g); chana dal (split bengal gram) with lauki 1 katori = INDB ASC153
// (chanaDalLauki, 150 g) and 3 roti = 120 g; boiled green gram by the stated 100 gram = SR26 16081
// boiled mung beans, no fat (fNineteenMungBoiled) and chopped cucumber unquantified = 100 g; roasted
// bengal gram by the stated 40 gram = SR26 16056 (fThirteenRoastedGram) and 1 apple = 200 g;
// cherupayar (Malayalam for green gram) curry 1 katori = INDB BFP178 green gram whole with baghar
// (wholeMoong, 150 g) and 2 puttu = 2 × (60 g SR26 20061 rice flour + 20 g SR26 12108 desiccated
// coconut), the dry weights of INDB OSR105 rice puttu's recipe (meals-fresh14.ts puttu).
// drinkname: tarbooz ka juice 1 glass = FNDDS 64133100 watermelon juice (254 g); adrak wali chai 2
// cup = 2 CHAI (124 g milk + 120 g tea + 2 tsp sugar), the ginger not counted, and 2 marie = 2 × 7 g
// of FNDDS 53241510; nimbu pani 1 glass = INDB ASC008 lemonade (250 g); soya milk by the stated 300
// ml = FNDDS 11320000 soy milk, 300 ml × 30.5 g per fl oz (29.57 ml) = 309.4 g; thari kanji 1 glass
// = INDB OSR009 (fNineteenThariKanji, 250 g); daaber jol ekta (the water of one green coconut) =
// FNDDS 42403010 coconut water, 1 cup = 240 g (as meals.ts "coconut water after match").
// size: amul taaza (toned milk) 500 ml pouch = 515 g of FNDDS 11112110 (meals.ts "500 ml milk");
// half a kilo of jalebi shared by 5 = 100 g each of FNDDS 55801000 (fSevenJalebi); a 200 ml frooti =
// FNDDS 64204010 mango nectar (mangoDrink), 200 ml × 31 g per fl oz = 209.7 g; oats by the stated 80 g
// dry = SR26 20038 rolled oats (fSevenOats; the water not counted), 1 tbsp honey = 20 g (as
// meals-fresh7.ts and meals-fresh9.ts) and 1 large banana = 136 g (SR26 09040, bananaLarge); a 200
// ml bottle of ready-to-drink protein shake = FNDDS 95120010, 200 ml × 32 g per fl oz = 216.4 g; pav
// bhaji with the bhaji at about 300 g = 300 g of INDB OSR112 (pavBhaji) and 4 pav = 4 × 43 g of
// FNDDS 51150000.
// cooked: shimla mirch beside paratha = a katori (120 g) of FNDDS 75226020 peppers, green, cooked
// (fNineteenCapsicum) and 2 paratha = 2 × 70 g; tinda beside roti = a katori (120 g) of FNDDS
// 75233027 summer squash cooked with oil (fNineteenTinda) and 3 roti = 120 g; chukandar beside
// chapati = a katori (120 g) of FNDDS 75208021 beets cooked, fat added (fFiveBeetroot) and 2 chapati
// = 80 g; a chicken breast by its stated 250 g raw weight = SR26 05062 raw breast meat
// (fNineteenRawChickenBreast; grilling loses water, not energy) and a side salad = FNDDS 75143000 (1
// side salad = 94 g, fTwelveSideSalad); nadru yakhni (Kashmiri lotus stem in a curd gravy)
// unquantified = a katori (150 g) of INDB ASC196 lotus stem curry (fNineteenLotusStem) and batte
// (Kashmiri for cooked rice) unquantified = 2 katori (200 g); bamboo shoot beside rice = a katori
// (120 g) of FNDDS 75203028 bamboo shoots, cooked (fNineteenBambooShoot) and rice unquantified = 2
// katori.
// numberword: tran (3) thepla = 3 × 36.4 g of INDB OSR104 and ek (1) vaadki dahi = a katori (150 g;
// a vaadki = a katori, meals-fresh14.ts); rendu (2) pesarattu = 2 × 80 g of INDB OSR103 (pesarattu)
// and oka (1) cup coffee = COFFEE; duto (2) dim sheddho = 2 boiled eggs (100 g) and ekta (1) kola =
// a banana (126 g); don (2) scoop whey = 60 g and ek (1) kela = 126 g; naalu (4) kal dosai = 4 × 80 g
// of FNDDS 55702100 dosa and oru (1) katori mutton kuzhambu = 150 g of FNDDS 27116100 beef curry (the
// mutton curry proxy of reference-foods beefCurry); satt (7) veg momos = 7 × 37 g of FNDDS 58121620
// (fSixteenVegMomo) and ikk (1) cup chah = CHAI.
// plain: 3 chapati = 120 g, palak paneer 1 katori = FNDDS 72125310 (150 g) and 1 glass chaas = 250 g
// of FNDDS 11115100; 2 boiled eggs = 100 g, 1 guava = 55 g (SR26 09139) and a glass of milk = 258 g;
// 1 plate curd rice = INDB ASC126 (curdRice, 216.2 g), 1 papad = 9 g and 1 orange = 131 g; whole
// wheat pasta by the stated 200 g cooked = FNDDS 56132990 (fNineteenWholeWheatPasta), grilled
// chicken by the stated 100 g and broccoli 1 cup = FNDDS 72201211 (155 g); a basa fillet by the
// stated 150 g = FNDDS 26107120 catfish, baked or broiled, made with oil (fNineteenBasa), 1 cup brown
// rice = 158 g of FNDDS 56205018 and 1 kiwi = 75 g; litti 2 = 160 g of roti (meals.ts "litti chokha 2
// pieces" = roti@160), chokha 1 katori = 120 g of alooSabzi (meals.ts chokha) and dahi 1 katori = 150
// g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH19_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  ['aloo puri nashta - 5 puri aur ek katori aloo ki sabzi, nani ke yahan', 'north combo', 'puri:5 alooSabzi'],
  [
    'idli vada sambhar at the stadium canteen: 2 idli, 1 vada n a katori of sambhar',
    'south combo',
    'idli:2 vada sambar',
  ],
  [
    'bread omlette - 2 ande ka omlette aur 2 slice bread, hostel gate wale bhaiya se',
    'north combo',
    'bread:2 omelette:2',
  ],
  ['paneer quinoa bowl: 100 g paneer, 1 cup cooked quinoa n cucumber salad', 'gym combo', 'paneer@100 quinoa cucumber'],
  [
    'ragda pattice - 2 pattice with 1 katori ragda n a little sev on top, churchgate stall',
    'west combo',
    'pattice=alooSabzi@120+oil:2 ragda=fFourSplitPeas sev',
  ],
  [
    'ros omelette frm the cart near panjim market - 2 egg omelette in chicken ros w/ 2 poi',
    'west combo',
    'omelette:2 ros=chickenCurry@75 fNineteenPoi:2',
  ],
  // headers naming the meal, then its breakdown
  ['nashta (7:45, before school nets): 1 plate poha, 1 boiled egg n chai', 'west header', `poha egg ${CHAI}`],
  [
    'hostel dinner @ 9.30 - 3 roti, dal, lauki ki sabzi n salad',
    'north header',
    'roti:3 dal laukiSabzi=vegCurry cucumber',
  ],
  [
    'lunch, day 2 of the camp: 2 katori rice, sambar, cabbage poriyal, 1 papad n buttermilk',
    'south header',
    'rice:2 sambar cabbagePoriyal papad buttermilk',
  ],
  [
    'meal 3 (11:30) - yoghurt bowl: 170 g greek yoghurt, 30 g granola, handful of blueberries, 1 tsp honey',
    'gym header',
    'greekYogurt granola@30 fFiveBlueberries honey',
  ],
  ['PWO after 5k + core: 2 scoops whey in water, 1 banana n 4 dates', 'gym header', 'whey:2 banana dates:4'],
  [
    'nikah ki dawat, hyderabad (1 pm): 1 plate mutton biryani, 1 katori raita n double ka meetha',
    'south header',
    'muttonBiryani raita=curd fNineteenShahiTukda',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, brands and their
  // generic food, fats and toppings as modifiers
  [
    '2 gobhi paratha with 10 g white butter on top n a katori of dahi',
    'north addon',
    'fSevenGobhiParatha:2 butter@10 curd',
  ],
  [
    'besan chilla x2, 1 tsp butter on each, hari chutney on the side',
    'north addon',
    'besanChilla:2 butter:2 greenChutney:2',
  ],
  [
    'moong dal khichdi 1 katori with 1 tbsp ghee on top n a roasted papad',
    'north addon',
    'khichdi@150 ghee@12.8 papad',
  ],
  [
    'oats smoothie made with 30 g oats, 1 apple, 1 tbsp chia seeds n 250 ml toned milk',
    'gym addon',
    'smoothie=fSevenOats@30+apple+fFourChia+milk',
  ],
  [
    'pb banana sandwich - 2 slices Harvest Gold brown bread, 1 tbsp Pintola peanut butter n half a banana',
    'gym addon',
    'sandwich=brownBread:2+peanutButter+banana@63',
  ],
  [
    'double egg roll made with 1 paratha n 2 eggs, onion n kasundi, college street',
    'east addon',
    'roll=paratha+omelette:2',
  ],
  // food amid training, match or travel talk
  [
    'scored 64 off 52 balls today!! mom made rajma chawal as promised - 1 katori rajma, 2 katori chawal',
    'north talk',
    'rajma rice:2',
  ],
  ['12 km tempo run at 6 am, then 1 plate upma n a filter coffee at 7:15', 'south talk', `upma@200 ${COFFEE}`],
  [
    'rajdhani 12951 3 ghante late thi, pantry se 2 roti, dal aur matar paneer liya',
    'travel talk',
    'roti:2 dal fSixMatarPaneer',
  ],
  [
    'swam 1500 m in 31 min, then grilled chicken 180 g n 1 medium sweet potato',
    'gym talk',
    'grilledChicken@180 sweetPotato',
  ],
  [
    'zonal game in amritsar, took 3 wickets, lunch was 2 kulcha, chole n a glass of lassi',
    'north talk',
    `kulcha=naan@160 chole ${LASSI}`,
  ],
  ['jodhpur mein 45 degree, 3 ghante fielding, raat ko gatte ki sabzi aur 4 roti', 'north talk', 'fFourGatte roti:4'],
  // legume words next to the unit gram
  ['red gram dal 180 gm with 150 gm rice', 'south legume', 'dal@180 rice@150'],
  ['kaali dal (whole black gram) 1 katori n jeera rice 1 katori', 'north legume', 'fSixWholeUrad jeeraRice'],
  ['chana dal (split bengal gram) with lauki, 1 katori, n 3 roti', 'north legume', 'chanaDalLauki roti:3'],
  ['boiled green gram 100 gram with chopped cucumber, pre gym', 'gym legume', 'fNineteenMungBoiled@100 cucumber'],
  ['roasted bengal gram 40 gram n 1 apple b4 leg day', 'gym legume', 'fThirteenRoastedGram@40 apple'],
  [
    'cherupayar (green gram) curry 1 katori with 2 puttu, amma made it',
    'south legume',
    'cherupayarMoong=wholeMoong puttu=fFourteenRiceFlour:2+fFourteenDryCoconut:2',
  ],
  // drinks named after their main ingredient or an added flavour
  ['tarbooz ka juice 1 glass, garmi mein jaan bachi', 'north drinkname', 'watermelonJuice'],
  ['adrak wali chai 2 cup n 2 marie biscuit', 'north drinkname', 'chaiTea=milk@124+tea@120+sugar:2 marie:2'],
  ['nimbu pani 1 glass, meetha wala', 'north drinkname', 'nimbuPani'],
  ['soya milk 300 ml unsweetened after the run', 'gym drinkname', 'fTenSoyMilk@309.4'],
  ['thari kanji 1 glass at nombu thura, kozhikode', 'south drinkname', 'fNineteenThariKanji'],
  ['daaber jol ekta, maidan e practice er por', 'east drinkname', 'daabCoconut=coconutWater'],
  // stated sizes and pack weights
  ['amul taaza 500 ml pouch, pura pi gaya', 'north size', 'milk@515'],
  ['aadha kilo jalebi 5 logon mein baanti, mera hissa', 'north size', 'fSevenJalebi@100'],
  ['frooti 200 ml tetra pack after the match', 'north size', 'mangoDrink@209.7'],
  [
    'oats 80 g (dry) cooked in water w/ 1 tbsp honey n 1 large banana',
    'gym size',
    'fSevenOats@80 honey@20 bananaLarge',
  ],
  ['ready to drink protien shake, 200 ml bottle, after gym', 'gym size', 'fFiveProteinShake@216.4'],
  ['full plate pav bhaji at juhu, bhaji approx 300 g n 4 pav', 'west size', 'pavBhaji@300 pav:4'],
  // cooked state from context
  ['shimla mirch aur 2 paratha, tiffin mein', 'north cooked', 'fNineteenCapsicum paratha:2'],
  ['tinda n 3 roti, mess dinner', 'north cooked', 'fNineteenTinda roti:3'],
  ['chukandar aur 2 chapatti, lunch', 'north cooked', 'fFiveBeetroot roti:2'],
  [
    'chicken breast 250 g raw weight, grilled, ate it all with a side salad',
    'gym cooked',
    'fNineteenRawChickenBreast@250 fTwelveSideSalad',
  ],
  ['nadru yakhni n batte, ghar ka khana', 'north cooked', 'fNineteenLotusStem batteRice=rice:2'],
  ['bamboo shoot with rice at the naga kitchen, dimapur', 'east cooked', 'fNineteenBambooShoot rice:2'],
  // counts in Gujarati, Telugu, Bengali, Marathi, Tamil and Punjabi number words
  ['tran thepla ane ek vaadki dahi, savar no nasto', 'west numberword', 'thepla:3 curd'],
  ['rendu pesarattu, oka cup coffee', 'south numberword', `pesarattu:2 ${COFFEE}`],
  ['duto dim sheddho ar ekta kola, sokale', 'east numberword', 'dimEgg=egg:2 kolaBanana=banana'],
  ['don scoop whey ani ek kela, gym nantar', 'gym numberword', 'whey:2 banana'],
  ['naalu kal dosai, oru katori mutton kuzhambu', 'south numberword', 'dosa:4 beefCurry'],
  [
    'satt veg momos te ikk cup chah, sector 17 wale stall ton',
    'north numberword',
    'fSixteenVegMomo:7 chahChaiTea=milk@62+tea+sugar',
  ],
  // plain everyday logs of 2-4 foods
  ['3 chapati, 1 katori palak paneer n 1 glass chaas', 'north plain', 'roti:3 palakPaneer buttermilk'],
  ['2 boiled eggs, 1 guava n a glass of milk', 'north plain', 'egg:2 guava milk'],
  ['1 plate curd rice, 1 papad n 1 orange', 'south plain', 'curdRice papad orange'],
  [
    'whole wheat pasta 200 g cooked, grilled chicken 100 g, brocoli 1 cup',
    'gym plain',
    'fNineteenWholeWheatPasta@200 grilledChicken@100 broccoli',
  ],
  ['basa fillet 150 g pan grilled, 1 cup brown rice n 1 kiwi', 'gym plain', 'fNineteenBasa@150 brownRice@158 kiwi'],
  ['litti 2, chokha 1 katori aur dahi 1 katori', 'east plain', 'litti=roti@160 chokha=alooSabzi curd'],
];
