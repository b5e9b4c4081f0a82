// The words a meal's description uses for an amount: what a user would say ("2 pieces · 80 g",
// "1 katori · 152 g", "150 g"), never the engine's bookkeeping (sources, ids, singular units
// after a count). The grams are the whole amount eaten, so they answer "how much" at a glance.
import type { MealComponent } from '../contracts/meal';
import { isMeasureUnit } from './serving';
import { damerau } from './parse/fuzzy';

const UNIT_ABBR: Record<string, string> = {
  gram: 'g',
  kilogram: 'kg',
  ounce: 'oz',
  pound: 'lb',
  ml: 'ml',
  litre: 'l',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
};

/** The short form a unit is written in (g, tbsp), or undefined when it is written out. */
export const unitAbbreviation = (unit: string): string | undefined => UNIT_ABBR[unit];

/** "piece" → "pieces", "glass" → "glasses", "tea-cup" → "tea cups"; abbreviations never change. */
export function unitWord(unit: string, quantity: number): string {
  const abbr = UNIT_ABBR[unit];
  if (abbr) return abbr;
  const name = unit.replace(/-/g, ' ');
  // Only more than one is plural: "1 katori", "0.5 katori", "1.5 katoris".
  if (quantity <= 1) return name;
  if (/(ch|sh|ss|x)$/.test(name)) return `${name}es`;
  return name.endsWith('s') ? name : `${name}s`;
}

const number = (q: number) => (Number.isInteger(q) ? String(q) : String(Math.round(q * 100) / 100));
const grams = (g: number) => `${Math.round(g * 10) / 10} g`;

/** "2 pieces · 80 g", "1 large katori · 200 g", "2 tbsp · 30 g", "150 g" (an amount given in grams). */
export function amountLabel(c: Pick<MealComponent, 'quantity' | 'unit' | 'size' | 'grams'>): string {
  const unit = c.unit ?? 'serving';
  const q = c.quantity ?? 1;
  if (unit === 'gram') return grams(c.grams);
  const size = !isMeasureUnit(unit) && c.size && c.size !== 'medium' ? `${c.size} ` : '';
  return `${number(q)} ${size}${unitWord(unit, q)} · ${grams(c.grams)}`;
}

/** The user's own words, quoted: "from “2 rotis”". */
export const fromWords = (text: string): string => `from your words “${text.trim()}”`;

const nameWordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3);

/**
 * A food's name as the meal's title shows it: the table's name, led by the user's own name for
 * it when a word of that is not in the table's ("porotta" → "Porotta (Kerala parotta)", "varan"
 * → "Varan (amti, Maharashtrian toor dal)", "meen curry" → "Meen curry (Fish curry)"), so the
 * user sees the food they typed. A name read through a synonym is echoed; one read through a
 * spelling correction is not (the title would repeat the typo), nor one of more than four words.
 */
export function shownName(tableName: string, typed: string, corrected: boolean): string {
  const own = typed.trim().toLowerCase();
  const words = nameWordsOf(own);
  if (corrected || words.length === 0 || words.length > 4 || /\d/.test(own)) return tableName;
  const table = nameWordsOf(tableName);
  if (words.every((w) => table.some((t) => sameWord(w, t)))) return tableName;
  const inner = tableName.replace(/\s*\(([^)]*)\)/g, ', $1');
  return `${own.charAt(0).toUpperCase()}${own.slice(1)} (${inner})`;
}

/** "rotis" and "roti", "chapathi" and "chapati": one word for the title (a plural or one slip apart). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = (w: string) => w.replace(/(?:es|s)$/, '');
  if (stem(a) === stem(b)) return true;
  if (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  return a.length >= 4 && b.length >= 4 && damerau(a, b) <= 1;
}
