// Benchmark meals written on 2026-11-25 blind, as the sixty-second blind set after meals-fresh.ts to
// meals-fresh60.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat, themed on the
// home food of Kerala, Tamil Nadu, Karnataka, Andhra Pradesh, Telangana and Sri Lanka (an ammachi's
// house in Kumarakom, a Thrissur camp, a Kochi canteen and flat, a paati's Kongu dinner in Erode, a
// Trichy kadai, an aachi's kitchen in Karaikudi, an ajji's house in Udupi, a Basavanagudi canteen, a
// military hotel in Bengaluru, a Tumakuru hostel, an ammamma in Guntur, Khammam, an ammi's bagare
// baingan in Hyderabad, a Vizag tiffin cart, a Sinhala home meal, Karthakolomban mangoes, an iftar in
// Kandy, Negombo, a Galle tour day, Ooty after a run, Palakkad jackfruit, a Kovai amma, Karimnagar, a
// Malappuram wedding, LB stadium, a Mangaluru wedding lunch, Easter appam, Old City paya, the P Sara,
// Premadasa and Besant Nagar beach), with a hostel mess (three times), an airport lounge, a cafe chain
// order (Starbucks) and two whole-day messages; terse and chatty, with training, match and travel talk,
// typos and abbreviations (n, bfast, PB, x3, 7am, 1:30pm, BLR), in plain English and romanised
// Malayalam, Tamil, Kannada, Telugu, Sinhala and Hyderabadi Urdu (Dakhni) (21 of 50, 42 %, not plain
// English). Each reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe
// codes, SR26 NDB numbers, their portions or a stated convention) before and independently of any
// engine run. None of the sentences is taken from an earlier set: each was written new and checked
// against the earlier sets' 3,685 texts (character similarity, word overlap and shared runs of four
// words), and rewritten where it came near one (first drafts of vangi bath with a glass of majjige in
// Dharwad, then with "a glass of buttermilk"; eradu chapathi, alugadde palya and "ondu katori mosaru"
// at a hostel; palakura pappu with "konchem aavakaya" in Guntur; minapa attlu "kobbari pachadi tho";
// watalappan as "and a katori of"; a Chennai whole day with "a plate of ven pongal", "curd rice 1
// plate" and "3 chapathi + 1 katori"; a Galle day ending in "a plate of chicken fried rice" and with
// "lunu miris on the side"; 1 scoop whey in 300 ml toned milk with a banana; whey in water with a
// banana and 5 dates; an egg white omelette (4 whites) on 2 multigrain toasts; a grilled fish, quinoa
// and beans "cutting week lunch"; mutton curry "with 2 katori rice"; kozhi biriyani at a kalyanam in
// Malappuram ("il oru kalyanam - kozhi biriyani oru plate"); ghee rice "with a katori of" chicken
// sukka; ragi sankati with natu kodi pulusu and then with kodi kura; an onam sadya header at the
// hostel mess; a hostel mess header of chicken biryani, raita, boiled egg and gulab jamun; a pb banana
// sandwich in brown bread, a chicken sandwich in multigrain and a tuna mayo sandwich; a red bull before
// the day-night game; "a glass of warm" aavin milk; a plate of veg fried rice after a run out; "a plate
// of veg biryani n a glass of" buttermilk after the hurdles; kadala parippu as "bengal gram dal 150
// gram" with 2 chapathi; payaru sundal by its grams at the beach; sapota shake at a stall; passion fruit
// juice "from the stall outside"; a Starbucks mocha with a butter croissant, then with a blueberry
// muffin; vankaya with annam "- intlo lunch"; pumpkin with 3 chapathi "at the mess tonight" were
// dropped or rewritten for that; the final texts share no run of four words with an earlier set).
// Mix (50): 30 plain everyday logs (home food of Kerala, Tamil Nadu, Karnataka, Andhra Pradesh,
// Telangana and Sri Lanka, Hyderabadi Dakhni, a hostel mess, a gym plate, fruit, a hill-station cafe
// snack and two whole days in one message each) and 20 over the ten hard classes, two each:
// combinations named with their own parts (combo: appam-mutton stew, paya-sheermal), headers naming the
// meal then its list (header: an airport lounge, a hostel mess Sunday lunch), a sandwich with its
// filling and a brand with its generic food (addon: a bun butter jam, Aavin milk), an ingredient or
// garnish that is not a full serving (garnish: grated coconut on avalakki, grapes on thayir sadam),
// food amid match or training talk whose numbers are no food (talk: an innings and a run out, a hurdles
// race), legume names with "gram" next to a weight in grams (legume: bengal gram dal, whole green gram),
// drinks named after their main ingredient (drinkname: sapota shake, passion fruit juice), a cafe size
// and a bottle in ml (size: a Starbucks venti, a 500 ml Bovonto), the cooked dish meant by a raw word
// beside a bread or rice (cooked: vankaya, pumpkin) and counts in number words (numberword: Sinhala and
// Kannada; Malayalam, Tamil, Kannada, Telugu, Sinhala and Urdu number words also appear in plain,
// combo, garnish, drinkname and cooked meals, tagged so).
// Two new reference foods (prefix fSixtyTwo, each citing its row in reference-foods.ts): FriedSquid
// (FNDDS 26213140 Squid, coated, fried, whose row names cuttlefish; 1 cup, cooked = 150 g; the Sri
// Lankan hot butter cuttlefish) and PassionNectar (FNDDS 64213010 Passion fruit nectar, 1 fl oz = 31 g,
// so a 250 ml glass = 262 g; a Sri Lankan stall passion fruit juice is pulp with water and sugar);
// every other item is an existing key. Water is never counted (no energy), nor are aavakaya (a pickle,
// as achaar in earlier sets), lunu miris (a chilli-onion relish, as in meals-fresh58.ts) or the spices
// of a dish; clock times, "41 off 36", a run out, "400 m hurdles in 53.1", "lane 4", "PB", "10 pm",
// "third night running" and the flight are no food.
// Conventions, as meals-fresh50.ts to meals-fresh60.ts: a katori (oru/ondu/oka katori) = 150 g of a
// dal, curry, raita, kheer or curd (165 g of a custard, its key's katori) and 120 g of a dry sabzi
// (palya, kootu, mallung, bonchi curry, vankaya, pumpkin); unquantified dal or curry (pulissery,
// parippu, dhal, rasam, saaru, pachi pulusu, pappu, paya) = a katori (150 g); unquantified dry sabzi =
// a katori (120 g); unquantified rice (choru, saadham, anna, annam, bath, rice, bagara khana) in a
// meal = 2 katori, 200 g; mutton curries and paya = FNDDS 27116100 (beefCurry, the red-meat curry proxy,
// as meals-fresh57.ts paya and meals-fresh60.ts khasi ko masu); a roti or chapathi = 40 g (FNDDS 51300175
// medium); a ragi rotti = 55 g of roti (meals-fresh52.ts); a parotta or godamba roti = 70 g (FNDDS
// 51300185, as meals-fresh4.ts kottu of godamba roti); a sheermal = one naan, 90 g (meals-fresh27.ts);
// an appam = 50 g of dosa (meals.ts "3 appam" = dosa@150); an egg hopper = 50 g of dosa + 1 egg
// (meals-fresh29.ts and meals-fresh32.ts "2 egg hoppers" = dosa@100+egg:2); a piece of kiribath = 100 g
// (meals-fresh27.ts "2 pieces kiribath" = coconutRice@200); a plate of kottu or kothu parotta = 2
// paratha + a one-egg omelette + a katori of chicken curry (meals-fresh4.ts and meals-fresh9.ts chicken
// kottu); a puttu = 60 g rice flour + 20 g desiccated coconut (meals-fresh14.ts); a ragi mudde, kali
// urundai or sankati = 170 g (fTwentyTwoRagiMudde, one mudde); a plate of upma = 200 g (meals.ts "upma
// one plate"); a plate of poha (avalakki) = 180 g; a plate of biryani or pulao = 300 g; a plate of
// pongal or arisi paruppu sadam = 250 g of khichdi (meals.ts "pongal 1 plate" = khichdi@250); a plate
// of curd rice = INDB ASC126's plate, 216.2 g; a plate of vangi bath = INDB BFP132's plate, 291.2 g; a
// cup of sundal = 185 g (FNDDS 41302010: 1 cup, as meals-fresh18.ts "bengal gram sundal 1 cup"); a fried
// fish piece (fry, vepudu) = 67 g (fishFry, meals-fresh53.ts); a spoon (nei) of ghee or a blob of butter
// = 1 tsp, 5 g; a spoon of grated coconut (kaayi turi) = 1 tbsp, 5 g (meals-fresh57.ts); a spoon of jam
// = the jam key's 10 g; a chutney said with "konchem" or "swalpa" (a little) = 1 tbsp; a glass of milk
// = 258 g (250 ml); a glass of buttermilk = 250 g; a glass of a juice or nimbu pani = its key's 250 ml
// glass; ml of a drink × its FNDDS g per fl oz (29.57 ml): 31 g for a fruit soft drink (500 ml = 524.2
// g); an ilaneer or king coconut = 1 cup of coconut water, 240 g (meals-fresh14.ts, meals-fresh25.ts);
// CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar), also for chaaya; a kattan chaya = 125 g of tea
// + 1 tsp sugar (meals-fresh26.ts, as meals-fresh51.ts black tea). For every meal, in file order:
// plain:
//  1 karimeen pollichathu onnu (Malayalam 1) = 1 small fillet, 113 g of FNDDS 26100120
//    (fThirtyNineGrilledFish, fish baked or broiled with oil; its small fillet, also its quantity not
//    specified, taken for one pearl spot's flesh roasted in masala and oil); choru = 200 g of FNDDS
//    56205008 (rice); pulissery (a curd curry) = a katori (150 g) of the kadhi key (FNDDS 41311030, as
//    meals-fresh57.ts mor kuzhambu); "vayaru niranju" (belly full) no food.
//  2 a plate of rava upma = 200 g of FNDDS 58174000 (upma); one poovan banana = 1 small banana, 101 g
//    (bananaSmall, FNDDS 63107010); a chaaya = CHAI.
//  3 parippu vada randu (Malayalam 2) = 2 × 40 g of FNDDS 58175000 (vada, as meals-fresh2.ts parippu
//    vadai); oru (1) kattan chaya = 125 g of FNDDS 92302000 (tea) + 1 tsp, 4.2 g of sugar.
//  4 2 puttu, one item = 2 × 60 g of SR26 20061 rice flour (fFourteenRiceFlour) + 2 × 20 g of SR26
//    12108 desiccated coconut (fFourteenDryCoconut); a mutta curry with one egg = 151.6 g of INDB BFP240
//    (fThirtyTwoEggCurry, its bowl is the recipe of one egg in gravy).
//  5 kezhvaragu kali rendu (Tamil 2) urundai = 2 × 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde, one
//    mudde); keerai kootu = a katori (120 g) of FNDDS 72125217 (spinachCooked, as earlier sets' keerai
//    poriyal and masiyal).
//  6 chicken kothu parotta, one full plate, one item = 2 × 70 g of FNDDS 51300185 (paratha) + 55 g of
//    FNDDS 32130010 (omelette, one egg) + a katori (150 g) of FNDDS 27146150 (chickenCurry).
//  7 mutton chukka oru (1) katori = 150 g of FNDDS 27116100 (beefCurry); saadham = 200 g of rice; rasam
//    = a katori (150 g) of INDB BFP176 (rasam).
//  8 bangude (mackerel) fry = 67 g of FNDDS 26100140 (fishFry); kuchalakki anna (boiled red rice) = 200 g
//    of rice; saaru = a katori (150 g) of INDB BFP176 (rasam).
//  9 vangi bath, full plate = 291.2 g of INDB BFP132 (vangiBath, its plate).
// 10 one donne (leaf bowl) of mutton biryani = a plate, 300 g of FNDDS 27213010 (muttonBiryani); a
//    boiled egg = 50 g of FNDDS 31103010.
// 11 ondu (Kannada 1) katori mosaru = 150 g of FNDDS 11411100 (curd); eradu (2) chapathi = 2 × 40 g;
//    alugadde palya = a katori (120 g) of FNDDS 71103030 (alooSabzi).
// 12 palakura pappu (dal with spinach) = a katori (150 g) of INDB BFP172 (fSixDalPalak, arhar dal aur
//    palak); annam = 200 g of rice; "ammamma vanta" (grandma's cooking), "rest day" no food.
// 13 2 pieces chepala vepudu = 2 × 67 g of FNDDS 26100140 (fishFry); pachi pulusu (raw tamarind rasam) =
//    a katori (150 g) of INDB BFP176 (rasam, with tamarind); rice = 200 g.
// 14 bagare baingan, teen (Urdu 3) baingan = 3 × 55.4 g of INDB ASC187 (fSevenBharliVangi, 1 stuffed
//    brinjal); bagara khana = 200 g of INDB BFP134 (jeeraRice, as earlier sets' bagara rice).
// 15 rendu (Telugu 2) minapa attlu = 2 × 80 g of FNDDS 55702100 (dosa, the plain urad-rice dosa);
//    konchem palli chutney = 1 tbsp, 21 g of INDB ASC385 (fSixPeanutChutney).
// 16 gedara kaama (a home meal): bath = 200 g of rice; parippu = a katori (150 g) of FNDDS 41311030
//    (dal); bonchi (green beans) curry = a katori (120 g) of INDB BFP272 (beansSabzi); biththara badala
//    ekak (Sinhala 1 fried egg) = 55 g of FNDDS 31105030 (friedEgg).
// 17 karthakolomban amba gedi dekak (Sinhala 2 mangoes) = 2 × 165 g of FNDDS 63129010 (mango, meals.ts
//    "mango 1"); "practice iwara wela" (after practice ended) no food.
// 18 3 dates = 3 × 8 g of FNDDS 62110100; watalappan, one katori = 165 g of FNDDS 13210300
//    (fFiftyThreeCustard, a baked egg-milk-sugar custard, its katori; watalappan is a steamed custard of
//    coconut milk, jaggery and eggs).
// 19 devilled prawns unquantified = a katori (150 g) of INDB BFP230 (prawnCurry); 2 cups of rice = 2 ×
//    158 g = 316 g (FNDDS 56205008: 1 cup cooked = 158 g).
// 20 chapathi 3 = 3 × 40 g; dal fry = a katori (150 g) of FNDDS 41311030 (dal); one boiled egg = 50 g;
//    a banana = 126 g of FNDDS 63107010.
// 21 a whole day: ven pongal (a plate) = 250 g of FNDDS 41311040 (khichdi); 1 vada = 40 g; an ilaneer =
//    240 g of FNDDS 42403010 (coconutWater); thayir sadam (plate) = 216.2 g of INDB ASC126 (curdRice); 2
//    appalam = 2 × 9 g of FNDDS 41311000 (papad); sundal, 1 cup = 185 g of FNDDS 41302010 (chole);
//    chapathi x3 = 3 × 40 g; chicken chettinad (katori) = 150 g of FNDDS 27146150 (chickenCurry); the
//    clock times no food.
// 22 a whole day: kiribath, 2 pieces = 200 g of FNDDS 58161200 (coconutRice); lunu miris not counted;
//    rice = 200 g; dhal = a katori (150 g) of FNDDS 41311030 (dal); chicken curry = a katori (150 g) of
//    FNDDS 27146150; mallung (gotu kola) = a katori (120 g) of FNDDS 72125217 (spinachCooked, as earlier
//    sets' mallung); a king coconut = 240 g of coconutWater; two egg hoppers = 2 × 50 g of FNDDS 55702100
//    (dosa) + 2 × 50 g of egg (FNDDS 31103010); the clock times no food.
// 23 a cup of hot chocolate = 248 g of FNDDS 11514120 (fTwentyFourHotChocolate, 1 cup); one slice of
//    plum cake = 113 g of FNDDS 53110000 (fFiftyFourPlumCake, 1 piece).
// 24 a cup of ripe jackfruit (chakka pazham) = 165 g of SR26 09144 (fFortyThreeJackfruit, 1 cup sliced).
// 25 grilled fish fillet (medium) = 170 g of FNDDS 26100120 (fThirtyNineGrilledFish, 1 medium fillet);
//    quinoa 1 cup = 170 g of FNDDS 56204005 (quinoa, 1 cup cooked); green beans 1 cup = 140 g of FNDDS
//    75205021 (fTwentyEightGreenBeans).
// 26 arisi paruppu sadam (rice and toor dal cooked together) oru (1) plate = 250 g of FNDDS 41311040
//    (khichdi, as a plate of pongal); oru spoon nei = 1 tsp, 5 g of FNDDS 81204000 (ghee).
// 27 mamsam kura (mutton) unquantified = a katori (150 g) of FNDDS 27116100 (beefCurry); annam, two
//    katoris = 200 g of rice.
// 28 biriyani (kozhi) oru (1) plate = 300 g (chickenBiryani, its IFCT recipe); naranga vellam (lemon
//    water) oru glass = 250 g of INDB ASC008 (nimbuPani, its glass convention).
// 29 2 seethaphal (custard apple) = 2 × 155 g of SR26 09321 (fFortyOneSitaphal, 1 fruit).
// 30 ghee rice, a plate = 300 g of INDB ASC114 (fTwentySevenGheeRice, plain pulao, the ghee rice proxy);
//    chicken sukka (one katori) = 150 g of FNDDS 27146150 (chickenCurry).
// combo:
// 31 appam-mutton stew: moonnu (Malayalam 3) appam = 3 × 50 g = 150 g of FNDDS 55702100 (dosa); stew oru
//    (1) katori = 150 g of FNDDS 27116100 (beefCurry, the red-meat curry proxy); "easter" no food.
// 32 paya-sheermal: 2 sheermal = 2 × 90 g of FNDDS 51108100 (naan); ek (1) katori paya = 150 g of FNDDS
//    27116100 (beefCurry, as meals-fresh57.ts paya); "nashta" (breakfast) no food.
// header:
// 33 "BLR lounge before the colombo flight" no food: 2 idli = 2 × 40 g (idli, its recipe); sambar = a
//    katori (150 g) of FNDDS 41311020; a small masala dosa = 113 g of FNDDS 58174100 (masalaDosa, its
//    small, as meals-fresh17.ts); a cup of watermelon = 150 g of FNDDS 63149010 (watermelon); a black
//    coffee = 240 g of FNDDS 92101000 (blackCoffee, 1 cup).
// 34 "hostel mess sunday lunch" no food: chicken pulao (a plate) = 300 g of INDB BFP142
//    (fTwentyTwoChickenPulao); cucumber raita = a katori (150 g) of INDB ASC273 (fSevenCucumberRaita); 2
//    papad = 2 × 9 g; a katori of semiya payasam = 150 g of INDB ASC285 (vermicelliKheer).
// addon:
// 35 a bun butter jam, one item: one bun = 43 g of FNDDS 51150000 (pav, 1 medium roll); a blob of butter
//    = 1 tsp, 5 g of FNDDS 81101000; a spoon of jam = 10 g of FNDDS 91402000 (jam, its amount per slice).
// 36 Aavin (a Tamil Nadu dairy brand) milk, one glass = its generic toned milk, 258 g of FNDDS 11112110
//    (milk, its 250 ml glass); "10 pm" no food.
// garnish:
// 37 avalakki ondu (Kannada 1) plate = 180 g (poha, its IFCT recipe); mele ondu chamcha kaayi turi (a
//    spoon of grated coconut on top) = 1 tbsp, 5 g of SR26 12104 (fThreeCoconut); "match dina" no food.
// 38 thayir sadam oru (1) plate = 216.2 g of INDB ASC126 (curdRice); mela ettu (Tamil 8) karuppu
//    thiratchai (black grapes on top) = 8 × 7 g of FNDDS 63123000 (grapes).
// talk:
// 39 "41 off 36", "run out by a direct hit" no food: hot butter cuttlefish (about a cup) = 150 g of FNDDS
//    26213140 (fSixtyTwoFriedSquid, squid or cuttlefish, coated, fried; 1 cup); fried rice, a plate =
//    300 g of FNDDS 58150110 (friedRice, meatless).
// 40 "400 m hurdles in 53.1", "lane 4", "PB" no food: one plate veg biryani = 300 g of FNDDS 58160000
//    (vegBiryani); 1 glass buttermilk = 250 g of FNDDS 11115100.
// legume:
// 41 kadala parippu (bengal gram dal) curry by the stated 150 gram = INDB OSR142 (channaDal, split
//    bengal gram dal); 2 chapathi = 2 × 40 g; "gram" is part of the pulse's name, the unit is the first
//    one.
// 42 payaru sundal (whole green gram) by the stated ~100 gram = SR26 16081 (fNineteenMungBoiled, boiled
//    whole green gram); "sand sprints" no food.
// drinkname:
// 43 sapota shake oka (Telugu 1) glass = 1 milkshake, 280 g of FNDDS 11541120 (milkShake, the proxy for
//    a chikoo shake); no sapota fruit.
// 44 passion fruit juice, one glass = a 250 ml glass, 262 g of FNDDS 64213010 (fSixtyTwoPassionNectar);
//    no passion fruit.
// size:
// 45 a Starbucks venti (20 fl oz) caffe mocha = 1 large, 620 g of FNDDS 92101950 (fFiftyFourMocha; its
//    small 372 g = tall, medium 496 g = grande); "nothing to eat" no food.
// 46 a 500 ml Bovonto (a grape-flavoured soft drink) bottle, full = 16.91 fl oz × 31 g = 524.2 g of
//    FNDDS 92410510 (fThirtyThreeLemonSoda, soft drink, fruit flavored).
// cooked:
// 47 vankaya (brinjal) beside annam = vankaya kura, a katori (120 g) of FNDDS 75217020
//    (fTwentyOneEggplant); rendu (Telugu 2) katorla annam = 200 g of rice; "ivala match ledu" no food.
// 48 pumpkin beside chapathi = pumpkin sabzi, a katori (120 g) of FNDDS 73201020 (fFivePumpkin); 3
//    chapathi = 3 × 40 g.
// numberword:
// 49 godamba roti thunak (Sinhala 3) = 3 × 70 g of FNDDS 51300185 (paratha); parippu = a katori (150 g)
//    of FNDDS 41311030 (dal).
// 50 naalku (Kannada 4) ragi rotti = 4 × 55 g = 220 g of roti; swalpa shenga chutney = 1 tbsp, 21 g of
//    INDB ASC385 (fSixPeanutChutney).
import type { SampleMeal } from './meals';

