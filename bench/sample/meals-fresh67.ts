// Benchmark meals written on 2026-11-25 blind, as the sixty-seventh blind set after meals-fresh.ts to
// meals-fresh66.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat, themed on South
// and East India, Sri Lanka and Bangladesh, with home, temple, wedding and street food in the local
// languages (a Srirangam temple prasadam, a mama's lunch in Howrah, a khala's house in Dhaka, an amma's
// rice and curry in Colombo, a valiyammachi in Alappuzha, an atta in Nellore, an ajji in Mysuru, a bou in
// Cuttack, a Mount Lavinia beach cart, Kolkata telebhaja, Ramzan in Hyderabad's Old City, Malda mangoes,
// a chacha in Sylhet, an Ameerpet mess, the Dharmasthala annadana, a Kochi thattukada, a Chattogram
// nasta, a Vesak dansala, a pinni in Karimnagar, Mangaluru, a rainy day in Bengal, a Thanjavur wedding
// feast, a boubhat in Khulna, Lokkhi pujo, College Square, a pishi's dal, a Pondicherry mess, a Berhampur
// home), a tournament week on the road (an east zone T20 week: day 1 in Cuttack, a 9-hour bus to Ranchi,
// game day, the Kolkata leg, Shaktigarh on the highway, Eden, the Kalinga stadium, Vizag, Kumbakonam,
// Vijayawada on day 4, the Durgapur local, Trivandrum, Chennai) and two whole-day messages (a rest day in
// Kandy, a day at home in Bengal); terse and chatty, with training, match and travel talk, typos and
// abbreviations (n, x2, x3, bfast, pcs, T20, 8am, 4:30, 9 hr, 2/31, 6 x 40 m, pondy), in plain English
// and romanised Tamil, Bengali (also of Bangladesh), Sinhala, Malayalam, Telugu, Kannada and Odia (21 of
// 50, 42 %, not plain English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food
// codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated convention) before and
// independently of any engine run. None of the sentences is taken from an earlier set: each was written
// new and checked against the earlier sets' 3,885 texts (character similarity, word overlap and shared
// runs of four words), and rewritten where it came near one (first drafts of "colombo gedara kaama: bath,
// parippu, kukul mas curry" with pol sambol, then "kukul mas curry, parippu, pol sambol"; gongura mamsam
// with annam and "oka katori perugu" in Vijayawada, then royyala iguru at a pinni's in Karimnagar; eradu
// ragi mudde with soppina saaru and "ondu lota majjige"; 3 fish cutlets "n a plain tea", then "after the
// recovery swim"; telebhaja "ar ek cup muri"; a Cuttack hotel lunch ending "jeera rice n salad"; "3 idli,
// 1 vada" with sambar "at the team hotel" in Ranchi; grilled vanjaram with "150 g brown rice" and a cup of
// broccoli; a tender coconut "and 2 boiled eggs" after a Marina run; a Kandy day with "2 egg hoppers n"
// and "chicken kottu 1 plate", then "chicken kottu, one plate"; a Bengali day opening "4 te ruti ar" with
// "muger dal, macher jhol"; a Dharmasthala lunch ending "n a glass of majjige"; "duita nan ruti ar ek bati
// gorur nehari" in Chittagong; chicken fried rice with devilled chicken after the LPL in Negombo (dropped);
// "rendu jonna rottelu, pappu, vankaya koora" and then "natu kodi kura oka katori" in Karimnagar; a veg
// puff "n a filter coffee" at Vizag airport; porotta-beef with "beef roast oru katori" in Kochi (dropped
// for neer dose-kori gassi); khichuri-ilish bhaja with "ek plate khichuri"; an egg sandwich at Howrah in
// "two white bread slices", then with "1 boiled egg and 1 tbsp mayo" and "with a boiled egg"; "a glass of
// milma milk before bed"; ven pongal with "mela oru spoon nei" and anju mundhiri, and rava kesari with
// anju mundhiri (both dropped for payesh with kaju); "a glass of milk" after sprints; split black gram
// (biulir dal) by 200 gram, three times; "bengal gram sundal, about 150 gram" at a golu (dropped for horse
// gram charu); wood apple juice at a Dambulla stall (dropped for karumbu juice); "100 g pack of" banana
// chips; a 12 inch pizza "on the off day"; raw banana "for lunch at the" mess; "chaarita chakuli pitha,
// gote bati ghuguni" in Odia; a Vesak dansala plate opening "hotel: rice, dhal curry"; the final texts
// share no run of four words with an earlier set).
// Mix (50): 30 plain everyday logs (home food of Tamil Nadu, Bengal, Bangladesh, Sri Lanka, Kerala,
// Andhra Pradesh, Telangana, Karnataka and Odisha, temple food at Srirangam, Dharmasthala and a Vesak
// dansala, street food in Kolkata, Mount Lavinia, Hyderabad and Kochi, a mess, team-hotel meals of a
// tournament week on the road, a gym plate in grams, fruit, a sweet stop on the highway and two whole
// days in one message each) and 20 over the ten hard classes, two each: combinations named with their own
// parts (combo: neer dose-kori gassi, ilish-khichuri), headers naming the meal then its list (header: a
// Tamil wedding feast, a Bangladeshi boubhat), a sandwich with its filling and a brand with its generic
// food (addon: a Howrah canteen egg sandwich, Milma toned milk), an ingredient or garnish that is not a
// full serving (garnish: kaju on payesh, jhuri bhaja on ghugni), food amid match or training talk whose
// numbers are no food (talk: a bowling spell at Eden, a bronco test and sprints), legume names with
// "gram" next to a weight in grams (legume: split black gram, horse gram), drinks named after their main
// ingredient (drinkname: a daab, karumbu juice), a pack in grams and a pizza in inches (size), the cooked
// dish meant by a raw word beside a bread or rice (cooked: vendakkai, raw banana) and counts in number
// words (numberword: Sinhala and Odia; Tamil, Malayalam, Telugu, Kannada and Bengali number words also
// appear in plain, combo, header, legume, drinkname and cooked meals, tagged so).
// No new reference foods: every item is an existing key. Water is never counted (no energy), nor are the
// chopped onion on ghugni or the spices of a dish; clock times, "darshan", "slept 2 hrs", "recovery
// swim", "east zone T20 week", "day 1", "day 3", "9 hr bus", "game day", "kolkata leg", "hotel gym",
// "marina beach run", "coach dekheni" (the coach didn't see), "rest day", "lokkhi pujo", "annadana",
// "match ki mundu" (before the match), "flight late", "brishti nemechhe" (it started raining), "9
// overs", "2/31", "defended 8 off the last", "bronco 5:06", "6 x 40 m sprints", "day 4", "periya glass
// illa" (not a big glass), "the bus hit kollam", "off day", "zero regrets" and "ma ra ranna" (mother's
// cooking) are no food.
// Conventions, as meals-fresh50.ts to meals-fresh66.ts: a katori (bati) =
// 150 g of a dal, curry, kheer or curd, 120 g of a dry sabzi (tarkari, torkari, palya, bhorta, bhaja of
// uchhe, vendakkai, raw banana) and 100 g of rice; unquantified dal or curry (dal, dali, dhal, parippu,
// saaru, kalia, jhol, pulusu, kura, kosha mangsho, chemmeen curry, lau chingri, potato curry) = a katori
// (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat, bhata, bath, choru,
// annam, saadham, rice) in a meal = 2 katori, 200 g, also of jeera and bagara rice (jeeraRice:2, as
// meals-fresh62.ts and meals-fresh65.ts bagara khana); an unquantified pulao = a plate, 300 g
// (meals-fresh60.ts veg pulao); a plate of biryani = 300 g; a plate (thala) of khichuri = 250 g of khichdi
// (meals.ts "pongal 1 plate", meals-fresh20.ts "1 plate khichuri"); mutton and beef curries, nehari and
// kosha mangsho = FNDDS 27116100 (beefCurry, the red-meat curry proxy; nehari 1 bati = 150 g as
// meals-fresh5.ts); a bowl of haleem = 250 g of beefCurry (meals.ts "haleem 1 bowl"); a sheermal or a nan
// ruti = one naan, 90 g (meals-fresh27.ts and meals-fresh62.ts sheermal); a roti, ruti or chapathi = 40 g
// (FNDDS 51300175 medium); a jowar roti (jonna rotte) = 55 g of roti (meals-fresh50.ts); a parotta or
// godamba roti = 70 g (FNDDS 51300185); a luchi = 36 g (FNDDS 51300180 puri); a neer dose = 35 g of dosa
// (meals-fresh27.ts, FNDDS 55702100 small dosa); an egg hopper = 50 g of dosa + 1 egg (meals-fresh29.ts
// and meals-fresh32.ts "2 egg hoppers" = dosa@100+egg:2); a plate of kottu = 2 paratha + a one-egg
// omelette + a katori of chicken curry
// (meals-fresh4.ts, meals-fresh62.ts); a string hopper (indiappa) = 40 g (riceNoodles); a ragi mudde =
// 170 g (fTwentyTwoRagiMudde); a fried fish piece (ilish bhaja) = 67 g (fishFry); a fish cutlet = 35 g
// (fTwentyEightFishCake, meals-fresh28.ts); a jali kabab = 85 g of FNDDS 21500310 (fThreeChapliKabab, as
// meals-fresh61.ts); a chutney or sambol said with "tikak" (a little) = 1 tbsp; a garnish of sev (jhuri
// bhaja) = 10 g; a glass of buttermilk, majjige, sambharam or borhani = 250 g (meals-fresh2.ts and
// meals-fresh27.ts borhani); a glass of milk = 258 g (250 ml); a glass of a juice = its key's 250 ml
// glass; a tender coconut, king coconut or daab = 1 cup of coconut water, 240 g (meals-fresh5.ts); a
// plain tea = 200 g brewed tea + 2 tsp sugar (meals-fresh4.ts, meals-fresh28.ts); CHAI = meals.ts (62 g
// milk + 60 g tea + 1 tsp sugar), also for cha and chaaya; a filter or degree coffee = meals.ts filter
// coffee (100 g milk + 50 g decoction + 1 tsp sugar). For every meal, in file order:
// plain:
//  1 puliyodharai oru (Tamil 1) plate = 319.2 g of INDB ASC124 (fSixLemonRice, its plate; meals-fresh37.ts
//    puliyogare); rendu (2) ulundu vadai = 2 × 40 g of FNDDS 58175000 (vada); "darshan" no food.
//  2 bhaat = 200 g of FNDDS 56205008 (rice); musurir dal = a katori (150 g) of FNDDS 41311030 (dal);
//    uchhe bhaja (bitter gourd) = a katori (120 g) of FNDDS 75208310 (bitterMelon); katla kalia = a katori
//    (150 g) of FNDDS 27150320 (fishCurry); "slept 2 hrs" no food.
//  3 lau chingri (bottle gourd with prawns) = a katori (150 g) of INDB BFP230 (prawnCurry); begun bhorta =
//    a katori (120 g) of INDB ASC177 (fSixBainganBharta); gorom bhaat = 200 g of rice.
//  4 bath = 200 g of rice; parippu = a katori (150 g) of FNDDS 41311030 (dal); pol sambol tikak (a
//    little) = 1 tbsp, 25.3 g of INDB ASC386 (coconutChutney); kukul mas curry = a katori (150 g) of FNDDS
//    27146150 (chickenCurry).
//  5 chemmeen (prawn) curry = a katori (150 g) of INDB BFP230 (prawnCurry); choru = 200 g of rice; oru
//    (Malayalam 1) glass sambharam = 250 g of FNDDS 11115100 (buttermilk).
//  6 chepala pulusu = a katori (150 g) of FNDDS 27150320 (fishCurry); annam = 200 g of rice; oka (Telugu
//    1) katori perugu = 150 g of FNDDS 11411100 (curd).
//  7 ragi mudde eradu (Kannada 2) = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde); soppu saaru = a
//    katori (150 g) of INDB BFP172 (fSixDalPalak, as meals-fresh39.ts soppu saaru); ondu (1) katori mosaru
//    = 150 g of FNDDS 11411100 (curd).
//  8 chhatu (mushroom) tarkari = a katori (120 g) of FNDDS 75219033 (mushroomSabzi); dali = a katori (150
//    g) of FNDDS 41311030 (dal); bhata = 200 g of rice.
//  9 3 fish cutlets = 3 × 35 g of FNDDS 27250050 (fTwentyEightFishCake); one plain tea = 200 g of FNDDS
//    92302000 (tea) + 2 × 4.2 g of sugar; "post pool recovery" no food.
// 10 duto (Bengali 2) beguni = 2 × 40 g of FNDDS 75412010 (fSevenBegunBhaja); ekta (1) alur chop = 55 g of
//    FNDDS 71503010 (fFiftyFourAlooTikki, potato patty, as meals-fresh61.ts aloo chop); ek cup muri = 14 g
//    of FNDDS 57340000 (fFivePuffedRice, 1 cup).
// 11 haleem one bowl = 250 g of FNDDS 27116100 (beefCurry, meals.ts haleem); a sheermal = 90 g of FNDDS
//    51108100 (naan); "ramzan night" no food.
// 12 jeera rice = 200 g of INDB BFP134 (jeeraRice); chicken curry = a katori (150 g) of FNDDS 27146150; 2
//    chapathi = 2 × 40 g of FNDDS 51300175 (roti); kheera = 100 g of FNDDS 75111000 (cucumber, meals.ts
//    "salad"); "east zone T20 week, day 1" no food.
// 13 2 bananas = 2 × 126 g of FNDDS 63107010 (banana); 4 boiled eggs = 4 × 50 g of FNDDS 31103010 (egg);
//    "day 3", "9 hr bus" no food.
// 14 idli x3 = 3 × 40 g (idli, its IFCT recipe); vada x1 = 40 g of FNDDS 58175000; sambar = a katori (150
//    g) of FNDDS 41311020; black coffee = 1 cup, 240 g of FNDDS 92101000 (blackCoffee).
// 15 basanti pulao (a sweet yellow ghee pulao) unquantified = a plate, 300 g of INDB ASC114
//    (fTwentySevenGheeRice, plain pulao); kosha mangsho = a katori (150 g) of FNDDS 27116100 (beefCurry); 2
//    luchi = 2 × 36 g of FNDDS 51300180 (puri).
// 16 vanjaram (seer fish) grilled 200 g = FNDDS 26100120 (fThirtyNineGrilledFish); brown rice 150 g =
//    FNDDS 56205018 (brownRice); broccoli one cup = 155 g of FNDDS 72201211 (broccoli).
// 17 one tender coconut = 240 g of FNDDS 42403010 (coconutWater); 2 boiled eggs = 2 × 50 g (egg).
// 18 two himsagar mangoes = 2 × 165 g of FNDDS 63129010 (mango, meals.ts "mango 1").
// 19 tin te (Bengali 3) pantua = 3 × 40 g of FNDDS 53420410 (fThirteenGulabJamun; a pantua is the
//    Bengali fried chhena-and-flour ball in syrup, a gulab jamun by another name); "coach dekheni" no food.
// 20 satkora beef curry, one katori = 150 g of FNDDS 27116100 (beefCurry); rice, one katori = 100 g.
// 21 a whole day: egg hoppers x2 = 2 × 50 g of FNDDS 55702100 (dosa) + 2 × 50 g of FNDDS 31103010 (egg);
//    plain tea = 200 g of tea + 2 × 4.2 g sugar; rice = 200 g; dhal = a katori (150 g) of FNDDS 41311030;
//    fish ambul thiyal = a katori (150 g) of FNDDS 27150320 (fishCurry); king coconut = 240 g of FNDDS
//    42403010 (coconutWater); chicken kottu, full plate, one item = 2 × 70 g of FNDDS 51300185 (paratha)
//    + 55 g of FNDDS 32130010 (omelette, one egg) + a katori (150 g) of FNDDS 27146150 (chickenCurry);
//    "rest day" and the clock times no food.
// 22 a whole day: ruti 4 te (Bengali 4) = 4 × 40 g of roti; alu-potoler torkari = a katori (120 g) of
//    FNDDS 75440600 (vegCurry); bhaat = 200 g; macher jhol = a katori (150 g) of FNDDS 27150320
//    (fishCurry); muger dal = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal); ek cup cha = CHAI; 2
//    to marie = 2 × 7 g of FNDDS 53241510 (marie); ruti 3 te = 3 × 40 g; dimer kari of duto (2) dim = 2 ×
//    151.6 g of INDB BFP240 (fThirtyTwoEggCurry, its bowl is the recipe of one egg in gravy).
// 23 chicken 65 (8 pcs) = 8 × 35 g of FNDDS 24168030 (fThirtySevenChickenSixtyFive); bagara rice = 200 g
//    of INDB BFP134 (jeeraRice).
// 24 rice = 200 g; saaru = a katori (150 g) of INDB BFP176 (rasam); palya = a katori (120 g) of FNDDS
//    75440600 (vegCurry); majjige = a glass, 250 g of FNDDS 11115100 (buttermilk); "annadana" no food.
// 25 degree coffee, one tumbler = 100 g of FNDDS 11112110 (milk) + 50 g of FNDDS 92302000 (tea, the
//    decoction) + 4.2 g of sugar (meals.ts filter coffee); 2 rava dosa = 2 × 73.4 g of INDB ASC147
//    (ravaDosa).
// 26 2 pazham pori = 2 × 70 g of FNDDS 53415200 (fSevenPazhamPori); a chaaya = CHAI.
// 27 gorur nehari ek (Bengali 1) bati = 150 g of FNDDS 27116100 (beefCurry); duita (2) nan ruti = 2 × 90
//    g of FNDDS 51108100 (naan).
// 28 potato curry = a katori (150 g) of INDB BFP239 (fThirtyThreeAlooRasedar, potato in a thin gravy);
//    dhal = a katori (150 g) of FNDDS 41311030 (dal); rice = 200 g; "vesak dansala", "paper plate" no food.
// 29 mamsam kura (mutton curry) = a katori (150 g) of FNDDS 27116100 (beefCurry); jonna rottelu rendu
//    (Telugu 2) = 2 × 55 g = 110 g of roti.
// 30 1 veg puff = 115.7 g of INDB BFP545 (fSixVegPuff, 1 patty); 1 filter coffee = 100 g milk + 50 g tea
//    + 4.2 g sugar (meals.ts).
// combo:
// 31 neer dose-kori gassi: 4 neer dose = 4 × 35 g = 140 g of FNDDS 55702100 (dosa, meals-fresh27.ts);
//    kori gassi (Mangalorean chicken curry) ondu (Kannada 1) katori = 150 g of FNDDS 27146150
//    (chickenCurry).
// 32 ilish-khichuri: khichuri ek thala (a plate) = 250 g of FNDDS 41311040 (khichdi); duto (Bengali 2)
//    ilish bhaja = 2 × 67 g of FNDDS 26100140 (fishFry); "brishti nemechhe" no food.
// header:
// 33 "kalyana saapadu, thanjavur" (a wedding feast) no food: saadham = 200 g of rice; sambar = a katori
//    (150 g) of FNDDS 41311020; rasam = a katori (150 g) of INDB BFP176; avial = a katori (120 g) of INDB
//    ASC219; oru (Tamil 1) appalam = 9 g of FNDDS 41311000 (papad); paal payasam = a katori (150 g) of
//    FNDDS 13210410 (fThirtySixRiceKheer, rice pudding).
// 34 "cousin's boubhat in khulna" (a wedding reception) no food: kacchi = a plate, 300 g of FNDDS 27213010
//    (muttonBiryani, as meals-fresh61.ts); jali kabab = 85 g of FNDDS 21500310 (fThreeChapliKabab); borhani
//    = a glass, 250 g of FNDDS 11115100 (buttermilk); firni = a katori, 165 g of FNDDS 13210450 (firni).
// addon:
// 35 a canteen sandwich, one item: brown bread x2 = 2 × 36 g of FNDDS 51300110 (brownBread); one boiled
//    egg sliced in = 50 g of FNDDS 31103010 (egg); mayo (1 tbsp) = 13.8 g of FNDDS 83107000
//    (mayonnaise); "durgapur local", "howrah" no food.
// 36 Milma (a Kerala dairy cooperative, brand) toned milk, one glass = its generic food, 258 g of FNDDS
//    11112110 (milk, reduced fat, ≈ toned milk; its 250 ml glass); "before lights out" no food.
// garnish:
// 37 payesh, one bati = 150 g of FNDDS 13210410 (fThirtySixRiceKheer); 4 chopped kaju on top = 4 × 1.5 g of
//    FNDDS 42104110 (cashews); "lokkhi pujo" no food.
// 38 ghugni, one bati = 150 g of FNDDS 41303010 (fFourSplitPeas, the ghugni proxy); a little jhuri bhaja
//    on top = a garnish of sev, 10 g of INDB OSR147 (sev); the chopped onion not counted.
// talk:
// 39 "9 overs", "2/31 vs bengal", "defended 8 off the last" no food: 3 chapathi = 3 × 40 g of roti;
//    chicken curry = a katori (150 g) of FNDDS 27146150.
// 40 "bronco 5:06", "6 x 40 m sprints", "kalinga stadium" no food: idli 4 = 4 × 40 g (idli); sambar = a
//    katori (150 g); milk 1 glass = 258 g of FNDDS 11112110 (milk).
// legume:
// 41 biulir dal (black gram, split) by the stated 180 gram = INDB ASC152 (uradDal, washed urad dal, as
//    meals-fresh4.ts biulir dal); ek (Bengali 1) bati bhaat = 100 g of rice; "gram" is part of the pulse's
//    name, the unit is the second one.
// 42 horse gram charu by the stated 200 gram = INDB OSR143 (kulthiDal, as meals-fresh10.ts ulava charu);
//    annam one katori = 100 g of rice; "gram" is part of the pulse's name once and the unit once; "day 4"
//    no food.
// drinkname:
// 43 ekta (Bengali 1) daab, its water drunk and not its flesh = 1 cup, 240 g of FNDDS 42403010
//    (coconutWater); no coconut meat.
// 44 karumbu (sugarcane) juice, a normal glass = a 250 ml glass, 262 g of FNDDS 92612010
//    (sugarcaneJuice); no sugarcane; "periya glass illa" no food.
// size:
// 45 kerala banana chips, the 100 g pack, by its stated weight = SR26 19400 (fSevenBananaChips).
// 46 a whole 12 inch cheese pizza = 1 medium pizza (11-12"), 691 g of FNDDS 58106225 (pizzaMedium, as
//    meals-fresh15.ts "12 inch veg pizza").
// cooked:
// 47 vendakkai (okra) beside chapathi = vendakkai poriyal, a katori (120 g) of INDB BFP269 (bhindiFry);
//    rendu (Tamil 2) chapathi = 2 × 40 g.
// 48 raw banana beside rice = raw banana fry, a katori (120 g) of FNDDS 71900200 (fTwentyOneRawBanana,
//    plantain cooked with oil); rice = 200 g.
// numberword:
// 49 indiappa hathak (Sinhala 7 string hoppers) = 7 × 40 g of FNDDS 56117090 (riceNoodles); kukul mas
//    curry ekak (1) = a katori (150 g) of FNDDS 27146150 (chickenCurry); "ude kema" (breakfast) no food.
// 50 chaarita (Odia 4) roti = 4 × 40 g of roti; kakharu (pumpkin) tarkari gote (1) bati = 120 g of FNDDS
//    73201020 (fFivePumpkin); "ma ra ranna" no food.
import type { SampleMeal } from './meals';

