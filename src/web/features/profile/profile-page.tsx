// Profile (SPEC §2): email, member since, account status and sign-out. Guests get a way to sign in.
// Beyond the SPEC, the account is the user's: download or delete everything (issue 18), and the
// athlete profile, body weight and sweat-rate tests that set the daily targets (issue 16), and the
// links to meals the user shared and the weekly report links for a coach (issue 17).
import { LogIn, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { goToSignIn, goToSignOut } from '../../lib/navigation';
import { AccountDataCard } from './account-data-card';
import { AthleteCard } from './athlete-card';
import { CoachReportsCard } from './coach-reports-card';
import { ExportMealsCard } from './export-meals-card';
import { formatMemberSince } from './member-since';
import { SharedLinksCard } from './shared-links-card';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-stone-200 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  const { user } = useAuth();
  if (!user) {
    return (
      <PageContainer title="Profile">
        <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <UserRound className="h-10 w-10 text-stone-400" aria-hidden />
          <p className="text-stone-600">Sign in to see your account.</p>
          <Button size="lg" onClick={goToSignIn}>
            <LogIn className="h-5 w-5" aria-hidden />
            Sign In
          </Button>
        </Card>
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Profile" description="Your Crease account.">
      <Card className="px-6 py-2">
        <dl>
          <Row label="Email">{user.email || 'No email available'}</Row>
          <Row label="Member Since">{formatMemberSince(user.createdAt)}</Row>
          <Row label="Account Status">
            <span className="inline-flex items-center gap-2">
              <span className="h-2.5 w-2.5 rounded-full bg-brand-500" aria-hidden />
              Active
            </span>
          </Row>
        </dl>
      </Card>
      <Button variant="outline" size="lg" className="mt-6 w-full sm:w-auto" onClick={goToSignOut}>
        <LogOut className="h-5 w-5" aria-hidden />
        Sign Out
      </Button>
      <AthleteCard />
      <ExportMealsCard />
      <SharedLinksCard />
      <CoachReportsCard />
      <AccountDataCard />
    </PageContainer>
  );
}
