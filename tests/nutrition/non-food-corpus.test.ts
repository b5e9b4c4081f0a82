// Precision: sentences about training, matches, travel, sleep and the day that name no food
// (tests/nutrition/corpus/non-food.txt, written for this test) must give no meal, and the
// "nothing recognised" answer the composer shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentAnalyzer, FIXED_CONTEXT } from './current-analyzer';

const corpus = readFileSync(join(import.meta.dirname, 'corpus', 'non-food.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');

describe('sentences that name no food', () => {
  it('has at least 200 sentences', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it('none of them becomes a meal', () => {
    const analyzer = currentAnalyzer();
    const meals = corpus.flatMap((text) => {
      const r = analyzer.analyze(text, FIXED_CONTEXT);
      return r.meals.length > 0 ? [`${text} → ${r.meals.map((m) => m.title).join(', ')}`] : [];
    });
    expect(meals).toEqual([]);
  });

  it('answers with the "nothing recognised" message and lists the words it did not use', () => {
    const r = currentAnalyzer().analyze('rain stopped play, back to the hotel', FIXED_CONTEXT);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('nothing_recognised');
    expect(r.unmatched.map((u) => u.text)).toEqual(expect.arrayContaining(['rain', 'stopped', 'play']));
  });

  it('still reads an everyday word as food when the entry is about a meal', () => {
    const analyzer = currentAnalyzer();
    for (const text of [
      'toast',
      'had toast with butter',
      '2 dates after nets',
      'jam toast for breakfast',
      'chicken and rice after gym',
      'moonu idli',
    ]) {
      expect(analyzer.analyze(text, FIXED_CONTEXT).meals.length, text).toBeGreaterThan(0);
    }
  });
});
