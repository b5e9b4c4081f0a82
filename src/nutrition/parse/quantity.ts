// Amounts: digits, decimals, fractions, mixed numbers, ranges, and the number words of English,
// Hindi/Urdu, Punjabi, Gujarati, Marathi, Bengali, Tamil, Malayalam, Telugu and Kannada. Reads
// tokens from a position and says where the amount ended.
import type { Token } from './tokenize';

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  half: 0.5,
  quarter: 0.25,
  // Hindi "chauthai" (a quarter)
  chauthai: 0.25,
  chothai: 0.25,
  double: 2,
  triple: 3,
  dozen: 12,
  couple: 2,
  few: 3,
  several: 3,
  // Hindi / Urdu (romanised). "tin" and "che" are left out: tin is a can, che is too short to trust.
  ek: 1,
  aik: 1,
  do: 2,
  dou: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  panj: 5,
  chhe: 6,
  chhah: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  barah: 12,
  aadha: 0.5,
  adha: 0.5,
  aadhi: 0.5,
  adhi: 0.5,
  aada: 0.5,
  dedh: 1.5,
  derh: 1.5,
  dhed: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
  adhai: 2.5,
  arhai: 2.5,
  sava: 1.25,
  sawa: 1.25,
  // "paune glass" (three quarters of a glass); "paune do" is a quarter less than two (readSimple)
  paune: 0.75,
  pauna: 0.75,
  poune: 0.75,
  // Bengali one and a half ("der bati bhaat"); Hindi "der" (a while, late) is read apart (readSimple)
  der: 1.5,
  // Punjabi (ik, do, tinn, chaar, panj, chhe, satt, atth, naun, dass)
  ik: 1,
  ikk: 1,
  ikko: 1,
  tinn: 3,
  satt: 7,
  atth: 8,
  athh: 8,
  naun: 9,
  dass: 10,
  // Tamil and Malayalam
  onnu: 1,
  oru: 1,
  rendu: 2,
  randu: 2,
  moonu: 3,
  moonnu: 3,
  munu: 3,
  naalu: 4,
  nalu: 4,
  anju: 5,
  anchu: 5,
  // Malayalam counting forms ("dosa moonnennam", "idli randennam")
  onnennam: 1,
  randennam: 2,
  moonnennam: 3,
  naalennam: 4,
  anchennam: 5,
  aaru: 6,
  ezhu: 7,
  ettu: 8,
  pathu: 10,
  aindhu: 5,
  ainthu: 5,
  onbathu: 9,
  onpathu: 9,
  onbadhu: 9,
  onbodhu: 9,
  ombodhu: 9,
  ondru: 1,
  moondru: 3,
  paththu: 10,
  patthu: 10,
  pannendu: 12,
  arai: 0.5,
  // Telugu
  okati: 1,
  oka: 1,
  okka: 1,
  okkati: 1,
  naalgu: 4,
  sagam: 0.5,
  moodu: 3,
  mudu: 3,
  nalugu: 4,
  naalugu: 4,
  aidu: 5,
  ayidu: 5,
  enimidi: 8,
  edu: 7,
  yedu: 7,
  tommidi: 9,
  padi: 10,
  // Kannada
  ondu: 1,
  eradu: 2,
  yeradu: 2,
  mooru: 3,
  naalku: 4,
  nalku: 4,
  elu: 7,
  yelu: 7,
  entu: 8,
  yentu: 8,
  hattu: 10,
  ombattu: 9,
  ombhattu: 9,
  hanneradu: 12,
  ardha: 0.5,
  // Bengali ("tin" is left out: a tin is a can; "noy" and "dosh" too: "not" and Hindi "fault",
  // and "dosh" is a common misspelling of dosa; the counting forms "noyta", "doshta" are safe)
  ekta: 1,
  ekti: 1,
  duito: 2,
  duita: 2,
  duiti: 2,
  charti: 4,
  panchti: 5,
  pachta: 5,
  chhoyti: 6,
  dui: 2,
  duto: 2,
  duti: 2,
  dute: 2,
  tinte: 3,
  tinta: 3,
  tinti: 3,
  charte: 4,
  charta: 4,
  panchta: 5,
  chhoyta: 6,
  chhoy: 6,
  aat: 8,
  aatta: 8,
  noyta: 9,
  doshta: 10,
  // Marathi and Gujarati ("be", Gujarati two, is read only where it cannot be the English verb: readSimple)
  don: 2,
  be: 2,
  pach: 5,
  paach: 5,
  saha: 6,
  daha: 10,
  tran: 3,
  traan: 3,
  // Assamese counting forms ("duta roti", "tinita")
  duta: 2,
  tinita: 3,
  charita: 4,
  sarita: 4,
  chaarita: 4,
  // Kashmiri ("akh kap", "zah girda"; "akh" and "zah" are no words of other languages here)
  akh: 1,
  zah: 2,
  trah: 3,
  tsor: 4,
  // Assamese counting forms of flat things ("charikhon ruti", "dukhon pitha"; "ekhon" is left out:
  // Bengali "now")
  dukhon: 2,
  tinikhon: 3,
  charikhon: 4,
  sarikhon: 4,
  pasokhon: 5,
  pansokhon: 5,
  // Odia (eka, dui, tini, chari, pancha; with the counting word "ta"/"gota" after them)
  tini: 3,
  chari: 4,
  pancha: 5,
  // Odia "gote" (one, as "ek": "gote rohi machha")
  gote: 1,
  gota: 1,
  // Sinhala, said after the food ("appa hatarak", "tea ekak"); "saha" stays Marathi six (and is
  // Sinhala "and" between two foods: split.ts)
  ekak: 1,
  dekak: 2,
  thunak: 3,
  tunak: 3,
  hatarak: 4,
  hatharak: 4,
  pahak: 5,
  hayak: 6,
  hathak: 7,
  atak: 8,
  navayak: 9,
  dahayak: 10,
};
/** A counting word ("rendu", "okka", "tinte"): never spell-corrected into a food ("okka" is not okra). */
export const isNumberWord = (w: string): boolean => WORDS[w] !== undefined;
/** The value of a counting word ("rendu" → 2), or undefined. */
export const numberWordValue = (w: string): number | undefined => WORDS[w];

