// Benchmark meals written on 2026-11-25 blind, as the forty-seventh blind set after meals-fresh.ts to
// meals-fresh45.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Dharamshala
// camp, a Tolichowki home, an Alappuzha home, a Kalimpong stall, a Noida mall, a Sangli grandmother, a
// hockey-turf dhaba, a Bohri Mohalla joint, a Margao canteen, a KSCA league morning, a Jammu final, a
// Murthal stop, a Sharjah flight, the Kanteerava track, a navaratri kolu, a Rajkot hotel buffet, a
// Mandya home, a Juhu beach, a Bhubaneswar station, a Kerala thattukada), terse and chatty, with
// training, match and travel talk, typos and abbreviations (n, b4, w/o, PG, RDL, 10k, by-two), in plain
// English, Hinglish and romanised Marathi, Bengali, Urdu, Gujarati, Punjabi, Kannada, Tamil, Telugu,
// Odia and Malayalam words. Each reference was chosen from cited rows (reference-foods.ts: FNDDS food
// codes, INDB recipe codes, SR26 NDB numbers, their portions or a stated convention) before and
// independently of any engine run. None of the sentences is taken from an earlier set: each was
// written new and checked against the earlier sets' 2,936 texts (word overlap and shared runs of four
// words; only stock phrases such as "a katori of sambar" or "a plate of rice" are shared).
// Mix (50): plain everyday logs (8: Himachal camp, Hyderabad, Kerala, Darjeeling hills, a burger chain,
// a fruit snack, a gym breakfast, Maharashtra) and 42 over ten hard classes, four or five each:
// combinations named together with their own parts (combo 5), headers naming the meal then its list
// (header 4), "X made with Y", a smoothie, a sandwich and a wrap with their fillings and a brand with
// its generic food (addon 5), an ingredient or garnish that is not a full serving (garnish 4), food
// amid training, match or travel talk whose numbers are no food (talk 4), legume names with "gram"
// next to a weight in grams (legume 4), drinks named after their main ingredient (drinkname 4), stated
// sizes, pack weights and a protein count that is not the weight (size 4), the cooked dish meant by a
// raw word beside a bread or rice (cooked 4) and counts in number words (numberword 4: Tamil, Telugu,
// Odia, Malayalam; Bengali, Urdu, Gujarati, Marathi, Kannada and Punjabi number words also appear in
// combo, header, garnish, legume and cooked meals, tagged so).
// Two new reference foods (prefix fFortySeven, each citing its row in reference-foods.ts): DalMakhani
// (INDB ASC160 Moti mahal dal, whole urad with a little rajma; a katori = 150 g) and KeemaPuff (INDB
// ASC411 minced meat patties, 1 patty = 129.8 g); every other item is an existing key. Water (a Bisleri
// bottle) is never counted (no energy), nor is a food the message says was refused, nor a pinch of
// kala namak, a few mint leaves, lettuce in a sandwich or chopped onion and capsicum in a wrap.
// Conventions, as meals-fresh36.ts, meals-fresh43.ts and meals-fresh45.ts: a katori (vati, bati) = 150
// g of a dal, curry, curd or kadhi, 120 g of a dry sabzi (bhaji, tarkari, fry, alur dom); unquantified
// dal or curry = a katori; unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat) in a
// meal = 2 katori, 200 g, also of jeera rice; a plate of rice = 200 g (meals-fresh23.ts "ek plate
// chawal"); a plate of rajma chawal = 200 g rajma + 200 g rice (an earlier set's "1 plate rajma
// chawal"); a bowl of kanji or porridge = 250 g (fTwentyTwoCongee); a plate of pongal = 250 g of the
// khichdi key (meals.ts "pongal 1 plate"); a plate of poha = 180 g (poha key); a roti, phulka, rotli
// or chapati = 40 g (FNDDS 51300175 medium), a tandoori roti = 52 g (rotiLarge); a jowar bhakri = 55 g
// of roti (meals-fresh10.ts "2 jowar bhakri" = roti@110); a paratha or porotta = 70 g (FNDDS
// 51300185); a puri or luchi = 36 g (FNDDS 51300180); a dosa = 80 g (FNDDS 55702100 medium); a
// chutney said without an amount = 1 tbsp (meals-fresh43.ts); a sev topping = 10 g a plate (sev key);
// ml of milk × 244/237 g (FNDDS 11112110), so 200 ml = 205.9 g; ml of a juice × 31 g per fl oz (29.57
// ml) as its FNDDS row, so 250 ml = 262 g; CHAI = meals.ts (62 g milk + 60 g tea + 1 tsp sugar) per
// cup or kulhad; filter coffee = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar) and a
// "by-two" coffee = half of it; an Indian tea cup of tea without milk = 125 g (fTwentyThreeHerbalTea);
// butter naan = a naan + 1 tsp butter (meals.ts); egg curry or mutta roast = 151.6 g per egg (INDB
// BFP240, as meals-fresh33.ts and meals-fresh40.ts), khagina (anda bhurji) = 126 g per egg (INDB
// BFP052); a tsp of ghee or butter = 5 g, a spoon (chammach) of ghee = a tsp; a tsp of honey = 7 g, of
// jaggery 4.6 g. For every meal, in file order:
// plain:
//  1 aloo methi unquantified = a katori (120 g) of INDB ASC175 (alooMethi); dhuli moong dal
//    unquantified = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal); 2 phulke = 2 × 40 g.
//  2 ek plate chicken biryani = 300 g (chickenBiryani); double ka meetha unquantified = one tukra,
//    101.9 g of INDB ASC350 (fNineteenShahiTukda).
//  3 kanji unquantified = a bowl, 250 g of FNDDS 56205101 (fTwentyTwoCongee); cherupayar (green gram
//    curry) unquantified = a katori (150 g) of INDB BFP178 (wholeMoong); one pappadam = 9 g of FNDDS
//    41311000 (papad).
//  4 veg thukpa ek bowl = 285 g of FNDDS 58408500 (fNineThukpa); 4 veg momos = 4 × 37 g of FNDDS
//    58121620 (fSixteenVegMomo).
//  5 McSpicy chicken = 140 g of FNDDS 27540146 (fThreeChickenBurger); medium fries = 145 g of FNDDS
//    71401030 (friesMedium); ek coke zero = a 300 ml can, 304 g of FNDDS 92410320 (fThirtyTwoDietCola).
//  6 1 cup papaya cubes = 145 g of FNDDS 63133010 (papaya, SR26 09226 cup); 2 amrood = 2 × 55 g of
//    FNDDS 63125010 (guava); the kala namak not counted.
//  7 bhurji of 4 egg whites = 4 × 36 g of FNDDS 32400065 (eggWhiteOmelette); 2 atta (whole wheat)
//    bread slices = 2 × 36 g of FNDDS 51300110 (brownBread); a black coffee = 240 g of FNDDS 92101000.
//  8 2 jowar bhakri = 110 g of roti (meals-fresh10.ts), one item; vangyache bharit unquantified = a
//    katori (120 g) of INDB ASC177 (fSixBainganBharta).
// combo:
//  9 egg curry rice: the curry with 2 eggs = 2 × 151.6 g of INDB BFP240 (fThirtyTwoEggCurry); about 2
//    katori rice = 200 g of FNDDS 56205008.
// 10 luchi alur dom: panchta (Bengali 5) luchi = 5 × 36 g of FNDDS 51300180 (puri); alur dom ek bati =
//    120 g of FNDDS 71103030 (alooSabzi, meals.ts "luchi 4 with aloo dum").
// 11 dal chawal: dedh (1.5) katori arhar dal = 225 g of FNDDS 41311030 (dal); chawal ek plate = 200 g.
// 12 keema pav: a katori of keema = 150 g of INDB ASC229 pea keema curry (keemaMatar); 3 pav = 3 × 43 g
//    of FNDDS 51150000 (pav).
// 13 goan curry rice: prawn curry 1 katori = 150 g of INDB BFP230 (prawnCurry); a plate of rice = 200 g.
// header:
// 14 "KSCA league game (reporting 8:30)" no food: three rava idli = 3 × 29.6 g of INDB BFP579
//    (fFourRavaIdli); a katori of sambar = 150 g of FNDDS 41311020; some coconut chutney = 1 tbsp, 25.3
//    g of INDB ASC386 (coconutChutney).
// 15 "post-match dinner", "lost the final" no food: kadhai chicken unquantified = a katori (150 g) of
//    FNDDS 27146150 (chickenCurry); 2 tandoori roti = 2 × 52 g (rotiLarge); jeera rice unquantified =
//    200 g of INDB BFP134 (jeeraRice); one gulab jamun = 40 g (fThirteenGulabJamun).
// 16 sehri "3:50" no food: khagina do (Urdu 2) anday ka = 2 × 126 g of INDB BFP052 (fThirtyTwoAndaBhurji);
//    aik (1) sada paratha = 70 g of FNDDS 51300185; aik pyali chai = CHAI.
// 17 bapor nu jaman: be (Gujarati 2) rotli = 2 × 40 g; ringan batata nu shaak unquantified = a katori
//    (120 g) of FNDDS 75217020 (fTwentyOneEggplant); ek vati kadhi = 150 g (kadhi, FNDDS 41311030 as
//    meals.ts); bhaat unquantified = 200 g.
// addon:
// 18 smoothie, one item: 1 cup pineapple = 165 g of FNDDS 63141010 (fFortyFivePineapple); 150 g dahi =
//    FNDDS 11411100 (curd); 1 tsp honey = 7 g (FNDDS 91302010); the pudina leaves not counted; "bronco
//    test" no food.
// 19 tuna sandwich, one item: 2 slices brown bread = 2 × 36 g (FNDDS 51300110); 60 g tuna in water as
//    stated = FNDDS 26155190; 1 tbsp mayo = 13.8 g of FNDDS 83107000.
// 20 paneer tikka wrap, one item: one atta tortilla = 45 g of FNDDS 52215260 (fTwelveTortilla); 75 g
//    paneer tikka as stated = 75 g of IFCT L003 paneer; the pyaaz and shimla mirch not counted.
// 21 maggi made with 2 eggs, one item: 1 packet = 70 g dry of SR26 06583 (maggi); 2 ande = 2 × 50 g of
//    FNDDS 31103010 (egg); "11 pm", "room" no food.
// 22 meetha daliya made with 40 g dalia = SR26 20012 (fTwentyEightBulgur, weighed dry); 200 ml doodh =
//    205.9 g (milk); 1 chammach gud = 4.6 g of FNDDS 91102010 (jaggery); one item.
// garnish:
// 23 ven pongal unquantified = a plate, 250 g of the khichdi key (FNDDS 41311040, meals.ts "pongal 1
//    plate"); the 6 fried cashews in it = 6 × 1.5 g (FNDDS 42104110).
// 24 2 kulhads of chai made with buffalo milk = 2 × CHAI with the milk as SR26 01108 (buffaloMilk@124
//    + 120 g tea + 2 tsp sugar), one item.
// 25 don (Marathi 2) plate pohe = 2 × 180 g (poha); the shev on top = 2 × 10 g of INDB OSR147 (sev).
// 26 3 phulke = 3 × 40 g; masoor dal ek katori = 150 g of INDB ASC157 (masoorDal); a spoon of desi
//    ghee = 5 g of FNDDS 81204000.
// talk:
// 27 "14-3-38-3" (overs-maidens-runs-wickets) and "tea" (the tea interval) no food: 2 kele = 2 × 126
//    g of FNDDS 63107010 (banana); nimbu pani ek glass = 250 g of INDB ASC008 (nimbuPani).
// 28 "5 x 5 at 110", "4 x 8 at 90", "30 min" no food: 200 g roasted chicken breast as stated = FNDDS
//    24122131 (chickenBreast); a medium shakarkandi = 150 g of FNDDS 73402010 (sweetPotato).
// 29 "IX 1142", "01:40" no food: a keema puff = 129.8 g of INDB ASC411 (fFortySevenKeemaPuff); a 250 ml
//    frooti = 262 g of FNDDS 64204010 (mangoDrink, 31 g per fl oz).
// 30 "10k", "46:30" no food: a masale dose = 200 g of FNDDS 58174100 (masalaDosa); a by-two coffee =
//    half a COFFEE (50 g milk + 25 g decoction + 2.1 g sugar).
// legume:
// 31 green gram sundal by the stated 100 g = FNDDS 41108010 mung beans cooked (sprouts, as an earlier
//    set's "green gram sundal 1 cup" = sprouts@185); the second helping refused, not counted.
// 32 black gram makhani dal by the stated 150 g = INDB ASC160 (fFortySevenDalMakhani); one butter naan
//    = 90 g naan (FNDDS 51108100) + 1 tsp butter (FNDDS 81101000), one item.
// 33 hurali saaru (horse gram) by the stated 250 g = INDB OSR143 (kulthiDal); ondu (Kannada 1) ragi
//    mudde = 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde).
// 34 bengal gram curry (kala chana) by the stated 160 g = INDB ASC161 (blackChanaCurry); 2 puri = 2 ×
//    36 g.
// drinkname:
// 35 papaya shake ek glass = 280 g of FNDDS 11541120 (milkShake: milk shake, flavors other than
//    chocolate, 1 milkshake = 10 fl oz).
// 36 ek nariyal paani = 1 cup, 240 g of FNDDS 42403010 (coconutWater); no coconut meat.
// 37 adrak-nimbu-shahad wali chai, no milk, ek cup = 125 g of FNDDS 92306000 (fTwentyThreeHerbalTea) +
//    1 tsp honey, 7 g, one item; the ginger and lemon not counted.
// 38 anar juice 250 ml = 262 g of FNDDS 64126000 (pomegranateJuice).
// size:
// 39 bingo mad angles by the stated 90 g pack = FNDDS 54401085 (tortillaChips); the 1 litre Bisleri is
//    water, not counted.
// 40 ccd large cappuccino = FNDDS 92161000: 1 large = 600 g.
// 41 3 slices of a 12 inch (medium, FNDDS 11-12") margherita = 3 × 86 g of FNDDS 58106225
//    (pizzaSliceMedium); the rest was the roommates'.
// 42 a protein bar by the stated 60 g = FNDDS 53729000 (proteinBar); the 20 g is its protein.
// cooked:
// 43 karela beside phulke = karela sabzi, a katori (120 g) of FNDDS 75208310 (bitterMelon); teen (3)
//    phulke = 3 × 40 g; "9 baje" no food.
// 44 moong beside phulke = sabut moong dal, a katori (150 g) of INDB BFP178 (wholeMoong); tinn
//    (Punjabi 3) phulke = 3 × 40 g.
// 45 arbi beside parathe = arbi sabzi, a katori (120 g) of INDB BFP263 (arbi); 2 ajwain parathe = 2 ×
//    70 g.
// 46 rajma rice full plate = 200 g of FNDDS 41106010 (rajma) + 200 g rice.
// numberword:
// 47 rendu (Tamil 2) dosai = 2 × 80 g; moonu (3) idli = 3 × 40 g; oru (1) vadai = 40 g (vada); oru
//    katori sambar = 150 g.
// 48 moodu (Telugu 3) chapathi = 3 × 40 g; oka (1) katori tomato pappu = 150 g of FNDDS 41311030 (dal,
//    meals-fresh43.ts); oka katori bendakaya (okra) fry = 120 g of INDB BFP269 (bhindiFry).
// 49 chari (Odia 4) ta puri = 4 × 36 g; gote (1) bati aloo tarkari = 120 g of alooSabzi.
// 50 randu (Malayalam 2) porotta = 2 × 70 g of paratha; oru (1) mutta roast = one egg, 151.6 g of INDB
//    BFP240 (fThirtyTwoEggCurry); oru chaya = CHAI; "11 mani" no food.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';
const BY_TWO_COFFEE = 'byTwoCoffee=milk@50+tea@25+sugar@2.1';

