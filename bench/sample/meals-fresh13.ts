// Benchmark meals written on 2026-11-25 blind, as the thirteenth blind set after meals-fresh.ts to
// meals-fresh11.ts (a twelfth set was written in parallel and not read), written without running
// the engine: each sentence is one log message of an athlete, typed as athletes type a food log
// (lowercase, typos, abbreviations such as n, w/, pcs, gm, Hinglish and regional words, headers,
// training, match and travel talk) without reading the engine's code or knowledge, and each
// reference was chosen from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes,
// SR26 rows, their portions or a stated convention) before the engine was run on them. None is
// taken from meals.ts, meals-structural.ts, meals-generalise.ts or meals-fresh.ts to
// meals-fresh11.ts.
// Focus: regional home meals from Kashmir to Kerala and Gujarat to Assam (haakh, rogan josh, gatte,
// dal pakwan, bagara khana, Chettinad saapadu, khichuri labra, Odia bara ghuguni, Assamese maas
// bhaja, dondakaya, iskus), Pakistan, Bangladesh, Sri Lanka and Nepal; street food and snacks
// (samosa chaat, gol gappay, bun kabab, bombay sandwich, momos, kachori, jalebi, bara ghuguni);
// sweets and festival food (gulab jamun, zarda, sheer khurma at Eid, khichuri labra as pujor bhog,
// sandesh after Bijoya, pootharekulu, guggillu prasadam, gram flour ladoo at Diwali, iftar haleem);
// hostel mess and dhaba meals; portions said the way people say them (ek plate, do katori, aadha
// katori, aadha glass, mutthi bhar, 2 chamoch, ek chammach, paav kilo, bati, tukda).
// Mix, by the structural classes of the issue this benchmark measures (60, 6 each): combinations
// named with their own parts (gatte chawal, rogan josh bata, bagara khana dalcha, khichuri labra,
// samosa chaat, dal pakwan; combo), headers naming the meal and then its breakdown ("mess dinner:",
// "sunday saapadu -", "nashta -", "eid lunch:", "lunch at amma's -", "iftar -"; header), a sandwich
// with its fillings, "X made with Y", a shake of listed parts, a brand with its generic food and an
// ingredient or garnish as a modifier (bombay sandwich, bun kabab, sattu shake, wai wai with an egg
// cracked in, dal tadka with makhan on top, momos with mayo; addon), the food amid training, match
// or travel talk ("3 ghante", "40 km", "16 ghanta late", "9 overs, 2/34", "4x8 @ 90kg", "12 km" are
// not amounts; talk), legume words next to the unit gram (horse, bengal, roasted, red and black
// gram and gram flour; three with a stated weight, three without; legume), drinks named after their
// main ingredient (noon chai, guava juice, akher rosh, kagati pani, kokum sharbat, anar ka juice;
// drinkname), stated sizes (a 135g family pack shared by 3, paav kilo shared by 2, a 1 kg tin the
// athlete ate 4 from, a 600 ml bottle, 6 inch rotis, a 1 kg biryani box shared by 4; size), the
// cooked state from context (haakh, dondakaya, sheem, gajar matar, toriyan, iskus beside rice or
// roti; cooked), counts in number words (Malayalam randu and oru, Bengali charte, Gujarati be and
// ek, Telugu rendu, Sinhala dahayak, English "half a dozen"; numberword) and plain everyday logs
// (plain), across north, south, east and west India, Pakistan, Bangladesh, Sri Lanka, Nepal, travel
// and the gym. New reference foods (fThirteen): FNDDS 53420410 sopaipilla with syrup (proxy for
// gulab jamun, 40 g a piece with its syrup), FNDDS 72107227 collards cooked with oil (haakh, a
// katori 120 g), SR26 16056 dry chickpeas (proxy for roasted gram, a handful = 28 g), INDB OSR015
// putharekulu (53.5 g a roll) and INDB ASC125 sweet rice (zarda, a katori = 100 g).
// Conventions and proxies used here, each for the meal that names it:
// combo: gatte chawal = a katori of INDB BFP187 gatte curry (fFourGatte) + the stated 2 katori rice
// (100 g a katori, FNDDS 56205008); rogan josh = INDB ASC227 a katori and bata (Kashmiri rice) =
// rice; bagara rice (Hyderabadi spiced rice) as INDB BFP134 jeera pulao (jeeraRice, 100 g a katori)
// and dalcha as a katori of FNDDS 41311030 lentil curry (dal); a "bati" = 1 katori, so 2 bati
// khichuri = 300 g of khichdi (meals-fresh5.ts) and labra (Bengali mixed vegetable) = a bati of veg
// curry (120 g); samosa chaat = the 2 samosay stated (FNDDS 58124500, 100 g each) + an unquantified
// chanay = 1 katori of chole (FNDDS 41302010) + dahi in a chaat = 50 g and imli chutney = 1 tbsp
// (FNDDS 63409020, 16 g), the chaat parts of the chana chaat in meals-fresh5.ts; a pakwan (Sindhi
// fried crisp flatbread) as FNDDS 51300180 puri (36 g) and chana dal = INDB OSR142 (channaDal), a
// katori.
// header: roti 40 g, rajma a katori (FNDDS 41106010) and aadha katori jeera rice = 50 g of INDB
// BFP134; gulab jamun = fThirteenGulabJamun, 40 g; sadam = rice, chicken chettinad = a katori of
// chicken curry (meals.ts), unquantified rasam = a katori of INDB BFP176 and an appalam = FNDDS
// 41311000 papad (9 g); khasta kachori = FNDDS 58124500 proxy at 100 g each (fSevenKachori,
// meals-fresh7.ts), unquantified aloo ki sabzi = 1 katori of FNDDS 71103030 (120 g) and jalebi by
// its stated weight (FNDDS 55801000 proxy); mutton biryani 1 plate = FNDDS 27213010, 300 g, raita =
// 100 g curd (meals.ts) and sheer khurma as INDB ASC285 vermicelli kheer, a katori (150 g); red
// rice counted as brown rice (matta rice, meals-fresh4.ts), 2 cups = 316 g (FNDDS 56205008: 1 cup =
// 158 g), parippu = a katori of dal, gotu kola mallung as FNDDS 72125217 cooked spinach
// (meals-fresh6.ts) and a piece of fried fish = one fried fish steak (fishFry, 67 g,
// meals-fresh4.ts); haleem 1 bati = 150 g of FNDDS 27116100 beef curry (as nehari 1 bati in
// meals-fresh5.ts), beguni = FNDDS 75412010 fried eggplant, 40 g a slice (meals-fresh7.ts), khejur
// = dates, 8 g each.
// addon: a bombay sandwich = 3 slices of white bread (FNDDS 51101000, 28 g) + boiled aloo as a
// sandwich filling of 60 g potato (meals-fresh2.ts) + 2 tomato slices (20 g each) + 1 cheese slice
// (21 g) + green chutney in a sandwich = 1 tbsp (INDB BFP444, 18.9 g, meals-fresh10.ts); dal tadka
// unquantified = 1 katori of dal, "ek chammach makhan" = 1 tsp butter (meals-fresh11.ts) and
// tandoori roti = rotiLarge (52 g, meals-fresh4.ts); momos = FNDDS 58112510 medium dumpling (37 g)
// and "2 chamoch" of mayo = 2 tsp, a tsp being a third of the FNDDS 83107000 tbsp (13.8 g), so 9.2
// g; a bun kabab = 1 bun (FNDDS 51150000 medium roll, 43 g, pav) + 1 shami kabab as FNDDS 21500310
// beef patty at its small patty of 65 g (the chapli proxy of meals-fresh3.ts) + anda fry = 1 egg
// fried with oil (FNDDS 31105030, 55 g) + hari chutney = 1 tbsp (INDB BFP444); a sattu shake of 30
// g sattu (SR26 16157 besan, the chickpeaFlour proxy) + 1 glass of milk (258 g) + 1 banana (126 g)
// + 1 tsp gur (jaggery, 4.6 g); a Wai Wai packet by its stated 75 g as dry instant noodles (SR26
// 06583, the maggi key) and an egg cracked into noodles = 1 boiled egg (meals-fresh10.ts).
// talk: aloo parathe = INDB ASC098 (93.4 g each) and "ek katori dahi" = 150 g curd; masala dose =
// masala dosa (200 g) and a filter kaapi = 100 g milk + 50 g brewed tea for the decoction + 1 tsp
// sugar (meals.ts filter coffee); Odia bara = medu vada (40 g) and an unquantified ghuguni = a
// katori of FNDDS 41303010 dried-pea curry (meals-fresh4.ts); "daal chawal" named without amounts =
// 1 katori dal + 1.5 katori rice (meals.ts "daal chawal") and ek kela = a banana (126 g); paneer
// tikka 6 pcs = 150 g paneer + 2 tsp oil (meals.ts) and pudina chutney with it = 2 tbsp of INDB
// BFP444 (meals-structural.ts mint chutney); chicken chowmein 1 plate = INDB ASC135 (344.3 g) and a
// cup of chiya = 62 g milk + 60 g tea + 1 tsp sugar (meals.ts chai).
// legume: gahat (horse gram) dal = INDB OSR143 by its stated weight and "ghee ka tadka" = 1 tsp
// ghee; senagala guggillu (tempered boiled chickpeas, the Telugu sundal) as FNDDS 41302010
// chickpeas with fat added (sundal, meals-structural.ts) by its stated weight; mutthi bhar roasted
// gram = 28 g of fThirteenRoastedGram and "gud ka ek tukda" = 10 g of jaggery (a piece of jaggery,
// meals-fresh5.ts); gram flour ladoo = INDB ASC343 besan ladoo (35.3 g each); red gram (arhar) dal
// = FNDDS 41311030 lentil curry by its stated weight and roti 40 g; maas ko dal (whole black gram,
// Nepali) = INDB ASC159 whole urad (kalo dal, meals-fresh6.ts), a katori, with bhat = 2 katori
// rice.
// drinkname: noon chai (Kashmiri salt tea) = a chai without sugar, 62 g milk + 60 g tea a cup, the
// salt not counted, so 2 cups = 124 g milk + 120 g tea; guava juice = FNDDS 64203020 guava nectar,
// a 250 ml glass = 262 g; akher rosh = FNDDS 92612010 sugar cane beverage, a glass = 262 g; kagati
// pani (Nepali lemon water, with sugar) = INDB ASC008 lemonade, a glass = 250 g (nimbuPani); kokum
// sharbat as INDB OSR008 nannari sharbat (fSixNannari, a sugar-syrup sharbat; INDB has no kokum), a
// glass = 250 g; anar ka juice = FNDDS 64126000 pomegranate juice, a glass = 262 g.
// size: Balaji wafers as FNDDS 71200100 potato chips, a 135 g pack shared equally by 3 = 45 g each;
// paav kilo = 250 g (meals-fresh4.ts), jalebi shared by 2 = 125 g each; the 1 kg tin is not an
// amount: 4 rosogolla = 4 × 60 g of INDB BFP392 with its syrup (meals-fresh7.ts); Frooti as FNDDS
// 64204010 mango nectar, 600 ml = 20.29 fl oz × 31 g = 628.9 g; a 6 inch roti = FNDDS 51300175
// small roti (6") = 27 g (rotiSmall) and unquantified dal = 1 katori; a 1 kg box of (chicken)
// student biryani shared equally by 4 = 250 g each of chickenBiryani.
// cooked: haakh beside batte (rice) = haakh cooked in oil (fThirteenHaakh), a katori, with rice
// unquantified = 2 katori (meals-fresh2.ts); dondakaya (ivy gourd), gajar matar, toriyan (ridge
// gourd) and iskus (chayote) beside rice or roti = a katori of veg curry (FNDDS 75440600, as lauki,
// tinda and turai in meals-structural.ts and meals-generalise.ts), pappu = a katori of dal and
// annam = 2 katori rice; sheem (flat beans) = INDB BFP272 beans sabzi (beansSabzi), a katori, and
// bhaat = 2 katori rice; chapati and roti 40 g.
// numberword: pazham pori = FNDDS 53415200 banana fritter, 70 g each (meals-fresh7.ts) and oru
// chaya = one chai (62 g milk + 60 g tea + 1 tsp sugar); sandesh as INDB OSR022 chhena poda (a
// sweet of chhena and sugar; no sandesh row), 30 g a piece, about a kaju katli (INDB ASC339 28.7
// g), so charte (4) = 120 g; "be tukda handvo" = 2 pieces of INDB OSR146 (1/8 of the cake, 87.1 g,
// meals-fresh7.ts) and a cup of chaa = one chai; rendu pootharekulu = 2 rolls of INDB OSR015 (53.5
// g); indi appa (string hoppers) dahayak (10) = 10 × 40 g of FNDDS 56117090 rice noodles
// (riceNoodles, meals.ts) and an unquantified pol sambola = 2 tbsp of grated coconut, the 10 g
// garnish of SR26 12104 (meals-fresh3.ts), its chilli and onion not counted; half a dozen gol
// gappay = the pani puri of meals-fresh7.ts, 6 pcs = 30 g of FNDDS 51300180 puri + 60 g of FNDDS
// 41303010 dried-pea curry for the filling + 120 g of INDB BFP024 jal jeera for the pani.
// plain: poha 1 plate = 180 g (reference-foods.ts poha) and aadha glass doodh = half of a 258 g
// glass of toned milk = 129 g (meals.ts); gulab jamun 40 g each and a katori of zarda = 100 g of
// INDB ASC125 sweet rice; ruti = roti, sobji = a bati (katori) of veg curry and a cup of cha = one
// chai; paan (Sinhala for bread) = white bread slices (FNDDS 51101000, 28 g) and parippu = a katori
// of dal; Assamese bhaat 2 bati = 2 katori rice, dal 1 bati = 1 katori and "1 tukura maas bhaja" =
// one fried fish steak (fishFry, 67 g); semiya upma 1 plate = INDB BFP040, 170 g (vermicelliUpma)
// and a banana 126 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH13_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  [
    'gatte chawal - 1 katori gatte ki sabzi aur do katori chawal, jodhpur wali bua ke ghar',
    'west combo',
    'fFourGatte rice:2',
  ],
  ['roganjosh bata - 1 katori rogan josh n 2 katori bata, srinagar trip', 'north combo', 'roganJosh bata=rice:2'],
  ['bagara khana dalcha - 2 katori bagara rice n 1 katori dalcha', 'south combo', 'bagara=jeeraRice:2 dalcha=dal'],
  ['khichuri labra - 2 bati khichuri ar 1 bati labra, pujor bhog', 'east combo', 'khichdi@300 labra=vegCurry'],
  [
    'samosa chaat aik plate - 2 samosay, chanay, dahi aur imli ki chutney',
    'pakistani combo',
    'samosa:2 chanay=chole curd@50 imli=sweetChutney',
  ],
  ['dal pakwan - 3 pakwan n 1 katori chana dal, sindhi nashta', 'west combo', 'pakwan=puri:3 channaDal'],
  // headers naming the meal, then its breakdown
  [
    'mess dinner: 4 roti, 1 katori rajma, aadha katori jeera rice n 1 gulab jamun',
    'north header',
    'roti:4 rajma jeeraRice@50 fThirteenGulabJamun',
  ],
  [
    'sunday saapadu - sadam 2 katori, chicken chettinad 1 katori, rasam n 1 appalam',
    'south header',
    'sadam=rice:2 chettinad=chickenCurry rasam papad',
  ],
  [
    'nashta - 2 khasta kachori, aloo ki sabzi n 100 gm jalebi',
    'north header',
    'fSevenKachori:2 alooSabzi fSevenJalebi@100',
  ],
  [
    'eid lunch: mutton biryani 1 plate, raita aur sheer khurma ek katori',
    'pakistani header',
    'muttonBiryani raita=curd@100 sheerKhurma=vermicelliKheer',
  ],
  [
    "lunch at amma's - 2 cups red rice, parippu, gotu kola mallung n 1 piece fried fish",
    'srilankan header',
    'redRice=brownRice@316 dal mallung=spinachCooked fishFry',
  ],
  [
    'iftar - 1 bati haleem, 2 ta beguni ar 3 ta khejur',
    'bangladeshi header',
    'haleem=beefCurry beguni=fSevenBegunBhaja:2 khejur=dates:3',
  ],
  // a sandwich with its fillings, a shake of listed parts, a brand and its generic food, an ingredient or garnish as a modifier
  [
    'bombay sandwich - 3 bread slice, boiled aloo, 2 tomato slice, 1 cheese slice n green chutney',
    'west addon',
    'sandwich=bread:3+alooSabzi@60+tomato:2+cheeseSlice+greenChutney',
  ],
  [
    'dhabe wali dal tadka, upar se ek chammach makhan, saath mein 2 tandoori roti',
    'north addon',
    'dal butter rotiLarge:2',
  ],
  ['salt lake er stall theke 8 ta chicken momo, 2 chamoch mayo diye', 'east addon', 'momo:8 mayonnaise@9.2'],
  [
    'bun kabab - 1 bun, 1 shami kabab, anda fry n hari chutney, burns road wala',
    'pakistani addon',
    'bunKabab=pav+fThreeChapliKabab@65+friedEgg+greenChutney',
  ],
  [
    'sattu shake - 30g sattu, 1 glass doodh, 1 kela n 1 tsp gur blended',
    'east addon',
    'shake=chickpeaFlour@30+milk+banana+jaggery',
  ],
  ['wai wai 75g packet with an egg cracked in, hostel room dinner', 'nepali addon', 'wai=maggi@75 egg'],
  // food amid training, match or travel talk
  [
    '3 ghante batting practice ke baad dhabe pe ruke, 2 aloo parathe aur ek katori dahi',
    'north talk',
    'alooParatha:2 curd',
  ],
  [
    'cycled 40 km to nandi hills n back, then 2 masala dose n a filter kaapi at the darshini',
    'south talk',
    'masalaDosa:2 kaapi=milk@100+tea@50+sugar',
  ],
  [
    'train 16 ghanta late, cuttack station re 3 ta bara n ghuguni khaili',
    'east talk',
    'bara=vada:3 ghuguni=fFourSplitPeas',
  ],
  ['bowled 9 overs, 2/34, lunch break mein daal chawal aur ek kela', 'west talk', 'dal rice:1.5 banana'],
  ['squats 4x8 @ 90kg then 6 pcs paner tikka w/ pudina chutney', 'gym talk', 'tikka=paneer@150+oil:2 greenChutney:2'],
  [
    'pokhara ma 12 km trail run sakiyo, ani ek plate chiken chowmein ra ek cup chiya',
    'nepali talk',
    'chickenChowmein chiya=milk@62+tea+sugar',
  ],
  // legume words next to the unit gram
  ['gahat (horse gram) ki dal 200 gram, ghee ka tadka, dehradun hostel', 'north legume', 'gahat=kulthiDal@200 ghee'],
  ['senagala guggillu (bengal gram) 100 gram, vinayaka chavithi prasadam', 'south legume', 'guggillu=chole@100'],
  ['mutthi bhar roasted gram aur gud ka ek tukda, bus mein', 'travel legume', 'fThirteenRoastedGram gud=jaggery@10'],
  ['gram flour ladoo 2, diwali pe mummy ne banaye', 'west legume', 'besanLadoo:2'],
  ['red gram (arhar) dal 150 gram + 2 roti, cutting diet', 'gym legume', 'arhar=dal@150 roti:2'],
  ['maas ko dal (black gram) ek katori ra bhat', 'nepali legume', 'maas=fSixWholeUrad rice:2'],
  // drinks named after their main ingredient
  ['noon chai 2 cup, srinagar ki thand mein', 'north drinkname', 'noonChai=milk@124+tea@120'],
  ['guava juice 1 glass from the juice shop near chepauk', 'south drinkname', 'fFiveGuavaNectar'],
  ['akher rosh ek glass, dupurer rode', 'bangladeshi drinkname', 'akherRosh=sugarcaneJuice'],
  ['kagati pani 1 glass, chini haleko', 'nepali drinkname', 'kagatiPani=nimbuPani'],
  ['kokum sharbat 1 glass, ratnagiri chi garmi', 'west drinkname', 'kokum=fSixNannari'],
  ['anar ka juice aik glass, liberty wale', 'pakistani drinkname', 'pomegranateJuice'],
  // stated sizes
  ['balaji wafers nu 135g family pack, 3 jan vachche', 'west size', 'wafers=potatoChips@45'],
  ['paav kilo jalebi 2 logon mein, sunday ki subah', 'north size', 'fSevenJalebi@125'],
  ['haldiram er 1 kg rosogollar tin theke 4 te khelam', 'east size', 'fSevenRasgulla:4'],
  ['frooti 600 ml bottle on the team bus', 'travel size', 'mangoDrink@628.9'],
  ['mess ki roti chhoti hai, 6 inch wali 5 roti aur dal li', 'north size', 'rotiSmall:5 dal'],
  ['student biryani ka 1 kg dabba 4 doston mein', 'pakistani size', 'chickenBiryani@250'],
  // cooked state from context
  ['haakh te batte, ghar ka khana', 'north cooked', 'fThirteenHaakh batte=rice:2'],
  ['dondakaya, pappu, annam - hostel mess lunch', 'south cooked', 'dondakaya=vegCurry pappu=dal annam=rice:2'],
  ['sheem ar bhaat, raate', 'bangladeshi cooked', 'sheem=beansSabzi rice:2'],
  ['gajar matar aur 3 roti, sardiyon wala khana', 'north cooked', 'gajarMatar=vegCurry roti:3'],
  ['toriyan aur 2 chapatiyan', 'pakistani cooked', 'toriyan=vegCurry roti:2'],
  ['iskus ra 3 roti, beluka', 'nepali cooked', 'iskus=vegCurry roti:3'],
  // counts in Malayalam, Bengali, Gujarati, Telugu, Sinhala and English number words
  ['randu pazham pori, oru chaya - thattukada evening', 'south numberword', `fSevenPazhamPori:2 ${CHAI}`],
  ['charte sandesh, bijoya r por', 'east numberword', 'sandesh=fThreeChhenaPoda@120'],
  ['be tukda handvo ane ek cup chaa', 'west numberword', 'fSevenHandvo:2 chaa=milk@62+tea+sugar'],
  ['rendu pootharekulu after dinner', 'south numberword', 'fThirteenPutharekulu:2'],
  ['indi appa dahayak saha pol sambola', 'srilankan numberword', 'indiAppa=riceNoodles:10 polSambola=fThreeCoconut'],
  [
    'half a dozen gol gappay, anarkali mein',
    'pakistani numberword',
    'golGappay=puri@30+fFourSplitPeas@60+jaljeera@120',
  ],
  // plain everyday logs
  ['ek plate poha, aadha glass doodh', 'west plain', 'poha milk@129'],
  ['shaadi mein 2 gulab jamun aur ek katori zarda', 'north plain', 'fThirteenGulabJamun:2 zarda=fThirteenSweetRice'],
  ['2 ta ruti, 1 bati sobji ar 1 cup cha', 'bangladeshi plain', 'ruti=roti:2 sobji=vegCurry cha=milk@62+tea+sugar'],
  ['paan 4 slice n parippu 1 katori', 'srilankan plain', 'paan=bread:4 dal'],
  ['bhaat 2 bati, dal 1 bati aru 1 tukura maas bhaja', 'east plain', 'rice:2 dal maasBhaja=fishFry'],
  ['semiya upma 1 plate n 1 banana', 'south plain', 'vermicelliUpma banana'],
];
