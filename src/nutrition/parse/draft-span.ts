// Where an item's words stand in the entry's tokens. A draft keeps the start of its segment and
// the words it was named by; the n-th mention of its first word in a segment, after those in the
// names of the drafts before it, is its own ("biryani at biryani street", "badam milk from the milk bar").
import type { ItemDraft } from './item';
import type { Token } from './tokenize';

/** The token range [start, end) of the words that named `d`, or undefined when they are not found. */
export function draftSpan(
  tokens: readonly Token[],
  d: ItemDraft,
  drafts: readonly ItemDraft[],
): { start: number; end: number } | undefined {
  const words = d.text.toLowerCase().split(/\s+/);
  // (a word of an earlier draft's name is that draft's: "badam milk … from the milk bar")
  const first = words[0];
  const nth = drafts
    .filter((o) => o !== d && o.at === d.at && drafts.indexOf(o) < drafts.indexOf(d))
    .reduce(
      (n, o) =>
        n +
        o.text
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w === first).length,
      0,
    );
  const starts = tokens.flatMap((t, i) => (i >= d.at && t.t === first ? [i] : []));
  const start = starts[nth];
  return start === undefined ? undefined : { start, end: start + words.length };
}
