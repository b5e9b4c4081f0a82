// Rice dishes, biryanis, khichdi and pongal. Rice absorbs water: 100 g raw rice gives about
// 275 g plain boiled rice (130 kcal/100 g, cf. USDA SR26 20045 cooked white rice 130 kcal).
// Serving = 1 cup of cooked rice (161 g, units table); one-dish meals of rice with dal or curry
// (rajma chawal, khichdi) a plate of 300 g (PLATE_COMBO in common.ts).
import type { DishDef, Region } from '../defs';
import { DRY_MASALA, GINGER_GARLIC, I, CUP_RICE, KATORI_CURD, PLATE_COMBO, PORRIDGE_DENSITY, SOUTH_TADKA, dish, mix, onionTomato, salt } from './common';

const GARAM = { [I.clove]: 0.5, [I.cardamom]: 1, [I.pepper]: 1 };

const rice = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[], basis?: string): DishDef =>
  dish(id, name, region, 'rice', 'rice', CUP_RICE, ingredients, { cookedG }, { names, ...(basis ? { basis } : {}) });

const plated = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[], basis: string): DishDef =>
  dish(id, name, region, 'rice', 'rice', PLATE_COMBO, ingredients, { cookedG }, { names, basis });

/** Rice with dal, curry or curd as one dish: served by the plate (PLATE_COMBO). */
const combo = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[], porridge = false): DishDef =>
  dish(id, name, region, 'rice', 'rice', PLATE_COMBO, ingredients, { cookedG }, { names, ...(porridge ? { densityGPerMl: PORRIDGE_DENSITY } : {}) });

// Biryani: par-boiled rice layered with a cooked meat masala. Batch: 300 g rice, 500 g
// curry-cut meat as bought, of which ~25 % is bone (SR26 05075 chicken leg, meat and skin: 27 %
// refuse, bone; SR26 17035 lamb shoulder: 21 %), so the recipe lists the 375 g eaten. Cooked weight:
// rice 300 → 825 g, meat loses ~25 % water, fried onions ~60 %: ~1,400 g.
// A biryani is a meal in one dish, ordered and served by the plate (PLATE_COMBO, 300 g).
const biryani = (id: string, name: string, region: Region, main: Record<string, number>, extra: Record<string, number>, cookedG: number, names: string[]): DishDef =>
  plated(id, name, region, mix({ [I.rice]: 300, [I.curd]: 100, [I.ghee]: 30, [I.oil]: 30, [I.onion]: 200, [I.mint]: 10, [I.coriander]: 10 }, main, extra, GINGER_GARLIC, DRY_MASALA, GARAM, salt(12)), cookedG, names,
    'standard home recipe: 300 g basmati rice, 500 g curry-cut meat (375 g edible) or equivalent, fried onions, curd, ghee; served by the plate');

const BIRYANI_PROTEINS: Array<[string, string, Record<string, number>, string[]]> = [
  ['chicken', 'Chicken', { [I.chicken]: 375 }, ['chicken biryani', 'chicken biriyani', 'murgh biryani', 'chicken biryani rice', 'biryani', 'biriyani', 'briyani', 'chicken dum biryani']],
  ['mutton', 'Mutton', { [I.mutton]: 375 }, ['mutton biryani', 'mutton biriyani', 'gosht biryani', 'lamb biryani', 'goat biryani']],
  ['egg', 'Egg', { [I.boiledEgg]: 300 }, ['egg biryani', 'anda biryani', 'egg biriyani', 'muttai biryani']],
  ['veg', 'Vegetable', { [I.potato]: 120, [I.carrot]: 100, [I.beans]: 80, [I.peas]: 80, [I.cauliflower]: 100 }, ['veg biryani', 'vegetable biryani', 'veg biriyani', 'subz biryani']],
  ['paneer', 'Paneer', { [I.paneer]: 300 }, ['paneer biryani', 'panner biryani']],
  ['prawn', 'Prawn', { [I.prawn]: 400 }, ['prawn biryani', 'shrimp biryani', 'jhinga biryani', 'eral biryani']],
  ['fish', 'Fish', { [I.surmai]: 450 }, ['fish biryani', 'meen biryani', 'machli biryani']],
  ['soya', 'Soya chunk', { 'soya-chunks': 100, [I.water]: 250 }, ['soya biryani', 'soya chunks biryani', 'meal maker biryani']],
];

