// Vegetable dishes: each vegetable × the ways it is really cooked (North Indian dry sabzi,
// South Indian coconut stir-fry, Bengali bhaja), plus named sabzis. Batch ≈ 500 g vegetable;
// cooked weight from ~20 % water loss; serving = 1 katori of dry sabzi (≈ 117 g).
import type { DishDef, Region } from '../defs';
import { DRY_MASALA, GINGER_GARLIC, I, KATORI_DRY, SOUTH_TADKA, dish, mix, onionTomato, salt } from './common';

interface Veg {
  slug: string;
  label: string;
  ingredients: Record<string, number>;
  north?: string[];
  south?: string[];
  bhaja?: string[];
  /** Names that mean the cooked sabzi even without the word "sabzi" ("mix veg" is never raw). */
  dishAlone?: string[];
}

const V = (code: string, g = 500) => ({ [code]: g });
const VEGS: Veg[] = [
  { slug: 'aloo', label: 'Aloo (potato)', ingredients: V(I.potato), north: ['aloo', 'alu', 'potato', 'batata', 'bateta'], south: ['potato fry', 'urulai kizhangu poriyal', 'aloo fry', 'potato poriyal', 'bangaladumpa vepudu'], bhaja: ['aloo bhaja', 'alu bhaja', 'potato bhaja'] },
  { slug: 'gobi', label: 'Gobi (cauliflower)', ingredients: V(I.cauliflower), north: ['gobi', 'gobhi', 'phool gobi', 'cauliflower'], south: ['cauliflower poriyal', 'gobi poriyal'] },
  { slug: 'cabbage', label: 'Cabbage', ingredients: V(I.cabbage), north: ['patta gobi', 'bandh gobi', 'cabbage', 'band gobhi'], south: ['cabbage poriyal', 'cabbage thoran', 'muttaikose poriyal', 'kosu palya', 'cabbage kura', 'cabbage upkari'] },
  { slug: 'bhindi', label: 'Bhindi (okra)', ingredients: V(I.okra), north: ['bhindi', 'bhendi', 'okra', 'ladies finger', 'lady finger', 'bhinda'], south: ['vendakkai poriyal', 'bendakaya vepudu', 'bhindi fry', 'okra fry', 'vendakka thoran'], bhaja: ['dherosh bhaja', 'bhindi bhaja'] },
  { slug: 'baingan', label: 'Baingan (brinjal)', ingredients: V(I.brinjal), north: ['baingan', 'brinjal', 'eggplant', 'vangi', 'ringan', 'baigan'], south: ['kathirikai poriyal', 'vankaya vepudu', 'brinjal fry', 'kathirikkai fry'], bhaja: ['begun bhaja', 'baingan bhaja', 'brinjal bhaja'] },
  { slug: 'lauki', label: 'Lauki (bottle gourd)', ingredients: V(I.lauki), north: ['lauki', 'ghiya', 'dudhi', 'bottle gourd', 'doodhi', 'lau'], south: ['sorakaya kura', 'bottle gourd poriyal', 'suraikkai poriyal'] },
  { slug: 'tinda', label: 'Tinda (round gourd)', ingredients: V(I.tinda), north: ['tinda', 'tinde', 'round gourd', 'tindsa'] },
  { slug: 'parwal', label: 'Parwal (pointed gourd)', ingredients: V(I.parwal), north: ['parwal', 'parval', 'pointed gourd', 'potol'], bhaja: ['potol bhaja', 'parwal bhaja'] },
  { slug: 'turai', label: 'Turai (ridge gourd)', ingredients: V(I.turai), north: ['turai', 'tori', 'torai', 'ridge gourd', 'dodka'], south: ['beerakaya kura', 'peerkangai poriyal', 'ridge gourd poriyal'] },
  { slug: 'karela', label: 'Karela (bitter gourd)', ingredients: V(I.karela), north: ['karela', 'karele', 'bitter gourd', 'bitter melon', 'kareli'], south: ['pavakkai poriyal', 'kakarakaya vepudu', 'pavakka thoran', 'karela fry', 'bitter gourd fry'], bhaja: ['uchhe bhaja', 'korola bhaja', 'karela bhaja'] },
  { slug: 'kaddu', label: 'Kaddu (pumpkin)', ingredients: V(I.pumpkin), north: ['kaddu', 'pumpkin', 'kashiphal', 'sitaphal', 'halwa kaddu', 'lal bhopla'], south: ['poosanikai poriyal', 'pumpkin poriyal', 'mathanga thoran'], bhaja: ['kumro bhaja', 'pumpkin bhaja'] },
  { slug: 'beans', label: 'French beans', ingredients: V(I.beans), north: ['beans', 'french beans', 'farasbi', 'fansi'], south: ['beans poriyal', 'beans thoran', 'beans palya', 'beans usili', 'beans kura'] },
  { slug: 'gawar', label: 'Gawar (cluster beans)', ingredients: V(I.gawar), north: ['gawar', 'guar', 'cluster beans', 'gavar', 'guar phali'], south: ['kothavarangai poriyal', 'cluster beans poriyal', 'goruchikkudu kura'] },
  { slug: 'gajar-matar', label: 'Gajar matar (carrot and peas)', ingredients: { [I.carrot]: 350, [I.peas]: 150 }, north: ['gajar matar', 'gajar mattar', 'carrot peas', 'gajar'], south: ['carrot poriyal', 'carrot thoran', 'carrot palya', 'carrot beans poriyal'] },
  { slug: 'beetroot', label: 'Beetroot', ingredients: V(I.beetroot), north: ['beetroot', 'chukandar', 'beet'], south: ['beetroot poriyal', 'beetroot thoran', 'beetroot palya', 'beetroot kura'] },
  { slug: 'arbi', label: 'Arbi (colocasia)', ingredients: V(I.arbi), north: ['arbi', 'arvi', 'colocasia', 'taro', 'alu arbi', 'kochu'], south: ['seppankizhangu roast', 'arbi fry', 'chamadumpa vepudu', 'colocasia fry'] },
  { slug: 'suran', label: 'Suran (elephant-foot yam)', ingredients: V(I.yam), north: ['suran', 'jimikand', 'jimikand', 'yam', 'elephant foot yam', 'ol'], south: ['senai roast', 'yam fry', 'senai kizhangu fry', 'chena mezhukkupuratti'] },
  { slug: 'raw-banana', label: 'Raw banana', ingredients: V(I.rawBanana), north: ['kacche kele', 'raw banana', 'kachcha kela', 'plantain'], south: ['vazhakkai poriyal', 'aratikaya vepudu', 'raw banana fry', 'vazhakka thoran', 'plantain fry'], bhaja: ['kacha kola bhaja'] },
  { slug: 'palak', label: 'Palak (spinach)', ingredients: V(I.spinach, 600), north: ['palak', 'spinach', 'palak bhaji'], south: ['keerai poriyal', 'cheera thoran', 'palakura vepudu', 'spinach poriyal'] },
  { slug: 'amaranth', label: 'Amaranth greens', ingredients: V(I.amaranth, 600), north: ['chaulai', 'amaranth', 'chauli', 'lal saag'], south: ['thandu keerai poriyal', 'red amaranth thoran', 'cheera', 'thotakura vepudu', 'harive soppu palya'] },
  { slug: 'moringa-leaves', label: 'Drumstick (moringa) leaves', ingredients: V(I.drumstickLeaves, 400), south: ['murungai keerai poriyal', 'moringa leaves poriyal', 'muringa thoran', 'drumstick leaves stir fry'] },
  { slug: 'capsicum', label: 'Shimla mirch (capsicum)', ingredients: V(I.capsicum), north: ['shimla mirch', 'capsicum', 'bell pepper', 'simla mirch'] },
  { slug: 'tindora', label: 'Tindora (ivy gourd)', ingredients: V(I.kovai), north: ['tindora', 'tendli', 'kundru', 'ivy gourd', 'tondli'], south: ['kovakkai poriyal', 'dondakaya vepudu', 'kovakka fry', 'tindora fry'] },
  { slug: 'chow-chow', label: 'Chow chow (chayote)', ingredients: V(I.chowchow), south: ['chow chow poriyal', 'chayote poriyal', 'seemebadnekai palya', 'bangalore brinjal poriyal'] },
  { slug: 'mooli', label: 'Mooli (radish)', ingredients: V(I.radish), north: ['mooli', 'muli', 'radish', 'mullangi'] },
  { slug: 'kathal', label: 'Kathal (raw jackfruit)', ingredients: V(I.rawJackfruit), north: ['kathal', 'raw jackfruit', 'jackfruit', 'echor', 'chakka'] },
  { slug: 'kamal-kakdi', label: 'Kamal kakdi (lotus stem)', ingredients: V(I.lotusStem), north: ['kamal kakdi', 'nadru', 'lotus stem', 'bhen'] },
  { slug: 'ganth-gobi', label: 'Ganth gobi (knol-khol)', ingredients: V(I.knolKhol), north: ['ganth gobi', 'knol khol', 'kohlrabi', 'navalkol', 'monji'] },
  { slug: 'mix-veg', label: 'Mixed vegetables', ingredients: { [I.potato]: 120, [I.carrot]: 100, [I.beans]: 100, [I.cauliflower]: 100, [I.peas]: 80 }, north: ['mix veg', 'mixed veg', 'mixed vegetable', 'mix vegetable', 'mixed sabzi'], dishAlone: ['mix veg', 'mixed veg', 'mixed vegetables', 'mix vegetable', 'mixed vegetable', 'mix veg dry'], south: ['mixed vegetable poriyal', 'mix veg poriyal'] },
  { slug: 'mushroom', label: 'Mushroom', ingredients: V(I.mushroom), north: ['mushroom', 'khumb'] },
  { slug: 'corn', label: 'Sweet corn', ingredients: V(I.sweetCorn), north: ['sweet corn', 'corn', 'bhutta', 'makai'] },
];

