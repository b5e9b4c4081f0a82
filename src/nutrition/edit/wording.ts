// How people word an edit, brought to the forms the clause readers know before they run:
// mixed numbers ("one and a half", "dedh") as decimals, a mistyped edit word ("remvoe", "dubble")
// as the word, "ek hi tha" as "only ek", and a bare "no," / "sorry," before a correction as
// nothing. Word lists, not food names.
import { styleOf } from './cooking-style';
import { damerau } from '../parse/fuzzy';
import { isNumberWord, numberWordValue } from '../parse/quantity';
import { SIZES } from '../parse/lexicon';

/** A count as typed: digits or a number word of any language the parser counts in. */
export const isCount = (w: string) => /^\d+(?:\.\d+)?$/.test(w) || isNumberWord(w);
/** Kinds a food is said to be of, alone: "lassi meethi nahi thi, namkeen thi". */
const KIND_WORDS = new Set([
  'namkeen',
  'meethi',
  'meetha',
  'sweet',
  'salted',
  'plain',
  'masala',
  'kadak',
  'fika',
  'pheeka',
]);

const AMOUNT_WORD =
  /^(?:a|an|full|half|aadha|aadhi|adha|quarter|big|small|large|medium|bada|badi|bara|chhota|chhoti|chota|choti|plate|bowl|katori|cup|glass|piece|portion|serving)s?$/;
/** "full plate", "2 katori", "a big bowl": words of an amount only, no food. */
const isAmountPhrase = (p: string) =>
  p.split(' ').every((w) => isCount(w) || AMOUNT_WORD.test(w)) &&
  // (with how much or how big: "katori nahi bowl" is the unit the food was in, read elsewhere)
  p.split(' ').some((w) => isCount(w) || !/^(?:a|an|plate|bowl|katori|cup|glass|piece|portion|serving)s?$/.test(w));

const MIXED: [RegExp, string][] = [
  [/\b(?:one|ek|1) and (?:a )?half\b/g, '1.5'],
  [/\b(?:two|do|2) and (?:a )?half\b/g, '2.5'],
  [/\b(?:three|teen|3) and (?:a )?half\b/g, '3.5'],
  [/\b(?:dedh|derh|dedh)\b/g, '1.5'],
  [/\b(?:dhai|dhaai|adhai|adhaai)\b/g, '2.5'],
  [/\b(?:three quarters?|three fourths?|3 quarters?|teen chauthai) (?:of )?/g, '3/4 '],
  [/\b(?:two thirds?|2 thirds?) (?:of )?/g, '2/3 '],
  [/\b(?:a|one) third (?:of )?/g, '1/3 '],
];

/**
 * "one and a half rotis" → "1.5 rotis", "three quarters of it" → "3/4 it"; a correction's "not"
 * kept with its clause ("paneer, not chicken", "fish curry tha, chicken nahi" → "… not chicken").
 */
/**
 * "X nahi tha, Y tha": Y instead of X; or one way of cooking for another when both are ways of
 * cooking ("momos fried nahi the, steamed the": the momos steamed, not fried).
 */
function insteadOf(was: string, is: string): string {
  // ("paalu mein cheeni nahi tha, sugar bina": said twice that it was not there, no swap)
  if (/\b(?:bina|vagar|without|lekunda|no)\b/.test(is)) return `remove ${was}, ${is}`;
  // ("vadai saapdala, adhuku badhila innoru idli": one more of a food already there, and the other not had)
  const more = /^(?:uski jagah |iski jagah |instead )?((?:ek aur|one more|another|1 more) .+)$/.exec(is);
  if (more?.[1]) return `${more[1]}, ${was} nahi khaya`;
  // "full plate nahi, half plate hi khaya": the amount it was, not another food
  if (isAmountPhrase(was) && isAmountPhrase(is)) return `it was ${is}`;
  const style = was.split(' ').at(-1) ?? '';
  // ("chicken fry nahi tha, grill kiya hua tha": the style with its Hindi verb)
  const isStyle = is.replace(/ (?:kiya|kiye|ki|kari|hua|hui|hue|tha|thi|the)(?: (?:hua|hui|hue|tha|thi))?$/, '');
  if (styleOf(isStyle) && styleOf(style)) return `${isStyle} not ${style}`;
  // "lassi meethi nahi thi, namkeen wali thi" (or "namkeen thi"): the other kind of the same food
  const kind = /^(\S+) (?:wali|wala|waali|waala|vali|vala)$/.exec(is)?.[1] ?? (KIND_WORDS.has(is) ? is : undefined);
  const food = was.split(' ')[0];
  if (kind && food && was.includes(' ')) return `${kind} ${food} instead of ${was}`;
  // ("sharbat mein cheeni nahi, gur tha": the cheeni of the sharbat, as "ki jagah" reads it)
  const within = /^(.+?) (?:mein|me|main) (.+)$/.exec(was);
  return within ? `${within[1]} mein ${within[2]} ki jagah ${is}` : `${is} instead of ${was}`;
}

/**
 * "didnt have the papad or the gulab jamun", "remove the pickle and the papad": one removal of
 * each food of the list, as two clauses ("mac and cheese", a name with "and" in it, stays whole).
 */
