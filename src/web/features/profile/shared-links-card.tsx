// Profile's "Shared links" (issue 17): the user's live shared estimates, newest first, each with
// Copy link and Revoke (confirmed). A revoked link shows the shared page's error state.
import { Copy, Link2Off } from 'lucide-react';
import { useState } from 'react';
import type { ShareSummary } from '../../../contracts/shared-estimate';
import { useRevokeShare, useShares } from '../../api/shares';
import { useCopyLink } from '../../components/shared/copy-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { RevokeLinkDialog } from './revoke-link-dialog';

const sharedOn = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

function sharedWhen(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : `Shared ${sharedOn.format(t)}`;
}

function ShareRow({ share, onCopy, onRevoke }: { share: ShareSummary; onCopy: () => void; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-3 border-b border-stone-200 py-4 first:pt-0 last:border-b-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{share.title}</p>
        {share.text ? <p className="mt-0.5 line-clamp-2 break-words text-sm text-stone-700">{share.text}</p> : null}
        <p className="mt-1 text-xs text-stone-600">
          <time dateTime={share.created_at}>{sharedWhen(share.created_at)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onCopy}>
          <Copy className="h-4 w-4" aria-hidden /> Copy link
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="border-red-300! text-red-700! hover:bg-red-50!"
          onClick={onRevoke}
        >
          <Link2Off className="h-4 w-4" aria-hidden /> Revoke
        </Button>
      </div>
    </li>
  );
}

export function SharedLinksCard() {
  const shares = useShares();
  const { mutateAsync: revokeShare, isPending: revoking } = useRevokeShare();
  const { copy, dialog } = useCopyLink();
  const [toRevoke, setToRevoke] = useState<ShareSummary | null>(null);
  const revoke = async () => {
    if (!toRevoke) return;
    try {
      await revokeShare(toRevoke.id);
      toast({ title: 'Link revoked', description: 'It no longer shows your meal.' });
    } catch (error) {
      toast({
        title: 'Failed to revoke link',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
    setToRevoke(null);
  };
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Shared links</CardTitle>
        <p className="text-sm text-stone-600">
          Meals you shared with Share on the Meals page. Anyone with a link can see that estimate until you revoke it.
        </p>
      </CardHeader>
      <CardContent>
        {shares.isPending ? (
          <Spinner label="Loading shared links" />
        ) : shares.isError ? (
          <p className="text-sm text-red-700">Failed to fetch shared links</p>
        ) : shares.data.items.length === 0 ? (
          <p className="text-sm text-stone-600">No shared links yet.</p>
        ) : (
          <ul aria-label="Shared links">
            {shares.data.items.map((share) => (
              <ShareRow
                key={share.id}
                share={share}
                onCopy={() => void copy(share.url)}
                onRevoke={() => setToRevoke(share)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {dialog}
      <RevokeLinkDialog
        open={toRevoke !== null}
        title="Revoke this link?"
        description="Anyone who opens it will see that the estimate cannot be found. This cannot be undone."
        revoking={revoking}
        onCancel={() => setToRevoke(null)}
        onRevoke={() => void revoke()}
      />
    </Card>
  );
}
