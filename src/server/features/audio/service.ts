// Voice input: decode the recording (length and format checks), then hand it to the configured
// engine. Engine failures become the 'Failed to transcribe audio' family of SPEC §8.
import { decodeToPcm16k, ffmpegPath, TranscriptionError, type Transcriber } from '../../../ai/transcription/index';
import { AppError } from '../../http/app-error';

export const VOICE_UNAVAILABLE = 'Voice input is not available on this server';

export interface AudioDeps {
  transcriber: Transcriber;
  maxSeconds: number;
}

export async function transcribeRecording(
  deps: AudioDeps,
  opts: { bytes: Buffer; filename: string; mimeType: string; log: (err: unknown) => void },
): Promise<{ transcript: string }> {
  if (!(await deps.transcriber.available())) throw new AppError('UNAVAILABLE', VOICE_UNAVAILABLE);
  if (opts.bytes.length === 0) throw new AppError('BAD_REQUEST', 'Failed to transcribe audio: the recording is empty');
  try {
    // A remote engine decodes for itself; the local decode then only checks format and length.
    const pcm = (await ffmpegPath()) ? (await decodeToPcm16k(opts.bytes, { maxSeconds: deps.maxSeconds })).pcm : null;
    const transcript = await deps.transcriber.transcribe({
      bytes: opts.bytes,
      filename: opts.filename,
      mimeType: opts.mimeType,
      pcm16k: pcm,
    });
    return { transcript };
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    if (error.kind === 'bad-audio') throw new AppError('UNSUPPORTED_MEDIA_TYPE', error.message);
    if (error.kind === 'too-long') throw new AppError('PAYLOAD_TOO_LARGE', error.message);
    if (error.kind === 'unavailable') throw new AppError('UNAVAILABLE', VOICE_UNAVAILABLE);
    opts.log(error);
    throw new AppError('UNAVAILABLE', 'Failed to transcribe audio. Please try again.');
  }
}