export function splitRemovedList(text: string, isFoodName: (name: string) => boolean): string {
  return (
    text
      // "plain dosa nahi, rava dosa", "not white rice, brown rice": one food named for another
      // (read from Tamil "adu plain dosa alla, rava dosa"); both must be foods, the second alone
      .replace(
        /^(?:not |no )?([^,;]+?)(?: (?:nahi|nahin|nai|na|not))?, (?:it was |its |it's |but )?([^,;]+?)(?: (?:tha|thi|the|hai|dono|both))*$/,
        (all, was: string, is: string) =>
          /\b(?:nahi|nahin|nai|na|not)$|^(?:not|no) /.test(all.split(',')[0] ?? '') && isFoodName(was) && isFoodName(is)
            ? `${is} instead of ${was}`
            : all,
      )
      .replace(
        /^((?:remove|delete|skip|skipped|drop|cancel|didnt have|did not have|didn't have|didnt eat|did not eat|didn't eat|no)(?: the| my)?) ([^,;]+?) (?:or|and|nor|n|&) (?:the |my )?([^,;]+?)(?=[,;]|$)/,
        (all, verb: string, a: string, b: string) =>
          isFoodName(`${a} and ${b}`) || !isFoodName(a) || !isFoodName(b) ? all : `${verb} ${a}, ${verb} ${b}`,
      )
  );
}

export function normalizeAmountWords(text: string, inEntry: (name: string) => boolean = () => false): string {
  // "brown bread tha yaar, white nahi": a word of address anywhere is nothing to apply
  let s = text
    .replace(/\b(?:yaar|yar|yr|bhai|bro|paaji|paji|veerji|janab|dada)\b\s*/g, '')
    // "ghalati se do plate likh diya, nihari sirf aik plate thi": a clause saying what was typed by
    // mistake is nothing to apply
    .replace(
      /(^|,)\s*(?:galti|galati|ghalati|ghalti|by mistake|mistakenly|accidentally)[^,]*\b(?:likha|likhi|likhe|likh diya|likh di|likh diye|typed|type kiya|type kar diya|wrote|entered)\b[^,]*(?:,|$)/,
      '$1',
    )
    // "galti se 4 likha, 2 roti thi": what was typed by mistake is nothing to apply
    .replace(
      /(?:^|\s)[^\s,]+ (?:likha|likhi|likhe|likh diya|likh di|likh diye|typed|type kiya|type kar diya)(?:,|\s|$)\s*/,
      ' ',
    )
    // "only one glass lassi, typed 2 by mistake": the number typed by mistake, said after
    .replace(/,?\s*(?:i )?(?:typed|wrote|entered|put) \S+(?: by mistake| galti se)?\s*$/, '')
    // "paneer tha, chicken nahi.": the last full stop ends the instruction, not a clause
    .replace(/[.!]+\s*$/, '')
    .replace(/\s+([,;])/g, '$1')
    .trim();
  for (const [re, to] of MIXED) s = s.replace(re, to);
  return (
    s
      // "eggs were fried in butter, not boiled", "paneer was grilled in olive oil": the way it was
      // cooked, and the fat it was cooked in
      .replace(
        /^(?:the |my )?([^,;]+?) (?:was|were|got) (fried|grilled|roasted|baked|sauteed|pan fried|shallow fried|deep fried|air fried|fry kiya|fry kiye) (?:in|with) ([^,;]+?)(?:,? (?:not|instead of) (\S+))?$/,
        (all, food: string, style: string, fat: string, not?: string) =>
          `${food} were ${style}${not ? `, not ${not}` : ''}, made with ${fat}`,
      )
      // "dosa moonu illa, rendu dhaan saapten", "chapati 3 navhtya, 4 hotya" (read: "dosa 3 nahi,
      // 2 hi khaya", "chapati 3 nahi thi, 4 thi"): the food's count was the second, not the first
      .replace(
        // (Gujarati "thepla be nai, chaar khadha hata": "hata", were, after the verb)
        /^(.+?) (\S+) (?:nahi|nahin|nai|na)(?: (?:tha|thi|the))?, (\S+)(?: (?:hi|only))?(?: (?:tha|thi|the|si|khaya|khayi|khaye|piya|liya)){0,2}(?: (?:hata|hati|hatu|hota|hoti|hote))?(?=\.\s|$)/,
        (all, food: string, n: string, m: string) => (isCount(n) && isCount(m) ? `${m} ${food}` : all),
      )
      // "dhokla be plate khadha hata, ek nai": the count it was, then the one denied
      .replace(
        /^(.+?) (\S+)( plate| katori| glass| cup| bowl)? (?:khaya|khayi|khaye|piya|liya|li)(?: (?:hata|hati|hatu|tha|thi|the|si))?, (\S+) (?:nahi|nahin|nai|na|not)$/,
        (all, food: string, m: string, unit: string | undefined, n: string) =>
          isCount(n) && isCount(m) ? `${m}${unit ?? ''} ${food}` : all,
      )
      // "aa nasto nahotu, raat nu jaman hatu" (read: "nashta nahi tha, dinner tha"): the meal it was
      .replace(
        /^(?:ye |yeh |it |this |aa |he )?(?:nashta|breakfast|lunch|dinner|snack) (?:nahi|nahin|nai|na|not)(?: (?:tha|thi|the|was))?,? (?:it was |ye |yeh )?(nashta|breakfast|lunch|dinner|snack)(?: (?:tha|thi|the|was))?$/,
        (all, meal: string) => (meal === 'nashta' ? 'breakfast' : meal),
      )
      // "ye kal subah ka tha, aaj ka nahi": the day it was, not the one denied
      .replace(/,? (?:aaj|today|today's)(?: (?:ka|ki|ke|wala|wali))? (?:nahi|nahin|nai|not)(?: (?:tha|thi|the))?$/, '')
      // "yesterday's dinner not today lunch": the day and meal it was, not the ones denied
      .replace(/,?\s*not (?:today|today's|todays|aaj ka|aaj ki)(?: (?:breakfast|lunch|dinner|snack|nashta))?$/, '')
      .replace(/,\s*(?=not\b)/g, ' ')
      // "…, uski jagah ek aur idli": one more of a food already there, not a swap for it
      .replace(/(^|,\s*)(?:uski|iski|us ki|is ki) jagah (?=(?:ek aur|one more|another|1 more) )/g, '$1')
      // "change quantity to 2", "set servings to 1.5": the amount of the portion
      .replace(
        /^(?:change|set|make|update) (?:the )?(?:quantity|qty|count|number|portion|servings?|amount) (?:to|as) /,
        'make it ',
      )
      // "3 eggs not 2 in the omelette": the count it was, of the food named
      .replace(
        /^(\S+) (.+?) not (\S+)(?: (?:in|of|for) (?:the |my )?.+)?$/,
        (all, n: string, food: string, m: string) => (isCount(n) && isCount(m) ? `${n} ${food}` : all),
      )
      // "half nahi full plate thi": the amount it was, not the one denied
      .replace(
        /^(.+?) (?:nahi|nahin|nai|na|not),? (.+?)(?: (?:hi|only))?(?: (?:tha|thi|the|was|khaya|khayi))?$/,
        (all, was: string, is: string) => (isAmountPhrase(was) && isAmountPhrase(is) ? `it was ${is}` : all),
      )
      // "half plate instead of full plate": the amount it was
      .replace(/^(.+?) instead of (.+)$/, (all, is: string, was: string) =>
        isAmountPhrase(is) && isAmountPhrase(was) ? `it was ${is}` : all,
      )
      // "lassi was salted not sweet": the other kind of the same food
      .replace(
        /^(?:the |my )?(\S+) (?:was|is|tha|thi) (\S+),? (?:not|nahi) (\S+)$/,
        (all, food: string, is: string, was: string) =>
          KIND_WORDS.has(is) && KIND_WORDS.has(was) ? `${is} ${food} instead of ${was} ${food}` : all,
      )
      // "not ketchup, green chutney": the second instead of the first
      .replace(/^(?:it was )?not (.+?), (.+)$/, '$2 instead of $1')
      // "parotta illa, rendu chapathi dhaan" (read: "parotta nahi, rendu chapathi hi"): a counted
      // food instead of the one denied
      .replace(
        /^([^,;]+?) (?:nahi|nahin|nai|na), ((?:\d+|\S+) [^,;]+?)(?: (?:hi|only|tha|thi|the))?$/,
        (all, was: string, is: string) => {
          const [n = '', ...food] = is.split(' ');
          if (!isCount(n) || isCount(was.split(' ').at(-1) ?? '')) return all;
          return `${numberWordValue(n) ?? n} ${food.join(' ')} instead of ${was}`;
        },
      )
      // "chicken nemei, it was fish curry" (read: "chicken nahi, it was …"): the second instead of the first
      .replace(/^([^,;]+?) (?:nahi|nahin|nai|na), (?:it was|its|it's|it is) ([^,;]+)$/, '$2 instead of $1')
      // "take the raita out": out of the meal
      .replace(/^take (?:the |my |that )?([^,;]+?) out(?=[,;]|$)/, 'remove $1')
      // "thepla 4 hata" (Gujarati: there were 4 thepla): the count
      .replace(/^([^,;]+?) (\d+) (?:hata|hati|hatu)(?=[,;]|$)/, '$2 $1')
      // "tran thepla hata, be nahi" (there were 3, not 2): the count said first, in Gujarati or
      // with the count it was not after it; "do roti hata" is Hindi, remove two
      .replace(
        /^(\S+) ([^,;]+?) (?:hata|hati|hatu)(,? (?:\S+ )?(?:nahi|nahin|nai|na))?$/,
        (all, n: string, food: string, not?: string) =>
          isCount(n) && (not || (!/^\d/.test(n) && !HINDI_COUNTS.has(n))) ? `${n} ${food}` : all,
      )
      // "bahut ghee laga tha parathon pe": put on, said before what it was put on
      .replace(
        /^(?:bahut |thoda |thodi |extra )?(.+?) (?:laga|lagaya|lagayi|lagi|dala|daala|dali|daali)(?: tha| thi| the)? (.+?) (?:pe|par|pr|mein|me)$/,
        'add $1 on the $2',
      )
      // "luchi na, kochuri chilo" (after the regional words are read: "luchi nahi, kochuri tha"):
      // the second instead of the first, one correction across the comma
      .replace(
        /^([^,;.]+?) (?:nahi|nahin|nai|na), (?!(?:aur|and|but|par|nahi|nahin|nai|na|bina|without)\b)([^,;.]+?) (?:hi )?(?:(?:khaya|khayi|khaye|piya|liya|dala|daala|dali|daali|lagaya|lagayi) )?(?:tha|thi|the|khaya|khayi|khaye|piya|liya)(?=[,;.]|$)/,
        // ("vada nahi, pongal 2 plate khaya" with both in the entry: two changes, not one food for another)
        (all, was: string, is: string) => (inEntry(was) && inEntry(is) ? `remove ${was}, ${is}` : insteadOf(was, is)),
      )
      // Punjabi "paratha te makhan nahi si" (read: "… nahi tha"): no makhan on the paratha
      .replace(/^(\S+(?: \S+)?) te (\S+(?: \S+)?) (?:nahi|nahin|nai) (?:tha|thi|the)\b/, 'no $2 on the $1')
      // Bengali "luchi na, ruti chhilo 4 te" (read: "luchi na, ruti tha 4 te"): 4 ruti instead of luchi
      .replace(
        /^(\S+(?: \S+)?) na, (\S+(?: \S+)?) (?:tha|thi|the)(?: (\d+)(?: te| ta| ti| to)?)?$/,
        (_all, was: string, is: string, n?: string) => `${n ? `${n} ` : ''}${is} instead of ${was}`,
      )
      // "cheese nahi tha sandwich mein": none of it in that food
      .replace(
        /^(.+?) (?:nahi|nahin|nai) (?:tha|thi|the|dala tha|dali thi|daala tha) (.+?) (?:mein|me|main)\b/,
        'no $1 in the $2',
      )
      // "3 illa, 4 dosai saapten" (read: "3 nahi, 4 dosai khaya"): the second count is the count
      .replace(/^(\d+|\S+) (?:nahi|nahin|nai), (\d+) (.+?)(?: (?:tha|thi|the|khaya|khayi|khaye|piya|liya))?$/, '$2 $3')
      // "2 mudde tinde, ondu alla", "ragi mudde eradu tindidde, ondu alla" (read: "2 mudde khaya,
      // ondu nahi", "ragi mudde 2 khaya, ondu nahi"): the count said first, before or after its food
      .replace(
        /^(.+?) (?:khaya|khayi|khaye|tha|thi|the),? (\S+) (?:nahi|nahin|nai)$/,
        (all, said: string, m: string) => {
          const words = said.split(' ');
          const [first = '', last = ''] = [words[0], words[words.length - 1]];
          if (words.length < 2 || !isCount(m)) return all;
          if (isCount(first)) return said;
          return isCount(last) && !isCount(words[words.length - 2] ?? '')
            ? `${last} ${words.slice(0, -1).join(' ')}`
            : all;
        },
      )
      // "cooked it in very little oil": less of it
      .replace(
        /^(?:made|cooked|fried)(?: it| them)? (?:in|with) (?:very )?(?:little|less|a little|kam|thoda|thode) (.+)$/,
        'less $1',
      )
      // "rotla 3 hata, 2 nai" (Gujarati: were 3, not 2): the count said first
      .replace(/^(.+?) (\d+) hata,? (?:\d+ )?(?:nai|nahi|na)$/, '$2 $1')
      // "anda nahi tha, paneer roll tha": the second instead of the first
      .replace(
        // (also after an earlier clause: "roti 3 tha, aur lassi nahi tha, chai piya tha")
        /(^|[,;] )(?:aur |and )?([^,;.]+?) (?:nahi|nahin|nai|na) (?:tha|thi|the|khaya|khayi|khaye|piya|liya), (?!(?:aur|and|but|par|nahi|nahin|nai|na|bina|without)\b)([^,;.]+?) (?:hi )?(?:(?:khaya|khayi|khaye|piya|liya|dala|daala|dali|daali|lagaya|lagayi) )?(?:tha|thi|the|khaya|khayi|khaye|piya|liya)(?=[,;.]|$)/,
        (all, lead: string, was: string, is: string) =>
          `${lead}${inEntry(was) && inEntry(is) ? `remove ${was}, ${is}` : insteadOf(was, is)}`,
      )
      // "teen nahi, do": one correction, not two clauses
      .replace(/^(\S+) (nahi|nahin|nai), (\S+)((?: tha| thi| the)?)$/, '$1 $2 $3$4')
      // "ek hi tha", "do hi roti thi", "one only": the count alone, as "only …" reads it
      .replace(/(?:\b(?:sirf|bas|just|only) )?\b(ek|one|do|two|teen|three|char|four|\d+) (?:hi|only)\b/g, 'only $1')
      .replace(
        // (the food it was not within one clause: "roti 3 thi, chana aadhi katori, rice nahi liya" is three)
        /^(.+?) (?:tha|thi|the)[,;]? (?!(?:aur|and|but|par|sirf|only) )([^,;]+?) (?:nahi|nahin|nai)(?: (?:tha|thi|the|banaya|banayi|bana|khaya|khayi|liya|li|piya|hai))?$/,
        // (not when the first is itself denied: "butter nahi khaya tha, lassi mein cheeni nahi thi"
        // is two removals)
        // (nor when what it was not is how much: "chawal kam tha yaar, itna nahi khaya")
        (all, was: string, not: string) =>
          /\b(?:nahi|nahin|nai)\b/.test(was) || /^(?:itna|utna|itni|utni|sab|that much|so much)$/.test(not)
            ? all
            : `${was} not ${not}`,
      )
      // "coffee was with skimmed milk (and no sugar)": what that food was made with, as "coffee
      // mein skimmed milk tha" reads it
      // ("it was with oat milk": the meal's own drink made with it)
      .replace(/^(?:it|this|that|they) (?:was|were|is) (?:made )?with (?=\S)/, 'with ')
      // "ghee bina banaya hata", "made without ghee": no ghee in it
      .replace(
        /(^|,\s*)(\S+) (?:bina|vagar|without) (?:banaya|banayi|banaye|bana|bani|banavya|banavyu|kiya|made)(?: (?:tha|thi|the|hata|hati|hatu|gaya|gayi))?(?=,|$)/g,
        '$1no $2',
      )
      // "OJ not there", "papad wasn't there": not had
      .replace(
        /(^|,\s*)(?:n |and )?(?:the )?(\S+(?: \S+)?) (?:not there|wasn't there|wasnt there|was not there|nahi tha wahan)(?=,|$)/g,
        '$1no $2',
      )
      // "sugar bina", "cheeni ke bina": without it, said after
      .replace(/(^|,\s*)(\S+) (?:ke |ki )?(?:bina|vagar|without)(?=,|$)/g, '$1no $2')
      // "omlet 3 egg ka tha", "3 egg omelette tha": the egg dish of that many eggs
      .replace(
        /(^|,\s*)(?:the |my )?(omlet|omelette|omelet|omlette|omlete|bhurji|anda bhurji|egg bhurji) (\d+|two|three|four|five|six) (?:eggs?|ande|anday|anda)(?: (?:ka|ki|ke|wala|wali|wale))?(?: (?:tha|thi|the|was))?(?=,|$)/g,
        '$1$2 was $3 eggs',
      )
      .replace(
        /(^|,\s*)(\d+|two|three|four|five|six) (?:eggs?|ande|anda) (?:ka |ki |wala |wali )?(omlet|omelette|omelet|omlette|omlete|bhurji)(?: (?:tha|thi|the|was))?(?=,|$)/g,
        '$1$3 was $2 eggs',
      )
      // "dal had v less ghee, almost none": less of that in the food named
      .replace(
        /^(?:the |my )?([^,;]+?) had (?:v |very |a bit |bit |a little |slightly )?less ([^,;]+)/,
        'less $2 in the $1',
      )
      // "zyada tel mein bana tha", "made in more oil": more of the fat than the recipe's, as "extra tel"
      .replace(
        /(^|,\s*)(?:(?:made|cooked|bana|bani|bane) (?:in|with|mein) )?(?:bahut |bohot )?(?:zyada|jyada|jada|zada|more) (oil|ghee|butter|tel)(?: (?:mein|me|main) (?:bana|bani|bane|banaya|banayi|pakaya|pakayi))?(?: (?:tha|thi|the|hai|was))?(?=,|$)/g,
        '$1extra $2',
      )
      // "half plate hi tha": the amount it was ("hi", only, said before the verb)
      .replace(/\b(plate|plates|katori|katoris|bowl|bowls|glass|glasses|cup|cups) hi (?=(?:tha|thi|the)\b)/g, '$1 ')
      // "very little oil in it", "bahut kam tel tha": less oil in the food
      .replace(
        /(^|,\s*)(?:(?:with|in|and) )?(?:very |bahut |bohot )?(?:little|kam) (oil|ghee|butter|tel)(?: (?:in|on) (?:it|them|that))?(?: (?:tha|thi|hai|was))?(?=,|$)/g,
        '$1less $2',
      )
      // "make the dosa with less oil", "dosa in less oil": less of a fat, in that food
      .replace(
        /^(?:(?:make|cook|do) )?(?:the |my )?((?:(?!\b(?:it|them|was|were|is|made|cooked|fried|done)\b)[^,;])+?) (?:with|in|using|w) (less|more|extra|no|very little|little) ([^,;]+)$/,
        '$2 $3 in the $1',
      )
      // "latte oat milk se bana tha", Kannada "latte oat milk nalli maadiddu": the drink made with
      // that kind of milk, as "latte mein oat milk tha"
      .replace(
        /^(?:the |my )?([^,;]+?) ((?:oat|almond|soy|soya|skimmed|skim|toned|double toned|full cream|whole|low fat|lactose free|coconut|cashew|rice|a2|buffalo|cow) (?:milk|doodh|dudh|paal|haalu|pal)) (?:(?:se|mein|me|nalli|alli|il|la|lo|diye|dia|thi|nu|ne) (?:bana|banaya|banayi|bani|bane|maadiddu|maadidru|banavyu|banaveli|kelela|keli|chesaru|chesindi|undakki|undakkiyathu|tayyar)|wali|wala|wale|waali|waala)(?: (?:tha|thi|the|hai|aahe|che|si|hoyechhilo))?$/,
        '$1 mein $2 tha',
      )
      // "make the cappuccino with almond milk": the food made with it, as "cappuccino with almond milk"
      .replace(/^(?:make|cook|prepare) (?:the |my )(?!it\b|them\b)([^,;]+?) (?:with|using) (?=\S)/, '$1 with ')
      .replace(/^(?:the |my )?([^,;]+?) (?:was|were) (?:made )?with ([^,;]+?)(?= and | n |$)/, '$1 mein $2 tha')
      // "no butter on top actually": the topping, without where it sat or the "actually"
      .replace(/^((?:no|without|skip|remove|hata do) .+?) on top(?: of (?:it|them|that))?(?: actually)?$/, '$1')
      .replace(/^(.+?),? actually$/, '$1')
      // "naan plain tha, butter wala nahi": the plain one, not the buttered
      .replace(
        /^(\S+(?: \S+)?) plain (?:tha|thi|the), (\S+) (?:wala|wali|wale|waala|waali) (?:nahi|nahin|nai)$/,
        'plain $1 not $2 $1',
      )
      // "jeera rice hata do, uski jagah 3 phulke the": the food said in place of the one removed
      .replace(
        /^(.+?) (?:hata do|hatao|hata diya|remove karo|nikal do), (?:uski|iski|us ki|is ki) (?:jagah|jaga|jagha) (.+?)(?: (?:the|tha|thi|hai|khaye|khaya|liye))*$/,
        '$2 instead of $1',
      )
      // "makhan thoda kam tha, half kar do": the amount said after, not a second change on the first
      .replace(
        /^([^,;]+?) (?:thoda |bahut |a bit |a little )?(?:kam|less|zyada|more) (?:tha|thi|the|hai|was)[,;] (half|aadha|aadhi|double|dugna|quarter)(?: (?:kar do|karo|it|please))?$/,
        '$2 $1',
      )
      // "the upma was made in very little oil": less of that fat, in the food named
      .replace(
        // (", and cooked in less oil", "2 eggs and cooked in less oil": after "and" too)
        /(^|[,;] (?:and |aur |n )?| and )(?:(?:the |my )?([^,;]+?) (?:was|were) )?(?:made|cooked|fried|prepared) (?:in|with) (?:(?:v|very|much|really|bahut) )?(?:little|less|lesser|kam|a little|a bit of) ([^,;]+?)(?=[,;]|$)/g,
        (_all, lead: string, food: string | undefined, fat: string) =>
          `${lead === ' and ' ? ', ' : lead}${food ? `less ${fat} in ${food}` : `less ${fat}`}`,
      )
      // "oats were made in water", "the paratha was cooked in butter": what it was made with
      .replace(
        /^(?:the |my )?(?:[^,;]+?) (?:was|were) (?:made|cooked|fried|prepared) (?:in|with) ([^,;]+)$/,
        'made with $1',
      )
      // "the chana was cooked in loads of oil": more of it than the recipe's
      .replace(
        /^(?:made with) (?:loads of|lots of|a lot of|too much|bahut sara|bahut saara|bahut|extra) (.+)$/,
        'extra $1',
      )
      // "upar makhan vi lagaya si" (read: "upar makhan bhi lagaya tha"): on top, also
      .replace(/^(?:upar|upar se|on top) (.+)$/, '$1')
      // "bohot chhota katora tha", "very small bowl": the size, without the intensifier
      .replace(
        /\b(?:bohot|bahut|bahot|bohat|very|too|kaafi|kafi|really|quite) (?=(?:chhota|chota|chhoti|choti|bada|badi|bara|bari|small|big|large|little|tiny|huge)\b)/g,
        '',
      )
      // "skimmed milk use kiya tha", "used olive oil": what it was made with
      .replace(/^([^,;]+?) (?:use kiya|use kiye|use kari|use kara|istemal kiya)(?: tha| thi| the)?$/, 'made with $1')
      // "butter on top", "cheese on top of it": a topping on the meal
      // (within one clause: the instruction is read whole here, before it is split at commas)
      .replace(/^([^,;]+?) on top(?: of (?:it|that|them|everything))?$/, 'add $1')
      // a topping said with what it was on: "rotis had ghee on them", "roti pe ghee lagaya tha"
      .replace(/^(?:the |my )?([^,;]+?) (?:had|have|has|came with) ([^,;]+?) on (?:them|it|top)$/, 'add $2 on the $1')
      .replace(
        /^(?:the |my )?([^,;]+?) (?:pe|par|pr|mein|me) ([^,;]+?)(?<! (?:nahi|nahin|nai|mat|kam|na)) (?:laga|lagaya|lagayi|lagi|dala|daala|dali|daali)(?: tha| thi| the)?$/,
        'add $2 on the $1',
      )
  );
}

/**
 * The edit's own vocabulary (command verbs and scale words, English and Hindi): a word typed close
 * to one of these ("dubble", "tripple", "haf", "remoov", "delet") is read as it. Words of 4+
 * letters or the 3-letter "half"; never a word the knowledge or the everyday-word list knows.
 */
const EDIT_WORDS = [
  'remove',
  'delete',
  'replace',
  'double',
  'triple',
  'half', // not also "halve": "halfe" would be close to both
  'quarter',
  'twice',
  'thrice',
  'without',
  'change',
  'extra',
  'another',
  'switch',
  'instead',
  'aadha',
  'zyada',
  'forgot',
  'didnt', // "ddnt have the sev"
  // cooking styles: "grilld wings not fried", "boild eggs"
  'grilled',
  'boiled',
  'steamed',
  'roasted',
  'workout',
  // days, mistyped ("wednesdy", "yesterdy")
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'yesterday',
  // meals, mistyped ("brekfast", "dinnr")
  'breakfast',
  'dinner',
];

/** A word's consonants after its first letter, doubled letters once ("dubble" and "double": "dbl"). */
const skeleton = (w: string) =>
  (w[0] ?? '') +
  w
    .slice(1)
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');

function closeTo(typed: string, word: string): boolean {
  if (typed[0] !== word[0] || Math.abs(typed.length - word.length) > 2) return false;
  if (damerau(typed, word) <= 1) return true;
  if (typed.length === word.length && sameLetters(typed, word)) return true;
  // Spelled by ear: the same consonants in the same order ("remoov", "tripal"), 3 or more of them.
  const k = skeleton(typed);
  return k.length >= 3 && k === skeleton(word);
}

/**
 * Each unknown word close to one of the edit's words becomes it ("dubble the dal" → "double the
 * dal", "remoov papad" → "remove papad"). `isKnown` says a word is a word in its own right (an
 * everyday word, a food, a unit): such a word is never changed.
 */
export function fixEditTypos(text: string, isKnown: (word: string) => boolean): string {
  const fix = (w: string): string => {
    if (w.length < 3 || !/^[a-z]+$/.test(w) || EDIT_WORDS.includes(w) || isKnown(w)) return w;
    // "3 parathass", "idliss": a plural typed with one s too many
    // ("mass" is not "mas": the word without its s's must be known too)
    if (w.endsWith('ss') && isKnown(w.slice(0, -1)) && isKnown(w.slice(0, -2))) return w.slice(0, -1);
    const hits = EDIT_WORDS.filter((e) => (e.length >= 4 || e === 'half') && closeTo(w, e));
    return hits.length === 1 ? (hits[0] ?? w) : w;
  };
  // each run of letters on its own ("yestrday," before a comma, "grilld-wings"), not a piece of
  // a word with an apostrophe or a digit ("didn't", "2nd")
  return text.replace(/(?<![a-z0-9'’])[a-z]+(?![a-z0-9'’])/g, fix);
}

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

const INTERJECTION = /^(?:no|nope|nah|nahi|nahin|sorry|oops|oh|ok|okay|wait|hmm|arre|arey|correction|my bad|galti se)$/;

/** "itna nahi khaya", "couldn't eat that much", "not today": how much or when it was not, beside the change that says it. */
const NOT_THAT =
  /^(?:(?:itna|utna|itni|utni|that much|so much|all of it|sab)(?: bhi)? (?:nahi|nahin|nai|na)(?: (?:khaya|khayi|khaye|piya|liya|li|tha|thi))*|(?:i )?(?:couldnt|could not|didnt|did not) (?:eat|finish|have) (?:that much|so much|all of it|it all)|(?:not|nahi|na) (?:today|aaj)|(?:today|aaj)(?: ka| ki| ke)? (?:nahi|nahin|nai|na|not))$/;

/** "same count", "rest same", "baaki sab same": what stays as it was, said beside a change. */
const UNCHANGED =
  /^(?:(?:the )?same|(?:keep )?(?:the )?(?:same )?(?:count|quantity|number|amount|size|portion)s? (?:same|as before|as it was)|(?:keep )?(?:the )?same (?:count|quantity|number|amount|size|portion)s?(?: as before)?|(?:the )?rest (?:is |was )?(?:the )?same|everything else (?:is |was )?(?:the )?same|(?:baaki|baki) (?:sab )?same(?: hai| tha)?)$/;

/** "forgot to add", "i forgot to log this": the clause before the food that was forgotten. */
const FORGOT_ALONE =
  /^(?:i |oh i |sorry i )?forgot to (?:add|log|mention|write|put|enter)(?: (?:it|this|that|one|something))?$/;

/** A clause that is only "no" / "sorry" / "oops" (before a correction) or "same count": nothing to apply. */
export function isInterjection(clause: string): boolean {
  return (
    UNCHANGED.test(clause) ||
    NOT_THAT.test(clause) ||
    FORGOT_ALONE.test(clause) ||
    GAVE_AWAY.test(clause) ||
    clause.split(' ').every((w) => INTERJECTION.test(w))
  );
}

/** "gave the other one to my batting partner": who got the rest, beside the amount kept ("just 1 roll"). */
const GAVE_AWAY =
  /^(?:i )?(?:gave|give|passed|handed|shared)(?: away)? (?:the )?(?:other|rest|remaining|balance|baaki)\b.* to /;

/** Asking nicely or hedging changes nothing: "pls remove rice", "can you double the dal", "i think it was 2". */
const POLITE_START =
  /^(?:(?:please|pls|plz|kindly|can you|could you|can u|could u|would you|i think|i guess|maybe|hey|bro|yaar|ji|sir|ye|yeh|woh|vo|toh|to be honest|actually|actualy|actully|he|eta|idi|te|tey|btw|by the way|fyi) )+/;
const POLITE_END =
  /(?: (?:please|pls|plz|thanks|thank you|bro|yaar|ji|bas|only|hi|actually|actualy|actully|btw|lol|fyi|tho|though|on them|on it|khane ke saath|khane ke sath|khane ke sathe|with the meal|with my meal|yr|ye|yeh|saath mein|sath mein|saath me|sath me|ke saath|uske saath|along with it|with it|isme|ismein|isme bhi|usme|usmein|dono|dono hi|both|both of them))+$/;

/** "no it was paneer", "sorry make it 2": the correction without the word before it. */
const SIZE_WORDS = Object.keys(SIZES).join('|');
const SIZE_NOT_SIZE = new RegExp(
  `^(.+?) (?:the |a )?(${SIZE_WORDS})(?: size| one| wala| wali)? not (?:the |a )?(?:${SIZE_WORDS})(?: size| one)?$`,
);

export function withoutLeadingInterjection(clause: string): string {
  return (
    clause
      .replace(POLITE_START, '')
      .replace(POLITE_END, '')
      // "nahi yaar sirf ek hi khaya tha": "no" before the correction it opens
      .replace(/^(?:nahi|nahin|nai|no|nope) (?=(?:sirf|only|bas|just|actually|it was|tha)\b)/, '')
      // ", te dahi di jagah lassi": "and" in Punjabi, Bengali, Marathi, Gujarati, Odia, Kannada, Telugu
      .replace(/^(?:te|ar|aar|ani|ane|aau|mattu|mariyu) (?=\S+ \S+ \S)/, '')
      // "dose dodda size ittu, normal alla" (read: "dose bada size not normal"): the size it was
      .replace(SIZE_NOT_SIZE, '$1 $2 tha')
      // "baad mein ek glass doodh piya", "later had a banana": eaten after the meal, so with it
      .replace(
        /^(?:baad mein|baad me|later|afterwards|after that|uske baad) (?:i )?(?:had )?(.+?)(?: (?:piya|khaya|khayi|khaye|liya|li|pi))?(?: (?:tha|thi|the))?$/,
        'also had $1',
      )
      // "the shake had 2 scoops", "shake mein 2 scoops the": the amount of what it was made of
      .replace(
        /^(?!(?:also|i|we|you|and|then|aur|n|just|only)\b)(?:it|this|that|(?:(?:the|my|that|this) )?[a-z]+(?: [a-z]+)?) (?:had|has|contained|mein|me|main) ((?:\d|one |two |three |ek |do |teen ).+?)(?: (?:the|tha|thi|hai|dale|daale|dala|daala))?$/,
        '$1',
      )
      // "2 anda bhi the boiled": how they were cooked said after "bhi the", before the food
      .replace(
        /^((?:\d+|\S+) )?(\S+) bhi (tha|thi|the) (boiled|fried|grilled|roasted|steamed|ubla|ubli|uble)$/,
        (all, n: string | undefined, food: string, was: string, style: string) =>
          `${n ?? ''}${style} ${food} bhi ${was}`,
      )
      // "remove the pickle and add 1 banana instead": an addition, the removal said before it
      .replace(/^((?:also )?add .+?) instead$/, '$1')
      // "there were 6 whites": the amount there was
      .replace(/^there (?:were|was|are|is) (?=\S)/, '')
      // "it was only half a plate": the amount it was
      .replace(/^(it was|it's|its|that was|was) (?:only|just|sirf) /, '$1 ')
      // "ghee bina", "ghee ke bagair": without it, said after the food
      .replace(/^(?:the )?([a-z ]+?) (?:ke |ka |ki )?(?:bina|bagair|baghair|begair)$/, 'without $1')
      // "saath mein ek glass doodh bhi piya": "along with it" adds nothing to the clause
      .replace(/^(?:(?:us|is|uske|iske|isi) )?(?:ke )?(?:saath|sath|saath hi|sath hi) (?:mein |me |main )?(?=\S)/, '')
      .replace(
        /^(?:(?:no|nope|nah|naah|nahi|sorry|oops|oh|ok|okay|wait|hmm|arre|arey|correction|my bad|so|but|well|honestly|tbh) )+(?=(?:it|its|it's|i|actually|make|that|they|there|the)\b)/,
        '',
      )
      // "had an apple after", "i had a banana later too": a food eaten besides the meal
      .replace(/^(?:i )?had (.+?) (?:after|afterwards|later|after that|too|as well|also)$/, 'also had $1')
      // "a banana too before squats": when it was eaten is no part of what was added
      .replace(
        /^(.+? (?:too|also|bhi|as well)) (?:before|after|pehle|baad) (?:the |my )?(?:gym|nets|training|squats|workout|run|match|practice|session|game)$/,
        '$1',
      )
      // "took out the onions", "picked out the peanuts": removed
      .replace(/^(?:i |we )?(?:took|taken|picked|take|pick) out (?=\S)/, 'remove ')
  );
}

/**
 * Hindi puts the verb last: "ek roti aur add karo", "papad add kar do", "1 idli jod do" are
 * "add ek roti", "add papad", "add 1 idli" (its "aur" / "bhi" say "more", which adding says), and
 * "1 roti aur do" (give one more) is "add 1 roti".
 */
export function addVerbFirst(clause: string): string {
  return clause.replace(
    /^(?!add )(.+?)(?:(?: (?:aur|bhi|more|extra))? (?:add|jod|jodo|jod do)(?: (?:karo|kar do|kardo|kar dijiye|kijiye|kr do|krdo|kro|do|dijiye))?| aur (?:de do|dedo|do|dena))(?: please)?$/,
    // ("ek aur roti add karo": one more of the food, as "ek aur roti" reads it)
    (all, what: string) =>
      /^\S+ (?:aur|more) \S/.test(what) && isCount(what.split(' ')[0] ?? '') ? what : `add ${what}`,
  );
}

/**
 * A clause no reader understood, said again the way the readers know, or undefined: "lassi
 * namkeen (wali) thi" → "namkeen lassi tha" (the kind said after its food); "chai with oat milk",
 * "chai oat milk wali thi" → "chai mein oat milk tha" (what the food was made with, when no dish
 * has that name); "omelette kal raat khaya" → "kal raat khaya" (when the food was eaten);
 * "rice zyada", "zyada rice" → "more rice".
 */
export function retryWording(clause: string): string | undefined {
  const kind = /^(?:the |my )?(\S+) (\S+)(?: (?:wali|wala|waali|waala|vali|vala))?(?: (?:thi|tha|the|hai|was))?$/.exec(
    clause,
  );
  if (kind?.[1] && kind[2] && KIND_WORDS.has(kind[2])) return `${kind[2]} ${kind[1]} tha`;
  const more =
    /^(?:the |my )?(.+?)(?<!\b(?:thoda|thodi|zara|bahut|bohot)) (?:zyada|jyada|zyaada|jada)(?: (?:tha|thi|the|hai|khaya|liya|li))?$/.exec(
      clause,
    ) ?? /^(?:zyada|jyada|zyaada|jada) (.+?)(?: (?:tha|thi|the|hai|khaya|liya|li))?$/.exec(clause);
  if (more?.[1]) return `more ${more[1]}`;
  const timed =
    /^(?:the |my )?\S+(?: \S+)? ((?:kal|aaj|parso|yesterday|today|tonight|last night|this morning)\b.*)$/.exec(clause);
  if (timed?.[1]) return timed[1];
  const made =
    /^(?:the |my )?(.+?) (?:was |were )?(?:made with|with) (.+)$/.exec(clause) ??
    /^(?:the |my )?(\S+) (.+?) (?:wali|wala|waali|waala|vali|vala)(?: (?:thi|tha|the|hai))?$/.exec(clause);
  return made?.[1] && made[2] ? `${made[1]} mein ${made[2]} tha` : undefined;
}

// Hindi count words: before "hata" they count what to remove ("do roti hata"), not what there was.
const HINDI_COUNTS = new Set([
  'ek',
  'do',
  'teen',
  'tin',
  'char',
  'chaar',
  'paanch',
  'panch',
  'chhe',
  'che',
  'saat',
  'aath',
  'nau',
  'das',
]);
