// Benchmark meals written on 2026-11-25 blind, as the seventieth blind set after meals-fresh.ts to
// meals-fresh69.ts (the sets in this tree), without running the engine or reading its code or knowledge.
// Each sentence is one log message as an Indian cricketer or athlete would type it to a food-tracking
// chat, themed on plain everyday food of North and Central India and of Andhra and Telangana (Delhi:
// Rohini, Kotla, North Campus; Uttar Pradesh: Lucknow, Agra, Noida, Malihabad, Jhansi, Prayagraj, Meerut;
// Rajasthan: Jaipur, Jodhpur; Haryana: Sonipat, Bhiwani, the Rohtak road; Madhya Pradesh: Bhopal's
// academy mess and Chatori Gali, Ujjain, Indore's Chhappan Dukan, the Holkar stadium; Bihar: Muzaffarpur,
// Darbhanga, Patna's Boring Road and its junction; Jharkhand: Ranchi, Jamshedpur's Keenan stadium;
// Andhra: Vijayawada, Guntur, Tirupati, Vizag; Telangana: Hyderabad's Nampally and a wedding, Warangal,
// Secunderabad), with home food, hostel and academy messes, a dhaba, station and street snacks, tea-time
// rusks and biscuits, festival sweets, fruit, post-workout eggs, milk and shakes, a supplement and one
// whole-day message; terse and chatty, with training and match talk and abbreviations (pg, n, 7am, 2/38,
// 6 x 800 m, SAI), in plain English, Hinglish and romanised Telugu, with local dish words (bedai, gatte,
// rugra, muddapappu, allam pachadi, gongura, qubani) (34 of 50, 68 %, not plain English). Each reference
// was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers,
// their portions or a stated convention) before and independently of any engine run. None of the sentences is
// taken from an earlier set: each was written new and checked against the 4,135 texts of meals.ts,
// meals-structural.ts, meals-generalise.ts and meals-fresh.ts to meals-fresh69.ts and against every comment
// of bench/sample (any shared run of four words), and rewritten until none is shared (first drafts of phulke
// "lauki ki sabzi aur" dal, "ghar ka lunch 3" phulke, bedai with "aloo ki patli sabzi" or "aloo ki rasedar
// sabzi", a "pyaaz kachori aur ek" chai, "2 bajre ki roti", "4 roti, aloo matar", "2 katori, sambar, beans"
// fry, a banana shake "1 tall glass, with a scoop of whey", "tandoori roti aur ek" lassi, "poha ek plate,
// jalebi", ragi sangati with natu kodi pulusu in Kurnool, chole "ek katori, pyaaz", "2 aloo parathe, dahi"
// and "aloo paratha x2, dahi", a "200 ml bottle after" fielding, "ka halwa ek katori, upar" 10 kishmish,
// "katori, upar ek chammach" malai, "14 overs, 3/41", "lunch mein 3 roti" and "rajma, ek katori chawal",
// "then 3 boiled eggs" and "3 boiled eggs and a glass of milk", "milk and 10 almonds", "and a kulhad chai",
// "ulava charu (horse gram)" and "the horse gram one", "green gram sprouts 100 gram", "green gram (whole
// moong)" and "boiled green gram 150", a Domino's regular margherita (7 inch), "kaddu aur 4 puri", "thums up
// 750 ml" and "finished a 600 ml" or "a whole 600 ml" bottle were rewritten or dropped for that; two mawa
// bati in Jabalpur were dropped as no row fits a mawa bati's size).
// Mix (50): 30 plain everyday logs (home food of Delhi, Uttar Pradesh, Rajasthan, Haryana, Madhya
// Pradesh, Bihar, Jharkhand, Andhra and Telangana; an academy mess and two hostel messes; a highway
// dhaba; station, stadium-gate and street snacks; Diwali sweets; litchi and dasheri mangoes; boiled eggs
// and whites after the gym; buffalo milk after the akhada; a banana shake with whey; a Telugu whole day)
// and 20 over the ten hard classes, two each: combinations named with their own parts (combo: Indori
// poha-jalebi, chole-kulche), headers naming the meal then its list (header: a Hyderabad academy dinner,
// a Sunday breakfast at nani's), a sandwich with its filling and a brand with its generic food (addon: a
// grilled aloo-cheese sandwich, Amul Kool), an ingredient or garnish that is not a full serving (garnish:
// kishmish on gajar halwa, malai on qubani ka meetha), food amid match or training talk whose numbers are
// no food (talk: a Ranji spell, 800 m repeats), legume names with "gram" next to a weight in grams
// (legume: horse gram, green gram), drinks named after their main ingredient (drinkname: bel, ganna),
// bottle sizes in ml (size: Maaza 600 ml, Thums Up 750 ml), the cooked dish meant by a raw word beside a
// bread (cooked: tori, arbi) and counts in number words (numberword: Telugu and Hindi; Hindi, Telugu and
// English number words also appear in plain, combo, header, garnish, talk and drinkname meals, tagged so).
// One new reference food (prefix fSeventy, citing its row in reference-foods.ts): Qubani (SR26 09034
// dried apricots, stewed with sugar, a katori = 150 g; qubani ka meetha); every other item is an existing
// key. Water is never counted (no energy), nor are hari mirch beside bedai, sliced onion on chole,
// namak and kali mirch on boiled gram, or the spices of a dish; overs, wickets, metres, split times,
// clock times, "2nd session" and "birthday" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh64.ts: a katori (katoris) = 150 g of a dal,
// curry, kheer, halwa, raita or curd, 120 g of a dry sabzi (lauki, bhujia, rugra, beans fry, bhindi fry,
// tori, arbi) and 100 g of rice; unquantified dal or curry (arhar ki dal, dal fry, dal tadka, pappu,
// muddapappu, gatte, rajma) = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified
// rice (bhaat, annam) in a meal = 2 katori, 200 g; mutton curry = FNDDS 27116100 (beefCurry, the
// red-meat curry proxy); a roti, phulka or chapati = 40 g (FNDDS 51300175 medium), a tandoori roti = 52 g
// (rotiLarge); a bajra roti = 55 g of roti (meals-fresh50.ts, meals-fresh60.ts); a paratha = 70 g (FNDDS
// 51300185); a puri (bedai too) = 36 g (FNDDS 51300180, as earlier sets' bedmi); a kulcha = 80 g of naan
// (meals.ts "2 kulche" = naan@160); a plate of pulao (tehri) = 300 g; a plate of poha = 180 g; a chutney
// said without an amount = 1 tbsp; a salad beside a mess thali = 100 g of cucumber (meals.ts); a spoon
// (thoda) of butter or ghee = 1 tsp, 5 g, and a spoon of malai = 1 tbsp, 15 g (fFourMalai, as earlier
// sets' "1 tbsp malai on top"); a glass of chaas = 250 g; a glass of milk (doodh) = 258 g (250 ml); ml of
// milk × 244/237 g (FNDDS 11112110 and SR26 01108: 1 cup = 244 g), so 500 ml = 514.8 g; a glass of a
// juice = its key's 250 ml glass; ml of a drink × its FNDDS g per fl oz (29.57 ml): 31 g for a mango
// drink (600 ml = 628.9 g), a cola (750 ml = 786.2 g) and a flavoured milk (200 ml = 209.7 g); LASSI =
// meals.ts (200 g curd + 3 tsp sugar); CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for a
// kulhad chai and an Irani chai; a whole mango = 165 g (meals.ts "mango 1"); an egg roll = 1 paratha
// with the omelette of its eggs (earlier sets' Kolkata egg roll); an Osmania biscuit = one FNDDS 53241500
// butter cookie (fFifteenButterCookie, as earlier sets' Osmania biscuits). For every meal, in file order:
// plain:
//  1 phulke teen (Hindi 3) = 3 × 40 g of roti; arhar ki dal = a katori (150 g) of FNDDS 41311030 (dal);
//    lauki ki sabji = a katori (120 g) of FNDDS 75233027 (fNineteenTinda, summer squash cooked with oil,
//    the gourd sabzi proxy).
//  2 2 samosas = 2 × 100 g of FNDDS 58124500 (samosa, 1 regular); kulhad chai = CHAI.
//  3 tehri ek plate = 300 g of INDB ASC115 (fThirtyEightVegPulao, as earlier sets' tehri); kheere ka raita
//    = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita).
//  4 bedai teen (3) = 3 × 36 g of FNDDS 51300180 (puri); rasedar aloo = a katori (150 g) of INDB BFP239
//    (fThirtyThreeAlooRasedar); hari mirch not counted.
//  5 2 besan laddoos = 2 × 35.3 g of INDB ASC343 (besanLadoo); 1 kaju katli = 28.7 g of INDB ASC339
//    (kajuKatli).
//  6 gatte ki sabzi = a katori (150 g) of INDB BFP187 (fFourGatte); 3 bajre ki roti = 3 × 55 g = 165 g of
//    roti.
//  7 ek (1) pyaaz kachori = 100 g of FNDDS 58124500 (fSevenKachori); chai = CHAI.
//  8 bathua ka raita ek katori = 150 g of INDB BFP322 (fFiftyTwoBathuaRaita); bajra roti do (2) = 2 × 55
//    g = 110 g of roti; thoda makhan = 1 tsp, 5 g of FNDDS 81101000 (butter).
//  9 half a litre (500 ml) of buffalo milk = 514.8 g of SR26 01108 (buffaloMilk); 10 almonds = 10 × 1.2 g
//    of FNDDS 42101130 (almonds); "after the akhada" no food.
// 10 aloo matar = a katori (150 g) of INDB ASC190 (alooMatar); dal = a katori (150 g) of FNDDS 41311030;
//    4 rotis = 4 × 40 g; salad = 100 g of FNDDS 75111000 (cucumber).
// 11 4 seekh kabab = 4 × 35 g of FNDDS 23132000 (seekhKebab, minced lamb); 2 tandoori roti = 2 × 52 g
//    (rotiLarge); "ramzan ki raat" no food.
// 12 sabudana khichdi ek plate = 1 bowl, 271.4 g of INDB OSR099 (sabudanaKhichdi); 1 glass chaas = 250 g
//    of FNDDS 11115100 (buttermilk).
// 13 20 shahi litchi = 20 × 10 g of FNDDS 63126510 (fSixteenLychee); "in one go" no count.
// 14 dal = a katori (150 g); bhaat = 200 g; aloo ki bhujia (dry potato stir-fry) = a katori (120 g) of
//    INDB ASC178 (fFiftyEightSookheAloo); ek (1) papad = 9 g of FNDDS 41311000.
// 15 mutton curry ek katori = 150 g of FNDDS 27116100 (beefCurry); bhaat = 200 g.
// 16 rugra (Jharkhand puffball mushroom) sabzi = a katori (120 g) of FNDDS 75219033 (mushroomSabzi,
//    mushrooms cooked with oil); rice = 200 g; dal = a katori (150 g); "first time this season" no food.
// 17 one (English 1) double egg roll = 1 paratha, 70 g of FNDDS 51300185 + a 2-egg omelette, 2 × 55 g of FNDDS
//    32130010 (omelette).
// 18 muddapappu (mashed toor dal) = a katori (150 g) of FNDDS 41311030 (dal); annam = 200 g of rice;
//    konchem neyyi = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 19 guntur chicken curry oka (Telugu 1) katori = 150 g of FNDDS 27146150 (chickenCurry); rendu (2)
//    katoris annam = 200 g of rice.
// 20 2 pesarattu = 2 × 80 g of INDB OSR103 (pesarattu, its convention); allam pachadi (ginger-tamarind-
//    jaggery chutney) = 1 tbsp, 16 g of FNDDS 63409020 (sweetChutney).
// 21 pulihora oka plate = 319.2 g of INDB ASC124 (fSixLemonRice, "Pulihora"); perugu oka katori = 150 g
//    of FNDDS 11411100 (curd); "darshanam" no food.
// 22 irani chai = CHAI; 2 osmania biscuits = 2 × 10 g of FNDDS 53241500 (fFifteenButterCookie).
// 23 gongura mutton oka katori = 150 g of INDB ASC228 (fSixPalakGosht, palak gosht, the greens-and-mutton
//    curry proxy for mutton cooked with sorrel leaves); annam = 200 g.
// 24 2 katoris rice = 200 g; sambar = a katori (150 g) of FNDDS 41311020; beans fry = a katori (120 g) of
//    INDB BFP272 (beansSabzi); perugu = a katori (150 g) of FNDDS 11411100 (curd).
// 25 evening chai = CHAI; 4 rusks = 4 × 10 g of FNDDS 51188500 (fFourRusk).
// 26 4 boiled eggs with 2 of the yolks thrown away, one item = 2 whole eggs, 2 × 50 g of FNDDS 31103010
//    (egg) + 2 whites, 2 × 33 g of FNDDS 31108110 (fSevenEggWhite).
// 27 banana shake with ek (1) scoop whey, one item = 1 tall glass, 345.5 g of INDB ASC016
//    (fFortyBananaShake) + 30 g of FNDDS 95230000 (whey).
// 28 2 dasheri mangoes = 2 × 165 g of FNDDS 63129010 (mango, meals.ts "mango 1").
// 29 dal fry = a katori (150 g) of FNDDS 41311030 (dal); tandoori roti 3 = 3 × 52 g (rotiLarge); ek
//    glass lassi = LASSI (200 g of FNDDS 11411100 curd + 3 tsp sugar).
// 30 a whole day: 4 idli = 4 × 40 g (idli, its IFCT recipe); chutney = 1 tbsp, 25.3 g of INDB ASC386
//    (coconutChutney); annam = 200 g; pappu = a katori (150 g) of FNDDS 41311030 (dal); bendakaya (okra)
//    fry = a katori (120 g) of INDB BFP269 (bhindiFry); 2 arati pandlu (bananas) = 2 × 126 g of FNDDS
//    63107010; 3 chapatis = 3 × 40 g of roti; egg curry = 1 bowl, 151.6 g of INDB BFP240
//    (fThirtyTwoEggCurry, the recipe of one egg in gravy); clock times no food.
// combo:
// 31 poha-jalebi: ek plate poha = 180 g (poha, its IFCT recipe); 100 g jalebi as stated = FNDDS 55801000
//    (fSevenJalebi); "chhappan dukan" no food.
// 32 chole-kulche: 2 kulche = 2 × 80 g = 160 g of FNDDS 51108100 (naan); chole ek katori = 150 g of
//    FNDDS 41302010 (chole); kata pyaaz not counted.
// header:
// 33 "academy dinner, hyderabad" no food: 3 chapati = 3 × 40 g of roti; dal tadka = a katori (150 g) of
//    FNDDS 41311030 (dal); bhindi fry = a katori (120 g) of INDB BFP269 (bhindiFry); curd = a katori (150
//    g) of FNDDS 11411100.
// 34 "sunday nashta at nani's, prayagraj" no food: 2 aloo parathas = 2 × 93.4 g of INDB ASC098
//    (alooParatha); dahi ek katori = 150 g of FNDDS 11411100 (curd); doodh ek glass = 258 g of FNDDS
//    11112110 (milk).
// addon:
// 35 a grilled sandwich, one item: 2 slices bread = 2 × 28 g of FNDDS 51101000 (bread); the aloo masala
//    inside = 60 g of FNDDS 71103030 (alooSabzi, the filling of a stuffed paratha in meals.ts); a cheese
//    slice = 21 g of FNDDS 14410110 (cheeseSlice).
// 36 Amul Kool badam (brand), the 200 ml bottle = its generic food, 6.76 fl oz × 31 g = 209.7 g of FNDDS
//    11511200 (chocolateMilk, the bottled flavoured milk proxy, as earlier sets' Amul Kool).
// garnish:
// 37 gajar halwa, a full katori = 150 g of INDB ASC295 (gajarHalwa); 10 kishmish upar = 10 × 0.5 g of
//    FNDDS 62125100 (raisins).
// 38 qubani ka meetha ek katori = 150 g of SR26 09034 (fSeventyQubani, dried apricots stewed with sugar);
//    malai ka ek chammach upar se = 1 tbsp, 15 g of FNDDS 12130100 (fFourMalai); "shaadi" no food.
// talk:
// 39 "16 overs 2/38", "ranji" no food: 3 phulke = 3 × 40 g of roti; rajma = a katori (150 g) of FNDDS
//    41106010; chawal ek katori = 100 g of FNDDS 56205008 (rice).
// 40 "6 x 800 m @ 2:35 each", "SAI track" no food: 3 eggs boiled = 3 × 50 g of FNDDS 31103010 (egg);
//    milk one (English 1) glass = 258 g of FNDDS 11112110 (milk).
// legume:
// 41 ulavalu (horse gram) charu by the stated 250 gram = INDB OSR143 (kulthiDal, horse gram dal, as
//    earlier sets' ulava charu); "gram" is part of the pulse's name, the unit is the second one; "rice
//    skip chesanu" (skipped rice) no food.
// 42 green gram, boiled, by the stated 150 gram = SR26 16081 (fNineteenMungBoiled, whole mung boiled
//    without salt); namak and kali mirch not counted; "2nd session" no food.
// drinkname:
// 43 bel, ek glass = bel ka sharbat, a glass, 250 g of INDB OSR001 (fThreeBelSharbat); no bel fruit.
// 44 ganna, 2 glasses = sugarcane juice, 2 × 262 g of FNDDS 92612010 (sugarcaneJuice, its 250 ml glass).
// size:
// 45 a whole 600 ml Maaza bottle = 20.29 fl oz × 31 g = 628.9 g of FNDDS 64204010 (mangoDrink).
// 46 a whole 750 ml Thums Up bottle = 25.36 fl oz × 31 g = 786.2 g of FNDDS 92410310 (colaSmall's row,
//    cola).
// cooked:
// 47 tori beside rotis = tori (ridge gourd) sabzi, a katori (120 g) of FNDDS 75220101 (fTwentyTwoLuffa);
//    3 roti = 3 × 40 g.
// 48 arbi beside parathas = arbi sabzi, a katori (120 g) of INDB BFP263 (arbi, dry arbi); 2 parathas = 2
//    × 70 g of FNDDS 51300185 (paratha).
// numberword:
// 49 aaru (Telugu 6) idlilu = 6 × 40 g (idli); oka (1) vada = 40 g of FNDDS 58175000 (vada, 1 medu vada).
// 50 chhe (Hindi 6) ande ki safedi = 6 × 33 g of FNDDS 31108110 (fSevenEggWhite); do (2) brown bread
//    toast = 2 × 36 g of FNDDS 51300110 (brownBread).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KULHAD = 'kulhadChai=milk@62+tea+sugar';
const IRANI = 'iraniChai=milk@62+tea+sugar';
const LASSI = 'lassi=curd@200+sugar:3';

