// Dals: each dal × tempering style, plus regional dals. One batch = 100 g dry dal cooked to
// a medium consistency (~450-550 g), served by the katori (150 ml ≈ 152 g).
import type { DishDef, Region } from '../defs';
import { DRY_MASALA, GINGER_GARLIC, I, JEERA_TADKA, KATORI_LIQUID, SOUTH_TADKA, dish, mix, onionTomato, salt } from './common';

interface Dal {
  slug: string;
  name: string;
  ingredients: Record<string, number>;
  names: string[];
}

const DALS: Dal[] = [
  { slug: 'toor', name: 'Toor dal', ingredients: { [I.toor]: 100 }, names: ['dal', 'toor dal', 'tur dal', 'arhar dal', 'tuvar dal', 'togari bele', 'kandi pappu', 'thuvaram paruppu', 'tuvaram paruppu', 'yellow dal', 'arhar ki dal', 'tuvar ni dal'] },
  { slug: 'moong', name: 'Moong dal', ingredients: { [I.moong]: 100 }, names: ['moong dal', 'mung dal', 'yellow moong dal', 'pesara pappu', 'hesaru bele', 'paasi paruppu', 'mug ni dal', 'moong ki dal', 'dhuli moong dal'] },
  { slug: 'masoor', name: 'Masoor dal', ingredients: { [I.masoor]: 100 }, names: ['masoor dal', 'masur dal', 'red lentil dal', 'red lentils', 'musur dal', 'mosur dal', 'malka masoor'] },
  { slug: 'chana', name: 'Chana dal', ingredients: { [I.chanaDal]: 100 }, names: ['chana dal', 'chane ki dal', 'bengal gram dal', 'kadalai paruppu', 'senaga pappu', 'chanyachi dal'] },
  { slug: 'urad', name: 'Urad dal', ingredients: { [I.urad]: 100 }, names: ['urad dal', 'udad dal', 'white urad dal', 'dhuli urad dal', 'maah di dal'] },
  { slug: 'moong-whole', name: 'Whole moong dal', ingredients: { [I.moongWhole]: 100 }, names: ['sabut moong dal', 'green moong dal', 'whole moong dal', 'hari moong dal', 'moong sabut', 'green gram dal'] },
  { slug: 'masoor-whole', name: 'Whole masoor dal', ingredients: { [I.masoorWhole]: 100 }, names: ['sabut masoor dal', 'kali masoor dal', 'whole masoor dal', 'brown lentil dal', 'whole masoor'] },
  { slug: 'mixed', name: 'Mixed dal (panchmel)', ingredients: { [I.toor]: 25, [I.moong]: 20, [I.masoor]: 20, [I.chanaDal]: 20, [I.urad]: 15 }, names: ['mixed dal', 'panchmel dal', 'panchratna dal', 'mix dal', 'dal panchratan'] },
];

interface Style {
  slug: string;
  label: (dal: string) => string;
  /** Name forms: "{d}" is replaced by each name of the dal. */
  forms: string[];
  ingredients: Record<string, number>;
  cookedG: number;
}

const STYLES: Style[] = [
  {
    slug: 'tadka', label: (d) => `${d} tadka`, forms: ['{d}', '{d} tadka', '{d} tarka', 'tadka {d}'],
    ingredients: mix({ [I.water]: 400, [I.oil]: 12, [I.greenChilli]: 3, [I.coriander]: 5, [I.turmeric]: 1 }, onionTomato(40, 50), { [I.ginger]: 5, [I.garlic]: 5 }, JEERA_TADKA, salt(6)),
    cookedG: 540,
  },
  {
    slug: 'fry', label: (d) => `${d} fry`, forms: ['{d} fry', 'fried {d}'],
    ingredients: mix({ [I.water]: 330, [I.oil]: 18, [I.greenChilli]: 3, [I.coriander]: 5 }, onionTomato(60, 60), GINGER_GARLIC, DRY_MASALA, JEERA_TADKA, salt(6)),
    cookedG: 500,
  },
  {
    slug: 'plain', label: (d) => `${d} (plain, boiled)`, forms: ['plain {d}', 'boiled {d}', 'sada {d}', '{d} without tadka', '{d} plain'],
    ingredients: mix({ [I.water]: 400, [I.turmeric]: 1 }, salt(5)),
    cookedG: 450,
  },
  {
    slug: 'ghee-tadka', label: (d) => `${d} with ghee tadka`, forms: ['{d} ghee tadka', 'ghee {d}', '{d} with ghee'],
    ingredients: mix({ [I.water]: 400, [I.ghee]: 12, [I.garlic]: 6, [I.turmeric]: 1 }, JEERA_TADKA, salt(6)),
    cookedG: 470,
  },
  {
    slug: 'palak', label: (d) => `${d} with spinach (dal palak)`, forms: ['{d} palak', 'palak {d}', '{d} with spinach'],
    ingredients: mix({ [I.water]: 380, [I.oil]: 12, [I.spinach]: 120, [I.greenChilli]: 3, [I.turmeric]: 1 }, onionTomato(40, 40), { [I.garlic]: 6 }, JEERA_TADKA, salt(6)),
    cookedG: 620,
  },
];

