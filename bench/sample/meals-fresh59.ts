// Benchmark meals written on 2026-11-25 blind, as the fifty-ninth blind set after meals-fresh.ts to
// meals-fresh58.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a bebe's kitchen
// in Ludhiana, a Rohtak home after practice, an ammi's lunch in Lucknow, a nani's house in Bhagalpur, a
// mashi's house in Kolkata, a Cuttack night, a Guwahati supper, an Imphal hostel, a pothichoru packed
// for a match, an amma's rest-day meal, Warangal after a match, a Hubli PG, a Marathi fast day, a bus
// from Baroda to Surat, a Jaipur home, a mai's kitchen in Margao, Almora after a trek, a leg-day plate,
// Taco Bell after a practice match, a whole day, a Juhu stall after sand runs, a mess kadhi-chawal day,
// a puri-bhaji breakfast, a pre-match breakfast, a tiffin, a recovery dinner, a smoothie after nets, a
// sandwich for a drive, a tuck shop after a win, a temple prasad, a post-run yogurt, a 64 off 48, a
// 10-over spell, a yo-yo test, the night before a final, a kit bag, a Guntur hotel, a juice thela, a
// hotel lobby with a late bus, a shared pizza, a PVR movie night, a hostel cook, a bebe's shalgam, a
// Vijayawada bus stand, a warm-up and a Rourkela hostel), terse and chatty, with training, match and
// travel talk, typos and abbreviations (n, w, bfast, aftr, tmrw, nite, pg, pb, x2, bannana,
// brocoli, sandwhich), in plain English, Hinglish and romanised Punjabi, Bengali,
// Odia, Assamese, Tamil, Telugu, Kannada, Marathi and Gujarati words, with Meitei, Malayalam, Konkani
// and Kumaoni dish names (22 of 50, 44 %, not plain English). Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated
// convention) before and independently of any engine run. None of the sentences is taken from an
// earlier set: each was written new and checked against the earlier sets' 3,586 texts (character
// similarity, word overlap and shared runs of four words), and rewritten where it came near one (first
// drafts of a 150 g grilled chicken breast with a cup of brown rice and broccoli, sabudana khichdi with a
// glass of taak on a fast, "bajre ki 2 roti" in Rohtak, butter chicken with 2 butter naan
// after a fifty, masala dosa with filter kaapi at a canteen, a "lays classic 52 g", a Domino's
// breadstick order, an anda bhurji sandwich, an Indore poha with sev, an oats bowl topped with chia,
// khichdi with 2 spoons of ghee, black gram and kala chana by their grams, a grande cappuccino "no sugar,
// while waiting", "shalgam/palak te 2 makki di roti, pind vich", moodu chapatilu with pappu and chari ta
// ruti with alu tarkari were dropped or rewritten for that; only stock phrases such as "a medium
// margherita" or "300 ml thums up" are shared).
// Mix (50): 20 plain everyday logs (home food of Punjab, Haryana, Uttar Pradesh, Bihar, Bengal, Odisha,
// Assam, Manipur, Kerala, Tamil Nadu, Telangana, Karnataka, Maharashtra, Gujarat, Rajasthan, Goa and
// Uttarakhand; a gym plate, a Taco Bell order and a whole day in one message) and 30 over the ten hard
// classes, three each: combinations named with their own parts (combo: pav-bhaji, kadhi-chawal,
// puri-bhaji), headers naming the meal then its list (header: a pre-match breakfast, a tiffin, a
// recovery dinner), a smoothie, a sandwich with its filling and a brand with its generic food (addon: a
// banana-date-peanut butter smoothie, a grilled paneer sandwich, a Magnum), an ingredient or garnish that
// is not a full serving (garnish: grated paneer on besan chillas, raisins on suji halwa, honey and
// pumpkin seeds on Greek yogurt), food amid match or training talk whose numbers are no food (talk: a
// 64 off 48, a 10-over spell of 2/41, a yo-yo score), legume names with "gram" next to a weight in grams
// (legume: split green gram dal, roasted bengal gram, horse gram ulavacharu), drinks named after their
// main ingredient (drinkname: tarbooj, karela, gajar), a cafe size, half of a medium pizza and a cinema
// tub (size: a grande, a medium margherita, a medium popcorn), the cooked dish meant by a raw word beside
// a bread or rice (cooked: turai, shalgam, lobia) and counts in number words (numberword: Telugu,
// English, Odia; Hindi, Bengali, Malayalam, Tamil and Telugu number words also appear in plain, combo
// and cooked meals, tagged so).
// Three new reference foods (prefix fFiftyNine, each citing its row in reference-foods.ts): KarelaJuice
// (SR26 11024 bitter gourd pods, raw, as the juice's proxy like fTwentyEightLaukiJuice; a glass = 250
// g), SoftTaco (FNDDS 58101457 soft taco with chicken, from fast food, 1 Taco Bell taco = 135 g) and
// ChocoBar (FNDDS 13120100 ice cream bar, vanilla, chocolate coated, 1 bar = 75 g; the generic food of a
// Magnum classic); every other item is an existing key. Water is never counted (no energy), nor are
// lebu or nimbu, a tiny bit of ngari, salt, or the spices of a dish; runs, balls, overs, bowling
// figures, a yo-yo level, "2nd day" and "50-50" are no food.
// Conventions, as meals-fresh50.ts to meals-fresh58.ts: a katori (bati, vati) = 150 g of a dal, curry,
// kadhi, halwa or curd, 120 g of a dry sabzi (bhaji, palya, poriyal, thoran, pitika, tarkari) and 100 g
// of rice; unquantified dal, curry, jhol, rasam or saaru = a katori (150 g); unquantified dry sabzi = a
// katori (120 g); unquantified rice (bhaat, bhat, bhata, chak, choru, saadham, annam, xitt, chawal) in a
// meal = 2 katori, 200 g, also of jeera rice; mutton curries (gongura mamsam) = FNDDS 27116100
// (beefCurry, the red-meat curry proxy); a roti, phulka or chapathi = 40 g (FNDDS 51300175 medium); a
// bajra or mandua (ragi) roti = 55 g of roti (meals-fresh50.ts, as meals-fresh52.ts "mandue ki roti");
// a puri = 36 g (FNDDS 51300180); a naan = 90 g; a plate of biryani = 300 g; a bowl of porridge or a
// stew = 250 g; 2 katori of khichdi = 300 g; a chutney said without an amount = 1 tbsp; a spoon
// (chammach) of ghee, or a blob of butter = 1 tsp, 5 g; a glass of chaas, taak or moru = 250 g; a glass
// of milk = the milk key's 250 ml glass, 258 g; a glass of a juice = its key's 250 ml glass; ml of a
// drink × its FNDDS g per fl oz (29.57 ml): 31 g for cola (300 ml = 314.5 g) and chocolate milk (200
// ml = 209.7 g); a side of kheera slices = 100 g of cucumber (meals.ts); filter kaapi = meals.ts COFFEE
// (100 g milk + 50 g decoction + 1 tsp sugar). For every meal, in file order:
// plain:
//  1 kadhi pakode unquantified = a katori (150 g) of the kadhi key (FNDDS 41311030, as meals.ts; INDB
//    ASC168 besan kadhi with pakodies prints 42.6 g fat per 100 g, not taken); jeera rice = 200 g of
//    INDB BFP134 (jeeraRice).
//  2 bajra roti do (Hindi 2) = 2 × 55 g = 110 g of roti; aloo methi = a katori (120 g) of INDB ASC175
//    (alooMethi); chaas ek gilas = 250 g of FNDDS 11115100 (buttermilk).
//  3 arhar ki dal = a katori (150 g) of FNDDS 41311030 (dal); chawal = 200 g; bhindi = a katori (120 g)
//    of INDB BFP269 (bhindiFry).
//  4 rice = 200 g; masoor dal = a katori (150 g) of INDB ASC157 (masoorDal); kaddu ki sabzi = a katori
//    (120 g) of FNDDS 73201020 (fFivePumpkin); a roasted papad = 9 g of FNDDS 41311000 (papad).
//  5 bhaat = 200 g; muger dal = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal, washed moong dal);
//    macher jhol = a katori (150 g) of FNDDS 27150320 (fishCurry); begun bhaja duto (Bengali 2) = 2 × 40
//    g of FNDDS 75412010 (fSevenBegunBhaja).
//  6 bhata = 200 g; santula (an Odia vegetable stew) = a katori (150 g) of FNDDS 75439010
//    (fFiftyThreeVegStew); maachha besara (fish in mustard) = a katori (150 g) of FNDDS 27150320
//    (fishCurry).
//  7 bhat = 200 g; rou maasor jol = a katori (150 g) of FNDDS 27150320 (fishCurry); aloo pitika (mashed
//    potato with mustard oil) = a katori (120 g) of FNDDS 71103030 (alooSabzi); lebu not counted.
//  8 chak (Meitei: rice) = 200 g; kangshoi one bowl = 250 g of FNDDS 75439010 (fFiftyThreeVegStew, its
//    kangshoi proxy and bowl); a tiny bit of ngari not counted.
//  9 choru = 200 g; cabbage thoran = a katori (120 g) of INDB ASC181 (cabbagePoriyal); oru (Malayalam 1)
//    meen fry = 67 g of FNDDS 26100140 (fishFry, one fried fish steak); chammanthi unquantified = 1
//    tbsp, 25.3 g of INDB ASC386 (coconutChutney).
// 10 saadham = 200 g; milagu rasam = a katori (150 g) of INDB BFP176 (rasam); keerai poriyal = a katori
//    (120 g) of FNDDS 72125217 (spinachCooked); appalam onnu (Tamil 1) = 9 g of FNDDS 41311000 (papad).
// 11 gongura mamsam (mutton with sorrel leaves) = a katori (150 g) of FNDDS 27116100 (beefCurry); annam
//    = 200 g; oka (Telugu 1) katori perugu = 150 g of FNDDS 11411100 (curd).
// 12 chapathi 3 = 3 × 40 g; beans palya = a katori (120 g) of INDB BFP272 (beansSabzi); tili saaru (a
//    thin rasam) = a katori (150 g) of INDB BFP176 (rasam).
// 13 sabudana khichdi ek bowl = 271.4 g of INDB OSR099 (sabudanaKhichdi, its bowl); taak ek glass = 250
//    g of FNDDS 11115100 (buttermilk).
// 14 3 methi thepla = 3 × 36.4 g of INDB OSR104 (thepla); thodu (a little) chhundo = 1 tbsp, 16 g of
//    FNDDS 63409020 (sweetChutney, whose row names chhundo).
// 15 panchmel dal = a katori (150 g) of INDB OSR144 (fTwentyFourPanchmelDal); bajra rotis (2) = 110 g of
//    roti; ghee ek chammach = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 16 xitt = 200 g; kodi (Goan fish curry) = a katori (150 g) of FNDDS 27150320 (fishCurry); a bangda
//    (mackerel) fry = 67 g of FNDDS 26100140 (fishFry).
// 17 2 mandua rotis = 110 g of roti; aloo ke gutke = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 18 basa fillet by the stated 150 g = FNDDS 26107120 (fNineteenBasa); brown rice one cup = 195 g of
//    FNDDS 56205018 (brownRice; its 1 cup, cooked = 195 g); brocoli one cup = 155 g of FNDDS 72201211
//    (broccoli).
// 19 2 chicken soft tacos = 2 × 135 g of FNDDS 58101457 (fFiftyNineSoftTaco, 1 Taco Bell taco); a
//    medium pepsi = 512 g of FNDDS 92410310 (colaMedium, its medium drink).
// 20 a whole day: 1 cup oats with milk = 240 g of FNDDS 56203066 (oats); 2 roti = 2 × 40 g; dal = a
//    katori (150 g) of FNDDS 41311030; sabzi = a katori (120 g) of FNDDS 75440600 (vegCurry); 1 apple =
//    200 g of FNDDS 63101000; khichdi 2 katori = 300 g of FNDDS 41311040 (khichdi).
// combo:
// 21 pav-bhaji: a katori of bhaji = 150 g of INDB OSR112 (pavBhaji, the bhaji without the pav); pav x2
//    = 2 × 43 g of FNDDS 51150000 (pav); a blob of amul = 1 tsp, 5 g of FNDDS 81101000 (butter).
// 22 kadhi-chawal: do (Hindi 2) katori chawal = 200 g; ek (1) katori kadhi = 150 g of the kadhi key.
// 23 puri-bhaji: 5 puri = 5 × 36 g; batata bhaji ek vati = a katori (120 g) of FNDDS 71103030
//    (alooSabzi).
// header:
// 24 "pre-match bfast, day game" no food: aloo paratha x2 = 2 × 93.4 g of INDB ASC098 (alooParatha);
//    dahi ki katori = 150 g of FNDDS 11411100 (curd); a banana = 126 g of FNDDS 63107010.
// 25 "tiffin from ghar": jeera rice unquantified = 200 g of INDB BFP134 (jeeraRice); rajma = a katori
//    (150 g) of FNDDS 41106010; 2 rotis = 2 × 40 g; some kheera slices = 100 g of FNDDS 75111000
//    (cucumber).
// 26 "recovery dinner": fish curry = a katori (150 g) of FNDDS 27150320; 2 katori rice = 200 g; avial =
//    a katori (120 g) of INDB ASC219 (avial); a glass of moru = 250 g of FNDDS 11115100 (buttermilk).
// addon:
// 27 smoothie, one item: 1 banana = 126 g of FNDDS 63107010; milk (1 glass) = 258 g of FNDDS 11112110;
//    one tbsp pb = 16 g of FNDDS 42202000 (peanutButter); 2 dates = 2 × 8 g of FNDDS 62110100.
// 28 sandwich, one item: 2 multigrain slices = 2 × 36 g of FNDDS 51601020 (fTwelveMultigrainBread); 70
//    g paneer as stated = IFCT 2017 L003 (paneer); green chutney (a tbsp) = 18.9 g of INDB BFP444
//    (greenChutney).
// 29 a Magnum classic (brand) = its generic food, 1 bar, 75 g of FNDDS 13120100 (fFiftyNineChocoBar).
// garnish:
// 30 besan chilla x2 = 2 × 52.1 g of INDB OSR100 (besanChilla); thoda grated paneer by the stated 30 g
//    = IFCT 2017 L003 (paneer).
// 31 suji ka halwa ek katori = 150 g of INDB ASC293 (sujiHalwa); 10 kishmish = 10 × 0.5 g of FNDDS
//    62125100 (raisins).
// 32 greek yogurt tub = 1 container, 170 g of FNDDS 11411420 (greekYogurt); honey 1 tsp = 7 g of FNDDS
//    91302010; pumpkin seeds (1 tbsp) = 9 g of FNDDS 43101150 (fThirtyEightPumpkinSeeds).
// talk:
// 33 "64 off 48" no food: mutton biryani ek plate = 300 g of FNDDS 27213010 (muttonBiryani); a 300 ml
//    thums up = 10.14 fl oz × 31 g = 314.5 g of FNDDS 92410310 (colaSmall key, cola).
// 34 "10 overs", "2/41" no food: 2 bananas = 2 × 126 g; 200 ml chocolate milk = 6.76 fl oz × 31 g =
//    209.7 g of FNDDS 11511200 (chocolateMilk).
// 35 "yo-yo 19.2" no food: 2 plain dosa = 2 × 80 g of FNDDS 55702100 (dosa); a kaapi = KAAPI.
// legume:
// 36 dhuli moong (split green gram) dal by the stated 250 gram = INDB ASC151 (fTwentyFiveMoongDal);
//    "gram" is part of the pulse's name, the unit is the second one; "final tmrw" no food.
// 37 roasted bengal gram by the stated 50 gram = SR26 16056 (fThirteenRoastedGram, its roasted-gram
//    proxy).
// 38 ulavacharu (Andhra horse gram soup-curry) by the stated 200 gram = INDB OSR143 (kulthiDal,
//    horsegram dal); annam = 200 g of rice.
// drinkname:
// 39 tarbooj ek glass = watermelon juice, a 250 ml glass, 254 g of FNDDS 64133100 (watermelonJuice); no
//    watermelon fruit.
// 40 karela half glass = karela juice, half of the 250 g glass, 125 g of SR26 11024
//    (fFiftyNineKarelaJuice); no karela sabzi.
// 41 gajar, a glass = carrot juice, 254 g of FNDDS 73105010 (carrotJuice); no carrots.
// size:
// 42 a Starbucks grande (16 fl oz) cappuccino = 1 medium, 480 g of FNDDS 92161000 (cappuccino; small
//    360 g, medium 480 g), as meals-fresh29.ts's grande latte = 480 g.
// 43 halves on a medium margherita = half of 1 medium pizza (11-12"), 691 g / 2 = 345.5 g of FNDDS
//    58106225 (pizzaMedium).
// 44 a medium tub of PVR popcorn (salted) = 1 medium order, 143 g of FNDDS 54403006
//    (fFiftyFiveMoviePopcorn, movie theater popcorn).
// cooked:
// 45 turai beside phulke = turai sabzi, a katori (120 g) of FNDDS 75220101 (fTwentyTwoLuffa); teen
//    (Hindi 3) phulke = 3 × 40 g.
// 46 shalgam beside makki di roti = shalgam sabzi, a katori (120 g) of FNDDS 75234021 (fThreeTurnip);
//    makki di roti do (Punjabi 2) = 2 × 85 g of INDB ASC150 (fThreeMakkiRoti).
// 47 lobia beside chawal = lobia curry, a katori (150 g) of INDB ASC163 (lobia); chawal = 200 g; "second
//    day" no food.
// numberword:
// 48 naalugu (Telugu 4) idlilu = 4 × 40 g (idli); oka (1) vada = 40 g of FNDDS 58175000 (vada).
// 49 two boiled eggs = 2 × 50 g of FNDDS 31103010 (egg); a dozen badam = 12 × 1.2 g of FNDDS 42101130
//    (almonds); one banana = 126 g.
// 50 pancha ta (Odia 5) ruti = 5 × 40 g; gote (Odia 1) bati dalma = a katori (150 g) of INDB OSR141
//    (dalma).
import type { SampleMeal } from './meals';

