// The coach's weekly report (issue 17, item 4), public at /coach/:id for anyone with the link,
// signed in or not: the week's summary, goals met, each day against its goals, and the meals.
// No account UI and nothing beyond what the athlete chose to share; kept out of search engines.
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark';
import { PublicFooter } from '../../components/layout/public-footer';
import { GoalList, SummaryPanel } from '../../components/shared/trend-summary';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { formatRange } from '../../lib/trend-format';
import { useCoachReport } from './api/get-coach-report';
import { DayTable } from './day-table';
import { WeekMeals } from './week-meals';

/**
 * The brand and the footer only: a coach reading an athlete's week gets no sign-in button, no
 * "Open app" and no menu, whoever is signed in on this browser.
 */
function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      {/* React puts these in <head>: a private report must not be indexed or show up in a search. */}
      <title>Weekly report · Crease</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Link to="/" className="tap flex items-center gap-2 font-extrabold text-stone-900">
            <BrandMark className="h-8 w-8" />
            <span className="text-lg tracking-tight">Crease</span>
          </Link>
          <p className="ml-auto text-sm text-stone-600">Read-only weekly report</p>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function Unavailable({ gone, onRetry }: { gone: boolean; onRetry: () => void }) {
  return (
    <Card className="p-6 text-center" role="alert">
      <AlertTriangle className="mx-auto h-10 w-10 text-ball-600" aria-hidden />
      {gone ? (
        <>
          <h1 className="mt-3 text-2xl font-bold text-stone-900">This report link is no longer available</h1>
          <p className="mt-2 text-stone-600">
            The athlete may have revoked it, or the link is incomplete. Ask them to share a new link from their Crease
            profile.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-bold text-stone-900">Couldn&apos;t load this report</h1>
          <p className="mt-2 text-stone-600">Check your connection and try again.</p>
          <Button size="lg" className="mt-4" onClick={onRetry}>
            <RotateCw className="h-5 w-5" aria-hidden /> Retry
          </Button>
        </>
      )}
    </Card>
  );
}

export function CoachReportPage() {
  const { id = '' } = useParams();
  const report = useCoachReport(id);
  const { data, error } = report;

  if (report.isLoading)
    return (
      <Shell>
        <PageSpinner label="Loading the weekly report" />
      </Shell>
    );
  if (!data)
    return (
      <Shell>
        <Unavailable gone={id === '' || isApiError(error, 404)} onRetry={() => void report.refetch()} />
      </Shell>
    );
  return (
    <Shell>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Weekly report</h1>
        <p className="mt-1 text-stone-700">
          Shared with <span className="font-semibold">{data.label}</span> · {formatRange(data.from, data.to)}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <SummaryPanel title="Last 7 days" summary={data.week} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Goals met</CardTitle>
        </CardHeader>
        <CardContent>
          <GoalList goals={data.goals} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Day by day</CardTitle>
        </CardHeader>
        <CardContent>
          <DayTable days={data.days} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Meals</CardTitle>
        </CardHeader>
        <CardContent>
          <WeekMeals meals={data.meals} />
        </CardContent>
      </Card>
    </Shell>
  );
}
