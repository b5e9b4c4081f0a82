// English readings of food words from espeak-ng's letter-to-sound rules, as CMU (ARPAbet) phones.
// Our own rules (g2p.ts) read romanised words the Indian way ("bhature" as bha-tu-re); many
// people read a menu the English way ("ba-chur", "kole" for chole), and espeak-ng's rules for
// English spelling are far better than anything we would write. Both readings go in the
// dictionary. espeak-ng is optional: without it only our rules are used.
import { findExecutable, runProcess } from '../run-process';

// IPA as espeak-ng writes it for en-us, longest symbols first. Unknown symbols make the reading
// unusable (null) rather than silently wrong.
const IPA: Array<[string, string]> = [
  ['ɑːɹ', 'AA R'],
  ['ɔːɹ', 'AO R'],
  ['oːɹ', 'AO R'],
  ['ɪɹ', 'IH R'],
  ['ɛɹ', 'EH R'],
  ['ʊɹ', 'UH R'],
  ['aɪɚ', 'AY ER'],
  ['aʊɚ', 'AW ER'],
  ['tʃ', 'CH'],
  ['dʒ', 'JH'],
  ['eɪ', 'EY'],
  ['aɪ', 'AY'],
  ['aʊ', 'AW'],
  ['ɔɪ', 'OY'],
  ['oʊ', 'OW'],
  ['iə', 'IY AH'],
  ['l̩', 'AH L'],
  ['n̩', 'AH N'],
  ['ɑː', 'AA'],
  ['ɔː', 'AO'],
  ['ɜː', 'ER'],
  ['iː', 'IY'],
  ['uː', 'UW'],
  ['oː', 'OW'],
  ['æ', 'AE'],
  ['ɑ', 'AA'],
  ['ɒ', 'AA'],
  ['ɔ', 'AO'],
  ['ə', 'AH'],
  ['ɐ', 'AH'],
  ['ʌ', 'AH'],
  ['ɚ', 'ER'],
  ['ɜ', 'ER'],
  ['ɪ', 'IH'],
  ['ᵻ', 'IH'],
  ['i', 'IY'],
  ['ʊ', 'UH'],
  ['u', 'UW'],
  ['ɛ', 'EH'],
  ['e', 'EH'],
  ['o', 'OW'],
  ['a', 'AA'],
  ['p', 'P'],
  ['b', 'B'],
  ['t', 'T'],
  ['d', 'D'],
  ['k', 'K'],
  ['ɡ', 'G'],
  ['g', 'G'],
  ['f', 'F'],
  ['v', 'V'],
  ['θ', 'TH'],
  ['ð', 'DH'],
  ['s', 'S'],
  ['z', 'Z'],
  ['ʃ', 'SH'],
  ['ʒ', 'ZH'],
  ['h', 'HH'],
  ['m', 'M'],
  ['n', 'N'],
  ['ŋ', 'NG'],
  ['l', 'L'],
  ['ɹ', 'R'],
  ['r', 'R'],
  ['w', 'W'],
  ['j', 'Y'],
  ['ɾ', 'T'],
  ['x', 'K'],
  ['ç', 'HH'],
];
// Stress marks, syllable breaks, glottal stops, joiners and spaces carry no phone.
const SILENT = /[ˈˌ.ʔ\u200d\s-]/g;

/** espeak-ng's IPA for one word as ARPAbet ("ɹˈoʊɾi" → "R OW T IY"), or null if it has a symbol we do not know. */
export function ipaToArpabet(ipa: string): string | null {
  const text = ipa.replace(SILENT, '');
  const phones: string[] = [];
  let i = 0;
  while (i < text.length) {
    // A length mark the table does not list with its vowel ("ɪː") changes no phone.
    if (text[i] === 'ː') {
      i += 1;
      continue;
    }
    const rule = IPA.find(([sym]) => text.startsWith(sym, i));
    if (!rule) return null;
    phones.push(...rule[1].split(' '));
    i += rule[0].length;
  }
  // An h after a consonant is espeak-ng keeping a romanised "kh", "dh" it cannot place
  // ("makhani" → mækhˈɑːni); the sound is the plain consonant.
  const kept = phones.filter((p, k) => !(p === 'HH' && k > 0 && !/^[AEIOU]/.test(phones[k - 1]!)));
  return kept.length > 0 ? kept.join(' ') : null;
}

/** English readings of many words with one espeak-ng run; empty when espeak-ng is not installed. */
export async function espeakPronunciations(words: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const espeak = await findExecutable('espeak-ng');
  if (!espeak || words.length === 0) return out;
  // One word a line: espeak-ng answers each line with one line of IPA.
  const { code, stdout } = await runProcess(espeak, ['-q', '--ipa', '-v', 'en-us'], {
    stdin: Buffer.from(words.join('\n')),
    timeoutMs: 60_000,
  });
  if (code !== 0) return out;
  const lines = stdout
    .toString('utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // Lines out of step with the words would pair words with wrong readings: then use none.
  if (lines.length !== words.length) return out;
  words.forEach((w, k) => {
    const phones = ipaToArpabet(lines[k]!);
    if (phones) out.set(w, phones);
  });
  return out;
}
