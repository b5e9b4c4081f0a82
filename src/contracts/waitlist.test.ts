import { describe, expect, it } from 'vitest';
import { isValidEmail, maskEmail, ZWaitlistJoinRequest } from './waitlist';

describe('maskEmail (SPEC §5)', () => {
  it.each([
    ['ab@x.com', 'ab***'],
    ['abcd@gmail.com', 'ab***'],
    ['a@x.in', 'a***'],
    ['abcde@gmail.com', 'abcd***@gmail.com'],
    ['virat.kohli@crease.app', 'vira***@crease.app'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never contains the full local part of an address longer than 2 characters', () => {
    for (const email of ['abc@x.com', 'rohit@bcci.tv', 'jasprit.bumrah@mi.in']) {
      expect(maskEmail(email)).not.toContain(email.split('@')[0]);
    }
  });
});

describe('isValidEmail', () => {
  it.each(['dhoni@csk.in', 'a.b+nets@gmail.com', "o'brien@cricket.ie", 'x@sub.domain.co.uk'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each([
    '',
    '@',
    'plain',
    'no-at.com',
    'a@b',
    'a@.com',
    'a@b..com',
    '.a@b.com',
    'a..b@c.com',
    'a b@c.com',
    'a@b.com.',
    `${'x'.repeat(65)}@a.com`,
  ])('rejects %j', (e) => {
    expect(isValidEmail(e)).toBe(false);
  });
  it('trims surrounding space before validating', () => {
    expect(ZWaitlistJoinRequest.parse({ email: '  dhoni@csk.in ' }).email).toBe('dhoni@csk.in');
  });
});
