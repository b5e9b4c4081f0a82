// A combination (rajma chawal, chole bhature) as its parts, so one part can change alone and a
// benchmark can measure a part inside a combination the same way before and after an edit.
import type { MealComponent } from '../../contracts/meal';
import type { Knowledge, KnowledgeEntry } from '../knowledge';
import { itemComponent } from '../meal';

/**
 * One component per part of a combination component, each at its share of the combination's
 * weight by the parts' own default servings; [] when the food is not a combination.
 */
export function combinationParts(knowledge: Knowledge, c: MealComponent): MealComponent[] {
  const entry = knowledge.byId.get(c.food_id);
  const parts = (entry?.parts ?? [])
    .map((id) => knowledge.byId.get(id))
    .filter((e): e is KnowledgeEntry => e !== undefined);
  if (parts.length < 2) return [];
  const servings = parts.map((p) => itemComponent(knowledge, p));
  const total = servings.reduce((s, p) => s + p.grams, 0);
  return servings.map((p) => {
    const grams = Math.round(((c.grams * p.grams) / total) * 10) / 10;
    return {
      ...p,
      grams,
      quantity: Math.round((((p.quantity ?? 1) * grams) / Math.max(p.grams, 1)) * 100) / 100,
      role: c.role,
    };
  });
}
