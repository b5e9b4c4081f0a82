// Speed of the built-in engine: knowledge load time (read + index + matcher) and per-entry
// latency over the sample texts, on one core (this process). Prints numbers only.
//   npm run bench:speed [-- --rounds 20]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAnalyzer } from '../src/nutrition/analyze';
import { loadKnowledge, resetKnowledgeCache } from '../src/knowledge-file';
import { ZSampleLine } from './sample/types';

const file = join(dirname(fileURLToPath(import.meta.url)), 'meals-sample.jsonl');
const texts = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => ZSampleLine.parse(JSON.parse(l)).text);
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(process.argv[roundsAt + 1]) : 20;

const loads: number[] = [];
let analyzer = createAnalyzer(loadKnowledge());
for (let i = 0; i < 5; i++) {
  resetKnowledgeCache();
  const t0 = performance.now();
  analyzer = createAnalyzer(loadKnowledge());
  loads.push(performance.now() - t0);
}

const ctx = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') };
for (const t of texts) analyzer.analyze(t, ctx); // warm-up: JIT and the typo cache
const lat: number[] = [];
const start = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const t of texts) {
    const t0 = performance.now();
    analyzer.analyze(t, ctx);
    lat.push(performance.now() - t0);
  }
}
const wall = performance.now() - start;
lat.sort((a, b) => a - b);
const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN;
console.log(`knowledge: ${analyzer.knowledge.entries.length} entries, ${analyzer.knowledge.byName.size} names`);
console.log(
  `knowledge load (read + index + matcher): first-of-5 ${loads[0]?.toFixed(1)} ms, median ${[...loads].sort((a, b) => a - b)[2]?.toFixed(1)} ms`,
);
console.log(`entries: ${lat.length} (${texts.length} texts × ${rounds})`);
console.log(
  `latency per entry: p50 ${q(0.5).toFixed(3)} ms, p90 ${q(0.9).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms, max ${lat[lat.length - 1]?.toFixed(3)} ms`,
);
console.log(`throughput (one core): ${Math.round(lat.length / (wall / 1000))} entries/s`);

// Long and repetitive texts of the fuzz test (src/nutrition/analyze.fuzz.test.ts): a super-linear
// regular expression shows up here as one slow input. Measured here, not asserted in a test.
const hostile = [
  'x'.repeat(2000),
  'roti '.repeat(400),
  '9'.repeat(2000),
  'and '.repeat(500),
  'a '.repeat(1000),
  Array.from({ length: 120 }, (_, i) => `${(i % 9) + 1} roti`)
    .join(', ')
    .slice(0, 2000),
];
let slowestHostile = 0;
for (const t of hostile) {
  const t0 = performance.now();
  analyzer.analyze(t, ctx);
  slowestHostile = Math.max(slowestHostile, performance.now() - t0);
}
console.log(`slowest hostile input (${hostile.length} long or repetitive texts): ${slowestHostile.toFixed(3)} ms`);
