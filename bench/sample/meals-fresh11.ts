// Benchmark meals written on 2026-11-25 blind, as the eleventh blind set after meals-fresh.ts to
// meals-fresh10.ts, written without running the engine: each sentence is one log message of an
// athlete, typed as athletes type a food log (lowercase, typos, abbreviations such as n, w/, pcs,
// gm, bfast, aftr, frm, Hinglish and regional words, headers, training, match and travel talk)
// without reading the engine's code or knowledge, and each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated
// convention) before the engine was run on them. None is taken from meals.ts, meals-structural.ts,
// meals-generalise.ts or meals-fresh.ts to meals-fresh10.ts. Mix, by the structural classes of the
// issue this benchmark measures (50, 5 each): combinations named with their own parts (aloo matar
// chawal, chapati kurma, dal bhat masu, usal pav, ilish bhaat; combo), headers naming the meal and
// then its breakdown ("dopahar ka khana:", "dinner -", "rater khabar:", "meal 2:", where "2" is no
// amount, "bfast at darshini:"; header), "X made with Y", a smoothie of listed parts, a sandwich
// with its fillings and a brand with its generic food (papaya smoothie, grilled sandwich, paneer
// bhurji made with ghee, pran mango juice, nurpur makhan on toast; addon), an ingredient or garnish
// as a modifier (upma with cashews, oats cooked in buffalo milk, khaman with sev on top, bhaat with
// ghee and alu seddho, karahi with makhan on top; addon), the food amid training, match or travel
// talk ("14 ghante", "50 overs", "2 ghanta dhilo", "3x5 @140", "10 min", "4 wicket" are not
// amounts; talk), legume words next to the unit gram (green, bengal, red, black gram, kalay chanay
// "150 gram"; three with a stated weight, two without; legume), drinks named after their main
// ingredient (bela pana, sakanjabeen, king coconut water, gajar ka juice, neer mor; drinkname),
// stated sizes (a whey scoop with "25g protein" which states its protein and not its weight, a 6
// inch sub, a medium pizza shared by 4, a 200 ml lassi tetra pack, a 250 ml milk pack; size), the
// cooked state from context (tinde, band gobhi, mishti kumro, beans poriyal, a meal prep of rajma
// and brown rice; cooked) and counts in number words (Gujarati tran, Kannada eradu and ondu, Nepali
// duita, Odia dui, Punjabi do and ik; numberword), across north, south, east and west India,
// Pakistan, Sri Lanka, Bangladesh, Nepal, travel and the gym. No new reference food was needed:
// every item is an existing key of reference-foods.ts. Conventions and proxies used here:
// unquantified rice, bhaat, bhat or chawal beside a dal, curry, sabzi or rasam = 2 katori
// (meals-fresh2.ts), "dedh katori" (one and a half) chawal = 150 g and a "bati" = 1 katori, so 2
// bati bhaat = 200 g; an unquantified dal, daal, curry, sabzi, torkari, sambar, rasam or poriyal =
// 1 katori; a "vati", "pyali" or "kachaura" = 1 katori; salad = 100 g cucumber and raita = 100 g
// curd (meals.ts); aloo matar as INDB ASC190; veg kurma as veg curry and chapati = roti (40 g);
// Nepali kukhura ko masu as chicken curry, a katori; matki usal as sprouts (meals-structural.ts), a
// vati = 120 g, and pav = FNDDS 51150000 roll (43 g); ilish bhaja = one fried fish steak (fishFry,
// meals-fresh4.ts); lau er torkari and tinde as veg curry (as lauki and tinda in
// meals-structural.ts), ruti as roti; plain hoppers (appam) = 50 g of dosa each (meals.ts, 3 appam
// = 150 g); masala dosa = 200 g, kesari bath unquantified = 1 bowl (INDB OSR014); egg whites as
// FNDDS 31108110 (33 g each, meals-fresh7.ts); a smoothie of 1 cup papaya (145 g), 150 g curd, 1
// tbsp flax seeds (fEight, 10.5 g) and 4 khajoor (dates, 8 g each); a grilled sandwich's fillings
// as stated, 2 tomato slices = 20 g each (FNDDS 74101000); paneer bhurji made with 100 g paneer and
// 1 tsp ghee = the stated paneer (IFCT L003) + 5 g ghee; PRAN mango juice as FNDDS 64204010 mango
// nectar (mangoDrink), 250 ml × 31 g per fl oz = 262 g; Nurpur makhan on 2 slices of toast = 1 tsp
// butter a slice (as butter naan and pav "butter laga ke" in meals.ts and meals-fresh9.ts), toast =
// white bread (28 g a slice); rava upma 1 plate = 200 g (meals.ts) and "a few cashews" = 10 g
// (meals-fresh2.ts); oats weighed and cooked in milk = the dry weight of SR26 20038 rolled oats
// (fSevenOats) + the milk, 200 ml of buffalo milk × 1.03 = 206 g (SR26 01108); khaman pieces as
// INDB ASC474 dhokla (40 g) and sev on top = 10 g (meals-fresh10.ts sev on pohe); "ek chamoch ghee"
// and "ek chamach makhan" = 1 tsp; alu seddho (mashed boiled potato with mustard oil) as a katori
// of FNDDS 71103030 potato made with oil (as alu bharta in meals-fresh9.ts); chicken karahi as
// chicken curry (meals-fresh10.ts); a train pantry veg thali = 2 roti, 1 katori dal, 2 katori rice
// and 1 katori sabzi as listed; chicken fried rice 1 plate = 300 g (fFour); veg chowmein 1 plate =
// INDB ASC134 (299.6 g); greek yogurt as FNDDS 11411420 nonfat by its stated weight and "an apple"
// = a medium apple (200 g); porota = paratha and gorur mangsho (beef curry) as FNDDS 27116100 beef
// curry, a bati; boiled green gram as FNDDS 41108010 cooked mung beans (sprouts key) by its stated
// weight; chana dal as INDB OSR142 by its stated weight and phulka = roti (40 g); paruppu (red
// gram, toor) as FNDDS 41311030 lentil curry (dal) by its stated weight, ghee with it = 1 tsp;
// ulundu vadai = medu vada (40 g each); kalay chanay ubley hue = FNDDS 41302020 boiled chickpeas by
// the stated weight (meals-fresh10.ts boiled bengal gram); bela pana (Odia bel sharbat) as INDB
// OSR001 woodapple juice, a glass = 250 g (fThreeBelSharbat); sakanjabeen as INDB ASC008 lemonade,
// a glass = 250 g (nimbuPani); king coconut water = 1 cup of coconut water each (meals-fresh5.ts);
// gajar ka juice = FNDDS 73105010 carrot juice, a glass = 254 g; neer mor (diluted spiced
// buttermilk) = a glass of FNDDS 11115100 buttermilk (250 g) a tumbler; a whey scoop = 30 g
// whatever protein it states, the water not counted; a 6 inch sub = FNDDS 27540290 chicken sub (240
// g); a medium pizza (FNDDS 58106225, 691 g, cheese pizza for a veg pizza) shared equally by 4 = a
// quarter each; lassi = 200 g curd + 3 tsp sugar a 250 ml glass (meals.ts), so 200 ml = 160 g curd
// + 2.4 tsp sugar; Olpers as whole milk (meals-fresh8.ts), 250 ml × 1.03 = 257.5 g; band gobhi as
// INDB ASC173 cabbage and peas (fEightCabbagePeas); mishti kumro as FNDDS 73201020 cooked pumpkin
// (fFivePumpkin); beans poriyal as INDB BFP272 beans foogath (beansSabzi); rajma and brown rice in
// a gym meal prep = cooked, rajma as FNDDS 41106010 by weight and brown rice FNDDS 56205018 by
// weight; thepla = INDB OSR104 (36.4 g each) and a cup of chaa, chai or dudh chiya = 62 g milk + 60
// g tea + 1 tsp sugar (meals.ts); idli 40 g and vade = medu vada; chhena poda 1 khanda = 1 INDB
// OSR022 slice (74.2 g); gobhi de parathe = INDB ASC100 cauliflower paratha (101.9 g each) and a
// katori of dahi = 150 g curd.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI200 = 'lassi=curd@160+sugar:2.4';

