// The checks in action on data files: a copy of knowledge/ with one number changed in one CSV
// row fails the source check on exactly that row, and a malformed row stops the build with its
// file and line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../scripts/knowledge/paths';
import { readIfctRows, readKnowledgeData } from '../../scripts/knowledge/read-sources';
import { assembleKnowledge } from '../../src/nutrition/knowledge/build/assemble';
import { checkEntry } from './entry-check';
import { referenceTablesPresent, type Table } from './reference-tables';

const dir = mkdtempSync(join(tmpdir(), 'crease-knowledge-'));
cpSync(DATA_DIR, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Rewrites one cell of the row whose first cell is `id` in a CSV file of the copy. */
function changeCell(file: string, id: string, column: string, change: (v: string) => string): void {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = (lines[0] ?? '').split(',');
  const col = header.indexOf(column);
  const i = lines.findIndex((l) => l.startsWith(`${id},`));
  // The rows changed here have no quoted commas before the column (checked by the assertion).
  const cells = (lines[i] ?? '').split(',');
  expect(i).toBeGreaterThan(0);
  expect(cells.length).toBe(header.length);
  cells[col] = change(cells[col] ?? '');
  lines[i] = cells.join(',');
  writeFileSync(path, lines.join('\n'));
}

describe.skipIf(!referenceTablesPresent())('a changed row in knowledge/foods', () => {
  it('fails the source check on that row and that number only', () => {
    // food:water cites USDA SR26 14411; its sodium is 4 mg per 100 g.
    changeCell('foods/basics.csv', 'water', 'sodium_mg', (v) => String(Number(v) * 10));
    const file = assembleKnowledge({ ...readKnowledgeData(dir), ifctRows: readIfctRows() });
    const tables = new Set<Table>(['sr26', 'fndds', 'indb']);
    const failing = file.entries.filter((e) => e.kind === 'food').flatMap((e) => checkEntry(e, tables).mismatches);
    expect(failing).toMatchObject([{ id: 'food:water', key: 'sodium_mg', ours: 40, theirs: 4 }]);
    expect(failing).toHaveLength(1);
  });
});

describe('a malformed row in knowledge/foods', () => {
  it('stops the build naming the file, the line and the column', () => {
    changeCell('foods/basics.csv', 'salt', 'serving_grams', () => 'six');
    expect(() => readKnowledgeData(dir)).toThrow(/knowledge-[^:]*\/foods\/basics\.csv:\d+: serving_grams "six" is not a number|foods\/basics\.csv:\d+: serving_grams/);
  });
});
