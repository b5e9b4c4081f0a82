// Natural-language edits of one meal ("double the portion", "add a tbsp of olive oil",
// "no sugar", "brown rice instead of white", "it was dinner", "change to yesterday").
// Edits change the meal's `components`; every number is then recomputed from them.
import type { AnalyzedMeal, MealComponent, MealType } from '../contracts/meal';
import type { Analyzer } from './analyze';
import { normalizeName, type KnowledgeEntry } from './knowledge';
import { composeMeal, itemComponent, portionLabel, removalComponents } from './meal';
import { readAmountBlock } from './parse/amount-block';
import { parseSegment } from './parse/item';
import { extractMealTypes } from './parse/meal-type';
import { resolveWhen } from './parse/resolve-when';
import { cleanText, tokenize, type Token } from './parse/tokenize';
import { extractWhen } from './parse/when';
import { isValidTimeZone, wallTime, zonedToInstant } from './parse/zoned-time';

export interface EditContext {
  timeZone?: string;
  now?: Date;
  /** The engine over the knowledge base (src/knowledge-file's getAnalyzer() for the built one). */
  analyzer: Analyzer;
}

export type EditResult<T extends AnalyzedMeal> = { ok: true; meal: T; applied: string[] } | { ok: false; message: string };

const SCALE_WORDS: Record<string, number> = { double: 2, twice: 2, triple: 3, thrice: 3, half: 0.5, halve: 0.5, quarter: 0.25 };
const REMOVE = /^(?:remove|delete|drop|without|no|minus|skip|take out|bina)\s+(?:the\s+)?(.+)$/;
const ADD = /^(?:add(?:ed)?|with|plus|also|extra|and)\s+(.+)$/;
const REPLACE_INSTEAD = /^(?:make it\s+|it was\s+|change (?:it )?to\s+)?(.+?)\s+instead of\s+(.+)$/;
const REPLACE_WITH = /^(?:replace|swap|change)\s+(?:the\s+)?(.+?)\s+(?:with|for|to)\s+(.+)$/;

export function editMeal<T extends AnalyzedMeal>(meal: T, instructions: string, ctx: EditContext): EditResult<T> {
  const text = instructions.trim();
  if (text === '') return { ok: false, message: 'Please enter some instructions for editing your meal.' };
  if (text.length > 500) return { ok: false, message: 'The edit instructions are too long (limit 500 characters).' };
  if (!meal.components || meal.components.length === 0) return { ok: false, message: 'This meal does not record what it was made of, so it cannot be edited; log it again instead.' };
  const analyzer = ctx.analyzer;
  const timeZone = ctx.timeZone && isValidTimeZone(ctx.timeZone) ? ctx.timeZone : 'UTC';
  const state: State = { components: meal.components.map((c) => ({ ...c })), title: meal.title, applied: [], timing: { date: meal.date, consumedAt: meal.context.consumed_at, mealType: meal.context.meal_type } };

  const clauses = cleanText(text).split(/[,;\n]|\band then\b|\balso\b/).map((c) => c.trim()).filter(Boolean);
  for (const clause of clauses) {
    const error = applyClause(clause, state, analyzer, timeZone, ctx.now ?? new Date());
    if (error) return { ok: false, message: error };
  }
  if (state.applied.length === 0) return { ok: false, message: `Couldn't understand “${text}”. Try e.g. “double the portion”, “add a tbsp of olive oil”, “no sugar”, “brown rice instead of white”, “it was dinner”.` };
  const numbers = composeMeal(analyzer.knowledge, state.components, state.timing, { title: state.title, description: meal.description });
  const description = `${meal.description.split(' · edited:')[0]} · edited: ${state.applied.join('; ')}`;
  return { ok: true, applied: state.applied, meal: { ...meal, ...numbers, description, context: { ...meal.context, ...numbers.context, image_uploads: meal.context.image_uploads } } };
}

interface State {
  components: MealComponent[];
  title: string;
  applied: string[];
  timing: { date: string; consumedAt: string; mealType: MealType };
}

