// Benchmark meals written on 2026-11-25 blind, as the twenty-second blind set after meals-fresh.ts
// to meals-fresh20.ts, written without running the engine: each sentence is one log message from an
// ordinary day of an athlete who logs everything eaten across the day, at home, in a hostel mess,
// at an academy canteen or on a match day (breakfasts, lunches, evening snacks, dinners, pre- and
// post-workout food), as an outside evaluator of an Indian athletes' meal parser would write a
// balanced held-out set: foods from every Indian region and from Pakistan, Bangladesh, Sri Lanka
// and Nepal roughly in proportion to how many athletes come from each (44 Indian: Bihar, UP,
// Punjab, Haryana, MP, Maharashtra, Gujarat, Goa-Konkan, Tamil Nadu, Kerala, Karnataka, Andhra and
// Telangana, Bengal, Odisha, Jharkhand, Assam; 7 Pakistani, 5 Bangladeshi, 2 Sri Lankan, 2 Nepali),
// the dishes people there really eat every day rather than festival food, and a few packaged snacks
// and drinks by brand with their pack sizes (Parle-G, Lay's, Maaza, Amul Masti, Amul Kool, Bombay
// Sweets chanachur, Mojo, Wai Wai, Quaker). Styles vary: terse, chatty, typos and abbreviations (n,
// w, frm, b4, aftr, bfast, PWO, wt, "buttr"), Hinglish and other romanised languages (Hindi,
// Punjabi, Urdu, Bengali, Assamese, Odia, Marathi, Gujarati, Tamil, Telugu, Kannada, Malayalam,
// Nepali, Sinhala-English), kitchen-scale grams. Written without reading the engine's code or
// knowledge; each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 rows, their portions or a stated convention) before the engine was run on
// them. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh20.ts.
// Mix (60): the ten structural classes kept equal (6 each): combinations named with their
// own parts (dal bhaat chokha, parotta salna, kanji payar, daal chawal, misal pav, roti tarkari;
// combo), headers naming the meal and then its breakdown ("breakfast after PT (7:15):", "lunch @
// academy mess 1pm -", "zuhr ke baad lunch:", "rater khabar (9 tay, net er pore):", "school canteen
// lunch (after a 3 hr session) - rice n curry:", "PWO (bhopal, after 10 x 100m sprints):", where
// "7:15", "1pm", "9 tay", "3 hr" and "10 x 100m" are no amounts; header), "X made with Y", a shake
// of listed parts, brands with their generic food, fats and garnishes as modifiers (kande pohe with
// farsan on top, bajra roti with ghee n gur, a banana khajur shake, idli with podi n nallennai on
// top, alu bhorta made with potatoes and mustard oil, Quaker oats cooked in milk; addon), the food
// amid training, match or travel talk ("U-19", "8 overs 1/29", "2 x 2000 m", "T20", "4 overs 0/31",
// "2 ta session", "120 ball", "2 ghante", "44 degree", "5:30 to 7:30" are not amounts; talk),
// legume words next to the unit gram (horse, split green, black bengal, bengal, split black and red
// gram; three with a stated weight in "gm" or "gram" and three without; legume), drinks named after
// their main ingredient (kinnow juice, doodh patti, thambili, chikoo shake, mosambi ka juice, badam
// milk; drinkname), stated sizes and pack weights (a 56 g Parle-G pack, a 52 g Lay's with a 250 ml
// Maaza, two 200 ml Amul Masti pouches, a 180 ml Amul Kool, a 50 g chanachur pack with a 250 ml
// Mojo, two 75 g Wai Wai packs eaten dry; size), raw vs cooked from context (tori, kolmi shak and
// dudhi beside a bread or rice are cooked sabzi, soya chunks weighed dry, raw carrots and cucumber
// eaten as they are, gobhi beside chapatiyan; cooked), counts in number words (Urdu teen and aik,
// Kannada eradu and ondu, Telugu aaru, rendu and oka, Bengali duita, ekta and ek, Marathi char and
// ek, Gujarati be and ek; numberword) and plain everyday logs of 2-4 foods with ordinary amounts
// (plain).
// New reference foods (reference-foods.ts, prefix fTwentyTwo): FNDDS 56205101 congee (Kerala kanji,
// a bowl = 250 g), FNDDS 56202000 millet cooked without fat (proxy for ragi mudde, one ball = 1 cup
// cooked = 170 g), INDB BFP142 chicken pulao (a plate = 300 g), FNDDS 71103010 boiled potato
// without fat (1 medium = 170 g, 1 small = 130 g), FNDDS 75220101 cooked luffa (ridge gourd: tori,
// 120 g a katori), FNDDS 73101010 raw carrots (1 regular carrot = 60 g) and INDB OSR102 khakhra (1
// khakhra = 75.7 g, its guessed serving unit, 135 kcal each); every other item is an existing key.
// (INDB BFP577 namkeen daliya, whose recipe has no cooking water, and INDB OSR002 sattu drink were
// looked at and not used; INDB ASC158 whole moth dal, 55 kcal per 100 g with a cup of water to 30 g
// moth, was looked at for misal and not used: a misal usal is a thick curry of sprouted matki.)
// Conventions and proxies used here, each for the meal that names it:
// combo: bhaat 2 katori = 200 g of FNDDS 56205008 (KATORI_RICE), arhar dal 1 katori = 150 g of
// FNDDS 41311030 lentil curry (dal) and aloo ka chokha unquantified = a katori (120 g) of FNDDS
// 71103030 potato made with oil (alooSabzi, meals-fresh19.ts chokha); 2 parotta = 2 × 70 g of FNDDS
// 51300185 paratha (its match names parotta) and 1 katori chicken salna (a thin Madurai chicken
// gravy) = 150 g of FNDDS 27146150 chicken curry; kanji 1 bowl = 250 g of FNDDS 56205101 congee
// (fTwentyTwoCongee) and cherupayar (whole green gram cooked dry with coconut and oil) 1 katori =
// 120 g of FNDDS 41108010 mung beans, cooked (the sprouts key, a katori of dry sabzi); chawal 2
// katori = 200 g, mash ki daal (washed urad) 1 pyali = a katori (150 g; a pyali = a katori,
// meals-fresh11.ts) of INDB ASC152 (uradDal) and kachumar unquantified = 100 g of cucumber
// (meals.ts salad); misal 1 katori = 150 g of FNDDS 41108010 mung beans, cooked, fat added
// (sprouts: matki, the moth bean of a misal usal, is a Vigna bean like mung; meals-fresh11.ts matki
// usal) and 2 pav = 2 × 43 g of FNDDS 51150000; 3 roti = 120 g and 1 bati aloo cauli ko tarkari = a
// katori (120 g) of INDB ASC171 aloo gobhi (fSixAlooGobi; a bati = a katori, meals-fresh11.ts).
// header: 2 paneer parathe = 2 × 85 g of INDB ASC105 (paneerParatha), dahi 1 katori = 150 g of
// FNDDS 11411100 and doodh 1 glass = 258 g of FNDDS 11112110 (milk); annam 2 katoris = 200 g,
// tomato pappu unquantified = a katori (150 g) of FNDDS 41311030 (dal), bendakaya (okra) fry
// unquantified = a katori (120 g) of INDB BFP269 (bhindiFry) and perugu (curd) in a South Indian
// meal = 100 g (meals.ts "meals: rice, sambar, rasam, poriyal, curd"); 2 chapatiyan = 80 g, aloo
// palak aik pyali = a katori (150 g) of INDB BFP257 (fEightPalakAloo) and kheera unquantified = 100
// g of cucumber; bhaat beside dal = 2 katori (200 g), dal unquantified = a katori, lau ghonto
// (mashed bottle gourd) unquantified = a katori (120 g) of FNDDS 75440600 vegetable curry
// (vegCurry, as lauki in meals-fresh19.ts) and 2 ta dim bhuna = meals.ts egg curry (2 eggs of FNDDS
// 31103010 + 100 g of FNDDS 27146150 gravy); Sri Lankan rice and curry: rice unquantified = 2
// katori, dhal curry = a katori of FNDDS 41311030, chicken curry = a katori (150 g) of FNDDS
// 27146150 and pol sambol unquantified = 2 tbsp of grated coconut, 10 g of SR26 12104
// (fThreeCoconut, meals-fresh13.ts pol sambola); 4 boiled egg whites = 4 × 33 g of FNDDS 31108110
// (fSevenEggWhite), 2 brown bread = 2 slices of FNDDS 51300110 (36 g each) and 1 banana = 126 g of
// FNDDS 63107010.
// addon: kande pohe unquantified = a plate (180 g, reference-foods poha), farsan on top
// unquantified = a 10 g garnish of INDB OSR147 sev (meals-fresh19.ts "a little sev on top") and a
// cup of chai = meals.ts CHAI (62 g milk + 60 g tea + 1 tsp sugar); 2 bajre ki roti = 2 × 85 g of
// INDB ASC150 makki ki roti (fThreeMakkiRoti, proxy: INDB has no bajra roti, and both are thick
// hand-patted rotis of a whole-grain flour without gluten), ghee on them = 1 tsp each (2 × 5 g, as
// butter on each slice in meals-fresh18.ts) and gur unquantified = a piece of 10 g of FNDDS
// 91102010 (meals-fresh13.ts "gud ka ek tukda"); the banana khajur shake = 300 ml of toned milk
// (FNDDS 11112110, 300 ml × 30.5 g per fl oz (29.57 ml) = 309.4 g) + 1 banana (126 g) + 2 dates (2
// × 8 g, FNDDS 62110100) + 1 tbsp peanut butter (16 g); 3 idli = 3 × 40 g, milagai podi
// unquantified = 1 tbsp (13.9 g of INDB BFP448) and nallennai (gingelly oil) on top unquantified =
// 1 tsp of oil (4.5 g); the alu bhorta = 2 small potatoes boiled (FNDDS 71103010, 2 × 130 g = 260
// g, fTwentyTwoBoiledPotato) + 1 chamoch of mustard oil = 1 tsp (4.5 g of FNDDS 82101000; "ek
// chamcha" = 1 tsp, meals-fresh18.ts), its onion and chilli not counted, and bhaat 2 bati = 200 g;
// Quaker oats by the stated 40 g dry = SR26 20038 rolled oats (fSevenOats), 200 ml toned milk = 206
// g (meals-fresh18.ts) and 1 tsp honey = 7 g.
// talk: 4 roti = 160 g, arhar dal unquantified = a katori (150 g) and aloo ki bhujia (UP dry potato
// sabzi, not the namkeen) unquantified = a katori (120 g) of alooSabzi; 3 appam = 150 g of FNDDS
// 55702100 dosa (meals.ts "3 appam") and mutta (egg) curry unquantified = meals.ts egg curry (2
// eggs + 100 g chicken curry gravy); chicken pulao 1 plate = 300 g of INDB BFP142
// (fTwentyTwoChickenPulao) and raita unquantified = 100 g of curd (meals.ts); bhaat = 2 katori, dal
// = a katori and murgir jhol (chicken curry) unquantified = a katori (150 g) of FNDDS 27146150;
// sabudana khichdi 1 bowl = INDB OSR099 (sabudanaKhichdi, 1 bowl = 271.4 g) and ek glass chaas =
// 250 g of FNDDS 11115100; 4 boiled eggs = 4 × 50 g, 2 bananas = 2 × 126 g and a glass of milk =
// 258 g.
// legume: huruli saaru (horse gram) 1 katori = 150 g of INDB OSR143 horsegram dal (kulthiDal) and 2
// ragi mudde = 2 × 170 g of FNDDS 56202000 millet, cooked, no added fat (fTwentyTwoRagiMudde: 1 cup
// cooked = 170 g taken for a ball); pesara pappu (split green gram) by the stated 200 gm = FNDDS
// 41311030 lentil curry (dal, as meals-fresh18.ts muga dali) and annam by the stated 150 gm = FNDDS
// 56205008; kale chane (black bengal gram) ki ghugni 1 katori = 150 g of INDB ASC161 black channa
// curry (blackChanaCurry) and 2 roti = 80 g; soaked bengal gram by the stated 50 gram dry weight =
// SR26 16056 raw chickpeas (fThirteenRoastedGram; soaking adds only water) and 5 badam = 5 × 1.2 g;
// dhuli urad (split black gram) dal by the stated 200 gram = INDB ASC152 (uradDal), 2 phulke = 80 g
// and salad = 100 g of cucumber; arhar (red gram) dal 1 katori = 150 g of FNDDS 41311030, 2 roti =
// 80 g and bhindi unquantified = a katori (120 g) of INDB BFP269.
// drinkname: a glass of kinnow juice = FNDDS 61213220 tangerine juice (fTenKinnowJuice, 262 g);
// doodh patti = 150 g whole milk (FNDDS 11111000) + 2 tsp sugar (meals-structural.ts) and 2 rusk =
// 2 × 10 g of FNDDS 51188500 (fFourRusk); thambili (king coconut) 1 = 1 cup of coconut water, FNDDS
// 42403010, 240 g (meals-fresh5.ts king coconut); chikoo shake 1 glass = FNDDS 11541120 (milkShake,
// 1 milkshake = 280 g, meals-fresh.ts chikoo milkshake); ek glass mosambi ka juice = FNDDS 61210010
// (mosambiJuice, 262 g); badam milk 1 glass = 258 g toned milk + 8 almonds + 2 tsp sugar
// (meals-structural.ts badam milk).
// size: a 56 g Parle-G pack by its stated weight as FNDDS 53241510 Marie biscuit (marie; Parle-G as
// Marie, meals-fresh9.ts) and a cup of chai = CHAI; Lay's by the stated 52 g = FNDDS 71200100
// potato chips and a 250 ml Maaza = FNDDS 64204010 mango nectar (mangoDrink), 250 ml × 31 g per fl
// oz = 262.1 g; Amul Masti chaas 2 × 200 ml = FNDDS 11115100 buttermilk, 400 ml × 30.5 g per fl oz
// = 412.6 g; Amul Kool kesar 180 ml = FNDDS 11511200 (chocolateMilk, the bottled flavoured milk
// proxy), 180 ml × 31 g per fl oz = 188.7 g; Bombay Sweets chanachur by the stated 50 g = FNDDS
// 54402200 snack mix (fSevenNimko) and a 250 ml Mojo (a Bangladeshi cola) = FNDDS 92410310 cola,
// 262.1 g; 2 Wai Wai packs by the stated 75 g each, eaten dry = 150 g of SR26 06583 dry ramen
// noodles (maggi, meals-fresh13.ts Wai Wai).
// cooked: tori beside phulke = a katori (120 g) of FNDDS 75220101 luffa, cooked (fTwentyTwoLuffa)
// and 3 phulke = 120 g; kolmi shak (water spinach) bhaja beside bhaat = a katori (120 g) of FNDDS
// 72125217 spinach cooked with oil (spinachCooked) and 2 bati bhaat = 200 g; dudhi (bottle gourd)
// nu shaak beside rotli = a katori (120 g) of FNDDS 75233027 summer squash cooked with oil
// (fNineteenTinda, a gourd cooked with oil) and 3 rotli = 120 g; soya chunks by the stated 50 g dry
// weight = SR26 16420 (soyChunks, weighed dry); 2 kachhi (raw) gajar = 2 × 60 g of FNDDS 73101010
// raw carrots (fTwentyTwoRawCarrot) and 1 kheera = 1 regular cucumber, 200 g of FNDDS 75111000;
// gobhi beside chapatiyan = a katori (120 g) of FNDDS 75440600 vegetable curry (vegCurry) and 2
// chapatiyan = 80 g.
// numberword: teen (3) chapatiyan = 120 g and chanay ki daal aik (1) pyali = a katori of INDB
// OSR142 split bengal gram dal (channaDal, meals-fresh7.ts daal chanay); eradu (2) masale dose = 2
// × 200 g of FNDDS 58174100 (masalaDosa) and ondu (1) kaapi = meals.ts COFFEE (100 g milk + 50 g
// decoction + 1 tsp sugar); aaru (6) idlilu = 6 × 40 g, rendu (2) garelu (medu vada) = 2 × 40 g of
// FNDDS 58175000 and oka (1) katori sambar = 150 g; duita (2) ruti = 80 g, ekta (1) dim bhaji = a
// 1-egg omelette of FNDDS 32130010 (55 g) and ek (1) cup cha = CHAI; char (4) chapati = 160 g and
// ek (1) vati batatyachi bhaji = a katori (120 g) of alooSabzi (a vati = a katori,
// meals-fresh11.ts); be (2) khakhra = 2 × 75.7 g of INDB OSR102 (fTwentyTwoKhakhra), ek (1) vaati
// dahi = 150 g and ek (1) cup chaa = CHAI.
// plain: 2 bati bhat = 200 g, mati mahor dail (Assamese black gram dal) unquantified = a katori of
// INDB ASC152 (uradDal) and masor jul (fish curry) unquantified = a katori of FNDDS 27150320; bhata
// (Odia rice) unquantified = 2 katori, dali = a katori of FNDDS 41311030 and santula (Odia mixed
// vegetables) unquantified = a katori (120 g) of vegCurry; aloo qeema 1 pyali = a katori of INDB
// ASC229 pea keema curry (keemaMatar, a mince curry with a vegetable), 2 roti = 80 g and raita =
// 100 g of curd; 3 egg bhurji = 3 × 55 g of FNDDS 32130010 omelet made with oil (its match names
// bhurji), 2 multigrain toast = 2 × 36 g of FNDDS 51601020 and 1 apple = 200 g; 2 chapathi = 80 g,
// veg kurma 1 katori = 150 g of vegCurry and a glass of milk = 258 g; fish curry unquantified = a
// katori of FNDDS 27150320, bhaat beside it = 2 katori and ek bangda (mackerel) fry = one fried
// fish of 67 g, FNDDS 26100140 (fishFry).
import type { SampleMeal } from './meals';

