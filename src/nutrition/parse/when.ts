// Date and time words ("yesterday", "last night", "at 8pm", "on monday", "2 days ago",
// "kal raat") found among the tokens. A small hand-written parser instead of chrono-node:
// it knows Hinglish, never mistakes "2 rotis" for a date, and costs microseconds.
import { numberValue } from './quantity';
import type { Token } from './tokenize';

export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

export interface WhenInfo {
  dayOffset?: number;
  weekday?: { day: number; strictlyPast: boolean };
  isoDate?: string;
  time?: { hour: number; minute: number; meridiem: boolean };
  partOfDay?: PartOfDay;
}

const PARTS: Record<string, PartOfDay> = {
  morning: 'morning',
  subah: 'morning',
  subha: 'morning',
  savere: 'morning',
  sawere: 'morning',
  afternoon: 'afternoon',
  noon: 'afternoon',
  dopahar: 'afternoon',
  dophar: 'afternoon',
  dupahar: 'afternoon',
  evening: 'evening',
  shaam: 'evening',
  sham: 'evening',
  night: 'night',
  raat: 'night',
  rat: 'night',
  tonight: 'night',
  midnight: 'night',
};
const OFFSETS: Record<string, number> = {
  yesterday: -1,
  yday: -1,
  yest: -1,
  kal: -1,
  today: 0,
  aaj: 0,
  tonight: 0,
  parso: -2,
  parson: -2,
};

/** Words that make a day word describe the food, not the meal: yesterday's leftovers eaten now. */
const LEFTOVER_WORDS = new Set([
  'bachi',
  'bacha',
  'bache',
  'bachaa',
  'baasi',
  'basi',
  'leftover',
  'leftovers',
  'bacheli',
]);
const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
};
const LEAD = new Set([
  'at',
  'around',
  'about',
  'by',
  'on',
  'this',
  'in',
  'the',
  'during',
  'approx',
  'approximately',
  '@',
]);

const w = (tokens: Token[], i: number): string | undefined => (tokens[i]?.kind === 'word' ? tokens[i]?.t : undefined);

/** Finds date/time expressions; marks their tokens (and leading "at", "on" ...) in `used`. */
export function extractWhen(
  tokens: Token[],
  used: Set<number>,
  isFoodName: (name: string) => boolean = () => false,
): WhenInfo {
  const info: WhenInfo = {};
  const mark = (from: number, to: number) => {
    let s = from;
    while (s > 0 && LEAD.has(w(tokens, s - 1) ?? '') && !used.has(s - 1)) s--;
    for (let k = s; k < to; k++) used.add(k);
  };
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const word = w(tokens, i);
    const tok = tokens[i];
    if (word === 'day' && w(tokens, i + 1) === 'before' && w(tokens, i + 2) === 'yesterday') {
      info.dayOffset ??= -2;
      mark(i, i + 3);
      i += 2;
      continue;
    }
    if (word === 'last' && (w(tokens, i + 1) === 'night' || w(tokens, i + 1) === 'evening')) {
      info.dayOffset ??= -1;
      info.partOfDay ??= w(tokens, i + 1) === 'night' ? 'night' : 'evening';
      mark(i, i + 2);
      i += 1;
      continue;
    }
    // (Tamil "kal dosai" is a stone dosa, not yesterday's: the word begins a food's name)
    // (looked up only for a day word: this loop runs over every token of every entry)
    const named = (): boolean =>
      isFoodName(`${word} ${w(tokens, i + 1) ?? ''}`) ||
      isFoodName(`${word} ${w(tokens, i + 1) ?? ''} ${w(tokens, i + 2) ?? ''}`);
    // ("kal ki bachi hui dal", "kal raat ka baasi chawal": yesterday's leftovers eaten today)
    const leftover = [1, 2, 3, 4].some((k) => LEFTOVER_WORDS.has(w(tokens, i + k) ?? ''));
    if (word !== undefined && OFFSETS[word] !== undefined && !named() && !leftover) {
      info.dayOffset ??= OFFSETS[word];
      if (word === 'tonight') info.partOfDay ??= 'night';
      mark(i, i + 1);
      continue;
    }
    // ("noon chai" is the Kashmiri salt tea, not a midday chai)
    if (word !== undefined && PARTS[word] !== undefined && !named()) {
      // "morning" as a part of the day; "morning snack" keeps "snack" for the meal type.
      info.partOfDay ??= PARTS[word];
      // "raat 11 tay", "subah 7 baje": an hour right after the part of the day is a time, not
      // a count of the food after it
      // (only with a word of the clock after it: "subah 2 paratha" is two parathas)
      const hour = tokens[i + 1]?.kind === 'num' ? numberValue(tokens[i + 1]) : undefined;
      const clockWord = ['baje', 'bje', 'tay', 'tae', 'vajta', 'vajata', 'mani', 'manikku'].includes(
        w(tokens, i + 2) ?? '',
      );
      if (hour !== undefined && clockWord && Number.isInteger(hour) && hour >= 1 && hour <= 12 && !info.time) {
        const pm = PARTS[word] === 'evening' || PARTS[word] === 'night' || PARTS[word] === 'afternoon';
        info.time = { hour: pm && hour < 12 ? hour + 12 : hour, minute: 0, meridiem: true };
        mark(i, i + 3);
        i += 2;
        continue;
      }
      mark(i, i + 1);
      continue;
    }
    if (word !== undefined && WEEKDAYS[word] !== undefined) {
      const prev = w(tokens, i - 1);
      // Bare abbreviations are trusted only after "on"/"last" ("sun dried tomato" is food).
      if (word.length > 4 || prev === 'on' || prev === 'last') {
        info.weekday ??= { day: WEEKDAYS[word] ?? 0, strictlyPast: prev === 'last' };
        mark(prev === 'last' ? i - 1 : i, i + 1);
        continue;
      }
    }
    // "2 days ago", "a day ago", "3 din pehle"
    if (
      (tok?.kind === 'num' || word === 'a' || word === 'one' || word === 'two' || word === 'three') &&
      (w(tokens, i + 1) === 'days' || w(tokens, i + 1) === 'day' || w(tokens, i + 1) === 'din') &&
      (w(tokens, i + 2) === 'ago' ||
        w(tokens, i + 2) === 'pehle' ||
        w(tokens, i + 2) === 'pahle' ||
        w(tokens, i + 2) === 'back')
    ) {
      const n =
        tok?.kind === 'num'
          ? numberValue(tok)
          : ({ a: 1, one: 1, two: 2, three: 3 } as Record<string, number>)[word ?? ''];
      if (n !== undefined && Number.isInteger(n) && n < 400) info.dayOffset ??= -n;
      mark(i, i + 3);
      i += 2;
      continue;
    }
    // 2026-11-20
    if (
      tok?.kind === 'num' &&
      tok.t.length === 4 &&
      tokens[i + 1]?.kind === 'dash' &&
      tokens[i + 2]?.kind === 'num' &&
      tokens[i + 3]?.kind === 'dash' &&
      tokens[i + 4]?.kind === 'num'
    ) {
      const iso = `${tok.t}-${tokens[i + 2]?.t.padStart(2, '0')}-${tokens[i + 4]?.t.padStart(2, '0')}`;
      if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) info.isoDate ??= iso;
      mark(i, i + 5);
      i += 4;
      continue;
    }
    if (tok?.kind === 'num') {
      const t = readTime(tokens, i);
      if (t) {
        info.time ??= t.time;
        mark(i, t.end);
        i = t.end - 1;
      }
    }
  }
  return info;
}