function mainItem(state: State): MealComponent | undefined {
  return state.components.find((c) => c.role === 'item');
}

function scaleAll(state: State, factor: number): void {
  for (const c of state.components) {
    c.grams = Math.round(c.grams * factor * 10) / 10;
    if (c.quantity !== undefined) c.quantity = Math.round(c.quantity * factor * 100) / 100;
  }
}

function applyClause(clause: string, state: State, analyzer: Analyzer, timeZone: string, now: Date): string | undefined {
  const knowledge = analyzer.knowledge;
  const item = mainItem(state);
  if (!item) return 'This meal has no main item to edit.';

  // Time, date and meal type ("it was dinner", "change to yesterday", "at 8pm").
  const tokens = tokenize(clause);
  const used = new Set<number>();
  const when = extractWhen(tokens, used);
  const marks = extractMealTypes(tokens, used);
  const rest = tokens.filter((_, i) => !used.has(i)).map((t) => t.t);
  if (used.size > 0 && rest.every((w) => /^(change|changed|make|it|was|to|the|meal|move|set|as|mark|this|a|an|actually|for|date|time|type|eaten|had)$/.test(w))) {
    const type = marks[0]?.type;
    const hasDate = when.dayOffset !== undefined || when.weekday !== undefined || when.isoDate !== undefined;
    const r = resolveWhen(when, type ?? state.timing.mealType, { timeZone, now });
    if (hasDate && !when.time && !type && !when.partOfDay) {
      // Only the day changes: keep the clock time the meal had.
      const wt = wallTime(new Date(state.timing.consumedAt), timeZone);
      state.timing = { date: r.date, consumedAt: zonedToInstant(r.date, wt.hour, wt.minute, timeZone).toISOString(), mealType: state.timing.mealType };
    } else {
      const date = hasDate ? r.date : state.timing.date;
      const timed = resolveWhen(when, type ?? (when.time ? undefined : state.timing.mealType), { date, timeZone, now });
      state.timing = { date, consumedAt: timed.consumedAt, mealType: type ?? timed.mealType };
    }
    state.applied.push(`when → ${state.timing.mealType}, ${state.timing.date}`);
    return undefined;
  }

  // Scale: "double the portion", "half", "make it 3 rotis", "make it 200 g".
  const words = clause.replace(/^(make it|make that|change it to|it was|actually)\s+/, '');
  const scaleWord = /^(double|twice|triple|thrice|half|halve|quarter)\b(?:\s+(?:the\s+)?(?:portion|serving|quantity|amount|it|size))?$/.exec(clause.replace(/^(make it|make that)\s+/, ''));
  if (scaleWord) {
    scaleAll(state, SCALE_WORDS[scaleWord[1] ?? ''] ?? 1);
    state.applied.push(`${scaleWord[1]} → ${portionLabel(item)}`);
    return undefined;
  }
  const amountTokens = tokenize(words);
  const block = readAmountBlock(amountTokens, 0, knowledge);
  const afterBlock = block ? amountTokens.slice(block.end) : [];
  const itemEntry = knowledge.byId.get(item.food_id);
  if (block && block.quantity !== undefined && /^(make it|make that|change it to|it was|actually)\b/.test(clause) && (afterBlock.length === 0 || namesEntry(afterBlock, itemEntry, analyzer))) {
    const next = itemComponent(knowledge, itemEntry ?? fallbackEntry(item), block.quantity, block.unit ?? (block.unit === undefined && item.unit && afterBlock.length > 0 ? item.unit : undefined), block.size);
    const factor = item.grams > 0 ? next.grams / item.grams : 1;
    scaleAll(state, factor);
    Object.assign(item, { grams: next.grams, quantity: next.quantity, unit: next.unit });
    state.applied.push(`portion → ${portionLabel(item)}`);
    return undefined;
  }

  // Replace: "brown rice instead of white", "replace rice with quinoa".
  const inst = REPLACE_INSTEAD.exec(clause);
  const repl = REPLACE_WITH.exec(clause);
  if (inst || repl) {
    const newName = (inst ? inst[1] : repl?.[2]) ?? '';
    const oldName = (inst ? inst[2] : repl?.[1]) ?? '';
    const entry = findFood(newName, analyzer);
    if (!entry) return `Couldn't find “${newName}” in the food database.`;
    const target = findComponent(state, oldName, analyzer) ?? item;
    const next = itemComponent(knowledge, entry, target.quantity, target.unit && target.unit !== 'gram' ? target.unit : undefined, target.size);
    const grams = target.unit === 'gram' ? target.grams : next.grams;
    Object.assign(target, { food_id: entry.id, name: entry.name, grams, quantity: target.unit === 'gram' ? target.grams : next.quantity, unit: target.unit === 'gram' ? 'gram' : next.unit });
    if (target === item) {
      // Recipe-based removals belonged to the old food.
      state.components = state.components.filter((c) => c.role !== 'removed');
      state.title = entry.name;
    }
    state.applied.push(`replaced ${oldName} with ${entry.name}`);
    return undefined;
  }

  // Remove: "no sugar", "remove the raita".
  const rem = REMOVE.exec(clause);
  if (rem) {
    const name = rem[1] ?? '';
    const comp = findComponent(state, name, analyzer);
    if (comp === item) return `Can't remove “${name}”: it is the meal itself. Delete the meal instead.`;
    if (comp) {
      state.components = state.components.filter((c) => c !== comp);
      state.applied.push(`removed ${comp.name}`);
      return undefined;
    }
    const target = findFood(name, analyzer);
    if (!target) return `Couldn't find “${name}” in this meal.`;
    const removed = removalComponents(knowledge, item, target, 1);
    if (removed.length === 0) return `“${name}” is not part of ${item.name}, so there is nothing to remove.`;
    state.components.push(...removed);
    state.title = `${state.title}, no ${name}`;
    state.applied.push(`removed ${removed.map((r) => `${r.grams} g ${r.name}`).join(', ')}`);
    return undefined;
  }

  // Add: "add a tbsp of olive oil", "with ghee", "extra cheese".
  const add = ADD.exec(clause);
  if (add) {
    const seg = { tokens: tokenize(add[1] ?? ''), at: 0, addon: true };
    const res = parseSegment(seg, knowledge, analyzer.matcher);
    if (res.items.length === 0) return `Couldn't find “${add[1]}” in the food database.`;
    for (const d of res.items) {
      const c: MealComponent = { ...itemComponent(knowledge, d.entry, d.quantity, d.unit, d.size), role: 'added' };
      state.components.push(c);
      state.applied.push(`added ${portionLabel(c)} ${c.name}`);
    }
    return undefined;
  }
  return `Couldn't understand “${clause}”.`;
}

