// "whopper jr n small fries from burger king", "mcd - fries and a coke": a food named in an entry
// that names a fast-food chain is the chain's version of it when the knowledge has one under the
// chain's name ("burger king fries" is FNDDS fast-food fries, not a home recipe of fries). The
// chain may be said anywhere in the entry, in one word or two.
import type { Knowledge, KnowledgeEntry } from '../knowledge';
import type { ItemDraft } from './item';
import type { Token } from './tokenize';

/** The first words of the fast-food names of more than one word ("burger" of "burger king fries"). */
const chainWords = new WeakMap<Knowledge, ReadonlySet<string>>();
function firstWordsOfChains(knowledge: Knowledge): ReadonlySet<string> {
  let words = chainWords.get(knowledge);
  if (!words) {
    const found = new Set<string>();
    for (const [name, entry] of knowledge.byName)
      if (entry.category === 'fast food' && name.includes(' ')) found.add(name.split(' ')[0] ?? '');
    words = found;
    chainWords.set(knowledge, words);
  }
  return words;
}

export function chainVersions(
  drafts: readonly ItemDraft[],
  tokens: readonly Token[],
  knowledge: Knowledge,
  lookup: (name: string) => KnowledgeEntry | undefined,
): void {
  const first = firstWordsOfChains(knowledge);
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.t);
  const chains = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!first.has(w)) continue;
    chains.add(w);
    if (i + 1 < words.length) chains.add(`${w} ${words[i + 1]}`);
  }
  if (chains.size === 0) return;
  for (const d of drafts) {
    if (d.entry.category === 'fast food') continue;
    for (const chain of chains) {
      const version = lookup(`${chain} ${d.text}`);
      if (version && version.id !== d.entry.id && version.category === 'fast food') {
        d.entry = version;
        break;
      }
    }
  }
}
