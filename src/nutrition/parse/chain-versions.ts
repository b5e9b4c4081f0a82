// "whopper jr n small fries from burger king", "mcd - fries and a coke": a food named in an entry
// that names a fast-food chain is the chain's version of it when the knowledge has one under the
// chain's name ("burger king fries" is FNDDS fast-food fries, not a home recipe of fries). The
// chain may be said anywhere in the entry, in one word or two.
import type { KnowledgeEntry } from '../knowledge';
import type { ItemDraft } from './item';
import { EATERY_WORDS } from './lexicon';
import type { Token } from './tokenize';

export function chainVersions(
  drafts: readonly ItemDraft[],
  tokens: readonly Token[],
  lookup: (name: string) => KnowledgeEntry | undefined,
): void {
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.t);
  const chains = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (EATERY_WORDS.has(words[i] ?? '')) chains.add(words[i] ?? '');
    if (i + 1 < words.length) chains.add(`${words[i]} ${words[i + 1]}`);
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
