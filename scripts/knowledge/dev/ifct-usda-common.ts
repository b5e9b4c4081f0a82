// Dev-only helpers for the IFCT ↔ USDA SR26 tools in this folder (decision 013). They read
// ../shared/reference (a sibling checkout of reference tables), which the product never reads;
// nothing here is imported by src/ or by the knowledge build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv as parseCsvRows } from '../csv';
import { DATA_DIR, PROJECT_ROOT, REFERENCE_DIR } from '../paths';
import { readIfctRows } from '../read-sources';

export const ROOT = PROJECT_ROOT;
export const SR26_DIR = join(REFERENCE_DIR, 'usda-sr26');
export const PAIRS_FILE = join(DATA_DIR, 'foods', 'ifct-usda-pairs.csv');
export const OVERRIDES_FILE = join(DATA_DIR, 'foods', 'ifct-micronutrient-overrides.csv');

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

/** IFCT 2017 rows keyed by short column names ("Food Code; code" → code), as the build reads them. */
export const readIfct = (): IfctRow[] => readIfctRows();

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
