// Sentences a user might say when logging a meal, generated from the knowledge base's food
// names and household units. The language model is trained on them, so the recogniser expects
// "two rotis and a katori of dal" rather than general English.
import type { Knowledge } from '../../../nutrition/knowledge/index.js';

// Small counts dominate what people say; repeats in a list make an item more likely.
const NUMBERS = ['a', 'a', 'a', 'a', 'one', 'one', 'one', 'two', 'two', 'two', 'three', 'three', 'four', 'five', 'six', 'half', 'half a', 'an', 'one and a half', 'ten', 'twenty', 'fifty', 'hundred', 'one hundred', 'two hundred', 'three hundred', 'two fifty', 'five hundred'];
const COMMON_UNITS = ['bowl', 'bowl', 'glass', 'glass', 'cup', 'cup', 'plate', 'plate', 'katori', 'katori', 'piece', 'pieces', 'slice', 'slices', 'scoop', 'handful', 'cups', 'bowls', 'glasses', 'plates', 'grams', 'spoon', 'tablespoon'];
const MEALS = ['breakfast', 'lunch', 'dinner', 'a snack', 'my snack', 'pre workout', 'post workout', 'after training', 'before the match', 'after the match', 'brunch', 'supper'];
const WHEN = ['today', 'yesterday', 'this morning', 'this evening', 'tonight', 'at noon', 'after nets', 'at tea time'];
const LEADS = ['i had', 'i had', 'i had', 'i ate', 'i ate', 'had', 'i drank', 'for {meal} i had', 'for {meal} i ate', '{meal} was'];
const EXTRA_UNITS = ['grams', 'gram', 'kilo', 'millilitres', 'litre', 'katori', 'katoris', 'bowl', 'bowls', 'glass', 'glasses', 'cup', 'cups', 'plate', 'plates', 'piece', 'pieces', 'slice', 'slices', 'spoon', 'spoons', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'scoop', 'scoops', 'handful', 'serving', 'servings', 'big', 'small', 'medium', 'large'];

/** Words of a name as spoken: lower case, letters only ("Dal (tadka)" → ["dal", "tadka"]). */
export const spokenWords = (text: string) => text.toLowerCase().split(/[^a-z']+/).filter(Boolean);

/** A small seeded generator, so the model (and its cache key) is the same on every start. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function mealCorpus(knowledge: Knowledge, size = 20_000): string[][] {
  const rand = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const foods = knowledge.entries.filter((e) => e.kind !== 'ifct');
  const units = [...new Set([...knowledge.units.map((u) => u.unit.replace(/-/g, ' ')), ...EXTRA_UNITS])];
  // Names as people say them: display names like "Roti (chapati)" or "Egg, hard-boiled" are
  // written for reading, so only plain names of up to three words are spoken. The first plain
  // name (usually the everyday one) is the most likely; regional spellings stay rare.
  const spoken = foods.map((e) => [...new Set(e.names.map((n) => n.toLowerCase()).filter((n) => !/[(),/]/.test(n) && n.split(' ').length <= 3))]).filter((names) => names.length > 0);
  const food = () => {
    const names = pick(spoken);
    return rand() < 0.6 ? names[0]! : pick(names);
  };
  // Counted foods are said in the plural: "two rotis", "three idlis".
  const counted = () => {
    const n = pick(NUMBERS);
    const name = food();
    return ['a', 'an', 'one', 'half', 'half a'].includes(n) || rand() < 0.4 ? `${n} ${name}` : `${n} ${name}s`;
  };
  const item = () => {
    const r = rand();
    if (r < 0.45) return `${pick(NUMBERS)} ${rand() < 0.8 ? pick(COMMON_UNITS) : pick(units)} of ${food()}`;
    if (r < 0.8) return counted();
    if (r < 0.85) return `some ${food()}`;
    return food();
  };
  const items = () => {
    const n = 1 + Math.floor(rand() * 3);
    const list = Array.from({ length: n }, item);
    return n === 1 ? list[0]! : `${list.slice(0, -1).join(' ')} and ${list.at(-1)!}`;
  };
  const sentences: string[][] = [];
  for (let i = 0; i < size; i++) {
    let text = rand() < 0.85 ? `${pick(LEADS)} ${items()}` : items();
    if (rand() < 0.25) text += ` with ${item()}`;
    if (rand() < 0.2) text += ` for ${pick(MEALS)}`;
    if (rand() < 0.15) text += ` ${pick(WHEN)}`;
    sentences.push(spokenWords(text.replace('{meal}', pick(MEALS))));
  }
  // Every spoken food name at least once, so no food is unknown to the model.
  for (const names of spoken) for (const name of names) sentences.push(spokenWords(name));
  return sentences;
}
