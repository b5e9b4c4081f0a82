// How food names are said aloud: the recogniser outputs words, so names are turned into the
// words a person would speak ("Chicken 65" → "chicken sixty five"), counted foods get spoken
// plurals, and spelling variants of one food ("paneer", "panner") are said only once.

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0-999 in words ("65" → "sixty five"); larger numbers digit by digit. */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) return '';
  if (n < 20) return ONES[n]!;
  if (n < 100) return `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]!} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
  return [...String(n)].map((d) => ONES[Number(d)]!).join(' ');
}

/** Words of a text as spoken: lower case, numbers in words, letters only ("Chicken 65" → ["chicken", "sixty", "five"]). */
export const spokenWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, (d) => ` ${numberWords(Number(d))} `)
    .split(/[^a-z']+/)
    .filter(Boolean);

/** The spoken plural of a name: only its last word changes ("masala dosa" → "masala dosas"). */
export function pluralName(name: string): string {
  if (/(ss|sh|ch|x|z)$/.test(name)) return `${name}es`;
  if (name.endsWith('s')) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/**
 * A spelling's sound skeleton: romanised names of one food often differ only in doubled letters,
 * long vowels written twice or an added h ("bhatura", "bhatoora", "batura"), which the recogniser
 * cannot tell apart anyway.
 */
export const soundKey = (name: string) =>
  name
    .replace(/([bcdgjkpst])h+/g, '$1')
    .replace(/[aeiouy]+/g, 'a')
    .replace(/(.)\1+/g, '$1')
    .replace(/w/g, 'v');

/**
 * The names of one food that people say: plain names (display names such as "Roti (chapati)" or
 * "Egg, hard-boiled" are written for reading) of up to three words, in the knowledge base's
 * order (the everyday name first), one spelling per sound.
 */
export function spokenNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    if (/[(),/]/.test(raw)) continue;
    const name = spokenWords(raw).join(' ');
    if (!name || name.split(' ').length > 3) continue;
    const key = soundKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}