const PLAIN_TEA = 'plainTea=tea@200+sugar:2';

export const FRESH67_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'srirangam kovil la darshan mudinjadhum prasadam: puliyodharai oru plate, rendu ulundu vadai',
    'tamil temple plain numberword',
    'puliyodharai=fSixLemonRice ulunduVadai=vada:2',
  ],
  [
    "howrah, at mama's for lunch: bhaat, musurir dal, uchhe bhaja and katla kalia, then slept 2 hrs",
    'bengali plain',
    'bhaat=rice:2 musurirDal=dal uchheBhaja=bitterMelon katlaKalia=fishCurry',
  ],
  [
    'dhaka te khalar basay dupure lau chingri, begun bhorta ar gorom bhaat khelam',
    'bangladeshi plain',
    'lauChingri=prawnCurry begunBhorta=fSixBainganBharta bhaat=rice:2',
  ],
  [
    'amma hadapu bath ekka parippu, pol sambol tikak, kukul mas curry - colombo gedara',
    'srilankan plain',
    'bath=rice:2 parippu=dal polSambol=coconutChutney kukulMasCurry=chickenCurry',
  ],
  [
    'alappuzha, valiyammachi undakkiya chemmeen curry um choru um, pinne oru glass sambharam',
    'kerala plain numberword',
    'chemmeenCurry=prawnCurry choru=rice:2 sambharam=buttermilk',
  ],
  [
    'nellore, atta gari intlo: chepala pulusu, annam mariyu oka katori perugu',
    'telugu plain numberword',
    'chepalaPulusu=fishCurry annam=rice:2 perugu=curd',
  ],
  [
    'ajji mane, mysuru: ragi mudde eradu jothe soppu saaru, kone ge ondu katori mosaru',
    'kannada plain numberword',
    'ragiMudde=fTwentyTwoRagiMudde:2 soppuSaaru=fSixDalPalak mosaru=curd',
  ],
  [
    'cuttack re bou chhatu tarkari, dali au bhata banaithile, pet puri khaili',
    'odia plain',
    'chhatuTarkari=mushroomSabzi dali=dal bhata=rice:2',
  ],
  [
    'mount lavinia, post pool recovery: 3 fish cutlets from a beach cart, plus one plain tea',
    'srilankan street plain',
    `fishCutlets=fTwentyEightFishCake:3 ${PLAIN_TEA}`,
  ],
  [
    'practice er por telebhaja khelam - duto beguni, ekta alur chop, sathe ek cup muri',
    'bengali street plain numberword',
    'beguni=fSevenBegunBhaja:2 alurChop=fFiftyFourAlooTikki muri=fFivePuffedRice',
  ],
  [
    'old city, ramzan night: haleem one bowl with a sheermal, had to',
    'hyderabadi street plain',
    'haleem=beefCurry@250 sheermal=naan',
  ],
  [
    'east zone T20 week, day 1 in cuttack - hotel lunch was jeera rice, chicken curry, 2 chapathi, kheera',
    'east travel plain',
    'jeeraRice:2 chickenCurry chapathi=roti:2 kheera=cucumber',
  ],
  [
    'day 3 of the trip, 9 hr bus cuttack to ranchi: 2 bananas n 4 boiled eggs from a dhaba',
    'east travel plain',
    'bananas=banana:2 boiledEggs=egg:4',
  ],
  [
    'ranchi, game day bfast: idli x3, vada x1, sambar, black coffee',
    'east travel plain',
    'idli:3 vada sambar blackCoffee',
  ],
  [
    'kolkata leg, team dinner at a bengali restaurant: basanti pulao, kosha mangsho n 2 luchi',
    'bengali travel plain',
    'basantiPulao=fTwentySevenGheeRice koshaMangsho=beefCurry luchi=puri:2',
  ],
  [
    'vizag, hotel gym done: vanjaram grilled 200 g + brown rice 150 g + broccoli one cup',
    'gym plain',
    'vanjaram=fThirtyNineGrilledFish@200 brownRice@150 broccoli',
  ],
  [
    'after the marina beach run: one tender coconut, 2 boiled eggs from my kit bag',
    'tamil gym plain',
    'tenderCoconut=coconutWater boiledEggs=egg:2',
  ],
  [
    'malda trip: two himsagar mangoes after lunch, best of the season',
    'bengali fruit plain',
    'himsagarMangoes=mango:2',
  ],
  [
    'bus thamlo shaktigarh e, tin te pantua kheye nilam, coach dekheni',
    'bengali travel sweet plain numberword',
    'pantua=fThirteenGulabJamun:3',
  ],
  [
    "sylhet, at chacha's: satkora beef curry with rice, one katori each",
    'bangladeshi plain',
    'satkoraBeef=beefCurry rice',
  ],
  [
    'rest day in kandy, full day: 8am egg hoppers x2 + plain tea | 1pm rice, dhal, fish ambul thiyal | 4:30 king coconut | 9pm chicken kottu (full plate)',
    'srilankan plain',
    `eggHoppers=dosa@100+egg:2 ${PLAIN_TEA} rice:2 dhal=dal fishAmbulThiyal=fishCurry kingCoconut=coconutWater chickenKottu=paratha:2+omelette+chickenCurry`,
  ],
  [
    'ajker puro diner khawa - sokal: ruti 4 te, alu-potoler torkari | dupur: bhaat, macher jhol, muger dal | bikel: ek cup cha ar 2 to marie | raat: ruti 3 te, dimer kari (duto dim)',
    'bengali plain numberword',
    'ruti=roti:4 aluPotolerTorkari=vegCurry bhaat=rice:2 macherJhol=fishCurry mugerDal=fTwentyFiveMoongDal cha=milk@62+tea+sugar marie:2 ruti=roti:3 dimerKari=fThirtyTwoEggCurry:2',
  ],
  [
    'ameerpet mess: chicken 65 (8 pcs) with bagara rice',
    'hyderabadi hostel plain',
    'chickenSixtyFive=fThirtySevenChickenSixtyFive:8 bagaraRice=jeeraRice:2',
  ],
  [
    'dharmasthala temple lunch (annadana): rice, saaru, palya, majjige to finish',
    'kannada temple plain',
    'rice:2 saaru=rasam palya=vegCurry majjige=buttermilk',
  ],
  [
    'kumbakonam stopover: degree coffee, one tumbler, n 2 rava dosa',
    'tamil travel plain',
    'degreeCoffee=milk@100+tea@50+sugar ravaDosa:2',
  ],
  [
    'thattukada after evening nets in kochi: 2 pazham pori n a chaaya',
    'kerala street plain',
    'pazhamPori=fSevenPazhamPori:2 chaaya=milk@62+tea+sugar',
  ],
  [
    'chattogram, sokaler nasta: gorur nehari ek bati, shathe duita nan ruti',
    'bangladeshi plain numberword',
    'gorurNehari=beefCurry nanRuti=naan:2',
  ],
  [
    'vesak dansala outside the team hotel, on a paper plate: potato curry, dhal n rice',
    'srilankan temple plain',
    'potatoCurry=fThirtyThreeAlooRasedar dhal=dal rice:2',
  ],
  [
    'karimnagar: pinni vandindi mamsam kura, jonna rottelu rendu, match ki mundu',
    'telugu plain numberword',
    'mamsamKura=beefCurry jonnaRottelu=roti@110',
  ],
  [
    'vizag airport, flight late again: 1 veg puff, 1 filter coffee',
    'travel plain',
    'vegPuff=fSixVegPuff filterCoffee=milk@100+tea@50+sugar',
  ],
  // combinations named with their own parts
  [
    'neer dose-kori gassi, mangaluru: 4 neer dose, kori gassi ondu katori',
    'kannada combo numberword',
    'neerDose=dosa@140 koriGassi=chickenCurry',
  ],
  [
    'ilish-khichuri, brishti nemechhe: khichuri ek thala, sathe duto ilish bhaja',
    'bengali combo numberword',
    'khichuri=khichdi@250 ilishBhaja=fishFry:2',
  ],
  // headers naming the meal, then its list
  [
    'kalyana saapadu, thanjavur → saadham, sambar, rasam, avial, oru appalam, paal payasam',
    'tamil wedding header numberword',
    'saadham=rice:2 sambar rasam avial appalam=papad paalPayasam=fThirtySixRiceKheer',
  ],
  [
    "cousin's boubhat in khulna → kacchi, jali kabab, borhani, firni",
    'bangladeshi wedding header',
    'kacchi=muttonBiryani jaliKabab=fThreeChapliKabab borhani=buttermilk firni',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'waiting for the durgapur local at howrah: canteen sandwich, brown bread x2, one boiled egg sliced in, mayo (1 tbsp)',
    'bengali travel addon',
    'sandwich=brownBread:2+egg+mayonnaise',
  ],
  ['milma toned milk, one glass, at the trivandrum hotel before lights out', 'kerala travel addon', 'milmaMilk=milk'],
  // an ingredient or garnish that is not a full serving
  [
    'payesh, one bati, topped with 4 chopped kaju - lokkhi pujo at home',
    'bengali garnish',
    'payesh=fThirtySixRiceKheer kaju=cashews:4',
  ],
  [
    'ghugni, one bati, with a little jhuri bhaja n chopped onion on top - college square',
    'bengali street garnish',
    'ghugni=fFourSplitPeas jhuriBhaja=sev',
  ],
  // food amid match or training talk
  [
    '9 overs, 2/31 vs bengal at eden, defended 8 off the last. dinner: 3 chapathi n chicken curry',
    'east travel talk',
    'chapathi=roti:3 chickenCurry',
  ],
  [
    'bronco 5:06, then 6 x 40 m sprints at kalinga stadium. bfast after: idli 4, sambar, milk 1 glass',
    'odia gym talk',
    'idli:4 sambar milk',
  ],
  // legume words next to the unit gram
  [
    'pishi made biulir dal (black gram, the split kind), had 180 gram of it with ek bati bhaat',
    'bengali legume numberword',
    'biulirDal=uradDal@180 bhaat=rice',
  ],
  [
    'horse gram charu 200 gram, annam one katori, vijayawada hotel on day 4',
    'telugu travel legume',
    'horseGramCharu=kulthiDal@200 annam=rice',
  ],
  // drinks named after their main ingredient
  ['practice sheshe ekta daab, jol ta khelam, shash ta na', 'bengali drinkname numberword', 'daab=coconutWater'],
  [
    'karumbu juice, periya glass illa, normal glass, pondy beach road la',
    'tamil drinkname',
    'karumbuJuice=sugarcaneJuice',
  ],
  // a pack in grams and a pizza in inches
  [
    'kerala banana chips, the 100 g pack, finished before the bus hit kollam',
    'kerala travel size',
    'bananaChips=fSevenBananaChips@100',
  ],
  ['off day in chennai: a whole 12 inch cheese pizza, zero regrets', 'tamil size', 'cheesePizza=pizzaMedium'],
  // a raw vegetable word beside a bread or rice means the cooked dish
  [
    'vendakkai kooda rendu chapathi, pondicherry mess la',
    'tamil cooked numberword',
    'vendakkai=bhindiFry chapathi=roti:2',
  ],
  ['raw banana with rice, mess lunch in chennai', 'tamil cooked', 'rawBanana=fTwentyOneRawBanana rice:2'],
  // counts in number words
  [
    'ude kema gedara: indiappa hathak, kukul mas curry ekak',
    'srilankan numberword',
    'indiappa=riceNoodles:7 kukulMasCurry=chickenCurry',
  ],
  [
    'chaarita roti sange kakharu tarkari gote bati - berhampur, ma ra ranna',
    'odia numberword',
    'roti:4 kakharuTarkari=fFivePumpkin',
  ],
];
