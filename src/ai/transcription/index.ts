// Public surface of speech to text: pick the engine the settings ask for.
import type { Knowledge } from '../../nutrition/knowledge/index';
import { createPocketsphinxTranscriber } from './offline/pocketsphinx-transcriber';
import { createOpenAiTranscriber, type OpenAiTranscriberOptions } from './openai-transcriber';
import type { Transcriber } from './types';

export { decodeToPcm16k, pcmToWav, ffmpegPath } from './ffmpeg';
export { TranscriptionError, type AudioClip, type Transcriber, type TranscriptionFailure } from './types';
export { createOpenAiTranscriber, createPocketsphinxTranscriber };

export type TranscriberSettings =
  | ({ kind: 'openai' } & OpenAiTranscriberOptions)
  | { kind: 'offline'; cacheDir?: string; loadKnowledge: () => Knowledge };

export function createTranscriber(settings: TranscriberSettings): Transcriber {
  return settings.kind === 'openai' ? createOpenAiTranscriber(settings) : createPocketsphinxTranscriber(settings);
}
