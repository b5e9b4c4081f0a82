// The words a meal's description uses for an amount: what a user would say ("2 pieces · 80 g",
// "1 katori · 152 g", "150 g"), never the engine's bookkeeping (sources, ids, singular units
// after a count). The grams are the whole amount eaten, so they answer "how much" at a glance.
import type { MealComponent } from '../contracts/meal';
import { isMeasureUnit } from './serving';

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
