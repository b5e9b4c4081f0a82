// The in-memory, indexed form of the knowledge file. Pure: it takes the parsed file, so tests
// and tools can build one from any data without touching the disk.
import { normalizeName } from './normalize';
import type { HouseholdUnitRow, KnowledgeEntry, KnowledgeFile, ServingClass, UnitSize } from './types';

export interface Knowledge {
  readonly entries: readonly KnowledgeEntry[];
  readonly units: readonly HouseholdUnitRow[];
  readonly byId: ReadonlyMap<string, KnowledgeEntry>;
  /** Normalised name → preferred entry. */
  readonly byName: ReadonlyMap<string, KnowledgeEntry>;
  readonly inputsHash: string;
  /** A generic word → names of its everyday form, tried in order ("rice" → steamed rice). */
  readonly preferred: ReadonlyMap<string, readonly string[]>;
  /** Word-for-word alternatives ("chawal" → "rice"). */
  readonly wordSynonyms: ReadonlyMap<string, string>;
  /** A dry staple's id → the dish it is eaten as when named without a weight (oats → porridge). */
  readonly servedAs: ReadonlyMap<string, string>;
  /** Everyday words: never spell-corrected into a food; as a food name, they need other signs of a meal. */
  readonly everydayWords: ReadonlySet<string>;
  /** Phrases of food words that are never food (knowledge/language/idioms.csv), as word lists by first word. */
  readonly idioms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Regional edit words (knowledge/language/edit-words.csv) and one pattern that finds them, longest first. */
  readonly editWords: { readonly means: ReadonlyMap<string, string>; readonly pattern: RegExp | undefined };
  /** The preferred entry for a name as typed ("Chapatis" finds dish:roti), or undefined. */
  findByName(name: string): KnowledgeEntry | undefined;
  /** Canonical unit key for a unit word ("katora" → "katori", "tbsps" → "tablespoon"), or undefined. */
  unitKey(word: string): string | undefined;
  /**
   * Grams of one `unit` of an entry: the most specific row wins (piece kind, then serving
   * class, then "*"); size defaults to medium.
   */
  gramsPerUnit(entry: KnowledgeEntry, unit: string, size?: UnitSize): number | undefined;
}

export function createKnowledge(file: KnowledgeFile): Knowledge {
  const byId = new Map(file.entries.map((e) => [e.id, e] as const));
  const byName = new Map<string, KnowledgeEntry>();
  for (const [name, id] of Object.entries(file.names)) {
    const entry = byId.get(id);
    if (entry) byName.set(name, entry);
  }
  const unitAliases = new Map(Object.entries(file.unitAliases));
  const unitsByKey = new Map<string, HouseholdUnitRow[]>();
  for (const row of file.units) {
    const list = unitsByKey.get(row.unit) ?? [];
    list.push(row);
    unitsByKey.set(row.unit, list);
  }

  const unitKey = (word: string): string | undefined => {
    const norm = normalizeName(word);
    if (unitsByKey.has(norm)) return norm;
    return unitAliases.get(norm);
  };

  const gramsPerUnit = (entry: KnowledgeEntry, unit: string, size: UnitSize = 'medium'): number | undefined => {
    const key = unitKey(unit) ?? unit;
    const rows = unitsByKey.get(key);
    if (!rows) return undefined;
    const kind = entry.pieceKind;
    const cls: ServingClass = entry.servingClass;
    const sized = (list: HouseholdUnitRow[]) =>
      list.find((r) => r.size === size) ?? list.find((r) => r.size === undefined) ?? list.find((r) => r.size === 'medium') ?? list[0];
    const tiers = [
      kind ? rows.filter((r) => r.pieceKind === kind) : [],
      rows.filter((r) => r.pieceKind === undefined && r.servingClass === cls),
      rows.filter((r) => r.pieceKind === undefined && r.servingClass === '*'),
    ];
    for (const tier of tiers) {
      const row = tier.length > 0 ? sized(tier) : undefined;
      if (!row) continue;
      // A volume row carries a class-typical density (water for "*", cooked rice for "rice");
      // an entry that knows its own density (a drink, an oil) converts a "*" row with it, and a
      // class row too when its density is far from the class's (porridge-like khichdi vs fluffy
      // rice, light corn flakes vs oats). A 1 ml row is not rounded: 0.1 g would lose 3 %.
      const own = entry.densityGPerMl;
      if (row.ml !== undefined && own && (row.servingClass === '*' || Math.abs(own * row.ml - row.grams) > 0.1 * row.grams)) {
        const g = row.ml * own;
        return row.ml < 10 ? g : Number(g.toFixed(1));
      }
      return row.grams;
    }
    return undefined;
  };

  return {
    entries: file.entries,
    units: file.units,
    byId,
    byName,
    inputsHash: file.inputsHash,
    preferred: new Map(Object.entries(file.preferred)),
    wordSynonyms: new Map(Object.entries(file.wordSynonyms)),
    servedAs: new Map(Object.entries(file.servedAs ?? {})),
    everydayWords: new Set(file.everydayWords),
    idioms: idiomIndex(file.idioms ?? []),
    editWords: editWordIndex(file.editWords ?? {}),
    findByName: (name) => byName.get(normalizeName(name)),
    unitKey,
    gramsPerUnit,
  };
}

/** One pattern over the edit words, built once: whole words only, phrases of more words first. */
function editWordIndex(words: Record<string, string>): Knowledge['editWords'] {
  const keys = Object.keys(words).sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);
  const pattern = keys.length > 0 ? new RegExp(`(?<![a-z])(?:${keys.join('|')})(?![a-z])`, 'g') : undefined;
  return { means: new Map(Object.entries(words)), pattern };
}

/** Idioms by their first word, built once with the knowledge (the parser looks them up per token). */
function idiomIndex(phrases: readonly string[]): Map<string, string[][]> {
  const byFirst = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    const first = words[0];
    if (first) byFirst.set(first, [...(byFirst.get(first) ?? []), words]);
  }
  return byFirst;
}
