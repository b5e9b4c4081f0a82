// Precision before recall: a word becomes food only with evidence. An item named by a known
// name stands on its own; an everyday word that is also a food ("date", "jam", "toast", a
// one-word regional name like "batata") or a guess (a spell-corrected word, a name of one to
// three letters) stays food only when the entry shows it is about a meal. What counts:
//   - another food in the entry named by a known name ("toast with butter");
//   - no word of the entry left unexplained ("toast", "chicken after nets");
//   - for an everyday word: an amount written beside it ("2 dates"), another everyday food
//     ("chicken and rice"), or a word of eating or a meal ("had toast", "for breakfast") with at
//     most one word unexplained;
//   - for a guess: an amount beside it or a word of eating or a meal, with at most one word
//     unexplained.
// Everything else is talk about the day ("stuck in a traffic jam", "what's the date today",
// "rain stopped play"): those words go to `unmatched` and, with no food left, the entry gets the
// "nothing recognised" answer.
import type { Unmatched } from '../../contracts/meal';
import { draftSpan } from './draft-span';
import type { ItemDraft } from './item';
import { DENIAL_WORDS, EAT_WORDS, EATERY_WORDS, FUNCTION_WORDS, POSSESSIVES } from './lexicon';
import type { Token } from './tokenize';

/** Words after which an everyday word describes the speaker ("I'm toast", "feeling cooked"). */
const STATE_WORDS = new Set([
  'im',
  'am',
  'feel',
  'feeling',
  'felt',
  'feels',
  'looking',
  'looked',
  'totally',
  'completely',
]);

function afterStateWord(tokens: readonly Token[], text: string): boolean {
  const first = text.toLowerCase().split(/\s+/)[0];
  const i = tokens.findIndex((t) => t.t === first);
  return i > 0 && STATE_WORDS.has(tokens[i - 1]?.t ?? '');
}

const UNEXPLAINED = new Set(['not a known food', 'word not understood; ignored']);

/** Words before a place: a guess right after them names where, not what ("kanji at nombu thura"). */
const PLACE_BEFORE = new Set(['at', 'near', 'outside', 'opposite', 'towards', 'to', 'from', 'via']);

/**
 * Nouns after which a food's name names a place or an occasion ("the Biryani Street bus stop",
 * "Sugar Mill ground", "Mango Lane", "Pongal break"): a food named so, with no amount of its own,
 * is where or when, not what.
 */
const PLACE_AFTER = new Set([
  'street',
  'road',
  'lane',
  'avenue',
  'marg',
  'chowk',
  'nagar',
  'nagri',
  'nagari',
  'city',
  'town',
  'village',
  'colony',
  'gali',
  'galli',
  'gully',
  'gulli',
  // "tea session", "lunch interval": a session of play named for its break
  'session',
  'interval',
  'bazaar',
  'bazar',
  // "dadar station", "kesar bagh stadium": a stop or ground named like a food
  'station',
  'stadium',
  'ground',
  'terminal',
  'junction',
  'airport',
  // "hubli hostel", "pokhara camp": where the athletes stay
  'hostel',
  'camp',
  'academy',
  // "kakinada pinni intlo" (at the aunt's house, Telugu), "trichy veetla", "ajji mane": whose home
  'intlo',
  'inti',
  'veetil',
  'veettil',
  'veetla',
  'mane',
  'maneli',
  'barite',
  // "Vada taluka se naya bowler": a taluka or district named like a food
  'taluka',
  'taluk',
  'tehsil',
  'district',
  'zilla',
  // "puri beach session": a town named like a food
  'beach',
  // "Dalma pahada ku trek", "kesar hills": a hill or a landmark named like a food
  'pahad',
  'pahada',
  'pahar',
  'hill',
  'hills',
  'fort',
  'lake',
  'temple',
  'mandir',
  'falls',
  // "pista house ka haleem": a restaurant named for a food
  'house',
  // "Red Bull XI", "Red Bull wali team": a side named for a sponsor
  'xi',
  'team',
  'club',
  'fc',
  'mill',
  'mills',
  // "Pongal break", "Onam holidays": the festival, not its dish
  'break',
  'holiday',
  'holidays',
  'vacation',
  'festival',
  'celebration',
  'celebrations',
  'wishes',
  'greetings',
  'leave',
  'chhutti',
  // "pista green kit", "mango yellow jersey": a colour, not the food
  'green',
  'yellow',
  'blue',
  'pink',
  'purple',
  'red',
  'pink',
  'maroon',
  'colour',
  'color',
  'shade',
]);
/** Postpositions between an occasion and its noun ("Pongal ku leave", "Diwali ki chhutti"). */
const POSTPOSITION = new Set(['ku', 'ki', 'ke', 'ka', 'ko', 'er', 'ra', 'la', 'wali', 'wala', 'wale', 'vali', 'vala']);

