// Benchmark meals written on 2026-11-25 blind, as the sixty-fourth blind set after meals-fresh.ts to
// meals-fresh60.ts (written beside sets 61 to 63, which it has not seen), without running the engine or
// reading its code or knowledge. Each sentence is one log message as an Indian cricketer or athlete would
// type it to a food-tracking chat, a mix of every region beside touring food abroad (county digs in
// Worcester, a bakery in Adelaide, a braai in Centurion, Satwa in Dubai, an Emirati lunch in Abu Dhabi, a
// Leeds hotel, a flight to Joburg, Nando's in Rosebank, Taunton and a curry house, a whole day in Perth,
// Brighton pier, a Cape Town hotel breakfast, an iftar in Abu Dhabi, a ground cafe in Hove, a Sydney hotel
// room, a Southampton hotel, a Sharjah cafeteria, a drinks break, Melbourne), supplements and shakes (a
// mass gainer, a blender shake, a ready-to-drink protein shake, whey in milk), several meals in one
// message and two whole-day messages (Perth; a Hinglish day at home), and home food of Kerala
// (Kozhikode), Karnataka (Maddur), Hyderabad, Bengal, Gujarat (Surat, Ahmedabad), Maharashtra (Satara,
// Pune), Punjab, Tamil Nadu (Trichy, Chennai, Coimbatore), Assam, Nepal, Pakistan (Lahore), Varanasi,
// Odisha, Bangladesh (Old Dhaka), Uttarakhand (Almora) and Gorakhpur: terse and chatty, with training,
// match and travel talk, typos and abbreviations (n, w, bfast, brekkie, OJ, lol, x2, 7am, 47*, u-23,
// kph), in plain English, Hinglish and romanised Urdu, Punjabi, Bengali (also of Bangladesh), Nepali,
// Assamese, Odia, Malayalam, Kannada, Tamil, Marathi and Gujarati words, with Dakhni, Kumaoni and
// Afrikaans ones (22 of 50, 44 %, not plain English). Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated
// convention) before and independently of any engine run. None of the sentences is taken from an earlier
// set: each was written new and checked against the 3,685 texts of meals.ts, meals-structural.ts,
// meals-generalise.ts and meals-fresh.ts to meals-fresh60.ts (character similarity above 0.6, word
// overlap above 0.45, and any shared run of four words), and rewritten where it came near one, until no
// run of four words is shared with any earlier text (first drafts of an Onam sadya of choru, sambar,
// avial, cabbage thoran, pappadam and semiya payasam, bisi bele bath with a lota of majjige in Mysuru,
// "ondu bowl, eradu ragi mudde" with naati koli saaru, "handvo na be tukda", amti bhaat with batatyachi
// bhaji, "teen bharli vangi ani don" bhakri, dal makhani "te do lachha parathe", dal bhat with golbheda
// ko achar in Pokhara, 2 sattu ke parathe with baingan ka chokha in Patna, khasta kachori with aloo
// sabzi and jalebi, bhuna khichuri with ekta dim bhuna, a cutting-phase lunch of grilled chicken, quinoa
// and a side salad, a mass gainer "in 400 ml full cream milk", a banana-whey-oats shake in 250 ml almond
// milk, a "pura din ka hisaab" day ending in "3 roti aur lauki", an egg mayo sandwich for the team bus,
// ven pongal and rava kesari with munthiri paruppu on top, 2 egg rolls and then 10 steamed chicken
// momos after a fifty, a 5 km tempo with strides before eggs and oats, red gram dal "200 gram with 2
// katori rice", whole black gram dal with 3 phulka or 2 tandoori rotis, green gram sprouts and boiled
// black bengal gram by their grams, a mango shake at a juice centre, a lemon tea with 1 sugar in the
// hotel lobby, a strawberry shake "at the cafe", a Lucozade "whole bottle in the drinks break", kaddu,
// palak, gobhi, matar, shimla mirch, mushroom, beans and capsicum beside rotis, naalu chapathi with veg
// kurma, chaar rotli with ringan nu shaak, tran dhebra "ane ek vaadki dahi", "2 boiled eggs, a butter
// croissant", tender coconuts "from the cart outside" and a poached-egg breakfast "n a glass of OJ" were
// dropped or rewritten for that).
// Mix (50): 30 plain everyday logs (touring: an English landlady's breakfast, an Australian beef pie, a
// South African braai, a Dubai restaurant, an Emirati machboos, a hotel bolognese, Nando's, a day at
// Taunton, a whole day in Perth; supplements: a mass gainer, a blender shake, a ready-to-drink shake on a
// flight; a lean-bulk plate; a day of nets food; a whole Hinglish day; and home food of Kerala,
// Karnataka, Hyderabad, Bengal, Gujarat, Maharashtra, Punjab, Tamil Nadu, Assam, Nepal, Pakistan,
// Varanasi, Odisha, Bangladesh and Uttarakhand) and 20 over the ten hard classes, two each: combinations
// named with their own parts (combo: fish n chips, misal pav), headers naming the meal then its list
// (header: a Cape Town team breakfast, an iftar in Abu Dhabi), a sandwich with its filling and a brand
// with its generic food (addon: a cheese and tomato toastie, Weet-Bix), an ingredient or garnish that is
// not a full serving (garnish: parmesan on penne, mundhiri paruppu on semiya payasam), food amid match or
// training talk whose numbers are no food (talk: a 47* off 38, a bowling-machine session), legume names
// with "gram" next to a weight in grams (legume: red gram, black bengal gram), drinks named after their
// main ingredient (drinkname: strawberry, tender coconut), a 500 ml bottle and a 10 inch pizza (size), the
// cooked dish meant by a raw word beside a bread or rice (cooked: baingan, soyabean) and counts in number
// words (numberword: Tamil and Gujarati; Hindi, Malayalam, Kannada, Gujarati, Tamil, Urdu, Odia, Bengali,
// Marathi and English number words also appear in plain, combo, garnish and drinkname meals, tagged so).
// Nine new reference foods (prefix fSixtyFour, each citing its row in reference-foods.ts): MeatPie (FNDDS
// 27317010 beef pot pie, 1 pie = 227 g), Boerewors (FNDDS 25220105 beef sausage, by weight), Pap (FNDDS
// 56201051 grits made with water, no fat, a bowl = 250 g), Bolognese (FNDDS 58146321 pasta with
// tomato-based sauce and meat, restaurant, a plate = 250 g), Gainer (FNDDS 95220000 nutritional powder
// mix, NFS, by weight), ChickenLeg (FNDDS 24134100 chicken leg, drumstick and thigh, grilled without
// sauce, skin eaten, 1 leg quarter = 140 g), JacketPotato (FNDDS 71508001 potato, baked, peel eaten, 1
// medium = 285 g), WeetBix (SR26 42237 Weetabix whole wheat cereal, 1 biscuit = 18 g) and Parmesan
// (FNDDS 14108010 Parmesan, dry grated, 1 tbsp = 6.2 g); every other item is an existing key. Water is
// never counted (no energy), nor are a salad dressing the message says was skipped, the "extra hot"
// basting of a Nando's chicken, nimbu squeezed on chana, or the spices of a dish; clock times, "week 3",
// runs, balls, sixes, "u-23", "47*", kph, "no rice" or "skipped dessert" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh60.ts: a katori (vati, pyali, kinnam) = 150 g of a dal,
// curry, kheer, payasam, saaru or curd, 120 g of a dry sabzi (bhaji, roast, shaak, saag) and 100 g of
// rice; unquantified dal or curry (daal fry, dail, dalcha, ghuguni, kosha mangsho, chicken tikka masala,
// kafuli) = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat, bhat,
// rice, pilau and bagara rice as jeera rice) in a meal = 2 katori, 200 g; mutton curries (kosha mangsho)
// = FNDDS 27116100 (beefCurry, the red-meat curry proxy); a roti or chapati = 40 g (FNDDS 51300175
// medium), a tandoori roti = 52 g (rotiLarge); a jowar bhakri = 55 g of roti (meals-fresh10.ts "2 jowar
// bhakri" = roti@110); a paratha = 70 g (FNDDS 51300185); a kulcha = 80 g of naan (meals.ts "2 kulche" =
// naan@160); a pav = 43 g (FNDDS 51150000); a bara (medu vada) = 40 g; a plate of biryani or pulao = 300
// g; a bowl of porridge or soup = 250 g; a misal = the sprouts key (FNDDS 41108010, a katori 150 g, as
// the earlier sets' misal usal); sambar sadham = 200 g of rice + a katori of sambar (earlier sets'
// sambar saadam); a glass of milk (doodh) = 258 g (250 ml); ml of milk × 244/237 g (FNDDS 11112110 and
// 11111000), so 200 ml = 205.9 g and 400 ml = 412 g (meals-fresh40.ts); a glass of laban = 250 g of
// buttermilk, as a glass of chaas; a glass of a juice = its key's 250 ml glass; ml of a drink × its FNDDS
// g per fl oz (29.57 ml): 32 g for a ready-to-drink protein shake (330 ml = 357.1 g); a tender coconut =
// 1 cup of coconut water, 240 g (meals-fresh5.ts); a flat white = 240 g of FNDDS 92101900 latte
// (meals-fresh31.ts); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for karak chai and
// masala chaa; a sulaimani = a 125 ml tea cup of black tea + 1 tsp sugar (meals-fresh51.ts red tea; a
// sulaimani is always sweetened); a shawarma = one FNDDS 27540300 grilled chicken wrap (chickenWrap,
// meals-fresh26.ts). For every meal, in file order:
// plain:
//  1 2 poached eggs = 2 × 50 g of FNDDS 31103010 (egg, boiled or poached); 2 slices wholemeal toast = 2
//    × 36 g of FNDDS 51300110 (brownBread); OJ one glass = 262 g of FNDDS 61210220 (fTwentySixOrangeJuice).
//  2 a beef pie = 1 pie, 227 g of FNDDS 27317010 (fSixtyFourMeatPie); a flat white = 240 g of FNDDS
//    92101900 (fTwentySixLatte); "rest day", "rundle mall" no food.
//  3 150 g boerewors as stated = FNDDS 25220105 (fSixtyFourBoerewors, beef sausage); a bowl of pap = 250 g
//    of FNDDS 56201051 (fSixtyFourPap); "lekker" no food.
//  4 daal fry = a katori (150 g) of FNDDS 41311030 (dal); 2 tandoori roti = 2 × 52 g (rotiLarge); ek
//    (Hindi 1) karak chai = CHAI.
//  5 chicken machboos 1 plate = 300 g of INDB BFP142 (fTwentyTwoChickenPulao, the spiced chicken-rice
//    proxy); side salad = 1 side salad, 94 g of FNDDS 75143000 (fTwelveSideSalad).
//  6 spaghetti bolognese one plate = 250 g of FNDDS 58146321 (fSixtyFourBolognese); "skipped dessert" no
//    food.
//  7 100 g mass gainer as stated = FNDDS 95220000 (fSixtyFourGainer); 400 ml full-fat doodh = 412 g of
//    FNDDS 11111000 (wholeMilk); "week 3" no food.
//  8 a blender shake, one item: whey one scoop = 30 g of FNDDS 95230000; banana = 126 g of FNDDS
//    63107010; 30 g oats as stated = SR26 20038 (fSevenOats, dry rolled oats); soy milk 250 ml = 258 g
//    of FNDDS 11320000 (fTenSoyMilk).
//  9 a 330 ml ready-to-drink protein shake = 11.16 fl oz × 32 g = 357.1 g of FNDDS 95120010
//    (fFiveProteinShake); 10 almonds = 10 × 1.2 g of FNDDS 42101130.
// 10 thalassery dum biryani oru (Malayalam 1) plate = 300 g (chickenBiryani, its IFCT recipe); oru
//    sulaimani = 125 g of FNDDS 92302000 (tea) + 1 tsp, 4.2 g sugar.
// 11 eradu (Kannada 2) mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde); naati koli saaru
//    (country-chicken curry) = a katori (150 g) of FNDDS 27146150 (chickenCurry).
// 12 bagara khana = 200 g of INDB BFP134 (jeeraRice, a spiced pulao); dalcha = a katori (150 g) of INDB
//    ASC153 (chanaDalLauki, chana dal with lauki); ek (1) double ka meetha = 1 tukra, 101.9 g of INDB
//    ASC350 (fNineteenShahiTukda).
// 13 kosha mangsho = a katori (150 g) of FNDDS 27116100 (beefCurry); bhaat = 200 g.
// 14 handvo be (Gujarati 2) piece = 2 × 87.1 g of INDB OSR146 (fSevenHandvo, 1/8 of the cake); masala
//    chaa = CHAI.
// 15 3 bharli vangi = 3 × 55.4 g of INDB ASC187 (fSevenBharliVangi, 1 stuffed brinjal); 2 jowarichi
//    bhakri = 2 × 55 g = 110 g of roti.
// 16 dal makhani = a katori (150 g) of INDB ASC160 (fFortySevenDalMakhani); 2 lachhe wale parathe = 2 ×
//    70 g of FNDDS 51300185 (paratha).
// 17 sambar sadham oru (Tamil 1) plate = 200 g of rice + a katori (150 g) of FNDDS 41311020 (sambar);
//    urulai roast = a katori (120 g) of FNDDS 71103030 (alooSabzi); appalam rendu (2) = 2 × 9 g of FNDDS
//    41311000 (papad).
// 18 rou mas bhaja = 1 fried fish piece, 67 g of FNDDS 26100140 (fishFry); dail = a katori (150 g) of
//    FNDDS 41311030 (dal); bhat = 200 g.
// 19 dal = a katori (150 g) of FNDDS 41311030; bhat = 200 g; rayo ko saag = a katori (120 g) of FNDDS
//    72122221 (fSixMustardGreens).
// 20 lahori chanay aik (Urdu 1) pyali = 150 g of FNDDS 41302010 (chole); do (2) kulchay = 160 g of FNDDS
//    51108100 (naan).
// 21 kachori do (Hindi 2) = 2 × 100 g of FNDDS 58124500 (fSevenKachori); patli aloo sabzi = a katori
//    (150 g) of INDB BFP239 (fThirtyThreeAlooRasedar); 100 g jalebi as stated = FNDDS 55801000
//    (fSevenJalebi).
// 22 duita (Odia 2) bara = 2 × 40 g of FNDDS 58175000 (vada); ghuguni = a katori (150 g) of FNDDS
//    41303010 (fFourSplitPeas).
// 23 250 g grilled chicken thigh as stated = FNDDS 24154011 (fFiftyEightGrilledThigh); a baked
//    shakarkandi (medium) = 150 g of FNDDS 73402010 (sweetPotato); steamed broccoli 1 cup = 155 g of
//    FNDDS 72201211.
// 24 a quarter chicken (leg) = 1 leg quarter, 140 g of FNDDS 24134100 (fSixtyFourChickenLeg); a corn on
//    the cob = 1 regular ear, 105 g of FNDDS 75216111 (fSixteenBhutta); "extra hot" not counted.
// 25 lunch: jacket potato = 1 medium, 285 g of FNDDS 71508001 (fSixtyFourJacketPotato); half a cup of
//    baked beans = 130 g of FNDDS 41201020 (fTwelveBakedBeans, 1 cup = 260 g); dinner: chicken tikka
//    masala = a katori (150 g) of INDB ASC242 (butterChicken, the creamy tomato chicken curry proxy);
//    pilau rice = 200 g of INDB BFP134 (jeeraRice).
// 26 2 bananas = 2 × 126 g; black coffee = 240 g of FNDDS 92101000; 3 idli = 3 × 40 g (idli, its IFCT
//    recipe); sambar = a katori (150 g) of FNDDS 41311020; 1 guava = 55 g of FNDDS 63125010.
// 27 a whole day: 1 cup muesli = 85 g of FNDDS 57308190; 1 cup milk = 244 g of FNDDS 11112110; a kiwi =
//    75 g of FNDDS 63126500; chicken caesar salad = 1 salad, 286 g of FNDDS 27446360 (no dressing, the
//    dressing skipped); protein bar = 40 g of FNDDS 53729000 (its convention); 200 g steak as stated =
//    FNDDS 21101120 (fTwentyEightSteak); mash = 125 g of FNDDS 71501010 (fThirtyThreeMashedPotato, a
//    plated side); green beans = 1 cup, 140 g of FNDDS 75205021 (fTwentyEightGreenBeans); clock times no
//    food.
// 28 a whole day: 2 methi paratha = 2 × 91.2 g of INDB BFP110 (fFortyMethiParatha); dahi = a katori (150
//    g) of FNDDS 11411100 (curd); rajma = a katori (150 g) of FNDDS 41106010; chawal = 200 g; ek scoop whey
//    = 30 g; ek glass doodh = 258 g of FNDDS 11112110 (milk); 3 roti = 3 × 40 g; tinde ki sabzi = a katori
//    (120 g) of FNDDS 75233027 (fNineteenTinda).
// 29 kacchi ek plate = 300 g of FNDDS 27213010 (muttonBiryani); ekta (Bengali 1) jali kabab = 1 medium
//    patty, 85 g of FNDDS 21500310 (fThreeChapliKabab, the minced-meat patty proxy).
// 30 kafuli (Kumaoni spinach-fenugreek gravy thickened with rice paste) = a katori (150 g) of INDB ASC217
//    (fThreeSarsonSaag, the saag proxy); bhaat = 200 g.
// combo:
// 31 fish n chips: one battered cod = 1 small fillet, 170 g of FNDDS 26109140 (fThirtyFiveFriedCod); a
//    medium chips = 1 medium order, 145 g of FNDDS 71401030 (friesMedium).
// 32 misal pav: misal ek vati = 150 g of FNDDS 41108010 (sprouts, the misal usal proxy); don (Marathi
//    2) pav = 2 × 43 g of FNDDS 51150000 (pav).
// header:
// 33 "team brekkie at the cape town hotel" no food: 2 eggs (boiled) = 2 × 50 g of FNDDS 31103010; one
//    butter croissant = 57 g of FNDDS 51166000; a tub of greek yogurt = 1 container, 170 g of FNDDS
//    11411420 (greekYogurt); black coffee = 240 g of FNDDS 92101000.
// 34 "iftar at the abu dhabi team hotel" no food: 3 dates = 3 × 8 g of FNDDS 62110100; lentil soup (one
//    bowl) = 250 g of FNDDS 41603010 (lentilSoup); a chicken shawarma = 161 g of FNDDS 27540300
//    (chickenWrap); a glass of laban = 250 g of FNDDS 11115100 (buttermilk).
// addon:
// 35 a cheese n tomato toastie, one item: 2 slices white = 2 × 28 g of FNDDS 51101000 (bread); 2 cheese
//    slices = 2 × 21 g of FNDDS 14410110 (cheeseSlice); 3 slices tomato = 3 × 20 g of FNDDS 74101000.
// 36 2 Weet-Bix (brand) = its generic food, 2 biscuits × 18 g of SR26 42237 (fSixtyFourWeetBix, whole
//    wheat biscuit cereal); 200 ml milk = 205.9 g of FNDDS 11112110 (milk); one banana = 126 g.
// garnish:
// 37 penne arrabbiata = 1 restaurant plate, 250 g of FNDDS 58146221 (fTwelvePastaRed); a tbsp of grated
//    parmesan = 6.2 g of FNDDS 14108010 (fSixtyFourParmesan).
// 38 semiya payasam oru (Tamil 1) katori = 150 g of INDB ASC285 (vermicelliKheer); 4 mundhiri paruppu
//    (cashews) = 4 × 1.5 g of FNDDS 42104110 (cashews); "deepavali" no food.
// talk:
// 39 "47* off 38", "u-23", "3 sixes" no food: a plate of 8 chicken momos = 8 × 37 g of FNDDS 58112510
//    (momo).
// 40 "180 balls", "140 kph" no food: 3 scrambled eggs in butter = 3 × 55 g of FNDDS 32130020
//    (fSevenButterEgg); plain oats (1 cup, water) = 240 g of FNDDS 56203056 (oatsWater).
// legume:
// 41 red gram (toor) dal by the stated 200 gram = FNDDS 41311030 (dal); 2 rotis = 2 × 40 g; "gram" is
//    part of the pulse's name, the unit is the second one; "no rice" no food.
// 42 boiled kala chana (black bengal gram) by the stated ~150 gram = FNDDS 41302020 (chickpeasBoiled,
//    chickpeas from dried, no added fat); nimbu not counted.
// drinkname:
// 43 strawberry shake (one glass) = 1 milkshake, 280 g of FNDDS 11541120 (milkShake, flavors other than
//    chocolate); no strawberries.
// 44 two (English 2) tender coconuts = 2 × 240 g of FNDDS 42403010 (coconutWater); no coconut flesh.
// size:
// 45 a whole 500 ml Lucozade Sport = 1 bottle (16.9 fl oz or 500 ml), 524 g of FNDDS 95321000
//    (sportsDrink).
// 46 a 10 inch margherita, whole = 1 small pizza (8-10" diameter), 480 g of FNDDS 58106225 (the
//    pizzaMedium key's row, cheese pizza, medium crust).
// cooked:
// 47 baingan beside roti = baingan sabzi, a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant); 3
//    roti = 3 × 40 g.
// 48 soyabean beside rice = soyabean curry, a katori (150 g) of INDB ASC164 (fFiftyTwoSoyabeanCurry);
//    rice = 200 g; "protein day lol" no food.
// numberword:
// 49 ettu (Tamil 8) idiyappam = 8 × 40 g of FNDDS 56117090 (riceNoodles); oru (1) kinnam kadala curry =
//    a katori (150 g) of INDB ASC161 (blackChanaCurry).
// 50 tran (Gujarati 3) methi na dhebra = 3 × 36.4 g of INDB OSR104 (thepla, the methi flatbread);
//    vaadki bhari ne (a full katori) dahi = 150 g of FNDDS 11411100 (curd).
import type { SampleMeal } from './meals';

