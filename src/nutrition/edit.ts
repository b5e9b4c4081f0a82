// Natural-language edits of one meal over the parser's words: scale the whole or a named part
// ("double the dal", "dal double kar do", "half the rice"), set an amount, unit or size of a named
// food ("4 rotis", "2 katoris of dal", "make the lassi a large glass"), remove ("remove the
// pickle", "sugar mat daalo"), replace ("brown rice instead of white", "X ki jagah Y", "make it
// skimmed milk"), add ("also a banana", "ek roti aur"), and time, date and meal type; several
// clauses in one instruction. Edits change the meal's `components`; every number is then
// recomputed from them. A combination (dal chawal) splits into its parts when one is named.
import type { AnalyzedMeal, MealComponent, MealType } from '../contracts/meal';
import type { Analyzer } from './analyze';
import { normalizeName, type Knowledge, type KnowledgeEntry, type UnitSize } from './knowledge';
import { SIZES, USUAL_WORDS } from './parse/lexicon';
import {
  composeMeal,
  cookingOil,
  itemComponent,
  portionLabel,
  recipeLineEntry,
  removalComponents,
  swapComponents,
} from './meal';
import { isMeasureUnit } from './serving';
import { damerau } from './parse/fuzzy';
import { shownName } from './describe';
import { obliqueStems } from './parse/food-matcher';
import { readAmountBlock, type AmountBlock } from './parse/amount-block';
import { isNumberWord, readAmount } from './parse/quantity';
import { gramsPerEgg, isAddable, isGarnish, parseSegment } from './parse/item';

import { extractMealTypes } from './parse/meal-type';
import { resolveWhen } from './parse/resolve-when';
import { cleanText, tokenize } from './parse/tokenize';
import { extractWhen } from './parse/when';
import { isoDateOf, isValidTimeZone, wallTime, zonedToInstant } from './parse/zoned-time';
import { combinationParts } from './edit/combination';
import { readModestScale } from './edit/modest-scale';
import { restyled, styleOf } from './edit/cooking-style';
import { countsTraining } from './parse/training-amounts';
import { normalizeDates, normalizeTimeWords } from './edit/time-words';
import {
  addVerbFirst,
  fixEditTypos,
  isCount,
  isInterjection,
  retryWording,
  normalizeAmountWords,
  splitRemovedList,
  withoutLeadingInterjection,
} from './edit/wording';
import { readOnly } from './edit/only';
import {
  isUnitAlone,
  readAdd,
  readMultiple,
  readRemove,
  readReplace,
  readScale,
  readSize,
  readStyle,
} from './edit/readers';
import { translateRegionalEditWords } from './edit/regional-words';

export interface EditContext {
  timeZone?: string;
  now?: Date;
  /** The engine over the knowledge base (src/knowledge-file's getAnalyzer() for the built one). */
  analyzer: Analyzer;
}

export type EditResult<T extends AnalyzedMeal> =
  { ok: true; meal: T; applied: string[] } | { ok: false; message: string };

export function editMeal<T extends AnalyzedMeal>(meal: T, instructions: string, ctx: EditContext): EditResult<T> {
  const r = editEntry(meal, [], instructions, ctx);
  return r.ok ? { ok: true, meal: r.meal, applied: r.applied } : r;
}

/** One of the other meals of the entry, changed by the edit, or `null` when the edit removed it. */
export interface SiblingChange<T> {
  index: number;
  meal: T | null;
}
/**
 * `removedItself` is true when the edit removed the opened meal itself (`meal` is then as it was):
 * its own food said not eaten ("pappadam venda" opened on the pappadam) while the entry has other
 * meals, which stay (decision 133).
 */
export type EntryEditResult<T extends AnalyzedMeal> =
  | { ok: true; meal: T; removedItself: boolean; others: SiblingChange<T>[]; applied: string[] }
  | { ok: false; message: string };

/**
 * Edits `meal`, one of the meals logged together in one entry ("2 rotis, dal makhani and a lassi"
 * is three meals); `siblings` are the others. A clause that names no food of `meal` but one of a
 * sibling applies there ("double the dal" opened on the rotis doubles the dal; "didn't have the
 * papad" removes the papad's meal). Time, date and meal type change `meal` only.
 */
