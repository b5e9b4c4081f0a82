// The text readers of an edit instruction's clause: each reads one form of instruction ("double
// the dal", "remove the pickle", "brown rice instead of white", "grilled not fried", "make it
// large") into what it names, without looking at the meal. edit.ts applies what they read.
import type { Knowledge, UnitSize } from '../knowledge';
import { readAmountBlock } from '../parse/amount-block';
import { SIZES, USUAL_WORDS } from '../parse/lexicon';
import { tokenize } from '../parse/tokenize';
import { STYLE_PATTERN, styleOf } from './cooking-style';

/** Scale words in English and Hindi ("aadha" = half). */
const SCALE_FACTORS: Record<string, number> = {
  double: 2,
  twice: 2,
  triple: 3,
  thrice: 3,
  half: 0.5,
  halve: 0.5,
  quarter: 0.25,
  aadha: 0.5,
  adha: 0.5,
  aadhi: 0.5,
  adhi: 0.5,
  dugna: 2,
  duguna: 2,
  dogna: 2,
  tigna: 3,
  tiguna: 3,
};

/** "dal double kar do", "the rice half", "the bhindi was only half": the food named before the scale word. */
const SCALE_AFTER = new RegExp(
  `^(?:the\\s+)?(.+?)\\s+(?:ko\\s+|was\\s+|were\\s+|is\\s+)?(?:only\\s+|just\\s+|sirf\\s+)?(${Object.keys(SCALE_FACTORS).join('|')})(?:\\s+(?:kar\\s*do|karo|kar|kardo|kar dijiye|it))?$`,
);

const REMOVE =
  /^(?:remove|delete|drop|without|no|minus|skip|(?:do not|don't|dont) count|ignore|hata do|hatao|hata dijiye|nikal do|nikalo|take out|take off|leave out|hold|cut out|get rid of|forget|bina|i (?:did not|didn't|didnt) (?:have|eat|take)|(?:did not|didn't|didnt) (?:have|eat|take)|there was no|no more|(?:i )?(?:did not|didn't|didnt|never) touch(?:ed)?|left)\s+(?:the\s+|any\s+|my\s+)?(.+)$/;

const ADD =
  /^(?:(?:i |we )?(?:also )?add(?:ed)?|(?:i )?forgot(?: to (?:add|log|mention|write|put|enter))?|(?:you )?missed|with|made with|using|plus|also|extra|and|along with|include|i also had|also had|i also ate|also ate|make it with|made it with|made it in|made them in|made them with|cooked it in|mixed (?:it )?(?:in|with)|shaken (?:in|with)|blended with|cooked in|fried in|made in|in)\s+(?:also\s+|had\s+)?(.+)$/;

const REPLACE_INSTEAD = /^(?:make it\s+|it was\s+|change (?:it )?to\s+)?(.+?)\s+instead of\s+(.+)$/;

/** "3/4", "1/3" before a scale's food: a fraction of it. */
const FRACTION = /^(\d)\/(\d)$/;

export function readScale(text: string): { factor: number; word: string; name: string } | undefined {
  const multiple = readMultiple(text);
  if (multiple) return multiple;
  const words = text.split(' ');
  const first = words[0] ?? '';
  const frac = FRACTION.exec(first);
  if (frac && Number(frac[2]) > 0) {
    const name = words
      .slice(1)
      .join(' ')
      .replace(/^(?:the|of the|of|my)\s+/, '')
      .trim();
    return { factor: Number(frac[1]) / Number(frac[2]), word: first, name };
  }
  // (a mistyped scale word was already read as it, by fixEditTypos, which never changes a food: "kadhi" is not "aadhi")
  const fixed = Object.keys(SCALE_FACTORS).find((w) => w === first);
  if (fixed) {
    const name = words
      .slice(1)
      .join(' ')
      .replace(/^(?:the|of the|of|my)\s+/, '')
      .replace(/\s+(?:portion|serving|quantity|amount)$/, '')
      // "aadha kar do", "double karo": the Hindi verb after the scale word names no food
      .replace(/(?:^|\s+)(?:kar do|karo|kardo|kar dijiye|kar|kijiye|please|tha|thi)$/, '')
      // ("aadha plate hi khaya": what was eaten, the verb names no food)
      .replace(/(?:^|\s+)(?:hi\s+)?(?:khaya|khayi|khaye|piya|pi|liya|li|ate|had|eaten)(?:\s+(?:tha|thi|the))?$/, '')
      .trim();
    return { factor: SCALE_FACTORS[fixed] ?? 1, word: fixed, name };
  }
  const after = SCALE_AFTER.exec(text);
  if (after?.[1] && after[2]) return { factor: SCALE_FACTORS[after[2]] ?? 1, word: after[2], name: after[1] };
  return undefined;
}

