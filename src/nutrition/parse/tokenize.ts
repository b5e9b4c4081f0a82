// Text → tokens. One linear pass over characters (no backtracking regular expressions), so a
// hostile 100 KB string costs the same as a long meal. Every later pass works on tokens.

export type TokenKind = 'word' | 'num' | 'sep' | 'dash' | 'colon';

export interface Token {
  /** Lowercased text; for numbers the literal ("1.5", "1/2", "8:30"). */
  t: string;
  kind: TokenKind;
  /** Offsets in the cleaned text, to quote unmatched text back to the user. */
  start: number;
  end: number;
}

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅕': '1/5',
  '⅙': '1/6',
};

/** NFKC, lowercase, vulgar fractions spelled out, control characters to spaces. */
export function cleanText(text: string): string {
  let out = '';
  // 12" (an inch mark after a number): "medium (12") pizza" is a 12 inch pizza, not twelve
  const inches = text.replace(/(\d)\s*(?:"|”|″|'')/g, '$1 inch ');
  for (const ch of inches.normalize('NFKC').toLowerCase()) {
    const frac = VULGAR[ch];
    if (frac) {
      // "1½" reads as "1 1/2"; keep the two numbers apart.
      out += ` ${frac}`;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += '\n';
    else if (code < 32 || code === 127 || (code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029)
      out += ' ';
    else out += ch;
  }
  // NFKC turns "½" into "1⁄2" (fraction slash); treat it as a slash.
  // texting shorthand for "before" ("monster b4 the match"), read before "b4" splits into b and 4
  return (
    out
      .replace(/\u2044/g, '/')
      .replace(/\b([ap])\.m\b\.?/g, '$1m')
      .replace(/\bb4\b/g, 'before')
      // "53.1 in the 400 m hurdles, PB!": a personal best cheered, not peanut butter ("pb toast", "toast with pb!" stay)
      .replace(/(?<!\b(?:with|and|n|some|of|tbsp|spoons?|&|\+) )\bpb(?=\s*!)/g, 'personal best')
      // "200 ml wali bottle", "500 ml ka pack": the size of the container said with "the one of"
      .replace(
        /\b(\d+(?:\.\d+)?) ?(ml|l|ltr|litre|liter|g|gm|gms|gram|grams|kg) (?:wali|wala|wale|waali|waala|ki|ka|ke|da|di|er) (?=(?:bottle|can|pack|packet|glass|cup|tin|box|tetra)s?\b)/g,
        '$1 $2 ',
      )
      // "chhe ande ki safedi": the whites of six eggs ("anday ki zardi", the yolks)
      .replace(
        /\b(\S+) (?:ande|anda|anday|andon|andey) (?:ki|ke|ka) (safedi|safed|safaidi|zardi|zardiyan)\b/g,
        (_, n: string, part: string) => `${n} egg ${part.startsWith('z') ? 'yolks' : 'whites'}`,
      )
      // "4 boiled eggs, threw away 2 of the yolks": that many whole eggs fewer, and their whites
      .replace(
        /\b(\d+) ((?:hard )?(?:boiled |poached |scrambled )?)eggs?\b([^.;|]*?)(?:,? (?:and |n |but )?(?:i )?)(?:threw away|threw out|tossed|discarded|removed|binned|chucked|took out|skipped|left) (?:the )?(\d+)(?: of (?:the|them|those))? (?:egg )?yolks?\b/g,
        (all: string, n: string, kind: string, between: string, m: string) =>
          Number(m) <= Number(n)
            ? `${Number(n) - Number(m) > 0 ? `${Number(n) - Number(m)} ${kind}eggs, ` : ''}${m} ${kind}egg whites${between}`
            : all,
      )
      // "vada pav x2 outside dadar station": the count ends the food's phrase; the place after it
      // is talk, not a food the count could be read before
      .replace(
        /\b([a-z]+) ?[x×] ?(\d{1,2})(?= (?:outside|at|in|near|before|after|from|on|during|between|today|yesterday|post|pre|for|while)\b)/g,
        '$1 x$2,',
      )
      // Bengaluru "by-two coffee": one coffee shared between two, half of it
      .replace(/\b(?:(?:a|one|ek) )?by[- ]?two (?=(?:coffee|chai|tea|kaapi|kapi)\b)/g, 'half ')
      // "whites of 6 eggs": six egg whites; "coffee black": a black coffee
      .replace(
        /\b(whites?|yolks?) of (\d+|two|three|four|five|six|seven|eight|ten) eggs?\b/g,
        (_, part: string, n: string) => `${n} egg ${part.endsWith('s') ? part : `${part}s`}`,
      )
      .replace(/\b(coffee|tea|chai) black\b/g, 'black $1')
      // "a 15 cm sub", "30 cm": lengths in inches, as subs and pizzas are sized
      .replace(/\b(\d{1,2}) ?cm\b/g, (_, n: string) => `${Math.round(Number(n) / 2.54)} inch`)
      // "katla-r jhol": Bengali "of" written on with a hyphen ("lau r bhaat", spaced, is "and")
      .replace(/\b([a-z]{3,})-r\b/g, '$1 er')
      // "3 eggs scrambled in a little oil": the scrambled eggs
      .replace(/\b(eggs?|ande|anda|mutta|motte) scrambled\b/g, 'scrambled eggs')
      // "2 toast / 11am: whey": a slash with spaces round it parts two meals ("1/2", "2/41" keep theirs)
      .replace(/ \/ /g, ' | ')
      // "masoor 60 g (dry wt)", "rice 75 g raw weight": weighed before cooking
      .replace(/\b(?:dry|raw|uncooked) (?:wt|weight)\b/g, 'raw')
      // "2 scoops in a cup", "3 pieces in a box": what the counted food was served in, not a cup of it
      .replace(/\b(\d+ (?:scoops?|pieces?|pcs|slices?|balls?)) in an? (?:cup|bowl|glass|cone|tub|box|plate)\b/g, '$1')
      // "two bhature on the plate": where they lay, not a plate of each
      .replace(/\b(?:on|in) (?:the|my|his|her) (?:plate|thali)\b/g, '')
      // "wow momo at the mall": the chain, not a plate of momos
      .replace(/\bwow[- ]?momos?\b/g, 'wowmomo')
      .replace(/\bpizza[- ]?hut\b/g, 'pizzahut')
      // "10 g protien": the usual slip
      .replace(/\bprot(?:ien|ein|in)s?\b/g, (w) => (w.endsWith('s') ? 'proteins' : 'protein'))
      // Nepali "chha wata momo": six, not a glass of chhaas
      .replace(/\bchha (?=(?:wata|ota|ta|ti|pcs|piece|pieces)\b)/g, '6 ')
      // "cornetto double chocolate": a flavour, not twice the cone
      .replace(/\bdouble (?=(?:chocolate|choco|fudge)\b)/g, '')
      // "180 g cooked wt": weighed as eaten
      .replace(/\bcooked (?:wt|weight)\b/g, 'cooked')
      // "air fryer chicken", "air-fried samosa": one cooking word, not "fried"
      .replace(/\bair[- ]?(?:fried|fryer|fry)\b/g, 'airfried')
      // "4 whites scrambled", "3 whites + 1 whole": counted whites are egg whites (cricket's
      // "whites" are clothes, never counted)
      .replace(/\b(\d+|two|three|four|five|six|seven|eight|ten|twelve) whites\b/g, '$1 egg whites')
      // "a tall glass of lassi" is a glass (a tall latte is Starbucks' 12 oz cup, a size)
      .replace(/\btall (?=glass(?:es)?\b)/g, '')
      // sizes of two words: "2 fun size snickers", "a king-size coke"
      .replace(/\bfun[- ]size(?:d)?\b/g, 'small')
      .replace(/\bking[- ]size(?:d)?\b/g, 'kingsize')
      // "tin wata roti", "tin te luchi": Nepali and Bengali three before a counting word, not a can
      .replace(/\btin (?=(?:wata|ota|ta|te|ti|khana|gota|jon|jana)\b)/g, '3 ')
      // "ate 3 of the 8 momos", "2 of 3 rotis": the count eaten of the food named after it ("2 of its
      // 16 squares", a part of the pieces of the food before, is read with the sharing words)
      .replace(
        /\b(\d+) of (?:the |those |these |its |my )?\d+ (?!(?:squares|pieces|pcs|slices|cubes|bars|fingers|of)\b)(?=[a-z])/g,
        '$1 ',
      )
      // "made upma from 1 cup sooji", "made poha with …": the dish, then what it was made of
      .replace(
        // ("made 3 pesarattu from 100 g green gram": with the count it made)
        /\bmade (\d+ )?(?!(?:it|this|that|them|these|those|some|a|an|the)\b)([a-z]+) (from|with|using|of) /g,
        '$1$2 made $3 ',
      )
      // "w/o sugar", "paratha w/ butter": without, with
      // "sadya lunch → choru, sambar, …", "thali => roti, dal": an arrow heads the list after it
      .replace(/\s*(?:→|⇒|->|=>)\s*/g, ': ')
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/(?=\s|[a-z])/g, 'with ')
  );
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= '\u00e0' && c <= '\u024f') || (c >= '\u0900' && c <= '\u0dff');
const SEPARATORS = new Set([',', ';', '\n', '+', '|', '•', '·', '&', '!', '?']);

export function tokenize(clean: string): Token[] {
  const tokens: Token[] = [];
  const n = clean.length;
  let i = 0;
  while (i < n) {
    const c = clean.charAt(i);
    if (isDigit(c)) {
      let j = i;
      while (j < n && isDigit(clean.charAt(j))) j++;
      // one decimal part, fraction or clock time: "1.5", "1/2", "8:30"
      const mark = clean.charAt(j);
      if ((mark === '.' || mark === '/' || mark === ':') && isDigit(clean.charAt(j + 1))) {
        j++;
        while (j < n && isDigit(clean.charAt(j))) j++;
      }
      tokens.push({ t: clean.slice(i, j), kind: 'num', start: i, end: j });
      i = j;
    } else if (isLetter(c)) {
      let j = i;
      while (
        j < n &&
        (isLetter(clean.charAt(j)) ||
          ((clean.charAt(j) === "'" || clean.charAt(j) === '’') && isLetter(clean.charAt(j + 1))))
      )
        j++;
      // a code of one or two letters glued to digits ("t3", "uk821", "g20", "t20"): a terminal,
      // flight or match, one word and never an amount ("x2" is a multiplier and stays apart)
      if (j - i <= 2 && isDigit(clean.charAt(j)) && clean.slice(i, j) !== 'x') {
        while (j < n && (isDigit(clean.charAt(j)) || isLetter(clean.charAt(j)))) j++;
        tokens.push({ t: clean.slice(i, j), kind: 'word', start: i, end: j });
        i = j;
        continue;
      }
      const word = clean.slice(i, j).replace(/['’]/g, '');
      tokens.push({ t: word, kind: 'word', start: i, end: j });
      i = j;
    } else if (SEPARATORS.has(c)) {
      tokens.push({ t: c === '&' ? 'and' : c, kind: c === '&' ? 'word' : 'sep', start: i, end: i + 1 });
      i++;
    } else if (c === '.') {
      // A full stop ends a sentence; "a.m." is rejoined by the time parser from its letters.
      tokens.push({ t: '.', kind: 'sep', start: i, end: i + 1 });
      i++;
    } else if (c === '-' && isLetter(clean.charAt(i - 1)) && isLetter(clean.charAt(i + 1))) {
      // a hyphen inside a compound ("fat-free", "low-fat", "stir-fried") joins two words; only a
      // dash with a space beside it sets a header apart
      i++;
    } else if ((c === '₹' || c === '$' || c === '€' || c === '£') && isDigit(clean.charAt(i + 1))) {
      // "₹250", "$5": a price, one word and never an amount of food
      let j = i + 1;
      while (j < n && (isDigit(clean.charAt(j)) || clean.charAt(j) === ',' || clean.charAt(j) === '.')) j++;
      tokens.push({ t: clean.slice(i, j), kind: 'word', start: i, end: j });
      i = j;
    } else if (c === '~' && isDigit(clean.charAt(i + 1) === ' ' ? clean.charAt(i + 2) : clean.charAt(i + 1))) {
      // "~400 g": about 400 g, an amount like any other
      i++;
    } else if (c === '-' || c === '–' || c === '—' || c === '~') {
      tokens.push({ t: '-', kind: 'dash', start: i, end: i + 1 });
      i++;
    } else if (c === ':') {
      tokens.push({ t: ':', kind: 'colon', start: i, end: i + 1 });
      i++;
    } else {
      i++;
    }
  }
  return tokens;
}

/**
 * "chai mein cheeni ki jagah gur daala": in a logged meal, Hindi "in place of" is what the food was
 * made with, read as "with gur instead of cheeni" (an edit reads "X ki jagah Y" itself, as a swap).
 */
export function inPlaceOf(text: string): string {
  return text.replace(
    /\b(?:(?:mein|me|main) )?([a-z]+) (?:ki|ke) (?:jagah|jaga|jagha|jageh|badle) ([a-z]+)\b/g,
    'with $2 instead of $1',
  );
}
