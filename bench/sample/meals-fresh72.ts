// Benchmark meals written on 2026-11-26 blind, as the seventy-second blind set after meals-fresh.ts to
// meals-fresh71.ts (the sets in this tree), without running the engine or reading its code or knowledge.
// Each sentence is one log message as an Indian cricketer or athlete would type it to a food-tracking chat,
// themed on the plain everyday food of South India (Tamil Nadu: Madurai, Chennai's T Nagar and Chepauk,
// Ambur, Karur and a Trichy hostel; Puducherry: a White Town bakery and a mess; Kerala: Kottayam, Thrissur,
// Kochi's Kaloor and Ernakulam; Karnataka: Dharwad, Udupi, Jayanagar's Iyengar bakery and the NCA in
// Bengaluru) and of Punjab (Mohali, Jalandhar, Abohar, Bathinda, Ludhiana, Amritsar, Fazilka), Haryana
// (Murthal, Jhajjar, Sonipat, Panipat), Himachal (Kotgarh, Kalpa, Barot) and Jammu and Kashmir (Srinagar,
// Jammu): home food, academy and hostel messes, dhabas, tiffin, bakeries, fruit between sessions, tea and
// coffee, post-workout milk, eggs and a shake; mostly short, terse and chatty, with training, match and
// travel talk, abbreviations (n, w, pg, x4, hrs, 300ml, 7am, 1pm, 6 am), in plain English and
// Hinglish and romanised Tamil, Malayalam, Kannada, Punjabi, Haryanvi and Kashmiri (31 of 50, 62 %, not
// plain English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any
// engine run. None of the sentences is taken from an earlier set: each was written new and checked against
// the earlier sets' 4,235 texts (meals.ts, meals-structural.ts, meals-generalise.ts and meals-fresh.ts to
// meals-fresh71.ts: character similarity above 0.6, word overlap above 0.45, and any shared run of four
// words with the whole of every file in bench/sample/, comments included), and rewritten where it came near
// one (first drafts of a Madurai lunch of saadham, paruppu, vendakkai poriyal and rasam; "idli, sambar,
// thengai chutney" and "the bus to the ground"; a croissant "after a beach run"; a nendran "before the
// morning session"; a Kochi mess of choru, pulissery, beans thoran and an omelette; "mysuru mess oota: 2
// ragi mudde with bassaru"; "GT road dhaba: dal makhani, 2 tandoori roti"; "2 bajre ki roti" in Rohtak;
// "doodh aur 10 badam"; "2 kuttu ke chille" and "aur ek cup chai"; "post gym: 4 boiled eggs + 1 glass
// doodh", then "one glass of milk"; "whey 1 scoop in 300 ml milk + a banana", then "leg day ke baad"; 2
// rusk "n a filter coffee"; "NIS patiala mess dinner: 3 roti, matar paneer, jeera rice 1 katori", then
// "jeera rice (one katori)"; a mutton biryani in Dindigul with onion raita, then "la oru plate chicken
// biryani"; appam-stew "at the kochi team hotel"; "NCA lunch → rice, sambar, beans palya, 2 chapathi,
// curd"; a dhaba dinner near Karnal, "at a dhaba outside" and "on the drive back"; an egg sandwich of "2
// slices white bread, a 2 egg omelette", then "white bread x2 with"; "britannia marie gold, 4 biscuits,
// with a cup of chaaya"; "2 slices bread with kissan mixed fruit jam"; "amul butter on 2 slices of brown
// bread", then "2 brown bread slices"; "4 idiyappam with thenga (grated coconut) and a spoon of sugar on
// top"; "1 plate curd rice" after a Chepauk spell; "cherupayar (whole green gram), boiled, 150 gram";
// "dhuli urad (split black gram) dal 200 gram te 2 phulke"; "roasted bengal gram 40 gram", then "45 gram
// roasted bengal gram"; "amul kool kesar 200 ml bottle after the fielding drills"; Bovonto "at the petti
// kadai"; "beetroot n rice, hostel mess"; "arbi te 3 phulke, raat nu"; "naalu chapathi, randu mutta curry";
// "karwar: anjal tawa fry, kuchalakki anna mattu" saaru; "avalakki oggarane, ondu plate"); drafts that
// passed those measures but were the same meal as an earlier text were dropped too (bassaru with 2 ragi
// mudde in Mysuru), and vatha kuzhambu, thatte idli, akki rotti, Mangalore buns, siddu, babru, pinni and
// churma (no cited row), mathri (INDB ASC364 counts its frying oil, 805 kcal per 100 g), puliyodharai (INDB
// ASC127, 373 kcal per 100 g for a 127.8 g plate), appam by INDB BFP153 (22.6 g fat per 100 g), a bakery
// cream bun (INDB BFP534 is a choux cream puff) and honey cake (INDB OSR125, its slice an eighth of a whole
// cake) were passed over before drafting; the final texts share no run of four words with any earlier text
// in bench/sample/.
// Mix (50): 30 plain everyday logs (home food of Tamil Nadu, Kerala, Karnataka, Punjab, Haryana, Himachal,
// Jammu and Kashmir, a Kashmiri wazwan, a Puducherry mess, hostel and academy messes in Kochi, Bathinda and
// Bengaluru, dhabas at Murthal and Barot, a biryani kadai in Ambur, bakeries in White Town, Thrissur and
// Jayanagar, fruit between sessions from Kotgarh, Abohar and a Kerala garden, two gym logs (eggs and milk,
// a blender shake) and a whole NCA day in one message) and 20 over the ten hard classes, two each:
// combinations named with their own parts (combo: chole kulche, appam-stew), headers naming the meal then
// its list (header: an NCA lunch, a dhaba dinner near Panipat), a sandwich with its filling and a brand
// with its generic food (addon: a bakery egg sandwich, Amul butter), an ingredient or garnish that is not a
// full serving (garnish: malai on lassi, nei on sambar saadham), food amid match or training talk whose
// numbers are no food (talk: a Chepauk nets spell, a kabaddi practice), legume names with "gram" next to a
// weight in grams (legume: whole red gram, roasted bengal gram), drinks named after their main ingredient
// (drinkname: nannari, kinnow), stated sizes (size: a half-litre Aavin milk packet, a 250 ml Bovonto
// bottle), the cooked dish meant by a raw word beside a bread or rice (cooked: chow chow, arbi) and counts
// in number words (numberword: Malayalam and Kashmiri; Tamil, Malayalam, Kannada, Hindi, Haryanvi, Punjabi
// and English number words also appear in plain, combo, addon, garnish and talk meals, tagged so).
// Three new reference foods (prefix fSeventyTwo, each citing its row in reference-foods.ts): Plantain
// (FNDDS 71900100 Plantain, cooked, no added fat, 1 whole = 235 g; a steamed nendran pazham, where the
// banana key is a raw dessert banana), TroutFry (FNDDS 26151140 Trout, coated, fried, made with oil, 1
// medium trout with the bone removed = 195 g; a Himachali trout fry) and LambRib (FNDDS 23110050 Lamb,
// ribs, cooked, lean and fat eaten, 1 rib with the bone removed = 46 g, taken for one tabak maaz); every
// other item is an existing key. Water is never counted (no energy), nor are the salt of a nun chai or the
// spices of a dish; clock times, "raat 1 baje", "subhan 7 baje", "sector 42", "14 overs", "6 times", "2
// hrs", "7 raid points", "the two nets sessions", "the tea break", "half litre" and "250 ml" as sizes,
// "sunday", "nikah" and place names are no food, and Amul, Aavin, Bovonto and NCA are brand and body names.
// Conventions, as meals-fresh50.ts to meals-fresh71.ts: a katori = 150 g of a dal, curry, stew or curd, 120
// g of a dry sabzi (poriyal, palya, varuval) and 100 g of rice; unquantified dal or curry (mor kuzhambu,
// meen kuzhambu, meen mulakittathu, moru curry, huli, kadhi, rajmah, rogan josh, gushtaba, shahi paneer,
// dalcha, dal tadka, palak dal, chicken sukka, chicken curry, sambar) = a katori (150 g); unquantified dry
// sabzi (urulai varuval, avial, beans palya, palya, cabbage-carrot palya, mix veg, ambal, lauki, chow chow,
// arbi) = a katori (120 g); unquantified rice (saadham, choru, anna, chawal, rice) in a meal = 2 katori,
// 200 g; unquantified dahi, mosaru or curd = a katori (150 g); a roti, phulka or chapathi = 40 g (FNDDS
// 51300175 medium); a tandoori roti = 52 g (rotiLarge); a bajra roti = 55 g of roti (meals-fresh50.ts,
// meals-fresh60.ts); a paratha or porotta = 70 g (FNDDS 51300185); a kulcha = 80 g of naan (meals.ts "2
// kulche" = naan@160); a girda = 90 g of naan (meals-fresh29.ts); a neer dosa = 35 g of dosa
// (meals-fresh27.ts); an appam = 50 g of dosa (earlier sets' 3 appams = 150 g); an idli = 40 g; a fish fry
// = 67 g (fishFry, 1 fried fish steak); a mutta curry = one egg with its gravy, 151.6 g (INDB BFP240);
// sambar saadham = 200 g of rice + a katori of sambar (meals-fresh64.ts); a plate of biryani = 300 g; a
// chutney said without an amount = 1 tbsp; a spoon or an unquantified dab of ghee or makhan = 1 tsp, 5 g,
// and butter spread on bread = 1 tsp a slice (meals-fresh11.ts); a garnish of malai = 1 tbsp, 15 g; a dali
// (lump) of gud = 10 g (meals-fresh13.ts "gud ka ek tukda"); a glass of milk (doodh) = 258 g (250 ml), of
// buffalo milk 258 g of SR26 01108; ml of milk × 244/237 g (FNDDS 11112110), so 300 ml = 308.9 g and 500 ml
// = 514.8 g; a glass of a juice = its key's 250 ml glass; a glass of a sharbat (nannari) = 250 g; ml of a
// soft drink × its FNDDS 31 g per fl oz (29.57 ml), so 250 ml = 262.1 g; CHAI = meals.ts (62 g milk + 60 g
// tea + 1 tsp sugar); a nun chai (Kashmiri salt tea) = a CHAI without sugar (62 g milk + 60 g tea;
// meals-fresh29.ts "noon chai 2 cup" = 124 g milk + 120 g tea); KAAPI = meals.ts filter coffee (100 g milk
// + 50 g decoction as tea + 1 tsp sugar), a by-two coffee half of it (meals-fresh47.ts); a sulaimani = a
// 125 ml tea cup of black tea + 1 tsp sugar (meals-fresh64.ts); LASSI = meals.ts (200 g curd + 3 tsp
// sugar). For every meal, in file order:
// plain:
//  1 saadham = 200 g of FNDDS 56205008 (rice); mor kuzhambu (a curd gravy) unquantified = a katori (150 g)
//    of the kadhi key (FNDDS 41311030, as meals.ts kadhi and meals-fresh62.ts pulissery); urulai varuval
//    (potato fry) = a katori (120 g) of FNDDS 71103030 (alooSabzi); 2 appalam = 2 × 9 g of FNDDS 41311000
//    (papad); "veedu", "madhiyam" (home, noon) no food.
//  2 4 idli = 4 × 40 g (idli, its IFCT recipe); thengai (coconut) chutney said without an amount = 1 tbsp,
//    25.3 g of INDB ASC386 (coconutChutney); sambar = a katori (150 g) of FNDDS 41311020; oru (Tamil 1)
//    kaapi = KAAPI; "team bus" no food.
//  3 1 butter croissant = 1 medium, 57 g of FNDDS 51166000 (croissant); a cappuccino = 1 small, 360 g of
//    FNDDS 92161000 (also its quantity not specified); "beach jog" no food.
//  4 meen kuzhambu (fish in a tamarind gravy) = a katori (150 g) of FNDDS 27150320 (fishCurry); rice = 200
//    g; oru (Tamil 1) fish fry = 67 g of FNDDS 26100140 (fishFry, 1 fried fish steak).
//  5 kappa puzhukku (boiled tapioca mashed with coconut) unquantified = 1 cup, 160 g of FNDDS 71930120
//    (fThreeKappa); meen mulakittathu (Kerala red fish curry) = a katori (150 g) of FNDDS 27150320
//    (fishCurry); "ammachi style" no food.
//  6 oru (Malayalam 1) nendran pazham puzhungiyathu (a steamed ripe plantain) = 1 whole, 235 g of FNDDS
//    71900100 (fSeventyTwoPlantain).
//  7 a veg puff = 1 patty, 115.7 g of INDB BFP545 (fSixVegPuff); a sulaimani = SULAIMANI.
//  8 choru = 200 g of rice; moru curry (Kerala buttermilk curry) = a katori (150 g) of the kadhi key; avial
//    = a katori (120 g) of INDB ASC219 (avial); 1 fish fry = 67 g of FNDDS 26100140 (fishFry).
//  9 anna = 200 g of rice; huli (the Kannada sambar) = a katori (150 g) of FNDDS 41311020 (sambar); beans
//    palya = a katori (120 g) of INDB BFP272 (beansSabzi); ondu (Kannada 1) happala = 9 g of FNDDS 41311000
//    (papad); "doddappa mane" (an uncle's house) no food.
// 10 4 neer dosa = 4 × 35 g = 140 g of FNDDS 55702100 (dosa, as meals-fresh27.ts "mooru neer dose" = 105
//    g); chicken sukka unquantified = a katori (150 g) of FNDDS 27146150 (chickenCurry, as earlier sets'
//    chicken sukka).
// 11 2 gobhi wale parathe = 2 × 101.9 g of INDB ASC100 (fSevenGobhiParatha); dahi = a katori (150 g) of
//    FNDDS 11411100 (curd); "pg", "aunty" no food.
// 12 aloo parathe 2 = 2 × 93.4 g of INDB ASC098 (alooParatha); safed makhan gail (white butter with it) = 1
//    tsp, 5 g of FNDDS 81101000 (butter); lassi ek (Hindi 1) glass = LASSI; "raat 1 baje" no food.
// 13 kadhi = a katori (150 g) of the kadhi key; chawal = 200 g; naal kheera (cucumber on the side) = 100 g
//    of FNDDS 75111000 (cucumber, its side-salad convention).
// 14 bajra roti do (Hindi 2) = 2 × 55 g = 110 g of roti (meals-fresh60.ts "bajre ki do roti"); gud ki dali
//    (a lump of jaggery) = 10 g of FNDDS 91102010 (jaggery, as meals-fresh13.ts "gud ka ek tukda"); ghee
//    unquantified = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 15 bhains ka doodh, ek (1) glass = 258 g of SR26 01108 (buffaloMilk); 10 bheege (soaked) badam = 10 × 1.2
//    g of FNDDS 42101130 (almonds); "akhade" no food.
// 16 2 Kotgarh apples = 2 × 200 g of FNDDS 63101000 (apple, 1 medium); "the two nets sessions" no food.
// 17 kuttu chille, do (Hindi 2) = 2 × 104.4 g of INDB OSR106 (fTwentyEightBuckwheatPancake); chai ka ek (1)
//    cup = CHAI.
// 18 a whole trout fry = 1 medium trout (bone removed), 195 g of FNDDS 26151140 (fSeventyTwoTroutFry); 2
//    rotis = 2 × 40 g of FNDDS 51300175 (roti).
// 19 tahar ek (1) plate = 325.7 g of INDB BFP133 (fThirtyThreeTahar); dahi = a katori (150 g) of curd.
// 20 rajmah = a katori (150 g) of FNDDS 41106010 (rajma); chawal = 200 g; ambal (Dogra sweet-sour pumpkin)
//    = a katori (120 g) of FNDDS 73201020 (fFivePumpkin).
// 21 rice = 200 g; 2 tabak maaz = 2 × 46 g of FNDDS 23110050 (fSeventyTwoLambRib, 1 rib); rogan josh = a
//    katori (150 g) of INDB ASC227 (roganJosh); gushtaba = a katori (150 g) of INDB ASC231
//    (fSixtyThreeGushtaba); "nikah", "my share" no food.
// 22 boiled eggs x4 = 4 × 50 g of FNDDS 31103010 (egg); milk one glass = 258 g of FNDDS 11112110 (milk);
//    "sector 42" no food.
// 23 a blender shake, one item: banana = 126 g of FNDDS 63107010; a whey scoop = 30 g of FNDDS 95230000
//    (whey); 300ml toned milk = 308.9 g of FNDDS 11112110 (milk); "post squats" no food.
// 24 rendu (Tamil 2) sapota = 2 × 170 g of SR26 09313 (fTwentySevenSapodilla).
// 25 chakka pazham, oru (Malayalam 1) cup = 165 g of SR26 09144 (fFortyThreeJackfruit, 1 cup sliced).
// 26 3 kinnows = 3 × 109 g of FNDDS 61125010 (fFortyNineKinnow); "the tea break" (an interval, no tea said)
//    no food.
// 27 2 rusk = 2 × 10 g of FNDDS 51188500 (fFourRusk); a by-two coffee = half a KAAPI (50 g milk + 25 g
//    decoction + 2.1 g sugar, meals-fresh47.ts); "jothe" (with) no food.
// 28 shahi paneer = a katori (150 g) of INDB ASC221 (shahiPaneer); 3 rotis = 3 × 40 g; jeera rice, one
//    katori = 100 g of INDB BFP134 (jeeraRice).
// 29 chicken biryani oru (Tamil 1) plate = 300 g (chickenBiryani, its IFCT recipe); dalcha = a katori (150
//    g) of INDB ASC153 (chanaDalLauki, as meals-fresh64.ts dalcha).
// 30 a whole day: 3 idli = 3 × 40 g; sambar = a katori (150 g); rice = 200 g; sambar = a katori (150 g);
//    palya = a katori (120 g) of FNDDS 75440600 (vegCurry); curd = a katori (150 g); 2 bananas = 2 × 126 g;
//    4 chapathi = 4 × 40 g; chicken curry = a katori (150 g) of FNDDS 27146150; the clock times no food.
// combo:
// 31 chole kulche: kulche do (Punjabi 2) = 2 × 80 g = 160 g of FNDDS 51108100 (naan, meals.ts "2 kulche");
//    chole ik (1) katori = 150 g of FNDDS 41302010 (chole).
// 32 appam-stew: appam 3 = 150 g of FNDDS 55702100 (dosa, as earlier sets' 3 appams = dosa@150); chicken
//    stew 1 katori = 150 g of INDB BFP090 (chickenStew).
// header:
// 33 "NCA lunch" no food: chapathi 2 = 2 × 40 g; palak dal = a katori (150 g) of INDB BFP172
//    (fSixDalPalak); cabbage-carrot palya = a katori (120 g) of INDB ASC181 (cabbagePoriyal); rice = 200 g;
//    mosaru = a katori (150 g) of curd.
// 34 "dhaba dinner just outside panipat, driving home from delhi" no food: dal tadka = a katori (150 g) of
//    FNDDS 41311030 (dal); mix veg = a katori (120 g) of FNDDS 75440600 (vegCurry); 3 tandoori rotis = 3 ×
//    52 g (rotiLarge); one gulab jamun = 40 g (fThirteenGulabJamun).
// addon:
// 35 an egg sandwich, one item: white bread, 2 slices = 2 × 28 g of FNDDS 51101000 (bread); a double-egg
//    omelette = 2 × 55 g of FNDDS 32130010 (omelette, 1 egg).
// 36 two brown bread slices = 2 × 36 g of FNDDS 51300110 (brownBread); Amul butter (a brand) spread thin on
//    them = its generic food, 1 tsp a slice, 2 × 5 g of FNDDS 81101000 (butter, as meals-fresh11.ts "nurpur
//    makhan laga ke 2 slice toast"); "6 am", "room" no food.
// garnish:
// 37 ik (Punjabi 1) glass lassi = LASSI; upar malai di moti parat (a thick layer of malai on top) = 1 tbsp,
//    15 g of FNDDS 12130100 (fFourMalai).
// 38 oru (Tamil 1) plate sambar saadham = 200 g of rice + a katori (150 g) of sambar (meals-fresh64.ts);
//    nei oru spoon mela oothi (a spoon of ghee poured on top) = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// talk:
// 39 "14 overs", "a short run-up", "6 times" no food: thayir saadham oru (Tamil 1) plate = 216.2 g of INDB
//    ASC126 (curdRice).
// 40 "2 hrs", "7 raid points" no food: 4 rotis = 4 × 40 g; lauki unquantified = a katori (120 g) of FNDDS
//    75440600 (vegCurry, as earlier sets' lauki).
// legume:
// 41 togari kaalu (whole red gram) usli by the stated 120 gram = SR26 16102 (fFortyTwoBoiledRedGram, boiled
//    without fat); "gram" is part of the pulse's name once and the unit once; "sanje" (evening) no food.
// 42 bhune chhole (roasted bengal gram) by the stated 45 gram = SR26 16056 (fThirteenRoastedGram); "gram"
//    is part of the pulse's name once and the unit once.
// drinkname:
// 43 nannari, one glass = nannari sharbat, 250 g of INDB OSR008 (fSixNannari); no nannari root; "uchi
//    veyil" (the noon sun) no food.
// 44 kinnow, one glass = kinnow juice, a 250 ml glass, 262 g of FNDDS 61213220 (fTenKinnowJuice); no whole
//    kinnow.
// size:
// 45 Aavin milk, the half litre packet, all of it = 500 ml × 244/237 = 514.8 g of FNDDS 11112110 (milk,
//    toned).
// 46 a 250 ml Bovonto (a grape-flavoured soda) bottle = 8.45 fl oz × 31 g = 262.1 g of FNDDS 92410510
//    (fThirtyThreeLemonSoda, a fruit-flavoured soft drink).
// cooked:
// 47 chow chow (chayote) beside rice = chow chow poriyal, a katori (120 g) of FNDDS 75215511
//    (fSixtyFiveChayote); rice = 200 g.
// 48 arbi (taro) beside phulke = sookhi arbi, a katori (120 g) of INDB BFP263 (arbi); 3 phulke = 3 × 40 g.
// numberword:
// 49 naalu (Malayalam 4) porotta = 4 × 70 g of FNDDS 51300185 (paratha); randu (2) mutta curry = 2 × 151.6
//    g of INDB BFP240 (fThirtyTwoEggCurry, one egg with its gravy each, as meals-fresh60.ts dim er dalna).
// 50 zah (Kashmiri 2) girda = 2 × 90 g of FNDDS 51108100 (naan, as meals-fresh29.ts girda); akh (1) kap nun
//    chai = 62 g of FNDDS 11112110 (milk) + 60 g of FNDDS 92302000 (tea), no sugar (half of
//    meals-fresh29.ts "noon chai 2 cup"); "kandur" (the bread baker), "subhan 7 baje" no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KAAPI = 'kaapi=milk@100+tea@50+sugar';
const BY_TWO = 'byTwoCoffee=milk@50+tea@25+sugar@2.1';
const SULAIMANI = 'sulaimani=tea@125+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH72_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'madurai veedu, madhiyam: saadham, mor kuzhambu, urulai varuval, 2 appalam',
    'tamil plain',
    'saadham=rice:2 morKuzhambu=kadhi urulaiVaruval=alooSabzi appalam=papad:2',
  ],
  [
    '4 idli with thengai chutney n sambar, oru kaapi - t nagar hotel, then the team bus',
    'tamil plain numberword',
    `idli:4 thengaiChutney=coconutChutney sambar ${KAAPI}`,
  ],
  ['pondy white town bakery, post beach jog: 1 butter croissant + a cappuccino', 'south plain', 'croissant cappuccino'],
  [
    'pondicherry mess: meen kuzhambu, rice, oru fish fry',
    'tamil plain numberword',
    'meenKuzhambu=fishCurry rice:2 fishFry',
  ],
  [
    'kappa puzhukku n meen mulakittathu, kottayam, ammachi style',
    'kerala plain',
    'kappaPuzhukku=fThreeKappa meenMulakittathu=fishCurry',
  ],
  [
    'oru nendran pazham puzhungiyathu, morning session-nu munpe',
    'kerala fruit plain numberword',
    'nendran=fSeventyTwoPlantain',
  ],
  ['thrissur bakery after nets: veg puff and a sulaimani', 'kerala bakery plain', `vegPuff=fSixVegPuff ${SULAIMANI}`],
  [
    'kaloor hostel mess: choru, moru curry, avial, 1 fish fry',
    'kerala hostel plain',
    'choru=rice:2 moruCurry=kadhi avial fishFry',
  ],
  [
    'dharwad, doddappa mane: anna-huli, beans palya, ondu happala',
    'kannada plain numberword',
    'anna=rice:2 huli=sambar beansPalya=beansSabzi happala=papad',
  ],
  ['udupi side hotel: 4 neer dosa n chicken sukka', 'kannada plain', 'neerDosa=dosa@140 chickenSukka=chickenCurry'],
  [
    'mohali pg mein aunty ke 2 gobhi wale parathe te dahi',
    'punjabi plain',
    'gobhiParathe=fSevenGobhiParatha:2 dahi=curd',
  ],
  [
    'murthal, raat 1 baje: aloo parathe 2, safed makhan gail, lassi ek glass',
    'haryana plain numberword',
    `alooParathe=alooParatha:2 makhan=butter ${LASSI}`,
  ],
  ['jalandhar, bebe ne kadhi chawal banaye, naal kheera', 'punjabi plain', 'kadhi chawal=rice:2 kheera=cucumber'],
  [
    'bajra roti do, gud ki dali aur ghee - jhajjar, gaam mein',
    'haryana plain numberword',
    'bajraRoti=roti@110 gud=jaggery@10 ghee',
  ],
  [
    'sonipat akhade se aake bhains ka doodh, ek glass, aur 10 bheege badam',
    'haryana plain numberword',
    'bhainsDoodh=buffaloMilk badam=almonds:10',
  ],
  ['2 kotgarh apples between the two nets sessions, shimla camp', 'himachal fruit plain', 'apples=apple:2'],
  [
    'kalpa mein nani ke haath ke kuttu chille, do, saath chai ka ek cup',
    'himachal plain numberword',
    `kuttuChille=fTwentyEightBuckwheatPancake:2 ${CHAI}`,
  ],
  [
    'riverside dhaba at barot - a whole trout fry and 2 rotis',
    'himachal plain',
    'troutFry=fSeventyTwoTroutFry rotis=roti:2',
  ],
  [
    'srinagar, khala ke ghar: tahar ek plate aur dahi',
    'kashmiri plain numberword',
    'tahar=fThirtyThreeTahar dahi=curd',
  ],
  ['jammu, bua ke ghar: rajmah, chawal aur ambal', 'north plain', 'rajmah=rajma chawal=rice:2 ambal=fFivePumpkin'],
  [
    "wazwan at a cousin's nikah in srinagar, my share: rice, 2 tabak maaz, rogan josh, gushtaba",
    'kashmiri plain',
    'rice:2 tabakMaaz=fSeventyTwoLambRib:2 roganJosh gushtaba=fSixtyThreeGushtaba',
  ],
  ['sector 42 gym over - boiled eggs x4, milk one glass', 'gym plain', 'boiledEggs=egg:4 milk'],
  ['blender shake post squats - banana, whey scoop, 300ml toned milk', 'gym plain', 'shake=banana+whey+milk@308.9'],
  ['rendu sapota, session break la', 'tamil fruit plain numberword', 'sapota=fTwentySevenSapodilla:2'],
  [
    'chakka pazham, oru cup, from the tree behind the house',
    'kerala fruit plain numberword',
    'chakkaPazham=fFortyThreeJackfruit',
  ],
  ['3 kinnows from abohar during the tea break', 'punjabi fruit plain', 'kinnows=fFortyNineKinnow:3'],
  ['2 rusk, by-two coffee jothe - jayanagar iyengar bakery', 'kannada bakery plain', `rusk=fFourRusk:2 ${BY_TWO}`],
  [
    'bathinda hostel dinner: shahi paneer, 3 rotis, and jeera rice, just one katori',
    'punjabi hostel plain',
    'shahiPaneer rotis=roti:3 jeeraRice',
  ],
  [
    'ambur star biryani kadai: chicken biryani oru plate, kooda dalcha',
    'tamil plain numberword',
    'chickenBiryani dalcha=chanaDalLauki',
  ],
  [
    'full day at NCA bengaluru: 7am 3 idli w sambar | 1pm rice, sambar, palya, curd | 5pm 2 bananas | 9pm 4 chapathi + chicken curry',
    'kannada hostel plain multi',
    'idli:3 sambar rice:2 sambar palya=vegCurry curd banana:2 chapathi=roti:4 chickenCurry',
  ],
  // combinations named with their own parts
  [
    'chole kulche, model town ludhiana: kulche do, chole ik katori',
    'punjabi combo numberword',
    'kulche=naan@160 chole',
  ],
  ['appam-stew, ernakulam veedu, sunday: appam 3, chicken stew 1 katori', 'kerala combo', 'appam=dosa@150 chickenStew'],
  // headers naming the meal, then its list
  [
    'NCA lunch → chapathi 2, palak dal, cabbage-carrot palya, rice, mosaru',
    'kannada hostel header',
    'chapathi=roti:2 palakDal=fSixDalPalak palya=cabbagePoriyal rice:2 mosaru=curd',
  ],
  [
    'dhaba dinner just outside panipat, driving home from delhi → dal tadka, mix veg, 3 tandoori rotis, one gulab jamun',
    'haryana header',
    'dalTadka=dal mixVeg=vegCurry tandooriRotis=rotiLarge:3 gulabJamun=fThirteenGulabJamun',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'kerala bakery egg sandwich: bread (white, 2 slices), double-egg omelette between them',
    'kerala addon',
    'eggSandwich=bread:2+omelette:2',
  ],
  [
    'amul butter spread thin on two brown bread slices, 6 am, room',
    'north addon numberword',
    'brownBread:2 amulButter=butter:2',
  ],
  // an ingredient or garnish that is not a full serving
  ['ik glass lassi, upar malai di moti parat - amritsar', 'punjabi garnish numberword', `${LASSI} malai=fFourMalai`],
  ['oru plate sambar saadham, nei oru spoon mela oothi', 'tamil garnish numberword', 'sambar saadham=rice:2 nei=ghee'],
  // food amid match or training talk
  [
    'chepauk nets: 14 overs off a short run-up, beat the bat 6 times; then thayir saadham, oru plate',
    'tamil talk numberword',
    'thayirSaadham=curdRice',
  ],
  [
    '2 hrs of kabaddi practice, 7 raid points in the scrimmage - then 4 rotis and lauki at home',
    'haryana talk',
    'rotis=roti:4 lauki=vegCurry',
  ],
  // legume words next to the unit gram
  ['togari kaalu (whole red gram) usli, 120 gram, sanje', 'kannada legume', 'togariKaalu=fFortyTwoBoiledRedGram@120'],
  [
    'bhune chhole (roasted bengal gram), 45 gram, jeb ch rakhe si - nets de break ch',
    'punjabi legume',
    'bhuneChhole=fThirteenRoastedGram@45',
  ],
  // drinks named after their main ingredient
  ['madurai, uchi veyil: nannari, one glass', 'tamil drinkname', 'nannari=fSixNannari'],
  ['kinnow, one glass, fazilka bus stand stall', 'punjabi drinkname', 'kinnow=fTenKinnowJuice'],
  // a milk packet size and a bottle size
  ['aavin milk, the half litre packet, full-a kudichen', 'tamil size', 'aavinMilk=milk@514.8'],
  ['a 250 ml bovonto glass bottle from the karur petti kadai', 'tamil size', 'bovonto=fThirtyThreeLemonSoda@262.1'],
  // a raw vegetable word beside a bread or rice means the cooked dish
  ['chow chow with rice, trichy hostel', 'tamil cooked', 'chowChow=fSixtyFiveChayote rice:2'],
  ['arbi n 3 phulke, mummy ne pack kita', 'punjabi cooked', 'arbi phulke=roti:3'],
  // counts in number words
  [
    'hostel mess, thrissur: naalu porotta, koode randu mutta curry',
    'kerala numberword',
    'porotta=paratha:4 muttaCurry=fThirtyTwoEggCurry:2',
  ],
  [
    'zah girda ti akh kap nun chai, kandur, subhan 7 baje',
    'kashmiri numberword',
    'girda=naan:2 nunChai=milk@62+tea@60',
  ],
];
