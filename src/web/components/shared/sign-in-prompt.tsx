// The guest prompt of SPEC §6, shown when a guest tries to log a meal or record.
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { goToSignIn } from '../../lib/navigation';

export function SignInPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Sign in to continue"
        description="Create an account to start tracking your meals and nutrition"
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={goToSignIn}>Sign In</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
