// Profile's "Shared links" (issue 17): the user's live shared estimates, newest first, each with
// Copy link and Revoke (confirmed). A revoked link shows the shared page's error state.
import type { ShareSummary } from '../../../contracts/shared-estimate';
import { useRevokeShare, useShares } from '../../api/shares';
import { useCopyLink } from '../../components/shared/copy-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LinkActions, LinkList, linkRowClass, useRevokeLink } from './public-link-list';

const sharedOn = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

function sharedWhen(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : `Shared ${sharedOn.format(t)}`;
}

function ShareRow({ share, onCopy, onRevoke }: { share: ShareSummary; onCopy: () => void; onRevoke: () => void }) {
  return (
    <li className={linkRowClass}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{share.title}</p>
        {share.text ? <p className="mt-0.5 line-clamp-2 break-words text-sm text-stone-700">{share.text}</p> : null}
        <p className="mt-1 text-xs text-stone-600">
          <time dateTime={share.created_at}>{sharedWhen(share.created_at)}</time>
        </p>
      </div>
      <LinkActions onCopy={onCopy} onRevoke={onRevoke} />
    </li>
  );
}

export function SharedLinksCard() {
  const shares = useShares();
  const { mutateAsync: revokeShare, isPending: revoking } = useRevokeShare();
  const { copy, dialog } = useCopyLink();
  const revoke = useRevokeLink<ShareSummary>({
    revoke: revokeShare,
    revoking,
    title: 'Revoke this link?',
    description: 'Anyone who opens it will see that the estimate cannot be found. This cannot be undone.',
    revokedDescription: 'It no longer shows your meal.',
  });
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Shared links</CardTitle>
        <p className="text-sm text-stone-600">
          Meals you shared with Share on the Meals page. Anyone with a link can see that estimate until you revoke it.
        </p>
      </CardHeader>
      <CardContent>
        <LinkList
          query={{ isPending: shares.isPending, isError: shares.isError, data: shares.data?.items }}
          noun="shared links"
          render={(share) => (
            <ShareRow
              key={share.id}
              share={share}
              onCopy={() => void copy(share.url)}
              onRevoke={() => revoke.ask(share)}
            />
          )}
        />
      </CardContent>
      {dialog}
      {revoke.dialog}
    </Card>
  );
}