function readTime(tokens: Token[], i: number): { time: NonNullable<WhenInfo['time']>; end: number } | undefined {
  const tok = tokens[i];
  if (!tok) return undefined;
  let hour: number;
  let minute = 0;
  if (tok.t.includes(':')) {
    const [h, m] = tok.t.split(':').map(Number);
    hour = h ?? NaN;
    minute = m ?? NaN;
  } else if (/^\d{1,2}$/.test(tok.t)) hour = Number(tok.t);
  else if (/^\d{1,2}\.\d{2}$/.test(tok.t) && /^(am|pm)$/.test(w(tokens, i + 1) ?? '')) {
    const [h, m] = tok.t.split('.').map(Number);
    hour = h ?? NaN;
    minute = m ?? NaN;
  } else return undefined;
  if (!(hour >= 0 && hour <= 24 && minute >= 0 && minute < 60)) return undefined;
  const next = w(tokens, i + 1);
  if (next === 'am' || next === 'pm') {
    if (hour < 1 || hour > 12) return undefined;
    const h = next === 'pm' ? (hour % 12) + 12 : hour % 12;
    return { time: { hour: h, minute, meridiem: true }, end: i + 2 };
  }
  if (
    next === 'baje' ||
    next === 'bje' ||
    (next === 'o' && w(tokens, i + 2) === 'clock') ||
    next === 'oclock' ||
    next === 'hrs' ||
    next === 'hours'
  ) {
    const end = next === 'o' ? i + 3 : i + 2;
    return { time: { hour: hour % 24, minute, meridiem: hour > 12 || tok.t.includes(':') }, end };
  }
  // A bare number is a time only after "at"/"around"/"@", or when written as a clock (8:30).
  const prev = w(tokens, i - 1);
  const lead = prev === 'at' || prev === 'around' || prev === '@' || prev === 'by';
  if (tok.t.includes(':') || (lead && hour <= 24 && tokens[i + 1]?.kind !== 'num')) {
    return { time: { hour: hour % 24, minute, meridiem: hour > 12 }, end: i + 1 };
  }
  return undefined;
}