/**
 * A factor said as a multiple or a percentage: "1.5x", "x2", "2 times the rice", "3 guna",
 * "50% less", "20 % more dal", "twice as much", "half as much rice".
 */
export function readMultiple(text: string): { factor: number; word: string; name: string } | undefined {
  const rest = (name?: string) => (name ?? '').replace(/^(?:the|of the|of|my)\s+/, '').trim();
  const times = /^(?:x ?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) ?(?:x|times|guna))(?: (.+))?$/.exec(text);
  const factor = Number(times?.[1] ?? times?.[2]);
  if (times && factor > 0 && factor <= 10) return { factor, word: `×${factor}`, name: rest(times[3]) };
  const pct = /^(\d{1,2}(?:\.\d+)?) ?% (less|kam|fewer|more|zyada|extra)(?: (.+))?$/.exec(text);
  if (pct?.[1] && pct[2]) {
    const p = Number(pct[1]) / 100;
    const f = /^(?:less|kam|fewer)$/.test(pct[2]) ? 1 - p : 1 + p;
    return { factor: f, word: `${pct[1]} % ${pct[2]}`, name: rest(pct[3]) };
  }
  const much = /^(twice|double|thrice|triple|half) as much(?: (.+))?$/.exec(text);
  if (much?.[1]) return { factor: SCALE_FACTORS[much[1]] ?? 1, word: much[1], name: rest(much[2]) };
  return undefined;
}

/** Hindi verbs and auxiliaries after "nahi": "tha", "liya", "khayi thi", "dala tha". */
const HINDI_VERBS =
  /^(?:tha|thi|the|hai|hain|liya|li|le|khaya|khayi|khaye|piya|pi|piye|dala|daala|dali|daali|lagaya|lagayi|lagaye|laga|lagi|banaya|banayi|bana|mila|mili|kiya|ki)(?: .*)?$/;

