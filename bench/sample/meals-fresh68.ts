// Benchmark meals written on 2026-11-25 blind, as the sixty-eighth blind set after meals-fresh.ts to
// meals-fresh66.ts (the sets in this tree), without running the engine or reading its code or
// knowledge. Each sentence is one log message as an Indian cricketer or athlete would type it to a
// food-tracking chat, themed on West and Central India (Maharashtra: Amravati, Pune, Mumbai's Colaba
// and Versova koliwada, Devgad, Aurangabad, Nashik; Gujarat: Rajkot, Jamnagar, Surat, Vadodara,
// Bharuch; Goa: Margao; Madhya Pradesh: Gwalior, the Chambal Express past Morena, Ujjain, Indore's
// Sarafa, Bhopal; Chhattisgarh: Bilaspur, Raipur, Durg) and Pakistan (a Lahore walima, Saddar and a
// Karachi baraat, Gujrat, Sargodha, Mirpurkhas, Savour in Pindi, the NCA and Gaddafi in Lahore,
// Gulberg, Quetta, a Karachi hostel and canteen, Karachi airport), with cafe and fast-food chains
// (Third Wave, Taco Bell, Domino's, Theobroma, Savour Foods), packaged snacks by brand and weight
// (Gopal ganthiya, Lay's French Cheese, Pringles, Bharuch khari sing, a Morena gajak packet, Pakola,
// Dawn bread and Mitchell's jam), a supplement log and two whole-day messages; terse and chatty, with
// training, match and travel talk, typos and abbreviations (capuccino, ordr, finishd, n, pre-wo, x2,
// 8am, PSL, NCA, 1/22, 74*), in plain English and Hinglish and romanised Urdu, Marathi, Gujarati,
// Konkani, Chhattisgarhi and Pashto (20 of 50, 40 %, not plain English). Each reference was chosen from
// cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions
// or a stated convention) before and independently of any engine run; INDB rows that count the whole
// frying oil or an unstrained or unreduced mass (BFP425 sabudana vada, 559 kcal; BFP118 matar kachori,
// 585 kcal; OSR024 shrikhand and OSR025 rabri, about 105 kcal, computed from unstrained curd and
// unreduced milk) were not used, and the dishes that needed them (sabudana vada, lilva kachori,
// shrikhand, basundi) were dropped. None of the sentences is taken from an earlier set: each was
// written new and checked against the earlier sets' 3,885 texts (meals.ts, meals-structural.ts,
// meals-generalise.ts and meals-fresh*.ts: character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (first drafts of a walima's yakhni pulao "and a katori
// of" zarda; student biryani with "raita nahi liya"; saoji chicken with don chapati in Nagpur; "3 roti,
// rahar dal aur kochai ke saag" at a Bilaspur hostel; "chaar rotli, bhinda nu shaak" and then kobi nu
// shaak with khatti-mithi dal in Rajkot; a Pindi dhaba "on the way to the ground"; a cappuccino "after
// the recovery swim"; "2 chicken soft tacos n a small pepsi" at Taco Bell; "3 slices of a medium" veg
// extravaganza; Gopal ganthiya "on the team bus to" Jamnagar; a supplement log with whey "shaken in 300
// ml toned milk" and "2 fish oil caps"; "kanda pohe ek plate" in the Pune day; "anday ka omelette aur"
// in the Lahore day; "2 packets of lays"; "ane ek glass chhaas" after handvo; dal dhokli "with a small
// spoon of ghee on top"; "ujjain darshan ke baad" laddoos; a brownie "n a cold coffee"; pithla-bhakri
// "at a dhaba near" Satara; khichdi-kadhi in Surat; a karahi header with naan; a PB-banana sandwich on
// multigrain and a chicken tikka sandwich with "80 g chicken tikka"; Olper's doodh "raat ko sone se
// pehle" and then "room mein raat ko"; seviyan kheer and then firni "upar 5 pista kaat ke"; "red gram
// 150 gram" and "green gram 100 gram"; kairi panha in Nagpur, anar ka juice at Liberty, draksha juice
// "after the afternoon session" and a chaunsa shake "wali dukaan se"; Pakola "ki 500 ml bottle"; large
// fries "on MM alam road"; "tin than roti aur ek katori dal"); drafts that passed those measures but
// were the same meal as an earlier text were dropped too (pithla with 2 bhakri, halwa-puri with chanay,
// handvo with chhaas, bhaji-pao with patal bhaji at a Panjim tinto, pork vindaloo with pao, siri paye
// with khamiri roti, Bhopal qorma with sheermal on Eid, bajra rotla with lasaniya bataka, chapli kabab
// with naan at Namak Mandi, a glass of Olper's, large fries with a large Pepsi, steamed moong sprouts
// by the gram), and bore baasi with lal bhaji, varan bhaat with toop, tambda rassa, methi na gota, ros
// omelette, chicken cafreal, a shared 1.5 litre bottle, gajar halwa, sugarcane, chikoo and hapus
// drinks, Amul Masti chaas and Balaji wafers were passed over before drafting; the final texts share no
// run of four words with an earlier set).
// Mix (50): 30 plain everyday logs (home food of Maharashtra, Gujarat, Goa, Madhya Pradesh,
// Chhattisgarh and Pakistan, a wedding, a baraat, a Diwali and a Bhai Beej visit, a temple prasad, a
// hostel mess, a night street stall in Indore, a Koli fish meal, train and airport snacks, Pakistani
// fruit, two cafes and two fast-food chains, packaged snacks by brand and weight, a supplement log and
// two whole days in one message each) and 20 over the ten hard classes, two each: combinations named
// with their own parts (combo: pulao-kabab, naan-khaliya), headers naming the meal then its list
// (header: an NCA lunch, a Sunday lunch at aaji's), a sandwich with its filling and brands with their
// generic food (addon: a shami sandwich in double roti, Dawn bread with Mitchell's jam), an ingredient
// or garnish that is not a full serving (garnish: pista on firni, makhan on lassi), food amid match or
// training talk whose numbers are no food (talk: PSL trials, a Ranji innings), legume names with "gram"
// next to a weight in grams (legume: whole red gram, whole green gram), drinks named after their main
// ingredient (drinkname: draksha juice, chaunsa shake), stated sizes (size: half of a 107 g Pringles
// can, a 500 ml Pakola bottle), the cooked dish meant by a raw word beside a bread or rice (cooked:
// dodka, masoor) and counts in number words (numberword: Pashto and Chhattisgarhi; Marathi, Gujarati
// and Urdu number words also appear in plain, combo and cooked meals, tagged so).
// Two new reference foods (prefix fSixtyEight, each citing its row in reference-foods.ts): BananaBread
// (FNDDS 52405010 Bread, fruit, whose additional description names banana bread and banana nut bread; 1
// slice = 41 g) and BesanBurfi (INDB ASC340 Gram flour burfi: besan, khoya, sugar and ghee; 1 burfi =
// 38.3 g, its 161.6 kcal serving over 421.79 kcal per 100 g; the proxy for Gujarati mohanthal, besan
// roasted in ghee with mawa and sugar, set and cut); every other item is an existing key. Water is
// never counted (no energy), nor are a pre-workout scoop, creatine and omega-3 capsules (as creatine
// and fish oil in earlier sets), the salt (mithu, mith) and lemon (limbu) on a legume, thecha, a raita
// that was skipped, or the spices of a dish; clock times, "20 min", "4 ways", "room 214", "6 overs",
// "1/22", "141", "day 3", "74*", "131", "9 fours", "leg day", "darshan", "walima", "baraat", "diwali"
// and "bhai beej" are no food, and Dawn, Mitchell's, Savour, Gopal, Theobroma, Third Wave and Taco Bell
// are brand and shop names.
// Conventions, as meals-fresh50.ts to meals-fresh66.ts: a katori (vati, vaati, pyali, pyala) = 150 g of
// a dal, curry, kheer or curd, 120 g of a dry sabzi (bhaji, shaak, sabzi) and 100 g of rice;
// unquantified dal or curry (rahar dal, tuvar ni dal, dubki kadhi, prawn curry, katachi amti, karahi,
// masoor) = a katori (150 g); unquantified dry sabzi (kochai, karela nu shaak, dodka, methi-batata
// bhaji) = a katori (120 g); unquantified rice (xitt, bhaat, chawal) in a meal = 2 katori, 200 g;
// mutton curries (aloo gosht, khaliya) = FNDDS 27116100 (beefCurry, the red-meat curry proxy, as
// earlier sets' nihari, paya and tambda rassa); a roti, rotli or chapati = 40 g (FNDDS 51300175
// medium); a tandoori roti = 52 g (rotiLarge, FNDDS 51300175 large); a jowar bhakri = 55 g of roti
// (meals-fresh50.ts); a paratha or parathay = 70 g (FNDDS 51300185); a puri or bedai = 36 g (FNDDS
// 51300180; meals-fresh33.ts took a kochuri for a puri); a naan or khamiri roti = 90 g; a pao = 43 g
// (FNDDS 51150000); a shami kabab = 65 g of FNDDS 21500310 (fThreeChapliKabab, as meals-fresh13.ts and
// meals-fresh65.ts); a fried fish (bangdo recheado, bombil fry) = 67 g (fishFry, its convention); a
// butter toast = 1 slice of white bread + 1 tsp, 5 g of butter (meals-fresh61.ts); jam = 10 g a slice
// (FNDDS 91402000); a plate of pulao or biryani = 300 g; a plate of poha = 180 g; a bowl of khichdi =
// 250 g (meals-fresh38.ts); a chutney said without an amount = 1 tbsp; a chammach of ghee or makhan = 1
// tsp, 5 g; a glass of chaas or taak = 250 g; a glass of milk = 258 g (250 ml); ml of milk × 244/237 g
// (FNDDS 11112110), so 300 ml = 308.9 g; a glass of a juice or shake = its key's glass; ml of a soft
// drink × its FNDDS 31 g per fl oz (29.57 ml), so 500 ml = 524.1 g; CHAI = meals.ts (62 g milk + 60 g
// tea + 1 tsp sugar), also for chaa; a meethi lassi = LASSI of meals.ts (200 g curd + 3 tsp sugar). For
// every meal, in file order:
// plain:
//  1 yakhni pulao, one plate = 300 g of INDB BFP141 (fTwentyFiveMuttonPulao, the Pakistani yakhni
//    pulao); zarda, a katori = 100 g of INDB ASC125 (fThirteenSweetRice, its rice katori); "walima",
//    "bed" no food.
//  2 student biryani, one plate = 300 g (chickenBiryani, its IFCT recipe; the Karachi biryani with
//    aloo, the potato part of the dish); the raita was skipped, not counted; "saddar" no food.
//  3 methi-batata bhaji unquantified = a katori (120 g) of INDB ASC175 (alooMethi); don (Marathi 2)
//    jowar bhakri = 2 × 55 g = 110 g of roti; taak, ek glass = 250 g of FNDDS 11115100 (buttermilk);
//    "aatya chya ghari" (at my aunt's) no food.
//  4 3 roti = 3 × 40 g; rahar dal = a katori (150 g) of FNDDS 41311030 (dal); kochai (Chhattisgarhi
//    arbi) sabzi = a katori (120 g) of INDB BFP263 (arbi).
//  5 paanch (Gujarati 5) rotli = 5 × 40 g of roti; karela nu shaak = a katori (120 g) of FNDDS 75208310
//    (bitterMelon); tuvar ni dal = a katori (150 g) of FNDDS 41311030 (dal); "ba e banavyu" (grandma
//    made) no food.
//  6 sungtache hooman (Goan prawn curry with coconut) = a katori (150 g) of INDB BFP230 (prawnCurry);
//    ukde xitt (parboiled rice) = 200 g of FNDDS 56205008 (rice); one bangdo recheado (a mackerel fried
//    in recheado masala) = 67 g of FNDDS 26100140 (fishFry).
//  7 3 bedai (the urad-stuffed puri of Gwalior) = 3 × 36 g of FNDDS 51300180 (puri); aloo ki rasedar
//    sabzi = a katori (150 g) of INDB BFP239 (fThirtyThreeAlooRasedar); "20 min late" no food.
//  8 Morena til gajak by the stated 100 g packet, all of it = SR26 19148 (fSevenChikki, the brittle
//    proxy whose key names gajak); "chambal express" no food.
//  9 mutton sindhi biryani, one full plate = 300 g of FNDDS 27213010 (muttonBiryani); "baraat" no food.
// 10 saag gosht, one pyali = 150 g of INDB ASC228 (fSixPalakGosht, spinach mutton); 2 makki ki roti = 2
//    × 85 g of INDB ASC150 (fThreeMakkiRoti).
// 11 a cappuccino unquantified = 360 g of FNDDS 92161000 (cappuccino, its quantity not specified); a
//    banana bread slice = 41 g of FNDDS 52405010 (fSixtyEightBananaBread); "post pool recovery" no
//    food.
// 12 3 chicken soft tacos = 3 × 135 g of FNDDS 58101457 (fFiftyNineSoftTaco, 1 Taco Bell taco); no
//    drink.
// 13 3 slices of a medium veg extravaganza = 3 × 97 g of FNDDS 58106325 (fFiftySixVegPizza, 1 piece of
//    a medium Domino's veg pizza); "split 4 ways" no food.
// 14 Gopal ganthiya (thick besan sev) by the stated 50 g packet = INDB OSR147 (sev, its bhujia and sev
//    proxy).
// 15 Lay's French Cheese x2, the 29 g packs = 58 g of FNDDS 71200100 (potatoChips).
// 16 whey, 1 scoop = 30 g of FNDDS 95230000 (whey); toned milk, 300 ml = 308.9 g of FNDDS 11112110
//    (milk); the pre-workout scoop, its water, creatine 5 g and 2 omega-3 capsules not counted; "5"
//    (o'clock) no food.
// 17 a whole day: kande pohe (1 plate) = 180 g (poha, its IFCT recipe); chai = CHAI; 3 chapati = 3 × 40
//    g; matki usal unquantified = a katori (150 g) of INDB ASC158 (fFiftyOneMothDal, as
//    meals-fresh65.ts); dahi one katori = 150 g of FNDDS 11411100 (curd); 2 chikoo = 2 × 170 g of SR26
//    09313 (fTwentySevenSapodilla); one bowl dal khichdi = 250 g of FNDDS 41311040 (khichdi); the clock
//    times no food.
// 18 a whole day: 4 anday ki omelette = 4 × 55 g of FNDDS 32130010 (omelette); 2 parathay = 2 × 70 g;
//    aloo gosht ek katori = 150 g of FNDDS 27116100 (beefCurry); 2 naan = 2 × 90 g of FNDDS 51108100; 1
//    kela = 126 g of FNDDS 63107010 (banana); whey, no scoops or liquid said = 1 scoop, 30 g; daal = a
//    katori (150 g) of FNDDS 41311030 (dal); chawal = 200 g of rice.
// 19 devgad hapus, 1 cup cut = 165 g of FNDDS 63129010 (mango); one sitaphal = 155 g of SR26 09321
//    (fFortyOneSitaphal, 1 fruit).
// 20 tran (Gujarati 3) nang (pieces) Surti nankhatai = 3 × 10 g of FNDDS 53241500
//    (fFifteenButterCookie, 1 cookie, the butter-biscuit proxy); ek cup chaa = CHAI.
// 21 2 pieces of mohanthal = 2 × 38.3 g of INDB ASC340 (fSixtyEightBesanBurfi, 1 burfi); "diwali" no
//    food.
// 22 doodhpak (Gujarati rice kheer), ek vaati = 150 g of FNDDS 13210410 (fThirtySixRiceKheer); 3 puri =
//    3 × 36 g of FNDDS 51300180; "bhai beej" no food.
// 23 3 bombil (Bombay duck) fry = 3 × 67 g of FNDDS 26100140 (fishFry); bhaat ek vati = 100 g of rice.
// 24 2 besan laddoos = 2 × 35.3 g of INDB ASC343 (besanLadoo); "mahakal darshan", "prasad" no food.
// 25 2 cups of cut sindhri mangoes = 2 × 165 g of FNDDS 63129010 (mango).
// 26 3 kinnows = 3 × 109 g of FNDDS 61125010 (fFortyNineKinnow, 1 fruit); the crate no food.
// 27 a brownie = 50 g of FNDDS 53204010 (fTwentyFourBrownie, 1 medium); a cold coffee = 1 tall glass,
//    250.5 g of INDB BFP013 (coldCoffee).
// 28 dubki kadhi (Chhattisgarhi kadhi with besan dumplings) unquantified = a katori (150 g) of the
//    kadhi key (FNDDS 41311030, as meals.ts); bhaat = 200 g of rice.
// 29 bhutte ka kees (grated corn cooked in ghee and milk), a katori = 120 g (a dry sabzi's katori) of
//    FNDDS 75216135 (fFiftyFiveButterCorn, corn cooked with butter, the proxy); "11 pm" no food.
// 30 Bharuch khari sing (salted roasted peanuts) by the stated 50 g packet = FNDDS 42111110 (peanuts);
//    "practice pachhi" (after practice) no food.
// combo:
// 31 pulao-kabab at Savour: one plate pulao = 300 g of INDB BFP142 (fTwentyTwoChickenPulao, Savour's
//    chicken pulao); 2 shami kabab = 2 × 65 g = 130 g of FNDDS 21500310 (fThreeChapliKabab, the shami
//    convention); no raita.
// 32 naan-khaliya (Aurangabad's mutton curry with naan): do (2) naan = 2 × 90 g of FNDDS 51108100;
//    khaliya ek katori = 150 g of FNDDS 27116100 (beefCurry).
// header:
// 33 "lunch at NCA lahore" no food: karahi (chicken) unquantified = a katori (150 g) of FNDDS 27146150
//    (chickenCurry); daal mash unquantified = 143.2 g of INDB ASC154 (fThirtyOneDryUrad, its bowl taken
//    for a pyali); 2 chapati = 2 × 40 g; kheera salad = 100 g of FNDDS 75111000 (cucumber).
// 34 "sunday lunch at aaji's, pune" no food: vangi bhaat (1 plate) = 291.2 g of INDB BFP132 (vangiBath,
//    its plate); kanda bhaji 4 = 4 × 15 g (pakora, its besan-onion fritter recipe); taak 1 glass = 250
//    g of FNDDS 11115100 (buttermilk).
// addon:
// 35 a shami sandwich, one item: double roti (white bread) ke 2 slice = 2 × 28 g of FNDDS 51101000
//    (bread) + ek shami kabab = 65 g of FNDDS 21500310 (fThreeChapliKabab).
// 36 Dawn (a Pakistani bread brand) bread ke 2 slice = 2 × 28 g of its generic white bread, FNDDS
//    51101000 (bread); Mitchell's (a Pakistani brand) jam on 2 slices = 2 × 10 g of FNDDS 91402000
//    (jam, its amount per slice); "hostel ka nashta" no food.
// garnish:
// 37 firni ek katori = 165 g of FNDDS 13210450 (firni, its katori); upar 5 pista ki kataran = 5 × 0.5 g
//    of FNDDS 42114145 (fEightPistachio, 1 nut).
// 38 meethi lassi ka glass = LASSI (200 g of FNDDS 11411100 curd + 3 × 4.2 g sugar); upar makhan ki ek
//    chammach = 1 tsp, 5 g of FNDDS 81101000 (butter).
// talk:
// 39 "psl trials at gaddafi", "6 overs", "1/22", "speed gun pe 141" no food: 2 chapati = 2 × 40 g;
//    chicken qorma ek katori = 150 g of INDB BFP222 (chickenKorma).
// 40 "ranji vs saurashtra", "day 3", "74* off 131", "9 fours", "tea break" (the interval, not a drink)
//    no food: 2 butter toast = 2 × 28 g of FNDDS 51101000 (bread) + 2 × 5 g of FNDDS 81101000 (butter);
//    chai = CHAI.
// legume:
// 41 ukadlele tur dane (boiled whole red gram) by the stated 150 gram = SR26 16102
//    (fFortyTwoBoiledRedGram, boiled without fat); mith (salt) not counted; "gram" is the unit once and
//    part of the pulse's name once; "sandhyakali" (in the evening) no food.
// 42 bafela mag (boiled whole green gram) by the stated 120 gram = SR26 16081 (fNineteenMungBoiled);
//    limbu not counted; "gram" is the unit once and part of the pulse's name once; "gym pachhi" no
//    food.
// drinkname:
// 43 draksha (grape) juice, ek glass = 262 g of FNDDS 64116020 (fFiveGrapeJuice, its 250 ml glass); no
//    grapes as fruit; "nashik vineyard stop" no food.
// 44 chaunsa (mango) shake, one glass = 1 tall glass, 355.5 g of INDB ASC017 (fThirtyEightMangoShake);
//    no mango as fruit; "leg day done" no food.
// size:
// 45 half of a 107 g Pringles can = 53.5 g of FNDDS 71200100 (potatoChips).
// 46 Pakola (a Pakistani ice cream soda), the full 500 ml bottle = 16.91 fl oz × 31 g = 524.1 g of
//    FNDDS 92410510 (fThirtyThreeLemonSoda, whose row covers a cream soda).
// cooked:
// 47 dodka (ridge gourd) beside chapati = dodka bhaji, a katori (120 g) of FNDDS 75220101
//    (fTwentyTwoLuffa); don (Marathi 2) chapati = 2 × 40 g; "hostel la ratri" no food.
// 48 masoor beside chawal = masoor dal, a katori (150 g) of INDB ASC157 (masoorDal, whole masoor);
//    chawal = 200 g of rice.
// numberword:
// 49 dre (Pashto 3) hagay (eggs), fried = 3 × 55 g of FNDDS 31105030 (friedEgg); dwa (Pashto 2)
//    parathay = 2 × 70 g of FNDDS 51300185 (paratha); sabz chai (green tea) = 1 cup, 240 g of FNDDS
//    92303010 (greenTea); "quetta camp" no food.
// 50 tin than (Chhattisgarhi 3) roti = 3 × 40 g; rahar dal ek katori = 150 g of FNDDS 41311030 (dal);
//    "kaka ghar jevan" (a meal at my uncle's) no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAA = 'chaa=milk@62+tea+sugar';
const MEETHI_LASSI = 'meethiLassi=curd@200+sugar:3';

