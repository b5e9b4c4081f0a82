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
  [/\b(?:subah|subha|savere|sawere) (?:ka|ke|ki) (?:nashta|nashtaa|naashta|khana|khaana)\b/g, 'breakfast'],
  [/\b(?:shaam|sham) (?:ka|ke|ki) (?:nashta|nashtaa|naashta|chai)\b/g, 'snack'],
];

export function normalizeTimeWords(clause: string): string {
  let s = clause
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
