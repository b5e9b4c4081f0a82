// Millilitres of drink in a meal's components, so a lassi or chai logged in words counts towards
// the day's fluids. Only foods one drinks: an entry whose role is "drink" or whose serving class
// is "beverage" (dal and soups are liquid but eaten, and their water is left to the food side,
// as EFSA's reference leaves food water). Grams become ml by the entry's density (water's, 1 g/ml,
// when the base gives none). A "removed" component (no sugar) is not drunk.
import type { MealComponent } from '../../contracts/meal';
import type { Knowledge } from '../knowledge/knowledge';

export function drinkMl(
  components: readonly Pick<MealComponent, 'food_id' | 'grams' | 'role'>[],
  knowledge: Knowledge,
): number {
  let ml = 0;
  for (const c of components) {
    if (c.role === 'removed') continue;
    const entry = knowledge.byId.get(c.food_id);
    if (!entry || (entry.role !== 'drink' && entry.servingClass !== 'beverage')) continue;
    ml += c.grams / (entry.densityGPerMl ?? 1);
  }
  return ml;
}

/**
 * The rule above as data, for summing drinks in SQL over many days (GET /api/trends): each drink's
 * food id and the density its grams are divided by. Same entries, same densities as drinkMl.
 */
export function drinkDensities(knowledge: Knowledge): Record<string, number> {
  const densities: Record<string, number> = {};
  for (const entry of knowledge.byId.values())
    if (entry.role === 'drink' || entry.servingClass === 'beverage') densities[entry.id] = entry.densityGPerMl ?? 1;
  return densities;
}
