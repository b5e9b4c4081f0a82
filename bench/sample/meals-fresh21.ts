// Benchmark meals written on 2026-11-25 blind, as the twenty-first blind set after meals-fresh.ts to
// meals-fresh20.ts, written without running the engine: each sentence is one log message of the kind
// an outside evaluator of an Indian athletes' meal parser would write as a balanced held-out set, as
// if typed by many different athletes (terse, chatty, with training, match and travel talk, with
// typos and abbreviations such as n, w/, w, b4, bfast, brekkie, pb, PWO, gm, pc; Hinglish and
// romanised Telugu, Tamil, Kannada, Bengali, Odia, Marathi, Gujarati, Punjabi and Urdu; some with
// exact grams), without reading the engine's code or knowledge, and each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or
// a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh20.ts.
// Mix (60): the ten structural classes in equal parts (6 each), each with 3 everyday
// pan-Indian meals, and gym or western food with Indian food and regional dishes making up the
// other 3 (15 of each over the set): combinations named with their own parts (anda bhurji pav, dal
// makhni jeera rice, idli chutney, rajma quinoa bowl, tuna rice, Andhra pesarattu upma; combo);
// headers naming the meal and then its breakdown ("school tiffin ->", "raat ka khana :-", "shaam
// ki chai (5:30) -", "PWO (chest n tris day):", a Punjabi "langar at the gurudwara sahib:", a Parsi
// "brekkie at the irani cafe:"; header); "X made with Y", a smoothie of listed parts, a sandwich
// with its fillings and a brand with its generic food (sooji halwa made with ghee and gud, a
// chutney sandwich, Bournvita in milk, a mango whey smoothie, protein oats, Kannada bisi bele bath
// made with toor dal; addon); an ingredient, garnish or fat with a dish (upma with kaju, chai with
// buffalo milk, fruit chaat with honey, besan chilla with paneer, Telugu pulihora with palli, Goan
// poi with butter; garnish); food amid training, match or travel talk ("16 overs", "2-day", "3/54",
// "AI 439", "6:40", "gate 22", "11.3 overs", "10k", "52:30", "5x5 @ 80 kg", "20 min", "day 2",
// "78 overs" are not amounts; an Odia dinner of bhata, dalma and machha besara; talk); legume words
// next to the unit gram (white bengal gram, sprouted green gram and harbhara (bengal gram) with a
// stated weight in "gm", "gram"; green gram moong dal, black gram sabut urad and Kannada huruli
// (horse gram) saaru without one; legume); drinks named after their main ingredient or a flavour
// (lemon tea, mosambi juice, kharbooze shake, chocolate milk, Bihari sattu sharbat, Tamil nannari
// sarbath; drinkname); stated sizes and pack weights (a 700 ml ice cream tub shared by 4, mini
// samosas, a small banana and a 350 ml glass of milk, a king size Snickers and a 500 ml coke, 3
// slices of a medium pizza, a "10 g protein cookie" whose 10 g is its protein; size); raw vs cooked
// from context (puri bhaji by the piece, moong beside chawal, ghiya beside phulke, quinoa weighed
// uncooked, Bengali kaachkola (raw banana) bhaja, Gujarati ringan beside rotli; cooked); counts in
// number words (Telugu aidu, oka, aaru and rendu; Bengali duto and ek; Marathi paach and ek; Urdu
// aik, teen and do; Tamil moonu and oru; numberword).
// Three new reference foods (prefix fTwentyOne): fTwentyOneRawQuinoa (SR26 20035 uncooked quinoa, 1
// cup = 170 g), fTwentyOneRawBanana (FNDDS 71900200 plantain cooked with oil, for a raw-banana fry,
// a katori of dry sabzi = 120 g) and fTwentyOneEggplant (FNDDS 75217020 eggplant cooked with fat,
// for ringan nu shaak, a katori of dry sabzi = 120 g); every other item is an existing key of
// reference-foods.ts. (FNDDS 56205101 congee and INDB ASC143 bhatura, 793 kcal per 100 g with all
// of its frying fat, were looked at and not used.)
// Conventions and proxies used here, each for the meal that names it:
// combo: 3 ande ki bhurji = 3 × 55 g of FNDDS 32130010 omelet made with oil (omelette, whose match
// words include bhurji and anda) and 2 pav = 2 × 43 g of FNDDS 51150000 soft roll (pav); dal makhni
// 1 katori = 150 g of FNDDS 41311030 lentil curry (the meals.ts dal makhani, as meals-fresh20.ts)
// and jeera rice 1 katori = 100 g of INDB BFP134 (jeeraRice); 4 idli = 4 × 40 g (reference-foods
// idli) and 2 tbsp coconut chutney = 2 × 25.3 g of INDB ASC386; rajma 1 katori = 150 g of FNDDS
// 41106010 and 1 cup cooked quinoa = 170 g of FNDDS 56204005; tuna by the stated 100 g drained =
// FNDDS 26155190 tuna canned in water and 1 cup rice = 158 g of FNDDS 56205008 (meals-fresh18.ts);
// 2 pesarattu = 2 × 80 g of INDB OSR103 (reference-foods pesarattu) and 1 plate upma = 200 g of
// FNDDS 58174000 (meals.ts "upma one plate").
// header: 2 aloo paratha = 2 × 93.4 g of INDB ASC098, the achaar not counted (meals.ts "2 parathas
// with ghee and achar"), and 1 apple = a medium apple (FNDDS 63101000, 200 g); 2 roti = 80 g
// (FNDDS 51300175), 1 katori chana masala = 150 g of FNDDS 41302010 chickpeas from dried, fat added
// (chole) and jeera rice unquantified beside a curry = 2 katori (200 g of INDB BFP134,
// meals-fresh2.ts rice beside a curry); 1 cup chai = meals.ts CHAI (62 g milk + 60 g tea + 1 tsp
// sugar), 4 marie = 4 × 7 g (FNDDS 53241510) and "ek mutthi namkeen" = a handful, 28 g of FNDDS
// 54402200 snack mix (fSevenNimko, 1 small bag = 28 g); 1 scoop whey = 30 g (FNDDS 95230000), 300
// ml milk = 309 g of FNDDS 11112110 (meals.ts "300ml milk"), 2 kela = 2 × 126 g (FNDDS 63107010)
// and 5 badam = 5 × 1.2 g (FNDDS 42101130); 3 phulke = 120 g, maa di dal (Punjabi whole black gram)
// unquantified = a katori of INDB ASC159 (fSixWholeUrad, 150 g) and ik katori kheer = a katori of
// FNDDS 13210450 firni (165 g, as meals-fresh2.ts chawal ki kheer); akuri (Parsi spiced scrambled
// eggs) of 3 eggs = 3 × 55 g of FNDDS 32130020 egg scrambled with butter (fSevenButterEgg), 2 pav =
// 2 × 43 g and 1 cup chai = CHAI.
// addon: sooji ka halwa 1 katori = 150 g of INDB ASC293 (sujiHalwa), its desi ghee and gud being
// its own ingredients and no added items; the chutney sandwiches = 4 slices of FNDDS 51101000 white
// bread (4 × 28 g) + Amul butter at 1 tsp a slice (4 × 5 g, meals-fresh18.ts) + hari chutney at 1
// tbsp a sandwich (2 × 18.9 g of INDB BFP444, greenChutney), one item; ek glass doodh with 2 tbsp
// Bournvita = a 250 ml glass of FNDDS 11112110 (258 g) + 2 × 10 g of FNDDS 11830160 chocolate
// beverage powder (chocoPowder, 1 tbsp = 10 g), one item; the mango smoothie = 1 mango (165 g of
// FNDDS 63129010, meals.ts "mango 1") + 150 g of FNDDS 11411420 greek yogurt + 100 ml milk = 103 g
// of FNDDS 11112110 (1 cup of 237 ml = 244 g) + 1 scoop whey (30 g), one item; the protein oats =
// 40 g of SR26 20038 rolled oats by the stated dry weight (fSevenOats), 1 scoop whey (30 g) and 200
// ml almond milk = 206.3 g of FNDDS 11350020 (1 fl oz = 30.5 g, 200 ml = 6.76 fl oz); bisi bele
// bath 1 plate = 250 g of FNDDS 41311040 lentil curry with rice (meals.ts "bisi bele bath 1
// plate"), its toor dal and mixed veg being its own parts, and ghee on top = 1 tsp (5 g).
// garnish: rava upma 1 plate = 200 g of FNDDS 58174000 and its roasted kaju topping = 10 g of
// cashews (meals-fresh.ts "a few cashews"); bhains ke doodh wali chai 2 cup = 2 × CHAI with its milk
// as SR26 01108 buffalo milk (124 g milk + 120 g tea + 2 tsp sugar) and 2 rusk = 2 × 10 g of FNDDS
// 51188500 (fFourRusk); fruit chaat 1 katori = 150 g of FNDDS 63311050 (fruitChaat), the chaat
// masala not counted, and 1 tsp shahad = 7 g honey; besan chilla x2 = 2 × 52.1 g of INDB OSR100 and
// grated paneer by the stated 50 g (IFCT L003); pulihora 1 plate = INDB ASC124 (fSevenLemonRice,
// 319.2 g; its row names pulihora) and a handful of roasted palli (peanuts) = 28 g of FNDDS
// 42111110 (1 oz, a handful); 2 poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi), Amul butter at 1
// tsp a poi (2 × 5 g) and a cup of chai = CHAI.
// talk: 4 roti = 160 g, 1 katori kadhai paneer = 150 g of INDB ASC226 and salad = 100 g of
// cucumber (meals.ts); a samosa = 100 g (FNDDS 58124500) and a masala chai = CHAI; 3 vada pav = 3 ×
// (45 g bread + 60 g vada), as meals.ts "2 vada pav" (90 g + 120 g); 3 boiled eggs = 3 × 50 g
// (FNDDS 31103010), 2 slices brown bread = 2 × 36 g (FNDDS 51300110) and 1 tbsp pb = 16 g of peanut
// butter (SR26 16098); chicken tikka by the stated 200 g = FNDDS 24123301 grilled chicken breast
// (meals.ts chicken tikka) and 2 roti = 80 g; 2 bati bhata = 2 katori rice (200 g; a bati = a
// katori, meals-fresh11.ts), dalma unquantified = a katori of INDB OSR141 (150 g) and machha besara
// (Odia fish in mustard gravy) unquantified = a katori of FNDDS 27150320 fish curry (150 g).
// legume: white bengal gram (kabuli chana) curry by the stated 250 gm = FNDDS 41302010 chickpeas
// from dried, fat added (chole) and 1 katori rice = 100 g; moong dal (green gram) ek katori = 150 g
// of FNDDS 41311030 (dal, as meals-fresh12.ts green gram dal) and jeera rice unquantified beside a
// dal = 2 katori (200 g of INDB BFP134); sabut urad (whole black gram) dal unquantified = a katori
// of INDB ASC159 (fSixWholeUrad, 150 g) and 2 tandoori roti = 104 g (meals.ts "2 tandoori roti";
// FNDDS 51300175 large roti = 52 g); sprouted green gram by the stated 80 gram = SR26 11043 raw
// mung bean sprouts (fFiveMoongSprouts; sprouts in a chaat are eaten raw, as meals-fresh18.ts) and
// 2 chopped boiled eggs = 2 × 50 g; huruli saaru (Kannada horse gram rasam) unquantified = a katori
// of INDB OSR143 horsegram dal (kulthiDal, 150 g) and anna (rice) beside it = 2 katori (200 g);
// harbhara (bengal gram) usal by the stated 150 gram = INDB ASC161 black channa curry
// (blackChanaCurry; harbhara usal is a curry of whole brown chickpeas) and 2 chapati = 80 g.
// drinkname: lemon tea 2 cup = 2 × 125 g of FNDDS 92302000 black tea (a 125 ml cup, as the cup of
// meals.ts CHAI) + 1 tsp honey in each (2 × 7 g), the lemon not counted; do glass mosambi ka juice
// = 2 × 262 g of FNDDS 61210010 (mosambiJuice); kharbooze ka shake 1 glass = 200 g toned milk +
// 100 g of FNDDS 63109010 cantaloupe (muskmelon) + 2 tsp sugar (the fruit-shake convention of
// meals-structural.ts "mango shake 1 glass"); chocolate milk 300 ml = FNDDS 11511200, 300 ml
// (10.14 fl oz) × 31 g = 314.5 g ("the 2 sessions" are training sessions); sattu sharbat ek glass
// = 30 g of SR26 16157 (chickpeaFlour, the sattu glass convention; its water, salt and lemon not
// counted); nannari sarbath rendu (2) glass = 2 × 250 g of INDB OSR008 (fSixNannari).
// size: a 700 ml Kwality Walls tub shared by 4 = FNDDS 13110100 vanilla ice cream, 700 ml of the 1
// litre tub of 570.6 g (reference-foods fTenIceCream) = 399.4 g, a quarter = 99.9 g; 10 mini
// samosas = 10 × 9 g (FNDDS 58124500 miniature samosa, samosaMini); a small banana = SR26 09040
// small (101 g) and a big glass of 350 ml of milk = 350 × 244 / 237 = 360.3 g of FNDDS 11112110; a
// king size Snickers = FNDDS 91715100 king size bar (113 g) and a 500 ml coke = FNDDS 92410310 1
// bottle (16.9 fl oz or 500 ml) = 524 g; 3 slices of a medium Domino's farmhouse = 3 × 86 g of
// FNDDS 58106225 (1 piece of a medium pizza; the cheese pizza row stands for the farmhouse's
// vegetable topping); a 10 g protein cookie = fEightProteinCookie, 45 g (its 10 g is its protein,
// not its weight) and an apple = 200 g.
// cooked: 4 pc puri bhaji = 4 puri (4 × 36 g, FNDDS 51300180) + 1 katori of potato bhaji
// (alooSabzi, 120 g), as meals-fresh10.ts "puri chole 2 pcs"; moong beside chawal = cooked moong,
// a katori of INDB BFP178 green gram whole with baghar (wholeMoong, 150 g), and chawal = 2 katori
// (200 g); ghiya (lauki) beside phulke = a katori of cooked lauki sabzi (FNDDS 75440600 vegetable
// curry, vegCurry, 120 g, as meals-fresh20.ts lauki) and teen (3) phulke = 120 g; quinoa by the
// stated 60 g uncooked = SR26 20035 raw quinoa (fTwentyOneRawQuinoa) and grilled paneer by the
// stated 150 g (IFCT L003); kaachkola bhaja (Bengali raw banana fry: the "raw" banana is the unripe
// plantain, eaten cooked) = 80 g of FNDDS 71900200 plantain, cooked with oil (fTwentyOneRawBanana;
// 80 g as the meals.ts alu bhaja), dal unquantified = a katori (150 g) and bhaat = 2 katori (200
// g); ringan beside rotli = a katori of FNDDS 75217020 eggplant, cooked, fat added
// (fTwentyOneEggplant, 120 g) and 3 rotli = 120 g (rotli = roti, meals-fresh14.ts).
// numberword: aidu (5) idlilu = 200 g, oka (1) vada = 40 g (FNDDS 58175000, vada) and sambar
// unquantified = a katori (150 g of FNDDS 41311020); aaru (6) egg whites = 6 × 33 g of FNDDS
// 31108110 (fSevenEggWhite), rendu (2) brown bread = 2 slices (2 × 36 g) and oka (1) glass paalu =
// 258 g of milk; duto (2) porota = 2 × 70 g of FNDDS 51300185 paratha and ek (1) bati alur dom = a
// katori of alooSabzi (120 g, as meals.ts "aloo dum"); paach (5) puri = 5 × 36 g and ek (1) vati
// aamras = 150 g of FNDDS 63129010 mango (meals-fresh5.ts aamras, a vati = a katori); aik (1)
// pyali daal = 150 g of dal, teen (3) chapatiyan = 120 g and do (2) seekh kabab = 2 × 35 g
// (seekhKebab); moonu (3) dosai = 3 × 80 g of FNDDS 55702100, oru (1) muttai podimas (Tamil egg
// scramble) = one egg of FNDDS 32130010 omelet made with oil (55 g) and oru (1) tumbler mor = a
// glass of buttermilk (FNDDS 11115100, 250 g).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH21_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  ['anda bhurji pav - 3 ande ki bhurji aur 2 pav, college ke bahar wala thela', 'west combo', 'omelette:3 pav:2'],
  [
    'dal makhni jeera rice: ek katori dal makhni + ek katori jeera rice, office wali party',
    'north combo',
    'dal jeeraRice',
  ],
  ['idli chutney, no sambar today - 4 idli n 2 tbsp coconut chutney', 'south combo', 'idli:4 coconutChutney:2'],
  ['rajma quinoa bowl after legs: 1 katori rajma over 1 cup cooked quinoa', 'gym combo', 'rajma quinoa'],
  [
    'tuna rice in the flat kitchen - 1 tin tuna (100 g drained) mixed into 1 cup rice',
    'gym combo',
    'tuna@100 rice@158',
  ],
  ['pesarattu upma, vijayawada style - 2 pesarattu n 1 plate upma', 'south combo', 'pesarattu:2 upma@200'],
  // headers naming the meal, then its breakdown
  ['school tiffin -> 2 aloo paratha, thoda achaar n 1 apple', 'north header', 'alooParatha:2 apple'],
  ['raat ka khana :- 2 roti, 1 katori chana masala aur jeera rice', 'north header', 'roti:2 chole jeeraRice:2'],
  ['shaam ki chai (5:30) - 1 cup chai, 4 marie n ek mutthi namkeen', 'north header', `${CHAI} marie:4 fSevenNimko`],
  [
    'PWO (chest n tris day): 1 scoop whey blended in 300 ml milk, 2 kela, 5 badam',
    'gym header',
    'whey milk@309 banana:2 almonds:5',
  ],
  [
    'langar at the gurudwara sahib: 3 phulke, maa di dal te ik katori kheer',
    'north header',
    'roti:3 fSixWholeUrad firni',
  ],
  [
    'parsi brekkie at the irani cafe: akuri (3 eggs), 2 pav n 1 cup chai',
    'west header',
    `akuriEgg=fSevenButterEgg:3 pav:2 ${CHAI}`,
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand with its generic food
  ['sooji ka halwa made with desi ghee n gud, 1 katori, maa ne banaya', 'north addon', 'sujiHalwa'],
  [
    'chutney sandwich made with 4 bread slices, hari chutney n amul butter (2 sandwiches)',
    'west addon',
    'chutneySandwich=bread:4+butter:4+greenChutney:2',
  ],
  ['ek glass doodh with 2 tbsp bournvita, raat ko', 'north addon', 'bournvitaMilk=milk+chocoPowder:2'],
  [
    'mango smoothie: 1 mango, 150 g greek yoghurt, 100 ml milk n 1 scoop whey',
    'gym addon',
    'mangoSmoothie=mango+greekYogurt@150+milk@103+whey',
  ],
  [
    'protein oats made w/ 40 g oats, 1 scoop whey n 200 ml almond milk',
    'gym addon',
    'fSevenOats@40 whey almondMilk@206.3',
  ],
  [
    'bisi bele bath made with toor dal n mixed veg, 1 plate, ghee on top',
    'south addon',
    'bisiBeleBath=khichdi@250 ghee',
  ],
  // an ingredient, garnish or fat with a dish
  ['rava upma topped with roasted kaju, 1 plate, office canteen', 'south garnish', 'upma@200 cashews@10'],
  ['bhains ke doodh wali chai 2 cup aur 2 rusk', 'north garnish', 'chai=buffaloMilk@124+tea@120+sugar:2 fFourRusk:2'],
  ['fruit chaat 1 katori, upar se chaat masala aur 1 tsp shahad', 'north garnish', 'fruitChaat honey'],
  ['besan chilla x2 topped with 50 g grated paneer, high protein bfast', 'gym garnish', 'besanChilla:2 paneer@50'],
  [
    'pulihora 1 plate with a handful of roasted palli on top, gudi prasadam',
    'south garnish',
    'fSevenLemonRice palliPeanuts=peanuts',
  ],
  ['2 poi with amul butter n a cup of chai, panjim bakery', 'west garnish', `fNineteenPoi:2 butter:2 ${CHAI}`],
  // food amid training, match or travel talk
  [
    'bowled 16 overs in the 2-day game, figures 3/54. dinner - 4 roti, 1 katori kadhai paneer n salad',
    'north talk',
    'roti:4 kadhaiPaneer cucumber',
  ],
  [
    'AI 439 boarding at 6:40 from gate 22, grabbed a samosa n a masala chai at the kiosk',
    'travel talk',
    `samosa ${CHAI}`,
  ],
  [
    'match called off after 11.3 overs, baarish. pavilion mein 3 vada pav kha liye',
    'west talk',
    'vadaPav=bread@135+vada@180',
  ],
  [
    'ran 10k in 52:30, new PB!! then 3 boiled eggs n 2 slices brown bread w 1 tbsp pb',
    'gym talk',
    'egg:3 brownBread:2 peanutButter',
  ],
  [
    'bench 5x5 @ 80 kg + 20 min stairmaster, dinner was 200 g chicken tikka n 2 roti',
    'gym talk',
    'grilledChicken@200 roti:2',
  ],
  [
    'Odisha vs Bengal, day 2 at Barabati, we bowled 78 overs. raati 2 bati bhata, dalma n machha besara',
    'east talk',
    'rice:2 dalma fishCurry',
  ],
  // legume words next to the unit gram
  ['white bengal gram curry 250 gm + 1 katori rice, mess lunch', 'north legume', 'chole@250 rice'],
  ['moong dal (green gram) ek katori aur jeera rice', 'north legume', 'dal jeeraRice:2'],
  [
    'sabut urad (black gram) dal with 2 tandoori roti, highway dhaba',
    'north legume',
    'fSixWholeUrad tandooriRoti=roti@104',
  ],
  [
    'sprouted green gram 80 gram tossed with 2 chopped boiled eggs, chaat style',
    'gym legume',
    'fFiveMoongSprouts@80 egg:2',
  ],
  ['huruli saaru (horse gram) with anna, ajji style', 'south legume', 'kulthiDal annaRice=rice:2'],
  ['harbhara (bengal gram) usal 150 gram ani 2 chapati', 'west legume', 'harbharaUsal=blackChanaCurry@150 roti:2'],
  // drinks named after their main ingredient or a flavour
  ['lemon tea 2 cup, 1 tsp honey in each, gala kharab hai', 'north drinkname', 'lemonTea=tea@250+honey:2'],
  ['do glass mosambi ka juice, thele wale se, bina barf', 'north drinkname', 'mosambiJuice:2'],
  ['kharbooze ka shake 1 glass, summer special', 'north drinkname', 'kharboozeShake=milk@200+cantaloupe@100+sugar:2'],
  ['chocolate milk 300 ml as recovery after the 2 sessions', 'gym drinkname', 'chocolateMilk@314.5'],
  ['sattu sharbat ek glass, namak nimbu wala, patna ki garmi mein', 'east drinkname', 'chickpeaFlour'],
  ['nannari sarbath rendu glass, madurai bus stand la', 'south drinkname', 'fSixNannari:2'],
  // stated sizes and pack weights
  ['kwality walls 700 ml tub, 4 of us finished it in the hostel', 'north size', 'fTenIceCream@99.9'],
  ['mini samosas, 10 of them, at the birthday party', 'north size', 'samosaMini:10'],
  ['a small banana n a big glass (350 ml) of milk before bed', 'north size', 'bananaSmall milk@360.3'],
  ['king size snickers n a 500 ml coke on the bus back', 'travel size', 'snickersKing colaSmall@524'],
  ['medium dominos farmhouse, ate 3 slices', 'west size', 'pizzaSliceMedium:3'],
  ['ate a 10 g protein cookie and an apple between sessions', 'gym size', 'fEightProteinCookie apple'],
  // raw vs cooked from context
  ['4 pc puri bhaji at the station canteen before the train', 'west cooked', 'puri:4 bhajiAloo=alooSabzi'],
  ['moong aur chawal, halka khana, pet kharab hai', 'north cooked', 'wholeMoong rice:2'],
  ['tiffin mein ghiya aur teen phulke the', 'north cooked', 'ghiyaLauki=vegCurry roti:3'],
  ['quinoa 60 g uncooked + 150 g grilled paneer', 'gym cooked', 'fTwentyOneRawQuinoa@60 paneer@150'],
  ['kaachkola bhaja (raw banana fry) ar dal bhaat, ma er ranna', 'east cooked', 'fTwentyOneRawBanana@80 dal rice:2'],
  ['ringan ne 3 rotli, ghare', 'west cooked', 'fTwentyOneEggplant rotliRoti=roti:3'],
  // counts in Telugu, Bengali, Marathi, Urdu and Tamil number words
  ['aidu idlilu, oka vada inka sambar, tiffin center lo', 'south numberword', 'idli:5 vada sambar'],
  [
    'aaru egg whites, rendu brown bread, oka glass paalu - gym taruvatha',
    'gym numberword',
    'fSevenEggWhite:6 brownBread:2 paaluMilk=milk',
  ],
  [
    'duto porota ar ek bati alur dom, para r dokan theke',
    'east numberword',
    'porotaParatha=paratha:2 alurDomPotato=alooSabzi',
  ],
  ['paach puri ani ek vati aamras, akshay tritiya la', 'west numberword', 'puri:5 aamrasMango=mango@150'],
  ['aik pyali daal, teen chapatiyan aur do seekh kabab', 'pakistani numberword', 'dal roti:3 seekhKebab:2'],
  [
    'moonu dosai, oru muttai podimas, oru tumbler mor',
    'south numberword',
    'dosa:3 muttaiEgg=omelette morButtermilk=buttermilk',
  ],
];
