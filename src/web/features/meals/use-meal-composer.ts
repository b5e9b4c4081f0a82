// The composer's work (SPEC §4 "Meals-screen submit", "Recording"): guests get the sign-in
// prompt; photos are uploaded first; the entry is then kept on the device and sent. An entry the
// server refuses (too long, over the rate limit) comes back into the box with its photos.
import { useRef, useState } from 'react';
import { MEAL_TEXT_MAX_CHARS } from '../../../contracts/meal';
import { newTempId } from '../../lib/pending-entries';
import { appendTranscript } from '../../lib/recorder';
import { clientSessionId } from '../../lib/session-id';
import { toast } from '../../lib/toast';
import { useRecorder } from '../../lib/use-recorder';
import type { PendingEntry } from '../../lib/pending-entries';
import { useUploadImages } from './api/upload-images';

/** The photos of entries not yet accepted, to put back if the server refuses the entry. */
const filesOfEntry = new Map<string, File[]>();

export function useMealComposer(opts: {
  signedIn: boolean;
  day: string;
  onGuest: () => void;
  add: (e: PendingEntry) => void;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadImages();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const recorder = useRecorder({
    onTranscript: (t) => setText((cur) => appendTranscript(cur, t)),
    onError: () =>
      toast({
        title: 'Failed to transcribe audio',
        description: 'Failed to transcribe audio. Please try again.',
        variant: 'destructive',
      }),
  });

  const submit = async () => {
    const message = text.trim();
    if (!message) return;
    if (!opts.signedIn) return opts.onGuest();
    if (message.length > MEAL_TEXT_MAX_CHARS) {
      toast({
        title: 'Error',
        description: `Message is too long: at most ${MEAL_TEXT_MAX_CHARS} characters`,
        variant: 'destructive',
        duration: 3500,
      });
      return;
    }
    let imageUrls: string[] = [];
    if (files.length) {
      try {
        imageUrls = await upload.mutateAsync(files);
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to upload images. Please try again.',
          variant: 'destructive',
          duration: 3500,
        });
        return;
      }
    }
    const now = Date.now();
    const id = newTempId(now, Math.random);
    if (files.length) filesOfEntry.set(id, files);
    opts.add({ id, message, timestamp: now, date: opts.day, imageUrls, sessionId: clientSessionId });
    setText('');
    setFiles([]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const mic = () => {
    if (!opts.signedIn) return opts.onGuest();
    if (recorder.state === 'recording') recorder.stop();
    else void recorder.start();
  };

  /** Retry of a failed entry: its text back in the box, the page scrolled up (SPEC §4). */
  const retry = (message: string) => {
    setText(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    inputRef.current?.focus();
  };

  /** A refused entry: its words back in the box (before anything typed since) and its photos. */
  const restore = (entry: PendingEntry) => {
    setText((cur) => (cur.trim() ? `${entry.message}\n${cur}` : entry.message));
    const photos = filesOfEntry.get(entry.id);
    filesOfEntry.delete(entry.id);
    if (photos) setFiles((cur) => [...photos, ...cur]);
    inputRef.current?.focus();
  };

  /** An accepted entry's photos are the server's now. */
  const forget = (entry: PendingEntry) => void filesOfEntry.delete(entry.id);

  return {
    text,
    setText,
    files,
    setFiles,
    busy: upload.isPending,
    recorder: recorder.state,
    submit,
    mic,
    retry,
    restore,
    forget,
    inputRef,
  };
}
