import { describe, expect, it } from 'vitest';
import { LOW_INTAKE_NOTE, lowIntakeNote, type LoggedDay } from './low-intake';

const hard = (loggedKcal: number | null): LoggedDay => ({ load: 'heavy', loggedKcal, targetKcal: 4000 });

describe('the low-intake note', () => {
  it('appears after 3 logged hard days under 70 % of the energy target', () => {
    expect(lowIntakeNote([hard(2000), hard(2500), { ...hard(1500), load: 'match' }, hard(4000)])).toBe(LOW_INTAKE_NOTE);
    expect(LOW_INTAKE_NOTE).toContain('sports dietitian');
    expect(LOW_INTAKE_NOTE).not.toMatch(/RED-?S|deficien|disorder/i);
  });

  it('stays away with two such days, days without meals, or light days', () => {
    expect(lowIntakeNote([hard(2000), hard(2500), hard(2900)])).toBeNull(); // 2900 ≥ 70 % of 4000
    expect(lowIntakeNote([hard(2000), hard(2500), hard(null), hard(null)])).toBeNull();
    expect(lowIntakeNote([hard(2000), hard(2500), { load: 'light', loggedKcal: 500, targetKcal: 2500 }])).toBeNull();
  });
});
