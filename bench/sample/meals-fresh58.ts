// Benchmark meals written on 2026-11-25 blind, as the fifty-eighth blind set after meals-fresh.ts to
// meals-fresh56.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a phuppo's dabba
// from Karachi, a mezban at a mama's house in Chattogram, a Sri Lankan lads' flat on a Sunday, a didi's
// kitchen in Bhaktapur, a mami's house in Dehradun, Har ki Pauri on a Haridwar trip, a grandmother's
// Sunday lunch in Bengal, a rained-off day at home in Kerala, an amma-packed lunch for the ground, a
// Nellore rest day, a Jayanagar darshini before a league match, an aai's dabba after practice, a Rajkot
// camp evening, a homestay above Gangtok, an academy hostel mess, a khau galli behind a Mumbai ground, a
// neighbours' Diwali box, a KFC bucket after a win, a flight back, a supplement log, a leg-day plate, a
// fruit plate after a swim, a whole day, a travel day through Chennai, a chachi's saag, a Karnal dhaba
// on the way back to Delhi, the Puri mahaprasad after a beach session, an academy canteen break,
// Champaran mutton in Motihari, a bua's house in Bikaner, a Guntur tiffin centre, a thela by a stadium
// gate, a caterer's lunch box on day 3, a carb load before a final, a PG breakfast, a beach cart after
// sand sprints, a Tamil sweet, a Vijay Hazare spell, a rowing erg, sattu after nets, a pre-match dinner,
// slip catching, a 5 k jog, McDonald's, Starbucks before the bus, a phua's house in Gaya, a Mysuru PG
// and a Thamel momo shop), terse and chatty, with training, match and travel talk, typos and
// abbreviations (n, x2, pg, mcd, thela, 5 k, 10-3-31-4), in plain English, Hinglish and romanised Urdu,
// Bengali (also of Bangladesh), Nepali, Malayalam, Tamil, Telugu, Kannada, Marathi, Gujarati and
// Punjabi words, with Sinhala, Sikkimese, Odia and Rajasthani dish names (21 of 50, 42 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any
// engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,485 texts (character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (first drafts of a roomie's ammi sending a dabba, a
// Vizag-style chepala pulusu before a match, teen bharli vangi with don bhakri, be tukda handvo with
// chaa, a Starbucks latte with a blueberry muffin, a Murthal dhaba's parathas and lassi, a Goan ros
// omelette from a cart, sattu parathas with chokha in Patna, a besan chilla by its 50 gram, green gram
// sprouts with lemon and chaat masala, "bina cheeni", das wata momo with chiya, jolada rotti with
// ennegai in Hubballi and a kadle kaalu saaru with naalku chapathi were dropped or rewritten for that;
// only stock phrases such as "a katori of", "a tsp of oil" or "over 2 katori rice" are shared).
// Mix (50): 30 plain everyday logs (a Pakistani, a Bangladeshi, a Sri Lankan and a Nepali teammate's
// food; home food of Uttarakhand, Bengal, Kerala, Tamil Nadu, Andhra, Karnataka, Maharashtra, Gujarat,
// Sikkim, Punjab, Haryana, Odisha, Bihar and Rajasthan; a Haridwar street breakfast, an academy hostel
// mess, a Mumbai street snack, Diwali sweets, KFC, a packaged snack and a soft drink by brand with grams
// and ml, supplements, a gym plate in grams, fruit and dried fruit, a canteen break, a whole day and a
// travel day of several meals in one message) and 20 over the ten hard classes, two each: combinations
// named with their own parts (combo: pesarattu-upma, bread-omelette), headers naming the meal then its
// list (header: a caterer's lunch box, a carb-load dinner), a sandwich with its filling and a brand with
// its generic food (addon: an omelette sandwich, a Cornetto), an ingredient or garnish that is not a
// full serving (garnish: cashews on rava kesari, butter on a paneer paratha), food amid match or training
// talk whose numbers are no food (talk: bowling figures, rowing intervals), legume names with "gram"
// next to a weight in grams (legume: sattu of roasted bengal gram, chillas of split green gram), drinks
// named after their main ingredient (drinkname: a glass of anaar, of lauki), a large order and a cafe
// size (size: large fries with a can, a venti), the cooked dish meant by a raw word beside a bread
// (cooked: sem, parwal) and counts in number words (numberword: Kannada and Nepali; Urdu, Bengali,
// Malayalam, Telugu, Kannada, Marathi, Hindi, Tamil and Punjabi number words also appear in plain,
// combo, garnish and cooked meals, tagged so).
// Four new reference foods (prefix fFiftyEight, each citing its row in reference-foods.ts): SookheAloo
// (INDB ASC178 dry potato, a katori of dry sabzi = 120 g), GrilledThigh (FNDDS 24154011 chicken thigh,
// grilled without sauce, skin not eaten; 1 thigh = 70 g), ChocoCone (FNDDS 13120792 ice cream cone,
// chocolate, prepackaged, 1 cone = 95 g; the generic food of a Cornetto) and CustardPudding (FNDDS
// 13220110 pudding made from dry mix, 1 cup = 260 g so a katori = 165 g; a mess custard); every other
// item is an existing key. Water is never counted (no energy: the water whey and sattu are stirred into
// and the water of Electral), nor is creatine (as earlier sets), nor lunu miris or achar beside a dish,
// lemon, salt, jeera, chaat masala, mustard or the spices of a dish; bowling figures, interval sets,
// splits, minutes, times and kilometres are no food.
// Conventions, as meals-fresh50.ts to meals-fresh56.ts: a katori (bati, pyali) = 150 g of a dal, curry,
// kheer, raita or curd, 120 g of a dry sabzi (tarkari, ghonto, varuval) and 100 g of rice; a vaatko
// (bowl) of dal dhokli = its key's bowl, 250 g; unquantified dal or curry = a katori (150 g); unquantified
// dry sabzi = a katori (120 g); unquantified rice (bhaat, bhat, annam, anna, chawal) in a meal = 2
// katori, 200 g, also of jeera rice; mutton, beef and pork curries (mezbani gosht, phagshapa, Champaran
// mutton) = FNDDS 27116100 (beefCurry, the red-meat curry proxy); a roti, phulka or chapati = 40 g (FNDDS
// 51300175 medium); a bajra or jowar roti (bhakri) = 55 g of roti (meals-fresh50.ts); a puri = 36 g
// (FNDDS 51300180); a plate of upma (khara bath) = 200 g (meals.ts "upma one plate"); a plate of biryani
// or pulao = 300 g; a bowl of kanji = 250 g; a chutney said without an amount or as "ektu" (a little) =
// 1 tbsp; a spoon (chammach, chamchi), a blob ("pera") or "a bit" or "thoda" of ghee or butter = 1 tsp,
// 5 g; a glass of chaas or mohi = 250 g; a glass of a juice = its key's 250 ml glass; ml of a drink × its
// FNDDS g per fl oz (29.57 ml): 31 g for cola (250 ml = 262 g, 300 ml = 314.5 g), chocolate milk (250
// ml = 262 g) and an electrolyte drink (1 litre = 1048 g); a cup of curd = 245 g (FNDDS 11411100: 1
// cup); CHAI (chai, kulhad chai) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); filter kaapi = meals.ts
// COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); meethi lassi = meals.ts LASSI (200 g curd + 3 tsp
// sugar); a puttu or pittu = 60 g rice flour + 20 g desiccated coconut (meals-fresh14.ts); cherupayar
// beside kanji = FNDDS 41108010 (the sprouts key, as meals-fresh22.ts "kanji payar"). For every meal, in
// file order:
// plain:
//  1 kabuli pulao aik (Urdu 1) plate = 300 g of INDB BFP141 (fTwentyFiveMuttonPulao, rice cooked in
//    mutton stock with the meat); kheere ka raita "pyali bhar" = a katori (150 g) of INDB ASC273
//    (fSevenCucumberRaita).
//  2 mezbani gosht (the Chattogram beef curry) ek bati = a katori (150 g) of FNDDS 27116100 (beefCurry);
//    dui (Bengali 2) bati bhaat = 200 g of FNDDS 56205008 (rice).
//  3 pittu x2, one item = 2 × 60 g of SR26 20061 rice flour (fFourteenRiceFlour) + 2 × 20 g of SR26
//    12108 desiccated coconut (fFourteenDryCoconut); kukul mas (chicken) curry "about a katori" = 150 g
//    of FNDDS 27146150 (chickenCurry); lunu miris (an onion-chilli sambol) on the side not counted.
//  4 bhat = 200 g; masura ko dal = a katori (150 g) of INDB ASC157 (masoorDal); kauli aloo (a
//    cauliflower-potato tarkari) = a katori (120 g) of INDB ASC171 (fSixAlooGobi); ek gilas mohi = 250 g
//    of FNDDS 11115100 (buttermilk).
//  5 harsil rajma unquantified = a katori (150 g) of FNDDS 41106010 (rajma); bhaat = 200 g; the pahadi
//    cucumber raita = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita); its mustard not counted.
//  6 4 puri = 4 × 36 g of FNDDS 51300180; sookhe aloo unquantified = a katori (120 g) of INDB ASC178
//    (fFiftyEightSookheAloo); ek kulhad chai = CHAI.
//  7 mochar ghonto (a dry banana-flower curry) = a katori (120 g) of FNDDS 75440600 (vegCurry, the
//    sabzi proxy); bhaat = 200 g; ektu (a little) tomato-khejur chatni = 1 tbsp, 16 g of FNDDS 63409020
//    (sweetChutney).
//  8 "mazha kaaranam practice illa" no food: kanji = a bowl, 250 g of FNDDS 56205101 (fTwentyTwoCongee);
//    cherupayar = a katori (120 g) of FNDDS 41108010 (sprouts, as meals-fresh22.ts); oru (Malayalam 1)
//    pappadam = 9 g of FNDDS 41311000 (papad).
//  9 elumichai sadam (lemon rice) unquantified, a packed lunch = 1 plate, 319.2 g of INDB ASC124
//    (fSixLemonRice); urulai varuval (potato fry) = a katori (120 g) of FNDDS 71103030 (alooSabzi);
//    appalam = 9 g (papad).
// 10 chepala pulusu (fish in tamarind gravy) unquantified = a katori (150 g) of FNDDS 27150320
//    (fishCurry); annam = 200 g; oka (Telugu 1) cup perugu = 245 g of FNDDS 11411100 (curd, 1 cup).
// 11 khara bath ondu (Kannada 1) plate = 200 g of FNDDS 58174000 (upma); filter kaapi = KAAPI.
// 12 bhakri don (Marathi 2) = 2 × 55 g = 110 g of roti; bharli vangi teen (Marathi 3) = 3 × 55.4 g of
//    INDB ASC187 (fSevenBharliVangi, 1 stuffed brinjal).
// 13 dal dhokli ek vaatko (a bowl) = 250 g of INDB OSR145 (dalDhokli, its bowl); ghee ni chamchi = 1
//    tsp, 5 g of FNDDS 81204000 (ghee).
// 14 phagshapa (Sikkimese pork stewed with radish) unquantified = a katori (150 g) of FNDDS 27116100
//    (beefCurry); rice = 200 g.
// 15 rotis x4 = 4 × 40 g; soya chunk curry = a katori (150 g) of INDB BFP206 (fSixSoyaMatar, soya chunks
//    and peas); dal tadka = a katori (150 g) of FNDDS 41311030 (dal); rice (1 katori) = 100 g; custard
//    (1 katori) = 165 g of FNDDS 13220110 (fFiftyEightCustardPudding); "8:30 pm" no food.
// 16 2 pattice = 2 × 55 g of FNDDS 71503010 (fFiftyFourAlooTikki, potato patty); a katori of ragda
//    (white-pea curry) = 150 g of FNDDS 41303010 (fFourSplitPeas, the curries of dried peas).
// 17 2 pieces of milk barfi = 2 × 45 g of FNDDS 13252500 (barfi); 1 motichoor ladoo = 63 g of FNDDS
//    91718300 (fThreeLadoo).
// 18 5 hot wings, "my share" of a bucket = 5 × 22 g of FNDDS 24167220 (fThirtySevenHotWings); a small
//    pepsi = 1 small drink, 372 g of FNDDS 92410310 (colaSmall, cola).
// 19 a Bingo Mad Angles pack by its stated 66 g = FNDDS 54401085 (tortillaChips); one 250 ml coke can =
//    8.45 fl oz × 31 g = 262 g of FNDDS 92410310 (colaSmall key).
// 20 whey isolate one scoop = 30 g of FNDDS 95230000 (whey), in water; creatine 5 g not counted; a
//    litre of Electral = 33.81 fl oz × 31 g = 1048 g of FNDDS 95330100 (fTwentyFourOrs); "6 am" no food.
// 21 200 g of boneless grilled thigh, no skin, as stated = FNDDS 24154011 (fFiftyEightGrilledThigh); a
//    cup of cooked quinoa = 170 g of FNDDS 56204005 (quinoa); 100 g sauteed mushrooms as stated = FNDDS
//    75219033 (mushroomSabzi, mushrooms cooked with oil).
// 22 1 cup pineapple chunks = 165 g of FNDDS 63141010 (fFortyFourPineapple); 10 lychees = 10 × 10 g of
//    FNDDS 63126510 (fSixteenLychee); 4 dried apricots = 4 × 7 g of SR26 09032 (fFortySixDriedApricot,
//    a whole dried apricot).
// 23 a whole day: 2 besan chille = 2 × 52.1 g of INDB OSR100 (besanChilla); chai = CHAI; rajma ek
//    katori = 150 g of FNDDS 41106010; chawal do (Hindi 2) katori = 200 g; ek kela = 126 g of FNDDS
//    63107010 (banana); palak paneer unquantified = a katori (150 g) of FNDDS 72125310; 3 roti = 3 × 40 g.
// 24 a travel day: veg puff = 1 patty, 115.7 g of INDB BFP545 (fSixVegPuff); cold coffee = 1 tall
//    glass, 250.5 g of INDB BFP013 (coldCoffee); idli x2 = 2 × 40 g; 2 chapati = 2 × 40 g; butter chicken
//    (a katori) = 150 g of INDB ASC242 (butterChicken).
// 25 sarson da saag unquantified = a katori (150 g) of INDB ASC217 (fThreeSarsonSaag); makki diyan do
//    (Punjabi 2) rotiyan = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti); makhan da pera (a blob of white
//    butter) = 1 tsp, 5 g of FNDDS 81101000 (butter).
// 26 gobhi paranthe 2 = 2 × 101.9 g of INDB ASC100 (fSevenGobhiParatha); safed makkhan ek chammach = 1
//    tsp, 5 g of FNDDS 81101000 (butter); meethi lassi = LASSI.
// 27 anna (Odia rice) = 200 g; dalma unquantified = a katori (150 g) of INDB OSR141 (dalma); a katori of
//    khiri (rice kheer) = 150 g of FNDDS 13210410 (fThirtySixRiceKheer).
// 28 paneer puff = 1 patty, 100.7 g of INDB BFP544 (fFortyFivePaneerPuff); a chai = CHAI; "11 am" no
//    food.
// 29 Champaran mutton, a katori = 150 g of FNDDS 27116100 (beefCurry); 3 rotis = 3 × 40 g.
// 30 ker sangri unquantified = a katori (120 g) of FNDDS 75440600 (vegCurry, the dry sabzi proxy); 2
//    bajra rotis = 2 × 55 g = 110 g of roti.
// combo:
// 31 pesarattu-upma: rendu (Telugu 2) pesarattu = 2 × 80 g of INDB OSR103 (pesarattu, by the dosa
//    convention); lopala oka (1) plate upma = 200 g of FNDDS 58174000; allam pachadi unquantified = 1
//    tbsp, 16.4 g of INDB BFP442 (fNineTomatoChutney, tomato-ginger chutney, as meals-fresh50.ts).
// 32 bread-omelette: omelette of 2 eggs = 2 × 55 g of FNDDS 32130010 (omelette); 4 bread slices = 4 × 28
//    g of FNDDS 51101000 (bread); a bit of amul butter = 1 tsp, 5 g of FNDDS 81101000.
// header:
// 33 "day 3 lunch box from the caterer" no food: jeera rice unquantified = 200 g of INDB BFP134
//    (jeeraRice); chole = a katori (150 g) of FNDDS 41302010; kheere ka raita = a katori (150 g) of INDB
//    ASC273 (fSevenCucumberRaita); 1 roti = 40 g.
// 34 "night before the final, carb load" no food: sambar = a katori (150 g) of FNDDS 41311020; 2 katori
//    rice = 200 g; potato fry = a katori (120 g) of FNDDS 71103030 (alooSabzi); curd (a katori) = 150 g
//    of FNDDS 11411100; 1 banana = 126 g of FNDDS 63107010.
// addon:
// 35 omelette sandwich, one item: 2 brown bread = 2 × 36 g of FNDDS 51300110 (brownBread); a 2-egg
//    omelette = 2 × 55 g of FNDDS 32130010; a cheese slice = 21 g of FNDDS 14410110 (cheeseSlice).
// 36 a Cornetto double chocolate (brand) = its generic food, 1 cone, 95 g of FNDDS 13120792
//    (fFiftyEightChocoCone, chocolate ice cream cone, prepackaged).
// garnish:
// 37 rava kesari oru (Tamil 1) kinnam (bowl) = 176.7 g of INDB OSR014 (kesariBath, its 1 bowl); anju
//    (Tamil 5) munthiri paruppu (cashews) on top = 5 × 1.5 g of FNDDS 42104110 (cashews).
// 38 ek paneer paratha = 85 g of INDB ASC105 (paneerParatha); thoda makkhan on top = 1 tsp, 5 g of FNDDS
//    81101000 (butter); dahi ki katori = 150 g of FNDDS 11411100 (curd).
// talk:
// 39 "vijay hazare", "10-3-31-4" no food: chicken biryani (a plate) = 300 g (chickenBiryani, its IFCT
//    recipe); thums up 300 ml = 10.14 fl oz × 31 g = 314.5 g of FNDDS 92410310 (colaSmall key, cola).
// 40 "5 x 500 m", "2 min", "1:52" no food: 1 banana = 126 g; a chocolate milk (250 ml) = 8.45 fl oz ×
//    31 g = 262 g of FNDDS 11511200 (chocolateMilk); two boiled eggs = 2 × 50 g of FNDDS 31103010 (egg).
// legume:
// 41 sattu (roasted bengal gram flour) by the stated 40 gram = SR26 16157 (chickpeaFlour, its sattu
//    proxy); the water, salt and jeera not counted; "gram" is part of the flour's name, the unit is the
//    second one.
// 42 split green gram by the stated 60 gram, weighed dry = SR26 16080 raw mung beans
//    (fTwentySevenRawMoong), made into 2 chillas with a tsp of oil = 4.5 g of FNDDS 82101000 (oil), one
//    item.
// drinkname:
// 43 anaar ek glass = pomegranate juice, a 250 ml glass, 262 g of FNDDS 64126000 (pomegranateJuice); no
//    pomegranate fruit.
// 44 lauki, one glass = lauki (bottle gourd) juice, 250 g of SR26 11218 (fTwentyEightLaukiJuice, its
//    glass); no lauki sabzi; "6" and "5 k" no food.
// size:
// 45 large fries = 1 large fast food order, 180 g of FNDDS 71401030 (the friesSmall key's row, by its
//    large order); a 300 ml coke zero can = 304 g of FNDDS 92410320 (fThirtyTwoDietCola).
// 46 a venti chai tea latte = 1 large, 600 g of FNDDS 92306800 (fFiftySixChaiLatte, whose basis gives 1
//    large = 600 g, a venti); "10" no food.
// cooked:
// 47 sem beside phulke = sem (flat beans) sabzi, a katori (120 g) of INDB BFP272 (beansSabzi, proxy for
//    a beans sabzi); teen (Hindi 3) phulke = 3 × 40 g.
// 48 parwal beside puris = parwal sabzi, a katori (120 g) of FNDDS 75440600 (vegCurry, as
//    meals-fresh50.ts "parwal bhujia"); 3 puris = 3 × 36 g.
// numberword:
// 49 soppina saaru (greens cooked with toor dal) ondu (Kannada 1) katori = 150 g of INDB BFP172
//    (fSixDalPalak, arhar with spinach); mooru (Kannada 3) chapathi = 3 × 40 g.
// 50 chha wata (Nepali 6) buff momo = 6 × 37 g of FNDDS 58112510 (momo, a steamed meat dumpling); achar
//    not counted.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH58_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'karachi wali phuppo ne kabuli pulao bhejwaya tha, aik plate garam ki aur kheere ka raita pyali bhar ke sath',
    'pakistani plain numberword',
    'kabuliPulao=fTwentyFiveMuttonPulao raita=fSevenCucumberRaita',
  ],
  [
    'chattogram er mezbani gosht ek bati, dui bati bhaat - mamar barir dawat, ami beshi kheye felsi',
    'bangladeshi plain numberword',
    'mezbaniGosht=beefCurry bhaat=rice:2',
  ],
  [
    "sunday at the lankan lads' place: pittu x2 with kukul mas curry (about a katori), lunu miris on the side",
    'srilankan plain',
    'pittu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 kukulMas=chickenCurry',
  ],
  [
    'bhaktapur, didi le pakaunu bhayo: bhat, masura ko dal, kauli aloo, ani ek gilas mohi',
    'nepali plain',
    'bhat=rice:2 masuraDal=masoorDal kauliAloo=fSixAlooGobi mohi=buttermilk',
  ],
  [
    "dehradun at mami's - harsil rajma, bhaat n that pahadi cucumber raita with mustard",
    'uttarakhand plain',
    'rajma bhaat=rice:2 pahadiRaita=fSevenCucumberRaita',
  ],
  [
    'har ki pauri ke paas subah 4 puri aur sookhe aloo, phir ek kulhad chai - haridwar trip',
    'north plain',
    `puri:4 sookheAloo=fFiftyEightSookheAloo ${CHAI}`,
  ],
  [
    'robibar dupure didar barite mochar ghonto, bhaat ar ektu tomato-khejur er chatni',
    'bengali plain',
    'mocharGhonto=vegCurry bhaat=rice:2 chatni=sweetChutney',
  ],
  [
    'mazha kaaranam practice illa, veettil kanji, cherupayar, oru pappadam maathram',
    'kerala plain numberword',
    'kanji=fTwentyTwoCongee cherupayar=sprouts pappadam=papad',
  ],
  [
    'elumichai sadam, urulai varuval, appalam - amma ground ku kattikuduthanga',
    'tamil plain',
    'elumichaiSadam=fSixLemonRice urulaiVaruval=alooSabzi appalam=papad',
  ],
  [
    'nellore chepala pulusu lo annam kalipi tinna, tarvata oka cup perugu - ivala rest day',
    'telugu plain numberword',
    'chepalaPulusu=fishCurry annam=rice:2 perugu=curd@245',
  ],
  [
    'jayanagar darshini alli khara bath ondu plate, jothe filter kaapi - league match shuru aagakke munche',
    'kannada plain numberword',
    `kharaBath=upma@200 ${KAAPI}`,
  ],
  [
    'aai cha dabba - bhakri don, bharli vangi teen, practice sampli ani lagech khalla',
    'marathi plain numberword',
    'bhakri=roti@110 bharliVangi=fSevenBharliVangi:3',
  ],
  ['rajkot camp ma sanje dal dhokli no ek vaatko, upar ghee ni chamchi', 'gujarati plain', 'dalDhokli ghee'],
  [
    'phagshapa with rice at a homestay above gangtok, pork fat n radish, super filling',
    'northeast plain',
    'phagshapa=beefCurry rice:2',
  ],
  [
    'hostel mess at the academy, 8:30 pm → rotis x4, soya chunk curry, dal tadka, rice (1 katori), custard (1 katori)',
    'hostel plain',
    'rotis=roti:4 soyaChunkCurry=fSixSoyaMatar dalTadka=dal rice custard=fFiftyEightCustardPudding',
  ],
  [
    'ragda pattice at the khau galli behind the ground: 2 pattice, a katori of ragda',
    'mumbai plain',
    'pattice=fFiftyFourAlooTikki:2 ragda=fFourSplitPeas',
  ],
  [
    'diwali box from the neighbours: 2 pieces of milk barfi and 1 motichoor ladoo',
    'sweet plain',
    'barfi:2 motichoorLadoo=fThreeLadoo',
  ],
  [
    'kfc bucket after the win, my share was 5 hot wings + a small pepsi',
    'chain plain',
    'hotWings=fThirtySevenHotWings:5 pepsi=colaSmall',
  ],
  [
    'flight back: a 66 g bingo mad angles and one 250 ml coke can',
    'snack plain',
    'madAngles=tortillaChips@66 coke=colaSmall@262',
  ],
  [
    'supplements today - whey isolate one scoop (water, 6 am), creatine 5 g at lunch, and a litre of electral sipped through the session',
    'gym supplement plain',
    'whey electral=fTwentyFourOrs@1048',
  ],
  [
    'leg day done → 200 g of boneless thigh off the grill (no skin), a cup of cooked quinoa, 100 g mushrooms sauteed',
    'gym plain',
    'chickenThigh=fFiftyEightGrilledThigh@200 quinoa mushrooms=mushroomSabzi@100',
  ],
  [
    'fruit plate after the swim: 1 cup pineapple chunks, 10 lychees n 4 dried apricots',
    'fruit plain',
    'pineapple=fFortyFourPineapple lychees=fSixteenLychee:10 apricots=fFortySixDriedApricot:4',
  ],
  [
    'pura din: subah 2 besan chille + chai | dopahar rajma chawal (rajma ek katori, chawal do) | shaam ek kela | raat palak paneer ke saath 3 roti',
    'north plain numberword',
    `besanChille=besanChilla:2 ${CHAI} rajma chawal=rice:2 kela=banana palakPaneer roti:3`,
  ],
  [
    'travel day log → airport: veg puff with a cold coffee; chennai layover: idli x2; hotel dinner: 2 chapati, butter chicken (a katori)',
    'travel plain',
    'vegPuff=fSixVegPuff coldCoffee idli:2 chapati=roti:2 butterChicken',
  ],
  [
    'chachi de hath da sarson da saag, makki diyan do rotiyan, te upar makhan da pera',
    'punjabi plain numberword',
    'saag=fThreeSarsonSaag makkiRotiyan=fThreeMakkiRoti:2 makhan=butter',
  ],
  [
    'dilli wapsi pe karnal ka dhaba: gobhi paranthe 2, safed makkhan ek chammach, meethi lassi',
    'haryana plain',
    `gobhiParanthe=fSevenGobhiParatha:2 makkhan=butter ${LASSI}`,
  ],
  [
    'mahaprasad at puri after the beach session: anna, dalma and a katori of khiri',
    'odia plain',
    'anna=rice:2 dalma khiri=fThirtySixRiceKheer',
  ],
  [
    'paneer puff from the academy canteen and a chai, 11 am break',
    'canteen plain',
    `paneerPuff=fFortyFivePaneerPuff ${CHAI}`,
  ],
  [
    'motihari: champaran mutton straight from the handi, a katori, with 3 rotis',
    'bihar plain',
    'champaranMutton=beefCurry rotis=roti:3',
  ],
  ["bikaner at bua's: ker sangri with 2 bajra rotis", 'rajasthan plain', 'kerSangri=vegCurry bajraRotis=roti@110'],
  // combinations named with their own parts
  [
    'guntur tiffin centre lo pesarattu-upma tinna: rendu pesarattu, lopala oka plate upma, allam pachadi',
    'telugu combo numberword',
    'pesarattu:2 upma@200 allamPachadi=fNineTomatoChutney',
  ],
  [
    'bread-omelette off the thela by the stadium gate → omelette of 2 eggs, 4 bread slices, a bit of amul butter',
    'street combo',
    'omelette:2 bread:4 butter',
  ],
  // headers naming the meal, then its list
  [
    'day 3 lunch box from the caterer → jeera rice, chole, kheere ka raita, 1 roti',
    'north header',
    'jeeraRice:2 chole raita=fSevenCucumberRaita roti',
  ],
  [
    'night before the final, carb load → sambar over 2 katori rice, potato fry, curd (a katori), 1 banana',
    'south header',
    'sambar rice:2 potatoFry=alooSabzi curd banana',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'pg breakfast, an omelette sandwich i put together: 2-egg omelette, cheese slice, 2 brown bread',
    'gym addon',
    'omeletteSandwich=brownBread:2+omelette:2+cheeseSlice',
  ],
  ['cornetto double chocolate from the beach cart, post sand sprints', 'snack addon', 'cornetto=fFiftyEightChocoCone'],
  // an ingredient or garnish that is not a full serving
  [
    'rava kesari oru kinnam, mela anju munthiri paruppu',
    'tamil garnish numberword',
    'kesari=kesariBath munthiri=cashews:5',
  ],
  [
    'ek paneer paratha, upar thoda makkhan aur saath mein dahi ki katori',
    'north garnish',
    'paneerParatha makkhan=butter dahi=curd',
  ],
  // food amid match or training talk
  [
    'vijay hazare: 10-3-31-4 today!! celebrated: chicken biryani (a plate) + thums up 300 ml',
    'north talk',
    'chickenBiryani thumsUp=colaSmall@314.5',
  ],
  [
    'rowing erg 5 x 500 m, 2 min rest, 1:52 avg split. then 1 banana, a chocolate milk (250 ml) and two boiled eggs',
    'gym talk',
    'banana chocolateMilk@262 boiledEggs=egg:2',
  ],
  // legume words next to the unit gram
  [
    'sattu (roasted bengal gram flour) 40 gram stirred into water with salt n jeera, post nets',
    'bihar legume',
    'sattu=chickpeaFlour@40',
  ],
  [
    'split green gram 60 gram, made into 2 chillas on the tawa with a tsp of oil - pre-match dinner',
    'north legume',
    'chillas=fTwentySevenRawMoong@60+oil',
  ],
  // drinks named after their main ingredient
  [
    'slip catching khatam, seedha thele pe - anaar ek glass, shakkar bilkul nahi',
    'north drinkname',
    'anaar=pomegranateJuice',
  ],
  ['lauki, one glass, empty stomach at 6 before a 5 k jog', 'north drinkname', 'lauki=fTwentyEightLaukiJuice'],
  // a large order and a cafe size
  ['mcd run: large fries + a coke zero can (300 ml)', 'chain size', 'fries=friesSmall@180 cokeZero=fThirtyTwoDietCola'],
  ['venti chai tea latte at starbucks, bus leaves in 10', 'chain size', 'chaiLatte=fFiftySixChaiLatte@600'],
  // a raw vegetable word beside a bread means the cooked dish
  ['raat ko sem, saath mein teen phulke', 'north cooked numberword', 'sem=beansSabzi phulke=roti:3'],
  ["parwal alongside 3 puris at phua's in gaya, sunday", 'bihar cooked', 'parwal=vegCurry puris=puri:3'],
  // counts in number words
  [
    'soppina saaru ondu katori, mooru chapathi jothe - mysuru pg, ammana recipe',
    'kannada numberword',
    'soppinaSaaru=fSixDalPalak chapathi=roti:3',
  ],
  ['chha wata buff momo khaye, thamel ko sano pasal ma, achar sanga', 'nepali numberword', 'momo:6'],
];
