// Food the message names but the speaker did not eat, because it was someone else's or only
// seen: "bought a box of laddoos for the ground staff", "roommates ke liye biryani banayi",
// "ammi ne sheer khurma ki photo bheji", "ladkon ne pizza order kiya, main bas dekhta raha",
// "ghari modak banavle aai ne, mi ithe camp madhe". The food's words are marked used before the
// foods are read, so a message of only such talk gets no meal. A clause that also says eating
// ("made pasta for the boys and had some") or gives an amount ("2 rotis") stays food.
import { EAT_WORDS } from './lexicon';
import { isNumberWord } from './quantity';
import type { Token } from './tokenize';

/** Verbs of getting, making or giving food. */
const PROVIDED = new Set([
  'bought',
  'buy',
  'picked',
  'grabbed',
  'fetched',
  'making',
  'sending',
  'send',
  'gave',
  'giving',
  'distributing',
  'buying',
  'shopped',
  'ordered',
  'packed',
  'made',
  'cooked',
  'sent',
  'brought',
  'got',
  'gifted',
  'distributed',
  'li',
  'liya',
  'liye',
  'kharida',
  'kharidi',
  'kharide',
  'mangwaya',
  'mangwayi',
  'mangwaye',
  'banaya',
  'banayi',
  'banaye',
  'banai',
  'bheja',
  'bheji',
  'bheje',
  'laya',
  'layi',
  'laye',
  'baanta',
  'baanti',
  'baante',
]);

/** People food is got or made for ("for the ground staff", "bhai ke liye"). */
const OTHERS = new Set([
  'staff',
  'team',
  'teammates',
  'roommate',
  'roommates',
  'roomie',
  'boys',
  'guys',
  'kids',
  'family',
  'friends',
  'mom',
  'mum',
  'mother',
  'father',
  'amma',
  'appa',
  'ammi',
  'abbu',
  'maa',
  'aai',
  'baba',
  'parents',
  'son',
  'daughter',
  'uncle',
  'aunty',
  'aunt',
  'nani',
  'dadi',
  'grandma',
  'grandpa',
  'inlaws',
  'relatives',
  'friend',
  'physio',
  'trainer',
  'driver',
  'hosts',
  'mummy',
  'dad',
  'papa',
  'nephew',
  'niece',
  'nephews',
  'nieces',
  'brother',
  'sister',
  'cousin',
  'cousins',
  'bhai',
  'didi',
  'behen',
  'wife',
  'husband',
  'girlfriend',
  'coach',
  'coaches',
  'everyone',
  'everybody',
  'groundsmen',
  'neighbours',
  'neighbors',
  'guests',
  'sab',
  'sabke',
  'sabki',
  'ladkon',
  'bacchon',
  'bachon',
  'gharwalon',
  'dosto',
  'doston',
]);

/** Words that may follow the people food is for ("for the staff as thanks", "bhai ke liye"). */
const AFTER_PEOPLE = new Set([
  'as',
  'and',
  'in',
  'at',
  'on',
  'who',
  'today',
  'tonight',
  'yesterday',
  'because',
  'since',
  'but',
  'par',
  'aur',
  'ke',
  'ki',
  'ka',
  'liye',
  'kosam',
  'jonno',
  'sathi',
  'maate',
  'ko',
  'back',
  'home',
  // "for my nephew's birthday" (the apostrophe is gone by now)
  'birthday',
  'bday',
  'anniversary',
  'party',
  'wedding',
  'shaadi',
  'too',
  'also',
]);
/** What the speaker ate of a thing named before: "had them", "ate some", "tried one". */
const SOME_OF_IT = new Set([
  'it',
  'them',
  'those',
  'these',
  'some',
  'one',
  'few',
  'bit',
  'thoda',
  'thodi',
  'thode',
  'kuch',
  'half',
  'aadha',
  'aadhi',
  'wo',
  'woh',
  'vo',
  'usme',
  'unme',
]);

/** The speaker before Hindi "ne" ("main ne", "hum ne"): "maine" is one word and needs no "ne". */
const SPEAKER_BEFORE_NE = new Set(['main', 'mai', 'mein', 'hum', 'ham']);

/** Someone else as the one who did it, in one word: "sabne khaya", "unhone banaya". */
const OTHERS_DID = new Set(['sabne', 'sabhine', 'unhone', 'usne', 'inhone', 'isne', 'mummyne', 'papane', 'bhaine']);