function dalDishes(): DishDef[] {
  const out: DishDef[] = [];
  for (const dal of DALS) {
    for (const style of STYLES) {
      const names = style.forms.flatMap((f) => dal.names.map((n) => f.replace('{d}', n)));
      out.push(
        dish(`${dal.slug}-dal-${style.slug}`, style.label(dal.name), 'pan-indian', 'dal', 'liquid', KATORI_LIQUID,
          mix(dal.ingredients, style.ingredients), { cookedG: style.cookedG },
          { names, basis: 'standard home recipe: 100 g dry dal cooked to medium consistency; serving 1 katori', densityGPerMl: 1.01 }),
      );
    }
  }
  return out;
}

const regional = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[]): DishDef =>
  dish(id, name, region, 'dal', 'liquid', KATORI_LIQUID, ingredients, { cookedG }, { names, densityGPerMl: 1.01 });

export const DALS_TABLE: DishDef[] = [
  ...dalDishes(),
  regional('dal-makhani', 'Dal makhani', 'north-indian',
    mix({ [I.uradWhole]: 80, [I.rajma]: 20, [I.water]: 450, [I.butter]: 40, [I.cream]: 60, [I.tomatoPuree]: 80, [I.onion]: 30 }, GINGER_GARLIC, { [I.chilli]: 2, [I.cumin]: 2 }, salt(6)),
    560, ['dal makhani', 'dal makhni', 'daal makhani', 'maa ki dal', 'kali dal', 'makhani dal', 'black dal']),
  regional('gujarati-dal', 'Gujarati dal (sweet-sour toor)', 'west-indian',
    mix({ [I.toor]: 100, [I.water]: 550, [I.jaggery]: 20, [I.lemon]: 10, [I.tomato]: 40, [I.peanut]: 10, [I.ghee]: 8, [I.greenChilli]: 3, [I.curryLeaves]: 2, [I.mustardSeed]: 2, [I.turmeric]: 1 }, salt(6)),
    680, ['gujarati dal', 'gujarati daal', 'khatti meethi dal', 'gujarati toor dal']),
  regional('amti', 'Amti (Maharashtrian toor dal)', 'west-indian',
    mix({ [I.toor]: 100, [I.water]: 450, [I.jaggery]: 10, [I.tamarind]: 8, [I.oil]: 12, [I.coconut]: 15, [I.curryLeaves]: 2, [I.mustardSeed]: 2, [I.turmeric]: 1, [I.chilli]: 2 }, salt(6)),
    560, ['amti', 'katachi amti', 'maharashtrian dal', 'varan', 'varan bhaat dal']),
  regional('cholar-dal', 'Cholar dal', 'east-indian',
    mix({ [I.chanaDal]: 100, [I.water]: 400, [I.coconut]: 25, [I.ghee]: 10, [I.oil]: 8, [I.sugar]: 8, [I.raisin]: 8, [I.ginger]: 5, [I.cumin]: 2, [I.turmeric]: 1 }, salt(6)),
    520, ['cholar dal', 'cholar dal narkel diye', 'bengali chana dal']),
  regional('bengali-masoor-dal', 'Bengali masoor dal (patla dal)', 'bangladeshi',
    mix({ [I.masoor]: 80, [I.water]: 500, [I.mustardOil]: 10, [I.onion]: 30, [I.greenChilli]: 3, [I.turmeric]: 1, [I.tomato]: 30 }, salt(5)),
    560, ['patla dal', 'musur daal', 'bengali dal', 'mosur dal bangladeshi', 'dal bhaat dal']),
  regional('tomato-pappu', 'Tomato pappu', 'south-indian',
    mix({ [I.toor]: 100, [I.water]: 380, [I.tomato]: 150, [I.oil]: 12, [I.greenChilli]: 5, [I.turmeric]: 1, [I.garlic]: 5 }, SOUTH_TADKA, salt(6)),
    600, ['tomato pappu', 'tomato dal', 'tamatar dal', 'thakkali paruppu']),
  regional('palakura-pappu', 'Palakura pappu (spinach dal)', 'south-indian',
    mix({ [I.toor]: 100, [I.water]: 380, [I.spinach]: 150, [I.tamarind]: 5, [I.oil]: 12, [I.greenChilli]: 5, [I.garlic]: 5 }, SOUTH_TADKA, salt(6)),
    600, ['palakura pappu', 'keerai kootu', 'spinach pappu', 'keerai paruppu']),
  regional('dosakaya-pappu', 'Dosakaya pappu (cucumber dal)', 'south-indian',
    mix({ [I.toor]: 100, [I.water]: 350, [I.cucumber]: 200, [I.tomato]: 40, [I.oil]: 12, [I.greenChilli]: 5 }, SOUTH_TADKA, salt(6)),
    620, ['dosakaya pappu', 'yellow cucumber dal']),
  regional('kerala-parippu', 'Parippu curry (Kerala)', 'south-indian',
    mix({ [I.moong]: 100, [I.water]: 380, [I.coconut]: 60, [I.ghee]: 10, [I.greenChilli]: 4, [I.cumin]: 2, [I.turmeric]: 1, [I.curryLeaves]: 2 }, salt(6)),
    540, ['parippu curry', 'kerala parippu', 'parippu', 'moong dal kerala style']),
  regional('sri-lankan-dhal-curry', 'Dhal curry (Sri Lankan parippu)', 'sri-lankan',
    mix({ [I.masoor]: 100, [I.water]: 300, [I.coconutMilk]: 150, [I.onion]: 40, [I.greenChilli]: 4, [I.curryLeaves]: 2, [I.garlic]: 5, [I.oil]: 8, [I.turmeric]: 1, [I.mustardSeed]: 1 }, salt(6)),
    560, ['sri lankan dhal curry', 'dhal curry', 'parippu sri lanka', 'lentil curry coconut milk', 'dhal']),
  regional('nepali-kalo-dal', 'Kalo dal (Nepali black lentil)', 'nepali',
    mix({ [I.uradWhole]: 100, [I.water]: 500, [I.ghee]: 10, [I.garlic]: 6, [I.ginger]: 5, [I.turmeric]: 1, [I.cumin]: 2, [I.hing]: 0.3 }, salt(6)),
    560, ['kalo dal', 'maas ko dal', 'nepali dal', 'dal bhat dal', 'mas ko dal']),
  regional('kwati', 'Kwati (Nepali mixed bean soup)', 'nepali',
    mix({ [I.moongWhole]: 25, [I.kalaChana]: 20, [I.rajma]: 20, [I.soybean]: 15, [I.dryPeas]: 20, [I.water]: 600, [I.ghee]: 10, [I.onion]: 30, [I.tomato]: 30, [I.ajwain]: 1 }, GINGER_GARLIC, salt(6)),
    650, ['kwati', 'kwati soup', 'mixed bean soup nepali']),
  regional('daal-mash', 'Daal mash (dry urad, Pakistani)', 'pakistani',
    mix({ [I.urad]: 100, [I.water]: 220, [I.ghee]: 15, [I.onion]: 40, [I.ginger]: 6, [I.greenChilli]: 4, [I.cumin]: 2, [I.chilli]: 2 }, salt(5)),
    330, ['daal mash', 'dal mash', 'mash ki daal', 'sukhi urad dal']),
  regional('dal-dhokli', 'Dal dhokli', 'west-indian',
    mix({ [I.toor]: 80, [I.atta]: 80, [I.besan]: 10, [I.water]: 600, [I.jaggery]: 15, [I.peanut]: 15, [I.oil]: 12, [I.lemon]: 8, [I.turmeric]: 1, [I.mustardSeed]: 2 }, salt(7)),
    760, ['dal dhokli', 'daal dhokli', 'varan phal', 'chakolya']),
  regional('moong-dal-soup', 'Moong dal soup (dal ka pani)', 'pan-indian',
    mix({ [I.moong]: 50, [I.water]: 500, [I.ghee]: 3, [I.cumin]: 1, [I.turmeric]: 1 }, salt(4)),
    480, ['moong dal soup', 'dal soup', 'dal ka pani', 'dal water']),
];
