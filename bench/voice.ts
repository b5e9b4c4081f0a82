// Voice benchmark of the offline engine: speaks meal sentences with espeak-ng, decodes them
// with ffmpeg and transcribes them with pocketsphinx and the meal language model. Prints word
// error rate and latency; numbers only. --dev uses the development sentences the engine was
// tuned on (voice-sentences-dev.ts) instead of the benchmark's own.
//   npm run bench:voice [-- --verbose] [--dev] [--voice en-us]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPocketsphinxTranscriber, decodeToPcm16k } from '../src/ai/transcription/index';
import { loadKnowledge } from '../src/knowledge-file';
import { VOICE_SENTENCES } from './voice-sentences';
import { VOICE_SENTENCES_DEV } from './voice-sentences-dev';
import { wordErrors } from './voice-wer';

const verbose = process.argv.includes('--verbose');
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
// espeak-ng's default US English voice; --voice picks another (en-us+klatt, en-us+m3 ...).
const voice = option('--voice', 'en-us');
const sentences = process.argv.includes('--dev') ? VOICE_SENTENCES_DEV : VOICE_SENTENCES;
const limit = Number(option('--limit', '1000'));
const dir = mkdtempSync(path.join(tmpdir(), 'crease-bench-voice-'));
const transcriber = createPocketsphinxTranscriber({ loadKnowledge });
if (!(await transcriber.available())) {
  console.error(
    'pocketsphinx, pocketsphinx-en-us or ffmpeg is not installed (apt-get install -y pocketsphinx pocketsphinx-en-us ffmpeg espeak-ng)',
  );
  process.exit(1);
}

const t0 = performance.now();
await transcriber.transcribe({
  bytes: Buffer.alloc(0),
  filename: 'warm.wav',
  mimeType: 'audio/wav',
  pcm16k: Buffer.alloc(32_000),
});
const prepareMs = performance.now() - t0;

let errors = 0;
let words = 0;
const rows: Array<{ seconds: number; ms: number }> = [];
for (const [i, sentence] of sentences.slice(0, limit).entries()) {
  const wav = path.join(dir, `s${i}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-w', wav, sentence]);
  const bytes = readFileSync(wav);
  const { pcm, seconds } = await decodeToPcm16k(bytes, { maxSeconds: 60 });
  const start = performance.now();
  const heard = await transcriber.transcribe({ bytes, filename: 'clip.wav', mimeType: 'audio/wav', pcm16k: pcm });
  const ms = performance.now() - start;
  const e = wordErrors(sentence, heard);
  errors += e.errors;
  words += e.words;
  rows.push({ seconds, ms });
  if (verbose) console.log(`${e.errors}/${e.words}\t${Math.round(ms)} ms\t${sentence}\t→ ${heard}`);
}
rmSync(dir, { recursive: true, force: true });

const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
const pct = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!);
// Latency grows with clip length on top of a fixed cost (starting the decoder, loading the
// models): a least-squares line through (seconds, ms) gives the expected time for a 5 s clip.
const n = rows.length;
const mx = rows.reduce((a, r) => a + r.seconds, 0) / n;
const my = rows.reduce((a, r) => a + r.ms, 0) / n;
const slope =
  rows.reduce((a, r) => a + (r.seconds - mx) * (r.ms - my), 0) / rows.reduce((a, r) => a + (r.seconds - mx) ** 2, 0);
const at5s = my + slope * (5 - mx);
console.log(`sentences             ${rows.length}`);
console.log(`word error rate       ${((100 * errors) / words).toFixed(1)} % (${errors} errors in ${words} words)`);
console.log(`model preparation     ${Math.round(prepareMs)} ms (first request only; cached afterwards)`);
console.log(
  `latency p50 / p95     ${pct(50)} / ${pct(95)} ms, clips ${Math.min(...rows.map((r) => r.seconds)).toFixed(1)}-${Math.max(...rows.map((r) => r.seconds)).toFixed(1)} s`,
);
console.log(
  `latency for 5 s clip  ${Math.round(at5s)} ms (fit: ${Math.round(my - slope * mx)} ms + ${Math.round(slope)} ms per second of audio)`,
);
