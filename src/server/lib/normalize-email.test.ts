import { describe, expect, it } from 'vitest';
import { mailboxKey, normalizeEmail } from './normalize-email';

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

describe('mailboxKey', () => {
  it.each([
    ['pace+1@Outlook.com', 'pace@outlook.com'],
    ['pace@outlook.com', 'pace@outlook.com'],
    ['p.a.c.e+x@outlook.com', 'p.a.c.e@outlook.com'],
    ['Virat.Kohli+nets@googlemail.com', 'viratkohli@gmail.com'],
    ['+only@crease.test', '@crease.test'],
  ])('%j → %j', (input, expected) => {
    expect(mailboxKey(input)).toBe(expected);
  });
});
