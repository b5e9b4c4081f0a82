// "Makhan paaji ne 10 chakkar lagvaye", "Pappu bhai", "Mishti di", "Bhaji ne keha", "Kulcha
// bowled in tandem": a food word said before a form of address, or as the one who bowled, batted
// or scored, is a person's name, not food; so is one said right after "met", "called" or
// "watched" ("watched Kesari on the flight" is a film). The words are marked used before the
// foods are read.
import { countedBefore } from './verb-homographs';
import type { Token } from './tokenize';

/** Forms of address said after a name, in the languages our athletes write (none is a food). */
const ADDRESS = new Set([
  'paaji',
  'paji',
  'bhai',
  'bhaiya',
  'bhaiyya',
  'bhaisaab',
  'bhaisahab',
  'sir',
  'uncle',
  'aunty',
  'auntie',
  'dada',
  'didi',
  'di',
  'garu',
  'gaaru',
  'saab',
  'sahab',
  'bhau',
  'kaka',
  'chacha',
  'singh',
  'kaur',
  // South Indian elder brother and sister: "Dosa anna naalaiku keeping", "Idli akka"
  'anna',
  'akka',
  'thambi',
  'chechi',
  'chetta',
  'chettan',
  // the Hindi and Punjabi mark of who did something: "Bhaji ne keha", "Makhan ne bola"
  'ne',
]);

/** "wale" between what is sold and the seller ("juice wale bhaiya"). */
const VENDOR_LINKS = new Set(['wala', 'wale', 'wali', 'waala', 'waale', 'waali', 'vala', 'vale', 'vali']);

/** Elder brother and sister in the South Indian languages ("anna" is also rice in Kannada and Telugu). */
const SIBLINGS = new Set(['anna', 'akka', 'thambi', 'chechi', 'chetta', 'chettan']);

/** Verbs whose doer, said just before, is a player: "Kulcha bowled", "Pappu scored 40". */
const PLAYER_VERBS = new Set([
  'bowled',
  'batted',
  'scored',
  'bowls',
  'bats',
  // "Laddu dropped two catches", "Pista selected for the camp": what players do, never a food
  'dropped',
  'caught',
  'selected',
  'debuted',
  'captained',
  'umpired',
  // "Pista will open the batting", "Pista aaj keeping karega": a player's job in the side
  'open',
  'opens',
  'opened',
  'opening',
  'keeping',
  'keeps',
  'kept',
  'batting',
  'bowling',
  'fielding',
  'smashed',
  // "Kaju and Biscuit both picked for the Duleep Trophy"
  'picked',
  // what only a person does: "Makhana called me at 6", "Vada switched to legspin"
  'called',
  'texted',
  'messaged',
  'phoned',
  'pinged',
  'told',
  'asked',
  'shouted',
  'switched',
  'sulking',
  'slept',
  'overslept',
  // "Chikki won the man of the match"
  'won',
]);
/** Words between a player's name and what the player does: "Pista will open", "Pista aaj keeping". */
const BEFORE_PLAYER_VERB = new Set([
  'will',
  'would',
  'is',
  'was',
  'are',
  'were',
  'has',
  'aaj',
  'kal',
  'bhi',
  'also',
  'to',
  // "Momo always bowls a good spell": how often the player does it
  'always',
  'never',
  'usually',
  'again',
  'finally',
  'just',
  'both',
]);
/** "Pista got selected": "got" and what happened to the player. */
const GOT_PLAYER = new Set([
  // "Gulab Jamun got man of the match", "Pista got player of the series"
  'man',
  'player',
  'motm',
  'selected',
  'picked',
  'dropped',
  'injured',
  'out',
  'run',
  'stumped',
  'bowled',
  'caught',
  'fined',
  'benched',
  'subbed',
  'hit',
]);
/** "Pista is out with a strain", "Kaju was injured": what happened to a player, said with is or was. */
const IS_PLAYER = new Set(['out', 'injured', 'dropped', 'selected', 'benched', 'retired']);
/** Hindi "Pista out hua 0 pe", "Kaju out ho gaya": a batter out, said with a form of "to be". */
const BECAME = new Set(['hua', 'hui', 'huwa', 'huya', 'ho', 'hogaya', 'hogya', 'hogayi']);
/** Hindi "Rasgulla aaj hattrick le gaya", "Pista ne 3 wicket liye": a feat, then "took". */
const TOOK_HI = new Set(['le', 'li', 'liye', 'liya', 'lia', 'lie', 'leli', 'lega', 'legaya']);
/** "Laddoo took a hat-trick", "Chikoo bagged 3 wickets": a player's feat after took, bagged or picked. */
const FEAT_VERBS = new Set([
  'took',
  'takes',
  'bagged',
  'picked',
  'claimed',
  'grabbed',
  'hit',
  'smashed',
  'scored',
  'struck',
  'got',
]);
/** What a person misses: "Bhaji missed the team meeting", "Pista missed the bus". */
const MISSED_THINGS = new Set([
  'meeting',
  'bus',
  'flight',
  'train',
  'practice',
  'nets',
  'session',
  'training',
  'catch',
  'chance',
  'call',
  'alarm',
  'match',
  'game',
]);
/** What a person's is, with the possessive's apostrophe lost ("Maggi's flight" reads "maggis flight"). */
const OWNED_AFTER_S = new Set([
  'flight',
  'phone',
  'bat',
  'kit',
  'bike',
  'car',
  'room',
  'knee',
  'shoulder',
  'hamstring',
  'injury',
  'birthday',
  'wedding',
  'innings',
  'spell',
]);
const FEATS = new Set([
  'hat-trick',
  'hattrick',
  'hat',
  'wicket',
  'wickets',
  'wkt',
  'wkts',
  'fifer',
  'fer',
  'catch',
  'catches',
  // "Laddoo took a screamer", "Jalebi got a golden duck"
  'screamer',
  'blinder',
  'stunner',
  'duck',
  'golden',
  // "Samosa hit three sixes", "Pista smashed a ton"
  'six',
  'sixes',
  'four',
  'fours',
  'boundary',
  'boundaries',
  'ton',
  'century',
  'fifty',
]);

