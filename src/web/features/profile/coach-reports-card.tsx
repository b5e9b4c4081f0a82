// Profile's "Coach reports" (issue 17, item 4): read-only links to the athlete's last 7 days for a
// coach or dietitian, no sign-in needed. Name a link, copy it, revoke it (confirmed); a revoked
// link stays in the list, marked, and opening it shows the report page's error state.
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ZCoachReportCreate, type CoachReportLink } from '../../../contracts/trends';
import { useCopyLink } from '../../components/shared/copy-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useCoachReports, useCreateCoachReport, useRevokeCoachReport } from './api/coach-reports';
import { controlClass, FormError, FormField } from './form-field';
import { LinkActions, LinkList, linkRowClass, useRevokeLink } from './public-link-list';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const when = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : dateFormat.format(t);
};

function LinkRow({ link, onCopy, onRevoke }: { link: CoachReportLink; onCopy: () => void; onRevoke: () => void }) {
  const revoked = link.revokedAt !== null;
  return (
    <li className={linkRowClass}>
      <div className="min-w-0 flex-1">
        <p className={revoked ? 'font-semibold text-stone-600' : 'font-semibold text-stone-900'}>
          {link.label}
          {revoked ? (
            <span className="ml-2 inline-flex rounded-full bg-stone-200 px-2 py-0.5 align-middle text-xs font-semibold text-stone-700">
              Revoked
            </span>
          ) : null}
        </p>
        {revoked ? null : <p className="mt-0.5 break-all text-sm text-stone-700">{link.url}</p>}
        <p className="mt-1 text-xs text-stone-600">
          Created <time dateTime={link.createdAt}>{when(link.createdAt)}</time>
          {link.revokedAt ? (
            <>
              {' · revoked '}
              <time dateTime={link.revokedAt}>{when(link.revokedAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      {revoked ? null : <LinkActions name={link.label} onCopy={onCopy} onRevoke={onRevoke} />}
    </li>
  );
}

function CreateLinkForm() {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: create, isPending } = useCreateCoachReport();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZCoachReportCreate.safeParse({ label });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    setError(null);
    try {
      await create(parsed.data);
      setLabel('');
      toast({ title: 'Coach link created', description: 'Copy it from the list below and send it.' });
    } catch (err) {
      setError(serverMessage(err, 'The link could not be created. Please try again.'));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormField label="Name of the link" hint="Who it is for, e.g. Coach Sharma. The coach sees this name.">
        {({ id, describedBy }) => (
          <input
            id={id}
            className={`tap ${controlClass}`}
            value={label}
            maxLength={80}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setLabel(e.target.value);
              if (error) setError(null);
            }}
          />
        )}
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={isPending}>
        <Plus className="h-5 w-5" aria-hidden /> Create link
      </Button>
    </form>
  );
}

export function CoachReportsCard() {
  const links = useCoachReports();
  const { mutateAsync: revokeLink, isPending: revoking } = useRevokeCoachReport();
  const { copy, dialog } = useCopyLink();
  const revoke = useRevokeLink<CoachReportLink>({
    revoke: revokeLink,
    revoking,
    title: 'Revoke this coach link?',
    description: 'Anyone who opens it will see that the report is no longer available. This cannot be undone.',
    revokedDescription: 'It no longer shows your week.',
  });
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Coach reports</CardTitle>
        <p className="text-sm text-stone-600">
          A read-only link to your last 7 days (summary, goals met and meals) for a coach or dietitian. No sign-in
          needed to open it, and your email is never shown. Revoke it any time.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CreateLinkForm />
        <LinkList
          query={{ isPending: links.isPending, isError: links.isError, data: links.data?.links }}
          noun="coach links"
          render={(link) => (
            <LinkRow key={link.id} link={link} onCopy={() => void copy(link.url)} onRevoke={() => revoke.ask(link)} />
          )}
        />
      </CardContent>
      {dialog}
      {revoke.dialog}
    </Card>
  );
}
