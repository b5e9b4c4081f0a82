// Cooking style in an edit ("grilled not fried", "boiled instead of fried", "make it steamed"):
// the same food cooked another way is another knowledge entry ("Fried egg" → "Egg, hard-boiled"),
// found by the style word with the food's own words or one of its names ("fried fish" as a name of
// Amritsari fish → "grilled fish"). No new entry is invented: without a known variant the edit is
// refused.
import { normalizeName, type Knowledge, type KnowledgeEntry } from '../knowledge';
import type { FoodMatcher } from '../parse/food-matcher';

/** Style words and the spellings people use for them; the first is the one looked up. */
const STYLES: readonly (readonly string[])[] = [
  [
    'fried',
    'fry',
    'deep fried',
    'deep-fried',
    'shallow fried',
    'pan fried',
    'tala',
    'tali',
    'tale',
    'bhaja',
    'porichathu',
    'varuval',
  ],
  ['grilled', 'grill', 'tandoori'],
  // on a griddle with a little oil ("fish tawa fry", "tawa paneer"): less oil than deep frying
  ['tawa', 'tava', 'tawa fry', 'tawa fried', 'tava fry', 'tawa grilled', 'tawa grill', 'tava grilled', 'pan grilled'],
  ['boiled', 'boil', 'ubla', 'ubli', 'ubala', 'ubale'],
  ['steamed', 'steam', 'bhapa', 'bhapey', 'avichathu'],
  ['roasted', 'roast', 'bhuna'],
  ['baked', 'bake'],
  ['poached'],
  ['scrambled'],
  ['air fried', 'air-fried', 'airfried', 'air fryer', 'airfryer', 'air fry'],
];

const BY_WORD = new Map<string, string>();
for (const forms of STYLES) for (const f of forms) BY_WORD.set(f, forms[0] ?? f);

/** The style a phrase names ("grilled", "deep fried", "tandoori"), or undefined. */
export function styleOf(phrase: string): string | undefined {
  return BY_WORD.get(normalizeName(phrase));
}

const STYLE_WORDS = new Set([...BY_WORD.keys()].flatMap((k) => k.split(/[ -]/)));

/** The entry for `entry` cooked the `style` way, if the knowledge has one, and the name it was found by ("grilled fish"). */
export function restyled(
  knowledge: Knowledge,
  matcher: FoodMatcher,
  entry: KnowledgeEntry,
  style: string,
): { entry: KnowledgeEntry; name: string } | undefined {
  const forms = STYLES.find((f) => f[0] === style) ?? [style];
  const bases = new Set<string>();
  for (const name of [entry.name.replace(/\([^)]*\)|,.*$/g, ' '), ...entry.names]) {
    const words = normalizeName(name)
      .split(' ')
      .filter((w) => w !== '' && !STYLE_WORDS.has(w));
    // the whole name, then shorter tails ("amritsari fish" → "fish")
    for (let i = 0; i < words.length; i++) bases.add(words.slice(i).join(' '));
  }
  for (const base of bases)
    for (const form of forms)
      for (const name of [`${form} ${base}`, `${base} ${form}`]) {
        const hit = matcher.lookup(name);
        if (hit && hit.id !== entry.id && knowledge.byId.has(hit.id)) return { entry: hit, name };
      }
  return undefined;
}

/** A regular-expression alternation of every style spelling, longest first. */
export const STYLE_PATTERN = [...BY_WORD.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[-]/g, '\\-'))
  .join('|');