/** Words of talk before "about": the food after them is a topic ("talking about whey brands"). */
const TALKED = new Set([
  'talking',
  'talked',
  'talk',
  'talks',
  'lecture',
  'discussed',
  'discussion',
  'session',
  'seminar',
]);

/** A tournament named for a food: "Biryani Cup final", "Laddoo Trophy match". */
const EVENT = new Set(['cup', 'trophy', 'league', 'shield']);
const EVENT_AFTER = new Set([
  'tournament',
  'final',
  'finals',
  'semi',
  'semis',
  'semifinal',
  'match',
  'game',
  'quarterfinal',
]);

/** "ke liye", "kosam": for, after the person. */
const FOR_AFTER = new Set(['liye', 'liya', 'lie', 'kosam', 'kaaga', 'kaga', 'jonno', 'sathi', 'maate', 'ko']);

/** Words that say the speaker only watched, did not touch, or is away from the food. */
const ONLY_WATCHED: readonly (readonly string[])[] = [
  ['dekhta', 'raha'],
  ['dekhti', 'rahi'],
  ['dekhte', 'rahe'],
  ['just', 'watched'],
  ['only', 'watched'],
  ['haath', 'bhi', 'nahi'],
  ['haath', 'nahi'],
  ['nobody', 'touched'],
  ['nobody', 'actually', 'touched'],
  ['no', 'one', 'touched'],
  ['chudaledu'],
  // "naan sapdala" (Tamil), "nenu tinaledu" (Telugu): I did not eat (not "fasting": vrat food is logged)
  ['sapdala'],
  ['saapdala'],
  ['sapidala'],
  ['saapidala'],
  ['tinaledu'],
  ['thinaledu'],
  // "par control kiya", "resisted": seen and not eaten; "I was fasting though"
  ['control', 'kiya'],
  ['control', 'kar', 'liya'],
  ['resisted'],
  ['was', 'fasting'],
  ['am', 'fasting'],
  ['im', 'fasting'],
  // a list of things bought for the house
  ['grocery'],
  ['groceries'],
  ['ration'],
  ['shopping', 'list'],
  ['miss', 'kar', 'raha'],
  ['miss', 'kar', 'rahi'],
  ['missing', 'home'],
];

/**
 * "mi ithe camp madhe", "njan ivide", "naan inga": I am here, away. Said beside food made at home
 * ("ghari modak banavle aai ne"), the food is home's; said alone it may be where a meal was eaten
 * ("main yahan hostel mein, dal chawal"), so it counts only beside home or its cooking.
 */
const AWAY: readonly (readonly string[])[] = [
  ['mi', 'ithe'],
  ['njan', 'ivide'],
  ['naan', 'inga'],
  ['nenu', 'ikkada'],
  ['ami', 'ekhane'],
  ['main', 'yahan'],
  ['mai', 'yahan'],
  ['hu', 'ahiya'],
];
/** Home, and verbs of someone cooking there ("ghari … banavle", "veetla … vechaanga", "amma … chesindi"). */
const AT_HOME = new Set([
  'ghar',
  'ghare',
  'ghari',
  'veetil',
  'veetla',
  'veettil',
  'intiki',
  'intlo',
  'barite',
  'home',
  'banaya',
  'banayi',
  'banaye',
  'banavle',
  'banavli',
  'kele',
  'chesindi',
  'chesaru',
  'senjaanga',
  'vechaanga',
  'undakki',
  'maadidru',
  'randhechhe',
]);

/** Words before "photo": "sheer khurma ki photo", "biryani da pic". */
const PHOTO = new Set(['photo', 'photos', 'pic', 'pics', 'picture', 'pictures', 'video', 'snap']);
const GENITIVE = new Set(['ki', 'ka', 'ke', 'da', 'di', 'de', 'er', 'chi', 'cha', 'chya', 'ni', 'no', 'nu']);

function clauses(tokens: readonly Token[]): Array<[start: number, end: number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i === tokens.length || tokens[i]?.kind === 'sep') {
      if (i > start) out.push([start, i]);
      start = i + 1;
    }
  }
  return out;
}