const NORTH = mix({ [I.oil]: 25, [I.cumin]: 2, [I.coriander]: 5 }, onionTomato(50, 50), DRY_MASALA, salt(6));
const SOUTH = mix({ [I.coconut]: 50, [I.coconutOil]: 15 }, SOUTH_TADKA, salt(5));
const BHAJA = mix({ [I.turmeric]: 2, [I.chilli]: 1 }, salt(5));

function generated(): DishDef[] {
  const out: DishDef[] = [];
  for (const v of VEGS) {
    if (v.north) {
      const names = [...(v.dishAlone ?? []), ...v.north.flatMap((n) => [`${n} ki sabzi`, `${n} sabzi`, `${n} sabji`, `sukhi ${n}`, `${n} nu shaak`, `${n} dry`])].filter((n, i, all) => all.indexOf(n) === i);
      out.push(dish(`${v.slug}-sabzi`, `${v.label} sabzi`, 'north-indian', 'sabzi', 'dry', KATORI_DRY, mix(v.ingredients, NORTH), { yieldFactor: 0.78 },
        { names, basis: 'standard home recipe: ~500 g vegetable, 2 tbsp oil, onion-tomato masala; ~20 % water lost' }));
    }
    if (v.south) {
      out.push(dish(`${v.slug}-poriyal`, `${v.label} poriyal / thoran`, 'south-indian', 'sabzi', 'dry', KATORI_DRY, mix(v.ingredients, SOUTH), { yieldFactor: 0.8 },
        { names: v.south, basis: 'standard home recipe: vegetable stir-fried with coconut, tempered in coconut oil' }));
    }
    if (v.bhaja) {
      out.push(dish(`${v.slug}-bhaja`, `${v.label} bhaja (Bengali fry)`, 'east-indian', 'sabzi', 'dry', KATORI_DRY, mix(v.ingredients, BHAJA), { yieldFactor: 0.8 },
        { names: v.bhaja, fry: { oil: I.mustardOil, absorption: 0.12 }, basis: 'standard home recipe: slices shallow-fried in mustard oil (~12 % oil absorbed)' }));
    }
  }
  return out;
}

