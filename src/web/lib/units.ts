// The user's unit convention (issue 16): the server keeps kilograms, centimetres and millilitres;
// people read and type kg or lb, cm or ft/in, ml or fl oz.
export type UnitSystem = 'metric' | 'imperial';

const LB_PER_KG = 2.20462;
const CM_PER_IN = 2.54;
const ML_PER_FL_OZ = 29.5735;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function formatWeight(kg: number, units: UnitSystem): string {
  return units === 'imperial' ? `${round1(kg * LB_PER_KG)} lb` : `${round1(kg)} kg`;
}

export const weightUnit = (units: UnitSystem) => (units === 'imperial' ? 'lb' : 'kg');

/** A typed weight in the user's unit, in kilograms (one decimal of a kilogram is enough). */
export function weightToKg(value: number, units: UnitSystem): number {
  return units === 'imperial' ? round1(value / LB_PER_KG) : value;
}

export function kgToInput(kg: number, units: UnitSystem): number {
  return units === 'imperial' ? round1(kg * LB_PER_KG) : round1(kg);
}

export function formatHeight(cm: number, units: UnitSystem): string {
  if (units === 'metric') return `${Math.round(cm)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_IN);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_IN);
}

export function formatFluid(ml: number, units: UnitSystem): string {
  return units === 'imperial' ? `${Math.round(ml / ML_PER_FL_OZ)} fl oz` : `${Math.round(ml)} ml`;
}

export const fluidUnit = (units: UnitSystem) => (units === 'imperial' ? 'fl oz' : 'ml');

/** Millilitres in the user's unit, unrounded (for charts, which round at the label). */
export const mlInUnits = (ml: number, units: UnitSystem): number => (units === 'imperial' ? ml / ML_PER_FL_OZ : ml);

/** A typed amount in the user's unit, in whole millilitres. */
export function fluidToMl(value: number, units: UnitSystem): number {
  return Math.round(units === 'imperial' ? value * ML_PER_FL_OZ : value);
}