/** Verbs whose object, said right after, is a person, a film or a place, never a food. */
const NOT_EATEN_OBJECT_VERBS = new Set([
  'met',
  'called',
  'texted',
  'messaged',
  'watched',
  'visited',
  'rewatched',
  // "mera naam Jalebi pad gaya", "nicknamed Peanut": a name given
  'naam',
  'nickname',
  'nicknamed',
  'named',
  'calls',
  'call',
]);
/**
 * Verbs of calling said after the name they give, in Hindi, Punjabi, Marathi and South Indian word
 * order: "sab Makhan kehnde ne", "usko Pista bulaate hain", "Jalebi antaru".
 */
const CALLED_AFTER = new Set([
  'kehnde',
  'kehndi',
  'kehte',
  'kahte',
  'kehti',
  'bulaate',
  'bulate',
  'bulaati',
  'bolte',
  'mhantat',
  'mhanto',
  'antaru',
  'antaaru',
  'solluvanga',
  'solluvaanga',
  'daake',
  'dake',
]);
/** Gujarati and Hindi words for "a little" or "some" said before a food. */
const LITTLE_BEFORE_FOOD = new Set([
  'thodu',
  'thodo',
  'thodi',
  'thoda',
  'jara',
  'jaraak',
  'thoduk',
  'thodak',
  'saheju',
]);
/** Whom a name is given to: "calls me Jalebi", "called him Laddoo". */
const CALLED_WHOM = ['me', 'him', 'her', 'us', 'them', 'mujhe', 'use', 'usko', 'mereko'];

/** Nouns that say a nickname before them is a pet or a person ("Peanut, my beagle", "Oreo the pup"). */
const WHO_NOUNS = new Set([
  'dog',
  'cat',
  'pup',
  'puppy',
  'beagle',
  'labrador',
  'kitten',
  'pet',
  'parrot',
  'keeper',
  'friend',
  'cousin',
  'brother',
  'sister',
  'teammate',
  'captain',
  'coach',
  'roommate',
]);
/** Hindi "Laddoo ko captain bana diya": a role given to the one named before "ko". */
const ROLE_GIVEN = new Set(['captain', 'vice-captain', 'keeper', 'opener', 'twelfth', '12th', 'man']);
const POSSESSIVE_BEFORE = new Set([
  'my',
  'our',
  'mera',
  'meri',
  'humara',
  'hamara',
  'hamari',
  'humari',
  'apna',
  'apni',
]);
/**
 * "Golgappa ka phone", "Pappu ke cousin", "Laddoo ki shaadi": what a person has, after the Hindi or
 * Punjabi possessive ("aloo ka paratha" names a food after it, and none of these is one).
 */
