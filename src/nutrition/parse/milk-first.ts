// "buffalo milk chai", "full cream haldi milk", "toned milk coffee": a milk named before the
// drink it went into is what the drink was made with, as "chai with buffalo milk" says it. Those
// words are put in that order ("chai with buffalo milk") before anything else is read, so the
// drink is read with its milk swapped, not as a glass of milk beside it. Only for a drink whose
// recipe has milk in it.
import type { Knowledge } from '../knowledge/knowledge';
import type { KnowledgeEntry } from '../knowledge/types';
import { recipeLineEntry } from '../meal';
import { readAmountBlock } from './amount-block';
import type { Token } from './tokenize';

const MILK_WORDS = new Set(['milk', 'doodh', 'dudh', 'paal']);

export function milkBeforeDrink(tokens: Token[], knowledge: Knowledge): Token[] {
  // (only a sentence that says milk: most do not, and the lookups below are per word)
  if (!tokens.some((t) => MILK_WORDS.has(t.t))) return tokens;
  const word = (k: number) => (tokens[k]?.kind === 'word' ? tokens[k]?.t : undefined);
  for (let i = 0; i < tokens.length; i++) {
    for (const kindLen of [2, 1]) {
      const kind = Array.from({ length: kindLen }, (_, k) => word(i + k));
      if (kind.some((w) => w === undefined || MILK_WORDS.has(w))) continue;
      // "buffalo milk chai" names the milk; "full cream haldi milk" leaves it to the drink's name
      const milkSaid = MILK_WORDS.has(word(i + kindLen) ?? '');
      const milk = knowledge.findByName(`${kind.join(' ')} milk`);
      if (!milk || !isMilk(milk)) continue;
      const from = i + kindLen + (milkSaid ? 1 : 0);
      for (const drinkLen of [3, 2, 1]) {
        const words = Array.from({ length: drinkLen }, (_, k) => word(from + k));
        if (words.some((w) => w === undefined)) continue;
        const drink = knowledge.findByName(words.join(' '));
        if (!drink || drink.id === milk.id || !hasMilkLine(drink, knowledge)) continue;
        // (without "milk" said, the drink's own name must say it: "haldi milk", not "haldi")
        if (!milkSaid && !words.some((w) => MILK_WORDS.has(w ?? ''))) continue;
        const kindTokens = tokens.slice(i, i + kindLen);
        const at = tokens[i] as Token;
        const made = (t: string): Token => ({ t, kind: 'word', start: at.start, end: at.start });
        const milkTokens = milkSaid ? tokens.slice(i, from) : [...kindTokens, made('milk')];
        // (a comma after the milk, when more follows: "… with buffalo milk, with sugar" is not a
        // food named "milk with sugar")
        // ("buffalo milk chai 2 cups": the amount after the drink is the drink's, so it goes before it)
        const after = tokens.slice(from + drinkLen);
        const amount = readAmountBlock(after, 0, knowledge);
        const before = amount && amount.end > 0 ? after.slice(0, amount.end) : [];
        const rest = after.slice(before.length);
        const pause: Token[] =
          rest[0]?.kind === 'word' ? [{ t: ',', kind: 'sep', start: at.start, end: at.start }] : [];
        const drinkTokens = tokens.slice(from, from + drinkLen);
        return [...tokens.slice(0, i), ...before, ...drinkTokens, made('with'), ...milkTokens, ...pause, ...rest];
      }
    }
  }
  return tokens;
}

const isMilk = (e: KnowledgeEntry) => e.servingClass === 'beverage' && /\bmilk\b/i.test(e.name);

function hasMilkLine(drink: KnowledgeEntry, knowledge: Knowledge): boolean {
  return (drink.recipe?.ingredients ?? []).some((line) => {
    const e = recipeLineEntry(knowledge, line.ref);
    return e !== undefined && isMilk(e);
  });
}
