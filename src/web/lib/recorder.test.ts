import { describe, expect, it } from 'vitest';
import { appendTranscript, pickAudioType, recordingFileName } from './recorder';

describe('voice input choices', () => {
  it('prefers webm with opus, then webm, mp4, wav', () => {
    expect(pickAudioType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickAudioType((t) => t === 'audio/mp4' || t === 'audio/wav')).toBe('audio/mp4');
    expect(pickAudioType(() => false)).toBeUndefined();
  });
  it('names the file after the type', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/mp4')).toBe('recording.mp4');
    expect(recordingFileName('audio/wav')).toBe('recording.wav');
    expect(recordingFileName(undefined)).toBe('recording.ogg');
  });
  it('appends the transcript after a space', () => {
    expect(appendTranscript('2 rotis', 'and dal')).toBe('2 rotis and dal');
    expect(appendTranscript('', ' dal rice ')).toBe('dal rice');
    expect(appendTranscript('idli ', '')).toBe('idli ');
  });
});
