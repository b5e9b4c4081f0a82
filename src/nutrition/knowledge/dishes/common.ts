// Building blocks of the dish tables: ingredient codes by everyday name, spice mixes, and
// servings read from the units table so a dish's default serving always matches the unit.
//
// Recipes are written as one home batch (grams of raw ingredients) with either the cooked
// batch weight (cookedG) or a yield factor. Unless a dish says otherwise the convention is:
// "standard home recipe (Indian home-cooking norms, ~1 tbsp oil per 2 servings of sabzi or
// curry), cooked weight from typical water loss". Frying oil is given as the share of the
// fried food's weight that is oil (absorption), from typical measured ranges: puri 15-20 %,
// samosa/kachori 15-20 %, pakora 20-25 %, papad 10-15 %.
import type { DishDef, Region } from '../defs';
import type { ServingClass, Serving, UnitSize } from '../types';
import { UNITS } from '../units';

/** IFCT 2017 codes (and curated food ids) under the names cooks use. */
export const I = {
  atta: 'A019', maida: 'A018', sooji: 'A022', rice: 'A015', parboiledRice: 'A014', brownRice: 'A013',
  poha: 'A011', murmura: 'A012', bajra: 'A003', jowar: 'A005', ragi: 'A010', makki: 'A006', vermicelli: 'A023',
  sweetCorn: 'A008', quinoa: 'A009', barley: 'A004', dalia: 'A021',
  besan: 'besan', riceFlour: 'rice-flour', cornflour: 'cornflour', kabuliChana: 'kabuli-chana',
  toor: 'B021', moong: 'B010', moongWhole: 'B011', masoor: 'B013', masoorWhole: 'B014', chanaDal: 'B001',
  kalaChana: 'B002', urad: 'B003', uradWhole: 'B004', rajma: 'B020', lobia: 'B005', dryPeas: 'B017',
  horsegram: 'B012', moth: 'B016', soybean: 'B025',
  potato: 'F006', onion: 'G017', tomato: 'D076', ginger: 'G014', garlic: 'G011', greenChilli: 'G008',
  coriander: 'G009', curryLeaves: 'G010', mint: 'G016', cauliflower: 'D036', cabbage: 'C015',
  spinach: 'C033', methi: 'C020', sarson: 'C026', bathua: 'C008', amaranth: 'C002', brinjal: 'D031',
  okra: 'D056', lauki: 'D007', karela: 'D004', turai: 'D068', snakeGourd: 'D070', ashGourd: 'D001',
  pumpkin: 'D066', tinda: 'D073', parwal: 'D060', capsicum: 'D033', peas: 'D061', beans: 'D049',
  gawar: 'D039', carrot: 'F002', beetroot: 'F001', radish: 'F010', sweetPotato: 'F013', arbi: 'F004',
  yam: 'F017', rawBanana: 'D063', rawJackfruit: 'D051', drumstick: 'D046', mushroom: 'J001',
  babyCorn: 'D042', cucumber: 'D043', lemon: 'E033', rawMango: 'D057', tamarind: 'E064',
  coconut: 'H007', dryCoconut: 'H006', peanut: 'H012', cashew: 'H005', almond: 'H001', raisin: 'E058',
  sesame: 'H011', poppy: 'G032', jaggery: 'I001', kovai: 'D054', plantainFlower: 'D062', gongura: 'C022',
  colocasiaLeaves: 'C018', drumstickLeaves: 'C019', chowchow: 'D038', knolKhol: 'D053', lotusStem: 'F005',
  turmeric: 'G033', chilli: 'G022', corianderSeed: 'G024', cumin: 'G025', methiSeed: 'G026',
  mustardSeed: 'H013', hing: 'G019', pepper: 'G031', cardamom: 'G020', clove: 'G023', ajwain: 'G029',
  ghee: 'T013', groundnutOil: 'T005', mustardOil: 'T006', coconutOil: 'T001', sesameOil: 'T004',
  oil: 'T012', vanaspati: 'T014', butter: 'butter',
  milk: 'L002', buffaloMilk: 'L001', paneer: 'L003', khoa: 'L004', curd: 'curd', cream: 'cream',
  condensedMilk: 'condensed-milk', milkPowder: 'milk-powder-whole',
  chicken: 'N002', chickenBreast: 'N003', mutton: 'O003', muttonShoulder: 'O001', beef: 'O027',
  pork: 'O048', egg: 'M001', boiledEgg: 'M004', rohu: 'S006', catla: 'S002', pomfret: 'P057',
  surmai: 'P087', mackerel: 'P034', sardine: 'P071', hilsa: 'P017', prawn: 'S008', crab: 'Q002',
  tuna: 'P084', bombayDuck: 'P007', pangas: 'S005', liver: 'O008',
  salt: 'salt', sugar: 'sugar', water: 'water', tea: 'tea-brewed', coffee: 'coffee-instant-powder',
  coconutMilk: 'coconut-milk', tomatoPuree: 'tomato-puree', vinegar: 'vinegar', soySauce: 'soy-sauce',
  ketchup: 'ketchup', bakingSoda: 'baking-soda', honey: 'honey', cocoa: 'cocoa-powder',
  bread: 'bread-white', pav: 'pav', sago: 'sago', mayonnaise: 'mayonnaise', lettuce: 'lettuce', oats: 'oats',
} as const;

type Parts = Record<string, number>;