export const FRESH68_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'lahore walima, last night: yakhni pulao (one plate) plus zarda, a katori, then bed',
    'pakistani plain',
    'yakhniPulao=fTwentyFiveMuttonPulao zarda=fThirteenSweetRice',
  ],
  [
    'student biryani from saddar, karachi - one plate, had aloo in it, skipped the raita',
    'pakistani plain',
    'studentBiryani=chickenBiryani',
  ],
  [
    'amravati, aatya chya ghari: methi-batata bhaji, don jowar bhakri, taak pan ek glass',
    'marathi plain numberword',
    'methiBatataBhaji=alooMethi jowarBhakri=roti@110 taak=buttermilk',
  ],
  [
    'bilaspur hostel mess tonight: 3 roti, rahar dal and kochai sabzi',
    'chhattisgarh hostel plain',
    'roti:3 raharDal=dal kochaiSabzi=arbi',
  ],
  [
    'rajkot, ba e banavyu: paanch rotli, karela nu shaak ane tuvar ni dal',
    'gujarati plain numberword',
    'rotli=roti:5 karelaNuShaak=bitterMelon tuvarDal=dal',
  ],
  [
    "margao at my tia's: sungtache hooman (prawn curry), ukde xitt n one bangdo recheado",
    'goan plain',
    'sungtacheHooman=prawnCurry ukdeXitt=rice:2 bangdoRecheado=fishFry',
  ],
  [
    'outside gwalior station: 3 bedai with aloo ki rasedar sabzi, train was 20 min late',
    'central travel plain',
    'bedai=puri:3 rasedarSabzi=fThirtyThreeAlooRasedar',
  ],
  [
    "chambal express, morena's til gajak: the 100 g packet, all of it",
    'central travel snack plain',
    'tilGajak=fSevenChikki@100',
  ],
  [
    "a dost's baraat in karachi: mutton sindhi biryani, one full plate",
    'pakistani plain',
    'sindhiBiryani=muttonBiryani',
  ],
  [
    "at khala's in gujrat (punjab): saag gosht, one pyali, with 2 makki ki roti",
    'pakistani plain',
    'saagGosht=fSixPalakGosht makkiRoti=fThreeMakkiRoti:2',
  ],
  [
    'third wave, baner - capuccino plus a banana bread slice, post pool recovery',
    'cafe plain',
    'cappuccino bananaBread=fSixtyEightBananaBread',
  ],
  [
    'phoenix marketcity food court, taco bell counter - had 3 of the chicken soft tacos, skipped the drink',
    'chain plain',
    'softTacos=fFiftyNineSoftTaco:3',
  ],
  [
    "domino's ordr after the team meeting: medium veg extravaganza split 4 ways, my share 3 slices",
    'chain plain',
    'vegExtravaganza=fFiftySixVegPizza:3',
  ],
  ['gopal ganthiya, 50 g packet, jamnagar jati bus ma', 'gujarati snack plain', 'ganthiya=sev@50'],
  [
    'karachi airport, flight delayed: lays french cheese x2, the 29 g packs',
    'pakistani snack travel plain',
    'lays=potatoChips@58',
  ],
  [
    'supps today: pre-wo (1 scoop, water) at 5; after lifting whey (1 scoop) and creatine (5 g) mixed into toned milk, 300 ml; omega-3 x2 at dinner',
    'gym supplement plain',
    'whey tonedMilk=milk@308.9',
  ],
  [
    'full day, pune academy off day - 8am kande pohe (1 plate) + chai | 1pm 3 chapati, matki usal, dahi one katori | 5pm 2 chikoo | 9pm one bowl dal khichdi',
    'marathi plain',
    `kandePohe=poha ${CHAI} chapati=roti:3 matkiUsal=fFiftyOneMothDal dahi=curd chikoo=fTwentySevenSapodilla:2 dalKhichdi=khichdi@250`,
  ],
  [
    'poora din, lahore camp: subah 4 anday ki omelette, 2 parathay; dopahar aloo gosht ek katori, 2 naan; shaam 1 kela + whey; raat daal chawal',
    'pakistani plain',
    'omelette:4 parathay=paratha:2 alooGosht=beefCurry naan:2 kela=banana whey daal=dal chawal=rice:2',
  ],
  [
    'devgad hapus, 1 cup cut, and one sitaphal as the post-session fruit',
    'marathi fruit plain',
    'hapus=mango sitaphal=fFortyOneSitaphal',
  ],
  [
    'surat ni nankhatai, tran nang, saathe ek cup chaa',
    'gujarati snack plain numberword',
    `nankhatai=fFifteenButterCookie:3 ${CHAA}`,
  ],
  [
    "diwali visit to kaki's in vadodara: 2 pieces mohanthal, nothing else i swear",
    'gujarati sweet plain',
    'mohanthal=fSixtyEightBesanBurfi:2',
  ],
  [
    'bhai beej par mummy e doodhpak banavyo - ek vaati, saathe 3 puri',
    'gujarati sweet plain',
    'doodhpak=fThirtySixRiceKheer puri:3',
  ],
  ['versova koliwada: 3 bombil fry, saath la bhaat ek vati', 'marathi plain', 'bombilFry=fishFry:3 bhaat=rice'],
  [
    'mahakal darshan in ujjain, got 2 besan laddoos as prasad, ate both',
    'central sweet plain',
    'besanLaddoos=besanLadoo:2',
  ],
  ['2 cups of cut sindhri mangoes after nets, from mirpurkhas', 'pakistani fruit plain', 'sindhriMangoes=mango:2'],
  [
    '3 kinnows from a sargodha crate the seniors brought to camp',
    'pakistani fruit plain',
    'kinnows=fFortyNineKinnow:3',
  ],
  ['theobroma colaba, rest day: a brownie plus a cold coffee', 'cafe plain', 'brownie=fTwentyFourBrownie coldCoffee'],
  ['raipur me dadi ke haath ke dubki kadhi aur bhaat', 'chhattisgarh plain', 'dubkiKadhi=kadhi bhaat=rice:2'],
  [
    'indore sarafa at 11 pm: a katori of bhutte ka kees',
    'central street plain',
    'bhutteKaKees=fFiftyFiveButterCorn@120',
  ],
  ['bharuch ni khari sing, 50 g nu packet, practice pachhi', 'gujarati snack plain', 'khariSing=peanuts@50'],
  // combinations named with their own parts
  [
    'pulao-kabab at savour, pindi: one plate pulao, 2 shami kabab, no raita',
    'pakistani chain combo',
    'pulao=fTwentyTwoChickenPulao shamiKabab=fThreeChapliKabab@130',
  ],
  ['naan-khaliya, aurangabad: do naan, khaliya ek katori', 'west combo numberword', 'naan:2 khaliya=beefCurry'],
  // headers naming the meal, then its list
  [
    'lunch at NCA lahore → karahi (chicken), daal mash, 2 chapati, kheera salad',
    'pakistani header',
    'karahi=chickenCurry daalMash=fThirtyOneDryUrad chapati=roti:2 kheeraSalad=cucumber',
  ],
  [
    "sunday lunch at aaji's, pune → vangi bhaat (1 plate), kanda bhaji 4, taak 1 glass",
    'marathi header',
    'vangiBhaat=vangiBath kandaBhaji=pakora:4 taak=buttermilk',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'shami wala sandwich, karachi ke canteen se: double roti ke 2 slice, beech mein ek shami kabab',
    'pakistani addon',
    'shamiSandwich=bread:2+fThreeChapliKabab@65',
  ],
  ["dawn bread ke 2 slice, mitchell's jam laga ke, hostel ka nashta", 'pakistani addon', 'dawnBread=bread:2 jam:2'],
  // an ingredient or garnish that is not a full serving
  ['bhopal, nani ki firni: ek katori, upar 5 pista ki kataran', 'central garnish', 'firni pista=fEightPistachio:5'],
  ['lahore: meethi lassi ka glass, upar makhan ki ek chammach', 'pakistani garnish', `${MEETHI_LASSI} makhan=butter`],
  // food amid match or training talk
  [
    'psl trials at gaddafi: 6 overs, 1/22, speed gun pe 141. baad mein 2 chapati aur chicken qorma ek katori',
    'pakistani talk',
    'chapati=roti:2 chickenQorma=chickenKorma',
  ],
  [
    'ranji vs saurashtra, day 3: 74* off 131, 9 fours. tea break: 2 butter toast n chai',
    'west talk',
    `butterToast=bread:2+butter:2 ${CHAI}`,
  ],
  // legume words next to the unit gram
  [
    '150 gram ukadlele tur dane (whole red gram), mith lavun, sandhyakali',
    'marathi legume',
    'turDane=fFortyTwoBoiledRedGram@150',
  ],
  [
    '120 gram bafela mag (whole green gram), upar limbu, gym pachhi',
    'gujarati gym legume',
    'mag=fNineteenMungBoiled@120',
  ],
  // drinks named after their main ingredient
  [
    'nashik vineyard stop on the bus: draksha juice, ek glass, fresh',
    'marathi drinkname',
    'drakshaJuice=fFiveGrapeJuice',
  ],
  [
    'chaunsa shake, one glass, gulberg lahore - leg day done',
    'pakistani gym drinkname',
    'chaunsaShake=fThirtyEightMangoShake',
  ],
  // a pack in grams and a bottle in ml
  ['pringles 107 g can on the flight, ate half', 'travel snack size', 'pringles=potatoChips@53.5'],
  [
    'pakola, the full 500 ml bottle, finishd it alone in the karachi heat',
    'pakistani size',
    'pakola=fThirtyThreeLemonSoda@524.1',
  ],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  [
    'dodka ani don chapati, hostel la ratri',
    'marathi hostel cooked numberword',
    'dodka=fTwentyTwoLuffa chapati=roti:2',
  ],
  ['karachi hostel, simple dinner: masoor and chawal', 'pakistani hostel cooked', 'masoor=masoorDal chawal=rice:2'],
  // counts in number words
  [
    'quetta camp, nashta: dre hagay (fried) aw dwa parathay, sabz chai',
    'pakistani numberword',
    'hagay=friedEgg:3 parathay=paratha:2 sabzChai=greenTea',
  ],
  [
    'durg me kaka ghar jevan: tin than roti, ek katori rahar dal, bas',
    'chhattisgarh numberword',
    'roti:3 raharDal=dal',
  ],
];
