// Benchmark meals written on 2026-11-26 blind, as the twenty-third blind set after meals-fresh.ts to
// meals-fresh22.ts, written without running the engine: each sentence is one log message of the kind
// an outside evaluator of an Indian athletes' meal parser would write as a final balanced held-out
// set to check the parser's claims, as if typed by many different athletes (terse, chatty, with
// training, match and travel talk, with typos and abbreviations such as n, w/, w, b4, pcs, gm, wt,
// lol, mcd; Hinglish and romanised Tamil, Telugu, Malayalam, Bengali, Odia, Marathi, Urdu; some
// with exact grams), without reading the engine's code or knowledge, and each reference was chosen
// from cited rows (reference-foods.ts: FNDDS food codes, INDB recipe codes, SR26 rows, their
// portions or a stated convention) before the engine was run on them. None is taken from meals.ts,
// meals-structural.ts, meals-generalise.ts or meals-fresh.ts to meals-fresh22.ts.
// Mix (60): half everyday pan-Indian food (30), a quarter gym or western food with Indian food (15:
// salmon, basa, whey, oats, egg whites, sprouts, brown rice, fries and coke, a Subway sub, a
// protein cookie, weighed lentils, chicken breast) and a quarter regional dishes (15: a Kerala puttu
// pazham pappadam and sambharam, a Karachi qeema naan and a Lahori anda paratha breakfast, a Bengali
// jolkhabar and chhanar dalna, Kashmiri kahwa and nadur yakhni, Indori poha, Tamil ven pongal and a
// Madurai parotta stall, Odia kolatha dali, Andhra beerakaya kura, a Hyderabadi kacchi biryani, a
// Marathi kobichi bhaji), over eleven classes of about 6 each: combinations named with their own
// parts (6: kadhi chawal, sambar vada, egg curry rice, salmon sweet potato, puttu pazham pappadam,
// qeema naan; combo); headers naming the meal and then its breakdown (5: "school tiffin (11:15
// break):", "sehri at 4:20 -", "recovery meal (after 2 x 90 min sessions):", "jolkhabar, robibar
// sokal 9 tay:", "office lunch 1:30 pm →", whose times and session counts are no amounts; header);
// "X made with Y", a smoothie of listed parts, a sandwich with its fillings and a brand with its
// generic food (6: kheer made with chawal, doodh and gur, an oats-milk-banana smoothie, a veg
// sandwich with cheese, Maggi noodles, Saffola masala oats, kahwa made with badam and kesar;
// addon); an ingredient, garnish or fat that is not a full extra serving (6: semiya upma with
// cashews, tea with buffalo milk, curd rice with pomegranate, Indori poha with sev, a chicken salad
// with a drizzle of olive oil, ven pongal with nei and munthiri; garnish); food amid training, match
// or travel talk whose ordinary words and numbers are no food ("a duck", "a traffic jam", "2 hrs",
// "QP 1342", "6:05 am", "4:30", "10 x 400m @ 85 sec", "2 min", "pudhu cherry" (the new ball), "14
// overs", "3/38", "47 off 38", "2 catches", "butter fingers", "6 wkts"; talk); legume words next
// to the unit gram (6: split black gram, bengal gram, green gram twice, red gram and horse gram,
// three with a stated weight in "gram" or "gm" and three without; legume); drinks named after their
// main ingredient (5: kinnow juice, tulsi adrak tea, carrot juice, a whey shake, Kerala sambharam;
// drinkname); stated sizes and pack weights (6: half of a 90 g Kurkure pack, medium fries and a
// large coke, a 30 cm sub, a protein cookie whose "12 g protein" is its protein, small rotis and a
// 250 ml katori, half a kilo of biryani shared by 2; size); raw vs cooked from context (5: tinda
// beside roti, moong beside phulka, "kachori sabzi 2 pcs", masoor weighed dry, beerakaya beside
// annam; cooked); counts in number words (5: Tamil moonu and oru, Telugu nalugu and oka, Bengali
// tinte and ek, Marathi don and ek, Urdu do and aik; numberword); and plain everyday logs of 2-3
// foods (5; plain).
// Two new reference foods: fTwentyThreeHerbalTea (FNDDS 92306000 tea, hot, herbal, a 125 ml Indian
// tea cup) and fTwentyThreeRawLentils (SR26 16069 lentils, raw, for whole masoor weighed dry, 1 cup
// = 192 g); every other item is an existing key of reference-foods.ts. (INDB BFP240 egg curry and
// INDB OSR105 rice puttu, whose "puttu" serving is 420 g, were looked at and not used: the meals.ts
// egg curry and the meals-fresh19.ts puttu conventions were kept.)
// Conventions and proxies used here, each for the meal that names it:
// combo: kadhi 1 katori = 150 g of the kadhi key (FNDDS 41311030 lentil curry, the meals.ts kadhi
// proxy) and "ek plate chawal" = 200 g of FNDDS 56205008 rice (the rice of meals-fresh17.ts "1
// plate rajma chawal"); 2 vada = 2 × 40 g (FNDDS 58175000, vada) and a katori of sambar = 150 g of
// FNDDS 41311020; egg curry with 2 eggs = 2 × 50 g of FNDDS 31103010 boiled egg + 100 g of FNDDS
// 27146150 curry gravy (meals.ts "egg curry and rice") and 2 katori rice = 200 g; salmon by the
// stated 150 g = FNDDS 26137120 (fTwelveSalmon) and a medium sweet potato = 150 g of FNDDS 73402010;
// 1 puttu = 60 g of SR26 20061 rice flour + 20 g of SR26 12108 dried coconut, one item (the
// meals-fresh19.ts puttu), 1 pazham = a banana (FNDDS 63107010, 126 g) and 2 pappadam = 2 × 9 g of
// FNDDS 41311000 papad; qeema aik pyali = a katori (150 g) of FNDDS 27116100 beef curry (the
// reference-foods keema proxy; meals.ts keema pav) and 2 naan = 2 × 90 g (FNDDS 51108100).
// header: 3 idlis = 120 g, sambar unquantified = a katori (150 g) and coconut chutney unquantified
// beside idli = 2 tbsp (2 × 25.3 g of INDB ASC386; the 2-tbsp convention of meals-fresh15.ts); 2
// paratha = 2 × 70 g (FNDDS 51300185), 1 katori dahi = 150 g (FNDDS 11411100) and 3 khajur = 3 × 8 g
// (FNDDS 62110100), the paani not counted; grilled basa by the stated 200 g = FNDDS 26107120
// (fNineteenBasa), 1 cup brown rice = 158 g of FNDDS 56205018 (meals.ts) and 1 cup broccoli = 155 g
// of FNDDS 72201211; 4 luchi = 4 × 36 g of FNDDS 51300180 puri (meals.ts luchi), cholar dal
// unquantified = a katori of INDB OSR142 split bengal gram dal (channaDal, 150 g) and 2 rosogolla =
// 2 × 60 g of INDB BFP392 with its syrup (fSevenRasgulla); 2 roti = 80 g (FNDDS 51300175), aloo
// gobhi 1 katori = 120 g of INDB ASC171 (fSixAlooGobi), dal 1 katori = 150 g of FNDDS 41311030 and 1
// glass chaas = 250 g of FNDDS 11115100.
// addon: kheer made with chawal, doodh and gur 1 katori = 165 g of FNDDS 13210450 firni (rice
// pudding; meals-fresh2.ts chawal ki kheer), its rice, milk and jaggery no extra items; the smoothie
// = 40 g of SR26 20038 rolled oats (fSevenOats) + 300 ml milk = 309 g of FNDDS 11112110
// (meals-fresh21.ts) + a banana (126 g) + 1 tsp honey (7 g), one item; the veg sandwich = 2 slices
// of FNDDS 51101000 white bread (2 × 28 g) + kheera = 30 g of cucumber + tamatar = 2 tomato slices
// (2 × 20 g) + 1 cheese slice (21 g of FNDDS 14410110), one item, as meals-fresh.ts "veg sandwich:
// ... cucumber and tomato"; Maggi 2 packet = 2 × 70 g dry of SR26 06583 (maggi); Saffola masala
// oats by the stated 40 g pouch = 40 g of SR26 20038 rolled oats weighed dry (fSevenOats; its
// tastemaker and water not counted) and 2 boiled egg whites = 2 × 33 g of FNDDS 31108110; kahwa made
// with badam and kesar 2 cups = 2 × 256.7 g of INDB BFP007 (fSixKahwa, whose recipe has its
// almonds), its badam and kesar no extra items.
// garnish: semiya upma one plate = 170 g of INDB BFP040 (vermicelliUpma) and its cashews = 10 g
// (meals-fresh.ts "a few cashews"), the curry leaves not counted; buffalo milk tea 1 cup = meals.ts
// CHAI with its milk as SR26 01108 buffalo milk (62 g milk + 60 g tea + 1 tsp sugar) and 1 aloo
// paratha = 93.4 g of INDB ASC098; curd rice 1 plate = 216.2 g of INDB ASC126 and "some pomegranate
// seeds" = 22 g of FNDDS 63145010 (meals-generalise.ts curd rice with pomegranate); Indori poha 1
// plate = 180 g (reference-foods poha) and its sev = 10 g of INDB OSR147 (the sev garnish
// convention), the jeeravan spice not counted; grilled chicken by the stated 150 g = FNDDS 24123301,
// lettuce with cherry tomatoes = a side salad (FNDDS 75143000, 94 g) and "a drizzle" of olive oil =
// 1 tsp (4.5 g of FNDDS 82101000; meals-fresh5.ts "a drizzle of oil = 1 tsp"); ven pongal 1 plate =
// 250 g of FNDDS 41311040 (meals.ts "pongal 1 plate"), nei (ghee) on top unquantified = 1 tsp (5 g;
// meals-fresh18.ts "a spoon of ghee") and munthiri (cashews) = 10 g.
// talk: 3 roti = 120 g and palak paneer unquantified = a katori of FNDDS 72125310 (150 g); 2 aloo
// parathe = 2 × 93.4 g of INDB ASC098 and a katori of dahi = 150 g; 1 scoop whey = 30 g (FNDDS
// 95230000), 300 ml milk = 309 g and 2 bananas = 2 × 126 g; 3 chapathi = 120 g and 1 katori veg
// kurma = 120 g of FNDDS 75440600 vegetable curry (vegCurry, as meals-fresh11.ts chapati kurma); a
// plate of chicken biryani = 300 g (reference-foods chickenBiryani) and 2 gulab jamun = 2 × 40 g
// (fThirteenGulabJamun).
// legume: dhuli urad (split black gram) dal 1 katori = 150 g of INDB ASC152 washed urad dal
// (uradDal) and jeera rice 1 katori = 100 g of INDB BFP134; bengal gram dal by the stated 150 gram =
// INDB OSR142 (channaDal) and 1 katori rice = 100 g; green gram (sabut moong) curry 1 katori = 150 g
// of INDB BFP178 (wholeMoong) and 1 katori rice = 100 g; steamed green gram sprouts by the stated
// 120 gm = SR26 11044 mung bean sprouts, boiled (fSixSproutsBoiled) and 2 egg whites = 2 × 33 g of
// FNDDS 31108110 ("the 7 am session" no amount); red gram dal by the stated 200 gram = FNDDS
// 41311030 (dal, as meals-fresh20.ts tuvar dal) and brown rice by the stated 150 gram = FNDDS
// 56205018; kolatha dali (Odia horse gram dal) ek bati = a katori (150 g) of INDB OSR143 horsegram
// dal (kulthiDal; a bati = a katori, meals-fresh11.ts) and bhata beside it = 2 katori (200 g).
// drinkname: kinnow juice x2 glasses = 2 × 262 g of FNDDS 61213220 tangerine juice
// (fTenKinnowJuice); tulsi adrak tea 1 cup = 125 g of FNDDS 92306000 herbal tea
// (fTwentyThreeHerbalTea) + 1 tsp honey (7 g), one item, as meals-fresh21.ts lemon tea; carrot juice
// 250 ml = 254 g of FNDDS 73105010 (carrotJuice: 1 fl oz = 30 g); the chocolate whey shake of 2
// scoops in water = 2 × 30 g of FNDDS 95230000 (its water not counted); sambharam (Kerala spiced
// buttermilk) 2 glass = 2 × 250 g of FNDDS 11115100 (buttermilk, as meals-fresh21.ts oru tumbler
// mor).
// size: half of a 90 g Kurkure pack = 45 g of SR26 19008 (kurkure); medium fries = FNDDS 71401030 1
// medium order (145 g) and a large coke = FNDDS 92410310 1 large drink (744 g); a 30 cm (12 inch)
// veggie sub = a footlong, 480 g of FNDDS 58127500 (fTwelveVeggieSub; 6" = 240 g; "day 2" no
// amount); a protein cookie with "12 g protein" = fEightProteinCookie, 45 g (its 12 g is its
// protein, not its weight) and a banana = 126 g; 2 small rotis = 2 × 27 g (FNDDS 51300175 small
// roti, rotiSmall) and a big katori of 250 ml of dal = 250 g of FNDDS 41311030 (a katori of 150 ml
// ≈ 150 g); half a kg of kacchi (mutton) biryani shared by 2 = 250 g of FNDDS 27213010 biryani with
// meat (muttonBiryani).
// cooked: tinda beside roti = a katori of FNDDS 75233027 squash cooked with oil (fNineteenTinda, 120
// g) and 2 roti = 80 g; moong beside phulka = a katori of cooked whole moong (INDB BFP178,
// wholeMoong, 150 g, as meals-fresh21.ts "moong aur chawal"), 2 phulka = 80 g and dahi unquantified
// = a katori (150 g); "kachori sabzi 2 pcs" = 2 kachori (2 × 100 g of FNDDS 58124500,
// fSevenKachori) + a katori of potato sabzi (alooSabzi, 120 g), as meals-fresh21.ts "4 pc puri
// bhaji"; masoor by the stated 60 g dry weight = SR26 16069 lentils, raw (fTwentyThreeRawLentils)
// and 1 cup cooked rice = 158 g of FNDDS 56205008; beerakaya (ridge gourd)
// kura beside annam = a katori of FNDDS 75220101 luffa, cooked (fTwentyTwoLuffa, 120 g), annam
// unquantified = 2 katori (200 g) and perugu (curd) in a South Indian meal = 100 g (meals.ts "meals:
// rice, sambar, rasam, poriyal, curd"; meals-fresh22.ts perugu).
// numberword: moonu (3) parotta = 3 × 70 g of FNDDS 51300185 paratha and oru (1) half boil = one
// egg of FNDDS 31103010 (50 g); nalugu (4) chapatilu = 160 g and oka (1) katori pappu = 150 g of
// dal; tinte (3) ruti = 120 g and ek (1) bati chhanar dalna (Bengali paneer curry) = a katori of
// INDB ASC191 pea paneer curry (fSixMatarPaneer, 150 g); don (2) poli = 2 chapati (80 g), ek (1)
// vati kobichi bhaji (Marathi cabbage sabzi) = a katori of INDB ASC173 cabbage and peas
// (fEightCabbagePeas, 120 g) and taak unquantified = a glass of buttermilk (250 g, meals-fresh10.ts
// taak); do (2) paratha = 2 × 70 g, aik (1) anda fry = one egg fried with oil (FNDDS 31105030, 55
// g) and aik (1) cup chai = CHAI.
// plain: rava dosa 2 = 2 × 73.4 g of INDB ASC147 (ravaDosa) and sambar 1 katori = 150 g; veg pulao
// 1 plate = 300 g of FNDDS 58160000 (vegBiryani) and kheere ka raita unquantified = a katori of INDB
// ASC273 (150 g); chicken breast by the stated 180 g = FNDDS 24122131, 2 roti = 80 g and cucumber
// unquantified = 100 g (meals.ts salad); 3 thepla = 3 × 36.4 g of INDB OSR104 and 1 glass chaas =
// 250 g of buttermilk; nadur yakhni (Kashmiri lotus stem in yogurt gravy) ek katori = 150 g of INDB
// ASC196 lotus stem curry (fNineteenLotusStem) and 2 katori batte (rice) = 200 g.
import type { SampleMeal } from './meals';

