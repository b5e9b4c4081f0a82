// Benchmark meals written on 2026-11-25 blind, as the sixtieth blind set after meals-fresh.ts to
// meals-fresh58.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a khala's house
// back from Lahore, a mother's kitchen after Sylhet, a Sri Lankan lads' flat in Colombo, a mamu's
// Dashain in Nepal, a bebe's dal in Jalandhar, Chowk in Lucknow after a Ranji match, an evening in
// Madhubani, a mashi's egg curry in Siliguri, a Nayagarh sweet shop, an Assamese home, a Kottayam
// breakfast, a Madurai night, a Hyderabad stay, a Madikeri homestay, a kaka's house in Nashik, a train to
// Baroda, a tia's kitchen in Loutolim, a Trichy hostel mess, an academy canteen and its gate, Rakhi, Pizza
// Hut, a bus to Mohali, a supplement log, a cutting-week dinner, a pool session, a whole day, a mausi's
// house in Ajmer, a roomie's mom in Imphal, a Srinagar camp, Paharganj, a pav-bhaji plate, a team hotel
// before day 1, a nets breakfast, a PG kitchen, a chase, an aai's sheera, a team bus at 6 am, a bowling
// spell, a deadlift and 400 m session, a mess counter and scale, a juice stall, a drive home, a Subway
// after a double session, a mom's karela, a pre-match dinner, a Telugu rest day and Bijoya Dashami),
// terse and chatty, with training, match and travel talk, typos and abbreviations (n, w, nite, supps,
// pg, 7am, ~180, x6, 1/27, 4x5), in plain English, Hinglish and romanised Urdu, Bengali (also of
// Bangladesh), Nepali, Punjabi, Assamese, Malayalam, Tamil, Kannada, Marathi, Gujarati, Kashmiri and
// Telugu words, with Goan, Kodava, Manipuri and Odia dish names (22 of 50, 44 %, not plain English).
// Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 NDB numbers, their portions or a stated convention) before and independently of any engine run.
// None of the sentences is taken from an earlier set: each was written new and checked against the
// earlier sets' 3,585 texts (character similarity, word overlap and shared runs of four words), and
// rewritten where it came near one (first drafts of sel roti duita with dudh chiya at Tihar, kadhi
// chawal by the katori, galouti kebab with an ulta tawa paratha in Aminabad, luchi with alur dom,
// masala dose at Vidyarthi Bhavan, chitranna with a katori of mosaru, sabudana khichdi with taak on an
// ekadashi, xitt kodi with a fried mackerel, chicken xacuti or cafreal with poi, bread-jam-eggs at a
// hostel, mess rice with rasam and cabbage poriyal, a samosa with chai, domino's slices with garlic
// bread, lay's magic masala 52 g, whey in 300 ml toned milk, a salmon or chicken plate with brown rice
// and broccoli, thukpa with momos in Gangtok, post-match butter chicken with naan, an iftar of khajoor
// and fruit chaat, indori poha with sev and jeeravan, benne on a Davangere dose, boiled or roasted bengal
// gram by its grams, sabut urad with tandoori roti at a dhaba, a Gatorade 500 ml, medium fries with a
// large coke, moodu idli with oka vada, tini ta ruti with dalma and naalu chapathi with a katori curry
// were dropped or rewritten for that; only stock phrases such as "with a katori of", "a tbsp of chia",
// "with a 2 egg" or the name "chana dal (split bengal gram)" are shared).
// Mix (50): 30 plain everyday logs (a Pakistani, a Bangladeshi, a Sri Lankan and a Nepali teammate's
// food; home food of Punjab, Uttar Pradesh, Bihar, Bengal, Odisha, Assam, Kerala, Tamil Nadu,
// Telangana, Karnataka (Kodagu), Maharashtra, Gujarat, Goa, Rajasthan, Manipur and Kashmir; a hostel
// mess, a canteen break, street momos and bhutta, Rakhi sweets, Pizza Hut, a packaged snack and drink by
// brand with grams and ml, supplements, a gym plate in grams, fruit, and a whole day in one message) and
// 20 over the ten hard classes, two each: combinations named with their own parts (combo:
// chole-bhature, pav-bhaji), headers naming the meal then its list (header: a team hotel dinner, a
// post-nets breakfast), a sandwich with its filling and a brand with its generic food (addon: an anda
// bhurji sandwich, a Dairy Milk), an ingredient or garnish that is not a full serving (garnish: kaju on
// sheera, chia on oats), food amid match or training talk whose numbers are no food (talk: a bowling
// spell, a deadlift and 400 m session), legume names with "gram" next to a weight in grams (legume:
// split bengal gram, split green gram), drinks named after their main ingredient (drinkname: tarbooz,
// carrot), a bottle size and a footlong (size), the cooked dish meant by a raw word beside a bread or
// rice (cooked: karela, lobia) and counts in number words (numberword: Telugu and Bengali; Urdu,
// Punjabi, Bengali, Malayalam, Kannada and Hindi number words also appear in plain and combo meals,
// tagged so).
// Two new reference foods (prefix fSixty, each citing its row in reference-foods.ts): Bhatura (FNDDS
// 53420400 sopaipilla without syrup or honey, a fried puffed wheat dough, its quantity not specified =
// 70 g taken for one bhatura; the same FNDDS family as the gulab jamun key fThirteenGulabJamun, 53420410
// with syrup) and FreshFig (FNDDS 63119010 fig, raw, 1 fig = 50 g; fresh anjeer); every other item is
// an existing key. Water is never counted (no energy), nor are a multivitamin tablet (as creatine in
// earlier sets), nimbu-namak on a bhutta, pyaaz ka achaar beside chole-bhature, ginger in a juice, or
// the spices of a dish; bowling figures, overs, sets, reps, kg lifted, metres, rounds, clock times, a
// bar's "20 g protein" and "day 1" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh58.ts: a katori (vati, bati) = 150 g of a dal, curry,
// kheer, halwa, raita or curd, 120 g of a dry sabzi (avial, aloo pitika, bhindi, karela) and 100 g of
// rice; unquantified dal or curry (dail, amti, kadhi, kura, kodi, rasam, dalna of one egg) = a katori
// (150 g) or the row's own one-egg bowl; unquantified dry sabzi = a katori (120 g); unquantified rice
// (bhaat, bhat, bata, xitt, chawal, rice) in a meal = 2 katori, 200 g; mutton, pork and goat curries
// (khasi ko masu, pandi curry) = FNDDS 27116100 (beefCurry, the red-meat curry proxy, as earlier sets'
// mezbani gosht and phagshapa); a roti, phulka or chapati = 40 g (FNDDS 51300175 medium); a bajra roti
// = 55 g of roti (meals-fresh50.ts); a tandoori roti = 52 g (rotiLarge, FNDDS 51300175 large, as
// meals-fresh51.ts and meals-fresh57.ts); a paratha or parotta = 70 g (FNDDS 51300185); a puttu = 60 g
// rice flour + 20 g desiccated coconut (meals-fresh14.ts, meals-fresh58.ts "pittu"); a string hopper or
// nooputtu (idiyappam) = 40 g (riceNoodles); a pav or pao = 43 g (FNDDS 51150000); a plate of poha
// (kanda pohe) = 180 g; a plate of biryani or pulao = 300 g; a bowl of porridge (oats) = 250 g; a spoon
// (chammach) or "thoda" of ghee or butter = 1 tsp, 5 g; a garnish of sev = 10 g; a chutney said without
// an amount = 1 tbsp; a glass of chaas (chhaah) = 250 g; a glass of milk (doodh) = 258 g (250 ml); a
// glass of a juice = its key's 250 ml glass; ml of a drink × its FNDDS g per fl oz (29.57 ml): 31 g for
// a mango drink and chocolate milk (200 ml = 209.7 g) and a lemon-lime soda (750 ml = 786.2 g); CHAI =
// meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for chaaya; a cutting = half of it (31 g milk + 30
// g tea + 2.1 g sugar, as meals-fresh45.ts and meals-fresh57.ts). For every meal, in file order:
// plain:
//  1 aloo qeema unquantified = a katori (150 g) of INDB ASC229 (keemaMatar, the minced-meat curry with
//    vegetables); do (Urdu 2) chapatiyan = 2 × 40 g of roti.
//  2 shorshe ilish (hilsa in mustard gravy) unquantified = a katori (150 g) of FNDDS 27150320
//    (fishCurry); bhaat = 200 g of FNDDS 56205008 (rice).
//  3 string hoppers x6 = 6 × 40 g of FNDDS 56117090 (riceNoodles, proxy for string hoppers); dhal curry
//    unquantified = a katori (150 g) of FNDDS 41311030 (dal); 1 boiled egg = 50 g of FNDDS 31103010.
//  4 khasi ko masu (goat curry) unquantified = a katori (150 g) of FNDDS 27116100 (beefCurry); bhat =
//    200 g.
//  5 maah di dal unquantified = a katori (150 g) of INDB ASC159 (fSixWholeUrad, whole urad / maah); do
//    (Punjabi 2) phulke = 2 × 40 g; ikk (1) gilaas chhaah = 250 g of FNDDS 11115100 (buttermilk).
//  6 4 galawati kebab = 4 × 35 g of FNDDS 23132000 (seekhKebab, minced lamb, the minced-mutton kebab
//    proxy); 2 ulte tawe ke parathe = 2 × 70 g of FNDDS 51300185 (paratha); "ranji" no food.
//  7 a cup of roasted makhana = 1 cup, 32 g of SR26 12013 (fFiveMakhana); a chai = CHAI.
//  8 dim er dalna, duto (Bengali 2) dim = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry, its bowl is
//    the recipe of one egg in gravy); bhaat = 200 g.
//  9 2 slices chhena poda = 2 × 74.2 g of INDB OSR022 (fThreeChhenaPoda, 1 slice).
// 10 aloo pitika (mashed potato with mustard oil) = a katori (120 g) of FNDDS 71103030 (alooSabzi,
//    potato made with oil); masur dail = a katori (150 g) of FNDDS 41311030 (dal); bhat = 200 g.
// 11 puttu randu (Malayalam 2) kutti, one item = 2 × 60 g of SR26 20061 rice flour (fFourteenRiceFlour)
//    + 2 × 20 g of SR26 12108 desiccated coconut (fFourteenDryCoconut); kadala curry unquantified = a
//    katori (150 g) of INDB ASC161 (blackChanaCurry); oru (1) chaaya = CHAI.
// 12 3 parotta = 3 × 70 g of FNDDS 51300185 (paratha); chicken chettinad gravy = a katori (150 g) of
//    FNDDS 27146150 (chickenCurry).
// 13 a plate of chicken biryani = 300 g (chickenBiryani, its IFCT recipe); a katori of onion raita = 150
//    g of INDB OSR090 (fFiftyFiveOnionRaita).
// 14 pandi (Kodava pork) curry ondu (Kannada 1) katori = 150 g of FNDDS 27116100 (beefCurry); naalku
//    (Kannada 4) nooputtu = 4 × 40 g of FNDDS 56117090 (riceNoodles, proxy for idiyappam).
// 15 kanda pohe ek plate = 180 g (poha, its IFCT recipe); ek cutting chaha = half a CHAI (31 g milk + 30
//    g tea + 2.1 g sugar).
// 16 3 methi thepla = 3 × 36.4 g of INDB OSR104 (thepla); chhundo unquantified = 1 tbsp, 16 g of FNDDS
//    63409020 (sweetChutney).
// 17 visvon (kingfish) rava fry 2 slices = 2 × 67 g of FNDDS 26100140 (fishFry, 1 fried fish steak);
//    xitt = 200 g of rice; kodi (Goan fish curry) = a katori (150 g) of FNDDS 27150320 (fishCurry).
// 18 2 katori rice = 200 g; avial unquantified = a katori (120 g) of INDB ASC219 (avial); lemon rasam =
//    a katori (150 g) of INDB BFP177 (fSixLemonRasam); 2 appalam = 2 × 9 g of FNDDS 41311000 (papad).
// 19 one khasta kachori = 100 g of FNDDS 58124500 (fSevenKachori, taken for a kachori); a chai = CHAI.
// 20 8 veg momos = 8 × 37 g of FNDDS 58121620 (fSixteenVegMomo); a bhutta = 1 regular ear, 105 g of
//    FNDDS 75216111 (fSixteenBhutta); nimbu and namak not counted.
// 21 2 kaju katli = 2 × 28.7 g of INDB ASC339 (kajuKatli); 1 motichoor ladoo = 63 g of FNDDS 91718300
//    (fThreeLadoo).
// 22 2 pieces of a medium veggie pan pizza = 2 × 104 g of FNDDS 58106330 (fFiftyFourPanPizza, 1 piece of
//    a medium pizza).
// 23 a 35 g pouch of haldiram's bhujia by its stated weight = INDB OSR147 (sev, its bhujia proxy, as
//    meals-fresh50.ts); frooti 200 ml = 6.76 fl oz × 31 g = 209.7 g of FNDDS 64204010 (mangoDrink).
// 24 whey 1 scoop = 30 g of FNDDS 95230000 (whey); 250 ml soy milk = 258 g of FNDDS 11320000
//    (fTenSoyMilk, its 250 ml glass); one protein bar = 40 g of FNDDS 53729000 (proteinBar, its
//    convention); "20 g protein", "4 pm" no food.
// 25 200 g salmon fillet off the grill as stated = FNDDS 26137120 (fTwelveSalmon); 2 medium boiled
//    potatoes = 2 × 170 g of FNDDS 71103010 (fTwentyTwoBoiledPotato, 1 medium); 1 cup green beans = 140
//    g of FNDDS 75205021 (fTwentyEightGreenBeans).
// 26 3 fresh anjeer = 3 × 50 g of FNDDS 63119010 (fSixtyFreshFig, 1 fig); 1 pear = 180 g of FNDDS
//    63137010 (pear).
// 27 a whole day: bhurji of 3 eggs = 3 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji, its bowl is the
//    recipe of one egg); 2 toast = 2 × 28 g of FNDDS 51101000 (bread); chole = a katori (150 g) of FNDDS
//    41302010; chawal = 200 g; banana shake = 1 tall glass, 345.5 g of INDB ASC016 (fFortyBananaShake);
//    2 roti = 2 × 40 g; kadhai paneer = a katori (150 g) of INDB ASC226; the clock times no food.
// 28 bajre ki do (Hindi 2) roti = 2 × 55 g = 110 g of roti; kadhi = a katori (150 g) of the kadhi key
//    (FNDDS 41311030 as meals.ts); thoda ghee on top = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 29 a full katori of chak-hao kheer = 150 g of INDB OSR011 (fTwentyFourChakhaoKheer).
// 30 haak unquantified = a katori (120 g) of FNDDS 72107227 (fThirteenHaakh); bata = 200 g of rice.
// combo:
// 31 chole-bhature: bhature do (2) = 2 × 70 g of FNDDS 53420400 (fSixtyBhatura); chole ek katori = 150
//    g of FNDDS 41302010 (chole); pyaaz ka achaar not counted.
// 32 pav-bhaji: 2 pav = 2 × 43 g of FNDDS 51150000 (pav); bhaji ki katori = 150 g of INDB OSR112
//    (pavBhaji, the bhaji without the pav); ek chammach butter = 1 tsp, 5 g of FNDDS 81101000.
// header:
// 33 "team hotel dinner before day 1" no food: dal makhani = a katori (150 g) of INDB ASC160
//    (fFortySevenDalMakhani); 2 tandoori roti = 2 × 52 g (rotiLarge); veg pulao = 1 plate, 300 g of
//    INDB ASC115 (fThirtyEightVegPulao); 1 gulab jamun = 40 g (fThirteenGulabJamun).
// 34 "nets ke baad ka nashta" no food: 2 besan chille = 2 × 52.1 g of INDB OSR100 (besanChilla); hari
//    chutney = 1 tbsp, 18.9 g of INDB BFP444 (greenChutney); ek glass doodh = 258 g of FNDDS 11112110
//    (milk).
// addon:
// 35 a brown bread sandwich, one item: 2 slices = 2 × 36 g of FNDDS 51300110 (brownBread); a 2-egg anda
//    bhurji = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji).
// 36 a 50 g Cadbury Dairy Milk (brand) by its stated weight = its generic food, FNDDS 91705010
//    (milkChocolate, milk chocolate candy).
// garnish:
// 37 sheera ek vati = a katori (150 g) of INDB ASC293 (sujiHalwa, semolina halwa); varun 4 kaju = 4 ×
//    1.5 g of FNDDS 42104110 (cashews).
// 38 milk oats one bowl = 250 g of FNDDS 56203066 (oats, oatmeal made with milk; a bowl of porridge); a
//    tbsp of chia = 10.5 g of FNDDS 43108010 (fFourChia); "6 am" no food.
// talk:
// 39 "8 over", "1/27" no food: 2 roti = 2 × 40 g; bhindi = a katori (120 g) of INDB BFP269 (bhindiFry);
//    arhar dal = a katori (150 g) of FNDDS 41311030 (dal).
// 40 "4x5 @ 120", "3 rounds of 400 m" no food: 2 kele = 2 × 126 g of FNDDS 63107010 (banana); a 200 ml
//    chocolate milk tetra = 6.76 fl oz × 31 g = 209.7 g of FNDDS 11511200 (chocolateMilk).
// legume:
// 41 chana dal (split bengal gram) by the stated ~180 gram = INDB OSR142 (channaDal); 2 phulke = 2 × 40
//    g; "gram" is part of the pulse's name, the unit is the second one.
// 42 split green gram dal by the stated 250 gram = INDB ASC151 (fTwentyFiveMoongDal, washed moong dal).
// drinkname:
// 43 tarbooz, ek glass = watermelon juice, a 250 ml glass, 254 g of FNDDS 64133100 (watermelonJuice);
//    no watermelon fruit.
// 44 carrot, one glass = carrot juice, a 250 ml glass, 254 g of FNDDS 73105010 (carrotJuice); no carrot;
//    the ginger not counted; "6" no food.
// size:
// 45 a 750 ml sprite bottle, whole = 25.36 fl oz × 31 g = 786.2 g of FNDDS 92410510
//    (fThirtyThreeLemonSoda).
// 46 a whole footlong chicken sub = 480 g of FNDDS 27540290 (chickenSub, whose basis gives footlong =
//    480 g).
// cooked:
// 47 karela beside rotis = karela sabzi, a katori (120 g) of FNDDS 75208310 (bitterMelon); 3 rotis = 3 ×
//    40 g.
// 48 lobia beside rice = lobia curry, a katori (150 g) of INDB ASC163 (lobia); rice = 200 g.
// numberword:
// 49 naalugu (Telugu 4) chapathilu = 4 × 40 g of roti; kodi kura oka (1) katori = 150 g of FNDDS
//    27146150 (chickenCurry).
// 50 char-te (Bengali 4) rosogolla = 4 × 60 g of INDB BFP392 (fSevenRasgulla, 1 rasgulla with the syrup
//    it holds).
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const CHAAYA = 'chaayaChai=milk@62+tea+sugar';
const CUTTING = 'cuttingChaha=milk@31+tea@30+sugar@2.1';

