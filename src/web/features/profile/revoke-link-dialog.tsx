// The confirmation before a public link is revoked, shared by the Shared links and Coach reports
// cards: what happens to someone who opens it, then Cancel or Revoke.
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';

export function RevokeLinkDialog(props: {
  open: boolean;
  title: string;
  description: string;
  revoking: boolean;
  onCancel: () => void;
  onRevoke: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <DialogContent title={props.title} description={props.description}>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={props.revoking} onClick={props.onRevoke}>
            Revoke
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
