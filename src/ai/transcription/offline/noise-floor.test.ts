import { describe, expect, it } from 'vitest';
import { speechLevel, withNoiseFloor } from './noise-floor';

const pcm = (samples: number[]) => Buffer.from(Int16Array.from(samples).buffer);
const samplesOf = (b: Buffer) => new Int16Array(b.buffer, b.byteOffset, b.length / 2);
const rms = (xs: Int16Array | number[]) => Math.sqrt(Array.from(xs).reduce((a, x) => a + x * x, 0) / xs.length);

// Half a second of a 200 Hz tone at amplitude 8000, then half a second of digital silence.
const tone = Array.from({ length: 8000 }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / 16000)));
const clip = [...tone, ...new Array<number>(8000).fill(0)];

describe('withNoiseFloor', () => {
  it('measures the speech, not the pauses', () => {
    expect(speechLevel(Int16Array.from(clip))).toBeCloseTo(8000 / Math.SQRT2, -1);
  });

  it('fills digital silence with a hiss 30 dB under the speech and leaves the speech as it was', () => {
    const out = samplesOf(withNoiseFloor(pcm(clip)));
    const silence = out.subarray(8000);
    const expected = (8000 / Math.SQRT2) * 10 ** (-30 / 20);
    expect(rms(silence)).toBeGreaterThan(expected * 0.9);
    expect(rms(silence)).toBeLessThan(expected * 1.1);
    const speechError = rms(out.subarray(0, 8000).map((x, i) => x - tone[i]!));
    expect(speechError / rms(tone)).toBeLessThan(0.04);
  });

  it('is the same for the same clip, and harmless for an empty or silent one', () => {
    expect(withNoiseFloor(pcm(clip)).equals(withNoiseFloor(pcm(clip)))).toBe(true);
    expect(withNoiseFloor(Buffer.alloc(0)).length).toBe(0);
    expect(samplesOf(withNoiseFloor(pcm(new Array<number>(640).fill(0)))).every((x) => x === 0)).toBe(true);
  });

  it('never wraps a loud sample around', () => {
    // Full scale plus noise: clipped at the top, never turned into a large negative number.
    const loud = samplesOf(withNoiseFloor(pcm(new Array<number>(3200).fill(32767))));
    expect(Math.max(...loud)).toBe(32767);
    expect(Math.min(...loud)).toBeGreaterThan(28000);
  });
});
