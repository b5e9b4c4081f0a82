// Where an item's words stand in the entry's tokens. A draft keeps the start of its segment and
// the words it was named by; the n-th draft of one name in a segment is its n-th mention there
// ("biryani at biryani street").
import type { ItemDraft } from './item';
import type { Token } from './tokenize';

/** The token range [start, end) of the words that named `d`, or undefined when they are not found. */
export function draftSpan(
  tokens: readonly Token[],
  d: ItemDraft,
  drafts: readonly ItemDraft[],
): { start: number; end: number } | undefined {
  const words = d.text.toLowerCase().split(/\s+/);
  const nth = drafts.filter(
    (o) => o !== d && o.at === d.at && o.text === d.text && drafts.indexOf(o) < drafts.indexOf(d),
  ).length;
  const starts = tokens.flatMap((t, i) => (i >= d.at && t.t === words[0] ? [i] : []));
  const start = starts[nth];
  return start === undefined ? undefined : { start, end: start + words.length };
}
