// Accuracy of the built-in engine on bench/meals-sample.jsonl: calorie error of each entry's
// total against its reference total, macro errors in grams, and item recall, overall and per
// tag, for the dev part (tuned on) and the frozen test part (never tuned on) of the sample
// (bench/sample/split.ts). Prints numbers; never fails on them.
//   npm run bench:accuracy [-- --worst 20] [-- --misses]   worst entries and missed items of the dev part
//   add --show-test to list the test part's too (only to report, never to tune)
//   npm run bench:accuracy -- --range m436:m525   one block of lines on its own (a new blind set)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAnalyzer } from '../src/knowledge-file';
import { ZSampleLine, type SampleLine } from './sample/types';

interface Row {
  line: SampleLine;
  kcal: number;
  err: number;
  dP: number;
  dC: number;
  dF: number;
  found: number;
  items: number;
  titles: string[];
  /** each meal's title and component names, lower-cased: what a reference item's pattern is matched on */
  named: string[];
}

const file = join(dirname(fileURLToPath(import.meta.url)), 'meals-sample.jsonl');
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => ZSampleLine.parse(JSON.parse(l)));
const analyzer = getAnalyzer();
const now = new Date('2026-11-22T06:30:00Z');

const rows: Row[] = lines.map((line) => {
  const r = analyzer.analyze(line.text, { timeZone: 'Asia/Kolkata', now, ...(line.date ? { date: line.date } : {}) });
  const sum = (k: 'calories_kcal' | 'protein_g' | 'carbs_g' | 'fat_g') => r.meals.reduce((s, m) => s + m.macros[k], 0);
  const ref = line.reference.totals;
  const named = r.meals.map((m) => `${m.title} ${m.components.map((c) => c.name).join(' ')}`.toLowerCase());
  const found = line.reference.items.filter((it) => named.some((t) => new RegExp(it.match).test(t))).length;
  return {
    line,
    kcal: sum('calories_kcal'),
    err: Math.abs(sum('calories_kcal') - ref.kcal) / Math.max(ref.kcal, 1),
    dP: Math.abs(sum('protein_g') - ref.protein_g),
    dC: Math.abs(sum('carbs_g') - ref.carbs_g),
    dF: Math.abs(sum('fat_g') - ref.fat_g),
    found,
    items: line.reference.items.length,
    titles: r.meals.map((m) => `${m.title} ${m.macros.calories_kcal}`),
    named,
  };
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function summary(name: string, rs: Row[]): string {
  const within = (t: number) => rs.filter((r) => r.err <= t).length / rs.length;
  const recall =
    rs.reduce((s, r) => s + r.found, 0) /
    Math.max(
      rs.reduce((s, r) => s + r.items, 0),
      1,
    );
  return [
    name.padEnd(12),
    String(rs.length).padStart(4),
    pct(median(rs.map((r) => r.err))).padStart(9),
    pct(within(0.2)).padStart(8),
    pct(within(0.25)).padStart(8),
    pct(within(0.3)).padStart(8),
    mean(rs.map((r) => r.dP))
      .toFixed(1)
      .padStart(7),
    mean(rs.map((r) => r.dC))
      .toFixed(1)
      .padStart(7),
    mean(rs.map((r) => r.dF))
      .toFixed(1)
      .padStart(7),
    pct(recall).padStart(9),
  ].join(' ');
}

console.log(
  `meals-sample: ${rows.length} entries, knowledge ${analyzer.knowledge.entries.length} entries (${analyzer.knowledge.inputsHash.slice(0, 12)})`,
);
console.log(`${'tag'.padEnd(12)}    n  med|err|   ±20 %    ±25 %    ±30 %   |ΔP|g   |ΔC|g   |ΔF|g    recall`);
const dev = rows.filter((r) => r.line.split === 'dev');
const test = rows.filter((r) => r.line.split === 'test');
console.log(summary('dev', dev));
console.log(summary('test', test));
console.log(summary('all', rows));
console.log('\nby tag (all):');
const tags = [...new Set(rows.flatMap((r) => r.line.tags))].sort();
for (const t of tags)
  console.log(
    summary(
      t,
      rows.filter((r) => r.line.tags.includes(t)),
    ),
  );
const within25 = (rs: Row[]) => (100 * rs.filter((r) => r.err <= 0.25).length) / Math.max(rs.length, 1);
console.log(
  `\ntest − dev within ±25 %: ${(within25(test) - within25(dev)).toFixed(1)} points (a gap wider than 5 means the engine is tuned to the dev part)`,
);
// "--range m436:m525": a block of lines on its own, e.g. a new blind set measured before tuning.
const rangeAt = process.argv.indexOf('--range');
if (rangeAt >= 0) {
  const [from = '', to = ''] = (process.argv[rangeAt + 1] ?? '').split(':');
  // ids compared as numbers: "m1005" comes after "m946"
  const num = (id: string) => Number(id.replace(/^\D+/, ''));
  const inRange = rows.filter((r) => num(r.line.id) >= num(from) && num(r.line.id) <= num(to));
  console.log(summary(`${from}:${to}`, inRange));
}
const shown = process.argv.includes('--show-test') ? rows : dev;

const worstAt = process.argv.indexOf('--worst');
if (worstAt >= 0) {
  const n = Number(process.argv[worstAt + 1] ?? 20);
  console.log(`\nworst ${n}:`);
  for (const r of [...shown].sort((a, b) => b.err - a.err).slice(0, n)) {
    console.log(
      `${pct(r.err).padStart(8)} ${r.line.id} "${r.line.text}" engine ${r.kcal} vs ref ${r.line.reference.totals.kcal} | ${r.titles.join('; ')} | found ${r.found}/${r.items}`,
    );
  }
}

if (process.argv.includes('--misses')) {
  console.log('\nreference items not found:');
  for (const r of shown) {
    for (const it of r.line.reference.items) {
      // matched as the recall figure is: on titles and component names
      if (!r.named.some((t) => new RegExp(it.match).test(t)))
        console.log(`${r.line.id} "${r.line.text}": ${it.label} (/${it.match}/) | engine: ${r.titles.join('; ')}`);
    }
  }
}
