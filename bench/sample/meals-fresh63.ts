// Benchmark meals written on 2026-11-25 blind, as the sixty-third blind set after meals-fresh.ts to
// meals-fresh60.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a chachi's saag
// back from Ferozepur, Murthal at 1 am after a Delhi game, a Belanganj breakfast in Agra, pede on the way
// back from Vrindavan, a mamaji's house in Bikaner, Jaisalmer station at 5 am, a masi's lunch in
// Rajkot, a farsan shop in Anand, an aai's dabba at Pune camp, a farm lunch in Satara, a Sonipat dhaba,
// sand sprints at Benaulim, a wazwan in Srinagar, a mouji's kitchen in Anantnag, a Muharram niyaz, a
// Karachi cousins' karahi, a Sialkot aunty's tiffin, KFC on a washed-out day, Subway at Delhi T3,
// Theobroma after a fitness test, a Burger King on NH48, a hotel room replay, a day-2 tea interval, a
// mother's Yakult, Abohar kinnows, a Rawalpindi baraat, a Navratri night, Gudi Padwa, a whole day in
// Punjab, a travel day to Goa, a Mapusa handcart, a Lahori shop near Jamia, a Kurukshetra dhaba, a
// sehri, a bus sandwich, a rain delay, a Marathi breakfast, a GT road dhaba, a 47 off 39, an agility
// session, a Pakistani dal mash, a Baroda hostel mess, Jodhpur nets, a Dahanu road stall, a Rajkot
// bus, an afternoon of batting, a jagran, a mess out of paneer, a nani's house in Patiala and an aai's
// kitchen in Margao), terse and chatty, with training, match and travel talk, typos and abbreviations
// (n, w, 1 am, 6:30, x2, x3, T3, NH48, 15 cm, 41°), in plain English, Hinglish and romanised Urdu,
// Punjabi, Gujarati, Marathi and Konkani, with Kashmiri words (mouji, batte) and dish names (21 of 50,
// 42 %, not plain English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food
// codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated convention) before and
// independently of any engine run. None of the sentences is taken from an earlier set: each was written
// new and checked against the 3,685 texts of meals.ts, meals-structural.ts, meals-generalise.ts and
// meals-fresh.ts to meals-fresh60.ts (character similarity, word overlap and shared runs of four words),
// and rewritten where it came near one (first drafts of sarson da saag with makki diyan do rotiyan and
// a pera of makhan in Moga, 2 aloo parathe with "a blob of white butter and a glass of lassi" at
// Murthal, bedmi puri with aloo ki rasedar sabzi in Agra, gatte ki sabzi with 3 phulke and chaach in
// Jodhpur, a pyaaz kachori "with imli chutney" at a station, dal, bhaat, rotli and batata nu shaak,
// dudhi chana ni dal, 4 khaman and a glass of chaas after practice in Surat and Vadodara, tambda rassa
// ani don bhakri in Kolhapur, varan bhaat with a chamcha of toop, prawn curry rice at a Colva shack,
// nadru yakhni with batte, beef nihari with do naan in Gawalmandi, a haleem bowl, aloo gosht with 2
// phulke, 2 KFC hot n crispy with a 330 ml pepsi can, a McChicken with medium fries at the airport, a
// 6 inch Subway chicken tikka or roast chicken on honey oat, 3 slices of a medium peppy paneer in the
// team hotel, a whopper cheat meal after the series, Bingo Mad Angles 66 g with a 250 ml Thums Up, a
// Red Bull 250 ml before a session, chapli kabab do aur ek naan, ringan no olo with be bajra na rotla
// at a Kathiawadi dhaba, 2 puran poli with katachi amti or with warm doodh, a halwa-puri nashta,
// khichdi-kadhi by the vaatki, a highway dhaba header with 3 tandoori roti and salad, a sehri of 2
// paratha, a fried anda and chai, a cheese chutney sandwich, kanda pohe with grated coconut, butter
// chicken with 2 butter naan after an innings, daal mash and toor dal by their grams with roti or
// rice, a Balaji wafers family pack, a 500 ml bottle after an afternoon session, kaddu aur 4 puri at a
// bhandara, arbi with 3 phulkas in a hostel, tinn parothe te ikk katori dahi and don poi with patal
// bhaji were dropped or rewritten for that; only stock phrases such as "chutney on the side", "at the
// team hotel", "an amul cheese slice" or "dal fry (1 katori)" are shared).
// Mix (50): 30 plain everyday logs (home and dhaba food of Punjab, Haryana, Uttar Pradesh, Rajasthan,
// Gujarat, Maharashtra, Goa and Kashmir and of Pakistani relatives and hosts; KFC, Subway, Theobroma,
// Burger King and a tall latte; packaged snacks and drinks by brand with grams and ml (Act II,
// Thums Up, Hide & Seek, Yakult, Haldiram's); fruit; and two whole days in one message) and 20 over the
// ten hard classes, two each: combinations named with their own parts (combo: choris-pao, halwa-puri),
// headers naming the meal then its list (header: a dhaba team dinner, a sehri), a sandwich with its
// filling and a brand with its generic food (addon: a cheese chutney sandwich, a Cadbury 5 Star), an
// ingredient or garnish that is not a full serving (garnish: fresh coconut on pohe, cream on dal
// makhani), food amid match or training talk whose numbers are no food (talk: a 47 off 39 with six 4s
// and a six, an agility ladder and 3 km session), legume names with "gram" next to a weight in grams
// (legume: daal mash, split black gram; tuvar dal, red gram), drinks named after their main ingredient
// (drinkname: bel juice, chikoo shake), a pack in grams and a bottle in ml (size: a Balaji family pack,
// a Limca bottle), the cooked dish meant by a raw word beside a bread (cooked: kaddu, arbi) and counts
// in number words (numberword: Punjabi and Konkani; Punjabi, Hindi, Gujarati, Marathi and Urdu number
// words also appear in plain and cooked meals, tagged so).
// Two new reference foods (prefix fSixtyThree, each citing its row in reference-foods.ts): Gushtaba
// (INDB ASC231 Kashmiri mutton koftas in a curd gravy, a katori = 150 g; its one serving of 304.0 g is
// the whole recipe) and CaramelBar (FNDDS 91726110 nougat with caramel, chocolate covered, the generic
// food of a Cadbury 5 Star; 1 bar (2 oz) = 57 g, here by the stated 40 g); every other item is an
// existing key. Water is never counted (no energy), nor are limbu, kothimbir, a hirvi mirchi, jeera in
// chaach, or the spices of a dish; runs, balls, fours and sixes ("six 4s n a six"), sets, km, minutes,
// degrees, clock times, "day-2", "platform 1", "T3", "NH48", "15 cm" (the sub's length) and the "5" of
// "5 Star" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh60.ts: a katori (vati, vaati, vaatki) = 150 g of a dal,
// curry, kadhi, raita or curd, 120 g of a dry sabzi (shaak, sabzi) and 100 g of rice; unquantified dal
// or curry (pithla, mag ni dal, gatte, nadru yakhni, sungtache hooman, chanay, xacuti) = a katori (150
// g); unquantified dry sabzi (ringan bateta nu shaak, aloo gobhi, kaddu, arbi) = a katori (120 g);
// unquantified rice (rice, xit, batte, chawal) in a meal = 2 katori, 200 g, also of jeera rice; mutton
// and beef curries (aloo gosht, haleem) = FNDDS 27116100 (beefCurry, the red-meat curry proxy), and a
// bowl of haleem = 250 g (meals.ts "haleem 1 bowl" = beefCurry@250); a roti, phulka, rotli or chapati
// (chapatya) = 40 g (FNDDS 51300175 medium); a tandoori roti = 52 g (rotiLarge, FNDDS 51300175 large, as
// meals-fresh51.ts and meals-fresh57.ts); a jowar bhakri = 55 g of roti (meals-fresh10.ts "2 jowar
// bhakri" = roti@110); a paratha, parotha or laccha paratha = 70 g (FNDDS 51300185); a puri, bedmi too =
// 36 g (FNDDS 51300180); a naan = 90 g and half a naan 45 g; a pao = 43 g (FNDDS 51150000) and a choris
// pao = a pao + 60 g of chorizo (meals-fresh44.ts); a poi = 57 g (FNDDS 51301600 medium pita,
// fNineteenPoi); a plate of poha = 180 g; a plate of pulao = 300 g; a katori of zarda = 100 g
// (fThirteenSweetRice); a fried fish piece (rava fry) = 67 g (fishFry); a chutney said without an amount
// = 1 tbsp; a spoon, blob, dollop or pera of butter or ghee = 1 tsp, 5 g; a garnish of grated coconut =
// 2 tbsp, 10 g (fThreeCoconut); a glass of chaas or chaach = 250 g; a glass of milk (doodh, dudh) = 258
// g (250 ml); a glass of lassi = meals.ts LASSI (200 g curd + 3 tsp sugar); ml of a drink × its FNDDS g
// per fl oz (29.57 ml): 31 g for cola (250 ml = 262.1 g), a lemon-lime soda (330 ml = 345.9 g) and a
// flavoured milk (180 ml = 188.7 g); CHAI (a chai in a kulhad, a masala chai, a cup of chaa) = meals.ts
// (62 g milk + 60 g tea + 1 tsp sugar). For every meal, in file order:
// plain:
//  1 saag di ikk (Punjabi 1) katori = 150 g of INDB ASC217 (fThreeSarsonSaag); do (2) rotiyan makki
//    diyan = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti); makhan da pera = 1 tsp, 5 g of FNDDS 81101000
//    (butter); "ferozepur" no food.
//  2 2 aloo parathe = 2 × 93.4 g of INDB ASC098 (alooParatha); white butter, one dollop = 5 g of FNDDS
//    81101000 (butter); lassi in a steel tumbler = LASSI; "1 am", "delhi game", "tandoor" no food.
//  3 teen (Hindi 3) bedmi = 3 × 36 g of FNDDS 51300180 (puri); aloo rasedar ki katori = 150 g of INDB
//    BFP239 (fThirtyThreeAlooRasedar); 100 g garam jalebi as stated = FNDDS 55801000 (fSevenJalebi).
//  4 mathura ke pede by the stated 100 g = FNDDS 13252500 (barfi, its milk-solid fudge, the peda's
//    proxy: the same khoa and sugar pressed into rounds); ek kulhad lassi = LASSI.
//  5 gatte ki sabzi = a katori (150 g) of INDB BFP187 (fFourGatte); teen (3) phulke = 3 × 40 g of roti;
//    jeera wali chaach ek gilaas = 250 g of FNDDS 11115100 (buttermilk); the jeera not counted.
//  6 one pyaaz kachori = 100 g of FNDDS 58124500 (fSevenKachori, taken for a pyaaz kachori); imli
//    chutney on the side = 1 tbsp, 16 g of FNDDS 63409020 (sweetChutney); chai in a kulhad = CHAI;
//    "platform 1", "5 am" no food.
//  7 jeera rice = 200 g of INDB BFP134 (jeeraRice); mag ni dal (whole green gram dal) = a katori (150
//    g) of INDB BFP178 (wholeMoong); traN (Gujarati 3) garam rotli = 3 × 40 g of roti.
//  8 khaman chaar (Gujarati 4) = 4 × 40 g of INDB ASC474 (dhoklaPiece, 1 piece); "upar kai nai"
//    (nothing on top); chaas no glass = 250 g of FNDDS 11115100 (buttermilk).
//  9 don (Marathi 2) bharli vangi = 2 × 55.4 g of INDB ASC187 (fSevenBharliVangi, 1 brinjal); teen (3)
//    chapatya = 3 × 40 g of roti.
// 10 pithla unquantified = a katori (150 g) of the dal key (FNDDS 41311030, as meals.ts "pitla=dal");
//    don (2) jowar bhakri = 2 × 55 g = 110 g of roti; ek hirvi mirchi not counted.
// 11 shahi paneer ki katori = 150 g of INDB ASC221 (shahiPaneer); do (Hindi 2) laccha parathe = 2 × 70
//    g of FNDDS 51300185 (paratha).
// 12 sungtache hooman (Konkani prawn curry) = a katori (150 g) of INDB BFP230 (prawnCurry); xit = 200 g
//    of rice; ek surmai rava fry = 67 g of FNDDS 26100140 (fishFry).
// 13 a katori of gushtaba = 150 g of INDB ASC231 (fSixtyThreeGushtaba); rice = 200 g; kahwa after = 1
//    tea cup, 256.7 g of INDB BFP007 (fSixKahwa).
// 14 nadru yakhni = a katori (150 g) of INDB ASC196 (fNineteenLotusStem, its nadru yakhni proxy);
//    batte (Kashmiri: cooked rice) = 200 g; the chinar leaves no food.
// 15 haleem, ek bowl bhar ke = 250 g of FNDDS 27116100 (beefCurry, meals.ts "haleem 1 bowl"); aadha
//    naan = 45 g of FNDDS 51108100 (naan).
// 16 chicken karahi, one katori = 150 g of FNDDS 27146150 (chickenCurry); 2 tandoori roti = 2 × 52 g
//    (rotiLarge).
// 17 aloo gosht, ek katori = 150 g of FNDDS 27116100 (beefCurry); do (Urdu 2) phulke = 2 × 40 g.
// 18 a zinger = 1 regular sandwich, 140 g of FNDDS 27540146 (fThreeChickenBurger); a 7up can (330 ml)
//    = 11.16 fl oz × 31 g = 345.9 g of FNDDS 92410510 (fThirtyThreeLemonSoda).
// 19 a Subway chicken slice sub, 15 cm (6 inch) = 240 g of FNDDS 27540290 (chickenSub, its 6" sub);
//    wheat bread and extra lettuce add nothing beyond the row.
// 20 a Theobroma brownie = 1 medium brownie, 50 g of FNDDS 53204010 (fTwentyFourBrownie).
// 21 one whopper = 270 g of FNDDS 27510615 (fFiftyTwoWhopper); no fries.
// 22 act II butter popcorn by the stated 40 g = FNDDS 54403056 (popcorn, microwave butter flavored);
//    thums up, 250 ml can = 8.45 fl oz × 31 g = 262.1 g of FNDDS 92410310 (colaSmall key, cola).
// 23 masala chai = CHAI; 4 hide & seek = 4 × 10.5 g of FNDDS 53206000 (fFifteenChocoChipCookie, 1
//    Hide & Seek biscuit); "day-2 tea interval" no food.
// 24 2 yakult = 2 × 67 g of FNDDS 11436000 (fTwentyEightYogurtDrink, 1 Yakult bottle of 65 ml).
// 25 3 abohar kinnows = 3 × 109 g of FNDDS 61125010 (fFortyNineKinnow, 1 fruit).
// 26 yakhni pulao ki ek plate = 300 g of INDB BFP141 (fTwentyFiveMuttonPulao); zarda ki ek katori = 100
//    g of INDB ASC125 (fThirteenSweetRice).
// 27 ringan bateta nu shaak = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant, the ringan nu
//    shaak proxy); paanch (Gujarati 5) puri = 5 × 36 g; "garba" no food.
// 28 don (Marathi 2) polya of puran poli = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli); ek glass garam
//    dudh = 258 g of FNDDS 11112110 (milk).
// 29 a whole day: doodh (1 glass) = 258 g (milk); 5 badam = 5 × 1.2 g of FNDDS 42101130 (almonds); 2
//    mooli parathe = 2 × 100 g of INDB ASC099 (fSixMooliParatha); dahi = a katori (150 g) of FNDDS
//    11411100 (curd); rajma = a katori (150 g) of FNDDS 41106010; chawal = 200 g; 2 amrood = 2 × 55 g
//    of FNDDS 63125010 (guava); palak paneer = a katori (150 g) of FNDDS 72125310; 3 roti = 3 × 40 g;
//    the clock times no food.
// 30 a travel day: tall latte = 1 small, 360 g of FNDDS 92101900 (fTwentySixLatte, its 12 fl oz tall);
//    croissant = 1 medium, 57 g of FNDDS 51166000; 30 g aloo bhujia (haldiram's) by its stated weight =
//    INDB OSR147 (sev, its bhujia proxy, as meals-fresh50.ts and meals-fresh60.ts); fish curry = a
//    katori (150 g) of FNDDS 27150320 (fishCurry); rice = 200 g; 3 chapati = 3 × 40 g; chicken xacuti =
//    a katori (150 g) of FNDDS 27146150 (chickenCurry, as meals-fresh44.ts "chicken xacuti n 2 poi");
//    "6:30", "T3", "2pm", "9pm" no food.
// combo:
// 31 choris-pao x2, one item = 2 × 43 g of FNDDS 51150000 (pav) + 2 × 60 g of FNDDS 25220710
//    (fFortyFourChorizo, the chorizo of one choris pao).
// 32 halwa-puri: puri x2 = 2 × 36 g; a katori of halwa = 150 g of INDB ASC293 (sujiHalwa); chanay
//    unquantified = a katori (150 g) of FNDDS 41302010 (chole).
// header:
// 33 "team dinner stop, dhaba near kurukshetra" no food: dal fry (1 katori) = 150 g of FNDDS 41311030
//    (dal); aloo gobhi = a katori (120 g) of INDB ASC171 (fSixAlooGobi); tandoori roti x3 = 3 × 52 g
//    (rotiLarge); kachumber salad = a side salad, 100 g of FNDDS 75111000 (cucumber).
// 34 "sehri at 3:45" no food: ek anda fry = 1 egg, 55 g of FNDDS 31105030 (friedEgg); paratha 2 = 2 ×
//    70 g; chai ek cup = CHAI.
// addon:
// 35 the bus sandwich, one item: white bread x2 = 2 × 28 g of FNDDS 51101000 (bread); green chutney
//    spread = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney); an amul cheese slice = 21 g of FNDDS
//    14410110 (cheeseSlice).
// 36 a Cadbury 5 Star (brand), the 40 g one, by its stated weight = its generic food, FNDDS 91726110
//    (fSixtyThreeCaramelBar, nougat with caramel, chocolate covered); "rain stopped play" no food.
// garnish:
// 37 pohe ek plate = 180 g (poha, its IFCT recipe); tyavar olya naralacha kis (fresh grated coconut on
//    top) = a garnish, 10 g of SR26 12104 (fThreeCoconut); kothimbir and limbu not counted.
// 38 dal makhani (one katori) = 150 g of INDB ASC160 (fFortySevenDalMakhani); a tbsp of cream swirled
//    over it = 15 g of FNDDS 12130100 (fFourMalai, heavy cream).
// talk:
// 39 "47 off 39", "six 4s n a six" no food: tandoori chicken 2 leg pieces = 2 × 80 g of FNDDS 24142301
//    (tandooriChicken); 1 naan = 90 g.
// 40 "agility ladder 6 sets", "a 3 km run in 14 min" no food: 2 boiled eggs = 2 × 50 g of FNDDS
//    31103010 (egg); amul kool badam (180 ml) = 6.09 fl oz × 31 g = 188.7 g of FNDDS 11511200
//    (chocolateMilk, its bottled flavoured milk proxy).
// legume:
// 41 one tandoori roti = 52 g (rotiLarge); daal mash (split black gram) by the stated ~180 gram = INDB
//    ASC154 (fThirtyOneDryUrad, Pakistani daal mash); "gram" is part of the pulse's name, the unit is the
//    second one.
// 42 2 rotli = 2 × 40 g of roti; the red gram (tuvar) dal by the stated ~220 gram = FNDDS 41311030
//    (dal, the arhar / toor dal of earlier sets); "baroda hostel mess" no food.
// drinkname:
// 43 bel juice, one glass = bel sharbat, a 250 g glass of INDB OSR001 (fThreeBelSharbat, woodapple
//    juice); no bel fruit; "jodhpur nets" no food.
// 44 chikoo shake, one glass = 1 milkshake (10 fl oz), 280 g of FNDDS 11541120 (milkShake, its chikoo
//    shake proxy); no chikoo fruit.
// size:
// 45 a balaji family pack by the stated 150 g = FNDDS 71200100 (potatoChips, potato chips, plain).
// 46 one limca, the full 500 ml bottle = 1 bottle (16.9 fl oz or 500 ml), 524 g of FNDDS 92410510
//    (fThirtyThreeLemonSoda); "2 hrs", "41°" no food.
// cooked:
// 47 kaddu beside puri = kaddu ki sabzi, a katori (120 g) of FNDDS 73201020 (fFivePumpkin); chaar
//    (Hindi 4) puri = 4 × 36 g; "jagran" no food.
// 48 arbi beside phulkas = sookhi arbi, a katori (120 g) of INDB BFP263 (arbi); 3 phulkas = 3 × 40 g;
//    the paneer the mess ran out of is not eaten.
// numberword:
// 49 tinn (Punjabi 3) parothe = 3 × 70 g of FNDDS 51300185 (paratha); ikk (1) katori dahi = 150 g of
//    FNDDS 11411100 (curd); chaa = CHAI.
// 50 patal bhaji ek (Konkani 1) vaati = 150 g of INDB BFP239 (fThirtyThreeAlooRasedar, the thin potato
//    curry); don (Konkani 2) poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAA = 'chaaChai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH63_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'ferozepur to ghar aaye tan chachi ne saag dhar ditta: saag di ikk katori, do rotiyan makki diyan, makhan da pera vi',
    'punjabi plain numberword',
    'saag=fThreeSarsonSaag makkiRotiyan=fThreeMakkiRoti:2 makhan=butter',
  ],
  [
    'murthal, 1 am, delhi game done - 2 aloo parathe hot from the tandoor, white butter (one dollop), lassi in a steel tumbler',
    'haryana plain',
    `alooParathe=alooParatha:2 whiteButter=butter ${LASSI}`,
  ],
  [
    'belanganj, agra: nashte mein teen bedmi, aloo rasedar ki katori aur 100 g garam jalebi',
    'up plain numberword',
    'bedmi=puri:3 alooRasedar=fThirtyThreeAlooRasedar jalebi=fSevenJalebi@100',
  ],
  [
    'vrindavan se wapas aate hue mathura ke pede liye, 100 g to maine akele hi uda diye, upar se ek kulhad lassi',
    'up sweet plain',
    `pede=barfi@100 ${LASSI}`,
  ],
  [
    'bikaner, mamaji ke yahan: gatte ki sabzi, teen phulke, aur jeera wali chaach ek gilaas',
    'rajasthan plain numberword',
    'gatte=fFourGatte phulke=roti:3 chaach=buttermilk',
  ],
  [
    'jaisalmer, platform 1 at 5 am: one pyaaz kachori, imli chutney on the side, chai in a kulhad',
    'rajasthan plain',
    `pyaazKachori=fSevenKachori imliChutney=sweetChutney ${CHAI}`,
  ],
  [
    'rajkot ma masi e pirsyu: jeera rice, mag ni dal ane traN garam rotli',
    'gujarati plain numberword',
    'jeeraRice:2 magNiDal=wholeMoong rotli=roti:3',
  ],
  [
    'anand ma match pati gayi: khaman chaar, upar kai nai, ane chaas no glass',
    'gujarati plain numberword',
    'khaman=dhoklaPiece:4 chaas=buttermilk',
  ],
  [
    'pune camp, aaine dilela dabba: don bharli vangi ani teen chapatya',
    'marathi plain numberword',
    'bharliVangi=fSevenBharliVangi:2 chapatya=roti:3',
  ],
  [
    'satara la shetat kaam karun aalo, mag pithla, don jowar bhakri ani ek hirvi mirchi',
    'marathi plain numberword',
    'pithla=dal bhakri=roti@110',
  ],
  [
    'sonipat ke dhabe pe bhai logon ke saath shahi paneer ki katori aur do laccha parathe',
    'haryana plain numberword',
    'shahiPaneer lacchaParathe=paratha:2',
  ],
  [
    'benaulim, after sprints on the sand: sungtache hooman, xit ani ek surmai rava fry',
    'goan plain',
    'sungtacheHooman=prawnCurry xit=rice:2 surmaiRavaFry=fishFry',
  ],
  [
    "srinagar, my cousin's wedding wazwan: a katori of gushtaba with rice, kahwa after",
    'kashmir plain',
    'gushtaba=fSixtyThreeGushtaba rice:2 kahwa=fSixKahwa',
  ],
  [
    'anantnag mein mouji ne nadru yakhni banayi thi, batte ke saath, chinar ke patte gir rahe the',
    'kashmir plain',
    'nadruYakhni=fNineteenLotusStem batte=rice:2',
  ],
  [
    'muharram ki niyaz mein haleem mila, ek bowl bhar ke, aur aadha naan',
    'pakistani plain',
    'haleem=beefCurry@250 naan@45',
  ],
  [
    "at my karachi cousins' place: burns road style chicken karahi, one katori for me, 2 tandoori roti",
    'pakistani plain',
    'chickenKarahi=chickenCurry tandooriRoti=rotiLarge:2',
  ],
  [
    'sialkot wali aunty ka aloo gosht aaya tiffin mein - ek katori khaya, do phulke bhi',
    'pakistani plain numberword',
    'alooGosht=beefCurry phulke=roti:2',
  ],
  [
    'kfc at the mall on a washed-out day: a zinger and a 7up can (330 ml)',
    'chain plain',
    'zinger=fThreeChickenBurger fThirtyThreeLemonSoda@345.9',
  ],
  [
    'subway at delhi T3 before boarding: chicken slice sub, 15 cm, wheat bread, extra lettuce',
    'chain plain',
    'chickenSub',
  ],
  ['theobroma brownie after the fitness test, earned it', 'chain plain', 'brownie=fTwentyFourBrownie'],
  ['burger king stop on NH48: one whopper, skipped the fries this time', 'chain plain', 'whopper=fFiftyTwoWhopper'],
  [
    'hotel room, watching the replay of our innings: act II butter popcorn (40 g pack) + thums up, 250 ml can',
    'snack plain',
    'popcorn@40 thumsUp=colaSmall@262.1',
  ],
  [
    'day-2 tea interval → masala chai and 4 hide & seek from the dressing-room tin',
    'snack plain',
    `${CHAI} hideSeek=fFifteenChocoChipCookie:4`,
  ],
  ["2 yakult after lunch, mom's orders for the gut", 'drink plain', 'yakult=fTwentyEightYogurtDrink:2'],
  ['3 abohar kinnows after fielding practice, sweet as anything', 'fruit plain', 'kinnows=fFortyNineKinnow:3'],
  [
    'rawalpindi wale cousin ki baraat: yakhni pulao ki ek plate, phir zarda ki ek katori',
    'pakistani plain',
    'yakhniPulao=fTwentyFiveMuttonPulao zarda=fThirteenSweetRice',
  ],
  [
    'navratri ni raat: ringan bateta nu shaak ne paanch puri, garba pehla',
    'gujarati plain numberword',
    'ringanBatetaNuShaak=fTwentyOneEggplant puri:5',
  ],
  [
    'padwyala puran poli cha bet: don polya ani ek glass garam dudh, aajichya hatchi',
    'marathi plain numberword',
    'puranPoli=fFourPuranPoli:2 dudh=milk',
  ],
  [
    'whole day - 7am doodh (1 glass) + 5 badam | 10am 2 mooli parathe w dahi | 2pm rajma chawal | 6pm 2 amrood | 9pm palak paneer n 3 roti',
    'punjabi plain',
    'doodh=milk badam=almonds:5 mooliParathe=fSixMooliParatha:2 dahi=curd rajma chawal=rice:2 amrood=guava:2 palakPaneer roti:3',
  ],
  [
    "travel day, delhi to goa: 6:30 tall latte + croissant at T3; flight: 30 g aloo bhujia (haldiram's); 2pm fish curry rice in panjim; 9pm 3 chapati n chicken xacuti",
    'travel plain',
    'latte=fTwentySixLatte croissant bhujia=sev@30 fishCurry rice:2 chapati=roti:3 xacuti=chickenCurry',
  ],
  // combinations named with their own parts
  ['choris-pao x2 off a handcart at the mapusa friday bazaar', 'goan combo', 'chorisPao=pav:2+fFortyFourChorizo:2'],
  [
    'halwa-puri from the lahori shop near jamia: puri x2, a katori of halwa, chanay on the side',
    'pakistani combo',
    'puri:2 halwa=sujiHalwa chanay=chole',
  ],
  // headers naming the meal, then its list
  [
    'team dinner stop, dhaba near kurukshetra → dal fry (1 katori), aloo gobhi, tandoori roti x3, kachumber salad',
    'haryana header',
    'dalFry=dal alooGobhi=fSixAlooGobi tandooriRoti=rotiLarge:3 kachumber=cucumber',
  ],
  ['sehri at 3:45 → ek anda fry, paratha 2, chai ek cup', 'pakistani header', `andaFry=friedEgg paratha:2 ${CHAI}`],
  // a sandwich with its filling, a brand with its generic food
  [
    'bus snack i packed: white bread x2 with green chutney spread and an amul cheese slice in between',
    'snack addon',
    'sandwich=bread:2+greenChutney+cheeseSlice',
  ],
  [
    "rain stopped play so a cadbury 5 star, the 40 g one, coach didn't see 🤫",
    'snack addon',
    'fiveStar=fSixtyThreeCaramelBar@40',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'sakali pohe - ek plate - ani tyavar olya naralacha kis, kothimbir, limbu pilun',
    'marathi garnish',
    'pohe=poha naral=fThreeCoconut',
  ],
  [
    'GT road dhaba near panipat: dal makhani (one katori), the guy swirled a tbsp of cream over it',
    'haryana garnish',
    'dalMakhani=fFortySevenDalMakhani cream=fFourMalai',
  ],
  // food amid match or training talk
  [
    '47 off 39 today, six 4s n a six. dinner at the team hotel: tandoori chicken 2 leg pieces, 1 naan',
    'north talk',
    'tandooriChicken:2 naan',
  ],
  [
    'agility ladder 6 sets + a 3 km run in 14 min, then 2 boiled eggs + amul kool badam (180 ml)',
    'gym talk',
    'boiledEggs=egg:2 kool=chocolateMilk@188.7',
  ],
  // legume words next to the unit gram
  [
    'one tandoori roti with daal mash - split black gram - about 180 gram of it',
    'pakistani legume',
    'tandooriRoti=rotiLarge daalMash=fThirtyOneDryUrad@180',
  ],
  [
    'baroda hostel mess: 2 rotli and the red gram (tuvar) dal, around 220 gram in my bowl',
    'gujarati legume',
    'rotli=roti:2 tuvarDal=dal@220',
  ],
  // drinks named after their main ingredient
  [
    'one glass of bel juice after the jodhpur nets, heat was brutal',
    'rajasthan drinkname',
    'belJuice=fThreeBelSharbat',
  ],
  ['chikoo shake at the dahanu road stall, one glass', 'west drinkname', 'chikooShake=milkShake'],
  // a pack in grams and a bottle in ml
  ['balaji family pack (150 g) gone in one sitting on the rajkot bus 😬', 'snack size', 'balajiWafers=potatoChips@150'],
  ['after 2 hrs batting in 41°: one limca, the full 500 ml bottle', 'drink size', 'limca=fThirtyThreeLemonSoda@524'],
  // a raw vegetable word beside a bread means the cooked dish
  ['jagran ke baad subah kaddu aur chaar puri mili, bas wahi', 'up cooked numberword', 'kaddu=fFivePumpkin puri:4'],
  ['arbi n 3 phulkas tonight, the mess ran out of paneer', 'north cooked', 'arbi phulkas=roti:3'],
  // counts in number words
  [
    'tinn parothe kha ke utthya, naal ikk katori dahi te chaa - nani de ghar, patiala',
    'punjabi numberword',
    `parothe=paratha:3 dahi=curd ${CHAA}`,
  ],
  [
    'margao: aaien kelolli patal bhaji ek vaati, saangata don poi',
    'goan numberword',
    'patalBhaji=fThirtyThreeAlooRasedar poi=fNineteenPoi:2',
  ],
];
