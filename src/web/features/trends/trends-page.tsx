// Trends (SPEC §2): a short loading spinner, then the coming-soon card for signed-in users or
// the sign-in pitch for guests.
import { BarChart3, LineChart, LogIn, PieChart, Sparkles, Target } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { goToSignIn } from '../../lib/navigation';

export const TRENDS_LOADING_MS = 1500;

const UPCOMING = [
  {
    icon: BarChart3,
    title: 'Weekly & Monthly Summaries',
    text: 'Averages and totals across training blocks and match weeks.',
  },
  { icon: PieChart, title: 'Macro Trends', text: 'How your protein, carbs and fat shift from day to day.' },
  { icon: Target, title: 'Goal Tracking', text: 'How often you hit your daily goals, and where you fall short.' },
  { icon: Sparkles, title: 'Smart Insights', text: 'Plain-language tips drawn from your own logs.' },
];

export function TrendsPage() {
  const { isAuthenticated } = useAuth();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TRENDS_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (loading) return <PageSpinner label="Loading trends" />;
  if (!isAuthenticated) {
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
  return (
    <PageContainer title="Trends">
      <Card className="p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          Coming Soon
        </p>
        <h2 className="mt-4 text-xl font-semibold text-stone-900">Nutrition Analytics</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {UPCOMING.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-stone-200 p-4">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
              <div>
                <p className="font-semibold text-stone-900">{title}</p>
                <p className="text-sm text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-stone-600">
          We are already collecting the data from every meal you log, so your trends will be ready the day this
          launches.
        </p>
      </Card>
    </PageContainer>
  );
}
