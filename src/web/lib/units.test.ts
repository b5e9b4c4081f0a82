import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  feetInchesToCm,
  fluidToMl,
  formatFluid,
  formatHeight,
  formatWeight,
  weightToKg,
} from './units';

describe('units', () => {
  it('shows kilograms as pounds for an imperial user and reads pounds back as kilograms', () => {
    expect(formatWeight(75, 'metric')).toBe('75 kg');
    expect(formatWeight(75, 'imperial')).toBe('165.3 lb');
    expect(weightToKg(165.3, 'imperial')).toBe(75);
  });

  it('shows centimetres as feet and inches, and back', () => {
    expect(formatHeight(180, 'metric')).toBe('180 cm');
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(formatHeight(180, 'imperial')).toBe('5 ft 11 in');
    expect(feetInchesToCm(5, 11)).toBe(180);
  });

  it('shows millilitres as fluid ounces', () => {
    expect(formatFluid(250, 'metric')).toBe('250 ml');
    expect(formatFluid(500, 'imperial')).toBe('17 fl oz');
    expect(fluidToMl(8, 'imperial')).toBe(237);
  });
});