const saysAt = (tokens: readonly Token[], i: number, words: readonly string[]) =>
  words.every((w, k) => tokens[i + k]?.t === w);

export function markFoodNotForMe(
  tokens: readonly Token[],
  used: Set<number>,
  /** A word that names a food as typed or by a synonym. */
  namesFood: (word: string) => boolean,
): void {
  const markFood = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (tokens[k]?.kind === 'word' && namesFood(tokens[k]?.t ?? '')) used.add(k);
  };
  const eats = (from: number, to: number) => tokens.slice(from, to).some((t) => EAT_WORDS.has(t.t));
  // (a number word counts what follows it: "one bowl of khichdi", not "the peanut one")
  const counted = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .some(
        (t, k) => t.kind === 'num' || (isNumberWord(t.t) && tokens[from + k + 1]?.kind === 'word' && from + k + 1 < to),
      );
  // (an eating verb of someone else's does not count: "sab ne biryani khayi", everyone ate it)
  const ownEating = (start: number, end: number) =>
    eats(start, end) &&
    !tokens
      .slice(start, end)
      .some((t, k) => OTHERS_DID.has(t.t) || (t.t === 'ne' && !SPEAKER_BEFORE_NE.has(tokens[start + k - 1]?.t ?? '')));
  const parts = clauses(tokens);
  const anyEating = parts.some(([start, end]) => ownEating(start, end));
  // "made gatte for the family, i had them with rotis": the speaker ate some of it after all
  const ateOfIt = tokens.some(
    (t, i) => EAT_WORDS.has(t.t) && [1, 2].some((k) => SOME_OF_IT.has(tokens[i + k]?.t ?? '')),
  );
  const watched =
    tokens.some((_, i) => ONLY_WATCHED.some((w) => saysAt(tokens, i, w))) ||
    (tokens.some((_, i) => AWAY.some((w) => saysAt(tokens, i, w))) && tokens.some((t) => AT_HOME.has(t.t)));
  const forOthersAt = (start: number, end: number): boolean => {
    const words = tokens.slice(start, end).map((t) => t.t);
    return (
      !ateOfIt &&
      words.some((w) => PROVIDED.has(w)) &&
      words.some(
        (w, k) =>
          OTHERS.has(w) &&
          // ("for the team bus": the people's bus, not the people)
          (k + 1 >= words.length || AFTER_PEOPLE.has(words[k + 1] ?? '')) &&
          // "for the ground staff", "for my nephew", "sending them to my cousins", "roommates ke liye"
          (words.slice(Math.max(0, k - 3), k).some((b) => b === 'for' || b === 'to') ||
            FOR_AFTER.has(words[k + 1] ?? '') ||
            FOR_AFTER.has(words[k + 2] ?? '')),
      )
    );
  };
  const forOthers = new Set(parts.filter(([start, end]) => forOthersAt(start, end)));
  for (const part of parts) {
    const [start, end] = part;
    if (ownEating(start, end) || (eats(start, end) && !watched)) continue;
    // ("trainer was talking about whey protein brands": the food is what was talked of)
    const talkedOf = tokens
      .slice(start, end)
      .some((t, k) => TALKED.has(t.t) && ['about', 'on', 'baare'].includes(tokens[start + k + 1]?.t ?? ''));
    // ("ladkon ne pizza order kiya, main bas dekhta raha", "bought mangoes for amma, she loves
    // alphonso": with no eating said anywhere, the rest of the message is about the same food)
    const aside = (watched || forOthers.size > 0) && !anyEating && !counted(start, end);
    if (forOthers.has(part) || talkedOf || aside) markFood(start, end);
  }
  for (let i = 0; i + 2 < tokens.length; i++)
    if (EVENT.has(tokens[i + 1]?.t ?? '') && EVENT_AFTER.has(tokens[i + 2]?.t ?? '') && namesFood(tokens[i]?.t ?? ''))
      used.add(i);
  // ("buffet ki photo kheench ke wife ko bheji": the whole clause is about the picture)
  for (const [start, end] of parts)
    for (let i = Math.max(start, 1); i < end; i++)
      if (PHOTO.has(tokens[i]?.t ?? '') && GENITIVE.has(tokens[i - 1]?.t ?? '') && !eats(start, end))
        for (let k = start; k < end; k++) if (tokens[k]?.kind === 'word') used.add(k);
}