const QUARTER_WORDS = new Set(['quarter', 'chauthai', 'chothai']);

/** Words that are amounts only when a unit follows ("paav kilo" = 250 g, but "pav" is bread). */
export const UNIT_ONLY_WORDS: Record<string, number> = { paav: 0.25, pao: 0.25, pau: 0.25 };

export interface Amount {
  value: number;
  /** Index of the first token after the amount. */
  end: number;
}

export function numberValue(t: Token | undefined): number | undefined {
  if (!t || t.kind !== 'num') return undefined;
  if (t.t.includes(':')) return undefined;
  if (t.t.includes('/')) {
    const [a, b] = t.t.split('/').map(Number);
    // (a score or bowling figures, "187/6", "3/42", or a date "22/11" is no share of anything)
    return a !== undefined && b && a <= 16 && b <= 16 ? a / b : undefined;
  }
  const v = Number(t.t);
  return Number.isFinite(v) ? v : undefined;
}

const wordAt = (tokens: Token[], i: number): string | undefined =>
  tokens[i]?.kind === 'word' ? tokens[i]?.t : undefined;

/** An amount starting at `i`, or undefined. */
export function readAmount(tokens: Token[], i: number): Amount | undefined {
  const first = readSimple(tokens, i);
  if (!first) return undefined;
  let { value, end } = first;
  // "1 1/2", "one and a half", "dedh" already handled; "2-3", "2 to 3", "2 or 3" → the middle.
  const next = tokens[end];
  if (next?.kind === 'num' && next.t.includes('/') && Number.isInteger(value)) {
    const frac = numberValue(next);
    if (frac !== undefined && frac < 1) return { value: value + frac, end: end + 1 };
  }
  if (wordAt(tokens, end) === 'and' && wordAt(tokens, end + 1) === 'a' && wordAt(tokens, end + 2) === 'half') {
    return { value: value + 0.5, end: end + 3 };
  }
  if (next?.kind === 'dash' || wordAt(tokens, end) === 'to' || wordAt(tokens, end) === 'or') {
    const upper = readSimple(tokens, end + 1);
    // (a range's ends are of one size: "2-3", "100-150 g"; "meal 4 - 150 g chicken" is no range)
    if (upper && tokens[end + 1]?.kind === 'num' && upper.value > value && upper.value <= 4 * Math.max(value, 1)) {
      value = (value + upper.value) / 2;
      end = upper.end;
    }
  }
  // "half dozen", "a dozen", "2 dozen"
  if (wordAt(tokens, end) === 'dozen' && value <= 12) return { value: value * 12, end: end + 1 };
  return { value, end };
}

