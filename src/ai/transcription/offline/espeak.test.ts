import { describe, expect, it } from 'vitest';
import { ipaToArpabet } from './espeak';

describe('ipaToArpabet', () => {
  it.each([
    ['ɹˈoʊɾi', 'R OW T IY'], // roti
    ['kætˈɔːɹi', 'K AE T AO R IY'], // katori
    ['mækhˈɑːni', 'M AE K AA N IY'], // makhani: the romanised kh is a plain k
    ['bˈætʃɚ', 'B AE CH ER'], // bhature, as an English reader says it
    ['sˈæmbɑːɹ', 'S AE M B AA R'], // sambar
    ['dʒˈeɪlbaɪ', 'JH EY L B AY'], // jalebi
    ['ˈʌɾɐpˌæm', 'AH T AH P AE M'], // uttapam
    ['kˈɔːɹnfleɪks', 'K AO R N F L EY K S'], // cornflakes
    ['pˈoʊhə', 'P OW HH AH'], // poha: an h after a vowel stays
    ['bˈɑːʔl̩', 'B AA AH L'], // syllabic l
    ['ɹˈo\u200dʊɾi', 'R OW T IY'], // a joiner inside a diphthong
  ])('reads %s as %s', (ipa, phones) => {
    expect(ipaToArpabet(ipa)).toBe(phones);
  });

  it('refuses a reading with a symbol it does not know', () => {
    expect(ipaToArpabet('ɹˈoʊɬi')).toBeNull();
    expect(ipaToArpabet('ˈ')).toBeNull();
  });
});