const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH59_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'bebe ne kadhi pakode banaye si, naal jeera rice, rajj ke khaadha - ludhiana',
    'punjabi plain',
    'kadhiPakode=kadhi jeeraRice:2',
  ],
  [
    'practice ke baad rohtak wale ghar pe: aloo methi, bajra roti do, chaas ek gilas',
    'haryana plain numberword',
    'bajraRotis=roti@110 alooMethi chaas=buttermilk',
  ],
  [
    'lucknow - ammi ne arhar ki dal, chawal aur bhindi banayi, bas itna hi khaya',
    'up plain',
    'arharDal=dal chawal=rice:2 bhindi=bhindiFry',
  ],
  [
    'bhagalpur at nani → rice, masoor dal, kaddu ki sabzi and a roasted papad',
    'bihar plain',
    'rice:2 masoorDal kaddu=fFivePumpkin papad',
  ],
  [
    'kolkata, mashir bari: bhaat, muger dal, macher jhol, sathe begun bhaja duto - pet bhore gelo',
    'bengali plain numberword',
    'bhaat=rice:2 mugerDal=fTwentyFiveMoongDal begunBhaja=fSevenBegunBhaja:2 macherJhol=fishCurry',
  ],
  [
    'cuttack re ratire bhata, santula ar maachha besara, khub bhoka thila',
    'odia plain',
    'bhata=rice:2 santula=fFiftyThreeVegStew@150 maachhaBesara=fishCurry',
  ],
  [
    'ratir saaj guwahati t: bhat, rou maasor jol, aloo pitika aru lebu',
    'assam plain',
    'bhat=rice:2 masorJol=fishCurry alooPitika=alooSabzi',
  ],
  [
    'imphal hostel dinner - chak, kangshoi (one bowl) n a tiny bit of ngari',
    'manipur plain',
    'chak=rice:2 kangshoi=fFiftyThreeVegStew',
  ],
  [
    'pothichoru from home for the match: choru, cabbage thoran, oru meen fry, chammanthi',
    'kerala plain numberword',
    'choru=rice:2 cabbageThoran=cabbagePoriyal meenFry=fishFry chammanthi=coconutChutney',
  ],
  [
    'rest day inniki. amma samayal - saadham, milagu rasam, keerai poriyal, appalam onnu',
    'tamil plain numberword',
    'saadham=rice:2 rasam keeraiPoriyal=spinachCooked appalam=papad',
  ],
  [
    'warangal lo gongura mamsam, annam, oka katori perugu - match aipoyaka',
    'telugu plain numberword',
    'gonguraMamsam=beefCurry annam=rice:2 perugu=curd',
  ],
  [
    'hubli pg alli raatri: chapathi 3, beans palya mattu tili saaru',
    'kannada plain',
    'chapathi=roti:3 beansPalya=beansSabzi tiliSaaru=rasam',
  ],
  [
    'upvaas mhanun dupari sabudana khichdi khalli, ek bowl, sobat taak ek glass',
    'marathi plain',
    'sabudanaKhichdi taak=buttermilk',
  ],
  [
    'baroda thi surat bus ma 3 methi thepla ne thodu chhundo',
    'gujarati plain',
    'methiThepla=thepla:3 chhundo=sweetChutney',
  ],
  [
    'jaipur ghar ka khana - panchmel dal, bajra rotis (2), ghee ek chammach upar',
    'rajasthan plain',
    'panchmelDal=fTwentyFourPanchmelDal bajraRotis=roti@110 ghee',
  ],
  [
    "margao: xitt kodi with a bangda fry, mai's cooking aftr morning nets",
    'goan plain',
    'xitt=rice:2 kodi=fishCurry bangdaFry=fishFry',
  ],
  [
    'almora, after the trek: 2 mandua rotis with aloo ke gutke',
    'uttarakhand plain',
    'manduaRotis=roti@110 alooGutke=alooSabzi',
  ],
  [
    'leg day dinner → basa fillet off the grill (150 g), brown rice one cup, brocoli one cup, steamed',
    'gym plain',
    'basa=fNineteenBasa@150 brownRice@195 brocoli=broccoli',
  ],
  [
    'taco bell run aftr the practice match: 2 chicken soft tacos + medium pepsi',
    'chain plain',
    'softTacos=fFiftyNineSoftTaco:2 pepsi=colaMedium',
  ],
  [
    'whole day: bfast 1 cup oats with milk, lunch 2 roti dal sabzi, evening 1 apple, dinner khichdi 2 katori',
    'north plain',
    'oats roti:2 dal sabzi=vegCurry apple khichdi@300',
  ],
  // combinations named with their own parts
  [
    'post sand-run pav-bhaji, juhu: a katori of bhaji, pav x2, blob of amul on top',
    'mumbai combo',
    'bhaji=pavBhaji pav:2 amul=butter',
  ],
  [
    'mess mein aaj phir kadhi-chawal 🙄 do katori chawal pe ek katori kadhi',
    'north combo numberword',
    'kadhi chawal=rice:2',
  ],
  ['puri-bhaji cha nashta: 5 puri ani batata bhaji ek vati', 'marathi combo', 'puri:5 batataBhaji=alooSabzi'],
  // headers naming the meal, then its list
  [
    'pre-match bfast, day game → aloo paratha x2, dahi ki katori, a banana',
    'north header',
    'alooParatha:2 dahi=curd banana',
  ],
  [
    'tiffin from ghar → jeera rice, rajma, 2 rotis n some kheera slices',
    'north header',
    'rotis=roti:2 rajma jeeraRice:2 kheera=cucumber',
  ],
  [
    'recovery dinner - fish curry, 2 katori rice, avial, a glass of moru',
    'kerala header',
    'fishCurry rice:2 avial moru=buttermilk',
  ],
  // a smoothie, a sandwich with its filling, a brand with its generic food
  [
    'post-nets smoothie → 1 bannana, 2 dates, milk (1 glass), one tbsp pb, blended',
    'gym addon',
    'smoothie=banana+milk+peanutButter+dates:2',
  ],
  [
    'grilled paneer sandwhich for the drive - 70 g paneer n green chutney (a tbsp) inside 2 multigrain slices',
    'snack addon',
    'sandwich=fTwelveMultigrainBread:2+paneer@70+greenChutney',
  ],
  ['magnum classic after the win, tuck shop ran out of everything else', 'snack addon', 'magnum=fFiftyNineChocoBar'],
  // an ingredient or garnish that is not a full serving
  ['besan chilla x2, upar thoda grated paneer (30 g)', 'north garnish', 'besanChilla:2 paneer@30'],
  [
    'suji ka halwa ek katori, upar 10 kishmish, mandir ka prasad',
    'north garnish',
    'halwa=sujiHalwa kishmish=raisins:10',
  ],
  [
    'greek yogurt tub, honey 1 tsp + pumpkin seeds (1 tbsp) on top, post run',
    'gym garnish',
    'greekYogurt honey pumpkinSeeds=fThirtyEightPumpkinSeeds',
  ],
  // food amid training, match or travel talk
  [
    'hit 64 off 48 today 🔥 treat: mutton biryani ek plate aur ek 300 ml thums up',
    'north talk',
    'muttonBiryani thumsUp=colaSmall@314.5',
  ],
  [
    'bowled 10 overs, 2/41, legs gone. post match: 2 bananas + 200 ml chocolate milk',
    'gym talk',
    'bananas=banana:2 chocolateMilk@209.7',
  ],
  ['yo-yo 19.2 ✅, then 2 plain dosa n a kaapi at the academy canteen', 'south talk', `dosa:2 ${KAAPI}`],
  // legume words next to the unit gram
  [
    'dhuli moong (split green gram) dal, 250 gram, just that for dinner, final tmrw',
    'north legume',
    'moongDal=fTwentyFiveMoongDal@250',
  ],
  [
    'kit bag snack in the break between sessions → roasted bengal gram, about 50 gram',
    'north legume',
    'roastedGram=fThirteenRoastedGram@50',
  ],
  [
    'ulavacharu, the horse gram one, 200 gram, over annam - guntur hotel',
    'telugu legume',
    'ulavacharu=kulthiDal@200 annam=rice:2',
  ],
  // drinks named after their main ingredient
  ['dhoop mein fielding drill khatam, tarbooj ek glass piya thele pe', 'north drinkname', 'tarbooj=watermelonJuice'],
  ['karela half glass subah subah, kadwa tha but coach ne bola', 'north drinkname', 'karela=fFiftyNineKarelaJuice@125'],
  ['gajar, a glass, fresh pressed at the stall by the nets', 'north drinkname', 'gajar=carrotJuice'],
  // cafe and cinema sizes, a share of a stated size
  ['starbucks grande cappuccino at the hotel, bus was running late', 'chain size', 'cappuccino@480'],
  ['me n my roomie went halves on a medium margherita', 'chain size', 'margherita=pizzaMedium@345.5'],
  ['a medium tub of pvr popcorn (salted), movie nite w the team', 'snack size', 'popcorn=fFiftyFiveMoviePopcorn@143'],
  // a raw vegetable or pulse word beside a bread or rice means the cooked dish
  [
    'aaj raat sirf turai aur teen phulke, hostel cook ne kuch aur banaya hi nahi',
    'north cooked numberword',
    'turai=fTwentyTwoLuffa phulke=roti:3',
  ],
  [
    'makki di roti do, naal shalgam - bebe de ghar',
    'punjabi cooked numberword',
    'shalgam=fThreeTurnip makkiRoti=fThreeMakkiRoti:2',
  ],
  ['lobia n chawal again in the mess, second day running', 'north cooked', 'lobia chawal=rice:2'],
  // counts in number words
  ['naalugu idlilu, oka vada, vijayawada bus stand lo', 'telugu numberword', 'idlilu=idli:4 vada'],
  [
    'pre-warmup: two boiled eggs, a dozen badam and one banana',
    'gym numberword',
    'boiledEggs=egg:2 badam=almonds:12 banana',
  ],
  ['ratire hostel re pancha ta ruti, gote bati dalma - rourkela', 'odia numberword', 'ruti=roti:5 dalma'],
];
