// "black gram vada", "rice kheer", "tomato rasam", "onion uttapam": a food named right before a
// dish that is made of it says what the dish is made of; it is not a second food. Read from the
// recipes in the knowledge, not from a list of names: the first food must be a plain food (no
// recipe, or one line that is most of it) that is a line of the second food's recipe.
import type { Knowledge, KnowledgeEntry } from '../knowledge';
import { recipeLineEntry } from '../meal';

/** An item placed on the words of a run (item.ts's drafts; only what this reads). */
interface Placed<T extends { entry: KnowledgeEntry; quantity?: number; text: string }> {
  item: T;
  start: number;
  end: number;
}

/**
 * What a plain food is: itself when it has no recipe, or the one line that is most of its recipe
 * (boiled rice is rice and water). A dish of several things ("idli" before "dosa") is a food of its
 * own, and undefined.
 */
export function plainIngredient(knowledge: Knowledge, entry: KnowledgeEntry): KnowledgeEntry | undefined {
  const lines = (entry.recipe?.ingredients ?? []).filter((l) => l.ref !== 'water' && l.ref !== 'salt');
  if (lines.length === 0) return entry;
  const total = lines.reduce((s, l) => s + l.grams, 0);
  const heaviest = lines.reduce((best, l) => (l.grams > best.grams ? l : best));
  return heaviest.grams >= 0.8 * total ? recipeLineEntry(knowledge, heaviest.ref) : undefined;
}

/** "Black gram, dal" and "Black gram, whole" are one food for this: the name before its first comma. */
const foodOf = (e: KnowledgeEntry) => e.name.split(',')[0]?.trim().toLowerCase() ?? e.id;

export function madeOf(knowledge: Knowledge, dish: KnowledgeEntry, ingredient: KnowledgeEntry): boolean {
  const lines = dish.recipe?.ingredients ?? [];
  return lines.some((l) => {
    const line = recipeLineEntry(knowledge, l.ref);
    return line !== undefined && (line.id === ingredient.id || foodOf(line) === foodOf(ingredient));
  });
}

/** Drops a food named right before a dish whose recipe has it; the dish keeps the words. */
export function foldIngredientWords<T extends { entry: KnowledgeEntry; quantity?: number; text: string }>(
  placed: Placed<T>[],
  knowledge: Knowledge,
): void {
  for (let i = placed.length - 2; i >= 0; i--) {
    const first = placed[i];
    const dish = placed[i + 1];
    if (!first || !dish || first.end !== dish.start || first.item.entry.id === dish.item.entry.id) continue;
    if (!dish.item.entry.recipe || first.item.quantity !== undefined) continue;
    const ingredient = plainIngredient(knowledge, first.item.entry);
    if (!ingredient || !madeOf(knowledge, dish.item.entry, ingredient)) continue;
    dish.item = { ...dish.item, text: `${first.item.text} ${dish.item.text}` };
    dish.start = first.start;
    placed.splice(i, 1);
  }
}