const GENITIVE = new Set(['ka', 'ke', 'ki', 'da', 'de', 'di']);
const PERSONS_THINGS = new Set([
  'phone',
  'mobile',
  'cousin',
  'bhai',
  'behen',
  'sister',
  'brother',
  'shaadi',
  'wedding',
  'birthday',
  'bday',
  'ghar',
  'room',
  'bat',
  'kit',
  'bike',
  'car',
  'gaadi',
  'mummy',
  'papa',
  'dad',
  'mom',
  'wife',
  'girlfriend',
  'knee',
  'shoulder',
  'hamstring',
  'ankle',
  'injury',
  'score',
  'innings',
  'wicket',
  'century',
  'fifty',
  'dost',
  'family',
  'selection',
  'form',
  'action',
  'average',
  // "Paratha aur Bhatura ki ladai ho gayi"
  'ladai',
  'jhagda',
  'fight',
]);
/** Calls before a name said alone: "Oye Laddoo, kal 6 vaje ground te aa". */
const VOCATIVES = new Set(['oye', 'oy', 'oi', 'arre', 'arey', 'abey', 'abe', 'hey', 'yo', 'aye']);
/** Words after which a name is given: "Jalebi naam isliye pada", "Chikoo nickname", Gujarati "Dhokla kahe che". */
const NAME_WORDS = new Set(['naam', 'nickname', 'nicknamed', 'bulate']);
/** Moods said of a person: "Kaju has been salty all day", "Pista is upset". */
const MOODS = new Set(['salty', 'sad', 'upset', 'angry', 'grumpy', 'moody', 'sulking', 'sick', 'unwell', 'ill']);
/** Coming late, said of a person: "Laddoo aaj fir late aaya". */
const CAME = new Set(['aaya', 'aayi', 'aaye', 'aya', 'ayi', 'came', 'arrived', 'aata', 'aati']);

/** What a bowler bowls: "that spell from Dosa", "a jaffa from Kaju". */
const BOWLED_THINGS = new Set(['spell', 'over', 'overs', 'delivery', 'ball', 'bouncer', 'yorker', 'jaffa', 'beamer']);

/** A player's role: "Rasgulla (our Bengali leggie) took a 5 fer" names the player, bracket or not. */
const ROLE_NOUNS = new Set([
  'leggie',
  'spinner',
  'opener',
  'pacer',
  'bowler',
  'batter',
  'batsman',
  'wicketkeeper',
  'allrounder',
]);

