// One knowledge entry against the rows it cites: its `source` row for every key its notes do
// not name, and each "<key> from <source>" note's row for that key.
import type { NutrientKey } from '../../src/nutrition/knowledge/nutrients';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';
import { citedRow, ifct, referenceNutrients, type CitedRow, type Table } from './reference-tables';
import { borrowedValues, compareWithSource, keysNamedInNotes, type Mismatch } from './source-check';

export interface EntryMismatch extends Mismatch {
  id: string;
  /** The source string the value was compared with. */
  against: string;
}

export interface EntryProblems {
  mismatches: EntryMismatch[];
  /** Cited rows that are not in their table (a typo in the code, or a row of another release). */
  missingRows: Array<{ id: string; source: string }>;
}

/**
 * `tables` limits the check to rows of those tables (IFCT needs only npm; the others need
 * ../shared/reference). Sources outside them, labels and recipes are not looked at.
 */
export function checkEntry(entry: KnowledgeEntry, tables: ReadonlySet<Table>): EntryProblems {
  const problems: EntryProblems = { mismatches: [], missingRows: [] };
  const notes = entry.notes ?? [];
  const own = citedRow(entry.source);
  // For IFCT rows the build itself writes notes (energy by Atwater, dropped outliers); those
  // are reproduced by re-deriving the row, so only notes the derivation does not write exempt a key.
  const derivedNotes = own?.table === 'ifct' ? (ifct(own.code)?.notes ?? []) : [];
  const skipped = keysNamedInNotes(notes.filter((n) => !derivedNotes.includes(n)));

  const compare = (cited: CitedRow, source: string, only?: NutrientKey) => {
    const theirs = referenceNutrients(cited);
    if (!theirs) {
      problems.missingRows.push({ id: entry.id, source });
      return;
    }
    // A borrowed value is compared for its one key; the own row for every key not exempted.
    const scoped = only ? (only in theirs ? { [only]: theirs[only] } : {}) : theirs;
    for (const m of compareWithSource(entry.per100g, scoped, { skip: only ? [] : skipped })) {
      problems.mismatches.push({ ...m, id: entry.id, against: source });
    }
  };

  if (own && tables.has(own.table)) compare(own, entry.source);
  for (const { key, source } of borrowedValues(notes)) {
    const cited = citedRow(source);
    if (cited && tables.has(cited.table)) compare(cited, source, key);
  }
  return problems;
}

export function formatMismatch(m: EntryMismatch): string {
  const theirs = m.theirs === null ? 'empty' : String(m.theirs);
  const gap = m.theirs ? ` (${(((m.ours - m.theirs) / m.theirs) * 100).toFixed(0)} %)` : '';
  return `${m.id} ${m.key}: ours ${m.ours}, ${m.against} ${theirs}${gap}`;
}
