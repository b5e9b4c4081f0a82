// Benchmark meals written on 2026-11-25 blind, as the sixty-ninth blind set after meals-fresh.ts to
// meals-fresh68.ts (the sets in this tree), without running the engine or reading its code or
// knowledge. Each sentence is one log message as an Indian cricketer or athlete would type it to a
// food-tracking chat, themed on everyday home food across the regions, each in its state's own words
// (Uttar Pradesh: Prayagraj, Kanpur, Lucknow; Bihar: Darbhanga; Punjab: Ludhiana and the NIS Patiala
// mess; Delhi's Chandni Chowk; Bengal: Kolkata; Odisha: Salepur and an Odia home thali; Assam: Jorhat;
// Gujarat: Vadodara, Ahmedabad; Maharashtra: Satara, Kolhapur, Mumbai's Marine Drive, Nagpur;
// Karnataka: Mysuru, a Bengaluru darshini, Chinnaswamy; Andhra: Vijayawada, Guntur, Atreyapuram;
// Telangana: Warangal, Secunderabad; Tamil Nadu: Coimbatore, a Chennai hostel; Kerala: Thrissur,
// Kozhikode, Kumarakom), hostel messes, street stalls and carts, gym plates and a shake, a track
// session and a trial; terse and chatty, with training, match and travel talk and abbreviations
// (ST stand, u-23, 1/28, 10 x 200 m, n), in plain English and Hinglish and romanised Punjabi,
// Bengali, Assamese, Gujarati, Marathi, Telugu, Tamil, Malayalam and Odia (22 of 50, 44 %, not plain English). Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was written new and checked against the earlier sets' 3,985 texts (meals.ts,
// meals-structural.ts, meals-generalise.ts and meals-fresh*.ts: character similarity, word overlap and
// shared runs of four words), and rewritten where it came near one (first drafts of "bebe de haath de
// 2 mooli de parathe te ik katori dahi" and then "naal ik katori dahi"; "bari te dupure: bhaat, musur
// dal, jhinge'r torkari ar ekta machh bhaja"; chhena poda "on the way to cuttack" and then "in the car
// to cuttack"; "dudhi chana ni dal, 4 rotli ane ek glass chhaas" in Vadodara; "3 bharli vangi ani don
// bhakri"; chitranna "one plate, plus a katori mosaru"; "annam, tomato pappu, bendakaya vepudu"; "matta
// choru, sambar, cabbage thoran" and then "and a katori of cabbage thoran"; "jeera rice 1 katori" at
// the NIS mess; "semiya upma one plate n 2 vadai"; a gym plate of "200 g grilled chicken, 150 g brown
// rice, 1 cup broccoli" and then "200 g roasted chicken breast, 1 sweet potato"; "bhurji of 4 egg
// whites + 2 whole eggs, 2 slices brown bread"; "1 scoop whey 250 ml toned milk" and then "in 250 ml
// toned milk"; "sabudana khichdi ek bowl ani ek kela"; "2 aloo ke parathe aur ek katori dahi"; "2 egg
// dosa from the thela outside" Secunderabad station; "4 te kochuri ar cholar dal" and then "sunday
// breakfast at home"; "puri-bhaji at the kolhapur bus stand"; "hostel mess dinner → 3 chapati, chana
// dal, bhindi"; an Odia header "bhata, dalma, saga bhaja, machha besara"; a cheese-chutney sandwich of
// "2 slices white bread, 1 cheese slice", then an egg sandwich of "2 white bread + 1 fried egg" and
// "beech mein ek fried egg"; "britannia brown bread ke 2 slice, amul butter laga ke", then "2 slices
// with amul butter" and "amul butter on both"; "sheera ek vati, varun 4 kaju"; "5k in 23:40 then
// 8x60m sprints. post: 3 idli n sambar", then "ven pongal, 1 plate" and "ven pongal with a medu vada";
// "kali urad (whole black gram) ubli hui, 80 gram, namak nimbu ke saath"; "nagpur ke santre ka juice,
// ek glass, fresh nikala"; "tarbooj ka juice at the stall outside the ground" and "bel sharbat ek
// glass, varanasi ki garmi mein"; "haldiram's aloo bhujia, 200 g pack, i had a quarter", "kurkure
// masala munch 90 g pack" and nachos "on the team bus"; "thums up 750 ml bottle split three ways";
// "hostel mein tinda aur 3 roti"; "tinte ruti ar duto dim sedho"); a draft of one slice of chhena poda
// alone was the same meal as an earlier text and now has its cup of cha; the final texts share no run
// of four words with an earlier set.
// Mix (50): 30 plain everyday logs (home food of Uttar Pradesh, Bihar, Punjab, Bengal, Odisha, Assam,
// Gujarat, Maharashtra, Karnataka, Andhra, Telangana, Tamil Nadu and Kerala, two hostel messes, street
// stalls in Delhi, Mumbai, Bengaluru and Secunderabad, regional sweets and snacks, a fast day, three
// gym plates and a shake) and 20 over the ten hard classes, two each: combinations named with their
// own parts (combo: pesarattu-upma, puri-bhaji), headers naming the meal then its list (header: a mess
// dinner, an Odia home meal), a sandwich with its filling and a brand with its generic food (addon: an
// egg sandwich, English Oven brown bread with Amul butter), an ingredient or garnish that is not a full
// serving (garnish: badam on shiro, grated coconut on uppumavu), food amid match or training talk whose
// numbers are no food (talk: U-23 trials, a track session), legume names with "gram" next to a weight
// in grams (legume: boiled bengal gram, boiled green gram), drinks named after their main ingredient
// (drinkname: santra juice, aam panna), stated sizes (size: a 60 g nachos pack, a 600 ml Sprite
// bottle), the cooked dish meant by a raw word beside a bread or rice (cooked: tinda, keerai) and
// counts in number words (numberword: Malayalam and Bengali; Punjabi, Bengali, Marathi, Tamil, Hindi,
// Telugu and Malayalam number words also appear in plain, combo, addon, garnish and cooked meals,
// tagged so).
// No new reference foods: every item is an existing key. Water is never counted, nor are the nimbu
// masala on a bhutta, the salt, chutney or ice that a text leaves out, or the spices of a dish; clock
// and split times, "u-23", "7 overs", "1/28", "2 catches", "10 x 200 m", "38-40 s", "90 s rest", "ST
// stand", "600 ml" as a bottle's size, place names, "upvasacha divas" (a fast day), "chest day", "leg
// day" and "net session" are no food, and English Oven, Amul, Cornitos and Sprite are brand names.
// Conventions, as meals-fresh50.ts to meals-fresh68.ts: a katori (vati, vaati, bati) = 150 g of a dal,
// curry, kheer, halwa or curd, 120 g of a dry sabzi (shaak, bhaji, torkari, poriyal, thoran, fry,
// bhaja, vepudu) and 100 g of rice; unquantified dal or curry (arhar daal, musurir dal, paruppu, pappu,
// maati mah'r dail, sambar, dalma, cholar dal, machha besara, kaale chane, veg kurma, sagu) = a katori
// (150 g); unquantified dry sabzi (kaddu, aloo-baigan bhujia, jhinge torkari, lai xaak, ringan bateta,
// bendakaya fry, vazhakkai poriyal, bhindi, saga bhaja, bhaji, tinda, keerai) = a katori (120 g);
// unquantified rice (bhaat, bhat, bhata, annam, sadham, matta choru) in a meal = 2 katori, 200 g; a
// roti, rotli or chapati = 40 g (FNDDS 51300175 medium); a jowar bhakri or jonna rotte = 55 g of roti
// (meals-fresh50.ts); a puri or kochuri = 36 g (FNDDS 51300180; meals-fresh33.ts took a kochuri for a
// puri); a fried fish (pabda bhaja, karimeen pollichathu) = 67 g (fishFry, its convention); an appam or
// kallappam = 50 g of dosa (meals.ts "3 appam" = dosa@150); a plate of upma = 200 g (meals.ts "upma
// one plate"); a plate of semiya upma = 170 g (vermicelliUpma); a plate of pongal = 250 g of khichdi
// (meals.ts "pongal 1 plate"); a chutney said without an amount = 1 tbsp; butter on a slice of bread =
// 1 tsp, 5 g (meals-fresh61.ts butter toast); a garnish of grated coconut = 10 g (fThreeCoconut); a
// glass of chaas = 250 g; a glass of a juice or sharbat = its key's glass; ml of milk × 244/237 g
// (FNDDS 11112110), so 250 ml = 257.4 g; ml of a soft drink × its FNDDS 31 g per fl oz (29.57 ml), so
// 600 ml = 628.9 g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for cha and chaya. For
// every meal, in file order:
// plain:
//  1 4 roti = 4 × 40 g; arhar daal = a katori (150 g) of FNDDS 41311030 (dal); kaddu ki sabzi = a
//    katori (120 g) of FNDDS 73201020 (fFivePumpkin); "prayagraj home food" no food.
//  2 bhaat = 200 g of FNDDS 56205008 (rice); daal = a katori (150 g) of FNDDS 41311030; aloo-baigan
//    bhujia = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant, the brinjal-sabzi proxy); a papad
//    = 9 g of FNDDS 41311000 (papad); "darbhanga, at maa's" no food.
//  3 do (Punjabi 2) mooli parothe = 2 × 100 g of INDB ASC099 (fSevenMooliParatha, 1 parantha); dahi ik
//    (Punjabi 1) katori = 150 g of FNDDS 11411100 (curd); "bebe ne ... banaye", "ludhiana" no food.
//  4 bhaat = 200 g of rice; musurir dal = a katori (150 g) of FNDDS 41311030 (dal); jhinge (ridge gourd)
//    torkari = a katori (120 g) of FNDDS 75220101 (fTwentyTwoLuffa); ekta (Bengali 1) pabda bhaja = 67 g
//    of FNDDS 26100140 (fishFry); "kolkata bari, dupurer khabar" no food.
//  5 chhena poda, one slice = 74.2 g of INDB OSR022 (fThreeChhenaPoda); cha = CHAI; "salepur halt",
//    "cuttack next" no food.
//  6 bhat = 200 g of rice; maati mah'r dail (whole black gram) = a katori (150 g) of INDB ASC159
//    (fSixWholeUrad, whose names include maah); lai xaak (mustard greens) = a katori (120 g) of FNDDS
//    72122221 (fSixMustardGreens); "ma'r ranna" (mother's cooking) no food.
//  7 ringan bateta nu shaak = a katori (120 g) of FNDDS 75217020 (fTwentyOneEggplant, its ringan nu
//    shaak proxy); 4 rotli = 4 × 40 g of roti; chhaas ek glass = 250 g of FNDDS 11115100 (buttermilk).
//  8 teen (Marathi 3) bharli vangi = 3 × 55.4 g of INDB ASC187 (fSevenBharliVangi, 1 brinjal); jowarichi
//    bhakri don (Marathi 2) = 2 × 55 g = 110 g of roti; "satara ghari jevan" no food.
//  9 chitranna, a full plate = 319.2 g of INDB ASC124 (fSixLemonRice, its plate); mosaru 1 katori = 150
//    g of FNDDS 11411100 (curd).
// 10 annam = 200 g of rice; mamidikaya (raw mango) pappu = a katori (150 g) of FNDDS 41311030 (dal);
//    bendakaya fry = a katori (120 g) of INDB BFP269 (bhindiFry).
// 11 2 jonna rottelu = 2 × 55 g = 110 g of roti (the jowar bhakri convention); palli chutney, no amount
//    = 1 tbsp, 21 g of INDB ASC385 (fSixPeanutChutney).
// 12 sadham = 200 g of rice; paruppu = a katori (150 g) of FNDDS 41311030 (dal); vazhakkai poriyal = a
//    katori (120 g) of FNDDS 71900200 (fTwentyOneRawBanana, whose row names vazhakkai).
// 13 matta choru = 200 g of rice (parboiled rice as rice, as meals-fresh68.ts ukde xitt); sambar = a
//    katori (150 g) of FNDDS 41311020; cabbage thoran (1 katori) = 120 g of INDB ASC181
//    (cabbagePoriyal).
// 14 3 roti = 3 × 40 g; kaale chane = a katori (150 g) of INDB ASC161 (blackChanaCurry); jeera rice one
//    katori = 100 g of INDB BFP134 (jeeraRice); "NIS patiala mess" no food.
// 15 semiya upma plate onnu (Tamil 1) = 170 g of INDB BFP040 (vermicelliUpma, its plate); medu vadai
//    rendu (Tamil 2) = 2 × 40 g of FNDDS 58175000 (vada).
// 16 2 aloo tikki = 2 × 55 g of FNDDS 71503010 (fFiftyFourAlooTikki); no chutney.
// 17 one bhutta = 105 g of FNDDS 75216111 (fSixteenBhutta, 1 ear); nimbu masala not counted; "evening
//    nets" no food.
// 18 3 set dose = 3 × 80 g of FNDDS 55702100 (dosa, 1 medium); sagu (vegetable curry) = a katori (150
//    g) of FNDDS 75440600 (vegCurry); "darshini near the ground" no food.
// 19 paneer 100 g raw cubes = IFCT L003 (paneer); 2 boiled eggs = 2 × 50 g of FNDDS 31103010 (egg);
//    cucumber slices = a side salad, 100 g of FNDDS 75111000 (cucumber).
// 20 egg white bhurji of 5 whites = 5 × 36 g of FNDDS 32400065 (eggWhiteOmelette, 1 egg white); 1
//    multigrain toast = 36 g of FNDDS 51601020 (fTwelveMultigrainBread); "post leg day" no food.
// 21 whey, one scoop = 30 g of FNDDS 95230000 (whey); toned milk 250 ml = 257.4 g of FNDDS 11112110
//    (milk); a banana = 126 g of FNDDS 63107010; "chest day done" no food.
// 22 2 ta rosogolla = 2 × 60 g of INDB BFP392 (fSevenRasgulla, with its syrup); "raater khabar por"
//    (after dinner) no food.
// 23 2 pazham pori = 2 × 70 g of FNDDS 53415200 (fSevenPazhamPori); a chaya = CHAI.
// 24 2 putharekulu rolls = 2 × 53.5 g of INDB OSR015 (fThirteenPutharekulu); "godavari bus" no food.
// 25 2 methi khakhra = 2 × 75.7 g of INDB OSR102 (fTwentyTwoKhakhra); chai = CHAI.
// 26 ek bowl sabudana khichdi = 271.4 g of INDB OSR099 (sabudanaKhichdi, its bowl); var (also) ek kela
//    = 126 g of FNDDS 63107010 (banana); "upvasacha divas" no food.
// 27 do (Hindi 2) aloo paranthe = 2 × 93.4 g of INDB ASC098 (alooParatha); dahi ek katori = 150 g of
//    curd; "kanpur, mummy ke" no food.
// 28 2 egg dosalu = 2 × 80 g of FNDDS 55702100 (dosa) + 2 × 55 g of FNDDS 32130010 (omelette, 1 egg
//    spread on each); "secunderabad station bandi" (cart) no food.
// 29 4 kochuri = 4 × 36 g of FNDDS 51300180 (puri); cholar dal = a katori (150 g) of INDB OSR142
//    (channaDal).
// 30 karimeen pollichathu one = 67 g of FNDDS 26100140 (fishFry); 2 kallappam = 2 × 50 g = 100 g of
//    FNDDS 55702100 (dosa); "kumarakom" no food.
// combo:
// 31 pesarattu-upma: rendu (Telugu 2) pesarattu = 2 × 80 g of INDB OSR103 (pesarattu); the upma inside,
//    no amount = 1 cup, 170 g of FNDDS 58174000 (upma); "guntur hotel lo" no food.
// 32 puri-bhaji: 5 puri = 5 × 36 g of FNDDS 51300180; the bhaji (dry potato) = a katori (120 g) of
//    INDB ASC178 (fFiftyEightSookheAloo); "kolhapur ST stand" no food.
// header:
// 33 "mess ka dinner" no food: chapati 3 = 3 × 40 g of roti; chana dal = a katori (150 g) of INDB
//    OSR142 (channaDal); bhindi = a katori (120 g) of INDB BFP269 (bhindiFry); chawal ek katori = 100 g
//    of rice.
// 34 "odia ghara khana" (Odia home food) no food: bhata = 200 g of rice; dalma = a katori (150 g) of
//    INDB OSR141 (dalma); machha besara (fish in mustard) = a katori (150 g) of FNDDS 27150320
//    (fishCurry); saga bhaja = a katori (120 g) of FNDDS 72125217 (spinachCooked, its greens proxy).
// addon:
// 35 an egg sandwich, one item: do (Hindi 2) bread slice = 2 × 28 g of FNDDS 51101000 (bread) + ek
//    fried egg = 55 g of FNDDS 31105030 (friedEgg); "mess se ... banaya" no food.
// 36 English Oven (a bread brand) brown bread, two slices = 2 × 36 g of its generic whole wheat bread,
//    FNDDS 51300110 (brownBread); Amul (a dairy brand) butter on each = 2 × 5 g of FNDDS 81101000
//    (butter); "before the morning drive" no food.
// garnish:
// 37 shiro (sooji halwa) ek vaati = 150 g of INDB ASC293 (sujiHalwa); upar 5 badam ni kataran = 5 ×
//    1.2 g of FNDDS 42101130 (almonds, 1 almond).
// 38 uppumavu oru (Malayalam 1) plate = 200 g of FNDDS 58174000 (upma); mele kurachu thenga
//    chirakiyathu (a little grated coconut on top) = 10 g of SR26 12104 (fThreeCoconut, its garnish).
// talk:
// 39 "u-23 trials at chinnaswamy", "7 overs", "1/28", "2 catches" no food: 2 chapati = 2 × 40 g; ek
//    katori veg kurma = 150 g of FNDDS 75440600 (vegCurry).
// 40 "10 x 200 m repeats", "38-40 s", "90 s rest" no food: ven pongal, no amount = 1 plate, 250 g of
//    FNDDS 41311040 (khichdi, as meals.ts pongal); one medu vada = 40 g of FNDDS 58175000 (vada).
// legume:
// 41 senagalu (bengal gram) udikinchinavi (boiled) by the stated 100 gram = FNDDS 41302020
//    (chickpeasBoiled, from dried, no added fat); "gram" is the unit once and part of the pulse's name
//    once; "evening snack" no food.
// 42 pachai payaru (green gram) vega vachathu (boiled) by the stated 120 gram = SR26 16081
//    (fNineteenMungBoiled); "gram" is the unit once and part of the pulse's name once; "before net
//    session" no food.
// drinkname:
// 43 santra (orange) juice, one glass = 262 g of FNDDS 61210010 (mosambiJuice, orange juice freshly
//    squeezed); no orange as fruit; "street cart wala" no food.
// 44 kacche aam ka panna (raw mango drink), ek glass = 1 tall glass, 268.5 g of INDB ASC005 (aamPanna);
//    no mango as fruit; "lucknow ki loo mein" (in the hot wind) no food.
// size:
// 45 Cornitos nachos by the stated 60 g pack, all of it = FNDDS 54401085 (tortillaChips).
// 46 Sprite, the full 600 ml bottle = 20.29 fl oz × 31 g = 628.9 g of FNDDS 92410510
//    (fThirtyThreeLemonSoda, whose row names Sprite).
// cooked:
// 47 tinda beside roti = tinda sabzi, a katori (120 g) of FNDDS 75233027 (fNineteenTinda); roti teen
//    (Hindi 3) = 3 × 40 g; "raat ko hostel" no food.
// 48 keerai beside sadham = keerai poriyal, a katori (120 g) of FNDDS 72125217 (spinachCooked); sadham
//    = 200 g of rice; "lunch at patti's" no food.
// numberword:
// 49 moonnu (Malayalam 3) dosa = 3 × 80 g of FNDDS 55702100; randu (Malayalam 2) uzhunnu vada = 2 × 40
//    g of FNDDS 58175000 (vada); kurachu chammanthi = 1 tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 50 charte (Bengali 4) ruti = 4 × 40 g of roti; duto (Bengali 2) dim sedho (boiled eggs) = 2 × 50 g of
//    FNDDS 31103010 (egg); "raat e", "mess e" no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAYA = 'chaya=milk@62+tea+sugar';
const CHA = 'cha=milk@62+tea+sugar';

