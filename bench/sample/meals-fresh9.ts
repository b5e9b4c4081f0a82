// Benchmark meals written on 2026-11-25 blind, as the ninth blind set after meals-fresh.ts to
// meals-fresh8.ts, written without running the engine: each sentence is one log message of an
// athlete on an ordinary day, typed as athletes type a food log (lowercase, typos, abbreviations
// such as w/, n, pcs, gm, bfast, Hinglish and regional words, headers, training, match and travel
// talk) without reading the engine's code or knowledge, and each reference was chosen from cited
// rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a
// stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh8.ts. Mix, by what was
// eaten: 12 home meals of north and west India (roti-dal-sabzi, poha, upma, paratha, khichdi, rajma
// chawal, kadhi, thepla, dhokla, pav bhaji), 10 south Indian (pongal, uttapam, idli, rava dosa with
// sambar and chutney, curd rice, lemon rice, appam and stew, porotta and curry, biryani, sambar
// rice), 8 east and northeast (bhaat, dal, dimer dalna, alu posto, luchi, momo, thukpa, pakhala,
// litti chokha, dalma), 8 from Pakistan, Bangladesh, Sri Lanka and Nepal, 10 gym and athlete foods
// (eggs, oats, whey, peanut butter, chicken breast, paneer, sprouts, banana shake, a protein bar
// with its size and protein), 6 street food, restaurant and cafe orders with sizes (half plate,
// full plate, large, medium, grande, slices, ml) and 6 drinks and snacks on their own (chai with
// biscuits, lassi, nimbu pani, daab, fruit, filter coffee). Structures across the set: combinations
// named with their parts (tag combo), headers with a breakdown ("bfast:", "rate:", "nashta:",
// "tiffin box:", "meal prep lunch:"; header), "X with Y", "topped with", "on top" and "made with /
// made in" (addon), number words (Hindi ek, do, teen; Marathi don; Gujarati be; Tamil rendu, moonu,
// oru; Bengali dui, tin; numberword), weights and volumes before or after the food ("chicken 150g",
// "300ml lassi", "200 gm khaman"; size), the cooked state from context (cooked) and training, match
// and travel talk ("5k run", "leg day", "flight at 7", "day-night game", "1 kg ... 6 bandon mein"
// are not amounts of what the athlete ate; talk). New reference foods (fNine): FNDDS 58408500 Asian
// noodle soup with vegetables (proxy for veg thukpa, a bowl = its quantity not specified, 285 g),
// FNDDS 53520100 plain cake doughnut (proxy for sel roti, 60 g each as its 1 doughnut) and INDB
// BFP442 tomato ginger chutney (1 tbsp = 16.4 g). Conventions and proxies used here: unquantified
// rice, bhaat, bhat or chawal beside a dal, curry or sabzi = 2 katori (meals-fresh2.ts), an
// unquantified dal, curry, sabzi or dahi = 1 katori; a "bati", "vaadki" or "pyali" = 1 katori;
// salad = 100 g cucumber and raita = 100 g curd (meals.ts); arhar, moong and musur dal as dal
// (lentil curry); bhindi as INDB BFP269 bhindi fry; lauki sabzi as veg curry (as ghiya and lauki in
// meals-structural.ts) and palak with roti as FNDDS 72125217 cooked spinach (spinachCooked, the
// proxy for palak sabzi); 2 katori khichdi and "be vaadki" khichdi = 300 g (meals.ts); upma 1 plate
// = 200 g (meals.ts); "a spoon", "ek chammach" or "ek chamoch" of ghee = 1 tsp; "a few" kaju = 10 g
// (meals-fresh2.ts); white butter with 2 parathas = 1 tsp butter each (meals-fresh.ts) and pav
// "butter laga ke" = 1 tsp butter a pav (as butter naan in meals.ts); chhundo as 1 tbsp of FNDDS
// 63409020 sweet chutney (meals-fresh2.ts); khaman by weight as INDB ASC474 dhokla; 2 cups of
// masala chai = 124 g milk + 120 g tea + 2 tsp sugar and one chai, dudh chiya and adrak chai = 62 g
// milk + 60 g tea + 1 tsp sugar (meals.ts, meals-fresh.ts); a filter coffee (kaapi) = 100 g milk +
// 50 g brewed tea for the decoction + 1 tsp sugar (meals.ts); pickle (oorugai, achaar) and kacha
// morich are not counted; ghee pongal 1 plate = 250 g of khichdi (meals.ts); an unquantified
// chutney with idli, vada, dosa or uttapam = 2 tbsp (meals-generalise.ts), coconut chutney unless
// another is named; 3 appam = 150 g of dosa and a veg stew = 150 g of veg curry (meals.ts, its
// coconut milk inside the stew); porotta = paratha and a half plate of a curry or of chilli chicken
// = 1 katori (meals-fresh7.ts); a plate or full plate of biryani = 300 g; egg curry (dimer dalna) =
// 2 eggs + 100 g chicken curry gravy (meals.ts); aloo posto = a katori of potato sabzi + 1 tbsp
// poppy seed (meals-fresh4.ts); luchi = puri, cholar dal = INDB OSR142 chana dal, a rosogolla =
// INDB BFP392, 60 g with its syrup (meals-fresh7.ts); momos 8 pcs = 8 FNDDS 58112510 medium
// dumplings, the red chutney not counted; pakhala (water rice) 2 bati = 2 katori of cooked rice,
// the water not counted, and panta bhat unquantified = 250 g (meals.ts); alu bharta (mashed potato
// with mustard oil) as a katori of FNDDS 71103030 potato made with oil; machha bhaja and ilish
// bhaja = one fried fish steak a piece (meals-fresh4.ts); dalma as INDB OSR141 and baigana bhaja as
// begun bhaja, FNDDS 75412010 fried eggplant, 40 g a slice (khanda) (meals-fresh7.ts); litti = 80 g
// of roti each and chokha as potato sabzi (meals.ts); chanay as chole and halwa as INDB ASC293 suji
// halwa (meals-fresh2.ts); chapli kabab as FNDDS 21500310 beef patty (meals-fresh3.ts); 1 kg of
// chicken karahi among 6 = 166.7 g each (as half a kilo among 4 in meals-fresh7.ts); dim bhaji = a
// 1-egg omelette (meals-fresh5.ts); isso vade counted as vada (meals-fresh4.ts); a king coconut and
// a daab = 1 cup of coconut water (meals-fresh5.ts); chicken kottu 1 plate = 2 godamba roti
// (paratha) + 1 egg + 1 katori chicken curry, the parts stated in meals-fresh4.ts; half a banana =
// 63 g (meals-fresh4.ts); ml of milk × 1.03 g (meals-fresh2.ts), so 300 ml = 309 g and 400 ml = 412
// g, and of cold coffee the same (350 ml = 360.5 g); oats weighed and cooked in water = the dry
// weight of SR26 20038 rolled oats, the water not counted; honey 1 tbsp = 20 g (meals-fresh7.ts);
// paneer tikka made without oil = the stated paneer (IFCT L003) and mint chutney with it = 2 tbsp
// (meals-structural.ts); steamed moong sprouts = SR26 11044 (meals-fresh6.ts); a protein bar with a
// stated weight = that weight of FNDDS 53729000, its stated "15g protein" is not a weight; "chicken
// 150g" in a gym meal prep = chicken breast, roasted, skin not eaten (FNDDS 24122131; chicken
// breast "cooked" without a method = roasted, meals-fresh4.ts); 1 cup brown rice = 158 g (as
// meals.ts; FNDDS 56205008: 1 cup = 158 g); full plate chole bhature = 2 bhature (140 g of puri) +
// a katori of chole (meals-fresh.ts); lassi = 200 g curd + 3 tsp sugar a 250 ml glass (meals.ts),
// so 300 ml = 240 g curd + 3.6 tsp sugar; veg fried rice 1 plate = 300 g; Domino's large pizza
// slices = FNDDS 58106225 pieces of a large pizza (119 g; cheese pizza for a veg pizza,
// meals-fresh7.ts); a grande (16 fl oz) cappuccino = FNDDS 92161000 medium (480 g); a veg puff =
// INDB BFP545 (meals-fresh6.ts); Parle-G glucose biscuits as FNDDS 53241510 Marie biscuit, 7 g each
// (a plain sweet tea biscuit); nimbu pani by the ml = INDB ASC008 lemonade, 1 g a ml (a 250 ml
// glass ≈ 250 g); half an apple = 100 g (FNDDS 63101000 medium apple 200 g).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH9_MEALS: SampleMeal[] = [
  // home meals of north and west India
  [
    'lunch - 3 roti, 1 katori arhar dal, 1 katori bhindi n thoda salad',
    'north header',
    'roti:3 dal bhindiFry cucumber',
  ],
  ['bfast: don plate kanda pohe ani ek cup chaha before morning practice', 'west numberword', `poha:2 ${CHAI}`],
  ['upma 1 plate, tadka in a spoon of ghee n a few kaju on top', 'west addon', 'upma@200 ghee cashews@10'],
  ['aloo paratha x2 w/ white butter n a glass of chaas', 'north addon', 'alooParatha:2 butter:2 buttermilk'],
  [
    'pet thoda kharab tha so dinner mein sirf 2 katori moong dal khichdi, ek chammach ghee n 1 papad',
    'north talk',
    'khichdi@300 ghee papad',
  ],
  ['rajma chawal - 1 katori rajma, 2 katori chawal n ek katori dahi alag se', 'north combo', 'rajma rice:2 curd'],
  ['kadhi khichdi - ek vaadki kadhi ne be vaadki khichdi', 'west combo', 'kadhi khichdi@300'],
  [
    'ranji game ke liye ahmedabad to baroda train mein teen methi thepla, chhundo n a katori dahi',
    'west talk',
    'thepla:3 chhundo=sweetChutney curd',
  ],
  [
    '200 gm surti khaman from the farsan shop n 2 cup masala chai',
    'west size',
    'dhoklaPiece@200 chai=milk@124+tea@120+sugar:2',
  ],
  [
    'ghar pe pav bhaji bani, 2 katori bhaji aur 4 pav butter laga ke',
    'west addon',
    'pavBhaji:2 butterPav=pav:4+butter:4',
  ],
  ['raat ko 4 phulke, lauki ki sabzi aur moong dal', 'north everyday', 'roti:4 lauki=vegCurry dal'],
  ['palak with 3 roti after the evening fielding session', 'north cooked', 'spinachCooked roti:3'],
  // south India
  [
    '5k run mudichu ghee pongal 1 plate, oru vadai, sambar n chutney',
    'south talk',
    'pongal=khichdi@250 vada sambar coconutChutney:2',
  ],
  ['rendu onion uttapam, sambar n tomato chutney', 'south numberword', 'uttapam:2 sambar fNineTomatoChutney:2'],
  ['thayir sadam 1 plate with mango oorugai n 2 appalam', 'south addon', 'curdRice papad:2'],
  ['tiffin box: lemon rice, 2 boiled eggs n a 200g cup of curd', 'south header', 'fSixLemonRice egg:2 curd@200'],
  ['moonu appam with veg stew made in thengai paal', 'south numberword', 'appam=dosa@150 stew=vegCurry@150'],
  [
    'late practice kazhinju thattukada il ninnu 2 porotta n half plate chicken curry',
    'south talk',
    'porotta=paratha:2 chickenCurry',
  ],
  [
    'dindigul mutton biriyani 1 plate with onion raita n a boiled egg',
    'south restaurant',
    'muttonBiryani raita=curd@100 egg',
  ],
  [
    'crispy rava dosa w sambar n chutney, 1 filter kaapi',
    'south everyday',
    `ravaDosa sambar coconutChutney:2 ${COFFEE}`,
  ],
  [
    'sambar sadam - 2 katori rice, 1 katori sambar, beans poriyal n a tsp of ghee on top',
    'south combo',
    'rice:2 sambar beansSabzi ghee',
  ],
  ['mess bfast: 4 idli, 2 katori sambar, no chutney today', 'south header', 'idli:4 sambar:2'],
  // east and northeast India
  [
    'rate: dui bati bhaat, musur dal ar dimer dalna (2 to dim)',
    'east numberword',
    'rice:2 dal dimerDalna=egg:2+chickenCurry@100',
  ],
  ['alu posto diye gorom bhaat, upore ek chamoch ghee', 'east addon', 'rice:2 alooPosto=alooSabzi+fFourPoppySeed ghee'],
  ['sunday sokale 5 ta luchi, cholar dal ar ekta rosogolla', 'east everyday', 'luchi=puri:5 channaDal fSevenRasgulla'],
  ['chiken momos 1 plate (8 pcs) w/ red chutney at the police bazar stall', 'east size', 'momo:8'],
  ['gangtok mein trek ke baad 1 bowl veg thukpa, bahut thand thi', 'east talk', 'fNineThukpa'],
  [
    'pakhala 2 bati, alu bharta ar 1 piece machha bhaja, garam re',
    'east cooked',
    'pakhala=rice:2 aluBharta=alooSabzi fishFry',
  ],
  [
    'litti chokha - teen litti, ek katori chokha aur 2 tsp ghee',
    'east combo',
    'litti=roti@240 chokha=alooSabzi ghee:2',
  ],
  ['dinner: bhata, dalma n 2 khanda baigana bhaja', 'east header', 'rice:2 dalma baiganaBhaja=fSevenBegunBhaja:2'],
  // Pakistan, Bangladesh, Sri Lanka, Nepal
  [
    'nashta: halwa puri - 2 puri, aik pyali chanay aur ek katori halwa',
    'pakistani header',
    'puri:2 chanay=chole sujiHalwa',
  ],
  [
    'peshawar mein nets ke baad 2 chapli kabab, ek naan aur raita',
    'pakistani talk',
    'fThreeChapliKabab:2 naan raita=curd@100',
  ],
  [
    'chicken karahi 1 kg thi 6 bandon mein, mere hissay mein 2 naan bhi',
    'pakistani restaurant',
    'karahi=chickenCurry@166.7 naan:2',
  ],
  [
    'pohela boishakh e panta bhat, 2 piece ilish bhaja ar kacha morich',
    'bangladeshi everyday',
    'pantaBhat=rice@250 ilishBhaja=fishFry:2',
  ],
  ['sokale tin ta ruti, ek bati dal ar ekta dim bhaji', 'bangladeshi numberword', 'roti:3 dal dimBhaji=omelette'],
  [
    'beach run at galle face then 3 isso vade n a king coconut',
    'srilankan talk',
    'issoVade=vada:3 kingCoconut=coconutWater',
  ],
  [
    'chicken kottu 1 plate from the kade after the day-night game',
    'srilankan everyday',
    'kottu=paratha:2+omelette+chickenCurry',
  ],
  ['tihar ma 2 ota sel roti ra ek cup dudh chiya', 'nepali everyday', `fNineSelRoti:2 ${CHAI}`],
  // gym and athlete food
  [
    'pre wkout: 2 slices brown bread with 1.5 tbsp peanut butter n half a banana',
    'gym header',
    'brownBread:2 peanutButter:1.5 banana@63',
  ],
  [
    'banana shake made with 300ml toned milk, 2 kele n 1 scoop whey, no sugar',
    'gym addon',
    'shake=milk@309+banana:2+whey',
  ],
  [
    'oats 60g cooked in water, 1 scoop whey stirred in n 1 tbsp pb on top',
    'gym addon',
    'fSevenOats@60 whey peanutButter',
  ],
  ['paneer tikka 200g in the air fryer, no oil, w/ mint chutney', 'gym size', 'paneerTikka=paneer@200 greenChutney:2'],
  ['steamed moong sprouts 150 gm with chaat masala + 2 boiled eggs', 'gym size', 'fSixSproutsBoiled@150 egg:2'],
  ['whole truth protien bar, the 52g one with 15g protein, on the way to the ground', 'gym size', 'proteinBar@52'],
  ['leg day done, 1 scoop iso whey in water n 3 khajoor', 'gym talk', 'whey dates:3'],
  ['greek yogurt 150g topped with 1 tbsp honey n 20g granola', 'gym addon', 'greekYogurt@150 honey@20 granola@20'],
  [
    'meal prep lunch: chicken 150g, brown rice 1 cup, rajma 1 katori',
    'gym cooked',
    'chickenBreast@150 brownRice@158 rajma',
  ],
  ['do scoop whey 400 ml doodh mein, bulking chal raha hai', 'gym numberword', 'whey:2 milk@412'],
  // street food, restaurant and cafe orders with sizes
  [
    'full plate chole bhature at the sector 17 joint (2 bhature) n a sweet lassi',
    'north restaurant',
    `chole bhature=puri@140 ${LASSI}`,
  ],
  [
    'half plate chilli chiken n 1 plate veg fried rice from the chinese thela',
    'north restaurant',
    'chilliChicken friedRice',
  ],
  ['dominos - 3 slices of a large farmhouse n a medium coke', 'west restaurant', 'pizzaSliceLarge:3 colaMedium'],
  [
    'idris ki mutton biryani full plate + 2 seekh kabab, lucknow away game',
    'north restaurant',
    'muttonBiryani seekhKebab:2',
  ],
  ['350 ml cold coffee n a veg puff at the cafe near the academy', 'west size', 'coldCoffee@360.5 fSixVegPuff'],
  ['grande cappuccino n a butter croissant at the airport, flight at 7', 'travel size', 'cappuccino@480 croissant'],
  // drinks and snacks on their own
  ['ek cup adrak chai aur 4 parle-g', 'north snack', `${CHAI} parle=marie:4`],
  ['300ml meethi lassi after the match', 'north size', 'lassi=curd@240+sugar:3.6'],
  ['500ml nimbu pani bottle with kala namak during drinks break', 'north talk', 'nimbuPani@500'],
  ['2 ta daab er jol after practice', 'east drinkname', 'daab=coconutWater:2'],
  ['fruit bowl - 1 cup papaya, half apple n 10 grapes', 'snack everyday', 'papaya apple@100 grapes:10'],
  ['rendu cup filter kaapi in the morning', 'south numberword', 'coffee=milk@200+tea@100+sugar:2'],
];
