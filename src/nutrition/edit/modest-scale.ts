// "a bit more rice", "chawal thoda zyada", "thoda kam tha": a modest change of a portion whose
// size the person did not state. Read as ×1.25 and ×0.75 (decision 118): a quarter is the step
// between the unit table's katori sizes (small 100 / medium 150 / large 200 ml are ±⅓, and a
// "bit" is less than a size), and it keeps "a bit more" below "one more" of a counted food.
const MORE = [
  'a little more',
  'a bit more',
  'a tad more',
  'a little extra',
  'a bit extra',
  'little more',
  'bit more',
  'slightly more',
  'some more',
  'thoda zyada',
  'thoda jyada',
  'thoda zyaada',
  'thodi zyada',
  'thodi jyada',
  'thoda sa zyada',
  'thoda aur',
  'thodi aur',
  'thoda extra',
  'zara zyada',
];
const LESS = [
  'a little less',
  'a bit less',
  'a tad less',
  'little less',
  'bit less',
  'slightly less',
  'thoda kam',
  'thodi kam',
  'thoda sa kam',
  'zara kam',
];
export const MODEST_MORE = 1.25;
export const MODEST_LESS = 0.75;

const PHRASE = [...MORE, ...LESS].sort((a, b) => b.length - a.length).join('|');
const LEAD = '(?:make it |it was |i had |i ate |had |ate |use |used |put |add |with )?';
/** Words after the phrase that do not change it ("thoda kam tha", "a bit more please"). */
const TAIL = / (?:tha|thi|the|hai|kar do|karo|dalo|daalo|do|lo|liya|li|please|than that)$/;
const BEFORE = new RegExp(`^${LEAD}(${PHRASE})(?: (?:of )?(?:the |my )?(.+))?$`);
const AFTER = new RegExp(`^(?:the |my )?(.+?) (?:was |were )?(${PHRASE})$`);

/** The factor and the food named (empty: the portion), or undefined when no modest phrase is the clause. */
export function readModestScale(clause: string): { factor: number; word: string; name: string } | undefined {
  const text = clause.replace(TAIL, '');
  const before = BEFORE.exec(text);
  const after = before ? undefined : AFTER.exec(text);
  const phrase = before?.[1] ?? after?.[2];
  if (!phrase) return undefined;
  const name = (before ? before[2] : after?.[1]) ?? '';
  const factor = LESS.includes(phrase) ? MODEST_LESS : MODEST_MORE;
  return { factor, word: factor > 1 ? 'a bit more' : 'a bit less', name };
}