function namesPlace(tokens: readonly Token[], d: ItemDraft, drafts: readonly ItemDraft[]): boolean {
  if (d.amountStated) return false;
  const span = draftSpan(tokens, d, drafts);
  if (span === undefined) return false;
  // "the juice guy at sector 17", "juice thela by the academy": the seller, not one more drink
  if (drafts.length > 1 && SELLERS.has(tokens[span.end]?.t ?? '')) return true;
  if (EATERY_WORDS.has(d.text.toLowerCase()) && chainBesideItsFood(tokens, d, drafts, span)) return true;
  const next = tokens[span.end];
  const after = next?.kind === 'word' && POSTPOSITION.has(next.t) ? tokens[span.end + 1] : next;
  if (after?.kind === 'word' && PLACE_AFTER.has(after.t)) return true;
  // "from the milk bar", "at the juice centre", "near the chai tapri": a shop named by what it sells
  // (with one word of its own between: "from the diwali mithai box")
  let k = span.start - 1;
  if (tokens[k]?.t === 'the') k--;
  const from =
    SHOP_BEFORE.has(tokens[k]?.t ?? '') ||
    (tokens[k]?.kind === 'word' && SHOP_BEFORE.has(tokens[k - 1]?.t ?? '')) ||
    (tokens[k]?.kind === 'word' && tokens[k - 1]?.t === 'the' && SHOP_BEFORE.has(tokens[k - 2]?.t ?? ''));
  return after?.kind === 'word' && SHOP_WORDS.has(after.t) && from;
}
/**
 * A chain's name read as its signature food ("kfc" is fried chicken) that names where the other
 * foods came from: said after "from" or "at" ("3 strips from kfc"), beside foods of its own kind
 * ("kfc bucket after the win, my share was 5 hot wings"), or right before a food's name ("subway
 * chicken tikka sub").
 */
function chainBesideItsFood(
  tokens: readonly Token[],
  d: ItemDraft,
  drafts: readonly ItemDraft[],
  span: { start: number; end: number },
): boolean {
  const others = drafts.filter((o) => o !== d);
  if (others.length === 0) return false;
  const before = tokens[span.start - 1]?.t === 'the' ? tokens[span.start - 2] : tokens[span.start - 1];
  if (PLACE_BEFORE.has(before?.t ?? '')) return true;
  if (others.some((o) => o.entry.category === 'fast food' || o.entry.servingClass === 'meat')) return true;
  return others.some((o) => draftSpan(tokens, o, drafts)?.start === span.end);
}

const SHOP_WORDS = new Set([
  // "from the diwali mithai box": what it was taken from
  'box',
  'dabba',
  'bar',
  'centre',
  'center',
  'shop',
  'stall',
  'tapri',
  'counter',
  'corner',
  'parlour',
  'parlor',
  'joint',
  'point',
  'house',
  'wala',
  'waala',
]);
/** Vessels a food is served in: a count of one is a sign of food however much talk is around it. */
const VESSELS = new Set(['glass', 'cup', 'katori', 'bowl', 'plate', 'tumbler', 'mug']);

/** Who or what sells a food, said right after its name: "the juice guy", "chai thela", "momo stall". */
const SELLERS = new Set([
  'guy',
  'man',
  'wala',
  'wale',
  'thela',
  'thele',
  'stall',
  'cart',
  'shop',
  'kadai',
  'kada',
  'corner',
  'counter',
  'centre',
  'center',
  'vendor',
  'uncle',
  'bhaiya',
]);
const SHOP_BEFORE = new Set(['from', 'at', 'near', 'outside', 'opposite', 'behind', 'se', 'frm']);

/**
 * A spelling correction with a word of talk (unexplained, a function word, another guess: "garmi
 * mein jaan bachi" is two guesses side by side) right before or after it, or a place word before it.
 */
