// Benchmark meals written on 2026-11-26 blind, as the seventy-first blind set after meals-fresh.ts to
// meals-fresh69.ts (the sets in this tree), without running the engine or reading its code or
// knowledge. Each sentence is one log message as an Indian cricketer or athlete would type it to a
// food-tracking chat, themed on the plain everyday food of West, East and Northeast India and Sri Lanka
// (Maharashtra: Kolhapur, Nagpur, Ratnagiri, Malvan, Lonavala, Mumbai's Dadar, Andheri and Wankhede,
// a Pune hostel and the MCA academy; Goa: Aldona; Gujarat: Mandvi in Kutch, Ahmedabad's Law Garden, a
// Sunday lunch, a morning before nets; Bengal: Kolkata's Eden Gardens and Salt Lake, Malda, a para
// shop, Jamai Shoshthi; Odisha: Puri and Salepur; Assam: Guwahati, the SAI centre and Jorhat;
// Manipur: Imphal; Meghalaya: Shillong's Police Bazar and Laitumkhrah; Sri Lanka: Galle, Galle Face,
// a Colombo canteen and an Avurudu morning), home food, academy and hostel messes, street food, sweets
// and fruit between sessions and a few Western gym foods (oats, peanut butter, greek yogurt, a protein
// bar, an egg white sandwich, a whole gym day); mostly short, terse and chatty, with training, match
// and travel talk, abbreviations (n, w, pb, pcs, x2, 6 pm, 7:30, 1pm), in plain English and
// Hinglish and romanised Marathi, Gujarati, Bengali, Odia, Assamese and Sinhala, with Konkani,
// Manipuri and Khasi dish names (27 of 50, 54 %, not plain English). Each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their
// portions or a stated convention) before and independently of any engine run. None of the sentences
// is taken from an earlier set: each was written new and checked against the earlier sets' 4,135
// texts (meals.ts, meals-structural.ts, meals-generalise.ts and meals-fresh*.ts: character similarity,
// word overlap and shared runs of four words), and
// rewritten where it came near one (first drafts of "3 khalli between the two sessions" for Nagpur
// santra; sorpotel "a katori, with 3" sannas; "dal dhokli ek bowl"; "para-r dokan theke" singara;
// aloo potala rasa "puri re mausi ghare"; khakhra "ane ek cup chaa"; "a bowl of kangshoi n 1 boiled
// egg" in Imphal; "pork with bamboo shoot" and rice; a Khasi meal at a "friend's home in" Laitumkhrah;
// sabudana khichdi "ani ek glass taak"; chicken curry at the SAI mess "1 katori each"; overnight oats
// of "50 g oats + 150 ml milk + 1 tbsp peanut butter", then "40 g rolled oats cooked in water, a scoop
// of whey stirred in"; greek yogurt "with a handful of blueberries n 1 tsp honey", then "n a tsp of
// honey"; a gym day of "150 g grilled chicken, brown rice 1 katori" and "3 chapati + palak paneer",
// then "grilled chicken (150 g)" and "1 katori brown rice"; "4 kochuri ar ek bati" aloor torkari; "2
// cup muri ar duto aloor chop"; an egg white sandwich "for the team bus: 2 slices brown bread", then
// "packed for the bus to the ground" and "with 4 egg whites"; pintola "2 tbsp, on 2" rice cakes;
// "kulith (horse gram) usal" with "150 gram with 2" bhakri; "biulir dal (split black gram) 200 gram",
// then "muger dal (split green gram), 200 gram" and "muger dal (green gram)"; begun bhaja "sunday
// lunch at home"; bel "one glass at a" puri stall; a 7 inch pizza "at the academy canteen" and "from
// the hostel canteen"; "dudhi-chana ni dal ane 3 rotli" and "2 bajra na rotla, ringan no olo ane
// chaas"; "charikhon ruti aru ek bati dail"); drafts that passed those measures but were the same meal
// as an earlier text were dropped too (3 rotli with tuvar ni dal, bhaat and ringan nu shaak; dal
// dhokli in Vadodara; macher jhol bhaat from ma's kitchen; 2 egg curry with rice at a mess; 6 kanda
// bhaji with a cutting; khichuri-labra at pujo bhog; bhendi "ani teen chapati, hostel var ratri"), and
// chicken xacuti with poi, ambot tik, a Konkan surmai fry (its place went to the hapus), puchka,
// jhalmuri, shrikhand (INDB OSR024 is unstrained curd), modak, sol kadhi, kottu and pol roti were
// passed over before drafting (an earlier text, or no cited row); the final texts share no run of four
// words with an earlier set or with the drafts quoted in the earlier headers.
// Mix (50): 30 plain everyday logs (home food of Maharashtra, Goa, Gujarat, Bengal, Odisha, Assam,
// Manipur, Meghalaya and Sri Lanka, a Christmas lunch, Jamai Shoshthi, Holi and Avurudu, an academy
// hostel mess, street food in Kutch, Ahmedabad, Kolkata, Shillong and Lonavala, sweets from
// Salepur and Kolkata, fruit between sessions from Nagpur, Ratnagiri, Shillong and Malda, three gym
// logs and a whole gym day in one message) and 20 over the ten hard classes, two each: combinations
// named with their own parts (combo: vada-pav, muri-aloor chop), headers naming the meal then its list
// (header: an MCA academy lunch, a Colombo rice and curry), a sandwich with its filling and a brand
// with its generic food (addon: an egg white sandwich, Pintola peanut butter), an ingredient or garnish
// that is not a full serving (garnish: sev on pohe, ghee on aloo sheddho bhaat), food amid match or
// training talk whose numbers are no food (talk: a Wankhede nets session, a Salt Lake run), legume
// names with "gram" next to a weight in grams (legume: horse gram, split green gram), drinks named
// after their main ingredient (drinkname: kokum, bel), stated sizes (size: a 600 ml Limca bottle, a 7
// inch pizza), the cooked dish meant by a raw word beside a bread or rice (cooked: bhendi, kumro) and
// counts in number words (numberword: Assamese and Sinhala; Gujarati, Bengali and Marathi number words
// also appear in plain, combo, legume and cooked meals, tagged so).
// One new reference food (prefix fSeventyOne, citing its row in reference-foods.ts): Mango (FNDDS
// 63129010 Mango, raw, 1 mango = 210 g; a whole Ratnagiri hapus, where the mango key is its 1 cup
// sliced, 165 g); every other item is an existing key. Water is never counted (no energy), nor are the
// limbu on pohe, a lunu miris or kasundi a text leaves out, or the spices of a dish; clock times, "6
// pm", "40 min", "150 ball", "5 km", "8 ta sprint", "600 ml" and "7 inch" as sizes, "off day", "cheat
// day", "holi", "christmas", "avurudu", "jamai shoshthi", "sand running" and place names are no food,
// and Pintola, Limca, SAI, MCA and SSC are brand, body and club names.
// Conventions, as meals-fresh50.ts to meals-fresh69.ts: a katori (vati, bati, ekbati) = 150 g of a dal,
// curry, usal or curd, 120 g of a dry sabzi (bhaji, shaak, xaak bhaji, bhendi, kumro) and 100 g of
// rice; unquantified dal or curry (amti, varan, kadhi, musur dal, dail, parippu, doi maach, chicken
// rassa, aloo potala rasa, doh neiiong) = a katori (150 g); unquantified dry sabzi (batatyachi bhaji,
// lai xaak bhaji, kobi bhaji, bonchi curry, bhendi, kumro) = a katori (120 g); unquantified rice (bhaat,
// bhat, chak, rice, jeera rice) in a meal = 2 katori, 200 g; mutton and pork curries (sorpotel, doh
// neiiong) = FNDDS 27116100 (beefCurry, the red-meat curry proxy, as earlier sets' pandi curry and
// khasi ko masu); a roti, poli, ruti or chapati = 40 g (FNDDS 51300175 medium); a jowar bhakri = 55 g
// of roti (meals-fresh50.ts, meals-fresh68.ts); a pav = 43 g (FNDDS 51150000); 2 vada pav = 90 g of
// bread + 120 g of vada (meals.ts); a dabeli = 1 pav + 60 g of its potato filling (alooSabzi, as the
// 60 g vada of a meals.ts vada pav) + 10 g of sev (the sev key's garnish); a sanna (Goan steamed rice
// cake) = 1 idli, 40 g; a cup of kiribath = 200 g (FNDDS 58161200: 1 cup, as meals-fresh2.ts "kiribath
// 1 cup"); a plate of poha = 180 g; a bowl of porridge (milk oats) = 250 g (meals-fresh60.ts); a
// chutney or sambol said without an amount = 1 tbsp; a garnish of sev = 10 g; a spoon or "ektu" (a
// little) of ghee or toop = 1 tsp, 5 g; a glass of milk (dudh) = 258 g (250 ml); a glass of a sharbat
// (kokum, bel) = 250 g; ml of a soft drink × its FNDDS 31
// g per fl oz (29.57 ml), so 600 ml = 628.9 g (meals-fresh69.ts Sprite); CHAI = meals.ts (62 g milk + 60
// g tea + 1 tsp sugar), also for cha in a bhaar and chaa; a lal sah (Assamese red tea) = a 125 ml tea
// cup of black tea + 1 tsp sugar (meals-fresh64.ts sulaimani, meals-fresh51.ts red tea). For every
// meal, in file order:
// plain:
//  1 3 poli = 3 × 40 g of FNDDS 51300175 (roti); batatyachi suki bhaji (dry potato sabzi) = a katori
//    (120 g) of FNDDS 71103030 (alooSabzi); "ghari" (at home) no food.
//  2 3 Nagpur santra = 3 × 131 g of FNDDS 61119010 (orange, SR26 09200: 1 orange); "season" no food.
//  3 a whole Ratnagiri hapus = 1 mango, 210 g of FNDDS 63129010 (fSeventyOneMango); "juice everywhere"
//    (its own juice) no drink.
//  4 sorpotel (Goan pork curry), a katori = 150 g of FNDDS 27116100 (beefCurry); 3 sannas = 3 × 40 g
//    (idli, its IFCT rice-urad steamed recipe, the steamed rice cake proxy).
//  5 2 dabeli, one item = 2 × 43 g of FNDDS 51150000 (pav) + 2 × 60 g of FNDDS 71103030 (alooSabzi,
//    the spiced potato filling) + 2 × 10 g of INDB OSR147 (sev); "lari" (cart) no food.
//  6 4 pcs khaman = 4 × 40 g of INDB ASC474 (dhoklaPiece, 1 piece); green chutney = 1 tbsp, 18.9 g of
//    INDB BFP444 (greenChutney).
//  7 gujarati kadhi = a katori (150 g) of the kadhi key (FNDDS 41311030, as meals.ts); bhaat = 200 g of
//    FNDDS 56205008 (rice); ek (Gujarati 1) papad = 9 g of FNDDS 41311000 (papad).
//  8 doi maach (fish in a curd gravy) = a katori (150 g) of FNDDS 27150320 (fishCurry); bhaat = 200 g.
//  9 2 slices begun bhaja = 2 × 40 g of FNDDS 75412010 (fSevenBegunBhaja, 1 slice); musur dal = a katori
//    (150 g) of FNDDS 41311030 (dal); rice = 200 g.
// 10 singara duto (Bengali 2) = 2 × 100 g of FNDDS 58124500 (samosa); cha in a bhaar (clay cup) = CHAI.
// 11 aloo potala rasa (potato and pointed gourd curry) = a katori (150 g) of FNDDS 75440600 (vegCurry,
//    by the curry katori); 3 roti = 3 × 40 g.
// 12 Salepur rasagola, 2 = 2 × 60 g of INDB BFP392 (fSevenRasgulla, 1 rasgulla with its syrup).
// 13 be (Gujarati 2) khakhra = 2 × 75.7 g of INDB OSR102 (fTwentyTwoKhakhra, 1 khakhra); chaa = CHAI.
// 14 lai xaak bhaji (mustard greens) = a katori (120 g) of FNDDS 72122221 (fSixMustardGreens); mosur
//    dail = a katori (150 g) of FNDDS 41311030 (dal); bhat = 200 g.
// 15 lal sah = 125 g of FNDDS 92302000 (tea) + 1 tsp, 4.2 g of sugar; 2 marie = 2 × 7 g of FNDDS
//    53241510 (marie); "xondhiya" (evening) no food.
// 16 ooti (Manipuri dried-pea curry), a katori = 150 g of FNDDS 41303010 (fFourSplitPeas, the
//    dried-pea curry proxy); chak (rice) = 200 g.
// 17 jadoh, one plate = 300 g of FNDDS 27220310 (fFiftyTwoJadoh).
// 18 doh neiiong (Khasi pork in black sesame), ek katori = 150 g of FNDDS 27116100 (beefCurry); rice =
//    200 g.
// 19 kiribath (one cup) = 200 g of FNDDS 58161200 (coconutRice, 1 cup); seeni sambol = 1 tbsp, 16 g of
//    INDB OSR083 (fTwentyEightOnionChutney); "avurudu" (the Sinhala and Tamil new year) no food.
// 20 3 fish cutlets = 3 × 35 g of FNDDS 27250050 (fTwentyEightFishCake, 1 cutlet); a ginger beer = 372
//    g of FNDDS 92410610 (fTwentySevenGingerAle, 1 can or bottle of 12 fl oz).
// 21 a katori each: rice = 100 g; dal = 150 g of FNDDS 41311030; chicken curry = 150 g of FNDDS
//    27146150 (chickenCurry).
// 22 2 amboli (Malvani rice-urad pancake) = 2 × 120 g of INDB BFP152 (uttapam, the thick fermented
//    rice-urad pancake); naral chutney = 1 tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 23 a 50 g chikki packet by its stated weight = SR26 19148 (fSevenChikki).
// 24 2 pantua = 2 × 40 g of FNDDS 53420410 (fThirteenGulabJamun, the fried ball in syrup proxy; pantua
//    is the Bengali gulab jamun).
// 25 Shillong pineapple, 1 cup cut = 165 g of FNDDS 63141010 (fFortyFourPineapple).
// 26 12 Malda litchi = 12 × 10 g of FNDDS 63126510 (fSixteenLychee).
// 27 a protein bar = 40 g of FNDDS 53729000 (proteinBar, its convention); an apple = 1 medium, 200 g of
//    FNDDS 63101000.
// 28 greek yogurt tub = 1 container, 170 g of FNDDS 11411420 (greekYogurt); blueberries, unquantified =
//    75 g of FNDDS 63203010 (fFiveBlueberries, a handful); 1 tsp honey = 7 g of FNDDS 91302010.
// 29 a whole day: milk oats 1 bowl = 250 g of FNDDS 56203066 (oats, a bowl of porridge); banana = 126
//    g; brown rice one katori = 100 g of FNDDS 56205018 (brownRice); kheera salad = 100 g of FNDDS
//    75111000 (cucumber); chicken breast grilled, 150 g as stated = FNDDS 24123301 (grilledChicken);
//    whey, no scoops said = 1 scoop, 30 g of FNDDS 95230000; palak paneer = a katori (150 g) of FNDDS
//    72125310; 3 chapati = 3 × 40 g; the water and clock times no food.
// 30 2 puran poli = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli, 1 roti); varun (on top) toop = 1 tsp, 5
//    g of FNDDS 81204000 (ghee).
// combo:
// 31 vada-pav x2, one item = 90 g of FNDDS 51101000 (bread) + 120 g of FNDDS 58175000 (vada), the
//    meals.ts "2 vada pav"; "the local" (the train) no food.
// 32 muri-aloor chop: muri 2 cup = 2 × 14 g of FNDDS 57340000 (fFivePuffedRice); aloor chop duto
//    (Bengali 2) = 2 × 55 g of FNDDS 71503010 (fFiftyFourAlooTikki, the fried potato patty proxy).
// header:
// 33 "MCA academy lunch" no food: jeera rice = 200 g of INDB BFP134 (jeeraRice); varan = a katori (150
//    g) of FNDDS 41311030 (dal); 3 chapati = 3 × 40 g; kobi bhaji = a katori (120 g) of INDB ASC173
//    (fEightCabbagePeas); dahi = a katori (150 g) of FNDDS 11411100 (curd).
// 34 "SSC canteen, colombo: rice & curry lunch" no food: rice = 200 g; parippu = a katori (150 g) of
//    FNDDS 41311030 (dal); bonchi (green beans) curry = a katori (120 g) of INDB BFP272 (beansSabzi);
//    chicken curry = a katori (150 g) of FNDDS 27146150; papadam = 9 g of FNDDS 41311000 (papad).
// addon:
// 35 an egg white sandwich, one item: brown bread x2 = 2 × 36 g of FNDDS 51300110 (brownBread); whites
//    of 4 eggs = 4 × 33 g of FNDDS 31108110 (fSevenEggWhite, 1 egg white); "bus snack" no food.
// 36 Pintola (a peanut butter brand) pb, about 2 tbsp = 2 × 16 g of its generic food, FNDDS 42202000
//    (peanutButter); 2 brown rice cakes = 2 × 9 g of SR26 19051 (fThreeRiceCake).
// garnish:
// 37 aai che (mother's) pohe = 1 plate, 180 g (poha, its IFCT recipe); varun (on top) sev = 10 g of INDB
//    OSR147 (sev, its garnish); limbu not counted.
// 38 aloo sheddho (mashed boiled potato) = 1 medium, 170 g of FNDDS 71103010 (fTwentyTwoBoiledPotato);
//    gorom bhaat = 200 g; ektu ghee dhele (a little ghee poured on) = 1 tsp, 5 g of FNDDS 81204000.
// talk:
// 39 "40 min nets", "150 ball khele" no food: 3 chapati = 3 × 40 g; chicken rassa = a katori (150 g)
//    of FNDDS 27146150 (chickenCurry).
// 40 "5 km douralam" (ran 5 km), "8 ta sprint" no food: 2 to kola (bananas) = 2 × 126 g of FNDDS
//    63107010; ek glass dudh = 258 g of FNDDS 11112110 (milk).
// legume:
// 41 horse gram chi usal by the stated jawal jawal (about) 150 gram = INDB OSR143 (kulthiDal); don
//    (Marathi 2) jowar bhakri = 2 × 55 g = 110 g of roti; "gram" is part of the pulse's name once and
//    the unit once.
// 42 sona mug (split green gram) er dal by the stated 200 gram = INDB ASC151 (fTwentyFiveMoongDal,
//    washed moong dal); bhaat = 200 g; "gram" is part of the pulse's name once and the unit once.
// drinkname:
// 43 kokum, ek glass = kokum sharbat, 250 g of INDB OSR008 (fSixNannari, the sugar-syrup sharbat proxy,
//    as meals-fresh13.ts "kokum sharbat 1 glass"); no kokum fruit.
// 44 bel, ek glass = bel sharbat (bela pana), 250 g of INDB OSR001 (fThreeBelSharbat); no bel fruit.
// size:
// 45 a 600 ml Limca (a lemon-lime soda) bottle, whole = 20.29 fl oz × 31 g = 628.9 g of FNDDS 92410510
//    (fThirtyThreeLemonSoda).
// 46 a 7 inch veg pizza, whole = 1 personal size pizza (5-7" diameter), 191 g of FNDDS 58106325 (the
//    fFiftySixVegPizza key's row, cheese pizza with vegetables, medium crust).
// cooked:
// 47 bhendi (okra) beside chapati = bhendi bhaji, a katori (120 g) of INDB BFP269 (bhindiFry); teen
//    (Marathi 3) chapati = 3 × 40 g.
// 48 kumro (pumpkin) beside bhaat = kumro torkari, a katori (120 g) of FNDDS 73201020 (fFivePumpkin);
//    bhaat = 200 g.
// numberword:
// 49 charikhon (Assamese 4) ruti = 4 × 40 g of roti; ekbati (one katori) dail = 150 g of FNDDS 41311030
//    (dal).
// 50 isso wade hatarak (Sinhala 4 prawn-topped lentil vadai) = 4 × 40 g of FNDDS 58175000 (vada, the
//    fried lentil dumpling, its small prawn within the 40 g).
import type { SampleMeal } from './meals';

