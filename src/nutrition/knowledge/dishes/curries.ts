// Gravies with a main ingredient: each protein × the gravy styles it is really cooked in,
// plus named curries. One batch ≈ 4 servings; serving = 1 katori of curry (150 ml ≈ 152 g).
import type { DishDef, Region } from '../defs';
import { DRY_MASALA, GINGER_GARLIC, I, KATORI_CURRY, KATORI_LIQUID, dish, mix, onionTomato, salt } from './common';

const GARAM = { [I.clove]: 0.5, [I.cardamom]: 1, [I.pepper]: 1 };

interface Main {
  slug: string;
  label: string;
  ingredients: Record<string, number>;
  forms: string[];
  styles: string[];
}

const MAINS: Main[] = [
  { slug: 'chicken', label: 'Chicken', ingredients: { [I.chicken]: 500 }, forms: ['chicken', 'murgh', 'murg', 'kozhi', 'kodi', 'murgi'],
    styles: ['curry', 'masala', 'kadai', 'korma', 'butter', 'do-pyaza', 'saag', 'chettinad', 'coconut', 'vindaloo', 'jhol', 'handi'] },
  { slug: 'mutton', label: 'Mutton', ingredients: { [I.mutton]: 500 }, forms: ['mutton', 'gosht', 'lamb', 'goat', 'mangsho', 'attu'],
    styles: ['curry', 'masala', 'kadai', 'korma', 'do-pyaza', 'saag', 'chettinad', 'coconut', 'vindaloo', 'jhol', 'handi'] },
  { slug: 'egg', label: 'Egg', ingredients: { [I.boiledEgg]: 300 }, forms: ['egg', 'anda', 'ande', 'mutta', 'dim', 'dimer', 'andey'],
    styles: ['curry', 'masala', 'kadai', 'korma', 'butter', 'coconut', 'jhol', 'chettinad'] },
  { slug: 'paneer', label: 'Paneer', ingredients: { [I.paneer]: 300 }, forms: ['paneer', 'cottage cheese'],
    styles: ['curry', 'masala', 'kadai', 'korma', 'butter', 'do-pyaza', 'saag', 'handi'] },
  { slug: 'fish', label: 'Fish', ingredients: { [I.rohu]: 500 }, forms: ['fish', 'machli', 'macher', 'meen', 'maach', 'chepala', 'machhi'],
    styles: ['curry', 'masala', 'coconut', 'jhol'] },
  { slug: 'prawn', label: 'Prawn', ingredients: { [I.prawn]: 400 }, forms: ['prawn', 'shrimp', 'jhinga', 'chingri', 'eral', 'royyala', 'kolambi'],
    styles: ['curry', 'masala', 'coconut', 'kadai'] },
  { slug: 'mushroom', label: 'Mushroom', ingredients: { [I.mushroom]: 400 }, forms: ['mushroom', 'khumb', 'khumbi'],
    styles: ['masala', 'kadai', 'do-pyaza', 'butter'] },
  { slug: 'veg', label: 'Mixed vegetable', ingredients: { [I.potato]: 120, [I.carrot]: 100, [I.peas]: 80, [I.beans]: 80, [I.cauliflower]: 120 },
    forms: ['veg', 'vegetable', 'mixed vegetable', 'mix veg', 'sabzi'], styles: ['curry', 'kadai', 'korma', 'coconut', 'handi'] },
  { slug: 'soya', label: 'Soya chunks', ingredients: { 'soya-chunks': 100, [I.water]: 250 }, forms: ['soya chunk', 'soya', 'soyabean chunk', 'meal maker', 'nutrela'],
    styles: ['curry', 'masala'] },
];

interface Style {
  slug: string;
  label: (m: string) => string;
  forms: string[];
  region: Region;
  ingredients: Record<string, number>;
  yieldFactor: number;
}

