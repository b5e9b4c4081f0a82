// A small, fixed knowledge base for the engine's unit tests, so they do not move when the real
// base grows. Round per-100 g numbers make expected values easy to check by hand.
import { createKnowledge, normalizeName, type Knowledge, type KnowledgeEntry, type Nutrients } from './knowledge';
import { readUnitTables } from '../../scripts/knowledge/read-sources';

const n = (kcal: number, protein: number, carbs: number, fat: number, extra: Nutrients = {}): Nutrients => ({
  calories_kcal: kcal,
  protein_g: protein,
  carbs_g: carbs,
  fat_g: fat,
  fiber_g: 0,
  sugar_g: 0,
  sodium_mg: 0,
  saturated_g: 0,
  cholesterol_mg: 0,
  ...extra,
});

type E = Omit<KnowledgeEntry, 'names' | 'category' | 'source' | 'role'> & {
  names: string[];
  role?: KnowledgeEntry['role'];
};
const entry = (e: E): KnowledgeEntry => ({ category: 'test', source: 'test fixture', role: 'main', ...e });

export const FIXTURE_ENTRIES: KnowledgeEntry[] = [
  entry({
    id: 'dish:roti',
    kind: 'dish',
    name: 'Roti',
    servingClass: 'piece',
    pieceKind: 'roti',
    defaultServing: { unit: 'piece', grams: 40, label: '1 roti' },
    per100g: n(300, 10, 50, 5),
    names: ['roti', 'chapati', 'chapatti'],
  }),
  entry({
    id: 'dish:ghee-roti',
    kind: 'dish',
    name: 'Roti with ghee',
    servingClass: 'piece',
    pieceKind: 'roti',
    defaultServing: { unit: 'piece', grams: 40, label: '1 roti' },
    per100g: n(340, 10, 50, 10),
    names: ['roti with ghee', 'ghee roti'],
  }),
  entry({
    id: 'dish:paratha',
    kind: 'dish',
    name: 'Paratha',
    servingClass: 'piece',
    pieceKind: 'paratha',
    defaultServing: { unit: 'piece', grams: 70, label: '1 paratha' },
    per100g: n(320, 8, 45, 12),
    names: ['paratha', 'parantha'],
  }),
  entry({
    id: 'dish:dal',
    kind: 'dish',
    name: 'Dal',
    servingClass: 'liquid',
    defaultServing: { unit: 'katori', grams: 150, label: '1 katori' },
    per100g: n(100, 6, 14, 3),
    names: ['dal', 'dal tadka'],
  }),
  entry({
    id: 'dish:steamed-rice',
    kind: 'dish',
    name: 'Steamed rice',
    servingClass: 'rice',
    defaultServing: { unit: 'katori', grams: 100, label: '1 katori' },
    per100g: n(130, 2.5, 28, 0.3),
    names: ['steamed rice', 'plain rice'],
  }),
  entry({
    id: 'dish:brown-rice',
    kind: 'dish',
    name: 'Brown rice, cooked',
    servingClass: 'rice',
    defaultServing: { unit: 'katori', grams: 100, label: '1 katori' },
    per100g: n(120, 2.7, 25, 1),
    names: ['brown rice'],
  }),
  entry({
    id: 'dish:chai',
    kind: 'dish',
    name: 'Chai',
    servingClass: 'beverage',
    defaultServing: { unit: 'tea-cup', grams: 125, label: '1 cup' },
    per100g: n(60, 2, 9, 2, { sugar_g: 8 }),
    names: ['chai', 'masala chai'],
    recipe: {
      ingredients: [
        { ref: 'milk-toned', grams: 100 },
        { ref: 'water', grams: 100 },
        { ref: 'sugar', grams: 10 },
      ],
      yieldFactor: 0.95,
      rawWeightG: 210,
      cookedWeightG: 200,
      basis: 'test',
    },
  }),
  entry({
    id: 'dish:paneer-tikka',
    kind: 'dish',
    name: 'Paneer tikka',
    servingClass: 'piece',
    pieceKind: 'tikka',
    defaultServing: { unit: 'piece', grams: 30, label: '1 piece' },
    per100g: n(250, 15, 5, 18),
    names: ['paneer tikka'],
    recipe: {
      ingredients: [
        { ref: 'L003', grams: 80 },
        { ref: 'T012', grams: 10 },
      ],
      yieldFactor: 1,
      rawWeightG: 90,
      cookedWeightG: 90,
      basis: 'test',
    },
  }),
  entry({
    id: 'dish:raita',
    kind: 'dish',
    name: 'Raita',
    servingClass: 'curd',
    defaultServing: { unit: 'katori', grams: 150, label: '1 katori' },
    per100g: n(60, 3, 5, 3),
    names: ['raita'],
  }),
  entry({
    id: 'food:sugar',
    kind: 'food',
    name: 'Sugar',
    servingClass: 'condiment',
    tags: ['addable', 'sweetener'],
    defaultServing: { unit: 'teaspoon', grams: 5, label: '1 tsp' },
    per100g: n(400, 0, 100, 0, { sugar_g: 100 }),
    names: ['sugar', 'cheeni'],
  }),
  entry({
    id: 'food:water',
    kind: 'food',
    name: 'Water',
    servingClass: 'beverage',
    defaultServing: { unit: 'glass', grams: 250, label: '1 glass' },
    per100g: n(0, 0, 0, 0),
    names: ['water'],
  }),
  entry({
    id: 'food:butter',
    kind: 'food',
    name: 'Butter',
    servingClass: 'fat',
    defaultServing: { unit: 'teaspoon', grams: 5, label: '1 tsp' },
    per100g: n(720, 1, 0, 80),
    names: ['butter', 'makhan'],
  }),
  entry({
    id: 'food:curd',
    kind: 'food',
    name: 'Curd',
    servingClass: 'curd',
    defaultServing: { unit: 'katori', grams: 150, label: '1 katori' },
    per100g: n(60, 3.5, 5, 3),
    names: ['curd', 'dahi'],
  }),
  entry({
    id: 'food:milk-toned',
    kind: 'food',
    name: 'Toned milk',
    servingClass: 'beverage',
    densityGPerMl: 1.03,
    defaultServing: { unit: 'glass', grams: 258, label: '1 glass' },
    per100g: n(50, 3.3, 4.8, 2),
    names: ['toned milk', 'milk'],
  }),
  entry({
    id: 'food:cheese',
    kind: 'food',
    name: 'Cheese',
    servingClass: 'solid',
    tags: ['addable'],
    defaultServing: { unit: 'piece', grams: 20, label: '1 slice' },
    per100g: n(300, 20, 5, 25),
    names: ['cheese'],
  }),
  entry({
    id: 'food:olive-oil',
    kind: 'food',
    name: 'Olive oil',
    servingClass: 'fat',
    defaultServing: { unit: 'teaspoon', grams: 4.5, label: '1 tsp' },
    per100g: n(884, 0, 0, 100),
    names: ['olive oil'],
  }),
  entry({
    id: 'food:boiled-egg',
    kind: 'food',
    name: 'Boiled egg',
    servingClass: 'egg',
    pieceKind: 'egg',
    defaultServing: { unit: 'piece', grams: 50, label: '1 egg' },
    per100g: n(155, 13, 1, 11),
    names: ['boiled egg', 'egg'],
  }),
  entry({
    id: 'ifct:L003',
    kind: 'ifct',
    name: 'Paneer',
    servingClass: 'meat',
    defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
    per100g: n(260, 19, 12, 15),
    names: ['paneer'],
  }),
  entry({
    id: 'ifct:T012',
    kind: 'ifct',
    name: 'Sunflower oil',
    servingClass: 'fat',
    defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
    per100g: n(900, 0, 0, 100),
    names: ['oil', 'sunflower oil'],
  }),
  entry({
    id: 'ifct:T013',
    kind: 'ifct',
    name: 'Ghee',
    servingClass: 'fat',
    defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
    per100g: n(900, 0, 0, 100),
    names: ['ghee'],
  }),
  entry({
    id: 'ifct:E004',
    kind: 'ifct',
    name: 'Banana, ripe',
    servingClass: 'fruit',
    pieceKind: 'banana',
    defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
    per100g: n(100, 1, 25, 0.3),
    names: ['banana', 'kela'],
  }),
  entry({
    id: 'ifct:N003',
    kind: 'ifct',
    name: 'Chicken breast',
    servingClass: 'meat',
    defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
    per100g: n(120, 22, 0, 3),
    names: ['chicken breast', 'chicken'],
  }),
];

