// Decodes any recording a browser makes (webm/opus, mp4/aac, wav, ogg) to the 16 kHz mono PCM
// speech engines want, and measures its length. The upload goes through a temporary file because
// mp4 keeps its index at the end, which a pipe cannot seek to.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findExecutable, runProcess } from './run-process';
import { TranscriptionError } from './types';

export const PCM_BYTES_PER_SECOND = 16_000 * 2;

export const ffmpegPath = () => findExecutable(process.env.FFMPEG_PATH ?? 'ffmpeg');

export async function decodeToPcm16k(
  bytes: Buffer,
  opts: { maxSeconds: number },
): Promise<{ pcm: Buffer; seconds: number }> {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) throw new TranscriptionError('unavailable', 'ffmpeg is not installed');
  const file = path.join(tmpdir(), `crease-audio-${randomBytes(8).toString('hex')}`);
  await writeFile(file, bytes);
  try {
    // Decode a little past the limit: enough to tell "too long" without decoding an hour.
    const limit = String(opts.maxSeconds + 1);
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-i',
      file,
      '-t',
      limit,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-f',
      's16le',
      'pipe:1',
    ];
    const { code, stdout } = await runProcess(ffmpeg, args, { timeoutMs: 30_000 });
    if (code !== 0 || stdout.length === 0) {
      throw new TranscriptionError(
        'bad-audio',
        'Failed to transcribe audio: the recording could not be read (send WebM/Opus, MP4, WAV or Ogg)',
      );
    }
    const seconds = stdout.length / PCM_BYTES_PER_SECOND;
    if (seconds > opts.maxSeconds + 0.5) {
      throw new TranscriptionError(
        'too-long',
        `Failed to transcribe audio: recordings can be at most ${opts.maxSeconds} seconds long`,
      );
    }
    return { pcm: stdout, seconds };
  } finally {
    await rm(file, { force: true });
  }
}

/** A RIFF/WAVE header in front of 16 kHz mono 16-bit PCM. */
export function pcmToWav(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(PCM_BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
