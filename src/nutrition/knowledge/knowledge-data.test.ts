// Checks every entry of the knowledge base as the build assembles it from its sources.
import { beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../../../scripts/knowledge/read-sources';
import { expectNear } from '../../../tests/helpers/reference-band';
import { assembleKnowledge, type KnowledgeSources } from './build/assemble';
import { createKnowledge, type Knowledge } from './knowledge';
import { normalizeName } from './normalize';
import { MAX_PER_100G, NUTRIENT_KEYS, energyBand } from './nutrients';
import type { KnowledgeEntry, KnowledgeFile } from './types';

let sources: KnowledgeSources;
let file: KnowledgeFile;
let k: Knowledge;
beforeAll(() => {
  sources = readSources();
  file = assembleKnowledge({ ...sources, overlayFoods: [] });
  k = createKnowledge(file);
});

const perServing = (e: KnowledgeEntry, key: 'calories_kcal' | 'protein_g') => ((e.per100g[key] ?? 0) * e.defaultServing.grams) / 100;
const find = (name: string): KnowledgeEntry => {
  const e = k.findByName(name);
  if (!e) throw new Error(`no entry for ${name}`);
  return e;
};

describe('knowledge base contents', () => {
  it('meets the counts of issue 5', () => {
    const kinds = (kind: string) => file.entries.filter((e) => e.kind === kind).length;
    expect(kinds('ifct')).toBe(542);
    expect(kinds('food')).toBeGreaterThanOrEqual(150);
    expect(kinds('dish')).toBeGreaterThanOrEqual(400);
    const regions = new Set(file.entries.filter((e) => e.kind === 'dish').map((e) => e.region));
    for (const r of ['north-indian', 'south-indian', 'east-indian', 'west-indian', 'pakistani', 'bangladeshi', 'sri-lankan', 'nepali']) expect(regions).toContain(r);
  });

  it('has energy consistent with 4/4/9 × protein/carbs/fat within 15 % for every entry (fibre allowed for)', () => {
    const off: string[] = [];
    for (const e of file.entries) {
      const kcal = e.per100g.calories_kcal;
      if (typeof kcal !== 'number') {
        off.push(`${e.id}: no energy`);
        continue;
      }
      // Named exceptions carry an "energy:" note saying why (organic acids, specific factors).
      if (e.notes?.some((n) => n.startsWith('energy:'))) continue;
      const { low, high } = energyBand(e.per100g);
      if ((kcal < low || kcal > high) && Math.abs(kcal - (low + high) / 2) > 5) off.push(`${e.id}: ${kcal} kcal outside ${low.toFixed(0)}-${high.toFixed(0)}`);
    }
    expect(off).toEqual([]);
  });

  it('keeps every per-100 g value inside plausible bounds and non-negative', () => {
    const off: string[] = [];
    for (const e of file.entries) {
      for (const key of NUTRIENT_KEYS) {
        const v = e.per100g[key];
        if (typeof v === 'number' && (v < 0 || v > MAX_PER_100G[key])) off.push(`${e.id}.${key}=${v}`);
      }
      const { protein_g = 0, carbs_g = 0, fat_g = 0, water_g } = e.per100g;
      const mass = (protein_g ?? 0) + (carbs_g ?? 0) + (fat_g ?? 0) + (water_g ?? 0);
      if (mass > 105) off.push(`${e.id}: protein+carbs+fat+water = ${mass.toFixed(1)} g per 100 g`);
    }
    expect(off).toEqual([]);
  });

  it('gives every entry the SPEC §3 macros, with unknowns as null rather than 0', () => {
    for (const e of file.entries) {
      for (const key of ['calories_kcal', 'protein_g', 'carbs_g', 'fat_g'] as const) expect(typeof e.per100g[key], `${e.id}.${key}`).toBe('number');
    }
    expect(find('ghee').per100g.calories_kcal).toBe(900);
    expect(k.byId.get('ifct:L003')?.per100g.cholesterol_mg).toBeNull();
  });

  it('resolves every dish ingredient to an IFCT code or curated food, with a plausible yield', () => {
    const known = new Set([...file.entries.filter((e) => e.kind !== 'dish').map((e) => e.id.split(':')[1])]);
    for (const e of file.entries.filter((x) => x.kind === 'dish')) {
      expect(e.recipe, e.id).toBeDefined();
      for (const line of e.recipe?.ingredients ?? []) expect(known.has(line.ref), `${e.id} uses ${line.ref}`).toBe(true);
      expect(e.recipe?.yieldFactor, e.id).toBeGreaterThan(0.3);
      expect(e.recipe?.yieldFactor, e.id).toBeLessThan(4.5);
      expect(e.recipe?.basis, e.id).not.toBe('');
      expect(e.region, e.id).toBeDefined();
    }
  });

  it('gives no plant food vitamin D (decision 013): only animal foods, fats and UV-exposed mushrooms have it', () => {
    const PLANT_GROUPS = ['Cereals and Millets', 'Grain Legumes', 'Green Leafy Vegetables', 'Other Vegetables', 'Fruits', 'Roots and Tubers', 'Condiments and Spices', 'Nuts and Oil Seeds', 'Sugars'];
    const off = file.entries
      .filter((e) => e.kind === 'ifct' && PLANT_GROUPS.includes(e.category) && (e.per100g.vitamin_d_ug ?? 0) > 0.1)
      .map((e) => `${e.id} ${e.name}: ${e.per100g.vitamin_d_ug} µg`);
    expect(off).toEqual([]);
    // Two aloo parathas were 139 % of a day's vitamin D from IFCT's D2 in atta.
    const paratha = find('aloo paratha');
    expect((paratha.per100g.vitamin_d_ug ?? 0) * 2.4).toBeLessThan(1);
  });

  it('cites a source for every curated food', () => {
    for (const e of file.entries.filter((x) => x.kind === 'food')) expect(e.source, e.id).toMatch(/^(USDA (SR26|FNDDS 2017-18) \d{5,8}|INDB [A-Z]{3}\d{3}|label: .+)/);
  });

  it('gives every unit row a weight and a source, and every serving a known unit', () => {
    for (const u of file.units) {
      expect(u.grams, `${u.unit}/${u.servingClass}`).toBeGreaterThan(0);
      expect(u.source.length, `${u.unit}/${u.servingClass}`).toBeGreaterThan(5);
    }
    const units = new Set(file.units.map((u) => u.unit));
    for (const e of file.entries) expect(units.has(e.defaultServing.unit), `${e.id} ${e.defaultServing.unit}`).toBe(true);
    for (const unit of ['katori', 'bowl', 'plate', 'half-plate', 'glass', 'cup', 'mug', 'tea-cup', 'tablespoon', 'teaspoon', 'scoop', 'handful', 'slice', 'ladle', 'piece']) {
      expect(units.has(unit), unit).toBe(true);
    }
    for (const kind of ['roti', 'phulka', 'paratha', 'naan', 'puri', 'idli', 'dosa', 'vada', 'samosa']) {
      for (const size of ['small', 'medium', 'large']) {
        expect(file.units.some((u) => u.pieceKind === kind && u.size === size), `${kind} ${size}`).toBe(true);
      }
    }
  });

  it('has a piece weight for every entry counted by the piece', () => {
    for (const e of file.entries.filter((x) => x.servingClass === 'piece' || x.pieceKind)) {
      expect(k.gramsPerUnit(e, 'piece'), e.id).toBeGreaterThan(0);
    }
  });

  it('indexes each normalised name to exactly one existing entry, and every entry by its own name', () => {
    for (const [name, id] of Object.entries(file.names)) {
      expect(name).toBe(normalizeName(name));
      expect(k.byId.has(id), `${name} → ${id}`).toBe(true);
    }
    // Curated names are unique (the build fails otherwise), so each resolves to its own entry.
    for (const e of file.entries.filter((x) => x.kind !== 'ifct')) expect(k.findByName(e.name)?.id, e.name).toBe(e.id);
  });

  it('finds common spellings and misspellings', () => {
    for (const [typed, id] of [
      ['chapati', 'dish:roti'], ['chapatti', 'dish:roti'], ['chappati', 'dish:roti'], ['Rotis', 'dish:roti'],
      ['paneer butter masala', 'dish:paneer-butter'], ['panner butter masala', 'dish:paneer-butter'],
      ['rajma', 'dish:rajma'], ['razma', 'dish:rajma'], ['daal', 'dish:toor-dal-tadka'], ['dal fry', 'dish:toor-dal-fry'],
      ['idly', 'dish:idli'], ['buttermilk', 'dish:chaas'], ['nimbu pani', 'dish:nimbu-pani'], ['maggi', 'food:instant-noodles'],
      ['atta', 'ifct:A019'], ['Parle-G', 'food:parle-g'], ['whey protein', 'food:whey-protein'],
    ] as const) {
      expect(k.findByName(typed)?.id, typed).toBe(id);
    }
  });

  it('includes IFCT regional names (Tamil, Telugu, Bengali ...)', () => {
    expect(k.findByName('Kandi pappu')?.id).toBeDefined();
    expect(find('Vengayam').id).toBe('ifct:G017');
    expect(k.findByName('Bellam')?.id).toBe('ifct:I001');
  });

  it('matches everyday reference servings', () => {
    const roti = find('roti');
    expectNear(roti.defaultServing.grams, 40, 'FNDDS 51300175 chappatti or roti, medium (7") 40 g');
    expect(perServing(roti, 'calories_kcal')).toBeGreaterThan(100);
    expect(perServing(roti, 'calories_kcal')).toBeLessThan(125);
    const dal = find('dal tadka');
    expect(dal.defaultServing.grams).toBeGreaterThan(140);
    expect(dal.defaultServing.grams).toBeLessThan(160);
    const rice = find('plain rice').per100g.calories_kcal ?? 0;
    expect(rice).toBeGreaterThan(120);
    expect(rice).toBeLessThan(140);
    const samosa = find('samosa').defaultServing.grams;
    expect(samosa).toBeGreaterThanOrEqual(60);
    expect(samosa).toBeLessThanOrEqual(100);
    expectNear(find('idli').defaultServing.grams, 38, 'FNDDS 55702000 idli (2-1/4" dia) 38 g');
    const dosa = find('plain dosa').defaultServing.grams;
    expect(dosa).toBeGreaterThanOrEqual(80);
    expect(dosa).toBeLessThanOrEqual(100);
    expect(find('sweet lassi').defaultServing.label).toMatch(/250 ml/);
  });

  it('converts household units per serving class and size', () => {
    // A medium katori is 150 ml (knowledge/units convention); dal at FNDDS 41311030 lentil curry, 1 cup (236.6 ml) = 240 g.
    expectNear(k.gramsPerUnit(find('dal tadka'), 'katori'), 150 * (240 / 236.6), 'katori 150 ml × FNDDS 41311030 lentil curry density');
    expect(k.gramsPerUnit(find('aloo gobi'), 'katori')).toBeLessThan(130);
    expectNear(k.gramsPerUnit(find('roti'), 'piece', 'large'), 52, 'FNDDS 51300175 chappatti or roti, large (8") 52 g');
    expectNear(k.gramsPerUnit(find('whey protein'), 'scoop'), 86 / 3, 'SR26 14058 whey protein isolate: 3 scoops 86 g');
    expect(k.unitKey('Katoris')).toBe('katori');
    expect(k.unitKey('tbsp')).toBe('tablespoon');
    expect(k.gramsPerUnit(find('sweet lassi'), 'glass')).toBeGreaterThan(250);
  });
});
