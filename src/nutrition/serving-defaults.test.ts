// Default servings and names of the built knowledge base that the accuracy work fixed at the
// source (docs/decisions/025): combo plates, light flakes, small fruit, toast, bhakri.
import { describe, expect, it } from 'vitest';
import { getAnalyzer } from '../knowledge-file';
import { expectNear } from '../../tests/helpers/reference-band';

const first = (text: string) => {
  const r = getAnalyzer().analyze(text, { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') });
  const m = r.meals[0];
  return { title: m?.title ?? '', grams: (m?.serving.servings ?? 0) * (m?.serving.serving_size_g ?? 0) };
};

describe('knowledge-base defaults', () => {
  it('serves rice-with-dal dishes and biryani by a 300 g plate, not a cup', () => {
    // INDB ASC123 vegetable biryani: plate 302 g; INDB BFP576 poshtik khichdi: plate 360 g.
    expectNear(first('rajma chawal').grams, 302, 'INDB ASC123 vegetable biryani, plate 302 g');
    expectNear(first('khichdi').grams, 360, 'INDB BFP576 poshtik khichdi, plate 360 g');
    expectNear(first('chicken biryani').grams, 302, 'INDB ASC123 vegetable biryani, plate 302 g');
  });
  it('weighs a bowl of corn flakes with their own light density', () => {
    expectNear(first('bowl of cornflakes').grams, 28, "FNDDS 57135000 Kellogg's Corn Flakes, 1 cup 28 g");
  });
  it('counts a guava as a 55 g fruit', () => {
    expectNear(first('2 guavas').grams, 2 * 55, 'FNDDS 63125010 / SR26 09139 guava, 1 fruit 55 g');
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
