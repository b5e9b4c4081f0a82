// A Crease entry that names INDB recipes of the same food (`indb: ["ASC123"]`) should agree with
// them on energy per 100 g within ±25 %: recipes differ (more ghee, less water) but not by more
// without a reason worth writing down (`indbReason`). Pure: the INDB lookup is passed in.
import type { Nutrients } from '../../src/nutrition/knowledge/nutrients';

/** Largest accepted |ours − INDB| / INDB for energy per 100 g. */
export const INDB_ENERGY_BAND = 0.25;

/** The fields read here; `indb` and `indbReason` may be absent in older knowledge files. */
export interface IndbLinkedEntry {
  id: string;
  per100g: Nutrients;
  indb?: string[];
  indbReason?: string;
}

export type IndbProblem =
  | { id: string; code: string; problem: 'unknown-code' }
  | { id: string; code: string; problem: 'no-energy'; ours: number | null; theirs: number | null }
  | { id: string; code: string; problem: 'energy-gap'; ours: number; theirs: number; gap: number };

/**
 * Problems of one entry against each INDB code it names. A reason excuses that code's energy gap only:
 * an unknown code is a typo, and missing energy makes the comparison impossible.
 */
export function indbEnergyProblems(entry: IndbLinkedEntry, lookup: (code: string) => Nutrients | undefined): IndbProblem[] {
  const problems: IndbProblem[] = [];
  // The build writes one reason per linked code as "ASC123: why"; a dish row with a single
  // INDB code may give its reason bare.
  const reason = (entry.indbReason ?? '').trim();
  const codes = entry.indb ?? [];
  const hasReasonFor = (code: string) => reason !== '' && (codes.length === 1 || reason.includes(`${code}:`));
  for (const code of codes) {
    const row = lookup(code);
    if (!row) {
      problems.push({ id: entry.id, code, problem: 'unknown-code' });
      continue;
    }
    const ours = entry.per100g.calories_kcal ?? null;
    const theirs = row.calories_kcal ?? null;
    if (ours === null || theirs === null) {
      problems.push({ id: entry.id, code, problem: 'no-energy', ours, theirs });
      continue;
    }
    // Relative to INDB, the reference; an INDB row of 0 kcal (water) agrees only with 0.
    const gap = theirs === 0 ? (ours === 0 ? 0 : Infinity) : ours / theirs - 1;
    if (Math.abs(gap) > INDB_ENERGY_BAND && !hasReasonFor(code)) problems.push({ id: entry.id, code, problem: 'energy-gap', ours, theirs, gap });
  }
  return problems;
}

export function formatIndbProblem(p: IndbProblem): string {
  switch (p.problem) {
    case 'unknown-code':
      return `${p.id}: INDB ${p.code} is not in INDB.csv`;
    case 'no-energy':
      return `${p.id}: no energy to compare with INDB ${p.code} (ours ${p.ours}, INDB ${p.theirs})`;
    case 'energy-gap':
      return `${p.id}: ${p.ours} kcal/100 g vs INDB ${p.code} ${p.theirs.toFixed(0)} kcal (${(p.gap * 100).toFixed(0)} %) and no indbReason`;
  }
}
