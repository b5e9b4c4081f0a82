import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../knowledge-file';
import { mealCorpus } from './corpus';
import { STAPLES } from './meal-phrases';
import { spokenNames } from './spoken';

describe('mealCorpus', () => {
  const knowledge = loadKnowledge();

  it('finds every staple among the knowledge base names (a renamed food would silently drop out)', () => {
    const names = new Set(knowledge.entries.flatMap((e) => spokenNames(e.names)));
    expect(STAPLES.filter((s) => !names.has(s))).toEqual([]);
  });

  it('is the same on every run and says amounts with fitting units', () => {
    const a = mealCorpus(knowledge, { size: 2000 });
    expect(mealCorpus(knowledge, { size: 2000 })).toEqual(a);
    const text = a.map((s) => s.join(' '));
    expect(text.some((s) => /\bglass of (lassi|milk|buttermilk|water|orange juice)\b/.test(s))).toBe(true);
    expect(text.some((s) => /\b(two|three|four) (bowls|glasses|plates|katoris) of\b/.test(s))).toBe(true);
    expect(text.some((s) => /\b(two|three|four) (glass|bowl|plate) of\b/.test(s))).toBe(false);
  });
});
