// The waitlist states of SPEC §4: initial → submitting → joined. The joined email is kept under
// `waitlist_email`, and the join answer's restore token beside it (`waitlist_token`); on load both
// are re-sent to join, which restores the joined state (and the current rank) without a separate
// "who am I" call. The server shows a place only with its token (decision 103).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readString, writeString } from '../../lib/device-storage';
import { toast } from '../../lib/toast';
import type { WaitlistJoinResponse } from '../../../contracts/waitlist';
import { joinErrorMessage, useJoinWaitlist } from './api/join-waitlist';
import { WAITLIST_EMAIL_KEY, WAITLIST_TOKEN_KEY } from './waitlist-email-key';

export type WaitlistState =
  { status: 'initial' } | { status: 'submitting' } | { status: 'joined'; email: string; result: WaitlistJoinResponse };

function announce(result: WaitlistJoinResponse): void {
  if (result.alreadyJoined) toast({ title: 'Welcome back!', description: "You're already on the list" });
  else toast({ title: "You're on the list!", description: 'Share your link to move up the queue' });
}

const noSubscription = () => () => {};
const hasSavedEmail = () => readString('local', WAITLIST_EMAIL_KEY) !== null;
/** The prerendered page (and so the hydrating render) cannot know about a saved email. */
const hasSavedEmailOnServer = () => false;

export function useWaitlist(referredBy: string | null) {
  const { mutateAsync: joinWaitlist } = useJoinWaitlist();
  const [state, setState] = useState<WaitlistState>({ status: 'initial' });
  const [restoreFailed, setRestoreFailed] = useState(false);
  // While a saved email is being re-sent, the form shows as submitting. When hydrating, React
  // renders the server's answer (the empty form) first and this one right after.
  const restoring = useSyncExternalStore(noSubscription, hasSavedEmail, hasSavedEmailOnServer) && !restoreFailed;
  const restored = useRef(false);

  const finish = useCallback((email: string, result: WaitlistJoinResponse) => {
    writeString('local', WAITLIST_EMAIL_KEY, email);
    writeString('local', WAITLIST_TOKEN_KEY, result.restoreToken);
    setState({ status: 'joined', email, result });
    announce(result);
  }, []);

  useEffect(() => {
    // Once per page load, also under StrictMode's double effects.
    if (restored.current) return;
    restored.current = true;
    const saved = readString('local', WAITLIST_EMAIL_KEY);
    if (!saved) return;
    const restoreToken = readString('local', WAITLIST_TOKEN_KEY) ?? undefined;
    joinWaitlist({ email: saved, ...(restoreToken ? { restoreToken } : {}) })
      .then((result) => finish(saved, result))
      .catch((error: unknown) => {
        // A failed restore is not the user's doing: show the form again, keep the saved email.
        console.error('Could not restore the waitlist state', error);
        setRestoreFailed(true);
      });
  }, [finish, joinWaitlist]);

  const submit = useCallback(
    async (raw: string) => {
      const email = raw.trim();
      // SPEC §5: the page only checks for an @; the server validates properly.
      if (!email || !email.includes('@')) {
        toast({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
        return;
      }
      setState({ status: 'submitting' });
      try {
        // The saved token too: it restores this device's own place if that is the address typed.
        const restoreToken = readString('local', WAITLIST_TOKEN_KEY) ?? undefined;
        finish(
          email,
          await joinWaitlist({
            email,
            ...(referredBy ? { referredBy } : {}),
            ...(restoreToken ? { restoreToken } : {}),
          }),
        );
      } catch (error) {
        setState({ status: 'initial' });
        toast({
          title: 'Something went wrong',
          description: joinErrorMessage(error) || 'Please try again',
          variant: 'destructive',
        });
      }
    },
    [finish, joinWaitlist, referredBy],
  );

  const shown: WaitlistState = state.status === 'initial' && restoring ? { status: 'submitting' } : state;
  return { state: shown, submit };
}
