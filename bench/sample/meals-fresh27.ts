// Benchmark meals written on 2026-11-26 blind, as the twenty-seventh blind set, written without
// running the engine and without reading its code, knowledge, tests or scripts: each sentence is one
// log message of the kind an outside evaluator of an Indian athletes' meal parser would choose to
// test the claims of an issue about that parser, one class per line, as if typed by many different
// athletes (cricketers in India, Pakistan, Bangladesh and Sri Lanka, a swimmer, a tennis player, a
// footballer in Kolkata, lifters, hostel students, a squad touring New Zealand; terse or chatty, with
// typos and abbreviations such as n, w, b4, bfast, wt, stn, tmrw, BK, ~; Hinglish and romanised
// Urdu, Punjabi, Bengali, Tamil, Telugu, Kannada, Malayalam and Gujarati). Each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions
// or a stated convention) before and independently of any engine. No sentence is taken from
// meals.ts, meals-structural.ts, meals-generalise.ts or an earlier meals-fresh*.ts set.
// Mix (60): pan-Indian home, hostel, canteen and street food (14), regional Indian dishes (12: Malabar
// ghee rice with kozhi curry, Hyderabadi irani chai with Osmania biscuits, a Lucknowi mehndi dinner,
// a Tamil hotel breakfast, Mumbai vada pav, Telugu kandi podi, karupatti coffee, Tamil idiyappam,
// Mangaluru neer dose with koli saaru, Amritsari kulche chhole, Gujarati rotli kadhi, makhana kheer),
// Pakistani food (8: chana pulao, an iftari of dahi baray, seekh kabab, maash ki daal, imli ka
// sharbat, tori, daal chana, chana chaat), Bangladeshi and Bengali food (6: morog polao with
// borhani, singara and chotpoti, chicken rezala, muger dal, ada cha, khichuri with dim bhaji), Sri
// Lankan food (3: egg rotti with dhal, kiribath with an ambul banana and plain tea, EGB ginger beer)
// and gym or western food (17), over the eleven classes of the issue, about equally: combinations
// named with their own parts (6; combo), headers naming a meal and then its breakdown (6; header:
// "mehndi ka khana (10 baje, match 2 din baad hai):", "iftari (21va roza, 6:58 pe):", "team bfast @
// hotel (day 2 of the ranji game, toss 9:00):", "bfast at the hotel in galle (day 4, start
// 10:00):", "bikeler nasta (gym er por, 5 tay):", "refuel (5:30, after 12 sets of squats):", whose
// times, days and counts are no amounts), "X made with Y", a smoothie of listed parts, a sandwich
// with its fillings and a brand with its generic food (6; addon), an ingredient, garnish or fat that
// is not a full extra serving (5; garnish), food amid training, match or travel talk whose words and
// numbers are not food (5; talk: "4-0-23-3", "a peach of a delivery", "6-0 6-0", "a double bagel",
// "R16", "65 min", "10 x 100 m", "1:40", "3.2 km", "CMB → MEL via SIN", "14 hrs", "jam packed",
// "3-1", "85 min"), legume words next to the unit gram (6; legume: whole green gram by a dry weight
// in "gram", split black gram, bengal gram flour, red gram powder, bengal gram by a raw weight in
// "gram", green gram dal), drinks named after their main ingredient (5; drinkname: mango shake,
// ginger beer, ada (ginger) cha, imli (tamarind) ka sharbat, karupatti (palm jaggery) coffee), stated
// sizes and pack weights with shares of packs and of shared dishes (6; size), raw vs cooked from
// context (5; cooked: bhindi and tori beside breads are cooked sabzi; penne, a chicken breast and
// basmati weighed dry or raw), counts in number words (5; numberword: Hindi dedh and do, Tamil anju
// and oru, Kannada mooru and ondu, Punjabi do and ikk, Gujarati tran and ek), with Urdu (aik,
// chaar, do), Bengali (ek, ekta, 2 ta), Tamil and Malayalam (oru) and Telugu (kalipi, intlo) words
// inside other lines, and plain everyday logs of 2-3 foods (5; plain).
// Eleven new reference foods (reference-foods.ts, prefix fTwentySeven): INDB BFP138 black channa
// pulao (proxy for Pakistani chana pulao; a plate = 300 g, as fTwentyTwoChickenPulao), INDB ASC114
// plain pulao (proxy for Malabar ghee rice, neychoru: rice fried in fat with whole spices and onion;
// a plate = 300 g), INDB ASC283 makhana kheer (a katori = 150 g), SR26 09313 sapodilla, raw (chikoo),
// FNDDS 91723000 marshmallow (1 large = 7.2 g), FNDDS 92410610 ginger ale (proxy for a Sri Lankan
// ginger beer, a sweet non-alcoholic ginger soda), FNDDS 92510650 tamarind drink (imli ka sharbat),
// FNDDS 27510552 Whopper Jr (1 = 135 g), SR26 16080 mung beans, raw (whole green gram weighed dry),
// SR26 20120 spaghetti, dry (penne weighed dry) and FNDDS 57126000 Kellogg's Cocoa Krispies (proxy
// for Kellogg's Chocos, dry; a bowl = 30 g as cornflakes); every other item is an existing key of
// reference-foods.ts. (FNDDS 55702000 rice-flour pancake was looked at for neer dose and not used:
// its 6.36 g protein per 100 g counts beans; FNDDS 71503010 potato patty was looked at for a McAloo
// Tikki, which this set then left out; INDB OSR024 shrikhand, 107 kcal per 100 g, was looked at and
// not used as implausibly lean for hung curd with sugar.)
// Conventions and proxies used here, each for the meal that names it:
// combo: aik plate chana pulao = 300 g of INDB BFP138 (fTwentySevenChanaPulao) and aik pyali raita =
// a katori of curd (150 g of FNDDS 11411100); ek plate morog polao = 300 g of INDB BFP142 chicken
// pulao (fTwentyTwoChickenPulao) and ek glass borhani = a glass of buttermilk (250 g, meals-fresh2.ts
// "beef tehari ... borhani"); 2 egg rottis = 2 godamba rottis with an egg in each, as the Kolkata egg
// roll of meals-fresh.ts (paratha + omelette): 2 × 70 g of FNDDS 51300185 + 2 × 55 g of FNDDS
// 32130010, one item, and a bowl of dhal curry = 250 g of FNDDS 41311030 (meals.ts "1 bowl dal");
// oats n eggs = 40 g of SR26 20038 rolled oats weighed dry (fSevenOats; its water not counted) and 3
// boiled eggs = 3 × 50 g; oru plate ghee rice = 300 g of INDB ASC114 (fTwentySevenGheeRice) and oru
// katori chicken curry = 150 g of FNDDS 27146150; 1 irani chai = meals.ts CHAI (62 g milk + 60 g tea
// + 1 tsp sugar, as meals-fresh2.ts "bun maska ... irani chai") and 3 Osmania biscuits = 3 × 10 g of
// FNDDS 53241500 butter cookie (fFifteenButterCookie, its Good Day convention).
// header: 2 sheermal = 2 restaurant naan (2 × 90 g of FNDDS 51108100; no sheermal row), 1 katori
// mutton korma = 150 g of INDB BFP194 and 2 seekh kabab = 2 × 35 g (seekhKebab); 2 khajoor = 2 × 8
// g, 3 dahi baray = 3 vada (3 × 40 g of FNDDS 58175000) + a katori of dahi (150 g), as
// meals-fresh2.ts "dahi bhalla - 3 bhalla in a katori of dahi" without its imli as none is named, and
// 1 glass lemonade = 250 g of INDB ASC008 (nimbuPani); 2 rava idli = 2 × 29.6 g of INDB BFP579
// (fFourRavaIdli), 1 medu vada = 40 g, sambar unquantified = a katori (150 g) and oru kaapi =
// meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar) labelled kaapi; 2 pieces kiribath = 1
// cup (200 g) of FNDDS 58161200 (a diamond of kiribath ≈ half a cup), 1 ambul banana = a small
// banana (101 g, meals-fresh2.ts ambul bananas) and a plain tea = 200 g of brewed tea + 2 tsp sugar
// (meals-fresh4.ts Sri Lankan plain tea); 2 ta singara = 2 samosas (2 × 100 g of FNDDS 58124500,
// meals-fresh8.ts shingara), ek bati chotpoti = a katori (150 g) of FNDDS 41303010 split peas
// (fFourSplitPeas, meals-fresh4.ts chotpoti) and ek cup dudh cha = meals.ts CHAI labelled dudh cha;
// paneer bhurji of 200 g paneer = 200 g of IFCT L003 paneer + 2 tsp oil, one item (meals.ts "paneer
// bhurji with 2 roti" at twice its paneer), 2 roti = 80 g and 1 glass milk = 258 g of FNDDS
// 11112110.
// addon: poha made with peanuts, aloo and onion 1 plate = 180 g of the poha key, whose recipe holds
// them (no extra items); makhana kheer made in full cream doodh with gur and elaichi 1 katori = 150 g
// of INDB ASC283 (fTwentySevenMakhanaKheer; its recipe sweetens with as much sugar as the gur); the
// smoothie = 100 g of SR26 09313 sapodilla (fTwentySevenSapodilla) + 200 ml milk = 206 g of FNDDS
// 11112110 (ml of milk × 1.03 g, meals-fresh8.ts) + 1 scoop whey (30 g), one item, its ice not
// counted; Mother Dairy mishti doi by its stated 100 g cup = 100 g curd + 3 tsp sugar (the mishti doi
// of meals.ts and meals-fresh7.ts, 1 cup = 100 g curd + 3 tsp sugar); Kellogg's Chocos by the stated
// 30 g = FNDDS 57126000 (fTwentySevenChocoCereal) and 200 ml cold milk = 206 g of FNDDS 11112110;
// the sandwich = 2 slices of FNDDS 51300110 brown bread (2 × 36 g) + a 2 egg omelette (2 × 55 g of
// FNDDS 32130010) + 1 tbsp green chutney (18.9 g of INDB BFP444), one item.
// garnish: black coffee with a splash of milk = 240 g of FNDDS 92101000 + 1 fl oz of milk (30.5 g of
// FNDDS 11112110), one item ("5:45" no amount); 1 vada pav = 45 g bread + 60 g vada, one item
// (meals.ts "2 vada pav" = 90 g + 120 g), its fried mirchi and sprinkle of dry garlic chutney not
// counted; hot chocolate unquantified = 1 cup (248 g) of FNDDS 11514120 (fTwentyFourHotChocolate)
// and 2 marshmallows = 2 × 7.2 g of FNDDS 91723000 (fTwentySevenMarshmallow); sprouts chaat 1 plate =
// 256.5 g of INDB ASC170 (fSevenSproutsChaat) and "a few roasted peanuts" = 10 g (the peanut garnish
// of meals-fresh.ts), the nimbu not counted; chana chaat 1 plate = 1 cup of boiled chickpeas (180 g
// of FNDDS 41302020, meals-fresh5.ts; no dahi or imli as none is named) and "thodi si sev" = 10 g of
// INDB OSR147 (the sev garnish).
// talk: chaar seekh kabab = 4 × 35 g and do naan = 2 × 90 g; 1 chicken wrap = FNDDS 27540300 (161 g)
// and 1 glass watermelon juice = 254 g of FNDDS 64133100; 2 bananas = 2 × 126 g and 1 glass chocolate
// milk = 250 ml × 31 g per fl oz = 262 g of FNDDS 11511200; 1 set of kaya toast (2 slices) = 2 × 28
// g of white bread + 1 tsp butter a slice (2 × 5 g) + kaya (coconut jam) as jam at 10 g a slice
// (FNDDS 91402000, its amount per slice of bread), one item, and a kopi = 180 g of brewed coffee
// (FNDDS 92101000; a 6 fl oz kopitiam cup) + 2 tbsp sweetened condensed milk (6 × 6.3 g of FNDDS
// 11220000), one item; 2 ta ruti = 80 g of roti and 1 bati chicken rezala = a katori (150 g) of INDB
// BFP222 chicken korma (chickenKorma; rezala is a white Bengali korma).
// legume: whole green gram by the stated 60 gram dry = SR26 16080 raw mung beans
// (fTwentySevenRawMoong; its salt and lemon not counted); maash ki daal (split black gram) aik pyali
// = 150 g of INDB ASC152 washed urad dal (uradDal, meals-fresh8.ts daal maash) and 2 chapatiyan = 80
// g; bengal gram flour (besan) chilla 2 = 2 × 52.1 g of INDB OSR100 and hari chutney unquantified = 1
// tbsp (18.9 g of INDB BFP444); kandi podi (red gram powder) by the stated 2 tbsp = 2 × 13.9 g of
// INDB BFP448 gun powder chutney (podi, a roasted dal powder), 2 katori annam = 200 g and 1 tsp nei
// = 5 g of ghee; kala chana (bengal gram) by the stated 50 gram raw, soaked and eaten raw = SR26
// 16056 raw chickpeas (fThirteenRoastedGram, the raw seed), its lemon not counted; muger dal (split
// green gram) unquantified = a bati (katori) of INDB ASC151 (fTwentyFiveMoongDal, 150 g), 2 bati bhaat
// = 200 g and ekta dim sheddho = a boiled egg (50 g).
// drinkname: mango shake 1 glass = 200 g toned milk + 100 g of FNDDS 63129010 mango + 2 tsp sugar
// (meals-structural.ts "mango shake 1 glass"), one item; EGB (Elephant House ginger beer) by the
// stated 400 ml = 13.53 fl oz × 31 g = 419 g of FNDDS 92410610 (fTwentySevenGingerAle); ada cha 2 cup
// without milk = 2 × 125 g of FNDDS 92302000 black tea (a 125 ml cup, as fTwentyThreeHerbalTea) + 1
// tsp sugar a cup, one item, its ginger not counted; imli ka sharbat 1 glass = 262 g of FNDDS
// 92510650 (fTwentySevenTamarindDrink); karupatti coffee 1 tumbler = meals.ts COFFEE with 1 tsp of
// palm jaggery (4.6 g of FNDDS 91102010, the jaggery key) in place of its sugar, one item.
// size: a Pizza Hut large of 8 slices split evenly by 4 = 2 slices of a large pizza (2 × 119 g of
// FNDDS 58106225, pizzaSliceLarge); a quarter of a 1 kg dahi tub = 250 g of curd and 2 tsp sugar = 2
// × 4.2 g; a 750 ml Thums Up shared by 3 = 786.2 g / 3 = 262.1 g of FNDDS 92410310 (colaSmall, 31 g
// per fl oz); a Whopper Jr = FNDDS 27510552 1 hamburger (135 g; fTwentySevenWhopperJr) and medium
// fries = FNDDS 71401030 1 medium order (145 g); 3 Dairy Milk minis by the stated 13 g each = 39 g of
// FNDDS 91705010 milk chocolate; half of a King Size Snickers = half of 113 g = 56.5 g of FNDDS
// 91715100 (snickersKing).
// cooked: bhindi beside 3 phulke = a katori of INDB BFP269 okra fry (bhindiFry, 120 g) and 3 phulke =
// 120 g; penne by the stated 80 g dry = SR26 20120 dry pasta (fTwentySevenDryPasta), tuna by the
// stated 100 g = FNDDS 26155190 canned in water and 1 tsp olive oil = 4.5 g of oil; tori beside 2
// chapati = a katori of FNDDS 75220101 luffa (fTwentyTwoLuffa, 120 g) and 2 chapati = 80 g; a 250 g
// raw chicken breast split into 2 meals = 125 g of SR26 05062 raw breast (fTwentyRawChicken) in this
// meal and 1 roti = 40 g; basmati by the stated 70 g raw = SR26 20044 raw rice (fTwentyRawRice) and 1
// katori chicken curry = 150 g.
// numberword: dedh (1.5) plate poha = 270 g and do (2) cup chai = 2 × meals.ts CHAI, one item
// (meals-fresh24.ts "elaichi chai 2 cup"); anju (5) idiyappam = 5 × 40 g (riceNoodles) and oru (1)
// katori veg kurma = 120 g of FNDDS 75440600 (vegCurry, as meals-fresh11.ts chapati kurma); mooru (3)
// neer dose = 3 small dosas (3 × 35 g of FNDDS 55702100: 1 small = 35 g, taken for a thin rice crepe)
// and ondu (1) batlu koli saaru = a katori (150 g) of FNDDS 27146150 chicken curry; do (2) amritsari
// kulche = 160 g of naan (meals.ts "one plate chole with 2 kulche") and ikk (1) kauli chhole = a
// katori (150 g) of FNDDS 41302010 (chole); tran (3) rotli = 120 g of roti and ek (1) vaatki kadhi =
// a katori of the kadhi key (150 g).
// plain: a 2 egg omelette = 2 × 55 g, 2 toast = 2 × 28 g of white bread and black coffee = 240 g;
// aloo matar unquantified = a katori of INDB ASC190 (150 g) and 3 roti = 120 g; daal chana = a katori
// of INDB OSR142 split bengal gram dal (channaDal, meals-fresh7.ts daal chanay) and 2 roti = 80 g;
// khichuri unquantified = a plate of 250 g (meals.ts "khichuri and beguni") and dim bhaji = a one egg
// omelette (55 g); chicken fried rice unquantified = a plate (300 g of FNDDS 58150320) and chilli
// chicken unquantified = a katori (150 g) of INDB ASC244.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAI2 = 'chai=milk@124+tea@120+sugar:2';

