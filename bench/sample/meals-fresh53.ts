// Benchmark meals written on 2026-11-25 blind, as the fifty-third blind set after meals-fresh.ts to
// meals-fresh52.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Palampur
// nanaji's house, a Pithoragarh mother after a camp, a Jamshedpur home after Keenan, a Bilaspur summer
// afternoon, an Imphal ima's kitchen, a Lunglei hostel, an Agartala mama's house, a Namchi didi's house,
// a Panjim home, a Coorg homestay near Madikeri, a Konkani friend's home in Mangaluru, Pista House in
// Hyderabad at iftar, Chowk in Lucknow, a Sindhi nani in Ajmer, a gym lunch, a hostel mess, Sagar
// Ratna, Goa airport, a kit bag after nets, a whole day in one message, a Bohri thaal, a Mangaluru kori
// rotti, a Goan Christmas in Chinchinim, a Parsi navjote at the baug, a club brunch, a Telugu home, a
// PG mixie, a bus, a mother's rule at bedtime, Tumakuru, a pre-match snack, a Bengali panta bhaat, a
// match, a football league game, badminton trials, a Bengali para shop, a hostel tiffin, a Diwali
// mithai box, a thela near nets, a coach's order, Marina beach, a training break, Burger King after a
// semi-final, a run, a Meerut mausi's winter, a Bengali Sunday, a mess dinner, Karaikudi, a Gujarati
// Diwali and an Eid in Bhopal), terse and chatty, with training, match and travel talk, typos and
// abbreviations (n, w, frm, brwn, protien, BK, PG, gps, "log 4 today" for "log for today"), in plain
// English, Hinglish and romanised Pahari-Hindi, Kumaoni-Hindi, Chhattisgarhi-Hindi, Bengali (also of
// Tripura), Nepali (of Sikkim), Sindhi-Hindi, Telugu, Kannada, Tamil, Gujarati and Urdu words, with
// Manipuri, Mizo, Konkani, Kodava, Tulu and Parsi Gujarati dish names (21 of 50, 42 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB
// recipe codes, SR26 NDB numbers, their portions or a stated convention) before and independently of
// any engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,285 texts (character similarity, word overlap and shared runs of three
// and four words), and rewritten where it came near one (a first "kheer puri for teej", "200 g grilled
// basa, 1 cup brown rice", "panch puri ane bataka nu shaak" and "be vaati dal dhokli" were dropped for
// that; only stock phrases such as "a katori of", "2 slices multigrain toast", "iftar ke baad" or "a
// bowl of" are shared).
// Mix (50): 20 plain everyday logs (home food of Himachal, Uttarakhand, Jharkhand, Chhattisgarh,
// Manipur, Mizoram, Tripura, Sikkim, Goa, Coorg, Mangalore, Hyderabad, Lucknow and a Sindhi home; a gym
// lunch, a hostel mess breakfast, a chain (Sagar Ratna), an airport, packaged snacks by brand and
// grams, a whole day in one message) and 30 over ten hard classes, three each: combinations named with
// their own parts (combo: a Bohri kaari chawal, a Mangalorean kori rotti, a Goan sorpotel-sanna),
// headers naming the meal then its list (header: a Parsi navjote lunch, a club brunch, a Telugu home
// lunch), a smoothie, a sandwich with its filling and a brand with its generic food (addon), an
// ingredient or garnish that is not a full serving (garnish), food amid training or match talk whose
// numbers are no food (talk: bowling figures, a football game, badminton scores), legume names with
// "gram" next to a weight in grams (legume), drinks named after their main ingredient (drinkname: a
// glass of pineapple, of lauki, of karumbu), a "10 g protein" bar, a large and a small at a chain and a
// half of a stated litre pack (size), the cooked dish meant by a raw word beside a bread or rice
// (cooked) and counts in number words (numberword: Tamil at Karaikudi (Chettinad), Gujarati and Urdu;
// Telugu, Kannada, Bengali and Tamil number words also appear in header, garnish, legume and drinkname
// meals, tagged so).
// Three new reference foods (prefix fFiftyThree, each citing its row in reference-foods.ts): VegStew
// (FNDDS 75439010 vegetable stew without meat, the proxy for Manipuri kangshoi and Mizo bai, a bowl =
// 250 g), Custard (FNDDS 13210300 custard, the Parsi lagan nu custard, a katori = 165 g as firni) and
// BathuaBhujia (INDB BFP259 bathua bhujia, the dry bathua sabzi, a katori = 120 g); every other item is
// an existing key. Water is never counted (no energy: the water of bore baasi and panta bhaat), nor are
// raw onion (pyaaz) and a green chilli (kancha lonka) beside a dish, ice, salt and pepper, lemon, or the
// spices of a dish; "4 din", "log 4 today", times, scores, figures, km, minutes and hours are no food.
// Conventions, as meals-fresh46.ts to meals-fresh52.ts: a katori (bati, pyali, vaati) = 150 g of a
// dal, curry, raita, kheer, custard-like pudding or curd and 120 g of a dry sabzi (bhaji, bhujia,
// vepudu, bamboo-shoot fry), 100 g of rice; unquantified dal or curry = a katori (150 g); unquantified
// dry sabzi = a katori (120 g); unquantified rice (bhaat, bhat, chak, chawal, annam, kochil akki,
// bore baasi) in a meal = 2 katori, 200 g; a bowl of a soup, stew or haleem = 250 g (meals.ts "haleem 1
// bowl" = beefCurry@250, "1 bowl dal"); mutton, pork and red-meat curries (chha gosht, pandi curry,
// sorpotel, kaari, nihari, haleem) = FNDDS 27116100 (beefCurry, the red-meat curry proxy, as earlier
// sets' pork vindaloo, nihari and haleem); a roti or chapathi = 40 g (FNDDS 51300175 medium); a paratha
// = 70 g (FNDDS 51300185); a puri or luchi = 36 g (FNDDS 51300180); a kulcha = 80 g of naan (meals.ts
// "2 kulche" = naan@160) and a sheermal = one naan, 90 g (meals-fresh27.ts "2 sheermal" = naan:2); a
// fried fish piece (rava fry, rechead) = 67 g (fishFry); a spoon (chamcha, chamoch) of ghee or butter =
// 1 tsp, 5 g, and of oil = 1 tsp, 4.5 g; a glass of chaas (majjiga) = 250 g; a glass of milk (doodh) =
// 258 g (250 ml); ml of milk × 244/237 g (FNDDS 11112110); ml of a juice or fruit drink × 31 g per fl oz
// (29.57 ml) as its FNDDS row, so 200 ml = 209.7 g; a glass of a juice named by its fruit = 250 ml, 262
// g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); filter coffee = meals.ts COFFEE (100 g milk
// + 50 g decoction + 1 tsp sugar); a cup of cooked rice = 158 g (FNDDS 56205008). For every meal, in
// file order:
// plain:
//  1 chha gosht (Chamba mutton in a curd-gram flour gravy) unquantified = a katori (150 g) of FNDDS
//    27116100 (beefCurry); bhaat = 200 g of FNDDS 56205008 (rice); sepu vadi (urad vadi in a spinach
//    gravy) = a katori (150 g) of INDB ASC194 (fTwentyEightPeaVadi, lentil dumplings in a gravy).
//  2 gahat (horse gram) ki dal = a katori (150 g) of INDB OSR143 (kulthiDal); kafuli (Kumaoni greens
//    thickened with rice paste) = a katori (150 g) of INDB ASC217 (fThreeSarsonSaag, the saag proxy);
//    bhaat = 200 g; "4 din" no food.
//  3 bhaat = 200 g; arhar dal = a katori (150 g) of FNDDS 41311030 (dal); karil (bamboo shoot) ki
//    bhujia = a katori (120 g) of FNDDS 75203028 (fNineteenBambooShoot).
//  4 bore baasi (rice soaked overnight in water) = 200 g of rice, the water not counted; lal bhaji
//    (amaranth greens) = a katori (120 g) of FNDDS 72125217 (spinachCooked, the cooked-greens proxy as
//    earlier sets' lal shak); dahi ki ek katori = 150 g of FNDDS 11411100 (curd); pyaaz not counted.
//  5 chak (rice) = 200 g; nga thongba (fish curry) = a katori (150 g) of FNDDS 27150320 (fishCurry);
//    a bowl of kangshoi = 250 g of FNDDS 75439010 (fFiftyThreeVegStew).
//  6 bai (Mizo boiled vegetable stew) unquantified = a bowl, 250 g of FNDDS 75439010
//    (fFiftyThreeVegStew); rice = 200 g; one boiled egg = 50 g of FNDDS 31103010 (egg).
//  7 bhaat = 200 g; pork chakhwi (Kokborok pork and bamboo-shoot stew) ek bati = 150 g of FNDDS
//    27420350 (fThirtyFourPorkBamboo, pork with vegetables).
//  8 bhat = 200 g; kinema (fermented soybean) ko tarkari = a katori (150 g) of INDB ASC164
//    (fFiftyOneSoyabeanCurry); rayo saag = a katori (120 g) of FNDDS 72122221 (fSixMustardGreens).
//  9 prawn caldine (yellow coconut curry) unquantified = a katori (150 g) of INDB BFP230 (prawnCurry,
//    prawns with coconut); 2 katoris of rice = 200 g; one mackerel rechead (masala-stuffed, fried) = 67 g
//    of FNDDS 26100140 (fishFry).
// 10 pandi curry (Kodava pork curry) = a katori (150 g) of FNDDS 27116100 (beefCurry); bembla (bamboo
//    shoot) curry = a katori (120 g) of FNDDS 75203028 (fNineteenBambooShoot); 2 katoris of rice = 200 g.
// 11 kochil akki (boiled red rice) = 200 g of rice; daali thoy (Konkani plain dal) = a katori (150 g)
//    of FNDDS 41311030 (dal); one anjal (kingfish) rava fry = 67 g of FNDDS 26100140 (fishFry).
// 12 haleem ek bowl = 250 g of FNDDS 27116100 (beefCurry, as meals.ts "haleem 1 bowl").
// 13 nihari ki ek pyali = 150 g of FNDDS 27116100 (beefCurry); do kulche = 160 g of FNDDS 51108100
//    (naan), as meals.ts.
// 14 2 koki (Sindhi thick onion-chilli flatbread) = 2 × 76.4 g of INDB BFP108 (fFiftyOneOnionParatha,
//    the onion-green chilli paratha proxy); dahi unquantified = a katori (150 g); ek papad = 9 g of FNDDS
//    41311000 (papad).
// 15 grilled chicken breast x2 (medium) = 2 × 120 g of FNDDS 24123301 (grilledChicken, 1 medium
//    breast); brwn rice 1 cup = 158 g of FNDDS 56205018 (brownRice); some sauteed spinach = a katori
//    (120 g) of FNDDS 72125217 (spinachCooked).
// 16 aloo parathe x2 = 2 × 93.4 g of INDB ASC098 (alooParatha); a katori curd = 150 g; one kela = 126 g
//    of FNDDS 63107010 (banana); glass of doodh = 258 g of FNDDS 11112110 (milk).
// 17 filter coffee = COFFEE; one masala dosa = 200 g of FNDDS 58174100 (masalaDosa).
// 18 one chicken puff = 129.8 g of INDB ASC411 (fFortySevenKeemaPuff, minced-meat patty, the bakery
//    puff proxy); a peach iced tea = a 250 ml glass, 262 g of FNDDS 92308000 (fTwentyEightIcedTea).
// 19 cornitos peri peri nachos 60 g as stated = FNDDS 54401085 (tortillaChips, flavored); paper boat
//    aamras 200 ml = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64204010 (mangoDrink, mango nectar).
// 20 a whole day: egg bhurji (3 eggs) = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, 126 g per egg);
//    2 slices multigrain toast = 2 × 36 g of FNDDS 51601020; chole unquantified = a katori (150 g) of
//    FNDDS 41302010; 2 katori rice = 200 g; kheera = 100 g of FNDDS 75111000 (cucumber, meals.ts salad);
//    a pear = 180 g of FNDDS 63137010; 10 almonds = 10 × 1.2 g of FNDDS 42101130; 3 roti = 3 × 40 g;
//    matar paneer = a katori (150 g) of INDB ASC191 (fSixMatarPaneer); a katori dahi = 150 g;
//    "log 4 today" ("for today") and the times no food.
// combo:
// 21 kaari chawal: one katori mutton kaari (Bohri coconut-cashew mutton curry) = 150 g of FNDDS 27116100
//    (beefCurry); two katoris of rice = 200 g.
// 22 kori rotti: 4 rotti (dried crisp rice wafers) = 4 × 9 g of SR26 19051 (fThreeRiceCake, plain rice
//    cakes, the dry-rice wafer proxy: 1 cake = 9 g); a katori of kori gassi (chicken curry) = 150 g of
//    FNDDS 27146150 (chickenCurry).
// 23 sorpotel-sanna: a katori of sorpotel (Goan pork curry) = 150 g of FNDDS 27116100 (beefCurry); 4
//    sannas (steamed fermented rice cakes) = 4 × 40 g of the idli key (rice and urad steamed, 1 idli =
//    40 g, the steamed-rice-cake proxy).
// header:
// 24 "navjote lunch at the baug" no food: dhan (rice) = 200 g; dar (plain Parsi toor dal) = a katori
//    (150 g) of FNDDS 41311030 (dal); kolmi no patio (sweet-sour prawn curry) = a katori (150 g) of INDB
//    BFP230 (prawnCurry); papad = 9 g; lagan nu custard (a katori) = 165 g of FNDDS 13210300
//    (fFiftyThreeCustard: 1 cup = 260 g, so 150 ml ≈ 165 g).
// 25 "club brunch post sunday nets" no food: 2 pancakes = 2 × 50 g of FNDDS 55100050
//    (fThirtyThreePancake, 1 medium); honey 1 tbsp = 21 g of FNDDS 91302010 (SR26 19296: 1 tbsp = 21
//    g); 2 chicken sausages = 2 × 20 g of FNDDS 25221830 (fTwentyChickenSausage, 1 breakfast link); 1 cup
//    fruit salad = 150 g of FNDDS 63311050 (fruitChaat, 1 cup).
// 26 "intlo madhyahnam bhojanam" (lunch at home) no food: gongura pappu = a katori (150 g) of FNDDS
//    41311030 (dal); annam = 200 g; aratikaya (raw banana) vepudu = a katori (120 g) of FNDDS 71900200
//    (fTwentyOneRawBanana); oka (Telugu 1) glass majjiga = 250 g of FNDDS 11115100 (buttermilk).
// addon:
// 27 kharbuja smoothie, one item: one cup of muskmelon = 155 g of FNDDS 63109010 (cantaloupe, 1 cup);
//    curd (a katori) = 150 g of FNDDS 11411100; honey a tsp = 7 g of FNDDS 91302010.
// 28 hung curd sandwich, one item: 2 multigrain slices = 2 × 36 g of FNDDS 51601020; 100 g hung curd as
//    stated = FNDDS 11411400 (greekYogurtWhole, strained whole-milk yogurt, as meals-fresh52.ts); salt
//    and pepper not counted.
// 29 a glass of Boost (brand) made in milk = its generic food, a 250 ml glass of malted milk, 270 g of
//    FNDDS 11526000 (fThirtyEightMaltedMilk).
// garnish:
// 30 ondu (Kannada 1) ragi mudde = 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde); ondu chamcha tuppa
//    on top = 1 tsp, 5 g of FNDDS 81204000 (ghee); saaru unquantified = a katori (150 g) of INDB BFP176
//    (rasam, its saaru).
// 31 one baked shakarkandi = 150 g of FNDDS 73402010 (sweetPotato, 1 medium); a tsp of butter melted in
//    = 5 g of FNDDS 81101000; "2 hours" no food.
// 32 ek bati panta bhaat (rice soaked in water) = a katori of rice, 100 g, the water not counted; ek
//    chamoch sorsher tel = 1 tsp, 4.5 g of FNDDS 82101000 (oil); kancha lonka not counted.
// talk:
// 33 "7-0-31-2", "a run out" no food: chicken biryani (one plate) = 300 g (chickenBiryani, its IFCT
//    recipe); kheera raita unquantified = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita).
// 34 "2 halves of 35 min", "9.8 km" and the corner no food: 4 rotis = 4 × 40 g; rajma (a katori) = 150 g
//    of FNDDS 41106010; salad = 100 g cucumber (meals.ts).
// 35 "21-17, 18-21, 21-16, 21-9, 21-12", "1:40" no food: poha (one plate) = 180 g (poha); a chai = CHAI.
// legume:
// 36 kala chana (bengal gram) ghugni by the stated 180 gram = INDB ASC161 (blackChanaCurry, black
//    channa curry); duto (Bengali 2) luchi = 2 × 36 g of FNDDS 51300180 (puri).
// 37 sambar, the red gram one, by the stated 250 gram = FNDDS 41311020 (sambar); 3 idli = 3 × 40 g.
// 38 2 besan (bengal gram flour) laddoos, 70 gram together as stated = INDB ASC343 (besanLadoo).
// drinkname:
// 39 one glass of pineapple = a 250 ml glass of juice, 262 g of FNDDS 64124020 (pineappleJuice); no
//    pineapple fruit.
// 40 ek glass lauki = 250 g of SR26 11218 (fTwentyEightLaukiJuice, the gourd juice); no lauki sabzi.
// 41 oru (Tamil 1) glass karumbu (sugarcane) = a 250 ml glass, 262 g of FNDDS 92612010
//    (sugarcaneJuice); the ice not counted.
// size:
// 42 a 40 g superyou protein wafer bar as stated = FNDDS 53729000 (proteinBar); "10 g protien" is the
//    bar's protein, not its weight.
// 43 fries (large) = 180 g of FNDDS 71401030 (friesMedium key, at FNDDS's 1 large fast food order = 180
//    g, as meals-fresh5.ts); coke (small) = 372 g of FNDDS 92410310 (colaSmall, 1 small drink).
// 44 half of a 1 litre amul taaza tetra = 500 ml × 244/237 = 514.8 g of FNDDS 11112110 (milk, toned).
// cooked:
// 45 bathua beside parathe = bathua sabzi, a katori (120 g) of INDB BFP259 (fFiftyThreeBathuaBhujia);
//    2 parathe = 2 × 70 g.
// 46 chingri (prawns) beside bhaat = chingri curry, a katori (150 g) of INDB BFP230 (prawnCurry); bhaat
//    = 200 g.
// 47 soyabean beside rice = soyabean curry, a katori (150 g) of INDB ASC164 (fFiftyOneSoyabeanCurry);
//    2 katoris of rice = 200 g.
// numberword:
// 48 naalu (Tamil 4) chapathi = 4 × 40 g (roti); chettinad kozhi kuzhambu oru (1) katori = 150 g of
//    FNDDS 27146150 (chickenCurry).
// 49 be (Gujarati 2) vedmi (Gujarati puran poli) = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli); ek vaati
//    gujarati dal = 150 g of FNDDS 41311030 (dal); "bija divase" (the second day) no food.
// 50 teen (Urdu 3) sheermal = 3 × 90 g of FNDDS 51108100 (naan); aik pyali qorma = 150 g of INDB BFP194
//    (muttonKorma).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const KAAPI = 'filterCoffee=milk@100+tea@50+sugar';

