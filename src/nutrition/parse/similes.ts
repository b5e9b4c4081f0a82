// "drill jalebi jaisa seedha hai", "sprouts tossed with eggs, chaat style", "drank it like soup": a food named only to
// compare something with it ("jaisa", "ki tarah": like; "style") was not eaten. The food's words and the simile
// word are marked used before the foods are read.
import type { Token } from './tokenize';

/** Words that make the food before them a comparison (Hindi and Urdu "like", "as"). */
const SIMILE_AFTER = new Set(['jaisa', 'jaisi', 'jaise', 'jesa', 'jesi', 'jese', 'jaisan', 'jaisaa', 'style']);
/** Two-word forms: "roti ki tarah", "makhan ke jaise". */
const SIMILE_PAIRS = new Set(['ki tarah', 'ke tarah', 'ki tareh', 'ke jaisa', 'ke jaise', 'ki jaisi', 'ke jaisi']);

/** Adjectives of a comparison with a food ("flat as a chapati"); "had dal as a side" is none. */
const SIMILE_ADJECTIVES = new Set([
  'flat',
  'cool',
  'soft',
  'hard',
  'sweet',
  'slow',
  'thin',
  'round',
  'smooth',
  'dry',
  'easy',
  'thick',
  'sour',
  'salty',
  'bitter',
  'sticky',
  'crisp',
  'crispy',
  'white',
  'red',
  'green',
  'yellow',
  'brown',
  'heavy',
  'light',
  'fresh',
  'tough',
  'nutty',
  'bald',
]);

export function markSimiles(
  tokens: readonly Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
): void {
  for (let i = 1; i < tokens.length; i++) {
    const one = SIMILE_AFTER.has(tokens[i]?.t ?? '');
    const two = SIMILE_PAIRS.has(`${tokens[i]?.t ?? ''} ${tokens[i + 1]?.t ?? ''}`);
    if (!one && !two) continue;
    // the longest food name of up to three words that ends right before the simile word
    let from = i - 1;
    for (let k = 3; k >= 1; k--) {
      const start = i - k;
      if (start < 0 || tokens.slice(start, i).some((t) => t.kind !== 'word')) continue;
      if (
        isFoodName(
          tokens
            .slice(start, i)
            .map((t) => t.t)
            .join(' '),
        )
      ) {
        from = start;
        break;
      }
    }
    if (tokens[from]?.kind !== 'word') continue;
    for (let k = from; k < i + (two ? 2 : 1); k++) used.add(k);
  }
  // "flat as a chapati", "cool as a cucumber": an adjective "as" a food compares with it
  // "drank it like soup", "looked like a laddoo": English "like" before a food names a comparison
  // ("had like 3 rotis", a number after it, is an amount said roughly)
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]?.t;
    if (t === 'like' || (t === 'as' && i > 0 && SIMILE_ADJECTIVES.has(tokens[i - 1]?.t ?? '')))
      markComparedFood(tokens, i, used, isFoodName);
  }
}

/** The food of up to three words after the comparing word at `i` ("like a laddoo"), with it. */
function markComparedFood(
  tokens: readonly Token[],
  i: number,
  used: Set<number>,
  isFoodName: (name: string) => boolean,
): void {
  const at = tokens[i + 1]?.t === 'a' || tokens[i + 1]?.t === 'an' ? i + 2 : i + 1;
  for (let k = 3; k >= 1; k--) {
    const words = tokens.slice(at, at + k);
    if (words.length < k || words.some((t) => t.kind !== 'word')) continue;
    if (!isFoodName(words.map((t) => t.t).join(' '))) continue;
    for (let j = i; j < at + k; j++) used.add(j);
    return;
  }
}
