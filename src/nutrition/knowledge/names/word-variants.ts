// Common spellings and misspellings of single words, applied to every name that contains the
// word: "chapati" also indexes "chapatti", "chappati" ...; "paneer tikka" also "panner tikka".
export const WORD_VARIANTS: Record<string, string[]> = {};
