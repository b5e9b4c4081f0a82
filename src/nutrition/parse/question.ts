// A message that asks about food ("is banana good before a match?", "kitne calories hote hain ek
// samose mein", "rajma chawal raat ko chalega kya?") names foods but logs none, so no meal is
// made of it. A question ends with "?" or opens as one ("how many", "can i", "kitne"), and says
// nothing of having eaten: "had 2 rotis and dal, enough protein?" is still a log.
const QUESTION_OPENING =
  /^(?:how (?:many|much)|kitn[aei]|can (?:i|we|u|you)|could (?:i|we)|should (?:i|we)|is it|is (?:\S+ ){1,3}(?:good|ok|okay|fine|bad|healthy|better|enough)\b|what (?:should|can|is|are|to)|which (?:is|one|of)|kya (?:main|mai|mein|hum|ye|yeh))\b/;
/** Words of having eaten or drunk, in the languages our athletes write. */
const ATE =
  /\b(?:had|ate|eaten|drank|drunk|finished|khaya|khaaya|khayi|khaayi|khaye|khai|piya|pee li|pi li|kha liya|kha li|kha lia|kheyechi|kheyechilam|khelam|saapten|saapitten|sapten|tinna|tinnanu|tinnanu|khadhu|khadha|khalla|khalle)\b/;

/** The message is a question about food, not a log of it. */
export function isFoodQuestion(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!/\?\s*$/.test(t) && !QUESTION_OPENING.test(t)) return false;
  return !ATE.test(t);
}
