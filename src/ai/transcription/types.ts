// Speech to text behind one interface: an OpenAI-compatible endpoint or the offline engine.

export interface AudioClip {
  /** The recording as uploaded (webm/opus, mp4, wav, ogg ...). */
  bytes: Buffer;
  filename: string;
  mimeType: string;
  /** The same audio decoded to 16 kHz mono signed 16-bit PCM, when ffmpeg is available. */
  pcm16k: Buffer | null;
}

export interface Transcriber {
  readonly name: string;
  /** Whether the engine can run here (binaries and models present). */
  available(): Promise<boolean>;
  /** Text spoken in the clip ('' for silence); throws TranscriptionError. */
  transcribe(clip: AudioClip): Promise<string>;
}

export type TranscriptionFailure = 'unavailable' | 'bad-audio' | 'too-long' | 'failed';

export class TranscriptionError extends Error {
  constructor(
    readonly kind: TranscriptionFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriptionError';
  }
}
