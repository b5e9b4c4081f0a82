// Benchmark meals written on 2026-11-25 blind, as the fifty-second blind set after meals-fresh.ts to
// meals-fresh50.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Dehradun
// home, a Bengali home after practice, a Berhampur mudhi mansa stall, a Shillong jadoh stall after
// futsal, a Kerala hostel, a Trichy home, an aunt's kitchen in Kakinada, a Dharwad hostel, a Satara
// wedding, Vadodara after practice, a Bhiwani village, a Kanpur winter, Jalandhar, McDonald's,
// Domino's, Subway, KFC at an airport, Starbucks, Burger King, Haldiram's frozen snacks, Frooti and
// Hide & Seek in a rain delay, a flat, the gym, a whole day in one message twice, Delhi's INA market,
// a hostel mess, a fruit cart, a college canteen, Amritsar, a team hotel before a semi-final, a
// mess counter, an Aminabad sharbat stall, a juice stall, a dugout, a drive to Indore, a nani's
// tiffin, a Marathi home, an Assamese gym and a Kannada morning before nets), terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, w, b4, frm, wt, x8, OJ, aftr, chiken,
// desert), in plain English, Hinglish and romanised Garhwali-Hindi, Bengali, Odia, Malayalam, Tamil,
// Telugu, Kannada, Marathi, Gujarati, Haryanvi, Punjabi and Assamese words (about 44 % not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of
// any engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,186 texts (character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (only stock phrases such as "n a glass of", "i had 2
// slices", "a scoop of whey" or "while waiting for the" are shared).
// Mix (50): 30 plain everyday logs (home food of Uttarakhand, Bengal, Odisha, Meghalaya, Kerala, Tamil
// Nadu, Andhra, Karnataka, Maharashtra, Gujarat, Haryana, Uttar Pradesh and Punjab; McDonald's,
// Domino's, Subway, KFC, Starbucks, Burger King and Haldiram's; packaged snacks and a drink by brand;
// gym meals of chicken breast, whey, eggs, hung curd, fruit and nuts; two whole days in one message; a
// street snack, a hostel mess dinner and a fruit cart) and 20 over ten hard classes, two each:
// combinations named with their own parts (combo), headers naming the meal then its list (header), a
// smoothie and a sandwich with its filling (addon), a garnish or topping that is not a full serving
// (garnish), food amid training or match talk whose numbers are no food (talk), legume names with
// "gram" next to a weight in grams (legume), drinks named after their main ingredient (drinkname), a
// "10 g protein" bar and stated pack and can sizes (size), the cooked dish meant by a raw word beside a
// bread or rice (cooked) and counts in number words (numberword: Assamese and Kannada; Odia, Malayalam,
// Telugu, Kannada and Gujarati number words also appear in plain meals, tagged so).
// Nine new reference foods (prefix fFiftyTwo, each citing its row in reference-foods.ts): SoyabeanCurry
// (INDB ASC164, the proxy for bhatt ki churkani, a katori = 150 g), Jadoh (FNDDS 27220310 pork and
// rice, a plate = 300 g), BathuaRaita (INDB BFP322, a katori = 150 g), MixedDal (INDB ASC155, a
// katori = 150 g), CholiyaPulao (INDB ASC121 green chickpeas pulao, a plate = 300 g), FishSandwich
// (FNDDS 27550100, 1 regular sandwich = 151 g, a Filet-O-Fish), LavaCake (FNDDS 53105270 chocolate
// cake with filling, 1 regular cupcake = 75 g), Frappe (FNDDS 92101925 frozen coffee drink with whipped
// cream, 1 small = 372 g, a 12 fl oz tall) and Whopper (FNDDS 27510615, 1 hamburger = 270 g); every
// other item is an existing key. Water is never counted (no energy: the bisleri, the water a scoop of
// whey is shaken in), nor are a little pickle (maavadu), chaat masala, lemon, or the spices of a dish.
// Conventions, as meals-fresh46.ts to meals-fresh50.ts: a katori (bati, vati) = 150 g of a dal, curry,
// raita, kheer or curd and 120 g of a dry sabzi (bhaji, varuval, thoran), 100 g of rice; unquantified
// dal or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat,
// chawal, choru, annam) in a meal = 2 katori, 200 g; a roti, phulka, rotli or chapati = 40 g (FNDDS
// 51300175 medium); a mandua (ragi) roti or ragi rotti = 55 g of roti, as a jowar or bajra roti
// (meals-fresh50.ts); a plate of pulao or masale bhaat = 300 g (meals-fresh35.ts); a plate of poha =
// 180 g; curd rice unquantified = 1 plate, 216.2 g (INDB ASC126); mutton curries = FNDDS 27116100
// (beefCurry, the mutton-curry proxy); shukto = vegCurry (earlier sets' "shukto=vegCurry"); batata and
// jeera aloo, urulai varuval = alooSabzi (FNDDS 71103030); lauki = FNDDS 75233027 (fNineteenTinda,
// meals-fresh46.ts); beans thoran = beansSabzi (INDB BFP272 beans foogath, the coconut beans sabzi);
// kadhi = the kadhi key (FNDDS 41311030 as meals.ts); a chutney said without an amount or as "a little"
// = 1 tbsp; a glass of chaas, chhaas or mattha = 250 g; a glass of milk = 258 g (250 ml); ml of milk ×
// 244/237 g (FNDDS 11112110); ml of a soft drink or fruit drink × 31 g per fl oz (29.57 ml) as its
// FNDDS row, so 200 ml = 209.7 g and 330 ml = 345.9 g; a plate of chole = 2 katori, 300 g, and 2 kulche
// = 160 g of naan (meals.ts "one plate chole with 2 kulche"). For every meal, in file order:
// plain:
//  1 bhatt ki churkani unquantified = a katori (150 g) of INDB ASC164 (fFiftyTwoSoyabeanCurry); bhaat
//    = 200 g of FNDDS 56205008 (rice); 2 mandue ki roti = 2 × 55 g = 110 g of roti.
//  2 shukto unquantified = a katori (120 g) of FNDDS 75440600 (vegCurry); sona muger dal = a katori
//    (150 g) of INDB ASC151 (fTwentyFiveMoongDal, split moong); bhaat = 200 g.
//  3 mudhi mansa: eka (Odia 1) bati mansa tarkari = 150 g of FNDDS 27116100 (beefCurry, the mutton
//    curry); dui (Odia 2) cup mudhi = 2 × 14 g of FNDDS 57340000 (fFivePuffedRice, 1 cup).
//  4 jadoh one plate = 300 g of FNDDS 27220310 (fFiftyTwoJadoh); dal on the side unquantified = a
//    katori (150 g) of FNDDS 41311030 (dal); "futsal" no food.
//  5 ucha choru = 200 g rice; parippu curry = a katori (150 g) of FNDDS 41311030 (dal); beans thoran = a
//    katori (120 g) of INDB BFP272 (beansSabzi); oru (Malayalam 1) omelette = 55 g of FNDDS 32130010.
//  6 thayir saadham unquantified = 1 plate, 216.2 g of INDB ASC126 (curdRice); urulai varuval = a
//    katori (120 g) of FNDDS 71103030 (alooSabzi); konjam maavadu (a little pickle) not counted.
//  7 royyala iguru (prawn roast) unquantified = a katori (150 g) of INDB BFP230 (prawnCurry); annam
//    rendu (Telugu 2) katorilu = 200 g rice.
//  8 eradu (Kannada 2) ragi rotti = 2 × 55 g = 110 g of roti; kayi chutney unquantified = 1 tbsp,
//    25.3 g of INDB ASC386 (coconutChutney).
//  9 masale bhaat ek plate = 300 g of INDB ASC115 (fThirtyEightVegPulao, the spiced vegetable rice
//    proxy); ek glass mattha = 250 g of FNDDS 11115100 (buttermilk).
// 10 dudhi chana ni dal = a katori (150 g) of INDB ASC153 (chanaDalLauki); be (Gujarati 2) rotli = 2 ×
//    40 g; ek glass chhaas = 250 g of FNDDS 11115100 (buttermilk).
// 11 bathue ka raita = a katori (150 g) of INDB BFP322 (fFiftyTwoBathuaRaita); aloo methi = a katori
//    (120 g) of INDB ASC175 (alooMethi); 3 roti = 3 × 40 g.
// 12 matar ka nimona = a katori (150 g) of INDB ASC193 (fSixMatarSabzi, pea curry); chawal = 200 g.
// 13 hare chholeyan wala pulao ik plate = 300 g of INDB ASC121 (fFiftyTwoCholiyaPulao); ik katori dahi
//    = 150 g of FNDDS 11411100 (curd).
// 14 filet-o-fish = 151 g of FNDDS 27550100 (fFiftyTwoFishSandwich, 1 regular sandwich); small fries =
//    110 g of FNDDS 71401030 (friesSmall); the skipped drink not counted.
// 15 2 slices of a large margherita = 2 × 119 g of FNDDS 58106225 (pizzaSliceLarge); a choco lava cake
//    = 75 g of FNDDS 53105270 (fFiftyTwoLavaCake).
// 16 subway roast chicken 6 inch = 240 g of FNDDS 27540290 (chickenSub); the bisleri (water) not
//    counted.
// 17 3 strips = 3 × 50 g of FNDDS 24198742 (fThirtyThreeTenders); pepsi 330 ml can = 11.16 fl oz × 31
//    g = 345.9 g of FNDDS 92410310 (colaSmall).
// 18 java chip frappuccino, tall, with whip = 372 g of FNDDS 92101925 (fFiftyTwoFrappe, 1 small).
// 19 a whopper = 270 g of FNDDS 27510615 (fFiftyTwoWhopper); medium fries = 145 g of FNDDS 71401030
//    (friesMedium).
// 20 8 frozen mini samosas = 8 × 9 g of FNDDS 58124500 (samosaMini, 1 miniature samosa).
// 21 200 ml frooti = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64204010 (mangoDrink); 2 hide & seek = 2 ×
//    10.5 g of FNDDS 53206000 (fFifteenChocoChipCookie).
// 22 air-fried chicken breast, 180 g cooked as stated = FNDDS 24122131 (chickenBreast, roasted, skin not
//    eaten); 2 rotis = 2 × 40 g; kheera salad = 100 g of FNDDS 75111000 (cucumber, meals.ts salad).
// 23 a scoop of whey = 30 g of FNDDS 95230000, in water; 1 apple = 200 g of FNDDS 63101000; 15 almonds = 15
//    × 1.2 g of FNDDS 42101130; "6:30" no food.
// 24 5 whites scrambled with one whole egg, one item: 5 × 36 g of FNDDS 32400065 (eggWhiteOmelette, 1 egg
//    white) + 55 g of FNDDS 32130010 (omelette, 1 egg); 1 multigrain toast = 36 g of FNDDS 51601020.
// 25 hung curd 150 g as stated = FNDDS 11411400 (greekYogurtWhole, strained whole-milk yogurt); honey 1
//    tsp = 7 g of FNDDS 91302010; 5 akhrot halves = 5 × 2.02 g = 10.1 g of FNDDS 42116000 (walnuts; SR26
//    12155: 1 oz = 14 halves = 28.35 g).
// 26 a whole day: 2 besan chille = 2 × 52.1 g of INDB OSR100 (besanChilla); kadhi chawal = a katori
//    (150 g) of kadhi + 200 g rice; 2 samose = 2 × 100 g of FNDDS 58124500 (samosa); 2 roti = 2 × 40 g;
//    lauki unquantified = a katori (120 g) of FNDDS 75233027 (fNineteenTinda).
// 27 a whole day: 2 dosa = 2 × 80 g of FNDDS 55702100; coconut chutney = 1 tbsp, 25.3 g of INDB ASC386;
//    rice = 200 g; sambar = a katori (150 g) of FNDDS 41311020; cabbage poriyal = a katori (120 g) of
//    INDB ASC181 (cabbagePoriyal); a banana = 126 g of FNDDS 63107010; 3 chapati = 3 × 40 g; egg curry
//    unquantified = one bowl, 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg with its gravy).
// 28 shakarkandi chaat ek dona = one medium roasted sweet potato, 150 g of FNDDS 73402010
//    (sweetPotato); chaat masala and lemon not counted.
// 29 dal makhani = a katori (150 g) of INDB ASC160 (fFortySevenDalMakhani); jeera aloo = a katori (120
//    g) of FNDDS 71103030 (alooSabzi); 4 roti = 4 × 40 g; kheer 1 katori = 150 g of FNDDS 13210410
//    (fThirtySixRiceKheer); "9 pm" no food.
// 30 2 guavas = 2 × 55 g of FNDDS 63125010 (guava); a chikoo = 170 g of SR26 09313
//    (fTwentySevenSapodilla).
// combo:
// 31 idli-vada combo: two idlis = 2 × 40 g (idli); one vada = 40 g of FNDDS 58175000 (vada); sambar
//    unquantified = a katori (150 g) of FNDDS 41311020; a little coconut chutney = 1 tbsp, 25.3 g.
// 32 chole kulche combo: ek plate chole = 2 × 150 g of FNDDS 41302010 (chole); do kulche = 160 g of
//    FNDDS 51108100 (naan), as meals.ts.
// header:
// 33 "semi-final morning, hotel buffet" no food: 2 fried eggs = 2 × 55 g of FNDDS 31105030 (friedEgg); 2 white
//    toasts = 2 × 28 g of FNDDS 51101000 (bread); a pat of butter = 5 g of FNDDS 81101000 (SR26 01001: 1
//    pat = 5.0 g); baked beans half cup = 130 g of FNDDS 41201020 (fTwelveBakedBeans, 1 cup = 260 g); 1
//    glass OJ = 262 g of FNDDS 61210220 (fTwentySixOrangeJuice, a 250 ml glass).
// 34 "nets ke baad dinner" no food: 3 roti = 3 × 40 g; sookhi arbi = a katori (120 g) of INDB BFP263
//    (arbi); mixed dal = a katori (150 g) of INDB ASC155 (fFiftyTwoMixedDal); dahi = a katori (150 g)
//    of FNDDS 11411100 (curd).
// addon:
// 35 anjeer smoothie, one item: 3 soaked anjeer = 3 × 8 g of FNDDS 62113100 (fSixteenFig, dried fig;
//    the soaking water adds nothing); 1 banana = 126 g; a glass of toned milk = 258 g of FNDDS 11112110
//    (milk).
// 36 paneer sandwich, one item: 2 brown bread slices = 2 × 36 g of FNDDS 51300110 (brownBread); 60 g
//    grated paneer as stated = IFCT L003 (paneer); 1 tbsp hari chutney = 18.9 g of INDB BFP444
//    (greenChutney).
// garnish:
// 37 ek plate poha = 180 g (poha); thodi sev on top = 10 g of INDB OSR147 (sev, its garnish
//    convention); anaar ke daane (a sprinkle of arils) = 1 tbsp, 175 / 16 = 10.9 g of FNDDS 63145010
//    (pomegranate: 1 cup = 175 g).
// 38 fruit chaat a katori = 150 g of FNDDS 63311050 (fruitChaat, 1 cup); 1 tsp chia on top = 3.5 g of
//    FNDDS 43108010 (fFourChia: 1 tbsp = 10.5 g); "11 am" no food.
// talk:
// 39 "10 overs, 2/47, 3 wides" no food: fish curry unquantified = a katori (150 g) of FNDDS 27150320
//    (fishCurry); 2 katori rice = 200 g.
// 40 "12 km, 58:10, 4:51/km" no food: 2 boiled eggs = 2 × 50 g of FNDDS 31103010 (egg); a banana = 126
//    g.
// legume:
// 41 bhuna chana (roasted gram) by the stated 40 gram = SR26 16056 (fThirteenRoastedGram); a cup of
//    green tea = 240 g of FNDDS 92303010 (greenTea).
// 42 kaali dal (black gram, whole urad) by the stated 180 gram = INDB ASC159 (fSixWholeUrad); 2 phulkas
//    = 2 × 40 g.
// drinkname:
// 43 ek glass bel sharbat = 250 g of INDB OSR001 (fThreeBelSharbat, woodapple juice); no bel fruit;
//    "42 degree" no food.
// 44 a glass of sweet lime = 262 g of FNDDS 61210010 (mosambiJuice, a 250 ml glass); no fruit.
// size:
// 45 a 60 g yoga bar as stated = FNDDS 53729000 (proteinBar); "10 g protein" is the bar's protein, not
//    its weight.
// 46 75 g doritos nacho cheese as stated = FNDDS 54401085 (tortillaChips, flavored); a 250 ml red bull
//    can = 260 g of FNDDS 95310600 (fThreeRedBull, 1 can).
// cooked:
// 47 raw banana beside rotis = raw banana sabzi, a katori (120 g) of FNDDS 71900200 (fTwentyOneRawBanana,
//    plantain cooked with oil); 3 rotis = 3 × 40 g.
// 48 chawli beside bhaat = chawli (cowpea) curry, a katori (150 g) of INDB ASC163 (lobia); bhaat = 200
//    g.
// numberword:
// 49 tinita (Assamese 3) koni sidha (boiled eggs) = 3 × 50 g of FNDDS 31103010 (egg); duta (2) kol
//    (bananas) = 2 × 126 g of FNDDS 63107010 (banana).
// 50 hattu (Kannada 10) badami = 10 × 1.2 g of FNDDS 42101130 (almonds); eradu (2) kharjura = 2 × 8 g
//    of FNDDS 62110100 (dates).
import type { SampleMeal } from './meals';