export const FRESH60_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'khala ke haan aloo qeema aur do chapatiyan, lahore se wapas aaye to pehla ghar ka khana yahi tha',
    'pakistani plain numberword',
    'alooQeema=keemaMatar chapatiyan=roti:2',
  ],
  [
    'sylhet theke ashar por ma-r haate shorshe ilish ar bhaat, pet bhore khelam',
    'bangladeshi plain',
    'shorsheIlish=fishCurry bhaat=rice:2',
  ],
  [
    'colombo boys cooked for us: string hoppers x6, dhal curry and 1 boiled egg each',
    'srilankan plain',
    'stringHoppers=riceNoodles:6 dhalCurry=dal boiledEgg=egg',
  ],
  [
    'dashain ma mamu le pakaunu bhayeko khasi ko masu ra bhat, pet tight bhayo',
    'nepali plain',
    'khasiKoMasu=beefCurry bhat=rice:2',
  ],
  [
    'bebe di maah di dal, do phulke te ikk gilaas chhaah - jalandhar, ghar aa ke',
    'punjabi plain numberword',
    'maahDiDal=fSixWholeUrad phulke=roti:2 chhaah=buttermilk',
  ],
  [
    'chowk, lucknow: 4 galawati kebab on 2 ulte tawe ke parathe, ranji match khatam',
    'north plain',
    'galawatiKebab=seekhKebab:4 parathe=paratha:2',
  ],
  [
    'back home in madhubani: a cup of roasted makhana and a chai in the evening',
    'bihar plain',
    `makhana=fFiveMakhana ${CHAI}`,
  ],
  [
    'shiliguri te mashi dim er dalna korechhilo, duto dim ar bhaat',
    'bengali plain numberword',
    'dimErDalna=fThirtyTwoEggCurry:2 bhaat=rice:2',
  ],
  ['nayagarh sweet shop: 2 slice chhena poda, still warm', 'odia sweet plain', 'chhenaPoda=fThreeChhenaPoda:2'],
  [
    'ghorot aloo pitika, masur dail aru bhat, mur priyo',
    'assam plain',
    'alooPitika=alooSabzi masurDail=dal bhat=rice:2',
  ],
  [
    'amma undakkiya puttu randu kutti um kadala curry um, oru chaaya - kottayam',
    'kerala plain numberword',
    `puttu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 kadalaCurry=blackChanaCurry ${CHAAYA}`,
  ],
  [
    'madurai la night 3 parotta, chicken chettinad gravy, semma',
    'tamil plain',
    'parotta=paratha:3 chickenChettinad=chickenCurry',
  ],
  [
    'hyderabad stay: a plate of paradise chicken biryani with a katori of onion raita',
    'telugu plain',
    'chickenBiryani onionRaita=fFiftyFiveOnionRaita',
  ],
  [
    'madikeri homestay: pandi curry ondu katori, naalku nooputtu jothe',
    'kannada plain numberword',
    'pandiCurry=beefCurry nooputtu=riceNoodles:4',
  ],
  ['nashik la kakucha ghari kanda pohe ek plate ani ek cutting chaha', 'marathi plain', `kandaPohe=poha ${CUTTING}`],
  ['baroda jati train ma 3 methi thepla ne chhundo', 'gujarati plain', 'thepla:3 chhundo=sweetChutney'],
  [
    "visvon rava fry 2 slices, xitt n kodi - loutolim, at my tia's",
    'goan plain',
    'visvonRavaFry=fishFry:2 xitt=rice:2 kodi=fishCurry',
  ],
  [
    'trichy hostel mess, nite: 2 katori rice, avial, lemon rasam, 2 appalam',
    'hostel plain',
    'rice:2 avial lemonRasam=fSixLemonRasam appalam=papad:2',
  ],
  [
    'canteen break: one khasta kachori and a chai, then straight back to the nets',
    'canteen plain',
    `khastaKachori=fSevenKachori ${CHAI}`,
  ],
  [
    'outside the academy gate: 8 veg momos and a bhutta with nimbu namak',
    'street plain',
    'vegMomos=fSixteenVegMomo:8 bhutta=fSixteenBhutta',
  ],
  [
    'rakhi bandhwayi, didi ne muh mein thoos diye 2 kaju katli aur 1 motichoor ladoo',
    'sweet plain',
    'kajuKatli:2 motichoorLadoo=fThreeLadoo',
  ],
  ['pizza hut: shared a medium veggie pan, i ate 2 pieces', 'chain plain', 'panPizza=fFiftyFourPanPizza:2'],
  [
    "bus to mohali: a 35 g pouch of haldiram's bhujia and frooti (200 ml)",
    'snack plain',
    'bhujia=sev@35 frooti=mangoDrink@209.7',
  ],
  [
    'supps - morning: whey (1 scoop) blended into 250 ml soy milk; 4 pm: one protein bar, label says 20 g protein',
    'gym supplement plain',
    'whey soyMilk=fTenSoyMilk proteinBar',
  ],
  [
    'cutting week dinner: 200 g salmon fillet off the grill, 2 medium boiled potatoes, 1 cup green beans',
    'gym plain',
    'salmon=fTwelveSalmon@200 boiledPotatoes=fTwentyTwoBoiledPotato:2 greenBeans=fTwentyEightGreenBeans',
  ],
  ['after the pool session - 3 fresh anjeer and 1 pear', 'fruit plain', 'anjeer=fSixtyFreshFig:3 pear'],
  [
    'today in full - 7am bhurji of 3 eggs with 2 toast; 1pm chole chawal; 4pm banana shake; 9pm 2 roti + kadhai paneer',
    'north plain',
    'bhurji=fThirtyTwoAndaBhurji:3 toast=bread:2 chole chawal=rice:2 bananaShake=fFortyBananaShake roti:2 kadhaiPaneer',
  ],
  [
    'ajmer mein mausi ke yahan bajre ki do roti aur kadhi, upar se thoda ghee',
    'rajasthan plain numberword',
    'bajreRoti=roti@110 kadhi ghee',
  ],
  [
    "imphal, roomie's mom made chak-hao kheer, had a full katori",
    'northeast plain',
    'chakhaoKheer=fTwentyFourChakhaoKheer',
  ],
  ['haak te bata, ammi ne banaya, srinagar camp se ghar aake', 'kashmir plain', 'haak=fThirteenHaakh bata=rice:2'],
  // combinations named with their own parts
  [
    'chole-bhature, paharganj wala: bhature do, chole ek katori, pyaaz ka achaar',
    'north combo numberword',
    'bhature=fSixtyBhatura:2 chole',
  ],
  [
    'pav-bhaji ek plate: 2 pav, bhaji ki katori, upar ek chammach butter',
    'mumbai combo',
    'pav:2 bhaji=pavBhaji butter',
  ],
  // headers naming the meal, then its list
  [
    'team hotel dinner before day 1 → dal makhani, 2 tandoori roti, veg pulao, 1 gulab jamun',
    'north header',
    'dalMakhani=fFortySevenDalMakhani tandooriRoti=rotiLarge:2 vegPulao=fThirtyEightVegPulao gulabJamun=fThirteenGulabJamun',
  ],
  [
    'nets ke baad ka nashta → 2 besan chille, hari chutney, ek glass doodh',
    'north header',
    'besanChille=besanChilla:2 hariChutney=greenChutney doodh=milk',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'pg kitchen special - brown bread sandwich, 2 slices, filled with a 2-egg anda bhurji',
    'gym addon',
    'bhurjiSandwich=brownBread:2+fThirtyTwoAndaBhurji:2',
  ],
  ['a 50 g cadbury dairy milk after the chase, earned it', 'snack addon', 'dairyMilk=milkChocolate@50'],
  // an ingredient or garnish that is not a full serving
  ['sunday la aai ne sheera kela, ek vati, varun 4 kaju', 'marathi garnish', 'sheera=sujiHalwa kaju=cashews:4'],
  [
    'milk oats, one bowl, sprinkled a tbsp of chia over it, 6 am before the team bus',
    'gym garnish',
    'oats@250 chia=fFourChia',
  ],
  // food amid match or training talk
  [
    'aaj 8 over dale, 1/27. lunch break mein 2 roti, bhindi aur arhar dal',
    'north talk',
    'roti:2 bhindi=bhindiFry arharDal=dal',
  ],
  [
    'deadlift 4x5 @ 120, then 3 rounds of 400 m. post: 2 kele + 200 ml chocolate milk tetra',
    'gym talk',
    'kele=banana:2 chocolateMilk@209.7',
  ],
  // legume words next to the unit gram
  [
    'mess counter gave me ~180 gram of chana dal (split bengal gram), ate it with 2 phulke',
    'north legume',
    'chanaDal=channaDal@180 phulke=roti:2',
  ],
  [
    'split green gram dal, 250 gram by the mess scale, nothing else tonight',
    'north legume',
    'moongDal=fTwentyFiveMoongDal@250',
  ],
  // drinks named after their main ingredient
  ['nets khatam, seedha juice wale ke paas: tarbooz, ek glass', 'north drinkname', 'tarbooz=watermelonJuice'],
  ['carrot, one glass, little ginger in it - had it pre-nets at 6', 'gym drinkname', 'carrot=carrotJuice'],
  // a bottle size and a footlong
  ["sprite 750 ml, whole bottle, me alone, coach don't read this", 'travel size', 'sprite=fThirtyThreeLemonSoda@786.2'],
  ['starving after the double, had a whole footlong at subway (chicken)', 'chain size', 'footlong=chickenSub@480'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  [
    "karela with 3 rotis, mom's orders after i skipped veggies all week",
    'north cooked',
    'karela=bitterMelon rotis=roti:3',
  ],
  ['lobia and rice, simple dinner the night before the match', 'north cooked', 'lobia rice:2'],
  // counts in number words
  [
    'ivala rest day, amma chesina naalugu chapathilu, kodi kura oka katori',
    'telugu numberword',
    'chapathilu=roti:4 kodiKura=chickenCurry',
  ],
  ['bijoya dashami te char-te rosogolla kheyechhi, ar kichhu na', 'bengali numberword', 'rosogolla=fSevenRasgulla:4'],
];
