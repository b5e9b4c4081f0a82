import { describe, expect, it } from 'vitest';
import { sweatRateMlPerHour } from './fluids';

describe('sweat rate', () => {
  it('is ((before − after) kg × 1000 + drunk − urine) per hour', () => {
    // 75.0 → 74.2 kg over 90 min with 600 ml drunk: (800 + 600) / 1.5 = 933 ml/h.
    const t = { weightBeforeKg: 75, weightAfterKg: 74.2, fluidDrunkMl: 600, urineMl: 0, durationMin: 90 };
    expect(sweatRateMlPerHour(t)).toBeCloseTo(933.3, 1);
    // 200 ml of urine was not sweat: (800 + 600 − 200) / 1.5 = 800 ml/h.
    expect(sweatRateMlPerHour({ ...t, urineMl: 200 })).toBeCloseTo(800, 5);
  });
});
