// Benchmark meals written on 2026-11-25 blind, as the forty-first blind set after meals-fresh.ts to
// meals-fresh40.ts: a held-out check written without running the engine or reading its code or
// knowledge. Each sentence is one log message of the kind an outside evaluator of an Indian athletes'
// meal parser would most likely write: mostly ordinary everyday logs of Indian cricketers and other
// athletes (home food of Haryana, Punjab, Delhi and UP, Gujarat, Rajasthan, Maharashtra, Karnataka,
// Tamil Nadu, Kerala, Andhra, Bengal, Odisha, Sikkim and Arunachal; a BCCI CoE mess, hostels, a
// darshini, highway dhabas, a thallu vandi, a bhutta wala, Paragon, Haldiram's, a team-hotel buffet,
// packaged snacks and drinks, whey) and the rest over the hard classes, terse and chatty, with typos
// (protien, aftr, brocoli), abbreviations (n, b4, CoE, NE) and Hinglish or romanised Punjabi,
// Gujarati, Bengali, Odia, Nepali, Telugu, Tamil and Malayalam words. Each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions
// or a stated convention) before and independently of any engine run. None of the sentences is taken
// from an earlier set: each was written new and checked against the earlier sets' 2,696 texts by word
// and character overlap, and dishes already logged often were swapped for others where a cited row
// allowed it.
// Mix (50): plain everyday logs (34; plain) and sixteen over the hard classes: combinations named with
// their own parts (2; combo), headers naming the meal and then its list (2; header), "X made with Y",
// a shake of listed ingredients, a wrap with its filling and brands with their generic foods (4, tagged
// addon; more brands stand in the plain logs: Nutrela, Haldiram's, Paragon, Maggi), a garnish that is
// not a full serving (1; garnish, and ghee, makhan and dalle in plain logs), food amid training or
// match talk whose numbers are no food (1; talk, and more numbers in plain logs), a legume name with
// "gram" next to the unit gram (1; legume), a drink named after its main ingredient (1; drinkname),
// stated sizes and pack weights (1; size), raw vs cooked from context (1; cooked) and counts in
// number words (2; numberword, Gujarati and Tamil; Hindi, Punjabi and Bengali ek and ik also appear).
// Three new reference foods (prefix fFortyOne, each citing its row in reference-foods.ts): ChanaSaag
// (FNDDS 72125500), Sitaphal (SR26 09321) and BoiledPeanuts (SR26 16088); every other item is an
// existing key. Water is never counted (no energy), nor is a food the message says was skipped.
// Conventions (as meals-fresh36.ts to meals-fresh40.ts): a katori (vati, vaati, bati) = 150 g of a
// dal, curry, kadhi or raita, 120 g of a dry sabzi, 100 g of rice; unquantified dal, curry or kadhi =
// a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice in a meal = 2 katori,
// 200 g (meals.ts "meals: rice, sambar ..."); a cup of cooked white rice = 158 g (FNDDS 56205008), of
// brown rice 195 g (FNDDS 56205018: 1 cup, cooked); a bowl of a dal, curry, soup or porridge = 250 g
// (meals.ts "1 bowl dal"); raita beside a biryani = 100 g curd (meals.ts "chicken biryani and raita"),
// a katori of boondi raita = 150 g curd (as meals-fresh37.ts; INDB ASC277 prints its frying oil);
// salad or kheera beside a meal = 100 g cucumber (meals.ts); a roti = 40 g (FNDDS 51300175 medium), a
// tandoori roti = 52 g (rotiLarge, as earlier sets); a bajra roti = 85 g of INDB ASC150 (earlier sets'
// bajra roti proxy); butter naan = 90 g naan + 1 tsp butter each (meals.ts); ml of milk × 244/237 g
// (FNDDS 11112110: 1 cup = 244 g), so 250 ml = 258 g, and of buttermilk the same (FNDDS 11115100: 1
// cup = 244 g); a glass of chaas = 250 g; a sports drink 31 g per fl oz (FNDDS 95321000), so 500 ml =
// 524 g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar, labelled chai tea as cha and chaa are
// typed too); COFFEE = meals.ts filter coffee (100 g milk + 50 g decoction + 1 tsp sugar); LASSI =
// meals.ts (200 g curd + 3 tsp sugar); "a spoon", "chammach" or "konjam"/"konchem" of ghee = 1 tsp
// (ghee 5 g, butter 5 g, oil 4.5 g); unquantified makhan beside parathas = 1 tsp butter; gud ki dali =
// 10 g jaggery (as earlier sets); a pinch of spice, instant coffee powder, chopped dhaniya, onion or
// capsicum, a squeeze of lemon, chaat masala and a little achar (avakaya, dalle) are not counted. For
// every meal, in file order:
// plain:
//  1 3 idli = 3 × 40 g (idli key, IFCT rice + urad recipe); sambar unquantified = a katori (150 g) of
//    FNDDS 41311020; 1 tbsp coconut chutney = 25.3 g of INDB ASC386; 1 boiled egg = 50 g (FNDDS
//    31103010); "7 am" no food.
//  2 tomato bath (Karnataka tomato upma) 1 plate = 235.7 g of INDB BFP043 vegetable upma
//    (fThirtyThreeVegUpma, its one-serving plate), labelled tomato bath; filter coffee = COFFEE.
//  3 3 chapati = 3 × 40 g; bhindi fry unquantified = a katori (120 g) of INDB BFP269 (bhindiFry);
//    arhar dal unquantified = a katori (150 g) of FNDDS 41311030 (dal); kheera = 100 g cucumber (FNDDS
//    75111000).
//  4 3 boiled eggs = 3 × 50 g; 1 orange = 131 g (FNDDS 61119010, SR26 09200: 1 orange); green tea = 1
//    cup, 240 g (FNDDS 92303010); "6:40" no food.
//  5 tandoori chicken 2 legs = 2 × 80 g edible of FNDDS 24142301 (tandooriChicken's leg convention);
//    dal unquantified = a katori (150 g); 2 roti = 2 × 40 g.
//  6 curd rice (a tiffin's plate) = 216.2 g of INDB ASC126 (curdRice); potato fry unquantified = a
//    katori (120 g) of FNDDS 71103030 (alooSabzi).
//  7 Paragon chicken biriyani 1 plate = 300 g (chickenBiryani); a sulaimani (black tea with sugar) = a
//    small cup, 150 g of FNDDS 92302000 tea + 1 tsp sugar (4.2 g), one item, labelled sulaimani tea.
//  8 rajma unquantified = a katori (150 g) of FNDDS 41106010; 1 cup brown rice = 195 g (FNDDS
//    56205018); 1 katori boondi raita = 150 g curd (FNDDS 11411100), labelled raita.
//  9 chana palak unquantified = a katori (150 g) of FNDDS 72125500 Channa Saag (fFortyOneChanaSaag); 3
//    roti = 3 × 40 g; a glass of chaas = 250 g (FNDDS 11115100).
// 10 moong dal khichdi 1 bowl = 250 g of FNDDS 41311040 (khichdi); 1 katori dahi = 150 g.
// 11 kadhai chicken unquantified = a katori (150 g) of FNDDS 27146150 chicken curry (chickenCurry),
//    labelled kadhai chicken; 2 butter naan = 2 × 90 g naan + 2 tsp butter, one item (meals.ts).
// 12 2 mooli parathe = 2 × 100 g of INDB ASC099 (fSevenMooliParatha); white makhan unquantified = 1
//    tsp butter, 5 g (FNDDS 81101000); ik cup chaa = CHAI.
// 13 bhat unquantified = 200 g rice; rajma unquantified = a katori (150 g); rayo saag unquantified = a
//    katori (120 g) of FNDDS 72122221 mustard greens cooked with fat (fSixMustardGreens); the dalle
//    (chilli pickle) on the side not counted.
// 14 4 ruti = 4 × 40 g (roti), labelled ruti; phulkopi aloo r dalna unquantified = a katori (120 g) of
//    INDB ASC171 potato cauliflower (fSixAlooGobi).
// 15 1 katori machha besara (fish in mustard gravy) = 150 g of FNDDS 27150320 (fishCurry); 2 katori
//    bhata = 2 × 100 g rice; saga bhaja unquantified = a katori (120 g) of FNDDS 72125217 spinach cooked
//    with oil (spinachCooked), labelled saga bhaja.
// 16 3 methi thepla = 3 × 36.4 g of INDB OSR104 (thepla); a katori dahi = 150 g.
// 17 tinde ki sabzi unquantified = a katori (120 g) of FNDDS 75233027 (fNineteenTinda); moong dal
//    unquantified = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal); 3 phulka = 3 × 40 g; salad
//    = 100 g cucumber; "physio" no food.
// 18 10 pork momos = 10 × 37 g of FNDDS 58112510 (momo, meat dumpling); a bowl of thukpa = 285 g of
//    FNDDS 58408500 (fNineThukpa); "NE zone" no food.
// 19 corn chaat 1 cup = 165 g of FNDDS 75216111 corn, cooked (fSixteenBhutta; FNDDS: 1 cup = 165 g),
//    labelled corn chaat; the masala not counted.
// 20 1 plate pav bhaji = 250 g of the bhaji (pavBhaji, INDB OSR112, as meals.ts "pav bhaji 1 plate" =
//    250 g of bhaji) + 2 pav = 2 × 43 g (FNDDS 51150000) toasted with 2 tsp butter, one item (meals.ts);
//    1 sweet lassi = LASSI; Haldiram's is the place.
// 21 1 scoop whey = 30 g (FNDDS 95230000), the water not counted; 1 banana = 126 g (FNDDS 63107010); 2
//    brown bread = 2 × 36 g (FNDDS 51300110); 1 tbsp peanut butter = 16 g (FNDDS 42202000).
// 22 1 sitaphal = 155 g of SR26 09321 sugar-apple (fFortyOneSitaphal: 1 fruit); 3 khajur = 3 × 8 g
//    (FNDDS 62110100); "5 pm" no food.
// 23 boiled verkadalai (groundnuts) 1 cup = 63 g of SR26 16088 (fFortyOneBoiledPeanuts: 1 cup in
//    shell, edible yield).
// 24 matar mushroom unquantified = a katori (150 g) of INDB ASC192 (fThirtyFiveMatarMushroom); 2
//    tandoori roti = 2 × 52 g (rotiLarge), labelled tandoori roti.
// 25 dim toast (egg-dipped fried bread) 2 piece = 2 × 65 g of FNDDS 55301000 French toast
//    (fThirtyFiveFrenchToast: 1 slice), labelled dim toast; ek cup cha = CHAI.
// 26 chicken korma unquantified = a katori (150 g) of INDB BFP222 (chickenKorma); 2 roti = 2 × 40 g.
// 27 2 egg paratha = 2 × (1 paratha, 70 g of FNDDS 51300185 + a 1-egg omelette, 55 g of FNDDS
//    32130010), one item as earlier sets' egg roll; chai = CHAI.
// 28 200 g curd as stated (FNDDS 11411100); 1 cup muskmelon = 155 g (FNDDS 63109010 cantaloupe); 10
//    almonds = 10 × 1.2 g (FNDDS 42101130); "meal 3" no food.
// 29 Nutrela soya chunks ki sabzi unquantified = a katori (150 g) of INDB BFP206 soya chunks and peas
//    (fSixSoyaMatar); 3 roti = 3 × 40 g.
// 30 shikanji 1 glass = 250 g of INDB ASC008 lemonade (nimbuPani); 1 amrood = 55 g (FNDDS 63125010:
//    1 guava).
// 31 pappu unquantified = a katori (150 g) of FNDDS 41311030 (dal), labelled pappu; annam
//    unquantified = 200 g rice; konchem neyyi = 1 tsp ghee (5 g); the avakaya not counted.
// 32 1 pyaaz kachori = 100 g of FNDDS 58124500 (fSevenKachori); 1 glass chaas = 250 g.
// 33 grilled basa 180 g as stated = FNDDS 26107120 catfish baked or broiled with oil (fNineteenBasa);
//    mashed potato unquantified = 125 g of FNDDS 71501010 (its quantity not specified); steamed broccoli
//    unquantified = 1 cup, 155 g (FNDDS 72201211).
// 34 maggi 1 packet = 70 g dry of SR26 06583 (maggi); 1 boiled egg = 50 g.
// combo:
// 35 bread omelette, one item: 2 slice bread = 2 × 28 g (FNDDS 51101000) + a 2-egg omelette = 2 × 55 g
//    (FNDDS 32130010).
// 36 chole samosa: 1 samosa = 100 g (FNDDS 58124500); 1 katori chole = 150 g (FNDDS 41302010).
// header:
// 37 "POST MATCH DINNER @ team hotel" no food: veg sweet corn soup unquantified = a bowl, 250 g of INDB
//    OSR133 (fThirtyFiveSweetCornSoup); 2 rotis = 2 × 40 g; dal tadka unquantified = a katori (150 g);
//    150 g grilled fish as stated = FNDDS 26100120 (fThirtyNineGrilledFish).
// 38 "mid-morning snack @ 11" no food: 1 apple = 200 g (FNDDS 63101000 medium); 1 glass toned milk =
//    258 g (FNDDS 11112110); 6 kaju = 6 × 1.5 g (FNDDS 42104110).
// addon:
// 39 2 rotis made with bajre ka atta = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti, earlier sets' bajra
//    roti proxy), labelled bajra roti, the atta no separate food; 1 katori kadhi = 150 g (kadhi, FNDDS
//    41311030 proxy as meals.ts); gud ki dali = 10 g jaggery (FNDDS 91102010).
// 40 protein cold coffee, one item: 250 ml cold milk = 258 g (FNDDS 11112110); 1 scoop whey = 30 g;
//    the tsp of Nescafe powder and the ice not counted.
// 41 egg white wrap, one item: 1 whole wheat roti = 40 g (FNDDS 51300175); 4 egg whites scrambled = 4
//    × 36 g of FNDDS 32400065 egg white omelet or scrambled, made with oil (eggWhiteOmelette: 1 egg
//    white); the onion and capsicum not counted.
// 42 2 slices Modern bread (a white sandwich loaf) = 2 × 28 g (FNDDS 51101000); Kissan mixed fruit jam
//    on them = 2 × 10 g (FNDDS 91402000: guideline amount per slice of bread); 1 glass milk = 258 g.
// garnish:
// 43 oats with milk 1 bowl = 250 g of FNDDS 56203066 (oats; a bowl of porridge = 250 g); 1 tsp honey
//    on top = 7 g (FNDDS 91302010); 5 chopped badam = 5 × 1.2 g.
// talk:
// 44 "2 hrs", "~180 balls", "3 x 20 min", "40 m", "1:15" no food: 3 roti = 3 × 40 g; aloo gobi
//    unquantified = a katori (120 g) of INDB ASC171 (fSixAlooGobi); 1 katori dal = 150 g.
// legume:
// 45 horse gram (kollu) rasam by the stated 200 gram = INDB OSR143 horsegram dal (kulthiDal, the
//    reference's kulthi/kollu row); "the long run" no food.
// drinkname:
// 46 ek nariyal pani (the water of one tender coconut, a food, not water) = 240 g of FNDDS 42403010
//    (coconutWater: 1 cup); ek kela = 126 g; "40 over" no food.
// size:
// 47 Gatorade 500 ml bottle = 16.9 fl oz × 31 g = 524 g of FNDDS 95321000 (sportsDrink); 1 Snickers =
//    57 g (FNDDS 91715100: 1 bar, 2 oz).
// cooked:
// 48 chana dal 50 g dry wt, one item = 50 g of SR26 16056 raw bengal gram (fThirtyEightRawChanaDal) +
//    1 tsp ghee tadka (5 g), the cooking water adds no energy; 2 roti = 2 × 40 g.
// numberword:
// 49 tran (Gujarati 3) rotli = 3 × 40 g, labelled rotli; ek (1) vaati dudhi chana nu shaak = 150 g of
//    INDB ASC153 split bengal gram with bottle gourd (chanaDalLauki); be (2) papad = 2 × 9 g (FNDDS
//    41311000).
// 50 naalu (Tamil 4) idiyappam = 4 × 40 g of FNDDS 56117090 (riceNoodles, string hoppers); oru (1)
//    katori kadala curry = 150 g of INDB ASC161 black channa curry (blackChanaCurry).
import type { SampleMeal } from './meals';

