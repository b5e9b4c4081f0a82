// The offline engine: Debian's pocketsphinx with its US English acoustic model, steered by a
// language model of meal sentences built from our food knowledge (build-model.ts).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knowledge } from '../../../nutrition/knowledge/index';
import { ffmpegPath, pcmToWav } from '../ffmpeg';
import { findExecutable, runProcess } from '../run-process';
import { TranscriptionError, type Transcriber } from '../types';
import { prepareMealModel, type MealModelFiles } from './build-model';
import { withNoiseFloor } from './noise-floor';

export interface PocketsphinxOptions {
  /** Folder of the pocketsphinx-en-us package (holds en-us/ and cmudict-en-us.dict). */
  modelDir?: string;
  cacheDir?: string;
  loadKnowledge: () => Knowledge;
}

export function createPocketsphinxTranscriber(opts: PocketsphinxOptions): Transcriber {
  const modelDir = opts.modelDir ?? process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
  const cacheDir = opts.cacheDir ?? path.join(tmpdir(), 'crease-pocketsphinx');
  let model: Promise<MealModelFiles> | undefined;
  const prepare = () =>
    (model ??= prepareMealModel(opts.loadKnowledge(), {
      cacheDir,
      cmuDictPath: path.join(modelDir, 'cmudict-en-us.dict'),
    }).catch((error: unknown) => {
      model = undefined;
      throw error;
    }));

  return {
    name: 'pocketsphinx',
    async available() {
      const binary = await findExecutable('pocketsphinx_continuous');
      return Boolean(binary && (await ffmpegPath()) && existsSync(path.join(modelDir, 'en-us', 'mdef')));
    },
    async transcribe(clip) {
      const binary = await findExecutable('pocketsphinx_continuous');
      if (!binary || !clip.pcm16k)
        throw new TranscriptionError('unavailable', 'pocketsphinx or ffmpeg is not installed');
      const files = await prepare();
      const wav = path.join(tmpdir(), `crease-speech-${randomBytes(8).toString('hex')}.wav`);
      await writeFile(wav, pcmToWav(withNoiseFloor(clip.pcm16k)));
      try {
        const args = [
          '-infile',
          wav,
          '-hmm',
          path.join(modelDir, 'en-us'),
          '-lm',
          files.lm,
          '-dict',
          files.dict,
          '-samprate',
          '16000',
          '-logfn',
          '/dev/null',
        ];
        const { code, stdout, stderr } = await runProcess(binary, args, { timeoutMs: 60_000 });
        if (code !== 0) throw new TranscriptionError('failed', `pocketsphinx exited with ${code}: ${stderr}`);
        // One line per utterance the recogniser's voice detector found.
        return stdout
          .toString('utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        await rm(wav, { force: true });
      }
    },
  };
}