export const FRESH53_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'palampur wale nanaji ke ghar: chha gosht, bhaat aur sepu vadi, thand mein full maza',
    'himachal plain',
    'chhaGosht=beefCurry bhaat=rice:2 sepuVadi=fTwentyEightPeaVadi',
  ],
  [
    'pithoragarh se mummy aayi hai - gahat ki dal, kafuli aur bhaat banaya, 4 din ke camp ke baad ghar ka khana',
    'uttarakhand plain',
    'gahatDal=kulthiDal kafuli=fThreeSarsonSaag bhaat=rice:2',
  ],
  [
    'jamshedpur ghar pe, keenan se lautke: bhaat, arhar dal aur karil ki bhujia',
    'jharkhand plain',
    'bhaat=rice:2 arharDal=dal karilBhujia=fNineteenBambooShoot',
  ],
  [
    'bilaspur ki garmi, dopahar mein bore baasi - saath mein lal bhaji, dahi ki ek katori, pyaaz alag',
    'chhattisgarh plain',
    'boreBaasi=rice:2 lalBhaji=spinachCooked dahi=curd',
  ],
  [
    "imphal, at ima's place: chak, nga thongba and a bowl of kangshoi",
    'manipuri plain',
    'chak=rice:2 ngaThongba=fishCurry kangshoi=fFiftyThreeVegStew',
  ],
  [
    'lunglei hostel dinner - bai with rice n one boiled egg, proper mizo food',
    'mizo plain',
    'bai=fFiftyThreeVegStew rice:2 boiledEgg=egg',
  ],
  [
    'agartala e mamar bari: bhaat ar pork chakhwi ek bati, khub jhal',
    'tripura plain',
    'bhaat=rice:2 porkChakhwi=fThirtyFourPorkBamboo',
  ],
  [
    'namchi ma didi ko ghar: bhat, kinema ko tarkari ra rayo saag',
    'sikkim plain',
    'bhat=rice:2 kinemaTarkari=fFiftyOneSoyabeanCurry rayoSaag=fSixMustardGreens',
  ],
  [
    'panjim home lunch: prawn caldine, 2 katoris of rice n one mackerel rechead',
    'goan plain',
    'prawnCaldine=prawnCurry rice:2 mackerelRechead=fishFry',
  ],
  [
    'coorg homestay near madikeri: pandi curry, bembla curry and 2 katoris of rice',
    'coorg plain',
    'pandiCurry=beefCurry bemblaCurry=fNineteenBambooShoot rice:2',
  ],
  [
    "mangaluru lunch at my konkani friend's - kochil akki, daali thoy n one anjal rava fry",
    'mangalore plain',
    'kochilAkki=rice:2 daaliThoy=dal anjalFry=fishFry',
  ],
  ['pista house ka haleem ek bowl, iftar ke baad, hyderabad', 'hyderabad plain', 'haleem=beefCurry@250'],
  [
    'chowk, lucknow - nihari ki ek pyali aur do kulche, sardi wali subah',
    'lucknow plain',
    'nihari=beefCurry kulche=naan@160',
  ],
  [
    'nani ne sindhi nashta banaya: 2 koki, dahi aur ek papad - ajmer',
    'sindhi plain',
    'koki=fFiftyOneOnionParatha:2 dahi=curd papad',
  ],
  [
    'post-leg lunch: grilled chicken breast x2 (medium ones), brwn rice 1 cup n some sauteed spinach',
    'gym plain',
    'grilledChicken:2 brownRice@158 spinach=spinachCooked',
  ],
  [
    'hostel mess nashta - aloo parathe x2, a katori curd, one kela, glass of doodh',
    'hostel plain',
    'alooParathe=alooParatha:2 curd kela=banana doodh=milk',
  ],
  ['sagar ratna post morning session: filter coffee first, then one masala dosa', 'chain plain', `${KAAPI} masalaDosa`],
  [
    'goa airport before the flight home - one chicken puff n a peach iced tea',
    'travel plain',
    'chickenPuff=fFortySevenKeemaPuff icedTea=fTwentyEightIcedTea',
  ],
  [
    'post nets snack frm the kit bag: cornitos peri peri nachos 60 g + paper boat aamras 200 ml',
    'snack plain',
    'nachos=tortillaChips@60 aamras=mangoDrink@209.7',
  ],
  [
    'log 4 today -> 7am: egg bhurji (3 eggs) over 2 slices multigrain toast | 1pm: chole + 2 katori rice + kheera | 5pm: a pear, 10 almonds | 9pm: 3 roti w matar paneer n a katori dahi',
    'north plain',
    'eggBhurji=fThirtyTwoAndaBhurji:3 multigrainToast=fTwelveMultigrainBread:2 chole rice:2 kheera=cucumber pear almonds:10 roti:3 matarPaneer=fSixMatarPaneer dahi=curd',
  ],
  // combinations named with their own parts
  [
    "bohri thaal at a friend's place - kaari chawal: one katori mutton kaari, two katoris of rice",
    'bohri combo',
    'muttonKaari=beefCurry rice:2',
  ],
  [
    'kori rotti, mangaluru style: 4 rotti crushed under a katori of kori gassi',
    'mangalore combo',
    'rotti=fThreeRiceCake:4 koriGassi=chickenCurry',
  ],
  [
    "sorpotel-sanna, christmas at tia's in chinchinim: a katori of sorpotel n 4 sannas",
    'goan combo',
    'sorpotel=beefCurry sannas=idli:4',
  ],
  // headers naming the meal, then its list
  [
    'navjote lunch at the baug → dhan dar, kolmi no patio, papad, lagan nu custard (a katori)',
    'parsi header',
    'dhanRice=rice:2 darDal=dal kolmiNoPatio=prawnCurry papad laganNuCustard=fFiftyThreeCustard',
  ],
  [
    'club brunch post sunday nets: 2 pancakes + honey (1 tbsp), 2 chicken sausages, 1 cup fruit salad',
    'western header',
    'pancakes=fThirtyThreePancake:2 honey@21 chickenSausages=fTwentyChickenSausage:2 fruitSalad=fruitChaat',
  ],
  [
    'intlo madhyahnam bhojanam → gongura pappu, annam, aratikaya vepudu inka oka glass majjiga',
    'telugu header numberword',
    'gonguraPappu=dal annam=rice:2 aratikayaVepudu=fTwentyOneRawBanana majjiga=buttermilk',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    'blitzed a kharbuja smoothie at the PG: one cup of muskmelon, curd (a katori), honey a tsp',
    'gym addon',
    'kharbujaSmoothie=cantaloupe+curd+honey',
  ],
  [
    'hung curd sandwich for the bus - 100 g hung curd, salt n pepper, between 2 multigrain slices',
    'snack addon',
    'hungCurdSandwich=fTwelveMultigrainBread:2+greekYogurtWhole@100',
  ],
  ['a glass of boost made in milk before bed, mom ka rule', 'milk addon', 'boost=fThirtyEightMaltedMilk'],
  // an ingredient or garnish that is not a full serving
  [
    'ondu ragi mudde, mele ondu chamcha tuppa, jothege saaru - tumakuru',
    'kannada garnish numberword',
    'ragiMudde=fTwentyTwoRagiMudde tuppa=ghee saaru=rasam',
  ],
  [
    'one baked shakarkandi, tsp of butter melted in, 2 hours pre-match',
    'gym garnish',
    'shakarkandi=sweetPotato butter',
  ],
  [
    'ek bati panta bhaat, sathe ek chamoch sorsher tel ar kancha lonka',
    'bengali garnish',
    'pantaBhaat=rice sorsherTel=oil',
  ],
  // food amid training, match or travel talk
  [
    'figures 7-0-31-2 + a run out frm point 🔥 dinner: chicken biryani (one plate) w kheera raita',
    'north talk',
    'chickenBiryani kheeraRaita=fSevenCucumberRaita',
  ],
  [
    'league game, 2 halves of 35 min, scored off a corner, 9.8 km on the gps. home after: 4 rotis, rajma (a katori), salad',
    'gym talk',
    'rotis=roti:4 rajma salad=cucumber',
  ],
  [
    'badminton trials - won 21-17, 18-21, 21-16, then 21-9, 21-12 (1:40 on court). poha (one plate) and a chai after',
    'gym talk',
    `poha ${CHAI}`,
  ],
  // legume words next to the unit gram
  [
    'pasher dokan theke 180 gram ghugni (kala chana mane bengal gram) ar duto luchi',
    'bengali legume numberword',
    'ghugni=blackChanaCurry@180 luchi=puri:2',
  ],
  ['250 gram sambar (the red gram one) with 3 idli at the hostel tiffin', 'south legume', 'sambar@250 idli:3'],
  [
    '2 besan laddoos (bengal gram flour), 70 gram together, from the diwali mithai box',
    'north legume',
    'besanLaddoos=besanLadoo@70',
  ],
  // drinks named after their main ingredient
  [
    'one glass of pineapple, fresh, from the thela near nets - no sugar added',
    'north drinkname',
    'pineapple=pineappleJuice',
  ],
  ['coach ka order - khali pet ek glass lauki, roz subah', 'north drinkname', 'lauki=fTwentyEightLaukiJuice'],
  ['oru glass karumbu, ice venam, marina pakkathula', 'tamil drinkname numberword', 'karumbu=sugarcaneJuice'],
  // a "10 g protein" bar, a large and a small, half of a stated pack
  ['superyou protein wafer bar (40 g, 10 g protien) in the break', 'gym size', 'superyouBar=proteinBar@40'],
  ['BK after the semis - fries (large) + coke (small)', 'chain size', 'fries=friesMedium@180 coke=colaSmall'],
  [
    'finished half of a 1 litre amul taaza tetra after the run, straight from the pack',
    'milk size',
    'amulTaaza=milk@514.8',
  ],
  // a raw vegetable, seafood or pulse word beside a bread or rice means the cooked dish
  [
    'sardiyon mein meerut wali mausi ke yahan bathua ke saath 2 parathe',
    'north cooked',
    'bathua=fFiftyThreeBathuaBhujia parathe=paratha:2',
  ],
  ['chingri ar bhaat, robibar dupure, ma-r haat er ranna', 'bengali cooked', 'chingri=prawnCurry bhaat=rice:2'],
  [
    'mess dinner tonight was soyabean, had it over 2 katoris of rice',
    'hostel cooked',
    'soyabean=fFiftyOneSoyabeanCurry rice:2',
  ],
  // counts in number words
  [
    'karaikudi la naalu chapathi, chettinad kozhi kuzhambu oru katori',
    'chettinad numberword',
    'chapathi=roti:4 kozhiKuzhambu=chickenCurry',
  ],
  [
    'be vedmi ane ek vaati gujarati dal, diwali na bija divase',
    'gujarati numberword',
    'vedmi=fFourPuranPoli:2 gujaratiDal=dal',
  ],
  ['eid pe bhopal mein teen sheermal aur aik pyali qorma', 'urdu numberword', 'sheermal=naan:3 qorma=muttonKorma'],
];
