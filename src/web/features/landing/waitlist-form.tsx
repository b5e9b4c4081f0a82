// The hero's email form. noValidate: SPEC §5's own check and toast replace the browser bubble,
// so every browser shows the same message.
import { ArrowRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export const EMAIL_INPUT_ID = 'waitlist-email';
/** Set on the form once the app handles its submits (public/before-app.js reads it). */
export const APP_READY_ATTR = 'data-app-ready';
/** Set by public/before-app.js when the form was submitted before the app started. */
export const HELD_SUBMIT_ATTR = 'data-held-submit';

/**
 * The form can be in the prerendered page before the app starts: whatever was typed by then is
 * in the input but not in React's state, so take it over, and send a submit that was held.
 */
function useTakeOverPrerenderedForm(
  formRef: RefObject<HTMLFormElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  takeOver: (typed: string, submitted: boolean) => void,
) {
  const takeOverRef = useRef(takeOver);
  useLayoutEffect(() => {
    takeOverRef.current = takeOver;
  });
  useLayoutEffect(() => {
    const form = formRef.current;
    const input = inputRef.current;
    if (!form || !input) return;
    form.setAttribute(APP_READY_ATTR, '');
    const submitted = form.hasAttribute(HELD_SUBMIT_ATTR);
    form.removeAttribute(HELD_SUBMIT_ATTR);
    if (input.value || submitted) takeOverRef.current(input.value, submitted);
  }, [formRef, inputRef]);
}

export function WaitlistForm({
  submitting,
  onSubmit,
  inputRef,
}: {
  submitting: boolean;
  onSubmit: (email: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOverPrerenderedForm(formRef, inputRef, (typed, submitted) => {
    setEmail(typed);
    if (submitted) onSubmit(typed);
  });
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handle}
      className="flex w-full max-w-xl flex-col gap-3 sm:flex-row"
      aria-label="Join the waitlist"
    >
      <label htmlFor={EMAIL_INPUT_ID} className="sr-only">
        Email address
      </label>
      <input
        ref={inputRef}
        id={EMAIL_INPUT_ID}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
        className="h-12 min-w-0 rounded-lg sm:flex-1 border border-white/30 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
      />
      <Button type="submit" variant="inverse" size="lg" disabled={submitting} className="shrink-0">
        {submitting ? <Spinner label="Requesting access" className="[&_svg]:h-5 [&_svg]:w-5" /> : null}
        Request Access
        {submitting ? null : <ArrowRight className="h-5 w-5" aria-hidden />}
      </Button>
    </form>
  );
}
