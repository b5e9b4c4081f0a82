// The index from normalised name to one preferred entry. Names carry a rank (0 = a dish's or
// curated food's own names, 1 = names given to IFCT foods in names/, 2 = IFCT English names,
// 3 = IFCT regional names, 4 = operator-imported foods); the lowest rank wins. Two entries
// claiming one name at rank 0 or 1 is an authoring mistake and fails the build; at lower
// ranks the first claimant (in table order) is kept, which is deterministic.
import { normalizeName } from '../normalize';
import type { KnowledgeEntry } from '../types';

export interface NameSource {
  entry: KnowledgeEntry;
  names: string[];
  rank: number;
}

export function buildNameIndex(
  sources: NameSource[],
  wordVariants: Record<string, string[]>,
): { names: Record<string, string>; conflicts: string[] } {
  const best = new Map<string, { id: string; rank: number }>();
  const conflicts: string[] = [];
  const variantsOf = new Map<string, string[]>();
  for (const [word, variants] of Object.entries(wordVariants)) {
    variantsOf.set(normalizeName(word), variants.map(normalizeName).filter((v) => v !== ''));
  }

  const claim = (name: string, id: string, rank: number, strict: boolean) => {
    if (name === '' || /^\d+$/.test(name)) return;
    const current = best.get(name);
    if (!current || rank < current.rank) best.set(name, { id, rank });
    else if (strict && current.rank === rank && current.id !== id) conflicts.push(`name "${name}" is claimed by ${current.id} and ${id}`);
  };

  for (const { entry, names, rank } of sources) {
    for (const raw of names) claim(normalizeName(raw), entry.id, rank, rank <= 1);
  }
  // Spelling variants rank just below the name they vary, so a real name always wins.
  for (const { entry, names, rank } of sources) {
    for (const raw of names) {
      for (const variant of spellings(normalizeName(raw), variantsOf)) claim(variant, entry.id, rank + 0.5, false);
    }
  }
  const names: Record<string, string> = {};
  for (const [name, { id }] of [...best.entries()].sort(([a], [b]) => a.localeCompare(b))) names[name] = id;
  return { names, conflicts };
}

/** Every spelling of a normalised name with one word replaced by one of its variants. */
/**
 * The preferred readings of a bare word ("chicken" → chicken curry) hold for its spelling variants
 * too ("chiken"), as every name of more words does: each variant key gets the same readings,
 * unless the variant is a key or a name of its own ("oats" is not the variant of another word's key).
 */
export function preferredWithVariants(
  preferred: Record<string, string[]>,
  wordVariants: Record<string, string[]>,
  names: Record<string, string>,
): Record<string, string[]> {
  const variantsOf = new Map<string, string[]>();
  for (const [word, variants] of Object.entries(wordVariants))
    variantsOf.set(normalizeName(word), variants.map(normalizeName).filter((v) => v !== ''));
  const out: Record<string, string[]> = { ...preferred };
  for (const [key, targets] of Object.entries(preferred))
    for (const variant of spellings(normalizeName(key), variantsOf))
      if (!(variant in out) && !(variant in names)) out[variant] = targets;
  return out;
}

function spellings(name: string, variantsOf: Map<string, string[]>): string[] {
  const words = name.split(' ');
  const out: string[] = [];
  words.forEach((w, i) => {
    for (const v of variantsOf.get(w) ?? []) out.push([...words.slice(0, i), v, ...words.slice(i + 1)].join(' '));
  });
  // Names of two or more words are also typed without spaces ("dalmakhani", "masaladosa").
  if (words.length === 2) out.push(normalizeName(words.join('')));
  return out;
}
