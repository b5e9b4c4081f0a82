// Command line of the analysis engine.
//   npm run --silent analyze -- "2 rotis and dal"       readable meals
//   npm run --silent analyze -- --json "2 rotis"         the result as JSON
//   npm run --silent analyze -- --jsonl < entries.jsonl  {"id","text","date"?,"timezone"?} per line in,
//                                                       {"id","meals","unmatched"} per line out, in order
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { AnalyzedMeal } from '../src/contracts/meal';
import type { AnalyzeResult } from '../src/nutrition/analyze';
import { getAnalyzer } from '../src/knowledge-file';

const ZLine = z.object({
  id: z.union([z.string(), z.number()]),
  text: z.string(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  timezone: z.string().optional(),
});

const DEFAULT_TZ = process.env.TZ_USER ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';

function readable(result: AnalyzeResult): string {
  const lines: string[] = [];
  if (!result.ok) lines.push(`✗ ${result.message}`);
  let total = { kcal: 0, p: 0, c: 0, f: 0 };
  for (const m of result.meals) lines.push(formatMeal(m));
  for (const m of result.meals)
    total = {
      kcal: total.kcal + m.macros.calories_kcal,
      p: total.p + m.macros.protein_g,
      c: total.c + m.macros.carbs_g,
      f: total.f + m.macros.fat_g,
    };
  if (result.meals.length > 1)
    lines.push(
      `= total ${total.kcal} kcal · protein ${total.p.toFixed(1)} g · carbs ${total.c.toFixed(1)} g · fat ${total.f.toFixed(1)} g`,
    );
  for (const u of result.unmatched) lines.push(`? “${u.text}”: ${u.reason}`);
  return lines.join('\n');
}

function formatMeal(m: AnalyzedMeal): string {
  const x = m.macros;
  return [
    `• ${m.title} — ${m.serving.servings} × ${m.serving.household_unit} (${m.serving.serving_size_g} g each)`,
    `  ${x.calories_kcal} kcal · protein ${x.protein_g} g · carbs ${x.carbs_g} g · fat ${x.fat_g} g · fiber ${x.fiber_g} g · sugar ${x.sugar_g} g · sodium ${x.sodium_mg} mg`,
    `  ${m.context.meal_type}, ${m.date} (${m.context.consumed_at}) · ${m.description}`,
  ].join('\n');
}

async function jsonl(): Promise<void> {
  const analyzer = getAnalyzer();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const raw of rl) {
    lineNo++;
    if (raw.trim() === '') continue;
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(raw);
    } catch {
      process.stdout.write(`${JSON.stringify({ id: null, line: lineNo, error: 'invalid JSON' })}\n`);
      continue;
    }
    const parsed = ZLine.safeParse(parsedJson);
    if (!parsed.success) {
      const id =
        typeof parsedJson === 'object' && parsedJson !== null && 'id' in parsedJson
          ? (parsedJson as { id: unknown }).id
          : null;
      process.stdout.write(
        `${JSON.stringify({ id, line: lineNo, error: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ') })}\n`,
      );
      continue;
    }
    const { id, text, date, timezone } = parsed.data;
    const r = analyzer.analyze(text, { ...(date ? { date } : {}), timeZone: timezone ?? DEFAULT_TZ });
    process.stdout.write(
      `${JSON.stringify({ id, meals: r.meals, unmatched: r.unmatched, ...(r.ok ? {} : { error: r.message }) })}\n`,
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--jsonl')) return jsonl();
  const asJson = args.includes('--json');
  const text = args.filter((a) => a !== '--json').join(' ');
  if (text.trim() === '') {
    process.stderr.write(
      'usage: npm run --silent analyze -- "2 rotis and dal"   |   --json "..."   |   --jsonl < file\n',
    );
    process.exitCode = 2;
    return;
  }
  const result = getAnalyzer().analyze(text, { timeZone: DEFAULT_TZ });
  process.stdout.write(`${asJson ? JSON.stringify(result, null, 2) : readable(result)}\n`);
  if (!result.ok) process.exitCode = 1;
}

void main();
