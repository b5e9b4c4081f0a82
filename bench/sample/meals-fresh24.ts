// Benchmark meals written on 2026-11-25 blind, as the twenty-fourth blind set after meals-fresh.ts to
// meals-fresh23.ts, written without running the engine: each sentence is one log message of the kind
// an outside evaluator of an Indian athletes' meal parser would write as a final balanced held-out
// set, as if typed by many different athletes (cricketers, runners, lifters, hostel students, a
// Sri Lankan and a Pakistani squad; terse, chatty, with training, match and travel talk, with
// abbreviations such as n, b4, bfast, pc, pcs, avg, :(; Hinglish and romanised Urdu, Punjabi,
// Bengali, Tamil, Telugu, Malayalam, Kannada, Gujarati; a few with exact grams or pack sizes), without
// reading the engine's code or knowledge, and each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated
// convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh23.ts.
// Mix (60): half everyday pan-Indian home, hostel and canteen food (30: chicken curry chawal, pav
// bhaji, a mess thali, a canteen naan dinner, an idli bus tiffin, Nescafe with Good Day, chana dal
// lauki, sabudana khichdi, aloo tikki, corn flakes, railway pantry food, aloo paratha, ulava charu,
// moong dal, hot chocolate, elaichi chai, anar juice, bhujia, Maggi, lauki, kundru, beans, dosa,
// kadale saaru, puri halwa, poori kizhangu with mor, rajma chawal, bread jam, mutton biryani), a
// quarter gym or western food with Indian food (15: a chicken rajma rice bowl, egg-white omelette, a
// whey smoothie with almond milk, a hummus egg sandwich, overnight oats, peanut butter toast, Greek yogurt
// with whey, dry-weighed red gram and rice, boiled bengal gram, watermelon juice, ABC juice, a Subway
// sub with its cookie, Electral ORS, soya chunks, pizza with a brownie) and a quarter regional
// dishes (15: a Lahori chicken handi, a Kandy rice and curry, Kochi appam with fish molee, a
// Rajasthani panchmel dal and gatte lunch, a Dhaka iftar, Manipuri chak-hao kheer, Sikkimese
// thenthuk with momos, Gujarati khaman and a rotli-dal-shaak meal, Sri Lankan string hoppers,
// Assamese matir dail and masor tenga, a half kg karahi, Kerala kappa with beef, Punjabi keema
// parathe with lassi, a Goan xacuti with poi), over eleven classes: combinations named with their
// own parts (6; combo), headers naming the meal and then its breakdown (6: "hostel mess lunch (₹65
// thali):", "lunch at a dhaba outside bikaner →", "pre-match bfast (toss 9:30, reach ground by 8):",
// "iftar at the mirpur academy:", "canteen dinner after the 2nd session:", "tiffin for the team bus
// (leaves 6:10 am):", whose money, times and session numbers are no amounts; header), "X made
// with Y", a smoothie of listed parts, a sandwich with its fillings and a brand with its generic
// food (6; addon), an ingredient, garnish or fat that is not a full extra serving (6; garnish),
// food amid training, match or travel talk whose words and numbers are no food (5: "9 overs",
// "0/41", "train 12951", "3 hrs", "coach B4 seat 32", "SSC", "11 to 2", "150 balls", "18 km",
// "1:41", "5:36/km", "5x5 @ 140 kg", "3x10"; talk), legume words next to the unit gram (5; legume),
// drinks named after their main ingredient (5; drinkname), stated sizes and pack weights (5; size),
// raw vs cooked from context (5; cooked), counts in number words (6: Malayalam naalu and oru,
// Kannada aaru and ondu, Gujarati chaar and ek, Punjabi do and ikk, Hindi chhah, ek and aadha, Tamil
// rendu and oru, beside Urdu do in the handi combo, Bengali tinta, duita and ek in the iftar header
// and Telugu rendu in the ulava charu legume; numberword) and plain everyday logs (5; plain). Many
// messages name 3-5 foods.
// Ten new reference foods: fTwentyFourChakhaoKheer (INDB OSR011 black rice kheer), fTwentyFourPanchmelDal
// (INDB OSR144), fTwentyFourFishMolee (INDB BFP229 fish in coconut milk), fTwentyFourHandiChicken
// (INDB OSR066), fTwentyFourKeemaParatha (INDB ASC104), fTwentyFourRawToorDal (SR26 16101 pigeon
// peas, raw, for red gram dal weighed dry), fTwentyFourTomatoSoup (FNDDS 74601010 cream of tomato
// soup prepared with milk), fTwentyFourHotChocolate (FNDDS 11514120 hot chocolate made with dry mix
// and reduced fat milk), fTwentyFourOrs (FNDDS 95330100 electrolyte solution, for Electral ORS) and
// fTwentyFourBrownie (FNDDS 53204010 brownie); every other item is an existing key of
// reference-foods.ts. (INDB ASC082 cream of tomato soup, ASC002 instant coffee, BFP393 rasmalai,
// OSR076 gobi 65 and BFP153 appam were looked at and not used: their fat or serving weights are
// implausible, e.g. a 450 g tea cup of coffee, 13 g fat per 100 g of a cream of tomato soup and
// an 857 g plate of gobi 65.)
// Conventions and proxies used here, each for the meal that names it:
// combo: 1 katori chicken curry (2 pcs) = 150 g of FNDDS 27146150 and 2 katori chawal = 200 g of
// FNDDS 56205008; pav bhaji 1 katori bhaji = 150 g of INDB OSR112 (pavBhaji) and 2 butter pav = 2 ×
// 43 g of FNDDS 51150000 + 2 tsp butter (2 × 5 g), one item, as meals.ts "2 butter naan", the
// lemon and onion on the side not counted; the chicken rajma rice bowl = 150 g of FNDDS 24123301
// grilled chicken as stated, 1 cup brown rice = 158 g of FNDDS 56205018 and 1 katori rajma = 150 g
// ("box 2 of 5" no amount); ek pyali chicken handi = a katori (150 g) of INDB OSR066
// (fTwentyFourHandiChicken) and do naan = 2 × 90 g; the Kandy rice and curry = a plate of rice (200
// g), dhal = a katori of FNDDS 41311030 (dal, the parippu key), pol sambol = 30 g of SR26 12104 raw
// grated coconut (fThreeCoconut; SR26 12104: 1 cup shredded = 80 g, so a side of about 6 tbsp) and
// one fried fish piece = 67 g of FNDDS 26100140 (fishFry); 3 appam = 150 g of FNDDS 55702100 dosa
// (meals.ts "3 appam with vegetable stew") and a katori of fish molee = 150 g of INDB BFP229
// (fTwentyFourFishMolee).
// header: the ₹65 mess thali = 4 chapati (160 g), dal fry a katori of dal (150 g), aloo gobhi a
// katori of INDB ASC171 (fSixAlooGobi, 120 g), rice unquantified in a thali = a katori (100 g) and 1
// gulab jamun = 40 g (fThirteenGulabJamun); the Bikaner dhaba lunch = panchmel dal unquantified, a
// katori of INDB OSR144 (fTwentyFourPanchmelDal, 150 g), gatte ki sabzi a katori of INDB BFP187
// (fFourGatte, 150 g), 4 phulke = 160 g and a glass of chaas = 250 g of FNDDS 11115100; the pre-match
// bfast = a 3 egg white omelette = 3 × 36 g of FNDDS 32400065 (eggWhiteOmelette), 2 brown bread
// toast = 2 × 36 g of FNDDS 51300110, 1 banana = 126 g and a black coffee = 240 g of FNDDS 92101000;
// the Dhaka iftar = tinta (3) piyaju = 90 g of the pakora key (a piyaju, a lentil-onion fritter, ≈
// 30 g, two of the 15 g pakoras), duita (2) beguni = 2 × 40 g of FNDDS 75412010 (fSevenBegunBhaja),
// ek bati chola = a katori (150 g) of the chole key, ektu muri = 1 cup (14 g) of FNDDS 57340000 and 2
// khejur = 2 × 8 g; the canteen dinner = tomato soup unquantified = 1 cup (248 g) of FNDDS 74601010
// (fTwentyFourTomatoSoup), 2 butter naan = 2 × 90 g naan + 2 × 5 g butter (meals.ts), paneer butter
// masala unquantified = a katori (150 g) of INDB ASC222 and jeera rice unquantified = a katori (100 g)
// of INDB BFP134; the bus tiffin = 4 idli (160 g), milagai podi unquantified = 1 tbsp (13.9 g of INDB
// BFP448) and its gingelly oil = 1 tsp (4.5 g), 2 bananas = 2 × 126 g.
// addon: chak-hao kheer made with black rice, milk and sugar 1 katori = 150 g of INDB OSR011
// (fTwentyFourChakhaoKheer; its INDB bowl is 207.7 g), its rice, milk and sugar no extra items; the
// smoothie = 200 ml almond milk = 206 g of FNDDS 11350020 (1 fl oz = 30.5 g) + 1 scoop whey (30 g)
// + a banana (126 g) + 1 tbsp peanut butter (16 g), one item, its ice cubes not counted; the hummus
// egg sandwich = 2 multigrain slices (2 × 36 g of FNDDS 51601020) + 3 tbsp hummus (3 × 15 g of FNDDS
// 41205070) + a boiled egg (50 g) + some kheera = 30 g of cucumber (meals-fresh23.ts veg sandwich),
// one item;
// Nescafe made in 200 ml full cream milk with 2 tsp sugar = 206 g of FNDDS 11111000 whole milk + 2 ×
// 4.2 g sugar, one "coffee" item (the instant coffee powder not counted, as meals.ts COFFEE counts
// its brew as tea), and 4 Good Day = 4 × 10 g of FNDDS 53241500 (fFifteenButterCookie); chana dal
// made with lauki 1 katori = 150 g of INDB ASC153 (chanaDalLauki) and 3 phulka = 120 g; thenthuk
// made with hand-pulled dough and veggies 1 bowl = 285 g of FNDDS 58408500 vegetable noodle soup
// (fNineThukpa, its thukpa proxy) and 5 veg momos = 5 × 37 g (fSixteenVegMomo).
// garnish: sabudana khichdi 1 bowl = 271.4 g of INDB OSR099 and the roasted moongphali on top = 10 g
// of peanuts (the peanut garnish convention, meals-fresh.ts "lemon rice with peanuts"), the nimbu
// not counted; 2 aloo tikki = 120 g of potato sabzi + 2 tsp oil, one item (meals.ts "aloo tikki 2
// pieces"), imli chutney unquantified = 1 tbsp (16 g of FNDDS 63409020, sweetChutney) and "a
// little sev sprinkled" = 10 g (the sev garnish); overnight oats = 40 g of SR26 20038 rolled oats
// weighed dry + 150 ml milk = 155 g of FNDDS 11112110, one item, 10 blueberries = 10 × 2 g (FNDDS
// 63203010: 1 berry = 2 g) and "a sprinkle of chia" = 1 tsp = 3.5 g (a third of the 10.5 g tbsp of
// FNDDS 43108010); a bowl of corn flakes = 30 g (cornflakes), 200 ml cold milk = 206 g of FNDDS
// 11112110, "a few kishmish" = 5 g of raisins (meals-fresh2.ts "a few kaju n kishmish") and 1 tsp
// honey = 7 g; khaman 4 pc = 4 × 40 g of INDB ASC474 (dhoklaPiece), green chutney unquantified = 1
// tbsp (18.9 g of INDB BFP444) and sev on top = 10 g; 2 multigrain toast = 2 × 36 g, a tbsp of
// peanut butter on each = 2 × 16 g and half a banana sliced on top = 63 g.
// talk: 3 chapati = 120 g, chole unquantified = a katori (150 g) and a katori jeera rice = 100 g; 250
// g greek yogurt by the stated weight (FNDDS 11411420, greekYogurt), 1 scoop whey = 30 g and 10
// almonds = 10 × 1.2 g; pantry food 2 roti = 80 g, dal unquantified = a katori (150 g), paneer ki
// sabzi unquantified = a katori of INDB ASC226 kadhai paneer (kadhaiPaneer, 150 g) and 1 katori
// chawal = 100 g; 8 string hoppers = 8 × 40 g of FNDDS 56117090 (riceNoodles), chicken curry
// unquantified = a katori (150 g) and a boiled egg = 50 g; 2 aloo paratha = 2 × 93.4 g of INDB
// ASC098, dahi unquantified = a katori (150 g) and mosambi juice unquantified = a 250 ml glass (262 g
// of FNDDS 61210010).
// legume: red gram dal by the stated 50 gram dry = SR26 16101 pigeon peas (red gram), raw
// (fTwentyFourRawToorDal) and rice by the stated 60 gram dry = SR26 20044 (fTwentyRawRice); ulava
// charu (horse gram) = a katori (150 g) of INDB OSR143 (kulthiDal), rendu katori annam = 200 g and
// cabbage kura unquantified = a katori of INDB ASC181 (cabbagePoriyal, 120 g); matir dail (split
// black gram) unquantified = a katori (150 g) of INDB ASC152 (uradDal), bhaat unquantified beside it
// = 2 katori (200 g) and masor tenga = a katori (150 g) of FNDDS 27150320 fish curry; boiled bengal
// gram by the stated 100 gram = FNDDS 41302020 chickpeas from dried, no added fat (chickpeasBoiled),
// its onion, tomato and lemon not counted; green gram dal (dhuli moong) 1 katori = 150 g of FNDDS
// 41311030 (dal, as meals-fresh18.ts muga dali), 2 roti = 80 g and bhindi sabzi unquantified = a
// katori (120 g) of INDB BFP269 (bhindiFry).
// drinkname: hot chocolate one cup = 248 g of FNDDS 11514120 (fTwentyFourHotChocolate, 1 cup = 248
// g); watermelon juice by the stated 400 ml = 405.8 g of FNDDS 64133100 (watermelonJuice: 1 fl oz
// = 30 g); elaichi chai 2 cup = 2 × meals.ts CHAI (62 g milk + 60 g tea + 1 tsp sugar), one item;
// ABC juice (apple beetroot carrot) 1 glass = 250 ml in thirds: 87.3 g of FNDDS 64104010 apple juice,
// 87.3 g of FNDDS 73105000 beet juice and 84.5 g of FNDDS 73105010 carrot juice (83.3 ml each at
// 31, 31 and 30 g per fl oz), one item; anar ka juice 1 glass = 262 g of FNDDS 64126000.
// size: a Subway 6 inch chicken tikka sub = 240 g of FNDDS 27540290 (chickenSub: 1 Subway chicken
// sub 6" = 240 g) and its choco chip cookie = 45 g of FNDDS 53206000 (1 Subway cookie = 45 g); a
// quarter of a 200 g Haldiram aloo bhujia pack = 50 g of INDB OSR147 (sev, whose match has bhujia);
// half kg chicken karahi shared by 4 = 125 g of FNDDS 27146150 (chickenCurry, whose match has karahi;
// as meals-fresh23.ts "half kg ... split between 2" = 250 g) and "i had 2 naan with my share" = 2 × 90 g;
// half of a 1 litre Electral bottle = 524 g of FNDDS 95330100 (fTwentyFourOrs: 1 fl oz = 31 g, so 500
// ml ≈ 524 g; "3 hr" no amount); half of a 280 g Maggi 4-pack = 140 g dry of SR26 06583 (maggi).
// cooked: lauki beside phulka = a katori of FNDDS 75233027 summer squash cooked with oil
// (fNineteenTinda, 120 g, the gourd sabzi proxy), 2 phulka = 80 g and a katori dahi = 150 g; soya chunks by the stated 50 g
// dry = SR26 16420 (soyChunks, the dry chunks), boiled and tossed with onion, and 2 roti = 80 g;
// kundru (ivy gourd) beside 3 roti = a katori (120 g) of FNDDS 75440600 (vegCurry, as meals-fresh16.ts
// parwal) and 3 roti = 120 g; kappa beside beef ularthiyathu = 1 cup (160 g) of FNDDS 71930120
// boiled cassava (fThreeKappa) and the beef = a katori (150 g) of FNDDS 27116100 beef curry (beefCurry);
// beans beside 2 chapati = a katori of INDB BFP272 beans foogath (beansSabzi, 120 g) and 2 chapati =
// 80 g.
// numberword: naalu (4) dosa = 4 × 80 g of FNDDS 55702100 and oru (1) glass chaya = CHAI; aaru (6)
// chapathi = 240 g and ondu (1) batlu kadale kalu saaru = a katori (150 g) of INDB ASC161 black
// chana curry (blackChanaCurry); chaar (4) rotli = 160 g, ek (1) vaatko dal = 150 g and bhinda nu
// shaak unquantified = a katori (120 g) of INDB BFP269 (bhindiFry); do (2) keeme wale parathe = 2 ×
// 100 g of INDB ASC104 keema paratha (fTwentyFourKeemaParatha: 1 paratha = 100 g)
// and ikk (1) glass lassi = meals.ts LASSI (200 g curd + 3 tsp sugar); chhah (6) puri = 6 × 36 g of
// FNDDS 51300180, ek (1) katori aloo = 120 g of alooSabzi and aadha (half) katori suji halwa = 75 g
// of INDB ASC293; rendu (2) poori = 2 × 36 g of FNDDS 51300180, oru (1) katori kizhangu (potato
// masala) = 120 g of alooSabzi and oru (1) tumbler mor = a glass of buttermilk (250 g, meals-fresh21.ts tumbler mor).
// plain: rajma chawal unquantified = a katori of rajma (150 g) and 1.5 katori rice (150 g; meals.ts
// "rajma chawal") and kheera beside it = 100 g of cucumber (meals.ts salad); 2 slices of a large
// margherita = 2 × 119 g of FNDDS 58106225 (pizzaSliceLarge), 1 brownie = 50 g of FNDDS 53204010
// (fTwentyFourBrownie: 1 medium = 50 g) and a small coke = 372 g of FNDDS 92410310 (colaSmall);
// bread butter jam on 2 slices = 2 × 28 g of FNDDS 51101000, 2 × 5 g butter and 2 × 10 g jam (FNDDS
// 91402000: 10 g per slice of bread) with CHAI; mutton biryani 1 plate = 300 g of FNDDS 27213010
// (muttonBiryani) and 1 boiled egg = 50 g; chicken xacuti unquantified = a katori (150 g) of FNDDS
// 27146150 (chickenCurry; no xacuti row) and 2 poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH24_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'chicken curry chawal, sunday wala - 1 katori chicken curry (2 pcs) aur 2 katori chawal',
    'north combo',
    'chickenCurry rice:2',
  ],
  [
    'pav bhaji at juhu - 1 katori bhaji, 2 butter pav, lemon n onion on the side',
    'west combo',
    'pavBhaji butterPav=pav:2+butter:2',
  ],
  [
    'rajma chicken bowl, box 2 of 5 for the week: 150 g grilled chicken, 1 cup brown rice, 1 katori rajma',
    'gym combo',
    'grilledChicken@150 brownRice@158 rajma',
  ],
  ['handi naan, gawalmandi - ek pyali chicken handi aur do naan', 'pakistani combo', 'fTwentyFourHandiChicken naan:2'],
  [
    'rice and curry at the team hotel in kandy - plate of rice with dhal, pol sambol n one fried fish piece',
    'srilankan combo',
    'rice@200 dal polSambol=fThreeCoconut@30 fishFry',
  ],
  [
    'appam-molee breakfast, fort kochi - 3 appam n a katori of fish molee',
    'kerala combo',
    'appam=dosa@150 fTwentyFourFishMolee',
  ],
  // headers naming the meal, then its breakdown
  [
    'hostel mess lunch (₹65 thali): 4 chapati, dal fry, aloo gobhi, rice n 1 gulab jamun',
    'north header',
    'roti:4 dal fSixAlooGobi rice fThirteenGulabJamun',
  ],
  [
    'lunch at a dhaba outside bikaner → panchmel dal, gatte ki sabzi, 4 phulke n a glass of chaas',
    'rajasthani header',
    'fTwentyFourPanchmelDal fFourGatte roti:4 buttermilk',
  ],
  [
    'pre-match bfast (toss 9:30, reach ground by 8): 3 egg white omelette, 2 brown bread toast, 1 banana n a black coffee',
    'gym header',
    'eggWhiteOmelette:3 brownBread:2 banana blackCoffee',
  ],
  [
    'iftar at the mirpur academy: tinta piyaju, duita beguni, ek bati chola, ektu muri ar 2 ta khejur',
    'bangladeshi header',
    'piyaju=pakora@90 beguni=fSevenBegunBhaja:2 chola=chole fFivePuffedRice khejur=dates:2',
  ],
  [
    'canteen dinner after the 2nd session: tomato soup, 2 butter naan, paneer butter masala n jeera rice',
    'north header',
    'fTwentyFourTomatoSoup butterNaan=naan:2+butter:2 paneerButterMasala jeeraRice',
  ],
  [
    'tiffin for the team bus (leaves 6:10 am): 4 idli with milagai podi n gingelly oil, 2 bananas',
    'south header',
    'idli:4 podi oil banana:2',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand with its generic food
  [
    'chak-hao kheer made with black rice, milk n sugar - 1 katori, imphal se aaya chawal',
    'manipuri addon',
    'fTwentyFourChakhaoKheer',
  ],
  [
    'smoothie - 200 ml almond milk, 1 scoop whey, 1 banana, 1 tbsp peanut butter + 5 ice cubes',
    'gym addon',
    'smoothie=almondMilk@206+whey+banana+peanutButter',
  ],
  [
    'hummus egg sandwich - made with 2 multigrain slices, 3 tbsp hummus, a sliced boiled egg n some kheera',
    'gym addon',
    'sandwich=fTwelveMultigrainBread:2+fTwelveHummus:3+egg+cucumber@30',
  ],
  [
    'Nescafe made in 200 ml full cream doodh with 2 tsp sugar + 4 Good Day, late night padhai',
    'north addon',
    'coffee=wholeMilk@206+sugar:2 fFifteenButterCookie:4',
  ],
  ['mummy ne chana dal lauki daal ke banayi, 1 katori li 3 phulkon ke saath', 'north addon', 'chanaDalLauki roti:3'],
  [
    'thenthuk made with hand-pulled dough n veggies, 1 bowl + 5 veg momos, gangtok camp',
    'sikkimese addon',
    'thenthuk=fNineThukpa fSixteenVegMomo:5',
  ],
  // an ingredient, garnish or fat that is not a full extra serving
  [
    'sabudana khichdi 1 bowl with roasted moongphali on top n nimbu, navratri ka vrat',
    'west garnish',
    'sabudanaKhichdi peanuts@10',
  ],
  [
    '2 aloo tikki with imli chutney n a little sev sprinkled, chaat corner near the stadium',
    'north garnish',
    'tikki=alooSabzi@120+oil:2 sweetChutney sev',
  ],
  [
    'oats soaked overnight (40 g in 150 ml milk), in the morning 10 blueberries n a sprinkle of chia on top',
    'gym garnish',
    'overnightOats=fSevenOats@40+milk@155 fFiveBlueberries@20 fFourChia@3.5',
  ],
  [
    'a bowl of corn flakes with 200 ml cold milk, a few kishmish n 1 tsp honey',
    'west garnish',
    'cornflakes milk@206 raisins@5 honey',
  ],
  [
    'khaman 4 pc with green chutney n sev on top, vadodara farsan shop',
    'gujarati garnish',
    'khaman=dhoklaPiece:4 greenChutney sev',
  ],
  [
    '2 multigrain toast, a tbsp of peanut butter on each n half a banana sliced on top - 6 am b4 the run',
    'gym garnish',
    'fTwelveMultigrainBread:2 peanutButter:2 banana:0.5',
  ],
  // food amid training, match or travel talk
  [
    'bowled 9 overs on the trot, 0/41, skipper not happy. lunch break - 3 chapati, chole n a katori jeera rice',
    'north talk',
    'roti:3 chole jeeraRice',
  ],
  [
    'deadlift 5x5 @ 140 kg, hip thrusts 3x10. after: 250 g greek yogurt with 1 scoop whey stirred in n 10 almonds',
    'gym talk',
    'greekYogurt@250 whey almonds:10',
  ],
  [
    'train 12951 late by 3 hrs, coach B4 seat 32 :( pantry se 2 roti, dal, paneer ki sabzi aur 1 katori chawal',
    'travel talk',
    'roti:2 dal kadhaiPaneer rice',
  ],
  [
    'nets at SSC from 11 to 2, faced 150 balls. then 8 string hoppers, chicken curry n a boiled egg at the canteen',
    'srilankan talk',
    'riceNoodles:8 chickenCurry egg',
  ],
  [
    'long run 18 km in 1:41, avg 5:36/km, legs dead. recovery bfast - 2 aloo paratha, dahi n mosambi juice',
    'north talk',
    'alooParatha:2 curd mosambiJuice',
  ],
  // legume words next to the unit gram
  [
    'red gram dal 50 gram dry + rice 60 gram dry, pressure cooked together for the lunch box',
    'gym legume',
    'fTwentyFourRawToorDal@50 fTwentyRawRice@60',
  ],
  [
    'ulava charu (horse gram) tho rendu katori annam n cabbage kura, intlo bhojanam',
    'south legume',
    'ulavaCharu=kulthiDal annam=rice:2 cabbagePoriyal',
  ],
  [
    'matir dail (split black gram) with bhaat n masor tenga, guwahati hostel lunch',
    'assamese legume',
    'matirDail=uradDal rice:2 fishCurry',
  ],
  [
    'boiled bengal gram 100 gram with onion, tomato n lemon before the evening session',
    'gym legume',
    'chana=chickpeasBoiled@100',
  ],
  ['green gram dal (dhuli moong) 1 katori, 2 roti n bhindi sabzi', 'north legume', 'moongDal=dal roti:2 bhindiFry'],
  // drinks named after their main ingredient
  ['hot chocolate, one cup, at the cafe while rain stopped play', 'north drinkname', 'fTwentyFourHotChocolate'],
  ['watermelon juice after hill sprints, tall glass (400 ml), no sugar', 'gym drinkname', 'watermelonJuice@405.8'],
  ['elaichi chai 2 cup n nothing else, fasting till 12', 'north drinkname', 'elaichiChai=milk@124+tea@120+sugar:2'],
  [
    'had an ABC - apple, beet n carrot juice, one glass - after leg day',
    'gym drinkname',
    'abcJuice=appleJuice@87.3+fFiveBeetJuice@87.3+carrotJuice@84.5',
  ],
  ['anar ka juice 1 glass, fresh nikala, no sugar no ice', 'north drinkname', 'pomegranateJuice'],
  // stated sizes and pack weights
  [
    'subway 6 inch chicken tikka on multigrain + 1 choco chip cookie',
    'western size',
    'chickenSub fFifteenChocoChipCookie@45',
  ],
  ['haldiram aloo bhujia ka 200 g packet, ek chauthai khatam during the movie', 'north size', 'bhujia=sev@50'],
  [
    '4 of us split a half kg chicken karahi at the dhaba, i had 2 naan with my share',
    'pakistani size',
    'karahi=chickenCurry@125 naan:2',
  ],
  ['Electral ORS 1 litre bottle, finished half of it in the 3 hr fielding session', 'gym size', 'fTwentyFourOrs@524'],
  ['maggi 4-pack (280 g), banaya 2 logon ke liye, aadha maine khaya', 'hostel size', 'maggi@140'],
  // raw vs cooked from context
  ['pet thoda kharab hai, so lauki, 2 phulka n a katori dahi', 'north cooked', 'lauki=fNineteenTinda roti:2 curd'],
  [
    '50 g soya chunks (weighed dry) boiled, squeezed n stir fried with pyaaz, 2 rotis on the side',
    'gym cooked',
    'soyChunks@50 roti:2',
  ],
  ['kundru aur 3 roti, tiffin mein', 'north cooked', 'kundru=vegCurry roti:3'],
  [
    'kappa with beef ularthiyathu, thattukada after the night game',
    'kerala cooked',
    'fThreeKappa beefUlarthiyathu=beefCurry',
  ],
  ['mess ne beans banaye the, unke saath 2 chapati', 'north cooked', 'beansSabzi roti:2'],
  // counts in Malayalam, Kannada, Gujarati, Punjabi, Hindi and Tamil number words
  ['naalu dosa, oru glass chaya, hostel canteen', 'south numberword', `dosa:4 ${CHAI}`],
  [
    'rathri oota: aaru chapathi jothe ondu batlu kadale kalu saaru',
    'south numberword',
    'roti:6 kadale=blackChanaCurry',
  ],
  [
    'aaje jamvanu: chaar rotli, ek vaatko dal ane bhinda nu shaak',
    'gujarati numberword',
    'rotli=roti:4 dal bhinda=bhindiFry',
  ],
  [
    'do keeme wale parathe te ikk glass lassi, sargodha di savere',
    'pakistani numberword',
    `fTwentyFourKeemaParatha:2 ${LASSI}`,
  ],
  ['chhah puri, ek katori aloo aur aadha katori suji ka halwa', 'north numberword', 'puri:6 alooSabzi sujiHalwa@75'],
  [
    'rendu poori, oru katori kizhangu, oru tumbler mor - saravana bhavan',
    'south numberword',
    'poori=puri:2 kizhangu=alooSabzi mor=buttermilk',
  ],
  // plain everyday logs
  ['rajma chawal + kheere ka salad, ghar pe', 'north plain', 'rajma rice:1.5 cucumber'],
  [
    'cheat day - 2 slices of a large margherita, 1 brownie n a small coke',
    'western plain',
    'pizzaSliceLarge:2 fTwentyFourBrownie colaSmall',
  ],
  ['bread butter jam n chai, 2 slices', 'north plain', `bread:2 butter:2 jam:2 ${CHAI}`],
  [
    '1 plate mutton biryani from the hotel near the ground, with the boiled egg on top',
    'south plain',
    'muttonBiryani egg',
  ],
  ['chicken xacuti n 2 poi, panjim', 'goan plain', 'xacuti=chickenCurry fNineteenPoi:2'],
];
