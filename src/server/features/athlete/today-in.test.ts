import { describe, expect, it } from 'vitest';
import { todayIn } from './trends-service';

describe("today in the athlete's zone", () => {
  const noonUtc = new Date('2026-11-24T12:00:00Z');
  it('follows the zone, UTC without one or with one the runtime does not know', () => {
    expect(todayIn('Pacific/Kiritimati', noonUtc)).toBe('2026-11-25');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(todayIn(null, noonUtc)).toBe('2026-11-24');
    expect(todayIn('Mars/Olympus_Mons', noonUtc)).toBe('2026-11-24');
  });
});