const STYLES: Style[] = [
  { slug: 'curry', label: (m) => `${m} curry`, forms: ['{m} curry', '{m} gravy', '{m} salan', '{m} rassa'], region: 'pan-indian',
    ingredients: mix(onionTomato(150, 150), GINGER_GARLIC, DRY_MASALA, GARAM, { [I.oil]: 30, [I.water]: 250, [I.coriander]: 5 }, salt(7)), yieldFactor: 0.8 },
  { slug: 'masala', label: (m) => `${m} masala`, forms: ['{m} masala', 'masala {m}', '{m} bhuna', 'bhuna {m}', '{m} roast'], region: 'north-indian',
    ingredients: mix(onionTomato(180, 150), GINGER_GARLIC, DRY_MASALA, GARAM, { [I.oil]: 40, [I.water]: 120, [I.coriander]: 5 }, salt(7)), yieldFactor: 0.8 },
  { slug: 'kadai', label: (m) => `Kadai ${m.toLowerCase()}`, forms: ['kadai {m}', '{m} kadai', 'kadhai {m}', '{m} kadhai'], region: 'north-indian',
    ingredients: mix(onionTomato(100, 150), { [I.capsicum]: 150, [I.corianderSeed]: 4, [I.chilli]: 2 }, GINGER_GARLIC, DRY_MASALA, { [I.oil]: 40, [I.water]: 80 }, salt(7)), yieldFactor: 0.82 },
  { slug: 'korma', label: (m) => `${m} korma`, forms: ['{m} korma', '{m} qorma', 'shahi {m}', '{m} kurma'], region: 'north-indian',
    ingredients: mix({ [I.onion]: 150, [I.curd]: 150, [I.cashew]: 30, [I.cream]: 30, [I.ghee]: 30, [I.water]: 150 }, GINGER_GARLIC, GARAM, { [I.corianderSeed]: 3, [I.chilli]: 1 }, salt(7)), yieldFactor: 0.8 },
  { slug: 'butter', label: (m) => `${m} butter masala`, forms: ['butter {m}', '{m} butter masala', '{m} makhani', '{m} makhanwala', '{m} makhni'], region: 'north-indian',
    ingredients: mix({ [I.tomatoPuree]: 250, [I.butter]: 40, [I.cream]: 60, [I.cashew]: 25, [I.sugar]: 8, [I.methi]: 3, [I.chilli]: 3, [I.water]: 100 }, GINGER_GARLIC, GARAM, salt(7)), yieldFactor: 0.85 },
  { slug: 'do-pyaza', label: (m) => `${m} do pyaza`, forms: ['{m} do pyaza', '{m} dopiaza', '{m} do pyaaza', '{m} dopyaza'], region: 'north-indian',
    ingredients: mix(onionTomato(300, 80), GINGER_GARLIC, DRY_MASALA, GARAM, { [I.oil]: 35, [I.water]: 100 }, salt(7)), yieldFactor: 0.78 },
  { slug: 'saag', label: (m) => `Saag ${m.toLowerCase()}`, forms: ['saag {m}', 'palak {m}', '{m} saag', '{m} palak', 'saagwala {m}'], region: 'north-indian',
    ingredients: mix({ [I.spinach]: 400, [I.cream]: 20, [I.oil]: 30 }, onionTomato(100, 60), GINGER_GARLIC, DRY_MASALA, salt(7)), yieldFactor: 0.8 },
  { slug: 'chettinad', label: (m) => `${m} chettinad`, forms: ['{m} chettinad', 'chettinad {m}', '{m} chettinad curry', '{m} kuzhambu', '{m} kulambu'], region: 'south-indian',
    ingredients: mix(onionTomato(150, 120), { [I.coconut]: 60, [I.pepper]: 5, [I.curryLeaves]: 4, [I.oil]: 35, [I.water]: 200 }, GINGER_GARLIC, DRY_MASALA, salt(7)), yieldFactor: 0.8 },
  { slug: 'coconut', label: (m) => `Kerala ${m.toLowerCase()} curry (coconut milk)`, forms: ['kerala {m} curry', '{m} coconut curry', '{m} stew', '{m} moilee', '{m} molee', '{m} curry with coconut'], region: 'south-indian',
    ingredients: mix({ [I.coconutMilk]: 300, [I.onion]: 120, [I.tomato]: 60, [I.coconutOil]: 25, [I.curryLeaves]: 4, [I.greenChilli]: 6 }, GINGER_GARLIC, { [I.turmeric]: 2, [I.pepper]: 2, [I.corianderSeed]: 3 }, salt(7)), yieldFactor: 0.85 },
  { slug: 'vindaloo', label: (m) => `${m} vindaloo`, forms: ['{m} vindaloo', '{m} vindalho', '{m} vindalu'], region: 'west-indian',
    ingredients: mix({ [I.vinegar]: 30, [I.onion]: 120, [I.chilli]: 6, [I.sugar]: 5, [I.oil]: 35, [I.water]: 150, [I.cumin]: 3 }, GINGER_GARLIC, GARAM, salt(7)), yieldFactor: 0.8 },
  { slug: 'jhol', label: (m) => `${m} jhol (Bengali)`, forms: ['{m} jhol', '{m}er jhol', '{m} jhal', '{m} jhol with potato'], region: 'east-indian',
    ingredients: mix({ [I.potato]: 150, [I.tomato]: 60, [I.mustardOil]: 25, [I.turmeric]: 2, [I.cumin]: 3, [I.chilli]: 2, [I.greenChilli]: 4, [I.ginger]: 8, [I.water]: 400 }, salt(7)), yieldFactor: 0.85 },
  { slug: 'handi', label: (m) => `${m} handi`, forms: ['{m} handi', 'handi {m}', '{m} handi masala'], region: 'north-indian',
    ingredients: mix(onionTomato(150, 150), { [I.curd]: 80, [I.cream]: 30, [I.oil]: 35, [I.water]: 100 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(7)), yieldFactor: 0.8 },
];

function generated(): DishDef[] {
  const out: DishDef[] = [];
  for (const main of MAINS) {
    for (const slug of main.styles) {
      const style = STYLES.find((s) => s.slug === slug);
      if (!style) throw new Error(`unknown curry style ${slug}`);
      const names = style.forms.flatMap((f) => main.forms.map((m) => f.replace('{m}', m)));
      out.push(dish(`${main.slug}-${style.slug}`, style.label(main.label), style.region, 'curry', 'curry', KATORI_CURRY,
        mix(main.ingredients, style.ingredients), { yieldFactor: style.yieldFactor }, { names, densityGPerMl: 1.01 }));
    }
  }
  return out;
}

const curry = (id: string, name: string, region: Region, ingredients: Record<string, number>, yieldFactor: number, names: string[]): DishDef =>
  dish(id, name, region, 'curry', 'curry', KATORI_CURRY, ingredients, { yieldFactor }, { names, densityGPerMl: 1.01 });

const BASE = mix(onionTomato(150, 150), GINGER_GARLIC, DRY_MASALA, { [I.oil]: 30 }, salt(7));

export const CURRIES: DishDef[] = [
  ...generated(),
  curry('chicken-tikka-masala', 'Chicken tikka masala', 'north-indian', mix({ [I.chickenBreast]: 500, [I.curd]: 80, [I.tomatoPuree]: 200, [I.onion]: 100, [I.cream]: 60, [I.butter]: 25, [I.oil]: 15, [I.water]: 80 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(8)), 0.8,
    ['chicken tikka masala', 'tikka masala', 'chicken tikka gravy', 'murgh tikka masala']),
  curry('paneer-tikka-masala', 'Paneer tikka masala', 'north-indian', mix({ [I.paneer]: 300, [I.curd]: 60, [I.tomatoPuree]: 200, [I.onion]: 100, [I.capsicum]: 80, [I.cream]: 50, [I.butter]: 25, [I.oil]: 15, [I.water]: 80 }, GINGER_GARLIC, DRY_MASALA, salt(7)), 0.82,
    ['paneer tikka masala', 'panner tikka masala', 'paneer tikka gravy']),
  curry('matar-paneer', 'Matar paneer', 'north-indian', mix({ [I.paneer]: 250, [I.peas]: 200, [I.water]: 200 }, BASE, GARAM), 0.8,
    ['matar paneer', 'mutter paneer', 'mattar paneer', 'peas paneer', 'paneer matar']),
  curry('malai-kofta', 'Malai kofta', 'north-indian', mix({ [I.paneer]: 150, [I.potato]: 150, [I.cornflour]: 20, [I.cashew]: 40, [I.cream]: 80, [I.tomatoPuree]: 150, [I.onion]: 100, [I.butter]: 20, [I.oil]: 60, [I.water]: 120, [I.sugar]: 5 }, GINGER_GARLIC, GARAM, salt(7)), 0.82,
    ['malai kofta', 'malai kofte', 'paneer kofta curry']),
  curry('lauki-kofta', 'Lauki kofta curry', 'north-indian', mix({ [I.lauki]: 400, [I.besan]: 80, [I.oil]: 50, [I.water]: 200 }, BASE), 0.75,
    ['lauki kofta', 'ghiya kofta', 'dudhi kofta', 'bottle gourd kofta']),
  curry('dum-aloo', 'Dum aloo', 'north-indian', mix({ [I.potato]: 500, [I.curd]: 120, [I.oil]: 45, [I.water]: 120 }, BASE, GARAM), 0.82,
    ['dum aloo', 'dum alu', 'kashmiri dum aloo', 'aloo dum']),
  curry('aloo-matar', 'Aloo matar', 'north-indian', mix({ [I.potato]: 300, [I.peas]: 200, [I.water]: 300 }, BASE), 0.82,
    ['aloo matar', 'aloo mutter', 'alu matar', 'matar aloo', 'potato peas curry']),
  curry('aloo-curry', 'Aloo curry (potato curry)', 'pan-indian', mix({ [I.potato]: 500, [I.water]: 350 }, BASE), 0.82,
    ['aloo curry', 'aloo ki sabzi gravy', 'aloo rassa', 'potato curry', 'aloo tamatar', 'aloo sabzi for puri']),
  curry('chole', 'Chole (Punjabi chana masala)', 'north-indian', mix({ [I.kabuliChana]: 250, [I.water]: 600, [I.tea]: 50, [I.oil]: 15, [I.rawMango]: 10 }, BASE, GARAM), 0.7,
    ['chole', 'chhole', 'chana masala', 'channa masala', 'chole masala', 'pindi chole', 'amritsari chole', 'lahori cholay', 'cholay', 'chickpea curry', 'kabuli chana curry']),
  curry('rajma', 'Rajma masala', 'north-indian', mix({ [I.rajma]: 250, [I.water]: 650 }, BASE, GARAM, { [I.ghee]: 10 }), 0.7,
    ['rajma', 'razma', 'rajmah', 'rajma masala', 'rajma curry', 'kidney bean curry', 'rajma chawal curry']),
  curry('kala-chana-curry', 'Kala chana curry', 'north-indian', mix({ [I.kalaChana]: 250, [I.water]: 650 }, BASE), 0.7,
    ['kala chana', 'kala chana curry', 'black chana curry', 'kadala curry', 'bengal gram curry']),
  curry('lobia-curry', 'Lobia curry (black-eyed peas)', 'north-indian', mix({ [I.lobia]: 250, [I.water]: 650 }, BASE), 0.7,
    ['lobia', 'lobia curry', 'chawli curry', 'rongi', 'black eyed peas curry', 'alasande curry']),
  curry('matar-curry', 'Safed matar curry (ragda base)', 'west-indian', mix({ [I.dryPeas]: 250, [I.water]: 650 }, BASE), 0.72,
    ['safed matar', 'white peas curry', 'matar curry', 'ghugni']),
  curry('kadhi-pakora', 'Punjabi kadhi pakora', 'north-indian', mix({ [I.curd]: 300, [I.besan]: 60, [I.water]: 500, [I.onion]: 60, [I.oil]: 40, [I.turmeric]: 2, [I.methiSeed]: 2, [I.cumin]: 2, [I.chilli]: 2 }, salt(8)), 0.88,
    ['kadhi', 'kadhi pakora', 'kadhi pakoda', 'punjabi kadhi', 'kadi pakora', 'karhi']),
  curry('gujarati-kadhi', 'Gujarati kadhi', 'west-indian', mix({ [I.curd]: 300, [I.besan]: 30, [I.water]: 450, [I.sugar]: 15, [I.ghee]: 10, [I.curryLeaves]: 2, [I.cumin]: 2, [I.mustardSeed]: 1, [I.ginger]: 5 }, salt(7)), 0.92,
    ['gujarati kadhi', 'meethi kadhi', 'gujarati kadi']),
  curry('sindhi-kadhi', 'Sindhi kadhi', 'west-indian', mix({ [I.besan]: 60, [I.tamarind]: 15, [I.drumstick]: 100, [I.potato]: 100, [I.okra]: 100, [I.oil]: 30, [I.water]: 700, [I.tomato]: 100 }, DRY_MASALA, salt(8)), 0.85,
    ['sindhi kadhi', 'sindhi kadi']),
  curry('mutton-rogan-josh', 'Mutton rogan josh', 'north-indian', mix({ [I.mutton]: 500, [I.curd]: 120, [I.ghee]: 20, [I.oil]: 25, [I.chilli]: 6, [I.ginger]: 8, [I.water]: 300 }, GARAM, salt(7)), 0.72,
    ['rogan josh', 'mutton rogan josh', 'roghan josh', 'lamb rogan josh', 'rogan gosht']),
  curry('nihari', 'Nihari', 'pakistani', mix({ [I.beef]: 500, [I.atta]: 30, [I.ghee]: 50, [I.onion]: 100, [I.water]: 700, [I.ginger]: 15 }, DRY_MASALA, GARAM, salt(8)), 0.65,
    ['nihari', 'nihari gosht', 'nalli nihari', 'beef nihari', 'mutton nihari']),
  curry('haleem', 'Haleem', 'pakistani', mix({ [I.mutton]: 300, [I.dalia]: 100, [I.chanaDal]: 40, [I.masoor]: 20, [I.urad]: 20, [I.ghee]: 50, [I.onion]: 100, [I.water]: 900 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(9)), 0.65,
    ['haleem', 'daleem', 'hyderabadi haleem', 'mutton haleem', 'chicken haleem', 'khichda']),
  curry('paya', 'Paya (trotter soup)', 'pakistani', mix({ [I.mutton]: 200, [I.water]: 900, [I.onion]: 80, [I.oil]: 30 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(8)), 0.75,
    ['paya', 'paaya', 'mutton paya', 'paya soup', 'aatukaal paya']),
  curry('aloo-gosht', 'Aloo gosht', 'pakistani', mix({ [I.mutton]: 400, [I.potato]: 250, [I.water]: 400 }, BASE, GARAM), 0.78,
    ['aloo gosht', 'alu gosht', 'aloo mutton', 'potato mutton curry']),
  curry('chicken-karahi-pakistani', 'Chicken karahi (Pakistani)', 'pakistani', mix({ [I.chicken]: 600, [I.tomato]: 350, [I.oil]: 60, [I.ginger]: 20, [I.garlic]: 15, [I.greenChilli]: 10, [I.pepper]: 2 }, salt(8)), 0.75,
    ['chicken karahi pakistani', 'peshawari karahi', 'lahori karahi', 'namak mandi karahi', 'chicken karahi']),
  curry('kosha-mangsho', 'Kosha mangsho', 'east-indian', mix({ [I.mutton]: 500, [I.curd]: 100, [I.mustardOil]: 45, [I.potato]: 150, [I.onion]: 200, [I.sugar]: 5 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(8)), 0.7,
    ['kosha mangsho', 'kosha mangso', 'mangshor jhol', 'bengali mutton curry']),
  curry('shorshe-ilish', 'Shorshe ilish (hilsa in mustard)', 'bangladeshi', mix({ [I.hilsa]: 500, [I.mustardSeed]: 30, [I.mustardOil]: 40, [I.greenChilli]: 8, [I.turmeric]: 2, [I.water]: 150 }, salt(6)), 0.85,
    ['shorshe ilish', 'sorshe ilish', 'ilish bhapa', 'hilsa mustard curry', 'shorshe maach']),
  curry('chingri-malai-curry', 'Chingri malai curry', 'east-indian', mix({ [I.prawn]: 400, [I.coconutMilk]: 250, [I.onion]: 100, [I.ghee]: 15, [I.mustardOil]: 15, [I.sugar]: 5, [I.ginger]: 8 }, GARAM, { [I.turmeric]: 2 }, salt(6)), 0.85,
    ['chingri malai curry', 'prawn malai curry', 'chingri malaikari', 'golda chingri malai curry']),
  curry('beef-bhuna', 'Beef bhuna', 'bangladeshi', mix({ [I.beef]: 500, [I.onion]: 200, [I.oil]: 50, [I.curd]: 60, [I.water]: 150 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(8)), 0.7,
    ['beef bhuna', 'gorur mangsho bhuna', 'beef curry', 'beef kala bhuna', 'kala bhuna']),
  curry('kerala-beef-fry', 'Kerala beef fry', 'south-indian', mix({ [I.beef]: 500, [I.coconut]: 60, [I.coconutOil]: 40, [I.onion]: 120, [I.curryLeaves]: 5, [I.pepper]: 5 }, GINGER_GARLIC, DRY_MASALA, salt(8)), 0.72,
    ['kerala beef fry', 'beef ularthiyathu', 'beef roast kerala', 'beef fry']),
  curry('pork-vindaloo', 'Pork vindaloo', 'west-indian', mix({ [I.pork]: 500, [I.vinegar]: 40, [I.onion]: 120, [I.chilli]: 6, [I.sugar]: 5, [I.oil]: 25, [I.water]: 150 }, GINGER_GARLIC, GARAM, salt(8)), 0.78,
    ['pork vindaloo', 'goan pork vindaloo', 'vindaloo']),
  curry('goan-fish-curry', 'Goan fish curry', 'west-indian', mix({ [I.surmai]: 500, [I.coconut]: 150, [I.tamarind]: 15, [I.chilli]: 5, [I.corianderSeed]: 4, [I.onion]: 60, [I.coconutOil]: 20, [I.water]: 300 }, salt(7)), 0.85,
    ['goan fish curry', 'fish curry rice goan', 'xitt kodi', 'kingfish curry', 'surmai curry']),
  curry('meen-kuzhambu', 'Meen kuzhambu (tamarind fish curry)', 'south-indian', mix({ [I.mackerel]: 500, [I.tamarind]: 30, [I.onion]: 100, [I.tomato]: 100, [I.sesameOil]: 35, [I.curryLeaves]: 4, [I.water]: 350, [I.methiSeed]: 2 }, DRY_MASALA, salt(8)), 0.82,
    ['meen kuzhambu', 'meen kulambu', 'fish kulambu', 'chepala pulusu', 'fish pulusu', 'tamarind fish curry']),
  curry('fish-ambul-thiyal', 'Fish ambul thiyal', 'sri-lankan', mix({ [I.tuna]: 500, [I.tamarind]: 25, [I.pepper]: 6, [I.oil]: 20, [I.garlic]: 10, [I.curryLeaves]: 3, [I.water]: 100 }, salt(7)), 0.8,
    ['ambul thiyal', 'fish ambul thiyal', 'sour fish curry sri lankan']),
  curry('sri-lankan-chicken-curry', 'Sri Lankan chicken curry', 'sri-lankan', mix({ [I.chicken]: 500, [I.coconutMilk]: 200, [I.onion]: 100, [I.tomato]: 60, [I.oil]: 25, [I.curryLeaves]: 4, [I.cardamom]: 1 }, GINGER_GARLIC, DRY_MASALA, salt(7)), 0.82,
    ['sri lankan chicken curry', 'kukul mas curry', 'chicken curry sri lanka']),
  curry('kukhura-ko-masu', 'Kukhura ko masu (Nepali chicken curry)', 'nepali', mix({ [I.chicken]: 500, [I.onion]: 120, [I.tomato]: 120, [I.mustardOil]: 35, [I.water]: 250 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(7)), 0.8,
    ['kukhura ko masu', 'nepali chicken curry', 'kukhura ko maasu']),
  curry('khasi-ko-masu', 'Khasi ko masu (Nepali goat curry)', 'nepali', mix({ [I.mutton]: 500, [I.onion]: 120, [I.tomato]: 100, [I.mustardOil]: 35, [I.water]: 300 }, GINGER_GARLIC, DRY_MASALA, GARAM, salt(7)), 0.78,
    ['khasi ko masu', 'nepali mutton curry', 'goat curry nepali']),
  curry('avial', 'Avial', 'south-indian', mix({ [I.rawBanana]: 100, [I.carrot]: 80, [I.beans]: 80, [I.drumstick]: 80, [I.ashGourd]: 100, [I.coconut]: 100, [I.curd]: 80, [I.coconutOil]: 15, [I.curryLeaves]: 3, [I.greenChilli]: 5, [I.cumin]: 2 }, salt(6)), 0.85,
    ['avial', 'aviyal', 'avail']),
  curry('kootu', 'Kootu (vegetable and moong dal)', 'south-indian', mix({ [I.moong]: 60, [I.chowchow]: 250, [I.coconut]: 50, [I.water]: 250, [I.oil]: 8, [I.cumin]: 2, [I.pepper]: 1 }, salt(5)), 0.85,
    ['kootu', 'koottu', 'chow chow kootu', 'cabbage kootu']),
  curry('undhiyu', 'Undhiyu', 'west-indian', mix({ [I.sweetPotato]: 100, [I.yam]: 100, [I.potato]: 100, [I.brinjal]: 100, [I.beans]: 100, [I.rawBanana]: 80, [I.methi]: 40, [I.besan]: 40, [I.coconut]: 40, [I.peanut]: 20, [I.oil]: 70, [I.jaggery]: 10 }, DRY_MASALA, salt(8)), 0.8,
    ['undhiyu', 'oondhiyu', 'undhiyo']),
  curry('sarson-ka-saag', 'Sarson ka saag', 'north-indian', mix({ [I.sarson]: 500, [I.spinach]: 200, [I.bathua]: 100, [I.makki]: 30, [I.ghee]: 30, [I.butter]: 15, [I.onion]: 60, [I.greenChilli]: 6 }, GINGER_GARLIC, salt(7)), 0.75,
    ['sarson ka saag', 'sarson da saag', 'saag', 'mustard greens curry']),
  // Sri Lankan kiri hodi: a thin coconut-milk gravy simmered with onion, curry leaves and
  // fenugreek, ladled over string hoppers or hoppers.
  dish('kiri-hodi', 'Kiri hodi (coconut milk gravy)', 'sri-lankan', 'curry', 'liquid', KATORI_LIQUID,
    mix({ [I.coconutMilk]: 200, [I.water]: 150, [I.onion]: 40, [I.greenChilli]: 5, [I.curryLeaves]: 2, [I.methiSeed]: 2, [I.turmeric]: 1, [I.lemon]: 5 }, salt(3)),
    { cookedG: 380 }, { names: ['kiri hodi', 'kirihodi', 'kiri hodhi', 'sodhi', 'coconut milk gravy'], densityGPerMl: 1.01 }),
];
