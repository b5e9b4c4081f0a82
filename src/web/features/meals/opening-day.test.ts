// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openingDay, SELECTED_DAY_KEY } from './opening-day';

afterEach(() => localStorage.clear());

describe('openingDay', () => {
  it('is today, or a day of the strip picked earlier the same day', () => {
    expect(openingDay('2026-03-10')).toBe('2026-03-10');
    localStorage.setItem(SELECTED_DAY_KEY, JSON.stringify({ day: '2026-03-08', chosenOn: '2026-03-10' }));
    expect(openingDay('2026-03-10')).toBe('2026-03-08');
    // Picked yesterday: a new day opens on today.
    expect(openingDay('2026-03-11')).toBe('2026-03-11');
    // Not one of the strip's 31 days.
    localStorage.setItem(SELECTED_DAY_KEY, JSON.stringify({ day: '2025-01-01', chosenOn: '2026-03-10' }));
    expect(openingDay('2026-03-10')).toBe('2026-03-10');
  });
});
