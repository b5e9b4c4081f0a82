import { describe, expect, it } from 'vitest';
import { guessPronunciation } from './g2p';

describe('guessPronunciation', () => {
  it.each([
    ['paneer', 'P AH N IY R'],
    ['bhatura', 'B AH T UH R AH'],
    ['roti', 'R OW T IY'],
    ['chutney', 'CH UH T N IY'],
    ['khichdi', 'K IH CH D IY'],
    ['aloo', 'AH L UW'],
  ])('reads %s as %s', (word, phones) => {
    expect(guessPronunciation(word)).toBe(phones);
  });
});