export function editEntry<T extends AnalyzedMeal>(
  meal: T,
  siblings: readonly T[],
  instructions: string,
  ctx: EditContext,
): EntryEditResult<T> {
  const text = instructions.trim();
  if (text === '') return { ok: false, message: 'Please enter some instructions for editing your meal.' };
  if (text.length > 500) return { ok: false, message: 'The edit instructions are too long (limit 500 characters).' };
  if (!meal.components || meal.components.length === 0)
    return {
      ok: false,
      message: 'This meal does not record what it was made of, so it cannot be edited; log it again instead.',
    };
  // "is khichdi good for recovery after a match?": a question about food is not a change to the meal
  if (
    /\?\s*$/.test(text) &&
    /^(?:is|are|was|can|could|should|would|will|do|does|did|what|which|how|why|when|kya|kitna|kitni|kitne|kaise|kaun)\b/i.test(
      text,
    )
  )
    return {
      ok: false,
      message: `“${text}” reads as a question, not a change to this meal; ask it in the chat, or say what to change (e.g. “double the dal”).`,
    };
  const analyzer = ctx.analyzer;
  const timeZone = ctx.timeZone && isValidTimeZone(ctx.timeZone) ? ctx.timeZone : 'UTC';
  const log: string[] = [];
  const stateOf = (m: AnalyzedMeal): State => ({
    components: (m.components ?? []).map((c) => ({ ...c })),
    title: m.title,
    applied: [],
    log,
    timing: { date: m.date, consumedAt: m.context.consumed_at, mealType: m.context.meal_type },
  });
  const entry: Entry = {
    // a sibling without components (an AI estimate) cannot take an edit
    states: [meal, ...siblings].map(stateOf),
    editable: [true, ...siblings.map((m) => (m.components ?? []).length > 0)],
    deleted: new Set(),
    log,
  };

  // Clauses: at commas and semicolons, and at "and" / "then" before a new command.
  const knowledge = analyzer.knowledge;
  // A word is its own when the everyday words, the foods or the units know it: never an edit typo.
  const isKnown = (w: string) =>
    knowledge.everydayWords.has(w) || knowledge.unitKey(w) !== undefined || analyzer.matcher.lookup(w) !== undefined;
  const isFoodName = (name: string) => analyzer.matcher.lookup(name) !== undefined;
  const clauses = splitRemovedList(
    normalizeAmountWords(
      fixEditTypos(translateRegionalEditWords(cleanText(plusAsAdd(text)), knowledge, isKnown), isKnown),
      // (a food some meal of the entry has, by the food its words name)
      (name) => {
        const food = findFood(name, analyzer);
        return food !== undefined && entry.states.some((st) => st.components.some((c) => c.food_id === food.id));
      },
    ),
    isFoodName,
  )
    .replace(/^instead of ([^,;]+)[,;]\s*([^,;]+)/, '$2 instead of $1')
    .split(
      // ("coach said cut carbs so i only ate half the rice": the reason, then the change)
      /[,;\n]|\.\s+|\s+so\s+(?=(?:i|we|it|that|put|make|change|log|mark|move|shift)\s)|\s+(?:and|then|and then|aur|&)\s+(?=(?:remove|delete|add(?! (?:karo|kar do|kardo|kar dijiye|kijiye|kro|do)(?:$|[,;.]))|double|triple|half|halve|make|change|no|without|skip|replace|swap|use|it was|its|it's|also|set|cooked|made in|prepared)\b)/,
    )
    .map((c) =>
      withoutLeadingInterjection(
        c
          .trim()
          .replace(/[.!]+$/, '')
          // ", and only 2 biscuits": a command after "and", not "and 2 biscuits" added
          .replace(
            /^(?:and|&|n) (?=(?:only|just|make|remove|delete|no|double|half|change|swap|replace|it was|its|cooked|made in|prepared)\b)/,
            '',
          )
          // ", and 2 roti only": the count it was, not 2 rotis more
          .replace(/^(?:and|&|n) (?=\S+ [^,]+ (?:only|hi)$)/, '')
          // ", aur badi chura nahi khaya": a removal after "and"
          .replace(
            /^(?:and|aur|&|n) (?=[^,]+ (?:nahi|nahin|nai)(?: (?:khaya|khayi|khaye|piya|liya|li|tha|thi|the))*$)/,
            '',
          ),
      ),
    )
    .filter((c) => c !== '' && !isInterjection(c));
  // A clause read as no command at all ("rest went to the team", "nahi dala tha" beside "mayo
  // nikal do") is talk around the edit: it is left out and the reply says so, as long as another
  // clause applied. A clause naming a food the meal does not have still refuses the edit.
  // So is a removal of what the meal does not have ("3 pieces, and no sugar in the tea" when the
  // tea has none): beside other changes it is said, not refused.
  const talk: string[] = [];
  const nothing: string[] = [];
  for (const [k, said] of clauses.entries()) {
    // "curry aadhi thi, half kar do": a bare scale that restates the clause before it is said once
    if (restates(said, clauses[k - 1], knowledge, false)) continue;
    // "saag dugna si, do katoriyan": an amount alone is of the food the clause before named
    // ("sambar double pannunga, rendu bowl kudichen": two of it after "double" says the double again)
    const clause = amountOfFoodBefore(said, clauses[k - 1], knowledge, isFoodName) ?? said;
    if (clause !== said && restates(said, clauses[k - 1], knowledge, true)) continue;
    const error = applyWithConjunctions(clause, entry, analyzer, timeZone, ctx.now ?? new Date());
    if (error?.startsWith(NOT_UNDERSTOOD) || namesNoFood(error, analyzer)) talk.push(clause);
    else if (error?.endsWith(NOTHING_TO_REMOVE)) nothing.push(error);
    else if (error) return { ok: false, message: error };
  }
  // A reading that makes a food absurdly large is a misreading, not what was said ("chicken 65
  // sirf 150 g tha" once read 65 as a count): refused, so nothing wrong is stored.
  const before = [meal, ...siblings];
  const grams = (cs: readonly MealComponent[]) =>
    cs.filter((c) => c.role !== 'removed').reduce((sum, c) => sum + c.grams, 0);
  for (const [i, state] of entry.states.entries()) {
    const was = grams(before[i]?.components ?? []);
    const huge = live(state).find((c) => c.grams > MAX_COMPONENT_G);
    if (huge || (was > 0 && grams(state.components) > MAX_GROWTH * was))
      return {
        ok: false,
        message: `That change would make ${(huge ?? state.components[0])?.name ?? 'this meal'} ${Math.round(
          huge?.grams ?? grams(state.components),
        )} g, which looks like a misreading; please say the amount again (e.g. “150 g chicken”).`,
      };
  }
  // (the opened meal is not removed when a clause left out names a food or a way of cooking:
  // "meen porichathalla, grill …" said the fish was not fried, then how it was made)
  const saysHow = (c: string) => c.split(' ').some((w) => styleOf(w) !== undefined || isFoodName(w));
  if (entry.deleted.has(0) && talk.some(saysHow))
    return { ok: false, message: `Can't remove “${meal.title}”: ${MEAL_ITSELF}` };
  if (entry.log.length > 0 && talk.length > 0) entry.log.push(`left out “${talk.join('”, “')}” (not understood)`);
  if (entry.log.length > 0) entry.log.push(...nothing.map((n) => n.replace(/\.$/, '')));
  else if (nothing[0]) return { ok: false, message: nothing[0] };
  if (entry.log.length === 0)
    return {
      ok: false,
      message: `Couldn't understand “${text}”. Try e.g. “double the portion”, “add a tbsp of olive oil”, “no sugar”, “brown rice instead of white”, “it was dinner”.`,
    };
  const recomputed = (m: T, state: State): T => {
    const numbers = composeMeal(analyzer.knowledge, state.components, state.timing, {
      title: state.title,
      description: m.description,
    });
    // The reply says what changed and what it did to the meal's energy ("… (485 → 709 kcal)").
    const kcal = `${Math.round(m.macros.calories_kcal)} → ${Math.round(numbers.macros.calories_kcal)} kcal`;
    const description = `${m.description.split(' · edited:')[0]} · edited: ${state.applied.join('; ')} (${kcal})`;
    return {
      ...m,
      ...numbers,
      description,
      context: { ...m.context, ...numbers.context, image_uploads: m.context.image_uploads },
    };
  };
  const [own, ...others] = entry.states;
  const changed: SiblingChange<T>[] = [];
  others.forEach((state, i) => {
    const sibling = siblings[i];
    if (!sibling) return;
    if (entry.deleted.has(i + 1)) changed.push({ index: i, meal: null });
    else if (state.applied.length > 0) changed.push({ index: i, meal: recomputed(sibling, state) });
  });
  if (!own) return { ok: false, message: 'This meal has no main item to edit.' };
  const removedItself = entry.deleted.has(0);
  const ownMeal = own.applied.length > 0 && !removedItself ? recomputed(meal, own) : meal;
  return { ok: true, meal: ownMeal, removedItself, others: changed, applied: entry.log };
}

interface State {
  components: MealComponent[];
  title: string;
  /** What changed in this meal, for its description. */
  applied: string[];
  /** What changed in the whole entry, in order (the same array for every meal of the entry). */
  log: string[];
  timing: { date: string; consumedAt: string; mealType: MealType };
}

const HALF_WORDS = /\b(?:half|halve|halved|aadha|aadhi|aadhe|adha|adhi|adhe|ardha)\b/;
const DOUBLE_WORDS = /\b(?:double|doubled|dugna|dugni|twice|2x)\b/;

/** Said of the clause before it again: a scale naming no food ("half kar do" after "curry aadhi
 * thi"), or an amount of it ("rendu bowl" after "sambar double"), the same factor as that clause's. */
function restates(clause: string, before: string | undefined, knowledge: Knowledge, amountOnly: boolean): boolean {
  if (before === undefined) return false;
  const scale = readScale(clause);
  const factor = amountOnly
    ? clause
        .split(' ')
        .map((w) => statedAmount(`${w} x`, knowledge)?.quantity)
        .find((q) => q !== undefined)
    : scale && scale.name === ''
      ? scale.factor
      : undefined;
  return (factor === 0.5 && HALF_WORDS.test(before)) || (factor === 2 && DOUBLE_WORDS.test(before));
}

/** The meals of one entry: the one opened first, then the others. */
interface Entry {
  states: State[];
  editable: boolean[];
  deleted: Set<number>;
  log: string[];
}

/**
 * A clause that cannot be applied as a whole may be two joined by "and"/"aur" ("papad hatao aur
 * dal double karo"): it is split at a conjunction where every piece applies, on a copy of the entry.
 */
function applyWithConjunctions(
  clause: string,
  entry: Entry,
  analyzer: Analyzer,
  timeZone: string,
  now: Date,
): string | undefined {
  // Pieces first: a whole clause read loosely ("papad hatao aur dal" as the name to double) would
  // hide the second command; a food name with "and" in it fails as pieces and is read whole.
  const words = clause.split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    if (!/^(?:and|aur|&|then|also|plus|but|n)$/.test(words[i] ?? '')) continue;
    // ("ek aur roti add karo": "aur" after a count is "more", not "and")
    if (words[i] === 'aur' && i === 1 && isNumberWord(words[0] ?? '')) continue;
    // ("ek idli aur add karo": "aur" before the verb is "more" too)
    if (words[i] === 'aur' && /^(?:add|daalo|dalo|lo|le|liya|li|khaya|khayi|chahiye|dedo)$/.test(words[i + 1] ?? ''))
      continue;
    const split = cloneEntry(entry);
    const left = words.slice(0, i).join(' ');
    const right = words.slice(i + 1).join(' ');
    if (
      !applyRouted(left, split, analyzer, timeZone, now) &&
      !applyWithConjunctions(right, split, analyzer, timeZone, now)
    )
      return adopt(entry, split);
  }
  const error = applyRouted(clause, entry, analyzer, timeZone, now);
  const retried = error?.startsWith(NOT_UNDERSTOOD) ? retryWording(clause) : undefined;
  if (!retried) return error;
  const retry = cloneEntry(entry);
  return applyRouted(retried, retry, analyzer, timeZone, now) ? error : adopt(entry, retry);
}

/**
 * Applies a clause to the meal opened, or else to the first other meal of the entry it applies to
 * (the food it names is there); a removal of another meal's own food removes that meal.
 */
function applyRouted(
  clause: string,
  entry: Entry,
  analyzer: Analyzer,
  timeZone: string,
  now: Date,
): string | undefined {
  clause = addVerbFirst(clause);
  const only = readOnly(clause);
  if (only !== undefined) return applyOnly(only, entry, analyzer, timeZone, now);
  const removal = readRemove(clause);
  // "without ghee" on rotis with dal, logged with "1 tsp ghee": the ghee the user logged, before
  // the fat in the dal's recipe.
  const removedMeal = (i: number): boolean => {
    const trial = cloneEntry(entry);
    const state = trial.states[i];
    const item = state && mainItem(state);
    if (!removal || removal.scope || !item || findComponent(state, removal.name, analyzer, analyzer.knowledge) !== item)
      return false;
    trial.deleted.add(i);
    trial.log.push(`removed ${item.name} (its own meal)`);
    adopt(entry, trial);
    return true;
  };
  const others = entry.states.map((_, i) => i).filter((i) => i > 0 && !entry.deleted.has(i) && entry.editable[i]);
  const own = entry.states[0];
  if (removal && own && !findComponent(cloneEntry(entry).states[0] ?? own, removal.name, analyzer, analyzer.knowledge))
    for (const i of others) if (removedMeal(i)) return undefined;
  // "makhan nahi si" opened on the rotis, the butter logged on the saag: the food itself where
  // another meal of the entry has it, before a fat of its kind in this meal's recipe
  // (so is "add one more bourbon" opened on the milk, the biscuits logged beside it: more of them
  // where they are, not a new line of one here)
  const added = readAdd(clause);
  const moreName =
    added && /^(?:(?:one|ek|1|a|an)\s+)?(?:more|another)\s+\S|^(?:one|ek|1)\s+aur\s+\S/.test(added)
      ? added.replace(/^(?:(?:one|ek|1|a|an)\s+)?(?:more|aur|another)\s+/, '')
      : undefined;
  const named =
    removal && !removal.scope ? findFood(removal.name, analyzer) : moreName ? findFood(moreName, analyzer) : undefined;
  const ownHas = own && named && live(own).some((c) => c.food_id === named.id);
  if (named && !ownHas)
    for (const i of others) {
      const state = entry.states[i];
      if (!state || !live(state).some((c) => c.food_id === named.id)) continue;
      const trial = cloneEntry(entry);
      const target = trial.states[i];
      if (target && !applyClause(clause, target, analyzer, timeZone, now)) return adopt(entry, trial);
    }
  const first = cloneEntry(entry);
  const error = first.states[0] ? applyClause(clause, first.states[0], analyzer, timeZone, now) : 'No meal.';
  if (!error) return adopt(entry, first);
  // ("pappadam venda" opened on the pappadam, logged with puttu and kadala curry: the opened meal
  // itself was not eaten, and the entry's other meals stay; alone in its entry it is refused)
  // (only when the words name that very food: "khichdi ma ghee nahi" is about its ghee)
  const item = own && mainItem(own);
  // (a name as said, not a guess at a longer phrase: "thepla sirf do khaya hata" is no removal of it)
  const saidName = removal ? analyzer.knowledge.findByName(removal.name.replace(/^(?:the|my) /, '')) : undefined;
  const itself = item !== undefined && saidName?.id === item.food_id;
  if (
    removal &&
    !removal.scope &&
    itself &&
    error.endsWith(MEAL_ITSELF) &&
    others.length > 0 &&
    !entry.deleted.has(0)
  ) {
    entry.deleted.add(0);
    entry.log.push(`removed ${item?.name ?? removal.name} (this meal)`);
    return undefined;
  }
  // only a clause that did not find its food here is tried on the other meals (not one refused
  // for a reason of its own, such as a food without a recipe)
  if (!MISSING_HERE.test(error)) return error;
  // the answer of the meal that has the food named, when one does ("sugar is not part of the tea")
  let found: string | undefined;
  for (const i of others) {
    if (removedMeal(i)) return undefined;
    const trial = cloneEntry(entry);
    const state = trial.states[i];
    const other = state ? applyClause(clause, state, analyzer, timeZone, now) : error;
    if (!other) return adopt(entry, trial);
    if (!/^Couldn't (?:find|understand)/.test(other)) found ??= other;
  }
  return found ?? error;
}

/**
 * "I only ate the chicken" (edit/only.ts): every other food of the entry is removed, each as its
 * own removal (a meal without the food kept goes with its main item). Refused when no meal of the
 * entry has the food named.
 */
function applyOnly(kept: string, entry: Entry, analyzer: Analyzer, timeZone: string, now: Date): string | undefined {
  const open = entry.states.map((s, i) => ({ s, i })).filter(({ i }) => !entry.deleted.has(i) && entry.editable[i]);
  const keep = new Set(open.map(({ s }) => findComponent(s, kept, analyzer, analyzer.knowledge)).filter((c) => c));
  if (keep.size === 0) return `Couldn't find “${kept}” in this meal.`;
  const others = open.flatMap(({ s }) =>
    live(s)
      .filter((c) => !keep.has(c))
      .map((c) => c.name),
  );
  if (others.length === 0) return `${kept} is all there is in this meal; nothing was changed.`;
  for (const name of new Set(others)) {
    const error = applyRouted(`remove ${name}`, entry, analyzer, timeZone, now);
    if (error && !error.endsWith(NOTHING_TO_REMOVE)) return error;
  }
  return undefined;
}

function cloneEntry(e: Entry): Entry {
  const log = [...e.log];
  return {
    states: e.states.map((s) => ({
      components: s.components.map((c) => ({ ...c })),
      title: s.title,
      applied: [...s.applied],
      log,
      timing: { ...s.timing },
    })),
    editable: e.editable,
    deleted: new Set(e.deleted),
    log,
  };
}

function adopt(entry: Entry, from: Entry): undefined {
  Object.assign(entry, from);
  return undefined;
}

/** Notes a change of the meal, for its description and the entry's reply. */
function record(state: State, change: string): void {
  // ("double the curd, had 2 bowls": the second clause said the same again, and the reply says so
  // rather than "2 bowls → 2 bowls")
  const same = /^([^:]+): (.+) → (.+)$/.exec(change);
  if (same && same[2] === same[3]) change = `${same[1]} was already ${same[2]}`;
  if (state.applied.includes(change)) return;
  state.applied.push(change);
  state.log.push(change);
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

/** Words said around a time, date or meal type in an edit ("change it to dinner", "ye lunch tha"). */
const TIME_FILLER =
  /^(change|changed|make|it|was|to|the|meal|move|set|as|mark|this|that|a|an|actually|for|date|time|type|eaten|had|ko|khaya|khayi|khaye|tha|thi|piya|hai|log|logged|put|record|in|under|my|i|ate|at|on|me|mein|ka|ki|ke|thi|and|aur|also|then|ye|yeh|wala|wali|se|from|khana|daalo|dalo|karo|wrong|day|entry)$/;

function applyClause(said: string, state: State, analyzer: Analyzer, timeZone: string, now: Date): string | undefined {
  const knowledge = analyzer.knowledge;
  const item = mainItem(state);
  if (!item) return 'This meal has no main item to edit.';
  // "make it a bowl not a katori", "large not medium": the unit or size it was not adds nothing.
  // "it was 2 not 3": the count it was not adds nothing either. In Hindi the word before "nahi"
  // is the one denied: "do nahi teen" is three.
  const count = (w: string) => statedAmount(`${w} x`, knowledge)?.quantity;
  const hindi = /^(\S+) (?:nahi|nahin|nai),? (\S+)( .+?)?(?: (?:tha|thi|the))?$/.exec(said);
  const alike = (a: string, b: string) =>
    (count(a) !== undefined && count(b) !== undefined) || (isUnitAlone(a, knowledge) && isUnitAlone(b, knowledge));
  // "3 nahi 4 makki roti thi": the count it was, of the food named after it
  const spoken = hindi?.[1] && hindi[2] && alike(hindi[1], hindi[2]) ? `${hindi[2]}${hindi[3] ?? ''}` : said;
  const notUnit = /^(.+?) (?:not|instead of|rather than|na ki) (?:a |an |the )?([a-z0-9.]+)$/.exec(spoken);
  const notWhat = notUnit?.[2] ?? '';
  // the unit it was not names the food it was said of ("katori nahi bowl": the dal in the katori)
  const deniedUnit = knowledge.unitKey(spoken === said ? notWhat : (hindi?.[1] ?? ''));
  const clause =
    notUnit?.[1] &&
    (isUnitAlone(notWhat, knowledge) ||
      SIZES[notWhat] ||
      count(notWhat) ||
      // "lunch not breakfast": the meal type it was not; "yesterday not today": the day
      extractMealTypes(tokenize(notWhat), new Set()).length > 0 ||
      /^(?:today|yesterday|aaj|kal)$/.test(notWhat))
      ? notUnit[1]
      : spoken;

  // "bowled 8 overs in the nets today": training counted, no food named, is talk around the edit
  const saidTokens = tokenize(clause);
  if (
    countsTraining(saidTokens) &&
    !saidTokens.some((t) => t.kind === 'word' && analyzer.matcher.lookup(t.t) !== undefined)
  )
    return notUnderstood(clause);

  // Time, date and meal type ("it was dinner", "change to yesterday", "at 8pm").
  const today = isoDateOf(wallTime(now, timeZone));
  const tokens = tokenize(normalizeDates(normalizeTimeWords(clause), today));
  const used = new Set<number>();
  const when = extractWhen(tokens, used);
  const marks = extractMealTypes(tokens, used);
  const rest = tokens.filter((_, i) => !used.has(i)).map((t) => t.t);
  // ("had this at 7 am before the morning session": the session said beside the time only places it)
  const beside = rest.includes('before') || rest.includes('after');
  // "breakfast nahi tha", "it wasn't lunch": a time denied says only what the meal was not
  const denial = /^(?:nahi|nahin|nai|not|wasn't|wasnt|isn't|isnt|na)$/;
  if (used.size > 0 && rest.some((w) => denial.test(w)) && rest.every((w) => denial.test(w) || TIME_FILLER.test(w)))
    return notUnderstood(clause);
  if (
    used.size > 0 &&
    rest.every(
      (w) =>
        TIME_FILLER.test(w) || (beside && /^(before|after|session|practice|training|nets|gym|match|game)$/.test(w)),
    )
  ) {
    // ("pre workout, before morning nets": the part of the day beside a session keeps the meal type)
    const type = marks[0]?.type ?? (beside && !when.time ? state.timing.mealType : undefined);
    const hasDate = when.dayOffset !== undefined || when.weekday !== undefined || when.isoDate !== undefined;
    const r = resolveWhen(when, type ?? state.timing.mealType, { timeZone, now });
    if (hasDate && !when.time && !type && !when.partOfDay) {
      // Only the day changes: keep the clock time the meal had.
      const wt = wallTime(new Date(state.timing.consumedAt), timeZone);
      state.timing = {
        date: r.date,
        consumedAt: zonedToInstant(r.date, wt.hour, wt.minute, timeZone).toISOString(),
        mealType: state.timing.mealType,
      };
    } else {
      const date = hasDate ? r.date : state.timing.date;
      // The day is already resolved: the clock is read on it, not offset a second time.
      const clockOnly = { ...when, dayOffset: undefined, weekday: undefined, isoDate: undefined };
      const timed = resolveWhen(clockOnly, type ?? (when.time || when.partOfDay ? undefined : state.timing.mealType), {
        date,
        timeZone,
        now,
      });
      state.timing = { date, consumedAt: timed.consumedAt, mealType: type ?? timed.mealType };
    }
    record(state, `when → ${state.timing.mealType}, ${state.timing.date}`);
    return undefined;
  }

  // Cooking style: "grilled not fried", "boiled instead of fried", "make the fish grilled".
  const style = readStyle(clause);
  if (style) {
    if (!style.to) return style.from ? undefined : notUnderstood(clause); // "not fried" beside "grilled"
    const named = style.name ? findComponent(state, style.name, analyzer, knowledge) : undefined;
    if (style.name && !named) return `Couldn't find “${style.name}” in this meal.`;
    const candidates = named
      ? [named]
      : [
          ...live(state).filter((c) => style.from && nameWords(c.name).some((w) => styleOf(w) === style.from)),
          ...live(state),
        ];
    for (const c of candidates) {
      const entry = knowledge.byId.get(c.food_id);
      const found = entry ? restyled(knowledge, analyzer.matcher, entry, style.to) : undefined;
      if (!found) continue;
      const next = found.entry;
      const was = c.name;
      const had = { grams: c.grams, unit: c.unit, quantity: c.quantity };
      replaceComponent(state, c, next, item, knowledge);
      // The same food cooked another way weighs about the same and is counted as it was: 2 fried
      // fish pieces (150 g) grilled are 2 pieces, 150 g of grilled fish, not one serving of it.
      if (c.unit !== had.unit && had.unit !== undefined && !isMeasureUnit(had.unit))
        Object.assign(c, { grams: had.grams, quantity: had.quantity, unit: had.unit });
      // (an entry named for its table's cooking, "Tilapia, cooked", is shown by the name it was
      // found by: "Grilled fish (Tilapia, cooked)")
      if (
        !normalizeName(next.name)
          .split(' ')
          .some((w) => styleOf(w) === style.to)
      )
        c.name = `${found.name.charAt(0).toUpperCase()}${found.name.slice(1)} (${next.name})`;
      record(state, `${was} → ${c.name} · ${portionLabel(c)}`);
      return undefined;
    }
    // No entry cooked that way: a fried dish with a recipe keeps its recipe without the oil it
    // drank in the pan ("air fryer wale samose", "baked not fried"); on the tawa, half of it.
    const fried = (named ? [named] : live(state)).find((c) => knowledge.byId.get(c.food_id)?.recipe?.fry);
    const fry = fried ? knowledge.byId.get(fried.food_id)?.recipe?.fry : undefined;
    if (fried && fry && style.to !== 'fried') {
      const oil = knowledge.byId.get(fry.oil) ?? findFood('oil', analyzer);
      const share = style.to === 'tawa' ? 0.5 : 1;
      const grams = Math.round(fried.grams * fry.absorption * share * 10) / 10;
      if (oil && grams > 0) {
        state.components.push({ food_id: oil.id, name: oil.name, grams, role: 'removed' });
        state.title = `${state.title}, ${style.to}`;
        record(state, `${fried.name} ${style.to}: removed ${grams} g ${oil.name} of the frying`);
        return undefined;
      }
    }
    // A food the meal fried with the cooking oil of its frying as a part ("fried pomfret"): another
    // way of cooking drops that oil, the tawa half of it ("tawa grilled not deep fried").
    const fryOil = cookingOil(knowledge);
    const frying = style.to !== 'fried' && live(state).find((c) => c.role === 'added' && c.food_id === fryOil?.id);
    if (frying && (!style.from || style.from === 'fried')) {
      const share = style.to === 'tawa' ? 0.5 : 1;
      const grams = Math.round(frying.grams * share * 10) / 10;
      if (share < 1) frying.grams = Math.round((frying.grams - grams) * 10) / 10;
      else frying.role = 'removed';
      state.title = state.title.replace(/, fried$/, '') + `, ${style.to}`;
      record(state, `${(named ?? item).name} ${style.to}: removed ${grams} g ${frying.name} of the frying`);
      return undefined;
    }
    // "paneer tikka was air fried, hardly any oil": a dish of another way of cooking, air fried,
    // keeps half the fat of its recipe, as "less oil" does
    const target = named ?? item;
    const oilEntry = findFood('oil', analyzer);
    if (style.to === 'air fried' && oilEntry) {
      const half = removalComponents(knowledge, target, oilEntry, 0.5);
      const less = notYetRemoved(state, half);
      if (less.length > 0) {
        state.components.push(...less);
        record(state, `${target.name} air fried: removed ${less.map((r) => `${r.grams} g ${r.name}`).join(', ')}`);
        return undefined;
      }
      // ("cooked with very little oil, air fried actually": the oil the clause before took out
      // already is the air fryer's; nothing more to take)
      if (half.length > 0) return undefined;
    }
    return `The food database has no ${style.to} version of ${(named ?? item).name}.`;
  }

  // A size alone, for the main food or a named one: "make it large", "chhota tha", "the rice was a small one".
  const sized = readSize(clause, knowledge);
  if (sized) {
    // "portion size was small", "serving was large": the portion, not a food called "portion"
    const portion = !sized.name || /^(?:portion|serving|portion size|serving size|size|quantity)$/.test(sized.name);
    const target = portion ? item : findComponent(state, sized.name ?? '', analyzer, knowledge);
    if (target) {
      const was = portionLabel(target);
      setPortion(state, target, knowledge, target.quantity, undefined, sized.size);
      record(state, `${target.name}: ${was} → ${portionLabel(target)}`);
      return undefined;
    }
  }

  // "a bit more rice", "chawal thoda zyada", "thoda kam": a modest scale (edit/modest-scale.ts);
  // "50% less", "1.5x": a stated one (before "less X" reads "50%" as a food).
  const modest = readModestScale(clause) ?? readMultiple(clause);
  if (modest) return applyScale(state, modest, item, analyzer);

  // "remove half the rice", "take out a quarter of the dal": the rest stays.
  const partial =
    /^(?:remove|take out|take off|take away|cut|minus|reduce|hatao|hata do)\s+(?:about\s+)?(half|a half|a quarter|quarter|a third|one third|1\/2|1\/3|1\/4)(?:\s+(?:of\s+)?(?:the\s+|my\s+)?(.*))?$/.exec(
      clause,
    );
  if (partial?.[1] !== undefined) {
    const share = /half|1\/2/.test(partial[1]) ? 0.5 : /quarter|1\/4/.test(partial[1]) ? 0.25 : 1 / 3;
    const name = (partial[2] ?? '').replace(/^(?:it|that|everything)$/, '');
    return applyScale(state, { factor: 1 - share, word: `−${partial[1]}`, name }, item, analyzer);
  }

  // A count up or down: "one more roti", "another idli", "one less roti", "remove one samosa".
  const delta = readDelta(clause, state, analyzer, knowledge);
  if (delta && 'part' in delta) {
    // "extra pav" on pav bhaji: one more pav beside it, not another plate.
    const c: MealComponent = { ...itemComponent(knowledge, delta.part, delta.by), role: 'added' };
    state.components.push(c);
    record(state, `added ${portionLabel(c)} ${c.name}`);
    return undefined;
  }
  if (delta) {
    const q = (delta.target.quantity ?? 1) + delta.by;
    if (q <= 0) return `That would leave no ${delta.target.name}; say “remove the ${delta.name}” instead.`;
    const was = portionLabel(delta.target);
    setPortion(state, delta.target, knowledge, q, undefined, undefined);
    record(state, `${delta.target.name}: ${was} → ${portionLabel(delta.target)}`);
    return undefined;
  }

  // Sugar-free: "sugar free", "make the coffee sugarless", "bina cheeni".
  const unsweet =
    /^(?:make (?:it|the (.+?)) |(?:the )?(.+?) )?(?:sugar[- ]?free|sugarless|unsweetened|without sugar|bina cheeni|bina chini|bina sugar|no sugar)(?: (?:please|tha|thi|hai|kar do|karo))?$/.exec(
      clause,
    );
  if (unsweet) {
    const scopeName = unsweet[1] ?? unsweet[2];
    const scope = scopeName ? findComponent(state, scopeName, analyzer, knowledge) : undefined;
    if (scopeName && !scope) return `Couldn't find “${scopeName}” in this meal.`;
    const sugar = findFood('sugar', analyzer);
    const removed = sugar
      ? notYetRemoved(
          state,
          (scope ? [scope] : live(state)).flatMap((c) => removalComponents(knowledge, c, sugar, 1)),
        )
      : [];
    const added = live(state).find((c) => c !== item && (!scope || c === scope) && sugar && c.food_id === sugar.id);
    if (added) state.components = state.components.filter((c) => c !== added);
    if (removed.length === 0 && !added)
      return `“sugar” is not part of ${(scope ?? item).name}, so there is nothing to remove.`;
    state.components.push(...removed);
    record(
      state,
      `sugar-free: removed ${[...(added ? [`${added.grams} g ${added.name}`] : []), ...removed.map((r) => `${r.grams} g ${r.name}`)].join(', ')}`,
    );
    return undefined;
  }

  // Less or more of an ingredient: "less oil", "sugar kam", "half the sugar" (the chai's sugar).
  const less =
    /^(?:use |used |put |with )?(?:(?:v|very|much|way|really|bahut|a bit|slightly) )?(?:less|kam|thoda kam|low|lesser|reduce(?: the)?|cut down(?: on)?(?: the)?|cut(?: the)?)\s+(.+?)(?: used| use| put| dala| daala)?$/.exec(
      clause,
    ) ?? /^(?:the\s+)?(.+?)\s+(?:kam|less)(?:\s+(?:kar do|karo|tha|thi|dalo|daalo|please))?$/.exec(clause);
  if (less?.[1]) {
    // "sabzi mein tel kam tha", "less oil in the sabzi": the oil, of the sabzi only (when the
    // meal has a sabzi: "makke ki roti kam" is a food's name)
    const hindi = /^(.+?) (?:mein|me|main|mai|ka|ki|ke) (.+)$/.exec(less[1]);
    const english = /^(.+?) (?:in|from) (?:the |my )?(.+)$/.exec(less[1]);
    const [inner, outer] = hindi ? [hindi[2], hindi[1]] : english ? [english[1], english[2]] : [];
    const scope = outer ? findComponent(state, outer, analyzer, knowledge) : undefined;
    // ("less oil in the upma" opened on the chutney: the upma's oil or nothing, never the chutney's)
    if (outer && inner && !scope && findFood(outer, analyzer) && findFood(inner, analyzer))
      return `“${inner}” is not part of this meal, so there is nothing to reduce.`;
    const name = (scope && inner ? inner : less[1]).replace(/^(?:the|some)\s+/, '');
    const comp = scope ? undefined : findComponent(state, name, analyzer, knowledge);
    if (comp && comp !== item) {
      scaleComponent(state, comp, 0.5);
      record(state, `less ${comp.name} → ${portionLabel(comp)}`);
      return undefined;
    }
    const entry = findFood(name, analyzer);
    const changed = entry ? scaleIngredient(state, knowledge, entry, 0.5, scope) : [];
    // ("upma was made in very little oil": a dish the tables give whole has no oil line to take out)
    if (changed.length === 0 && scope && !knowledge.byId.get(scope.food_id)?.recipe)
      return `${scope.name} comes whole from the food tables, without its recipe, so its ${name} cannot be changed; say the dish's amount instead.`;
    if (changed.length === 0) return `“${name}” is not part of this meal, so there is nothing to reduce.`;
    record(state, `less ${name}: removed ${changed.map((r) => `${r.grams} g ${r.name}`).join(', ')}`);
    return undefined;
  }

  // Scale: "double the portion", "double the dal", "half the rice", "dal double kar do".
  const body = clause
    .replace(/^(?:aur|and)\s+(?=\S+\s+(?:sirf|only|just)\b)/, '')
    .replace(LEAD_WORDS, '')
    .replace(LEAD_WORDS, '')
    .replace(LEAD_WORDS, '');
  const scale = readScale(body);
  // "double toned" is a kind of milk, not twice the toned (read below with the kind words);
  // "double ka meetha hata do": the scale word is part of a food's name
  const inName = (word: string) => {
    const words = normalizeName(body).split(' ');
    const m = analyzer.matcher.match(words);
    return (
      m !== undefined && m.end - m.start > 1 && words.slice(m.start, m.end).includes(word) && m.corrections.length === 0
    );
  };
  if (scale && !kindWord(clause, state, analyzer) && !inName(scale.word))
    return applyScale(state, scale, item, analyzer);

  // Replace: "brown rice instead of white", "replace rice with quinoa", "X ki jagah Y", "make it skimmed milk".
  // "the milk was skimmed", "rice was brown": the food of that kind instead
  const wasKind = /^(?:the |my )?([a-z]+(?: [a-z]+)?) (?:was|were|is|tha|thi) ([a-z]+)$/.exec(clause);
  const kindOf = wasKind ? `${wasKind[2]} ${wasKind[1]}` : undefined;
  const replace =
    wasKind?.[1] && kindOf && findFood(wasKind[1], analyzer) && findFood(kindOf, analyzer)
      ? { from: wasKind[1], to: kindOf, explicit: true }
      : readReplace(clause);
  if (replace) replace.to = kindSaidOfFood(replace, state, analyzer);
  // "swap the white bread for brown": a kind said alone is that kind of the food it replaces
  const headWord = replace?.from.split(' ').at(-1);
  if (
    replace &&
    headWord &&
    /^[a-z]{3,}$/.test(replace.to) &&
    !readAmount(tokenize(replace.to), 0) &&
    !findFood(replace.to, analyzer) &&
    findFood(`${replace.to} ${headWord}`, analyzer)
  )
    replace.to = `${replace.to} ${headWord}`;
  const replaceEntry = replace ? findFood(replace.to, analyzer) : undefined;
  // "make it large" is a size, not a food: it falls through to the amount below.
  // The food it was not: a food in the meal, or a word of one's name ("plain dosa not masala").
  const looseFrom =
    replace?.loose && replaceEntry
      ? findFood(replace.from, analyzer)
        ? findComponent(state, replace.from, analyzer, knowledge)
        : live(state).find((c) =>
            [c.name, ...(knowledge.byId.get(c.food_id)?.names ?? [])].some((n) => {
              const words = normalizeName(n).split(' ');
              const from = normalizeName(replace.from).split(' ').filter(Boolean);
              return from.length > 0 && from.every((w) => words.includes(w));
            }),
          )
      : undefined;
  // "gur not cheeni" on a chai: the food it was not is in a recipe of the meal
  const looseFood = replace?.loose && replaceEntry ? findFood(replace.from, analyzer) : undefined;
  const inRecipe = looseFood && live(state).some((c) => removalComponents(knowledge, c, looseFood, 1).length > 0);
  if (replace && (replace.explicit || (replaceEntry && (!replace.loose || looseFrom || inRecipe)))) {
    const entry = replaceEntry;
    if (!entry) return `Couldn't find “${replace.to}” in the food database.`;
    // "mutton not chicken" on chicken biryani: the dish with that word changed, when the knowledge has it.
    const renamed = replace.from
      ? renamedDish(live(state), replace.from, replace.to, analyzer)
      : renamedKind(state, replace.to, entry, analyzer);
    if (renamed) return applyRenamed(state, renamed, item, knowledge);
    // "use skimmed milk" on cornflakes with milk: the milk of the recipe, not the bowl.
    const swapped = replace.from ? undefined : swapKind(state, knowledge, entry, item, false);
    if (swapped) {
      record(state, swapped);
      return undefined;
    }
    // "water instead of milk" on oats porridge with milk: the milk of the recipe, not the porridge.
    const fromEntry = replace.from ? findFood(replace.from, analyzer) : undefined;
    const target =
      (replace.within && fromEntry ? findComponent(state, replace.within, analyzer, knowledge) : undefined) ??
      (replace.from ? findComponent(state, replace.from, analyzer, knowledge) : undefined) ??
      // "jaggery instead of sugar" on a chai: the food whose recipe has the sugar, not a spice of its class.
      (fromEntry ? live(state).find((c) => removalComponents(knowledge, c, fromEntry, 1).length > 0) : undefined) ??
      sameKind(state, entry, replace.to, knowledge);
    // (a dish of the target's own kind replaces it whole: "lauki nahi, tinde ki sabzi thi" on a
    // lauki sabzi is a tinda sabzi, not tinda sabzi stirred into the lauki's place)
    const targetEntry = target ? knowledge.byId.get(target.food_id) : undefined;
    const sameDishKind =
      targetEntry !== undefined &&
      targetEntry.kind === 'dish' &&
      entry.kind === 'dish' &&
      targetEntry.category === entry.category &&
      targetEntry.servingClass === entry.servingClass;
    if (target && fromEntry && target.food_id !== fromEntry.id && !sameDishKind) {
      const out = removalComponents(knowledge, target, fromEntry, 1);
      const grams = Math.round(out.reduce((sum, c) => sum + c.grams, 0) * 10) / 10;
      if (grams > 0) {
        state.components.push(...out, { food_id: entry.id, name: entry.name, grams, role: 'added' });
        record(state, `${out.map((c) => c.name).join(', ')} → ${grams} g ${entry.name} (in ${target.name})`);
        return undefined;
      }
      const swapped = swapComponents(knowledge, target, entry);
      if (takesOutNamed(swapped, replace.from)) {
        state.components.push(...swapped);
        record(state, `${replace.from} → ${entry.name} (in ${target.name})`);
        return undefined;
      }
    }
    if (!target) {
      // A recipe's ingredient ("make it skimmed milk" on a chai): swap it inside the recipe.
      const swapped = swapComponents(knowledge, item, entry);
      // "lauki nahi thi, tinda tha" on the dal of a dal-roti-lauki entry: the lauki is in another
      // meal, and the dal's tomato is not what the user named
      if (replace.from && fromEntry && !takesOutNamed(swapped, replace.from))
        return `Couldn't find “${replace.from}” in this meal.`;
      if (swapped.length === 0)
        return replace.explicit
          ? `Couldn't find “${replace.from || replace.to}” in this meal.`
          : `${item.name} has nothing like ${entry.name} to change, so nothing was changed.`;
      state.components.push(...swapped);
      record(
        state,
        `${swapped
          .filter((c) => c.role === 'removed')
          .map((c) => c.name)
          .join(', ')} → ${entry.name}`,
      );
      return undefined;
    }
    const was = `${portionLabel(target)} ${target.name}`;
    // ("double toned milk" is a name, not two of it)
    const toAmount = analyzer.matcher.lookup(replace.to) ? undefined : statedAmount(replace.to, knowledge);
    replaceComponent(state, target, entry, item, knowledge, toAmount);
    // ("grilled fish instead": "Grilled fish (Tilapia, cooked)", the user's name for it, as a logged food's title shows it)
    target.name = shownName(entry.name, replace.to, false);
    record(state, `replaced ${was} with ${portionLabel(target)} ${target.name}`);
    return undefined;
  }

  // Remove: "no sugar", "remove the raita", "papad hata do", "sugar mat daalo".
  const removal = readRemove(clause);
  // A command that names nothing new after a clause that applied restates it: "remove the chutney,
  // didn't have it", "…, hata do", "thokku vendaam, remove pannu" (its verb "do" read as "karo")
  const bareCommand =
    /^(?:hata do|hatao|hata dijiye|nikal do|nikalo|remove|delete|remove karo|delete karo|remove it|delete it|hata do use|hata do isko|cancel)$/;
  // "majjige bhi piya, add karo": an add restated after a food was added
  const bareAdd = /^(?:add karo|add kar do|add kardo|add it|add that|add this)$/;
  if (bareAdd.test(clause) && state.log.at(-1)?.startsWith('added')) return undefined;
  const pronoun = /^(?:it|that|this|them|those|these|both|karo|kar do|kardo|kar dijiye|please|isko|usko|ise|use)$/;
  if (state.log.length > 0 && (bareCommand.test(clause) || (removal && pronoun.test(removal.name)))) return undefined;
  if (removal !== undefined) {
    const removeName = removal.name;
    const found = removal.scope ? findComponent(state, removal.scope, analyzer, knowledge) : undefined;
    // ("no cheese in the sandwich" on "Sandwich (white bread) with cheese": the meal is the sandwich)
    const titled =
      removal.scope !== undefined && !found && nameWords(state.title).includes(normalizeName(removal.scope));
    if (removal.scope && !found && !titled) return `Couldn't find “${removal.scope}” in this meal.`;
    const scope = found;
    const comp = scope ? undefined : findComponent(state, removeName, analyzer, knowledge);
    if (comp && comp !== item) {
      state.components = state.components.filter((c) => c !== comp);
      state.title = titleWithout(state.title, comp.name);
      record(state, `removed ${comp.name}`);
      return undefined;
    }
    const target = findFood(removeName, analyzer);
    if (!target) return `Couldn't find “${removeName}” in this meal.`;
    // "no makhan on the paratha" on parathas logged with makhan: the makhan the user logged, before
    // the fat inside the paratha's recipe (and "no ghee in the dal" on a dal made in ghee: the ghee
    // that went in for its oil)
    const logged = scope ? live(state).find((c) => c.role === 'added' && c.food_id === target.id) : undefined;
    if (logged) {
      state.components = state.components.filter((c) => c !== logged);
      state.title = titleWithout(state.title, logged.name);
      record(state, `removed ${logged.grams} g ${logged.name}`);
      return undefined;
    }
    // Out of the recipe of whichever food has it (the sugar of the chai, the ghee of the dal).
    // ("no sugar" takes out whatever sweetens it, the gur of a gur chai; "remove the honey" only honey)
    const onlyItself = target.tags?.includes('sweetener') === true && knowledge.findByName('sugar')?.id !== target.id;
    const inRecipe = (scope ? [scope] : live(state))
      .flatMap((c) => removalComponents(knowledge, c, target, 1))
      .filter((c) => !onlyItself || c.food_id === target.id);
    const removed = notYetRemoved(state, inRecipe);
    if (inRecipe.length > 0 && removed.length === 0)
      return `“${removeName}” is already out of ${(scope ?? item).name}, so there is nothing to remove.`;
    // ("remove idli" on the idli: the food is the meal itself, not a part of it to take out)
    if (removed.length === 0 && comp === item && target.id === item.food_id)
      return `Can't remove “${removeName}”: ${MEAL_ITSELF}`;
    if (removed.length === 0) {
      // "without the egg" on egg fried rice: the dish without that word, when the knowledge has it.
      const plain = renamedDish(live(state), removeName, '', analyzer);
      if (plain) {
        const was = plain.comp.name;
        const before = plain.comp.grams;
        replaceComponent(state, plain.comp, plain.entry, item, knowledge);
        // the food without a part of it weighs no more than with it ("cheese sandwich, no cheese"
        // is not a bigger vegetable sandwich)
        if (plain.comp.grams > before) plain.comp.grams = before;
        record(state, `${was} → ${plain.entry.name} · ${portionLabel(plain.comp)}`);
        return undefined;
      }
      if (comp === item) return `Can't remove “${removeName}”: ${MEAL_ITSELF}`;
      return `“${removeName}” is not part of ${live(state).length > 1 ? 'this meal' : item.name}, so there is nothing to remove.`;
    }
    state.components.push(...removed);
    state.title = `${state.title}, no ${removeName}`;
    record(state, `removed ${removed.map((r) => `${r.grams} g ${r.name}`).join(', ')}`);
    return undefined;
  }

  // "make it black" (a coffee or a tea): the knowledge's black version of the drink.
  if (
    /^(?:make it |it was |its |it's |make the (?:coffee|tea|chai) )?black(?: coffee| tea| chai)?(?: please)?$/.test(
      clause,
    )
  ) {
    for (const c of live(state)) {
      const words = nameWords(c.name);
      const black = words.map((w) => analyzer.matcher.lookup(`black ${w}`)).find((e) => e && e.id !== c.food_id);
      if (!black) continue;
      const was = c.name;
      replaceComponent(state, c, black, item, knowledge);
      record(state, `${was} → ${black.name}`);
      return undefined;
    }
    return `The food database has no black version of ${item.name}.`;
  }

  // "chai mein gud tha", "coffee mein honey thi": a food said to be in a food of the meal is
  // what that food was made with (both must be foods, the first one in the meal)
  const madeIn = /^(?:the )?(.+?) (?:mein|me|main) (.+?) (?:tha|thi|the)$/.exec(clause);
  if (
    madeIn?.[1] &&
    madeIn[2] &&
    analyzer.matcher.lookup(madeIn[2]) &&
    findComponent(state, madeIn[1], analyzer, knowledge)
  )
    return applyClause(`made with ${madeIn[2]} in the ${madeIn[1]}`, state, analyzer, timeZone, now);

  // Add: "add a tbsp of olive oil", "with ghee", "also a banana", "ek glass chaas bhi".
  const addWords = readAdd(clause);
  // "…, and 2 scoops", "…, and the milk was skimmed": an "and" that joins the clause to the one
  // before; the rest is a change of its own, unless it only names a food ("and a banana": added)
  if (addWords && /^(?:and|n|&|aur)\s/.test(clause)) {
    const rest = clause.replace(/^(?:and|n|&|aur)\s+/, '');
    const read = parseSegment(
      { tokens: tokenize(rest), at: 0, addon: true, header: false },
      knowledge,
      analyzer.matcher,
    );
    const says = /\b(?:was|were|is|are|tha|thi|made|cooked)\b/.test(rest);
    // (Hindi "aur" also means "more": "aur ek papad add karo" adds, unless the rest says what was)
    const hindi = clause.startsWith('aur ');
    if (says || (!hindi && (read.items.length === 0 || read.unmatched.length > 0)))
      return applyClause(rest, state, analyzer, timeZone, now);
  }
  // "add ghee on the rotis", "sugar in the tea": the food added, not the one it goes on.
  // Also without a verb: "butter on the rotis".
  const onto = /^(.+?) (?:on|over|onto|on top of|in|into|to|for) (?:the |my |both |all |each |every )?(.+)$/.exec(
    addWords ?? clause,
  );
  // ("peanut butter on the toast" opened on the eggs: the toast is another meal's, tried there)
  if (
    onto?.[1] &&
    onto[2] &&
    findFood(onto[1], analyzer) &&
    !findComponent(state, onto[2], analyzer, knowledge) &&
    findFood(onto[2], analyzer)
  )
    return `Couldn't find “${onto[2]}” in this meal.`;
  const addText =
    onto?.[1] && onto[2] && findFood(onto[1], analyzer) && findComponent(state, onto[2], analyzer, knowledge)
      ? onto[1].replace(/^(?:put|i put|some|a little|thoda|thodi)\s+/, '')
      : addWords;
  if (addText !== undefined) {
    // "with skimmed milk", "made with olive oil": another kind of what is already there.
    if (
      /^(?:with|made with|using|in|make it with|made it with|made it in|made them in|made them with|cooked it in|mixed (?:it )?(?:in|with)|shaken (?:in|with)|blended with|cooked in|fried in|made in)\s/.test(
        clause,
      )
    ) {
      const entry = findFood(addText, analyzer);
      // ("make it with regular milk" on an oat milk latte: the latte made with milk)
      const renamed = entry ? renamedKind(state, addText, entry, analyzer) : undefined;
      if (renamed) return applyRenamed(state, renamed, item, knowledge);
      // "cooked in ghee", "made with olive oil", "with water" (a shake): any recipe line of its kind.
      const anyOfKind =
        !/^with\s/.test(clause) || entry?.servingClass === 'beverage' || entry?.servingClass === 'liquid';
      // (or the milk part of "cornflakes with milk": a part of its kind)
      const swap = entry
        ? (swapKind(state, knowledge, entry, item, anyOfKind) ?? swapPart(state, knowledge, entry))
        : undefined;
      if (swap) {
        record(state, swap);
        return undefined;
      }
      // "make it with toned milk" on a chai made with toned milk: nothing to change, nothing to add.
      const already = entry && live(state).find((c) => removalComponents(knowledge, c, entry, 1).length > 0);
      if (entry && already && !/^with\s/.test(clause))
        return `${already.name} is already made with ${entry.name}; nothing was changed.`;
      if (entry && already && entry.servingClass === 'beverage')
        return `${already.name} already has ${entry.name}; say “add a glass of …” to log a separate drink.`;
      // "with skimmed milk" on "Cornflakes with milk", a food of the tables without a recipe: its
      // milk cannot be told apart, and a glass of milk on top is not what was meant
      const kind = entry ? nameWords(entry.name.split(',')[0] ?? entry.name).at(-1) : undefined;
      const named = kind
        ? live(state).find((c) => c.food_id !== entry?.id && nameWords(c.name).includes(kind))
        : undefined;
      if (entry && named && /^with\s/.test(clause))
        return `The food database has no recipe for ${named.name}, so its ${kind} cannot be changed; log the meal again with “${addText}”.`;
    }

    // ("cappuccino mein almond milk tha": the cappuccino made with it, not a glass of it beside)
    const milky = milkVersion(state, addText, analyzer);
    if (milky) return applyRenamed(state, milky, item, knowledge);
    const more = readMore(addText, state, analyzer, knowledge);
    if (more) {
      setPortion(state, more.target, knowledge, (more.target.quantity ?? 1) + more.count, undefined, undefined);
      record(state, `${more.target.name} → ${portionLabel(more.target)}`);
      return undefined;
    }
    const seg = { tokens: tokenize(addText), at: 0, addon: true, header: false };
    const res = parseSegment(seg, knowledge, analyzer.matcher);
    if (res.items.length === 0) return `Couldn't find “${addText}” in the food database.`;
    for (const d of res.items) {
      // "ek katori kadhi aur li thi", "add 1 roti": more of a food the meal has in that unit is
      // more of it, not a second line of it
      const same = live(state).find(
        (c) =>
          c.food_id === d.entry.id &&
          c.unit !== undefined &&
          (d.unit === undefined || knowledge.unitKey(d.unit) === knowledge.unitKey(c.unit)),
      );
      if (same && same.quantity !== undefined && !isMeasureUnit(same.unit ?? '')) {
        const was = portionLabel(same);
        setPortion(state, same, knowledge, same.quantity + (d.quantity ?? 1), undefined, undefined);
        record(state, `${same.name}: ${was} → ${portionLabel(same)}`);
        continue;
      }
      // "extra sev on top", "add some cashews": a garnish without an amount is a spoonful, as in a meal
      const spoon = d.quantity === undefined && d.unit === undefined && isGarnish(d.entry);
      const c: MealComponent = {
        ...itemComponent(knowledge, d.entry, spoon ? 1 : d.quantity, spoon ? 'tablespoon' : d.unit, d.size),
        role: 'added',
      };
      state.components.push(c);
      record(state, `added ${portionLabel(c)} ${c.name}`);
    }
    return undefined;
  }

  // A food alone ("skim milk" after "no sugar"): another kind of what the meal has, if any.
  // "skimmed milk tha", "full cream milk wali": the food without the words after it
  const clauseWords = normalizeName(
    clause.replace(/(?: (?:tha|thi|the|hai|wala|wali|waala|waali|please|instead))+$/, ''),
  )
    .split(' ')
    .filter(Boolean);
  const whole = analyzer.matcher.match(clauseWords);
  const bare = whole && whole.start === 0 && whole.end === clauseWords.length ? whole.entry : undefined;
  if (bare) {
    const swap = swapKind(state, knowledge, bare, item, false);
    if (swap) {
      record(state, swap);
      return undefined;
    }
  }

  // "make it skimmed", "full cream", "toned": a word naming a kind of a part or an ingredient
  // (skimmed + milk of the chai = skimmed milk), the part swapped as "with skimmed milk" would.
  const kind = kindWord(clause, state, analyzer);
  if (kind) {
    const swap = swapKind(state, knowledge, kind, item, false) ?? swapPart(state, knowledge, kind);
    if (swap) {
      record(state, swap);
      return undefined;
    }
  }

  // "chicken 65 sirf 150 g tha", "the rice was only 200 g": a weight said after the food's name
  // (a number inside a name, "chicken 65", is part of it)
  const weight =
    /^(?:the |my )?(.+?) (?:(?:was|were|is|tha|thi|the|sirf|only|just|hi|about|around|approx) )*(\d+(?:\.\d+)?) ?(g|gm|gms|gram|grams|ml|kg)(?: (?:tha|thi|the|hai|only|actually|hi))*$/.exec(
      clause,
    );
  const weighed = weight?.[1] ? findComponent(state, weight[1], analyzer, knowledge) : undefined;
  if (weight && weighed) {
    const was = portionLabel(weighed);
    const unit = weight[3] === 'kg' ? 'kilogram' : weight[3] === 'ml' ? 'ml' : 'gram';
    setPortion(state, weighed, knowledge, Number(weight[2]), unit, undefined);
    record(state, `${weighed.name}: ${was} → ${portionLabel(weighed)}`);
    return undefined;
  }

  // An amount, a size or a unit, for a food named before or after it or the meal's main food:
  // "4 rotis", "make it 3 idlis", "2 katoris of dal", "actually 300 ml", "small bowl",
  // "make the lassi a large glass", "the curry was a large bowl".
  const amount = readAmountClause(body, knowledge);
  // "2 scoops" (an ingredient's unit), "2 scoops whey" (the ingredient named inside the shake)
  const namedFood = amount?.name ? findFood(amount.name, analyzer) : undefined;
  const holder = amount?.name
    ? (findComponent(state, amount.name, analyzer, knowledge) ??
      // "2 spoons sugar" on a chai: the food whose recipe holds the sugar
      live(state).find((c) => namedFood && removalComponents(knowledge, c, namedFood, 1).length > 0))
    : item;
  const inside = !amount?.name || (holder && namedFood?.id !== holder.food_id) ? holder : undefined;
  const ingredient = amount && inside ? ingredientInUnit(state, inside, amount.block, knowledge, namedFood) : undefined;
  if (ingredient) {
    state.components.push(ingredient.line);
    record(state, ingredient.label);
    return undefined;
  }
  if (amount) {
    const target = amount.name
      ? findComponent(state, amount.name, analyzer, knowledge)
      : (live(state).find((c) => amount.block.unit && c.unit === amount.block.unit) ??
        live(state).find((c) => deniedUnit !== undefined && c.unit === deniedUnit) ??
        item);
    if (!target) return `Couldn't find “${amount.name}” in this meal.`;
    const b = amount.block;
    // "make it 3 eggs" on an omelette logged by weight: a count of what it is made of, not 3 g.
    // ("omlet was 3 eggs": the pieces named after the count, the dish before it)
    const piece =
      b.unit === undefined && b.quantity !== undefined
        ? (pieceOf(amount.name, target, analyzer) ??
          (amount.after && amount.after !== amount.name && analyzer.matcher.lookup(amount.after)
            ? pieceOf(amount.after, target, analyzer)
            : undefined))
        : undefined;
    if (piece && b.quantity !== undefined) {
      // Rounded down: a cooked dish weighs more than its eggs (the oil, the milk, the onion).
      // (an egg dish without a recipe counted in eggs knows its count: "3 egg white omelette")
      const counted =
        knowledge.byId.get(target.food_id)?.tags?.includes('egg-dish') &&
        (target.unit === undefined || target.unit === 'piece') &&
        Number.isInteger(target.quantity)
          ? target.quantity
          : undefined;
      // (the dish's own weight per egg when it knows it: a 2-egg omelette of 122 g tripled is 6 eggs)
      const entry = knowledge.byId.get(target.food_id);
      const perEgg = entry ? gramsPerEgg(entry) : undefined;
      const had =
        counted ?? Math.max(1, perEgg ? Math.round(target.grams / perEgg) : Math.floor(target.grams / piece.grams));
      const was = portionLabel(target);
      scaleComponent(state, target, b.quantity / had);
      record(
        state,
        `${target.name}: ${was} (${had} ${piece.name}) → ${portionLabel(target)} (${b.quantity} ${piece.name})`,
      );
      return undefined;
    }
    // "the shake was 2 scoops not 1": scoops of the powder the drink is made with, not a 60 g drink
    const powder =
      b.unit === 'scoop' && target.unit !== 'scoop' && b.quantity !== undefined
        ? powderOf(knowledge, target)
        : undefined;
    if (powder && b.quantity !== undefined) {
      const more = Math.round((b.quantity - powder.scoops) * powder.perScoop * 10) / 10;
      if (more === 0)
        return `${target.name} already has ${b.quantity} scoop${b.quantity === 1 ? '' : 's'}; nothing was changed.`;
      state.components.push({
        food_id: powder.entry.id,
        name: powder.entry.name,
        grams: Math.abs(more),
        role: more > 0 ? 'added' : 'removed',
      });
      record(state, `${target.name}: ${powder.scoops} → ${b.quantity} scoops of ${powder.entry.name}`);
      return undefined;
    }
    const was = portionLabel(target);
    setPortion(
      state,
      target,
      knowledge,
      b.quantity ?? (b.unit || b.size ? (b.unit && b.unit !== target.unit ? 1 : target.quantity) : undefined),
      b.unit,
      b.size,
    );
    record(state, `${target.name}: ${was} → ${portionLabel(target)}`);
    return undefined;
  }
  // "butter pav", "ghee wali roti": a spread or fat named before a food of the meal was on it
  const onIt = /^(.+?) (?:(?:wala|wali|wale|waala|waali) )?(.+?)(?: (?:tha|thi|the|hai))?$/.exec(clause);
  const spread = onIt?.[1] ? findFood(onIt[1], analyzer) : undefined;
  if (
    onIt?.[2] &&
    spread &&
    isAddable(spread) &&
    (spread.servingClass === 'fat' || spread.servingClass === 'spread') &&
    findComponent(state, onIt[2], analyzer, knowledge)
  )
    return applyClause(`add ${onIt[1]} on the ${onIt[2]}`, state, analyzer, timeZone, now);
  return notUnderstood(clause);
}

const NOT_UNDERSTOOD = "Couldn't understand “";
/** Above these an edit is taken for a misreading: 4 kg of one food, or a meal grown 25-fold ("1 idli" → "make it 20" still applies). */
const MAX_COMPONENT_G = 4000;
const MAX_GROWTH = 25;
const NOTHING_TO_REMOVE = 'so there is nothing to remove.';
/** The end of the answer to removing a meal's own food (the meal itself, not a part of it). */
const MEAL_ITSELF = 'it is the meal itself. Delete the meal instead.';
/** Refusals that mean "not in this meal": another meal of the entry may have it. */
const MISSING_HERE =
  /^Couldn't find|^Couldn't understand|is not part of|nothing to (?:remove|reduce)|has nothing like|no main item/;
const notUnderstood = (clause: string) => `${NOT_UNDERSTOOD}${clause}”.`;

/**
 * "Couldn't find “thadava oothinaanga”", "… “tbh”", "… “2 by mistake”": a food looked for under
 * words none of which is food, in the meal or the database, is talk around the edit, not a food
 * the meal lacks (which still refuses it).
 */
function namesNoFood(error: string | undefined, analyzer: Analyzer): boolean {
  const named = /^Couldn't find “(.+)” in (?:this meal|the food database)\.$/.exec(error ?? '')?.[1];
  if (named === undefined) return false;
  const words = named.split(/\s+/).filter((w) => !/^\d/.test(w));
  return analyzer.matcher.lookup(named) === undefined && words.every((w) => analyzer.matcher.lookup(w) === undefined);
}

/** Scales the food named (a part of a combination, an ingredient of a recipe) or the whole portion. */
function applyScale(
  state: State,
  scale: { factor: number; word: string; name: string },
  item: MealComponent,
  analyzer: Analyzer,
): string | undefined {
  const knowledge = analyzer.knowledge;
  // "half scoop" on a whey shake: the recipe line served in that unit, not the glass.
  if (scale.name !== '' && isUnitAlone(scale.name, knowledge)) {
    const block = statedAmount(`${scale.factor} ${scale.name.replace(/^(?:a|an|the)\s+/, '')}`, knowledge);
    const line = block ? ingredientInUnit(state, item, block, knowledge) : undefined;
    if (line) {
      state.components.push(line.line);
      record(state, line.label);
      return undefined;
    }
  }
  // "half a plate", "half glass", "3/4 of it": the portion as logged, not a food.
  const whole = scale.name === '' || PORTION_WORDS.test(scale.name) || isUnitAlone(scale.name, knowledge);
  const target = whole ? undefined : findComponent(state, scale.name, analyzer, knowledge);
  if (!whole && !target) {
    // An ingredient of a recipe ("half the sugar" in the chai, "double the ghee" in the dal).
    const entry = findFood(scale.name, analyzer);
    const changed = entry ? scaleIngredient(state, knowledge, entry, scale.factor) : [];
    if (changed.length === 0) return `Couldn't find “${scale.name}” in this meal.`;
    record(
      state,
      `${scale.word} ${scale.name}: ${changed.map((r) => `${r.role === 'removed' ? '−' : '+'}${r.grams} g ${r.name}`).join(', ')}`,
    );
    return undefined;
  }
  // "half bowl only" on curd rice with a spoon of pickle: the food served in that bowl
  const unit = whole && scale.name !== '' ? knowledge.unitKey(scale.name.replace(/^(?:a|an|the)\s+/, '')) : undefined;
  const inUnit = unit ? live(state).filter((c) => c.unit !== undefined && knowledge.unitKey(c.unit) === unit) : [];
  if (inUnit.length > 0 && inUnit.length < live(state).length) {
    const was = inUnit.map(portionLabel).join(', ');
    for (const c of inUnit) scaleComponent(state, c, scale.factor);
    record(
      state,
      `${scale.word} ${inUnit.map((c) => c.name).join(', ')}: ${was} → ${inUnit.map(portionLabel).join(', ')}`,
    );
    return undefined;
  }
  const was = portionLabel(target ?? item);
  if (!target || (target === item && live(state).length === 1)) scaleAll(state, scale.factor);
  else scaleComponent(state, target, scale.factor);
  record(state, `${scale.word} ${target ? target.name : 'the portion'}: ${was} → ${portionLabel(target ?? item)}`);
  return undefined;
}

const PORTION_WORDS =
  /^(?:(?:the |my |a |an )?(?:portion|serving|quantity|amount|size|meal|whole thing|plate|one)|it|that|everything|all|of it|of that)$/;
/** Words before a scale or an amount that do not change it ("I ate only half", "sirf aadha"). */
const LEAD_WORDS =
  /^(?:make it|make that|change it to|it was|actually|actualy|only|just|sirf|bas|i ate|i had|i only ate|i only had|ate|had|i drank|drank|finished|i finished|could only eat|managed|total|quantity|qty)\s+/;

/** "one more roti", "ek roti aur": N more of a food already in the meal. */
function readMore(
  text: string,
  state: State,
  analyzer: Analyzer,
  knowledge: Knowledge,
): { target: MealComponent; count: number } | undefined {
  const m = /^(?:(?:one|ek|1|a|an|2|two|do|3|three|teen)\s+)?(?:more\s+|aur\s+|another\s+)?(.+)$/.exec(text);
  const tokens = tokenize(text);
  const block = readAmountBlock(tokens, 0, knowledge);
  const name = m?.[1]?.replace(/^(?:more|aur|another)\s+/, '');
  if (!name || block?.unit) return undefined;
  const target = findComponent(
    state,
    name
      .split(' ')
      .filter((w) => !/^(?:one|ek|a|an|more|aur|another)$/.test(w))
      .join(' '),
    analyzer,
    knowledge,
  );
  if (!target || !target.quantity || !target.unit || isMeasureUnit(target.unit)) return undefined;
  if (partNamed(name, target, analyzer, knowledge)) return undefined;
  return { target, count: block?.quantity ?? 1 };
}

/**
 * The food named when it is another food than the component found for it and not the head (last)
 * word of its title: "pav" on pav bhaji is a pav, "paratha" on aloo parathas is the parathas.
 */
function partNamed(
  name: string,
  target: MealComponent,
  analyzer: Analyzer,
  knowledge: Knowledge,
): KnowledgeEntry | undefined {
  const entry = findFood(name, analyzer);
  const said = normalizeName(name)
    .split(' ')
    .flatMap((w) => [w, knowledge.wordSynonyms.get(w) ?? w]);
  const head = nameWords(target.name).at(-1) ?? '';
  return entry && entry.id !== target.food_id && !said.includes(head) && !said.includes(head.replace(/s$/, ''))
    ? entry
    : undefined;
}

/** "one more roti", "2 more idlis", "another roti", "one less roti", "remove one samosa", "ek roti kam". */
function readDelta(
  text: string,
  state: State,
  analyzer: Analyzer,
  knowledge: Knowledge,
): { target: MealComponent; by: number; name: string } | { part: KnowledgeEntry; by: number } | undefined {
  // a count in any language the parser counts in ("rendu", "tinte"), checked below
  const N = '(a|an|\\d+(?:\\.\\d+)?|[a-z]+)';
  const forms: [RegExp, number][] = [
    [new RegExp(`^(?:i had |had |add |and )?(?:${N} )?(?:more|extra) (.+)$`), 1],
    [new RegExp(`^${N} aur (.+)$`), 1],
    [new RegExp(`^(?:i had |had |add )?another (.+)$`), 1],
    [new RegExp(`^${N} (?:less|fewer) (.+)$`), -1],
    [new RegExp(`^(?:remove|delete|minus|take off|take away|take out|hatao|hata do|drop|cut) ${N} (.+)$`), -1],
    [new RegExp(`^${N} (.+?) (?:kam|kam karo|kam kar do|less|fewer)(?: (?:tha|thi|the))?$`), -1],
    // the food before its count: "roti ek kam", "idli do aur"
    [new RegExp(`^(?:the )?(?<name>.+?) ${N} (?:kam|kam karo|kam kar do|less|fewer)(?: (?:tha|thi|the))?$`), -1],
    [new RegExp(`^(?:the )?(?<name>.+?) ${N} (?:aur|zyada|more|extra)(?: (?:tha|thi|khaya|li|liya|kar do|karo))?$`), 1],
    [new RegExp(`^${N} (.+?) (?:aur|zyada|more|extra)(?: (?:tha|thi|khaya|li|liya|kar do|karo))?$`), 1],
  ];
  for (const [re, sign] of forms) {
    const m = re.exec(text);
    if (!m) continue;
    const named = m.groups?.name;
    const count = named !== undefined ? m[2] : m.length > 2 ? m[1] : undefined;
    if (count && !/^(?:a|an|\d+(?:\.\d+)?)$/.test(count) && !isNumberWord(count)) continue;
    const name = named ?? (m.length > 2 ? m[2] : m[1]) ?? '';
    const n = count
      ? (statedAmount(`${count} x`, knowledge)?.quantity ?? (/^(?:a|an)$/.test(count) ? 1 : undefined))
      : 1;
    // ("ek glass aur", "one more plate": a unit alone is more of the food served in it)
    const unit = knowledge.unitKey(name.replace(/^(?:the|a|an)\s+/, ''));
    const inUnit = unit !== undefined ? live(state).filter((c) => c.unit === unit) : [];
    const target = findComponent(state, name, analyzer, knowledge) ?? (inUnit.length === 1 ? inUnit[0] : undefined);
    if (!n || !target || target.quantity === undefined || !target.unit || isMeasureUnit(target.unit)) return undefined;
    // "extra pav" on pav bhaji is a pav, not another plate: the named word must be the food or
    // the head (last) word of its title ("another paratha" on aloo parathas).
    const part = partNamed(name, target, analyzer, knowledge);
    if (part) return sign > 0 ? { part, by: n } : undefined;
    return { target, by: sign * n, name };
  }
  return undefined;
}

/** A count, unit or size stated with a new food ("2 rotis" in "replace rice with 2 rotis"). */
function statedAmount(text: string, knowledge: Knowledge): AmountBlock | undefined {
  const tokens = tokenize(text);
  const block = readAmountBlock(tokens, 0, knowledge);
  return block && (block.quantity !== undefined || block.unit || block.size) ? block : undefined;
}

/**
 * "with skimmed milk" on a glass of full-cream milk or a chai: the part or recipe line of the
 * same kind (sharing a word of its name: milk, oil) becomes the new food. Undefined when the
 * meal has nothing of that kind, so the food is added instead.
 */
function swapKind(
  state: State,
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  item: MealComponent,
  anyOfKind: boolean,
): string | undefined {
  const words = nameWords(entry.name);
  const sameWord = (name: string) => nameWords(name).some((w) => words.includes(w));
  // "with almond milk" on a coffee with milk: the coffee's milk, not the coffee.
  for (const c of live(state)) {
    const swapped = swapComponents(knowledge, c, entry);
    const out = swapped.filter((x) => x.role === 'removed');
    if (c.food_id === entry.id || out.length === 0 || !out.some((x) => sameWord(x.name))) continue;
    state.components.push(...swapped);
    return `${out.map((x) => x.name).join(', ')} → ${entry.name} (in ${c.name})`;
  }
  const comp = live(state).find((c) => {
    const e = knowledge.byId.get(c.food_id);
    return c.food_id !== entry.id && e?.servingClass === entry.servingClass && sameWord(c.name);
  });
  if (comp) {
    const was = comp.name;
    replaceComponent(state, comp, entry, item, knowledge);
    return `${was} → ${entry.name}`;
  }
  for (const c of live(state)) {
    const swapped = swapComponents(knowledge, c, entry);
    const out = swapped.filter((x) => x.role === 'removed');
    if (out.length === 0 || !(anyOfKind || out.some((x) => sameWord(x.name)))) continue;
    state.components.push(...swapped);
    return `${out.map((x) => x.name).join(', ')} → ${entry.name} (in ${c.name})`;
  }
  return undefined;
}

/** Filler around a kind word ("make it skimmed please", "toned wala", "with full cream"). */
const KIND_CLAUSE =
  /^(?:make it |make it with |made it with |use |used |with |it was |its |it's |switch to |change to |change it to |made with )?(?:a |an )?(.+?)(?: (?:wala|wali|waala|waali|one|version|instead|please|tha|thi|hai|kar do|karo))*$/;

/**
 * The food a modifier names with a word of something in the meal: "skimmed" with the milk of a
 * chai's recipe is "skimmed milk", "brown" with rice is "brown rice". Only a name the knowledge
 * has, whose entry's own name holds that word (it is a kind of it), and only when the modifier
 * is not a food by itself.
 */
function kindWord(clause: string, state: State, analyzer: Analyzer): KnowledgeEntry | undefined {
  const knowledge = analyzer.knowledge;
  const modifier = normalizeName(KIND_CLAUSE.exec(clause)?.[1] ?? '');
  if (modifier === '' || modifier.split(' ').length > 3 || analyzer.matcher.lookup(modifier)) return undefined;
  const words = new Set<string>();
  for (const c of live(state)) {
    const entry = knowledge.byId.get(c.food_id);
    const names = [
      c.name,
      ...(entry?.recipe?.ingredients ?? []).map((l) => recipeLineEntry(knowledge, l.ref)?.name ?? ''),
      ...combinationParts(knowledge, c).map((p) => p.name),
    ];
    for (const n of names) for (const w of nameWords(n)) words.add(w);
  }
  for (const w of words) {
    const hit = analyzer.matcher.lookup(`${modifier} ${w}`);
    if (hit && nameWords(hit.name).includes(w) && !live(state).some((c) => c.food_id === hit.id)) return hit;
  }
  return undefined;
}

/**
 * A part of a combination of the new food's kind (the milk of "cornflakes with milk"): the
 * combination splits into its parts and that part becomes the new food, at the same weight.
 */
function swapPart(state: State, knowledge: Knowledge, entry: KnowledgeEntry): string | undefined {
  const words = nameWords(entry.name);
  for (const c of live(state)) {
    const parts = combinationParts(knowledge, c);
    const at = parts.findIndex(
      (p) =>
        p.food_id !== entry.id &&
        knowledge.byId.get(p.food_id)?.servingClass === entry.servingClass &&
        nameWords(p.name).some((w) => words.includes(w)),
    );
    if (at < 0) continue;
    const part = splitCombination(state, c, knowledge)[at];
    if (!part) continue;
    const was = part.name;
    Object.assign(part, { food_id: entry.id, name: entry.name });
    return `${was} → ${entry.name} (in ${c.name})`;
  }
  return undefined;
}

/**
 * An ingredient of the recipes in the meal scaled by `factor`: less comes out as removed lines,
 * more goes in as added ones. Returns the lines changed (none when no recipe has it).
 */
function scaleIngredient(
  state: State,
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  factor: number,
  scope?: MealComponent,
): MealComponent[] {
  if (factor === 1) return [];
  const lines = (scope ? [scope] : live(state)).flatMap((c) =>
    removalComponents(knowledge, c, entry, Math.abs(1 - factor)),
  );
  const changed = factor < 1 ? lines : lines.map((l) => ({ ...l, role: 'added' as const }));
  state.components.push(...changed);
  return changed;
}

function readAmountClause(
  text: string,
  knowledge: Knowledge,
): { block: AmountBlock; name: string; after: string } | undefined {
  // "kar do" is "do it", not the number two
  const tokens = tokenize(text.replace(/ (?:kar do|kardo|kar dijiye)$/, ''));
  for (let p = 0; p < tokens.length; p++) {
    const block = readAmountBlock(tokens, p, knowledge);
    if (!block || (block.quantity === undefined && !block.unit && !block.size)) {
      if (tokens[p]?.kind !== 'word') return undefined;
      continue;
    }
    const before = tokens
      .slice(0, p)
      .map((t) => t.t)
      .filter(
        (w) =>
          !/^(?:make|the|was|is|were|should|be|it|change|set|to|of|my|only|just|actually|tha|thi|sirf|bas|aur|and)$/.test(
            w,
          ),
      );
    const after = tokens
      .slice(block.end)
      .map((t) => t.t)
      // ("2 slice hi khaye the": only, and the verb of eating, name no food)
      .filter(
        (w) => !/^(?:the|of|tha|thi|was|hai|only|instead|hi|khaye|khaya|khayi|liye|liya|li|ate|had|eaten)$/.test(w),
      );
    return { block, name: [...before, ...after].join(' '), after: after.join(' ') };
  }
  return undefined;
}

/**
 * "2 scoops" on a whey shake: an amount in a unit the meal's food is not counted in but one of
 * its recipe's ingredients is served in (whey by the scoop) sets that ingredient's amount.
 */
function ingredientInUnit(
  state: State,
  item: MealComponent,
  block: AmountBlock,
  knowledge: Knowledge,
  named?: KnowledgeEntry,
): { line: MealComponent; label: string } | undefined {
  const unit = block.unit;
  if (!unit || block.quantity === undefined || unit === item.unit || live(state).some((c) => c.unit === unit))
    return undefined;
  // A weight, or a vessel a portion is served in ("2 cups" of a chai logged by the tea cup), is an
  // amount of the food itself, never of its ingredient.
  if (isMeasureUnit(unit) || isVessel(unit, knowledge)) return undefined;
  const recipe = knowledge.byId.get(item.food_id)?.recipe;
  if (!recipe || recipe.cookedWeightG <= 0) return undefined;
  for (const line of recipe.ingredients) {
    const e = recipeLineEntry(knowledge, line.ref);
    // the ingredient named ("2 spoons sugar"), else the one served in that unit ("2 scoops")
    if (!e || (named ? e.id !== named.id : e.defaultServing.unit !== unit)) continue;
    const per = e.defaultServing.unit === unit ? e.defaultServing.grams : knowledge.gramsPerUnit(e, unit);
    if (!per) continue;
    // (what the meal has of it now: its recipe's share, less what was taken out, plus what was
    // added: "2 spoon sugar" on a coffee logged without sugar puts the 2 spoons back)
    const changed = state.components
      .filter((c) => c.food_id === e.id && c.role !== 'item')
      .reduce((sum, c) => sum + (c.role === 'removed' ? -c.grams : c.grams), 0);
    const now = Math.round(((item.grams * line.grams) / recipe.cookedWeightG + changed) * 10) / 10;
    const wanted = Math.round(block.quantity * per * 10) / 10;
    const diff = Math.round((wanted - now) * 10) / 10;
    if (diff === 0) return undefined;
    const out: MealComponent = {
      food_id: e.id,
      name: e.name,
      grams: Math.abs(diff),
      role: diff > 0 ? 'added' : 'removed',
    };
    return { line: out, label: `${e.name} in ${item.name}: ${now} g → ${wanted} g (${block.quantity} ${unit})` };
  }
  return undefined;
}

/** A unit that is a vessel a portion is served in (a cup, glass, bowl, katori: 100 ml or more). */
function isVessel(unit: string, knowledge: Knowledge): boolean {
  // (a plate or half plate is weighed, not measured in ml, and is a vessel all the same)
  return (
    unit === 'plate' || unit === 'half-plate' || knowledge.units.some((r) => r.unit === unit && (r.ml ?? 0) >= 100)
  );
}

/** The weight of one of the food named, when that food is counted (an egg) and the target is not counted in it. */
function pieceOf(name: string, target: MealComponent, analyzer: Analyzer): { grams: number; name: string } | undefined {
  if (!name || !target.unit) return undefined;
  // "6 whites" on boiled egg whites: the word names a food with a word of the dish's name before it
  const named =
    findFood(name, analyzer) ??
    nameWords(target.name)
      .map((w) => findFood(`${w} ${name}`, analyzer))
      .find((e) => e !== undefined);
  if (!named || named.id === target.food_id || isMeasureUnit(named.defaultServing.unit)) return undefined;
  // "4 eggs" on a bowl of scrambled eggs, a weighed omelette; not "3 parathas" on aloo parathas (both pieces).
  if (named.defaultServing.unit === target.unit) return undefined;
  const perPiece = named.defaultServing.grams;
  return perPiece > 0 ? { grams: perPiece, name: normalizeName(name) } : undefined;
}

/**
 * What of these removals is still in the meal: a recipe's sugar taken out once ("without sugar,
 * sakkarai illa" says it twice) is not taken out again.
 */
function notYetRemoved(state: State, removals: MealComponent[]): MealComponent[] {
  const gone = new Map<string, number>();
  for (const c of state.components) if (c.role === 'removed') gone.set(c.food_id, (gone.get(c.food_id) ?? 0) + c.grams);
  return removals.flatMap((r) => {
    const already = gone.get(r.food_id) ?? 0;
    gone.set(r.food_id, Math.max(0, already - r.grams));
    const grams = Math.round((r.grams - already) * 10) / 10;
    return grams > 0 ? [{ ...r, grams }] : [];
  });
}

function live(state: State): MealComponent[] {
  return state.components.filter((c) => c.role !== 'removed');
}

function scaleComponent(state: State, target: MealComponent, factor: number): void {
  target.grams = Math.round(target.grams * factor * 10) / 10;
  if (target.quantity !== undefined) target.quantity = Math.round(target.quantity * factor * 100) / 100;
}

/** Sets a component's portion; the main food's recipe changes (removed lines, frying oil) follow it. */
function setPortion(
  state: State,
  target: MealComponent,
  knowledge: Knowledge,
  quantity: number | undefined,
  unit: string | undefined,
  size: MealComponent['size'],
): void {
  const entry = knowledge.byId.get(target.food_id) ?? fallbackEntry(target);
  // ("masor tenga dui bati" on a curry logged by the bowl: Bengali and Assamese "bati" is the
  // bowl it was logged in, counted again, not a smaller katori)
  if (unit === 'katori' && target.unit === 'bowl' && quantity !== undefined && quantity >= 2) unit = target.unit;
  const sameUnit = (unit === undefined || unit === target.unit) && size === undefined;
  // A new count of the same unit keeps the weight of one ("3 eggs" after 2 eggs of 50 g: 150 g).
  const next =
    sameUnit && quantity !== undefined && target.quantity && target.quantity > 0
      ? {
          grams: Math.round(((target.grams * quantity) / target.quantity) * 10) / 10,
          quantity,
          unit: target.unit,
          size: target.size,
        }
      : sizedComponent(
          knowledge,
          entry,
          quantity,
          // ("a regular pizza" made medium: the unit that was a size word gives way to the new size)
          unit ?? (size !== undefined && SIZES[target.unit ?? ''] !== undefined ? undefined : target.unit),
          size ?? (unit ? undefined : target.size),
        );
  const factor = target.grams > 0 ? next.grams / target.grams : 1;
  if (target === mainItem(state))
    for (const c of state.components) if (c.role === 'removed') c.grams = Math.round(c.grams * factor * 10) / 10;
  Object.assign(target, {
    grams: next.grams,
    quantity: next.quantity,
    unit: next.unit,
    ...(next.size ? { size: next.size } : {}),
  });
  if (!next.size) delete target.size;
}

/**
 * A portion at a size. A unit the knowledge gives no sizes for (a tea cup, a plate of bhel) scales
 * as the household katori's sizes do in the unit table (small 100, medium 150, large 200 ml), so
 * "make it large" is never silently the same weight.
 */
function sizedComponent(
  knowledge: Knowledge,
  entry: KnowledgeEntry,
  quantity: number | undefined,
  unit: string | undefined,
  size: UnitSize | undefined,
): MealComponent {
  const next = itemComponent(knowledge, entry, quantity, unit, size);
  if (!size || size === 'medium') return next;
  const medium = itemComponent(knowledge, entry, quantity, unit, 'medium');
  // A unit with its own size rows weighs small, medium and large apart; a unit with one generic
  // row (a "serving" of fries: 100 g small and large alike) has no sizes of its own.
  const other = itemComponent(knowledge, entry, quantity, unit, size === 'large' ? 'small' : 'large');
  if (medium.grams !== next.grams && other.grams !== next.grams) return next;
  const sized = knowledge.gramsPerUnit(entry, 'katori', size);
  const base = knowledge.gramsPerUnit(entry, 'katori', 'medium');
  return sized && base ? { ...next, grams: Math.round(((medium.grams * sized) / base) * 10) / 10, size } : next;
}

/** A swap takes out a component that a word of the food named shares its name with. */
function takesOutNamed(swapped: readonly MealComponent[], from: string): boolean {
  const fromWords = nameWords(from);
  return swapped.some((c) => c.role === 'removed' && nameWords(c.name).some((w) => fromWords.includes(w)));
}

/** The component the new food replaces when none is named: one of its kind or sharing a word of its name. */
function sameKind(
  state: State,
  entry: KnowledgeEntry,
  newName: string,
  knowledge: Knowledge,
): MealComponent | undefined {
  const words = normalizeName(newName)
    .split(' ')
    .filter((w) => w.length > 2);
  const comps = live(state);
  return (
    // sharing a word is not enough across kinds: "skimmed milk" is not a bowl of cornflakes with milk
    comps.find(
      (c) =>
        nameWords(c.name).some((w) => words.includes(w)) &&
        knowledge.byId.get(c.food_id)?.servingClass === entry.servingClass,
    ) ??
    // (a combination is not replaced whole by one food of its class: its part of that kind is)
    comps.find((c) => {
      const e = knowledge.byId.get(c.food_id);
      return (
        e !== undefined && !e.parts?.length && e.servingClass === entry.servingClass && e.category === entry.category
      );
    }) ??
    // "make it brown rice" on dal chawal: the part of a combination of that kind (its rice)
    partOfKind(state, entry, knowledge)
  );
}

function partOfKind(state: State, entry: KnowledgeEntry, knowledge: Knowledge): MealComponent | undefined {
  for (const c of live(state)) {
    const parts = combinationParts(knowledge, c);
    // (the serving class and role say the kind: a combination's parts are one of each)
    const at = parts.findIndex((p) => {
      const e = knowledge.byId.get(p.food_id);
      return e !== undefined && e.servingClass === entry.servingClass && e.role === entry.role;
    });
    if (at >= 0) return splitCombination(state, c, knowledge)[at];
  }
  return undefined;
}

/**
 * The target becomes the new food: at the amount stated with it ("2 rotis"), else the same count
 * when both are counted in the same pieces (2 naan → 2 chapatis, at a chapati's weight), else the
 * same weight (a cup of rice → the same grams of brown rice).
 */
function replaceComponent(
  state: State,
  target: MealComponent,
  entry: KnowledgeEntry,
  item: MealComponent,
  knowledge: Knowledge,
  stated?: AmountBlock,
): void {
  const counted =
    target.quantity !== undefined &&
    target.unit !== undefined &&
    !isMeasureUnit(target.unit) &&
    entry.defaultServing.unit === target.unit;
  // ("swap the mayo for hung curd" on a wrap: the spread in its place, by the same spoons)
  const spooned =
    target.role === 'added' &&
    target.quantity !== undefined &&
    (target.unit === 'tablespoon' || target.unit === 'teaspoon');
  // Another kind of food (a katori of sambar → chutney) comes at its own serving, not the old weight.
  const otherKind = knowledge.byId.get(target.food_id)?.servingClass !== entry.servingClass;
  // (an egg dish weighed in grams made into eggs counted by the piece, "boiled eggs not omelette":
  // as many eggs as it was made of)
  const wasEntry = knowledge.byId.get(target.food_id);
  const perEgg = wasEntry ? gramsPerEgg(wasEntry) : undefined;
  const eggs =
    perEgg && entry.defaultServing.unit === 'piece' && target.unit !== undefined && isMeasureUnit(target.unit)
      ? Math.round(target.grams / perEgg)
      : 0;
  const next = stated
    ? itemComponent(knowledge, entry, stated.quantity, stated.unit, stated.size)
    : eggs > 0
      ? itemComponent(knowledge, entry, eggs, 'piece')
      : counted || spooned
        ? itemComponent(knowledge, entry, target.quantity, target.unit)
        : otherKind && knowledge.byId.has(target.food_id)
          ? itemComponent(knowledge, entry)
          : undefined;
  const grams = next?.grams ?? target.grams;
  Object.assign(target, {
    food_id: entry.id,
    name: entry.name,
    grams,
    quantity: next ? next.quantity : target.unit === 'gram' ? grams : target.quantity,
    unit: next ? next.unit : target.unit,
  });
  if (next?.size) target.size = next.size;
  else if (next) delete target.size;
  if (target === item) {
    // Recipe-based removals belonged to the old food.
    state.components = state.components.filter((c) => c.role !== 'removed');
    state.title = entry.name;
  }
}

/**
 * A component whose name has the words `from`, and the knowledge's food named with them changed
 * to `to` (or dropped when `to` is ""): chicken biryani + mutton → mutton biryani, egg fried rice
 * − egg → fried rice. Undefined when no such food is known: nothing is invented.
 */
function renamedDish(
  comps: readonly MealComponent[],
  from: string,
  to: string,
  analyzer: Analyzer,
): { comp: MealComponent; entry: KnowledgeEntry } | undefined {
  const f = normalizeName(from).replace(/^(?:the|my|a|an) /, '');
  const t = normalizeName(to).replace(/^(?:the|my|a|an) /, '');
  if (f === '' || f === t) return undefined;
  for (const comp of comps) {
    const names = [comp.name.replace(/\([^)]*\)/g, ' '), ...(analyzer.knowledge.byId.get(comp.food_id)?.names ?? [])];
    for (const n of names) {
      const words = ` ${normalizeName(n)} `;
      if (!words.includes(` ${f} `)) continue;
      const next = words.replace(` ${f} `, t ? ` ${t} ` : ' ').trim();
      if (next === '' || next.split(' ').length < 1) continue;
      // ("full cream milk instead of almond milk" on "latte with almond milk": the latte with the
      // milk it is made with when no name says "latte with full cream milk")
      const entry =
        analyzer.matcher.lookup(next) ??
        (t && next.endsWith(` with ${t}`) ? analyzer.matcher.lookup(next.slice(0, -` with ${t}`.length)) : undefined);
      if (
        entry &&
        entry.id !== comp.food_id &&
        normalizeName(entry.name)
          .split(' ')
          .some((w) => next.includes(w))
      )
        return { comp, entry };
    }
  }
  return undefined;
}

/**
 * The food a replacement names when its words say a kind of a food rather than a food: "milk was
 * full cream (not toned)" is full cream milk; "toned tha, full cream nahi" on full cream milk is
 * toned milk (the kind before the rest of a name the replaced words begin), not toned cream. A
 * word that is a food's name alone ("rice" for chapatis) stays itself.
 */
function kindSaidOfFood(replace: { from: string; to: string }, state: State, analyzer: Analyzer): string {
  const saidOf = /^(?:the |my )?(.+?) (?:was|were|is|tha|thi) (.+)$/.exec(replace.to);
  if (saidOf?.[1] && saidOf[2] && findFood(saidOf[1], analyzer)) {
    const kindOfIt = `${saidOf[2]} ${saidOf[1]}`;
    return analyzer.matcher.lookup(kindOfIt) ? kindOfIt : saidOf[2];
  }
  if (!replace.from || !/^[a-z]+$/.test(replace.to) || analyzer.matcher.lookup(replace.to)) return replace.to;
  const was = findComponent(state, replace.from, analyzer, analyzer.knowledge);
  const wasEntry = was ? analyzer.knowledge.byId.get(was.food_id) : undefined;
  const from = normalizeName(replace.from);
  for (const n of wasEntry?.names ?? []) {
    if (!n.startsWith(`${from} `)) continue;
    const kind = `${replace.to} ${n.slice(from.length + 1)}`;
    const e = findFood(kind, analyzer);
    if (e && e.id !== wasEntry?.id && e.servingClass === wasEntry?.servingClass) return kind;
  }
  return replace.to;
}

/** "+ 2 vadas", "…, + a banana": a plus at the start of a clause is "add". */
function plusAsAdd(text: string): string {
  return text.replace(/(^|[,;\n]\s*)\+\s*(?=[a-z0-9])/gi, '$1add ');
}

function findFood(name: string, analyzer: Analyzer): KnowledgeEntry | undefined {
  const words = normalizeName(name).split(' ').filter(Boolean);
  // "lassi namkeen", "chai adrak": a kind said after its food, as Hindi puts it, is the name said
  // the other way round when the knowledge has that ("namkeen lassi")
  const [food, kind] = words;
  if (words.length === 2 && food && kind) {
    const turned = analyzer.knowledge.findByName(`${kind} ${food}`);
    if (turned && !analyzer.knowledge.findByName(words.join(' '))) return turned;
  }
  const found = analyzer.matcher.match(words)?.entry;
  // "regular full cream milk", "normal milk": the food, said as the usual kind of it
  if (!found && words.length > 1 && USUAL_WORDS.has(words[0] ?? ''))
    return findFood(words.slice(1).join(' '), analyzer);
  return found;
}

function applyRenamed(
  state: State,
  renamed: { comp: MealComponent; entry: KnowledgeEntry },
  item: MealComponent,
  knowledge: Knowledge,
): undefined {
  const was = renamed.comp.name;
  replaceComponent(state, renamed.comp, renamed.entry, item, knowledge);
  record(state, `${was} → ${renamed.entry.name} · ${portionLabel(renamed.comp)}`);
  return undefined;
}

/**
 * "it was full cream milk" on an oat milk latte, a food of the tables named for the kind it is made
 * with: the kind in one of its names (a food ending in the same word as the new one, "oat milk")
 * renamed to the new kind, as "full cream milk instead of oat milk" would.
 */
function renamedKind(
  state: State,
  to: string,
  entry: KnowledgeEntry,
  analyzer: Analyzer,
): { comp: MealComponent; entry: KnowledgeEntry } | undefined {
  // ("make it oat milk" on a cappuccino: the cappuccino of the tables made with such milk)
  const milky = milkVersion(state, to, analyzer);
  if (milky) return milky;
  const head = normalizeName(to).split(' ').at(-1) ?? '';
  if (head.length < 3) return undefined;
  for (const comp of live(state)) {
    for (const n of analyzer.knowledge.byId.get(comp.food_id)?.names ?? []) {
      const words = normalizeName(n).split(' ');
      const at = words.indexOf(head);
      for (let start = Math.max(0, at - 2); at > 0 && start < at; start++) {
        const from = words.slice(start, at + 1).join(' ');
        const kind = analyzer.knowledge.findByName(from);
        if (!kind || kind.id === entry.id || kind.servingClass !== entry.servingClass) continue;
        const renamed = renamedDish([comp], from, to, analyzer);
        // (the same kind of dish, not the new food alone: "milk tea" is not "full cream milk")
        const was = analyzer.knowledge.byId.get(comp.food_id);
        if (renamed && renamed.entry.id !== entry.id && renamed.entry.pieceKind === was?.pieceKind) return renamed;
      }
    }
  }
  return undefined;
}

/**
 * "cappuccino was with almond milk", "make it oat milk": a drink of the tables (no recipe to swap
 * its milk in) has a version made with that milk when a name says so ("almond milk cappuccino").
 */
function milkVersion(
  state: State,
  milk: string,
  analyzer: Analyzer,
): { comp: MealComponent; entry: KnowledgeEntry } | undefined {
  const said = normalizeName(milk);
  if (!/\bmilk\b/.test(said)) return undefined;
  for (const comp of live(state)) {
    const was = analyzer.knowledge.byId.get(comp.food_id);
    if (!was || was.role !== 'drink') continue;
    for (const n of [was.name, ...was.names]) {
      const base = normalizeName(n.replace(/\([^)]*\)/g, ' '));
      if (base === '' || base.split(' ').length > 2) continue;
      const hit =
        analyzer.knowledge.findByName(`${said} ${base}`) ?? analyzer.knowledge.findByName(`${base} with ${said}`);
      if (hit && hit.id !== was.id && hit.role === 'drink') return { comp, entry: hit };
    }
  }
  return undefined;
}

/** The powder a drink of the meal is made with (its whey), how many scoops of it are in, and a scoop's weight. */
function powderOf(
  knowledge: Knowledge,
  comp: MealComponent,
): { entry: KnowledgeEntry; scoops: number; perScoop: number } | undefined {
  const recipe = knowledge.byId.get(comp.food_id)?.recipe;
  if (!recipe || recipe.cookedWeightG <= 0) return undefined;
  for (const line of recipe.ingredients) {
    const entry = recipeLineEntry(knowledge, line.ref);
    const perScoop = entry?.servingClass === 'powder' ? knowledge.gramsPerUnit(entry, 'scoop') : undefined;
    if (!entry || !perScoop) continue;
    const grams = (line.grams * comp.grams) / recipe.cookedWeightG;
    return { entry, scoops: Math.max(1, Math.round(grams / perScoop)), perScoop };
  }
  return undefined;
}

/** Words of a component's name, without what its parentheses explain ("Masala chai (with milk and sugar)"). */
function nameWords(name: string): string[] {
  return normalizeName(name.replace(/\([^)]*\)/g, ' '))
    .split(' ')
    .filter((w) => w.length > 2);
}

/** The component a name refers to: the same food, a food sharing its words ("the raita"), or a combination that has it as a part. */
/**
 * The title without a side taken off the plate: "Curd rice with Appalam (papad)" less the papad
 * is "Curd rice"; "Idli with sambar and chutney" less the chutney "Idli with sambar". A side is
 * found by the first word of the removed food's name; changes after a comma stay.
 */
function titleWithout(title: string, removedName: string): string {
  const word = normalizeName(removedName.split(/[,(]/)[0] ?? '').split(' ')[0] ?? '';
  // (the first comma outside brackets: "Bhaat (Plain rice, boiled) with …" has its own)
  let depth = 0;
  const comma = [...title].findIndex((ch, k) => {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    return depth === 0 && ch === ',' && title[k + 1] === ' ';
  });
  const head = comma >= 0 ? title.slice(0, comma) : title;
  const tail = comma >= 0 ? title.slice(comma) : '';
  const at = head.indexOf(' with ');
  if (word === '' || at < 0) return title;
  const sides = head.slice(at + 6).split(' and ');
  const keep = sides.filter((side) => !normalizeName(side).split(' ').includes(word));
  if (keep.length === sides.length) return title;
  return `${head.slice(0, at)}${keep.length > 0 ? ` with ${keep.join(' and ')}` : ''}${tail}`;
}

/**
 * Last words of some names that say where or how, not what ("cottage cheese indian", "paneer raw"):
 * never what a title is matched on ("double the paneer" is not the filter coffee (South Indian)).
 */
const NOT_FOOD_HEADS = new Set([
  'indian',
  'south',
  'north',
  'east',
  'west',
  'style',
  'raw',
  'fresh',
  'plain',
  'homemade',
]);

function findComponent(
  state: State,
  name: string,
  analyzer: Analyzer,
  knowledge: Knowledge,
): MealComponent | undefined {
  const norm = normalizeName(name).replace(/^(?:the|my) /, '');
  if (norm === '') return undefined;
  const entry = findFood(norm, analyzer);
  const comps = live(state);
  // The words as typed and as the knowledge's word synonyms read them ("chawal" → "rice").
  // and as spelling corrections read them ("halve the chiken")
  const fixed = norm.split(' ').flatMap((w) => analyzer.matcher.correctWord(w) ?? []);
  // ("parathon pe": the oblique plural of the paratha)
  const said = [...norm.split(' '), ...fixed].flatMap((w) => [
    w,
    knowledge.wordSynonyms.get(w) ?? w,
    ...obliqueStems(w),
  ]);
  // A food known by an alias with the named word whose recipe has it ("sugar" for a chai with
  // sugar) is not it: the sugar is an ingredient. Its own title's words still name it ("paneer").
  const hasIt = (c: MealComponent) =>
    entry !== undefined && c.food_id !== entry.id && removalComponents(knowledge, c, entry, 1).length > 0;
  // (in a name of two or more words a cooking word names nothing: "fried egg" is not the
  // chicken fried rice)
  const named = norm.split(' ').length > 1 ? said.filter((w) => !styleOf(w)) : said;
  const byName = (c: MealComponent) => nameWords(c.name).some((w) => named.includes(w));
  // A name the food is known by ("jeera chawal" for jeera rice): words of its aliases.
  // (its head word: "jeera chawal" is a chawal, "rajma chawal curry" a curry, not a chawal; a
  // plain food named anywhere in it: the eggs of a "3 egg omelette")
  // (the words that alone name that plain food: "eggs" of "2 eggs", not "bhaji" of "dim bhaji")
  const plainWords =
    entry === undefined || entry.kind !== 'dish'
      ? said.filter((w) => entry === undefined || analyzer.matcher.lookup(w)?.id === entry.id)
      : [];
  const byAlias = (c: MealComponent) =>
    !hasIt(c) &&
    (knowledge.byId.get(c.food_id)?.names ?? []).some((n) => {
      const words = normalizeName(n)
        .split(' ')
        .filter((w) => w.length > 2);
      // (every word typed of a name of two: "macha bhaja" is not the "saga bhaja" beside it)
      const typed = norm.split(' ').filter((t) => !FILLER_WORDS_OF_NAMES.has(t));
      const all =
        typed.length <= 1 ||
        typed.every((t) => words.includes(knowledge.wordSynonyms.get(t) ?? t) || words.includes(t));
      return (said.includes(words[words.length - 1] ?? '') && all) || words.some((w) => plainWords.includes(w));
    });
  // "the ladyfinger" on bhindi poriyal: another name of the food the dish is named after (its
  // title, with what its parentheses explain, but not a "(with …)" list of its ingredients).
  // Only a name's head (last) word: "punjabi lassi" names a lassi, not every Punjabi dish.
  // (a plain food's names only: a dish's head words are "curry", "sabzi", the words of any dish)
  const entryWords = new Set(
    (entry && entry.kind !== 'dish' ? [entry.name.replace(/\([^)]*\)/g, ' '), ...entry.names] : [])
      .map((n) => normalizeName(n).split(' ').filter(Boolean).pop() ?? '')
      .filter((w) => w.length > 2 && !NOT_FOOD_HEADS.has(w)),
  );
  const byTitle = (c: MealComponent) =>
    normalizeName(c.name.replace(/\(with [^)]*\)/g, ' '))
      .split(' ')
      .some((w) => entryWords.has(w));
  // "the sabzi was half", "the curry was small", "remove the sweet": the food of that category.
  // (the name is that one word: "dim bhaji" is not "the bhaji")
  const oneWord = !norm.includes(' ');
  const byCategory = (c: MealComponent) => {
    const category = knowledge.byId.get(c.food_id)?.category;
    return oneWord && category !== undefined && said.includes(category);
  };
  // "halve the chiken": a word of the title one typing slip away (words of 5+ letters; the few
  // foods of one meal are all it is compared with)
  const near = (a: string, b: string) => a.length >= 5 && b.length >= 5 && a !== b && damerau(a, b) <= 1;
  // (not a food's own name: "the chaya" is the tea, never the "chana" one letter away)
  const exact = knowledge.findByName(norm) !== undefined;
  const byNearName = (c: MealComponent) => !exact && nameWords(c.name).some((w) => said.some((s) => near(s, w)));
  const direct =
    comps.find((c) => entry && c.food_id === entry.id) ??
    comps.find(byName) ??
    comps.find(byAlias) ??
    comps.find(byTitle) ??
    comps.find(byCategory) ??
    comps.find(byNearName);
  if (direct && !(knowledge.byId.get(direct.food_id)?.parts?.length && entry && direct.food_id !== entry.id))
    return direct;
  // "double the dal" on dal chawal: the combination splits into its parts, when one is named.
  for (const c of comps) {
    // the food itself before a part sharing a word or an alias with it ("chawal" is the rice of rajma chawal)
    const parts = combinationParts(knowledge, c);
    const found = [(p: MealComponent) => entry !== undefined && p.food_id === entry.id, byName, byAlias]
      .map((test) => parts.findIndex(test))
      .find((i) => i >= 0);
    const at = found ?? otherPart(knowledge.byId.get(c.food_id)?.names ?? [], parts, said, analyzer);
    if (at >= 0) return splitCombination(state, c, knowledge)[at];
  }
  return direct;
}

