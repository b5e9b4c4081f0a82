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
  const heaviest = heaviestLine(lines);
  if (!heaviest) return entry;
  const total = lines.reduce((s, l) => s + l.grams, 0);
  return heaviest.grams >= 0.8 * total ? recipeLineEntry(knowledge, heaviest.ref) : undefined;
}

type RecipeLine = NonNullable<KnowledgeEntry['recipe']>['ingredients'][number];

/** The recipe line with the most grams, if any. */
function heaviestLine(lines: readonly RecipeLine[]): RecipeLine | undefined {
  return lines.reduce<RecipeLine | undefined>(
    (best, l) => (best === undefined || l.grams > best.grams ? l : best),
    undefined,
  );
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

/**
 * "bhetki fish fry", "rohu curry": a plain food of the same group as the dish's main ingredient
 * (a fish before a fish dish made with another fish) names the dish's main ingredient.
 */
function sameKindAsMain(knowledge: Knowledge, dish: KnowledgeEntry, plain: KnowledgeEntry): boolean {
  const heaviest = heaviestLine((dish.recipe?.ingredients ?? []).filter((l) => l.ref !== 'water'));
  if (!heaviest || plain.kind !== 'ifct') return false;
  const main = recipeLineEntry(knowledge, heaviest.ref);
  // (fish, meat, poultry and pulses: "sabut urad dal" names the dal's pulse; atta is no kind of
  // the rice of "roti dal rice")
  return (
    main !== undefined &&
    main.kind === 'ifct' &&
    main.category === plain.category &&
    (DISH_OF_GROUP[main.category ?? ''] !== undefined || main.category === 'Grain Legumes')
  );
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
    const fits =
      ingredient !== undefined &&
      (madeOf(knowledge, dish.item.entry, ingredient) || sameKindAsMain(knowledge, dish.item.entry, ingredient));
    if (!fits) {
      // "green gram dal payasam": the dish of that kind made of the first food's main ingredient
      // ("moong dal payasam"), when the knowledge has one named "… payasam"
      // (a pulse only: a dish's main vegetable or meat says less of the dish — "rasam rice" is
      // no tomato rice, "chicken salna parotta" no chicken kottu)
      const main = ingredient ?? mainLine(knowledge, first.item.entry);
      const pulse = main?.category === 'Grain Legumes';
      const variant = main && pulse ? kindMadeOf(knowledge, dish.item.text, main) : undefined;
      if (!variant) continue;
      dish.item = { ...dish.item, entry: variant };
    }
    dish.item = { ...dish.item, text: `${first.item.text} ${dish.item.text}` };
    dish.start = first.start;
    placed.splice(i, 1);
  }
}

/** The everyday dish word of a group of raw animal foods: "pomfret curry" is a fish curry. */
const DISH_OF_GROUP: Record<string, string> = {
  'Marine Fish': 'fish',
  'Fresh Water Fish and Shellfish': 'fish',
  'Marine Shellfish': 'prawn',
  Poultry: 'chicken',
  'Animal Meat': 'mutton',
};
const DISH_FORMS = new Set([
  'curry',
  'fry',
  'masala',
  'tikka',
  'kebab',
  'kabab',
  'jhol',
  'kuzhambu',
  'kulambu',
  'gravy',
]);

/**
 * "pomfret curry", "rawas fry", "quail masala": a raw fish or meat of the tables followed by a dish
 * word is that dish of its group (fish curry, fish fry) when the knowledge has no dish of that
 * very name. The dish word is taken, so it is not left over as talk.
 */
export function dishOfRawProtein<T extends { entry: KnowledgeEntry; text: string }>(
  placed: Placed<T>[],
  words: readonly string[],
  taken: boolean[],
  lookup: (name: string) => KnowledgeEntry | undefined,
): void {
  for (const p of placed) {
    const form = words[p.end];
    const group = p.item.entry.kind === 'ifct' ? DISH_OF_GROUP[p.item.entry.category] : undefined;
    if (!group || form === undefined || taken[p.end] || !DISH_FORMS.has(form)) continue;
    const dish = lookup(`${group} ${form}`);
    if (!dish || dish.kind === 'ifct') continue;
    taken[p.end] = true;
    p.item = { ...p.item, entry: dish, text: `${p.item.text} ${form}` };
    p.end += 1;
  }
}

/** The heaviest line of a dish's recipe other than water and salt ("moong" of a moong dal tadka). */
function mainLine(knowledge: Knowledge, entry: KnowledgeEntry): KnowledgeEntry | undefined {
  const line = heaviestLine((entry.recipe?.ingredients ?? []).filter((l) => l.ref !== 'water' && l.ref !== 'salt'));
  return line ? recipeLineEntry(knowledge, line.ref) : undefined;
}

const byLastWord = new WeakMap<Knowledge, Map<string, KnowledgeEntry[]>>();

/** A dish named "… <kind>" (the kind as typed: "payasam", "kheer", "halwa") whose recipe has the ingredient. */
function kindMadeOf(knowledge: Knowledge, kind: string, ingredient: KnowledgeEntry): KnowledgeEntry | undefined {
  if (kind.includes(' ')) return undefined;
  let index = byLastWord.get(knowledge);
  if (!index) {
    index = new Map();
    for (const [name, entry] of knowledge.byName) {
      const last = name.split(' ').at(-1) ?? '';
      const list = index.get(last) ?? [];
      if (!list.includes(entry)) list.push(entry);
      index.set(last, list);
    }
    byLastWord.set(knowledge, index);
  }
  // (a main line of it, a fifth or more of what is not water: not the urad dal of a tempering)
  return (index.get(kind.toLowerCase()) ?? []).find((e) => e.kind === 'dish' && mainlyOf(knowledge, e, ingredient));
}

function mainlyOf(knowledge: Knowledge, dish: KnowledgeEntry, ingredient: KnowledgeEntry): boolean {
  const lines = (dish.recipe?.ingredients ?? []).filter((l) => l.ref !== 'water' && l.ref !== 'salt');
  const total = lines.reduce((s, l) => s + l.grams, 0);
  return lines.some((l) => {
    const line = recipeLineEntry(knowledge, l.ref);
    return (
      line !== undefined && l.grams >= 0.2 * total && (line.id === ingredient.id || foodOf(line) === foodOf(ingredient))
    );
  });
}