const CHA = 'cha=milk@62+tea+sugar';
const CHAA = 'chaa=milk@62+tea+sugar';
const LAL_SAH = 'lalSah=tea@125+sugar';

export const FRESH71_MEALS: SampleMeal[] = [
  // plain everyday logs
  ['kolhapur, ghari: 3 poli ani batatyachi suki bhaji', 'marathi plain', 'poli=roti:3 batatyachiBhaji=alooSabzi'],
  ['nagpur santra season - had 3 between sessions', 'marathi fruit plain', 'santra=orange:3'],
  ['a whole ratnagiri hapus after the nets, juice everywhere', 'marathi fruit plain', 'hapus=fSeventyOneMango'],
  ['christmas lunch in aldona - sorpotel (a katori) and 3 sannas', 'goan plain', 'sorpotel=beefCurry sannas=idli:3'],
  ['mandvi ni lari par 2 dabeli, kutch trip', 'gujarati street plain', 'dabeli=pav:2+alooSabzi@120+sev:2'],
  ['law garden, ahmedabad: 4 pcs khaman w green chutney', 'gujarati street plain', 'khaman=dhoklaPiece:4 greenChutney'],
  [
    'sunday bapore gujarati kadhi, bhaat ane ek papad',
    'gujarati plain numberword',
    'gujaratiKadhi=kadhi bhaat=rice:2 papad',
  ],
  ['jamai shoshthi, shoshurbari te doi maach ar bhaat', 'bengali plain', 'doiMaach=fishCurry bhaat=rice:2'],
  [
    '2 slices begun bhaja, musur dal n rice - sunday, home food',
    'bengali plain',
    'begunBhaja=fSevenBegunBhaja:2 musurDal=dal rice:2',
  ],
  ['pasher dokan er singara duto ar bhaare cha', 'bengali street plain numberword', `singara=samosa:2 ${CHA}`],
  ['mausi ghare, puri: aloo potala rasa au 3 ta roti', 'odia plain', 'potalaRasa=vegCurry@150 roti:3'],
  ['salepur ru asithiba rasagola, 2 ta, evening nets pare', 'odia sweet plain', 'rasagola=fSevenRasgulla:2'],
  ['be khakhra ne chaa, savar ma nets pehla', 'gujarati plain numberword', `khakhra=fTwentyTwoKhakhra:2 ${CHAA}`],
  [
    'guwahati, ghorot: lai xaak bhaji, mosur dail aru bhat',
    'assam plain',
    'laiXaak=fSixMustardGreens mosurDail=dal bhat=rice:2',
  ],
  ['xondhiya lal sah aru 2 ta marie', 'assam plain', `${LAL_SAH} marie:2`],
  ["ooti, a katori, with chak - roomie's ima made it, imphal", 'northeast plain', 'ooti=fFourSplitPeas chak=rice:2'],
  ['shillong, police bazar stall: jadoh, one plate', 'northeast street plain', 'jadoh=fFiftyTwoJadoh'],
  [
    "doh neiiong (pork in black til) ek katori n rice at my khasi teammate's, laitumkhrah",
    'northeast plain',
    'dohNeiiong=beefCurry rice:2',
  ],
  [
    'avurudu morning - kiribath (one cup) n seeni sambol',
    'srilankan plain',
    'kiribath=coconutRice seeniSambol=fTwentyEightOnionChutney',
  ],
  [
    'galle after training: 3 fish cutlets and a ginger beer',
    'srilankan plain',
    'fishCutlets=fTwentyEightFishCake:3 gingerBeer=fTwentySevenGingerAle',
  ],
  [
    'SAI guwahati mess, lunch: a katori each of rice, dal n chicken curry',
    'assam hostel plain',
    'rice dal chickenCurry',
  ],
  ['malvan la 2 amboli ani naral chutney, sakali', 'marathi plain', 'amboli=uttapam:2 naralChutney=coconutChutney'],
  ['lonavala ghat stop - a 50 g chikki packet, finished it', 'marathi snack plain', 'chikki=fSevenChikki@50'],
  ['2 pantua from the mishti shop near eden gardens, cheat day', 'bengali sweet plain', 'pantua=fThirteenGulabJamun:2'],
  [
    'shillong pineapple, 1 cup cut, between sessions - super sweet',
    'northeast fruit plain',
    'pineapple=fFortyFourPineapple',
  ],
  ['malda ki litchi, 12 khaayi dressing room mein', 'bengali fruit plain', 'litchi=fSixteenLychee:12'],
  ['protein bar + an apple before the gym, 6 pm', 'gym plain', 'proteinBar apple'],
  [
    'greek yogurt tub with blueberries, honey drizzled (1 tsp) - post gym',
    'gym plain',
    'greekYogurt blueberries=fFiveBlueberries honey',
  ],
  [
    'full log, andheri off day: 7:30 milk oats 1 bowl + banana | 1pm brown rice one katori, kheera salad, chicken breast grilled, 150 g | 5pm whey, water | 9pm palak paneer w 3 chapati',
    'gym plain multi',
    'milkOats=oats@250 banana brownRice kheeraSalad=cucumber chickenBreast=grilledChicken@150 whey palakPaneer chapati=roti:3',
  ],
  ['holi la 2 puran poli, varun toop', 'marathi sweet plain', 'puranPoli=fFourPuranPoli:2 toop=ghee'],
  // combinations named with their own parts
  ['vada-pav x2 outside dadar station before the local', 'marathi combo', 'vadaPav=bread@90+vada@120'],
  [
    'muri-aloor chop, brishti bikel: muri 2 cup, aloor chop duto',
    'bengali combo numberword',
    'muri=fFivePuffedRice:2 aloorChop=fFiftyFourAlooTikki:2',
  ],
  // headers naming the meal, then its list
  [
    'MCA academy lunch → jeera rice, varan, 3 chapati, kobi bhaji, dahi',
    'marathi hostel header',
    'jeeraRice:2 varan=dal chapati=roti:3 kobiBhaji=fEightCabbagePeas dahi=curd',
  ],
  [
    'SSC canteen, colombo: rice & curry lunch → rice, parippu, bonchi curry, chicken curry, papadam',
    'srilankan header',
    'rice:2 parippu=dal bonchiCurry=beansSabzi chickenCurry papadam=papad',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'egg white sandwich, bus snack: brown bread x2, whites of 4 eggs inside',
    'gym addon',
    'eggWhiteSandwich=brownBread:2+fSevenEggWhite:4',
  ],
  [
    'pintola pb spread on 2 brown rice cakes, about 2 tbsp',
    'gym addon',
    'pintolaPb=peanutButter:2 riceCakes=fThreeRiceCake:2',
  ],
  // an ingredient or garnish that is not a full serving
  ['aai che pohe, varun sev ani limbu', 'marathi garnish', 'pohe=poha sev'],
  [
    'aloo sheddho diye gorom bhaat, ektu ghee dhele',
    'bengali garnish',
    'alooSheddho=fTwentyTwoBoiledPotato bhaat=rice:2 ghee',
  ],
  // food amid match or training talk
  [
    'wankhede pe 40 min nets, 150 ball khele; lunch mein 3 chapati aur chicken rassa',
    'marathi talk',
    'chapati=roti:3 chickenRassa=chickenCurry',
  ],
  [
    'salt lake e 5 km douralam, tarpor 8 ta sprint. erpor 2 to kola ar ek glass dudh',
    'bengali talk',
    'kola=banana:2 dudh=milk',
  ],
  // legume words next to the unit gram
  [
    'horse gram chi usal, jawal jawal 150 gram, don jowar bhakri sobat',
    'marathi legume numberword',
    'horseGramUsal=kulthiDal@150 jowarBhakri=roti@110',
  ],
  [
    'sona mug (split green gram) er dal, 200 gram-er moto, bhaat diye',
    'bengali legume',
    'mugDal=fTwentyFiveMoongDal@200 bhaat=rice:2',
  ],
  // drinks named after their main ingredient
  ['kokum, ek glass, thanda - malvan la nets nantar', 'marathi drinkname', 'kokum=fSixNannari'],
  ['bel, ek glass, puri beach stall - sand running pare', 'odia drinkname', 'bel=fThreeBelSharbat'],
  // a bottle size and a pizza size in inches
  ['limca 600 ml bottle, whole thing, bus to nashik', 'travel size', 'limca=fThirtyThreeLemonSoda@628.9'],
  ['a 7 inch veg pizza from the night canteen, all mine', 'hostel size', 'vegPizza=fFiftySixVegPizza@191'],
  // a raw vegetable word beside a bread or rice means the cooked dish
  [
    'bhendi sobat teen chapati, pune hostel, raatri che jevan',
    'marathi cooked numberword',
    'bhendi=bhindiFry chapati=roti:3',
  ],
  ['kumro ar bhaat, aaj ratre simple', 'bengali cooked', 'kumro=fFivePumpkin bhaat=rice:2'],
  // counts in number words
  ['charikhon ruti, logot ekbati dail - jorhat hostel', 'assamese numberword', 'ruti=roti:4 dail=dal'],
  ['isso wade hatarak, galle face green', 'srilankan numberword', 'issoWade=vada:4'],
];
