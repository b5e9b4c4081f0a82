// "a 1 litre bottle of chaas split between 4 of us", "large pizza shared with 2 friends",
// "shared it with my brother": what was shared is the speaker's share of it. Read from the words
// after "split"/"shared"/"divided" (a count of people, or one other person), before the foods
// are read, so the words are not left over as talk.
import { readAmount } from './quantity';
import type { Token } from './tokenize';

const SHARE_VERBS = new Set(['split', 'shared', 'share', 'sharing', 'divided', 'baanta', 'banta', 'baanti']);
/** Verbs of sharing said after the people, as Hindi and Bengali put them ("4 logon mein baant ke", "6 jon e bhag kore"). */
const SHARE_AFTER = new Set([
  'baant',
  'bant',
  'baanta',
  'banta',
  'baanti',
  'bhag',
  'bhaag',
  'bhaga',
  'share',
  'split',
  // "8 jon mile khelam", "4 log mil ke piye": had it together; "4 jon e sesh korlam": finished it
  'sesh',
  'shesh',
  'khatam',
  'mile',
  'milke',
  'mil',
]);
const PEOPLE_AFTER = new Set([
  // Telugu "4 mandi" (four people)
  'mandi',
  'jon',
  'jan',
  'jana',
  'jone',
  'log',
  'logon',
  'loga',
  'dost',
  'doston',
  'friends',
  'people',
  'bande',
  'bandon',
  'bando',
  // "me n 3 teammates split it evenly"
  'teammates',
  'mates',
  'guys',
  'boys',
  'roommates',
  'of us',
]);
/** "6 bandon mein", "4 logon mein": among the people, said without a verb of sharing. */
const AMONG_AFTER = new Set(['mein', 'me', 'main', 'madhe', 'ma', 'vachche', 'vachhe', 'vache', 'vacche', 'madhye']);
const POSTPOSITIONS = new Set(['e', 'mein', 'me', 'main', 'madhe', 'ma', 'la', 'ke', 'mil']);
const VERB_TAILS = new Set([
  // Telugu "share chesamu" (we shared)
  'chesamu',
  'chesam',
  'chesaru',
  'kore',
  'karke',
  'ke',
  'kar',
  'korlam',
  'korechi',
  'kiya',
  'kari',
  'kiye',
  'liya',
  'khelam',
]);
const AMONG = new Set(['between', 'among', 'amongst', 'in', 'into', 'with', 'w', 'by', 'mein', 'me']);
const PEOPLE = new Set([
  'of',
  'us',
  'people',
  'persons',
  'friends',
  'others',
  'mates',
  'teammates',
  'roomies',
  'roomie',
  'roommates',
  'guys',
  'log',
  'dost',
  'ways',
]);
const ONE_OTHER = new Set([
  'my',
  'a',
  'friend',
  'brother',
  'sister',
  'bro',
  'roommate',
  'teammate',
  'roomie',
  'wife',
  'husband',
  'partner',
  'mom',
  'dad',
  'buddy',
  'bhai',
]);
const SELF = new Set(['me', 'myself', 'mujh', 'mere']);
const AND = new Set(['and', 'n', '&', 'aur', 'or']);
const FILLER = new Set(['it', 'them', 'that', 'this', 'the', 'whole', 'thing', 'equally']);

/** The speaker's share and where the phrase starts, or undefined. Marks the phrase's tokens used. */
/** "went halves on a pizza", "aadha aadha kiya": shared by two, said as halves. */
const HALVES = [
  ['went', 'halves'],
  ['go', 'halves'],
  ['going', 'halves'],
  ['halfsies'],
  ['aadha', 'aadha'],
  ['adha', 'adha'],
  ['aadhi', 'aadhi'],
  ['half', 'half', 'kiya'],
];

