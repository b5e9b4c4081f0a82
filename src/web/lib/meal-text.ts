// A meal's words as a user reads them. The engine writes descriptions in the user's words
// ("2 pieces · 80 g, from your words “rotis”"); meals saved before that still carry its
// bookkeeping ("source: recipe", "(AI split)"), which is dropped here instead of rewriting rows.

const MEASURED = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'l']);

/** "piece" → "pieces" for more than one, "glass" → "glasses"; abbreviations (tbsp) never change. */
export function unitWord(unit: string, count: number): string {
  if (count <= 1 || unit === 'tbsp' || unit === 'tsp' || MEASURED.has(unit)) return unit;
  if (/(ch|sh|ss|x)$/.test(unit)) return `${unit}es`;
  return unit.endsWith('s') ? unit : `${unit}s`;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * How much was eaten: "2 pieces · 80 g", "1 katori · 150 g"; an amount weighed or poured
 * ("200 g", "300 ml") is one serving of the whole weight, so only the grams are said.
 */
export function servingText(serving: { servings: number; serving_size_g: number; household_unit: string }): string {
  const total = round1(serving.servings * serving.serving_size_g);
  const unit = serving.household_unit.trim();
  if (!unit || MEASURED.has(unit)) return `${total} g`;
  const count = round1(serving.servings);
  return `${count} ${unitWord(unit, count)} · ${total} g`;
}

/** The description without the engine's bookkeeping older meals carry. */
export function readableDescription(description: string): string {
  return description
    .split('; ')
    .filter((part) => !/^source: /.test(part))
    .map((part) => part.replace(/ \(AI split\)/, '').replace(/ — from “/, ', from your words “'))
    .join('; ');
}
