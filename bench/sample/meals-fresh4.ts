// Benchmark meals written on 2026-11-24 blind, as a fourth fresh set after meals-fresh.ts,
// meals-fresh2.ts and meals-fresh3.ts, written without running the engine: the sentences were
// typed as athletes type a food log on an ordinary day (lowercase, typos, Hinglish and regional
// words, headers, training, match and travel talk) without reading the engine's code or knowledge,
// and each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 rows, their portions or a stated convention) before the engine was run on them. None
// is taken from meals.ts, meals-structural.ts, meals-generalise.ts, meals-fresh.ts, meals-fresh2.ts
// or meals-fresh3.ts. Mix: 15 everyday one- or two-food entries, 10 with 3-4 foods and amounts,
// 8 with training, match or travel talk (English and Hinglish), 6 headers or combinations with
// their parts, 6 with a garnish or "with / topped with / made with" addition, 6 with stated sizes
// or weights, 5 in regional languages or number words (Tamil, Telugu, Bengali, Gujarati, Urdu),
// 4 packaged or branded snacks and drinks with sizes as sold. Conventions used here: a Bengali
// "bati" or Marathi/Gujarati "vati/vatki" = 1 katori; unquantified bhaat in a header = 2 katori
// (as meals-fresh2.ts); matta (Kerala red) rice is counted as brown rice; a generic thoran as
// cabbage thoran (as meals-fresh2.ts); ghugni and chotpoti as a katori of dried-pea curry
// (FNDDS 41303010); aloo posto = a katori of potato sabzi + 1 tbsp poppy seed (SR26 02033);
// boondi raita = 100 g curd + 10 g sev for the boondi (raita and garnish conventions of
// meals-fresh3.ts); paneer bhurji 200 g = 188 g paneer + 12 g oil (meals-fresh2.ts 150 g scaled);
// "paav kilo" = 250 g; nihari 250 g and pongal 250 g (meals.ts); Gujarati bhakhri = 55 g of roti
// (meals-fresh2.ts bhakri); isso vadai counted as vada (as parippu vadai in meals-fresh2.ts); a
// Sri Lankan plain tea = 200 g brewed tea + 2 tsp sugar; doodh patti as meals-structural.ts;
// kottu as its stated parts; rooh afza milk as rose milk (meals-fresh3.ts); ml of milk drinks and
// buttermilk × FNDDS g per fl oz (31 g chocolate milk, 30.5 g buttermilk); chicken breast "cooked"
// without a method = roasted; half a banana = 63 g, half a boiled egg = 25 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH4_MEALS: SampleMeal[] = [
  // everyday single or two-food entries
  ['greek yogurt n a handful of walnuts', 'gym everyday', 'greekYogurt walnuts'],
  ['poha 2 plates, no chai today', 'west everyday', 'poha:2'],
  ['aloo qeema with 2 chapati', 'pakistani everyday', 'alooQeema=keemaMatar roti:2'],
  ['rava idli 3 n coconut chutney', 'south everyday', 'fFourRavaIdli:3 coconutChutney:2'],
  ['ghugni with 2 luchi', 'east everyday', 'ghugni=fFourSplitPeas luchi=puri:2'],
  ['gatte ki sabzi n 3 roti', 'north everyday', 'fFourGatte roti:3'],
  ['chicken fried rice, one plate', 'east everyday', 'fFourChickenFriedRice'],
  ['mutton do pyaza n 2 naan', 'pakistani everyday', 'fFourDoPiaza naan:2'],
  ['grilled chicken n broccoli', 'gym everyday', 'grilledChicken broccoli'],
  ['dahi n 2 kele', 'north everyday', 'curd banana:2'],
  ['alu porota r cha', 'bangladeshi everyday', `alooParatha ${CHAI}`],
  ['upma bowl n filter kaapi', 'south everyday', `upma ${COFFEE}`],
  ['2 moong dal chilla n green chutney', 'north everyday', 'moongChilla=pesarattu:2 greenChutney'],
  ['dhal curry n 2 slices of bread, sri lankan style breakfast', 'srilankan everyday', 'dal bread:2'],
  ['chai n 3 rusk', 'north everyday', `${CHAI} fFourRusk:3`],
  // three or four foods with amounts
  ['2 paratha, 1 katori aloo matar n 1 glass lassi', 'north multi', `paratha:2 alooMatar ${LASSI}`],
  [
    '2 katori matta rice, 1 katori meen curry, 1 katori thoran n 2 pappadam',
    'south multi',
    'mattaRice=brownRice:2 fishCurry cabbagePoriyal papad:2',
  ],
  [
    '250 ml skim milk, 3 boiled eggs, 2 slices brown bread n 1 banana',
    'gym multi',
    'skimMilk egg:3 brownBread:2 banana',
  ],
  [
    '3 chapati, 1 katori chicken karahi, 1 katori raita n salad',
    'pakistani multi',
    'roti:3 chickenCurry raita=curd cucumber',
  ],
  ['2 cup bhaat, 1 bati musur dal n 1 piece ilish bhaja', 'bangladeshi multi', 'rice@316 dal fishFry'],
  ['3 poli, 1 vati batata bhaji, 1 vati varan n 1 vati bhaat', 'west multi', 'roti:3 alooSabzi dal rice'],
  [
    'aloo posto 1 katori, bhaat 2 katori, biulir dal 1 katori',
    'east multi',
    'alooPosto=alooSabzi+fFourPoppySeed rice:2 uradDal',
  ],
  [
    '2 whole eggs + 3 whites scrambled, 2 toast n an orange',
    'gym multi',
    'omelette:2 eggWhiteOmelette:3 bread:2 orange',
  ],
  ['2 roti, 1 katori palak paneer, 1 katori dal n 1 katori rice', 'north multi', 'roti:2 palakPaneer dal rice'],
  [
    '2 katori annam, 1 katori gongura pappu, 1 katori perugu n 2 appadalu',
    'south multi',
    'annam=rice:2 gonguraPappu=dal perugu=curd appadalu=papad:2',
  ],
  // training, match and travel talk around the food
  [
    'super over jeet ke aaye, celebration mein 2 slice pizza aur ek coke',
    'hinglish talk',
    'pizzaSliceMedium:2 colaSmall',
  ],
  [
    'flight delayed at hyderabad airport, had a paneer kathi roll n a cold coffee',
    'travel talk',
    'paneerKathiRoll coldCoffee',
  ],
  ['bowled 8 overs on a flat deck, came back n smashed 2 plates of chicken biryani', 'north talk', 'chickenBiryani:2'],
  [
    'nets ke baad physio ne bola protein badhao, toh 200 g paneer bhurji aur 2 roti',
    'hinglish talk',
    'paneerBhurji=paneer@188+oil@12 roti:2',
  ],
  ['match abandoned due to rain, room mein 2 packet maggi bana ke kha li', 'hinglish talk', 'maggi:2'],
  [
    'long drive from kandy to colombo, stopped for 3 isso vadai n a plain tea',
    'srilankan talk',
    'issoVadai=vada:3 plainTea=tea@200+sugar:2',
  ],
  [
    'roza tha toh iftari mein bas 3 pakoray aur ek glass rooh afza wala doodh',
    'pakistani talk',
    'pakora:3 roohAfzaMilk=fThreeRoseMilk',
  ],
  [
    'bus broke down near nashik so had a vada pav n a cutting at the tapri',
    'west talk',
    'vadaPav=bread@45+vada@60 cuttingChai=milk@62+tea@60+sugar',
  ],
  // headers or combinations with their parts
  [
    'chicken kottu - 2 godamba roti chopped with 1 egg n a katori of chicken curry',
    'srilankan combo',
    'kottu=paratha:2+omelette+chickenCurry',
  ],
  [
    'dhaba lunch: 2 tandoori roti, dal fry, mix veg n boondi raita',
    'north header',
    'rotiLarge:2 dal vegCurry boondiRaita=curd@100+sev@10',
  ],
  ['goan lunch - 2 katori rice, 1 katori fish curry n 1 rava fried bangda', 'west header', 'rice:2 fishCurry fishFry'],
  ['nashta - 2 ruti, 1 bati sobji, 1 dim bhaji', 'bangladeshi header', 'roti:2 vegCurry dimBhaji=omelette'],
  [
    'breakfast at the nca mess: 2 anday ka omelette, 2 toast, 1 glass orange juice n doodh patti',
    'pakistani header',
    'omelette:2 bread:2 orangeJuice=mosambiJuice doodhPatti=wholeMilk@150+sugar:2',
  ],
  [
    'assam lunch - bhaat, dal, aloo pitika n masor tenga',
    'east header',
    'rice:2 dal alooPitika=alooSabzi masorTenga=fishCurry',
  ],
  // garnish, "with", "topped with", "made with" additions
  ['puran poli 2, a spoon of toop on top', 'west addon', 'fFourPuranPoli:2 ghee'],
  ['chotpoti topped with half a boiled egg n tetul pani', 'bangladeshi addon', 'chotpoti=fFourSplitPeas egg@25'],
  ['oats made with skim milk, topped with 1 tbsp chia n half a banana', 'gym addon', 'oats fFourChia banana@63'],
  [
    'nihari with ginger, hari mirch n lemon on top, 2 khamiri roti',
    'pakistani addon',
    'nihari=beefCurry@250 khamiriRoti=naan:2',
  ],
  ['lassi topped with a tbsp of malai', 'north addon', `${LASSI} fFourMalai`],
  ['ven pongal with a spoon of ghee n fried cashews on top', 'south addon', 'pongal=khichdi@250 ghee cashews@10'],
  // stated sizes and weights in varied forms
  ['chicken breast ~180gm cooked with 1.5 cup rice', 'gym size', 'chickenBreast@180 rice@237'],
  ['paav kilo mutton biryani from the stall', 'pakistani size', 'muttonBiryani@250'],
  ['dahi ka 400g dabba tha, aadha khatam kiya', 'north size', 'curd@200'],
  ['a 1 litre bottle of chaas split between 4 of us', 'west size', 'buttermilk@257.8'],
  ['bhetki fish fry 120 g', 'east size', 'fishFry@120'],
  ['rasam saadam, rice approx 250g n a katori of rasam', 'south size', 'rice@250 rasam'],
  // regional languages and number words: Tamil, Telugu, Bengali, Gujarati, Urdu
  ['oru plate thayir sadam, rendu appalam', 'south numberword', 'curdRice papad:2'],
  ['nalugu puri, oka katori aloo kura', 'south numberword', 'puri:4 alooKura=alooSabzi'],
  ['panchta ruti ar ek bati cholar dal', 'east numberword', 'roti:5 channaDal'],
  ['be bhakhri ane ek vatki kadhi', 'west numberword', 'bhakhri=roti@110 kadhi'],
  ['chaar chapati aur aik pyali aloo gosht', 'pakistani numberword', 'roti:4 alooGosht=beefCurry'],
  // packaged and branded snacks and drinks, with sizes as sold
  ['monster 500ml can b4 the day-nighter', 'drink brand', 'fFourMonster'],
  ['kotmale chocolate milk 180ml pack after nets', 'drink brand', 'chocolateMilk@188.7'],
  ['amul masti buttermilk 200ml tetra pack', 'drink brand', 'buttermilk@206.3'],
  ['kitkat 4 finger 37.3g in the dressing room', 'snack brand', 'fFourKitKat@37.3'],
];