// The engine's word tables as the real base has them for these words (knowledge/names/).
const FIXTURE_PREFERRED: Record<string, string[]> = {
  rice: ['steamed rice', 'plain rice'],
  chawal: ['steamed rice'],
  dal: ['dal', 'dal tadka'],
  tea: ['chai', 'masala chai'],
};
const FIXTURE_SYNONYMS: Record<string, string> = {
  chawal: 'rice',
  dahi: 'curd',
  chai: 'tea',
  cheeni: 'sugar',
  makhan: 'butter',
  chapatti: 'chapati',
  daal: 'dal',
  kela: 'banana',
};

const FIXTURE_EVERYDAY = ['rain', 'last', 'baad', 'over', 'nets'];

export function fixtureKnowledge(): Knowledge {
  const names: Record<string, string> = {};
  for (const e of FIXTURE_ENTRIES) for (const name of e.names) names[normalizeName(name)] ??= e.id;
  const { units, unitAliases } = readUnitTables();
  const normalisedAliases = Object.fromEntries(
    Object.entries(unitAliases).map(([alias, unit]) => [normalizeName(alias), unit]),
  );
  return createKnowledge({
    formatVersion: 3,
    inputsHash: 'fixture',
    entries: FIXTURE_ENTRIES,
    units,
    unitAliases: normalisedAliases,
    names,
    preferred: FIXTURE_PREFERRED,
    wordSynonyms: FIXTURE_SYNONYMS,
    everydayWords: FIXTURE_EVERYDAY,
  });
}
