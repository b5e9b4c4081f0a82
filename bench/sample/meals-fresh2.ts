// Benchmark meals written on 2026-11-24 blind, as a second fresh set after meals-fresh.ts: the
// sentences were typed as athletes type a food log (lowercase, typos, Hinglish and regional words,
// headers, training and travel talk) without running the engine or reading its code or knowledge,
// and each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 rows, their portions or a stated convention) before the engine was run on them. None
// is taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts. Classes:
// combination counted with its parts, header and breakdown, ingredient or garnish as a modifier,
// training and travel talk and function words that are not food, legume words next to the unit
// gram, drinks named after an ingredient, stated sizes and weights, cooked state from context,
// regional number words (Kannada, Malayalam, Gujarati, Punjabi, Telugu, Urdu), and everyday meals
// across regions. Conventions used here: "small bowl" = 1 katori; a sandwich filling of aloo
// ≈ 60 g; a granola topping ≈ 1/4 cup (28 g); "a few" cashews ≈ 10 g, raisins ≈ 5 g; ml of milk or
// milk drinks × 1.03 g, of juices and soft drinks × 31 g per fl oz (FNDDS); a stated 150 g of
// paneer bhurji = 141 g paneer + 2 tsp oil; egg curry as meals.ts (2 eggs + 100 g curry gravy).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const COFFEE = 'coffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH2_MEALS: SampleMeal[] = [
  // combination counted with its parts
  ['aloo puri b4 the team bus - 4 puri n a katori of aloo', 'north combo', 'puri:4 alooSabzi'],
  ['idli sambar at the team hotel - 4 idli with 2 katori sambar', 'south combo', 'idli:4 sambar:2'],
  ['bun maska chai - 1 bun slathered with butter n 1 irani chai', 'west combo', `bunMaska=pav+butter:2 ${CHAI}`],
  ['maggi omelette at the dhaba - 1 packet maggi with a 2 egg omelette on top', 'north combo', 'maggi omelette:2'],
  [
    'dahi bhalla - 3 bhalla in a katori of dahi with imli chutney',
    'north combo',
    'bhalla=vada:3 curd imliChutney=sweetChutney',
  ],
  ['porotta beef curry - 2 porotta and 1 katori beef curry', 'south combo', 'porotta=paratha:2 beefCurry'],
  ['egg dosa x2 (1 egg on each dosa)', 'south combo', 'eggDosa=dosa:2+omelette:2'],
  [
    'rasam sadam with appalam - 2 katori rice, 1 katori rasam, 2 roasted appalam',
    'south combo',
    'rice:2 rasam papad:2',
  ],
  ['thepla chhundo - 3 thepla n 2 tbsp chhundo', 'west combo', 'thepla:3 chhundo=sweetChutney:2'],
  ['chole paratha - 2 aloo parathe with a katori of chole', 'north combo', 'alooParatha:2 chole'],
  [
    'chow chow bath at the darshini - 1 plate kesari bath n 1 plate khara bath',
    'south combo',
    'kesariBath kharaBath=upma',
  ],
  ['kadhi pakoda chawal - 1 katori kadhi with 4 pakode and 2 katori chawal', 'north combo', 'kadhi pakora:4 rice:2'],
  // header and breakdown
  [
    'post-match dinner: 2 tandoori roti, dal makhani, paneer tikka 6 pcs',
    'north header',
    'rotiLarge:2 dal grilledPaneer=paneer@150+oil:2',
  ],
  [
    'team breakfast at hotel -> 2 aloo paratha, 1 katori curd, a glass of orange juice',
    'north header',
    'alooParatha:2 curd orangeJuice=mosambiJuice',
  ],
  [
    'pre nets fuel: 2 brown bread, 2 boiled eggs, 1 banana, black coffee',
    'gym header',
    'brownBread:2 egg:2 banana blackCoffee',
  ],
  [
    'kerala lunch - 2 katori rice, sambar, avial, cabbage thoran, curd',
    'south header',
    'rice:2 sambar avial cabbagePoriyal curd@100',
  ],
  [
    'nashta: 1 aloo paratha, anday ka khagina (2 anday), 1 cup chai',
    'pakistani header',
    `alooParatha khagina=omelette:2 ${CHAI}`,
  ],
  [
    'sri lankan lunch packet - rice, chicken curry, parippu, pol sambol',
    'srilankan header',
    'rice:2 chickenCurry dal polSambol=coconutChutney:2',
  ],
  [
    'bangladeshi dinner - bhaat, musur dal, rui maacher jhol n shak bhaji',
    'bangladeshi header',
    'rice:2 dal fishCurry shakBhaji=spinachCooked',
  ],
  [
    'cutting phase lunch: 150g grilled chicken, 1 cup quinoa, cucumber salad',
    'gym header',
    'grilledChicken@150 quinoa cucumber',
  ],
  [
    'roza kholne ke baad: 2 khajoor, 1 samosa, 1 glass mango shake',
    'pakistani header',
    'dates:2 samosa mangoShake=milk@200+mango@100+sugar:2',
  ],
  ['gujarati thali: 3 rotli, dal, bhaat, 2 dhokla, shaak', 'west header', 'roti:3 dal rice dhoklaPiece:2 vegCurry'],
  // ingredient or garnish as a modifier
  ['oats cooked in water with a scoop of whey stirred in', 'gym addon', 'oatsWater whey'],
  ['curd rice tempered with mustard, curry leaves and a few cashews', 'south addon', 'curdRice cashews@10'],
  ['benne dosa 2, each with a spoon of butter', 'south addon', 'dosa:2 butter:2'],
  ['dalia made with milk and 1 tsp gur', 'north addon', 'daliaMilk jaggery'],
  ['masala chai made with gur instead of sugar', 'north addon', 'chai=milk@62+tea+jaggery'],
  ['greek yogurt topped with granola and a drizzle of honey', 'gym addon', 'greekYogurt granola@28 honey'],
  ['chawal ki kheer 1 katori with a few kaju n kishmish', 'north addon', 'kheer=firni cashews@10 raisins@5'],
  [
    'chicken sandwich made with 2 brown bread, 80 g grilled chicken n 1 tbsp mayo',
    'gym addon',
    'sandwich=brownBread:2+grilledChicken@80+mayonnaise',
  ],
  ['sabudana khichdi topped with crushed peanuts', 'west addon', 'sabudanaKhichdi peanuts@10'],
  ['onion uttapam with podi n a spoon of ghee', 'south addon', 'uttapam podi ghee'],
  ['chicken stew made with coconut milk and 2 appam', 'south addon', 'chickenStew appam=dosa@100'],
  [
    'aloo tikki chaat (2 tikki) with dahi, hari chutney n sev on top',
    'north addon',
    'tikki=alooSabzi@120+oil:2 curd@50 greenChutney sev',
  ],
  // training and travel talk and function words around the food
  ['flight delayed so had a croissant n a cappuccino at the airport', 'travel talk', 'croissant cappuccino'],
  ['3 ghante batting ki nets mein, uske baad 2 glass chaas piya', 'hinglish talk', 'buttermilk:2'],
  ['toss se pehle bas ek kela aur ek glass nimbu paani liya', 'hinglish talk', 'banana nimbuPani'],
  ['on the bus to the away game ate the 2 aloo sandwiches mom packed', 'travel talk', 'sandwich=bread:4+alooSabzi@120'],
  ['fielded all 50 overs in 38 degrees, then a 500ml gatorade and an orange', 'gym talk', 'sportsDrink@524 orange'],
  [
    'got hit on the finger at nets so skipped gym, dinner was 2 chapati with lauki chana dal',
    'north talk',
    'roti:2 chanaDalLauki',
  ],
  [
    'yaar hotel ka breakfast bekaar tha, bas 2 toast butter ke saath aur ek coffee',
    'hinglish talk',
    `bread:2 butter:2 ${COFFEE}`,
  ],
  ['between the two sessions ate 1 boiled egg and a small banana', 'gym talk', 'egg bananaSmall'],
  ['train mein pantry se veg biryani mangwayi, aadhi hi khayi', 'hinglish talk', 'vegBiryani@150'],
  ['after bowling 10 overs could only manage a bowl of curd rice', 'south talk', 'curdRice'],
  // legume words next to the unit gram, drinks named after an ingredient
  ['green gram sundal 1 cup after the gym', 'south legume', 'sundal=sprouts@185'],
  ['black gram vada 2 pcs n a filter coffee', 'south legume', `vada:2 ${COFFEE}`],
  ['bengal gram dal fry 200 gram with 2 rotis', 'north legume', 'channaDal@200 roti:2'],
  ['red gram dal 1 katori and 2 katori rice', 'south legume', 'dal rice:2'],
  ['pineapple juice 300ml after the game', 'drink drinkname', 'pineappleJuice@314'],
  ['almond milk unsweetened 1 glass', 'drink drinkname', 'almondMilk'],
  // stated sizes and weights
  ['a 300ml glass of thandai at holi', 'drink size', 'thandai@310'],
  ['act 2 butter popcorn (70 g pack) on the off day', 'snack size', 'popcorn@70'],
  ['half plate chicken chowmein from the stall', 'east size', 'chickenChowmein@172.2'],
  ['2 large chapatis with 150 g paneer bhurji', 'north size', 'rotiLarge:2 paneerBhurji=paneer@141+oil:2'],
  ['small bowl rajma n 1 katori rice', 'north size', 'rajma rice'],
  ['rohu fish fry 2 pieces (around 150 g total)', 'east size', 'fishFry@150'],
  ['3 slices of a medium margherita pizza', 'snack size', 'pizzaSliceMedium:3'],
  ['full plate mutton biryani approx 450 g', 'pakistani size', 'muttonBiryani@450'],
  ['large glass of milk ~400ml before bed', 'gym size', 'milk@412'],
  ['kaju katli 100 gm from the sweet shop', 'sweet size', 'kajuKatli@100'],
  // cooked state from context
  ['parwal with 2 paratha', 'north cooked', 'parwalSabzi=vegCurry paratha:2'],
  ['kaddu aur 4 puri', 'north cooked', 'kadduSabzi=vegCurry puri:4'],
  ['tendli and 3 chapati', 'west cooked', 'tendliSabzi=vegCurry roti:3'],
  ['vazhakkai with 2 katori rice n rasam', 'south cooked', 'vazhakkai=vegCurry rice:2 rasam'],
  ['potol r bhaat', 'east cooked', 'potolSabzi=vegCurry rice:2'],
  ['capsicum with 2 phulka', 'north cooked', 'capsicumSabzi=vegCurry roti:2'],
  // regional number words: Kannada, Malayalam, Gujarati, Punjabi, Telugu, Urdu
  ['naalku chapathi mattu palya', 'south numberword', 'roti:4 vegCurry'],
  ['moonnu appam and mutta curry', 'south numberword', 'appam=dosa@150 eggCurry=egg:2+chickenCurry@100'],
  ['panch puri ane batata nu shaak', 'west numberword', 'puri:5 alooSabzi'],
  ['tinn parathe te ikk glass lassi', 'north numberword', `paratha:3 ${LASSI}`],
  ['moodu chapathi and kodi kura', 'south numberword', 'roti:3 chickenCurry'],
  ['teen samose aur aik cup chai', 'pakistani numberword', `samosa:3 ${CHAI}`],
  // everyday meals across regions
  ['aloo gobi with 3 phulka and a glass of chaas', 'north mixed', 'alooSabzi roti:3 buttermilk'],
  ['mutton kosha with 2 luchi', 'east mixed', 'beefCurry luchi=puri:2'],
  ['kolhapuri chicken with 2 bhakri', 'west mixed', 'chickenCurry bhakri=roti@110'],
  ['daal maash aur 2 tandoori roti', 'pakistani mixed', 'dalMash=dal rotiLarge:2'],
  ['beef tehari 1 plate with a glass of borhani', 'bangladeshi mixed', 'tehari=muttonBiryani borhani=buttermilk'],
  ['kiribath 1 cup and 2 ambul bananas', 'srilankan mixed', 'kiribath=coconutRice bananaSmall:2'],
  ['parippu vadai 3 with a cup of milk tea at galle face', 'srilankan mixed', `parippuVadai=vada:3 ${CHAI}`],
  ['muesli 50 g with 200 ml milk and a spoon of honey', 'gym mixed', 'muesli@50 milk@206 honey'],
  ['yippee noodles 1 pack with a boiled egg', 'snack mixed', 'maggi egg'],
  ['kurkure (35 g) n a 200ml frooti on the drive home', 'snack mixed', 'kurkure mangoDrink@210'],
  ['a pear n 2 kiwis after lunch', 'fruit mixed', 'pear kiwi:2'],
  ['muskmelon 2 cups with a pinch of chaat masala', 'fruit mixed', 'cantaloupe:2'],
  ['anda curry with 2 parathas', 'north eggs', 'eggCurry=egg:2+chickenCurry@100 paratha:2'],
  ['sooji ka halwa 1 katori after puja', 'north sweet', 'sujiHalwa'],
  ['paneer butter masala with 2 garlic naan', 'north restaurant', 'paneerButterMasala naan:2'],
  ['chilli chicken gravy 1 katori with 1 plate veg fried rice', 'east restaurant', 'chilliChicken friedRice'],
  ['8 steamed chicken momos after practice', 'east restaurant', 'momo:8'],
  ['chingri malai curry with bhaat', 'east mixed', 'prawnCurry rice:2'],
];
