// Hostile and random input: the engine never throws, never hangs, and always answers either
// meals or a failure with a message. Runs on the real knowledge base (the widest vocabulary).
import { describe, expect, it } from 'vitest';
import { ZAnalyzedMeal } from '../contracts/meal';
import { getAnalyzer } from '../knowledge-file';

// Deterministic PRNG so a failure can be replayed.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '2',
  '½',
  '1/2',
  '1 1/2',
  '0',
  '-3',
  '1e9',
  '99999999999',
  '.',
  ',',
  ' and ',
  ' with ',
  ' aur ',
  '+',
  '\n',
  ':',
  '-',
  'x',
  'roti',
  'dal',
  'katori',
  'glass',
  'g',
  'kg',
  'ml',
  'no sugar',
  'extra cheese',
  'fried',
  'yesterday',
  'at 8pm',
  'at 99',
  'on monday',
  '2 days ago',
  'breakfast',
  'after nets',
  'panner',
  'tikka',
  '🍛',
  '🥚🥚',
  '\u0000',
  '\u200b',
  '\u202e',
  '\t',
  '\r',
  "'; DROP TABLE meals; --",
  '<script>alert(1)</script>',
  '${x}',
  '%s%n',
  'ا',
  'रोटी',
  '日本',
  'ñ',
  'a',
  'an',
  'the',
  'dozen',
  'half',
  'ek',
  'do',
  'paav',
  'kilo',
  'of',
  '(',
  ')',
  '"',
  '\\',
  '/',
  '//',
  '1/0',
  '0/0',
];

function randomText(next: () => number): string {
  const mode = Math.floor(next() * 5);
  const len = Math.floor(next() * 40);
  if (mode === 0)
    return Array.from({ length: len * 3 }, () => String.fromCharCode(Math.floor(next() * 0x2fff))).join('');
  if (mode === 1)
    return Array.from({ length: len }, () => String(Math.floor(next() * 1000))).join(next() < 0.5 ? ' ' : '');
  return Array.from({ length: len }, () => PIECES[Math.floor(next() * PIECES.length)]).join(next() < 0.5 ? ' ' : '');
}

describe('analyze under hostile input', () => {
  const analyzer = getAnalyzer();
  const ctx = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') };

  const check = (text: string) => {
    const r = analyzer.analyze(text, ctx);
    if (r.ok) {
      expect(r.meals.length).toBeGreaterThan(0);
      for (const m of r.meals) {
        expect(Number.isFinite(m.macros.calories_kcal) && m.macros.calories_kcal >= 0).toBe(true);
        expect(Number.isFinite(m.serving.serving_size_g)).toBe(true);
      }
    } else {
      expect(r.message.length).toBeGreaterThan(0);
    }
    return r;
  };

  it('handles the classic nasty strings', () => {
    for (const text of [
      '',
      ' ',
      '\n\n',
      '0',
      '000000',
      '1/0',
      '🍛🍛🍛',
      '\u0000\u0001\u0002',
      '<b>roti</b>',
      "roti'); DELETE FROM meals;--",
      'x'.repeat(100_000),
      'roti '.repeat(400),
      '9'.repeat(2000),
      'and '.repeat(500),
      'a '.repeat(1000),
    ]) {
      check(text);
    }
    expect(analyzer.analyze('x'.repeat(100_000), ctx)).toMatchObject({ ok: false, code: 'too_long' });
  });

  it('never throws on 10,000 random and hostile strings, and meals always fit the contract', () => {
    // No wall-clock assertions: a hang (a super-linear regular expression) still fails this test
    // by its timeout, and bench/speed.ts reports the slowest hostile input.
    const next = rng(20261122);
    for (let i = 0; i < 10_000; i++) {
      const r = check(randomText(next));
      if (r.ok && i % 50 === 0) for (const m of r.meals) expect(ZAnalyzedMeal.safeParse(m).success).toBe(true);
    }
  });

  it('stays fast on the longest allowed input', () => {
    const long = Array.from({ length: 120 }, (_, i) => `${(i % 9) + 1} roti`)
      .join(', ')
      .slice(0, 2000);
    const r = check(long);
    expect(r.ok).toBe(true);
  });
});
