// How people word an edit, brought to the forms the clause readers know before they run:
// mixed numbers ("one and a half", "dedh") as decimals, a mistyped command word ("remvoe") as
// the word, and a bare "no," / "sorry," before a correction as nothing. Word lists, not food names.
import { damerau } from '../parse/fuzzy';

const MIXED: [RegExp, string][] = [
  [/\b(?:one|ek|1) and (?:a )?half\b/g, '1.5'],
  [/\b(?:two|do|2) and (?:a )?half\b/g, '2.5'],
  [/\b(?:three|teen|3) and (?:a )?half\b/g, '3.5'],
  [/\b(?:dedh|derh|dedh)\b/g, '1.5'],
  [/\b(?:dhai|dhaai|adhai|adhaai)\b/g, '2.5'],
  [/\b(?:three quarters?|three fourths?|3 quarters?|teen chauthai) (?:of )?/g, '3/4 '],
  [/\b(?:two thirds?|2 thirds?) (?:of )?/g, '2/3 '],
  [/\b(?:a|one) third (?:of )?/g, '1/3 '],
];

/**
 * "one and a half rotis" → "1.5 rotis", "three quarters of it" → "3/4 it"; a correction's "not"
 * kept with its clause ("paneer, not chicken", "fish curry tha, chicken nahi" → "… not chicken").
 */
export function normalizeAmountWords(text: string): string {
  let s = text;
  for (const [re, to] of MIXED) s = s.replace(re, to);
  return s
    .replace(/,\s*(?=not\b)/g, ' ')
    .replace(/^(.+?) (?:tha|thi|the)[,;]? (.+?) (?:nahi|nahin|nai)(?: tha| thi| the)?$/, '$1 not $2');
}

/** Command words a mistyped first word is read as (only words of 5+ letters: "ad" is not "add"). */
const COMMANDS = ['remove', 'delete', 'replace', 'double', 'triple', 'without', 'change', 'extra', 'another', 'switch'];

export function fixCommandTypo(clause: string): string {
  const [first = '', ...rest] = clause.split(' ');
  if (first.length < 5 || COMMANDS.includes(first)) return clause;
  const fixed = COMMANDS.find((w) => damerau(first, w) <= 1 || (first.length === w.length && sameLetters(first, w)));
  return fixed ? [fixed, ...rest].join(' ') : clause;
}

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

const INTERJECTION = /^(?:no|nope|nah|nahi|nahin|sorry|oops|oh|ok|okay|wait|hmm|arre|arey|correction|my bad|galti se)$/;

/** A clause that is only "no" / "sorry" / "oops" (before a correction): nothing to apply. */
export function isInterjection(clause: string): boolean {
  return clause.split(' ').every((w) => INTERJECTION.test(w));
}

/** "no it was paneer", "sorry make it 2": the correction without the word before it. */
export function withoutLeadingInterjection(clause: string): string {
  return clause.replace(
    /^(?:(?:no|nope|nahi|sorry|oops|oh|ok|okay|wait|correction|my bad) )+(?=(?:it|its|it's|i|actually|make|that|they|there|the)\b)/,
    '',
  );
}
