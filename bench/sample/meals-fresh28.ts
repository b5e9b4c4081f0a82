// Benchmark meals written on 2026-11-26 blind, as the twenty-eighth blind set, written without
// running the engine and without reading its code, knowledge, tests or scripts: each sentence is one
// log message of the kind an outside evaluator of an Indian athletes' meal parser would choose to
// check the claims of an issue about that parser, one class per line, as if typed by many different
// athletes (cricketers in India, Pakistan, Bangladesh and Sri Lanka and one on a county contract in
// England, a footballer in Kochi, a runner, a boxer, a swimmer, lifters, hostel and camp students, a
// Nepali trekker-athlete in Ilam and Dharan; terse or chatty, with typos and abbreviations such as n,
// w, wt, bfast, lol, mcd, HR; Hinglish and romanised Urdu, Punjabi, Bengali, Nepali, Tamil, Telugu,
// Malayalam, Marathi and Gujarati). Each reference was chosen from cited rows (reference-foods.ts:
// FNDDS food codes, INDB recipe codes, SR26 rows, their portions or a stated convention) before and
// independently of any engine. No sentence is taken from meals.ts, meals-structural.ts,
// meals-generalise.ts or an earlier meals-fresh*.ts set, and each line was checked against those sets
// to be a new instance of its class (new foods, phrasings or languages), not a variation of an old line.
// Mix (60): pan-Indian home, hostel, canteen and street food (17), regional Indian dishes (14: a
// navratri kuttu chilla, a Bengali jamai shashthi lunch, Telugu jonna rotte, a Hyderabadi walima,
// Tamil pasi paruppu payasam, Gujarati dal dhokli and khichdi-kadhi, Kannada bisi bele bath with
// boondi, a Kerala porotta and egg roast, Punjabi matar wadiyan and rajmah, Malayalam kadala curry,
// Marathi varan, Mumbai bhutta), Pakistani food (5: aloo keema, an Eid nashta of sheer khurma, shami
// kabab and doodh patti, chanay with a ghee tarka, chicken pulao, nets talk), Bangladeshi food (5:
// ruti dim bhuna, ruti with ghee and shobji, boot er dal, polao with chicken roast, alur torkari),
// Sri Lankan food (3: hoppers with seeni sambol, fish cutlets with plain tea, roast paan with
// parippu), Nepali food (2: kodo ko dhido with khasi ko masu, chicken sekuwa with chowmein) and gym
// or western food (14), over the eleven classes of the issue, about equally: combinations named with
// their own parts (6; combo), headers naming a meal and then its breakdown (6; header: "Eid ka nashta
// (namaz 7:30 pe, phir 3 gharon ka chakkar):", "jamai shashthi r lunch (3 te obdi nets):", "ratri
// bhojanam (practice ayyaka 9:15 ki):", "meal 3 (after pull day, top set 4 x 6 @ 70 kg):", "walima
// dawat (raat 10:30, 400 mehmaan lol):", "tea at the club (28 overs in the field, 2/47):", whose
// times, counts, sets and loads are no amounts), "X made with Y", a smoothie of listed parts, a
// sandwich with its fillings and a brand with its generic food (6; addon), an ingredient, garnish or
// fat that is not a full extra serving (5; garnish), food amid training, match or travel talk whose
// words and numbers are not food (5; talk: "140 balls", "3 baar edge", "2 ghante", "tempo 12 km @
// 4:35/km", "HR avg 168", "2 x 6 km w 90 sec float", "1-1", "90 + 6", "2 yellow cards", "gate 42",
// "seat 14C", "3 hrs", "180 rupees", "6 rounds x 3 min", "14 oz gloves"), legume words next to the
// unit gram (6; legume: green gram twice, black gram by a dry weight in "gram", bengal gram beside
// "200 gram" of rice, red gram, green gram dal and rice by dry weights in "gram"), drinks named after
// their main ingredient (5; drinkname: lauki juice, lemongrass tea, pudina chaas, nimbu soda, peach
// iced tea), stated sizes, pack weights and shares (6; size: a quarter of a 450 g loaf, two 10 g
// Munch, a McD medium shake, a 30 g whey sachet whose "24 g protein" is its protein, a 1.25 L Pepsi
// shared by 5, two 65 ml Yakult), raw vs cooked from context (5; cooked: gajar methi, matar wadiyan
// and patta gobhi beside breads are cooked sabzi; a chicken thigh weighed raw; dalia weighed dry),
// counts in number words (5; numberword: Malayalam anchu and oru, Marathi saha and don, Gujarati be
// and ek, Punjabi panj and do, Bengali tin and dui), with Urdu (aik, teen), Nepali (ek), Tamil (oru)
// and Bengali (ek, ekta, 2 ta, 3 ta) words inside other lines, and plain everyday logs of 2 foods (5;
// plain).
// Nineteen new reference foods (reference-foods.ts, prefix fTwentyEight): FNDDS 21101120 beef steak,
// broiled, lean and fat eaten (a sirloin); SR26 16083 mungo beans, raw (whole black gram weighed
// dry); INDB ASC291 moong dal kheer (a katori = 150 g, as vermicelliKheer); SR26 11218 calabash, raw
// (proxy for lauki juice, a glass = 250 g); FNDDS 72125100 spinach, raw (1 cup = 25 g, a handful);
// FNDDS 91304090 chocolate hazelnut spread (1 tbsp = 20 g); FNDDS 75205021 green beans, cooked, no
// fat (1 cup = 140 g); SR26 05096 chicken thigh meat, raw; SR26 20012 bulgur, dry (dalia weighed dry);
// INDB OSR106 buckwheat pancake, khura (proxy for kuttu chilla, 1 = 104.4 g); INDB OSR083 onion
// chutney (proxy for seeni sambol, 1 tbsp = 16 g as sweetChutney); INDB ASC296 egg halwa (a pyali =
// its bowl of 96.5 g, as fSixMoongDalHalwa); INDB ASC174 gajar methi (a katori = 120 g); INDB ASC194
// pea vadi curry (matar wadiyan, a katori = 150 g); FNDDS 92308000 iced tea, brewed, sweetened (a
// glass = 262 g); FNDDS 58100255 burrito with chicken, beans and rice (medium = 277 g); FNDDS 11436000
// yogurt, liquid (proxy for Yakult, a 65 ml bottle = 67 g); FNDDS 11542100 milk shake, fast food,
// chocolate (small 405 g, medium 526 g); FNDDS 27250050 fish cake (proxy for a Sri Lankan fish
// cutlet, 35 g a ball). Every other item is an existing key of reference-foods.ts. (INDB BFP170
// khatti dal, 0.12 g fat per 100 g with a tadka, BFP198 boti kebab, 133 kcal for grilled mutton, and
// BFP133 Kashmiri tahar, leaner than plain boiled rice, were looked at and not used; FNDDS has no oat
// milk, so an oat milk line was left out.)
// Conventions and proxies used here, each for the meal that names it:
// combo: aloo keema aik pyali = a katori (150 g) of INDB ASC229 pea keema curry (keemaMatar; a mince
// curry with a vegetable, no aloo keema row) and teen roti = 120 g; 3 ta ruti = 120 g and 2 ta dim
// bhuna = the meals.ts egg curry (2 × 50 g of FNDDS 31103010 boiled egg + 100 g of FNDDS 27146150
// curry gravy), one item; 4 plain hoppers = 4 × 50 g of FNDDS 55702100 dosa (meals.ts "3 appam" = 150
// g) and 2 tbsp seeni sambol = 2 × 16 g of INDB OSR083 (fTwentyEightOnionChutney); ek dallo kodo ko
// dhido (finger millet) = one ragi mudde (fTwentyTwoRagiMudde, FNDDS 56202000 millet, 1 cup = 170 g)
// and ek katori khasi ko masu (goat curry) = 150 g of FNDDS 27116100 (beefCurry, the mutton curry
// proxy; labelled masu as meals-fresh22.ts); a 200 g sirloin by the stated weight = FNDDS 21101120
// (fTwentyEightSteak) and 3 fried eggs = 3 × 55 g of FNDDS 31105030 ("4-day" no amount); 2 kuttu ke
// chille = 2 × 104.4 g of INDB OSR106 (fTwentyEightBuckwheatPancake) and ek katori dahi = 150 g.
// header: 1 pyali sheer khurma = a katori of INDB ASC285 vermicelli kheer (150 g; meals-fresh13.ts
// eid lunch), 2 shami kabab = 2 × 65 g of FNDDS 21500310 beef patty (fThreeChapliKabab at its small
// patty, the shami kabab of meals-fresh13.ts bun kabab) and 1 cup doodh patti = 150 g milk + 2 tsp
// sugar (meals-structural.ts); bhaat unquantified = 2 katori (200 g), muger dal = a bati (150 g) of
// INDB ASC151 (fTwentyFiveMoongDal), chingri malaikari = a katori (150 g) of INDB BFP230 prawn curry
// with coconut (prawnCurry) and ekta mishti doi = 100 g curd + 3 tsp sugar (meals-fresh27.ts); 2 jonna
// rottelu = 2 jowar rotis at the 55 g each of the jowar bhakri of meals-fresh10.ts (roti@110), pappu =
// a katori of dal (150 g) and bendakaya fry = a katori of INDB BFP269 okra fry (bhindiFry, 120 g); 150
// g chicken breast = FNDDS 24122131, 200 g cooked jasmine rice = FNDDS 56205008 and 100 g green beans
// = FNDDS 75205021 (fTwentyEightGreenBeans), the "70 kg" a load; 1 plate mutton biryani = 300 g of
// FNDDS 27213010, raita beside biryani = 100 g curd (meals.ts "1 plate chicken biryani and raita") and
// ek pyali ande ka halwa = 96.5 g of INDB ASC296 (fTwentyEightEggHalwa); 3 fish cutlets = 3 × 35 g of
// FNDDS 27250050 (fTwentyEightFishCake) and a plain tea = 200 g brewed tea + 2 tsp sugar
// (meals-fresh4.ts Sri Lankan plain tea).
// addon: the green smoothie = a handful of spinach (1 cup, 25 g of FNDDS 72125100) + a banana (126 g)
// + 1 tbsp peanut butter (16 g) + 250 ml almond milk (258 g of FNDDS 11350020), one item; the sandwich
// = 2 slices of FNDDS 51300110 brown bread (2 × 36 g) + a bhurji of 80 g paneer (IFCT L003) with its
// oil at the meals.ts bhurji rate of 2 tsp per 100 g paneer (7.2 g), one item; 2 parathe made with
// leftover dal kneaded into the atta = 2 × 76.7 g of INDB ASC101 dal paratha (dalParatha), its dal no
// extra item, and chai = meals.ts CHAI; godhuma rava upma made with broken wheat, carrot and beans 1
// plate = 200 g of FNDDS 58174000 upma (meals.ts "upma one plate"; its broken wheat and vegetables no
// extra items); 1 katori dal = 150 g, 1 katori chawal = 100 g and 2 Lijjat papad = 2 × 9 g of FNDDS
// 41311000 papad; Nutella toast = 2 brown bread slices (72 g) + 1 tbsp of FNDDS 91304090 (20 g), one
// item ("10k" no amount).
// garnish: aik pyali chanay = a katori of FNDDS 41302010 (chole, 150 g), the desi ghee tarka = 1 tsp
// ghee (5 g, meals-fresh18.ts "a spoon of ghee") and 2 roti = 80 g; a greek yogurt cup = FNDDS
// 11411420 1 container (170 g), "a few walnuts" = 10 g (the "a few cashews" convention of
// meals-fresh2.ts) and "a drizzle of honey" = 1 tsp (7 g; meals-fresh5.ts "a drizzle of oil = 1
// tsp"); a bhutta = FNDDS 75216111 1 regular ear (105 g) with its butter brushed on = 1 tsp (5 g), the
// nimbu-namak not counted; 2 ta ruti = 80 g, "ektu ghee" (a little ghee) = 1 tsp (5 g; "a spoon of ghee"
// = 1 tsp, meals-fresh18.ts) and ek bati shobji = a katori of vegCurry (120 g); bisi bele bath
// 1 plate = 250 g of FNDDS 41311040 (meals.ts "bisi bele bath 1 plate") and its boondi on top = 10 g
// of INDB OSR147 sev (the sev garnish convention; boondi is fried gram-flour pearls).
// talk: aik plate chicken pulao = 300 g of INDB BFP142 (fTwentyTwoChickenPulao); 1 plate poha = 180 g
// and a cup of chai = meals.ts CHAI; 2 porotta = 2 × 70 g of FNDDS 51300185 paratha and egg roast (2
// mutta) = the meals.ts egg curry (2 × 50 g egg + 100 g curry gravy), one item; 2 idli = 80 g and a
// vada = 40 g (the "180 rupees" a price); 2 bananas = 2 × 126 g, "a handful of kishmish" = 1 oz = 28 g
// of FNDDS 62125100 raisins (the handful convention of peanuts and roasted gram) and 1 glass electral =
// 262 g of FNDDS 95330100 (fTwentyFourOrs; the "14 oz" are the gloves' weight).
// legume: pasi paruppu payasam (green gram) oru katori = 150 g of INDB ASC291 moong dal kheer
// (fTwentyEightMoongKheer); whole black gram by the stated 50 gram dry = SR26 16083 raw mungo beans
// (fTwentyEightRawUrad) and 2 phulka = 80 g; boot er dal (Bangladeshi split bengal gram dal) ek bati =
// 150 g of INDB OSR142 (channaDal) and 200 gram bhaat by the stated weight = FNDDS 56205008; tuvar (red
// gram) ni dal dhokli 1 bowl = 250 g of INDB OSR145 (dalDhokli, its bowl convention); the khichdi made
// with 40 gram green gram dal and 40 gram rice weighed dry = 40 g of SR26 16080 raw mung beans
// (fTwentySevenRawMoong, for split moong dal) + 40 g of SR26 20044 raw rice (fTwentyRawRice) + 1 tsp
// ghee (5 g), one item; green gram halwa (moong dal halwa) by the stated 100 gram = INDB ASC299
// (fSixMoongDalHalwa).
// drinkname: lauki juice 1 glass = 250 g of SR26 11218 raw calabash (fTwentyEightLaukiJuice; the
// blended gourd, not a lauki sabzi); lemongrass tea 2 cups = 2 × 125 g of FNDDS 92306000 herbal tea
// (fTwentyThreeHerbalTea, its Indian tea cup), no sugar; pudina chaas 1 glass = 250 g of FNDDS
// 11115100 buttermilk (its mint not counted); nimbu soda meetha 1 glass = 250 g of INDB ASC008
// lemonade (nimbuPani); peach iced tea 1 glass = 262 g of FNDDS 92308000 (fTwentyEightIcedTea).
// size: a quarter of a 450 g roast paan (Sri Lankan loaf) = 112.5 g of FNDDS 51101000 white bread,
// labelled roastPaan, and a bowl of parippu = 250 g of FNDDS 41311030 (meals.ts "1 bowl dal"); 2 Munch
// of the stated 10 g = 20 g of FNDDS 91705030 Kit Kat (fFourKitKat, a chocolate-coated wafer), labelled
// munch; a McD medium chocolate shake = FNDDS 11542100 1 medium (526 g; fTwentyEightChocoShake); a
// whey sachet by the stated 30 g = FNDDS 95230000 (its "24 g protein" is its protein, not its weight);
// a 1.25 L Pepsi shared by 5 = 1250 ml / 29.57 ml per fl oz × 31 g = 1310.5 g / 5 = 262.1 g of FNDDS
// 92410310 (colaSmall); 2 Yakult of the stated 65 ml = 2 × 67 g of FNDDS 11436000
// (fTwentyEightYogurtDrink).
// cooked: gajar methi beside 2 roti = a katori of INDB ASC174 (fTwentyEightGajarMethi, 120 g), not raw
// carrots, and 2 roti = 80 g; matar wadiyan beside 2 roti = a katori of INDB ASC194 pea vadi curry
// (fTwentyEightPeaVadi, 150 g), not the dry wadiyan, and 2 roti = 80 g; a chicken thigh by the stated
// 200 g raw weight = SR26 05096 raw thigh meat (fTwentyEightRawThigh) and 150 g cooked basmati = FNDDS
// 56205008; dalia by the stated 50 g dry weight = SR26 20012 dry bulgur (fTwentyEightBulgur), its
// vegetables and water not counted; patta gobhi beside 3 phulke = a katori of INDB ASC173 cabbage and
// peas (fEightCabbagePeas, the band gobhi proxy, 120 g) and 3 phulke = 120 g.
// numberword: anchu (5) chapathi = 200 g and oru (1) katori kadala curry = 150 g of INDB ASC161 black
// channa curry (blackChanaCurry); saha (6, Marathi, not the Sinhala "and") chapati = 240 g and don (2)
// vati varan = 2 × 150 g of FNDDS 41311030 dal (varan as dal, meals-generalise.ts); be (2, Gujarati)
// vaati khichdi = 2 × 150 g of FNDDS 41311040 (a vaati = a katori, 150 g) and ek (1) vaati kadhi = 150
// g of the kadhi key; panj (5) phulke = 200 g and do (2) katori rajmah = 2 × 150 g of FNDDS 41106010
// (rajma); tin (3) te ruti = 120 g and dui (2) bati alur torkari = 2 × 120 g of FNDDS 71103030 potato
// made with oil (alooSabzi).
// plain: chicken sekuwa by the stated 150 g = FNDDS 24123301 grilled chicken breast (grilledChicken;
// sekuwa is a grilled skewer) and ek plate veg chowmein = 299.6 g of INDB ASC134; polao at a wedding =
// a plate (300 g) of INDB ASC114 plain pulao (fTwentySevenGheeRice, a pulao fried in fat with whole
// spices) and murgir roast = a katori (150 g) of INDB BFP222 chicken korma (chickenKorma; a rich
// Bangladeshi wedding roast); aloo methi unquantified = a katori of INDB ASC175 (120 g) and 3 roti =
// 120 g; a chicken burrito = FNDDS 58100255 1 medium (277 g; fTwentyEightBurrito) and a black coffee =
// 240 g of FNDDS 92101000; matar pulao 1 plate = 300 g of FNDDS 58160000 (vegBiryani, the veg pulao
// key) and a katori of dahi = 150 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH28_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'aloo keema roti - aik pyali aloo keema aur teen roti, abbottabad camp ka khana',
    'pakistani combo',
    'alooKeema=keemaMatar roti:3',
  ],
  [
    'ruti dim bhuna - 3 ta ruti ar 2 ta dim bhuna, mess e rater khabar',
    'bangladeshi combo',
    'rutiRoti=roti:3 dimBhuna=egg:2+chickenCurry@100',
  ],
  [
    'hoppers n seeni sambol - 4 plain hoppers with 2 tbsp seeni sambol, hotel bfast in nuwara eliya',
    'srilankan combo',
    'hoppers=dosa@200 seeniSambol=fTwentyEightOnionChutney:2',
  ],
  [
    'dhido ra masu - ek dallo kodo ko dhido ra ek katori khasi ko masu, ilam ma',
    'nepali combo',
    'dhido=fTwentyTwoRagiMudde masu=beefCurry',
  ],
  [
    'steak n eggs - a 200 g sirloin n 3 fried eggs, county digs in taunton before the 4-day game',
    'western combo',
    'fTwentyEightSteak@200 friedEgg:3',
  ],
  [
    'kuttu chilla dahi - 2 kuttu ke chille aur ek katori dahi, navratri ka vrat',
    'north combo',
    'fTwentyEightBuckwheatPancake:2 curd',
  ],
  // headers naming the meal, then its breakdown
  [
    'Eid ka nashta (namaz 7:30 pe, phir 3 gharon ka chakkar): 1 pyali sheer khurma, 2 shami kabab aur 1 cup doodh patti',
    'pakistani header',
    'sheerKhurma=vermicelliKheer shamiKabab=fThreeChapliKabab@130 doodhPatti=milk@150+sugar:2',
  ],
  [
    'jamai shashthi r lunch (3 te obdi nets): bhaat, muger dal, chingri malaikari ar ekta mishti doi',
    'east header',
    'rice:2 fTwentyFiveMoongDal chingriMalaikari=prawnCurry mishtiDoi=curd@100+sugar:3',
  ],
  [
    'ratri bhojanam (practice ayyaka 9:15 ki): 2 jonna rottelu, pappu, bendakaya fry',
    'south header',
    'jonnaRoti=roti@110 pappu=dal bendakayaFry=bhindiFry',
  ],
  [
    'meal 3 (after pull day, top set 4 x 6 @ 70 kg): 150 g chicken breast, 200 g cooked jasmine rice, 100 g green beans',
    'gym header',
    'chickenBreast@150 rice@200 fTwentyEightGreenBeans@100',
  ],
  [
    'walima dawat (raat 10:30, 400 mehmaan lol): 1 plate mutton biryani, raita aur ek pyali ande ka halwa',
    'hyderabadi header',
    'muttonBiryani raita=curd@100 fTwentyEightEggHalwa',
  ],
  [
    'tea at the club (28 overs in the field, 2/47): 3 fish cutlets n a plain tea',
    'srilankan header',
    'fishCutlet=fTwentyEightFishCake:3 plainTea=tea@200+sugar:2',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand with its generic food
  [
    'green smoothie - a handful of spinach, 1 banana, 1 tbsp peanut butter n 250 ml almond milk, pre swim',
    'gym addon',
    'smoothie=fTwentyEightRawSpinach+banana+peanutButter+almondMilk',
  ],
  [
    'sandwich made with 2 brown bread slices n a bhurji of 80 g paneer, packed for the bus',
    'west addon',
    'sandwich=brownBread:2+paneer@80+oil@7.2',
  ],
  [
    'subah 2 parathe, kal ki bachi hui dal aate mein goondh ke banaye, saath mein chai',
    'north addon',
    `dalParatha:2 ${CHAI}`,
  ],
  ['godhuma rava upma (made with broken wheat, carrot n beans), 1 plate', 'south addon', 'upma@200'],
  ['lunch: 1 katori dal, 1 katori chawal aur 2 Lijjat papad bhune hue', 'west addon', 'dal rice papad:2'],
  [
    'Nutella toast - 2 brown bread slices n 1 tbsp Nutella, guilty pleasure after the 10k',
    'western addon',
    'toast=brownBread:2+fTwentyEightHazelnutSpread',
  ],
  // an ingredient, garnish or fat that is not a full extra serving
  ['aik pyali chanay, upar desi ghee ka tarka, 2 roti ke saath', 'pakistani garnish', 'chole ghee roti:2'],
  [
    'greek yogurt cup with a few walnuts n a drizzle of honey, post swim',
    'gym garnish',
    'greekYogurt walnuts@10 honey',
  ],
  ['bhutta with butter brushed on n nimbu-namak, juhu beach after the run', 'west garnish', 'fSixteenBhutta butter'],
  [
    '2 ta ruti, upore ektu ghee makhano, ar ek bati shobji',
    'bangladeshi garnish',
    'rutiRoti=roti:2 ghee shobji=vegCurry',
  ],
  ['bisi bele bath 1 plate, boondi on top, office canteen', 'south garnish', 'bisi=khichdi@250 boondi=sev'],
  // food amid training, match or travel talk
  [
    'nets mein 140 balls khele, 3 baar edge laga 🙄 coach ne 2 ghante aur roka. raat ko aik plate chicken pulao',
    'pakistani talk',
    'fTwentyTwoChickenPulao',
  ],
  [
    'tempo 12 km @ 4:35/km, HR avg 168, 2 x 6 km w 90 sec float. after: 1 plate poha n a cup of chai',
    'gym talk',
    `poha ${CHAI}`,
  ],
  [
    'kochi derby, 1-1, played all 90 + 6 added time, 2 yellow cards in the 2nd half 😤 at 11 pm 2 porotta n egg roast (2 mutta)',
    'kerala talk',
    'porotta=paratha:2 eggRoast=egg:2+chickenCurry@100',
  ],
  [
    'BLR → DEL, flight delayed 3 hrs, gate 42, seat 14C 😩 2 idli n a vada at the airport for 180 rupees lol',
    'travel talk',
    'idli:2 vada',
  ],
  [
    'sparring 6 rounds x 3 min, 1 min rest, 14 oz gloves. then 2 bananas, a handful of kishmish n 1 glass electral',
    'gym talk',
    'banana:2 raisins@28 fTwentyFourOrs',
  ],
  // legume words next to the unit gram
  ['pasi paruppu payasam (green gram) oru katori, kovil la kuduthanga', 'south legume', 'fTwentyEightMoongKheer'],
  [
    'whole black gram 50 gram dry, pressure cooked into dal, with 2 phulka',
    'gym legume',
    'fTwentyEightRawUrad@50 roti:2',
  ],
  ['boot er dal (bengal gram) ek bati ar 200 gram bhaat, hostel e dupure', 'bangladeshi legume', 'channaDal rice@200'],
  ['tuvar (red gram) ni dal dhokli 1 bowl, ravivar nu jaman', 'gujarati legume', 'dalDhokli'],
  [
    'khichdi made with 40 gram green gram dal n 40 gram rice (dry wt) + 1 tsp ghee',
    'gym legume',
    'khichdi=fTwentySevenRawMoong@40+fTwentyRawRice@40+ghee',
  ],
  ['green gram halwa (moong dal halwa) 100 gram at my cousin ki sangeet', 'north legume', 'fSixMoongDalHalwa@100'],
  // drinks named after their main ingredient
  ['lauki juice 1 glass, khali pet, 6 baje', 'north drinkname', 'fTwentyEightLaukiJuice'],
  [
    'lemongrass tea 2 cups, no sugar, ooty camp is freezing',
    'south drinkname',
    'lemongrassTea=fTwentyThreeHerbalTea:2',
  ],
  ['pudina chaas 1 glass with lunch, rajkot ni garmi', 'gujarati drinkname', 'buttermilk'],
  ['nimbu soda meetha wala, 1 glass, stadium ke bahar', 'north drinkname', 'nimbuPani'],
  ['peach iced tea 1 glass at the cafe after the hitting session', 'western drinkname', 'fTwentyEightIcedTea'],
  // stated sizes, pack weights and shares
  [
    'quarter of a roast paan (the 450 g loaf) n a bowl of parippu, boarding house dinner',
    'srilankan size',
    'roastPaan=bread@112.5 dal@250',
  ],
  ['Munch 2 (the 10 g ones) from the tuck shop', 'north size', 'munch=fFourKitKat@20'],
  ['mcd medium chocolate shake after the match, cheat meal', 'western size', 'fTwentyEightChocoShake@526'],
  ['whey sachet 30 g (24 g protein) in water, no scoop at the hotel', 'gym size', 'whey@30'],
  ['1.25 L Pepsi, 5 of us shared it after winning the final', 'north size', 'colaSmall@262.1'],
  ['Yakult 2 bottles (65 ml each) with bfast', 'western size', 'fTwentyEightYogurtDrink:2'],
  // raw vs cooked from context
  ['gajar methi aur 2 roti, mummy ka tiffin', 'north cooked', 'fTwentyEightGajarMethi roti:2'],
  ['matar wadiyan te 2 roti, ghar da khana', 'punjabi cooked', 'wadiyan=fTwentyEightPeaVadi roti:2'],
  [
    'chicken thigh 200 g raw wt, air fried, with 150 g cooked basmati',
    'gym cooked',
    'fTwentyEightRawThigh@200 rice@150',
  ],
  ['dalia 50 g dry wt, cooked namkeen with veggies, post gym', 'gym cooked', 'fTwentyEightBulgur@50'],
  ['patta gobhi aur 3 phulke, hostel dinner', 'north cooked', 'fEightCabbagePeas roti:3'],
  // counts in Malayalam, Marathi, Gujarati, Punjabi and Bengali number words
  ['anchu chapathi, oru katori kadala curry, hostel mess', 'kerala numberword', 'roti:5 blackChanaCurry'],
  ['saha chapati ani don vati varan, ghari jevan', 'west numberword', 'roti:6 varanDal=dal:2'],
  ['be vaati khichdi ane ek vaati kadhi, raat nu vaalu', 'gujarati numberword', 'khichdi@300 kadhi'],
  ['panj phulke te do katori rajmah, hostel di mess', 'punjabi numberword', 'roti:5 rajma:2'],
  ['tin te ruti ar dui bati alur torkari, dupur e', 'east numberword', 'rutiRoti=roti:3 alurTorkari=alooSabzi:2'],
  // plain everyday logs
  ['chicken sekuwa 150 g ra ek plate veg chowmein, dharan ma', 'nepali plain', 'sekuwa=grilledChicken@150 vegChowmein'],
  ['polao ar murgir roast, biye barite', 'bangladeshi plain', 'polao=fTwentySevenGheeRice roast=chickenKorma'],
  ['aloo methi n 3 roti', 'north plain', 'alooMethi roti:3'],
  [
    'chicken burrito from the food truck n a black coffee, melbourne',
    'western plain',
    'fTwentyEightBurrito blackCoffee',
  ],
  ['matar pulao n a katori dahi', 'north plain', 'vegBiryani curd'],
];
