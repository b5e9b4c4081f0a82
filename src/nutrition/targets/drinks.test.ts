import { describe, expect, it } from 'vitest';
import { fixtureKnowledge } from '../test-knowledge';
import { drinkDensities, drinkMl } from './drinks';

describe('millilitres of drink in a meal', () => {
  const knowledge = fixtureKnowledge();
  const drink = knowledge.entries.find((e) => e.role === 'drink' || e.servingClass === 'beverage');
  const food = knowledge.entries.find((e) => e.role !== 'drink' && e.servingClass !== 'beverage');

  it('counts drinks by their density and nothing else', () => {
    expect(drink && food).toBeTruthy();
    const ml = drinkMl(
      [
        { food_id: drink!.id, grams: 250, role: 'item' },
        { food_id: food!.id, grams: 100, role: 'item' },
        { food_id: drink!.id, grams: 50, role: 'removed' },
        { food_id: 'estimate:mystery', grams: 100, role: 'item' },
      ],
      knowledge,
    );
    expect(ml).toBeCloseTo(250 / (drink!.densityGPerMl ?? 1), 5);
  });

  it('lists as data exactly the entries and densities drinkMl counts', () => {
    const densities = drinkDensities(knowledge);
    expect(Object.keys(densities).length).toBeGreaterThan(0);
    for (const entry of knowledge.entries) {
      const ml = drinkMl([{ food_id: entry.id, grams: 100, role: 'item' }], knowledge);
      expect(ml, entry.id).toBeCloseTo(entry.id in densities ? 100 / densities[entry.id]! : 0, 9);
    }
  });
});