function amidTalk(
  tokens: readonly Token[],
  d: ItemDraft,
  unexplained: ReadonlySet<string>,
  guessed: ReadonlySet<string> = new Set(),
): boolean {
  const words = d.text.toLowerCase().split(/\s+/);
  const start = tokens.findIndex((t, i) => i >= d.at && t.t === words[0]);
  if (start < 0) return false;
  const end = start + words.length;
  const near = [tokens[start - 1], tokens[end]].filter((t) => t?.kind === 'word');
  // a spelling correction beside a function word ("pe", "ko") or a word of talk nobody explained
  // (an unknown word beside an exact short name may be another food: it stays)
  if (d.corrections.length === 0) return false;
  // ("idris ki biryani": a guess before a possessive names the place or person the food is from)
  const possessive = tokens[end]?.kind === 'word' && POSSESSIVES.has(tokens[end]?.t ?? '');
  // ("from the karur petti kadai": a place after "from the")
  const before = tokens[start - 1]?.t === 'the' ? tokens[start - 2] : tokens[start - 1];
  if (PLACE_BEFORE.has(before?.t ?? '')) return true;
  return (
    possessive ||
    near.some(
      (t) => t !== undefined && (unexplained.has(t.t) || FUNCTION_WORDS.has(t.t) || guessed.has(t.t) || t.t === 'mein'),
    )
  );
}

export function keepWithEvidence(
  drafts: ItemDraft[],
  tokens: readonly Token[],
  mealWord: boolean,
  unmatched: Unmatched[],
): void {
  const named = drafts.filter((d) => d.evidence === 'name').length;
  const everyday = drafts.filter((d) => d.evidence === 'everyday').length;
  const unexplained = unmatched.filter((u) => UNEXPLAINED.has(u.reason)).length;
  const eatWord = mealWord || tokens.some((t) => t.kind === 'word' && (EAT_WORDS.has(t.t) || EATERY_WORDS.has(t.t)));
  // Among function words ("sab badhiya", "abhi tak") a spelling guess is as likely a word of the
  // sentence as a food; in a denial ("abhi tak nashta nahi kiya": "not had breakfast until now")
  // the word of eating may be what is denied, so even a short name ("tak" is buttermilk) is in
  // doubt. Such a guess needs an amount written beside it.
  const words = tokens.filter((t) => t.kind === 'word');
  const denial = words.some((t) => DENIAL_WORDS.has(t.t));
  const functionWords = denial || words.some((t) => FUNCTION_WORDS.has(t.t));
  const unexplainedWords = new Set(unmatched.filter((u) => UNEXPLAINED.has(u.reason)).map((u) => u.text.toLowerCase()));
  const guessedWords = new Set(
    drafts.filter((d) => d.evidence === 'guess' && !d.amountStated).flatMap((d) => d.text.toLowerCase().split(/\s+/)),
  );
  const kept = drafts.filter((d) => {
    if (namesPlace(tokens, d, drafts)) return false;
    // "I'm toast", "feeling fried": a state, not a food, unless a meal is named.
    if (d.evidence === 'everyday' && !mealWord && !d.amountStated && afterStateWord(tokens, d.text)) return false;
    const doubtful = d.evidence === 'guess' && (denial || (functionWords && d.corrections.length > 0));
    // Even beside a named food, a spelling guess among talk is a word of the talk: "dhabe pe
    // ruki" (the bus stopped at a dhaba) is not a roti, "maar diye" is not matar.
    if (d.evidence === 'guess' && !d.amountStated && amidTalk(tokens, d, unexplainedWords, guessedWords)) return false;
    if (d.evidence === 'name' || named > 0 || (unexplained === 0 && !doubtful)) return true;
    // ("ccd large cappuccino, no sugar, while waiting": a change said with it is evidence)
    const described = d.modifiers.length > 0;
    // ("finished a 600 ml coke bottle straight from the fridge": a volume or weight read onto an
    // everyday name is a sign of food, though other words stood between them)
    const measured = d.quantity !== undefined && ['ml', 'litre', 'gram', 'kilogram'].includes(d.unit ?? '');
    if (d.evidence === 'everyday')
      return d.amountStated || described || everyday > 1 || (eatWord && (unexplained <= 1 || measured));
    // A guess next to nothing but foods, amounts and the words of eating ("had a veg puff n a
    // capuccino at the lounge") is food however much talk the rest of the entry has; beside
    // talk it needs the entry to be nearly all food.
    // ("ek glass bel, garmi se bachne ke liye": a count of a vessel said with it is enough)
    const served = d.amountStated && d.quantity !== undefined && VESSELS.has(d.unit ?? '');
    return (
      (d.amountStated || (eatWord && !doubtful)) &&
      (served || unexplained <= 1 || (d.corrections.length > 0 && !amidTalk(tokens, d, unexplainedWords)))
    );
  });
  if (kept.length === drafts.length) return;
  for (const d of drafts) {
    if (!kept.includes(d))
      unmatched.push({ text: d.text, reason: 'not read as food: nothing else in the entry is about a meal' });
  }
  drafts.splice(0, drafts.length, ...kept);
}
