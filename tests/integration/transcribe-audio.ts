// Speech for the transcription tests: espeak-ng speaks a meal sentence and ffmpeg encodes it
// the way browsers record (WebM/Opus) or keeps it as WAV.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const onPath = (name: string) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(path.join(dir, name)));

/** Why the speech tests cannot run here, or null when espeak-ng, ffmpeg and pocketsphinx are installed. */
export function missingSpeechTools(): string | null {
  const missing = ['espeak-ng', 'ffmpeg', 'pocketsphinx_continuous'].filter((b) => !onPath(b));
  if (!existsSync('/usr/share/pocketsphinx/model/en-us/en-us/mdef')) missing.push('pocketsphinx-en-us');
  return missing.length
    ? `skipped: ${missing.join(', ')} not installed (apt-get install -y pocketsphinx pocketsphinx-en-us ffmpeg espeak-ng)`
    : null;
}

export function speak(sentence: string, format: 'wav' | 'webm' | 'long-wav'): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'crease-speech-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, sentence]);
    if (format === 'wav') return readFileSync(wav);
    const out = path.join(dir, format === 'webm' ? 'out.webm' : 'out.wav');
    const args =
      format === 'webm'
        ? ['-i', wav, '-c:a', 'libopus', '-b:a', '32k', out]
        : ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '65', out];
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A multipart/form-data body with one file field, as the browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----crease${Date.now()}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
