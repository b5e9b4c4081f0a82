// Benchmark meals written on 2026-11-25 blind, as the twenty-sixth blind set after meals-fresh.ts
// to meals-fresh25.ts, written without running the engine and without reading its code or
// knowledge: each sentence is one log message of everyday food as athletes really log it day to day
// (cricketers, a footballer, lifters, runners, hostel students and touring players in India,
// Pakistan, Bangladesh, Sri Lanka and abroad), short or medium length, from home, the hostel mess,
// canteens, dhabas, street stalls, restaurants and chains (Saravana Bhavan, Paradise, KFC,
// McDonald's, Starbucks, Domino's, Tropicana, Peek Freans), terse or chatty, with typos and
// abbreviations (n, b4, bfast, mcd, wt, pc, gm, arrabiata). About a third (21 of 60) are in
// romanised regional languages: Tamil (3), Telugu, Kannada, Malayalam, Bengali, Marathi, Gujarati,
// Punjabi, Urdu and Sinhala (2 each); the rest are English or Hinglish. Each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before any engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh25.ts.
// Mix (60), over the eleven classes of the issue: combinations named with their own parts (6:
// pongal vadai, Sri Lankan rice n curry, kheer puri, khichuri dim bhaja, oats n eggs, pasta n
// garlic bread; combo); headers naming a meal and then its breakdown (6: "raatri bhojanam, mess lo
// 8:30 ki -", "bapor nu jaman:", "ude kema (practice ekata kalin):", "mess bfast (7:15 bell):",
// "dupar che jevan, practice nantar -", "pre-match meal, 3 hrs b4 the 2 pm start:", whose times are
// no amounts; header); "X made with Y", a smoothie of listed parts, sandwiches with their fillings
// and a brand with its generic food (6: a mango banana smoothie, a chicken mayo sandwich, a cheese
// omelette made with 3 eggs, Peek Freans Sooper biscuits, poha made with matar n mungfali, a
// grilled cheese sandwich; addon); ingredients, garnishes and fats that are not a full extra
// serving (6: shengdane and kothimbir on kanda pohe, a spoon of benne on a masale dose, gur in
// chai, a spoon of ghee on dal tadka, mango pickle beside curd rice, mustard oil and peanuts in
// jhalmuri; garnish); food amid training, match or travel talk whose words and numbers are no food
// (6: "50 overs", "3 catches n a stumping", "U-19", "70 mins", "3-1", "overs 10k", "wickets 3k", "3
// ghante", "60 catches", "bench 4x6 @ 70 kg", "dips 3x12", "train 12627", "coach S7", "11 hrs";
// talk); legume words next to the unit gram (5: green gram twice, roasted gram, red gram, horse
// gram; two with a stated weight in "gram" or "gm"; legume); drinks named after their main
// ingredient (5: sattu sharbat, mango milkshake, pudine wali shikanji, ginger lemon tea, tender
// coconut; drinkname); stated sizes and pack weights (5: 2 pc KFC leg pieces with a 330 ml can, 6
// pc nuggets with medium fries and a softy cone, a Starbucks tall latte, a third of a 1 litre
// Tropicana carton, a Domino's regular 7 inch pizza; size); raw vs cooked from context (5: palak
// beside roti, bandhakopi beside ruti, arbi beside phulke and mushroom beside rotis are cooked
// sabzi; rice and toor dal weighed raw; cooked); counts in number words (5 lines: Tamil naalu,
// rendu, oru; Urdu teen, aik; Gujarati be, ek; Malayalam moonnu, randu, oru; Kannada mooru, ondu;
// numberword), besides Tamil oru and rendu, Bengali ekta and charte, Telugu oka and rendu, Punjabi
// do and tinn, Hindi ek and Sinhala dekak and ekak in other lines; and plain everyday logs of two
// foods (5; plain).
// Six new reference foods (reference-foods.ts, prefix fTwentySix): FNDDS 51121025 garlic bread from
// a restaurant (1 small slice = 37 g), FNDDS 24147320 fried coated chicken drumstick from fast food
// (a KFC leg piece, 85 g), FNDDS 24198731 chicken nuggets from fast food (1 nugget = 16 g), FNDDS
// 13120782 soft serve vanilla ice cream cone (1 cone = 125 g), FNDDS 92101900 latte (1 small = 360
// g, a 12 fl oz tall) and FNDDS 61210220 packaged orange juice (1 fl oz = 31 g); every other item
// is an existing key of reference-foods.ts. (FNDDS 27516010 gyro sandwich, 390 g of beef and lamb,
// was looked at for the chicken shawarma and not used; INDB ASC016 banana milkshake was looked at
// and not used, the earlier milk-shake key being kept, and INDB ASC360 potato bonda (633 kcal per
// 100 g) and ASC381 paneer tikka (a 438 g plate) were not used for their implausible values.)
// Conventions and proxies used here, each for the meal that names it:
// combo: pongal oru (1) plate = 250 g of FNDDS 41311040 (meals.ts "pongal 1 plate"), rendu (2)
// vadai = 2 × 40 g of FNDDS 58175000, sambar unquantified = a katori (150 g) and chutney beside
// idli or vada = 2 tbsp of INDB ASC386 coconut chutney (2 × 25.3 g, meals-fresh15.ts); the Sri
// Lankan rice n curry = a plate of rice (200 g of FNDDS 56205008, meals-fresh24.ts Kandy), dhal
// unquantified = a katori of FNDDS 41311030 (dal, the parippu key), ala theldala (tempered
// potatoes) = a katori of potato sabzi (alooSabzi, 120 g) and a piece of chicken curry = a katori
// (150 g of FNDDS 27146150, meals-fresh25.ts); kheer puri = 3 puri (3 × 36 g of FNDDS 51300180) and
// ek katori chawal ki kheer = 165 g of FNDDS 13210450 firni (the meals-fresh2.ts chawal ki kheer);
// khichuri dim bhaja = ek plate khichuri = 250 g of FNDDS 41311040 (meals.ts "khichuri and beguni")
// and ekta dim bhaja = one egg fried as an omelette (FNDDS 32130010, 55 g; meals.ts "dim bhaji");
// oats n eggs = 50 g of SR26 20038 rolled oats weighed dry (fSevenOats; its water not counted) and
// 3 boiled eggs = 3 × 50 g; pasta n garlic bread = 1 plate penne arrabiata = 250 g of FNDDS
// 58146221 (fTwelvePastaRed) and 2 slices of garlic bread = 2 × 37 g of FNDDS 51121025
// (fTwentySixGarlicBread, 1 small slice).
// header: raatri bhojanam = annam unquantified = 2 katori (200 g; meals-fresh23.ts), pappu
// unquantified = a katori of dal (150 g), bendakaya vepudu (okra fry) = a katori of INDB BFP269
// (bhindiFry, 120 g) and perugu in a South Indian meal = 100 g (meals.ts "meals: ... curd"); bapor
// nu jaman = 3 rotli = 3 × 40 g of roti, dal unquantified = a katori (150 g), bhaat unquantified in
// a thali = a katori (100 g; meals-fresh24.ts), bateta nu shaak = a katori of potato sabzi
// (alooSabzi, 120 g) and chaas = a glass (250 g of FNDDS 11115100); ude kema = kiribath kalli dekak
// (2 pieces) = 200 g of FNDDS 58161200 (a kiribath piece taken as half of its 1 cup = 200 g), lunu
// miris (a chilli and onion sambol) not counted, and kiri the ekak (one milk tea) = meals.ts CHAI
// (62 g milk + 60 g tea + 1 tsp sugar); mess bfast = 2 bread slices = 2 × 28 g of FNDDS 51101000, a
// 2 egg omelette = 2 × 55 g of FNDDS 32130010, a banana = 126 g and a glass of milk = 258 g of
// FNDDS 11112110; dupar che jevan = 2 chapati = 80 g, varan bhaat beside chapati unquantified = a
// katori of dal (150 g) and a katori of rice (100 g; meals-fresh25.ts aajcha khana), vangyachi
// bhaji (brinjal sabzi) = a katori of FNDDS 75217020 (fTwentyOneEggplant, 120 g) and taak = a glass
// of buttermilk (250 g, meals-fresh10.ts); the pre-match meal = 1 plate lemon rice = 319.2 g of
// INDB ASC124 (fSixLemonRice), 2 boiled eggs = 2 × 50 g and a banana = 126 g.
// addon: the smoothie = a banana (126 g) + 1 cup mango = 165 g of FNDDS 63129010 + 200 ml milk =
// 206 g of FNDDS 11112110 (meals-fresh24.ts) + 1 tbsp peanut butter (16 g), one item; the chicken
// mayo sandwich = 2 white bread (2 × 28 g) + 80 g of FNDDS 24122131 roasted chicken breast as
// stated + 1 tbsp mayo (13.8 g of FNDDS 83107000), one item; the cheese omelette made with 3 eggs
// and 1 cheese slice = 3 × 55 g of FNDDS 32130010 omelet (per egg) + 21 g of FNDDS 14410110, one
// item; Peek Freans Sooper (an egg and butter biscuit) 4 = 4 × 10 g of FNDDS 53241500 butter cookie
// (fFifteenButterCookie) and doodh patti = 150 g of FNDDS 11111000 whole milk + 2 tsp sugar
// (meals-structural.ts and meals-fresh22.ts doodh patti), one item; poha made with matar n mungfali
// 1 plate = 180 g of the poha key (whose recipe has its peanuts), its peas and peanuts no extra
// items; the grilled cheese sandwich = 2 white bread (2 × 28 g) + 2 cheese slices (2 × 21 g) +
// butter on the pan unquantified = 1 tsp a slice (2 × 5 g; meals-fresh12.ts and meals-fresh25.ts),
// one item.
// garnish: kanda pohe ek plate = 180 g (poha) and shengdane on top = 10 g of peanuts (the peanut
// garnish, meals-fresh.ts "lemon rice with peanuts"), the kothimbir not counted; benne masale dose
// ondu = one masala dosa (200 g of FNDDS 58174100) and ondu chamcha benne (a spoon of butter) = 1
// tsp = 5 g of FNDDS 81101000 (a spoon = 1 tsp, meals-fresh18.ts "a spoon of ghee"); chai with gur
// instead of cheeni 1 cup = meals.ts CHAI with its sugar as 1 tsp of jaggery (4.6 g of FNDDS
// 91102010), one item; dal tadka = a katori of dal (150 g), a spoon of ghee = 1 tsp (5 g) and 3
// roti = 120 g ("NH44" no food); curd rice unquantified = a plate (216.2 g of INDB ASC126) and the
// mango pickle on the side not counted (meals.ts "paratha with pickle"); jhalmuri from a stall = a
// paper cone of 2 cups of muri (28 g of FNDDS 57340000, 1 cup = 14 g; meals-fresh5.ts muri makha),
// a drizzle of mustard oil = 1 tsp (4.5 g; meals-fresh5.ts) and some peanuts = 10 g (the peanut
// garnish).
// talk: 2 butter naan = 2 × 90 g of naan + 2 × 5 g butter, one item (meals.ts), dal makhani
// unquantified = a katori of the dal key (meals.ts "dal makhani" is dal) and a katori of butter
// chicken = 150 g of INDB ASC242; chicken shawarma = one FNDDS 27540300 grilled chicken fillet wrap
// from fast food (chickenWrap, 161 g; proxy for a chicken shawarma roll) and a fresh lime soda = a
// 250 ml glass of INDB ASC008 lemonade (nimbuPani, 250 g); bath (rice) unquantified beside curries
// = 2 katori (200 g), parippu = a katori of dal (150 g) and malu curry (fish curry) = a katori of
// FNDDS 27150320 (150 g); aik plate daal chawal = a katori of dal (150 g) + a plate of rice (200 g)
// and thora salad = half of the meals.ts 100 g cucumber salad (50 g; meals-fresh25.ts); 4 egg
// whites = 4 × 33 g of FNDDS 31108110, 2 brown bread = 2 × 36 g of FNDDS 51300110 and 1 tbsp peanut
// butter = 16 g; pantry veg biryani 1 plate = 300 g of FNDDS 58160000 and ek chai = CHAI.
// legume: cherupayar (green gram) puzhungiyathu (boiled) oru cup = 202 g of SR26 16081 boiled whole
// mung beans (fNineteenMungBoiled: 1 cup = 202 g) and oru kattan chaya (black tea with sugar) = a
// 125 ml cup of FNDDS 92302000 tea (125 g, the meals-fresh23.ts tea cup) + 1 tsp sugar, one item;
// moong sprouts (green gram) by the stated 100 gram, raw = SR26 11043 (fFiveMoongSprouts), its
// lemon and chaat masala not counted; roasted gram (bhuna chana) by the stated 40 gm = SR26 16056
// (fThirteenRoastedGram); kandi pappu (red gram, toor dal) oka katori = 150 g of FNDDS 41311030
// (dal, as meals-fresh20.ts tuvar dal) and rendu chapathi = 80 g; kulith (horse gram) pithla
// unquantified = a katori (150 g) of INDB OSR143 horsegram dal (kulthiDal) and 2 jowar bhakri = 110
// g of the roti key (meals-fresh10.ts "2 jowar bhakri").
// drinkname: sattu ka sharbat 1 glass = 30 g of SR26 16157 (chickpeaFlour, the sattu key: a glass
// is made with ≈ 30 g sattu), its nimbu, kala namak and water not counted; mango milkshake oru
// glass = 280 g of FNDDS 11541120 (milkShake, as meals-fresh17.ts pineapple milkshake at the juice
// shop); pudine wali shikanji do glass = 2 × 250 g of INDB ASC008 lemonade (nimbuPani), the pudina
// not counted; ginger lemon tea with 1 tsp honey = 125 g of FNDDS 92306000 herbal tea
// (fTwentyThreeHerbalTea) + 7 g honey, one item, as meals-fresh23.ts tulsi adrak tea; 1 tender
// coconut = 240 g of FNDDS 42403010 coconut water (coconutWater, as the earlier king coconuts and
// thambili).
// size: 2 pc KFC hot n crispy leg pieces = 2 × 85 g of FNDDS 24147320 (fTwentySixFriedDrumstick)
// and a 330 ml pepsi can = 346 g of FNDDS 92410310 (colaSmall: 1 fl oz = 31 g, 330 ml = 11.16 fl
// oz); 6 pc nuggets = 6 × 16 g of FNDDS 24198731 (fTwentySixNuggets), medium fries = 145 g of FNDDS
// 71401030 and a softy cone = 125 g of FNDDS 13120782 (fTwentySixSoftServe); a Starbucks tall (12
// fl oz) latte = 360 g of FNDDS 92101900 (fTwentySixLatte, 1 small) and a butter croissant = 57 g
// of FNDDS 51166000 ("3 hr layover" no amount); a third of a 1 litre Tropicana carton = 349 g of
// FNDDS 61210220 (fTwentySixOrangeJuice: 1 litre = 33.8 fl oz × 31 g = 1048 g); a Domino's regular
// (7 inch) margherita = FNDDS 58106225 cheese pizza, 1 personal size pizza (5-7") = 175 g
// (pizzaMedium@175).
// cooked: palak beside roti = a katori of FNDDS 72125217 spinach cooked with oil (spinachCooked,
// 120 g) and 3 roti = 120 g; bandhakopi (cabbage) beside ruti = a katori of INDB ASC173 cabbage and
// peas (fEightCabbagePeas, 120 g, the band gobhi sabzi proxy) and charte (4) ruti = 160 g; 70 g
// rice and 40 g toor dal by their stated raw weights = SR26 20044 raw rice (fTwentyRawRice) and
// SR26 16101 raw pigeon peas (fTwentyFourRawToorDal); arbi beside phulke = a katori of INDB BFP263
// dry arbi (120 g) and tinn (3) phulke = 120 g; mushroom beside 2 rotis = a katori of FNDDS
// 75219033 mushrooms cooked with oil (mushroomSabzi, 120 g) and 2 roti = 80 g.
// numberword: naalu (4) idli = 160 g, rendu (2) vadai = 80 g and oru tumbler kaapi = meals.ts
// COFFEE (100 g milk + 50 g tea + 1 tsp sugar); teen (3) roti = 120 g and aik pyali aloo gosht = a
// katori (150 g) of FNDDS 27116100 (beefCurry, the mutton curry proxy; a pyali = a katori,
// meals-fresh10.ts); be (2) bajra na rotla = 2 × 85 g of INDB ASC150 makki ki roti
// (fThreeMakkiRoti, the earlier bajre ki roti proxy), ek vaati ringan no olo = a katori of INDB
// ASC177 baingan bharta (fSixBainganBharta, 120 g) and ek glass chaas = 250 g; moonnu (3) appam =
// 150 g of FNDDS 55702100 dosa (meals.ts "3 appam"), randu (2) mutta curry = an egg curry of 2 eggs
// = 2 × 50 g of FNDDS 31103010 + 100 g of FNDDS 27146150 curry gravy, one item (meals.ts "egg curry
// and rice") and oru chaya = CHAI; mooru (3) chapathi = 120 g, ondu bowl bele saaru (a thin toor
// dal) = 250 g of FNDDS 41311030 (dal; meals.ts "1 bowl dal" = 250 g) and ondu lota majjige = a
// glass of buttermilk (250 g).
// plain: 2 egg omelette = 2 × 55 g and 2 toast = 2 × 28 g of white bread; khichdi unquantified = 1
// cup (200 g of FNDDS 41311040) and a papad = 9 g of FNDDS 41311000; aloo gobhi unquantified = a
// katori of INDB ASC171 (fSixAlooGobi, 120 g) and 3 phulke = 120 g; sabudana khichdi unquantified =
// a bowl (271.4 g of INDB OSR099) and a glass of chaas = 250 g; mutton biryani 1 plate = 300 g of
// FNDDS 27213010 (muttonBiryani) and double ka meetha unquantified = 1 tukra (101.9 g of INDB
// ASC350, fNineteenShahiTukda).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH26_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'pongal vadai, saravana bhavan la - oru plate pongal, rendu vadai, sambar n chutney',
    'south combo',
    'pongal=khichdi@250 vada:2 sambar coconutChutney:2',
  ],
  [
    'rice n curry from the kade near the ground - a plate of rice, dhal, ala theldala n a piece of chicken curry',
    'srilankan combo',
    'rice@200 dal alooSabzi chickenCurry',
  ],
  ['kheer puri, teej pe mummy ne banaya - 3 puri aur ek katori chawal ki kheer', 'north combo', 'puri:3 firni'],
  ['khichuri dim bhaja - ek plate khichuri ar ekta dim bhaja, brishti r dine', 'east combo', 'khichdi@250 omelette'],
  ['oats n eggs, 6 am b4 the run - 50 g oats cooked in water n 3 boiled eggs', 'gym combo', 'fSevenOats@50 egg:3'],
  [
    'pasta n garlic bread at the cafe in bandra: 1 plate penne arrabiata, 2 slices garlic bread',
    'western combo',
    'fTwelvePastaRed fTwentySixGarlicBread:2',
  ],
  // headers naming the meal, then its breakdown
  [
    'raatri bhojanam, mess lo 8:30 ki - annam, pappu, bendakaya vepudu, perugu',
    'south header',
    'annamRice=rice:2 pappuDal=dal bendakayaOkra=bhindiFry peruguCurd=curd@100',
  ],
  [
    'bapor nu jaman: 3 rotli, dal, bhaat, bateta nu shaak ane chaas',
    'gujarati header',
    'rotliRoti=roti:3 dal rice batetaPotato=alooSabzi buttermilk',
  ],
  [
    'ude kema (practice ekata kalin): kiribath kalli dekak, lunu miris tikak saha kiri the ekak',
    'srilankan header',
    'kiribath=coconutRice@200 milkTea=milk@62+tea+sugar',
  ],
  [
    'mess bfast (7:15 bell): 2 bread slices, 2 egg omelette, 1 banana n a glass of milk',
    'north header',
    'bread:2 omelette:2 banana milk',
  ],
  [
    'dupar che jevan, practice nantar - 2 chapati, varan bhaat, vangyachi bhaji ani taak',
    'west header',
    'roti:2 varanDal=dal rice vangyachiBhaji=fTwentyOneEggplant taakButtermilk=buttermilk',
  ],
  [
    'pre-match meal, 3 hrs b4 the 2 pm start: 1 plate lemon rice, 2 boiled eggs n a banana',
    'south header',
    'fSixLemonRice egg:2 banana',
  ],
  // "X made with Y", a smoothie of listed parts, sandwiches with their fillings, a brand with its generic food
  [
    'post-run smoothie: 1 banana, 1 cup mango, 200 ml milk n 1 tbsp peanut butter',
    'gym addon',
    'smoothie=banana+mango+milk@206+peanutButter',
  ],
  [
    'chicken mayo sandwich made with 2 white bread, 80 g shredded chicken n 1 tbsp mayo',
    'west addon',
    'sandwich=bread:2+chickenBreast@80+mayonnaise',
  ],
  [
    'cheese omelette made with 3 eggs n 1 amul cheese slice, hostel room induction pe',
    'west addon',
    'omelette=omelette:3+cheeseSlice',
  ],
  [
    'Peek Freans Sooper 4 biscuits with doodh patti, asr ke baad camp mein',
    'pakistani addon',
    'fFifteenButterCookie:4 doodhPatti=wholeMilk@150+sugar:2',
  ],
  ['poha made with matar n mungfali, 1 plate, mummy ke haath ka', 'central addon', 'poha'],
  [
    'grilled cheese sandwich - 2 slices white bread, 2 cheese slices n butter on the pan',
    'western addon',
    'sandwich=bread:2+cheeseSlice:2+butter:2',
  ],
  // an ingredient, garnish or fat that is not a full extra serving
  ['kanda pohe, var shengdane ani kothimbir, ek plate', 'west garnish', 'poha shengdanePeanuts=peanuts@10'],
  [
    'benne masale dose ondu, mele ondu chamcha benne - davangere style',
    'south garnish',
    'masalaDosa benneButter=butter',
  ],
  ['1 cup chai with gur instead of cheeni', 'north garnish', 'chai=milk@62+tea+jaggery'],
  ['dal tadka with a spoon of ghee on top n 3 roti, dhaba on NH44', 'north garnish', 'dal ghee roti:3'],
  ['curd rice with a bit of mango pickle on the side, hostel dinner', 'south garnish', 'curdRice'],
  [
    'jhalmuri from the stall outside eden, muri with a drizzle of mustard oil n some peanuts',
    'east garnish',
    'fFivePuffedRice@28 oil peanuts@10',
  ],
  // food amid training, match or travel talk
  [
    'kept wicket all 50 overs, 3 catches n a stumping. dinner at the team hotel - 2 butter naan, dal makhani n a katori of butter chicken',
    'north talk',
    'butterNaan=naan:2+butter:2 dal butterChicken',
  ],
  [
    'U-19 league, played 70 mins on the left wing, won 3-1. after: chicken shawarma n a fresh lime soda',
    'western talk',
    'shawarma=chickenWrap limeSoda=nimbuPani',
  ],
  [
    'ada match eke overs 10k damma, wickets 3k gaththa. ra kema bath, parippu saha malu curry',
    'srilankan talk',
    'bathRice=rice:2 dal maluFish=fishCurry',
  ],
  [
    'aaj 3 ghante fielding drills, 60 catches li. raat ko aik plate daal chawal aur thora salad',
    'pakistani talk',
    'dal rice:2 salad=cucumber@50',
  ],
  [
    'push day - bench 4x6 @ 70 kg, dips 3x12. post: 4 egg whites n 2 brown bread with 1 tbsp peanut butter',
    'gym talk',
    'fSevenEggWhite:4 brownBread:2 peanutButter',
  ],
  [
    'train 12627, coach S7, 11 hrs to bangalore. pantry se 1 plate veg biryani aur ek chai',
    'travel talk',
    `vegBiryani ${CHAI}`,
  ],
  // legume words next to the unit gram
  [
    'vaikunneram cherupayar (green gram) puzhungiyathu oru cup, koode oru kattan chaya',
    'kerala legume',
    'cherupayar=fNineteenMungBoiled kattanChayaTea=tea@125+sugar',
  ],
  [
    'moong sprouts (green gram) 100 gram with lemon n chaat masala, raw, before nets',
    'gym legume',
    'fFiveMoongSprouts@100',
  ],
  ['roasted gram (bhuna chana) 40 gm on the team bus', 'north legume', 'fThirteenRoastedGram@40'],
  ['kandi pappu (red gram) oka katori, rendu chapathi - intlo dinner', 'south legume', 'kandiPappuDal=dal roti:2'],
  [
    'kulith (horse gram) pithla n 2 jowar bhakri, ratnagiri camp',
    'west legume',
    'kulithPithla=kulthiDal bhakri=roti@110',
  ],
  // drinks named after their main ingredient
  ['sattu ka sharbat 1 glass, nimbu aur kala namak daal ke, patna ki garmi', 'east drinkname', 'chickpeaFlour'],
  ['mango milkshake oru glass, juice kadai la, veyil romba jaasti', 'south drinkname', 'milkShake'],
  ['pudine wali shikanji do glass, dhup vich practice ton baad', 'punjabi drinkname', 'nimbuPani:2'],
  [
    'ginger lemon tea with 1 tsp honey, throat is gone after the night game',
    'north drinkname',
    'gingerTea=fTwentyThreeHerbalTea+honey',
  ],
  ['1 tender coconut at marina after sand sprints', 'south drinkname', 'tenderCoconut=coconutWater'],
  // stated sizes and pack weights
  [
    'KFC after the away game - 2 pc hot n crispy leg pieces n a 330 ml pepsi can',
    'western size',
    'fTwentySixFriedDrumstick:2 colaSmall@346',
  ],
  [
    'mcd: 6 pc nuggets, medium fries n a softy cone',
    'western size',
    'fTwentySixNuggets:6 friesMedium fTwentySixSoftServe',
  ],
  ['starbucks tall latte n a butter croissant, 3 hr layover in dubai', 'travel size', 'fTwentySixLatte croissant'],
  [
    'Tropicana 1 litre orange juice carton - drank about a third of it with bfast',
    'west size',
    'fTwentySixOrangeJuice@349',
  ],
  ["domino's regular margherita (7 inch), finished the whole thing, cheat meal", 'west size', 'pizzaMedium@175'],
  // raw vs cooked from context
  ['palak aur 3 roti, raat ka khana', 'north cooked', 'spinachCooked roti:3'],
  ['bandhakopi ar charte ruti, raate hostel e', 'east cooked', 'fEightCabbagePeas rutiRoti=roti:4'],
  [
    'cooked 70 g rice n 40 g toor dal, both raw wt, in the room cooker',
    'gym cooked',
    'fTwentyRawRice@70 fTwentyFourRawToorDal@40',
  ],
  ['arbi naal tinn phulke, ghar da khana', 'punjabi cooked', 'arbi roti:3'],
  ['mushroom with 2 rotis, quick dinner after gym', 'north cooked', 'mushroomSabzi roti:2'],
  // counts in Tamil, Urdu, Gujarati, Malayalam and Kannada number words
  [
    'naalu idli, rendu vadai, oru tumbler kaapi - hotel la tiffin',
    'south numberword',
    'idli:4 vada:2 kaapiCoffee=milk@100+tea@50+sugar',
  ],
  ['teen roti aur aik pyali aloo gosht, ammi ke haath ka', 'pakistani numberword', 'roti:3 alooGosht=beefCurry'],
  [
    'be bajra na rotla, ek vaati ringan no olo ane ek glass chaas',
    'gujarati numberword',
    'bajraRotla=fThreeMakkiRoti:2 fSixBainganBharta buttermilk',
  ],
  [
    'moonnu appam, randu mutta curry, oru chaya - raavile',
    'kerala numberword',
    'appam=dosa@150 muttaCurry=egg:2+chickenCurry@100 chayaTea=milk@62+tea+sugar',
  ],
  [
    'mooru chapathi, ondu bowl bele saaru, ondu lota majjige',
    'south numberword',
    'roti:3 beleSaaru=dal@250 buttermilk',
  ],
  // plain everyday logs of two foods
  ['2 egg omelette n 2 toast, quick bfast', 'west plain', 'omelette:2 bread:2'],
  ['khichdi n papad, light dinner', 'north plain', 'khichdi papad'],
  ['aloo gobhi aur 3 phulke', 'north plain', 'fSixAlooGobi roti:3'],
  ['sabudana khichdi n a glass of chaas, vrat wala din', 'west plain', 'sabudanaKhichdi buttermilk'],
  ['mutton biryani 1 plate n double ka meetha at paradise', 'hyderabadi plain', 'muttonBiryani fNineteenShahiTukda'],
];
