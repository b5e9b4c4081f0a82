// "I only ate the chicken", "remove everything except the eggs", "sirf dal chawal khaya": the
// food named is all that was eaten of the entry; every other food of it is removed.

const EVERYTHING_EXCEPT =
  /^(?:remove|delete|hata do|hatao|skip)?\s*(?:everything|all|all the rest|the rest|rest of it|sab kuch|sab)\s+(?:except|but|other than|besides|apart from|chhod ke|chhodke|ke alawa|ke alava)\s+(?:the\s+|my\s+)?(.+)$/;
const ONLY_HAD =
  /^(?:i\s+)?(?:only|just)\s+(?:had|ate|eaten|took|drank|finished)\s+(?:the\s+|my\s+)?(.+?)(?:\s+only)?$/;
const HAD_ONLY = /^(?:i\s+)?(?:had|ate)\s+only\s+(?:the\s+|my\s+)?(.+)$/;
const SIRF = /^(?:sirf|bas|only)\s+(.+?)\s+(?:khaya|khayi|khaye|liya|li|piya|pi)(?:\s+(?:tha|thi|the))?$/;

/** The food kept by an "only" clause, or undefined when the clause is not one. */
export function readOnly(clause: string): string | undefined {
  for (const re of [EVERYTHING_EXCEPT, ONLY_HAD, HAD_ONLY, SIRF]) {
    const kept = re.exec(clause)?.[1]?.trim();
    // "only ate half", "i only ate a quater of the pizza": a share of a food, not the food kept
    if (kept && !SHARE.test(kept)) return kept;
  }
  return undefined;
}

const SHARE =
  /^(?:a |an |one |the )?(?:half|halfe|quarter|quater|third|fourth|bit|little|few|some|part|piece|bite|bites|spoon|aadha|aadhi|adha|adhi|thoda|thodi|\d|one|two|three|ek|do|teen)\b/;
