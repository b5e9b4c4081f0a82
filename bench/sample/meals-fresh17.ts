// Benchmark meals written on 2026-11-25 blind, as the seventeenth blind set after meals-fresh.ts to
// meals-fresh16.ts, written without running the engine: each sentence is one log message of the
// kind an outside evaluator of an Indian meal parser would write to test it, typed the way athletes
// type a food log (lowercase, a few typos, abbreviations such as n, w/, frm, pcs, gm, bfast,
// Hinglish and some Tamil, Telugu, Kannada, Malayalam and Marathi words, headers, training, match
// and travel talk), without reading the engine's code or knowledge, and each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh16.ts.
// Focus: the everyday food any Indian athlete eats, mostly North and South Indian home, hostel and
// mess food (roti, paratha, puri, rice, dal, rajma, chole, paneer, sabzis, idli, dosa, sambar,
// rasam, upma, poha, biryani, eggs, chicken curry, curd, lassi, chai, coffee, fruit), with the
// issue's ten structural classes kept equal (60, 6 each): combinations named with their own parts
// (halwa chana puri, adai avial, roti aloo gobhi, chapathi egg curry, dal palak chawal, puttu
// pazham; combo), headers naming the meal and then its breakdown ("post-nets lunch:", "bfast at the
// academy -", "nashta:", "dinner (9 pm):", "lunch box:", "pre-match meal, 11 am:", where "9 pm" and
// "11 am" are no amounts; header), "X made with Y", a lassi of listed parts, a sandwich with its
// fillings, a brand with its generic food and garnishes or fats as modifiers (filter coffee made
// with soya milk, mango lassi made with mango, dahi and sugar, a chicken sandwich, MTR rava idli,
// roti "ghee laga ke", aloo parathas with a dollop of white makhan; addon), the food amid training,
// match or travel talk ("11 overs", "20 min", "150 balls", "2 hrs", "4x10 at 80 kg", "3 sets",
// "3 ghante", "gate 14", "8 over", "2 wicket", "7 hrs", "coach B4" are not amounts; talk), legume
// words next to the unit gram (green, red, black, horse and bengal gram; three with a stated weight
// in "gram" or "gm", three without; legume), drinks named after their main ingredient (kairi panha,
// sweet lime juice, pineapple milkshake, gud wali chai, nariyal pani, cold coffee; drinkname),
// stated sizes and pack weights (a small masala dosa, slices from a 400 g bread pack, a 500 ml chaas
// bottle, a 90 g yogurt cup whose "9 g protein" is its protein, a large banana and 250 ml milk, a
// half plate of biryani with a small coke; size), the cooked state from context (gobhi, chana,
// beans, potato, matar and vendakkai beside a bread or rice; cooked), counts in number words (Hindi
// chaar, do and ek, Tamil rendu and oru, Telugu aaru and oka, Kannada aidu and eradu, Malayalam
// naalu and oru, English "a couple of" and "half a dozen"; numberword) and plain everyday logs of
// 2-4 foods with ordinary amounts (plain).
// No new reference food was needed: every item is an existing key of reference-foods.ts. (INDB
// ASC291 moong dal kheer was looked at for a green gram payasam and not used: its 77.16 kcal per
// 100 g counts a bowl of 405 g that keeps its half cup of cooking water.)
// Conventions and proxies used here, each for the meal that names it:
// combo: suji halwa 1 katori = INDB ASC293 (sujiHalwa, 150 g), kala chana 1 katori = INDB ASC161
// black channa curry (blackChanaCurry, 150 g) and puri = FNDDS 51300180 (36 g each); adai (a
// mixed-lentil and rice dosa) as INDB OSR103 pesarattu, the nearest lentil dosa (80 g each, the
// pesarattu key's convention) and avial 1 katori = INDB ASC219 (120 g, KATORI_DRY); roti = FNDDS
// 51300175 (40 g) and aloo gobhi 1 katori = INDB ASC171 (fSixAlooGobi, 120 g); chapathi = roti (40
// g) and egg curry with 2 eggs = 2 boiled eggs (FNDDS 31103010, 50 g each) + 100 g of FNDDS 27146150
// chicken curry for the gravy (meals.ts egg curry); dal palak 1 katori = INDB BFP172 (fSixDalPalak,
// 150 g) and 2 katori chawal = 200 g of cooked rice (KATORI_RICE); one puttu = 60 g rice flour (SR26
// 20061) + 20 g desiccated coconut (SR26 12108), the meals-fresh14.ts puttu from INDB OSR105's
// recipe, and a small banana = SR26 09040 small (bananaSmall, 101 g).
// header: chicken biryani 1 plate = 300 g (reference-foods chickenBiryani), raita 1 katori = 150 g
// of FNDDS 11411100 curd and a boiled egg = 50 g; rava upma 1 plate = 200 g of FNDDS 58174000 (as
// meals.ts "upma one plate"), a plain dosa = FNDDS 55702100 medium (80 g) and a filter coffee = 100
// g milk + 50 g decoction + 1 tsp sugar (meals.ts COFFEE); mooli ke parathe = INDB ASC099 (100 g
// each), a katori of dahi = 150 g and a cup of chai = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts
// CHAI); matar paneer 1 katori = INDB ASC191 (fSixMatarPaneer, 150 g), jeera rice 1 katori = INDB
// BFP134 (100 g) and salad unquantified = 100 g cucumber (meals.ts); channa masala 1 katori = FNDDS
// 41302010 chickpeas, fat added (chole, 150 g) and an orange = SR26 09200 (131 g); poha 1 plate =
// 180 g (reference-foods poha), boiled eggs 50 g and a banana = FNDDS 63107010 (126 g).
// addon: filter coffee made with soya milk = the COFFEE of meals.ts with FNDDS 11320000 soy milk
// (fTenSoyMilk) for its 100 g of milk, 50 g decoction and the stated 1 tsp sugar; mango lassi made
// with 1 cup mango (165 g, SR26 09176 as the mango key), 200 g dahi and 1 tsp sugar (4.2 g) as
// stated; the chicken sandwich = 2 slices of FNDDS 51601020 multigrain bread (36 g each) + the
// stated 80 g of FNDDS 24123301 grilled chicken breast + 1 tbsp FNDDS 83107000 mayonnaise (13.8 g);
// MTR rava idli = INDB BFP579 (fFourRavaIdli, 29.6 g each; MTR is the brand of the mix) and a katori
// of sambar = 150 g; "ghee laga ke 3 roti" = 3 rotis with 1 tsp ghee each (5 g, as "bread with
// butter on each" = 1 tsp butter a slice in meals-fresh15.ts) and a katori of dal = 150 g of FNDDS
// 41311030; aloo parathas = INDB ASC098 (93.4 g each) and "a dollop of white makhan" = 2 tsp butter
// (10 g; meals-fresh6.ts "a dollop of makhan").
// talk: dal makhani unquantified = a katori of FNDDS 41311030 lentil curry (meals.ts dal makhani as
// dal), 3 roti = 120 g and 1 katori rice = 100 g; curd rice 1 plate = INDB ASC126 (216.2 g) and medu
// vadai = 40 g each; 1 plate rajma chawal = 200 g rajma (FNDDS 41106010) + 200 g rice, twice the
// "half plate rajma chawal" of meals.ts; samose = FNDDS 58124500 (100 g each) and ek chai = one
// CHAI; paneer ki sabzi unquantified = a katori of INDB ASC226 kadhai paneer (kadhaiPaneer, 150 g)
// and a katori of dahi = 150 g; idli 40 g, a vada 40 g and sambar unquantified = a katori (150 g).
// legume: green gram dosa = INDB OSR103 pesarattu (80 g each) and 1 tbsp coconut chutney = INDB
// ASC386 (25.3 g); toor dal (red gram) by its stated weight = FNDDS 41311030 lentil curry (dal, as
// red gram dal in meals-fresh12.ts and meals-fresh15.ts) and 1 cup rice = 158 g (meals.ts); green
// gram dal khichdi 2 katori = 300 g of FNDDS 41311040 lentil curry with rice (khichdi; meals.ts "2
// katori khichdi" = 300 g) and a katori of curd = 150 g; black gram (urad) dal by its stated weight
// = INDB ASC152 washed urad dal (uradDal), 2 katori rice = 200 g and a papad = FNDDS 41311000 (9 g);
// horse gram curry unquantified = a katori of INDB OSR143 horsegram dal (kulthiDal, 150 g) and
// chapati = roti (40 g); a chilla made of 60 g bengal gram flour = SR26 16157 chickpea flour (besan)
// by the stated dry weight + 1 tsp oil (FNDDS 82101000, 4.5 g), its water not counted.
// drinkname: kairi panha 1 glass = INDB ASC005 raw mango drink (aamPanna, 1 tall glass = 268.5 g);
// sweet lime juice = FNDDS 61210010 orange juice, freshly squeezed (the mosambiJuice row), 300 ml ×
// 31 g per fl oz (29.57 ml) = 314.5 g; pineapple milkshake a glass = FNDDS 11541120 milk shake,
// flavors other than chocolate (milkShake, 1 milkshake = 280 g); gud wali chai 2 cups = 2 CHAI with
// 1 tsp jaggery (FNDDS 91102010 brown sugar as jaggery, 4.6 g) for the sugar of each, so 124 g milk
// + 120 g tea + 2 tsp jaggery; nariyal pani 2 = 2 nuts of FNDDS 42403010 coconut water, 1 cup (240
// g) a nut (meals-fresh5.ts, meals-fresh11.ts); cold coffee 1 tall glass = INDB BFP013 (250.5 g).
// size: a small masala dosa = FNDDS 58174100 dosa with filling, 1 small = 113 g, and a katori of
// sambar = 150 g; 3 slices of brown bread = FNDDS 51300110 (36 g a slice), the 400 g pack is not the
// amount, and 2 boiled eggs = 100 g; amul chaas 500 ml = FNDDS 11115100 buttermilk, 500 ml × 30.5 g
// per fl oz (29.57 ml) = 515.7 g; Epigamia greek yogurt by the stated 90 g cup = FNDDS 11411420
// nonfat Greek yogurt (greekYogurt; its "9 g protein" is its protein, not its weight); a large
// banana = SR26 09040 large (bananaLarge, 136 g) and 250 ml toned milk = FNDDS 11112110 (258 g);
// half plate chicken biryani = half of the 300 g plate (150 g) and a small coke = FNDDS 92410310 1
// small drink (colaSmall, 372 g).
// cooked: gobhi beside roti = a katori of veg curry (FNDDS 75440600, 120 g; as bhindi sabzi and
// baingan bharta in meals.ts) and 3 roti = 120 g; chana beside jeera rice = a katori of FNDDS 41302010 chickpeas, fat
// added (chole, 150 g) and jeera rice unquantified = 2 katori of INDB BFP134 (200 g; meals-fresh2.ts
// rice beside a curry); beans beside chapatis = INDB BFP272 beans foogath (beansSabzi, 120 g) and a
// katori of curd = 150 g; potato beside rice and sambar = FNDDS 71103030 potato made with oil
// (alooSabzi, 120 g), rice unquantified = 2 katori and sambar a katori; matar beside paranthe = INDB
// ASC193 pea curry (fSixMatarSabzi, 150 g) and a plain paratha = FNDDS 51300185 (70 g); vendakkai
// (okra) beside rasam and rice = INDB BFP269 bhindi fry (bhindiFry, 120 g), rasam a katori of INDB
// BFP176 (150 g) and rice 2 katori.
// numberword: chaar (4) roti = 160 g, do (2) katori dal = 300 g of FNDDS 41311030 and ek (1) glass
// chaas = 250 g of FNDDS 11115100 buttermilk; rendu (2) masala dosai = 2 × 200 g (reference-foods
// masalaDosa) and oru (1) filter coffee = COFFEE; aaru (6) idlilu = 6 × 40 g and oka (1) glass
// majjiga = a glass of buttermilk (250 g); aidu (5) chapathi = 5 × 40 g and eradu (2) katori saaru =
// 2 × 150 g of INDB BFP176 rasam (saaru); naalu (4) chapathi = 160 g and oru (1) katori kadala curry
// = INDB ASC161 (blackChanaCurry, 150 g; meals-fresh14.ts kadala); a couple of parathas = 2 × 70 g,
// a katori of dahi = 150 g and half a dozen badam = 6 × 1.2 g (FNDDS 42101130).
// plain: 2 roti, rajma 1 katori = 150 g and dahi 1 katori = 150 g; chicken curry, rice and cucumber
// by their stated weights (FNDDS 27146150, 56205008 and 75111000); 2 slices of white bread = FNDDS
// 51101000 (28 g each), 2 tsp butter = 10 g and a cup of chai = CHAI; 2 plain dosa = 160 g, 2 tbsp
// coconut chutney = 2 × 25.3 g and a glass of buttermilk = 250 g; curd rice 1 plate = INDB ASC126
// (216.2 g) and an apple = a medium FNDDS 63101000 apple (200 g); sambar 1 katori = 150 g, rice 2
// katori = 200 g and cabbage poriyal 1 katori = INDB ASC181 carrot and cabbage with coconut
// (cabbagePoriyal, 120 g).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';

