// Benchmark meals written on 2026-11-25 blind, as the fifty-seventh blind set after meals-fresh.ts to
// meals-fresh56.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a bebe's kitchen
// in Phagwara, a Kanpur hostel mess, a Muzaffarpur home, an aunt's house in Bardhaman, a Rourkela
// hostel, a mother's cooking in Dibrugarh, an Ernakulam hostel, an amma's kitchen in Vellore, a Sunday
// kodi pulao in Kurnool, an Udupi hotel, an aai's meal in Aurangabad, an uncle's terrace on Uttarayan, a
// Kota academy mess, a Shillong hostel, a Ponda cafe, a Swiggy order after a day game, a lean-bulk gym
// meal, a Kashmir camp, a whole day in one message, Chappan Dukan in Indore, a Banaras home, a Jodhpur
// kachori shop, a Ramzan stall in Triplicane, the night before a final, a home dinner, room service in
// Ranchi, a smoothie, a sandwich for a drive, a hostel microwave, a dahi-cheeni before a final, a
// keeper's evening, a bench session, an overnight bus to Gwalior, a drinks break, a hostel canteen, a
// Civil Lines juice cart, a Solan juice centre, the Yamuna Expressway, a 2 litre bottle after a win, a
// mausi's kitchen, a Kalaburagi hostel, a Gujarati home, a morning after fajr), terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, w, bfast, tmrw, db, cuttng, cinamon,
// protien, chiken, x2), in plain English, Hinglish and romanised Punjabi, Bengali, Odia, Assamese,
// Malayalam, Tamil, Telugu, Kannada, Marathi, Gujarati and Urdu words (21 of 50, 42 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any engine
// run. None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' 3,486 texts (character similarity, word overlap and shared runs of four words), and
// rewritten where it came near one (first drafts of a Mapusa pork vindaloo with 2 poi, a KFC zinger with
// hot wings, soya chunks boiled and tossed in salt-pepper, a pongal-gotsu, a kochuri-alur dom, a tehri
// with raita, a keeper's "kept wicket all 50 overs, 3 catches n a stumping", an overnight bus to Indore,
// sprouted green gram 100 gram raw before nets, a bengal gram dal fry of 200 gram, ringan no olo with
// bajri rotla, tran thepla ane ek cup chaa, an iftar of khajoor, pakore and rooh afza doodh, mooru idli
// ondu vade, shimla mirch and tendli with chapatis, dudhi nu shaak with rotli and a lau ghonto thali
// were dropped or rewritten for that; only stock phrases such as "a katori of", "n a medium coke" or
// "chicken breast" are shared).
// Mix (50): 20 plain everyday logs (home food of Punjab, Uttar Pradesh, Bihar, Bengal, Odisha, Assam,
// Kerala, Tamil Nadu, Andhra, Karnataka, Maharashtra, Gujarat, Rajasthan, Meghalaya and Goa; a
// Swiggy biryani, a gym bowl, Kashmiri cherries with walnuts, a whole day in one message, an Indore
// street breakfast) and 30 over ten hard classes, three each: combinations named with their own parts
// (combo: nimona-chawal, kachori-kadhi, idiyappam-paya), headers naming the meal then its list (header:
// the night before a final, a home dinner, a room-service order), a smoothie, a sandwich with its
// filling and a brand with its generic food (addon: an apple cinnamon smoothie, a hummus-tomato
// sandwich, Act II popcorn), an ingredient or garnish that is not a full serving (garnish: olive oil on
// grilled chicken, grated coconut on sprouts, sugar in dahi), food amid training, match or travel talk
// whose numbers are no food (talk: a keeper's catches, bench sets, an overnight bus), legume names with
// "gram" next to a weight in grams (legume: whole black gram, green gram pesarattu, split bengal gram),
// drinks named after their main ingredient (drinkname: amrood, sathukudi, apple), a large order, a
// "10 g protein" bar and a share of a stated bottle (size), the cooked dish meant by a raw word beside a
// bread (cooked: chicken, kobi, kamal kakdi) and counts in number words (numberword: Kannada, Gujarati,
// Urdu; Punjabi, Bengali, Malayalam, Tamil, Telugu, Kannada, Gujarati, Marathi and Hindi number words
// also appear in plain, combo, drinkname and cooked meals, tagged so).
// Three new reference foods (prefix fFiftySeven, each citing its row in reference-foods.ts): Cherries
// (FNDDS 63115010 cherries, raw, 1 cup = 150 g), TomatoOnionRaita (INDB ASC269 tomato onion raita, a
// katori = 150 g) and FriesLarge (FNDDS 71401030 french fries, fast food, 1 large order = 180 g); every
// other item is an existing key. Water is never counted (no energy), nor are lemon (nimbu), kala namak,
// chaat masala, salt and pepper, a pinch of cinnamon (dalchini), or the spices of a dish; overs, catches,
// a stumping, sets, reps, kg lifted, minutes, hours, a clock time, a "2 litre" bottle's share count,
// "meal 5 of 6", "40 degrees" and a protein bar's "10 g protein" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh56.ts: a katori (bati, vati, pyali) = 150 g of a dal,
// curry, kadhi, raita or curd, 120 g of a dry sabzi (bhaji, bhaja, poriyal, palya, shaak) and 100 g of
// rice; unquantified dal or curry (dali, dail, amti, shukto, jhal, tarkari, mangxo, mor kuzhambu) = a
// katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat, bhata, bhat,
// choru, saadham, anna, chawal, rice) in a meal = 2 katori, 200 g; mutton, beef and pork curries (paya,
// the goat trotter curry, here) = FNDDS 27116100 (beefCurry, the red-meat curry proxy, as earlier sets'
// nihari and sorpotel); a roti, phulka, rotli or chapati = 40 g (FNDDS 51300175 medium); a jowar bhakri =
// 55 g of roti (meals-fresh10.ts "2 jowar bhakri" = roti@110); a tandoori roti = 52 g (rotiLarge, FNDDS
// 51300175 large, as meals-fresh51.ts); a puri = 36 g (FNDDS 51300180); a naan = 90 g; a pao = 43 g
// (FNDDS 51150000); a plate of poha = 180 g; a plate (or regular box) of biryani or pulao = 300 g; a
// plate of lemon rice (chitranna) = INDB ASC124's plate, 319.2 g; a bowl of porridge = 250 g; a chutney
// said as "swalpa" (a little) = 1 tbsp; a spoon of grated coconut = 1 tbsp, 5 g; a glass of chaas or
// majjige = 250 g; a glass of milk (doodh) = 258 g (250 ml); a glass of a juice = its key's 250 ml glass;
// ml of a soft drink × 31 g per fl oz (29.57 ml) as its FNDDS row, so 400 ml = 419.3 g; CHAI = meals.ts
// (62 g milk + 60 g tea + 1 tsp sugar); a cutting = half of it (31 g milk + 30 g tea + 2.1 g sugar, as
// meals-fresh45.ts); a red tea = 125 g of tea with 1 tsp sugar (meals-fresh51.ts); an akhrot (walnut in
// its shell) = 4 g of kernel (SR26 12155: 1 cup in shell, edible yield, 7 nuts = 28 g); a protein bar
// without a stated weight = 40 g (the proteinBar key's convention). For every meal, in file order:
// plain:
//  1 palak gosht unquantified = a katori (150 g) of INDB ASC228 (fSixPalakGosht); chaar (Punjabi 4)
//    phulkeyan = 4 × 40 g of roti; dahi ikk (1) katori = 150 g of FNDDS 11411100 (curd).
//  2 arhar dal = a katori (150 g) of FNDDS 41311030 (dal); rice = 200 g of FNDDS 56205008; lauki sabzi
//    = a katori (120 g) of FNDDS 75440600 (vegCurry, the sabzi proxy, as meals-generalise.ts "lauki");
//    2 rotis = 2 × 40 g; salad = 100 g of FNDDS 75111000 (cucumber, meals.ts).
//  3 rice = 200 g; chana dal = a katori (150 g) of INDB OSR142 (channaDal); aloo-parwal sabzi = a
//    katori (120 g) of FNDDS 75440600 (vegCurry, as meals-fresh50.ts "parwal bhujia"); one papad = 9 g
//    of FNDDS 41311000.
//  4 bhaat = 200 g of rice; shukto (the thin bitter-sweet mixed-vegetable stew) = a katori of a curry,
//    150 g of FNDDS 75440600 (vegCurry); cholar dal = a katori (150 g) of INDB OSR142 (channaDal, as
//    meals-fresh49.ts "cholar dal"); ekta (Bengali 1) pabda macher jhal = a katori (150 g) of FNDDS
//    27150320 (fishCurry).
//  5 bhata = 200 g of rice; dali = a katori (150 g) of FNDDS 41311030 (dal); bhendi bhaja = a katori
//    (120 g) of INDB BFP269 (bhindiFry); chingudi (prawn) tarkari = a katori (150 g) of INDB BFP230
//    (prawnCurry).
//  6 bhat = 200 g of rice; dail = a katori (150 g) of FNDDS 41311030 (dal); kolmou xaak (water spinach)
//    bhaji = a katori (120 g) of FNDDS 72125217 (spinachCooked, greens cooked with oil); murgi mangxo
//    (chicken curry) = a katori (150 g) of FNDDS 27146150 (chickenCurry).
//  7 choru = 200 g of rice; sambar = a katori (150 g) of FNDDS 41311020; avial = a katori (120 g) of
//    INDB ASC219; oru (Malayalam 1) meen varuthathu (fried fish) = 67 g of FNDDS 26100140 (fishFry).
//  8 mor kuzhambu (buttermilk curry) = a katori (150 g) of the kadhi key (FNDDS 41311030 as meals.ts,
//    as meals-fresh50.ts "moru kachiyathu"); saadham = 200 g of rice; kothavarangai (cluster beans)
//    poriyal = a katori (120 g) of INDB BFP272 (beansSabzi); rendu (Tamil 2) appalam = 2 × 9 g (papad).
//  9 kodi pulao oka (Telugu 1) plate = 300 g of INDB BFP142 (fTwentyTwoChickenPulao); ullipaya perugu
//    pachadi (onion raita) unquantified = a katori (150 g) of INDB OSR090 (fFiftyFiveOnionRaita).
// 10 anna = 200 g of rice; saaru = a katori (150 g) of INDB BFP176 (rasam, its "Saaru"); huli = a katori
//    (150 g) of FNDDS 41311020 (sambar); palya = a katori (120 g) of FNDDS 75440600 (vegCurry); ondu
//    (Kannada 1) glass majjige = 250 g of FNDDS 11115100 (buttermilk).
// 11 amti = a katori (150 g) of FNDDS 41311030 (dal, as meals-fresh20.ts "amti"); bhaat = 200 g of
//    rice; batatyachi bhaji = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 12 undhiyu (the mixed winter vegetables of Uttarayan) unquantified = a katori of a dry sabzi, 120 g
//    of FNDDS 75440600 (vegCurry); chaar (Gujarati 4) puri = 4 × 36 g of FNDDS 51300180.
// 13 dal = a katori (150 g) of FNDDS 41311030; 4 rotis = 4 × 40 g; aloo matar = a katori (150 g) of
//    INDB ASC190 (alooMatar); one katori of rice = 100 g.
// 14 rice = 200 g; tungrymbai (Khasi fermented soybean curry) = a katori (150 g) of INDB ASC164
//    (fFiftyOneSoyabeanCurry, as meals-fresh53.ts kinema); one red tea with 1 sugar = 125 g of FNDDS
//    92302000 (tea) + 1 tsp, 4.2 g of sugar, one item.
// 15 3 pao = 3 × 43 g of FNDDS 51150000 (pav); patal bhaji (thin potato curry) one katori = 150 g of
//    INDB BFP239 (fThirtyThreeAlooRasedar); one chai = CHAI.
// 16 behrouz chicken dum biryani, one regular box = a plate, 300 g (chickenBiryani, its IFCT recipe); a
//    gulab jamun = 40 g of FNDDS 53420410 (fThirteenGulabJamun).
// 17 250 g whole milk greek yogurt as stated = FNDDS 11411400 (greekYogurtWhole); 1 banana = 126 g of
//    FNDDS 63107010; 30 g muesli as stated = FNDDS 57308190; "meal 5 of 6" no food.
// 18 a cup of fresh cherries = 150 g of FNDDS 63115010 (fFiftySevenCherries); 4 akhrot = 4 × 4 g = 16 g
//    of FNDDS 42116000 (walnuts).
// 19 a whole day: bhurji of 3 eggs = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg); 2
//    toast = 2 × 28 g of FNDDS 51101000 (bread); chicken pulao = a plate, 300 g of INDB BFP142
//    (fTwentyTwoChickenPulao); pyaaz-tamatar ka raita = a katori (150 g) of INDB ASC269
//    (fFiftySevenTomatoOnionRaita); ek cup makhana = 32 g of SR26 12013 (fFiveMakhana, 1 cup); 2 roti =
//    2 × 40 g; palak paneer = a katori (150 g) of FNDDS 72125310 (palakPaneer).
// 20 poha (a plate) = 180 g (poha, its IFCT recipe); boiled ande x2 = 2 × 50 g of FNDDS 31103010 (egg);
//    ek cuttng = 31 g milk + 30 g tea + 2.1 g sugar, one item.
// combo:
// 21 nimona-chawal: nimona (green pea curry) ek (1) katori = 150 g of INDB ASC193 (fSixMatarSabzi, as
//    meals-fresh52.ts "matar ka nimona"); chawal do (2) katori = 200 g of rice.
// 22 kachori-kadhi: 2 pyaaz kachori = 2 × 100 g of FNDDS 58124500 (fSevenKachori, taken for a pyaaz
//    kachori); kadhi one katori = 150 g of the kadhi key (FNDDS 41311030 as meals.ts); "40 degrees" no
//    food.
// 23 idiyappam-paya: 4 idiyappam = 4 × 40 g of FNDDS 56117090 (riceNoodles, 1 string hopper = 40 g);
//    paya (goat trotter curry) one katori = 150 g of FNDDS 27116100 (beefCurry).
// header:
// 24 "night before the final, my plate" no food: grilled fish = 1 medium fillet, 170 g of FNDDS 26100120
//    (fThirtyNineGrilledFish); mashed potato unquantified = 125 g of FNDDS 71501010
//    (fThirtyThreeMashedPotato, its quantity not specified); a dinner roll = 43 g of FNDDS 51150000
//    (pav, a soft white roll).
// 25 "dinner at home" no food: 3 rotis = 3 × 40 g; keema matar = a katori (150 g) of INDB ASC229
//    (keemaMatar); kheera raita = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita).
// 26 "room service order, ranchi (match tmrw)" no food: veg pulao = a plate, 300 g of INDB ASC115
//    (fThirtyEightVegPulao); dal tadka = a katori (150 g) of FNDDS 41311030 (dal); 1 roasted papad = 9
//    g of FNDDS 41311000.
// addon:
// 27 apple cinnamon smoothie, one item: 1 apple = 200 g of FNDDS 63101000; 1 cup curd = 245 g of FNDDS
//    11411100; 1 tsp honey = 7 g of FNDDS 91302010; the pinch of dalchini not counted.
// 28 hummus-tomato sandwich, one item: brown bread x2 = 2 × 36 g of FNDDS 51300110 (brownBread); 2 tbsp
//    hummus = 2 × 15 g of FNDDS 41205070 (fTwelveHummus); 2 slices of tomato = 2 × 20 g of FNDDS
//    74101000 (tomato).
// 29 an Act II (brand) butter delite = its generic food, 1 mini microwave bag, 43 g of FNDDS 54403056
//    (popcorn, microwave, butter flavored).
// garnish:
// 30 grilled chicken breast by the stated 150 g = FNDDS 24123301 (grilledChicken); a tsp of olive oil
//    drizzled on top = 4.5 g of FNDDS 82101000 (oil); salt-pepper not counted.
// 31 steamed moong sprouts, one katori = 120 g (a dry dish) of SR26 11044 (fSixSproutsBoiled); a spoon
//    of grated nariyal = 1 tbsp, 5 g of SR26 12104 (fThreeCoconut).
// 32 dahi-cheeni: ek katori dahi = 150 g of FNDDS 11411100 (curd); 1 tsp cheeni = 4.2 g of FNDDS
//    91101010 (sugar).
// talk:
// 33 "2 catches + 1 stumping" no food: chicken korma, one katori = 150 g of INDB BFP222 (chickenKorma);
//    2 plain naan = 2 × 90 g of FNDDS 51108100 (naan).
// 34 "4x8 @ 70 kg", "3x12", "3x15", "55 min" no food: besan chilla x2 = 2 × 52.1 g of INDB OSR100
//    (besanChilla); milk (1 glass) = 258 g of FNDDS 11112110.
// 35 "9 hrs", "2:30 am" no food: dal makhani unquantified = a katori (150 g) of INDB ASC160
//    (fFortySevenDalMakhani); 3 tandoori roti = 3 × 52 g of FNDDS 51300175 (rotiLarge).
// legume:
// 36 ubla kala urad (whole black gram, boiled) by the stated 120 gram = SR26 16084
//    (fThirtyNineBoiledUrad); kala namak and nimbu not counted; "gram" is part of the pulse's name, the
//    unit is the second one.
// 37 green gram pesarattu, 2 of them, by the stated 160 gram = INDB OSR103 (pesarattu, moong bean dosa).
// 38 split bengal gram (chana dal) tadka by the stated 240 gram = INDB OSR142 (channaDal); 2 jowar
//    bhakri = 2 × 55 g = 110 g of roti.
// drinkname:
// 39 one glass amrood = guava juice, 262 g of FNDDS 64203020 (fFiveGuavaNectar, its 250 ml glass); no
//    guava fruit.
// 40 oru (Tamil 1) glass sathukudi = sweet lime juice, 262 g of FNDDS 61210010 (mosambiJuice, its 250 ml
//    glass); no sweet lime fruit.
// 41 2 glasses of apple = apple juice, 2 × 262 g of FNDDS 64104010 (appleJuice, its 250 ml glass); no
//    apples.
// size:
// 42 large fries = 1 large fast food order, 180 g of FNDDS 71401030 (fFiftySevenFriesLarge); a medium
//    coke = 512 g of FNDDS 92410310 (colaMedium).
// 43 a protein bar with no weight stated = 40 g of FNDDS 53729000 (proteinBar, its convention); "10 g
//    protein" is the bar's protein, not its weight.
// 44 a fifth of a 2 litre pepsi bottle = 400 ml = 13.53 fl oz × 31 g = 419.3 g of FNDDS 92410310
//    (colaSmall key, cola).
// cooked:
// 45 chicken beside rotis = chicken curry, a katori (150 g) of FNDDS 27146150 (chickenCurry); 3 rotis =
//    3 × 40 g.
// 46 kobi (cabbage) beside chapati = kobichi bhaji, a katori (120 g) of INDB ASC173 (fEightCabbagePeas,
//    as meals-fresh23.ts "kobichi bhaji"); teen (Marathi 3) chapati = 3 × 40 g.
// 47 kamal kakdi (lotus stem) beside roti = kamal kakdi ki sabzi, a katori (150 g) of INDB ASC196
//    (fNineteenLotusStem, lotus stem curry); do (Hindi 2) roti = 2 × 40 g.
// numberword:
// 48 ondu (Kannada 1) plate chitranna = 319.2 g of INDB ASC124 (fSixLemonRice, its plate); eradu (2)
//    boiled motte = 2 × 50 g of FNDDS 31103010 (egg).
// 49 paanch (Gujarati 5) rotli = 5 × 40 g of roti; valor papdi (flat beans) nu shaak = a katori (120 g)
//    of INDB BFP272 (beansSabzi).
// 50 teen (Urdu 3) ubley anday = 3 × 50 g of FNDDS 31103010 (egg); aik (1) glass doodh = 258 g of FNDDS
//    11112110 (milk).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH57_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'phagwara, bebe ne palak gosht banaya - main chaar phulkeyan naal khaada, dahi vi si ikk katori',
    'punjabi plain numberword',
    'palakGosht=fSixPalakGosht phulkeyan=roti:4 dahi=curd',
  ],
  [
    'kanpur hostel mess lunch - arhar dal, rice, lauki sabzi, 2 rotis and some salad',
    'up plain',
    'arharDal=dal rice:2 laukiSabzi=vegCurry rotis=roti:2 salad=cucumber',
  ],
  [
    'muzaffarpur home lunch after morning practice: rice, chana dal, aloo-parwal sabzi n one papad',
    'bihar plain',
    'rice:2 chanaDal=channaDal alooParwal=vegCurry papad',
  ],
  [
    'bardhaman e pishir bari dupure: bhaat, shukto, cholar dal, sathe ekta pabda macher jhal',
    'bengali plain numberword',
    'bhaat=rice:2 shukto=vegCurry@150 cholarDal=channaDal pabdaJhal=fishCurry',
  ],
  [
    'rourkela hostel re: bhata, dali, bhendi bhaja au chingudi tarkari',
    'odia plain',
    'bhata=rice:2 dali=dal bhendiBhaja=bhindiFry chingudiTarkari=prawnCurry',
  ],
  [
    'dibrugarh, aai r haatot: bhat, dail, kolmou xaak bhaji aru murgi mangxo',
    'assam plain',
    'bhat=rice:2 dail=dal kolmouXaak=spinachCooked murgiMangxo=chickenCurry',
  ],
  [
    'ernakulam hostel ucha oonu - choru, sambar, avial, oru meen varuthathu',
    'kerala plain numberword',
    'choru=rice:2 sambar avial meenVaruthathu=fishFry',
  ],
  [
    'vellore la amma samayal: mor kuzhambu, saadham, kothavarangai poriyal, rendu appalam',
    'tamil plain numberword',
    'morKuzhambu=kadhi saadham=rice:2 kothavarangaiPoriyal=beansSabzi appalam=papad:2',
  ],
  [
    'kurnool lo aadivaram special - kodi pulao oka plate, ullipaya perugu pachadi tho',
    'telugu plain numberword',
    'kodiPulao=fTwentyTwoChickenPulao ullipayaPerugu=fFiftyFiveOnionRaita',
  ],
  [
    'udupi hotel alli oota: anna, saaru, huli, palya mattu ondu glass majjige',
    'kannada plain numberword',
    'anna=rice:2 saaru=rasam huli=sambar palya=vegCurry majjige=buttermilk',
  ],
  [
    'aurangabad, aaichya haatcha jevan - amti, bhaat ani batatyachi bhaji',
    'marathi plain',
    'amti=dal bhaat=rice:2 batatyachiBhaji=alooSabzi',
  ],
  [
    'uttarayan par kaka ne tya: undhiyu ane chaar puri, dhaaba upar j',
    'gujarati plain numberword',
    'undhiyu=vegCurry puri:4',
  ],
  [
    'kota academy mess: dal, 4 rotis, aloo matar n one katori of rice',
    'rajasthan plain',
    'dal rotis=roti:4 alooMatar rice',
  ],
  [
    'shillong hostel dinner - rice with tungrymbai, one red tea (1 sugar)',
    'northeast plain',
    'rice:2 tungrymbai=fFiftyOneSoyabeanCurry redTea=tea@125+sugar',
  ],
  [
    'ponda cafe, early bfast: 3 pao, patal bhaji (one katori) + one chai',
    'goan plain',
    `pao=pav:3 patalBhaji=fThirtyThreeAlooRasedar ${CHAI}`,
  ],
  [
    'swiggy order after the day game: behrouz chicken dum biryani, one regular box, plus a gulab jamun',
    'chain plain',
    'biryani=chickenBiryani gulabJamun=fThirteenGulabJamun',
  ],
  [
    'meal 5 of 6 (lean bulk): 250 g whole milk greek yogurt, 1 banana, 30 g muesli',
    'gym plain',
    'greekYogurt=greekYogurtWhole@250 banana muesli@30',
  ],
  [
    'kashmir camp, evening snack: a cup of fresh cherries n 4 akhrot',
    'fruit plain',
    'cherries=fFiftySevenCherries akhrot=walnuts@16',
  ],
  [
    'poora din ka log: subah bhurji 3 ande wali + 2 toast, lunch chicken pulao aur pyaaz-tamatar ka raita, shaam ko ek cup makhana, raat 2 roti palak paneer',
    'north plain',
    'bhurji=fThirtyTwoAndaBhurji:3 toast=bread:2 chickenPulao=fTwentyTwoChickenPulao raita=fFiftySevenTomatoOnionRaita makhana=fFiveMakhana roti:2 palakPaneer',
  ],
  [
    'chappan dukan, indore: poha (a plate), boiled ande x2 aur ek cuttng',
    'central plain',
    'poha ande=egg:2 cutting=milk@31+tea@30+sugar@2.1',
  ],
  // combinations named with their own parts
  [
    'nimona-chawal, banaras wale ghar pe: nimona ek katori, chawal do katori',
    'up combo numberword',
    'nimona=fSixMatarSabzi chawal=rice:2',
  ],
  [
    'kachori-kadhi in jodhpur: 2 pyaaz kachori + kadhi, one katori, 40 degrees outside',
    'rajasthan combo',
    'pyaazKachori=fSevenKachori:2 kadhi',
  ],
  [
    'idiyappam-paya at the ramzan stall in triplicane - 4 idiyappam, paya one katori',
    'tamil combo',
    'idiyappam=riceNoodles:4 paya=beefCurry',
  ],
  // headers naming the meal, then its list
  [
    'night before the final, my plate → grilled fish, mashed potato n a dinner roll',
    'gym header',
    'grilledFish=fThirtyNineGrilledFish mashedPotato=fThirtyThreeMashedPotato dinnerRoll=pav',
  ],
  [
    'dinner at home → 3 rotis, keema matar, kheera raita',
    'north header',
    'rotis=roti:3 keemaMatar kheeraRaita=fSevenCucumberRaita',
  ],
  [
    'room service order, ranchi (match tmrw): veg pulao, dal tadka, 1 roasted papad',
    'travel header',
    'vegPulao=fThirtyEightVegPulao dalTadka=dal papad',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    'apple cinamon smoothie: 1 apple, 1 cup curd, 1 tsp honey, a pinch of dalchini',
    'gym addon',
    'smoothie=apple+curd@245+honey',
  ],
  [
    'made a hummus-tomato sandwich for the drive: brown bread x2, 2 tbsp hummus, 2 slices of tomato',
    'snack addon',
    'sandwich=brownBread:2+fTwelveHummus:2+tomato:2',
  ],
  [
    'popped an act II butter delite in the hostel microwave, finished the whole bag',
    'snack addon',
    'actPopcorn=popcorn',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'grilled chicken (a 150 g breast), a tsp of olive oil drizzled on top, salt-pepper',
    'gym garnish',
    'grilledChicken@150 oliveOil=oil',
  ],
  [
    'steamed moong sprouts, one katori, topped w a spoon of grated nariyal',
    'gym garnish',
    'sprouts=fSixSproutsBoiled@120 nariyal=fThreeCoconut@5',
  ],
  [
    'final se pehle dahi-cheeni, mummy ka rule: ek katori dahi, 1 tsp cheeni',
    'north garnish',
    'dahi=curd cheeni=sugar',
  ],
  // food amid training, match or travel talk
  [
    '2 catches + 1 stumping behind the stumps today 🧤 night: chicken korma, one katori, n 2 plain naan',
    'north talk',
    'chickenKorma naan:2',
  ],
  [
    'bench 4x8 @ 70 kg, incline db 3x12, dips 3x15, 55 min. then besan chilla x2 + milk (1 glass)',
    'gym talk',
    'besanChilla:2 milk',
  ],
  [
    'overnight bus to gwalior, 9 hrs, dhaba halt near morena at 2:30 am → dal makhani n 3 tandoori roti',
    'travel talk',
    'dalMakhani=fFortySevenDalMakhani tandooriRoti=rotiLarge:3',
  ],
  // legume words next to the unit gram
  [
    'ubla kala urad (whole black gram), 120 gram, kala namak n nimbu daal ke - drinks break mein',
    'north legume',
    'kalaUrad=fThirtyNineBoiledUrad@120',
  ],
  ['green gram pesarattu, 2 of them, roughly 160 gram, no upma today', 'telugu legume', 'pesarattu@160'],
  [
    '240 gram of split bengal gram (chana dal) tadka + 2 jowar bhakri, hostel canteen',
    'marathi legume',
    'chanaDal=channaDal@240 jowarBhakri=roti@110',
  ],
  // drinks named after their main ingredient
  [
    'one glass amrood, without sugar, the cart outside civil lines ground',
    'north drinkname',
    'amrood=fFiveGuavaNectar',
  ],
  ['oru glass sathukudi, ice illama, fielding mudinjathum', 'tamil drinkname numberword', 'sathukudi=mosambiJuice'],
  [
    '2 glasses of apple after the hill sprints, juice centre on the mall road in solan',
    'north drinkname',
    'apple=appleJuice:2',
  ],
  // a large order, a "10 g protein" bar, a share of a stated bottle
  [
    'large fries all to myself + a medium coke, mcd on the yamuna expressway',
    'chain size',
    'fries=fFiftySevenFriesLarge coke=colaMedium',
  ],
  ['munched a protien bar between innings - wrapper says 10 g protein', 'snack size', 'proteinBar'],
  ['2 litre pepsi bottle split 5 ways after the win, so 400 ml for me', 'snack size', 'pepsi=colaSmall@419.3'],
  // a raw word beside a bread means the cooked dish
  ['only chiken n 3 rotis at the mess tonight', 'north cooked', 'chicken=chickenCurry rotis=roti:3'],
  [
    'ratri hostel var kobi hoti, teen chapati barobar',
    'marathi cooked numberword',
    'kobi=fEightCabbagePeas chapati=roti:3',
  ],
  ['mausi ne kamal kakdi banayi, maine do roti li', 'north cooked numberword', 'kamalKakdi=fNineteenLotusStem roti:2'],
  // counts in number words
  [
    'hostel alli ondu plate chitranna, eradu boiled motte - kalaburagi',
    'kannada numberword',
    'chitranna=fSixLemonRice motte=egg:2',
  ],
  [
    'saanje paanch rotli ane valor papdi nu shaak khadhu, mummy na haath nu',
    'gujarati numberword',
    'rotli=roti:5 valorPapdi=beansSabzi',
  ],
  ['fajr ke baad teen ubley anday aur aik glass doodh, phir running', 'urdu numberword', 'anday=egg:3 doodh=milk'],
];
