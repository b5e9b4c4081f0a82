// Benchmark meals written on 2026-11-25 blind, as the forty-eighth blind set after meals-fresh.ts to
// meals-fresh47.ts, without running the engine or reading its code or knowledge. Each sentence is one
// log message as an Indian cricketer or athlete would type it to a food-tracking chat (a Ludhiana
// uncle's house, a Gaya home, a Sodepur home, a Kottayam grandmother, the Chepauk canteen, a Kadapa
// home, a Dharwad hotel, Bhavnagar station, a Marathi aaji, the SMS stadium gate, Purani Dilli, a
// Tezpur home, a Gangtok homestay, KFC, a bus to Indore, a gym, a Himachal camp orchard, a Pune Irani
// cafe, a Board-exam night, a Sonipat dhaba, a Srinagar winter, a Mapusa canteen, a Chennai team
// hotel, a Cuttack home, an akhada, a Rajdhani coach, an IndiGo flight, a Kanpur home, a Gachibowli
// hostel), terse and chatty, with training, match and travel talk, typos and abbreviations (n, w, x2,
// abt, brekfast, biscuts, mackeral, celebrted, MoM), in plain English, Hinglish and romanised Punjabi,
// Bengali, Malayalam, Tamil, Telugu, Kannada, Gujarati, Marathi, Urdu, Assamese, Nepali, Kashmiri and
// Odia words (about 45 % not plain English). Each reference was chosen from cited rows
// (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 NDB numbers, their portions or a
// stated convention) before and independently of any engine run. None of the sentences is taken from
// an earlier set: each was written new and checked against the earlier sets' 3,035 texts (word
// overlap, character similarity and shared runs of four words), and rewritten where it came near one
// (only stock phrases such as "a katori of" or "1 plate sprouts chaat" are shared).
// Mix (50): 25 plain everyday logs (home food of Punjab, Bihar, Bengal, Kerala, Tamil Nadu, Andhra,
// Karnataka, Gujarat, Maharashtra, Rajasthan, Delhi, Assam, Sikkim, Kashmir, Goa and Odisha; a chain,
// a packaged snack, whey, fruit, eggs, malted milk, a dhaba; three with several meals in one message)
// and 25 over ten hard classes, two or three each: combinations named with their own parts (combo 3),
// headers naming the meal then its list (header 2), a smoothie, a sandwich with its filling and a
// brand, and "X made with Y" (addon 3), an ingredient or garnish that is not a full serving (garnish
// 2), food amid training, match or travel talk whose numbers are no food (talk 3), legume names with
// "gram" next to a weight in grams (legume 2), drinks named after their main ingredient (drinkname 3),
// stated pack weights, shares and can or tetra sizes (size 3), the cooked dish meant by a raw
// vegetable word beside a bread (cooked 2) and counts in number words (numberword 2: Tamil, Telugu;
// Punjabi, Bengali, Malayalam, Telugu, Kannada, Gujarati, Marathi and Urdu number words also appear in
// plain, header and cooked meals, tagged so).
// One new reference food (prefix fFortyEight, citing its row in reference-foods.ts): Peach (FNDDS
// 63135010 peach, raw, 1 fruit = 150 g; aadu); every other item is an existing key. Water is never
// counted (no energy), nor is creatine, a little lonche (pickle), pudina, lettuce, onion, green chilli
// and dhaniya inside a dish, or salt and lime.
// Conventions, as meals-fresh43.ts to meals-fresh47.ts: a katori (vati, bati) = 150 g of a dal, curry,
// kadhi or curd, 120 g of a dry sabzi (bhaji, chhokka, poriyal, bhaja), 100 g of rice; unquantified dal
// or curry = a katori (150 g); unquantified dry sabzi = a katori (120 g); unquantified rice (bhaat,
// bhat, bata, bhata) in a meal = 2 katori, 200 g, also of jeera rice; a bowl of a curry, soup or
// porridge = 250 g (meals.ts "1 bowl dal", meals-fresh47.ts kanji); 2 katori of khichdi = 300 g
// (meals.ts "2 katori khichdi"); a roti, phulka, pulka, rotli or chapati = 40 g (FNDDS 51300175
// medium), a tandoori roti = 52 g (rotiLarge); a jowar bhakri = 55 g of roti (meals-fresh10.ts "2 jowar
// bhakri" = roti@110); a paratha (laccha too) = 70 g (FNDDS 51300185); a puri = 36 g (FNDDS 51300180);
// a dosa = 80 g (FNDDS 55702100 medium); a khamiri roti = a naan, 90 g (earlier sets' "nihari naan");
// nihari = FNDDS 27116100 (beefCurry, earlier sets); aloo tikki = 60 g potato made with oil + 1 tsp oil
// each (meals.ts "aloo tikki 2 pieces" = alooSabzi@120+oil:2); bun maska = a pav + 2 tsp butter
// (meals-fresh2.ts); a chutney said without an amount or as "konjam" (a little) = 1 tbsp; a spoon
// (chamcha, chammach) of ghee or butter = 1 tsp, 5 g; a tsp of chia = 10.5 g / 3 = 3.5 g (FNDDS
// 43108010 tbsp); CHAI (a cutting too) = meals.ts (62 g milk + 60 g tea + 1 tsp sugar); filter coffee
// (kaapi) = meals.ts COFFEE (100 g milk + 50 g decoction + 1 tsp sugar); ml of a soft or energy drink ×
// 31 g per fl oz (29.57 ml) as its FNDDS row, so 350 ml = 366.9 g; ml of coconut water × 240/237 g
// (FNDDS 42403010 cup), so 200 ml = 202.5 g. For every meal, in file order:
// plain:
//  1 ik (Punjabi 1) katori maah di daal, the dry one = 150 g of INDB ASC154 (fThirtyOneDryUrad, daal
//    mash); do (2) tandoori roti = 2 × 52 g (rotiLarge); gajar-methi sabzi unquantified = a katori (120
//    g) of INDB ASC174 (fTwentyEightGajarMethi).
//  2 a glass of sattu = 30 g of SR26 16157 (chickpeaFlour, its convention), the water not counted;
//    chawal unquantified = 200 g; arhar ki dal = a katori (150 g) of FNDDS 41311030 (dal); baingan ka
//    chokha unquantified = a katori (120 g) of INDB ASC177 (fSixBainganBharta).
//  3 bhaat = 200 g; sona moong-er dal = a katori (150 g) of INDB ASC151 (fTwentyFiveMoongDal); kumror
//    chhokka = a katori (120 g) of FNDDS 73201020 (fFivePumpkin); ekta (Bengali 1) katla peti bhaja =
//    67 g of FNDDS 26100140 (fishFry).
//  4 kappa unquantified = 1 cup, 160 g of FNDDS 71930120 (fThreeKappa); meen curry = a katori (150 g)
//    of FNDDS 27150320 (fishCurry); randu (Malayalam 2) pappadam = 2 × 9 g of FNDDS 41311000 (papad).
//  5 elumichai sadam unquantified = 1 plate, 319.2 g of INDB ASC124 (fSixLemonRice); muttaikose
//    (cabbage) poriyal = a katori (120 g) of INDB ASC181 (cabbagePoriyal).
//  6 ragi sangati okati (Telugu 1) = one mudde, 170 g of FNDDS 56202000 (fTwentyTwoRagiMudde); natu
//    kodi pulusu unquantified = a katori (150 g) of FNDDS 27146150 (chickenCurry).
//  7 vangi bath ondu (Kannada 1) plate = 291.2 g of INDB BFP132 (vangiBath); ondu lota majjige = a
//    glass, 250 g of FNDDS 11115100 (buttermilk).
//  8 khaman char (Gujarati 4) piece = 4 × 40 g of INDB ASC474 (dhoklaPiece); lili chutney = 1 tbsp,
//    18.9 g of INDB BFP444 (greenChutney).
//  9 don (Marathi 2) puranpolya = 2 × 53.4 g of INDB ASC467 (fFourPuranPoli); ek chamcha toop = 5 g of
//    FNDDS 81204000 (ghee).
// 10 pyaaz kachori x2 = 2 × 100 g of FNDDS 58124500 (fSevenKachori); a cutting chai = CHAI; "6:45 am"
//    no food.
// 11 nihari aik (Urdu 1) bowl = 250 g of FNDDS 27116100 (beefCurry); do khameeri roti = 2 × 90 g of
//    FNDDS 51108100 (naan).
// 12 bhat = 200 g; dali = a katori (150 g) of FNDDS 41311030 (dal); kukura mangxo (chicken curry) = a
//    katori (150 g) of FNDDS 27146150.
// 13 bhaat = 200 g; gundruk soup = a bowl, 250 g of INDB OSR055 (fThirtyFiveGundruk).
// 14 kfc zinger = 140 g of FNDDS 27540146 (fThreeChickenBurger); 4 hot wings = 4 × 22 g of FNDDS
//    24167220 (fThirtySevenHotWings); "no drink".
// 15 1 packet kurkure = 35 g of SR26 19008 (kurkure); 4 marie = 4 × 7 g of FNDDS 53241510.
// 16 ek scoop whey = 30 g of FNDDS 95230000, in water; creatine 3 g not counted; 3 uble (boiled) ande
//    = 3 × 50 g of FNDDS 31103010 (egg); "7 baje" no food.
// 17 2 aadu = 2 × 150 g of FNDDS 63135010 (fFortyEightPeach, 1 fruit); one apple = 200 g of FNDDS
//    63101000.
// 18 2 half fry = 2 × 55 g of FNDDS 31105030 (friedEgg); ek bun maska = 43 g of FNDDS 51150000 (pav) +
//    2 tsp butter (FNDDS 81101000), one item.
// 19 a glass of horlicks milk = 250 ml, 270 g of FNDDS 11526000 (fThirtyEightMaltedMilk); "10:30 pm" no
//    food.
// 20 1 paneer paratha = 85 g of INDB ASC105 (paneerParatha); 1 gobhi paratha = 101.9 g of INDB ASC100
//    (fSevenGobhiParatha); a katori of dahi = 150 g of FNDDS 11411100 (curd).
// 21 haakh unquantified = a katori (120 g) of FNDDS 72107227 (fThirteenHaakh); bata (rice) = 200 g; a
//    cup of kahwa = 256.7 g of INDB BFP007 (fSixKahwa, its tea cup).
// 22 fish curry rice: fish curry = a katori (150 g) of FNDDS 27150320 and rice 200 g; one fried
//    mackerel = 67 g of FNDDS 26100140 (fishFry).
// 23 chicken 65 eight pieces = 8 × 35 g of FNDDS 24168030 (fThirtySevenChickenSixtyFive); thayir sadam
//    unquantified = 1 plate, 216.2 g of INDB ASC126 (curdRice).
// 24 dalma unquantified = a katori (150 g) of INDB OSR141; bhata = 200 g; saga bhaja = a katori (120
//    g) of FNDDS 72125217 (spinachCooked, meals-fresh3.ts and meals-fresh14.ts).
// 25 three meals: 4 idli = 4 × 40 g (idli); sambar = a katori (150 g) of FNDDS 41311020; rice = 200 g;
//    rasam = a katori (150 g) of INDB BFP176; avial = a katori (120 g) of INDB ASC219; 2 chapathi = 2 ×
//    40 g; channa masala = a katori (150 g) of FNDDS 41302010 (chole).
// combo:
// 26 tikki chole: tikki 2 = alooSabzi@120 + 2 tsp oil (meals.ts "aloo tikki 2 pieces"), one item; the
//    chole over them, 1 katori = 150 g of FNDDS 41302010.
// 27 aloo puri: 5 puri = 5 × 36 g of FNDDS 51300180; aloo sabzi one katori = 120 g of FNDDS 71103030
//    (alooSabzi).
// 28 kadhi khichdi: 2 katori khichdi = 300 g of FNDDS 41311040 (khichdi); kadhi 1 katori = 150 g
//    (kadhi, FNDDS 41311030 as meals.ts); one papad = 9 g.
// header:
// 29 "match day brekfast, team hotel, toss at 9:00" no food: oats 1 bowl = 250 g of FNDDS 56203066
//    (oats, the bowl of porridge convention); 2 egg whites = 2 × 33 g of FNDDS 31108110 (fSevenEggWhite);
//    black coffee = 240 g of FNDDS 92101000; 1 banana = 126 g of FNDDS 63107010.
// 30 "ratriche jevan" no food: teen (Marathi 3) bhakri = 165 g of roti (meals-fresh10.ts), one item; ek
//    vati methichi bhaji (fenugreek greens) = 120 g of FNDDS 72125217 (spinachCooked, the cooked-greens
//    proxy); thoda lonche not counted.
// addon:
// 31 smoothie, one item: 1 cup watermelon = 152 g of FNDDS 63149010 (watermelon, SR26 09326 cup
//    diced); 1 cup muskmelon = 155 g of FNDDS 63109010 (cantaloupe); pudina not counted; "16k" no food.
// 32 nutella sandwich, one item: white bread x2 = 2 × 28 g of FNDDS 51101000 (bread); 1 tbsp nutella =
//    20 g of FNDDS 91304090 (fTwentyEightHazelnutSpread).
// 33 omelette made with 1 whole egg n 3 egg whites, no oil, one item: 1 egg = 50 g of FNDDS 31103010
//    (egg, cooked without fat); 3 whites = 3 × 33 g of FNDDS 31108110 (fSevenEggWhite).
// garnish:
// 34 rajma 1 katori = 150 g of FNDDS 41106010; 1.5 katori rice = 150 g; a spoon of amul butter = 5 g
//    of FNDDS 81101000.
// 35 chia seeds 1 tsp = 3.5 g of FNDDS 43108010 (fFourChia, 10.5 g per tbsp / 3); curd one katori =
//    150 g; "11 am" no food.
// talk:
// 36 "18.7", "17.1", "3 x 6", "90 s" no food: 1 plate sprouts chaat = 256.5 g of INDB ASC170
//    (fSevenSproutsChaat); nariyal paani unquantified = 1 cup, 240 g of FNDDS 42403010 (coconutWater).
// 37 "67 off 54", "8 fours 2 sixes" no food: shahi paneer unquantified = a katori (150 g) of INDB
//    ASC221; 2 laccha paratha = 2 × 70 g (paratha); gulab jamun = one, 40 g (fThirteenGulabJamun).
// 38 "coach B2, berth 37", "2 hrs", "10:55" no food: 2 roti = 2 × 40 g; dal = a katori (150 g); jeera
//    rice = 200 g of INDB BFP134 (jeeraRice); matar paneer = a katori (150 g) of INDB ASC191
//    (fSixMatarPaneer).
// legume:
// 39 lauki chana dal by the stated 180 gram = INDB ASC153 (chanaDalLauki); do phulke = 2 × 40 g.
// 40 boiled kandulu (red gram) by the stated 100 gram = SR26 16102 (fFortyTwoBoiledRedGram); salt and
//    lime not counted.
// drinkname:
// 41 jeera paani ek glass = 250 g of INDB ASC010 (fSixJeeraWater); no jeera (cumin) as a food.
// 42 chikoo shake unquantified = 1 milkshake, 280 g of FNDDS 11541120 (milkShake); no chikoo fruit.
// 43 lauki juice 250 ml = a glass, 250 g of SR26 11218 (fTwentyEightLaukiJuice); no lauki sabzi.
// size:
// 44 a third of a 150 g pack of nendran chips = 50 g of SR26 19400 (fSevenBananaChips).
// 45 red bull 350 ml can = 366.9 g of FNDDS 95310600 (fThreeRedBull, 31 g per fl oz), not its 250 ml
//    can.
// 46 a 200 ml coconut water tetra pack = 202.5 g of FNDDS 42403010 (coconutWater); "indigo" no food.
// cooked:
// 47 tran (Gujarati 3) rotli = 3 × 40 g; bhinda beside rotli = bhinda nu shaak, a katori (120 g) of
//    INDB BFP269 (bhindiFry).
// 48 turai beside roti = turai sabzi, a katori (120 g) of FNDDS 75220101 (fTwentyTwoLuffa); do (2)
//    roti = 2 × 40 g.
// numberword:
// 49 rendu (Tamil 2) kal dosai = 2 × 80 g (dosa); konjam kaara chutney = 1 tbsp, 16.4 g of INDB BFP442
//    (fNineTomatoChutney, a tomato chutney); oru (1) davara kaapi = COFFEE.
// 50 naalugu (Telugu 4) pulka = 4 × 40 g (roti); oka (1) katori pappu = 150 g of FNDDS 41311030 (dal);
//    rendu (2) boiled guddu = 2 × 50 g of FNDDS 31103010 (egg).
import type { SampleMeal } from './meals';

