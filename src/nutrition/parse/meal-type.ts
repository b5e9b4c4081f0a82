// Meal-type words ("breakfast", "nashta", "post-workout", "after nets", "tiffin") and which
// items each one governs, so "eggs for breakfast, dal rice for lunch" types both halves.
import type { MealType } from '../../contracts/meal';
import type { Token } from './tokenize';

export interface MealTypeMark {
  type: MealType;
  /** Token index of the marker. */
  at: number;
  /** "for lunch" / "lunch mein" closes the items before it; "lunch:" opens the ones after. */
  binds: 'before' | 'after';
}

const SINGLE: Record<string, MealType> = {
  breakfast: 'breakfast',
  brekkie: 'breakfast',
  bfast: 'breakfast',
  nashta: 'breakfast',
  naashta: 'breakfast',
  nasta: 'breakfast',
  nashte: 'breakfast',
  naashte: 'breakfast',
  nashtey: 'breakfast',
  nashtay: 'breakfast',
  brunch: 'breakfast',
  lunch: 'lunch',
  tiffin: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  snacks: 'snack',
  // the Ramadan meals: before dawn, and at sunset
  sehri: 'breakfast',
  sehari: 'breakfast',
  suhoor: 'breakfast',
  sahoor: 'breakfast',
  preworkout: 'pre-workout',
  postworkout: 'post-workout',
  breakfst: 'breakfast',
  dinnr: 'dinner',
  lnch: 'lunch',
  // parts of the day that name the meal in a day's log, in the languages our athletes write
  // ("savare 2 thepla ne chaa, bapore 3 rotli …"): Gujarati, Marathi, Bengali, Tamil, Telugu,
  // Kannada, Malayalam. Not the Hindi ones ("subah", "raat"): the time reader reads those.
  savare: 'breakfast',
  savaare: 'breakfast',
  sakali: 'breakfast',
  sakaali: 'breakfast',
  sokale: 'breakfast',
  shokale: 'breakfast',
  kaalaila: 'breakfast',
  kalaila: 'breakfast',
  podduna: 'breakfast',
  beligge: 'breakfast',
  raavile: 'breakfast',
  ravile: 'breakfast',
  bapore: 'lunch',
  dupari: 'lunch',
  dupaari: 'lunch',
  dupure: 'lunch',
  madhyanam: 'lunch',
  madhiyam: 'lunch',
  uchakku: 'lunch',
  saanje: 'snack',
  sanje: 'snack',
  sandhyakali: 'snack',
  bikele: 'snack',
  saayangalam: 'snack',
  sayantram: 'snack',
  vaikunneram: 'snack',
  raate: 'dinner',
  ratri: 'dinner',
  raatri: 'dinner',
  raathiri: 'dinner',
  rathri: 'dinner',
};
const ACTIVITIES = new Set([
  'workout',
  'gym',
  'training',
  'practice',
  'nets',
  'net',
  'match',
  'game',
  'run',
  'session',
  'batting',
  'bowling',
  'exercise',
  'lifting',
  'innings',
]);
const BEFORE = new Set(['pre', 'before']);
const AFTER = new Set(['post', 'after']);
const ARTICLES = new Set(['the', 'my']);
const LEAD = new Set(['for', 'at', 'in', 'during', 'as', 'my', 'the', 'of']);
const TRAIL = new Set(['mein', 'me', 'main', 'ke', 'mai']);

const w = (tokens: Token[], i: number): string | undefined => (tokens[i]?.kind === 'word' ? tokens[i]?.t : undefined);

export function extractMealTypes(
  tokens: Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
): MealTypeMark[] {
  const marks: MealTypeMark[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const word = w(tokens, i);
    if (word === undefined) continue;
    let type: MealType | undefined;
    let end = i + 1;
    // The activity after "before"/"after": "post-match", "after nets", "after the match", "before my run".
    const activityAt = i + 1 + (tokens[i + 1]?.kind === 'dash' || ARTICLES.has(w(tokens, i + 1) ?? '') ? 1 : 0);
    if (SINGLE[word]) type = SINGLE[word];
    else if ((BEFORE.has(word) || AFTER.has(word)) && ACTIVITIES.has(w(tokens, activityAt) ?? '')) {
      type = BEFORE.has(word) ? 'pre-workout' : 'post-workout';
      end = activityAt + 1;
      if (ACTIVITIES.has(w(tokens, end) ?? '')) end++; // "after nets session"
      // "a post-gym snack": the snack it was, said with when
      if (SINGLE[w(tokens, end) ?? ''] === 'snack') {
        type = 'snack';
        end++;
      }
    }
    if (!type) continue;
    // ("a dinner roll", "breakfast burrito": the word is part of a food's name)
    if (isFoodName(`${word} ${w(tokens, i + 1) ?? ''}`)) continue;
    let start = i;
    while (start > 0 && LEAD.has(w(tokens, start - 1) ?? '') && !used.has(start - 1)) start--;
    while (TRAIL.has(w(tokens, end) ?? '')) end++;
    const opensAfter = tokens[end]?.kind === 'colon' || tokens[end]?.kind === 'dash' || isClauseStart(tokens, start);
    if (tokens[end]?.kind === 'colon' || tokens[end]?.kind === 'dash') end++;
    for (let k = start; k < end; k++) used.add(k);
    const hadLead = start < i;
    marks.push({ type, at: i, binds: opensAfter && !hadLead ? 'after' : 'before' });
    i = end - 1;
  }
  return marks;
}

function isClauseStart(tokens: Token[], i: number): boolean {
  return i === 0 || tokens[i - 1]?.kind === 'sep';
}

/**
 * The meal type governing the token at `index`: the opener before it ("lunch: ...") unless a
 * sentence ended since, else the closer after it ("... for lunch"), else the nearest marker.
 */
export function mealTypeAt(marks: MealTypeMark[], index: number, tokens: Token[]): MealType | undefined {
  if (marks.length === 0) return undefined;
  if (new Set(marks.map((m) => m.type)).size === 1) return marks[0]?.type;
  const before = marks.filter((m) => m.at < index);
  const after = marks.filter((m) => m.at > index);
  const lastBefore = before[before.length - 1];
  const opener = lastBefore?.binds === 'after' ? lastBefore : undefined;
  const closer = after[0]?.binds === 'before' ? after[0] : undefined;
  const sentenceEnded = (from: number, to: number) => tokens.slice(from, to).some((t) => t.t === '.' || t.t === '\n');
  if (opener && (!closer || !sentenceEnded(opener.at, index))) return opener.type;
  if (closer) return closer.type;
  return lastBefore?.type ?? after[0]?.type;
}
