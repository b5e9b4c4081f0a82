// Names of two foods that are one: a brand and the word for its kind ("oreo cookies", "top ramen
// curry noodles"), a cereal before a grain dish ("quinoa khichdi"), a nut before a sweet ("pista
// kulfi"). Read over the foods placed in one run of words, before their amounts.
import { normalizeName, type KnowledgeEntry, type Knowledge } from '../knowledge';
import { largestRecipeFood } from '../meal';

/** What a fold reads of a placed food (an ItemDraft, kept apart to avoid an import cycle). */
interface Named {
  entry: KnowledgeEntry;
  text: string;
  evidence: string;
}
type Placed<T extends Named> = Array<{ item: T; start: number; end: number }>;

/**
 * "quinoa khichdi", "brown rice khichdi", "millet upma": a grain named right before a grain dish the
 * tables do not know made of it is that dish under the user's name (a grain dish weighs about the
 * same whichever grain it is made of), not a cup of the grain beside a serving of the dish.
 */
export function foldGrainIntoDish<T extends Named>(placed: Placed<T>, knowledge: Knowledge): void {
  for (let k = placed.length - 1; k >= 0; k--) {
    const grain = placed[k];
    const dish = grain && placed.find((p) => p.start === grain.end);
    if (!grain || !dish || grain.item.entry.kind === 'dish' || !isCereal(grain.item.entry)) continue;
    const main = largestRecipeFood(knowledge, dish.item.entry);
    // (a bread named after a flour is stuffed with it: "sattu paratha", read by foldFillings)
    if (dish.item.entry.kind !== 'dish' || dish.item.entry.role === 'bread') continue;
    if (!main || !GRAIN_CLASSES.has(main.servingClass)) continue;
    dish.item.text = `${grain.item.text} ${dish.item.text}`;
    dish.start = grain.start;
    placed.splice(placed.indexOf(grain), 1);
  }
}
/**
 * "pista kulfi", "badam halwa", "anjeer barfi": a nut or dried fruit named without an amount right
 * before a sweet is the sweet's flavour (a few grams in it), not a handful of nuts beside it.
 */
export function foldFlavourIntoSweet<T extends Named>(placed: Placed<T>): void {
  for (let k = placed.length - 1; k >= 0; k--) {
    const nut = placed[k];
    const sweet = nut && placed.find((p) => p.start === nut.end);
    if (!nut || !sweet || nut.item.entry.servingClass !== 'nuts' || sweet.item.entry.role !== 'sweet') continue;
    sweet.item.text = `${nut.item.text} ${sweet.item.text}`;
    sweet.start = nut.start;
    placed.splice(placed.indexOf(nut), 1);
  }
}

/**
 * "amul kool elaichi", "badam milk kesar": a spice named without an amount right after a drink is
 * the drink's flavour (a pinch in it), not the drink's amount of the spice.
 */
export function foldSpiceIntoDrink<T extends Named>(placed: Placed<T>): void {
  for (let k = placed.length - 1; k >= 0; k--) {
    const spice = placed[k];
    const drink = spice && placed.find((p) => p.end === spice.start);
    const isSpice = spice?.item.entry.category === 'Condiments and Spices';
    if (!spice || !drink || !isSpice || drink.item.entry.servingClass !== 'beverage') continue;
    drink.item.text = `${drink.item.text} ${spice.item.text}`;
    drink.end = spice.end;
    placed.splice(placed.indexOf(spice), 1);
  }
}

const GRAIN_CLASSES = new Set(['rice', 'grain-dry']);

/** A cereal or millet, cooked or dry (a legume before a dish is read by foldIngredientWords). */
const isCereal = (e: KnowledgeEntry) =>
  GRAIN_CLASSES.has(e.servingClass) && (e.category === 'grains' || e.category === 'Cereals and Millets');

/** Words for a kind of packaged food, said after its brand ("hide & seek cookies", "yippee noodles"). */
const CATEGORY_WORDS = new Set([
  'biscuit',
  'cookie',
  'chip',
  'noodle',
  'chocolate',
  'cake',
  'wafer',
  'cracker',
  'namkeen',
  'bar',
  'candy',
  'toffee',
  'drink',
  'juice',
  'soda',
]);

/**
 * "oreo biscuits", "lays chips", "kurkure chips", "dairy milk chocolate": an everyday word right
 * after a food named by a name, for a food of the same kind (the same entry, or the same role and
 * category or serving class), is what that food is, not a second food; so is a word for the same
 * entry ("lays chips"). "apple banana" (an everyday name first) and "idli dosa" (no everyday
 * word) stay two foods.
 */
export function foldGenericWords<T extends Named>(placed: Placed<T>): void {
  for (let k = placed.length - 1; k > 0; k--) {
    const named = placed[k - 1];
    const generic = placed[k];
    if (!named || !generic || generic.end - generic.start !== 1) continue;
    const a = named.item.entry;
    const b = generic.item.entry;
    // (a word for a kind of packaged food after a brand of it: "oreo cookies", "top ramen curry
    // noodles", a flavour word between them)
    const category =
      CATEGORY_WORDS.has(normalizeName(generic.item.text)) &&
      (a.servingClass === b.servingClass || a.category === 'packaged');
    const gap = generic.start - named.end;
    if (gap !== 0 && !(gap === 1 && category)) continue;
    const kin = (a.role === b.role && (a.category === b.category || a.servingClass === b.servingClass)) || category;
    if (a.id !== b.id && !(kin && named.item.evidence === 'name' && generic.item.evidence === 'everyday')) continue;
    named.item.text = `${named.item.text} ${generic.item.text}`;
    named.end = generic.end;
    placed.splice(k, 1);
  }
}
