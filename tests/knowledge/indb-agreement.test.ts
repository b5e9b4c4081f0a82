// Entries that name INDB recipes of the same food agree with them on energy per 100 g within
// ±25 %, or say why not (docs/knowledge-guide.md, "Add a dish").
import { describe, expect, it } from 'vitest';
import type { Nutrients } from '../../src/nutrition/knowledge/nutrients';
import { formatIndbProblem, indbEnergyProblems, type IndbLinkedEntry } from './indb-agreement';
import { knowledgeEntries } from './knowledge-entries';
import { indb, REFERENCE_DIR, referenceTablesPresent } from './reference-tables';

describe('INDB energy agreement (synthetic rows)', () => {
  const rows: Record<string, Nutrients> = { TST001: { calories_kcal: 100 }, TST002: { calories_kcal: null } };
  const lookup = (code: string) => rows[code];
  const entry = (kcal: number, extra: Partial<IndbLinkedEntry> = {}): IndbLinkedEntry => ({
    id: 'dish:test', per100g: { calories_kcal: kcal }, indb: ['TST001'], ...extra,
  });

  it('reports a 40 % gap without a reason, either way', () => {
    expect(indbEnergyProblems(entry(140), lookup)).toEqual([
      { id: 'dish:test', code: 'TST001', problem: 'energy-gap', ours: 140, theirs: 100, gap: expect.closeTo(0.4, 6) },
    ]);
    expect(indbEnergyProblems(entry(60), lookup)).toMatchObject([{ problem: 'energy-gap', gap: expect.closeTo(-0.4, 6) }]);
    expect(indbEnergyProblems(entry(140, { indbReason: '   ' }), lookup)).toHaveLength(1);
  });

  it('accepts a gap within ±25 %, or a larger one with a written reason', () => {
    expect(indbEnergyProblems(entry(125), lookup)).toEqual([]);
    expect(indbEnergyProblems(entry(76), lookup)).toEqual([]);
    expect(indbEnergyProblems(entry(140, { indbReason: 'INDB fries in twice the oil' }), lookup)).toEqual([]);
  });

  it('reports an unknown code and a row without energy even with a reason', () => {
    const problems = indbEnergyProblems(entry(100, { indb: ['NOPE01', 'TST002'], indbReason: 'any' }), lookup);
    expect(problems.map((p) => p.problem)).toEqual(['unknown-code', 'no-energy']);
  });

  it('has nothing to say about an entry without INDB codes', () => {
    expect(indbEnergyProblems({ id: 'dish:plain', per100g: { calories_kcal: 1 } }, lookup)).toEqual([]);
  });
});

// Skipped tests show no title in the default reporter, so say it on stderr too.
if (!referenceTablesPresent()) console.warn(`tests/knowledge: reference tables not found at ${REFERENCE_DIR}; the USDA/INDB source checks are skipped`);

const title = referenceTablesPresent()
  ? 'INDB energy agreement (knowledge)'
  : `INDB energy agreement (knowledge): SKIPPED, reference tables not found at ${REFERENCE_DIR}`;

describe.skipIf(!referenceTablesPresent())(title, () => {
  it('every entry with INDB codes is within ±25 % energy per 100 g of each, or gives an indbReason', () => {
    // `indb` is read through a cast so the test also runs on knowledge files built before the field existed.
    const linked = knowledgeEntries().filter((e) => ((e as IndbLinkedEntry).indb ?? []).length > 0) as IndbLinkedEntry[];
    const lines = linked.flatMap((e) => indbEnergyProblems(e, indb)).map(formatIndbProblem);
    expect(lines, `${lines.length} of ${linked.length} INDB-linked entries disagree:\n${lines.join('\n')}`).toEqual([]);
  });
});
