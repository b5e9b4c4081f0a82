import { describe, expect, it } from 'vitest';
import { normalizeName, singularize } from './normalize';

describe('normalizeName', () => {
  it('lowercases, strips accents and punctuation and collapses spaces', () => {
    expect(normalizeName('  Chapātī,   Aloo-Paratha!! ')).toBe('chapati aloo paratha');
  });
  it('singularises each word, including -ies, -es and irregular plurals', () => {
    expect(normalizeName('Rotis')).toBe('roti');
    expect(normalizeName('idlis')).toBe('idli');
    expect(normalizeName('Potatoes')).toBe('potato');
    expect(normalizeName('curries')).toBe('curry');
    expect(normalizeName('sandwiches')).toBe('sandwich');
    expect(normalizeName("dosa's")).toBe('dosa');
  });
  it('keeps words whose final s is not a plural', () => {
    expect(singularize('chaas')).toBe('chaas');
    expect(normalizeName('glass')).toBe('glass');
    expect(normalizeName('hummus')).toBe('hummus');
  });
  it('turns & into "and" and returns an empty string for punctuation only', () => {
    expect(normalizeName('Bread & Butter')).toBe('bread and butter');
    expect(normalizeName('!!!')).toBe('');
  });
});
