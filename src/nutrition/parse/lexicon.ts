// Word lists of the parser that are about language, not food data: fillers, conjunctions,
// sizes, modifier words. Food names, units and nutrients live in the knowledge base.
import type { UnitSize } from '../knowledge';

/** Words that split one entry into items. */
export const CONJUNCTIONS = new Set(['and', 'aur', 'or', 'with', 'plus', 'n', 'also', 'then', 'alongwith', 'along', 'saath', 'sath', 'sang', 'followed', 'after', 'later', 'te', 'ani', 'aani', 'ar', 'aar', 'ebong', 'mariyu', 'mattu', 'um', 'o']);
/** Conjunctions meaning "and", in the languages our users write: inside a list of add-ons they continue it. */
export const AND_WORDS = new Set(['and', 'aur', 'n', 'ani', 'aani', 'ar', 'aar', 'ebong', 'mariyu', 'mattu', 'um', 'o', 'te']);
/** Conjunction words that make the next item an add-on of the previous one. */
export const ADDON_WORDS = new Set(['with', 'saath', 'sath', 'alongwith', 'along', 'sang']);

/** Words understood as carrying no food information ("I had", "khaya", "some"). */
export const FILLERS = new Set([
  'i', 'im', 'ive', 'id', 'had', 'have', 'has', 'having', 'ate', 'eat', 'eaten', 'eating', 'drank', 'drunk', 'drink', 'drinking', 'took', 'take', 'taken',
  'consumed', 'got', 'grabbed', 'finished', 'some', 'little', 'bit', 'of', 'the', 'my', 'me', 'we', 'our', 'us', 'just', 'only', 'approx', 'approximately',
  'about', 'around', 'roughly', 'maybe', 'like', 'homemade', 'home', 'made', 'fresh', 'freshly', 'hot', 'warm', 'cooked', 'served', 'prepared', 'style',
  'tasty', 'yummy', 'delicious', 'healthy', 'nice', 'good', 'usual', 'normal', 'regular', 'typical', 'portion', 'serving', 'servings', 'worth', 'was', 'were',
  'is', 'it', 'its', 'that', 'this', 'these', 'those', 'there', 'a', 'an', 'in', 'on', 'at', 'for', 'from', 'to', 'by', 'as', 'into', 'each', 'per', 'total',
  'khaya', 'khaye', 'khayi', 'khaaya', 'khai', 'piya', 'piye', 'pi', 'pee', 'liya', 'liye', 'li', 'lia', 'maine', 'mene', 'mai', 'main', 'mein', 'me', 'hum', 'humne',
  'ne', 'ke', 'ki', 'ka', 'ko', 'wala', 'wali', 'wale', 'vala', 'vali', 'bhi', 'thoda', 'thodi', 'thode', 'kuch', 'tha', 'thi', 'the', 'hai', 'hain', 'ghar', 'ka',
  'ek', 'plate', 'some', 'bowlful', 'glassful', 'cupful', 'also', 'lot', 'lots', 'much', 'many', 'quick', 'light', 'heavy', 'big', 'full', 'meal', 'food', 'khana',
  'post', 'pre', 'after', 'before', 'followed', 'later', 'again', 'extra', 'more', 'another', 'other', 'more', 'one', 'ones', 'piece', 'pieces', 'pcs', 'pc', 'gm',
  'approximately', 'approx', 'est', 'estimated', 'ish', 'x', 'times', 'whole', 'half', 'full', 'plus', 'along', 'together', 'side', 'sides', 'topped', 'top',
  'bowl', 'glass', 'cup', 'upon', 'then', 'now', 'today', 'yesterday', 'tonight', 'da', 'di', 'de', 'na', 'nu', 'no', 'yes', 'ok', 'okay', 'lol', 'hmm',
]);

export const SIZES: Record<string, UnitSize> = {
  small: 'small', smal: 'small', chhota: 'small', chota: 'small', choti: 'small', chhoti: 'small', mini: 'small', tiny: 'small', thin: 'small',
  medium: 'medium', med: 'medium', regular: 'medium', normal: 'medium', moderate: 'medium', average: 'medium',
  large: 'large', big: 'large', bada: 'large', badi: 'large', bara: 'large', bari: 'large', huge: 'large', jumbo: 'large', thick: 'large', heaped: 'large', heaping: 'large', generous: 'large',
};

/** "no sugar", "without ghee", "bina cheeni", "less oil", "extra cheese". */
export const REMOVE_WORDS = new Set(['no', 'without', 'bina', 'zero', 'skip', 'minus', 'nil', 'hold']);
export const LESS_WORDS = new Set(['less', 'kam', 'low', 'little', 'light', 'reduced', 'thoda']);
export const EXTRA_WORDS = new Set(['extra', 'more', 'double', 'added', 'additional', 'zyada', 'jyada', 'zyaada', 'add']);
/** Suffix forms: "sugar free", "sugarfree", "sugarless". */
export const FREE_SUFFIXES = new Set(['free', 'less']);

/** Frying words and the share of the food's weight that is absorbed oil (decision 023). */
export const FRY_WORDS: Record<string, number> = {
  fried: 0.1, fry: 0.1, tala: 0.1, tali: 0.1, tale: 0.1, tadka: 0.04, tempered: 0.04, sauteed: 0.05, sautéed: 0.05, bhuna: 0.05,
};
export const DEEP_PAN: Record<string, number> = { deep: 0.15, pan: 0.06, shallow: 0.06, stir: 0.05, air: 0 };

/** Cooking words that do not change the numbers we can compute; understood and kept silent. */
export const NEUTRAL_COOKING = new Set(['boiled', 'steamed', 'grilled', 'roasted', 'baked', 'toasted', 'raw', 'plain', 'simple', 'sada', 'saada', 'ubla', 'ubla hua', 'hua', 'hui', 'hue', 'air', 'poached', 'scrambled', 'mashed', 'sliced', 'chopped', 'cut', 'diced', 'cold', 'chilled', 'iced', 'leftover', 'restaurant', 'dhaba', 'canteen', 'mess', 'street', 'packed', 'packaged', 'store', 'bought', 'organic', 'unsweetened', 'sweetened', 'salted', 'unsalted', 'spicy', 'mild', 'masaledar']);

/** Words that say something was eaten or drunk: a sign that an everyday word ("toast") is food. */
export const EAT_WORDS = new Set([
  'had', 'have', 'having', 'ate', 'eat', 'eaten', 'eating', 'drank', 'drunk', 'drink', 'drinking', 'consumed', 'snacked', 'munched', 'sipped', 'breakfasted',
  'khaya', 'khaye', 'khayi', 'khaaya', 'khai', 'piya', 'piye', 'pi', 'khana', 'saapten', 'sapten', 'sapta', 'thinnanu', 'tinnanu', 'khelam', 'khelaam', 'khalla', 'khalle',
]);

/**
 * Training and daily-life words understood as context, not as food and not as unknown words
 * ("chicken and rice after nets"): never spell-corrected into a food either.
 */
export const CONTEXT_WORDS = new Set([
  'nets', 'net', 'gym', 'workout', 'training', 'train', 'practice', 'practise', 'session', 'match', 'game', 'innings', 'run', 'running', 'jog', 'jogging',
  'walk', 'swim', 'swimming', 'yoga', 'warmup', 'warm', 'cooldown', 'bowling', 'batting', 'fielding', 'drill', 'drills', 'sprint', 'sprints', 'recovery',
  'physio', 'rehab', 'cardio', 'weights', 'lifting', 'stretching', 'fitness', 'workouts', 'sessions', 'matches', 'games',
]);
