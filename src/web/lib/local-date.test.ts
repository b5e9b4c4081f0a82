import { describe, expect, it } from 'vitest';
import { fromIsoDate, lastDays, toIsoDate } from './local-date';

describe('lastDays', () => {
  it('lists 31 days ending today, across a month boundary', () => {
    const days = lastDays(new Date(2026, 2, 5, 9), 31);
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe('2026-03-05');
    expect(days[0]).toBe('2026-02-03');
  });
  it('round-trips a date', () => {
    expect(toIsoDate(fromIsoDate('2026-11-22'))).toBe('2026-11-22');
  });
});