export const FRESH52_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'pahadi khana aaj - bhatt ki churkani, bhaat aur 2 mandue ki roti, dehradun wale ghar pe',
    'uttarakhand plain',
    'churkani=fFiftyTwoSoyabeanCurry bhaat=rice:2 manduaRoti=roti@110',
  ],
  [
    'ajke dupure shukto, sona muger dal ar bhaat - practice er pore barite',
    'bengali plain',
    'shukto=vegCurry sonaMugerDal=fTwentyFiveMoongDal bhaat=rice:2',
  ],
  [
    'berhampur re mudhi mansa khaili: eka bati mansa tarkari, upare dui cup mudhi',
    'odia plain numberword',
    'mansaTarkari=beefCurry mudhi=fFivePuffedRice:2',
  ],
  [
    'jadoh, one plate, frm the laitumkhrah stall after futsal, dal on the side',
    'northeast plain',
    'jadoh=fFiftyTwoJadoh dal',
  ],
  [
    'hostel il ucha choru: parippu curry, beans thoran, oru omelette',
    'kerala plain numberword',
    'choru=rice:2 parippuCurry=dal beansThoran=beansSabzi omelette',
  ],
  [
    'trichy veetla thayir saadham, urulai varuval, konjam maavadu',
    'tamil plain',
    'thayirSaadham=curdRice urulaiVaruval=alooSabzi',
  ],
  [
    'kakinada pinni intlo royyala iguru, annam rendu katorilu',
    'telugu plain numberword',
    'royyalaIguru=prawnCurry annam=rice:2',
  ],
  [
    'dharwad hostel oota: eradu ragi rotti mattu kayi chutney',
    'kannada plain numberword',
    'ragiRotti=roti@110 kayiChutney=coconutChutney',
  ],
  [
    'lagnat masale bhaat ek plate ani ek glass mattha, satara',
    'marathi plain',
    'masaleBhaat=fThirtyEightVegPulao mattha=buttermilk',
  ],
  [
    'dudhi chana ni dal, be rotli ane ek glass chhaas - vadodara, practice pachi',
    'gujarati plain numberword',
    'dudhiChanaDal=chanaDalLauki rotli=roti:2 chhaas=buttermilk',
  ],
  [
    'bhiwani gaam ka khana: bathue ka raita, aloo methi aur 3 roti',
    'haryana plain',
    'bathuaRaita=fFiftyTwoBathuaRaita alooMethi roti:3',
  ],
  ['kanpur ki sardi, dopahar mein matar ka nimona aur chawal', 'up plain', 'nimona=fSixMatarSabzi chawal=rice:2'],
  [
    'jalandhar: hare chholeyan wala pulao ik plate, naal ik katori dahi',
    'punjabi plain',
    'choliyaPulao=fFiftyTwoCholiyaPulao dahi=curd',
  ],
  [
    'mcd after the bus ride - filet-o-fish n small fries, skipped the drink',
    'chain plain',
    'filetFish=fFiftyTwoFishSandwich smallFries=friesSmall',
  ],
  [
    'dominos cheat meal: large margherita, i had 2 slices, + a choco lava cake all to myself',
    'chain plain',
    'margherita=pizzaSliceLarge:2 chocoLavaCake=fFiftyTwoLavaCake',
  ],
  ['subway roast chicken 6 inch on honey oat, no sauce, w a bisleri', 'chain plain', 'roastChickenSub=chickenSub'],
  [
    '3 strips from kfc + pepsi (330 ml can) while waiting for the airport cab',
    'chain plain',
    'strips=fThirtyThreeTenders:3 pepsi=colaSmall@345.9',
  ],
  [
    'java chip frappuccino, tall, w whip - starbucks at phoenix mall, rest day',
    'chain plain',
    'frappuccino=fFiftyTwoFrappe',
  ],
  [
    'burger king at the mall aftr selection trials: a whopper n medium fries',
    'chain plain',
    'whopper=fFiftyTwoWhopper mediumFries=friesMedium',
  ],
  ["haldiram's frozen mini samosa x8, air-fried, after the recovery swim", 'snack plain', 'miniSamosa=samosaMini:8'],
  [
    '200 ml frooti tetra + 2 hide & seek, rain delay, dressing room',
    'snack plain',
    'frooti=mangoDrink@209.7 hideSeek=fFifteenChocoChipCookie:2',
  ],
  [
    'air fryer chiken breast, 180 g cooked wt, w 2 rotis n a side of kheera salad',
    'gym plain',
    'chickenBreast@180 rotis=roti:2 kheeraSalad=cucumber',
  ],
  ['pre-run fuel at 6:30: a scoop of whey shaken w water, 1 apple, 15 almonds', 'gym plain', 'whey apple almonds:15'],
  [
    '5:45 am b4 gym - scrambled 5 whites w one whole egg, 1 multigrain toast',
    'gym plain',
    'scrambledWhites=eggWhiteOmelette:5+omelette multigrainToast=fTwelveMultigrainBread',
  ],
  [
    '4 pm: hung curd 150 g, honey 1 tsp, 5 akhrot halves',
    'gym plain',
    'hungCurd=greekYogurtWhole@150 honey akhrot=walnuts@10.1',
  ],
  [
    'din bhar ka hisaab - nashte mein 2 besan chille, dopahar mess ki kadhi chawal, shaam ko 2 samose, raat 2 roti lauki',
    'north plain',
    'besanChille=besanChilla:2 kadhi chawal=rice:2 samose=samosa:2 roti:2 lauki=fNineteenTinda',
  ],
  [
    'today: bfast 2 dosa w coconut chutney, lunch rice sambar n cabbage poriyal, evening a banana, dinner 3 chapati with egg curry',
    'south plain',
    'dosa:2 coconutChutney rice:2 sambar cabbagePoriyal banana chapati=roti:3 eggCurry=fThirtyTwoEggCurry',
  ],
  ['delhi winter, shakarkandi chaat ek dona from the thela at INA market', 'street plain', 'shakarkandi=sweetPotato'],
  [
    'hostel mess, 9 pm: dal makhani + jeera aloo + 4 roti, kheer for desert (1 katori)',
    'hostel plain',
    'dalMakhani=fFortySevenDalMakhani jeeraAloo=alooSabzi roti:4 kheer=fThirtySixRiceKheer',
  ],
  [
    '2 guavas and a chikoo off the fruit cart by the academy gate',
    'fruit plain',
    'guavas=guava:2 chikoo=fTwentySevenSapodilla',
  ],
  // combinations named with their own parts
  [
    'idli-vada combo at the college canteen - two idlis, one vada, sambar to dip n a little coconut chutney',
    'south combo',
    'idlis=idli:2 vada sambar coconutChutney',
  ],
  ['chole kulche ka combo liya amritsar mein, ek plate chole + do kulche', 'punjabi combo', 'chole:2 kulche=naan@160'],
  // headers naming the meal, then its list
  [
    'semi-final morning, hotel buffet -> 2 fried eggs sunny side up, 2 white toasts + a pat of butter, baked beans half cup, 1 glass OJ',
    'travel header',
    'friedEggs=friedEgg:2 toasts=bread:2 butter bakedBeans=fTwelveBakedBeans@130 orangeJuice=fTwentySixOrangeJuice',
  ],
  [
    'nets ke baad dinner: 3 roti, sookhi arbi, mixed dal aur dahi',
    'north header',
    'roti:3 sookhiArbi=arbi mixedDal=fFiftyTwoMixedDal dahi=curd',
  ],
  // a smoothie and a sandwich with its filling
  [
    'anjeer smoothie for the bus: 3 soaked anjeer, 1 banana n a glass of toned milk, mixie mein',
    'gym addon',
    'anjeerSmoothie=fSixteenFig:3+banana+milk',
  ],
  [
    'paneer sandwich banaya: 60 g paneer kaddukas karke, 1 tbsp hari chutney, 2 brown bread slice',
    'north addon',
    'paneerSandwich=brownBread:2+paneer@60+greenChutney',
  ],
  // a garnish or topping that is not a full serving
  [
    'ek plate poha, upar se thodi sev aur anaar ke daane, indore style',
    'north garnish',
    'poha sev anaarDaane=pomegranate@10.9',
  ],
  [
    'fruit chaat (a katori) from the mess counter, topped with 1 tsp chia',
    'hostel garnish',
    'fruitChaat chia=fFourChia@3.5',
  ],
  // food amid training, match or travel talk
  ['10 overs, 2/47, 3 wides 😤. hotel dinner: fish curry w 2 katori rice', 'travel talk', 'fishCurry rice:2'],
  ['tempo run 12 km, 58:10, 4:51/km avg. refuel: banana + 2 boiled eggs', 'gym talk', 'boiledEggs=egg:2 banana'],
  // legume words next to the unit gram
  [
    'bhuna chana (roasted gram) 40 gram, with a cup of green tea, before nets',
    'north legume',
    'bhunaChana=fThirteenRoastedGram@40 greenTea',
  ],
  [
    'kaali dal - black gram - around 180 gram, plus 2 phulkas, mess',
    'punjabi legume',
    'kaaliDal=fSixWholeUrad@180 phulkas=roti:2',
  ],
  // drinks named after their main ingredient
  ['ek glass thanda bel sharbat, aminabad, 42 degree', 'north drinkname', 'belSharbat=fThreeBelSharbat'],
  [
    'a glass of sweet lime, no sugar added, from the juice stall across the academy',
    'west drinkname',
    'sweetLime=mosambiJuice',
  ],
  // a "10 g protein" bar and stated pack and can sizes
  ['had a yoga bar in the dugout - 60 g bar, the 10 g protein variant', 'gym size', 'yogaBar=proteinBar@60'],
  [
    'polished off a 75 g doritos nacho cheese n a 250 ml red bull, long drive to indore 🙈',
    'travel size',
    'doritos=tortillaChips@75 redBull=fThreeRedBull',
  ],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ["raw banana with 3 rotis from nani's tiffin", 'north cooked', 'rawBanana=fTwentyOneRawBanana rotis=roti:3'],
  ['chawli ani bhaat, ratri jevan', 'marathi cooked', 'chawli=lobia bhaat=rice:2'],
  // counts in number words
  ['gym r pisot tinita koni sidha aru duta kol', 'assamese numberword', 'koni=egg:3 kol=banana:2'],
  [
    'hattu badami mattu eradu kharjura, beligge nets ge hoguvaga',
    'kannada numberword',
    'badami=almonds:10 kharjura=dates:2',
  ],
];