const CHAI = 'chai=milk@62+tea+sugar';

export const FRESH23_MEALS: SampleMeal[] = [
  // combinations named with their own parts
  ['kadhi chawal, mummy special - ek katori kadhi aur ek plate chawal', 'north combo', 'kadhi rice@200'],
  ['sambar vada - 2 vadas dunked in a katori of sambar, college canteen', 'south combo', 'vada:2 sambar'],
  [
    'egg curry rice: 2 eggs in curry n 2 katori rice, hostel mess',
    'north combo',
    'eggCurry=egg:2+chickenCurry@100 rice:2',
  ],
  [
    'salmon sweet potato (sunday meal prep) - 150 g salmon n 1 medium sweet potato',
    'gym combo',
    'fTwelveSalmon@150 sweetPotato',
  ],
  [
    'puttu pazham pappadam - 1 puttu, 1 pazham n 2 pappadam, amma undakkiyathu',
    'kerala combo',
    'puttu=fFourteenRiceFlour+fFourteenDryCoconut pazhamBanana=banana pappadam=papad:2',
  ],
  ['qeema naan, burns road - aik pyali qeema aur 2 naan', 'pakistani combo', 'qeema=beefCurry naan:2'],
  // headers naming the meal, then its breakdown
  ['school tiffin (11:15 break): 3 idlis, sambar n coconut chutney', 'south header', 'idli:3 sambar coconutChutney:2'],
  ['sehri at 4:20 - 2 paratha, 1 katori dahi, 3 khajur n paani', 'north header', 'paratha:2 curd dates:3'],
  [
    'recovery meal (after 2 x 90 min sessions): 200 g grilled basa, 1 cup brown rice, 1 cup steamed broccoli',
    'gym header',
    'fNineteenBasa@200 brownRice@158 broccoli',
  ],
  [
    'jolkhabar, robibar sokal 9 tay: 4 luchi, cholar dal ar 2 to rosogolla',
    'east header',
    'luchi=puri:4 channaDal fSevenRasgulla:2',
  ],
  [
    'office lunch 1:30 pm → 2 roti, aloo gobhi 1 katori, dal 1 katori n 1 glass chaas',
    'north header',
    'roti:2 fSixAlooGobi dal buttermilk',
  ],
  // "X made with Y", a smoothie of listed parts, a sandwich with its fillings, a brand with its generic food
  ['kheer made with chawal, doodh n gur - 1 katori, nani ke haath ki', 'north addon', 'kheer=firni'],
  [
    'smoothie: 40 g oats, 300 ml milk, 1 banana n 1 tsp honey - blended, pre nets',
    'gym addon',
    'smoothie=fSevenOats@40+milk@309+banana+honey',
  ],
  [
    'veg sandwich made with 2 bread, kheera, tamatar n 1 amul cheese slice',
    'west addon',
    'sandwich=bread:2+cucumber@30+tomato:2+cheeseSlice',
  ],
  ['Maggi masala noodles 2 packet, hostel mein raat ko', 'north addon', 'maggi:2'],
  [
    'Saffola masala oats 1 pouch (40 g) made in water + 2 boiled egg whites',
    'gym addon',
    'masalaOats=fSevenOats@40 fSevenEggWhite:2',
  ],
  ['kahwa made with badam n kesar, 2 cups, srinagar ki sardi mein', 'kashmiri addon', 'fSixKahwa:2'],
  // an ingredient, garnish or fat that is not a full extra serving
  ['semiya upma, one plate, garnished with cashews n curry leaves', 'south garnish', 'vermicelliUpma cashews@10'],
  [
    'buffalo milk tea 1 cup + 1 aloo paratha, gaon mein nashta',
    'north garnish',
    'buffaloMilkTea=buffaloMilk@62+tea+sugar alooParatha',
  ],
  ['curd rice 1 plate with some pomegranate seeds mixed in', 'south garnish', 'curdRice pomegranate@22'],
  ['indori poha 1 plate with sev n jeeravan, sarafa bazaar', 'central garnish', 'poha sev'],
  [
    'chicken salad bowl: 150 g grilled chicken on lettuce n cherry tomatoes, drizzle of olive oil',
    'gym garnish',
    'grilledChicken@150 fTwelveSideSalad oliveOil=oil',
  ],
  [
    'ven pongal 1 plate, mela nei n munthiri',
    'south garnish',
    'pongal=khichdi@250 neiGhee=ghee munthiriCashew=cashews@10',
  ],
  // food amid training, match or travel talk
  [
    'got out for a duck today :( then stuck in a traffic jam for 2 hrs. dinner - 3 roti n palak paneer',
    'north talk',
    'roti:3 palakPaneer',
  ],
  [
    'flight QP 1342 to guwahati at 6:05 am, ate 2 aloo parathe at home at 4:30 with a katori of dahi',
    'travel talk',
    'alooParatha:2 curd',
  ],
  [
    '10 x 400m @ 85 sec w/ 2 min rest. after: 1 scoop whey in 300 ml milk n 2 bananas',
    'gym talk',
    'whey milk@309 banana:2',
  ],
  [
    'innaiku pudhu cherry la 14 overs pottaen, 3/38. night saapadu 3 chapathi, 1 katori veg kurma',
    'south talk',
    'roti:3 kurmaVeg=vegCurry',
  ],
  [
    'scored 47 off 38 but dropped 2 catches, total butter fingers lol. won by 6 wkts, celebrated w 1 plate chicken biryani n 2 gulab jamun',
    'north talk',
    'chickenBiryani fThirteenGulabJamun:2',
  ],
  // legume words next to the unit gram
  [
    'dhuli urad ki dal (split black gram) with jeera rice, 1 katori each, sunday lunch',
    'north legume',
    'uradDal jeeraRice',
  ],
  ['bengal gram dal 150 gram n 1 katori rice, mess lunch', 'north legume', 'channaDal@150 rice'],
  ['green gram (sabut moong) curry 1 katori n 1 katori rice', 'north legume', 'wholeMoong rice'],
  [
    'steamed green gram sprouts 120 gm + 2 egg whites before the 7 am session',
    'gym legume',
    'fSixSproutsBoiled@120 fSevenEggWhite:2',
  ],
  ['red gram dal 200 gram + brown rice 150 gram after the evening session', 'gym legume', 'dal@200 brownRice@150'],
  [
    'kolatha dali (horse gram) ek bati n bhata, bhubaneswar hostel',
    'east legume',
    'kolathaDali=kulthiDal bhata=rice:2',
  ],
  // drinks named after their main ingredient
  ['fresh kinnow juice x2 glasses at the abohar stall', 'north drinkname', 'fTenKinnowJuice:2'],
  ['tulsi adrak tea 1 cup w 1 tsp honey, thand lag gayi', 'north drinkname', 'tulsiTea=fTwentyThreeHerbalTea+honey'],
  ['carrot juice 250 ml from the juice counter after nets', 'gym drinkname', 'carrotJuice'],
  ['chocolate whey shake (2 scoops in water) after legs', 'gym drinkname', 'whey:2'],
  [
    'sambharam 2 glass after the afternoon session, kochi heat is no joke',
    'kerala drinkname',
    'sambharamButtermilk=buttermilk:2',
  ],
  // stated sizes and pack weights
  ['Kurkure ka 90 g wala pack, aadha khaya, baaki roommate ne', 'north size', 'kurkure@45'],
  ['mcd run post training: medium fries n a large coke', 'western size', 'friesMedium colaLarge'],
  ['subway veggie sub, 30 cm, hotel room dinner after day 2', 'travel size', 'fTwelveVeggieSub@480'],
  [
    'pre-gym snack: 1 protein cookie (12 g protein as per wrapper) n 1 banana',
    'gym size',
    'fEightProteinCookie banana',
  ],
  ['2 small rotis n a big katori (250 ml) of dal', 'north size', 'rotiSmall:2 dal@250'],
  ['half kg kacchi biryani parcel from shah ghouse, split between 2 of us', 'hyderabadi size', 'muttonBiryani@250'],
  // raw vs cooked from context
  ['tinda aur 2 roti, office tiffin', 'north cooked', 'fNineteenTinda roti:2'],
  ['moong with 2 phulka n dahi, light dinner', 'north cooked', 'wholeMoong roti:2 curd'],
  ['kachori sabzi 2 pcs, station ke bahar', 'north cooked', 'fSevenKachori:2 sabziAloo=alooSabzi'],
  [
    'masoor 60 g (dry wt), pressure cooked, with 1 cup cooked rice - macros on point',
    'gym cooked',
    'fTwentyThreeRawLentils@60 rice@158',
  ],
  [
    'beerakaya kura, annam, perugu - intlo lunch',
    'south cooked',
    'fTwentyTwoLuffa annamRice=rice:2 peruguCurd=curd@100',
  ],
  // counts in Tamil, Telugu, Bengali, Marathi and Urdu number words
  [
    'moonu parotta, oru half boil - madurai night kadai',
    'south numberword',
    'parottaParatha=paratha:3 halfBoilEgg=egg',
  ],
  ['nalugu chapatilu, oka katori pappu', 'south numberword', 'roti:4 pappuDal=dal'],
  [
    'tinte ruti ar ek bati chhanar dalna, hostel e raate',
    'east numberword',
    'rutiRoti=roti:3 chhanarDalna=fSixMatarPaneer',
  ],
  [
    'don poli, ek vati kobichi bhaji ani taak, ghari jevan',
    'west numberword',
    'poliChapati=roti:2 kobiCabbage=fEightCabbagePeas taak=buttermilk',
  ],
  [
    'do paratha, aik anda fry aur aik cup chai - lahore',
    'pakistani numberword',
    `paratha:2 andaFriedEgg=friedEgg ${CHAI}`,
  ],
  // plain everyday logs of 2-3 foods
  ['rava dosa 2, sambar 1 katori, canteen', 'south plain', 'ravaDosa:2 sambar'],
  ['1 plate veg pulao n kheere ka raita', 'north plain', 'vegBiryani fSevenCucumberRaita'],
  ['chicken breast 180 g, 2 roti n cucumber', 'gym plain', 'chickenBreast@180 roti:2 cucumber'],
  ['3 thepla n 1 glass chaas, train mein', 'west plain', 'thepla:3 buttermilk'],
  ['nadur yakhni ek katori te 2 katori batte', 'kashmiri plain', 'fNineteenLotusStem batte=rice:2'],
];
