// Benchmark meals written on 2026-11-25 blind, as the fifty-first blind set after meals-fresh.ts to
// meals-fresh50.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Bikaner
// uncle's house, a Pauri Garhwal home after a trek, a Bareilly home, a Bengali home, Puri after a beach
// session, a Thalassery wedding, a Madurai home, Vijayawada, a Mysuru morning before nets, a Nashik
// aaji, Junagadh, a Punjabi bebe's kitchen, Tolichowki at iftar, a Margao Sunday, a Wow! Momo in a
// mall, a gym, a hostel mess, a walk back from the ground, Bagdogra airport, a rest day, a Bhubaneswar
// market, a Dadar station stall, an academy Diwali, a hotel buffet after a T20, a Tamil grandmother's
// house, a bus, a vrat, a village match, a dhaba, a kushti akhada, a Shillong road trip, a Mylapore
// golu, Amritsar after a zonal game, a Warangal hostel, Mahabaleshwar, Crawford Market, a Kerala
// thattukada, a stadium vending machine, a Jaipur bus, a Pune hotel, a Satara aaji, a Kathiyawadi
// hotel, a camp), terse and chatty, with training, match and travel talk, typos and abbreviations (n,
// w, ovr, walkin, yipee, stoped, hrs, pm), in plain English, Hinglish and romanised Garhwali-Hindi,
// Bengali, Odia, Malayalam, Tamil, Telugu, Kannada, Marathi, Gujarati, Punjabi and Hyderabadi Urdu
// words (21 of 50, 42 %, not plain English). Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was written new and checked against the earlier sets' 3,185 texts (character
// similarity, word overlap and shared runs of three and four words, and the earlier meals with the same
// reference foods), and rewritten where it came near one (only stock phrases such as "whole black
// gram", "2 atta bread slices" or "a katori of" are shared).
// Mix (50): 20 plain everyday logs (home food of Rajasthan, Uttarakhand, Uttar Pradesh, Bengal,
// Odisha, Kerala, Tamil Nadu, Andhra, Karnataka, Maharashtra, Gujarat, Punjab, Hyderabad and Goa; a
// chain, a gym meal, a hostel mess, fruit and nuts, an airport, a whole day in one message) and 30 over
// ten hard classes, three each: combinations named with their own parts (combo), headers naming the
// meal then its list (header), a smoothie, a sandwich with its filling and a brand with its generic
// food (addon), an ingredient or garnish that is not a full serving (garnish), food amid training,
// match or travel talk whose numbers are no food (talk), legume names with "gram" next to a weight in
// grams (legume), drinks named after their main ingredient (drinkname), a king size bar and stated pack
// weights (size), the cooked dish meant by a raw word beside a bread (cooked) and counts in number
// words (numberword: Malayalam, Gujarati, Marathi; Malayalam, Tamil, Kannada, Gujarati, Punjabi,
// Telugu and Marathi number words also appear in plain, header, legume, drinkname and cooked meals,
// tagged so).
// Ten new reference foods (prefix fFiftyOne, each citing its row in reference-foods.ts): MothDal (INDB
// ASC158 whole moth dal, a katori = 150 g), SoyabeanCurry (INDB ASC164 soyabean curry, the proxy for
// bhatt ki churkani, a katori = 150 g), CholiyaPulao (INDB ASC121 green chickpeas pulao, a plate = 300
// g), TrailMix (FNDDS 42501000 trail mix with nuts and fruit, a handful = 28 g, its quantity not
// specified), RiceUpma (INDB BFP041 rice upma, a plate = 200 g), BajraLadoo (INDB ASC470 pearl millet
// ladoo, 1 ladoo = 47.5 g), RavaLadoo (INDB ASC342 semolina ladoo with coconut, 1 ladoo = 36.4 g),
// MushroomPulao (INDB ASC116 mushroom pulao, a plate = 300 g), OnionParatha (INDB BFP108 onion-green
// chilli paratha, 1 paratha = 76.4 g) and AlooHalwa (INDB ASC297 potato halwa, a katori = 150 g);
// every other item is an existing key. Water is never counted (no energy), nor are raw onion (piaja,
// kanda) beside a dish, a mayo dip the message says was skipped, ice, lemon in a tea, or the spices of
// a dish.
// Conventions, as meals-fresh43.ts to meals-fresh50.ts: a katori (vati, vaati, bati) = 150 g of a dal,
// curry, kadhi, raita, halwa or curd, 120 g of a dry sabzi (bhaji, shaak, tarkari, vepudu, masiyal,
// roast), 100 g of rice; unquantified dal or curry = a katori (150 g); unquantified dry sabzi = a
// katori (120 g); unquantified rice (bhaat, bhata, chawal, saadham, annam) in a meal = 2 katori, 200 g;
// a bowl of porridge or dal dhokli = 250 g (meals.ts "1 bowl dal", dalDhokli); a plate of pulao or
// biryani = 300 g; a plate of poha (avalakki) = 180 g; a plate of upma = 200 g (meals.ts "upma one
// plate"); a roti, phulka, pulka, rotli or chapati (chapatya) = 40 g (FNDDS 51300175 medium), a
// tandoori roti = 52 g (rotiLarge); a jowar or bajra roti, bhakri or rotla = 55 g of roti
// (meals-fresh10.ts "2 jowar bhakri" = roti@110); a paratha = 70 g (FNDDS 51300185); a medu vada
// (bara, uzhunnu vada) = 40 g; a chutney said without an amount = 1 tbsp; a spoon (chamcha) of butter
// = 1 tsp, 5 g; a tsp of a food whose portion is 1 tbsp = a third of it (peanut butter 16 g / 3 = 5.3
// g); a glass of chaas = 250 g; a glass of milk (doodh) = 258 g (250 ml); a glass of juice = 250 ml =
// 262 g (31 g per fl oz, its FNDDS row); ml of milk × 244/237 g (FNDDS 11112110), so 200 ml = 205.9 g;
// CHAI (masala chai, a glass of chaaya too) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); filter
// coffee (kaapi, a lota or tumbler) = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); a
// black, red or lemon tea = a 125 ml tea cup of brewed tea (tea@125, as the earlier sets' kattan chaya
// and lemon tea) + 1 tsp sugar when sugar is said. For every meal, in file order:
// plain:
//  1 moth ki dal unquantified = a katori (150 g) of INDB ASC158 (fFiftyOneMothDal); do (2) bajre ki
//    roti = 2 × 55 g = 110 g of roti; chhach ek glass = 250 g of FNDDS 11115100 (buttermilk).
//  2 bhatt ki churkani (Garhwali black-soybean curry) unquantified = a katori (150 g) of INDB ASC164
//    (fFiftyOneSoyabeanCurry, the soybean-curry proxy); bhaat = 200 g; "3 din" no food.
//  3 4 roti = 4 × 40 g; aloo tamatar sabzi (a thin potato-tomato curry) = a katori (150 g) of INDB
//    BFP239 (fThirtyThreeAlooRasedar); arhar dal = a katori (150 g) of FNDDS 41311030 (dal).
//  4 dhokar dalna (fried lentil cakes in a gravy) unquantified = a katori (150 g) of INDB ASC194
//    (fTwentyEightPeaVadi, sun-dried lentil dumplings in a gravy, the proxy); bhaat = 200 g.
//  5 bhata = 200 g; machha besara (mustard fish curry) = a katori (150 g) of FNDDS 27150320
//    (fishCurry); kakharu (pumpkin) tarkari = a katori (120 g) of FNDDS 73201020 (fFivePumpkin).
//  6 kozhi biriyani oru (Malayalam 1) plate = 300 g of chickenBiryani (its IFCT recipe, 1 plate);
//    oru puzhungiya mutta (one boiled egg) = 50 g of FNDDS 31103010 (egg).
//  7 paruppu = a katori (150 g) of FNDDS 41311030 (dal); saadham = 200 g; keerai masiyal (mashed
//    greens) = a katori (120 g) of FNDDS 72125217 (spinachCooked); rendu (Tamil 2) appalam = 2 × 9 g
//    of FNDDS 41311000 (papad).
//  8 dondakaya (ivy gourd) vepudu = a katori (120 g) of FNDDS 75440600 (vegCurry, the sabzi proxy);
//    pappu = a katori (150 g) of FNDDS 41311030 (dal); annam = 200 g; perugu = a katori (150 g) of
//    FNDDS 11411100 (curd).
//  9 avalakki oggarane (tempered poha) ondu (Kannada 1) plate = 180 g (poha); ondu lota kaapi =
//    COFFEE.
// 10 varanphal (the Marathi dal dhokli) ek bowl = 250 g of INDB OSR145 (dalDhokli, its bowl).
// 11 tran (Gujarati 3) rotli = 3 × 40 g; turiya (ridge gourd) nu shaak = a katori (120 g) of FNDDS
//    75220101 (fTwentyTwoLuffa); kadhi ni ek vaati = 150 g (kadhi, FNDDS 41311030 as meals.ts).
// 12 shalgam di sabzi = a katori (120 g) of FNDDS 75234021 (fThreeTurnip); tinn (Punjabi 3) roti =
//    3 × 40 g; ik glass doodh = 258 g of FNDDS 11112110 (milk).
// 13 khatti dal = a katori (150 g) of FNDDS 41311030 (dal, as earlier sets' pappu); chawal = 200 g;
//    ek anda fry = 55 g of FNDDS 31105030 (friedEgg); "6:40" no food.
// 14 pork vindaloo unquantified = a katori (150 g) of FNDDS 27116100 (beefCurry, the red-meat curry
//    proxy); 2 poi = 2 × 57 g of FNDDS 51301600 (fNineteenPoi).
// 15 10 steamed chicken momos = 10 × 37 g of FNDDS 58112510 (momo); the mayo dip was skipped.
// 16 4 boiled eggs = 4 × 50 g (egg); a bowl of oats made with water = 250 g of FNDDS 56203056
//    (oatsWater, a bowl of porridge); 1 apple = 200 g of FNDDS 63101000.
// 17 3 chapatis = 3 × 40 g; kadhi pakoda = a katori (150 g) of kadhi (meals-fresh49.ts "kadhi with
//    pakode"); rice = 200 g; ek gulab jamun = 40 g (fThirteenGulabJamun); "8:15 pm", "10 min" no food.
// 18 2 oranges = 2 × 131 g of FNDDS 61119010 (orange); a fistful of trail mix = a handful, 28 g of
//    FNDDS 42501000 (fFiftyOneTrailMix).
// 19 a keema puff = 129.8 g of INDB ASC411 (fFortySevenKeemaPuff, 1 patty); masala chai = CHAI;
//    "4:50" no food.
// 20 four meals: 2 methi thepla = 2 × 36.4 g of INDB OSR104 (thepla); curd unquantified = a katori
//    (150 g); rajma = a katori (150 g) of FNDDS 41106010; rice = 200 g; salad = 100 g cucumber
//    (meals.ts); a guava = 55 g of FNDDS 63125010; 3 roti = 3 × 40 g; mix veg = a katori (120 g) of
//    FNDDS 75440600 (vegCurry, meals.ts "mix veg"); "5 pm" no food.
// combo:
// 21 bara-ghuguni: 2 ta bara = 2 × 40 g of FNDDS 58175000 (vada, the urad-dal bara); ek bati
//    ghuguni = 150 g of FNDDS 41303010 (fFourSplitPeas); piaja (onion) not counted; "unit 1" no food.
// 22 pulao with raita: one plate hare chane ka pulao = 300 g of INDB ASC121 (fFiftyOneCholiyaPulao);
//    a katori of kheere ka raita = 150 g of INDB ASC273 (fSevenCucumberRaita).
// 23 samosa pav: 2 pav = 2 × 43 g of FNDDS 51150000 (pav); a samosa in each = 2 × 100 g of FNDDS
//    58124500 (samosa); green chutney = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney).
// header:
// 24 "diwali sweets box at the academy": 2 rava laddu = 2 × 36.4 g of INDB ASC342
//    (fFiftyOneRavaLadoo); 1 kaju katli = 28.7 g of INDB ASC339 (kajuKatli); 1 besan laddoo = 35.3 g
//    of INDB ASC343 (besanLadoo).
// 25 "hotel buffet after the T20, plate 1" no food: mushroom pulao = a plate, 300 g of INDB ASC116
//    (fFiftyOneMushroomPulao); butter chicken = a katori (150 g) of INDB ASC242 (butterChicken); mint
//    raita = a katori (150 g) of INDB ASC275 (fEightMintRaita).
// 26 "kaalai tiffin at paati veedu" (morning tiffin at grandmother's house) no food: arisi upma oru
//    (Tamil 1) plate = 200 g of INDB BFP041 (fFiftyOneRiceUpma); thengai chutney = 1 tbsp, 25.3 g of
//    INDB ASC386 (coconutChutney); oru tumbler kaapi = COFFEE.
// addon:
// 27 sitaphal smoothie, one item: one sitaphal's pulp = 155 g of SR26 09321 (fFortyOneSitaphal, 1
//    fruit, edible part); a whey scoop = 30 g of FNDDS 95230000; 200 ml doodh = 205.9 g of FNDDS
//    11112110 (milk).
// 28 bhurji sandwich, one item: 2 atta bread slices = 2 × 36 g of FNDDS 51300110 (brownBread); 2 eggs
//    worth of bhurji = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg).
// 29 one packet of Sunfeast Yippee (brand) = its generic food, a single pack of instant noodles, 70 g
//    dry of SR26 06583 (maggi, its single-pack convention); "11" no food.
// garnish:
// 30 aloo halwa one katori = 150 g of INDB ASC297 (fFiftyOneAlooHalwa); 5 cashews on top = 5 × 1.5 g
//    of FNDDS 42104110 (cashews).
// 31 2 jowar bhakri = 110 g of roti; one chamcha of white butter = 1 tsp, 5 g of FNDDS 81101000
//    (butter); raw kanda not counted.
// 32 a banana = 126 g of FNDDS 63107010; 1 tsp peanut butter = 16 g / 3 = 5.3 g of FNDDS 42202000
//    (peanutButter, 1 tbsp = 16 g); "20 min" no food.
// talk:
// 33 "8 overs", "2/44" no food: 2 pyaaz paratha = 2 × 76.4 g of INDB BFP108 (fFiftyOneOnionParatha);
//    dal makhani = a katori (150 g) of INDB ASC160 (fFortySevenDalMakhani); katori dahi = 150 g of
//    FNDDS 11411100 (curd).
// 34 "3 bout, 2 jeete, 40 min" no food: bajre ke 2 laddu = 2 × 47.5 g of INDB ASC470
//    (fFiftyOneBajraLadoo); garam doodh ek glass = 258 g of FNDDS 11112110 (milk).
// 35 "3.5 hrs", "11:40" no food: 8 pork momos = 8 × 37 g of FNDDS 58112510 (momo, a meat-filled
//    dumpling); red tea with sugar, one cup = tea@125 (FNDDS 92302000) + 1 tsp sugar, one item.
// legume:
// 36 kadalai (bengal gram) sundal by the stated 130 gram = FNDDS 41302020 (chickpeasBoiled, chickpeas
//    from dried, no added fat); "gram" is part of the pulse's name, the unit is the second one.
// 37 whole black gram (kaali dal) by the stated 180 gram = INDB ASC159 (fSixWholeUrad); do (Punjabi
//    2) tandoori roti = 2 × 52 g (rotiLarge).
// 38 green gram dal (pesara pappu, split moong) by the stated 180 gram = INDB ASC151
//    (fTwentyFiveMoongDal); rendu (Telugu 2) pulkalu = 2 × 40 g.
// drinkname:
// 39 strawberry shake unquantified = 1 milkshake, 280 g of FNDDS 11541120 (milkShake, flavours other
//    than chocolate); no strawberries as fruit.
// 40 a glass of grape juice = 262 g of FNDDS 64116020 (fFiveGrapeJuice, its 250 ml glass); no grapes.
// 41 oru (Malayalam 1) lemon tea with panchasara oru spoon (one spoon of sugar) = tea@125 + 1 tsp
//    sugar, one item; the lemon not counted.
// size:
// 42 a king size Kit Kat = 79 g of FNDDS 91705030 (fFourKitKat, its 1 king size), not its 43 g bar.
// 43 a whole 80 g pack of peri peri makhana = 80 g of SR26 12013 (fFiveMakhana).
// 44 a full 250 g box of strawberries = 250 g of FNDDS 63223020 (fFortyTwoStrawberry).
// cooked:
// 45 chawli beside bhakri = chawli usal, a katori (150 g) of INDB ASC163 (lobia); don (Marathi 2)
//    jowarichi bhakri = 110 g of roti.
// 46 sem ki phali (flat beans) beside parathas = the beans sabzi, a katori (120 g) of INDB BFP272
//    (beansSabzi); 2 parathas = 2 × 70 g.
// 47 methi beside phulkas = methi sabzi (cooked fenugreek greens), a katori (120 g) of FNDDS
//    72125217 (spinachCooked, the cooked-greens proxy as meals-fresh48.ts "methichi bhaji"); 3 phulkas
//    = 3 × 40 g.
// numberword:
// 48 moonnu (Malayalam 3) uzhunnu vada = 3 × 40 g (vada); oru glass chaaya = CHAI.
// 49 be (Gujarati 2) bajri na rotla = 110 g of roti; lasaniya bataka (garlic potatoes) = a katori
//    (120 g) of FNDDS 71103030 (alooSabzi).
// 50 saat (Marathi 7) chapatya = 7 × 40 g (roti); vangyachi bhaji = a katori (120 g) of FNDDS
//    75217020 (fTwentyOneEggplant).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAAYA = 'chaayaChai=milk@62+tea+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH51_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'bikaner mama ji ke yahan moth ki dal, do bajre ki roti, chhach ek glass - garmi se bura haal',
    'rajasthan plain',
    'mothKiDal=fFiftyOneMothDal bajreKiRoti=roti@110 chhach=buttermilk',
  ],
  [
    'pauri wale ghar pe dadi ki banayi bhatt ki churkani, bhaat ke saath - 3 din ka trek khatam',
    'uttarakhand plain',
    'bhattKiChurkani=fFiftyOneSoyabeanCurry bhaat=rice:2',
  ],
  [
    'home in bareilly: 4 roti, aloo tamatar sabzi n arhar dal, straight after nets',
    'up plain',
    'roti:4 alooTamatar=fThirtyThreeAlooRasedar arharDal=dal',
  ],
  [
    'ma aaj dhokar dalna banieche, bhaat diye khelam, kalke abar practice',
    'bengali plain',
    'dhokarDalna=fTwentyEightPeaVadi bhaat=rice:2',
  ],
  [
    'aji dipahare bhata, machha besara au kakharu tarkari khaili, puri beach session pare',
    'odia plain',
    'bhata=rice:2 machhaBesara=fishCurry kakharuTarkari=fFivePumpkin',
  ],
  [
    'thalassery il oru kalyanam - kozhi biriyani oru plate, koode oru puzhungiya mutta',
    'kerala plain numberword',
    'biriyani=chickenBiryani puzhungiyaMutta=egg',
  ],
  [
    'madurai veetla paruppu saadham, keerai masiyal, rendu appalam, semma',
    'tamil plain numberword',
    'paruppu=dal saadham=rice:2 keeraiMasiyal=spinachCooked appalam=papad:2',
  ],
  [
    'vijayawada lo amma chesina dondakaya vepudu, pappu, annam inka perugu',
    'telugu plain',
    'dondakayaVepudu=vegCurry pappu=dal annam=rice:2 perugu=curd',
  ],
  [
    'mysuru beligge avalakki oggarane ondu plate, ondu lota kaapi, nets ge hogo munche',
    'kannada plain numberword',
    `avalakkiOggarane=poha ${KAAPI}`,
  ],
  ['nashik la aaji ne varanphal kela, ek bowl bharun khalla', 'marathi plain', 'varanphal=dalDhokli'],
  [
    'junagadh bapore: tran rotli, turiya nu shaak ane kadhi ni ek vaati',
    'gujarati plain numberword',
    'turiyaShaak=fTwentyTwoLuffa rotli=roti:3 kadhi',
  ],
  [
    'bebe ne shalgam di sabzi banayi, tinn roti naal khadhi, baad ch ik glass doodh',
    'punjabi plain numberword',
    'shalgam=fThreeTurnip roti:3 doodh=milk',
  ],
  [
    'tolichowki mein khatti dal chawal, saath mein ek anda fry - roza 6:40 pe khola',
    'hyderabad plain',
    'khattiDal=dal chawal=rice:2 andaFry=friedEgg',
  ],
  [
    "sunday lunch at avo's in margao - pork vindaloo with 2 poi",
    'goan plain',
    'porkVindaloo=beefCurry poi=fNineteenPoi:2',
  ],
  [
    'wow momo at the mall after the semis: 10 steamed chicken momos, skipped the mayo dip',
    'chain plain',
    'chickenMomos=momo:10',
  ],
  [
    'pull day ovr. ate 4 boiled eggs, a bowl of plain oats made with water, 1 apple',
    'gym plain',
    'boiledEggs=egg:4 oats=oatsWater@250 apple',
  ],
  [
    '8:15 pm mess, had 10 min before the team meeting - 3 chapatis, kadhi pakoda, rice, ek gulab jamun',
    'hostel plain',
    'chapatis=roti:3 kadhiPakoda=kadhi rice:2 gulabJamun=fThirteenGulabJamun',
  ],
  [
    'walkin back from the ground: 2 oranges + a fistful of trail mix',
    'fruit plain',
    'orange:2 trailMix=fFiftyOneTrailMix',
  ],
  [
    'bagdogra airport, flight pushed to 4:50 - had a keema puff with masala chai',
    'travel plain',
    `keemaPuff=fFortySevenKeemaPuff ${CHAI}`,
  ],
  [
    'rest day log - morning 2 methi thepla w curd, lunch rajma rice n salad, 5 pm a guava, night 3 roti n mix veg',
    'west plain',
    'methiThepla=thepla:2 curd rajma rice:2 salad=cucumber guava roti:3 mixVeg=vegCurry',
  ],
  // combinations named with their own parts
  [
    'bhubaneswar unit 1 market ra bara-ghuguni: 2 ta bara, ek bati ghuguni, upare piaja',
    'odia combo',
    'bara=vada:2 ghuguni=fFourSplitPeas',
  ],
  [
    'hare chane ka pulao with raita for lunch - one plate pulao, a katori of kheere ka raita',
    'north combo',
    'hareChanePulao=fFiftyOneCholiyaPulao kheereKaRaita=fSevenCucumberRaita',
  ],
  [
    'samosa pav outside dadar station: 2 pav, a samosa squashed into each, green chutney',
    'west combo',
    'samosa:2 pav:2 greenChutney',
  ],
  // headers naming the meal, then its list
  [
    'diwali sweets box at the academy: 2 rava laddu, 1 kaju katli, 1 besan laddoo',
    'snack header',
    'ravaLaddu=fFiftyOneRavaLadoo:2 kajuKatli besanLaddoo=besanLadoo',
  ],
  [
    'hotel buffet after the T20, plate 1: mushroom pulao, butter chicken, mint raita',
    'north header',
    'mushroomPulao=fFiftyOneMushroomPulao butterChicken mintRaita=fEightMintRaita',
  ],
  [
    'kaalai tiffin at paati veedu: arisi upma oru plate, thengai chutney, oru tumbler kaapi',
    'tamil header numberword',
    `arisiUpma=fFiftyOneRiceUpma thengaiChutney=coconutChutney ${KAAPI}`,
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    "sitaphal smoothie post gym - blitzed one sitaphal's pulp with a whey scoop n 200 ml doodh",
    'gym addon',
    'sitaphalSmoothie=fFortyOneSitaphal+milk@205.9+whey',
  ],
  [
    'bus snack: bhurji sandwich off the tawa, 2 eggs worth of bhurji inside 2 atta bread slices',
    'snack addon',
    'bhurjiSandwich=brownBread:2+fThirtyTwoAndaBhurji:2',
  ],
  ['late night in the room (past 11) - one packet of sunfeast yipee, kept it soupy', 'hostel addon', 'yippee=maggi'],
  // an ingredient or garnish that is not a full serving
  [
    'aloo halwa for the vrat, one katori, with 5 cashews on top',
    'north garnish',
    'alooHalwa=fFiftyOneAlooHalwa cashews:5',
  ],
  [
    '2 jowar bhakri after the village match, one chamcha of white butter over them n raw kanda alongside',
    'west garnish',
    'jowarBhakri=roti@110 whiteButter=butter',
  ],
  ['a banana with 1 tsp peanut butter smeared on it, 20 min before nets', 'gym garnish', 'banana peanutButter@5.3'],
  // food amid training, match or travel talk
  [
    'bowled 8 overs with the new ball, 2/44, dropped one at slip 😩 dhaba dinner: 2 pyaaz paratha, dal makhani, katori dahi',
    'north talk',
    'pyaazParatha=fFiftyOneOnionParatha:2 dalMakhani=fFortySevenDalMakhani dahi=curd',
  ],
  [
    'kushti practice: 3 bout, 2 jeete, 40 min. phir bajre ke 2 laddu aur thodi der baad garam doodh (ek glass)',
    'haryana talk',
    'bajreKeLaddu=fFiftyOneBajraLadoo:2 doodh=milk',
  ],
  [
    'shillong road trip (3.5 hrs), stoped at nongpoh around 11:40 - 8 pork momos, red tea with sugar, one cup',
    'northeast talk',
    'porkMomos=momo:8 redTea=tea@125+sugar',
  ],
  // legume words next to the unit gram
  [
    "golu visit at the neighbour's in mylapore, they gave kadalai (bengal gram) sundal - about 130 gram",
    'tamil legume',
    'kadalaiSundal=chickpeasBoiled@130',
  ],
  [
    'zonal game khatam, amritsar: whole black gram (kaali dal) 180 gram te do tandoori roti',
    'punjabi legume numberword',
    'kaaliDal=fSixWholeUrad@180 tandooriRotis=rotiLarge:2',
  ],
  [
    'hostel in warangal: green gram dal, the pesara pappu, 180 gram with rendu pulkalu',
    'telugu legume numberword',
    'pesaraPappu=fTwentyFiveMoongDal@180 pulkas=roti:2',
  ],
  // drinks named after their main ingredient
  [
    'strawberry shake at a mahabaleshwar roadside stall, post hill sprints',
    'west drinkname',
    'strawberryShake=milkShake',
  ],
  ['a glass of grape juice, no ice, from a stall in crawford market', 'west drinkname', 'grapeJuice=fFiveGrapeJuice'],
  ['oru lemon tea, panchasara oru spoon, thattukadayil ninnu', 'kerala drinkname numberword', 'lemonTea=tea@125+sugar'],
  // a king size bar and stated pack weights
  ['a king size kit kat from the stadium vending machine while it poured', 'snack size', 'kitKat=fFourKitKat@79'],
  ['jaipur bus ride: wiped out a whole 80 g pack of peri peri makhana', 'travel size', 'makhana=fFiveMakhana@80'],
  ['ate a full 250 g box of strawberries back at the pune hotel', 'fruit size', 'strawberries=fFortyTwoStrawberry@250'],
  // a raw vegetable or pulse word beside a bread means the cooked dish
  ['chawli ani don jowarichi bhakri, aaji kade, satara', 'marathi cooked numberword', 'chawli=lobia bhakri=roti@110'],
  [
    'sem ki phali with 2 parathas, packed for the long bus ride',
    'north cooked',
    'semKiPhali=beansSabzi parathas=paratha:2',
  ],
  ['winter dinner at home: methi with 3 phulkas', 'north cooked', 'methi=spinachCooked phulkas=roti:3'],
  // counts in number words
  ['moonnu uzhunnu vada, oru glass chaaya, vaikunneram', 'kerala numberword', `uzhunnuVada=vada:3 ${CHAAYA}`],
  [
    'be bajri na rotla ane lasaniya bataka, kathiyawadi hotel ma',
    'gujarati numberword',
    'bajriRotla=roti@110 lasaniyaBataka=alooSabzi',
  ],
  [
    'camp madhe bhook lagli hoti, saat chapatya khallya vangyachya bhaji barobar',
    'marathi numberword',
    'chapatya=roti:7 vangyachiBhaji=fTwentyOneEggplant',
  ],
];