const KARAK = 'karakChai=milk@62+tea+sugar';
const CHAA = 'masalaChaa=milk@62+tea+sugar';
const SULAIMANI = 'sulaimani=tea@125+sugar';

export const FRESH64_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'county digs in worcester, landlady made bfast: 2 poached eggs on 2 slices wholemeal toast plus OJ (one glass)',
    'abroad plain',
    'poachedEggs=egg:2 wholemealToast=brownBread:2 oj=fTwentySixOrangeJuice',
  ],
  [
    'rest day in adelaide - grabbed a beef pie from the bakery on rundle mall + a flat white',
    'abroad plain',
    'beefPie=fSixtyFourMeatPie flatWhite=fTwentySixLatte@240',
  ],
  [
    'braai at our host family in centurion, lekker: 150 g boerewors plus a bowl of pap',
    'abroad plain',
    'boerewors=fSixtyFourBoerewors@150 pap=fSixtyFourPap',
  ],
  [
    'satwa mein ravi restaurant: daal fry, 2 tandoori roti aur ek karak chai, dubai ka best khana',
    'abroad plain numberword',
    `daalFry=dal tandooriRoti=rotiLarge:2 ${KARAK}`,
  ],
  [
    'abu dhabi, team lunch at an emirati place: chicken machboos, 1 plate + side salad',
    'abroad plain',
    'machboos=fTwentyTwoChickenPulao sideSalad=fTwelveSideSalad',
  ],
  [
    'leeds, night before the county game: spaghetti bolognese at the hotel, one plate, skipped dessert',
    'abroad plain',
    'bolognese=fSixtyFourBolognese',
  ],
  [
    'blended 100 g mass gainer into 400 ml of full-fat doodh at night, bulk phase week 3',
    'gym supplement plain',
    'gainer=fSixtyFourGainer@100 doodh=wholeMilk@412',
  ],
  [
    'hotel room blender job after legs — whey (one scoop), banana, 30 g oats, soy milk 250 ml',
    'gym supplement plain',
    'wheyBananaShake=whey+banana+fSevenOats@30+fTenSoyMilk',
  ],
  [
    'flight to joburg: a 330 ml ready-to-drink protein shake and 10 almonds',
    'travel supplement plain',
    'proteinShake=fFiveProteinShake@357.1 almonds:10',
  ],
  [
    'thalassery dum biryani oru plate, pinne oru sulaimani - kozhikode',
    'kerala plain numberword',
    `biryani=chickenBiryani ${SULAIMANI}`,
  ],
  [
    'maddur dhaba: eradu mudde mattu naati koli saaru, hotte full',
    'kannada plain numberword',
    'mudde=fTwentyTwoRagiMudde:2 naatiKoliSaaru=chickenCurry',
  ],
  [
    'hyderabad mein shaadi thi: bagara khana, dalcha aur ek double ka meetha, bas hau',
    'hyderabadi plain numberword',
    'bagaraKhana=jeeraRice:2 dalcha=chanaDalLauki doubleKaMeetha=fNineteenShahiTukda',
  ],
  [
    'robibar dupure kosha mangsho ar bhaat, mamar barite, bardhaman',
    'bengali plain',
    'koshaMangsho=beefCurry bhaat=rice:2',
  ],
  [
    'surat ma fai e handvo banavyo, be piece khadha, saathe masala chaa',
    'gujarati plain numberword',
    `handvo=fSevenHandvo:2 ${CHAA}`,
  ],
  [
    'satara la aajoli ne bharli vangi keli, mi 3 khalli, sobat 2 jowarichi bhakri',
    'marathi plain',
    'bharliVangi=fSevenBharliVangi:3 bhakri=roti@110',
  ],
  [
    'jalandhar jaande hoye dhabe utte dal makhani ate 2 lachhe wale parathe khaadhe',
    'punjabi plain',
    'dalMakhani=fFortySevenDalMakhani parathe=paratha:2',
  ],
  [
    'trichy hostel: sambar sadham oru plate, urulai roast, appalam rendu',
    'tamil plain numberword',
    'sambar sadham=rice:2 urulaiRoast=alooSabzi appalam=papad:2',
  ],
  ['guwahati t ghorot rou mas bhaja, dail aru bhat', 'assam plain', 'rouMasBhaja=fishFry dail=dal bhat=rice:2'],
  [
    'dal bhat ra rayo ko saag khaye, didi ko bhansa, pokhara',
    'nepali plain',
    'dal bhat=rice:2 rayoKoSaag=fSixMustardGreens',
  ],
  [
    'lahore mein nashta: lahori chanay aik pyali aur do kulchay',
    'pakistani plain numberword',
    'lahoriChanay=chole kulchay=naan@160',
  ],
  [
    'kashi, ghaat ke paas subah ka nashta: kachori do, patli aloo sabzi, upar se 100 g garam jalebi',
    'up plain numberword',
    'kachori=fSevenKachori:2 patliAlooSabzi=fThirtyThreeAlooRasedar jalebi=fSevenJalebi@100',
  ],
  ['cuttack re bara ghuguni khaili, duita bara', 'odia plain numberword', 'bara=vada:2 ghuguni=fFourSplitPeas'],
  [
    'lean bulk dinner: 250 g grilled chicken thigh, a baked shakarkandi (medium) + steamed broccoli, 1 cup',
    'gym plain',
    'chickenThigh=fFiftyEightGrilledThigh@250 shakarkandi=sweetPotato broccoli',
  ],
  [
    "nando's in rosebank: quarter chicken (leg), extra hot, n a corn on the cob",
    'abroad chain plain',
    'quarterChicken=fSixtyFourChickenLeg cornOnTheCob=fSixteenBhutta',
  ],
  [
    'taunton - lunch at the ground: jacket potato with half a cup of baked beans. dinner at a curry house: chicken tikka masala n pilau rice',
    'abroad plain multi',
    'jacketPotato=fSixtyFourJacketPotato bakedBeans=fTwelveBakedBeans@130 tikkaMasala=butterChicken pilauRice=jeeraRice:2',
  ],
  [
    'before nets 2 bananas + black coffee, after nets 3 idli dipped in sambar, evening 1 guava',
    'south plain multi',
    'bananas=banana:2 blackCoffee idli:3 sambar guava',
  ],
  [
    'whole day, perth: 7am 1 cup muesli w 1 cup milk + a kiwi; 1pm chicken caesar salad, dressing on the side (skipped it); 4pm protein bar; 8pm 200 g steak, mash, green beans',
    'abroad plain multi',
    'muesli milk@244 kiwi caesarSalad=fTwelveCaesarSalad proteinBar steak=fTwentyEightSteak@200 mash=fThirtyThreeMashedPotato greenBeans=fTwentyEightGreenBeans',
  ],
  [
    'aaj ka full log - subah 2 methi paratha + dahi, dopahar rajma chawal, shaam ko ek scoop whey ek glass doodh mein, raat mein 3 roti with tinde ki sabzi',
    'north plain multi numberword',
    'methiParatha=fFortyMethiParatha:2 dahi=curd rajma chawal=rice:2 whey doodh=milk roti:3 tinde=fNineteenTinda',
  ],
  [
    'puran dhaka r kacchi, ek plate, sathe ekta jali kabab',
    'bangladeshi plain numberword',
    'kacchi=muttonBiryani jaliKabab=fThreeChapliKabab',
  ],
  ['almora mein ija ke haath ka kafuli aur bhaat', 'uttarakhand plain', 'kafuli=fThreeSarsonSaag bhaat=rice:2'],
  // combinations named with their own parts
  [
    'fish n chips on brighton pier - one battered cod, a medium chips',
    'abroad combo',
    'batteredCod=fThirtyFiveFriedCod chips=friesMedium',
  ],
  ['misal pav at bedekar, pune - misal ek vati ani don pav', 'marathi combo numberword', 'misal=sprouts@150 pav:2'],
  // headers naming the meal, then its list
  [
    'team brekkie at the cape town hotel → 2 eggs (boiled), one butter croissant, a tub of greek yogurt, black coffee',
    'abroad header',
    'eggs=egg:2 croissant greekYogurt blackCoffee',
  ],
  [
    'iftar at the abu dhabi team hotel → 3 dates, lentil soup (one bowl), a chicken shawarma, a glass of laban',
    'abroad header',
    'dates:3 lentilSoup shawarma=chickenWrap laban=buttermilk',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'cheese n tomato toastie at the ground cafe in hove - 2 slices white, 2 cheese slices, 3 slices tomato',
    'abroad addon',
    'toastie=bread:2+cheeseSlice:2+tomato:3',
  ],
  [
    '2 weet-bix, 200 ml milk poured over, one banana chopped in - sydney hotel room',
    'abroad addon',
    'weetBix=fSixtyFourWeetBix:2 milk@205.9 banana',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'southampton hotel: penne arrabbiata w a tbsp of grated parmesan on top',
    'abroad garnish',
    'penneArrabbiata=fTwelvePastaRed parmesan=fSixtyFourParmesan',
  ],
  [
    'semiya payasam oru katori, mela 4 mundhiri paruppu, deepavali veetla',
    'tamil garnish numberword',
    'semiyaPayasam=vermicelliKheer mundhiri=cashews:4',
  ],
  // food amid match or training talk
  [
    "47* off 38 in the u-23 game, 3 sixes 💪 skipper's treat: a plate of 8 chicken momos",
    'north talk',
    'chickenMomos=momo:8',
  ],
  [
    'hit 180 balls in the bowling machine session (throwdowns at 140 kph), then 3 scrambled eggs in butter + plain oats (1 cup, water)',
    'gym talk',
    'scrambledEggs=fSevenButterEgg:3 oats=oatsWater',
  ],
  // legume words next to the unit gram
  [
    'pre-match lunch kept simple - 200 gram dal of red gram (toor), 2 rotis, no rice',
    'north legume',
    'toorDal=dal@200 rotis=roti:2',
  ],
  [
    'post fielding drills: desi kala chana, the black bengal gram one, boiled - about 150 gram, nimbu squeezed on',
    'north legume',
    'kalaChana=chickpeasBoiled@150',
  ],
  // drinks named after their main ingredient
  [
    'had a strawberry shake (one glass) at a sharjah cafeteria after fielding',
    'abroad drinkname',
    'strawberryShake=milkShake',
  ],
  [
    'two tender coconuts at chepauk, brutal heat today, straight after the session',
    'south drinkname numberword',
    'tenderCoconut=coconutWater:2',
  ],
  // a bottle size and a pizza size in inches
  ['drinks break: downed a whole 500 ml lucozade sport, orange one', 'abroad size', 'lucozade=sportsDrink@524'],
  ['a 10 inch margherita all to myself in melbourne, no regrets', 'abroad size', 'margherita=pizzaMedium@480'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['baingan aur 3 roti, buaji ke yahan gorakhpur mein', 'north cooked', 'baingan=fTwentyOneEggplant roti:3'],
  ['soyabean n rice at the hostel, protein day lol', 'north cooked', 'soyabean=fFiftyTwoSoyabeanCurry rice:2'],
  // counts in number words
  [
    'coimbatore hostel: ettu idiyappam, kooda oru kinnam kadala curry',
    'tamil numberword',
    'idiyappam=riceNoodles:8 kadalaCurry=blackChanaCurry',
  ],
  ['tran methi na dhebra, saathe vaadki bhari ne dahi - ahmedabad', 'gujarati numberword', 'dhebra=thepla:3 dahi=curd'],
];