const CHAAYA = 'chaayaChai=milk@62+tea+sugar';

export const FRESH62_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'kumarakom, ammachi ude veedu: karimeen pollichathu onnu, choru, pulissery - vayaru niranju',
    'kerala plain numberword',
    'karimeenPollichathu=fThirtyNineGrilledFish@113 choru=rice:2 pulissery=kadhi',
  ],
  [
    'camp bfast in thrissur: a plate of rava upma, one poovan banana and a chaaya',
    'kerala plain',
    `ravaUpma=upma@200 poovanBanana=bananaSmall ${CHAAYA}`,
  ],
  [
    'nets kazhinju bus stop-il ninnu parippu vada randu ennam, oru kattan chaya',
    'kerala plain numberword',
    'parippuVada=vada:2 kattanChaya=tea@125+sugar',
  ],
  [
    'hostel canteen in kochi: 2 puttu and a mutta curry with one egg',
    'kerala plain',
    'puttu=fFourteenRiceFlour:2+fFourteenDryCoconut:2 muttaCurry=fThirtyTwoEggCurry',
  ],
  [
    'paati veetla raathiri kezhvaragu kali rendu urundai, keerai kootu koda - erode',
    'tamil plain numberword',
    'kezhvaraguKali=fTwentyTwoRagiMudde:2 keeraiKootu=spinachCooked',
  ],
  [
    'chicken kothu parotta, one full plate, at a trichy roadside kadai',
    'tamil plain',
    'kothuParotta=paratha:2+omelette+chickenCurry',
  ],
  [
    'karaikudi la mutton chukka oru katori, saadham, rasam - aachi samayal',
    'tamil plain numberword',
    'muttonChukka=beefCurry saadham=rice:2 rasam',
  ],
  [
    'ajji mane, udupi: bangude fry, kuchalakki anna mattu saaru',
    'kannada plain',
    'bangudeFry=fishFry kuchalakkiAnna=rice:2 saaru=rasam',
  ],
  ['basavanagudi canteen after nets: vangi bath, full plate, a bit too spicy', 'kannada plain', 'vangiBath'],
  [
    'shivaji military hotel: one donne mutton biryani plus a boiled egg, league match done',
    'kannada plain',
    'donneBiryani=muttonBiryani boiledEgg=egg',
  ],
  [
    'tumakuru hostel: ondu katori mosaru, eradu chapathi, alugadde palya',
    'kannada hostel plain numberword',
    'mosaru=curd chapathi=roti:2 alugaddePalya=alooSabzi',
  ],
  [
    'palakura pappu, annam - guntur, ammamma vanta, rest day',
    'telugu plain',
    'palakuraPappu=fSixDalPalak annam=rice:2',
  ],
  [
    'khammam, at home: 2 pieces chepala vepudu, pachi pulusu and rice',
    'telugu plain',
    'chepalaVepudu=fishFry:2 pachiPulusu=rasam rice:2',
  ],
  [
    'ammi ne bagare baingan banaye, teen baingan aur bagara khana kha liya - hyderabad',
    'hyderabadi plain numberword',
    'bagareBaingan=fSevenBharliVangi:3 bagaraKhana=jeeraRice:2',
  ],
  [
    'rendu minapa attlu, konchem palli chutney - vizag, beach road bandi',
    'telugu plain numberword',
    'minapaAttlu=dosa:2 palliChutney=fSixPeanutChutney',
  ],
  [
    'gedara kaama: bath, parippu, bonchi curry saha biththara badala ekak',
    'srilankan plain numberword',
    'bath=rice:2 parippu=dal bonchiCurry=beansSabzi biththaraBadala=friedEgg',
  ],
  [
    'karthakolomban amba gedi dekak kaeva, practice iwara wela',
    'srilankan fruit plain numberword',
    'karthakolombanAmba=mango:2',
  ],
  [
    "kandy, iftar at rizwan's place: 3 dates, then watalappan, one katori",
    'srilankan plain',
    'dates:3 watalappan=fFiftyThreeCustard',
  ],
  ['negombo beach hotel: devilled prawns with 2 cups of rice', 'srilankan plain', 'devilledPrawns=prawnCurry rice@316'],
  [
    'chennai hostel mess tonight - chapathi 3, dal fry, one boiled egg n a banana',
    'hostel plain',
    'chapathi=roti:3 dalFry=dal boiledEgg=egg banana',
  ],
  [
    'whole day, chennai camp: 7am ven pongal (a plate) n 1 vada | 11am ilaneer | 1:30pm thayir sadam (plate) + 2 appalam | 5pm sundal, 1 cup | 9pm chapathi x3, chicken chettinad (katori)',
    'tamil plain',
    'venPongal=khichdi@250 vada ilaneer=coconutWater thayirSadam=curdRice appalam=papad:2 sundal=chole@185 chapathi=roti:3 chickenChettinad=chickenCurry',
  ],
  [
    'galle tour, full day → 7:30 kiribath, 2 pieces, with lunu miris; 1 pm rice, dhal, chicken curry n mallung; 4 pm a king coconut; 8 pm two egg hoppers',
    'srilankan plain',
    'kiribath=coconutRice@200 rice:2 dhal=dal chickenCurry mallung=spinachCooked kingCoconut=coconutWater eggHoppers=dosa@100+egg:2',
  ],
  [
    'ooty, after the evening run: a cup of hot chocolate and one slice of plum cake',
    'snack plain',
    'hotChocolate=fTwentyFourHotChocolate plumCake=fFiftyFourPlumCake',
  ],
  [
    'palakkad, after lunch: a cup of ripe jackfruit (chakka pazham)',
    'kerala fruit plain',
    'jackfruit=fFortyThreeJackfruit',
  ],
  [
    'recovery lunch, vizag team hotel: grilled fish fillet (medium), quinoa 1 cup n green beans 1 cup',
    'gym plain',
    'grilledFish=fThirtyNineGrilledFish quinoa greenBeans=fTwentyEightGreenBeans',
  ],
  [
    'kovai la amma senja arisi paruppu sadam oru plate, mela oru spoon nei',
    'tamil plain numberword',
    'arisiParuppuSadam=khichdi@250 nei=ghee',
  ],
  [
    'karimnagar sunday special: mamsam kura (mutton) n annam, two katoris',
    'telugu plain',
    'mamsamKura=beefCurry annam=rice:2',
  ],
  [
    'kalyana veedu, malappuram: biriyani (kozhi) oru plate, pinne naranga vellam oru glass',
    'kerala plain numberword',
    'kozhiBiriyani=chickenBiryani narangaVellam=nimbuPani',
  ],
  [
    '2 seethaphal (custard apple) from the cart near LB stadium, evening',
    'telugu fruit plain',
    'seethaphal=fFortyOneSitaphal:2',
  ],
  [
    'mangaluru wedding lunch: ghee rice, a plate, and chicken sukka (one katori)',
    'kannada plain',
    'gheeRice=fTwentySevenGheeRice chickenSukka=chickenCurry',
  ],
  // combinations named with their own parts
  [
    'appam-mutton stew, easter morning at home: moonnu appam, stew oru katori',
    'kerala combo numberword',
    'appam=dosa@150 muttonStew=beefCurry',
  ],
  [
    'paya-sheermal, old city nashta: 2 sheermal aur ek katori paya',
    'hyderabadi combo numberword',
    'sheermal=naan:2 paya=beefCurry',
  ],
  // headers naming the meal, then its list
  [
    'BLR lounge before the colombo flight → 2 idli with sambar, a small masala dosa, a cup of watermelon, a black coffee',
    'travel header',
    'idli:2 sambar masalaDosa@113 watermelon blackCoffee',
  ],
  [
    'hostel mess sunday lunch → chicken pulao (a plate), cucumber raita, 2 papad, a katori of semiya payasam',
    'hostel header',
    'chickenPulao=fTwentyTwoChickenPulao cucumberRaita=fSevenCucumberRaita papad:2 semiyaPayasam=vermicelliKheer',
  ],
  // a sandwich with its filling, a brand with its generic food
  [
    'bun butter jam at the bakery by the ground: one bun, a blob of butter, a spoon of jam',
    'snack addon',
    'bunButterJam=pav+butter+jam',
  ],
  ['aavin milk, warm, one glass - hostel room, 10 pm, chennai', 'tamil addon', 'aavinMilk=milk'],
  // an ingredient or garnish that is not a full serving
  [
    'avalakki ondu plate, mele ondu chamcha kaayi turi - bengaluru, match dina',
    'kannada garnish numberword',
    'avalakki=poha kaayiTuri=fThreeCoconut@5',
  ],
  [
    'thayir sadam oru plate, mela ettu karuppu thiratchai pottu - chepauk hostel',
    'tamil garnish numberword',
    'thayirSadam=curdRice thiratchai=grapes:8',
  ],
  // food amid match or training talk
  [
    '41 off 36 at the P Sara, then run out by a direct hit. dinner: hot butter cuttlefish (about a cup) with fried rice, a plate',
    'srilankan talk',
    'hotButterCuttlefish=fSixtyTwoFriedSquid friedRice',
  ],
  [
    'state meet: 400 m hurdles in 53.1, lane 4, PB! then one plate veg biryani plus 1 glass buttermilk',
    'south talk',
    'vegBiryani buttermilk',
  ],
  // legume words next to the unit gram
  [
    "kochi flat dinner: 150 gram of kadala parippu (that's bengal gram dal) curry n 2 chapathi",
    'kerala legume',
    'kadalaParippu=channaDal@150 chapathi=roti:2',
  ],
  [
    'besant nagar beach after sand sprints: payaru sundal, the whole green gram kind, roughly 100 gram',
    'tamil legume',
    'payaruSundal=fNineteenMungBoiled@100',
  ],
  // drinks named after their main ingredient
  [
    'hyderabad summer: sapota shake oka glass taagesanu, gate bandi daggara',
    'telugu drinkname numberword',
    'sapotaShake=milkShake',
  ],
  [
    'premadasa stadium gate, passion fruit juice - one glass',
    'srilankan drinkname',
    'passionFruitJuice=fSixtyTwoPassionNectar',
  ],
  // a cafe size and a bottle in ml
  [
    'starbucks, promo shoot at the mall: venti caffe mocha, nothing to eat',
    'chain size',
    'caffeMocha=fFiftyFourMocha@620',
  ],
  ['bovonto 500 ml bottle, full, madurai heat', 'tamil size', 'bovonto=fThirtyThreeLemonSoda@524.2'],
  // a raw vegetable word beside a bread or rice means the cooked dish
  [
    'vankaya tho rendu katorla annam tinna, ivala match ledu',
    'telugu cooked numberword',
    'vankaya=fTwentyOneEggplant annam=rice:2',
  ],
  [
    'pumpkin with 3 chapathi, mess dinner, third night running',
    'hostel cooked',
    'pumpkin=fFivePumpkin chapathi=roti:3',
  ],
  // counts in number words
  [
    'galle hostel eke raa kaama: godamba roti thunak, parippu ekka',
    'srilankan numberword',
    'godambaRoti=paratha:3 parippu=dal',
  ],
  [
    'naalku ragi rotti, swalpa shenga chutney jothe - hassan',
    'kannada numberword',
    'ragiRotti=roti@220 shengaChutney=fSixPeanutChutney',
  ],
];