/** "Peanut, my beagle", "Rasmalai (our leggie) took 3", "Rasmalai, our hostel cat", "Oreo the pup", "Dosa is what we call our keeper". */
function namedAsWho(tokens: readonly Token[], i: number): boolean {
  const t = (k: number) => tokens[k]?.t ?? '';
  // ("Rasgulla (hamara keeper)": ours in Hindi too)
  if (t(i + 1) === ',' && POSSESSIVE_BEFORE.has(t(i + 2)))
    return [3, 4, 5].some((k) => WHO_NOUNS.has(t(i + k)) || ROLE_NOUNS.has(t(i + k)));
  if (POSSESSIVE_BEFORE.has(t(i + 1)))
    return [2, 3, 4].some((k) => ROLE_NOUNS.has(t(i + k)) || WHO_NOUNS.has(t(i + k)));
  if (t(i + 1) === 'the' && WHO_NOUNS.has(t(i + 2))) return true;
  if (t(i + 1) === 'ko' && (ROLE_GIVEN.has(t(i + 2)) || ROLE_NOUNS.has(t(i + 2)))) return true;
  if (t(i + 1) === 'is' && t(i + 2) === 'what' && t(i + 3) === 'we' && t(i + 4) === 'call') return true;
  if (GENITIVE.has(t(i + 1)) && PERSONS_THINGS.has(t(i + 2))) return true;
  if (NAME_WORDS.has(t(i + 1))) return true;
  if (t(i + 1) === 'kahe' && (t(i + 2) === 'che' || t(i + 2) === 'chhe')) return true;
  // "Oye Laddoo, …": a call, then the name alone
  const alone = tokens[i + 1] === undefined || tokens[i + 1]?.kind === 'sep';
  if (VOCATIVES.has(t(i - 1)) && alone && (i < 2 || tokens[i - 2]?.kind === 'sep')) return true;
  // ("Kaju has been salty all day"; "the dal was salty" is the dal: a name takes no article, and a
  // food can be salty, so "salty" counts only after "has been")
  const moody =
    (['has', 'had'].includes(t(i + 1)) && t(i + 2) === 'been' && MOODS.has(t(i + 3))) ||
    (['is', 'was'].includes(t(i + 1)) && MOODS.has(t(i + 2)) && t(i + 2) !== 'salty');
  if (moody && !['the', 'my', 'this', 'that'].includes(t(i - 1))) return true;
  // ("Laddoo aaj fir late aaya": late, then came, within a few words)
  const late = [1, 2, 3].find((k) => t(i + k) === 'late');
  if (late !== undefined && CAME.has(t(i + late + 1))) return true;
  // "that spell from Dosa", "an over from Pista": the bowler of it
  if (t(i - 1) === 'from' && BOWLED_THINGS.has(t(i - 2))) return true;
  // "Upma just got his first call-up": what a person gets is his or hers
  const got = t(i + 1) === 'got' ? i + 2 : BEFORE_PLAYER_VERB.has(t(i + 1)) && t(i + 2) === 'got' ? i + 3 : -1;
  if (got > 0 && ['his', 'her', 'their'].includes(t(got))) return true;
  // "Naan and Kulcha both arrived late for warm-ups": a person late for something
  if ([1, 2].some((k) => CAME.has(t(i + k)) && t(i + k + 1) === 'late' && t(i + k + 2) === 'for')) return true;
  // "Kaju ran himself out"
  if (['ran', 'run'].includes(t(i + 1)) && ['himself', 'herself', 'out'].includes(t(i + 2))) return true;
  // "Pista late for the bus again": late said of a person
  if (t(i + 1) === 'late' && ['for', 'again', 'today', 'aaj', 'phir', 'fir', 'as', 'by'].includes(t(i + 2)))
    return true;
  // "Bhaji missed the team meeting"
  if (t(i + 1) === 'missed' && [2, 3, 4].some((k) => MISSED_THINGS.has(t(i + k)))) return true;
  // "maggis flight": a name's possessive with its apostrophe lost
  if (t(i).endsWith('s') && OWNED_AFTER_S.has(t(i + 1))) return true;
  // "Rasgulla sulking since he got dropped"
  if (MOODS.has(t(i + 1)) && t(i + 1) !== 'salty' && t(i + 1) !== 'sick' && i === 0) return true;
  // "Laddoo 67 not out": a batter's score
  if (tokens[i + 1]?.kind === 'num' && t(i + 2) === 'not' && t(i + 3) === 'out') return true;
  // "humara keeper Laddoo", "our opener Chikoo": the name after a player's role said as ours
  return (ROLE_NOUNS.has(t(i - 1)) || WHO_NOUNS.has(t(i - 1))) && POSSESSIVE_BEFORE.has(t(i - 2));
}