/**
 * Counting words said after a number in Bengali, Odia, Assamese and Nepali ("tin ta ruti", "10 ota
 * momo", "2 gota"), and the "x" of "2x", "x 2": part of the count, not words of the food.
 */
const COUNTERS = new Set(['ta', 'ti', 'ota', 'wota', 'wata', 'gota', 'khana', 'khani', 'x']);
const afterCounter = (tokens: Token[], end: number): number =>
  COUNTERS.has(wordAt(tokens, end) ?? '') ? end + 1 : end;

function readSimple(tokens: Token[], i: number): Amount | undefined {
  const tok = tokens[i];
  if (!tok) return undefined;
  const num = numberValue(tok);
  // (after a digit, Bengali "te" too: "4te luchi", "4 te luchi")
  if (num !== undefined)
    return num > 0 && num < 100_000
      ? { value: num, end: wordAt(tokens, i + 1) === 'te' ? i + 2 : afterCounter(tokens, i + 1) }
      : undefined;
  if (tok.kind !== 'word') return undefined;
  const w = tok.t;
  // "aloo paratha x 2": the count after the sign
  if ((w === 'x' || w === '×') && tokens[i + 1]?.kind === 'num') {
    const n = numberValue(tokens[i + 1]);
    if (n !== undefined && Number.isInteger(n) && n > 0 && n <= 50) return { value: n, end: i + 2 };
  }
  // Bengali "tin" (three) only with its counting word: "a tin of tuna" is a can
  if (
    w === 'tin' &&
    (wordAt(tokens, i + 1) === 'ta' || wordAt(tokens, i + 1) === 'te' || wordAt(tokens, i + 1) === 'ti')
  )
    return { value: 3, end: i + 2 };
  // "a third of it", "one third": a third ("my third coffee" is no share: "third" alone is no amount)
  if ((w === 'a' || w === 'one' || w === 'ek') && wordAt(tokens, i + 1) === 'third')
    return { value: 1 / 3, end: skipOf(tokens, i + 2) };
  if (w === 'a' || w === 'an') {
    // "a couple of", "a few", "a dozen", "a half"
    const next = wordAt(tokens, i + 1);
    if (next === 'couple' || next === 'few' || next === 'dozen' || next === 'half' || next === 'quarter') {
      const inner = readSimple(tokens, i + 1);
      return inner && { value: inner.value, end: skipOf(tokens, inner.end) };
    }
    return { value: 1, end: i + 1 };
  }
  // "ek chauthai", "one quarter": a quarter, not one and then a quarter
  if ((w === 'ek' || w === 'one' || w === 'aik') && QUARTER_WORDS.has(wordAt(tokens, i + 1) ?? '')) {
    const inner = readSimple(tokens, i + 1);
    if (inner) return inner;
  }
  const v = WORDS[w];
  if (v === undefined) return undefined;
  if (w === 'be' && !gujaratiBe(tokens, i)) return undefined;
  if (
    w === 'der' &&
    (HINDI_DER_BEFORE.has(wordAt(tokens, i - 1) ?? '') || HINDI_DER_AFTER.has(wordAt(tokens, i + 1) ?? ''))
  )
    return undefined;
  if (PAUNE.has(w)) {
    const whole = readSimple(tokens, i + 1);
    if (whole && whole.value >= 1 && Number.isInteger(whole.value))
      return { value: whole.value - 0.25, end: whole.end };
  }
  if (w === 'half' || w === 'quarter') {
    // "egg half fry", "half boiled egg": how far it is cooked, not half of it
    if (w === 'half' && COOKED_DEGREE.has(wordAt(tokens, i + 1) ?? '')) return undefined;
    // "half a katori", "half of the pizza"
    let end = skipOf(tokens, i + 1);
    if (wordAt(tokens, end) === 'a' || wordAt(tokens, end) === 'an' || wordAt(tokens, end) === 'the') end++;
    return { value: v, end };
  }
  if (w === 'couple' || w === 'few' || w === 'several') return { value: v, end: skipOf(tokens, i + 1) };
  return { value: v, end: afterCounter(tokens, i + 1) };
}

