// Benchmark meals written on 2026-11-25 blind, as the forty-sixth blind set after meals-fresh.ts to
// meals-fresh45.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat: a Delhi home,
// a Ludhiana dhaba, the Jaipur RCA mess, a Gujarati and a Kolhapur-style Marathi home, a Kolkata
// home and a Gariahat roll stall, an Odia hostel, an Assamese home, a Shillong stall, a Bihar home,
// an Ernakulam hostel, a Tamil home, a Hyderabad biryani house, an Andhra home, a Mandya ajji mane, a
// Porvorim home, a Kashmiri dinner, a hostel and an academy mess, a stadium canteen, a highway dhaba,
// Marine Drive, the Itarsi platform, an airport Starbucks, McDonald's, Domino's, Subway, KFC,
// Haldiram's, Chaayos, a Lajpat Nagar Chinese stall, the NCA, Vidyarthi Bhavan; packaged snacks and
// drinks by brand (Kurkure, Amul Kool, Maggi, Marie), whey, creatine, Electral, fruit, eggs, milk and
// dry fruits. All 50 are plain everyday logs, terse and chatty, with training, match and travel talk,
// times of day, sixteen with several meals in one message, typos and abbreviations (n, b4, bfast,
// b/fast, brekfast, protien, mcd, w), in plain English, Hinglish and romanised Punjabi, Gujarati,
// Marathi, Bengali, Odia, Assamese, Tamil, Malayalam, Telugu, Kannada and Kashmiri (about 45 % not
// plain English), with counts in Hindi, Punjabi, Gujarati, Marathi, Bengali, Odia, Assamese, Tamil,
// Malayalam, Telugu and Kannada number words. Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was checked against the earlier sets' 2,935 texts by character similarity,
// word overlap and shared runs of four words, and rewritten where it came near one (only stock
// phrases and dish names such as "hot n sour soup" are shared).
// Two new reference foods (prefix fFortySix, each citing its row in reference-foods.ts): Plum (FNDDS
// 63143010 plum, raw, 1 fruit = 75 g; aloo bukhara) and DriedApricot (SR26 09032 apricots, dried,
// 1 half = 3.5 g, so a whole khubani = 7 g); every other item is an existing key. Water is never
// counted (no energy), nor is creatine, a meal the message says was skipped, a little pickle
// (avakaya) or a pinch of spice. Conventions, as meals-fresh43.ts to meals-fresh45.ts: a katori
// (vati, bati) = 150 g of a dal, curry or curd and 120 g of a dry sabzi (bhaji, torkari, thoran),
// 100 g of rice; unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a katori
// (120 g); unquantified rice in a meal = 2 katori, 200 g; raita beside a biryani = 100 g curd
// (meals.ts); salad = 100 g cucumber (meals.ts); a roti, phulka, rotli, poli or ruti = 40 g (FNDDS
// 51300175 medium), a tandoori roti = 52 g (rotiLarge); a puri = 36 g (FNDDS 51300180); lauki and
// tinda as FNDDS 75233027 (meals-fresh24.ts), aloo chokha and aloo pitika = a katori (120 g) of FNDDS
// 71103030 potato made with oil (alooSabzi, meals-fresh14.ts and meals-fresh19.ts); a glass of
// buttermilk (chaach, moru) = 250 g; ml of milk × 244/237 g (FNDDS 11112110), so a 250 ml glass =
// 258 g; ml of a juice, soft drink, flavoured milk or electrolyte drink × 31 g per fl oz (29.57 ml)
// as its FNDDS row, of brewed coffee × 30 g per fl oz (FNDDS 92101000); CHAI = meals.ts (62 g milk +
// 60 g tea + 1 tsp sugar) per cup, also chaha, a kulhad or a bhaar of cha; filter coffee (kaapi) =
// meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); LASSI = meals.ts (200 g curd + 3 tsp
// sugar); a spoon or chamach (chamcha) of ghee, butter or oil = 1 tsp (ghee and butter 5 g); bun
// maska = a pav (43 g) + 2 tsp butter (meals-fresh2.ts); a Domino's farmhouse slice = a piece of a
// medium FNDDS 58106225 pizza, 86 g (meals-fresh12.ts, meals-fresh21.ts); a Kolkata double egg roll = 1 paratha + a 2-egg omelette (meals-fresh19.ts);
// nimbu soda = nimbuPani (meals-fresh45.ts); unquantified broccoli = 1 cup, 155 g (meals-fresh25.ts).
// For every meal, in file order:
//  1 arhar ki dal unquantified = a katori (150 g) of FNDDS 41311030 (dal); aloo gobhi unquantified = a
//    katori (120 g) of INDB ASC171 (fSixAlooGobi); teen (3) phulke = 3 × 40 g (FNDDS 51300175); "1:30"
//    no food.
//  2 do (2) aloo parathe = 2 × 93.4 g of INDB ASC098 (alooParatha); ikk (1) chamach makhan = 5 g of
//    FNDDS 81101000 (butter); a glass of lassi = LASSI.
//  3 panchmel dal unquantified = a katori (150 g) of INDB OSR144 (fTwentyFourPanchmelDal); gatte ka
//    saag unquantified = a katori (150 g) of INDB BFP187 (fFourGatte); chaach = a glass, 250 g of FNDDS
//    11115100 (buttermilk); 3 roti = 3 × 40 g.
//  4 tuver ni dal unquantified = a katori (150 g) of FNDDS 41311030; bhaat unquantified = 200 g of FNDDS
//    56205008; ringan nu shaak unquantified = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant);
//    tran (3) rotli = 3 × 40 g.
//  5 chaha = CHAI; 4 marie = 4 × 7 g of FNDDS 53241510; amti unquantified = a katori (150 g) of FNDDS
//    41311030 (dal); bhaat = 200 g rice; don (2) poli = 2 × 40 g; flower chi bhaji (cauliflower sabzi)
//    unquantified = a katori (120 g) of INDB ASC171 (fSixAlooGobi).
//  6 pabda macher jhol unquantified = a katori (150 g) of FNDDS 27150320 (fishCurry); bhaat = 200 g
//    rice; char (4) tukro begun bhaja = 4 × 40 g of FNDDS 75412010 (fSevenBegunBhaja).
//  7 dalma unquantified = a katori (150 g) of INDB OSR141 (dalma); santula (Odia mixed vegetables)
//    unquantified = a katori (120 g) of FNDDS 75440600 (vegCurry); tini (3) ruti = 3 × 40 g.
//  8 bhat = 200 g rice; dail unquantified = a katori (150 g) of FNDDS 41311030; aloo pitika = a katori
//    (120 g) of FNDDS 71103030 (alooSabzi); duta (2) kol (bananas) = 2 × 126 g of FNDDS 63107010.
//  9 veg momo 10 pcs = 10 × 37 g of FNDDS 58121620 (fSixteenVegMomo); thukpa 1 bowl = 285 g of FNDDS
//    58408500 (fNineThukpa).
// 10 sattu ka ghol ek (1) gilas = 30 g of SR26 16157 (chickpeaFlour: a glass of sattu drink is made
//    with 30 g sattu), the water not counted; bhat = 200 g rice; dal = a katori (150 g) of FNDDS
//    41311030; chokha = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 11 idiyappam naalu (Malayalam 4) = 4 × 40 g of FNDDS 56117090 (riceNoodles); mutta curry onnu (1) =
//    151.6 g of INDB BFP240 (fThirtyTwoEggCurry: one egg with its gravy).
// 12 3 idli = 3 × 40 g (idli); sambar unquantified = a katori (150 g) of FNDDS 41311020; oru (Tamil 1)
//    plate curd rice = 216.2 g of INDB ASC126 (curdRice).
// 13 mutton biryani oka (Telugu 1) plate = 300 g of FNDDS 27213010 (muttonBiryani); raita = 100 g curd
//    (FNDDS 11411100).
// 14 annam = 200 g rice; mudda pappu unquantified = a katori (150 g) of FNDDS 41311030 (dal); oka (1)
//    spoon neyyi = 5 g of FNDDS 81204000 (ghee); konchem avakaya (a little pickle) not counted.
// 15 bassaru unquantified = a katori (150 g) of INDB BFP172 (fSixDalPalak, a dal with greens); eradu
//    (Kannada 2) ragi mudde = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde).
// 16 2 poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi); chai = CHAI; chicken xacuti unquantified = a
//    katori (150 g) of FNDDS 27146150 (chickenCurry); 2 more poi = 2 × 57 g.
// 17 bata (rice) = 200 g; rogan josh unquantified = a katori (150 g) of INDB ASC227 (roganJosh); haakh
//    unquantified = a katori (120 g) of FNDDS 72107227 (fThirteenHaakh); kehwa = 1 tea cup, 256.7 g of
//    INDB BFP007 (fSixKahwa).
// 18 3 puri = 3 × 36 g; chole unquantified = a katori (150 g) of FNDDS 41302010; rajma unquantified = a
//    katori (150 g) of FNDDS 41106010; rice = 200 g; 2 roti = 2 × 40 g; dahi = a katori (150 g) of
//    FNDDS 11411100.
// 19 egg whites x4 boiled = 4 × 33 g of FNDDS 31108110 (fSevenEggWhite); brown bread x2 = 2 × 36 g of
//    FNDDS 51300110; kela = 126 g (FNDDS 63107010); black coffee ~300 ml = 10.14 fl oz × 30 g = 304.3 g
//    of FNDDS 92101000.
// 20 veg puff = 115.7 g of INDB BFP545 (fSixVegPuff); cold coffee = 1 tall glass, 250.5 g of INDB BFP013;
//    chai = CHAI; 2 marie = 2 × 7 g.
// 21 kadhai paneer unquantified = a katori (150 g) of INDB ASC226; 3 tandoori roti = 3 × 52 g (FNDDS
//    51300175 large, rotiLarge); salad = 100 g cucumber (FNDDS 75111000).
// 22 ekta (Bengali 1) double egg roll = 70 g paratha (FNDDS 51300185) + 2 × 55 g omelette (FNDDS
//    32130010), one item.
// 23 one bhutta = 105 g of FNDDS 75216111 (fSixteenBhutta: 1 regular ear); nimbu soda = a glass, 250 g
//    of INDB ASC008 (nimbuPani), the soda water adding nothing.
// 24 4 puri = 4 × 36 g; aloo sabzi with puri at a station = a katori (150 g) of INDB BFP239
//    (fThirtyThreeAlooRasedar, the watery potato curry); chai = CHAI.
// 25 tall latte = 360 g of FNDDS 92101900 (fTwentySixLatte: 1 small, a 12 fl oz tall); choco chip
//    muffin = 130 g of FNDDS 52302500 (fTwentyMuffin: 1 medium); "7" no food.
// 26 2 mcchicken = 2 × 140 g of FNDDS 27540146 (fThreeChickenBurger); coke medium = 512 g of FNDDS
//    92410310 (colaMedium).
// 27 4 slices of a medium farmhouse = 4 × 86 g of FNDDS 58106225 (pizzaSliceMedium); the slices the
//    roommate ate not counted.
// 28 6 inch chicken teriyaki sub = 240 g of FNDDS 27540290 (chickenSub: 1 Subway 6" sub).
// 29 2 hot & crispy pieces = 2 × 85 g of FNDDS 24147320 (fTwentySixFriedDrumstick); pepsi 300 ml =
//    10.14 fl oz × 31 g = 314.5 g of FNDDS 92410310 (colaSmall).
// 30 2 Haldiram's tinned gulab jamun = 2 × 40 g of FNDDS 53420410 (fThirteenGulabJamun: 1 gulab jamun
//    with the syrup it holds = 40 g).
// 31 kulhad chai = CHAI; bun maska = 43 g pav (FNDDS 51150000) + 2 × 5 g butter, one item; "5 pm" no
//    food.
// 32 Kurkure by the stated 35 g pack = SR26 19008 (kurkure: 1 package = 35 g).
// 33 Amul Kool kesar by the stated 200 ml = 6.76 fl oz × 31 g = 209.7 g of FNDDS 11511200
//    (chocolateMilk, the bottled flavoured milk proxy).
// 34 2 bananas = 2 × 126 g; 2 scoops whey = 2 × 30 g of FNDDS 95230000; the water not counted.
// 35 5 g creatine not counted; Electral 500 ml = 16.9 fl oz × 31 g = 524.1 g of FNDDS 95330100
//    (fTwentyFourOrs).
// 36 3 aloo bukhare = 3 × 75 g of FNDDS 63143010 (fFortySixPlum); ek mutthi bhuna chana = a handful,
//    28 g of SR26 16056 (fThirteenRoastedGram).
// 37 naalu (Tamil 4) avicha muttai (boiled eggs) = 4 × 50 g of FNDDS 31103010; rendu (2) bread slice =
//    2 × 28 g of FNDDS 51101000; oru (1) banana = 126 g.
// 38 moong dal unquantified = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal); 2 roti = 2 × 40 g;
//    a glass of haldi doodh = 258 g of FNDDS 11112110 (milk), the haldi a pinch.
// 39 10 soaked badam = 10 × 1.2 g of FNDDS 42101130 (the soaking water adds nothing); 3 khubani = 3 ×
//    7 g of SR26 09032 (fFortySixDriedApricot); 250 ml milk = 258 g; 4 kaju = 4 × 1.5 g (FNDDS
//    42104110); green tea = 1 cup, 240 g of FNDDS 92303010.
// 40 poha unquantified = 1 plate, 180 g (poha); chai = CHAI; chawal 2 katori = 200 g; rajma 1 katori =
//    150 g of FNDDS 41106010; palak paneer unquantified = a katori (150 g) of FNDDS 72125310; 3 roti =
//    3 × 40 g.
// 41 choru = 200 g rice; meen curry unquantified = a katori (150 g) of FNDDS 27150320 (fishCurry);
//    thoran unquantified = a katori (120 g) of INDB ASC181 (cabbagePoriyal, its cabbage thoran); kanji
//    unquantified = a bowl, 250 g of FNDDS 56205101 (fTwentyTwoCongee); payar unquantified = a katori
//    (150 g) of INDB BFP178 (wholeMoong, whole green gram).
// 42 veg chowmein half plate = 299.6 / 2 = 149.8 g of INDB ASC134 (vegChowmein: 1 plate = 299.6 g);
//    hot n sour soup ek bowl = 250 g of FNDDS 28340750 (fTwentyHotSourSoup).
// 43 mooli de 2 parathe = 2 × 100 g of INDB ASC099 (fSixMooliParatha); dahi = a katori (150 g); rajma
//    chawal = a katori (150 g) of FNDDS 41106010 + 200 g rice; saag unquantified = a katori (150 g) of
//    INDB ASC217 (fThreeSarsonSaag); 3 roti = 3 × 40 g.
// 44 khaman 4 piece = 4 × 40 g of INDB ASC474 (dhoklaPiece); ek cup chai = CHAI.
// 45 the skipped mess dinner not counted; maggi 1 packet = 70 g dry of SR26 06583 (maggi); 2 egg bhurji
//    = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji: 126 g per egg); "1 am" no food.
// 46 quinoa 1 cup = 170 g of FNDDS 56204005 (quinoa, cooked); one grilled chicken breast = 120 g of
//    FNDDS 24123301 (grilledChicken: 1 medium breast); sauteed broccoli unquantified = 1 cup, 155 g of
//    FNDDS 72201211.
// 47 "3 hrs", "40 degree" no food; 2 glasses of shikanji = 2 × 250 g of INDB ASC008 (nimbuPani); 4
//    chapati = 4 × 40 g; bhindi unquantified = a katori (120 g) of INDB BFP269 (bhindiFry); dal tadka
//    unquantified = a katori (150 g) of FNDDS 41311030; katori curd = 150 g.
// 48 duto (Bengali 2) singara = 2 × 100 g of FNDDS 58124500 (samosa: 1 regular); ek bhaar cha = CHAI.
// 49 don (Marathi 2) puran poli = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli); ek chamcha toop = 1 tsp
//    ghee, 5 g.
// 50 ondu (Kannada 1) masale dose = 200 g of FNDDS 58174100 (masalaDosa); ondu filter kaapi = COFFEE.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH46_MEALS: SampleMeal[] = [
  // plain everyday logs: homes across the regions
  [
    'ghar ka khana at 1:30 - arhar ki dal, aloo gobhi, teen phulke',
    'north plain numberword',
    'dal fSixAlooGobi phulkeRoti=roti:3',
  ],
  [
    'ludhiane dhabe te do aloo parathe, makhan di ikk chamach te lassi da glass',
    'punjabi plain numberword',
    `alooParatha:2 butter ${LASSI}`,
  ],
  [
    'jaipur rca mess - panchmel dal, gatte ka saag, chaach n 3 roti',
    'rajasthani plain',
    'fTwentyFourPanchmelDal fFourGatte chaachButtermilk=buttermilk roti:3',
  ],
  [
    'aaje ghare tuver ni dal, bhaat, ringan nu shaak ne tran rotli',
    'gujarati plain numberword',
    'dal rice:2 fTwentyOneEggplant rotliRoti=roti:3',
  ],
  [
    'sakali chaha ani 4 marie, dupari amti bhaat, don poli ani flower chi bhaji',
    'marathi plain multi numberword',
    'chahaChai=milk@62+tea+sugar marie:4 amtiDal=dal rice:2 poliRoti=roti:2 flowerBhajiGobi=fSixAlooGobi',
  ],
  [
    'pabda macher jhol diye bhaat, ar char tukro begun bhaja',
    'bengali plain numberword',
    'fishCurry rice:2 fSevenBegunBhaja:4',
  ],
  [
    'rati re dalma, santula au tini ta ruti, hostel mess',
    'odia plain numberword',
    'dalma santulaVegCurry=vegCurry rutiRoti=roti:3',
  ],
  [
    'duporiya bhat, dail aru aloo pitika, logot duta kol',
    'assamese plain numberword',
    'rice:2 dailDal=dal alooPitika=alooSabzi kolBanana=banana:2',
  ],
  ['police bazar, shillong: veg momo 10 pcs, thukpa 1 bowl', 'northeast plain', 'fSixteenVegMomo:10 fNineThukpa'],
  [
    'sattu ka ghol ek gilas subah, dopahar ko bhat-dal-chokha',
    'bihari plain multi numberword',
    'sattuGhol=chickpeaFlour rice:2 dal alooChokha=alooSabzi',
  ],
  [
    'ernakulam hostel bfast: idiyappam naalu ennam, mutta curry onnu',
    'kerala plain numberword',
    'riceNoodles:4 fThirtyTwoEggCurry',
  ],
  ['kaalai 3 idli sambar, madhiyam oru plate curd rice', 'tamil plain multi numberword', 'idli:3 sambar curdRice'],
  [
    'rtc x roads bawarchi lo mutton biryani oka plate, raita tho',
    'telangana plain numberword',
    'muttonBiryani raita=curd@100',
  ],
  [
    'annam, mudda pappu, oka spoon neyyi, konchem avakaya',
    'andhra plain numberword',
    'annamRice=rice:2 muddaPappuDal=dal neyyiGhee=ghee',
  ],
  [
    'bassaru jothe eradu ragi mudde, mandya alli ajji mane',
    'karnataka plain numberword',
    'bassaruDal=fSixDalPalak fTwentyTwoRagiMudde:2',
  ],
  [
    'bfast 2 poi n chai, dinner chicken xacuti with 2 more poi, porvorim',
    'goan plain multi',
    `fNineteenPoi:2 ${CHAI} chickenXacuti=chickenCurry fNineteenPoi:2`,
  ],
  [
    'dinner: bata, rogan josh n haakh, pata kehwa',
    'kashmiri plain',
    'bataRice=rice:2 roganJosh fThirteenHaakh fSixKahwa',
  ],
  // messes, canteens, dhabas, streets and travel
  [
    'mess: morning 3 puri chole, afternoon rajma rice, 2 roti, dahi',
    'hostel plain multi',
    'puri:3 chole rajma rice:2 roti:2 curd',
  ],
  [
    'academy brekfast: egg whites x4 (boiled), brown bread x2, kela, black coffee in my big ~300 ml mug',
    'academy plain',
    'fSevenEggWhite:4 brownBread:2 kelaBanana=banana blackCoffee@304.3',
  ],
  [
    'canteen at the stadium, lunch break: veg puff + cold coffee. tea break: chai n 2 marie',
    'canteen plain multi',
    `fSixVegPuff coldCoffee ${CHAI} marie:2`,
  ],
  ['karnal highway dhaba - kadhai paneer, 3 tandoori roti n salad', 'dhaba plain', 'kadhaiPaneer rotiLarge:3 cucumber'],
  [
    'ekta double egg roll khelam, gariahat more er dokan theke',
    'bengali street plain numberword',
    'eggRoll=paratha+omelette:2',
  ],
  ['one bhutta n a nimbu soda at marine drive', 'street plain', 'fSixteenBhutta nimbuSoda=nimbuPani'],
  [
    'train stopped at itarsi, grabbed 4 puri n aloo sabzi with a chai',
    'travel plain',
    `puri:4 fThirtyThreeAlooRasedar ${CHAI}`,
  ],
  [
    'T2 starbucks, boarding at 7: tall latte + choco chip muffin',
    'travel chain plain',
    'fTwentySixLatte fTwentyMuffin',
  ],
  // chains, packaged snacks and drinks by brand
  ['mcd drive thru after nets - 2 mcchicken, coke medium', 'chain plain', 'fThreeChickenBurger:2 colaMedium'],
  [
    'dominos se medium farmhouse mangaya, maine 4 slice khaye, baaki roomie ne',
    'chain plain',
    'farmhousePizza=pizzaSliceMedium:4',
  ],
  ['subway chicken teriyaki, 6 inch, wheat bread - lunch before the bus', 'chain plain', 'chickenSub'],
  ['kfc: hot & crispy chicken 2 pieces, pepsi 300 ml', 'chain plain', 'fTwentySixFriedDrumstick:2 colaSmall@314.5'],
  ["2 gulab jamun from a haldiram's tin after dinner", 'sweet plain', 'fThirteenGulabJamun:2'],
  ['chaayos kulhad chai n bun maska, 5 pm', 'chain plain', `${CHAI} bunMaska=pav+butter:2`],
  ['one 35 g kurkure masala munch while watching the ipl', 'snack plain', 'kurkure'],
  ['had a 200 ml amul kool kesar post practice', 'drink plain', 'chocolateMilk@209.7'],
  // supplements, fruit, eggs, milk and dry fruits
  ['b4 gym: 2 bananas. after: 2 scoops whey protien, just water', 'gym plain multi', 'banana:2 whey:2'],
  ['creatine 5 g in the morning, 500 ml electral between net sessions', 'gym plain multi', 'fTwentyFourOrs@524.1'],
  ['nets se pehle 3 aloo bukhare aur ek mutthi bhuna chana', 'snack plain', 'fFortySixPlum:3 fThirteenRoastedGram'],
  [
    'kaalai naalu avicha muttai, rendu bread slice, saayangalam oru banana',
    'tamil plain multi numberword',
    'muttaiEgg=egg:4 bread:2 banana',
  ],
  [
    'dinner was 2 roti with moong dal, then a warm glass of haldi doodh at bedtime',
    'north plain multi',
    'fTwentyFiveMoongDal roti:2 haldiDoodh=milk',
  ],
  [
    'morning 10 soaked badam, 3 khubani plus 250 ml milk. evening 4 kaju w green tea',
    'dryfruit plain multi',
    'almonds:10 fFortySixDriedApricot:3 milk cashews:4 greenTea',
  ],
  // whole days and chattier logs
  [
    'b/fast poha + chai | lunch chawal 2 katori w rajma 1 katori | dinner palak paneer, 3 roti',
    'north plain multi',
    `poha ${CHAI} rice:2 rajma palakPaneer roti:3`,
  ],
  [
    'uchakku choru, meen curry, thoran; rathri kanji payar',
    'kerala plain multi',
    'choruRice=rice:2 fishCurry thoranCabbage=cabbagePoriyal fTwentyTwoCongee payarMoong=wholeMoong',
  ],
  [
    'lajpat nagar chinese stall: veg chowmein half plate, hot n sour soup ek bowl',
    'street plain',
    'vegChowmein@149.8 fTwentyHotSourSoup',
  ],
  [
    'savere mooli de 2 parathe te dahi, dupehar rajma chawal, raati saag naal 3 roti',
    'punjabi plain multi',
    'fSixMooliParatha:2 curd rajma rice:2 fThreeSarsonSaag roti:3',
  ],
  ['savare khaman 4 piece ane ek cup chai, adajan surat', 'gujarati plain', `dhoklaPiece:4 ${CHAI}`],
  ['skipped mess dinner, 1 am maggi 1 packet + 2 egg bhurji', 'hostel plain multi', 'maggi fThirtyTwoAndaBhurji:2'],
  [
    'nca, post afternoon nets: quinoa 1 cup, one grilled chicken breast, sauteed broccoli',
    'academy plain',
    'quinoa grilledChicken broccoli',
  ],
  [
    'batted for 3 hrs in 40 degree heat, legs cramping. 2 glasses of shikanji when i got back, later dinner: 4 chapati, bhindi, dal tadka, katori curd',
    'north plain multi',
    'nimbuPani:2 roti:4 bhindiFry dal curd',
  ],
  [
    'bikel belay duto singara ar ek bhaar cha, maidan theke fire',
    'bengali plain numberword',
    `singaraSamosa=samosa:2 ${CHAI}`,
  ],
  [
    'padwa special: don puran poli, tyavar ek chamcha toop',
    'marathi plain numberword',
    'fFourPuranPoli:2 toopGhee=ghee',
  ],
  [
    'vidyarthi bhavan alli ondu masale dose, amele ondu filter kaapi',
    'karnataka plain numberword',
    'masaleDoseDosa=masalaDosa kaapiCoffee=milk@100+tea@50+sugar',
  ],
];
