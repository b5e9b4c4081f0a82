// Letter-to-sound rules for food words missing from the CMU dictionary. Almost all of them are
// romanised Hindi, Tamil, Bengali ... (paneer, bhatura, sambar), which are spelt much as they
// sound, so a short greedy rule table gets close enough for a small-vocabulary recogniser.

const RULES: Array<[string, string]> = [
  ['chh', 'CH'],
  ['aa', 'AA'],
  ['ai', 'AY'],
  ['au', 'AO'],
  ['ee', 'IY'],
  ['ei', 'EY'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ch', 'CH'],
  ['sh', 'SH'],
  ['th', 'T'],
  ['dh', 'D'],
  ['bh', 'B'],
  ['gh', 'G'],
  ['kh', 'K'],
  ['ph', 'F'],
  ['jh', 'JH'],
  ['ck', 'K'],
  ['qu', 'K W'],
  ['x', 'K S'],
  ['q', 'K'],
  ['j', 'JH'],
  ['w', 'W'],
  ['v', 'V'],
  ['z', 'Z'],
  ['b', 'B'],
  ['d', 'D'],
  ['f', 'F'],
  ['g', 'G'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['p', 'P'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
];

const VOWELS = 'aeiou';

export function guessPronunciation(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/([^aeiou])\1/g, '$1');
  const phones: string[] = [];
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i);
    const last = i === w.length - 1;
    const ch = w[i]!;
    if (ch === 'c' && w[i + 1] !== 'h') {
      phones.push('eiy'.includes(w[i + 1] ?? '') ? 'S' : 'K');
      i += 1;
      continue;
    }
    if (ch === 'h') {
      if (i === 0) phones.push('HH');
      i += 1;
      continue;
    }
    if (ch === 'y') {
      phones.push(VOWELS.includes(w[i + 1] ?? '') ? 'Y' : 'IY');
      i += 1;
      continue;
    }
    // A final "ey" is the English long e (chutney, kidney).
    if (rest === 'ey') {
      phones.push('IY');
      break;
    }
    const rule = RULES.find(([letters]) => rest.startsWith(letters));
    if (rule) {
      phones.push(rule[1]);
      i += rule[0].length;
      continue;
    }
    // Single vowels: a final i/u/e is long (roti, aloo, bhature), inside a word short.
    const vowel = { a: 'AH', e: last ? 'EY' : 'EH', i: last ? 'IY' : 'IH', o: 'OW', u: last ? 'UW' : 'UH' }[ch];
    if (vowel) phones.push(vowel);
    i += 1;
  }
  return phones.join(' ');
}