/** Words said beside a food's name that are no part of it ("chaat wala bowl"). */
const FILLER_WORDS_OF_NAMES = new Set([
  'wala',
  'wali',
  'wale',
  'vala',
  'vali',
  'the',
  'my',
  'of',
  'bowl',
  'plate',
  'katori',
  'glass',
  'cup',
]);

/**
 * "half the bhaji" on poori bhaji: a word of one of the combination's own names ("puri bhaji")
 * whose other words name one of its two parts (the puri) names the other part (its aloo curry).
 */
function otherPart(names: readonly string[], parts: MealComponent[], said: string[], analyzer: Analyzer): number {
  if (parts.length !== 2) return -1;
  for (const n of names) {
    const words = normalizeName(n).split(' ');
    if (!words.some((w) => said.includes(w))) continue;
    const rest = findFood(words.filter((w) => !said.includes(w)).join(' '), analyzer);
    const named = rest ? parts.findIndex((p) => p.food_id === rest.id) : -1;
    if (named >= 0) return 1 - named;
  }
  return -1;
}

/**
 * A combination component (rajma chawal) becomes one component per part, each at its share of
 * the combination's weight by the parts' own servings, so one part can change alone.
 */
function splitCombination(state: State, c: MealComponent, knowledge: Knowledge): MealComponent[] {
  const split = combinationParts(knowledge, c);
  if (split.length === 0) return [];
  const at = state.components.indexOf(c);
  state.components.splice(at, 1, ...split);
  return split;
}