export const FRESH17_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'halwa chana puri - 1 katori suji halwa, 1 katori kala chana aur 3 puri, ashtami ka prasad',
    'north combo',
    'sujiHalwa blackChanaCurry puri:3',
  ],
  ['adai avial - 2 adai n 1 katori avial, lunch at home', 'south combo', 'adai=pesarattu:2 avial'],
  ['roti aloo gobhi - 3 roti n 1 katori aloo gobhi in the tiffin', 'north combo', 'roti:3 fSixAlooGobi'],
  [
    'chapathi egg curry: 3 chapathi n egg curry with 2 eggs, hostel dinner',
    'south combo',
    'roti:3 eggCurry=egg:2+chickenCurry@100',
  ],
  ['dal palak chawal - 1 katori dal palak aur 2 katori chawal', 'north combo', 'fSixDalPalak rice:2'],
  [
    'puttu pazham - 1 puttu n 2 small bananas, kerala style bfast',
    'south combo',
    'puttu=fFourteenRiceFlour+fFourteenDryCoconut bananaSmall:2',
  ],
  // headers naming the meal, then its breakdown
  [
    'post-nets lunch: 1 plate chicken biryani, 1 katori raita n 1 boiled egg',
    'north header',
    'chickenBiryani raita=curd egg',
  ],
  [
    'bfast at the academy - 1 plate rava upma, 1 plain dosa n 1 cup filter coffee',
    'south header',
    `upma@200 dosa ${COFFEE}`,
  ],
  ['nashta: 2 mooli ke parathe, ek katori dahi aur ek cup chai', 'north header', `fSevenMooliParatha:2 curd ${CHAI}`],
  [
    'dinner (9 pm): 2 roti, 1 katori mattar paneer, 1 katori jeera rice n salad',
    'north header',
    'roti:2 fSixMatarPaneer jeeraRice cucumber',
  ],
  ['lunch box: 2 chapathi, 1 katori channa masala n 1 orange', 'south header', 'roti:2 chole orange'],
  ['pre-match meal, 11 am: 1 plate poha, 2 boiled eggs n 1 banana', 'west header', 'poha egg:2 banana'],
  // "X made with Y", a lassi of listed parts, a sandwich with its fillings, a brand and its generic food, fats and garnishes as modifiers
  ['filter coffee made with soya milk, 1 tsp sugar', 'south addon', 'coffee=fTenSoyMilk@100+tea@50+sugar'],
  ['mango lassi made with 1 cup mango, 200 g dahi n 1 tsp sugar, blended', 'north addon', 'lassi=mango+curd@200+sugar'],
  [
    'chicken sandwich w/ 2 slices multigrain bread, 80 g grilled chicken n 1 tbsp mayo',
    'gym addon',
    'sandwich=fTwelveMultigrainBread:2+grilledChicken@80+mayonnaise',
  ],
  ['MTR rava idli 3 pcs with a katori of sambar', 'south addon', 'fFourRavaIdli:3 sambar'],
  ['ghee laga ke 3 roti, ek katori dal ke saath', 'north addon', 'roti:3 ghee:3 dal'],
  ['2 aloo parathas with a dollop of white makhan on top', 'north addon', 'alooParatha:2 butter:2'],
  // food amid training, match or travel talk
  [
    'bowled 11 overs in nets + 20 min fielding drills, then 3 roti, dal makhani n 1 katori rice',
    'north talk',
    'roti:3 dal rice',
  ],
  [
    'faced 150 balls on the bowling machine for 2 hrs, then 1 plate curd rice n 2 medu vadai',
    'south talk',
    'curdRice vada:2',
  ],
  [
    'leg day - squats 4x10 at 80 kg n 3 sets of lunges, post workout 1 plate rajma chawal',
    'gym talk',
    'rajma@200 rice@200',
  ],
  ['delhi airport, flight 3 ghante late, gate 14 pe 2 samose aur ek chai', 'travel talk', `samosa:2 ${CHAI}`],
  [
    'aaj match mein 8 over dale aur 2 wicket liye, raat ko 4 roti, paneer ki sabzi aur ek katori dahi',
    'north talk',
    'roti:4 kadhaiPaneer curd',
  ],
  [
    'train from chennai to madurai, 7 hrs in coach B4, pantry bfast was 3 idli, 1 vada n sambar',
    'south talk',
    'idli:3 vada sambar',
  ],
  // legume words next to the unit gram
  ['green gram dosa x2 n 1 tbsp coconut chutney', 'south legume', 'pesarattu:2 coconutChutney'],
  ['toor dal (red gram) 200 gram with 1 cup rice', 'north legume', 'dal@200 rice@158'],
  ['green gram dal khichdi 2 katori with 1 katori curd', 'north legume', 'khichdi@300 curd'],
  ['black gram (urad) dal 150 gm, 2 katori rice n 1 papad', 'north legume', 'uradDal@150 rice:2 papad'],
  ['horse gram curry with 2 chapati', 'south legume', 'kulthiDal roti:2'],
  ['chilla made of 60 gram bengal gram flour n 1 tsp oil', 'north legume', 'chilla=chickpeaFlour@60+oil'],
  // drinks named after their main ingredient
  ['kairi panha 1 glass, pune chi garmi', 'west drinkname', 'aamPanna'],
  ['sweet lime juice 300 ml without sugar after gym', 'gym drinkname', 'mosambiJuice@314.5'],
  ['pineapple milkshake at the juice shop after nets', 'south drinkname', 'milkShake'],
  ['gud wali chai 2 cup, sardi mein', 'north drinkname', 'chai=milk@124+tea@120+jaggery:2'],
  ['nariyal pani 2, stadium ke bahar thele wale se', 'north drinkname', 'coconutWater:2'],
  ['cold coffee 1 tall glass frm the canteen, 4 pm', 'west drinkname', 'coldCoffee'],
  // stated sizes and pack weights
  ['1 small masala dosa n 1 katori sambar at the airport darshini', 'south size', 'masalaDosa@113 sambar'],
  ['3 slices from the 400 g brown bread pack, toasted, w/ 2 boiled eggs', 'gym size', 'brownBread:3 egg:2'],
  ['amul chaas 500 ml bottle after the afternoon session', 'west size', 'buttermilk@515.7'],
  ['epigamia greek yogurt 90 g cup (9 g protein) after gym', 'gym size', 'greekYogurt@90'],
  ['a large banana n 250 ml toned milk before the morning run', 'gym size', 'bananaLarge milk'],
  ['half plate chicken biryani with a small coke', 'north size', 'chickenBiryani@150 colaSmall'],
  // cooked state from context
  ['gobhi aur 3 roti, raat ko', 'north cooked', 'gobhi=vegCurry roti:3'],
  ['chana n jeera rice, sunday lunch', 'north cooked', 'chole jeeraRice:2'],
  ['beans with 2 chapatis n a katori of curd', 'north cooked', 'beansSabzi roti:2 curd'],
  ['rice with sambar n potato, mess lunch', 'south cooked', 'rice:2 sambar alooSabzi'],
  ['matar aur 2 paranthe, sardi ki subah', 'north cooked', 'fSixMatarSabzi paratha:2'],
  ['vendakkai, rasam n rice, hostel dinner', 'south cooked', 'vendakkai=bhindiFry rasam rice:2'],
  // counts in Hindi, Tamil, Telugu, Kannada, Malayalam and English number words
  ['chaar roti, do katori dal aur ek glass chaas', 'north numberword', 'roti:4 dal:2 buttermilk'],
  ['rendu masala dosai, oru filter coffee', 'south numberword', `masalaDosa:2 ${COFFEE}`],
  ['aaru idlilu, oka glass majjiga', 'south numberword', 'idli:6 majjiga=buttermilk'],
  ['aidu chapathi mattu eradu katori saaru', 'south numberword', 'roti:5 saaru=rasam:2'],
  ['naalu chapathi, oru katori kadala curry', 'south numberword', 'roti:4 kadala=blackChanaCurry'],
  ['a couple of parathas with a katori of dahi n half a dozen badam', 'north numberword', 'paratha:2 curd almonds:6'],
  // plain everyday logs of 2-4 foods
  ['2 roti, 1 katori rajma n 1 katori dahi', 'north plain', 'roti:2 rajma curd'],
  ['chiken curry 150 g, rice 200 g n cucumber 100 g', 'north plain', 'chickenCurry@150 rice@200 cucumber@100'],
  ['2 slices bread, 2 tsp butter n 1 cup chai', 'north plain', `bread:2 butter:2 ${CHAI}`],
  ['2 plain dosa, 2 tbsp coconut chutney n 1 glass buttermilk', 'south plain', 'dosa:2 coconutChutney:2 buttermilk'],
  ['1 plate curd rice n 1 apple', 'south plain', 'curdRice apple'],
  ['1 katori sambar, 2 katori rice n 1 katori cabbage poriyal', 'south plain', 'sambar rice:2 cabbagePoriyal'],
];
