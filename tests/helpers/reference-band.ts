// Tests on the real knowledge base check an estimate against a cited reference (a USDA or INDB
// row, a label) with the product's accuracy band, ±25 % (docs/architecture.md, decision 015),
// instead of pinning the grams the base holds today: a better-sourced row then moves the number
// without breaking tests that are about something else. Exact values stay for what is
// definitional (grams the user stated) and for the small synthetic base of src/nutrition/test-knowledge.ts.
import { expect } from 'vitest';

export const ACCURACY_BAND = 0.25;

/** `actual` lies within ±band of `reference` (the source names the row it comes from). */
export function expectNear(actual: number | undefined, reference: number, source: string, band = ACCURACY_BAND): void {
  const why = `${actual} is not within ±${Math.round(band * 100)} % of ${reference} (${source})`;
  expect(actual, why).toBeTypeOf('number');
  expect(actual!, why).toBeGreaterThanOrEqual(reference * (1 - band));
  expect(actual!, why).toBeLessThanOrEqual(reference * (1 + band));
}
