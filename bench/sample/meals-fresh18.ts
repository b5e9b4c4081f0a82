// Benchmark meals written on 2026-11-25 blind, as the eighteenth blind set after meals-fresh.ts to
// meals-fresh17.ts, written without running the engine: each sentence is one log message of the
// kind an outside evaluator of an Indian athletes' meal parser would write as a balanced held-out
// set, as if typed by many different athletes (some terse, "be rotli, ek vaadki daal ane bhaat";
// some chatty with training and travel talk; some with typos and abbreviations such as n, w/, b4,
// frm, pb, gm, bfast, "brocolli", "chapaati", "omlet", "yoghurt"; some with exact grams from a
// kitchen scale), without reading the engine's code or knowledge, and each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh17.ts.
// Mix (60): half everyday pan-Indian food of any region (30: roti, paratha, kulcha, rice, dal,
// rajma, lobia, khichdi, dalia, idli, dosa-family, sambar, rasam, lemon rice, thepla, pakode,
// bread, eggs, curd, lassi, chai, juices, biryani, kurkure), a quarter gym or western food mixed
// with Indian food (15: grilled chicken, quinoa, broccoli, sweet potato with phulka, whey
// smoothie, muesli, sprouts with paneer, chickpeas with brown rice, greek yogurt, a protein bar,
// multigrain bread, beetroot juice, green tea) and a quarter regional dishes (15, one or two from
// each of: Kannada chow chow bath, Sri Lankan egg hoppers with pol sambol, a Nepali khaja of sel
// roti, Marathi varan bhaat with toop, Kashmiri mutton yakhni with batte, Pakistani nihari with
// naan, Odia muga dali and bhata, Gujarati mag nu shaak with rotli, Bengali aam porar shorbot and
// luchi with alur dom, a Hyderabadi biryani family pack in Telugu, Assamese lai xak with bhat,
// Tamil keerai masiyal with saadham, Punjabi makki diyan rotiyan with sarson da saag, Malayalam
// appam with chicken stew), with the ten structural classes kept equal (6 each; in each
// class 3 pan-Indian, and 1 or 2 gym and 2 or 1 regional): combinations named with their own parts
// (matar kulche, lemon rice potato fry, bharta roti, chicken quinoa broccoli, chow chow bath, egg
// hoppers n pol sambol; combo), headers naming the meal and then its breakdown ("sunday brunch:",
// "mess lunch :-", "tiffin (11 am) -", "pre workout 6:15am -", "meal 4 @ 7pm:", "khaja:", where
// "11 am", "6:15am", "4" and "7pm" are no amounts; header), "X made with Y", a smoothie of listed
// parts, a sandwich with its fillings, a brand with its generic food and fats as modifiers (khichdi
// with a spoon of ghee on top, dalia made with doodh with honey on top, an aloo sandwich made with
// bread, aloo masala and butter, a whey smoothie, Kellogg's muesli, varan bhaat with toop; addon), the food
// amid training, match or travel talk ("2 hrs", "200 balls", "40 overs", "34 degrees", "6E 2134",
// "90 min", "T1", "5x3 @ 140kg", "15 min", "3 ghante", "T20", "4 overs 1/22" are not amounts;
// talk), legume words next to the unit gram (black, bengal, red and green gram, three with a
// stated weight in "gram" or "gm" and three without; legume), drinks named after their main
// ingredient or an added flavour (haldi wala doodh, fresh orange juice, ganne ka juice, beetroot
// juice, green tea, aam porar shorbot; drinkname), stated sizes and pack weights (large rotis, a
// 90 g kurkure pack, a 400 ml glass of lassi, a 60 g protein bar whose "20 g protein" is its
// protein, a large apple and 30 g almonds, a 1.2 kg biryani family pack shared by 4; size), the
// cooked state from context (karela, lobia, arbi, chickpeas in a gym bowl, lai xak, keerai beside a
// bread or rice; cooked), counts in number words (Hindi paanch and do, Kannada mooru and ondu,
// Gujarati be and ek, English three, two and one, Punjabi tinn and ikk, Malayalam naalu and oru;
// numberword) and plain everyday logs of 2-4 foods with ordinary amounts (plain).
// One new reference food: fEighteenMuttonYakhni (INDB ASC232 mutton yakhni, a katori = 150 g);
// every other item is an existing key of reference-foods.ts. (INDB OSR114 bhel puri, 509.89 kcal
// and 47.91 g fat per 100 g, counts all of its frying oil and was looked at and not used.)
// Conventions and proxies used here, each for the meal that names it:
// combo: matar (white peas curry) of matar kulche 1 katori = FNDDS 41303010 split peas from dried,
// fat added (fFourSplitPeas, 150 g) and 2 kulche = 160 g of FNDDS 51108100 naan (meals.ts "2
// kulche" = naan@160); lemon rice 1 plate = INDB ASC124 (fSevenLemonRice, 319.2 g) and half a
// katori of potato fry = 60 g of FNDDS 71103030 potato made with oil (alooSabzi, half of 120 g);
// baingan bharta 1 katori = INDB ASC177 (fSevenBainganBharta, 120 g) and roti = FNDDS 51300175 (40
// g each); 150 g of FNDDS 24123301 grilled chicken breast by the stated weight, 1 cup quinoa =
// FNDDS 56204005 (1 cup cooked = 170 g) and 1 cup broccoli = FNDDS 72201211 (155
// g), the "#3" of "meal prep #3" no amount; chow chow bath = half a plate of khara bath (rava upma,
// FNDDS 58174000, half of the 200 g plate of meals.ts "upma one plate" = 100 g) and half a plate
// of kesari bath (half of the INDB OSR014 bowl of 176.7 g, meals-fresh11.ts kesari bath); an egg
// hopper = a plain hopper of 50 g of FNDDS 55702100 dosa (meals.ts "3 appam" = 150 g) with one
// egg (FNDDS 31103010, 50 g), as meals.ts "3 hoppers with egg hopper", and 2 tbsp pol sambol = 10
// g of SR26 12104 grated coconut (fThreeCoconut, 1 cup shredded = 80 g; meals-fresh13.ts pol
// sambola).
// header: aloo paratha = INDB ASC098 (93.4 g each), a katori of dahi = 150 g of FNDDS 11411100 and
// a cup of chai = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts CHAI); rice 2 cups = 2 × 158 g
// (meals.ts "1 cup brown rice" = 158 g, FNDDS 56205008 1 cup cooked), sambar unquantified = a katori
// (150 g), beans poriyal = INDB BFP272 beans foogath (beansSabzi, 120 g) and curd in a South Indian
// meal = 100 g (meals.ts "meals: rice, sambar, rasam, poriyal, curd"); methi thepla = INDB OSR104
// (36.4 g each), a katori of dahi = 150 g and a kela = FNDDS 63107010 banana (126 g); 2 slices of
// brown bread = FNDDS 51300110 (36 g a slice), 1 tbsp pb = 16 g of peanut butter (SR26 16098) and a
// black coffee = FNDDS 92101000 (1 cup = 240 g); chicken breast 200 gm = FNDDS 24122131 by weight,
// sweet potato 150 gm = FNDDS 73402010 baked by weight and phulka = roti (40 g); sel roti = FNDDS
// 53520100 doughnut (fNineSelRoti, 60 g each), aloo ko tarkari unquantified = a katori of alooSabzi
// (120 g) and a cup of chiya = CHAI.
// addon: 2 katori khichdi = 300 g of FNDDS 41311040 (meals.ts "2 katori khichdi"), "a spoon of
// ghee" = 1 tsp (5 g; meals-structural.ts "a spoon of ghee on top") and a katori of dahi = 150
// g of FNDDS 11411100; dalia made with doodh 1 cup = FNDDS 56207022 cream of wheat made with milk (daliaMilk, 1
// cup cooked = 240 g) and 1 tsp honey = 7 g; the aloo sandwich = 2 slices of FNDDS 51101000 white
// bread (28 g each) + half a katori of aloo masala (60 g of FNDDS 71103030 potato made with oil,
// alooSabzi) + butter at 1 tsp a slice (2 × 5 g, as "bread with butter on each" in
// meals-fresh15.ts and the butter on toast of meals-fresh11.ts); the
// smoothie = 1 banana (126 g) + 1 scoop whey (30 g) + 250 ml almond milk (FNDDS 11350020, 258 g) +
// 1 tbsp peanut butter (16 g); Kellogg's muesli 50 g = FNDDS 57308190 by its stated dry weight,
// 200 ml toned milk = 206 g of FNDDS 11112110 (as meals-fresh15.ts "200 ml milk") and a chopped
// banana = one banana (126 g); varan (Marathi plain toor dal) unquantified = a katori of FNDDS
// 41311030 lentil curry (meals-fresh12.ts varan), bhaat beside it = 2 katori (200 g,
// meals-fresh2.ts rice beside a dal) and "ek chamcha toop" = 1 tsp ghee (5 g, as "ek chamoch ghee"
// in meals-fresh11.ts).
// talk: 4 roti = 160 g, aloo matar unquantified = a katori of INDB ASC190 (150 g) and a katori of
// dahi = 150 g; 3 chapaati = 120 g, chicken curry 1 katori = FNDDS 27146150 (150 g) and a katori of
// curd = 150 g; medu vada = 40 g each (reference-foods vada) and a cappuccino = FNDDS 92161000 (1
// small = 360 g); a 4 egg omlet = 4 × 55 g of FNDDS 32130010 omelet made with oil, 2 slices of
// multigrain bread = FNDDS 51601020 (36 g each) and a glass of chaas = 250 g of FNDDS 11115100
// buttermilk; mutton yakhni 1 katori = INDB ASC232 (fEighteenMuttonYakhni, 150 g) and 2 katori
// batte (Kashmiri for cooked rice, as meals-fresh13.ts) = 200 g; nihari aik pyali = a katori (150
// g) of FNDDS 27116100 beef curry (the nihari proxy of reference-foods beefCurry; a pyali = a
// katori, meals-fresh11.ts) and 2 naan = 2 × 90 g.
// legume: whole black gram (maa ki dal) by its stated 250 g = INDB ASC159 whole urad (fSixWholeUrad),
// 1 katori rice = 100 g and kheera unquantified = 100 g of cucumber (meals.ts salad); bengal gram
// sundal 1 cup = FNDDS 41302010 chickpeas from dried, fat added
// (the chole key, since sundal is tempered in oil), 1 cup = 185 g; toor dal (red gram) 1 vati = a
// katori (150 g) of FNDDS 41311030 lentil curry (a vati = a katori, meals-fresh11.ts), bhaat 2 vati
// = 200 g and 1 papad = 9 g; green gram sprouts by the stated 150 g = SR26 11043 raw mung bean
// sprouts (fFiveMoongSprouts, as meals-fresh12.ts green gram sprouts) and paneer by the stated 100
// g = IFCT L003; muga dali (Odia moong dal, green gram) 1 bati = a katori of FNDDS 41311030 (dal,
// as meals-fresh12.ts green gram dal), 2 bati bhata = 200 g of rice (a bati = a katori,
// meals-fresh11.ts) and alu bhaja unquantified = 80 g of alooSabzi (meals.ts "alu bhaja"); mag
// (green gram) nu shaak by the stated 200 g = INDB BFP178 green gram whole with baghar (wholeMoong)
// and rotli = roti (40 g each, meals-fresh14.ts rotli).
// drinkname: haldi wala doodh 1 glass = a 250 ml glass of FNDDS 11112110 milk (258 g), its
// turmeric not counted; fresh orange juice 1 glass = FNDDS 61210010 orange juice, freshly squeezed
// (the mosambiJuice row, 262 g) and 2 idli = 80 g; ganne ka juice 1 glass = FNDDS 92612010 sugar
// cane beverage (262 g; "20 rs" is its price); beetroot juice 200 ml = FNDDS 73105000 beet juice,
// 200 ml × 31 g per fl oz (29.57 ml) = 209.7 g, and 4 soaked badam = 4 × 1.2 g (FNDDS 42101130;
// "the 10k" is the run); green tea x2 = 2 cups of FNDDS 92303010 (240 g each); aam porar shorbot
// (Bengali roasted raw mango drink) ek glass = INDB ASC005 raw mango drink (aamPanna, 1 tall glass
// = 268.5 g).
// size: 2 large rotis = FNDDS 51300175 1 large roti (rotiLarge, 52 g each) and rajma 1 katori =
// FNDDS 41106010 (150 g); kurkure 90 g = SR26 19008 extruded corn puffs (kurkure) by the pack's
// weight, all of it eaten; a big glass (400 ml) of sweet lassi = 400/250 of meals.ts LASSI (200 g
// curd + 3 tsp sugar a 250 ml glass) = 320 g curd + 4.8 tsp sugar; a protein bar by its stated 60
// g = FNDDS 53729000 (proteinBar; its "20 g protein" is its protein, not its weight); a large apple
// = FNDDS 63101000 1 large (appleLarge, 242 g) and almonds by the stated 30 g; a chicken biryani
// family pack of about 1.2 kg shared by 4 = 300 g each (reference-foods chickenBiryani).
// cooked: karela beside roti = a katori of FNDDS 75208310 bitter melon, cooked (bitterMelon, 120 g)
// and 2 roti = 80 g; lobia beside rice = a katori of INDB ASC163 lobia curry (150 g) and rice
// unquantified = 2 katori (200 g); arbi beside paratha = a katori of INDB BFP263 dry arbi (120 g)
// and 2 plain parathas = 2 × 70 g (FNDDS 51300185); chickpeas in a gym bowl = cooked, FNDDS
// 41302020 chickpeas from dried, no added fat (chickpeasBoiled) by the stated 150 g, brown rice
// by the stated 100 g (FNDDS 56205018) and cucumber unquantified = 100 g (meals.ts salad); lai xak (Assamese
// mustard greens) beside bhat = a katori of FNDDS 72122221 mustard greens cooked with fat
// (fSixMustardGreens, 120 g) and bhat unquantified = 2 katori; saadham unquantified = 2 katori of
// rice, keerai masiyal (mashed greens) = a katori of FNDDS 72125217 spinach cooked with oil
// (spinachCooked, 120 g) and rasam unquantified = a katori of INDB BFP176 (150 g).
// numberword: paanch (5) pakode = 5 × 15 g (reference-foods pakora) and do (2) cup chai = 2 CHAI
// (124 g milk + 120 g tea + 2 tsp sugar); mooru (3) chapathi = 120 g and ondu (1) katori saagu
// (Karnataka mixed vegetable curry) = a katori of FNDDS 75440600 vegetable curry (vegCurry, 120
// g); be (2) rotli = 80 g, ek (1) vaadki daal = a katori of FNDDS 41311030 (a vaadki = a katori,
// meals-fresh14.ts) and bhaat unquantified = 2 katori; three boiled eggs = 3 × 50 g, two slices of
// brown bread = 2 × 36 g and one glass of milk = 258 g; tinn (3) makki diyan rotiyan = 3 × 85 g of
// INDB ASC150 makki ki roti (fThreeMakkiRoti) and ikk (1) katori sarson da saag = INDB ASC217 (150
// g); naalu (4) appam = 4 × 50 g of FNDDS 55702100 dosa (meals.ts "3 appam" = 150 g) and oru (1)
// katori chicken stew = INDB BFP090 (chickenStew, 150 g).
// plain: rice, dal and bhindi by their stated weights (FNDDS 56205008, FNDDS 41311030, INDB BFP269
// bhindiFry) and 1 roti = 40 g; 3 idli = 120 g, sambar 1 katori = 150 g and 2 tbsp coconut chutney
// = 2 × 25.3 g (INDB ASC386); 4 bread slices = 4 × 28 g (FNDDS 51101000), a 2 egg omelette = 2 ×
// 55 g and 1 glass milk = 258 g; paneer by the stated 100 g, 2 multigrain roti = 2 roti (40 g each,
// as meals-fresh12.ts "2 multigrain roti") and 1 cup curd = FNDDS 11411100 1 cup (245 g); greek
// yoghurt by the stated 170 g = FNDDS 11411420, an apple = a medium apple (200 g) and 10 almonds =
// 10 × 1.2 g; luchi = FNDDS 51300180 puri (36 g each, meals.ts luchi), alur dom 1 bati = a katori
// of alooSabzi (120 g, as meals.ts "aloo dum") and a rosogolla = INDB BFP392 rasgulla with its
// syrup (fSevenRasgulla, 60 g).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH18_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'matar kulche - 2 kulche aur ek katori matar, north campus wala thela',
    'north combo',
    'kulcha=naan@160 fFourSplitPeas',
  ],
  [
    'lemon rice potato fry in the tiffin: 1 plate lemon rice n half katori potato fry',
    'south combo',
    'fSevenLemonRice alooSabzi@60',
  ],
  ['bharta roti - 1 katori baingan bharta, 3 roti', 'north combo', 'fSevenBainganBharta roti:3'],
  [
    'chicken quinoa brocolli (meal prep #3): 150g grilled chicken, 1 cup quinoa, 1 cup brocolli',
    'gym combo',
    'grilledChicken@150 quinoa broccoli',
  ],
  [
    'chow chow bath at the darshini b4 the morning session - half plate khara bath n half plate kesari bath',
    'south combo',
    'khara=upma@100 kesariBath:0.5',
  ],
  [
    'egg hoppers n pol sambol: 2 egg hoppers w/ 2 tbsp pol sambol, dinner at the galle hotel',
    'srilankan combo',
    'hopper=dosa@100 egg:2 polSambol=fThreeCoconut',
  ],
  // headers naming the meal, then its breakdown
  ['sunday brunch: 2 aloo paratha, 1 katori dahi, 1 cup chai', 'north header', `alooParatha:2 curd ${CHAI}`],
  ['mess lunch :- rice 2 cups, sambhar, beans poriyal n curd', 'south header', 'rice@316 sambar beansSabzi curd@100'],
  ['tiffin (11 am) - 2 methi thepla, 1 katori dahi n 1 kela', 'west header', 'thepla:2 curd banana'],
  [
    'pre workout 6:15am - 1 banana, 2 slice brown bread w/ 1 tbsp pb, black coffee',
    'gym header',
    'banana brownBread:2 pb=peanutButter blackCoffee',
  ],
  [
    'meal 4 @ 7pm: chicken breast 200 gm, sweet potato 150 gm, 2 phulka',
    'gym header',
    'chickenBreast@200 sweetPotato@150 roti:2',
  ],
  [
    'khaja: 2 sel roti, aloo ko tarkari ra ek cup chiya',
    'nepali header',
    'fNineSelRoti:2 alooSabzi chiya=milk@62+tea+sugar',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand and its
  // generic food, fats and toppings as modifiers
  ['2 katori khichdi with a spoon of ghee on top n a katori of dahi', 'north addon', 'khichdi@300 ghee curd'],
  ['dalia made with doodh, 1 cup, upar se 1 tsp honey', 'north addon', 'daliaMilk honey'],
  [
    'aloo sandwich made with 2 bread slices, half katori aloo masala n butter, frm the canteen',
    'west addon',
    'sandwich=bread:2+alooSabzi@60+butter:2',
  ],
  [
    'smoothie after legs - 1 banana, 1 scoop whey, 250ml almond milk n 1 tbsp peanut butter',
    'gym addon',
    'smoothie=banana+whey+almondMilk+peanutButter',
  ],
  ["kellogg's muesli 50g w/ 200ml toned milk n a chopped banana", 'gym addon', 'muesli@50 milk@206 banana'],
  ['varan bhaat, var ek chamcha toop - ghari jevan', 'west addon', 'varan=dal rice:2 toop=ghee'],
  // food amid training, match or travel talk
  [
    'batted 2 hrs in the nets, faced like 200 balls. mess dinner - 4 roti, aloo matar n a katori of dahi',
    'north talk',
    'roti:4 alooMatar curd',
  ],
  [
    'kept wickets all 40 overs in 34 degrees, lunch was 3 chapaati, 1 katori chicken curry n 1 katori curd',
    'south talk',
    'roti:3 chickenCurry curd',
  ],
  ['indigo 6E 2134 delayed by 90 min, had 2 medu vada n a cappuccino at T1', 'travel talk', 'vada:2 cappuccino'],
  [
    'deadlift 5x3 @ 140kg + 15 min incline walk, then a 4 egg omlet, 2 slices multigrain bread n a glass of chaas',
    'gym talk',
    'omelette:4 fTwelveMultigrainBread:2 buttermilk',
  ],
  [
    'gulmarg mein 3 ghante skiing, ghar aake 1 katori mutton yakhni aur 2 katori batte',
    'north talk',
    'fEighteenMuttonYakhni batte=rice:2',
  ],
  ['T20 cup trials, 4 overs 1/22, raat ko nihari aik pyali aur 2 naan', 'pakistani talk', 'beefCurry naan:2'],
  // legume words next to the unit gram
  ['whole black gram (maa ki dal) 250 gram, 1 katori rice n kheera', 'north legume', 'fSixWholeUrad@250 rice cucumber'],
  ['bengal gram sundal 1 cup after evening practice at the beach', 'south legume', 'sundal=chole@185'],
  ['toor dal (red gram) 1 vati, bhaat 2 vati ani 1 papad', 'west legume', 'dal rice:2 papad'],
  ['green gram sprouts 150 gm + 100 gm paneer cubes post training', 'gym legume', 'fFiveMoongSprouts@150 paneer@100'],
  ['muga dali (green gram) 1 bati, 2 bati bhata ar alu bhaja', 'east legume', 'dal rice:2 bhaja=alooSabzi@80'],
  ['mag (green gram) nu shaak 200 gram ane 2 rotli', 'west legume', 'wholeMoong@200 rotli=roti:2'],
  // drinks named after their main ingredient or an added flavour
  ['haldi wala doodh 1 glass sone se pehle', 'north drinkname', 'milk'],
  ['fresh orange juice 1 glass n 2 idli at the hotel buffet', 'south drinkname', 'mosambiJuice idli:2'],
  ['ganne ka juice 1 glass, 20 rs wala, stadium ke bahar', 'west drinkname', 'sugarcaneJuice'],
  ['beetroot juice 200ml + 4 soaked badam before the 10k', 'gym drinkname', 'fFiveBeetJuice@209.7 almonds:4'],
  ['green tea x2 through the day, no sugar', 'gym drinkname', 'greenTea:2'],
  ['aam porar shorbot ek glass, boishakh er gorom e', 'east drinkname', 'aamPanna'],
  // stated sizes and pack weights
  ['2 large rotis n 1 katori rajma', 'north size', 'rotiLarge:2 rajma'],
  ['kurkure 90 g pack poora kha gaya on the team bus', 'travel size', 'kurkure@90'],
  ['1 big glass (400 ml) sweet lassi at the dhaba', 'north size', 'lassi=curd@320+sugar:4.8'],
  ['protein bar (60 g, 20 g protein) after gym', 'gym size', 'proteinBar@60'],
  ['a large apple n 30 g almonds, mid morning', 'gym size', 'appleLarge almonds@30'],
  [
    'paradise chicken biryani family pack (~1.2 kg), 4 mandi share chesamu after the ranji game',
    'south size',
    'chickenBiryani@300',
  ],
  // cooked state from context
  ['karela n 2 roti, mummy ka zabardasti wala lunch', 'north cooked', 'bitterMelon roti:2'],
  ['lobia with rice, sunday', 'north cooked', 'lobia rice:2'],
  ['arbi aur 2 paratha, lunch box', 'north cooked', 'arbi paratha:2'],
  [
    'chickpeas 150g, brown rice 100g n cucumber - post gym bowl',
    'gym cooked',
    'chickpeasBoiled@150 brownRice@100 cucumber',
  ],
  ['lai xak aru bhat, duporiya', 'east cooked', 'xak=fSixMustardGreens rice:2'],
  ['saadham with keerai masiyal n rasam, amma samayal', 'south cooked', 'saadham=rice:2 keerai=spinachCooked rasam'],
  // counts in Hindi, Kannada, Gujarati, English, Punjabi and Malayalam number words
  [
    'paanch pakode aur do cup chai, baarish ho rahi thi',
    'north numberword',
    'pakode=pakora:5 chai=milk@124+tea@120+sugar:2',
  ],
  ['mooru chapathi mattu ondu katori saagu', 'south numberword', 'roti:3 saagu=vegCurry'],
  ['be rotli, ek vaadki daal ane bhaat', 'west numberword', 'rotli=roti:2 dal rice:2'],
  ['three boiled eggs, two slices of brown bread and one glass of milk', 'gym numberword', 'egg:3 brownBread:2 milk'],
  ['tinn makki diyan rotiyan te ikk katori sarson da saag', 'north numberword', 'fThreeMakkiRoti:3 fThreeSarsonSaag'],
  ['naalu appam, oru katori chicken stew - sunday bfast', 'south numberword', 'appam=dosa@200 chickenStew'],
  // plain everyday logs of 2-4 foods
  ['rice 180 g, dal 200 g, bhindi 90 g, 1 roti', 'north plain', 'rice@180 dal@200 bhindiFry@90 roti'],
  ['3 idli, 1 katori sambar, 2 tbsp coconut chutney', 'south plain', 'idli:3 sambar coconutChutney:2'],
  ['4 bread slices, 2 egg omelette n 1 glass milk', 'north plain', 'bread:4 omelette:2 milk'],
  ['100 g paneer, 2 multigrain roti n 1 cup curd', 'gym plain', 'paneer@100 roti:2 curd@245'],
  ['greek yoghurt 170g, 1 apple, 10 almonds', 'gym plain', 'greekYogurt apple almonds:10'],
  ['2 ta luchi, 1 bati alur dom ar 1 ta rosogolla', 'east plain', 'luchi=puri:2 dom=alooSabzi fSevenRasgulla'],
];
