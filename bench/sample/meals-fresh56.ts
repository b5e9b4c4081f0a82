// Benchmark meals written on 2026-11-25 blind, as the fifty-sixth blind set after meals-fresh.ts to
// meals-fresh54.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (an ammi's dabba
// from Lahore, a Bangladeshi teammate from Mirpur after Eid, a Sri Lankan leg-spinner cooking for the
// flat, a Nepali friend's Dashain, Laitumkhrah in Shillong after trials, a Rohtak home, a mausi's house
// in Jajpur, a Kottayam lunch, a Thanjavur grandmother's house, a Nellore mess, an Ugadi meal in
// Shivamogga, an aaji in Jalgaon, a Vadodara breakfast, an Assagao tavern after a beach session, a
// hostel breakfast line, a cart near Salt Lake stadium, a Haldiram's box, Domino's after nets, Subway in
// a mall food court, KFC on an expressway, a McDonald's drive-thru, bus snacks, supplements before 7 am
// nets, a gym plate after legs, a whole day in Prayagraj, a thattukada, a Dadar night stall, a Bengali
// evening adda, a semi-final morning, a nikah dawat, a coach's birthday at the academy, a PG mixie, a
// 4 pm slump, a Sunday nashta, a dressing room after retiring at drinks, a train to Jammu, a Jalandhar
// dhaba, a mess lunch, a ghat-side shop, a juice bar, a petrol pump, Starbucks at a mall, the team van,
// a nani's tawa, Jhunjhunu, a bebe's kitchen, Nayagarh sweets from a mama, a hostel tiffin), terse and
// chatty, with training, match and travel talk, typos and abbreviations (n, w, frm, bfast, bday, pc,
// pg, x2, drumstiks, choclate), in plain English, Hinglish and romanised Urdu, Bengali (also of
// Bangladesh), Nepali, Odia, Malayalam, Tamil, Telugu, Kannada, Marathi, Gujarati and Punjabi words,
// with Khasi, Sinhala and Goan dish names (21 of 50, 42 %, not plain English). Each reference was
// chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers,
// their portions or a stated convention) before and independently of any engine run. None of the
// sentences is taken from an earlier set: each was written new and checked against the earlier sets'
// 3,385 texts (character similarity, word overlap and shared runs of four words), and rewritten where it
// came near one (first drafts of a Tawang thukpa with momos, an ekadashi sabudana khichdi with taak,
// a Subway chicken tikka on multigrain, a pb banana smoothie, a maggi-omelette, a bagara khana-dalcha, a
// chikoo-date smoothie, a Tropicana third, lobia with rice and karela with rotis were dropped for that;
// only stock phrases such as "a katori of", "scoop of whey shaken" or "a glass of" are shared).
// Mix (50): 25 plain everyday logs (a Pakistani, a Bangladeshi, a Sri Lankan and a Nepali teammate's
// food; home food of Meghalaya, Haryana, Odisha, Kerala, Tamil Nadu, Andhra, Karnataka, Maharashtra,
// Gujarat and Goa; a hostel breakfast, a street egg roll, Haldiram's sweets, Domino's, Subway, KFC and
// McDonald's, packaged snacks by brand with grams and ml, whey with almond milk and creatine, a gym
// plate in grams, and a whole day in one message) and 25 over the ten hard classes, two or three each:
// combinations named with their own parts (combo: porotta-beef, bhurji-pav, muri-beguni), headers
// naming the meal then its list (header: a semi-final breakfast, a nikah dawat, a coach's birthday
// dinner), a smoothie, a sandwich with its filling and a brand with its generic food (addon: a papaya
// oat smoothie, a cheese corn toastie, Good Day biscuits), an ingredient or garnish that is not a full
// serving (garnish: sev on sprouts chaat, butter on besan chillas), food amid match or travel talk
// whose numbers are no food (talk: "78 off 112", a train coach and berth), legume names with "gram"
// next to a weight in grams (legume: black gram and red gram dal), drinks named after their main
// ingredient (drinkname: a glass of bel, of carrot), stated pack weights, a cafe size and a bottle
// size (size: a 50 g Snickers, a Starbucks grande, a 600 ml Sprite), the cooked dish meant by a raw
// word beside a bread (cooked: tinda, baingan) and counts in number words (numberword: Punjabi, Odia
// and Telugu; Nepali, Odia, Malayalam, Kannada and Hindi number words also appear in plain, combo and
// cooked meals, tagged so).
// Three new reference foods (prefix fFiftySix, each citing its row in reference-foods.ts): VegPizza
// (FNDDS 58106325 cheese pizza with vegetables, medium crust, 1 piece of a medium pizza = 97 g; a
// Domino's Mexican Green Wave), SubwayCookie (FNDDS 53206000 chocolate chip cookie, 1 Subway cookie =
// 45 g) and ChaiLatte (FNDDS 92306800 hot chai with milk, 1 medium = 480 g, a Starbucks grande); every
// other item is an existing key. Water is never counted (no energy: the water creatine is taken in),
// nor is creatine itself (as earlier sets' creatine), nor kasundi on an egg roll, raw onion, lemon or
// the spices of a dish; scores, balls, kilometres, times, a coach and berth number and "4 pm" are no
// food.
// Conventions, as meals-fresh50.ts to meals-fresh54.ts: a katori (vati, bati, pyala, pyali) = 150 g of
// a dal, curry, kadhi or curd, 120 g of a dry sabzi (bhaji, poriyal, vepudu, mezhukkupuratti, santula,
// bharit) and 100 g of rice; unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a
// katori (120 g); unquantified rice (bhaat, bhat, bhata, choru, saadham, annam, chawal) in a meal = 2
// katori, 200 g; mutton, beef and pork curries (aloo gosht, khasi ko masu, dohneiiong, beef fry) =
// FNDDS 27116100 (beefCurry, the red-meat curry proxy, as earlier sets' sorpotel, pandi curry and
// porotta beef fry); a roti, phulka or chapati = 40 g (FNDDS 51300175 medium); a bajra or jowar roti
// (bhakri) = 55 g of roti (meals-fresh50.ts); a paratha or porotta = 70 g (FNDDS 51300185); a plate
// of biryani = 300 g; a plate of upma = 200 g (meals.ts "upma one plate"); a chutney said without an
// amount or as "konchem" (a little) = 1 tbsp; a spoon, "swalpa" or "konjam" of ghee or butter = 1 tsp,
// 5 g; a glass of chaas or borhani = 250 g; a glass (lota, gilaas) of milk = 258 g (250 ml); a glass
// of a juice or sharbat = its key's 250 ml glass; ml of a drink × its FNDDS g per fl oz (29.57 ml):
// 31 g for chocolate milk (180 ml = 188.7 g), mango nectar (200 ml = 209.7 g) and a fruit soft drink
// (600 ml = 629 g); CHAI (cha, chai) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); a butter naan =
// 90 g naan + 5 g butter (meals.ts "2 butter naan"); an egg roll = 1 paratha + a one-egg omelette
// (meals-fresh.ts "kolkata egg roll"). For every meal, in file order:
// plain:
//  1 aloo gosht ek pyala = a katori (150 g) of FNDDS 27116100 (beefCurry); 2 chapatiyan = 2 × 40 g.
//  2 beef tehari (Dhaka rice cooked with beef) ek plate = 300 g of FNDDS 27213010 (muttonBiryani,
//    biryani with meat); borhani (spiced yogurt drink) ek glass = 250 g of FNDDS 11115100 (buttermilk);
//    "eid er por prothom practice" no food.
//  3 rice = 200 g; dhal curry unquantified = a katori (150 g) of FNDDS 41311030 (dal); ambul thiyal
//    (sour fish curry) one katori = 150 g of FNDDS 27150320 (fishCurry).
//  4 khasi ko masu (goat curry) unquantified = a katori (150 g) of FNDDS 27116100 (beefCurry); bhat =
//    200 g; duita (Nepali 2) sel roti = 2 × 60 g of FNDDS 53520100 (fNineSelRoti).
//  5 jadoh a full plate = 300 g of FNDDS 27220310 (fFiftyTwoJadoh); a katori of dohneiiong (pork in
//    black sesame) = 150 g of FNDDS 27116100 (beefCurry).
//  6 bajre ki 2 roti = 2 × 55 g = 110 g of roti; kadhi unquantified = a katori (150 g) of the kadhi key
//    (FNDDS 41311030 as meals.ts); ek gilaas doodh = 258 g of FNDDS 11112110 (milk).
//  7 bhata = 200 g; santula (Odia lightly cooked mixed vegetables) = a katori (120 g) of FNDDS 75440600
//    (vegCurry); gote (Odia 1) anda tarkari = 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, one egg with
//    its gravy).
//  8 matta choru = 200 g of rice; parippu curry = a katori (150 g) of FNDDS 41311030 (dal); pavakka
//    mezhukkupuratti (bitter gourd stir-fry) = a katori (120 g) of FNDDS 75208310 (bitterMelon); oru
//    (Malayalam 1) pappadam = 9 g of FNDDS 41311000 (papad).
//  9 saadham = 200 g; paruppu = a katori (150 g) of FNDDS 41311030 (dal); keerai poriyal = a katori
//    (120 g) of FNDDS 72125217 (spinachCooked); appalam = 9 g (papad); ghee "konjam" = 1 tsp, 5 g of
//    FNDDS 81204000.
// 10 pappu charu (thin lentil-tamarind stew) = a katori (150 g) of FNDDS 41311020 (sambar); annam = 200
//    g; bangaladumpa (potato) vepudu = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 11 eradu (Kannada 2) holige = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli); swalpa tuppa = 1 tsp, 5 g
//    of FNDDS 81204000 (ghee); ondu lota haalu = a glass, 258 g of FNDDS 11112110 (milk).
// 12 bharit (roasted brinjal) unquantified = a katori (120 g) of INDB ASC177 (fSixBainganBharta); dahi =
//    a katori (150 g) of FNDDS 11411100 (curd); 2 jwarichya bhakri = 2 × 55 g = 110 g of roti.
// 13 4 khaman = 4 × 40 g of INDB ASC474 (dhoklaPiece); lili chutney = 1 tbsp, 18.9 g of INDB BFP444
//    (greenChutney); ek cha = CHAI.
// 14 chicken cafreal, 2 leg pieces = 2 × 80 g of FNDDS 24142301 (tandooriChicken, a roasted leg piece);
//    2 pao = 2 × 43 g of FNDDS 51150000 (pav).
// 15 4 slices white bread = 4 × 28 g of FNDDS 51101000 (bread); 2 tsp amul butter = 2 × 5 g of FNDDS
//    81101000; 2 boiled eggs = 2 × 50 g of FNDDS 31103010; hot milk 1 glass = 258 g (milk).
// 16 1 egg roll = 70 g of FNDDS 51300185 (paratha) + 55 g of FNDDS 32130010 (omelette), one item;
//    kasundi not counted.
// 17 2 kaju katli = 2 × 28.7 g of INDB ASC339 (kajuKatli); ek rasgulla = 60 g of INDB BFP392
//    (fSevenRasgulla); ek besan ladoo = 35.3 g of INDB ASC343 (besanLadoo).
// 18 3 slices of a medium Mexican Green Wave = 3 × 97 g of FNDDS 58106325 (fFiftySixVegPizza); garlic
//    breadsticks x2 = 2 × 37 g of FNDDS 51121025 (fTwentySixGarlicBread, 1 small slice).
// 19 roasted chicken sub, 6 inch = 240 g of FNDDS 27540290 (chickenSub); a double chocochip cookie = 45
//    g of FNDDS 53206000 (fFiftySixSubwayCookie, 1 Subway cookie).
// 20 2 hot & crispy drumsticks = 2 × 85 g of FNDDS 24147320 (fTwentySixFriedDrumstick); a small fries
//    = 110 g of FNDDS 71401030 (friesSmall).
// 21 1 mcchicken = 140 g of FNDDS 27540146 (fThreeChickenBurger); 6 pc nuggets = 6 × 16 g of FNDDS
//    24198731 (fTwentySixNuggets); water not counted.
// 22 uncle chipps 55 g as stated = FNDDS 71200100 (potatoChips); a hershey's chocolate shake 180 ml =
//    6.09 fl oz × 31 g = 188.7 g of FNDDS 11511200 (chocolateMilk, the bottled flavoured milk).
// 23 almond milk 250 ml = 258 g of FNDDS 11350020 (almondMilk, its 250 ml glass); one scoop whey = 30
//    g of FNDDS 95230000; a banana = 126 g of FNDDS 63107010; creatine and its water not counted; "7 am"
//    no food.
// 24 air-fried paneer tikka 150 g as stated = IFCT 2017 L003 (paneer, no oil in an air fryer); quinoa
//    (cooked) 1 cup = 170 g of FNDDS 56204005; kheera 100 g = FNDDS 75111000 (cucumber).
// 25 a whole day: 2 aloo parathe = 2 × 93.4 g of INDB ASC098 (alooParatha); chai = CHAI; arhar dal = a
//    katori (150 g) of FNDDS 41311030; chawal = 200 g; 2 samose = 2 × 100 g of FNDDS 58124500
//    (samosa); kaddu sabzi = a katori (120 g) of FNDDS 73201020 (fFivePumpkin); 4 roti = 4 × 40 g.
// combo:
// 26 porotta-beef: 2 porotta = 2 × 70 g of FNDDS 51300185 (paratha); beef fry oru (Malayalam 1) katori
//    = 150 g of FNDDS 27116100 (beefCurry), as meals-fresh10.ts "porotta beef fry".
// 27 bhurji-pav: 2-egg bhurji = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg); 2 pav
//    = 2 × 43 g of FNDDS 51150000.
// 28 muri-beguni: 2 cup muri = 2 × 14 g of FNDDS 57340000 (fFivePuffedRice); 3 te beguni = 3 × 40 g of
//    FNDDS 75412010 (fSevenBegunBhaja, battered fried eggplant).
// header:
// 29 "semi-final morning, my plate" no food: upma one plate = 200 g of FNDDS 58174000; a boiled egg =
//    50 g of FNDDS 31103010; papaya 1 cup = 145 g (papaya, SR26 09226 cup cubes); black coffee = 1 cup,
//    240 g of FNDDS 92101000 (blackCoffee).
// 30 "nikah ki dawat" no food: chicken biryani, a full plate = 300 g (chickenBiryani, its IFCT recipe);
//    double ka meetha ek tukda = 101.9 g of INDB ASC350 (fNineteenShahiTukda, 1 tukra).
// 31 "coach's bday at the academy, dinner" no food: kadai paneer unquantified = a katori (150 g) of
//    INDB ASC226 (kadhaiPaneer); naan (2, butter wale) = 2 × 90 g of FNDDS 51108100 (naan) + 2 × 5 g of
//    FNDDS 81101000 (butter), one item; 2 katori jeera rice = 200 g of INDB BFP134 (jeeraRice);
//    gulab jamun 1 = 40 g (fThirteenGulabJamun).
// addon:
// 32 papaya oat smoothie, one item: papaya 1 cup = 145 g of FNDDS 63133010; oats 20 g as stated = SR26
//    20038 (fSevenOats, dry rolled oats); dahi a katori = 150 g of FNDDS 11411100 (curd); honey 1 tsp =
//    7 g of FNDDS 91302010.
// 33 cheese corn toastie, one item: an amul cheese slice = 21 g of FNDDS 14410110 (cheeseSlice); 50 g
//    boiled sweet corn as stated = FNDDS 75216111 (fSixteenBhutta, corn cooked without fat); 2 white
//    bread = 2 × 28 g of FNDDS 51101000 (bread).
// 34 four Good Day (brand) biscuits = their generic food, 4 × 10 g of FNDDS 53241500 butter cookies
//    (fFifteenButterCookie); the chai = CHAI; "4 pm" no food.
// garnish:
// 35 sprouts chaat, one plate = 256.5 g of INDB ASC170 (fSevenSproutsChaat); sev sprinkled over = a
//    garnish of sev, 10 g of INDB OSR147 (sev).
// 36 besan chilla x2 = 2 × 52.1 g of INDB OSR100 (besanChilla); butter (1 tsp) on top = 5 g of FNDDS
//    81101000.
// talk:
// 37 "78 off 112", "retired at drinks" no food: 2 parathe = 2 × 70 g of FNDDS 51300185 (paratha); dahi
//    unquantified = a katori (150 g) of FNDDS 11411100 (curd).
// 38 "6 hr", "coach B2 berth 41" no food: 1 veg biryani = a plate, 300 g of FNDDS 58160000
//    (vegBiryani); a 200 ml frooti = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64204010 (mangoDrink).
// legume:
// 39 black gram dal (whole urad) by the stated 200 gram = INDB ASC159 (fSixWholeUrad); 2 rotis = 2 × 40
//    g; "gram" is part of the pulse's name, the unit is the second one.
// 40 red gram (toor) dal by the stated 180 gram = FNDDS 41311030 (dal); 2 katori rice = 200 g.
// drinkname:
// 41 ek glass bel = the bel sharbat, 250 g of INDB OSR001 (fThreeBelSharbat, its glass); no bel fruit.
// 42 one glass of carrot = carrot juice, 254 g of FNDDS 73105010 (carrotJuice, its 250 ml glass); no
//    carrots; "12 km" no food.
// size:
// 43 a snickers, the 50 g bar as stated = FNDDS 91715100 (snickers).
// 44 a grande chai tea latte = 480 g of FNDDS 92306800 (fFiftySixChaiLatte, 1 medium = 16 fl oz).
// 45 a whole 600 ml sprite = 20.29 fl oz × 31 g = 629 g of FNDDS 92410510 (fThirtyThreeLemonSoda, fruit
//    flavoured soft drink).
// cooked:
// 46 tinda beside rotis = tinda sabzi, a katori (120 g) of FNDDS 75233027 (fNineteenTinda); 3 rotis = 3
//    × 40 g.
// 47 baingan beside bajre ki roti = baingan sabzi, a katori (120 g) of FNDDS 75217020
//    (fTwentyOneEggplant); bajre ki roti do (Hindi 2) = 2 × 55 g = 110 g of roti.
// numberword:
// 48 panj (Punjabi 5) phulke = 5 × 40 g (roti); ik (1) katori kadhi = 150 g of the kadhi key (FNDDS
//    41311030 as meals.ts).
// 49 tini (Odia 3) khanda chhena poda = 3 × 74.2 g of INDB OSR022 (fThreeChhenaPoda, 1 slice).
// 50 moodu (Telugu 3) dosalu = 3 × 80 g of FNDDS 55702100 (dosa, 1 medium); palli chutney konchem = 1
//    tbsp, 21 g of INDB ASC385 (fSixPeanutChutney).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH56_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'roomie ki ammi ne lahore se aloo gosht bhijwaya, ek pyala garam karke 2 chapatiyan ke saath kha liya',
    'pakistani plain',
    'alooGosht=beefCurry chapatiyan=roti:2',
  ],
  [
    'mirpur er teammate aaj ranna korlo: beef tehari ek plate, sathe borhani ek glass - eid er por prothom practice',
    'bangladeshi plain',
    'tehari=muttonBiryani borhani=buttermilk',
  ],
  [
    'our lankan leggie cooked for the whole flat: rice, dhal curry, ambul thiyal (one katori), galle style',
    'srilankan plain',
    'rice:2 dhal=dal ambulThiyal=fishCurry',
  ],
  [
    'dashain ma nepali saathi ko ghar: khasi ko masu, bhat ra duita sel roti',
    'nepali plain numberword',
    'khasiMasu=beefCurry bhat=rice:2 selRoti=fNineSelRoti:2',
  ],
  [
    'after the trials, laitumkhrah: jadoh a full plate + a katori of dohneiiong, pork overload',
    'northeast plain',
    'jadoh=fFiftyTwoJadoh dohneiiong=beefCurry',
  ],
  [
    'rohtak ghar pe raat ka khana: bajre ki 2 roti, kadhi aur ek gilaas doodh',
    'haryana plain',
    'bajraRoti=roti@110 kadhi doodh=milk',
  ],
  [
    'jajpur re mausi ghare: bhata, santula au gote anda tarkari',
    'odia plain numberword',
    'bhata=rice:2 santula=vegCurry andaTarkari=fThirtyTwoEggCurry',
  ],
  [
    'kottayam, ucha oonu - matta choru, parippu curry, pavakka mezhukkupuratti, oru pappadam',
    'kerala plain numberword',
    'mattaChoru=rice:2 parippu=dal pavakka=bitterMelon pappadam=papad',
  ],
  [
    'thanjavur paati veedu: saadham, paruppu, keerai poriyal, appalam - ghee um konjam',
    'tamil plain',
    'saadham=rice:2 paruppu=dal keeraiPoriyal=spinachCooked appalam=papad ghee',
  ],
  [
    'nellore mess lo pappu charu, annam, bangaladumpa vepudu - aakali ekkuva ivala',
    'telugu plain',
    'pappuCharu=sambar annam=rice:2 bangaladumpaVepudu=alooSabzi',
  ],
  [
    'shivamogga: ugadi oota ajji kaiyalli - eradu holige, swalpa tuppa, ondu lota haalu',
    'kannada plain numberword',
    'holige=fFourPuranPoli:2 tuppa=ghee haalu=milk',
  ],
  [
    'aaji cha jevan, jalgaon: bharit, dahi, 2 jwarichya bhakri',
    'marathi plain',
    'bharit=fSixBainganBharta dahi=curd bhakri=roti@110',
  ],
  [
    'vadodara, savaar no nasto: 4 khaman, lili chutney ne ek cha',
    'gujarati plain',
    `khaman=dhoklaPiece:4 liliChutney=greenChutney ${CHAI}`,
  ],
  [
    'assagao tavern, post beach session: chicken cafreal (2 leg pieces) with 2 pao',
    'goan plain',
    'cafreal=tandooriChicken:2 pao=pav:2',
  ],
  [
    'hostel bfast line - grabbed 4 slice white bread w 2 tsp amul butter, 2 boiled eggs, hot milk (1 glass, sugar nahi)',
    'hostel plain',
    'bread:4 butter:2 eggs=egg:2 milk',
  ],
  ['egg roll (just 1) off a cart near salt lake stadium, extra kasundi', 'street plain', 'eggRoll=paratha+omelette'],
  [
    "haldiram's box se 2 kaju katli, ek rasgulla aur ek besan ladoo - cheat day",
    'sweet plain',
    'kajuKatli:2 rasgulla=fSevenRasgulla besanLadoo',
  ],
  [
    'post-nets dominos run: mexican green wave, medium - 3 slices were mine, garlic breadsticks x2',
    'chain plain',
    'greenWave=fFiftySixVegPizza:3 garlicBreadsticks=fTwentySixGarlicBread:2',
  ],
  [
    'mall food court: subway roasted chicken sub (6 inch, italian herbs bread) and a double chocochip cookie',
    'chain plain',
    'sub=chickenSub cookie=fFiftySixSubwayCookie',
  ],
  [
    'kfc on the expressway: 2 hot & crispy drumstiks n a small fries',
    'chain plain',
    'drumsticks=fTwentySixFriedDrumstick:2 fries=friesSmall',
  ],
  [
    'mcd drive thru - 1 mcchicken n a 6 pc nuggets, water only',
    'chain plain',
    'mcchicken=fThreeChickenBurger nuggets=fTwentySixNuggets:6',
  ],
  [
    'bus snacks: uncle chipps spicy treat 55 g n a hersheys choclate shake 180 ml',
    'snack plain',
    'uncleChipps=potatoChips@55 hersheys=chocolateMilk@188.7',
  ],
  [
    'before 7 am nets: almond milk (250 ml) with one scoop of whey shaken into it, a banana, creatine 5 g - just water',
    'gym plain',
    'whey almondMilk banana',
  ],
  [
    'after legs: air-fried paneer tikka 150 g, quinoa (cooked) 1 cup, kheera 100 g',
    'gym plain',
    'paneerTikka=paneer@150 quinoa kheera=cucumber@100',
  ],
  [
    'prayagraj ka pura din -> nashta 2 aloo parathe chai ke saath | lunch arhar dal + chawal | shaam 2 samose | dinner kaddu sabzi, 4 roti',
    'north plain',
    `alooParathe=alooParatha:2 ${CHAI} arharDal=dal chawal=rice:2 samose=samosa:2 kaddu=fFivePumpkin roti:4`,
  ],
  // combinations named with their own parts
  [
    'porotta-beef at the thattukada near the ground: 2 porotta, beef fry oru katori',
    'kerala combo numberword',
    'porotta=paratha:2 beefFry=beefCurry',
  ],
  [
    'bhurji-pav from the night stall at dadar: 2-egg bhurji, 2 pav',
    'west combo',
    'bhurji=fThirtyTwoAndaBhurji:2 pav:2',
  ],
  [
    'muri-beguni, bikel-er adda: 2 cup muri ar 3 te beguni',
    'bengali combo',
    'muri=fFivePuffedRice:2 beguni=fSevenBegunBhaja:3',
  ],
  // headers naming the meal, then its list
  [
    'semi-final morning, my plate 👉 upma one plate, a boiled egg, papaya 1 cup, black coffee',
    'south header',
    'upma@200 boiledEgg=egg papaya blackCoffee',
  ],
  [
    'nikah ki dawat: pehle chicken biryani (plate bhar ke), phir double ka meetha, ek tukda',
    'urdu header',
    'chickenBiryani doubleKaMeetha=fNineteenShahiTukda',
  ],
  [
    "coach's bday at the academy, dinner → kadai paneer + naan (2, butter wale) + 2 katori jeera rice + gulab jamun 1",
    'north header',
    'kadaiPaneer=kadhaiPaneer butterNaan=naan:2+butter:2 jeeraRice:2 gulabJamun=fThirteenGulabJamun',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    'papaya oat smoothie, pg mixie: papaya 1 cup, oats 20 g, dahi a katori, honey 1 tsp',
    'gym addon',
    'smoothie=papaya+fSevenOats@20+curd+honey',
  ],
  [
    'cheese corn toastie (made it myself) → amul cheese slice + 50 g boiled sweet corn inside 2 white bread',
    'snack addon',
    'toastie=cheeseSlice+fSixteenBhutta@50+bread:2',
  ],
  ['4 pm slump: dunked four good day biscuits into my chai', 'snack addon', `goodDay=fFifteenButterCookie:4 ${CHAI}`],
  // an ingredient or garnish that is not a full serving
  [
    'sprouts chaat, one plate, sev sprinkled lightly over it - nets just wrapped',
    'north garnish',
    'sproutsChaat=fSevenSproutsChaat sev',
  ],
  [
    'besan chilla x2, butter (1 tsp) melting on top, sunday nashta',
    'north garnish',
    'besanChillas=besanChilla:2 butter',
  ],
  // food amid match or travel talk
  [
    '78 off 112, retired at drinks 🏏 dressing room mein 2 parathe dahi ke saath',
    'north talk',
    'parathe=paratha:2 dahi=curd',
  ],
  [
    '6 hr train to jammu, coach B2 berth 41 - 1 veg biryani frm irctc n a 200 ml frooti',
    'travel talk',
    'vegBiryani frooti=mangoDrink@209.7',
  ],
  // legume words next to the unit gram
  [
    'had about 200 gram of black gram dal (the whole urad one) + 2 rotis at a jalandhar dhaba, bus stop break',
    'punjabi legume',
    'uradDal=fSixWholeUrad@200 rotis=roti:2',
  ],
  [
    'lunch in the mess: 180 gram of red gram dal poured over 2 katori rice',
    'north legume',
    'redGramDal=dal@180 rice:2',
  ],
  // drinks named after their main ingredient
  ['ek glass bel, garmi se bachne ke liye, ghat ke paas wali dukaan', 'north drinkname', 'bel=fThreeBelSharbat'],
  ['juice bar after the 12 km - one glass of carrot, no ginger', 'gym drinkname', 'carrot=carrotJuice'],
  // a stated pack weight, a cafe size and a bottle size
  ['petrol pump stop: one snickers, the 50 g bar', 'snack size', 'snickers@50'],
  [
    'grande chai tea latte (starbucks, phoenix mall) while the physio ran late',
    'chain size',
    'chaiLatte=fFiftySixChaiLatte',
  ],
  ['finished a whole 600 ml sprite in the team van', 'travel size', 'sprite=fThirtyThreeLemonSoda@629'],
  // a raw vegetable word beside a bread means the cooked dish
  ["tinda at nani's, 3 rotis straight off the tawa", 'north cooked', 'tinda=fNineteenTinda roti:3'],
  [
    'jhunjhunu, ghar pe: baingan, saath mein bajre ki roti do',
    'rajasthan cooked numberword',
    'baingan=fTwentyOneEggplant bajreRoti=roti@110',
  ],
  // counts in number words
  ['panj phulke, ik katori kadhi, bebe ne pyaar naal banaye', 'punjabi numberword', 'phulke=roti:5 kadhi'],
  ['tini khanda chhena poda, nayagarh ru mamu anithile', 'odia numberword', 'chhenaPoda=fThreeChhenaPoda:3'],
  [
    'hostel lo moodu dosalu tinna, palli chutney konchem',
    'telugu numberword',
    'dosalu=dosa:3 palliChutney=fSixPeanutChutney',
  ],
];