export const FRESH47_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'dadi ne aloo methi aur dhuli moong dal banayi, 2 phulke ke saath kha li, camp se lautne ke baad',
    'north plain',
    'alooMethi fTwentyFiveMoongDal roti:2',
  ],
  [
    'ramzan ke baad pehli baar mehfil gaya - ek plate chicken biryani aur double ka meetha, tolichowki',
    'hyderabad plain',
    'chickenBiryani fNineteenShahiTukda',
  ],
  [
    'kanji n cherupayar with one pappadam, rainy evening at home in alappuzha',
    'kerala plain',
    'fTwentyTwoCongee cherupayarGreenGram=wholeMoong papad',
  ],
  [
    'kalimpong, post trek: veg thukpa ek bowl n 4 veg momos at the stall near the motor stand',
    'northeast plain',
    'fNineThukpa fSixteenVegMomo:4',
  ],
  [
    'McSpicy chicken, medium fries aur ek coke zero - mcd at the noida mall, rest day',
    'chain plain',
    'mcSpicyChickenBurger=fThreeChickenBurger friesMedium fThirtyTwoDietCola',
  ],
  ['evening fruit bowl in the PG - 1 cup papaya cubes and 2 amrood with kala namak', 'snack plain', 'papaya guava:2'],
  [
    '4 egg white bhurji on 2 atta bread slices, black coffee w/o sugar, straight after swimming',
    'gym plain',
    'eggWhiteBhurji=eggWhiteOmelette:4 attaBread=brownBread:2 blackCoffee',
  ],
  [
    'aaji ne 2 jowar bhakri ani vangyache bharit dila, sangli',
    'marathi plain',
    'jowarBhakri=roti@110 vangyacheBharit=fSixBainganBharta',
  ],
  // combinations named with their own parts
  [
    'egg curry rice from the dhaba near the hockey turf - the curry had 2 eggs, rice was about 2 katori',
    'north combo',
    'fThirtyTwoEggCurry:2 rice:2',
  ],
  [
    'sunday jolkhabar: panchta luchi, saathe alur dom (ek bati), dida banieche',
    'bengali combo numberword',
    'luchi=puri:5 alurDom=alooSabzi',
  ],
  ['plain dal chawal tonight, arhar wali dal dedh katori and chawal ek plate, bas', 'north combo', 'dal@225 rice@200'],
  ['keema pav at a bohri mohalla joint - a katori of keema and 3 pav', 'west combo', 'keemaMatar pav:3'],
  [
    'goan curry rice at a margao canteen - prawn curry, 1 katori, over a plate of rice',
    'goan combo',
    'prawnCurry rice@200',
  ],
  // headers naming the meal, then its list
  [
    'tiffin before the KSCA league game (reporting 8:30): three rava idli, a katori of sambar, some coconut chutney',
    'karnataka header',
    'fFourRavaIdli:3 sambar coconutChutney',
  ],
  [
    'post-match dinner, jammu (lost the final 😞) - kadhai chicken, 2 tandoori roti, jeera rice n one gulab jamun',
    'north header',
    'kadhaiChicken=chickenCurry rotiLarge:2 jeeraRice:2 fThirteenGulabJamun',
  ],
  [
    'sehri ka menu, 3:50 pe: khagina do anday ka, aik sada paratha, aik pyali chai, phir roza',
    'urdu header numberword',
    `khaginaAnday=fThirtyTwoAndaBhurji:2 paratha ${CHAI}`,
  ],
  [
    'bapor nu jaman: be rotli, ringan batata nu shaak, ek vati kadhi ane bhaat',
    'gujarati header numberword',
    'rotliRoti=roti:2 ringanBatataShaak=fTwentyOneEggplant kadhi bhaatRice=rice:2',
  ],
  // "X made with Y", a smoothie, a sandwich and a wrap with their fillings, a brand with its generic food
  [
    'made a smoothie b4 the bronco test - 1 cup pineapple, 150 g dahi, few pudina leaves n 1 tsp honey',
    'gym addon',
    'smoothie=fFortyFivePineapple+curd@150+honey',
  ],
  [
    'tuna sandwich, made it myself: 2 slices brown bread, 60 g tuna from the can (in water), 1 tbsp mayo',
    'gym addon',
    'tunaSandwich=brownBread:2+tuna@60+mayonnaise',
  ],
  [
    'wrap i rolled at home - atta tortilla (one), 75 gm paneer tikka, pyaaz n shimla mirch',
    'north addon',
    'paneerTikkaWrap=fTwelveTortilla+paneer@75',
  ],
  ['maggi noodles 1 packet, 2 ande daal ke banaya, hostel room 11 pm', 'north addon', 'maggiNoodles=maggi+egg:2'],
  [
    'meetha daliya banaya - 40 gm dalia, 200 ml doodh aur 1 chammach gud',
    'north addon',
    'meethaDaliya=fTwentyEightBulgur@40+milk@205.9+jaggery',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'ven pongal at the mess, the one with fried cashews in it (i counted 6)',
    'tamil garnish',
    'venPongal=khichdi@250 cashews:6',
  ],
  ['the chai at murthal is pure buffalo milk - had 2 kulhads', 'north garnish', 'chai=buffaloMilk@124+tea@120+sugar:2'],
  [
    'aai ne pohe kele, mi don plate khalle, varun bhurbhurleli shev',
    'marathi garnish numberword',
    'pohe=poha:2 shev=sev:2',
  ],
  [
    '3 phulke, masoor dal ek katori - mummy stirred a spoon of desi ghee into it',
    'north garnish',
    'roti:3 masoorDal ghee',
  ],
  // food amid training, match or travel talk
  ['14-3-38-3 today 🔥 tea mein bas 2 kele n nimbu pani ka ek glass', 'north talk', 'kele=banana:2 nimbuPani'],
  [
    'leg day done - squats 5 x 5 at 110, RDL 4 x 8 at 90, 30 min bike. then 200 g roasted chicken breast n a medium shakarkandi',
    'gym talk',
    'chickenBreast@200 shakarkandi=sweetPotato',
  ],
  [
    'IX 1142 to sharjah for the asia cup camp, boarding 01:40 - grabbed a keema puff n a 250 ml frooti at the gate',
    'travel talk',
    'fFortySevenKeemaPuff frooti=mangoDrink@262',
  ],
  [
    '10k tempo in 46:30 at the kanteerava track, then a masale dose n a by-two coffee at CTR',
    'karnataka talk',
    `masaleDose=masalaDosa ${BY_TWO_COFFEE}`,
  ],
  // legume words next to the unit gram
  [
    '100 g green gram sundal at the navaratri kolu, aunty forced a second helping but i said no',
    'tamil legume',
    'greenGramSundal=sprouts@100',
  ],
  [
    'rajkot hotel buffet: black gram makhani dal, 150 gram, n one butter naan',
    'north legume',
    'fFortySevenDalMakhani@150 butterNaan=naan+butter',
  ],
  [
    'hurali saaru (horse gram) 250 gram n ondu ragi mudde, mandya',
    'kannada legume numberword',
    'huraliSaaru=kulthiDal@250 fTwentyTwoRagiMudde',
  ],
  ['bengal gram curry (kala chana) 160 gm with 2 puri, ashtami prasad', 'north legume', 'blackChanaCurry@160 puri:2'],
  // drinks named after their main ingredient
  ['papaya shake ek glass, thoda thanda, ganga nagar juice corner', 'north drinkname', 'papayaShake=milkShake'],
  [
    'ek nariyal paani, seedha nariyal se, after the sand sprints at juhu',
    'west drinkname',
    'nariyalPaani=coconutWater',
  ],
  [
    'adrak-nimbu-shahad wali chai, no milk, ek cup, gala kharab hai',
    'north drinkname',
    'adrakNimbuShahadChai=fTwentyThreeHerbalTea+honey',
  ],
  ['anar juice 250 ml, no sugar added, morning', 'north drinkname', 'pomegranateJuice'],
  // stated sizes and pack weights
  [
    'a 90 g pack of bingo mad angles n a 1 litre bisleri on the bus to ranchi',
    'snack size',
    'madAngles=tortillaChips@90',
  ],
  ['ccd large cappuccino, no sugar, while waiting for the physio', 'chain size', 'cappuccino@600'],
  [
    'shared a 12 inch margherita with 2 roomies, my share was 3 slices',
    'chain size',
    'margheritaPizza=pizzaSliceMedium:3',
  ],
  ['post-nets: 1 protein bar, 20 g protein says the wrapper, the bar itself is 60 g', 'gym size', 'proteinBar@60'],
  // a raw word beside a bread or rice means the cooked dish
  ['karela aur teen phulke, raat 9 baje', 'north cooked numberword', 'karela=bitterMelon roti:3'],
  ['moong naal tinn phulke, raat nu', 'punjabi cooked numberword', 'wholeMoong roti:3'],
  ['arbi n 2 ajwain parathe for lunch, mom packed', 'north cooked', 'arbi ajwainParatha=paratha:2'],
  ['rajma rice, full plate, after the long nets', 'north cooked', 'rajma@200 rice@200'],
  // counts in number words
  [
    "rendu dosai, moonu idli, oru vadai, oru katori sambar - sunday tiffin at paati's",
    'tamil numberword',
    'dosai=dosa:2 idli:3 vada sambar',
  ],
  [
    'moodu chapathi, oka katori tomato pappu, oka katori bendakaya fry',
    'telugu numberword',
    'roti:3 tomatoPappu=dal bendakayaFry=bhindiFry',
  ],
  ['chari ta puri, gote bati aloo tarkari, bhubaneswar station', 'odia numberword', 'puri:4 alooTarkari=alooSabzi'],
  [
    'randu porotta, oru mutta roast, oru chaya - thattukada, 11 mani',
    'kerala numberword',
    `porotta=paratha:2 muttaRoast=fThirtyTwoEggCurry ${CHAI}`,
  ],
];