function findFood(name: string, analyzer: Analyzer): KnowledgeEntry | undefined {
  const words = normalizeName(name).split(' ').filter(Boolean);
  return analyzer.matcher.match(words)?.entry;
}

/** The component a name refers to: same food, or a name sharing its words ("the raita"). */
function findComponent(state: State, name: string, analyzer: Analyzer): MealComponent | undefined {
  const norm = normalizeName(name);
  if (norm === '') return undefined;
  const entry = findFood(name, analyzer);
  const live = state.components.filter((c) => c.role !== 'removed');
  return (
    live.find((c) => entry && c.food_id === entry.id) ??
    live.find((c) => normalizeName(c.name).split(' ').some((w) => w.length > 2 && norm.split(' ').includes(w)))
  );
}

function namesEntry(tokens: Token[], entry: KnowledgeEntry | undefined, analyzer: Analyzer): boolean {
  const m = analyzer.matcher.match(tokens.map((t) => normalizeName(t.t)).filter(Boolean));
  return m !== undefined && m.entry.id === entry?.id;
}

function fallbackEntry(c: MealComponent): KnowledgeEntry {
  return { id: c.food_id, kind: 'food', name: c.name, category: 'unknown', servingClass: 'solid', role: 'main', defaultServing: { unit: 'gram', grams: c.grams, label: `${c.grams} g` }, per100g: {}, source: 'meal', names: [] };
}