export function readShared(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const halves = HALVES.find((h) => h.every((w, k) => tokens[i + k]?.t === w));
    if (halves) {
      let end = i + halves.length;
      if (tokens[end]?.t === 'on' || tokens[end]?.t === 'of') end++;
      for (let k = i; k < end; k++) used.add(k);
      return { factor: 0.5, at: i };
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (!SHARE_VERBS.has(tokens[i]?.t ?? '')) continue;
    let j = i + 1;
    // ("shared half with my roomie": the half is the same share, said once)
    while (FILLER.has(tokens[j]?.t ?? '') || tokens[j]?.t === 'half') j++;
    // "split 3 ways": three shares
    const ways = readAmount(tokens as Token[], j);
    if (ways && Number.isInteger(ways.value) && ways.value >= 2 && ways.value <= 20 && tokens[ways.end]?.t === 'ways') {
      for (let k = i; k <= ways.end; k++) used.add(k);
      return { factor: 1 / ways.value, at: i };
    }
    // "split a large pizza with 2 friends", "shared 1 kg biryani between 4": what was shared said
    // between the verb and the people (the people's words are marked, the food's are not)
    // ("shared w 2 roomies": "w" is texting for "with")
    const amongAt = (k: number) => (tokens[k]?.t === 'w' ? 'with' : (tokens[k]?.t ?? ''));
    let among = amongAt(j);
    let from = i;
    if (!AMONG.has(among)) {
      const k = [1, 2, 3, 4, 5, 6]
        .map((d) => j + d)
        .find((n) => AMONG.has(tokens[n]?.t ?? '') && tokens[n]?.t !== 'in');
      if (k === undefined || tokens.slice(j, k).some((t) => t.kind === 'sep')) continue;
      used.add(i);
      from = k;
      j = k;
      among = amongAt(j);
    }
    j++;
    // "between me and 3 teammates", "between me n my brother": the others, and the speaker
    const alsoMe = among !== 'with' && SELF.has(tokens[j]?.t ?? '') && AND.has(tokens[j + 1]?.t ?? '');
    if (alsoMe) j += 2;
    const n = tokens[j];
    const amount = readAmount(tokens as Token[], j);
    const count = amount && Number.isInteger(amount.value) ? amount.value : undefined;
    let factor: number | undefined;
    let end = j;
    if (count !== undefined && count >= 1 && count <= 20) {
      // "between 4 (of us)" is four shares; "with 2 friends" is three
      factor = among === 'with' || alsoMe ? 1 / (count + 1) : 1 / count;
      end = amount?.end ?? j + 1;
      while (PEOPLE.has(tokens[end]?.t ?? '')) end++;
    } else if ((among === 'with' || alsoMe) && ONE_OTHER.has(n?.t ?? '')) {
      factor = 0.5;
      end = j;
      while (ONE_OTHER.has(tokens[end]?.t ?? '')) end++;
    }
    if (factor === undefined) {
      if (from !== i) used.delete(i);
      continue;
    }
    for (let k = from; k < end; k++) used.add(k);
    return { factor, at: i };
  }
  return readSharedAfter(tokens, used);
}

/** "Bournville 80 g bar, had 2 of its 16 squares": the part of the pieces it came in. */
function readPartOf(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  for (let i = 0; i + 2 < tokens.length; i++) {
    const part = readAmount(tokens as Token[], i);
    if (!part || tokens[part.end]?.t !== 'of') continue;
    let j = part.end + 1;
    if (['its', 'the', 'those', 'these', 'all'].includes(tokens[j]?.t ?? '')) j++;
    const whole = readAmount(tokens as Token[], j);
    if (!whole || !Number.isInteger(whole.value) || whole.value < 2 || part.value >= whole.value) continue;
    let end = whole.end;
    if (['squares', 'pieces', 'pcs', 'slices', 'cubes', 'bars', 'fingers'].includes(tokens[end]?.t ?? '')) end++;
    // (of the food named before it: "2 of 3 rotis" names its food after, and is two rotis)
    if (tokens[end]?.kind === 'word' || i === 0) continue;
    for (let k = i; k < end; k++) used.add(k);
    return { factor: part.value / whole.value, at: i };
  }
  return undefined;
}

/** "large pizza between 4 of us", "among 3 friends": the people, with no verb of sharing. */
function readBetweenPeople(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (!['between', 'among', 'amongst'].includes(tokens[i]?.t ?? '')) continue;
    let j = i + 1;
    const alsoMe = SELF.has(tokens[j]?.t ?? '') && AND.has(tokens[j + 1]?.t ?? '');
    if (alsoMe) j += 2;
    const amount = readAmount(tokens as Token[], j);
    const count = amount && Number.isInteger(amount.value) ? amount.value + (alsoMe ? 1 : 0) : undefined;
    if (!amount || count === undefined || count < 2 || count > 20) continue;
    // (people must follow the count: "between 4 and 5 pm" is a time)
    let end = amount.end;
    const people = tokens[end]?.t === 'of' ? tokens[end + 1]?.t === 'us' : PEOPLE.has(tokens[end]?.t ?? '');
    if (!people) continue;
    while (PEOPLE.has(tokens[end]?.t ?? '')) end++;
    for (let k = i; k < end; k++) used.add(k);
    return { factor: 1 / count, at: i };
  }
  return undefined;
}

