import { describe, expect, it } from 'vitest';
import { numberWords, pluralName, soundKey, spokenNames, spokenWords } from './spoken';

describe('spoken names', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [65, 'sixty five'],
    [70, 'seventy'],
    [250, 'two hundred fifty'],
    [2024, 'two zero two four'],
  ])('says %i as %s', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it('reads numbers inside names as words', () => {
    expect(spokenWords('Chicken 65')).toEqual(['chicken', 'sixty', 'five']);
    expect(spokenWords("Dal (tadka), kid's")).toEqual(['dal', 'tadka', "kid's"]);
  });

  it.each([
    ['roti', 'rotis'],
    ['masala dosa', 'masala dosas'],
    ['glass', 'glasses'],
    ['sandwich', 'sandwiches'],
    ['curry', 'curries'],
    ['oats', 'oats'],
  ])('makes %s plural as %s', (one, many) => {
    expect(pluralName(one)).toBe(many);
  });

  it('gives spellings of one sound the same key', () => {
    expect(soundKey('paneer')).toBe(soundKey('panner'));
    expect(soundKey('bhatura')).toBe(soundKey('bhatoora'));
    expect(soundKey('chole')).toBe(soundKey('chhole'));
    expect(soundKey('roti')).not.toBe(soundKey('rasam'));
  });

  it('keeps plain names once per sound, in order', () => {
    expect(spokenNames(['Roti (chapati)', 'roti', 'chapati', 'chapatti', 'Egg, boiled', 'one two three four'])).toEqual(
      ['roti', 'chapati'],
    );
  });
});
