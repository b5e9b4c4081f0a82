// Name normalisation shared by the build (to index names) and the engine (to look them up),
// so both sides agree on one canonical spelling.

const IRREGULAR_PLURALS: Record<string, string> = {
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  leaves: 'leaf',
  knives: 'knife',
  loaves: 'loaf',
  halves: 'half',
  berries: 'berry',
  cherries: 'cherry',
  strawberries: 'strawberry',
  blueberries: 'blueberry',
  pastries: 'pastry',
  curries: 'curry',
  patties: 'patty',
  chapatis: 'chapati',
  // -ie words and Indian names in -i written with "-ies": not "cooky", "idly"
  cookies: 'cookie',
  smoothies: 'smoothie',
  brownies: 'brownie',
  veggies: 'veggie',
  maggies: 'maggi',
  idlies: 'idli',
  puries: 'puri',
  chapaties: 'chapati',
  roties: 'roti',
  biryanies: 'biryani',
  kachories: 'kachori',
  jalebies: 'jalebi',
};

// Words whose final "s" is not a plural ending; stripping it would turn "chaas" (buttermilk)
// into an unrelated word. "fries" (French fries) is kept whole too: its singular "fry" is the
// cooking word of "fish fry", "bhindi fry", never a portion of French fries.
const KEEP_S = new Set(['chaas', 'ananas', 'molasses', 'swiss', 'paayas', 'khus', 'ras', 'fries']);

/** Singular form of one word: "rotis" → "roti", "potatoes" → "potato", "idlis" → "idli". */
export function singularize(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us')) return word;
  if (KEEP_S.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * Canonical form of a food name: lowercase, accents stripped, punctuation to spaces, spaces
 * collapsed, each word singularised. "Chapātis!" → "chapati", "Aloo-Paratha's" → "aloo paratha".
 */
export function normalizeName(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  if (plain === '') return '';
  return plain.split(' ').map(singularize).join(' ');
}