export const FRESH27_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'chana pulao raita - aik plate chana pulao aur aik pyali raita, ammi ke haath ka',
    'pakistani combo',
    'fTwentySevenChanaPulao raita=curd',
  ],
  [
    'morog polao borhani - ek plate morog polao ar ek glass borhani, chachato bhai er biye te',
    'bangladeshi combo',
    'morogPolao=fTwentyTwoChickenPulao borhani=buttermilk',
  ],
  [
    'egg rotti n dhal - 2 egg rottis with a bowl of dhal curry, kandy, after nets',
    'srilankan combo',
    'eggRotti=paratha:2+omelette:2 dal@250',
  ],
  ['oats n eggs - 40 g oats cooked in water n 3 boiled eggs, 6 am b4 the gym', 'gym combo', 'fSevenOats@40 egg:3'],
  [
    'neychoru kozhi curry - oru plate ghee rice n oru katori chicken curry, thalassery kalyanam',
    'kerala combo',
    'fTwentySevenGheeRice chickenCurry',
  ],
  [
    'chai osmania - 1 irani chai n 3 osmania biscuits, cafe near charminar after practice',
    'hyderabadi combo',
    `${CHAI} osmania=fFifteenButterCookie:3`,
  ],
  // headers naming the meal, then its breakdown
  [
    'mehndi ka khana (10 baje, match 2 din baad hai): 2 sheermal, 1 katori mutton korma aur 2 seekh kabab',
    'lucknowi header',
    'sheermal=naan:2 muttonKorma seekhKebab:2',
  ],
  [
    'iftari (21va roza, 6:58 pe): 2 khajoor, 3 dahi baray aur 1 glass lemonade',
    'pakistani header',
    'dates:2 dahiBaray=vada:3 curd nimbuPani',
  ],
  [
    'team bfast @ hotel (day 2 of the ranji game, toss 9:00): 2 rava idli, 1 medu vada, sambar n oru kaapi',
    'south header',
    'fFourRavaIdli:2 vada sambar kaapiCoffee=milk@100+tea@50+sugar',
  ],
  [
    'bfast at the hotel in galle (day 4, start 10:00): 2 pieces kiribath, 1 ambul banana n a plain tea',
    'srilankan header',
    'coconutRice@200 ambulBanana=bananaSmall plainTea=tea@200+sugar:2',
  ],
  [
    'bikeler nasta (gym er por, 5 tay): 2 ta singara, ek bati chotpoti ar ek cup dudh cha',
    'bangladeshi header',
    'singara=samosa:2 chotpoti=fFourSplitPeas dudhCha=milk@62+tea+sugar',
  ],
  [
    'refuel (5:30, after 12 sets of squats): paneer bhurji (200 g paneer), 2 roti n 1 glass milk',
    'gym header',
    'bhurji=paneer@200+oil:2 roti:2 milk',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand with its generic food
  ['poha made with peanuts, aloo n onion - 1 plate, mummy ne bheja tiffin mein', 'west addon', 'poha'],
  [
    'navratri vrat - makhana kheer made in full cream doodh with gur n elaichi, ek katori',
    'north addon',
    'fTwentySevenMakhanaKheer',
  ],
  [
    'smoothie - 100 g chikoo, 200 ml milk n 1 scoop whey, blended w ice',
    'gym addon',
    'smoothie=fTwentySevenSapodilla@100+milk@206+whey',
  ],
  ['Mother Dairy mishti doi, the 100 g cup, after dinner', 'east addon', 'mishtiDoi=curd@100+sugar:3'],
  ["Kellogg's Chocos 30 g with 200 ml cold milk, 7 am", 'west addon', 'fTwentySevenChocoCereal@30 milk@206'],
  [
    'sandwich made with a 2 egg omelette between 2 brown bread slices + 1 tbsp green chutney',
    'west addon',
    'sandwich=brownBread:2+omelette:2+greenChutney',
  ],
  // an ingredient, garnish or fat that is not a full extra serving
  ['black coffee with a splash of milk, pre-run 5:45', 'gym garnish', 'coffee=blackCoffee+milk@30.5'],
  [
    '1 vada pav with a fried mirchi n sukha lasun chutney sprinkled, borivali stn',
    'west garnish',
    'vadaPav=bread@45+vada@60',
  ],
  [
    'hot chocolate with 2 marshmallows on top, freezing in dunedin after the warm up',
    'abroad garnish',
    'fTwentyFourHotChocolate fTwentySevenMarshmallow:2',
  ],
  ['sprouts chaat 1 plate, a few roasted peanuts n nimbu on top', 'west garnish', 'fSevenSproutsChaat peanuts@10'],
  ['chana chaat 1 plate, bas upar thodi si sev', 'pakistani garnish', 'chanaChaat=chickpeasBoiled sev'],
  // food amid training, match or travel talk
  [
    '4-0-23-3 aaj, aik peach of a delivery pe opener ki gilli uda di 🔥 raat ko chaar seekh kabab aur do naan',
    'pakistani talk',
    'seekhKebab:4 naan:2',
  ],
  [
    'won 6-0 6-0, a double bagel in the R16 😎 65 min on court. after: 1 chicken wrap n 1 glass watermelon juice',
    'abroad talk',
    'chickenWrap watermelonJuice',
  ],
  [
    'swim set 10 x 100 m free on 1:40, 3.2 km total. after: 2 bananas n 1 glass chocolate milk',
    'gym talk',
    'banana:2 chocolateMilk@262',
  ],
  [
    'CMB → MEL via SIN, 14 hrs door to door 😵 at changi had 1 set of kaya toast (2 slices) n a kopi',
    'travel talk',
    'kayaToast=bread:2+butter:2+jam:2 kopi=blackCoffee@180+fEightCondensedMilk:6',
  ],
  [
    'salt lake e jam packed stadium, 3-1 e jitlam, ami 85 min khellam! raate 2 ta ruti ar 1 bati chicken rezala',
    'east talk',
    'rutiRoti=roti:2 rezala=chickenKorma',
  ],
  // legume words next to the unit gram
  ['whole green gram 60 gram dry, boiled with salt n lemon only, after gym', 'gym legume', 'fTwentySevenRawMoong@60'],
  [
    'maash ki daal (split black gram) aik pyali, saath mein 2 chapatiyan, faisalabad camp',
    'pakistani legume',
    'maashDaal=uradDal roti:2',
  ],
  ['bengal gram flour chilla 2 (besan wale) with hari chutney', 'north legume', 'besanChilla:2 greenChutney'],
  [
    'kandi podi (red gram powder) 2 tbsp kalipi 2 katori annam, 1 tsp nei, intlo lunch',
    'south legume',
    'kandiPodi=podi:2 annamRice=rice:2 ghee',
  ],
  [
    'kala chana (bengal gram) 50 gram raw, soaked overnight n eaten as is with lemon, b4 sprints',
    'gym legume',
    'kalaChana=fThirteenRoastedGram@50',
  ],
  [
    'muger dal (green gram) diye 2 bati bhaat ar ekta dim sheddho, hostel e dupure',
    'bangladeshi legume',
    'fTwentyFiveMoongDal rice:2 egg',
  ],
  // drinks named after their main ingredient
  [
    'mango shake ek glass after the 2nd session, no ice cream',
    'west drinkname',
    'mangoShake=milk@200+mango@100+sugar:2',
  ],
  [
    'EGB (ginger beer) 400 ml bottle with the lads after the game, galle face',
    'srilankan drinkname',
    'gingerBeer=fTwentySevenGingerAle@419',
  ],
  ['ada cha 2 cup, dudh chara, chini 1 chamoch kore', 'bangladeshi drinkname', 'adaTea=tea@250+sugar:2'],
  [
    'imli ka sharbat 1 glass, iftar ke baad, karachi ki garmi',
    'pakistani drinkname',
    'imliSharbat=fTwentySevenTamarindDrink',
  ],
  ['karupatti coffee 1 tumbler at the madurai bus stand', 'south drinkname', 'karupattiCoffee=milk@100+tea@50+jaggery'],
  // stated sizes and pack weights, shares of packs and of shared dishes
  ['Pizza Hut large, 8 slices, me n 3 teammates split it evenly', 'western size', 'pizzaSliceLarge:2'],
  ['1 kg dahi ka dabba, chauthai kha liya 2 tsp cheeni daal ke', 'north size', 'curd@250 sugar:2'],
  ['Thums Up 750 ml bottle, 3 of us shared it in the dressing room', 'north size', 'colaSmall@262.1'],
  ['BK: 1 whopper jr (the small one) n medium fries', 'western size', 'fTwentySevenWhopperJr friesMedium'],
  ['3 Dairy Milk minis (13 g each) from the kit bag during the rain delay', 'north size', 'milkChocolate@39'],
  ['half of a King Size Snickers, other half saved for tmrw', 'western size', 'snickersKing@56.5'],
  // raw vs cooked from context
  ['bhindi with 3 phulke, mess ka dinner', 'north cooked', 'bhindiFry roti:3'],
  [
    'penne 80 g dry wt, boiled, tossed with 100 g tuna n 1 tsp olive oil',
    'gym cooked',
    'fTwentySevenDryPasta@80 tuna@100 oliveOil=oil',
  ],
  ['aaj tori bani thi, 2 chapati ke saath kha li', 'pakistani cooked', 'fTwentyTwoLuffa roti:2'],
  [
    'chicken breast 250 g raw, air fried, split into 2 meals - this is meal 1, with 1 roti',
    'gym cooked',
    'fTwentyRawChicken@125 roti',
  ],
  ['basmati 70 g (raw wt) n 1 katori chicken curry', 'gym cooked', 'fTwentyRawRice@70 chickenCurry'],
  // counts in Hindi, Tamil, Kannada, Punjabi and Gujarati number words
  ['dedh plate poha aur do cup chai, naashta', 'north numberword', `poha@270 ${CHAI2}`],
  ['anju idiyappam, oru katori veg kurma - hostel dinner', 'south numberword', 'riceNoodles:5 kurmaVeg=vegCurry'],
  [
    'mooru neer dose mattu ondu batlu koli saaru, mangaluru',
    'south numberword',
    'neerDose=dosa@105 koliSaaru=chickenCurry',
  ],
  ['do amritsari kulche te ikk kauli chhole, lawrence road', 'north numberword', 'kulcha=naan@160 chole'],
  ['tran rotli sathe ek vaatki kadhi, raat nu jaman', 'gujarati numberword', 'rotli=roti:3 kadhi'],
  // plain everyday logs
  ['2 egg omelette, 2 toast n black coffee', 'western plain', 'omelette:2 bread:2 blackCoffee'],
  ['aloo matar with 3 roti', 'north plain', 'alooMatar roti:3'],
  ['daal chana aur 2 roti, mess', 'pakistani plain', 'channaDal roti:2'],
  ['khichuri ar dim bhaji, aaj shudhu eitai', 'bangladeshi plain', 'khichdi@250 dimBhaji=omelette'],
  ['chicken fried rice n chilli chicken, hostel chinese night', 'east plain', 'fFourChickenFriedRice chilliChicken'],
];