function fallbackEntry(c: MealComponent): KnowledgeEntry {
  return {
    id: c.food_id,
    kind: 'food',
    name: c.name,
    category: 'unknown',
    servingClass: 'solid',
    role: 'main',
    defaultServing: { unit: 'gram', grams: c.grams, label: `${c.grams} g` },
    per100g: {},
    source: 'meal',
    names: [],
  };
}

/** "2 katoriyan" after "saag dugna si": the amount with the food the clause before began with. */
function amountOfFoodBefore(
  clause: string,
  before: string | undefined,
  knowledge: Knowledge,
  isFoodName: (name: string) => boolean,
): string | undefined {
  // ("double the curd pls, had 2 bowls": the verb of eating around the amount says nothing more)
  const amount = clause
    .replace(/^(?:i )?(?:had|ate|took|drank|it was|there were|were|was) /, '')
    .replace(/ (?:tha|thi|the|khaya|khayi|khaye|piya|liya|li|only|hi)$/, '');
  const words = amount.split(' ');
  const amountOnly =
    words.length <= 3 && words.some(isCount) && words.every((w) => isCount(w) || knowledge.unitKey(w) !== undefined);
  if (!amountOnly || !before) return undefined;
  // the first food the clause before named, one or two words anywhere in it
  const said = before.split(' ');
  const food = said
    .flatMap((_, i) => [said.slice(i, i + 2).join(' '), said[i] ?? ''])
    .find((name) => name !== '' && knowledge.unitKey(name) === undefined && isFoodName(name));
  return food ? `${food} ${amount}` : undefined;
}