const CHAI = 'chaiTea=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH41_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'mess bfast b4 the 7 am nets: 3 idli, sambar n 1 tbsp coconut chutney, plus 1 boiled egg',
    'south plain',
    'idli:3 sambar coconutChutney egg',
  ],
  [
    'tomato bath 1 plate n a filter coffee at the jayanagar darshini',
    'kannada plain',
    `tomatoBath=fThirtyThreeVegUpma ${COFFEE}`,
  ],
  ['ghar ka lunch - 3 chapati, bhindi fry, arhar dal n kheera', 'north plain', 'roti:3 bhindiFry dal cucumber'],
  ['3 boiled eggs + 1 orange + green tea, 6:40 am before the gym', 'gym plain', 'egg:3 orange greenTea'],
  ['CoE mess dinner - tandoori chicken 2 legs, dal, 2 roti', 'north plain', 'tandooriChicken:2 dal roti:2'],
  ['curd rice n potato fry in my tiffin, salem away game', 'tamil plain', 'curdRice alooSabzi'],
  [
    'kozhikode trip - paragon chicken biriyani 1 plate n a sulaimani after',
    'kerala plain',
    'chickenBiryani sulaimaniTea=tea@150+sugar',
  ],
  [
    'rajma with 1 cup brown rice n 1 katori boondi raita, diet wala lunch',
    'north plain',
    'rajma brownRice@195 raita=curd',
  ],
  ['chana palak with 3 roti n a glass of chaas, hisar hostel', 'haryana plain', 'fFortyOneChanaSaag roti:3 buttermilk'],
  [
    'stomach upset since morning - 1 bowl moong dal khichdi n 1 katori dahi, thats it',
    'north plain',
    'khichdi@250 curd',
  ],
  [
    'kadhai chicken n 2 butter naan at a murthal dhaba on the way back from the sonipat game',
    'haryana plain',
    'kadhaiChicken=chickenCurry naan=naan:2+butter:2',
  ],
  [
    'jalandhar nashta: 2 mooli de parathe, white makhan n ik cup chaa',
    'punjabi plain',
    `fSevenMooliParatha:2 butter ${CHAI}`,
  ],
  [
    'gangtok camp lunch - bhat, rajma n rayo saag, dalle on the side',
    'northeast plain',
    'rice:2 rajma fSixMustardGreens',
  ],
  ['4 te ruti ar phulkopi aloo r dalna, tiffin e', 'bengali plain', 'rutiRoti=roti:4 fSixAlooGobi'],
  [
    'bhubaneswar: 1 katori machha besara, 2 katori bhata n saga bhaja',
    'odia plain',
    'fishCurry rice:2 sagaBhaja=spinachCooked',
  ],
  ['methi thepla 3 with a katori dahi on the bus to porbandar', 'gujarati plain', 'thepla:3 curd'],
  [
    'tinde ki sabzi + moong dal + 3 phulka + salad aftr physio',
    'north plain',
    'fNineteenTinda fTwentyFiveMoongDal roti:3 cucumber',
  ],
  ['itanagar - 10 pork momos n a bowl of thukpa after the NE zone game', 'northeast plain', 'momo:10 fNineThukpa'],
  ['corn chaat 1 cup from the bhutta wala at marine drive, rest day', 'mumbai plain', 'cornChaat=fSixteenBhutta@165'],
  [
    "haldiram's on the expressway: 1 plate pav bhaji (2 pav) n 1 sweet lassi",
    'travel plain',
    `pavBhaji@250 butterPav=pav:2+butter:2 ${LASSI}`,
  ],
  [
    'post workout - 1 scoop whey in water, 1 banana, 2 brown bread with 1 tbsp peanut butter',
    'gym plain',
    'whey banana brownBread:2 peanutButter',
  ],
  ['1 sitaphal n 3 khajur, 5 pm snack b4 fielding drills', 'snack plain', 'fFortyOneSitaphal dates:3'],
  [
    'boiled verkadalai 1 cup from the thallu vandi after sand runs, besant nagar',
    'tamil plain',
    'fFortyOneBoiledPeanuts',
  ],
  [
    'matar mushroom n 2 tandoori roti, dhaba on the karnal highway',
    'north plain',
    'fThirtyFiveMatarMushroom tandooriRoti=rotiLarge:2',
  ],
  [
    'dim toast 2 piece ar ek cup cha, maidan tent e practice er por',
    'bengali plain',
    `dimToast=fThirtyFiveFrenchToast:2 ${CHAI}`,
  ],
  ['chicken korma n 2 roti, hotel dinner in aligarh', 'north plain', 'chickenKorma roti:2'],
  ['lucknow - 2 egg paratha n chai at the dhaba near ekana', 'north plain', `eggParatha=paratha:2+omelette:2 ${CHAI}`],
  ['meal 3: 200 g curd, 1 cup muskmelon n 10 almonds', 'gym plain', 'curd@200 cantaloupe almonds:10'],
  ['nutrela soya chunks ki sabzi with 3 roti, veg protien day', 'north plain', 'fSixSoyaMatar roti:3'],
  ['shikanji 1 glass n 1 amrood during the drinks break', 'drink plain', 'nimbuPani guava'],
  [
    'hostel lo pappu annam, konchem neyyi, avakaya side lo',
    'telugu plain',
    'pappuDal=dal annamRice=rice:2 neyyiGhee=ghee',
  ],
  ['jodhpur: 1 pyaaz kachori n 1 glass chaas near the clock tower', 'rajasthani plain', 'fSevenKachori buttermilk'],
  [
    'team hotel buffet: grilled basa 180 g, mashed potato n steamed brocoli',
    'travel plain',
    'fNineteenBasa@180 fThirtyThreeMashedPotato broccoli',
  ],
  ['maggi 1 packet n 1 boiled egg, room at 1 am after the late flight', 'travel plain', 'maggi egg'],
  // combinations named with their own parts
  [
    'bread omelette - 2 eggs, 2 slice bread, nashik road stall b4 the bus',
    'marathi combo',
    'breadOmelette=bread:2+omelette:2',
  ],
  ['chole samosa - 1 samosa smashed into 1 katori chole, college canteen', 'north combo', 'samosa chole'],
  // headers naming the meal, then its list
  [
    'POST MATCH DINNER @ team hotel → veg sweet corn soup, 2 rotis, dal tadka, 150 g grilled fish',
    'north header',
    'fThirtyFiveSweetCornSoup roti:2 dal fThirtyNineGrilledFish@150',
  ],
  ['mid-morning snack @ 11 → 1 apple, 1 glass toned milk, 6 kaju', 'gym header', 'apple milk cashews:6'],
  // "X made with Y", a shake, a wrap, brands
  [
    '2 rotis made with bajre ka atta, 1 katori kadhi n gud ki dali',
    'haryana addon',
    'bajraRoti=fThreeMakkiRoti:2 kadhi jaggery@10',
  ],
  [
    'protein cold coffee - 250 ml cold milk, 1 scoop whey, 1 tsp nescafe n ice, shaken',
    'gym addon',
    'coldCoffee=milk+whey',
  ],
  [
    'egg white wrap: 1 whole wheat roti rolled with 4 egg whites bhurji n some onion capsicum',
    'gym addon',
    'eggWhiteWrap=roti+eggWhiteOmelette:4',
  ],
  ['2 slices modern bread with kissan mixed fruit jam + 1 glass milk', 'north addon', 'bread:2 jam:2 milk'],
  // garnish
  ['oats with milk 1 bowl, topped with 1 tsp honey n 5 chopped badam', 'gym garnish', 'oats@250 honey almonds:5'],
  // food amid training or match talk
  [
    'nets 2 hrs, ~180 balls faced + 3 x 20 min throwdowns at 40 m. lunch 1:15 → 3 roti, aloo gobi, 1 katori dal',
    'north talk',
    'roti:3 fSixAlooGobi dal',
  ],
  // legume word next to the unit gram
  [
    'horse gram (kollu) rasam 200 gram, drank it like soup aftr the long run, ooty camp',
    'tamil legume',
    'kulthiDal@200',
  ],
  // drink named after its main ingredient
  ['ek nariyal pani aur ek kela, 40 over khade rehne ke baad', 'north drinkname', 'coconutWater banana'],
  // stated sizes and pack weights
  ['gatorade 500 ml bottle + 1 snickers in the dressing room, rain delay', 'gym size', 'sportsDrink@524 snickers'],
  // raw vs cooked
  [
    'chana dal 50 g dry wt, pressure cooked with 1 tsp ghee tadka + 2 roti',
    'gym cooked',
    'chanaDal=fThirtyEightRawChanaDal@50+ghee roti:2',
  ],
  // counts in number words
  [
    'tran rotli, ek vaati dudhi chana nu shaak ane be papad - vadodara, raat nu jaman',
    'gujarati numberword',
    'rotliRoti=roti:3 chanaDalLauki papad:2',
  ],
  [
    'naalu idiyappam, oru katori kadala curry - breakfast at the hotel in nagercoil',
    'tamil numberword',
    'riceNoodles:4 blackChanaCurry',
  ],
];
