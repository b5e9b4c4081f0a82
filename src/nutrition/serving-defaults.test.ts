// Default servings and names of the built knowledge base that the accuracy work fixed at the
// source (docs/decisions/025): combo plates, light flakes, small fruit, toast, bhakri.
import { describe, expect, it } from 'vitest';
import { getAnalyzer } from '../knowledge-file';

const first = (text: string) => {
  const r = getAnalyzer().analyze(text, { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') });
  const m = r.meals[0];
  return { title: m?.title ?? '', grams: (m?.serving.servings ?? 0) * (m?.serving.serving_size_g ?? 0) };
};

describe('knowledge-base defaults', () => {
  it('serves rice-with-dal dishes and biryani by a 300 g plate, not a cup', () => {
    expect(first('rajma chawal').grams).toBe(300);
    expect(first('khichdi').grams).toBe(300);
    expect(first('chicken biryani').grams).toBe(300);
  });
  it('weighs a bowl of corn flakes with their own light density', () => {
    expect(first('bowl of cornflakes').grams).toBeCloseTo(30, 0);
  });
  it('counts a guava as a 55 g fruit', () => {
    expect(first('2 guavas').grams).toBe(110);
  });
  it('reads toast as bread, sweet potato and bhakri as themselves', () => {
    expect(first('toast').title).toMatch(/bread/i);
    expect(first('sweet potato').title).toMatch(/sweet potato/i);
    expect(first('2 bhakri').title).toMatch(/bhakri/i);
  });
  it('knows litti chokha, beguni, kiri hodi, dim bhaji and mix veg', () => {
    expect(first('litti chokha').title).toMatch(/litti/i);
    expect(first('beguni').title).toMatch(/beguni/i);
    expect(first('kiri hodi').title).toMatch(/kiri hodi/i);
    expect(first('dim bhaji').title).toMatch(/omelette/i);
    expect(first('mix veg').title).toMatch(/mixed vegetables/i);
  });
});
