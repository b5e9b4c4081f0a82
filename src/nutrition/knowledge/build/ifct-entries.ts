// IFCT 2017 rows → knowledge entries (raw foods per 100 g edible portion).
import type { IfctSupplement } from '../defs';
import { ifctNutrients, type IfctRow } from '../ifct-row';
import type { KnowledgeEntry, Serving, ServingClass } from '../types';

const GROUP_CLASS: Record<string, ServingClass> = {
  'Cereals and Millets': 'grain-dry',
  'Grain Legumes': 'grain-dry',
  'Green Leafy Vegetables': 'vegetable',
  'Other Vegetables': 'vegetable',
  'Fruits': 'fruit',
  'Roots and Tubers': 'vegetable',
  'Condiments and Spices': 'condiment',
  'Nuts and Oil Seeds': 'nuts',
  'Sugars': 'condiment',
  'Mushrooms': 'vegetable',
  'Miscellaneous Foods': 'beverage',
  'Milk and Milk Products': 'meat',
  'Egg and Egg Products': 'egg',
  'Poultry': 'meat',
  'Animal Meat': 'meat',
  'Marine Fish': 'meat',
  'Marine Shellfish': 'meat',
  'Marine Mollusks': 'meat',
  'Fresh Water Fish and Shellfish': 'meat',
  'Edible Oils and Fats': 'fat',
};

// Milk is drunk by the glass; everything else in IFCT is a raw ingredient weighed in grams.
const SERVING_OVERRIDES: Record<string, { servingClass: ServingClass; serving: Serving; density?: number }> = {
  L001: { servingClass: 'beverage', serving: { unit: 'glass', grams: 258, label: '1 glass (250 ml)' }, density: 1.03 },
  L002: { servingClass: 'beverage', serving: { unit: 'glass', grams: 258, label: '1 glass (250 ml)' }, density: 1.03 },
  K002: { servingClass: 'beverage', serving: { unit: 'glass', grams: 250, label: '1 glass (250 ml)' }, density: 1 },
  K001: { servingClass: 'beverage', serving: { unit: 'glass', grams: 250, label: '1 glass (250 ml)' }, density: 1 },
  I002: { servingClass: 'beverage', serving: { unit: 'glass', grams: 260, label: '1 glass (250 ml)' }, density: 1.04 },
  E033: { servingClass: 'condiment', serving: { unit: 'tablespoon', grams: 15, label: '1 tbsp (15 g)' } },
};

// Oils and ghee are measured by the spoon (SR26 04042: 1 tsp oil = 4.5 g; density 0.92 g/ml).
const FAT_SERVING = { servingClass: 'fat' as ServingClass, serving: { unit: 'teaspoon', grams: 4.5, label: '1 tsp (4.5 g)' }, density: 0.92 };

/** Local names from IFCT's `lang` field: "A. Moricha guti; B., H. Arhar dal; Tel. Neerulli/Ullipaya." */
export function parseLocalNames(lang: string): string[] {
  const names: string[] = [];
  for (const part of lang.split(';')) {
    const m = /^\s*((?:[A-Z][a-z]{0,4}\.\s*,?\s*)+)(.*)$/.exec(part.trim());
    const body = (m ? m[2] : part)?.replace(/\.\s*$/, '').trim() ?? '';
    for (const alt of body.split(/[,/]/)) {
      const name = alt.replace(/\s+/g, ' ').trim();
      if (name.length >= 2) names.push(name);
    }
  }
  return names;
}

export function ifctEntries(rows: IfctRow[], supplements: IfctSupplement[]): KnowledgeEntry[] {
  const supplementsByCode = new Map<string, IfctSupplement[]>();
  for (const s of supplements) supplementsByCode.set(s.code, [...(supplementsByCode.get(s.code) ?? []), s]);
  return rows.map((row) => {
    const code = row.code ?? '';
    const { per100g, notes } = ifctNutrients(row);
    for (const supplement of supplementsByCode.get(code) ?? []) {
      for (const [key, value] of Object.entries(supplement.n) as Array<[keyof typeof per100g, number]>) {
        if (per100g[key] === null || per100g[key] === undefined) {
          per100g[key] = value;
          notes.push(`${key} from ${supplement.source} (not reported by IFCT)`);
        }
      }
    }
    const override = SERVING_OVERRIDES[code] ?? (row.grup === 'Edible Oils and Fats' ? FAT_SERVING : undefined);
    const servingClass = override?.servingClass ?? GROUP_CLASS[row.grup ?? ''] ?? 'solid';
    const isEgg = servingClass === 'egg';
    const serving: Serving = override?.serving ?? (isEgg ? { unit: 'piece', grams: 50, label: '1 egg (50 g)' } : { unit: 'gram', grams: 100, label: '100 g' });
    const entry: KnowledgeEntry = {
      id: `ifct:${code}`,
      kind: 'ifct',
      name: row.name ?? code,
      category: row.grup ?? 'IFCT',
      servingClass,
      ...(isEgg ? { pieceKind: 'egg' } : {}),
      defaultServing: serving,
      per100g,
      source: `IFCT 2017 ${code}`,
      ...(notes.length > 0 ? { notes } : {}),
      names: [row.name ?? code, ...parseLocalNames(row.lang ?? '')],
      ...(override?.density ? { densityGPerMl: override.density } : {}),
    };
    return entry;
  });
}
