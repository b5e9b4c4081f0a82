// What the Shared links and Coach reports cards have in common: each lists public links with
// Copy link and Revoke, and a revoke is confirmed first (what happens to someone who opens the
// link, then Cancel or Revoke) and answered with a toast.
import { Copy, Link2Off } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';

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

/** The link the user asked to revoke, and the confirmation dialog that revokes it. */
export function useRevokeLink<T extends { id: string }>(options: {
  revoke: (id: string) => Promise<unknown>;
  revoking: boolean;
  title: string;
  description: string;
  /** The toast's description once revoked, e.g. "It no longer shows your meal." */
  revokedDescription: string;
}) {
  const [toRevoke, setToRevoke] = useState<T | null>(null);
  const confirm = async () => {
    if (!toRevoke) return;
    try {
      await options.revoke(toRevoke.id);
      toast({ title: 'Link revoked', description: options.revokedDescription });
    } catch (error) {
      toast({
        title: 'Failed to revoke link',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
    setToRevoke(null);
  };
  const dialog = (
    <RevokeLinkDialog
      open={toRevoke !== null}
      title={options.title}
      description={options.description}
      revoking={options.revoking}
      onCancel={() => setToRevoke(null)}
      onRevoke={() => void confirm()}
    />
  );
  return { ask: setToRevoke, dialog };
}

/** Copy link and Revoke for one row; `name` makes the buttons' accessible names unique. */
export function LinkActions({ name, onCopy, onRevoke }: { name?: string; onCopy: () => void; onRevoke: () => void }) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button variant="outline" size="sm" onClick={onCopy} aria-label={name ? `Copy link for ${name}` : undefined}>
        <Copy className="h-4 w-4" aria-hidden /> Copy link
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-300! text-red-700! hover:bg-red-50!"
        onClick={onRevoke}
        aria-label={name ? `Revoke link for ${name}` : undefined}
      >
        <Link2Off className="h-4 w-4" aria-hidden /> Revoke
      </Button>
    </div>
  );
}

export const linkRowClass =
  'flex flex-col gap-3 border-b border-stone-200 py-4 first:pt-0 last:border-b-0 last:pb-0 sm:flex-row sm:items-center';

/** A list of links in its states: loading, failed, empty, or the rows. `noun` is e.g. "shared links". */
export function LinkList<T>(props: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  noun: string;
  render: (item: T) => ReactNode;
}) {
  const { query, noun } = props;
  if (query.isPending) return <Spinner label={`Loading ${noun}`} />;
  if (query.isError || !query.data) return <p className="text-sm text-red-700">Failed to fetch {noun}</p>;
  if (query.data.length === 0) return <p className="text-sm text-stone-600">No {noun} yet.</p>;
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return <ul aria-label={label}>{query.data.map(props.render)}</ul>;
}