/** Adds ingredient maps, summing grams of shared ingredients. */
export function mix(...parts: Parts[]): Parts {
  const out: Parts = {};
  for (const part of parts) for (const [k, g] of Object.entries(part)) out[k] = Number(((out[k] ?? 0) + g).toFixed(2));
  return out;
}

/** Dry spice mix for a ~500 g batch of sabzi or curry. */
export const DRY_MASALA: Parts = { [I.turmeric]: 2, [I.chilli]: 2, [I.corianderSeed]: 3, [I.cumin]: 2 };
/** Ginger-garlic paste for a ~500 g batch. */
export const GINGER_GARLIC: Parts = { [I.ginger]: 8, [I.garlic]: 8 };
/** Onion-tomato base of a North Indian gravy. */
export const onionTomato = (onion: number, tomato: number): Parts => ({ [I.onion]: onion, [I.tomato]: tomato });
/** South Indian tempering: mustard seeds, urad dal, curry leaves, chilli, hing. */
export const SOUTH_TADKA: Parts = { [I.mustardSeed]: 2, [I.urad]: 3, [I.curryLeaves]: 3, [I.chilli]: 1, [I.hing]: 0.3 };
/** North Indian tadka spices: cumin, hing, red chilli. */
export const JEERA_TADKA: Parts = { [I.cumin]: 3, [I.hing]: 0.3, [I.chilli]: 1 };
export const salt = (g: number): Parts => ({ [I.salt]: g });

/** Weight of a unit for a serving class, read from the units table (medium size unless said). */
export function unitServing(unit: string, cls: ServingClass, size: UnitSize = 'medium', label?: string): Serving {
  const rows = UNITS.filter((r) => r.unit === unit && r.pieceKind === undefined);
  const pick = (c: ServingClass | '*') =>
    rows.find((r) => r.servingClass === c && r.size === size) ?? rows.find((r) => r.servingClass === c && r.size === undefined);
  const row = pick(cls) ?? pick('*');
  if (!row) throw new Error(`no unit ${unit} for ${cls}`);
  const grams = row.grams;
  const what = row.ml !== undefined ? `${row.ml} ml` : `${grams} g`;
  return { unit, grams, label: label ?? `1 ${unit.replace('-', ' ')} (${what})` };
}

/** Weight of one counted piece of a kind, from the units table. */
export function pieceServing(kind: string, size: UnitSize = 'medium', label?: string): Serving {
  const row = UNITS.find((r) => r.unit === 'piece' && r.pieceKind === kind && r.size === size);
  if (!row) throw new Error(`no piece size for ${kind}`);
  return { unit: 'piece', grams: row.grams, label: label ?? `1 ${size} ${kind.replace(/-/g, ' ')} (${row.grams} g)` };
}

export const KATORI_LIQUID = unitServing('katori', 'liquid');
export const KATORI_CURRY = unitServing('katori', 'curry');
export const KATORI_DRY = unitServing('katori', 'dry');
export const KATORI_CURD = unitServing('katori', 'curd');
export const KATORI_DESSERT = unitServing('katori', 'dessert');
export const CUP_RICE = unitServing('cup', 'rice');
export const GLASS = unitServing('glass', 'beverage');
export const TEA_CUP = unitServing('tea-cup', 'beverage');
export const TBSP_CHUTNEY = unitServing('tablespoon', 'condiment');
export const PLATE_DRY = unitServing('plate', 'dry');

/**
 * A serving that is the whole batch as written ("1 plate: 2 pav + bhaji"). One described as a
 * plate is in the plate unit, so "1 plate of pav bhaji" means this plate, not a generic one.
 */
export const whole = (grams: number, label: string): Serving => ({ unit: /^1 plate\b/.test(label) ? 'plate' : 'serving', grams, label: `${label} (${grams} g)` });

/**
 * A one-dish meal of rice with dal, curry or curd (rajma chawal, khichdi, bisi bele bath) is
 * served as a plate, not a cup of rice. Convention: 1 katori (150 g) of dal or curry over
 * 1.5 katori of rice (150 g), the same plate the accuracy benchmark writes as 150 g + 150 g.
 */
export const PLATE_COMBO: Serving = { unit: 'plate', grams: 300, label: '1 plate (300 g: ~1 katori dal or curry with rice)' };
/**
 * Porridge-like rice and lentil dishes (khichdi, pongal, bisi bele bath) are heavier per
 * katori than fluffy rice: FNDDS 41311040 lentil curry with rice, 1 cup (236.6 ml) = 200 g.
 */
export const PORRIDGE_DENSITY = 0.85;

/** Shorthand for one dish row. */
export function dish(
  id: string,
  name: string,
  region: Region,
  category: DishDef['category'],
  servingClass: ServingClass,
  serving: Serving,
  ingredients: Parts,
  cooking: { cookedG: number } | { yieldFactor: number },
  extra: Partial<Pick<DishDef, 'names' | 'fry' | 'basis' | 'pieceKind' | 'densityGPerMl'>> = {},
): DishDef {
  return {
    id,
    name,
    region,
    category,
    servingClass,
    serving,
    ingredients,
    ...cooking,
    basis: extra.basis ?? 'standard home recipe; one batch as listed',
    ...(extra.names ? { names: extra.names } : {}),
    ...(extra.fry ? { fry: extra.fry } : {}),
    ...(extra.pieceKind ? { pieceKind: extra.pieceKind } : {}),
    ...(extra.densityGPerMl ? { densityGPerMl: extra.densityGPerMl } : {}),
  };
}
