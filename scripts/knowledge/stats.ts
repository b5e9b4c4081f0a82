// `npm run foods:stats`: what the built knowledge holds (foods, dishes, names, units, rows per
// source) and how many of the Indian Nutrient Databank's 1,014 recipes it recognises by one of
// their names (target ≥ 600), read from ../shared/reference when it is there (dev machines, CI).
import { loadKnowledge } from '../../src/knowledge-file';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';
import { indbRecognition, readIndbRecipes } from './indb-recipes';

const k = loadKnowledge();
const count = <T>(items: readonly T[], key: (t: T) => string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
};

const ifct = k.entries.filter((e) => e.kind === 'ifct');
const foods = k.entries.filter((e) => e.kind === 'food');
const dishes = k.entries.filter((e) => e.kind === 'dish');
const unitKeys = new Set(k.units.map((u) => u.unit));
const pieceKinds = new Set(k.units.filter((u) => u.pieceKind).map((u) => u.pieceKind));

let ok = true;
const line = (label: string, n: number, min?: number) => {
  const pass = min === undefined || n >= min;
  ok &&= pass;
  console.log(`  ${label.padEnd(48)} ${String(n).padStart(6)}${min === undefined ? '' : `  (target ≥ ${min}) ${pass ? 'ok' : 'BELOW TARGET'}`}`);
};

console.log('Crease knowledge base');
line('IFCT foods', ifct.length, 500);
line('curated foods (USDA, INDB, labels)', foods.length, 150);
line('dishes (recipes)', dishes.length, 400);
line('indexed names (normalised)', k.byName.size);
line('household unit keys', unitKeys.size);
line('unit rows (class × size)', k.units.length);
line('piece kinds with sizes', pieceKinds.size);

const indb = readIndbRecipes();
if (indb) {
  const { recognised, servingSupported } = indbRecognition(k, indb);
  console.log('\nIndian Nutrient Databank (../shared/reference/indb)');
  line('INDB recipes', indb.length);
  line('recognised by one of their names', recognised, 600);
  line('  … at a serving INDB or a USDA portion supports', servingSupported, 600);
  const linked = k.entries.filter((e) => e.indb && e.indb.length > 0);
  line('Crease entries linked to INDB recipes', linked.length);
} else {
  console.log('\nIndian Nutrient Databank: ../shared/reference/indb not found; recognition not counted');
}

console.log('\nRows per source');
const sourceKind = (e: KnowledgeEntry): string => {
  if (e.kind === 'dish') return 'Crease recipe';
  if (e.source.startsWith('label:')) return 'label';
  return e.source.split(' ').slice(0, e.source.startsWith('USDA') ? 2 : e.source.startsWith('IFCT') ? 2 : 1).join(' ');
};
for (const [src, n] of Object.entries(count(k.entries, sourceKind))) console.log(`  ${src.padEnd(20)} ${String(n).padStart(5)}`);
console.log('\nDishes by region');
for (const [region, n] of Object.entries(count(dishes, (d) => d.region ?? '?'))) console.log(`  ${region.padEnd(20)} ${String(n).padStart(5)}`);
console.log('\nEntries by role');
for (const [role, n] of Object.entries(count(k.entries, (e) => e.role))) console.log(`  ${role.padEnd(20)} ${String(n).padStart(5)}`);
console.log('\nUnits: ' + [...unitKeys].sort().join(', '));
if (!ok) process.exitCode = 1;