export const FRESH70_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'rohini wale ghar pe lunch kiya - phulke teen, arhar ki dal, lauki ki sabji',
    'north plain numberword',
    'phulke=roti:3 arharDal=dal laukiSabji=fNineteenTinda',
  ],
  ['after nets at kotla, 2 samosas n kulhad chai outside the gate', 'north snack plain', `samosas=samosa:2 ${KULHAD}`],
  [
    'lucknow, nani ne tehri banayi - ek plate kha li, saath mein kheere ka raita',
    'up plain numberword',
    'tehri=fThirtyEightVegPulao kheereKaRaita=fSevenCucumberRaita',
  ],
  [
    'agra mein nashta: bedai teen, rasedar aloo, saath mein hari mirch',
    'up plain numberword',
    'bedai=puri:3 rasedarAloo=fThirtyThreeAlooRasedar',
  ],
  [
    'diwali sweets in jaipur: 2 besan laddoos and 1 kaju katli, nothing else',
    'rajasthan sweet plain',
    'besanLaddoos=besanLadoo:2 kajuKatli',
  ],
  [
    'jodhpur mein dadi ne gatte ki sabzi banayi, 3 bajre ki roti ke saath',
    'rajasthan plain',
    'gatte=fFourGatte bajreRoti=roti@165',
  ],
  [
    'jaipur junction pe train late, toh ek pyaaz kachori + chai le li',
    'rajasthan snack plain numberword',
    `pyaazKachori=fSevenKachori ${CHAI}`,
  ],
  [
    'sonipat ghar pe: bathua ka raita ek katori, bajra roti do, thoda makhan',
    'haryana plain numberword',
    'bathuaRaita=fFiftyTwoBathuaRaita bajraRoti=roti@110 makhan=butter',
  ],
  [
    'bhiwani, after the akhada: half a litre of buffalo milk, 10 almonds',
    'haryana plain',
    'buffaloMilk@514.8 almonds:10',
  ],
  [
    'bhopal academy mess: aloo matar, dal, 4 rotis and salad',
    'central hostel plain',
    'alooMatar dal rotis=roti:4 salad=cucumber',
  ],
  [
    'bhopal, chatori gali: 4 seekh kabab, 2 tandoori roti, ramzan ki raat',
    'central plain',
    'seekhKabab=seekhKebab:4 tandooriRoti=rotiLarge:2',
  ],
  [
    'ekadashi ka vrat, ujjain: sabudana khichdi ek plate aur 1 glass chaas',
    'central plain numberword',
    'sabudanaKhichdi chaas=buttermilk',
  ],
  ['muzaffarpur shahi litchi season, ate 20 in one go', 'bihar fruit plain', 'litchi=fSixteenLychee:20'],
  [
    'darbhanga: dal bhaat, aloo ki bhujia aur ek papad',
    'bihar plain numberword',
    'dal bhaat=rice:2 alooBhujia=fFiftyEightSookheAloo papad',
  ],
  [
    'ranchi mein sunday special: mutton curry ek katori aur bhaat',
    'jharkhand plain numberword',
    'mutton=beefCurry bhaat=rice:2',
  ],
  [
    'ranchi hostel: rugra sabzi with rice and dal, first time this season',
    'jharkhand hostel plain',
    'rugra=mushroomSabzi rice:2 dal',
  ],
  [
    'jamshedpur, outside keenan: one double egg roll',
    'jharkhand street plain numberword',
    'eggRoll=paratha+omelette:2',
  ],
  [
    'vijayawada, amma chesina muddapappu, annam, konchem neyyi',
    'andhra plain',
    'muddapappu=dal annam=rice:2 neyyi=ghee',
  ],
  [
    'guntur chicken curry oka katori, rendu katoris annam - hostel lo',
    'andhra plain numberword',
    'chickenCurry annam=rice:2',
  ],
  ['tirupati breakfast: 2 pesarattu with allam pachadi', 'andhra plain', 'pesarattu:2 allamPachadi=sweetChutney'],
  [
    'pulihora oka plate, perugu oka katori - temple darshanam tarvata lunch',
    'andhra plain numberword',
    'pulihora=fSixLemonRice perugu=curd',
  ],
  [
    'nampally lo irani chai + 2 osmania biscuits, practice ki mundu',
    'hyderabadi plain',
    `${IRANI} osmania=fFifteenButterCookie:2`,
  ],
  [
    'gongura mutton oka katori, annam, ammamma intlo - warangal',
    'telangana plain numberword',
    'gonguraMutton=fSixPalakGosht annam=rice:2',
  ],
  [
    'vizag hostel mess: 2 katoris rice, sambar, beans fry, perugu',
    'andhra hostel plain',
    'rice:2 sambar beansFry=beansSabzi perugu=curd',
  ],
  ['noida pg, evening chai with 4 rusks dunked in', 'north snack plain', `${CHAI} rusks=fFourRusk:4`],
  ['after gym: 4 boiled eggs, threw away 2 of the yolks', 'gym plain', 'boiledEggs=egg:2+fSevenEggWhite:2'],
  [
    'lucknow gym se nikal ke banana shake liya, ek scoop whey daalwa ke',
    'gym supplement plain numberword',
    'bananaShake=fFortyBananaShake+whey',
  ],
  ['2 dasheri mangoes from malihabad after lunch, ate both', 'up fruit plain', 'dasheriMangoes=mango:2'],
  [
    'jhansi ke paas highway dhaba: dal fry, tandoori roti 3, ek glass lassi',
    'up plain numberword',
    `dalFry=dal tandooriRoti=rotiLarge:3 ${LASSI}`,
  ],
  [
    'full day - 7am 4 idli n chutney, 1pm annam, pappu, bendakaya fry, 5pm 2 arati pandlu, 9pm 3 chapatis with egg curry',
    'telugu plain multi',
    'idli:4 chutney=coconutChutney annam=rice:2 pappu=dal bendakayaFry=bhindiFry aratiPandlu=banana:2 chapatis=roti:3 eggCurry=fThirtyTwoEggCurry',
  ],
  // combinations named with their own parts
  [
    'indori poha-jalebi - ek plate poha, 100 g jalebi, chhappan dukan',
    'central combo numberword',
    'poha jalebi=fSevenJalebi@100',
  ],
  [
    'chole-kulche near north campus: 2 kulche, chole ek katori, kata pyaaz upar',
    'north combo numberword',
    'kulche=naan@160 chole',
  ],
  // headers naming the meal, then its list
  [
    'academy dinner, hyderabad → 3 chapati, dal tadka, bhindi fry, curd',
    'telangana header',
    'chapati=roti:3 dalTadka=dal bhindiFry curd',
  ],
  [
    "sunday nashta at nani's, prayagraj → 2 aloo parathas, dahi (ek katori), doodh ek glass",
    'up header numberword',
    'alooParathas=alooParatha:2 dahi=curd doodh=milk',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'grilled sandwich from the stall at boring road, patna: 2 slices bread with aloo masala inside plus a cheese slice',
    'bihar addon',
    'grilledSandwich=bread:2+alooSabzi@60+cheeseSlice',
  ],
  ['amul kool badam, 200 ml wali bottle, fielding drills ke baad', 'north addon', 'amulKool=chocolateMilk@209.7'],
  // an ingredient or garnish that is not a full serving
  [
    'meerut, sardi ki shaam: gajar halwa ki katori bhar ke, 10 kishmish upar',
    'up garnish',
    'gajarHalwa kishmish=raisins:10',
  ],
  [
    'hyderabad shaadi: qubani ka meetha ek katori, malai ka ek chammach upar se',
    'hyderabadi garnish numberword',
    'qubaniKaMeetha=fSeventyQubani malai=fFourMalai',
  ],
  // food amid match or training talk
  [
    'holkar mein ranji, 16 overs 2/38 dale. lunch: 3 phulke, rajma aur chawal ek katori',
    'central talk numberword',
    'phulke=roti:3 rajma chawal=rice',
  ],
  [
    'SAI track, 6 x 800 m @ 2:35 each. recovery: 3 eggs boiled, milk one glass',
    'gym talk numberword',
    'eggs=egg:3 milk',
  ],
  // legume words next to the unit gram
  ['ulavalu charu, horse gram wala, 250 gram - rice skip chesanu', 'telugu legume', 'ulavaluCharu=kulthiDal@250'],
  [
    'before the 2nd session: green gram, boiled, 150 gram - just namak aur kali mirch',
    'north legume',
    'greenGram=fNineteenMungBoiled@150',
  ],
  // drinks named after their main ingredient
  ['bel, ek glass, patna junction ke bahar thele se', 'bihar drinkname numberword', 'bel=fThreeBelSharbat'],
  ['ganna, 2 glasses after nets, from a cart on the rohtak road', 'haryana drinkname', 'ganna=sugarcaneJuice:2'],
  // bottle sizes in ml
  ['a 600 ml maaza bottle, all of it, by myself on the bus', 'travel size', 'maaza=mangoDrink@628.9'],
  ['thums up ki 750 ml bottle, poori ek saath, birthday tha yaar', 'north size', 'thumsUp=colaSmall@786.2'],
  // a raw vegetable word beside a bread means the cooked dish
  ['tori aur 3 roti, hostel ka dinner', 'north cooked', 'tori=fTwentyTwoLuffa roti:3'],
  ['arbi with 2 parathas, mummy ka tiffin', 'north cooked', 'arbi parathas=paratha:2'],
  // counts in number words
  ['aaru idlilu, oka vada - secunderabad hotel lo tiffin', 'telugu numberword', 'idlilu=idli:6 vada'],
  ['chhe ande ki safedi aur do brown bread toast', 'gym numberword', 'safedi=fSevenEggWhite:6 toast=brownBread:2'],
];
