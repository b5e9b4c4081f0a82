// Voice input choices of SPEC §5/§9 as pure functions, so they are tested without a browser.
export const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/wav'] as const;

export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44100,
} as const;

export const CHUNK_MS = 1000;

/** The first supported type in SPEC order, or undefined for the browser's default. */
export function pickAudioType(isSupported: (type: string) => boolean): string | undefined {
  return AUDIO_TYPES.find((t) => isSupported(t));
}

/** recording.webm / .mp4 / .wav, else .ogg (the default the spec names last). */
export function recordingFileName(mimeType: string | undefined): string {
  if (mimeType?.includes('webm')) return 'recording.webm';
  if (mimeType?.includes('mp4')) return 'recording.mp4';
  if (mimeType?.includes('wav')) return 'recording.wav';
  return 'recording.ogg';
}

/** The transcript goes after what was typed, separated by one space. */
export function appendTranscript(current: string, transcript: string): string {
  const t = transcript.trim();
  if (!t) return current;
  return current.trim() ? `${current.replace(/\s+$/, '')} ${t}` : t;
}
