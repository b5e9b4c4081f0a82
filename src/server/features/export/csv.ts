// The CSV form of the export: RFC 4180 (CRLF line ends; a field with a comma, quote or line
// break is quoted, its quotes doubled), one row per meal, every nutrient and serving field.
// Column names are the JSON keys (units in the name), so the CSV and JSON read alike.
import { MICRO_KEYS } from '../../../nutrition/knowledge/nutrients';
import type { ExportRow } from './service';

/** Excel reads a file as UTF-8 (Hindi, Tamil ...) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'date',
  'time',
  'meal_type',
  'title',
  'description',
  'original_text',
  'servings',
  'serving_size_g',
  'household_unit',
  'calories_kcal',
  'protein_g',
  'carbs_g',
  'fat_g',
  'fiber_g',
  'sugar_g',
  'sodium_mg',
  'saturated_g',
  'cholesterol_mg',
  ...MICRO_KEYS,
  'entry_id',
  'meal_id',
] as const;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: Array<string | number | null | undefined>) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = () => UTF8_BOM + csvLine([...CSV_COLUMNS]);

const round2 = (v: number) => Math.round(v * 100) / 100;

export function csvRow({ meal, timeZone }: ExportRow): string {
  const micro = (key: string) => (typeof meal.micros[key] === 'number' ? round2(meal.micros[key]) : null);
  return csvLine([
    meal.date,
    localIsoTime(new Date(meal.context.consumed_at), timeZone),
    meal.context.meal_type,
    meal.title,
    meal.description,
    meal.original_text,
    meal.serving.servings,
    meal.serving.serving_size_g,
    meal.serving.household_unit,
    meal.macros.calories_kcal,
    meal.macros.protein_g,
    meal.macros.carbs_g,
    meal.macros.fat_g,
    meal.macros.fiber_g,
    meal.macros.sugar_g,
    meal.macros.sodium_mg,
    meal.lipids_detail.saturated_g,
    meal.lipids_detail.cholesterol_mg,
    ...MICRO_KEYS.map(micro),
    meal.source_job_id,
    meal.id,
  ]);
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(timeZone: string): Intl.DateTimeFormat | null {
  if (!formats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      format = null; // not a zone this runtime knows: UTC
    }
    formats.set(timeZone, format);
  }
  return formats.get(timeZone) ?? null;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The instant as local time in the entry's zone with its offset ("2026-03-01T08:30:00+05:30"); UTC without one. */
export function localIsoTime(instant: Date, timeZone: string | null): string {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const format = timeZone ? formatIn(timeZone) : null;
  if (!format) return whole.toISOString().replace('.000Z', 'Z');
  const part = Object.fromEntries(format.formatToParts(whole).map((p) => [p.type, p.value]));
  const [y, mo, d, h, mi, s] = [part.year, part.month, part.day, part.hour, part.minute, part.second].map(Number);
  const offsetMin = Math.round((Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - whole.getTime()) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const local = `${pad(y!, 4)}-${pad(mo!)}-${pad(d!)}T${pad(h!)}:${pad(mi!)}:${pad(s!)}`;
  return `${local}${sign}${pad(Math.trunc(offsetMin / 60))}:${pad(offsetMin % 60)}`;
}
