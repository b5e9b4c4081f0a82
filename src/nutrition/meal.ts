// Items → SPEC §3 meals. A meal carries its `components` (knowledge-base food id + grams +
// role), and every number is recomputed from them, so an edit only changes components.
import type { AnalyzedMeal, MealComponent, MealType } from '../contracts/meal';
import type { Knowledge, KnowledgeEntry, UnitSize } from './knowledge';
import { amountLabel, unitAbbreviation } from './describe';
import { mealNumbers, sumComponents } from './nutrition';
import { isMeasureUnit, portionOf } from './serving';

export interface MealTiming {
  date: string;
  consumedAt: string;
  mealType: MealType;
}

const OIL_NAMES = ['cooking oil', 'vegetable oil', 'refined oil', 'oil', 'sunflower oil', 'groundnut oil'];
const OIL_IDS = ['ifct:T012', 'ifct:T005'];

export function cookingOil(knowledge: Knowledge): KnowledgeEntry | undefined {
  for (const n of OIL_NAMES) {
    const e = knowledge.findByName(n);
    if (e && e.servingClass === 'fat') return e;
  }
  return OIL_IDS.map((id) => knowledge.byId.get(id)).find((e) => e !== undefined);
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export function itemComponent(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  quantity?: number,
  unit?: string,
  size?: UnitSize,
): MealComponent {
  // "a king-size coke": what is sold in no king size of its own (units table) is its large
  const kingless = unit === 'king-size' && knowledge.gramsPerUnit(entry, unit) === undefined;
  const p = kingless
    ? portionOf(knowledge, entry, quantity, undefined, 'large')
    : portionOf(knowledge, entry, quantity, unit, size);
  return {
    food_id: entry.id,
    name: entry.name,
    grams: round1(p.grams),
    role: 'item',
    quantity: p.quantity,
    unit: p.unit,
    ...(p.size ? { size: p.size } : {}),
  };
}

const isSweetener = (e: KnowledgeEntry): boolean => e.tags?.includes('sweetener') === true;

/** The entry a recipe line refers to ("A015", "curd", "dish:rajma"). */
export function recipeLineEntry(knowledge: Knowledge, ref: string): KnowledgeEntry | undefined {
  return ['ifct:', 'food:', 'dish:', ''].map((p) => knowledge.byId.get(p + ref)).find((x) => x !== undefined);
}

/**
 * The recipe line that carries the most energy (a dal's dal, a chilla's besan): its index, its
 * food and its share of the recipe's energy; index -1 for a food without a recipe.
 */
export function heaviestRecipeLine(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
): { index: number; food: KnowledgeEntry | undefined; share: number } {
  let best = { index: -1, food: undefined as KnowledgeEntry | undefined, kcal: 0 };
  let total = 0;
  (entry.recipe?.ingredients ?? []).forEach((line, index) => {
    const food = recipeLineEntry(knowledge, line.ref);
    const kcal = (line.grams * (food?.per100g.calories_kcal ?? 0)) / 100;
    total += kcal;
    if (kcal > best.kcal) best = { index, food, kcal };
  });
  return { index: best.index, food: best.food, share: total > 0 ? best.kcal / total : 0 };
}

/** The food of a recipe's largest line by weight, water left out (a dal's dal, kaali dal's whole urad). */
export function largestRecipeFood(knowledge: Knowledge, entry: KnowledgeEntry): KnowledgeEntry | undefined {
  const [main] = (entry.recipe?.ingredients ?? []).filter((l) => l.ref !== 'water').sort((a, b) => b.grams - a.grams);
  return main ? recipeLineEntry(knowledge, main.ref) : undefined;
}

/**
 * Grams of a dish that one gram of its dry foods makes, for a dish weighed dry ("masala oats 40 g
 * dry", "khichdi 60 g dry"): the recipe's cooked weight over its lines of dry food (under 20 %
 * water: grains, dals, flours, spices; not its fat, which is no part of a dry weight). The rest of
 * the recipe (water, vegetables, oil) comes with them in proportion.
 */
export function cookedPerDryGram(knowledge: Knowledge, entry: KnowledgeEntry): number | undefined {
  const recipe = entry.recipe;
  if (!recipe || recipe.cookedWeightG <= 0) return undefined;
  let dry = 0;
  for (const line of recipe.ingredients) {
    const food = recipeLineEntry(knowledge, line.ref);
    if (food && food.servingClass !== 'fat' && (food.per100g.water_g ?? 100) < 20) dry += line.grams;
  }
  return dry > 0 ? recipe.cookedWeightG / dry : undefined;
}

/** Lines of an entry's recipe that belong to the target's family (any fat for "no oil"). */
function recipeShare(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  target: KnowledgeEntry,
  family: (line: KnowledgeEntry) => boolean = (e) =>
    e.id === target.id ||
    (e.servingClass === 'fat' && target.servingClass === 'fat') ||
    (isSweetener(target) && isSweetener(e)),
): Array<{ entry: KnowledgeEntry; share: number }> {
  const recipe = entry.recipe;
  if (!recipe || recipe.cookedWeightG <= 0) return [];
  const out: Array<{ entry: KnowledgeEntry; share: number }> = [];
  for (const line of recipe.ingredients) {
    const e = recipeLineEntry(knowledge, line.ref);
    if (!e) continue;
    if (family(e)) out.push({ entry: e, share: line.grams / recipe.cookedWeightG });
  }
  return out;
}

/** Components that take a target out of the item's recipe (share 1 = all of it, 0.5 = "less"). */
export function removalComponents(
  knowledge: Knowledge,
  item: MealComponent,
  target: KnowledgeEntry,
  share: number,
): MealComponent[] {
  const entry = knowledge.byId.get(item.food_id);
  if (!entry) return [];
  return recipeShare(knowledge, entry, target)
    .map((l) => ({
      food_id: l.entry.id,
      name: l.entry.name,
      grams: round1(item.grams * l.share * share),
      role: 'removed' as const,
    }))
    .filter((c) => c.grams > 0);
}

/**
 * "Tea with buffalo milk": the recipe lines of the target's kind (same food, or same serving
 * class and role: the milk of a chai) come out, and the same weight of the target goes in.
 */
export function swapComponents(knowledge: Knowledge, item: MealComponent, target: KnowledgeEntry): MealComponent[] {
  const entry = knowledge.byId.get(item.food_id);
  if (!entry) return [];
  const lines = recipeShare(
    knowledge,
    entry,
    target,
    // a sweetener stands for the recipe's sweetener (gur for the sugar of a chai), not its spices
    (e) =>
      e.id === target.id ||
      (isSweetener(target)
        ? isSweetener(e)
        : e.servingClass === target.servingClass && e.role === target.role && (e.per100g.calories_kcal ?? 0) >= 10),
  );
  if (lines.some((l) => l.entry.id === target.id)) return [];
  const removed = lines
    .map((l) => ({
      food_id: l.entry.id,
      name: l.entry.name,
      grams: round1(item.grams * l.share),
      role: 'removed' as const,
    }))
    .filter((c) => c.grams > 0);
  const grams = round1(removed.reduce((s, c) => s + c.grams, 0));
  return grams > 0 ? [...removed, { food_id: target.id, name: target.name, grams, role: 'added' }] : [];
}

export function addedComponent(
  knowledge: Knowledge,
  target: KnowledgeEntry,
  quantity?: number,
  unit?: string,
): MealComponent {
  return { ...itemComponent(knowledge, target, quantity, unit), role: 'added' };
}

export function fryComponent(knowledge: Knowledge, item: MealComponent, absorption: number): MealComponent | undefined {
  const oil = cookingOil(knowledge);
  if (!oil || absorption <= 0) return undefined;
  return { food_id: oil.id, name: oil.name, grams: round1(item.grams * absorption), role: 'added' };
}

/** How much of a component, in a user's words ("2 pieces · 80 g"): see describe.ts. */
export const portionLabel = (c: MealComponent): string => amountLabel(c);

/** The meal for a list of components (the first "item" component names it). */
export function composeMeal(
  knowledge: Knowledge,
  components: MealComponent[],
  timing: MealTiming,
  text: { title: string; description: string },
  estimated = false,
): AnalyzedMeal {
  const item = components.find((c) => c.role === 'item') ?? components[0];
  const unit = item?.unit ?? 'serving';
  const measured = isMeasureUnit(unit);
  const totalItemGrams = components.filter((c) => c.role === 'item').reduce((s, c) => s + c.grams, 0);
  return {
    title: text.title,
    description: text.description,
    date: timing.date,
    context: { consumed_at: timing.consumedAt, meal_type: timing.mealType, image_uploads: [] },
    ...mealNumbers(sumComponents(knowledge, components)),
    serving: measured
      ? { servings: 1, serving_size_g: round1(totalItemGrams), household_unit: unitAbbreviation(unit) ?? unit }
      : {
          servings: item?.quantity ?? 1,
          serving_size_g: round1(totalItemGrams / (item?.quantity || 1)),
          household_unit: `${item?.size && item.size !== 'medium' ? `${item.size} ` : ''}${unit.replaceAll('-', ' ')}`,
        },
    components,
    ...(estimated ? { estimated: true } : {}),
  };
}
