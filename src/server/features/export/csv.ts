// The CSV form of the export: RFC 4180 (CRLF line ends; a field with a comma, quote or line
// break is quoted, its quotes doubled), one row per meal, every nutrient and serving field.
// Column names are the JSON keys (units in the name), so the CSV and JSON read alike.
import { MICRO_KEYS } from '../../../nutrition/knowledge/nutrients';
import { isValidTimeZone, pad2, wallTime } from '../../../nutrition/parse/zoned-time';
import type { ExportRow } from './service';

/** Excel reads a file as UTF-8 (Hindi, Tamil ...) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

type Column = readonly [name: string, value: (row: ExportRow) => string | number | null | undefined];

const round2 = (v: number) => Math.round(v * 100) / 100;
const micro =
  (key: string) =>
  ({ meal }: ExportRow) =>
    typeof meal.micros[key] === 'number' ? round2(meal.micros[key]) : null;

/** Each column's name beside how it is read, so a header and its values cannot drift apart. */
const COLUMNS: readonly Column[] = [
  ['date', ({ meal }) => meal.date],
  ['time', ({ meal, timeZone }) => localIsoTime(new Date(meal.context.consumed_at), timeZone)],
  ['meal_type', ({ meal }) => meal.context.meal_type],
  ['title', ({ meal }) => meal.title],
  ['description', ({ meal }) => meal.description],
  ['original_text', ({ meal }) => meal.original_text],
  ['servings', ({ meal }) => meal.serving.servings],
  ['serving_size_g', ({ meal }) => meal.serving.serving_size_g],
  ['household_unit', ({ meal }) => meal.serving.household_unit],
  ...(['calories_kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const).map(
    (key): Column => [key, ({ meal }) => meal.macros[key]],
  ),
  ...(['saturated_g', 'cholesterol_mg'] as const).map((key): Column => [key, ({ meal }) => meal.lipids_detail[key]]),
  ...MICRO_KEYS.map((key): Column => [key, micro(key)]),
  ['entry_id', ({ meal }) => meal.source_job_id],
  ['meal_id', ({ meal }) => meal.id],
];

export const CSV_COLUMNS: readonly string[] = COLUMNS.map(([name]) => name);

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: Array<string | number | null | undefined>) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = () => UTF8_BOM + csvLine([...CSV_COLUMNS]);

export const csvRow = (row: ExportRow): string => csvLine(COLUMNS.map(([, value]) => value(row)));

/** The instant as local time in the entry's zone with its offset ("2026-03-01T08:30:00+05:30"); UTC without one. */
export function localIsoTime(instant: Date, timeZone: string | null): string {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  if (!timeZone || !isValidTimeZone(timeZone)) return whole.toISOString().replace('.000Z', 'Z');
  const t = wallTime(whole, timeZone);
  const offsetMin = Math.round(
    (Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - whole.getTime()) / 60_000,
  );
  const sign = offsetMin < 0 ? '-' : '+';
  const local = `${String(t.year).padStart(4, '0')}-${pad2(t.month)}-${pad2(t.day)}T${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}`;
  return `${local}${sign}${pad2(Math.trunc(Math.abs(offsetMin) / 60))}:${pad2(Math.abs(offsetMin) % 60)}`;
}
