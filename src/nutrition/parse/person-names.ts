// "Makhan paaji ne 10 chakkar lagvaye", "Pappu bhai", "Mishti di", "Bhaji ne keha": a food word
// said before a form of address, or as the one who did something, is a person's name, not food.
// Both words are marked used before the foods are read.
import { countedBefore } from './verb-homographs';
import type { Token } from './tokenize';

/** Forms of address said after a name, in the languages our athletes write (none is a food). */
const ADDRESS = new Set([
  'paaji',
  'paji',
  'bhai',
  'bhaiya',
  'bhaiyya',
  'bhaisaab',
  'bhaisahab',
  'sir',
  'uncle',
  'aunty',
  'auntie',
  'dada',
  'didi',
  'di',
  'garu',
  'gaaru',
  'saab',
  'sahab',
  'bhau',
  'kaka',
  'chacha',
  'singh',
  'kaur',
  // the Hindi and Punjabi mark of who did something: "Bhaji ne keha", "Makhan ne bola"
  'ne',
]);

export function markPersonNames(
  tokens: readonly Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
  isUnit: (word: string) => boolean = () => false,
): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]?.kind !== 'word' || tokens[i + 1]?.kind !== 'word' || !ADDRESS.has(tokens[i + 1]?.t ?? '')) continue;
    // (not "2 paratha bhai", "2 katori daal di" or Gujarati "char dhokla ne be glass chaas",
    // where "ne" is "and": a count or a unit before it makes the word food)
    if (countedBefore(tokens, i, isUnit)) continue;
    // (not a food's own name: Punjabi "aloo di sabzi", "makki di roti")
    const said = (n: number) =>
      tokens
        .slice(i, i + n)
        .map((t) => t.t)
        .join(' ');
    if (isFoodName(said(3)) || isFoodName(said(4))) continue;
    used.add(i);
    used.add(i + 1);
  }
}