export const FRESH11_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  ['aloo matar chawal at the mess - 1 katori aloo matar aur dedh katori chawal', 'north combo', 'alooMatar rice@150'],
  [
    'chapati kurma frm the kerala hotel near the stadium, 3 chapati n a katori veg kurma',
    'south combo',
    'roti:3 kurma=vegCurry',
  ],
  [
    'dal bhat masu - bhat 2 katori, dal 1 katori ra kukhura ko masu ek katori',
    'nepali combo',
    'rice:2 dal masu=chickenCurry',
  ],
  ['usal pav at the ground canteen: 1 vati matki usal n 2 pav', 'west combo', 'usal=sprouts pav:2'],
  [
    'ilish bhaat - ek piece ilish bhaja ar 2 bati bhaat, mayer haater ranna',
    'bangladeshi combo',
    'ilish=fishFry rice:2',
  ],
  // headers naming the meal, then its breakdown
  ['dopahar ka khana: 2 chapati, ek pyali aloo matar aur raita', 'pakistani header', 'roti:2 alooMatar raita=curd@100'],
  ['dinner - 2 plain hoppers n a katori of chiken curry', 'srilankan header', 'hoppers=dosa@100 chickenCurry'],
  ['rater khabar: 3 te ruti, lau er torkari ar ek bati dal', 'east header', 'ruti=roti:3 lau=vegCurry dal'],
  ['meal 2: 4 egg whites, 2 brown bread n a kiwi', 'gym header', 'fSevenEggWhite:4 brownBread:2 kiwi'],
  ['bfast at darshini: 1 masala dosa, 1 vada n kesari bath', 'south header', 'masalaDosa vada kesariBath'],
  // a smoothie of listed parts, a sandwich with its fillings, "X made with Y", a brand and its generic food
  [
    'smoothie - 1 cup papaya, 150g curd, 1 tbsp flax seeds n 4 khajoor blended',
    'gym addon',
    'smoothie=papaya+curd@150+fEightFlaxSeeds+dates:4',
  ],
  [
    'grilled sandwich w/ 2 brown bread, 50g paneer, 2 tomato slices n 1 cheese slice',
    'west addon',
    'sandwich=brownBread:2+paneer@50+tomato:2+cheeseSlice',
  ],
  [
    'paneer bhurji made with 100g paneer n 1 tsp desi ghee, 2 roti ke saath',
    'north addon',
    'bhurji=paneer@100+ghee roti:2',
  ],
  ['pran mango juice 250 ml er ekta bottle', 'bangladeshi addon', 'mango=mangoDrink@262'],
  ['nurpur makhan laga ke 2 slice toast', 'pakistani addon', 'toast=bread:2+butter:2'],
  // an ingredient or garnish as a modifier
  ['rava upma 1 plate with a few cashews, hostel bfast', 'south addon', 'upma@200 cashews@10'],
  ['oats 40g cooked in 200ml buffalo milk', 'gym addon', 'fSevenOats@40 buffaloMilk@206'],
  ['khaman 4 pcs with sev on top', 'west addon', 'khaman=dhoklaPiece:4 sev'],
  ['gorom bhaat 2 bati with ek chamoch ghee ar alu seddho', 'east addon', 'rice:2 ghee aluSeddho=alooSabzi'],
  ['chicken karahi 1 pyali with ek chamach makhan upar se, 2 roti', 'pakistani addon', 'chickenCurry butter roti:2'],
  // food amid training, match or travel talk
  [
    'train mein 14 ghante, pantry se veg thali li - 2 roti, dal, chawal, sabzi',
    'travel talk',
    'roti:2 dal rice:2 vegCurry',
  ],
  [
    'practice match at 9, fielded all 50 overs, then a plate of chicken fried rice',
    'srilankan talk',
    'fFourChickenFriedRice',
  ],
  ['thamel bata airport, flight 2 ghanta dhilo, tesaile ek plate veg chowmein', 'nepali talk', 'vegChowmein'],
  ['deadlifts 3x5 @140, 10 min cooldown, then 250g greek yogurt n an apple', 'gym talk', 'greekYogurt@250 apple'],
  [
    'sylhet e match chilo, 4 wicket pelam, raate 2 ta porota ar ek bati gorur mangsho',
    'bangladeshi talk',
    'porota=paratha:2 gorurMangsho=beefCurry',
  ],
  // legume words next to the unit gram
  ['boiled green gram 150 gm w/ salt n pepper, post sprints', 'gym legume', 'greenGram=sprouts@150'],
  ['bengal gram dal (chana dal) 200 gm with 2 phulka', 'north legume', 'channaDal@200 roti:2'],
  ['paruppu (red gram) 150 gm with ghee n rice', 'south legume', 'paruppu=dal@150 ghee rice:2'],
  ['ulundu vadai (black gram) 3 from the kade near the jaffna ground', 'srilankan legume', 'vada:3'],
  ['kalay chanay 150 gram ubley hue, namak nimbu ke saath', 'pakistani legume', 'chanay=chickpeasBoiled@150'],
  // drinks named after their main ingredient
  ['bela pana ek glass, pana sankranti re', 'east drinkname', 'belaPana=fThreeBelSharbat'],
  ['sakanjabeen ek glass iftar pe', 'pakistani drinkname', 'sakanjabeen=nimbuPani'],
  ['king coconut water x2 after fielding drills', 'srilankan drinkname', 'coconutWater:2'],
  ['gajar ka juice 1 glass subah subah', 'north drinkname', 'carrotJuice'],
  ['neer mor 2 tumblers, chennai heat is brutal', 'south drinkname', 'neerMor=buttermilk:2'],
  // stated sizes
  ['whey isolate 1 scoop (25g protein) in water aftr session', 'gym size', 'whey'],
  ['6 inch chicken sub at the airport, flight at 6', 'travel size', 'chickenSub'],
  ['medium veg pizza from dominos, split equally between me n 3 teammates', 'north size', 'pizzaMedium:0.25'],
  ['amul lassi 200ml tetra pack', 'west size', LASSI200],
  ['olpers ka 250 ml pack pi liya nets ke baad', 'pakistani size', 'olpers=wholeMilk@257.5'],
  // cooked state from context
  ['tinde aur 2 phulke, hostel dinner', 'north cooked', 'tinde=vegCurry roti:2'],
  ['band gobhi n 2 chapatiyan raat ko', 'pakistani cooked', 'fEightCabbagePeas roti:2'],
  ['mishti kumro ar bhaat, dupure', 'bangladeshi cooked', 'kumro=fFivePumpkin rice:2'],
  ['beans poriyal, rasam n rice - mess lunch', 'south cooked', 'beansSabzi rasam rice:2'],
  ['rajma 200g n brown rice 150g, meal prep box', 'gym cooked', 'rajma@200 brownRice@150'],
  // counts in Gujarati, Kannada, Nepali, Odia and Punjabi number words
  ['tran thepla ane ek cup chaa', 'west numberword', `thepla:3 ${CHAI}`],
  ['eradu idli ondu vade, hotel near the nets', 'south numberword', 'idli:2 vada'],
  ['duita roti ra ek kachaura daal', 'nepali numberword', 'roti:2 dal'],
  ['dui khanda chhena poda, puri station re', 'east numberword', 'fThreeChhenaPoda:2'],
  ['do gobhi de parathe te ik katori dahi', 'north numberword', 'fSevenGobhiParatha:2 curd'],
];
