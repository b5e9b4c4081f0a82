// `npm run foods:stats`: counts in the built knowledge file (foods, dishes by region and
// category, units, names), checked against the targets of issue 5.
import { loadKnowledge } from '../../src/knowledge-file';

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
const regionalNames = ifct.reduce((s, e) => s + e.names.length - 1, 0);

const lines: Array<[string, number, number?]> = [
  ['IFCT foods', ifct.length, 500],
  ['curated foods (athlete, everyday, packaged)', foods.length, 150],
  ['dishes', dishes.length, 400],
  ['household unit keys', unitKeys.size],
  ['unit rows (class × size)', k.units.length],
  ['piece kinds with sizes', pieceKinds.size],
  ['indexed names (normalised)', k.byName.size],
  ['IFCT English + regional names', regionalNames + ifct.length],
];
let ok = true;
console.log('Crease knowledge base');
for (const [label, n, min] of lines) {
  const pass = min === undefined || n >= min;
  ok &&= pass;
  console.log(`  ${label.padEnd(44)} ${String(n).padStart(6)}${min === undefined ? '' : `  (target ≥ ${min}) ${pass ? 'ok' : 'BELOW TARGET'}`}`);
}
console.log('\nDishes by region');
for (const [region, n] of Object.entries(count(dishes, (d) => d.region ?? '?'))) console.log(`  ${region.padEnd(20)} ${String(n).padStart(5)}`);
console.log('\nDishes by category');
for (const [cat, n] of Object.entries(count(dishes, (d) => d.category))) console.log(`  ${cat.padEnd(20)} ${String(n).padStart(5)}`);
console.log('\nCurated foods by source');
for (const [src, n] of Object.entries(count(foods, (f) => (f.source.startsWith('label:') ? 'label' : f.source.split(' ').slice(0, 2).join(' '))))) {
  console.log(`  ${src.padEnd(20)} ${String(n).padStart(5)}`);
}
console.log('\nUnits: ' + [...unitKeys].sort().join(', '));
if (!ok) process.exitCode = 1;
