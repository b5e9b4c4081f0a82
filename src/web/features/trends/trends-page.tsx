// Trends (SPEC §2, issue 17): for a guest, SPEC's 1.5 s spinner and then the sign-in pitch; for a
// signed-in athlete, the trends themselves, with a spinner only while they load (decision 111).
import { LineChart, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { goToSignIn } from '../../lib/navigation';
import { TrendsView } from './trends-view';

export const TRENDS_LOADING_MS = 1500;

function SignedOutTeaser() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TRENDS_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  if (loading) return <PageSpinner label="Loading trends" />;
  return (
    <PageContainer title="Trends">
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LineChart className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold text-stone-900">Track Your Progress</h2>
        <p className="max-w-sm text-stone-600">
          Sign in to see how your eating lines up with your training, week after week.
        </p>
        <Button size="lg" onClick={goToSignIn}>
          <LogIn className="h-5 w-5" aria-hidden />
          Sign In to Get Started
        </Button>
      </Card>
    </PageContainer>
  );
}

export function TrendsPage() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <TrendsView /> : <SignedOutTeaser />;
}
