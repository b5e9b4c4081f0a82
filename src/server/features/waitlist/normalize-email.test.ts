import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './normalize-email';

describe('normalizeEmail', () => {
  it.each([
    ['  Virat.Kohli@Gmail.com ', 'viratkohli@gmail.com'],
    ['virat.kohli+nets@gmail.com', 'viratkohli@gmail.com'],
    ['ViratKohli@googlemail.com', 'viratkohli@gmail.com'],
    ['v.i.r.a.t+a+b@GMAIL.COM', 'virat@gmail.com'],
    ['Rohit.Sharma@Crease.App', 'rohit.sharma@crease.app'],
    ['rohit+team@outlook.com', 'rohit+team@outlook.com'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});
