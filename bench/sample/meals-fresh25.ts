// Benchmark meals written on 2026-11-25 blind, as the twenty-fifth blind set after meals-fresh.ts to
// meals-fresh23.ts, written without running the engine and without reading its code or knowledge:
// each sentence is one log message as athletes really type them on tour and at home (cricketers,
// footballers, a wrestler, a kabaddi player, a boxer, a tennis player, runners and gym-goers in
// India, Pakistan, Bangladesh, Sri Lanka and abroad): long chatty messages with training and match
// talk around the food, several meals in one message (bfast ... lunch ... dinner; iftar ... sehri;
// nashta ... jevan ... ratri; raavile ... uchakku ... raathri), mixed languages, typos and
// abbreviations (n, w, w/, pb, bfast, aftr, wt, wkts, lol, brocoli, bananna, couldnt), quantities in
// katori, vati, bati, pyali, plate, glass, cup, bowl, spoon, tbsp, tsp, pieces, grams and ml, with
// half and quarter portions ("aadhi", "aadha glass", "konjam", "thora", "thodo", "half plate", "mera
// quarter"). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 rows, their portions or a stated convention) before any engine was run on them.
// None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh23.ts.
// Mix (60), over the eleven classes of the issue: combinations named with their own parts (6:
// xitt kodi, puttu kadala, khichdi kadhi, chole chawal, sambar saadam, yakhni pulao raita; combo);
// headers naming a meal and then its breakdown, each with two or three meals in one message (6:
// "rest day log bfast: lunch: dinner:", "Day 2 tea (3:40) - ... stumps dinner @ team hotel:",
// "ramzan log - iftar (7:12): ... sehri (3:45):", "aajcha khana - nashta: jevan: ratri:", "PRE
// (5:30am): POST (after 5x5 squat @ 100kg): MEAL 3:", "dupurer khabar (match er age, 12 tay):",
// whose times, session counts, "5 wkts" and "MEAL 3" are no amounts; header); "X made with Y", a
// smoothie of listed parts, a sandwich with its fillings and brands with their generic food (5: an
// egg sandwich, a pb banana smoothie, MB Biozyme whey in Amul Taaza with Britannia brown bread and
// Amul butter, paneer bhurji made with 200 g paneer, oats chilla made with oats and an egg; addon);
// ingredients, garnishes and fats that are not a full extra serving (5: white makhan on aloo
// parathe, peanuts and curry patta on rava upma, chia and a few blueberries on overnight oats,
// thengapaal and panchasara on idiyappam, a schmear of cream cheese on a bagel; garnish); food amid
// training, match or travel talk whose words and numbers are no food (6: "22 overs", "2/61", "90
// min", "2-1", "78 min", "4:30", "5 km", "300 dand", "200 baithak", "2 ghante", "6 hr bus", "seat
// 23", "6-4 3-6 4-6", "38 degrees", "court 7", "64 kg limit", "65.2"; talk); legume words next to the
// unit gram (6: split green gram, black bengal gram, whole black gram, green gram sprouts, horse
// gram, red gram; three with a stated weight in "g", "gm" or "g ... dal" and three without; the
// Tamil "innaiku naan full veg" is "today I am fully veg", no naan; legume); drinks named after
// their main ingredient (5: sugarcane juice, haldi wala doodh, watermelon juice, adrak wali chai,
// tender coconut with nannari sarbath; drinkname); stated sizes and pack weights (5: a quarter of a
// 200 g Haldiram's bhujia pack, a 60 g Dairy Milk Silk with a medium Pepsi, a Subway footlong with a
// 500 ml Gatorade, a 60 g protein bar whose "20 g protein" is its protein, half a plate of biryani
// with a 300 ml Thums Up; size); raw vs cooked from context (5: kaddu beside puri and karela beside
// bajra roti are cooked sabzi; rajma weighed raw before soaking, chicken breast weighed raw and rice
// weighed raw are dry or raw weights; cooked); counts in number words (6 lines: Malayalam randu, oru,
// naalu; Kannada eradu, ondu, mooru; Gujarati be, ek, tran; Punjabi do, ikk, tinn; Telugu naalugu,
// rendu, moodu, where "rendu sessions" is no food; Bengali duto, ekta, ek, tinte; numberword), and
// Hindi (paanch, ek), Urdu (aik, do), Marathi (don) and Tamil (rendu, oru) number words inside talk,
// header and combo lines; plain everyday logs of 2-3 foods (5; plain).
// Five new reference foods (reference-foods.ts, prefix fTwentyFive): INDB ASC151 washed moong dal
// (split green gram dal, a katori = 150 g), INDB BFP141 mutton pulao (a plate = 300 g, as
// fTwentyTwoChickenPulao), SR26 16032 red kidney beans, raw (rajma weighed dry; 1 cup = 184 g),
// FNDDS 51180010 bagel (1 regular = 105 g) and FNDDS 14301010 cream cheese (quantity not specified =
// 30 g, 2 tbsp); every other item is an existing key of reference-foods.ts. (INDB BFP393 rasmalai,
// whose "piece" of 317 g is a guessed unit, was looked at and not used; FNDDS 25221405 pork sausage
// was looked at for an English breakfast and not used.)
// Conventions and proxies used here, each for the meal that names it:
// combo: xitt kodi = 2 katori ukde rice (Goan parboiled red rice) = 200 g of FNDDS 56205008 white rice
// (KATORI_RICE), 1 katori fish curry = 150 g of FNDDS 27150320 and 1 piece rava fried kingfish = one
// fried fish steak of FNDDS 26100140 (fishFry, 67 g; meals-fresh11.ts "ek piece ilish bhaja"); 2
// puttu = 2 × (60 g of SR26 20061 rice flour + 20 g of SR26 12108 dried coconut), one item (the
// meals-fresh19.ts puttu), kadala curry oru katori = 150 g of INDB ASC161 black channa curry
// (blackChanaCurry) and oru chaya = meals.ts CHAI (meals-fresh13.ts "oru chaya"); khichdi 2 vati
// = 300 g of FNDDS 41311040 (meals.ts "2 katori khichdi"), kadhi 1 vati = 150 g of the kadhi key and
// ek sekelo papad = 9 g of FNDDS 41311000; chole 1 katori = 150 g of FNDDS 41302010 and "1 full
// plate chawal" = 200 g of rice (meals-fresh17.ts plate of rice), the onion and lemon on top not
// counted; sambar saadam = rendu (2) katori saadam = 200 g of rice, oru (1) katori sambar = 150 g of
// FNDDS 41311020, 2 appalam = 2 × 9 g of papad and konjam (a little) beans poriyal = half a katori,
// 60 g of INDB BFP272 (beansSabzi); yakhni pulao 1 plate = 300 g of INDB BFP141
// (fTwentyFiveMuttonPulao), aik pyali raita = a katori of FNDDS 11411100 yogurt (curd, 150 g; a
// pyali = a katori, meals-fresh7.ts) and thora salad = half of the meals.ts 100 g cucumber salad (50
// g).
// header: rest day log = 2 boiled eggs (2 × 50 g of FNDDS 31103010), 2 brown bread = 2 × 36 g of
// FNDDS 51300110, pb unquantified on them = 1 tbsp (16 g of FNDDS 42202000), 1 glass milk = 258 g of
// FNDDS 11112110, 1 plate rice = 200 g, 1 katori rajma = 150 g of FNDDS 41106010, salad = 100 g of
// cucumber (meals.ts), 3 roti = 120 g and palak paneer 1 katori = 150 g of FNDDS 72125310; Day 2 tea =
// 2 cup chai = meals-fresh.ts "kadak chai 2 cups" (124 g milk + 120 g tea + 2 tsp sugar, one item)
// and 4 marie = 4 × 7 g of FNDDS 53241510, stumps dinner = 2 chapati = 80 g, dal makhani 1 bowl =
// 250 g of FNDDS 41311030 (meals.ts "dal makhani" is the dal key; "1 bowl dal" = 250 g), jeera rice 1
// katori = 100 g of INDB BFP134 and 1 gulab jamun = 40 g (fThirteenGulabJamun); ramzan log = 3 khajoor
// = 3 × 8 g of FNDDS 62110100, 1 glass rooh afza doodh = 262 g of FNDDS 11519105 (fThreeRoseMilk, as
// meals-fresh4.ts "rooh afza wala doodh"), 2 samosay = 2 × 100 g of FNDDS 58124500, 1 katori fruit
// chaat = 150 g of FNDDS 63311050, 2 parathay = 2 × 70 g of FNDDS 51300185, aik anda fry = one egg of
// FNDDS 31105030 (friedEgg, 55 g) and chai = CHAI; aajcha khana = kanda pohe 1 plate = 180 g (poha),
// chaha = CHAI, 3 chapati = 120 g, varan bhaat beside chapati unquantified = a katori of dal (150 g)
// and a katori of rice (100 g), bhendi unquantified = a katori of INDB BFP269 (bhindiFry, 120 g), don
// (2) bhakri = 110 g of the roti key (meals-fresh10.ts "2 jowar bhakri") and 1 vati matki usal = a
// katori of FNDDS 41108010 cooked mung beans (sprouts, 120 g; proxy for sprouted moth beans, as
// meals-fresh22.ts misal); PRE/POST/MEAL 3 = a banana (126 g), black coffee = 240 g of FNDDS
// 92101000, 1 scoop whey = 30 g of FNDDS 95230000 (its water not counted), 4 egg whites = 4 × 33 g of
// FNDDS 31108110, 2 slices multigrain toast = 2 × 36 g of FNDDS 51601020, chicken breast by the stated
// 150 g = FNDDS 24122131, 1 cup brown rice = 158 g of FNDDS 56205018 and steamed broccoli
// unquantified = 1 cup (155 g of FNDDS 72201211); dupurer khabar = 1 plate bhaat = 200 g of rice,
// musur dal unquantified = a katori of the dal key (FNDDS 41311030 lentil curry, 150 g), alu posto =
// a katori of potato sabzi (alooSabzi, 120 g) + 1 tbsp poppy seed (8.8 g of SR26 02033), one item
// (meals-fresh4.ts aloo posto), ekta ilish bhaja = one fried fish steak (fishFry, 67 g) and ekta
// rosogolla = 60 g of INDB BFP392 with its syrup (fSevenRasgulla).
// addon: the egg sandwich = 2 brown bread (2 × 36 g) + 2 boiled eggs (2 × 50 g) + "a bit of mayo" =
// 1 tsp (4.6 g, a third of the FNDDS 83107000 tbsp of 13.8 g), one item; the smoothie = 1 kela (126
// g) + 1 tbsp peanut butter (16 g) + 250 ml doodh = 258 g of FNDDS 11112110 + 20 g of SR26 20038
// rolled oats (fSevenOats), one item, the ice not counted; MB Biozyme 1 scoop = 30 g of FNDDS
// 95230000 whey, 300 ml Amul Taaza (toned milk) = 309 g of FNDDS 11112110, 2 slices Britannia brown
// bread = 2 × 36 g and Amul butter unquantified on 2 slices = 1 tsp a slice (2 × 5 g; meals-fresh12.ts
// "1 toast w/ butter"); paneer bhurji made with 200 g paneer and 1 tsp oil = 200 g of IFCT L003
// paneer + 4.5 g of oil, one item (meals.ts "paneer bhurji" is paneer + oil), and 3 roti = 120 g;
// oats chilla made with 40 g oats, 1 egg and 1 tsp oil = 40 g of fSevenOats + one boiled-egg weight
// of egg (50 g of FNDDS 31103010) + 4.5 g of oil, one item, its onion and tomato not counted.
// garnish: 2 aloo parathe = 2 × 93.4 g of INDB ASC098 and white makhan unquantified on them = 1 tsp
// a paratha (2 × 5 g of FNDDS 81101000; meals-fresh.ts "paneer paratha with white butter"), the
// achaar not counted (meals.ts "paratha with pickle"), ek glass lassi = meals.ts LASSI (200 g curd +
// 3 tsp sugar); rava upma 1 plate = 200 g of FNDDS 58174000 (meals.ts "upma one plate"), "a few
// roasted peanuts" on it = 10 g (meals-fresh.ts "lemon rice with peanuts"), the curry patta not
// counted, and filter coffee = meals.ts COFFEE; overnight oats = 40 g of fSevenOats, 150 ml milk =
// 155 g of FNDDS 11112110, 1 tsp chia = 3.5 g (a third of the FNDDS 43108010 tbsp of 10.5 g) and "a
// few blueberries" = 10 berries = 20 g (FNDDS 63203010: 1 berry = 2 g); idiyappam 4 = 4 × 40 g of
// FNDDS 56117090 (riceNoodles), thengapaal (coconut milk) unquantified poured over = 1 fl oz = 30 g of
// FNDDS 42401010 (fFiveCoconutMilk) and a spoon of panchasara (sugar) = 1 tsp (4.2 g); 1 everything
// bagel = 105 g of FNDDS 51180010 (fTwentyFiveBagel), a schmear of cream cheese = 30 g of FNDDS
// 14301010 (fTwentyFiveCreamCheese, its quantity not specified) and a black coffee = 240 g.
// talk: rice n curry after stumps = 2 cups rice = 316 g (FNDDS 56205008: 1 cup = 158 g), dhal curry
// unquantified = a katori of dal (150 g), chicken curry unquantified = a katori (150 g of FNDDS
// 27146150), pol sambol = 10 g of SR26 12104 grated coconut (meals-fresh22.ts pol sambol) and a king
// coconut = 240 g of FNDDS 42403010 coconut water (meals-fresh11.ts); 2 bati bhaat = 200 g, 1 bati
// murgir jhol = 150 g of chicken curry and ekta dim sheddho = one boiled egg (50 g); the wrestler's 1
// litre doodh = 4 × 258 g of FNDDS 11112110 (1032 g), 10 badam = 10 × 1.2 g, paanch (5) roti = 200 g,
// ek katori dal = 150 g, ek katori dahi = 150 g and thoda gur = 10 g of FNDDS 91102010 (jaggery;
// meals-fresh22.ts "ghee n gur"); 1 plate chole bhature = 2 bhature (2 × 70 g of FNDDS 51300180 puri,
// meals-fresh.ts "2 bhature n a katori of chole") + 1 katori chole (150 g) and ek glass lassi = LASSI;
// chicken caesar salad = FNDDS 27446360 salad (286 g) + FNDDS 83102000 caesar dressing (29 g), one
// item (meals-fresh12.ts CAESAR), and a coke = 1 can (372 g of FNDDS 92410310, colaSmall); do (2)
// ublay anday = 2 × 50 g, aik (1) seb = 200 g of FNDDS 63101000 and green tea 2 cup = 2 × 240 g of
// FNDDS 92303010.
// legume: pesara pappu (split green gram dal) oka katori = 150 g of INDB ASC151
// (fTwentyFiveMoongDal), rendu katori annam = 200 g of rice and majjiga oka glass = 250 g of FNDDS
// 11115100 buttermilk; kadalai sundal (black bengal gram tempered with oil) by the stated 100 g =
// FNDDS 41302010 chickpeas from dried, fat added (chole, its match widened by the label "kadalai
// sundal"); maah di dal (whole black gram) ikk katori = 150 g of INDB ASC159 whole urad
// (fSixWholeUrad), do makki di roti = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti) and gur di ikk dali =
// 10 g of jaggery; green gram sprouts by the stated 100 gm = SR26 11043 raw mung bean sprouts
// (fFiveMoongSprouts), eaten raw with onion, tomato and lemon not counted; ulavacharu (Andhra horse
// gram soup-dal) 1 bowl = 250 g of INDB OSR143 (kulthiDal; meals-fresh15.ts "horse gram soup 1 bowl")
// , 2 katori rice = 200 g and a 2 egg omelette = 2 × 55 g of FNDDS 32130010; paruppu saadam = 1 cup
// rice = 158 g, red gram dal by the stated 150 g = FNDDS 41311030 (dal; meals-fresh13.ts "red gram
// (arhar) dal 150 gram") and a spoon of nei (ghee) = 1 tsp (5 g; meals-fresh18.ts "a spoon of ghee").
// drinkname: sugarcane juice 1 big glass by the stated 400 ml = 419 g of FNDDS 92612010 (1 fl oz = 31
// g, 250 ml = 262 g); haldi wala doodh 1 glass = 258 g of FNDDS 11112110 milk (the turmeric not
// counted); watermelon juice 2 glass = 2 × 254 g of FNDDS 64133100; adrak wali chai 2 cup = 124 g
// milk + 120 g tea + 2 tsp sugar, one item (meals-fresh15.ts "ginger tea, 2 cups"), and 2 rusk = 2 ×
// 10 g of FNDDS 51188500; tender coconut x2 = 2 × 240 g of coconut water and a glass of nannari
// sarbath = 250 g of INDB OSR008 (fSixNannari).
// size: a quarter ("mera quarter") of a 200 g Haldiram's aloo bhujia pack = 50 g of INDB OSR147 sev
// (its match has bhujia); a Dairy Milk Silk bar by the stated 60 g = FNDDS 91705010 milk chocolate and
// a medium Pepsi = FNDDS 92410310 1 medium drink (512 g); a Subway footlong chicken teriyaki = 480 g
// of FNDDS 27540290 chicken sub (6" = 240 g) and a 500 ml Gatorade = 524 g of FNDDS 95321000 (1 fl oz
// = 31 g; "2 am" and "3 hrs" no amounts); a Yoga Bar protein bar by the stated 60 g = FNDDS 53729000
// (proteinBar; its "20 g protein" is its protein, not its weight) and black coffee = 240 g; half
// plate chicken biryani = half of the 300 g plate (150 g) and a 300 ml Thums Up = 314 g of FNDDS
// 92410310 cola (colaSmall: 12 fl oz = 372 g, so 1 ml ≈ 1.048 g).
// cooked: kaddu beside puri = a katori of FNDDS 73201020 pumpkin, cooked (fFivePumpkin, 120 g) and 4
// puri = 4 × 36 g; rajma by the stated 70 g raw = SR26 16032 red kidney beans, raw
// (fTwentyFiveRawRajma), the stated 1 tsp oil of its curry = 4.5 g and 2 phulka = 80 g; chicken breast
// by the stated 250 g raw weight = SR26 05062 raw breast (fNineteenRawChickenBreast), air fried with no
// oil stated, and kheera = 100 g of cucumber; karela beside bajra roti = a katori of FNDDS 75208310
// bitter melon, cooked (bitterMelon, 120 g) and 2 bajre ki roti = 2 × 85 g of INDB ASC150 makki ki
// roti (the meals-fresh22.ts bajra roti proxy); rice by the stated 80 g raw = SR26 20044
// (fTwentyRawRice), 1 katori chicken curry = 150 g and kheera = 100 g.
// numberword: raavile randu (2) dosa = 2 × 80 g of FNDDS 55702100, oru (1) chaya = CHAI, uchakku
// choru unquantified = 2 katori (200 g), sambar unquantified = a katori (150 g), thoran = a katori of
// INDB ASC181 (cabbagePoriyal, 120 g), raathri naalu (4) chapathi = 160 g and oru bowl chicken curry =
// 250 g (the 1-bowl convention); beligge eradu (2) idli = 80 g and ondu (1) vade = 40 g, ondu plate
// bisibele bath = 250 g of FNDDS 41311040 (meals.ts "bisi bele bath 1 plate"), mooru (3) chapati =
// 120 g and palya unquantified = a katori of FNDDS 75440600 (vegCurry, 120 g); be (2) thepla = 2 ×
// 36.4 g of INDB OSR104, ek cup cha = CHAI, tran (3) rotli = 120 g, ek vati dal = 150 g, thodo bhaat
// = half a katori (50 g), ringan nu shaak = a katori of FNDDS 75217020 (fTwentyOneEggplant, 120 g) and
// ek glass chhaas = 250 g of buttermilk; do (2) parathe = 2 × 70 g with makhan naal = 1 tsp a paratha
// (2 × 5 g), ikk glass lassi = LASSI, tinn (3) roti = 120 g and sarson da saag unquantified = a katori
// of INDB ASC217 (fThreeSarsonSaag, 150 g); naalugu (4) idli = 160 g, rendu (2) vada = 80 g, annam
// pappu unquantified = 2 katori of rice (200 g) and a katori of dal (150 g), moodu (3) chapathi = 120
// g and kodi koora unquantified = a katori of chicken curry (150 g); duto (2) porota = 2 × 70 g of
// paratha, ekta dim bhaji = a one-egg omelette (FNDDS 32130010, 55 g; meals.ts "dim bhaji"), bhaat
// unquantified = 2 katori (200 g), dal = a katori (150 g), ek piece rui maacher jhol = a katori of
// FNDDS 27150320 fish curry (150 g), tinte (3) ruti = 120 g and shobji unquantified = a katori of
// vegCurry (120 g).
// plain: 4 roti = 160 g, bhindi 1 katori = 120 g of INDB BFP269 and dahi unquantified = a katori (150
// g); 2 boiled eggs = 100 g, 1 apple = 200 g and aadha glass doodh = half of 258 g (129 g); lemon rice
// 1 plate = 319.2 g of INDB ASC124 (fSevenLemonRice) and 1 katori curd = 150 g; 2 chapati = 80 g and
// aik pyali aloo gosht = a katori of FNDDS 27116100 beef curry (beefCurry, the mutton curry proxy, 150
// g); khichuri 1 plate = 250 g of FNDDS 41311040 (meals.ts "pongal 1 plate") and 2 ta beguni = 2 × 40
// g of FNDDS 75412010 (fSevenBegunBhaja), the achar not counted.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH25_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'xitt kodi for lunch after the morning session at duler - 2 katori ukde rice, 1 katori fish curry n 1 piece rava fried kingfish. coach says no more fried stuff till the derby lol',
    'goan combo',
    'ukdeRice=rice:2 fishCurry kingfishFry=fishFry',
  ],
  [
    'puttu kadala bfast - 2 puttu, kadala curry oru katori, pinne oru chaya. 6.30 nu ground il ethanam, so vegam kazhichu',
    'kerala combo',
    `puttu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 kadalaCurry=blackChanaCurry ${CHAI}`,
  ],
  [
    'raat nu jaman, khichdi kadhi - khichdi 2 vati, kadhi 1 vati ane ek sekelo papad. aaje 40 overs fielding kari, pag dukhe che',
    'west combo',
    'khichdi@300 kadhi papad',
  ],
  [
    'chole chawal - 1 katori chole aur 1 full plate chawal, upar se pyaaz nimbu. academy mess mein, 3 ghante nets ke baad bhookh se haal kharab tha',
    'north combo',
    'chole rice@200',
  ],
  [
    'sambar saadam lunch - rendu katori saadam la oru katori sambar oothi, 2 appalam, konjam beans poriyal. chepauk la nets 2 to 5',
    'south combo',
    'saadamRice=rice:2 sambar papad:2 beansSabzi@60',
  ],
  [
    'yakhni pulao raita - 1 plate mutton yakhni pulao, aik pyali raita aur thora salad. camp ka khana aaj zabardast tha, coach bhi khush',
    'pakistani combo',
    'fTwentyFiveMuttonPulao raita=curd cucumber@50',
  ],
  // headers naming the meal, then its breakdown (several meals in one message)
  [
    'rest day log 🙂 bfast: 2 boiled eggs, 2 brown bread w pb, 1 glass milk. lunch: 1 plate rice, 1 katori rajma, salad. dinner: 3 roti n palak paneer 1 katori. no snacks today, proud of myself',
    'gym header',
    'egg:2 brownBread:2 peanutButter milk rice@200 rajma cucumber roti:3 palakPaneer',
  ],
  [
    'Day 2 tea (3:40) - 2 cup chai n 4 marie. stumps dinner @ team hotel: 2 chapati, dal makhani 1 bowl, jeera rice 1 katori n 1 gulab jamun. 5 wkts today 🔥',
    'north header',
    'chai=milk@124+tea@120+sugar:2 marie:4 roti:2 dalMakhani=dal@250 jeeraRice fThirteenGulabJamun',
  ],
  [
    'ramzan log - iftar (7:12): 3 khajoor, 1 glass rooh afza doodh, 2 samosay, 1 katori fruit chaat. sehri (3:45): 2 parathay, aik anda fry aur chai',
    'pakistani header',
    `dates:3 roohAfzaMilk=fThreeRoseMilk samosa:2 fruitChaat paratha:2 andaFry=friedEgg ${CHAI}`,
  ],
  [
    'aajcha khana - nashta: kanda pohe 1 plate ani chaha. jevan: 3 chapati, varan bhaat ani bhendi. ratri: don bhakri ani 1 vati matki usal. udya match aahe',
    'west header',
    `poha ${CHAI} roti:3 varanDal=dal bhaatRice=rice bhindiFry bhakri=roti@110 matkiUsal=sprouts`,
  ],
  [
    'PRE (5:30am): 1 bananna + black coffee. POST (after 5x5 squat @ 100kg): 1 scoop whey in water, 4 egg whites, 2 slices multigrain toast. MEAL 3: 150g chicken breast, 1 cup brown rice, steamed brocoli',
    'gym header',
    'banana blackCoffee whey fSevenEggWhite:4 fTwelveMultigrainBread:2 chickenBreast@150 brownRice@158 broccoli',
  ],
  [
    'dupurer khabar (match er age, 12 tay): 1 plate bhaat, musur dal, alu posto ar ekta ilish bhaja. bikele ekta rosogolla, tar beshi na',
    'east header',
    'rice@200 musurDal=dal aluPosto=alooSabzi+fFourPoppySeed ilish=fishFry fSevenRasgulla',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, brands with their generic food
  [
    'egg sandwich made with 2 brown bread, 2 boiled eggs n a bit of mayo - packed it for the bus to mohali, 4 hr ride',
    'gym addon',
    'sandwich=brownBread:2+egg:2+mayonnaise@4.6',
  ],
  [
    'pb banana smoothie - 1 kela, 1 tbsp peanut butter, 250 ml doodh, 20 g oats n ice. drank it in the car to the ground',
    'gym addon',
    'smoothie=banana+peanutButter+milk+fSevenOats@20',
  ],
  [
    'MB biozyme 1 scoop in 300 ml Amul Taaza, n 2 slices Britannia brown bread with Amul butter - post chest day',
    'gym addon',
    'whey milk@309 brownBread:2 butter:2',
  ],
  [
    'paneer bhurji made with 200 g paneer n 1 tsp oil, with 3 roti. cutting phase chal raha hai so no rice',
    'north addon',
    'bhurji=paneer@200+oil roti:3',
  ],
  [
    'oats chilla made with 40 g oats, 1 egg, onion n tomato, cooked in 1 tsp oil - made 2 small chillas out of it',
    'gym addon',
    'chilla=fSevenOats@40+egg+oil',
  ],
  // ingredients, garnishes and fats that are not a full extra serving
  [
    '2 aloo parathe with white makhan n achaar, plus ek glass lassi. mummy ne zabardasti khilaya 😅 kal se diet pakka',
    'north garnish',
    `alooParatha:2 butter:2 ${LASSI}`,
  ],
  [
    'rava upma 1 plate, a few roasted peanuts n curry patta on top, then filter coffee. bus to mysore at 7',
    'south garnish',
    `upma@200 peanuts@10 ${COFFEE}`,
  ],
  [
    'overnight oats - 40 g oats soaked in 150 ml milk, 1 tsp chia n a few blueberries on top',
    'gym garnish',
    'fSevenOats@40 milk@155 fFourChia@3.5 fFiveBlueberries@20',
  ],
  [
    'idiyappam 4 with thengapaal n a spoon of panchasara, ammachi special, sunday',
    'kerala garnish',
    'riceNoodles:4 fFiveCoconutMilk sugar',
  ],
  [
    'toronto, before the GT20 game: 1 everything bagel with a schmear of cream cheese n a black coffee',
    'abroad garnish',
    'fTwentyFiveBagel fTwentyFiveCreamCheese blackCoffee',
  ],
  // food amid training, match or travel talk
  [
    'bowled 22 overs today at the SSC, 2/61, legs are gone machan. after stumps rice n curry - 2 cups rice, dhal curry, chicken curry, pol sambol n then a king coconut',
    'srilankan talk',
    'rice@316 dal chickenCurry polSambol=fThreeCoconut kingCoconut=coconutWater',
  ],
  [
    '90 min khela holo, 2-1 e jitlam, ami 78 min e goal korlam!! raate 2 bati bhaat, 1 bati murgir jhol ar ekta dim sheddho',
    'east talk',
    'rice:2 murgirJhol=chickenCurry dimEgg=egg',
  ],
  [
    'subah 4:30 uthke 5 km daud, 300 dand aur 200 baithak, guru ji ne 2 ghante akhade mein ragda. fir 1 litre doodh aur 10 badam. dopahar mein paanch roti, ek katori dal, ek katori dahi aur thoda gur',
    'north talk',
    'milk@1032 almonds:10 roti:5 dal curd jaggery@10',
  ],
  [
    'delhi to jaipur 6 hr bus for the pro kabaddi trials, seat 23 next to the loo 🤢. behror dhaba pe 1 plate chole bhature aur ek glass lassi, bas',
    'travel talk',
    `chole bhature=puri@140 ${LASSI}`,
  ],
  [
    'lost the QF 6-4 3-6 4-6 😞 38 degrees on court 7, cramped in the 3rd. dinner at the hotel - chicken caesar salad n a coke, couldnt eat much',
    'abroad talk',
    'caesar=fTwelveCaesarSalad+fTwelveCaesarDressing colaSmall',
  ],
  [
    'weigh-in kal subah 7 baje, 64 kg limit hai aur abhi 65.2 pe hoon. aaj sirf do ublay anday, aik seb aur green tea 2 cup',
    'pakistani talk',
    'egg:2 apple greenTea:2',
  ],
  // legume words next to the unit gram
  [
    'pesara pappu (split green gram) oka katori, rendu katori annam, majjiga oka glass. hostel lunch aftr 2 hr session',
    'south legume',
    'fTwentyFiveMoongDal annamRice=rice:2 majjigaButtermilk=buttermilk',
  ],
  [
    'kadalai sundal (black bengal gram) 100 g at 5 pm, after fielding drills',
    'south legume',
    'kadalaiSundal=chole@100',
  ],
  [
    'maah di dal (whole black gram) ikk katori te do makki di roti, naal gur di ikk dali',
    'north legume',
    'fSixWholeUrad fThreeMakkiRoti:2 jaggery@10',
  ],
  [
    'green gram sprouts 100 gm with onion, tomato n lemon - pre workout at 6, then 10k',
    'gym legume',
    'fFiveMoongSprouts@100',
  ],
  [
    'ulavacharu (horse gram) 1 bowl with 2 katori rice n a 2 egg omelette, vijayawada',
    'south legume',
    'kulthiDal@250 rice:2 omelette:2',
  ],
  [
    'paruppu saadam - 1 cup rice mixed with 150 g red gram dal n a spoon of nei. innaiku naan full veg',
    'south legume',
    'rice@158 dal@150 ghee',
  ],
  // drinks named after their main ingredient
  ['sugarcane juice 1 big glass (400 ml) at the roadside after the long run', 'west drinkname', 'sugarcaneJuice@419'],
  ['haldi wala doodh 1 glass raat ko, ghutne mein sujan hai abhi bhi', 'north drinkname', 'haldiDoodhMilk=milk'],
  ['watermelon juice 2 glass at the stall outside wankhede, 36 degree heat', 'west drinkname', 'watermelonJuice:2'],
  [
    'adrak wali chai 2 cup n 2 rusk, dharamshala ki thand mein subah subah',
    'north drinkname',
    'adrakChai=milk@124+tea@120+sugar:2 fFourRusk:2',
  ],
  [
    'tender coconut x2 n a glass of nannari sarbath at the beach road stall, after the sand runs',
    'south drinkname',
    'coconutWater:2 fSixNannari',
  ],
  // stated sizes and pack weights
  [
    "Haldiram's aloo bhujia 200 g ka packet, 4 roommates ne khatam kiya IND vs AUS dekhte dekhte, mera quarter hi tha",
    'north size',
    'sev@50',
  ],
  ['cheat day 🙈 Dairy Milk Silk 60 g bar n a medium Pepsi at PVR', 'western size', 'milkChocolate@60 colaMedium'],
  [
    'Subway footlong chicken teriyaki n a 500 ml Gatorade, airport at 2 am, flight delayed 3 hrs',
    'travel size',
    'chickenSub@480 sportsDrink@524',
  ],
  ['pre gym: Yoga Bar protein bar 60 g (20 g protein) n black coffee', 'gym size', 'proteinBar@60 blackCoffee'],
  ['half plate chicken biryani n a 300 ml Thums Up at the canteen', 'north size', 'chickenBiryani@150 colaSmall@314'],
  // raw vs cooked from context
  ['bhandare mein kaddu aur 4 puri kha li, fir kuch nahi', 'north cooked', 'fFivePumpkin puri:4'],
  [
    'rajma - weighed 70 g raw before soaking - made into curry with 1 tsp oil, ate with 2 phulka',
    'gym cooked',
    'fTwentyFiveRawRajma@70 oil roti:2',
  ],
  [
    'chicken breast 250 g (raw wt), marinated n air fried, with kheera',
    'gym cooked',
    'fNineteenRawChickenBreast@250 cucumber',
  ],
  [
    'karela aur 2 bajre ki roti, nani ke ghar, garmi mein bhi yahi milta hai',
    'north cooked',
    'bitterMelon bajraRoti=fThreeMakkiRoti:2',
  ],
  [
    '80 g rice (raw) + 1 katori chicken curry + kheera - weighed everything today',
    'gym cooked',
    'fTwentyRawRice@80 chickenCurry cucumber',
  ],
  // counts in Malayalam, Kannada, Gujarati, Punjabi, Telugu and Bengali number words
  [
    'raavile randu dosa, oru chaya; uchakku choru, sambar, thoran; raathri naalu chapathi, oru bowl chicken curry. naale practice match und',
    'kerala numberword',
    `dosa:2 ${CHAI} choruRice=rice:2 sambar thoran=cabbagePoriyal roti:4 chickenCurry@250`,
  ],
  [
    'beligge eradu idli ondu vade, madhyahna ondu plate bisibele bath, ratri mooru chapati palya',
    'karnataka numberword',
    'idli:2 vada bisibeleBath=khichdi@250 roti:3 palya=vegCurry',
  ],
  [
    'savare be thepla ne ek cup cha, bapore tran rotli, ek vati dal, thodo bhaat ne ringan nu shaak. sanje ek glass chhaas',
    'west numberword',
    `thepla:2 ${CHAI} roti:3 dal rice@50 fTwentyOneEggplant buttermilk`,
  ],
  [
    'ajj savere do parathe makhan naal te ikk glass lassi, raat nu tinn roti te sarson da saag',
    'north numberword',
    `paratha:2 butter:2 ${LASSI} roti:3 fThreeSarsonSaag`,
  ],
  [
    'poddunna naalugu idli rendu vada, madhyanam annam pappu, raatri moodu chapathi kodi koora. eeroju rendu sessions',
    'south numberword',
    'idli:4 vada:2 annamRice=rice:2 pappuDal=dal roti:3 kodiKoora=chickenCurry',
  ],
  [
    'sokale duto porota ar ekta dim bhaji, dupure bhaat, dal ar ek piece rui maacher jhol, raate tinte ruti ar shobji',
    'bangladeshi numberword',
    'porotaParatha=paratha:2 dimBhaji=omelette rice:2 dal ruiMaach=fishCurry rutiRoti=roti:3 shobji=vegCurry',
  ],
  // plain everyday logs of 2-3 foods
  ['4 roti, bhindi 1 katori n dahi', 'north plain', 'roti:4 bhindiFry curd'],
  ['2 boiled eggs, 1 apple n aadha glass doodh, 11 baje', 'gym plain', 'egg:2 apple milk@129'],
  ['lemon rice 1 plate n 1 katori curd, tiffin', 'south plain', 'fSevenLemonRice curd'],
  ['2 chapati aur aik pyali aloo gosht', 'pakistani plain', 'roti:2 alooGosht=beefCurry'],
  ['khichuri 1 plate, 2 ta beguni ar achar', 'bangladeshi plain', 'khichdi@250 fSevenBegunBhaja:2'],
];
