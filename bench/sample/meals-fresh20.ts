// Benchmark meals written on 2026-11-25 blind, as the twentieth blind set after meals-fresh.ts to
// meals-fresh18.ts, written without running the engine: each sentence is one log message typed in a
// hurry on a phone by a cricketer on tour (team hotel buffets, lunch and tea breaks, team dinners,
// dressing-room snacks, airport and team-bus food, home food when back), as an outside evaluator of
// an Indian athletes' meal parser would write a balanced held-out set: short messages with typos
// and abbreviations ("omlet", "sambhar", "chpati", "brocoli", "panner", "dinr", "brk", "bfast",
// "blk", "w", "n", "frm", "b4", "opp", "choc", "pcs", "gm"), Hinglish and other romanised Indian
// languages (Tamil, Telugu, Kannada, Malayalam, Bengali, Marathi, Gujarati, Punjabi, Urdu) mixed
// with English, and portions in katori, vati, bati, pyali, plate, bowl, glass, cup, pieces, spoons,
// handfuls (mutthi bhar) and kitchen-scale grams. Written without reading the engine's code or
// knowledge; each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 rows, their portions or a stated convention) before the engine was run on
// them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh18.ts.
// Mix (60): the ten structural classes kept equal (6 each): combinations named with their
// own parts (combo), headers naming the meal and then its breakdown (header), "X made with Y", a
// smoothie of listed parts, a sandwich with its fillings, brands with their generic food and fats
// and garnishes as modifiers (addon), food amid training, match or travel talk (talk), legume words
// next to the unit gram (legume), drinks named after their main ingredient or an added flavour
// (drinkname), stated sizes and pack weights (size), raw vs cooked from context (cooked), counts in
// Indian number words (numberword: Tamil, Telugu, Kannada, Malayalam, Bengali and Marathi; Hindi
// chaar and ek, Urdu do and aik, Punjabi chaar and ikk and Gujarati char and be appear in the
// combo, header, talk and plain entries) and plain everyday logs of 2-4 foods (plain).
// Numbers that are not amounts: "KSCA", "BLR", "day 2", "8.15am", "22 overs", "3/48", "UK 821",
// "9:15", "gate 14", "38 degree", "45 overs", "64 off 71", "12 km", "100 dand", "7 hr", "room 512",
// "MB biozyme", "T3", "the 2 sessions".
// Five new reference foods (prefix fTwenty): fTwentyRawChicken (SR26 05062 raw skinless chicken
// breast), fTwentyRawRice (SR26 20044 raw long-grain white rice), fTwentyHotSourSoup (FNDDS 28340750
// hot and sour soup, a bowl = 250 g), fTwentyChickenSausage (FNDDS 25221830 turkey or chicken
// sausage, 1 breakfast size link = 20 g) and fTwentyMuffin (FNDDS 52302500 chocolate chip muffin, 1
// medium = 130 g); every other item is an existing key of reference-foods.ts. (INDB ASC016 banana
// milkshake, 65.3 kcal per 100 g with 40 g banana and ice water in a tall glass, was looked at and
// not used: the banana shake follows the existing milk 200 g + banana 100 g convention.)
// Conventions and proxies used here, each for the meal that names it:
// combo: a bread omlet of 2 eggs = 2 × 55 g of FNDDS 32130010 omelet made with oil and 2 slices of
// FNDDS 51101000 white bread (28 g each); chaar (4) puri = 4 × 36 g of FNDDS 51300180 and ek (1)
// katori aloo ki sabzi = 120 g of FNDDS 71103030 potato made with oil (alooSabzi); 2 idli = 80 g
// (reference-foods idli), 1 medu vada = 40 g (FNDDS 58175000, vada) and sambhar unquantified = a
// katori (150 g) of FNDDS 41311020; pav bhaji's bhaji 1 katori = INDB OSR112 (pavBhaji, 150 g) and
// 3 pav = 3 × 43 g of FNDDS 51150000; 4 boiled egg whites = 4 × 33 g of FNDDS 31108110
// (fSevenEggWhite) and 2 multigrain toast = 2 × 36 g of FNDDS 51601020; khichuri 1 plate = 250 g
// of FNDDS 41311040 (meals.ts "khichuri and beguni", "pongal 1 plate") and 1 ta dim bhaja = one
// egg fried with oil (FNDDS 31105030, 55 g).
// header: 2 brown toast = 2 × 36 g of FNDDS 51300110 with butter at 1 tsp a slice (2 × 5 g, as
// meals-fresh18.ts), a 3 egg white omlet = 3 × 36 g of FNDDS 32400065 (1 egg white = 36 g), 2
// chicken sausage = 2 breakfast links of FNDDS 25221830 (2 × 20 g) and blk coffee = FNDDS 92101000
// (240 g); 2 roti = 80 g (FNDDS 51300175), dal tadka 1 katori = 150 g of FNDDS 41311030, jeera rice
// 1 katori = 100 g of INDB BFP134 and salad unquantified = 100 g of cucumber (meals.ts); hot n sour
// soup 1 bowl = 250 g of FNDDS 28340750 (bowl convention of meals.ts "1 bowl dal"), veg hakka
// noodles 1 plate = INDB ASC134 (vegChowmein, 299.6 g) and chilli chicken 1 katori = INDB ASC244
// (150 g); oats 1 cup made with milk = FNDDS 56203066 (1 cup cooked = 240 g), 1 banana = 126 g
// (FNDDS 63107010) and 4 khajur = 4 × 8 g (FNDDS 62110100); 2 marie = 2 × 7 g (FNDDS 53241510), 1 cup
// adrak chai = meals.ts CHAI (62 g milk + 60 g tea + 1 tsp sugar; the ginger not counted) and
// mutthi bhar bhuna chana = a handful, 28 g, of SR26 16056 (fThirteenRoastedGram); do (2) roti = 80
// g, aik (1) pyali qeema matar = a katori of INDB ASC229 (keemaMatar, 150 g; a pyali = a katori,
// meals-fresh11.ts) and "thora raita" = 100 g of FNDDS 11411100 curd (meals.ts raita beside a meal).
// addon: the shake = a banana (126 g) + 1 cup papaya (FNDDS 63133010, 145 g) + 250 ml almond milk
// (FNDDS 11350020, 258 g) + 1 scoop whey (FNDDS 95230000, 30 g); the grilled sandwich = 2 slices
// of brown bread (2 × 36 g) + 1 cheese slice (FNDDS 14410110, 21 g) + 3 tomato slices (FNDDS
// 74101000, 3 × 20 g) + butter at 1 tsp a slice (2 × 5 g); Kissan jam on 2 Britannia bread slices
// = 2 slices of FNDDS 51101000 white bread (2 × 28 g) + jam at FNDDS 91402000's 10 g a slice + Amul
// butter at 1 tsp a slice (2 × 5 g); rava upma 1 plate = 200 g of FNDDS 58174000 (meals.ts "upma
// one plate"), sev on top = 10 g of INDB OSR147 (reference-foods sev garnish) and "a spoon of
// ghee" = 1 tsp (5 g, meals-structural.ts); paneer bhurji made with 150 g paneer (IFCT L003) and 1
// tsp butter (5 g) as one item, and 2 multigrain rotis = 2 roti (40 g each, meals-fresh12.ts "2
// multigrain roti"); MB (MuscleBlaze) Biozyme whey 1 scoop = 30 g of FNDDS 95230000 (its 300 ml of
// water not counted) and a banana = 126 g.
// talk: 3 roti = 120 g, palak panner 1 katori = FNDDS 72125310 (150 g) and a glass of chaas = 250 g
// of FNDDS 11115100; masala dosa = FNDDS 58174100 (200 g) and filter kaapi = meals.ts COFFEE (100 g
// milk + 50 g decoction as tea + 1 tsp sugar); saadham 2 katori = 200 g of rice, sambar
// unquantified = a katori (150 g) and beans poriyal unquantified = a katori of INDB BFP272
// (beansSabzi, 120 g); chicken biryani 1 plate = 300 g (reference-foods chickenBiryani) and a coke
// = FNDDS 92410310 quantity not specified (colaSmall, 372 g); chaar (4) aloo paronthe = 4 × 93.4 g
// of INDB ASC098 and ikk (1) glass lassi = meals.ts LASSI (200 g curd + 3 tsp sugar); 1 bowl
// thukpa = FNDDS 58408500 (fNineThukpa, 285 g) and 6 veg momos = 6 × 37 g (fSixteenVegMomo).
// legume: roasted bengal gram by the stated 40 gm = SR26 16056 (fThirteenRoastedGram) and an apple
// = a medium apple (FNDDS 63101000, 200 g); kollu (horse gram) rasam 1 bowl = 250 g of INDB OSR143
// horsegram dal (kulthiDal, as meals-fresh10.ts "horse gram soup 1 bowl") and saadham
// unquantified beside it = 2 katori (200 g); pesarattu (green gram dosa) 3 nos = 3 × 80 g of INDB
// OSR103 (reference-foods pesarattu); split black gram dal 1 katori = INDB ASC152 washed urad dal
// (uradDal, 150 g), 3 phulka = 120 g and bhindi fry unquantified = a katori of INDB BFP269 (120 g);
// tuvar dal (red gram) by the stated 200 gm = FNDDS 41311030, bhaat by the stated 150 gm = FNDDS
// 56205008 and 1 chamchi ghee = 1 tsp (5 g); black bengal gram boiled by the stated 150 gm = FNDDS
// 41302020 chickpeas from dried, no added fat (chickpeasBoiled; the onion and lemon not counted).
// drinkname: ABC juice 300 ml = equal parts of apple, beetroot and carrot juice, 100 ml each: 100 ml
// (3.38 fl oz) of FNDDS 64104010 apple juice (31 g per fl oz) = 104.8 g, of FNDDS 73105000 beet
// juice (31 g per fl oz) = 104.8 g and of FNDDS 73105010 carrot juice (30 g per fl oz) = 101.4 g;
// nimbu pani 2 glass = 2 × 250 g of INDB ASC008 (nimbuPani); tarbooz ka juice 1 glass = FNDDS
// 64133100 watermelon juice (254 g; "the 2 sessions" are training sessions); banana shake 1 glass
// without sugar = 200 g toned milk (FNDDS 11112110) + 100 g banana (the bananaShake convention of
// the existing sets, without its 2 tsp sugar); kesar badam doodh ek glass = INDB OSR010 saffron
// milk with almonds and pistachios (kesarDoodh, 1 glass = 262.7 g); nariyal pani x2 (tender
// coconuts) = 2 × 206 g of FNDDS 42403010 coconut water (1 coconut yields 206 g).
// size: a footlong chicken sub = FNDDS 27540290 footlong (chickenSub, 480 g); a large cappuccino =
// FNDDS 92161000 1 large (600 g) and a choc chip muffin = FNDDS 52302500 1 medium (fTwentyMuffin,
// 130 g); Amul Kool 200 ml = FNDDS 11511200 ready-to-drink flavoured milk (chocolateMilk), 200 ml
// (6.76 fl oz) × 31 g = 209.7 g, and 2 bananas = 2 × 126 g; 2 slices of a large margherita = 2 ×
// 119 g of FNDDS 58106225 (pizzaSliceLarge, 1 piece of a large pizza); curd rice by the stated ~400
// g = INDB ASC126; Lay's by the pack's 52 g = FNDDS 71200100 and a 300 ml coke = FNDDS 92410310,
// 300 ml (10.14 fl oz) × 31 g = 314.5 g.
// cooked: chicken breast by its stated 250 g raw weight = SR26 05062 raw breast (fTwentyRawChicken;
// air frying adds no fat) and 1 cup rice = 158 g of cooked rice (FNDDS 56205008 1 cup cooked, as
// meals-fresh18.ts); rice 75 g uncooked = SR26 20044 raw white rice (fTwentyRawRice) by the stated
// dry weight and rajma 1 katori = FNDDS 41106010 (150 g); oats 50 g dry = SR26 20038 rolled oats
// (fSevenOats) by the stated dry weight (its cooking water not counted) and 1 scoop whey = 30 g;
// lauki beside chpati = a katori of cooked lauki sabzi (FNDDS 75440600 vegetable curry, the sabzi
// proxy vegCurry, 120 g) and 3 chpati = 120 g; mushroom beside butter naan = a katori of FNDDS
// 75219033 mushrooms cooked with oil (mushroomSabzi, 120 g) and 2 butter naan = 2 × 90 g of FNDDS
// 51108100 + 1 tsp butter each (meals.ts "2 butter naan"); moong sprouts 1 cup kachha (raw) = SR26
// 11043 raw mung bean sprouts (fFiveMoongSprouts, 1 cup = 104 g; onion and lemon not counted).
// numberword: moonu (3) idli = 120 g, rendu (2) vadai = 80 g and oru (1) cup kaapi = COFFEE; moodu
// (3) chapatilu = 120 g, rendu (2) katoris pappu (Telugu dal) = 2 × 150 g of FNDDS 41311030 and
// okka (1) glass majjiga = 250 g of buttermilk; nalku (4) chapathi = 160 g and eradu (2) katori
// palya = 2 × 120 g of vegCurry; moonnu (3) chapati = 120 g and randu (2) mutta puzhungiyathu (boiled
// eggs) = 2 × 50 g of FNDDS 31103010; tinte (3) ruti = 120 g, ek (1) bati dal = 150 g (a bati = a
// katori, meals-fresh11.ts) and ekta (1) dim sedho (boiled egg) = 50 g; teen (3) poli (Marathi
// chapati) = 120 g, ek (1) vati amti (Marathi dal) = 150 g of FNDDS 41311030 and ek (1) vati bhaat
// = 100 g of rice.
// plain: char (4) dhokla = 4 × 40 g of INDB ASC474 (dhoklaPiece) and be (2) glass chaas = 2 × 250 g;
// chicken breast 180 g = FNDDS 24122131 by the stated cooked weight, brown rice 1 cup = 158 g of
// FNDDS 56205018 (meals.ts "1 cup brown rice") and brocoli by the stated 100 g (FNDDS 72201211);
// aloo gobi unquantified = a katori of INDB ASC171 (fSixAlooGobi, 120 g), 3 roti = 120 g and 1
// katori dahi = 150 g; meen curry unquantified = a katori of FNDDS 27150320 (150 g), choru (rice)
// unquantified beside it = 2 katori (200 g) and cabbage thoran = a katori of INDB ASC181
// (cabbagePoriyal, 120 g); tandoori chicken 3 pcs = 3 × 80 g of FNDDS 24142301 (reference-foods
// tandoori leg piece), dal makhani 1 katori = 150 g of FNDDS 41311030 (the meals.ts dal makhani) and
// 2 butter naan = 2 × 90 g + 1 tsp butter each; poha 1 plate = 180 g (reference-foods poha) and 1
// cup chai = CHAI.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'kaapiCoffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH20_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  ['bread omlet frm the KSCA canteen - 2 egg omlet n 2 slices bread', 'south combo', 'omelette:2 bread:2'],
  [
    'aloo puri, chaar puri aur ek katori aloo ki sabzi - ghar wapas aake pehla nashta',
    'north combo',
    'puri:4 alooSabzi',
  ],
  ['idli vada sambar @ BLR airport, 2 idli 1 vada n sambhar', 'travel combo', 'idli:2 vada sambar'],
  ['pav bhaji w the team at juhu: 1 katori bhaji, 3 pav', 'west combo', 'pavBhaji pav:3'],
  [
    'egg white toast - 4 boiled egg whites on 2 multigrain toast',
    'gym combo',
    'fSevenEggWhite:4 fTwelveMultigrainBread:2',
  ],
  [
    'khichuri dim bhaja, brishti r dine - 1 plate khichuri ar 1 ta dim bhaja',
    'east combo',
    'khichdi@250 dimBhajaEgg=friedEgg',
  ],
  // headers naming the meal, then its breakdown
  [
    'bfast @ team hotel buffet: 2 brown toast w butter, 3 egg white omlet, 2 chicken sausage, blk coffee',
    'travel header',
    'brownBread:2 butter:2 eggWhiteOmelette:3 fTwentyChickenSausage:2 blackCoffee',
  ],
  [
    'lunch brk day 2 -> 2 roti, dal tadka 1 katori, jeera rice 1 katori n salad',
    'north header',
    'roti:2 dal jeeraRice cucumber',
  ],
  [
    'team dinr @ mainland china: 1 bowl hot n sour soup, veg hakka noodles 1 plate, chilli chicken 1 katori',
    'travel header',
    'fTwentyHotSourSoup vegChowmein chilliChicken',
  ],
  ['pre match (8.15am) - oats 1 cup made w milk, 1 banana n 4 khajur', 'gym header', 'oats banana dates:4'],
  [
    'tea brk in the dressing room: 2 marie, 1 cup adrak chai, mutthi bhar bhuna chana',
    'north header',
    `marie:2 ${CHAI} fThirteenRoastedGram`,
  ],
  [
    'raat ka khana, ammi ke haath ka: do roti, aik pyali qeema matar, thora raita',
    'pakistani header',
    'roti:2 keemaMatar curd@100',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, brands with their
  // generic food, fats and garnishes as modifiers
  [
    'shake for the bus - 1 banana, 1 cup papaya, 250ml almond milk n 1 scoop whey, blended',
    'gym addon',
    'shake=banana+papaya+almondMilk+whey',
  ],
  [
    'grilled sandwich in the room - 2 brown bread, 1 amul cheese slice, 3 tomato slices n butter',
    'gym addon',
    'sandwich=brownBread:2+cheeseSlice+tomato:3+butter:2',
  ],
  ['kissan jam on 2 britannia bread slices + amul butter', 'north addon', 'bread:2 jam:2 butter:2'],
  ['rava upma 1 plate topped w sev n a spoon of ghee', 'south addon', 'upma@200 sev ghee'],
  [
    'panner bhurji made with 150g paneer n 1 tsp butter, 2 multigrain rotis on the side',
    'north addon',
    'bhurji=paneer@150+butter roti:2',
  ],
  ['MB biozyme whey 1 scoop in 300ml water + 1 banana post gym', 'gym addon', 'whey banana'],
  // food amid training, match or travel talk
  [
    'bowled 22 overs today, 3/48, legs gone. dinr - 3 roti, 1 katori palak panner, 1 glass chaas',
    'north talk',
    'roti:3 palakPaneer buttermilk',
  ],
  ['UK 821 delayed to 9:15, had masala dosa n filter kaapi at gate 14', 'travel talk', `masalaDosa ${COFFEE}`],
  [
    'innaiku 38 degree la 45 overs field panninen, lunch: saadham 2 katori, sambar, beans poriyal',
    'south talk',
    'saadham=rice:2 sambar beansSabzi',
  ],
  [
    'scored 64 off 71 in the practice game!! treat - 1 plate chicken biryani n a coke',
    'north talk',
    'chickenBiryani colaSmall',
  ],
  [
    'aaj 12 km cycling te 100 dand, fer ghar aake chaar aloo paronthe te ikk glass lassi',
    'punjabi talk',
    `alooParatha:4 ${LASSI}`,
  ],
  [
    '7 hr bus ride to dharamsala, room 512, had 1 bowl thukpa n 6 veg momos',
    'travel talk',
    'fNineThukpa fSixteenVegMomo:6',
  ],
  // legume words next to the unit gram
  ['roasted bengal gram 40 gm + 1 apple in the dressing room', 'gym legume', 'fThirteenRoastedGram@40 apple'],
  ['kollu (horse gram) rasam 1 bowl with saadham, paati samayal', 'south legume', 'kulthiDal@250 saadham=rice:2'],
  ['pesarattu (green gram dosa) 3 nos, hotel bfast in vizag', 'south legume', 'pesarattu:3'],
  ['split black gram dal 1 katori + 3 phulka + bhindi fry', 'north legume', 'uradDal roti:3 bhindiFry'],
  ['tuvar dal (red gram) 200 gm, bhaat 150 gm ne 1 chamchi ghee', 'west legume', 'dal@200 rice@150 ghee'],
  ['black bengal gram boiled 150 gm w chopped onion n lemon, pre nets', 'gym legume', 'chanaGram=chickpeasBoiled@150'],
  // drinks named after their main ingredient or an added flavour
  [
    'ABC juice 300ml (apple beetroot carrot) frm the hotel gym juice bar',
    'gym drinkname',
    'abcJuice=appleJuice@104.8+fFiveBeetJuice@104.8+carrotJuice@101.4',
  ],
  ['nimbu pani 2 glass, garmi bahut thi aaj', 'north drinkname', 'nimbuPani:2'],
  ['tarbooz ka juice 1 glass between the 2 sessions', 'north drinkname', 'watermelonJuice'],
  ['banana shake 1 glass no sugar, juice centre opp the stadium', 'south drinkname', 'bananaShake=milk@200+banana@100'],
  ['kesar badam doodh ek glass b4 sleeping, room service', 'north drinkname', 'kesarDoodh'],
  ['nariyal pani x2 (tender wale) after nets', 'south drinkname', 'coconutWater@412'],
  // stated sizes and pack weights
  ['footlong chicken sub at HYD airport, no cheese', 'travel size', 'chickenSub@480'],
  ['large cappuccino n a choc chip muffin @ starbucks T3', 'travel size', 'cappuccino@600 fTwentyMuffin'],
  ['amul kool 200ml + 2 bananas in the dressing room', 'north size', 'chocolateMilk@209.7 banana:2'],
  ['team pizza night - 2 slices of a large margherita', 'travel size', 'pizzaSliceLarge:2'],
  ['curd rice big bowl ~400 g, home finally', 'south size', 'curdRice@400'],
  ["lay's 52g pack n a 300ml coke on the team bus", 'travel size', 'potatoChips@52 colaSmall@314.5'],
  // raw vs cooked from context
  ['chicken breast 250g raw weight, air fried, + 1 cup rice', 'gym cooked', 'fTwentyRawChicken@250 rice@158'],
  ['rice 75 g uncooked (weighed) n 1 katori rajma', 'north cooked', 'fTwentyRawRice@75 rajma'],
  ['oats 50 g dry cooked in water + 1 scoop whey mixed in', 'gym cooked', 'fSevenOats@50 whey'],
  ['lauki n 3 chpati, mom ka tiffin', 'north cooked', 'laukiSabzi=vegCurry roti:3'],
  ['mushroom n 2 butter naan, team dinner in mohali', 'north cooked', 'mushroomSabzi naan=naan:2+butter:2'],
  ['moong sprouts 1 cup kachha w onion n lemon, evening', 'gym cooked', 'fFiveMoongSprouts'],
  // counts in Tamil, Telugu, Kannada, Malayalam, Bengali and Marathi number words
  ['moonu idli, rendu vadai, oru cup kaapi - hotel buffet, chennai', 'south numberword', `idli:3 vada:2 ${COFFEE}`],
  [
    'moodu chapatilu, rendu katoris pappu, okka glass majjiga',
    'south numberword',
    'roti:3 pappu=dal:2 majjigaButtermilk=buttermilk',
  ],
  ['nalku chapathi mattu eradu katori palya, hostel oota', 'south numberword', 'roti:4 vegCurry:2'],
  ['moonnu chapati, randu mutta puzhungiyathu, raathri', 'south numberword', 'roti:3 muttaEgg=egg:2'],
  ['tinte ruti, ek bati dal ar ekta dim sedho', 'east numberword', 'rutiRoti=roti:3 dal dimEgg=egg'],
  ['teen poli, ek vati amti ani ek vati bhaat, ghari', 'west numberword', 'poliRoti=roti:3 amtiDal=dal rice'],
  // plain everyday logs of 2-4 foods
  ['char dhokla ne be glass chaas', 'west plain', 'dhoklaPiece:4 buttermilk:2'],
  [
    'chicken breast 180 g, brown rice 1 cup, brocoli 100 g',
    'gym plain',
    'chickenBreast@180 brownRice@158 broccoli@100',
  ],
  ['aloo gobi, 3 roti n 1 katori dahi', 'north plain', 'fSixAlooGobi roti:3 curd'],
  ['meen curry, choru n cabbage thoran, veetil', 'south plain', 'fishCurry choru=rice:2 cabbagePoriyal'],
  [
    'team dinner: tandoori chicken 3 pcs, dal makhani 1 katori, 2 butter naan',
    'north plain',
    'tandooriChicken:3 dal naan=naan:2+butter:2',
  ],
  ['poha 1 plate n 1 cup chai, team hotel indore', 'west plain', `poha ${CHAI}`],
];
