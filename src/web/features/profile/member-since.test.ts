import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './member-since';

describe('member since', () => {
  it('shows createdAt as a long US date', () => {
    expect(formatMemberSince('2025-01-31T12:00:00Z')).toBe('January 31, 2025');
  });
  it('falls back to now when createdAt is missing or invalid', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    expect(formatMemberSince(null, now)).toBe('March 5, 2026');
    expect(formatMemberSince('not a date', now)).toBe('March 5, 2026');
  });
});
