// MediaRecorder voice input (SPEC §4 "Recording"): idle → recording → transcribing → idle.
// The recording is posted as multipart field `audio`; the transcript goes to onTranscript.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ZTranscribeResponse } from '../../contracts/audio';
import { apiClient } from './api-client';
import { serverMessage } from './api-error';
import { AUDIO_CONSTRAINTS, CHUNK_MS, pickAudioType, recordingFileName } from './recorder';
import { toast } from './toast';

export type RecorderState = 'idle' | 'recording' | 'transcribing';

export function useRecorder(opts: { onTranscript: (text: string) => void; onError: (message: string) => void }) {
  const [state, setState] = useState<RecorderState>('idle');
  const recorderRef = useRef<MediaRecorder | null>(null);
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });

  const { mutateAsync } = useMutation({
    mutationFn: ({ blob, mimeType }: { blob: Blob; mimeType: string | undefined }) =>
      apiClient.transcribe(blob, recordingFileName(mimeType || blob.type), ZTranscribeResponse),
  });
  const transcribe = useCallback(
    async (blob: Blob, mimeType: string | undefined) => {
      setState('transcribing');
      try {
        optsRef.current.onTranscript((await mutateAsync({ blob, mimeType })).transcript);
      } catch (error) {
        optsRef.current.onError(serverMessage(error, 'Failed to transcribe audio'));
      } finally {
        setState('idle');
      }
    },
    [mutateAsync],
  );

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch {
      toast({
        title: 'Unable to access microphone. Please check your permissions.',
        variant: 'destructive',
        duration: 3000,
      });
      return;
    }
    const mimeType = pickAudioType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      recorderRef.current = null;
      void transcribe(new Blob(chunks, { type: recorder.mimeType || mimeType || '' }), recorder.mimeType || mimeType);
    };
    recorderRef.current = recorder;
    recorder.start(CHUNK_MS);
    setState('recording');
  }, [transcribe]);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  return { state, start, stop };
}