export function markPersonNames(
  tokens: readonly Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
  isUnit: (word: string) => boolean = () => false,
  /** A word that names a food as typed or by a synonym, never by a spelling guess ("sabzi", "bhurji"). */
  namesFood: (word: string) => boolean = isFoodName,
): void {
  markObjectsNotEaten(tokens, used, namesFood);
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]?.kind === 'word' && namedAsWho(tokens, i)) {
      used.add(i);
      // ("Paratha aur Bhatura ki ladai": the two named together at the start of the clause)
      markNamedBefore(tokens, i, used);
      continue;
    }
    if (tokens[i]?.kind !== 'word' || tokens[i + 1]?.kind !== 'word') continue;
    // "juice wale bhaiya", "chai wali aunty": the one who sells it
    if (VENDOR_LINKS.has(tokens[i + 1]?.t ?? '') && ADDRESS.has(tokens[i + 2]?.t ?? '') && tokens[i + 2]?.t !== 'ne') {
      for (const k of [i, i + 1, i + 2]) used.add(k);
      continue;
    }
    if (CALLED_AFTER.has(tokens[i + 1]?.t ?? '')) {
      used.add(i);
      continue;
    }
    if (NOT_EATEN_OBJECT_VERBS.has(tokens[i]?.t ?? '')) {
      // ("my sister's nickname is Jalebi", "naam bhi Pappu hai": the name after "is" or "bhi";
      // "Coach calls me Jalebi": the name after the one it is given to)
      const linking = ['is', 'bhi', 'toh', 'to', 'hai', ...CALLED_WHOM].includes(tokens[i + 1]?.t ?? '');
      used.add(linking && tokens[i + 2]?.kind === 'word' ? i + 2 : i + 1);
      continue;
    }
    const next = tokens[i + 1]?.t ?? '';
    const got = next === 'got' && GOT_PLAYER.has(tokens[i + 2]?.t ?? '');
    const later = BEFORE_PLAYER_VERB.has(next) && PLAYER_VERBS.has(tokens[i + 2]?.t ?? '');
    const happened = (next === 'is' || next === 'was') && IS_PLAYER.has(tokens[i + 2]?.t ?? '');
    const feat =
      (FEAT_VERBS.has(next) && [2, 3, 4].some((k) => FEATS.has(tokens[i + k]?.t ?? ''))) ||
      // ("hat-trick le gaya": the verb a word or two after the feat)
      [1, 2, 3].some(
        (k) => FEATS.has(tokens[i + k]?.t ?? '') && [1, 2, 3].some((j) => TOOK_HI.has(tokens[i + k + j]?.t ?? '')),
      );
    const outHi = next === 'out' && BECAME.has(tokens[i + 2]?.t ?? '');
    if (!ADDRESS.has(next) && !PLAYER_VERBS.has(next) && !got && !later && !happened && !feat && !outHi) continue;
    // (a South Indian "anna" after a linking word, or ending a clause, is the rice: "huruli saaru
    // with anna", "saaru anna, beans palya"; "Dosa anna naalaiku keeping" goes on about the person)
    const clauseEnds =
      tokens[i + 2] === undefined || tokens[i + 2]?.kind !== 'word' || namesFood(tokens[i + 2]?.t ?? '');
    const linked = /^(?:with|w|and|aur|n|plus|ani|mattu|um|tho|oda|saath|saathe|kooda)$/.test(tokens[i]?.t ?? '');
    if (SIBLINGS.has(next) && (clauseEnds || linked)) continue;
    // (not "2 paratha bhai", "2 katori daal di" or Gujarati "char dhokla ne be glass chaas",
    // where "ne" is "and": a count or a unit before it makes the word food)
    if (countedBefore(tokens, i, isUnit)) continue;
    // (not a food's own name: Punjabi "aloo di sabzi", "makki di roti")
    const said = (n: number) =>
      tokens
        .slice(i, i + n)
        .map((t) => t.t)
        .join(' ');
    // ("kuchalakki anna mattu saaru": "anna" is the rice of a name of two words)
    if (isFoodName(said(2)) || isFoodName(said(3)) || isFoodName(said(4))) continue;
    // (nor Gujarati "dal-bhaat ne 4 rotli", "thepla ne chaa": "ne" is "and" before a count or a food)
    const counted =
      tokens[i + 2]?.kind === 'num' && (isFoodName(tokens[i + 3]?.t ?? '') || isUnit(tokens[i + 3]?.t ?? ''));
    // ("3 methi thepla ne thodu chhundo": "ne" before "a little" of a food)
    const little = LITTLE_BEFORE_FOOD.has(tokens[i + 2]?.t ?? '') && namesFood(tokens[i + 3]?.t ?? '');
    if (next === 'ne' && (counted || little || namesFood(tokens[i + 2]?.t ?? ''))) continue;
    // (nor "gobhi di sabzi", "paneer di bhurji": Punjabi "of" before a dish, not "didi")
    if (['di', 'da', 'de'].includes(next) && namesFood(tokens[i + 2]?.t ?? '')) continue;
    used.add(i);
    if (ADDRESS.has(next)) used.add(i + 1);
    // ("Gulab Jamun got man of the match": a name of two words)
    if (i >= 1 && tokens[i - 1]?.kind === 'word' && isFoodName(`${tokens[i - 1]?.t ?? ''} ${tokens[i]?.t ?? ''}`))
      used.add(i - 1);
    // ("Kaju and Biscuit both picked": the player named before "and" at the start of the clause)
    markNamedBefore(tokens, i, used);
  }
}