const sabzi = (id: string, name: string, region: Region, ingredients: Record<string, number>, yieldFactor: number, names: string[]): DishDef =>
  dish(id, name, region, 'sabzi', 'dry', KATORI_DRY, ingredients, { yieldFactor }, { names });

export const SABZIS: DishDef[] = [
  ...generated(),
  sabzi('jeera-aloo', 'Jeera aloo', 'north-indian', mix({ [I.potato]: 500, [I.oil]: 25, [I.cumin]: 5, [I.greenChilli]: 4, [I.coriander]: 5, [I.turmeric]: 1 }, salt(6)), 0.85, ['jeera aloo', 'jeera alu', 'aloo jeera', 'cumin potatoes']),
  sabzi('aloo-gobi', 'Aloo gobi', 'north-indian', mix({ [I.potato]: 250, [I.cauliflower]: 300 }, NORTH, GINGER_GARLIC), 0.78, ['aloo gobi', 'aloo gobhi', 'alu gobi', 'gobi aloo', 'aloo phool gobi', 'potato cauliflower']),
  sabzi('aloo-methi', 'Aloo methi', 'north-indian', mix({ [I.potato]: 350, [I.methi]: 150 }, NORTH), 0.8, ['aloo methi', 'methi aloo', 'alu methi']),
  sabzi('aloo-palak', 'Aloo palak', 'north-indian', mix({ [I.potato]: 250, [I.spinach]: 350 }, NORTH, GINGER_GARLIC), 0.78, ['aloo palak', 'palak aloo', 'alu palak']),
  sabzi('gobi-matar', 'Gobi matar', 'north-indian', mix({ [I.cauliflower]: 350, [I.peas]: 150 }, NORTH), 0.8, ['gobi matar', 'gobhi matar', 'matar gobi']),
  sabzi('aloo-baingan', 'Aloo baingan', 'north-indian', mix({ [I.potato]: 200, [I.brinjal]: 300 }, NORTH), 0.78, ['aloo baingan', 'baingan aloo', 'alu baigan']),
  sabzi('aloo-shimla-mirch', 'Aloo shimla mirch', 'north-indian', mix({ [I.potato]: 250, [I.capsicum]: 250 }, NORTH), 0.8, ['aloo shimla mirch', 'aloo capsicum', 'capsicum potato']),
  sabzi('aloo-beans', 'Aloo beans', 'north-indian', mix({ [I.potato]: 200, [I.beans]: 300 }, NORTH), 0.8, ['aloo beans', 'beans aloo', 'aloo french beans']),
  sabzi('aloo-gajar', 'Aloo gajar', 'north-indian', mix({ [I.potato]: 250, [I.carrot]: 250 }, NORTH), 0.8, ['aloo gajar', 'gajar aloo']),
  sabzi('baingan-bharta', 'Baingan bharta', 'north-indian', mix({ [I.brinjal]: 600, [I.oil]: 25, [I.greenChilli]: 5, [I.coriander]: 5 }, onionTomato(100, 100), GINGER_GARLIC, { [I.chilli]: 2, [I.cumin]: 2 }, salt(6)), 0.72, ['baingan bharta', 'baingan ka bharta', 'bharta', 'baigan bharta', 'vangyache bharit', 'brinjal bharta']),
  sabzi('bhindi-masala', 'Bhindi masala', 'north-indian', mix({ [I.okra]: 500, [I.oil]: 35 }, onionTomato(100, 80), DRY_MASALA, salt(6)), 0.75, ['bhindi masala', 'bhindi do pyaza', 'masala bhindi', 'okra masala', 'bhendi masala']),
  sabzi('bharwa-bhindi', 'Bharwa bhindi (stuffed okra)', 'north-indian', mix({ [I.okra]: 500, [I.oil]: 35, [I.besan]: 20, [I.corianderSeed]: 6 }, DRY_MASALA, salt(6)), 0.78, ['bharwa bhindi', 'stuffed bhindi', 'stuffed okra', 'bharela bhinda']),
  sabzi('besan-shimla-mirch', 'Besan shimla mirch', 'north-indian', mix({ [I.capsicum]: 400, [I.besan]: 60, [I.oil]: 30 }, DRY_MASALA, salt(5)), 0.8, ['besan shimla mirch', 'besan capsicum', 'capsicum besan', 'shimla mirch besan']),
  sabzi('aloo-tamatar-sukhi', 'Batata bhaji (Maharashtrian potato)', 'west-indian', mix({ [I.potato]: 500, [I.oil]: 20, [I.greenChilli]: 6, [I.coriander]: 6, [I.turmeric]: 2, [I.curryLeaves]: 2, [I.mustardSeed]: 2 }, salt(6)), 0.88, ['batata bhaji', 'batata chi bhaji', 'puri bhaji', 'aloo bhaji', 'potato bhaji']),
  sabzi('pitla', 'Pitla / zunka (besan)', 'west-indian', mix({ [I.besan]: 120, [I.water]: 350, [I.onion]: 80, [I.oil]: 25, [I.garlic]: 6, [I.greenChilli]: 5, [I.turmeric]: 1, [I.mustardSeed]: 2 }, salt(5)), 0.85, ['pitla', 'zunka', 'jhunka', 'pithla', 'besan pitla']),
  sabzi('sev-tameta', 'Sev tameta nu shaak', 'west-indian', mix({ [I.tomato]: 400, [I.besan]: 60, [I.oil]: 45, [I.jaggery]: 10, [I.turmeric]: 1, [I.chilli]: 2, [I.mustardSeed]: 2 }, salt(5)), 0.75, ['sev tameta', 'sev tamatar', 'sev tameta nu shaak', 'sev tamatar ki sabzi']),
  sabzi('bharli-vangi', 'Bharli vangi (stuffed brinjal)', 'west-indian', mix({ [I.brinjal]: 500, [I.peanut]: 40, [I.dryCoconut]: 40, [I.sesame]: 10, [I.oil]: 35, [I.jaggery]: 10, [I.tamarind]: 10, [I.onion]: 60 }, DRY_MASALA, salt(6)), 0.8, ['bharli vangi', 'bharwa baingan', 'stuffed brinjal', 'gutti vankaya', 'ennai kathirikai']),
  sabzi('aloo-posto', 'Aloo posto', 'east-indian', mix({ [I.potato]: 500, [I.poppy]: 40, [I.mustardOil]: 25, [I.greenChilli]: 5 }, salt(5)), 0.85, ['aloo posto', 'alu posto', 'posto aloo', 'potato poppy seed']),
  sabzi('shukto', 'Shukto', 'east-indian', mix({ [I.karela]: 60, [I.rawBanana]: 100, [I.sweetPotato]: 100, [I.brinjal]: 100, [I.drumstick]: 80, [I.milk]: 100, [I.ghee]: 10, [I.mustardOil]: 15, [I.mustardSeed]: 8, [I.sugar]: 6, [I.ginger]: 5 }, salt(5)), 0.82, ['shukto', 'sukto', 'shukto bengali']),
  sabzi('labra', 'Labra (Bengali mixed vegetables)', 'east-indian', mix({ [I.pumpkin]: 150, [I.potato]: 100, [I.brinjal]: 100, [I.radish]: 80, [I.spinach]: 80, [I.mustardOil]: 25, [I.sugar]: 5, [I.ginger]: 5 }, salt(5)), 0.8, ['labra', 'labda', 'chorchori', 'chochchori']),
  sabzi('paneer-bhurji', 'Paneer bhurji', 'north-indian', mix({ [I.paneer]: 250, [I.oil]: 15, [I.capsicum]: 40, [I.greenChilli]: 4, [I.coriander]: 5, [I.turmeric]: 1, [I.chilli]: 1 }, onionTomato(60, 60), salt(4)), 0.88, ['paneer bhurji', 'panner bhurji', 'paneer bhurjee', 'scrambled paneer']),
  sabzi('soya-bhurji', 'Soya bhurji', 'north-indian', mix({ 'soya-chunks': 100, [I.water]: 200, [I.oil]: 20 }, onionTomato(80, 80), DRY_MASALA, salt(5)), 0.8, ['soya bhurji', 'soya keema', 'soya granules bhurji']),
  sabzi('mutton-keema', 'Keema (mutton mince)', 'north-indian', mix({ [I.muttonShoulder]: 500, [I.oil]: 30, [I.water]: 100 }, onionTomato(120, 100), GINGER_GARLIC, DRY_MASALA, salt(7)), 0.72, ['keema', 'kheema', 'qeema', 'mutton keema', 'keema fry', 'minced mutton']),
  sabzi('keema-matar', 'Keema matar', 'north-indian', mix({ [I.muttonShoulder]: 400, [I.peas]: 150, [I.oil]: 30, [I.water]: 100 }, onionTomato(120, 100), GINGER_GARLIC, DRY_MASALA, salt(7)), 0.74, ['keema matar', 'kheema mutter', 'matar keema', 'qeema matar']),
  sabzi('chicken-keema', 'Chicken keema', 'north-indian', mix({ [I.chickenBreast]: 500, [I.oil]: 25, [I.water]: 60 }, onionTomato(120, 100), GINGER_GARLIC, DRY_MASALA, salt(7)), 0.74, ['chicken keema', 'chicken kheema', 'minced chicken']),
  sabzi('aloo-keema', 'Aloo keema', 'pakistani', mix({ [I.beef]: 400, [I.potato]: 200, [I.oil]: 35, [I.water]: 100 }, onionTomato(120, 100), GINGER_GARLIC, DRY_MASALA, salt(7)), 0.75, ['aloo keema', 'aloo qeema', 'keema aloo']),
  sabzi('karela-keema', 'Karela keema', 'pakistani', mix({ [I.beef]: 350, [I.karela]: 250, [I.oil]: 40 }, onionTomato(120, 80), GINGER_GARLIC, DRY_MASALA, salt(7)), 0.75, ['karela keema', 'karela qeema', 'bitter gourd keema']),
  sabzi('chicken-sukka', 'Chicken sukka', 'south-indian', mix({ [I.chicken]: 500, [I.coconut]: 100, [I.ghee]: 20, [I.onion]: 100, [I.corianderSeed]: 6, [I.pepper]: 3 }, DRY_MASALA, salt(7)), 0.75, ['chicken sukka', 'chicken ghee roast', 'kori sukka', 'chicken chukka', 'chicken pepper fry', 'pepper chicken']),
  sabzi('mutton-sukka', 'Mutton sukka (chukka)', 'south-indian', mix({ [I.mutton]: 500, [I.coconut]: 60, [I.oil]: 30, [I.onion]: 120, [I.pepper]: 5, [I.curryLeaves]: 4 }, GINGER_GARLIC, DRY_MASALA, salt(7)), 0.7, ['mutton sukka', 'mutton chukka', 'mutton pepper fry', 'mutton fry', 'mutton varuval']),
  sabzi('aloo-bhorta', 'Aloo bhorta (mashed potato)', 'bangladeshi', mix({ [I.potato]: 500, [I.mustardOil]: 20, [I.onion]: 40, [I.greenChilli]: 5, [I.coriander]: 5 }, salt(5)), 0.92, ['aloo bhorta', 'alu bhorta', 'aloo bharta', 'aloo chokha', 'chokha']),
  sabzi('begun-bhorta', 'Begun bhorta', 'bangladeshi', mix({ [I.brinjal]: 500, [I.mustardOil]: 20, [I.onion]: 40, [I.greenChilli]: 5, [I.garlic]: 5 }, salt(5)), 0.75, ['begun bhorta', 'baingan chokha', 'eggplant bhorta']),
  sabzi('wambatu-moju', 'Wambatu moju (brinjal pickle)', 'sri-lankan', mix({ [I.brinjal]: 400, [I.onion]: 80, [I.vinegar]: 30, [I.sugar]: 20, [I.mustardSeed]: 5, [I.turmeric]: 2 }, salt(5)), 0.62, ['wambatu moju', 'brinjal moju', 'eggplant moju'], ),
  sabzi('mallung', 'Mallung (greens with coconut)', 'sri-lankan', mix({ [I.amaranth]: 300, [I.coconut]: 80, [I.onion]: 30, [I.greenChilli]: 4, [I.lemon]: 10 }, salt(4)), 0.8, ['mallung', 'mallum', 'kola mallung']),
  sabzi('aloo-tama', 'Aloo tama', 'nepali', mix({ [I.potato]: 250, 'D002': 200, [I.lobia]: 60, [I.water]: 400, [I.mustardOil]: 25 }, onionTomato(60, 60), DRY_MASALA, salt(6)), 0.72, ['aloo tama', 'alu tama', 'bamboo shoot curry']),
  sabzi('rayo-ko-saag', 'Rayo ko saag (Nepali mustard greens)', 'nepali', mix({ [I.sarson]: 500, [I.mustardOil]: 20, [I.garlic]: 6, [I.chilli]: 1 }, salt(5)), 0.7, ['rayo ko saag', 'nepali saag', 'saag bhaji']),
  sabzi('haak', 'Haak (Kashmiri collard greens)', 'north-indian', mix({ 'C014': 500, [I.mustardOil]: 20, [I.chilli]: 1, [I.hing]: 0.3, [I.water]: 150 }, salt(5)), 0.75, ['haak', 'haak saag', 'kashmiri saag', 'collard greens kashmiri']),
];
