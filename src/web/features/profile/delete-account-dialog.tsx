// "Delete my account": says what goes, asks for DELETE typed out, then deletes and leaves the
// app signed out on the landing page.
import { useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../contracts/account';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { serverMessage } from '../../lib/api-error';
import { useDeleteAccount } from './api/delete-account';

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION;
  const busy = deletion.isPending || deletion.isSuccess;
  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setTyped('');
      deletion.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title="Delete your account?"
        description="This permanently removes your account and everything in it: every meal and log entry, your photos, edits, shared estimates, preferences and waitlist place. You will be signed out everywhere. This cannot be undone."
      >
        <form
          className="mt-5 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !busy) deletion.mutate(DELETE_ACCOUNT_CONFIRMATION);
          }}
        >
          <label htmlFor="delete-confirmation" className="text-sm font-medium text-stone-800">
            Type <span className="font-mono font-semibold">{DELETE_ACCOUNT_CONFIRMATION}</span> to confirm
          </label>
          <input
            id="delete-confirmation"
            className="h-11 rounded-lg border border-stone-300 px-3 font-mono text-stone-900 focus:outline-2 focus:outline-red-600"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            disabled={busy}
            onChange={(event) => setTyped(event.target.value)}
          />
          {deletion.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(deletion.error, 'Failed to delete your account. Please try again.')}
            </p>
          ) : null}
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