const CUTTING = 'cuttingChai=milk@62+tea+sugar';
const KAAPI = 'kaapiCoffee=milk@100+tea@50+sugar';

export const FRESH48_MEALS: SampleMeal[] = [
  // plain everyday logs
  [
    'chacha ji de ghar: ik katori maah di daal (sukki wali), do tandoori roti te gajar-methi di sabzi',
    'punjabi plain numberword',
    'maahDaal=fThirtyOneDryUrad@150 tandooriRoti=rotiLarge:2 gajarMethi=fTwentyEightGajarMethi',
  ],
  [
    'subah ek glass sattu ghol ke piya, din mein chawal, arhar ki dal aur baingan ka chokha - gaya, rest day',
    'bihar plain',
    'sattu=chickpeaFlour chawal=rice:2 arharDal=dal bainganChokha=fSixBainganBharta',
  ],
  [
    'dupure: bhaat, sona moong-er dal, kumror chhokka ar ekta katla-r peti bhaja - sodepur',
    'bengali plain numberword',
    'bhaat=rice:2 moongDal=fTwentyFiveMoongDal kumroChhokkaPumpkin=fFivePumpkin katlaFishBhaja=fishFry',
  ],
  [
    'kappa, meen curry, randu pappadam - ammachi de veetil, kottayam',
    'kerala plain numberword',
    'fThreeKappa meenCurry=fishCurry pappadam=papad:2',
  ],
  [
    'elumichai sadam with muttaikose poriyal, chepauk canteen after fielding drills',
    'tamil plain',
    'elumichaiSadamLemonRice=fSixLemonRice muttaikosePoriyal=cabbagePoriyal',
  ],
  [
    'ragi sangati okati, natu kodi pulusu tho - amma chesindi, kadapa',
    'telugu plain numberword',
    'ragiSangati=fTwentyTwoRagiMudde natuKodiPulusuChicken=chickenCurry',
  ],
  [
    'vangi bath ondu plate mattu ondu lota majjige, dharwad',
    'kannada plain numberword',
    'vangiBath majjige=buttermilk',
  ],
  [
    'khaman char piece ne lili chutney, bhavnagar station',
    'gujarati plain numberword',
    'khaman=dhoklaPiece:4 liliChutney=greenChutney',
  ],
  [
    'aaji ne puranpolya kelya, mi don khallya, ek chamcha toop ghatla',
    'marathi plain numberword',
    'puranPoli=fFourPuranPoli:2 toopGhee=ghee',
  ],
  [
    'pyaaz kachori x2 and a cutting chai outside sms stadium, 6:45 am',
    'rajasthan plain',
    `pyaazKachori=fSevenKachori:2 ${CUTTING}`,
  ],
  [
    'nihari aik bowl aur do khameeri roti, purani dilli, fajr ke baad',
    'urdu plain numberword',
    'nihari=beefCurry@250 khameeriRoti=naan:2',
  ],
  ['rati bhat, dali aru kukura mangxo, tezpur', 'assam plain', 'bhat=rice:2 dali=dal kukuraMangxoChicken=chickenCurry'],
  [
    'gangtok homestay: bhaat ra gundruk soup, after the hill run',
    'northeast plain',
    'bhaat=rice:2 gundrukSoup=fThirtyFiveGundruk',
  ],
  [
    'kfc zinger n 4 hot wings after the match, no drink',
    'chain plain',
    'zinger=fThreeChickenBurger hotWings=fThirtySevenHotWings:4',
  ],
  ['bus to indore, 1 packet kurkure n 4 marie biscuts', 'snack plain', 'kurkure marie:4'],
  [
    'gym se aake whey ka ek scoop paani mein, creatine 3 g, phir 7 baje 3 uble ande',
    'gym plain',
    'whey ubleAnde=egg:3',
  ],
  [
    'himachal camp fruit - 2 aadu (peaches) straight from the orchard n one apple',
    'fruit plain',
    'aadu=fFortyEightPeach:2 apple',
  ],
  ['2 half fry aur ek bun maska, irani cafe, pune camp', 'west plain', 'halfFry=friedEgg:2 bunMaska=pav+butter:2'],
  ['a glass of horlicks milk, boards prep going on, 10:30 pm', 'milk plain', 'horlicksMilk=fThirtyEightMaltedMilk'],
  [
    'dhaba near sonipat: 1 paneer paratha, 1 gobhi paratha n a katori of dahi',
    'north plain',
    'paneerParatha gobhiParatha=fSevenGobhiParatha dahi=curd',
  ],
  [
    'haakh te bata n a cup of kahwa, srinagar, snowing outside',
    'kashmir plain',
    'haakh=fThirteenHaakh bata=rice:2 kahwa=fSixKahwa',
  ],
  ['mapusa canteen: fish curry rice with one fried mackeral', 'goan plain', 'fishCurry rice:2 friedMackerel=fishFry'],
  [
    'chicken 65 eight pieces n then thayir sadam, chennai team hotel',
    'tamil plain',
    'fThirtySevenChickenSixtyFive:8 thayirSadam=curdRice',
  ],
  ['ghare dalma, bhata o saga bhaja khaili, cuttack', 'odia plain', 'dalma bhata=rice:2 sagaBhaja=spinachCooked'],
  [
    'full day log - morning 4 idli w sambar, noon rice + rasam + avial, night 2 chapathi n channa masala',
    'south plain',
    'idli:4 sambar rice:2 rasam avial chapathi=roti:2 channaMasala=chole',
  ],
  // combinations named with their own parts
  ['tikki chole at sector 22: tikki 2, chole over them (1 katori)', 'north combo', 'tikki=alooSabzi@120+oil:2 chole'],
  ['aloo puri - 5 puri, aloo sabzi one katori, breakfast at the akhada', 'north combo', 'puri:5 alooSabzi'],
  ['kadhi khichdi tonight: 2 katori khichdi, kadhi 1 katori, one papad', 'west combo', 'khichdi@300 kadhi papad'],
  // headers naming the meal, then its list
  [
    'match day brekfast, team hotel, toss at 9:00 -> oats 1 bowl, 2 egg whites, black coffee, 1 banana',
    'gym header',
    'oats@250 eggWhites=fSevenEggWhite:2 blackCoffee banana',
  ],
  [
    'ratriche jevan: teen bhakri, ek vati methichi bhaji, thoda lonche',
    'marathi header numberword',
    'bhakri=roti@165 methichiBhaji=spinachCooked',
  ],
  // a smoothie, a sandwich with its filling and brand, "X made with Y"
  [
    'smoothie after my 16k: 1 cup watermelon + 1 cup muskmelon, some pudina, no sugar',
    'gym addon',
    'smoothie=watermelon@152+cantaloupe',
  ],
  [
    'nutella sandwich - white bread x2, 1 tbsp nutella in between, cheat day after the series',
    'snack addon',
    'nutellaSandwich=bread:2+fTwentyEightHazelnutSpread',
  ],
  [
    'omelette made with 1 whole egg n 3 egg whites, non-stick pan, no oil',
    'gym addon',
    'omelette=egg+fSevenEggWhite:3',
  ],
  // an ingredient or garnish that is not a full serving
  [
    'a spoon of amul butter melted over my rajma (1 katori) n 1.5 katori rice',
    'north garnish',
    'rajma rice@150 amulButter=butter',
  ],
  ['chia seeds, 1 tsp, stirred into my curd (one katori) as the 11 am snack', 'gym garnish', 'fFourChia@3.5 curd'],
  // food amid training, match or travel talk
  [
    'yo-yo 18.7 (cutoff 17.1 ✅), then 3 x 6 shuttles, 90 s rest. refuel: 1 plate sprouts chaat n nariyal paani',
    'gym talk',
    'fSevenSproutsChaat nariyalPaani=coconutWater',
  ],
  [
    '67 off 54 today, 8 fours 2 sixes, MoM 🏆 celebrted with shahi paneer, 2 laccha paratha n gulab jamun',
    'north talk',
    'shahiPaneer lacchaParatha=paratha:2 fThirteenGulabJamun',
  ],
  [
    'coach B2, berth 37, train 2 hrs late into ndls (10:55). irctc dinner tray: 2 roti, dal, jeera rice, matar paneer',
    'travel talk',
    'roti:2 dal jeeraRice:2 fSixMatarPaneer',
  ],
  // legume words next to the unit gram
  [
    'lauki chana dal - 180 gram, weighed it in the mess, with do phulke',
    'north legume',
    'laukiChanaDal=chanaDalLauki@180 phulke=roti:2',
  ],
  [
    'boiled kandulu (red gram), 100 gram, salt n lime, evening snack at the ground',
    'telugu legume',
    'kandulu=fFortyTwoBoiledRedGram@100',
  ],
  // drinks named after their main ingredient
  ['subah khaali pet jeera paani ek glass, phir walk', 'north drinkname', 'jeeraPaani=fSixJeeraWater'],
  ['chikoo shake, juice wala opposite the nets', 'west drinkname', 'chikooShake=milkShake'],
  ['lauki juice 250 ml on an empty stomach, dad insists', 'north drinkname', 'fTwentyEightLaukiJuice'],
  // stated pack weights, shares and sizes
  ['nendran chips 150 g pack, shared, my bit was abt a third', 'kerala size', 'nendranChips=fSevenBananaChips@50'],
  ['red bull 350 ml can during the long drive to the venue', 'travel size', 'fThreeRedBull@366.9'],
  ['indigo flight, bought a 200 ml coconut water tetra pack', 'travel size', 'coconutWater@202.5'],
  // a raw vegetable word beside a bread means the cooked dish
  ['tran rotli ane bhinda, sanje ghare', 'gujarati cooked numberword', 'rotli=roti:3 bhinda=bhindiFry'],
  ['turai aur do roti, dinner at home in kanpur', 'north cooked', 'turai=fTwentyTwoLuffa roti:2'],
  // counts in number words
  [
    'rendu kal dosai, konjam kaara chutney, oru davara kaapi',
    'tamil numberword',
    `dosai=dosa:2 kaaraChutney=fNineTomatoChutney ${KAAPI}`,
  ],
  [
    'naalugu pulka, oka katori pappu, rendu boiled guddu - gachibowli hostel dinner',
    'telugu numberword',
    'pulka=roti:4 pappu=dal guddu=egg:2',
  ],
];
