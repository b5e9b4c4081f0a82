// The hero's email form. noValidate: SPEC §5's own check and toast replace the browser bubble,
// so every browser shows the same message.
import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export const EMAIL_INPUT_ID = 'waitlist-email';

export function WaitlistForm({ submitting, onSubmit, inputRef }: {
  submitting: boolean;
  onSubmit: (email: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [email, setEmail] = useState('');
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form noValidate onSubmit={handle} className="flex w-full max-w-xl flex-col gap-3 sm:flex-row" aria-label="Join the waitlist">
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
        className="h-12 min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
      />
      <Button type="submit" variant="inverse" size="lg" disabled={submitting} className="shrink-0">
        {submitting ? <Spinner label="Requesting access" className="[&_svg]:h-5 [&_svg]:w-5" /> : null}
        Request Access
        {submitting ? null : <ArrowRight className="h-5 w-5" aria-hidden />}
      </Button>
    </form>
  );
}
