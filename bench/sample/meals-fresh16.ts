// Benchmark meals written on 2026-11-25 blind, as the sixteenth blind set after meals-fresh.ts to
// meals-fresh15.ts, written without running the engine: each sentence is one log message of a
// cricketer or other athlete on tour or at an academy, typed quickly between sessions, about half
// in plain English and half in Hinglish (with a few Tamil, Bengali, Kannada and Odia number words),
// lowercase, with typos and abbreviations (n, frm, bfast, w/, "fir"), times, training, match and
// travel talk, without reading the engine's code or knowledge, and each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or
// a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh15.ts.
// Focus: team hotel buffets, academy mess thalis, dhabas on road trips, airport food, protein shakes
// and bars, fruit and dry fruit, home food sent by parents (paneer parathe, gajar halwa, anjeer,
// parwal in a tiffin), dosas, parathas, biryani, a roll, momos, maggi, chaat (golgappe, fruit chaat),
// lassi, sugarcane juice, coconut water and energy drinks; stated weights and sizes mixed with
// household measures; several logs that name a combination and then its parts, or a dish and its
// add-ons ("with a dollop of ghee n extra cheese", "extra cheese ke saath", "upar se 5 kaju").
// Mix, by the structural classes of the issue this benchmark measures (60, 6 each): combinations
// followed by their own parts (dal fry jeera rice, poha jalebi, chicken tikka roll, uttapam
// chutney, paneer butter masala naan, paneer parathe with dahi; combo), headers naming the meal and
// then its breakdown ("team hotel bfast buffet:", "mess ka lunch:", "raat ka khana -", "airport
// bfast before the 6am flight:", "nashta (academy):", "meal 4 -", where "6am" and "4" are no
// amounts; header), a dish and its add-ons, a shake of listed parts, a sandwich with its fillings
// and brands with their generic foods (masala dosa with ghee and cheese, gajar halwa with kaju and
// badam, a banana whey shake, an airport egg sandwich, maggi with extra cheese, Pintola peanut
// butter on toast; addon), the food amid training, match or travel talk ("14 overs, 2 for 38", "2
// ghante", "300 balls", "5x5 @ 100 kg, 20 min", "3 hrs", "50 overs, 2 kg", "12 ghante" are not
// amounts; talk), legume words next to the unit gram (horse, black, bengal, green, red and roasted
// gram; four with a stated weight, two without; legume), drinks named after their main ingredient
// (pomegranate juice, nimbu paani and jaljeera, grape juice, badam doodh, watermelon juice, jeera
// paani and green tea; drinkname), stated sizes (a 250 ml Red Bull can before a "t20", a 70 g
// protein bar whose "20 g protein" is its protein and not its weight, a 500 g biryani box, a 250 ml
// Sting bottle, a 12 inch pizza shared by 3, a 200 g anjeer box of which 4 were eaten; size), the
// cooked state from context (kaddu, mushroom, turai, parwal, kala chana, beetroot beside a bread or
// rice; cooked), counts in number words (Hindi aath, Tamil moonu and oru, Bengali chhoy and ek,
// Kannada naalku and ondu, Odia dui and gote, English "a dozen", "a couple of", "three";
// numberword) and plain everyday logs of 2-4 foods (plain).
// New reference foods (fSixteen), all FNDDS: 62113100 fig, dried (anjeer, 8 g a fig), 58121620
// dumpling, vegetable (proxy for a steamed veg momo, at the momo key's 37 g), 75216111 corn, fresh,
// cooked, no added fat (proxy for a roasted bhutta, 105 g a regular ear) and 63126510 lychee (10 g
// a lychee).
// Conventions and proxies used here, each for the meal that names it:
// combo: dal fry = FNDDS 41311030 lentil curry (dal; meals-fresh7.ts dal fry), 1 katori = 150 g,
// and jeera rice = INDB BFP134, 100 g a katori (KATORI_RICE); poha 1 plate = 180 g (reference-foods
// poha) and jalebi by its stated weight as FNDDS 55801000 funnel cake (fSevenJalebi); the chicken
// tikka roll = 1 paratha (FNDDS 51300185, 70 g) + the stated 80 g of chicken tikka as FNDDS 24123301
// grilled chicken breast (grilledChicken) + green chutney in a roll = 1 tbsp of INDB BFP444 (18.9 g,
// as mint chutney in a sandwich in meals-fresh15.ts); onion uttapam = INDB BFP152 at 120 g each
// (reference-foods uttapam, the onion topping within it) and 2 tbsp coconut chutney = 2 × 25.3 g
// (INDB ASC386); paneer butter masala a katori = INDB ASC222 (150 g) and naan = 90 g each
// (restaurant naan); paneer parathe = INDB ASC105 (85 g each) and a katori of dahi = 150 g curd
// (FNDDS 11411100).
// header: egg white omelette of 4 whites = 4 × 36 g of FNDDS 32400065 (eggWhiteOmelette, 1 egg white
// = 36 g), brown toast = FNDDS 51300110 whole wheat bread (36 g a slice), 1 cup papaya = 145 g and a
// black coffee = FNDDS 92101000 1 cup (240 g); tinda = veg curry (meals-structural.ts), an
// unquantified sabzi or dal = 1 katori (120 g and 150 g), chawal unquantified beside dal = 2 katori
// (meals-fresh2.ts) and salad = 100 g cucumber (meals.ts); mutton curry = FNDDS 27116100 beef curry
// (meals.ts), a katori of 150 g, roti 40 g and 1 katori chawal = 100 g; upma unquantified = FNDDS
// 58174000 1 cup (170 g), boiled eggs 50 g each and a cappuccino = FNDDS 92161000 small (360 g); gobhi
// parathe = INDB ASC100 (101.9 g each), "ek chammach makhan" = 1 tsp butter (5 g, meals-fresh11.ts
// "ek chamach makhan") and 1 glass doodh = 258 g of toned milk (FNDDS 11112110); 150 g grilled
// chicken = FNDDS 24123301 by the stated weight, 1 cup brown rice = 158 g (meals.ts) and steamed
// broccoli unquantified = FNDDS 72201211 1 cup (155 g).
// addon: masala dosa = 200 g (FNDDS 58174100), "a dollop of ghee" = 2 tsp = 10 g (as "a dollop of
// makhan" = 2 tsp butter in meals-fresh6.ts) and "extra cheese" = one processed cheese slice (FNDDS
// 14410110, 21 g); gajar halwa 1 katori = INDB ASC295 (150 g), 5 kaju = 5 × 1.5 g and 5 badam = 5 ×
// 1.2 g; the shake = 300 ml of toned milk × 1.03 = 309 g (meals.ts) + 2 bananas (126 g each) + 1
// scoop whey (30 g) + 1 tbsp peanut butter (16 g); the egg sandwich = 2 slices of white bread (FNDDS
// 51101000, 28 g) + a bhurji of 2 eggs = 2 × 55 g of FNDDS 32130010 omelet made with oil (omelette
// key, as "4 anday ki bhurji" in meals-fresh10.ts) + 1 tbsp mayonnaise (FNDDS 83107000, 13.8 g);
// maggi 1 packet = the 70 g dry pack (SR26 06583, maggi key) and "extra cheese" = one cheese slice
// (21 g); Pintola peanut butter 2 tbsp = 2 × 16 g and multigrain toast = FNDDS 51601020 (36 g a
// slice).
// talk: butter chicken 1 katori = INDB ASC242 (150 g) and a butter naan = a 90 g naan + 1 tsp butter
// (meals.ts); a glass of lassi = 200 g curd + 3 tsp sugar (meals.ts) and kele = bananas (126 g); 6
// chicken momos = FNDDS 58112510 (37 g each); 2 scoops whey = 2 × 30 g, the water not counted, and a
// kela = 126 g; "a coconut water" = 1 cup of FNDDS 42403010 (240 g; meals-fresh5.ts) and a
// sugarcane juice = a glass of FNDDS 92612010 (262 g); a bhutta = one regular ear of FNDDS 75216111
// (fSixteenBhutta, 105 g), the lemon and salt rubbed on it not counted, and a cup of chai = 62 g
// milk + 60 g tea + 1 tsp sugar (meals.ts).
// legume: horse gram dal by its stated weight = INDB OSR143 (kulthiDal) and rice beside a dal = 2
// katori; dhuli urad dal (black gram) 1 katori = INDB ASC152 (150 g) and roti 40 g; boiled bengal
// gram by its stated weight = FNDDS 41302020 chickpeas, no added fat (meals-fresh10.ts), the lemon
// and chaat masala not counted; raw (kacche) green gram sprouts by the stated weight = SR26 11043
// (fFiveMoongSprouts); red gram dal unquantified = a katori of FNDDS 41311030 lentil curry (toor, as
// meals-fresh12.ts and meals-fresh15.ts) and beans poriyal = INDB BFP272 (beansSabzi), a katori of
// 120 g; roasted gram (bhuna chana) by its stated weight = SR26 16056 (fThirteenRoastedGram) and 5
// badam = 6 g.
// drinkname: pomegranate juice a glass = FNDDS 64126000 (262 g); nimbu paani a glass = INDB ASC008
// (250 g) and a glass of jaljeera = INDB BFP024 1 juice glass (140 g); grape juice = FNDDS
// 64116020, 300 ml × 31 g per fl oz (29.57 ml) = 314.5 g; badam doodh = a glass of toned milk (258
// g) + 8 almonds + 2 tsp sugar (meals-fresh.ts badam shake, meals-structural.ts badam milk);
// watermelon juice = FNDDS 64133100, 400 ml × 30 g per fl oz = 405.8 g; jeera paani unquantified =
// a glass of INDB ASC010 (250 g) and a cup of green tea = FNDDS 92303010 (240 g).
// size: a 250 ml Red Bull can = FNDDS 95310600 1 can (260 g); a protein bar by its stated 70 g (FNDDS
// 53729000; its "20 g protein" is its protein); chicken biryani by the box's stated 500 g
// (reference-foods chickenBiryani); Sting as FNDDS 95310400 energy drink (fFourMonster, as in
// meals-fresh8.ts), 250 ml × 31 g per fl oz = 262 g; a 12 inch pizza = FNDDS 58106225 medium pizza
// (11-12", 691 g; cheese pizza for a paneer pizza, as veg pizza in meals-fresh11.ts) shared by 3 =
// 230.3 g; anjeer = FNDDS 62113100 dried fig (8 g each), the 200 g box is not the amount, 4 eaten.
// cooked: kaddu beside roti = FNDDS 73201020 cooked pumpkin (fFivePumpkin), a katori of 120 g, and
// dahi unquantified = a katori (150 g); mushroom beside parathas = FNDDS 75219033 mushrooms cooked
// with oil (mushroomSabzi), 120 g, and paratha plain = FNDDS 51300185 (70 g); turai beside rotis =
// a katori of veg curry (as turai in meals-generalise.ts) and a katori of curd = 150 g; parwal beside
// phulke = a katori of veg curry (as potol in meals-fresh10.ts) and phulka = roti (40 g); kala chana
// beside paratha = INDB ASC161 black chana curry, a katori of 150 g; beetroot beside rice = FNDDS
// 75208021 beets cooked, fat added (fFiveBeetroot), 120 g, rice beside rasam = 2 katori and rasam
// unquantified = a katori of INDB BFP176 (150 g).
// numberword: aath (8) golgappe = the pani puri of meals-fresh7.ts scaled from its 6 pieces (5 g of
// FNDDS 51300180 puri shell, 10 g of FNDDS 41303010 dried-pea curry filling and 20 g of INDB BFP024
// jal jeera pani a piece), so 40 g puri + 80 g filling + 160 g pani; moonu (3) dosai = FNDDS
// 55702100 (80 g each) and oru filter coffee = 100 g milk + 50 g coffee + 1 tsp sugar (meals.ts
// COFFEE); chhoy (6) veg momo = fSixteenVegMomo at 37 g each and ek cup cha = one chai; naalku (4)
// idli = 40 g each and ondu (1) vade = a medu vada (40 g); dui (2) chapati = roti (40 g) and gote (1)
// bati santula (Odia mixed vegetables) = a katori of veg curry (120 g); a dozen almonds = 12 × 1.2 g,
// a couple of anjeer = 2 × 8 g and three dates = 3 × 8 g.
// plain: veg pulao 1 plate = FNDDS 58160000 (vegBiryani, 300 g), dal a katori and a glass of chaas =
// 250 g of FNDDS 11115100 buttermilk; matar paneer a katori = INDB ASC191 (150 g); fruit chaat 1
// katori = FNDDS 63311050 1 cup (150 g), 10 almonds = 12 g and a glass of milk = 258 g; idli 40 g,
// sambar a katori and a cup of chai as above; orange juice = FNDDS 61210010 (the mosambiJuice row),
// 200 ml × 31 g per fl oz = 209.7 g, boiled eggs 50 g and brown bread 36 g a slice; litchi =
// FNDDS 63126510 lychee (fSixteenLychee, 10 g each) and a plain paratha 70 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';
const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH16_MEALS: SampleMeal[] = [
  // combinations followed by their own parts
  ['dal fry jeera rice at the dhaba - ek katori dal fry aur do katori jeera rice', 'north combo', 'dal jeeraRice:2'],
  ['poha jalebi in indore on the road trip - 1 plate poha and 100 g jalebi', 'west combo', 'poha fSevenJalebi@100'],
  [
    'chicken tikka roll frm the stall outside eden: 1 paratha, 80 g tikka n green chutney',
    'east combo',
    'roll=paratha+grilledChicken@80+greenChutney',
  ],
  [
    'uttapam chutney at the team hotel buffet - 2 onion uttapam n 2 tbsp coconut chutney',
    'south combo',
    'uttapam:2 coconutChutney:2',
  ],
  [
    'team hotel mein paneer butter masala naan - ek katori paneer butter masala aur do naan',
    'north combo',
    'paneerButterMasala naan:2',
  ],
  [
    'ghar ke paneer parathe - 2 paneer parathe aur ek katori dahi, mummy ne pack kiye the',
    'north combo',
    'paneerParatha:2 curd',
  ],
  // headers naming the meal, then its breakdown
  [
    'team hotel bfast buffet: egg white omelette (4 whites), 2 brown toast, 1 cup papaya n a black coffee',
    'travel header',
    'eggWhiteOmelette:4 brownBread:2 papaya blackCoffee',
  ],
  ['mess ka lunch: 3 roti, dal, tinda, chawal aur salad', 'north header', 'roti:3 dal tinda=vegCurry rice:2 cucumber'],
  ['raat ka khana - 1 katori mutton curry, 3 roti aur 1 katori chawal', 'north header', 'mutton=beefCurry roti:3 rice'],
  ['airport bfast before the 6am flight: upma, 2 boiled eggs n a cappuccino', 'travel header', 'upma egg:2 cappuccino'],
  [
    'nashta (academy): 2 gobhi parathe, ek chammach makhan aur 1 glass doodh',
    'north header',
    'fSevenGobhiParatha:2 butter milk',
  ],
  [
    'meal 4 - 150 g grilled chicken, 1 cup brown rice n steamed broccoli',
    'gym header',
    'grilledChicken@150 brownRice@158 broccoli',
  ],
  // a dish and its add-ons, a shake of listed parts, a sandwich with its fillings, brands
  [
    'masala dosa with a dollop of ghee n extra cheese, darshini near chinnaswamy',
    'south addon',
    'masalaDosa ghee:2 cheeseSlice',
  ],
  [
    'mummy ke haath ka gajar halwa 1 katori, upar se 5 kaju aur 5 badam',
    'north addon',
    'gajarHalwa cashews:5 almonds:5',
  ],
  [
    'shake made with 300 ml milk, 2 bananas, 1 scoop whey n 1 tbsp peanut butter',
    'gym addon',
    'shake=milk@309+banana:2+whey+peanutButter',
  ],
  [
    'airport pe egg sandwich liya - 2 slice bread, 2 ande ki bhurji aur 1 tbsp mayo',
    'travel addon',
    'sandwich=bread:2+omelette:2+mayonnaise',
  ],
  ['maggi 1 packet extra cheese ke saath, hostel room mein raat ko', 'north addon', 'maggi cheeseSlice'],
  [
    'pintola peanut butter 2 tbsp on 2 multigrain toast before the morning session',
    'gym addon',
    'peanutButter:2 fTwelveMultigrainBread:2',
  ],
  // food amid training, match or travel talk
  [
    'bowled 14 overs today, 2 for 38. team dinner was butter chicken 1 katori n 2 butter naan',
    'north talk',
    'butterChicken naan=naan:2+butter:2',
  ],
  [
    'aaj nets mein 2 ghante batting ki, 300 balls khele, phir ek glass lassi aur 2 kele',
    'north talk',
    `${LASSI} kele=banana:2`,
  ],
  ['flight to mohali delayed 3 hrs, had 6 chicken momos at the airport food court', 'travel talk', 'momo:6'],
  ['squats 5x5 @ 100 kg, 20 min cycling, fir 2 scoop whey paani mein aur 1 kela', 'gym talk', 'whey:2 kela=banana'],
  [
    'kept for all 50 overs, lost 2 kg in sweat, had 2 coconut waters n a sugarcane juice after',
    'south talk',
    'coconutWater:2 sugarcaneJuice',
  ],
  [
    '12 ghante ki bus journey pune se indore, raaste mein 2 bhutte aur 1 cup chai',
    'travel talk',
    `fSixteenBhutta:2 ${CHAI}`,
  ],
  // legume words next to the unit gram
  ['horse gram dal 200 gram with rice, academy mess in mysore', 'south legume', 'kulthiDal@200 rice:2'],
  ['dhuli urad dal (black gram) ek katori aur 3 roti, mess mein', 'north legume', 'uradDal roti:3'],
  ['boiled bengal gram 100 gram with lemon n chaat masala before nets', 'gym legume', 'chickpeasBoiled@100'],
  ['green gram sprouts 150 gram kacche, subah gym se pehle', 'gym legume', 'fFiveMoongSprouts@150'],
  ['red gram dal with 2 katori rice n beans poriyal', 'south legume', 'dal rice:2 beansSabzi'],
  [
    'roasted gram (bhuna chana) 50 gram aur 5 badam, team bus mein',
    'travel legume',
    'fThirteenRoastedGram@50 almonds:5',
  ],
  // drinks named after their main ingredient
  ['pomegranate juice 1 glass at the hotel buffet', 'travel drinkname', 'pomegranateJuice'],
  ['nimbu paani 2 glass aur ek glass jaljeera, garmi bahut thi', 'north drinkname', 'nimbuPani:2 jaljeera'],
  ['grape juice 300 ml at the airport lounge', 'travel drinkname', 'fFiveGrapeJuice@314.5'],
  ['badam doodh ek glass sone se pehle, knee mein dard hai', 'north drinkname', 'badamDoodh=milk+almonds:8+sugar:2'],
  ['watermelon juice 400 ml after the morning session', 'gym drinkname', 'watermelonJuice@405.8'],
  ['jeera paani subah khali pet aur ek cup green tea', 'north drinkname', 'fSixJeeraWater greenTea'],
  // stated sizes
  ['red bull 250 ml can before the t20', 'gym size', 'fThreeRedBull'],
  ['protein bar 70 g wala, 20 g protein likha hai', 'gym size', 'proteinBar@70'],
  ['a large chicken biryani from the hotel, 500 g box, finished it', 'south size', 'chickenBiryani@500'],
  ['sting ki 250 ml bottle, nets ke baad bahut garmi thi', 'north size', 'sting=fFourMonster@262'],
  ['12 inch paneer pizza shared between 3 of us at the hotel', 'travel size', 'pizzaMedium@230.3'],
  ['mummy ne 200 g anjeer ka dabba bheja, aaj 4 anjeer khaye', 'north size', 'fSixteenFig:4'],
  // cooked state from context
  ['mess mein kaddu aur 3 roti, saath mein dahi', 'north cooked', 'kaddu=fFivePumpkin roti:3 curd'],
  ['mushroom with 2 parathas, academy dinner', 'north cooked', 'mushroomSabzi paratha:2'],
  ['turai with 3 rotis and a katori of curd', 'north cooked', 'turai=vegCurry roti:3 curd'],
  ['parwal aur 2 phulke, mummy ne tiffin mein bheja', 'north cooked', 'parwal=vegCurry roti:2'],
  ['kala chana aur 2 paratha, navratri ka nashta', 'north cooked', 'blackChanaCurry paratha:2'],
  ['beetroot with rice n rasam, hostel mess in coimbatore', 'south cooked', 'fFiveBeetroot rice:2 rasam'],
  // counts in Hindi, Tamil, Bengali, Kannada, Odia and English number words
  [
    'aath golgappe khaye hotel ke bahar, coach ko mat batana',
    'north numberword',
    'golgappe=puri@40+fFourSplitPeas@80+jaljeera@160',
  ],
  ['moonu dosai, oru filter coffee, hotel la', 'south numberword', `dosa:3 ${COFFEE}`],
  ['chhoy ta veg momo ar ek cup cha, practice er por', 'east numberword', `fSixteenVegMomo:6 ${CHAI}`],
  ['naalku idli mattu ondu vade, hotel nalli', 'south numberword', 'idli:4 vada'],
  ['dui ta chapati au gote bati santula, hostel re', 'east numberword', 'roti:2 santula=vegCurry'],
  [
    'a dozen almonds, a couple of anjeer n three dates after the session',
    'gym numberword',
    'almonds:12 fSixteenFig:2 dates:3',
  ],
  // plain everyday logs
  ['1 plate veg pulao, 1 katori dal and a glass of chaas', 'north plain', 'vegBiryani dal buttermilk'],
  ['2 roti, 1 katori matar paneer aur 1 katori dahi', 'north plain', 'roti:2 fSixMatarPaneer curd'],
  ['1 katori fruit chaat, 10 almonds and a glass of milk', 'gym plain', 'fruitChaat almonds:10 milk'],
  ['3 idli, 1 katori sambar aur 1 cup chai', 'south plain', `idli:3 sambar ${CHAI}`],
  [
    '2 boiled eggs, 2 slices brown bread n 200 ml orange juice',
    'gym plain',
    'egg:2 brownBread:2 orangeJuice=mosambiJuice@209.7',
  ],
  ['2 paratha, 1 katori dahi aur 10 litchi', 'north plain', 'paratha:2 curd fSixteenLychee:10'],
];
