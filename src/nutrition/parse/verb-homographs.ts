// Hindi words that are a food and also a verb or a noun of talk, read by the word after them:
// "thigh pad daal de" (put it in), "coach se vada kiya hai" (made a promise). Said so, they are no
// food and are marked used before the foods are read; "2 katori daal di mummy ne" (a count before
// it) and "dal makhani" (another word after it) stay food.
import { isNumberWord } from './quantity';
import type { Token } from './tokenize';

/** daalna, to put (in cricket, to bowl): the forms that are also the food's name. */
const PUT: ReadonlySet<string> = new Set(['daal', 'dal', 'daalo', 'dalo']);

/** Hindi "poori" (whole, all): "poori raat", "poori bottle ek saath", "pura din"; not a puri. */
const WHOLE = new Set(['poori', 'puri', 'poora', 'pura', 'poore', 'pure']);
const WHOLE_OF = new Set([
  'raat',
  'din',
  'team',
  'tarah',
  'duniya',
  'class',
  'family',
  'zindagi',
  'game',
  'match',
  'innings',
  'series',
  'night',
  'day',
  'week',
  'hafta',
  'mahina',
  'season',
  'bottle',
  'can',
  'packet',
  'box',
  'dabba',
  'jug',
  'khatam',
  'ki',
  'kar',
]);

/** The food word and the words after it that make it a verb or a promise. */
const HOMOGRAPHS: ReadonlyArray<[words: ReadonlySet<string>, after: ReadonlySet<string>]> = [
  // daalna: to put
  [
    PUT,
    new Set([
      'de',
      'do',
      'diya',
      'di',
      'diye',
      'dena',
      'dijiye',
      'ke',
      'kar',
      'deta',
      'deti',
      'dete',
      'dunga',
      'dungi',
    ]),
  ],
  // poora: whole ("poori raat", "poori bottle")
  [WHOLE, WHOLE_OF],
  // vaada: a promise
  [
    new Set(['vada', 'wada', 'waada', 'vaada', 'vaada']),
    new Set([
      'kiya',
      'kiye',
      'ki',
      'karo',
      'kar',
      'karta',
      'karti',
      'karte',
      'nibhaya',
      'nibhana',
      'nibhaunga',
      'toda',
      'tod',
    ]),
  ],
];

/** A count or a unit right before the word: "2 katori daal di", "ek vada" (the word is food). */
export function countedBefore(tokens: readonly Token[], i: number, isUnit: (word: string) => boolean): boolean {
  const before = tokens[i - 1];
  return (
    before !== undefined &&
    (before.kind === 'num' || isNumberWord(before.t) || (before.kind === 'word' && isUnit(before.t)))
  );
}

/**
 * Marathi "kele" (made, did) after a food: "aai ne pohe kele" is poha made, not bananas beside it;
 * Kannada "tinde" (ate) after one: "shavige bath tinde" is the bath eaten, not tinda beside it.
 */
const MADE_AFTER_FOOD = new Set(['kele', 'kela', 'keli', 'kelya', 'tinde', 'tindhe', 'thinde']);

export function markVerbHomographs(
  tokens: readonly Token[],
  used: Set<number>,
  isUnit: (word: string) => boolean = () => false,
  isFoodName: (name: string) => boolean = () => false,
): void {
  // ("poori ek saath": all at once, a count word after it; "puri ek plate" is a plate of puris)
  for (let i = 0; i + 2 < tokens.length; i++)
    if (
      WHOLE.has(tokens[i]?.t ?? '') &&
      tokens[i + 1]?.t === 'ek' &&
      ['saath', 'sath', 'baar', 'jhatke'].includes(tokens[i + 2]?.t ?? '') &&
      !countedBefore(tokens, i, isUnit)
    )
      used.add(i);
  for (let i = 1; i < tokens.length; i++) {
    const word = tokens[i]?.t ?? '';
    if (!MADE_AFTER_FOOD.has(word) || tokens[i - 1]?.kind !== 'word') continue;
    // (the food's name of one or two words: "pohe", "shavige bath")
    const two = tokens[i - 2]?.kind === 'word' ? `${tokens[i - 2]?.t ?? ''} ${tokens[i - 1]?.t ?? ''}` : '';
    const fed = isFoodName(tokens[i - 1]?.t ?? '') || (two !== '' && isFoodName(two));
    if (fed && !countedBefore(tokens, i, isUnit)) used.add(i);
  }
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]?.t ?? '';
    // "carrot ball mat daal" (don't bowl it), "seedha stumps pe daal" (bowl it at the stumps): the
    // verb said as an order, after "mat" or after a place that is no food, ending the clause
    const ends = tokens[i + 1] === undefined || tokens[i + 1]?.kind === 'sep';
    const before = tokens[i - 1]?.t ?? '';
    const order =
      PUT.has(word) &&
      (before === 'mat' ||
        before === 'mt' ||
        (ends && ['pe', 'par', 'pr'].includes(before) && !isFoodName(tokens[i - 2]?.t ?? '')));
    if (order) {
      used.add(i);
      continue;
    }
    if (i + 1 >= tokens.length) break;
    const next = tokens[i + 1]?.t ?? '';
    const pair = HOMOGRAPHS.find(([words, after]) => words.has(word) && after.has(next));
    if (!pair || tokens[i + 1]?.kind !== 'word') continue;
    // (a count or a unit before it makes it food: "2 katori daal di", "ek vada kiya")
    if (countedBefore(tokens, i, isUnit)) continue;
    // (so does a count or a postposition after it: "dal do katori" is two katoris of dal, "daal ke
    // saath 2 roti" is with the dal)
    const third = tokens[i + 2]?.t ?? '';
    if (isNumberWord(next) && (isUnit(third) || tokens[i + 2]?.kind === 'word')) continue;
    if (next === 'ke' && /^(?:saath|sath|sang|bina|upar|andar|baad|pehle|liye|jaisa|jaise)$/.test(third)) continue;
    used.add(i);
  }
}
