// A faint, steady hiss added to a recording before pocketsphinx hears it (decision 071).
//
// pocketsphinx's front end estimates the background noise and normalises the spectrum from the
// quiet stretches of a clip. Where those stretches are digital silence — synthetic speech, or a
// browser's noise suppression gating a quiet room — the estimates degenerate and whole words are
// lost: espeak-ng's default voice was 58 % word errors on the development sentences, 6-8 % with a
// floor 30 dB under the speech. A recording that is already that noisy is barely changed.

/** How far under the speech the floor sits. */
export const NOISE_FLOOR_DB = -30;
const FRAME = 320; // 20 ms at 16 kHz

/** Root mean square of the louder half of 20 ms frames: the level of the speech, not of the pauses. */
export function speechLevel(samples: Int16Array): number {
  const frames: number[] = [];
  for (let i = 0; i + FRAME <= samples.length; i += FRAME) {
    let sum = 0;
    for (let j = i; j < i + FRAME; j++) sum += samples[j]! * samples[j]!;
    frames.push(sum / FRAME);
  }
  if (frames.length === 0) return 0;
  frames.sort((a, b) => b - a);
  const loud = frames.slice(0, Math.ceil(frames.length / 2));
  return Math.sqrt(loud.reduce((a, b) => a + b, 0) / loud.length);
}

/**
 * 16 kHz mono 16-bit PCM with Gaussian-like noise at `NOISE_FLOOR_DB` under its speech level.
 * The noise comes from a fixed seed, so the same clip is always heard the same way.
 */
export function withNoiseFloor(pcm: Buffer, opts: { relativeDb?: number; seed?: number } = {}): Buffer {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const sigma = speechLevel(samples) * 10 ** ((opts.relativeDb ?? NOISE_FLOOR_DB) / 20);
  const out = new Int16Array(samples.length);
  let state = (opts.seed ?? 0x5eed) >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let k = 0; k < samples.length; k++) {
    // The sum of four uniforms, scaled to unit variance: close enough to Gaussian for a hiss.
    const gaussian = (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3);
    out[k] = Math.max(-32768, Math.min(32767, Math.round(samples[k]! + sigma * gaussian)));
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}
