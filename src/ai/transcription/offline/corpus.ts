// Sentences a user might say when logging a meal, generated from the knowledge base's food
// names. The language model is trained on them, so the recogniser expects "two rotis and a
// katori of dal" rather than general English. Units follow the kind of food ("a glass of lassi",
// "a scoop of whey", "two rotis") so that the model learns which words go together.
import type { Knowledge, ServingClass } from '../../../nutrition/knowledge/index';
import {
  AMOUNTS,
  COUNTED,
  COUNTS,
  GRAMS,
  HINDI_AMOUNTS,
  LEADS,
  MEALS,
  MILLILITRES,
  STAPLES,
  TAILS,
  UNITS_BY_CLASS,
  WEIGHED,
} from './meal-phrases';
import { pluralName, spokenNames, spokenWords } from './spoken';

export { spokenWords } from './spoken';

interface Food {
  names: string[];
  cls: ServingClass;
}

/** A small seeded generator, so the model (and its cache key) is the same on every start. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface CorpusOptions {
  size?: number;
  /** Share of food mentions that are an everyday staple (see STAPLES). */
  stapleShare?: number;
  /** How many of a food's names (everyday name first) are used. */
  maxNames?: number;
}

export function mealCorpus(knowledge: Knowledge, opts: CorpusOptions = {}): string[][] {
  const { size = 20_000, stapleShare = 0.35, maxNames = 6 } = opts;
  const rand = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  // Raw ingredients (IFCT rows) are named in a dozen languages ("moricha guti", "ramdana"); as
  // words to listen for they would mostly add confusion, so only dishes and everyday foods are
  // picked at random, each by its first few names. Staples are looked up among all names, so
  // "paneer" and "peanuts" (IFCT rows) are in.
  const all = knowledge.entries.map((e) => ({ names: spokenNames(e.names), cls: e.servingClass, kind: e.kind }));
  const foods: Food[] = all
    .filter((f) => f.kind !== 'ifct' && f.names.length > 0)
    .map((f) => ({ names: f.names.slice(0, maxNames), cls: f.cls }));
  const byName = new Map<string, Food>();
  const dishesFirst = [...all].sort((a, b) => Number(a.kind === 'ifct') - Number(b.kind === 'ifct'));
  for (const f of dishesFirst) for (const n of f.names) if (!byName.has(n)) byName.set(n, f);
  const staples = STAPLES.filter((n) => byName.has(n));

  // A food and the name it is called by: the first name (usually the everyday one) is the most likely.
  const food = (): { name: string; cls: ServingClass } => {
    if (rand() < stapleShare) {
      const name = pick(staples);
      return { name, cls: byName.get(name)!.cls };
    }
    const f = pick(foods);
    return { name: rand() < 0.6 ? f.names[0]! : pick(f.names), cls: f.cls };
  };
  const article = (phrase: string) => phrase.replace(/^a (?=[aeio])/, 'an ');
  const item = (): string => {
    const { name, cls } = food();
    const r = rand();
    const units = UNITS_BY_CLASS[cls] ?? ['plate', 'bowl'];
    if (COUNTED.has(cls) && r < 0.55) {
      const n = pick(COUNTS);
      return article(/^(a|one|half a)$/.test(n) ? `${n} ${name}` : `${n} ${rand() < 0.8 ? pluralName(name) : name}`);
    }
    if (r < 0.04) return `${pick(HINDI_AMOUNTS)} ${COUNTED.has(cls) ? '' : `${pick(units)} `}${name}`;
    if (WEIGHED.has(cls) && r < 0.12) return `${pick(GRAMS)} grams of ${name}`;
    if (cls === 'beverage' && r < 0.08) return `${pick(MILLILITRES)} ml of ${name}`;
    if (r < 0.7) {
      const n = pick(AMOUNTS);
      const unit = pick(units);
      const several = /^(two|three|four)$/.test(n);
      return article(`${n} ${several ? pluralName(unit) : unit} of ${name}`);
    }
    if (r < 0.78) return `some ${name}`;
    return name;
  };
  const items = () => {
    const n = 1 + Math.floor(rand() * rand() * 4);
    const list = Array.from({ length: n }, item);
    return n === 1 ? list[0]! : `${list.slice(0, -1).join(' ')} and ${list.at(-1)!}`;
  };
  const sentences: string[][] = [];
  for (let i = 0; i < size; i++) {
    let text = rand() < 0.55 ? `${pick(LEADS)} ${items()}` : items();
    if (rand() < 0.3) text += ` with ${item()}`;
    if (rand() < 0.35) text += ` ${pick(TAILS)}`;
    sentences.push(spokenWords(text.replace(/\{meal\}/g, () => pick(MEALS))));
  }
  // Every spoken food name at least once, so no food is unknown to the model.
  for (const f of foods) for (const name of f.names) sentences.push(spokenWords(name));
  for (const name of staples) sentences.push(spokenWords(name));
  return sentences;
}