export const RICE: DishDef[] = [
  rice('plain-rice', 'Plain rice (boiled)', 'pan-indian', { [I.rice]: 100 }, 275,
    ['rice', 'plain rice', 'chawal', 'boiled rice', 'steamed rice', 'white rice', 'cooked rice', 'bhaat', 'bhat', 'sadam', 'annam', 'choru', 'anna', 'chaval', 'plain chawal', 'basmati rice'],
    'USDA convention: 1 part raw rice absorbs water to ~2.75 parts cooked'),
  rice('brown-rice-home', 'Brown rice (boiled)', 'pan-indian', { [I.brownRice]: 100 }, 260, ['brown rice boiled', 'brown chawal'], 'raw brown rice absorbs water to ~2.6 parts cooked'),
  rice('parboiled-rice', 'Parboiled rice (boiled)', 'south-indian', { [I.parboiledRice]: 100 }, 280, ['parboiled rice', 'boiled rice south', 'ukda chawal', 'matta rice', 'kerala rice', 'red rice', 'ponni rice', 'sela rice'], 'parboiled rice absorbs water to ~2.8 parts cooked'),
  rice('jeera-rice', 'Jeera rice', 'north-indian', mix({ [I.rice]: 200, [I.ghee]: 20, [I.cumin]: 5 }, salt(4)), 560, ['jeera rice', 'zeera rice', 'cumin rice', 'jira rice']),
  rice('ghee-rice', 'Ghee rice', 'south-indian', mix({ [I.rice]: 200, [I.ghee]: 40, [I.cashew]: 15, [I.raisin]: 10, [I.onion]: 40 }, GARAM, salt(4)), 580, ['ghee rice', 'neychoru', 'nei choru', 'ghee bhaat']),
  rice('veg-pulao', 'Vegetable pulao', 'north-indian', mix({ [I.rice]: 200, [I.oil]: 15, [I.ghee]: 10, [I.carrot]: 60, [I.beans]: 50, [I.peas]: 60, [I.onion]: 50 }, GARAM, salt(6)), 700, ['veg pulao', 'vegetable pulao', 'pulao', 'pulav', 'pilaf', 'veg pulav', 'tahari', 'tehri']),
  rice('matar-pulao', 'Matar pulao', 'north-indian', mix({ [I.rice]: 200, [I.ghee]: 20, [I.peas]: 120, [I.cumin]: 3 }, GARAM, salt(5)), 650, ['matar pulao', 'peas pulao', 'mutter pulao', 'green peas pulao']),
  rice('kashmiri-pulao', 'Kashmiri pulao', 'north-indian', mix({ [I.rice]: 200, [I.ghee]: 25, [I.milk]: 100, [I.sugar]: 10, [I.cashew]: 20, [I.almond]: 15, [I.raisin]: 20, 'E053': 50 }, GARAM, salt(4)), 700, ['kashmiri pulao', 'kashmiri pulav', 'dry fruit pulao']),
  plated('chicken-pulao', 'Chicken pulao (yakhni pulao)', 'pakistani', mix({ [I.rice]: 300, [I.chicken]: 375, [I.oil]: 40, [I.onion]: 150, [I.curd]: 60 }, GINGER_GARLIC, GARAM, salt(10)), 1240, ['chicken pulao', 'yakhni pulao', 'chicken yakhni pulao', 'murgh pulao', 'morog polao'], 'standard home recipe: 300 g rice, 500 g curry-cut meat (375 g edible) cooked in its stock; a meal in one dish, served by the plate'),
  plated('mutton-pulao', 'Mutton pulao', 'pakistani', mix({ [I.rice]: 300, [I.mutton]: 375, [I.oil]: 40, [I.onion]: 150, [I.curd]: 60 }, GINGER_GARLIC, GARAM, salt(10)), 1240, ['mutton pulao', 'yakhni pulao mutton', 'gosht pulao', 'kabuli pulao'], 'standard home recipe: 300 g rice, 500 g curry-cut meat (375 g edible) cooked in its stock; a meal in one dish, served by the plate'),
  ...BIRYANI_PROTEINS.map(([slug, label, main, names]) =>
    biryani(`${slug}-biryani`, `${label} biryani`, 'pan-indian', main, {}, slug === 'chicken' || slug === 'mutton' ? 1400 : 1450, names)),
  biryani('hyderabadi-chicken-biryani', 'Hyderabadi chicken dum biryani', 'south-indian', { [I.chicken]: 375 }, { [I.lemon]: 15, [I.ghee]: 20 }, 1400, ['hyderabadi biryani', 'hyderabadi chicken biryani', 'hyderabadi dum biryani', 'kacchi biryani hyderabadi']),
  biryani('hyderabadi-mutton-biryani', 'Hyderabadi mutton (kacchi) biryani', 'south-indian', { [I.mutton]: 375 }, { [I.lemon]: 15, [I.ghee]: 20 }, 1400, ['hyderabadi mutton biryani', 'kacchi gosht biryani', 'kacchi biryani']),
  biryani('lucknowi-biryani', 'Lucknowi (Awadhi) biryani', 'north-indian', { [I.mutton]: 375 }, { [I.milk]: 50, [I.cream]: 20 }, 1400, ['lucknowi biryani', 'awadhi biryani', 'lucknow biryani']),
  biryani('kolkata-biryani', 'Kolkata biryani (with potato and egg)', 'east-indian', { [I.mutton]: 350, [I.potato]: 250, [I.boiledEgg]: 100 }, { [I.sugar]: 5 }, 1550, ['kolkata biryani', 'calcutta biryani', 'kolkata mutton biryani', 'aloo biryani kolkata']),
  biryani('malabar-biryani', 'Malabar (Thalassery) chicken biryani', 'south-indian', { [I.chicken]: 375 }, { [I.cashew]: 20, [I.raisin]: 20, [I.tomato]: 60 }, 1400, ['malabar biryani', 'thalassery biryani', 'kerala biryani', 'kozhikode biryani']),
  biryani('ambur-biryani', 'Ambur / Dindigul biryani', 'south-indian', { [I.chicken]: 375, [I.chilli]: 4 }, { [I.tomato]: 80 }, 1400, ['ambur biryani', 'dindigul biryani', 'arcot biryani', 'seeraga samba biryani', 'chettinad biryani']),
  biryani('sindhi-biryani', 'Sindhi biryani', 'pakistani', { [I.chicken]: 375, [I.potato]: 150, [I.tomato]: 150, [I.greenChilli]: 10 }, { [I.oil]: 20 }, 1550, ['sindhi biryani', 'karachi biryani', 'student biryani', 'bombay biryani']),
  biryani('bangladeshi-kacchi', 'Kacchi biryani (Dhaka)', 'bangladeshi', { [I.mutton]: 375, [I.potato]: 200 }, { [I.ghee]: 30 }, 1500, ['dhaka kacchi', 'kacchi biriyani', 'bangladeshi biryani', 'tehari beef', 'dhakai biryani']),
  combo('khichdi', 'Moong dal khichdi', 'pan-indian', mix({ [I.rice]: 100, [I.moong]: 60, [I.ghee]: 10, [I.turmeric]: 1, [I.cumin]: 2 }, salt(5)), 650, ['khichdi', 'khichri', 'kichdi', 'moong dal khichdi', 'dal khichdi', 'khichadi', 'kitchari', 'khichuri'], true),
  combo('masala-khichdi', 'Masala vegetable khichdi', 'west-indian', mix({ [I.rice]: 100, [I.toor]: 60, [I.oil]: 15, [I.ghee]: 5, [I.potato]: 60, [I.peas]: 40, [I.onion]: 40, [I.tomato]: 40 }, DRY_MASALA, salt(6)), 750, ['masala khichdi', 'vegetable khichdi', 'veg khichdi', 'bhuna khichuri'], true),
  combo('bisi-bele-bath', 'Bisi bele bath', 'south-indian', mix({ [I.rice]: 100, [I.toor]: 60, [I.tamarind]: 10, [I.ghee]: 20, [I.carrot]: 50, [I.beans]: 40, [I.peas]: 30, [I.dryCoconut]: 10, [I.cashew]: 8 }, DRY_MASALA, SOUTH_TADKA, salt(6)), 850, ['bisi bele bath', 'bisibelebath', 'bisi bele bhath', 'sambar rice', 'sambar sadam'], true),
  combo('ven-pongal', 'Ven pongal', 'south-indian', mix({ [I.rice]: 100, [I.moong]: 40, [I.ghee]: 20, [I.pepper]: 2, [I.cumin]: 2, [I.cashew]: 8, [I.ginger]: 3, [I.curryLeaves]: 1 }, salt(4)), 520, ['pongal', 'ven pongal', 'khara pongal', 'ghee pongal', 'pongali'], true),
  rice('lemon-rice', 'Lemon rice', 'south-indian', mix({ [I.rice]: 100, [I.lemon]: 20, [I.oil]: 12, [I.peanut]: 12, [I.chanaDal]: 5, [I.turmeric]: 1 }, SOUTH_TADKA, salt(4)), 300, ['lemon rice', 'chitranna', 'elumichai sadam', 'nimmakaya pulihora', 'lime rice']),
  rice('tamarind-rice', 'Tamarind rice (puliyodarai)', 'south-indian', mix({ [I.rice]: 100, [I.tamarind]: 20, [I.sesameOil]: 15, [I.peanut]: 12, [I.jaggery]: 5, [I.chanaDal]: 5 }, SOUTH_TADKA, salt(4)), 310, ['tamarind rice', 'puliyodarai', 'puliyogare', 'pulihora', 'puli sadam', 'imli rice']),
  rice('curd-rice', 'Curd rice', 'south-indian', mix({ [I.rice]: 100, [I.curd]: 200, [I.milk]: 50, [I.oil]: 5, [I.ginger]: 3, [I.greenChilli]: 3 }, SOUTH_TADKA, salt(4)), 560, ['curd rice', 'thayir sadam', 'dahi chawal', 'daddojanam', 'mosaranna', 'thayir saadam', 'yogurt rice']),
  rice('coconut-rice', 'Coconut rice', 'south-indian', mix({ [I.rice]: 100, [I.coconut]: 60, [I.coconutOil]: 10, [I.cashew]: 8 }, SOUTH_TADKA, salt(4)), 340, ['coconut rice', 'thengai sadam', 'kobbari annam', 'kayi anna']),
  rice('tomato-rice', 'Tomato rice', 'south-indian', mix({ [I.rice]: 100, [I.tomato]: 120, [I.onion]: 40, [I.oil]: 15 }, GINGER_GARLIC, DRY_MASALA, SOUTH_TADKA, salt(4)), 400, ['tomato rice', 'thakkali sadam', 'tomato bath', 'tamatar chawal', 'tomato pulao']),
  rice('vangi-bath', 'Vangi bath (brinjal rice)', 'south-indian', mix({ [I.rice]: 100, [I.brinjal]: 120, [I.oil]: 15, [I.tamarind]: 6, [I.dryCoconut]: 8, [I.peanut]: 8 }, DRY_MASALA, SOUTH_TADKA, salt(4)), 390, ['vangi bath', 'vangi bhath', 'brinjal rice', 'masale bhat', 'masala bhaat']),
  rice('veg-fried-rice', 'Veg fried rice (Indo-Chinese)', 'pan-indian', mix({ [I.rice]: 100, [I.oil]: 15, [I.cabbage]: 40, [I.carrot]: 30, [I.capsicum]: 25, [I.beans]: 25, 'D058': 10, [I.soySauce]: 8, [I.garlic]: 4 }, salt(3)), 380, ['veg fried rice', 'fried rice', 'vegetable fried rice', 'chinese fried rice', 'schezwan fried rice']),
  rice('egg-fried-rice', 'Egg fried rice', 'pan-indian', mix({ [I.rice]: 100, [I.egg]: 100, [I.oil]: 15, [I.cabbage]: 30, [I.carrot]: 30, 'D058': 10, [I.soySauce]: 8, [I.garlic]: 4 }, salt(3)), 420, ['egg fried rice', 'anda fried rice']),
  rice('chicken-fried-rice', 'Chicken fried rice', 'pan-indian', mix({ [I.rice]: 100, [I.chickenBreast]: 120, [I.egg]: 50, [I.oil]: 15, [I.cabbage]: 30, [I.carrot]: 30, 'D058': 10, [I.soySauce]: 10, [I.garlic]: 4 }, salt(3)), 470, ['chicken fried rice', 'chicken schezwan fried rice']),
  combo('rajma-chawal', 'Rajma chawal', 'north-indian', mix({ [I.rice]: 100, [I.rajma]: 60, [I.water]: 150, [I.oil]: 12 }, onionTomato(40, 40), DRY_MASALA, salt(5)), 560, ['rajma chawal', 'rajma rice', 'razma chawal']),
  combo('dal-chawal', 'Dal chawal', 'north-indian', mix({ [I.rice]: 100, [I.toor]: 50, [I.water]: 220, [I.ghee]: 8 }, JEERA(), salt(5)), 560, ['dal chawal', 'dal rice', 'daal chawal', 'dal bhat', 'dal bhaat', 'varan bhaat', 'paruppu sadam']),
  combo('chole-chawal', 'Chole chawal', 'north-indian', mix({ [I.rice]: 100, [I.kabuliChana]: 60, [I.water]: 150, [I.oil]: 12 }, onionTomato(40, 40), DRY_MASALA, salt(5)), 560, ['chole chawal', 'chole rice', 'chana chawal']),
  combo('kadhi-chawal', 'Kadhi chawal', 'north-indian', mix({ [I.rice]: 100, [I.curd]: 150, [I.besan]: 25, [I.water]: 200, [I.oil]: 15 }, salt(5)), 600, ['kadhi chawal', 'kadhi rice', 'kadhi bhaat']),
  rice('sabudana-khichdi', 'Sabudana khichdi', 'west-indian', mix({ [I.sago]: 150, [I.peanut]: 40, [I.potato]: 80, [I.ghee]: 20, [I.greenChilli]: 4, [I.cumin]: 2, [I.lemon]: 5, [I.water]: 80 }, salt(4)), 380, ['sabudana khichdi', 'sago khichdi', 'sabudana khichadi', 'javvarisi upma']),
  combo('panta-bhat', 'Panta bhat (fermented rice)', 'bangladeshi', mix({ [I.rice]: 100, [I.water]: 200, [I.onion]: 20, [I.greenChilli]: 3 }, salt(2)), 520, ['panta bhat', 'pakhala', 'pazhaya soru', 'poita bhat', 'fermented rice']),
  rice('kiribath', 'Kiribath (Sri Lankan milk rice)', 'sri-lankan', mix({ [I.rice]: 200, [I.coconutMilk]: 250, [I.water]: 300 }, salt(3)), 700, ['kiribath', 'milk rice', 'kiri bath']),
  rice('lamprais', 'Lamprais (Sri Lankan)', 'sri-lankan', mix({ [I.rice]: 150, [I.ghee]: 25, [I.chicken]: 150, [I.boiledEgg]: 50, [I.brinjal]: 80, [I.oil]: 25, [I.coconutMilk]: 60 }, DRY_MASALA, salt(6)), 750, ['lamprais', 'lumprice']),
  rice('yellow-rice', 'Kaha bath (Sri Lankan yellow rice)', 'sri-lankan', mix({ [I.rice]: 200, [I.ghee]: 20, [I.coconutMilk]: 100, [I.turmeric]: 2, [I.onion]: 30 }, GARAM, salt(4)), 600, ['kaha bath', 'yellow rice', 'turmeric rice']),
  dish('dahi-chawal-plain', 'Rice with curd (dahi bhaat)', 'pan-indian', 'rice', 'rice', CUP_RICE, mix({ [I.rice]: 100, [I.curd]: 150 }, salt(2)), { cookedG: 425 }, { names: ['dahi bhaat', 'dahi rice', 'rice and curd'] }),
  dish('jeera-rice-plate', 'Rice with ghee (ghee bhaat)', 'pan-indian', 'rice', 'rice', KATORI_CURD, { [I.rice]: 100, [I.ghee]: 10 }, { cookedG: 285 }, { names: ['rice with ghee', 'ghee chawal', 'ghee bhat'] }),
];

function JEERA(): Record<string, number> {
  return { [I.cumin]: 2, [I.hing]: 0.2, [I.turmeric]: 1 };
}