/** "6 jon e bhag kore khelam", "4 logon mein baant ke", "6 bandon mein": the count of people before the verb. */
function readSharedAfter(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  const among =
    readAmongPeople(tokens, used) ??
    readWeAte(tokens, used) ??
    readBetweenPeople(tokens, used) ??
    readPartOf(tokens, used);
  if (among) return among;
  for (let i = 1; i < tokens.length; i++) {
    if (!SHARE_AFTER.has(tokens[i]?.t ?? '')) continue;
    let j = i - 1;
    while (j > 0 && POSTPOSITIONS.has(tokens[j]?.t ?? '')) j--;
    if (!PEOPLE_AFTER.has(tokens[j]?.t ?? '')) continue;
    const people = countOfPeople(tokens, j);
    if (!people) continue;
    // ("me n 3 teammates": the others, and the speaker)
    const withMe = SELF.has(tokens[people.start - 2]?.t ?? '') && AND.has(tokens[people.start - 1]?.t ?? '');
    const start = withMe ? people.start - 2 : people.start;
    const count = withMe ? people.count + 1 : people.count;
    let end = i + 1;
    while (VERB_TAILS.has(tokens[end]?.t ?? '') || FILLER.has(tokens[end]?.t ?? '') || tokens[end]?.t === 'evenly')
      end++;
    for (let k = start; k < end; k++) used.add(k);
    return { factor: 1 / count, at: start };
  }
  return undefined;
}

/** "1 kg karahi 6 bandon mein": a count of people and "among", with no verb of sharing. */
function readAmongPeople(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  for (let j = 1; j + 1 < tokens.length; j++) {
    if (!PEOPLE_AFTER.has(tokens[j]?.t ?? '') || !AMONG_AFTER.has(tokens[j + 1]?.t ?? '')) continue;
    const people = countOfPeople(tokens, j);
    if (!people) continue;
    const { start, count } = people;
    for (let k = start; k <= j + 1; k++) used.add(k);
    return { factor: 1 / count, at: start };
  }
  return undefined;
}

/** The count right before the people word at `peopleAt` ("6 jon", "char log"): 2 to 20 people. */
function countOfPeople(tokens: readonly Token[], peopleAt: number): { start: number; count: number } | undefined {
  const start = [peopleAt - 1, peopleAt - 2].find((k) => k >= 0 && readAmount(tokens as Token[], k)?.end === peopleAt);
  const amount = start === undefined ? undefined : readAmount(tokens as Token[], start);
  const count = amount && Number.isInteger(amount.value) ? amount.value : undefined;
  return start === undefined || count === undefined || count < 2 || count > 20 ? undefined : { start, count };
}

/** Verbs of eating a thing up together: "4 of us finished it", "3 of us had it". */
const ATE_TOGETHER = new Set([
  'finished',
  'ate',
  'had',
  'shared',
  'split',
  'polished',
  'killed',
  'demolished',
  'wiped',
]);

/** "kwality walls 700 ml tub, 4 of us finished it": a count of us who ate it, the speaker among them. */
function readWeAte(tokens: readonly Token[], used: Set<number>): { factor: number; at: number } | undefined {
  for (let j = 2; j + 1 < tokens.length; j++) {
    if (tokens[j]?.t !== 'us' || tokens[j - 1]?.t !== 'of' || !ATE_TOGETHER.has(tokens[j + 1]?.t ?? '')) continue;
    const people = countOfPeople(tokens, j - 1);
    if (!people) continue;
    let end = j + 2;
    while (FILLER.has(tokens[end]?.t ?? '')) end++;
    for (let k = people.start; k < end; k++) used.add(k);
    return { factor: 1 / people.count, at: people.start };
  }
  return undefined;
}