/** Verbs of naming whose name comes after the one named: "nicknamed the new kid Laddu". */
const NAMING = new Set(['nicknamed', 'nickname', 'named', 'calls', 'called', 'call']);
/** Words that open the one named: "the new kid", "my roommate". */
const NAMED_ONE_OPENERS = new Set(['the', 'my', 'our', 'his', 'her', 'this', 'that', 'a', 'their']);
/**
 * Verbs said after what was watched or lit (Hindi, Bengali, Tamil, Telugu word order): "Kesari
 * dekhi kal raat" (the film), "anaar aur chakri jalaye" (the fireworks).
 */
const WATCHED_OR_LIT_AFTER = new Set([
  // "pani puri ka thela dikha": seen
  'dikha',
  'dikhi',
  'dikhe',
  'dekhi',
  'dekha',
  'dekhe',
  'dekhli',
  'dekhla',
  'dekhlam',
  'dekhechi',
  'paathen',
  'paatha',
  'chusa',
  'chusanu',
  'chusam',
  'jalaye',
  'jalaya',
  'jalayi',
  'jalaaye',
  'phode',
  'phodi',
  'phoda',
  'fodi',
  'fode',
]);
/** Verbs of rubbing something on the body: what they are done "with" is not eaten. */
const RUBBED = new Set(['massaged', 'massage', 'massaging', 'rubbed', 'malish', 'maalish', 'applied']);

/**
 * Objects of verbs that are not eating: a name given after the one named ("nicknamed the new kid
 * Laddu"), a film watched or fireworks lit, said before the verb ("Kesari dekhi", "anaar aur chakri
 * jalaye"), and an oil rubbed in ("massaged my calves with coconut oil").
 */
function markObjectsNotEaten(tokens: readonly Token[], used: Set<number>, namesFood: (w: string) => boolean): void {
  // the food words of up to four words before `i`, back to the clause's start
  const markFoodBefore = (i: number) => {
    for (let k = i - 1; k >= Math.max(0, i - 4) && tokens[k]?.kind === 'word'; k--)
      if (namesFood(tokens[k]?.t ?? '')) used.add(k);
  };
  const clauseEnd = (from: number) => {
    let k = from;
    while (k < tokens.length && tokens[k]?.kind !== 'sep' && !['because', 'coz', 'since'].includes(tokens[k]?.t ?? ''))
      k++;
    return k;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]?.t ?? '';
    if (NAMING.has(t) && NAMED_ONE_OPENERS.has(tokens[i + 1]?.t ?? '')) {
      const end = Math.min(clauseEnd(i + 1), i + 7);
      for (let k = i + 2; k < end; k++) if (tokens[k]?.kind === 'word' && namesFood(tokens[k]?.t ?? '')) used.add(k);
    } else if (WATCHED_OR_LIT_AFTER.has(t)) {
      // (back to the clause's start, over at most four words: the thing watched or lit, and "aur")
      markFoodBefore(i);
    } else if (
      t === 'is' &&
      tokens[i + 1]?.t === 'what' &&
      [tokens[i + 2]?.t, tokens[i + 3]?.t].some((w) => w === 'call' || w === 'calls')
    ) {
      // ("Naan bread is what they call me": a nickname, back to the clause's start)
      markFoodBefore(i);
    } else if (t === 'ran' && tokens[i + 1]?.t === 'out' && tokens[i + 2]?.t === 'of') {
      // ("the mess ran out of paneer": what was not there to eat)
      const end = clauseEnd(i + 3);
      for (let k = i + 3; k < end; k++) if (tokens[k]?.kind === 'word') used.add(k);
    } else if (RUBBED.has(t)) {
      const end = clauseEnd(i + 1);
      const withAt = tokens.findIndex((x, k) => k > i && k < end && x.t === 'with');
      if (withAt > 0) for (let k = withAt + 1; k < end; k++) if (tokens[k]?.kind === 'word') used.add(k);
    }
  }
}

/** The name before "and" at the start of a clause, said together with the person at `i`. */
function markNamedBefore(tokens: readonly Token[], i: number, used: Set<number>): void {
  const before = i - 2;
  if (
    before >= 0 &&
    ['and', '&', 'aur', 'n'].includes(tokens[i - 1]?.t ?? '') &&
    tokens[before]?.kind === 'word' &&
    (before === 0 || tokens[before - 1]?.kind === 'sep')
  )
    used.add(before);
}
