// Public surface of speech to text: pick the engine the settings ask for.
import type { Knowledge } from '../../nutrition/knowledge/index.js';
import { createPocketsphinxTranscriber } from './offline/pocketsphinx-transcriber.js';
import { createOpenAiTranscriber, type OpenAiTranscriberOptions } from './openai-transcriber.js';
import type { Transcriber } from './types.js';

export { decodeToPcm16k, pcmToWav, ffmpegPath } from './ffmpeg.js';
export { TranscriptionError, type AudioClip, type Transcriber, type TranscriptionFailure } from './types.js';
export { createOpenAiTranscriber, createPocketsphinxTranscriber };

export type TranscriberSettings = ({ kind: 'openai' } & OpenAiTranscriberOptions) | { kind: 'offline'; cacheDir?: string; loadKnowledge: () => Knowledge };

export function createTranscriber(settings: TranscriberSettings): Transcriber {
  return settings.kind === 'openai' ? createOpenAiTranscriber(settings) : createPocketsphinxTranscriber(settings);
}
