// Benchmark meals written on 2026-11-25 blind, as the twenty-ninth blind set, written without
// running the engine and without reading its code, knowledge, tests, scripts or docs: each sentence
// is one log message of a typical week of an athlete's logs, as an outside evaluator of an Indian
// athletes' meal parser would write them for a final balanced held-out set, typed by many different
// athletes (cricketers, footballers, a fast bowler at Pakistan trials, a Sri Lankan club batter,
// lifters, runners, a pilates regular, hostel students and touring players in India, Pakistan,
// Bangladesh, Sri Lanka, Nepal and abroad): terse or chatty, with typos and
// abbreviations (n, b4, bfast, aftr, w/, mcd, wt, brocoli, chiken, #3), Hinglish and romanised
// Tamil, Telugu, Kannada, Malayalam, Bengali, Assamese, Marathi, Gujarati, Punjabi, Urdu and Nepali.
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 rows, their portions or a stated convention) before and independently of any engine
// run. None is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh27.ts.
// Mix (60): half everyday Indian home, hostel, canteen and street food of all regions (30), a
// quarter gym and western food (15: a chicken rice broccoli prep box, scrambled eggs, a green whey
// smoothie, Kellogg's muesli, a chicken wrap, Greek yogurt, chicken tikka after leg day, boiled
// kabuli chana by weight, beet juice, McDonald's, Domino's, a protein shake tetra pack, Starbucks,
// quinoa weighed dry, an airport veg puff and cappuccino) and a quarter regional and
// neighbouring-country dishes (15: Karachi nihari naan, Bangladeshi bhuna khichuri and gorur
// mangsho, a Nepali dal bhat tarkari, an Assamese masor tenga dinner, a Pakistani halwa puri
// nashta and chaar anday ka omelette, Sri Lankan egg hoppers and a lunch packet, Bihari dahi chura,
// Kolhapuri misal, a Kerala sadya payasam and porotta beef fry, Karnataka togari bele huli with ragi
// mudde, Kashmiri noon chai with girda). Three messages hold 2 or 3 meals (a cheat day, a Marathi
// day and a day log). Over the eleven classes: combinations named with their own parts (6; combo);
// headers naming the meal and then its breakdown (6; header); "X made with Y", a smoothie of listed
// parts, sandwiches and a wrap with their fillings, a brand with its generic food (6; addon);
// ingredients, garnishes and fats that are not a full extra serving (6; garnish); food amid
// training, match or travel talk (6; talk); legume words beside the unit gram (5; legume); drinks
// named after their main ingredient (5; drinkname); stated sizes and pack weights (6; size); raw vs
// cooked from context (5; cooked); counts in number words (5; numberword) and plain everyday logs
// (4; plain).
// Three new reference foods (reference-foods.ts, prefix fTwentyNine): SR26 11457 raw spinach (1 cup
// = 30 g), SR26 20647 millet flour (proxy for ragi flour; 1 cup = 119 g, so 1 tbsp ≈ 7.4 g) and
// FNDDS 52302010 fruit muffin (a blueberry muffin, 1 medium = 130 g); every other item is an
// existing key of reference-foods.ts. (INDB ASC052 rice flakes (a 112 kcal bowl with milk), INDB
// ASC375 vegetable burger (50.6 % fat), INDB BFP153 appam (22.6 % fat) and INDB OSR139 dal makhani
// were looked at and not used: dry chura and poha are taken as SR26 20044 raw rice, the burger
// is a McChicken, hoppers keep the meals.ts dosa convention and dal makhani keeps the meals.ts dal.)
// Conventions and proxies used here, each for the meal that names it:
// combo: puri bhaji = 5 puri (5 × 36 g of FNDDS 51300180) and 1 katori batata bhaji = 120 g of
// potato sabzi (alooSabzi, FNDDS 71103030; "7 am" no amount); rasam rice with urulai roast = 2 cup
// rice = 2 × 158 g of FNDDS 56205008 (1 cup cooked = 158 g), rasam unquantified = a katori (150 g)
// of INDB BFP176 and a katori of potato roast = 120 g of alooSabzi; the chicken rice broccoli box =
// the stated 200 g of FNDDS 24122131 roasted chicken breast, 150 g of cooked white rice (FNDDS
// 56205008 for basmati) and 100 g of FNDDS 72201211 broccoli ("#3 of 5" no amount); nihari naan =
// aik pyali nihari = a katori (150 g) of FNDDS 27116100 beef curry (the meals.ts nihari proxy) and 2
// khamiri naan = 2 × 90 g (FNDDS 51108100), the adrak and lemon garnish not counted; bhuna khichuri
// ek plate = 250 g of FNDDS 41311040 (meals.ts "khichuri and beguni") and duto dim er curry = an
// egg curry of 2 eggs (2 × 50 g of FNDDS 31103010 + 100 g of FNDDS 27146150 gravy, one item, meals.ts
// "egg curry and rice"); dal bhat tarkari = ek plate bhat = 200 g of rice (meals-fresh24.ts Kandy
// plate), ek katori dal = 150 g of FNDDS 41311030 and aloo ko tarkari unquantified = a katori of
// alooSabzi (120 g), the golbheda (tomato) achar not counted (meals.ts "paratha with pickle").
// header: hostel dinner = 3 roti = 3 × 40 g (FNDDS 51300175), 1 katori rajma = 150 g of FNDDS
// 41106010, 1 katori jeera rice = 100 g of INDB BFP134 and thoda salad = 50 g of cucumber
// (meals-fresh25.ts; "9:30" no amount); meal 2 = 3 scrambled eggs = 3 × 55 g of FNDDS 32130020 egg
// scrambled with butter (fSevenButterEgg), 2 brown bread = 2 × 36 g of FNDDS 51300110 and 1 apple =
// 200 g; the cheat day = 2 aloo paratha = 2 × 93.4 g of INDB ASC098 + chai = meals.ts CHAI (62 g
// milk + 60 g tea + 1 tsp sugar), 1 plate chicken biryani = 300 g (chickenBiryani) and 2 slices of
// a Domino's medium farmhouse = 2 × 86 g of FNDDS 58106225 cheese pizza (1 piece of a medium pizza;
// a veg pizza taken as the cheese pizza, as earlier sets); dinar khaisu (Assamese dinner) = bhat
// unquantified beside curries = 2 katori (200 g; meals-fresh26.ts), masor tenga (sour fish curry) = a
// katori (150 g) of FNDDS 27150320, aloo pitika (mashed potato with mustard oil) = 80 g of alooSabzi
// (meals.ts chokha) and dal = a katori (150 g); halwa puri nashta = 2 puri = 72 g, aik pyali chanay
// = a katori (150 g) of FNDDS 41302010 (chole), aadhi pyali suji ka halwa = 75 g of INDB ASC293 and
// 1 glass lassi = meals.ts LASSI (200 g curd + 3 tsp sugar), "fajr ke baad 6:10" no amount; team
// bfast in Dambulla = 2 egg hoppers = 2 × 50 g of FNDDS 55702100 dosa + 2 eggs (2 × 50 g), one item,
// and 1 plain hopper = 50 g of dosa (meals.ts "3 hoppers with egg hopper" = 150 g of dosa + an egg),
// seeni sambol unquantified = 1 tbsp (16 g) of FNDDS 63409020 chutney (sweetChutney; an onion relish
// cooked with sugar), "day 1, toss 9:30" no amount.
// addon: the green smoothie = 1 cup raw spinach (30 g of SR26 11457, fTwentyNineRawSpinach) + 1
// banana (126 g) + 1 scoop whey (30 g of FNDDS 95230000) + 250 ml almond milk (258 g of FNDDS
// 11350020) + 1 tbsp peanut butter (16 g), one item; the Bombay sandwich made with 3 bread slices =
// 3 × 28 g of FNDDS 51101000 + boiled aloo = 50 g of FNDDS 71103010 (fTwentyTwoBoiledPotato, a few
// slices) + kheera = 30 g of cucumber + tamatar = 2 slices (2 × 20 g) + green chutney = 1 tbsp (18.9 g
// of INDB BFP444) + butter unquantified = 1 tsp a slice (3 × 5 g, meals-fresh26.ts grilled cheese),
// one item; Kellogg's muesli by the stated 50 g = FNDDS 57308190 (muesli) and 200 ml cold milk = 206
// g of FNDDS 11112110 (meals-fresh24.ts); egg bhurji made with 4 eggs and 2 tsp oil = 4 × 50 g of
// FNDDS 31103010 + 2 × 4.5 g oil, one item (meals-fresh27.ts paneer bhurji), and 2 pav = 2 × 43 g of
// FNDDS 51150000; dahi chura made with 60 g chura = 60 g of SR26 20044 raw rice (fTwentyRawRice, a
// proxy for dry flattened rice, which SR26 and FNDDS lack) + 1 katori dahi (150 g) + 2 tsp gur (2 ×
// 4.6 g of FNDDS 91102010) + 1 kela (126 g), one item; the chicken wrap made with 1 whole wheat
// tortilla = 45 g of FNDDS 52215260 + 100 g of FNDDS 24123301 grilled chicken + lettuce unquantified
// = 30 g of FNDDS 75143000 side salad (as cucumber@30 in sandwiches) + 1 tbsp hummus (15 g of FNDDS
// 41205070), one item.
// garnish: bisibele bath 1 plate = 250 g of FNDDS 41311040 (meals-fresh25.ts), khara boondi on top =
// 10 g of INDB OSR147 sev (the sev garnish; boondi is fried besan too) and a spoon of tuppa (ghee) =
// 1 tsp = 5 g (meals-fresh18.ts); fruit chaat 1 katori = 150 g of FNDDS 63311050, the chaat masala
// and nimbu not counted; 200 g of FNDDS 11411420 Greek yogurt as stated, some blueberries = 75 g of
// FNDDS 63203010 (its quantity not specified) and a drizzle of honey = 1 tsp (7 g; meals-fresh5.ts
// "a drizzle = 1 tsp"); misal with 2 pav = 200 g of FNDDS 41108010 cooked mung beans (the meals.ts
// misal proxy) + 2 × 43 g of pav, farsan on top = 10 g of FNDDS 54402200 snack mix (fSevenNimko, the
// garnish weight of sev), the kanda not counted; semiya payasam 1 katori = 150 g of INDB ASC285
// (vermicelliKheer), the cashews fried on top = 10 g (meals-fresh.ts "a few cashews") and kismis = 5
// g (meals-fresh24.ts "a few kishmish"); do (2) paneer parathe = 2 × 85 g of INDB ASC105 and thoda
// jeha chitta makhan (a little white butter) = 1 tsp = 5 g of FNDDS 81101000, the achaar not counted.
// talk: 2 roti = 80 g, lauki chana dal unquantified = a katori (150 g) of INDB ASC153 and 1 katori
// chawal = 100 g ("8 overs", "twice" no food); 1 scoop whey in water = 30 g, 1 banana = 126 g and 200
// g chicken tikka as stated = FNDDS 24123301 grilled chicken breast ("5x5 @ 100 kg", "3x8 @ 80", "20
// min" no food); ek plate bhaat = 200 g, ek bati gorur mangsho (beef curry) = a katori (150 g) of
// FNDDS 27116100 and dal unquantified = a katori (150 g) ("2-2", "90 min", "ekta yellow card" no
// food); 1 veg puff = 115.7 g of INDB BFP545 (fSixVegPuff) and a regular cappuccino = FNDDS 92161000
// 1 small = 360 g ("6E 2134", "2 hr", "gate 14" no food); the Sri Lankan lunch packet = rice = a
// plate (200 g), parippu = a katori of dal (150 g), chicken curry = a katori (150 g of FNDDS
// 27146150) and papadam = 1 papad (9 g of FNDDS 41311000) ("68 off 54", "4 sixes" no food); 2 besan
// chilla = 2 × 52.1 g of INDB OSR100 and 1 glass milk = 258 g ("8 km @ 4:50/km", "HR 172" no food).
// legume: kollu (horse gram) rasam 1 bowl = 250 g of INDB OSR143 horsegram dal (kulthiDal; meals.ts
// "1 bowl dal" = 250 g) and 2 katori saadam = 200 g; moodu (3) pesarattu (green gram dosa) = 3 × 80
// g of INDB OSR103 and allam pachadi (ginger chutney) unquantified = 1 tsp oil (meals.ts "pesarattu 2
// with ginger chutney"); black gram dal (kaali dal) 1 katori = 150 g of the dal key (FNDDS 41311030;
// meals.ts "dal makhani with 2 butter naan") and 2 butter naan = 2 × 90 g naan + 2 × 5 g butter, one
// item; bengal gram (kabuli chana) boiled by the stated 200 gram = FNDDS 41302020 chickpeas, no added
// fat; togari bele (red gram) huli (Kannada sambar) ondu bowl = 250 g of FNDDS 41311020 sambar (a bowl
// = 250 g) and eradu (2) ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde).
// drinkname: ragi malt 1 glass made in milk with bella = 3 tbsp ragi flour (3 × 7.4 g of SR26 20647,
// fTwentyNineMilletFlour) + 200 g of FNDDS 11112110 milk (as meals-fresh27.ts mango shake) + 2 tsp
// jaggery (2 × 4.6 g), one item; badam milk oru glass = a 250 ml glass of milk (258 g of FNDDS
// 11112110) + 6 almonds (6 × 1.2 g) + 2 tsp sugar, one item (badam milk is dairy milk with almonds,
// not the almondMilk plant milk); noon chai 2 cup = twice meals.ts CHAI without its sugar (2 × 62 g
// milk + 2 × 60 g tea; the salt not counted), one item, and 1 girda (Kashmiri tandoor bread) = a
// naan (90 g of FNDDS 51108100); banana shake ek glass bina cheeni = 200 g milk + a banana (126 g),
// one item (meals-fresh27.ts mango shake, no sugar); beet juice by the stated 300 ml = 314 g of FNDDS
// 73105000 (fFiveBeetJuice: 1 fl oz = 31 g; 300 ml = 10.14 fl oz) ("2 hrs", "half marathon" no food).
// size: a Lay's 52 g pack = 52 g of FNDDS 71200100 potato chips and a 300 ml Coke bottle = 314 g of
// FNDDS 92410310 (1 fl oz = 31 g, as meals-fresh25.ts 300 ml Thums Up); 1 McChicken = 140 g of FNDDS
// 27540146 (fThreeChickenBurger), medium fries = 145 g of FNDDS 71401030 and a medium coke = 512 g
// of FNDDS 92410310; 3 slices of a Domino's medium (12") veg pizza = 3 × 86 g of FNDDS 58106225 (1
// piece of a medium pizza; its other slices went to the lads); the ready-to-drink protein shake by
// the stated 250 ml tetra = 270.5 g of FNDDS 95120010 (fFiveProteinShake: 1 fl oz = 32 g; its "20 g
// protein" is its protein, not its weight); a Starbucks grande latte = FNDDS 92101900 1 medium = 480
// g (a grande is 16 fl oz) and a blueberry muffin = 130 g of FNDDS 52302010 (fTwentyNineFruitMuffin,
// 1 medium) ("T5", "6 am" no food); aadha kilo jalebi shared by 5 = 100 g of FNDDS 55801000
// (fSevenJalebi).
// cooked: shimla mirch beside phulke = a katori of FNDDS 75226020 cooked green peppers
// (fNineteenCapsicum, 120 g) and 3 phulke = 120 g; dudhi (lauki) beside tran (3) rotli = a katori of
// FNDDS 75233027 squash cooked with oil (fNineteenTinda, the meals-fresh24.ts lauki proxy, 120 g) and
// 3 × 40 g of roti; quinoa by the stated 60 g dry weight = SR26 20035 (fTwentyOneRawQuinoa), 100 g
// paneer (IFCT 2017 L003) and 1 tsp oil = 4.5 g; cheera (Kerala amaranth greens) beside choru = a
// katori of FNDDS 72125217 spinach cooked with oil (spinachCooked, 120 g) and choru unquantified = 2
// katori (200 g) ("no fish today" no food); poha weighed dry by the stated 60 g = 60 g of SR26 20044
// raw rice (fTwentyRawRice, for dry flattened rice) + 1 tsp oil + peanuts unquantified = 10 g (the
// peanut garnish), one item, the onion not counted.
// numberword: aaru (6) idli = 6 × 40 g, oru katori sambar = 150 g and konjam (a little) thengai
// chutney = 1 tbsp of INDB ASC386 (25.3 g); the Marathi day = ek plate pohe = 180 g (poha) and chaha
// = CHAI, then paach (5) chapati = 200 g, ek vati matki usal = a katori of FNDDS 41108010 cooked mung
// beans (sprouts, the usal and misal proxy, 120 g) and ek glass taak = 250 g of buttermilk;
// panchta (5) luchi = 5 × 36 g of FNDDS 51300180 puri (meals.ts luchi) and ek bati cholar dal = a
// katori (150 g) of INDB OSR142 (channaDal); naalu (4) porotta = 4 × 70 g of FNDDS 51300185 paratha
// and oru plate beef fry = 150 g of FNDDS 27116100 (beefCurry, meals-fresh24.ts beef ularthiyathu);
// chaar (4) anday ka omelette = 4 × 55 g of FNDDS 32130010 and do (2) slice double roti = 2 × 28 g of
// FNDDS 51101000 white bread.
// plain: dal fry unquantified = a katori (150 g), jeera rice = a katori (100 g of INDB BFP134) and
// papad = 9 g; veg biryani = a plate (300 g of FNDDS 58160000) and raita beside it unquantified = 100
// g of curd (meals.ts "1 plate chicken biryani and raita"); maggi 1 packet = 70 g dry of SR26 06583
// and chai = CHAI; the day log = 2 boiled eggs (2 × 50 g) and 2 toast (2 × 28 g of white bread),
// rajma chawal = a katori of rajma + 150 g of rice (meals.ts "rajma chawal"), 2 roti = 80 g and
// palak paneer unquantified = a katori (150 g of FNDDS 72125310).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH29_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'puri bhaji, dadar stn canteen - 5 puri n 1 katori batata bhaji, 7 am b4 the local to the ground',
    'west combo',
    'puri:5 batataBhaji=alooSabzi',
  ],
  [
    'rasam rice with urulai roast - 2 cup rice, rasam n a katori of potato roast, amma samayal',
    'south combo',
    'rice@316 rasam urulaiRoast=alooSabzi',
  ],
  [
    'chiken rice brocoli box (prep #3 of 5): 200 g chicken breast, 150 g cooked basmati, 100 g broccoli',
    'gym combo',
    'chickenBreast@200 rice@150 broccoli@100',
  ],
  [
    'nihari naan, itwar ki subah burns road pe - aik pyali nihari aur 2 khamiri naan, upar adrak aur lemon',
    'pakistani combo',
    'nihari=beefCurry naan:2',
  ],
  [
    'bhuna khichuri dim - ek plate bhuna khichuri ar duto dim er curry, brishti te practice bondho',
    'bangladeshi combo',
    'khichdi@250 dimCurry=egg:2+chickenCurry@100',
  ],
  [
    'dal bhat tarkari - ek plate bhat, ek katori dal, aloo ko tarkari ra golbheda ko achar, pokhara camp',
    'nepali combo',
    'bhatRice=rice@200 dal alooTarkari=alooSabzi',
  ],
  // headers naming the meal, then its breakdown
  [
    'hostel dinner (mess band hota hai 9:30 ko): 3 roti, 1 katori rajma, 1 katori jeera rice n thoda salad',
    'north header',
    'roti:3 rajma jeeraRice salad=cucumber@50',
  ],
  [
    'meal 2 @ 11:00 → 3 scrambled eggs, 2 slices brown bread, 1 apple',
    'gym header',
    'fSevenButterEgg:3 brownBread:2 apple',
  ],
  [
    'sunday cheat day 😋 bfast: 2 aloo paratha n chai | lunch: 1 plate chicken biryani | dinner: 2 slices of a medium farmhouse from dominos',
    'north header',
    `alooParatha:2 ${CHAI} chickenBiryani pizzaSliceMedium:2`,
  ],
  [
    'dinar khaisu (hostel, 8:15 pm): bhat, masor tenga, aloo pitika aru dal',
    'assamese header',
    'bhatRice=rice:2 masorTenga=fishCurry alooPitika=alooSabzi@80 dal',
  ],
  [
    'nashta (fajr ke baad 6:10): halwa puri - 2 puri, aik pyali chanay, aadhi pyali suji ka halwa aur 1 glass lassi',
    'pakistani header',
    `puri:2 chanay=chole sujiHalwa@75 ${LASSI}`,
  ],
  [
    'team bfast at the hotel in dambulla (day 1, toss 9:30): 2 egg hoppers, 1 plain hopper n seeni sambol',
    'srilankan header',
    'eggHopper=dosa@100+egg:2 hopper=dosa@50 seeniSambol=sweetChutney',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich or wrap with its fillings, a brand with its generic food
  [
    'green smoothie - 1 cup spinach, 1 frozen banana, 1 scoop whey, 250 ml almond milk n 1 tbsp peanut butter, blitzed',
    'gym addon',
    'smoothie=fTwentyNineRawSpinach+banana+whey+almondMilk+peanutButter',
  ],
  [
    'bombay sandwich made with 3 bread slices, boiled aloo, kheera, tamatar, green chutney n butter - ghatkopar stall',
    'west addon',
    'sandwich=bread:3+fTwentyTwoBoiledPotato@50+cucumber@30+tomato:2+greenChutney+butter:3',
  ],
  ["Kellogg's muesli 50 g with 200 ml cold milk, 6:30 b4 the bus to nets", 'gym addon', 'muesli@50 milk@206'],
  ['egg bhurji made with 4 eggs n 2 tsp oil, with 2 pav - room pe induction', 'west addon', 'bhurji=egg:4+oil:2 pav:2'],
  [
    'dahi chura made with 60 g chura, 1 katori dahi, 2 tsp gur n 1 kela - sakraat special',
    'bihari addon',
    'dahiChura=fTwentyRawRice@60+curd+jaggery:2+banana',
  ],
  [
    'chicken wrap made with 1 whole wheat tortilla, 100 g grilled chicken, lettuce n 1 tbsp hummus',
    'gym addon',
    'wrap=fTwelveTortilla+grilledChicken@100+fTwelveSideSalad@30+fTwelveHummus',
  ],
  // an ingredient, garnish or fat that is not a full extra serving
  [
    'bisibele bath 1 plate, mele khara boondi n ondu chamcha tuppa',
    'kannada garnish',
    'bisibeleBath=khichdi@250 boondi=sev tuppaGhee=ghee',
  ],
  ['fruit chaat 1 katori with chaat masala n nimbu squeezed, 5 pm snack', 'north garnish', 'fruitChaat'],
  [
    '200 g greek yogurt, some blueberries n a drizzle of honey - post pilates',
    'gym garnish',
    'greekYogurt@200 fFiveBlueberries honey',
  ],
  [
    'kolhapuri misal with 2 pav, farsan n kanda on top, tarri extra 🔥',
    'west garnish',
    'misal=sprouts@200 pav:2 farsan=fSevenNimko@10',
  ],
  [
    'semiya payasam 1 katori, nei-il varutha andiparippu n kismis on top - sadya last course',
    'kerala garnish',
    'vermicelliKheer cashews@10 raisins@5',
  ],
  [
    'do paneer parathe, upar thoda jeha chitta makhan te achaar - dhabe te, dharamshala jande hoye',
    'punjabi garnish',
    'paneerParatha:2 makhan=butter',
  ],
  // food amid training, match or travel talk
  [
    'bowled 8 overs in the nets, got the skipper twice 😂 lunch - 2 roti, lauki chana dal n 1 katori chawal',
    'north talk',
    'roti:2 chanaDalLauki rice',
  ],
  [
    'leg day: squats 5x5 @ 100 kg, RDL 3x8 @ 80, 20 min incline walk. post: 1 scoop whey in water, 1 banana, then 200 g chicken tikka',
    'gym talk',
    'whey banana chickenTikka=grilledChicken@200',
  ],
  [
    'abahani r shathe 2-2 draw, 90 min khelsi, ekta yellow card o khailam 😤 raate ek plate bhaat, ek bati gorur mangsho ar dal',
    'bangladeshi talk',
    'bhaatRice=rice@200 gorurMangsho=beefCurry dal',
  ],
  [
    '6E 2134 BLR → DEL, 2 hr delay at gate 14 🙄 had 1 veg puff n a regular cappuccino at the cafe',
    'travel talk',
    'fSixVegPuff cappuccino',
  ],
  [
    'club game at moratuwa, 68 off 54 with 4 sixes machan 💪 after that a lunch packet - rice, parippu, chicken curry n papadam',
    'srilankan talk',
    'rice@200 parippu=dal chickenCurry papadam=papad',
  ],
  [
    'tempo run 8 km @ 4:50/km, HR 172 avg. bfast aftr - 2 besan chilla n 1 glass milk',
    'north talk',
    'besanChilla:2 milk',
  ],
  // legume words beside the unit gram
  [
    'kollu (horse gram) rasam 1 bowl n 2 katori saadam, ooty camp la semma kulir',
    'south legume',
    'kolluRasam=kulthiDal@250 saadamRice=rice:2',
  ],
  [
    'moodu pesarattu (green gram dosa) tho allam pachadi, guntur lo tiffin',
    'south legume',
    'pesarattu:3 allamPachadi=oil',
  ],
  [
    'black gram dal (kaali dal) 1 katori with 2 butter naan, shaadi ka buffet',
    'north legume',
    'dal butterNaan=naan:2+butter:2',
  ],
  ['200 gram bengal gram (kabuli chana) boiled, salt n pepper only, post workout', 'gym legume', 'chickpeasBoiled@200'],
  [
    'togari bele (red gram) huli ondu bowl, eradu ragi mudde - hostel oota',
    'kannada legume',
    'togariHuli=sambar@250 fTwentyTwoRagiMudde:2',
  ],
  // drinks named after their main ingredient
  [
    'ragi malt 1 glass, made in milk with bella, after the 6 am fielding drills',
    'south drinkname',
    'ragiMalt=fTwentyNineMilletFlour:3+milk@200+jaggery:2',
  ],
  ['badam milk oru glass before bed, knee innum swelling', 'south drinkname', 'badamMilk=milk+almonds:6+sugar:2'],
  [
    'noon chai 2 cup n 1 girda from the kandur, 7 baje, bahut thand hai',
    'kashmiri drinkname',
    'noonChai=milk@124+tea@120 girda=naan',
  ],
  ['banana shake ek glass, bina cheeni, gym ke baad', 'north drinkname', 'bananaShake=milk@200+banana'],
  ['beet juice 300 ml, 2 hrs b4 the half marathon', 'gym drinkname', 'fFiveBeetJuice@314'],
  // stated sizes and pack weights
  ["Lay's magic masala 52 g pack n a 300 ml Coke bottle on the team bus", 'north size', 'potatoChips@52 colaSmall@314'],
  [
    'mcd after the away match: 1 McChicken, medium fries n a medium coke, no ice',
    'western size',
    'fThreeChickenBurger friesMedium colaMedium',
  ],
  ['Domino\'s medium (12") veg pizza, ate 3 slices, rest for the lads', 'western size', 'pizzaSliceMedium:3'],
  [
    'protein shake, the 250 ml tetra pack (20 g protein), in the car after the game',
    'gym size',
    'fFiveProteinShake@270.5',
  ],
  [
    'starbucks grande latte n a blueberry muffin, heathrow T5 at 6 am',
    'western size',
    'fTwentySixLatte@480 fTwentyNineFruitMuffin',
  ],
  ['aadha kilo jalebi mangayi thi, 5 logon mein baant ke khayi - jeet ki party', 'north size', 'fSevenJalebi@100'],
  // raw vs cooked from context
  ['shimla mirch n 3 phulke, mess ka khana', 'north cooked', 'fNineteenCapsicum roti:3'],
  ['dudhi ane tran rotli, ghare raat nu jaman', 'gujarati cooked', 'dudhi=fNineteenTinda rotli=roti:3'],
  [
    'quinoa 60 g dry wt, cooked, with 100 g paneer cubes pan seared in 1 tsp oil',
    'gym cooked',
    'fTwentyOneRawQuinoa@60 paneer@100 oil',
  ],
  ['cheera n choru, hostel lunch, no fish today', 'kerala cooked', 'cheera=spinachCooked choru=rice:2'],
  [
    'poha 60 g weighed dry, cooked w/ 1 tsp oil, peanuts n onion',
    'west cooked',
    'poha=fTwentyRawRice@60+oil+peanuts@10',
  ],
  // counts in number words
  [
    'aaru idli, oru katori sambar, konjam thengai chutney - college canteen',
    'south numberword',
    'idli:6 sambar thengaiChutney=coconutChutney',
  ],
  [
    'sakali ek plate pohe ani chaha; dupari paach chapati, ek vati matki usal ani ek glass taak',
    'west numberword',
    `poha ${CHAI} roti:5 matkiUsal=sprouts taak=buttermilk`,
  ],
  ['panchta luchi ar ek bati cholar dal, saraswati pujor bhog', 'east numberword', 'luchi=puri:5 cholarDal=channaDal'],
  [
    'naalu porotta, oru plate beef fry - thattukada, after the sevens tournament',
    'kerala numberword',
    'porotta=paratha:4 beefFry=beefCurry',
  ],
  [
    'chaar anday ka omelette aur do slice double roti, hostel, faisalabad',
    'pakistani numberword',
    'omelette:4 doubleRoti=bread:2',
  ],
  // plain everyday logs
  ['dal fry, jeera rice n papad', 'north plain', 'dal jeeraRice papad'],
  ['veg biryani n raita, canteen', 'south plain', 'vegBiryani raita=curd@100'],
  ['maggi 1 packet n chai, late night', 'north plain', `maggi ${CHAI}`],
  [
    'log for today - bfast 2 boiled eggs n 2 toast, lunch rajma chawal, dinner 2 roti n palak paneer',
    'north plain',
    'egg:2 toast=bread:2 rajma rice:1.5 roti:2 palakPaneer',
  ],
];