export function readReplace(
  text: string,
): { from: string; to: string; explicit: boolean; loose?: boolean; within?: string } | undefined {
  const inst = REPLACE_INSTEAD.exec(text);
  if (inst) return { to: inst[1] ?? '', from: inst[2] ?? '', explicit: true };
  // ("change rotis to 3" is an amount, read below)
  const repl =
    /^(?:replace|replce|repalce|swap|change|switch)\s+(?:the\s+)?(.+?)\s+(?:with|for|to|into)\s+(?!\d+(?:\.\d+)?$)(.+)$/.exec(
      text,
    );
  if (repl) return { from: repl[1] ?? '', to: repl[2] ?? '', explicit: true };
  const jagah =
    /^(.+?)\s+(?:ki|ke)\s+(?:jagah|jaga|jgah|jagha|jageh|badle)\s+(.+?)(?:\s+(?:piya|pi|khaya|khayi|liya|li))?(?:\s+(?:tha|thi|the|hai|le lo|lo|kar do))?$/.exec(
      text,
    );
  // "coffee mein sugar ki jagah stevia": the sugar of the coffee
  const within = /^(.+?) (?:mein|me|main) (.+)$/.exec(jagah?.[1] ?? '');
  if (jagah && within) return { from: within[2] ?? '', to: jagah[2] ?? '', explicit: true, within: within[1] };
  if (jagah) return { from: jagah[1] ?? '', to: jagah[2] ?? '', explicit: true };
  // "rice ko roti kar do", "rice ko brown rice se badlo": X made into Y
  const ko =
    /^(?:the\s+)?(.+?)\s+ko\s+(.+?)\s+(?:kar do|karo|kardo|kar dijiye|banao|bana do|se badlo|se badal do|se replace karo|mein badlo|mein badal do)$/.exec(
      text,
    );
  if (ko?.[1] && ko[2]) return { from: ko[1], to: ko[2], explicit: true };
  // "rice brown kar do", "roti missi karo": the food made into its kind the word names
  const kind = /^(?:the\s+)?(\S+)\s+(?!\d)(\S+)\s+(?:kar do|karo|kardo|kar dijiye|banao|bana do)$/.exec(text);
  const verb = /^(?:skip|remove|delete|cancel|add|hata|kam|zyada|extra|less|more|minus|plus|count|include|exclude)$/;
  if (kind?.[1] && kind[2] && !(kind[2] in SCALE_FACTORS) && !SIZE_WORD.test(kind[2]) && !verb.test(kind[2]))
    return { from: kind[1], to: `${kind[2]} ${kind[1]}`, explicit: false, loose: true };
  // "rotis not parathas", "it was mutton not chicken": both must be foods, the second one in the meal.
  const not = /^(?:it was |it's |its |actually |make it |make them |they were )?(.+?) (?:not|na ki) (.+)$/.exec(text);
  // ("the eggs were not boiled": how they were not cooked, read with the cooking styles)
  if (not?.[1] && / (?:was|were|is|are|tha|thi|the)$/.test(not[1])) return undefined;
  // "gur wali chai not cheeni": the gur, of the chai
  const own = (to: string) => to.replace(/^(.+?) (?:wali|wala|waali|waala|vali|vala) .+$/, '$1');
  if (not?.[1] && not[2]) return { from: not[2], to: own(not[1]), explicit: false, loose: true };
  // Hindi puts the denied word first: "sambar nahi rasam tha" is rasam, not sambar.
  // ("chutney nahi thi", "nahi liya tha": a verb after "nahi" denies the food, read as a removal)
  const nahi = /^(?:actually )?(.+?) (?:nahi|nahin|nai) (.+?)(?: (?:tha|thi|the|hai))?$/.exec(text);
  if (nahi?.[1] && nahi[2] && !HINDI_VERBS.test(nahi[2]))
    return { from: nahi[1], to: nahi[2], explicit: false, loose: true };
  // "rice was brown rice", "the dal was moong dal": both foods, the first one in the meal
  const was =
    /^(?:the |my )?(?!(?:it|that|this|they|these|those|ye|yeh|wo|woh)\b)(.+?) (?:was|were|is|are) (?:actually |really )?(?:an? )?(?!\d)(.+)$/.exec(
      text,
    );
  if (
    was?.[1] &&
    was[2] &&
    !SIZE_WORD.test(was[2]) &&
    !/^(?:only|just|sirf|half|double|not|no|less|more|extra|too)\b/.test(was[2]) &&
    // ("the upma was made in very little oil": how it was cooked, not another food)
    !/^(?:made|cooked|fried|prepared|done|baked|roasted|grilled|boiled|steamed|served|tempered)\b/.test(was[2])
  )
    return { from: was[1], to: was[2], explicit: false, loose: true };
  const use =
    /^(?:make it|make them|make these|make that|use|used|switch to|change to|it was|they were|was)\s+(?!a\b|an\b|\d|with\b|less\b|more\b|extra\b|no\b)(.+)$/.exec(
      text,
    );
  if (use) return { from: '', to: use[1] ?? '', explicit: false };
  // "toned milk instead", "make it an omelette" (a food, not "a large glass": that is an amount)
  const alone =
    /^(?:make it |it was |actually )?(?:an? )?(.+?) instead$/.exec(text) ?? /^(?:make it|it was) an? (.+)$/.exec(text);
  if (alone?.[1] && !SIZE_WORD.test(alone[1])) return { from: '', to: alone[1], explicit: false };
  // "make the parathas rotis": both must be foods, the first one in the meal.
  const into = /^(?:make|turn|change) (?:the |my )?(.+?) (?:into |to )?(?!\d)(.+)$/.exec(text);
  // ("make the cappuccino with almond milk": what it is made with, not a food it becomes)
  if (into?.[1] && into[2] && !SIZE_WORD.test(into[2]) && !/^(?:with|w|in|using)\b/.test(into[2]))
    return { from: into[1], to: into[2], explicit: false, loose: true };
  return undefined;
}

/** What to remove, and the food it comes out of when one is named ("no sugar in the chai", "chai without sugar"). */
export function readRemove(text: string): { name: string; scope?: string } | undefined {
  const read = readRemoval(text);
  // "remove one naan": a count less (readDelta), not the whole food
  if (read && /^(?:one|ek|1|two|2|do|a single) \S/.test(read.name)) return undefined;
  // "aaj ka nahi" (not today's): a day denied, not a food
  if (read && /^(?:aaj|today|kal|yesterday|parso|abhi|now)(?: (?:ka|ki|ke|wala|wali|ko))?$/.test(read.name))
    return undefined;
  return read;
}

function readRemoval(text: string): { name: string; scope?: string } | undefined {
  const within = /^(.+?)\s+(?:without|with no|bina|minus|but no)\s+(?:the\s+|any\s+)?(.+)$/.exec(text);
  if (within?.[1] && within[2] && !REMOVE.test(text)) return { name: within[2], scope: within[1] };
  const rem = REMOVE.exec(text);
  if (rem?.[1]) {
    // "no sugar added", "remove the papad please": the words after the food name nothing
    // ("bina ghee de banaya": made without ghee, the verb after the food names nothing)
    const name = rem[1]
      .replace(
        /\s+(?:(?:de|ke|ki|ka|da|di)\s+)?(?:banaya|banayi|banaye|bana|bani|pakaya|pakayi)(?:\s+(?:tha|thi|si))?$/,
        '',
      )
      .replace(/\s+(?:added|please|at all|bhi|tha|thi)$/, '');
    const inside = /^(.+?)\s+(?:in|from|of|on)\s+(?:the\s+|my\s+)?(.+)$/.exec(name);
    if (inside?.[1] && inside[2]) return { name: inside[1], scope: inside[2] };
    // ("remove paalu mein cheeni": the food before a Hindi, Telugu or Gujarati "in" holds the other)
    const held = /^(.+?) (?:mein|me|main|ma|lo|la) (.+)$/.exec(name);
    return held?.[1] && held[2] ? { name: held[2], scope: held[1] } : { name };
  }
  const after =
    /^(?:the\s+)?(.+?)\s+(?:hata do|hatao|hata|hata dijiye|mat daalo|mat dalo|mat dena|mat do|nahi|nahin|nai|nikal do|nikalo|remove|mat|skip|nahi tha|nahi thi|nahi khaya|nahi khayi|nahi khaye|nahi liya|nahi li|nahi piya|nahi pi|nahi piye|nahi pee|nahi dala|nahi dali|nahi daala|nahi daali|nahi lagaya|nahi lagayi|nahi laga|nahi lagi|skip kiya|skip kiya tha|skip kar diya|skip kari|cancel|hatana|mat count karo|mat gino|count mat karo|(?:remove|skip|cancel|delete) (?:karo|kar do|kardo|kar dijiye))(?: (?:tha|thi|the|hai))?$/.exec(
      text,
    );
  if (!after?.[1]) return undefined;
  // "chai mein cheeni nahi thi": the sugar, out of the chai; "roti pe ghee nahi tha": off the roti
  // (Gujarati "ma", Tamil "la", Marathi "madhe" are "in" too: "khichdi ma ghee nahi")
  const inside = /^(.+?) (?:mein|me|main|mai|ma|madhe|la|pe|par|pai|ke upar|upar) (.+)$/.exec(after[1]);
  return inside?.[1] && inside[2] ? { name: inside[2], scope: inside[1] } : { name: after[1] };
}

/**
 * A cooking style named in a clause: the new style, the old one it replaces, and the food when
 * one is named ("grilled not fried", "fried ki jagah grilled", "make the fish grilled").
 */
export function readStyle(said: string): { to?: string; from?: string; name?: string } | undefined {
  const S = STYLE_PATTERN;
  // "oven mein bake kiye the": the vessel or appliance names no food
  const text = said.replace(
    /^(?:(?:in (?:the |an? )?)(?:oven|pan|kadai|kadhai|cooker) |(?:oven|air fryer|airfryer|tawa|tava|grill|pan|kadai|kadhai|cooker) (?:mein|me|pe|par|main) )(?=\S)/,
    '',
  );
  const pick = (to?: string, from?: string, name?: string) => {
    const t = to ? styleOf(to) : undefined;
    const f = from ? styleOf(from) : undefined;
    return (to && !t) || (from && !f) ? undefined : { to: t, from: f, ...(name ? { name } : {}) };
  };
  let m = new RegExp(
    `^(?:make it |it was |change it to |change to |make them |they were |was )?(${S}) (?:not|instead of|rather than|nahi|na ki|and not) (${S})$`,
  ).exec(text);
  if (m) return pick(m[1], m[2]);
  // "grilled wings not fried", "steamed momos instead of fried": the food named between
  m = new RegExp(
    `^(?:make it |it was |they were )?(${S}) (.+?) (?:not|instead of|rather than|nahi|na ki|and not) (${S})$`,
  ).exec(text);
  // ("grill kiya tha, fry nahi" reads "grilled kiya not fried": the verb names no food)
  if (m) return pick(m[1], m[3], /^(?:kiya|kiye|ki|kari|hua|hui|tha|thi|the)$/.test(m[2] ?? '') ? undefined : m[2]);
  m = new RegExp(`^(${S}) (?:ki jagah|ke badle|ke bajaye|ki bajaye) (${S})(?: (?:tha|thi|the|hai|karo|kar do))?$`).exec(
    text,
  );
  if (m) return pick(m[2], m[1]);
  m = new RegExp(`^(?:not|no|nahi) (${S})$`).exec(text);
  if (m) return pick(undefined, m[1]);
  // "fry nahi", "grill kiya tha": the style with a Hindi verb after it
  // ("tale hue nahi": not fried, with the participle's "hue")
  m = new RegExp(`^(${S})(?: (?:hue|hua|hui|huye))? (?:nahi|nahin|nai|not)(?: (?:tha|thi|the|kiya|kiye))?$`).exec(text);
  if (m) return pick(undefined, m[1]);
  m = new RegExp(
    `^(?:(?:oven|air fryer|airfryer|tawa|tava|grill|pan|kadai|kadhai|cooker) (?:mein|me|pe|par|main) )?(${S}) (?:kiya|kiye|ki|kari|kara|karke)(?: (?:tha|thi|the|hai|gaya|gayi))?$`,
  ).exec(text);
  if (m) return pick(m[1]);
  m = new RegExp(
    `^(?:make it|it was|change it to|change to|make them|they were|these were|those were|it is|its|it's|was|were)? ?(${S})(?: (?:wale|wala|wali|waale|waala|waali))?(?: (?:tha|thi|the|hai|kar do|karo|banao|instead))?$`,
  ).exec(text);
  if (m) return pick(m[1]);
  // "the eggs were not boiled", "fried them in butter": the style it was not, the style done to them
  m = new RegExp(`^(?:the |my )?(.+?) (?:was|were|is|are) not (${S})$`).exec(text);
  if (m) return pick(undefined, m[2], m[1]);
  m = new RegExp(`^(${S}) (?:it|them|those|these)(?: in .+)?$`).exec(text);
  if (m) return pick(m[1]);
  // "make the eggs boiled instead of fried"
  m = new RegExp(`^(?:make|change) (?:the |my )?(.+?) (?:to )?(${S}) (?:not|instead of|rather than) (${S})$`).exec(
    text,
  );
  if (m) return pick(m[2], m[3], m[1]);
  // "samosa air fryer me bane the", "the fish was done in the oven": the appliance it was made in
  m = new RegExp(
    `^(?:the |my )?(.+?) (?:((?:was|were) (?:made|cooked|done) in (?:the |an? )?)|)(${S}|oven)(?: (mein|me|main|pe|par|in))?(?: (?:bane|bana|bani|banaye|banaya|banayi|kiye|kiya|made|cooked|done))?(?: (?:the|tha|thi|hai))?(?:,? (?:not|nahi) (${S}))?$`,
  ).exec(text);
  const inAppliance = m !== null && (m[2] !== undefined || m[4] !== undefined);
  if (m && inAppliance && !/^(?:make|change|it|they)\b|\b(?:not|instead|nahi)\b/.test(m[1] ?? ''))
    return pick(m[3] === 'oven' ? 'baked' : m[3], m[5], m[1]);
  m = new RegExp(`^(?:make|change) (?:the |my )?(.+?) (?:to )?(${S})(?: instead)?$`).exec(text);
  if (m) return pick(m[2], undefined, m[1]);
  m = new RegExp(`^(?:the |my )?(.+?) (?:was|were|is|are|should be) (${S})(?: (?:not|instead of) (${S}))?$`).exec(text);
  if (m) return pick(m[2], m[3], m[1]);
  m = new RegExp(`^(?:the |my )?(.+?) (${S}) (?:tha|thi|the|hai|kar do|karo|banao)$`).exec(text);
  if (m) return pick(m[2], undefined, m[1]);
  // "air fryer wale samose the", "tawa wali roti thi": the style, a linking word, the food
  m = new RegExp(
    `^(?:in (?:the |an? )?)?(${S}) (?:wale|wala|wali|waale|waala|waali|mein|me) (.+?)(?: (?:the|tha|thi|hai|banaye|banaya|banayi|kiye|kiya|bane|bani))?$`,
  ).exec(text);
  if (m) return pick(m[1], undefined, m[2]);
  // "samose air fryer wale the": the food, then its style with a linking word
  m = new RegExp(
    `^(?:the |my )?(.+?) (${S}) (?:wale|wala|wali|waale|waala|waali)(?: (?:the|tha|thi|hai))?(?: (?:not|nahi) (${S})(?: (?:hue|hua|hui))?)?$`,
  ).exec(text);
  if (m) return pick(m[2], m[3], m[1]);
  return undefined;
}

export function readAdd(text: string): string | undefined {
  const add = ADD.exec(text) ?? /^aur\s+(?!.*\b(?:sirf|only|just)\b)(.+)$/.exec(text);
  if (add?.[1]) return add[1].replace(/^(?:extra|some|a little|a bit of|thoda|thodi|more|the|my)\s+/, '');
  const bhi =
    /^(.+?)\s+(?:bhi|aur|more|also|extra|too|as well)(?:\s+(?:dala|daala|dali|daali|laga|lagi|lage|lagaya|lagayi|mila|milaya|add karo|add kar do|add|daal do|dal do|dalo|daalo|le lo|lo|karo))?(?:\s+(?:khaya|khayi|khaye|liya|li|piya|pi))?(?:\s+(?:tha|thi|the|hai|had|please))?$/.exec(
      text,
    );
  if (bhi?.[1]) return bhi[1];
  // "honey dala tha", "butter lagaya tha": something was put in or on ("nahi dala tha": nothing was)
  const put = /^(.+?)\s+(?:dala|daala|dali|daali|lagaya|lagayi|milaya|add kiya|add ki)(?:\s+(?:tha|thi|the))?$/.exec(
    text,
  )?.[1];
  // ("makhan nai lagaya si": nothing was put)
  return put && !/(?:^|\s)(?:nahi|nahin|nai|not|no|mat)$/.test(put) ? put : undefined;
}

const SIZE_PATTERN = Object.keys(SIZES).join('|');

const SIZE_WORD = new RegExp(`(?:^| )(?:${SIZE_PATTERN})(?: |$)`);

// (up to two: "bada size tha")
const SIZE_FILLER = '(?: (?:one|ones|portion|serving|size|helping|tha|thi|hai|the|kar do|karo|please)){0,2}';

export function readSize(text: string, knowledge: Knowledge): { size: UnitSize; name?: string } | undefined {
  let m = new RegExp(
    `^(?:make it|make that|it was|it's|its|was|actually|change it to|change to|change size to)? ?(?:a |an )?(${SIZE_PATTERN})${SIZE_FILLER}$`,
  ).exec(text);
  const size = (w?: string) => (w ? SIZES[w] : undefined);
  if (m && size(m[1])) return { size: size(m[1]) as UnitSize };
  m = new RegExp(`^(?:make|change) (?:the |my )?(.+?) (?:to )?(?:a |an )?(${SIZE_PATTERN})${SIZE_FILLER}$`).exec(text);
  if (m?.[1] && size(m[2])) return { size: size(m[2]) as UnitSize, name: m[1] };
  // ("the cold coffee was the large one")
  m = new RegExp(`^(?:the |my )?(.+?) (?:was|were|is) (?:a |an |the )?(${SIZE_PATTERN})${SIZE_FILLER}$`).exec(text);
  if (m?.[1] && size(m[2])) return { size: size(m[2]) as UnitSize, name: m[1] };
  // "small portion of rice", "a large helping of the dal": the size of the food named after it
  m = new RegExp(
    `^(?:make it |it was |only |just )?(?:a |an )?(${SIZE_PATTERN}) (?:portion|serving|helping|quantity) of (?:the |my )?(.+)$`,
  ).exec(text);
  if (m?.[2] && size(m[1])) return { size: size(m[1]) as UnitSize, name: m[2] };
  // "large fries", "a small coke": the size before the food
  m = new RegExp(
    `^(?:make it |it was |make the )?(?:a |an )?(${SIZE_PATTERN}) (?!one\\b|portion\\b|serving\\b|size\\b)(.+)$`,
  ).exec(text);
  // ("it was regular full cream milk" is the usual kind of milk, not a medium size of it)
  if (m?.[2] && size(m[1]) && !USUAL_WORDS.has(m[1] ?? '')) return { size: size(m[1]) as UnitSize, name: m[2] };
  // "poha chhota tha", "the rice small": the food named before its size
  m = new RegExp(`^(?:the |my )?(.+?) (${SIZE_PATTERN})(?: size)?(?: (?:tha|thi|the|hai|tha please))$`).exec(text);
  if (m?.[1] && size(m[2])) return { size: size(m[2]) as UnitSize, name: m[1] };
  // "dal ki katori badi thi", "the rice bowl was small": the food's vessel, sized
  m = new RegExp(
    `^(?:the |my )?(.+?) (?:ki |ka |ke )?([a-z]+) (?:was |were |is )?(?:a |an )?(${SIZE_PATTERN})${SIZE_FILLER}$`,
  ).exec(text);
  if (m?.[1] && m[2] && isUnitAlone(m[2], knowledge) && size(m[3])) return { size: size(m[3]) as UnitSize, name: m[1] };
  return undefined;
}

/** A unit named alone ("a plate", "glass", "the bowl"): the portion as logged. */
export function isUnitAlone(name: string, knowledge: Knowledge): boolean {
  const tokens = tokenize(`1 ${name.replace(/^(?:the|my|a|an|of|of the)\s+/, '')}`);
  const block = readAmountBlock(tokens, 0, knowledge);
  return block?.unit !== undefined && block.end === tokens.length;
}
