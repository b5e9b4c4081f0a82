// /trends for a signed-in athlete (issue 17): the window switch, then Weekly & Monthly Summaries,
// Macro Trends, Goal Tracking and Smart Insights, all from one GET /api/trends. The spinner shows
// while that request is in flight (decision 111); a new window keeps the old answer on screen,
// dimmed and marked busy, until its own arrives.
import { AlertTriangle, CalendarPlus, RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TrendWindow } from '../../../contracts/trends';
import { PageContainer } from '../../components/layout/page-container';
import { GoalList, SummaryPanel } from '../../components/shared/trend-summary';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useUnitSystem } from '../../api/athlete-profile';
import { trendsInUnits } from '../../lib/trend-format';
import { useTrends } from './api/get-trends';
import { InsightsCard } from './insights-card';
import { MacroTrendsCard } from './macro-trends-card';
import { WindowSelector } from './window-selector';

/** Fewer logged days than this and there is no trend to speak of yet. */
export const MIN_LOGGED_DAYS = 2;

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <CalendarPlus className="h-10 w-10 text-brand-700" aria-hidden />
      <h2 className="text-xl font-semibold text-stone-900">Log a few days to see your trends</h2>
      <p className="max-w-sm text-stone-600">
        Trends compare your days with your goals. Once two or more days have meals logged, your averages, charts and
        insights appear here.
      </p>
      <Link to="/meals" className={buttonClass('primary', 'lg', 'mt-2')}>
        Log a meal
      </Link>
    </Card>
  );
}

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
      <AlertTriangle className="h-10 w-10 text-ball-600" aria-hidden />
      <h2 className="text-xl font-semibold text-stone-900">Couldn&apos;t load your trends</h2>
      <p className="max-w-sm text-stone-600">Check your connection and try again.</p>
      <Button size="lg" className="mt-2" disabled={retrying} onClick={onRetry}>
        <RotateCw className="h-5 w-5" aria-hidden /> Retry
      </Button>
    </Card>
  );
}

export function TrendsView() {
  const [windowDays, setWindowDays] = useState<TrendWindow>(30);
  const trends = useTrends(windowDays);
  const units = useUnitSystem(true);
  const answer = trends.data;
  const data = useMemo(() => answer && trendsInUnits(answer, units), [answer, units]);
  const switching = trends.isPlaceholderData;

  let body;
  if (trends.isPending) body = <PageSpinner label="Loading trends" />;
  else if (!data) body = <ErrorState onRetry={() => void trends.refetch()} retrying={trends.isFetching} />;
  else if (Math.max(data.days.filter((d) => d.logged).length, data.month.daysLogged) < MIN_LOGGED_DAYS)
    body = <EmptyState />;
  else
    // The answer's own length names the window: while another loads, what is shown is still this one.
    body = (
      <div aria-busy={switching} className={switching ? 'opacity-60 transition-opacity' : undefined}>
        <Card>
          <CardHeader>
            <CardTitle>Weekly &amp; Monthly Summaries</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-8 sm:grid-cols-2">
            <SummaryPanel title="Last 7 days" summary={data.week} units={units} />
            <SummaryPanel title="Last 30 days" summary={data.month} units={units} />
          </CardContent>
        </Card>
        <MacroTrendsCard days={data.days} windowDays={data.days.length} units={units} />
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Goal Tracking</CardTitle>
            <p className="text-sm text-stone-600">
              Days each goal was met, out of the days logged in the last {data.days.length}.
            </p>
          </CardHeader>
          <CardContent>
            <GoalList goals={data.goals} />
          </CardContent>
        </Card>
        <InsightsCard insights={data.insights} />
      </div>
    );

  return (
    <PageContainer
      title="Trends"
      description="How your eating lines up with your goals and your training."
      actions={
        <div className="flex items-center gap-3">
          {switching ? <Spinner label={`Loading the last ${windowDays} days`} /> : null}
          <WindowSelector value={windowDays} onChange={setWindowDays} />
        </div>
      }
    >
      {body}
    </PageContainer>
  );
}
