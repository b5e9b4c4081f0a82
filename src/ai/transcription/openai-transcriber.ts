// Any OpenAI-compatible /audio/transcriptions endpoint (OpenAI, Groq, a local whisper server).
// The original recording is sent as uploaded; the reply is validated before use.
import { z } from 'zod';
import { TranscriptionError, type Transcriber } from './types';

export interface OpenAiTranscriberOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const ZReply = z.object({ text: z.string() });

export function createOpenAiTranscriber(opts: OpenAiTranscriberOptions): Transcriber {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: 'openai-compatible',
    available: async () => true,
    async transcribe(clip) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(clip.bytes)], { type: clip.mimeType }), clip.filename);
      form.append('model', opts.model);
      form.append('response_format', 'json');
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new TranscriptionError('failed', `transcription request failed: ${String(error)}`, { cause: error });
      }
      if (!res.ok)
        throw new TranscriptionError(
          'failed',
          `transcription endpoint answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
        );
      const reply = ZReply.safeParse(await res.json().catch(() => null));
      if (!reply.success) throw new TranscriptionError('failed', 'transcription endpoint sent an unexpected reply');
      return reply.data.text.trim();
    },
  };
}
