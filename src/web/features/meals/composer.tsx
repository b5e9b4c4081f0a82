// The fixed bottom form of the meals log (SPEC §2): auto-growing text area (48-160 px), photo
// attach, microphone with a Stop state, send, and the tips link. Everything is disabled while a
// recording, transcription, upload or submission is under way (SPEC §4).
import { ImagePlus, Mic, SendHorizontal, Square } from 'lucide-react';
import { useLayoutEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { isSendKey } from '../../lib/enter-to-send';
import { takeOverShell } from '../../lib/signed-in-shell';
import type { RecorderState } from '../../lib/use-recorder';
import { FilePreviews } from './file-previews';

export interface ComposerProps {
  text: string;
  onText: (text: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  busy: boolean;
  recorder: RecorderState;
  onMic: () => void;
  onSubmit: () => void;
  onTips: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** One-tap shortcuts above the text area (issue 17): recent and favourite entries. */
  shortcuts?: ReactNode;
}

export function Composer({ inputRef, ...p }: ComposerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const disabled = p.busy || p.recorder !== 'idle';
  // The first layout effect, so the box below is measured once the page is the app's: on the
  // signed-in shell (decision 119) this composer takes over from the shell's, with what was
  // typed, chosen and where the caret was.
  const { onText, onFiles } = p;
  useLayoutEffect(() => {
    const taken = takeOverShell();
    if (!taken) return;
    if (taken.text) onText(taken.text);
    if (taken.files.length) onFiles(taken.files);
    if (taken.caret === null) return;
    const box = inputRef.current;
    if (!box) return;
    // The value now, not at the next render, so that the caret lands where it was.
    box.value = taken.text;
    box.focus();
    box.setSelectionRange(taken.caret, taken.caret);
  }, [inputRef, onText, onFiles]);
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(160, Math.max(48, el.scrollHeight))}px`;
  }, [p.text, inputRef]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.text.trim() && !disabled) p.onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Log a meal"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 backdrop-blur"
    >
      <div className="mx-auto max-w-3xl">
        {p.shortcuts}
        <FilePreviews files={p.files} onRemove={(f) => p.onFiles(p.files.filter((x) => x !== f))} />
        <div className="flex items-end gap-2">
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              p.onFiles([...p.files, ...Array.from(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <Button
            variant="ghost"
            size="icon"
            className="h-12 w-12 shrink-0"
            aria-label="Attach images"
            disabled={disabled}
            onClick={() => fileRef.current?.click()}
          >
            <ImagePlus className="h-5 w-5" aria-hidden />
          </Button>
          <label htmlFor="meal-composer" className="sr-only">
            What did you eat?
          </label>
          <textarea
            id="meal-composer"
            ref={inputRef}
            value={p.text}
            disabled={disabled}
            onChange={(e) => p.onText(e.target.value)}
            onKeyDown={(e) => {
              if (isSendKey(e.nativeEvent)) submit(e);
            }}
            placeholder="Describe what you ate. Attach images for better accuracy."
            rows={1}
            className="field-sizing-content max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-stone-100"
          />
          <Button
            variant={p.recorder === 'recording' ? 'destructive' : 'ghost'}
            size="icon"
            className="h-12 w-12 shrink-0"
            aria-label={p.recorder === 'recording' ? 'Stop' : 'Record voice'}
            disabled={p.busy || p.recorder === 'transcribing'}
            onClick={p.onMic}
          >
            {p.recorder === 'recording' ? (
              <Square className="h-5 w-5" aria-hidden />
            ) : (
              <Mic className="h-5 w-5" aria-hidden />
            )}
          </Button>
          <Button
            type="submit"
            size="icon"
            className="h-12 w-12 shrink-0 rounded-xl"
            disabled={!p.text.trim() || disabled}
            aria-label="Send"
          >
            <SendHorizontal className="h-5 w-5" aria-hidden />
          </Button>
        </div>
        <div className="mt-1 flex items-center justify-between text-sm" aria-live="polite">
          <span className="text-red-700">
            {p.recorder === 'recording'
              ? 'Recording...'
              : p.recorder === 'transcribing'
                ? 'Transcribing…'
                : p.busy
                  ? 'Uploading…'
                  : ''}
          </span>
          <button
            type="button"
            className="tap inline-flex items-center text-brand-700 underline-offset-4 hover:underline"
            onClick={p.onTips}
          >
            How to log accurately?
          </button>
        </div>
      </div>
    </form>
  );
}