const PAUNE = new Set(['paune', 'pauna', 'poune']);
/** Words beside Hindi "der" (a while, late: "thodi der baad", "der se aaya"), where it is no count. */
const HINDI_DER_BEFORE = new Set(['thodi', 'thori', 'bahut', 'kitni', 'itni', 'kaafi', 'kafi', 'zyada', 'jitni', 'ki']);
const HINDI_DER_AFTER = new Set([
  'se',
  'ho',
  'hui',
  'hua',
  'tak',
  'baad',
  'raat',
  'mein',
  'me',
  'lagi',
  'laga',
  'kar',
  'ki',
  'hai',
  'tha',
  'thi',
  'na',
  'nahi',
]);

/** Words after "half" that say how far a food is cooked ("half fry" is an egg fried sunny side up). */
const COOKED_DEGREE = new Set(['fry', 'fried', 'boil', 'boiled', 'cooked', 'done', 'baked']);

/** Words after which "be" is the English verb ("will be", "to be", "it'll be"), not Gujarati two. */
const BEFORE_ENGLISH_BE = new Set([
  'to',
  'will',
  'would',
  'can',
  'could',
  'should',
  'shall',
  'must',
  'may',
  'might',
  'not',
  'never',
  'wont',
  'cant',
  'cannot',
  'dont',
  'gonna',
  'wanna',
  'gotta',
  'll',
  'itll',
  'ill',
  'thatll',
  'youll',
  'theyll',
  'itd',
  'wouldnt',
  'couldnt',
  'shouldnt',
  'let',
  'lets',
  'always',
  'just',
  'also',
  'still',
]);

/** Gujarati "be" (two) counts a food after it; after an English modal it is the verb ("will be rice"). */
function gujaratiBe(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!next || next.kind === 'sep') return false;
  return !(prev?.kind === 'word' && BEFORE_ENGLISH_BE.has(prev.t));
}

function skipOf(tokens: Token[], i: number): number {
  return wordAt(tokens, i) === 'of' ? i + 1 : i;
}

/** A multiplier written as "x2", "2x", "x 2" or "* 2" right after a food. */
export function readTimes(tokens: Token[], i: number): Amount | undefined {
  const tok = tokens[i];
  if (tok?.kind === 'word' && tok.t === 'x') {
    const v = numberValue(tokens[i + 1]);
    if (v !== undefined && v > 0) return { value: v, end: i + 2 };
  }
  if (tok?.kind === 'word' && /^x\d{1,3}$/.test(tok.t)) return { value: Number(tok.t.slice(1)), end: i + 1 };
  return undefined;
}
