// Time phrasings people use in an edit, rewritten into the forms the parser's time reader knows
// ("at 7 30 am" → "at 7:30 am", "9 in the morning" → "9 am", "raat ka khana" → "dinner",
// "yesterday's dinner" → "yesterday dinner"). Kept in the edit code: a meal description reads
// these words as part of a sentence, an edit instruction is often only the time.

/** Part-of-day words and the half of the clock they put an hour in. */
const AM_WORDS = 'morning|subah|subha|savere|sawere';
const PM_WORDS = 'afternoon|evening|night|dopahar|dopehar|shaam|sham|raat';

/** "<part of day> ka khana/nashta": the meal a Hindi phrase names. */
const MEAL_PHRASES: [RegExp, string][] = [
  [/\b(?:raat|rat) (?:ka|ke|ki) (?:khana|khaana|bhojan|dinner)\b/g, 'dinner'],
  [/\b(?:din|dopahar|dopehar|dophar) (?:ka|ke|ki) (?:khana|khaana|bhojan|lunch)\b/g, 'lunch'],
  // (with Gujarati and Marathi genitives and evening words: "saanj no naasto", "sandhyakalcha nashta")
  [
    /\b(?:subah|subha|savere|sawere|savar|sakal|sakali) (?:ka|ke|ki|no|nu|ni|cha|chi|che) (?:nashta|nashtaa|naashta|khana|khaana)\b/g,
    'breakfast',
  ],
  [
    /\b(?:shaam|sham|saanj|sanj|sanje|sandhyakal|sandhyakali) (?:ka|ke|ki|no|nu|ni|cha|chi|che) (?:nashta|nashtaa|naashta|chai)\b/g,
    'snack',
  ],
];

export function normalizeTimeWords(clause: string): string {
  let s = clause
    // "it was lunch not breakfast", "dinner tha, lunch nahi": the meal it was, not the one denied
    .replace(
      /^(?:it was |this was |was )?(breakfast|lunch|dinner|snack|brunch)(?: tha| thi)?,? (?:not|nahi|na ki) (?:the )?(?!(?:tha|thi|the|hai)$)\S+$/,
      '$1',
    )
    // "had these yesterday evening as a snack": the time, without the eating
    .replace(/^(?:i )?(?:had|ate|eaten|khaya|khayi|khaye)(?: (?:these|this|it|them|that))? (?=\S)/, '')
    .replace(/\bas (?:a |my )?(breakfast|lunch|dinner|snack|brunch)\b/, '$1')
    // "isko lunch kar do", "dinner mein daal do": the meal it is made
    .replace(
      /^(?:(?:aur|and|n) )?(?:(?:isko|isse|ise|ye|yeh|this|it|make it|make this) )?(breakfast|lunch|dinner|snack|brunch|nashta|pre workout|post workout|pre-workout|post-workout)(?: (?:mein|me|main|ko))? (?:kar do|karo|kardo|kar dijiye|bana do|banao|daal do|dal do|daalo|dalo|rakho|rakh do|shift karo|shift kar do|move karo|move kar do)$/,
      '$1',
    )
    // "gym jaane se pehle khaya tha", "ye gym se pehle liya tha", "nets ke baad": before or after the training
    .replace(/^(?:ye|yeh|ye sab|yeh sab|this|it|isko|aa|ithu) (?=\S+(?: \S+)? (?:se|ke) (?:pehle|baad)\b)/, '')
    .replace(
      /^(.+?) (?:(?:jaane|jane|jaate|jate) se|se|ke) pehle(?: (?:khaya|khayi|khaye|liya|li|piya))?(?: (?:tha|thi|the))?$/,
      'before $1',
    )
    .replace(/^(.+?) ke baad(?: (?:khaya|khayi|khaye|liya|li|piya))?(?: (?:tha|thi|the))?$/, 'after $1')
    // "gym khatam karke liya tha": after the training
    .replace(
      /^(.+?) (?:khatam|khtm|finish|complete) (?:karke|kar ke|krke|hone ke baad|hote hi)(?: (?:khaya|khayi|khaye|liya|li|piya))?(?: (?:tha|thi|the))?$/,
      'after $1',
    )
    // "shift it to yesterday", "move this to lunch": the time or meal it goes to
    .replace(
      /^(?:shift|move|change|put|log|mark|set)(?: it| this| that| the meal| the entry)? (?:to|for|as|on|under|into) (?=(?:yesterday|today|tonight|kal|aaj|parso|last|the |\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|breakfast|lunch|dinner|snack|morning|evening|night|afternoon|pre|post))/,
      '',
    )
    .replace(/\b(yesterday|today|tonight)'?s\b/g, '$1')
    .replace(/\b(?:the )?(?:previous day|day before)\b(?! yesterday)/g, 'yesterday')
    // "7 30 am", "7.30 am" → "7:30 am"
    .replace(/\b(\d{1,2})[ .](\d{2}) ?(am|pm)\b/g, '$1:$2 $3')
    .replace(/\b(\d{1,2}(?::\d{2})?)(am|pm)\b/g, '$1 $2');
  // "9 in the morning", "8:15 at night", "subah 9 baje", "raat 9 baje" → "9 am" / "8:15 pm"
  const clock = '(\\d{1,2}(?::\\d{2})?)(?: (?:o clock|oclock|baje|bje))?';
  s = s
    .replace(new RegExp(`\\b${clock} (?:in the |in |at |of the )?(?:${AM_WORDS})\\b`, 'g'), '$1 am')
    .replace(new RegExp(`\\b${clock} (?:in the |in |at |of the )?(?:${PM_WORDS})\\b`, 'g'), '$1 pm')
    .replace(new RegExp(`\\b(?:${AM_WORDS}) (?:at )?${clock}\\b`, 'g'), '$1 am')
    .replace(new RegExp(`\\b(?:${PM_WORDS}) (?:at )?${clock}\\b`, 'g'), '$1 pm');
  for (const [re, type] of MEAL_PHRASES) s = s.replace(re, type);
  return s;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/**
 * A day of the month ("on the 20th", "20 nov", "nov 20th", "20th of november") as the ISO date
 * the time reader knows: the latest such day on or before `today` (a meal is logged after it was
 * eaten). A bare number needs its ordinal ("on 20th"), so "2 rotis" is never a date.
 */
export function normalizeDates(clause: string, today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const iso = (d: number, m?: number): string | undefined => {
    if (d < 1 || d > 31) return undefined;
    let y = year;
    let mm = m ?? month;
    if (m === undefined && d > day) {
      mm = month === 1 ? 12 : month - 1;
      if (month === 1) y -= 1;
    } else if (m !== undefined && (mm > month || (mm === month && d > day))) y -= 1;
    const date = new Date(Date.UTC(y, mm - 1, d));
    if (date.getUTCMonth() !== mm - 1) return undefined; // 31 nov
    return `${y}-${String(mm).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };
  const monthOf = (w: string) => MONTHS.indexOf(w.slice(0, 3)) + 1;
  return clause
    .replace(
      new RegExp(`\\b(?:the )?${DAY} (?:of )?${MONTH}\\b`, 'g'),
      (all, d: string, m: string) => iso(Number(d), monthOf(m)) ?? all,
    )
    .replace(
      new RegExp(`\\b${MONTH} (?:the )?${DAY}\\b`, 'g'),
      (all, m: string, d: string) => iso(Number(d), monthOf(m)) ?? all,
    )
    .replace(
      /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b(?: (?:of )?(?:this|last) month)?/g,
      (all, d: string) => iso(Number(d)) ?? all,
    );
}