export const FRESH69_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'prayagraj home food: 4 roti, arhar daal and kaddu ki sabzi',
    'up plain',
    'roti:4 arharDaal=dal kadduSabzi=fFivePumpkin',
  ],
  [
    "darbhanga, at maa's: bhaat, daal, aloo-baigan bhujia and a papad",
    'bihar plain',
    'bhaat=rice:2 daal=dal alooBaigan=fTwentyOneEggplant papad',
  ],
  [
    'bebe ne mooli bhar ke do parothe banaye, dahi vi ik katori - ludhiana',
    'punjabi plain numberword',
    'mooliParothe=fSevenMooliParatha:2 dahi=curd',
  ],
  [
    'kolkata bari, dupurer khabar: bhaat, musurir dal, jhinge torkari, ekta pabda bhaja',
    'bengali plain numberword',
    'bhaat=rice:2 musurirDal=dal jhinge=fTwentyTwoLuffa pabdaBhaja=fishFry',
  ],
  [
    'salepur halt: chhena poda, one slice, plus cha, cuttack next',
    'odia sweet travel plain',
    `chhenaPoda=fThreeChhenaPoda ${CHA}`,
  ],
  [
    "jorhat, ma'r ranna: bhat, maati mah'r dail aru lai xaak",
    'assamese plain',
    'bhat=rice:2 maatiMah=fSixWholeUrad laiXaak=fSixMustardGreens',
  ],
  [
    'vadodara ghare: ringan bateta nu shaak, 4 rotli, chhaas ek glass',
    'gujarati plain',
    'ringanBateta=fTwentyOneEggplant rotli=roti:4 chhaas=buttermilk',
  ],
  [
    'satara ghari jevan - teen bharli vangi, jowarichi bhakri don',
    'marathi plain numberword',
    'bharliVangi=fSevenBharliVangi:3 bhakri=roti@110',
  ],
  [
    "mysuru, amma's chitranna, a full plate, with mosaru on the side (1 katori)",
    'karnataka plain',
    'chitranna=fSixLemonRice mosaru=curd',
  ],
  [
    'vijayawada, sunday: annam, mamidikaya pappu, bendakaya fry',
    'andhra plain',
    'annam=rice:2 mamidikayaPappu=dal bendakaya=bhindiFry',
  ],
  [
    "warangal, at ammamma's: 2 jonna rottelu with palli chutney",
    'telangana plain',
    'jonnaRottelu=roti@110 palliChutney=fSixPeanutChutney',
  ],
  [
    'coimbatore home lunch: sadham, paruppu, vazhakkai poriyal',
    'tamilnadu plain',
    'sadham=rice:2 paruppu=dal vazhakkai=fTwentyOneRawBanana',
  ],
  [
    "thrissur, amma's lunch: matta choru with sambar, plus cabbage thoran (1 katori)",
    'kerala plain',
    'mattaChoru=rice:2 sambar thoran=cabbagePoriyal',
  ],
  [
    'NIS patiala mess: 3 roti, kaale chane, jeera rice one katori',
    'punjab hostel plain',
    'roti:3 kaaleChane=blackChanaCurry jeeraRice',
  ],
  [
    'chennai hostel mess tiffin - semiya upma plate onnu, medu vadai rendu',
    'tamil hostel plain numberword',
    'semiyaUpma=vermicelliUpma vadai=vada:2',
  ],
  ['2 aloo tikki from the chandni chowk bhaiya, no chutney', 'delhi street plain', 'alooTikki=fFiftyFourAlooTikki:2'],
  ['one bhutta at marine drive with nimbu masala, after evening nets', 'mumbai street plain', 'bhutta=fSixteenBhutta'],
  ['darshini near the ground: 3 set dose with sagu', 'karnataka street plain', 'setDose=dosa:3 sagu=vegCurry@150'],
  ['gym plate: paneer 100 g raw cubes, 2 boiled eggs, cucumber slices', 'gym plain', 'paneer@100 egg:2 cucumber'],
  [
    'egg white bhurji (5 whites) + 1 multigrain toast, post leg day',
    'gym plain',
    'bhurji=eggWhiteOmelette:5 toast=fTwelveMultigrainBread',
  ],
  [
    'chest day done. shake: whey, one scoop, toned milk 250 ml, plus a banana',
    'gym plain',
    'whey tonedMilk=milk@257.4 banana',
  ],
  ['raater khabar por 2 ta rosogolla, kolkata', 'bengali sweet plain', 'rosogolla=fSevenRasgulla:2'],
  ['kozhikode beach: 2 pazham pori and a chaya', 'kerala snack plain', `pazhamPori=fSevenPazhamPori:2 ${CHAYA}`],
  [
    'atreyapuram putharekulu, 2 rolls, on the godavari bus',
    'andhra sweet travel plain',
    'putharekulu=fThirteenPutharekulu:2',
  ],
  ['ahmedabad morning: 2 methi khakhra and chai', 'gujarat snack plain', `khakhra=fTwentyTwoKhakhra:2 ${CHAI}`],
  ['upvasacha divas: ek bowl sabudana khichdi, var ek kela', 'marathi plain', 'sabudanaKhichdi kela=banana'],
  [
    'kanpur, mummy ke aloo paranthe, do khaye, dahi ek katori saath me',
    'hindi plain numberword',
    'alooParathe=alooParatha:2 dahi=curd',
  ],
  ['secunderabad station bandi: 2 egg dosalu', 'telangana street plain', 'eggDosa=dosa:2+omelette:2'],
  ['kolkata sunday, at home: 4 kochuri with cholar dal', 'bengal plain', 'kochuri=puri:4 cholarDal=channaDal'],
  ['kumarakom, karimeen pollichathu one and 2 kallappam', 'kerala plain', 'karimeen=fishFry kallappam=dosa@100'],
  // combinations named with their own parts
  ['pesarattu-upma, rendu pesarattu, guntur hotel lo', 'telugu combo numberword', 'pesarattu:2 upma'],
  ['kolhapur ST stand: puri-bhaji, 5 puri', 'marathi travel combo', 'puri:5 bhaji=fFiftyEightSookheAloo'],
  // headers naming the meal, then its list
  [
    'mess ka dinner → chapati 3, chana dal, bhindi, chawal ek katori',
    'hindi hostel header',
    'chapati=roti:3 chanaDal=channaDal bhindi=bhindiFry chawal=rice',
  ],
  [
    'odia ghara khana → bhata, dalma, machha besara, saga bhaja',
    'odia header',
    'bhata=rice:2 dalma sagaBhaja=spinachCooked machhaBesara=fishCurry',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'mess se egg sandwich banaya: do bread slice aur andar ek fried egg',
    'hindi hostel addon numberword',
    'eggSandwich=bread:2+friedEgg',
  ],
  [
    'two english oven brown bread slices, each with amul butter, before the morning drive',
    'brand addon',
    'brownBread:2 butter:2',
  ],
  // an ingredient or garnish that is not a full serving
  ['shiro ek vaati, upar 5 badam ni kataran', 'gujarati garnish', 'shiro=sujiHalwa badam=almonds:5'],
  [
    'uppumavu oru plate, mele kurachu thenga chirakiyathu',
    'malayalam garnish numberword',
    'uppumavu=upma@200 thenga=fThreeCoconut',
  ],
  // food amid match or training talk
  [
    'u-23 trials at chinnaswamy: 7 overs, 1/28, 2 catches. lunch: 2 chapati + ek katori veg kurma',
    'karnataka talk',
    'chapati=roti:2 vegKurma=vegCurry@150',
  ],
  [
    '10 x 200 m repeats on the track, 38-40 s each, 90 s rest. recovery: ven pongal plus one medu vada',
    'tamilnadu gym talk',
    'venPongal=khichdi@250 meduVada=vada',
  ],
  // legume words next to the unit gram
  ['senagalu (bengal gram) udikinchinavi, 100 gram, evening snack', 'telugu legume', 'senagalu=chickpeasBoiled@100'],
  [
    'pachai payaru (green gram) vega vachathu, 120 gram, before net session',
    'tamil legume',
    'pachaiPayaru=fNineteenMungBoiled@120',
  ],
  // drinks named after their main ingredient
  ['nagpur: santra juice, one glass, street cart wala', 'vidarbha street drinkname', 'santreJuice=mosambiJuice'],
  ['kacche aam ka panna ek glass, lucknow ki loo mein', 'hindi drinkname', 'aamPanna'],
  // a pack in grams and a bottle in ml
  [
    'cornitos nachos 60 g pack, finished it before the bus reached the hotel',
    'snack travel size',
    'nachos=tortillaChips@60',
  ],
  ['sprite 600 ml bottle, all mine after the game', 'drink size', 'sprite=fThirtyThreeLemonSoda@628.9'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  ['raat ko hostel: tinda, roti teen', 'hindi hostel cooked numberword', 'tinda=fNineteenTinda roti:3'],
  ["sadham and keerai, lunch at patti's", 'tamilnadu cooked', 'sadham=rice:2 keerai=spinachCooked'],
  // counts in number words
  [
    'moonnu dosa, randu uzhunnu vada, kurachu chammanthi',
    'malayalam numberword',
    'dosa:3 uzhunnuVada=vada:2 chammanthi=coconutChutney',
  ],
  ['raat e charte ruti ar duto dim sedho, mess e', 'bengali hostel numberword', 'ruti=roti:4 dim=egg:2'],
];
