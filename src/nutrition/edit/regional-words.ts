// The edit's verbs and function words in the languages our athletes mix into Hinglish (Bengali,
// Odia, Marathi, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Sinhala), rewritten into
// the Hindi or English word the clause readers know: "borhani khai ni" → "borhani nahi khaya",
// "luchi na, kochuri chilo" → "luchi nahi, kochuri tha", "ekta papad add koro" → "ekta papad add
// karo". The words are data (knowledge/language/edit-words.csv), not food names; a phrase is
// replaced only as whole words, longest first. Words that are also foods or common English
// ("pan", "te", "o") are left out there, or kept only in a phrase.
import type { Knowledge } from '../knowledge/knowledge';
import { damerau } from '../parse/fuzzy';

/**
 * The instruction with regional edit words as the Hindi or English word the readers know. A long
 * word (7 letters or more, as the table's verbs are) that is not a word in its own right (`isKnown`) and is one letter away
 * from regional edit words of one meaning is read as them: these verbs are spelled by ear, and
 * "saaptein", "thindhe" are "saapten", "thindhen" (ate).
 */
export function translateRegionalEditWords(
  text: string,
  knowledge: Knowledge,
  isKnown: (word: string) => boolean = () => true,
): string {
  const { pattern, means } = knowledge.editWords;
  if (!pattern) return text;
  const spelledByEar = (w: string): string => {
    if (w.length < 7 || means.has(w) || isKnown(w)) return w;
    const meanings = new Set<string>();
    for (const [word, meaning] of means)
      if (word.length >= 7 && word[0] === w[0] && !word.includes(' ') && damerau(w, word) <= 1) meanings.add(meaning);
    return meanings.size === 1 ? [...meanings][0]! : w;
  };
  return (
    text
      // "tea-yil", "coffee-lo", "rice-alli": a case ending joined to an English food by a hyphen
      // (Malayalam, Telugu, Kannada, Tamil "in") is "… mein"
      .replace(/\b([a-z]+)-(?:yil|il|ile|lo|alli|ulla|la)\b/g, '$1 mein')
      // (a table word that is also a food, before a possessive, is the food: Kannada "tinde" is
      // ate, Hindi "tinde ki sabzi" is tinda sabzi)
      .replace(pattern, (w: string, at: number, all: string) =>
        /^ (?:ki|ka|ke|di|da|de) /.test(all.slice(at + w.length)) && isKnown(w) ? w : (means.get(w) ?? w),
      )
      .replace(/(?<![a-z0-9'’-])[a-z]+(?![a-z0-9'’-])/g, spelledByEar)
      // Bengali "o" (also) is kept out of the table (it is "and" too, and English "o"); right
      // before the verb it is "also": "ekta rosogolla o kheyechilam" → "… bhi khaya"
      // (and Gujarati "pan", also a betel leaf: "chaas pan pidhi")
      .replace(/\b(?:o|pan) (?=(?:khaya|piya)\b)/g, 'bhi ')
      .replace(/ {2,}/g, ' ')
      .replace(/ ([,;.])/g, '$1')
      .trim()
  );
}
