// The edit's verbs and function words in the languages our athletes mix into Hinglish (Bengali,
// Odia, Marathi, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Sinhala), rewritten into
// the Hindi or English word the clause readers know: "borhani khai ni" → "borhani nahi khaya",
// "luchi na, kochuri chilo" → "luchi nahi, kochuri tha", "ekta papad add koro" → "ekta papad add
// karo". The words are data (knowledge/language/edit-words.csv), not food names; a phrase is
// replaced only as whole words, longest first. Words that are also foods or common English
// ("pan", "te", "o") are left out there, or kept only in a phrase.
import type { Knowledge } from '../knowledge/knowledge';

/** The instruction with regional edit words as the Hindi or English word the readers know. */
export function translateRegionalEditWords(text: string, knowledge: Knowledge): string {
  const { pattern, means } = knowledge.editWords;
  if (!pattern) return text;
  return (
    text
      // "tea-yil", "coffee-lo", "rice-alli": a case ending joined to an English food by a hyphen
      // (Malayalam, Telugu, Kannada, Tamil "in") is "… mein"
      .replace(/\b([a-z]+)-(?:yil|il|ile|lo|alli|ulla|la)\b/g, '$1 mein')
      .replace(pattern, (w) => means.get(w) ?? w)
      .replace(/ {2,}/g, ' ')
      .replace(/ ([,;.])/g, '$1')
      .trim()
  );
}
