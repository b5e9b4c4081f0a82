// Natural-language edits of a logged meal, on bench/edits-sample.jsonl (written blind, before the
// engine was run on them): log the text, open the first meal the case names, apply the
// instruction to it (it may reach the other meals of the same entry, as in the app), and check
// each expected effect on the whole entry. Prints the share of cases applied with the right effect, for
// the dev and the frozen test part (bench/sample/split.ts). Never fails on the numbers.
//   npm run bench:edits [-- --failures]   lists the dev part's failures (--show-test: all)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AnalyzedMeal } from '../src/contracts/meal';
import { getAnalyzer } from '../src/knowledge-file';
import { editEntry } from '../src/nutrition/edit';
import { combinationParts } from '../src/nutrition/edit/combination';
import { splitOf } from './sample/split';

const ZExpect = z.union([
  z.object({ food: z.string(), factor: z.number() }),
  z.object({ food: z.string(), quantity: z.number() }),
  z.object({ food: z.string(), removed: z.literal(true) }),
  z.object({ food: z.string(), present: z.literal(true) }),
  z.object({ kcal: z.enum(['up', 'down', 'same']) }),
  z.object({ meal_type: z.string() }),
  z.object({ date_offset: z.number() }),
  z.object({ refused: z.literal(true) }),
]);
const ZCase = z.object({
  id: z.string(),
  text: z.string(),
  meal: z.string(),
  instruction: z.string(),
  expect: z.array(ZExpect),
});
type Case = z.infer<typeof ZCase>;

const file = join(dirname(fileURLToPath(import.meta.url)), 'edits-sample.jsonl');
const cases = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => ZCase.parse(JSON.parse(l)));
const analyzer = getAnalyzer();
const ctx = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') };

const live = (ms: AnalyzedMeal[], re: RegExp) =>
  ms.flatMap((m) => m.components).filter((c) => c.role !== 'removed' && re.test(c.name.toLowerCase()));
// A combination (dal chawal) is weighed by its parts, before and after alike: "double the dal"
// on a plate of dal chawal doubles the dal's share, not the whole plate's weight.
const byParts = (ms: AnalyzedMeal[]) =>
  ms
    .flatMap((m) => m.components)
    .flatMap((c) => {
      const parts = combinationParts(analyzer.knowledge, c);
      return parts.length > 0 ? parts : [c];
    });
const grams = (ms: AnalyzedMeal[], re: RegExp) =>
  byParts(ms)
    .filter((c) => c.role !== 'removed' && re.test(c.name.toLowerCase()))
    .reduce((s, c) => s + c.grams, 0);
const kcalOf = (ms: AnalyzedMeal[]) => ms.reduce((s, m) => s + m.macros.calories_kcal, 0);
const dayDiff = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

function run(c: Case): string | undefined {
  const r = analyzer.analyze(c.text, ctx);
  const pick = new RegExp(c.meal, 'i');
  const before = r.meals.find((m) => pick.test(m.title) || m.components.some((x) => pick.test(x.name)));
  if (!before) return `no meal matching /${c.meal}/ in ${r.meals.map((m) => m.title).join('; ') || 'nothing'}`;
  const siblings = r.meals.filter((m) => m !== before);
  const res = editEntry(before, siblings, c.instruction, { analyzer, ...ctx });
  if (c.expect.some((e) => 'refused' in e))
    return res.ok ? `applied (${res.applied.join('; ')}) but should be refused` : undefined;
  if (!res.ok) return `refused: ${res.message}`;
  const entryBefore = [before, ...siblings];
  const changed = new Map(res.others.map((o) => [o.index, o.meal]));
  const entryAfter = [
    ...(res.removedItself ? [] : [res.meal]),
    ...siblings.flatMap((m, i) => {
      const next = changed.has(i) ? changed.get(i) : m;
      return next ? [next] : [];
    }),
  ];
  const after = res.removedItself ? undefined : res.meal;
  for (const e of c.expect) {
    if ('factor' in e) {
      const re = new RegExp(e.food, 'i');
      const b = grams(entryBefore, re);
      const a = grams(entryAfter, re);
      if (b === 0 || Math.abs(a / b - e.factor) > 0.05 * e.factor)
        return `/${e.food}/ ${b} g → ${a} g, expected ×${e.factor}`;
    } else if ('quantity' in e) {
      const q = live(entryAfter, new RegExp(e.food, 'i')).map((x) => x.quantity);
      if (!q.includes(e.quantity)) return `/${e.food}/ quantity ${q.join(',') || 'none'}, expected ${e.quantity}`;
    } else if ('removed' in e) {
      const re = new RegExp(e.food, 'i');
      if (
        live(entryAfter, re).length > 0 &&
        !entryAfter.flatMap((m) => m.components).some((x) => x.role === 'removed' && re.test(x.name.toLowerCase()))
      )
        return `/${e.food}/ still there`;
    } else if ('present' in e) {
      if (live(entryAfter, new RegExp(e.food, 'i')).length === 0) return `/${e.food}/ not present`;
    } else if ('kcal' in e) {
      const b = kcalOf(entryBefore);
      const a = kcalOf(entryAfter);
      const dir = Math.abs(a - b) <= 0.01 * Math.max(b, 1) ? 'same' : a > b ? 'up' : 'down';
      if (dir !== e.kcal) return `kcal ${b} → ${a}, expected ${e.kcal}`;
    } else if ('meal_type' in e) {
      if (!after) return `meal removed, expected meal type ${e.meal_type}`;
      if (after.context.meal_type !== e.meal_type)
        return `meal type ${after.context.meal_type}, expected ${e.meal_type}`;
    } else if ('date_offset' in e) {
      if (!after) return 'meal removed, expected a date change';
      if (dayDiff(before.date, after.date) !== e.date_offset)
        return `date ${before.date} → ${after.date}, expected ${e.date_offset} day(s)`;
    }
  }
  return undefined;
}

const results = cases.map((c) => ({ c, part: splitOf(c.id), failure: run(c) }));
const rate = (rs: typeof results) =>
  `${rs.filter((r) => !r.failure).length}/${rs.length} (${((100 * rs.filter((r) => !r.failure).length) / Math.max(rs.length, 1)).toFixed(1)} %)`;
console.log(`edits-sample: ${cases.length} cases`);
console.log(`dev   ${rate(results.filter((r) => r.part === 'dev'))}`);
console.log(`test  ${rate(results.filter((r) => r.part === 'test'))}`);
console.log(`all   ${rate(results)}`);
if (process.argv.includes('--failures')) {
  const shown = process.argv.includes('--show-test') ? results : results.filter((r) => r.part === 'dev');
  for (const r of shown) if (r.failure) console.log(`${r.c.id} "${r.c.text}" + "${r.c.instruction}": ${r.failure}`);
}