export const FRESH22_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'dal bhaat chokha - 2 katori bhaat, 1 katori arhar dal aur aloo ka chokha, patna hostel lunch',
    'east combo',
    'rice:2 dal alooChokha=alooSabzi',
  ],
  [
    'parotta salna @ madurai hostel night mess: 2 parotta, 1 katori chicken salna',
    'south combo',
    'paratha:2 chickenSalna=chickenCurry',
  ],
  [
    'kanji payar for dinner - 1 bowl kanji n 1 katori cherupayar, veetil',
    'south combo',
    'fTwentyTwoCongee payarMoong=sprouts',
  ],
  [
    'daal chawal w kachumar: 2 katori chawal, 1 pyali mash ki daal, karachi ghar pe',
    'pakistani combo',
    'rice:2 mashDaalUrad=uradDal kachumarSalad=cucumber',
  ],
  [
    'misal pav - 1 katori misal n 2 pav, kolhapur academy canteen, match day nashta',
    'west combo',
    'misal=sprouts@150 pav:2',
  ],
  [
    'roti tarkari - 3 roti ra 1 bati aloo cauli ko tarkari, pokhara ko hostel, bihana',
    'nepali combo',
    'roti:3 fSixAlooGobi',
  ],
  // headers naming the meal, then its breakdown
  [
    'breakfast after PT (7:15): 2 paneer parathe, dahi 1 katori, doodh 1 glass - lucknow sports hostel',
    'north header',
    'paneerParatha:2 curd milk',
  ],
  [
    'lunch @ academy mess 1pm - annam 2 katoris, tomato pappu, bendakaya fry n perugu',
    'south header',
    'annamRice=rice:2 pappuDal=dal bendakayaBhindi=bhindiFry peruguCurd=curd@100',
  ],
  [
    'zuhr ke baad lunch: 2 chapatiyan, aloo palak aik pyali n kheera',
    'pakistani header',
    'roti:2 fEightPalakAloo cucumber',
  ],
  [
    'rater khabar (9 tay, net er pore): bhaat, dal, lau ghonto ar 2 ta dim bhuna',
    'bangladeshi header',
    'rice:2 dal lauGhonto=vegCurry dimBhunaEgg=egg:2+chickenCurry@100',
  ],
  [
    'school canteen lunch (after a 3 hr session) - rice n curry: dhal, chicken curry, pol sambol',
    'srilankan header',
    'rice:2 dal chickenCurry polSambol=fThreeCoconut',
  ],
  [
    'PWO (bhopal, after 10 x 100m sprints): 4 boiled egg whites, 2 brown bread n 1 banana',
    'gym header',
    'fSevenEggWhite:4 brownBread:2 banana',
  ],
  // "X made with Y", a shake of listed parts, brands and their generic food, fats and garnishes as
  // modifiers
  [
    'kande pohe with farsan on top n a cup of chai, ghari nashta',
    'west addon',
    'poha farsanSev=sev chai=milk@62+tea+sugar',
  ],
  [
    '2 bajre ki roti with ghee n gur, rohtak, sardi ka dinner',
    'north addon',
    'bajraBajreRoti=fThreeMakkiRoti:2 ghee:2 gur=jaggery@10',
  ],
  [
    'banana khajur shake - 300 ml doodh, 1 kela, 2 khajur n 1 tbsp peanut buttr, blended after gym',
    'gym addon',
    'shake=milk@309.4+banana+dates:2+peanutButter',
  ],
  ['3 idli with milagai podi n nallennai on top, hostel tiffin', 'south addon', 'idli:3 podi nallennaiOil=oil'],
  [
    'alu bhorta made with 2 ta choto alu ar 1 chamoch shorsher tel, 2 bati bhaat er shathe',
    'bangladeshi addon',
    'aluBhorta=fTwentyTwoBoiledPotato@260+oil rice:2',
  ],
  [
    'Quaker oats 40 g cooked in 200 ml toned milk + 1 tsp honey, 6 am b4 nets',
    'gym addon',
    'fSevenOats@40 milk@206 honey',
  ],
  // food amid training, match or travel talk
  [
    'U-19 trials at green park, bowled 8 overs 1/29. raat ko 4 roti, arhar dal aur aloo ki bhujia',
    'north talk',
    'roti:4 dal alooSabzi',
  ],
  [
    'rowing 2 x 2000 m at punnamada, bfast after - 3 appam n mutta curry',
    'south talk',
    'appam=dosa@150 muttaEgg=egg:2+chickenCurry@100',
  ],
  [
    'national T20 trials at gaddafi, 4 overs 0/31. ghar aake ammi ka chicken pulao 1 plate aur raita',
    'pakistani talk',
    'fTwentyTwoChickenPulao raita=curd@100',
  ],
  [
    'mirpur e 2 ta session, 120 ball face korlam. rate bhaat, dal ar murgir jhol',
    'bangladeshi talk',
    'rice:2 dal murgirJholChicken=chickenCurry',
  ],
  [
    'indore mein 2 ghante fielding practice, 44 degree. fir 1 bowl sabudana khichdi aur ek glass chaas',
    'north talk',
    'sabudanaKhichdi buttermilk',
  ],
  [
    'astro session 5:30 to 7:30 at kalinga, then 4 boiled eggs, 2 bananas n a glass of milk',
    'east talk',
    'egg:4 banana:2 milk',
  ],
  // legume words next to the unit gram
  [
    'huruli saaru (horse gram) 1 katori with 2 ragi mudde, hostel oota',
    'south legume',
    'kulthiDal fTwentyTwoRagiMudde:2',
  ],
  [
    'pesara pappu (split green gram) 200 gm with 150 gm annam',
    'south legume',
    'pesaraPappuDal=dal@200 annamRice=rice@150',
  ],
  [
    'kale chane (black bengal gram) ki ghugni 1 katori aur 2 roti, gaya, shaam ko',
    'east legume',
    'kaleChaneGhugniChana=blackChanaCurry roti:2',
  ],
  [
    'soaked bengal gram 50 gram (dry wt) + 5 badam, khali pet subah',
    'gym legume',
    'soakedBengalGramChana=fThirteenRoastedGram@50 almonds:5',
  ],
  [
    'dhuli urad (split black gram) dal 200 gram, 2 phulke aur salad, prayagraj',
    'north legume',
    'uradDal@200 roti:2 cucumber',
  ],
  ['arhar (red gram) dal 1 katori, 2 roti n bhindi, jabalpur hostel dinner', 'north legume', 'dal roti:2 bhindiFry'],
  // drinks named after their main ingredient
  ['glass of fresh kinnow juice at the fazilka stall after my morning run', 'north drinkname', 'fTenKinnowJuice'],
  [
    'doodh patti aur 2 rusk, asr ke baad, sialkot',
    'pakistani drinkname',
    'doodhPatti=wholeMilk@150+sugar:2 fFourRusk:2',
  ],
  ['thambili 1 after the morning session in kandy', 'srilankan drinkname', 'thambiliCoconut=coconutWater'],
  ['chikoo shake 1 glass, surat ni lari par', 'west drinkname', 'milkShake'],
  ['ek glass mosambi ka juice, ranchi station ke bahar', 'east drinkname', 'mosambiJuice'],
  ['badam milk 1 glass aftr evening nets, hyderabad', 'south drinkname', 'badamMilk=milk+almonds:8+sugar:2'],
  // stated sizes and pack weights
  ['parle-g 56 g packet aur ek cup chai, shaam 5 baje', 'north size', 'parleBiscuit=marie@56 chai=milk@62+tea+sugar'],
  ['lays classic 52 g n a maaza 250 ml, hostel room, 9 pm', 'north size', 'potatoChips@52 mangoDrink@262.1'],
  ['amul masti chaas 200 ml x 2 pouch, ahmedabad ni garmi ma', 'west size', 'buttermilk@412.6'],
  ['amul kool kesar 180 ml bottle on the team bus, match day', 'north size', 'chocolateMilk@188.7'],
  [
    'bombay sweets chanachur 50 g packet ar ekta mojo 250 ml, khela shesh e',
    'bangladeshi size',
    'chanachur=fSevenNimko@50 mojoCola=colaSmall@262.1',
  ],
  ['wai wai 2 packet sukkhai khaye (75 g ko ek packet), hostel ma', 'nepali size', 'waiWaiNoodles=maggi@150'],
  // raw vs cooked from context
  ['tori te 3 phulke, raat da khana', 'north cooked', 'fTwentyTwoLuffa roti:3'],
  ['kolmi shak bhaja ar 2 bati bhaat, maa r rannah', 'east cooked', 'kolmiShak=spinachCooked rice:2'],
  ['dudhi nu shaak ane 3 rotli, ghare', 'west cooked', 'dudhiShaak=fNineteenTinda rotliRoti=roti:3'],
  ['soya chunks 50 g dry weight, boiled n tossed in masala, post gym', 'gym cooked', 'soyChunks@50'],
  [
    '2 kachhi gajar aur 1 kheera, namak laga ke, shaam ko ground pe',
    'north cooked',
    'fTwentyTwoRawCarrot:2 cucumber@200',
  ],
  ['gobhi aur 2 chapatiyan, ghar ka khana, multan', 'pakistani cooked', 'gobhiSabzi=vegCurry roti:2'],
  // counts in Urdu, Kannada, Telugu, Bengali, Marathi and Gujarati number words
  ['teen chapatiyan, chanay ki daal aik pyali, ammi ke haath ki', 'pakistani numberword', 'roti:3 channaDal'],
  [
    'eradu masale dose mattu ondu kaapi, darshini alli, nets ge munche',
    'south numberword',
    'masaleDoseDosa=masalaDosa:2 kaapiCoffee=milk@100+tea@50+sugar',
  ],
  [
    'aaru idlilu, rendu garelu, oka katori sambar - match roju tiffin',
    'south numberword',
    'idli:6 gareluVada=vada:2 sambar',
  ],
  [
    'duita ruti, ekta dim bhaji ar ek cup cha, sokal 7 tay',
    'bangladeshi numberword',
    'rutiRoti=roti:2 dimBhajiEgg=omelette chaTea=milk@62+tea+sugar',
  ],
  ['char chapati ani ek vati batatyachi bhaji, dupari', 'west numberword', 'roti:4 batatyachiBhajiPotato=alooSabzi'],
  [
    'be khakhra, ek vaati dahi ne ek cup chaa - savar no nasto',
    'west numberword',
    'fTwentyTwoKhakhra:2 curd chaaTea=milk@62+tea+sugar',
  ],
  // plain everyday logs of 2-4 foods
  [
    '2 bati bhat, mati mahor dail aru masor jul, duporiya',
    'east plain',
    'rice:2 matiMahorDailUrad=uradDal masorJulFish=fishCurry',
  ],
  ['bhata, dali o santula, hostel re dinner', 'east plain', 'bhataRice=rice:2 dal santulaVeg=vegCurry'],
  ['aloo qeema 1 pyali, 2 roti aur raita', 'pakistani plain', 'keemaMatar roti:2 raita=curd@100'],
  ['3 egg bhurji, 2 multigrain toast, 1 apple - bfast', 'gym plain', 'omelette:3 fTwelveMultigrainBread:2 apple'],
  ['2 chapathi, 1 katori veg kurma n a glass of milk', 'south plain', 'roti:2 kurmaVeg=vegCurry@150 milk'],
  [
    'fish curry, bhaat n ek bangda fry - aaj ghari jevan, ratnagiri',
    'west plain',
    'rice:2 fishCurry bangdaFish=fishFry',
  ],
];
