// Log History (SPEC §2): the entries as the server lists them, with Refresh.
import { History, RefreshCw } from 'lucide-react';
import type { Job } from '../../../contracts/jobs';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { TempJob } from './use-dashboard-submit';

const when = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const IN_PROGRESS = new Set(['queued', 'processing', 'pending', 'running']);

export function LogHistoryCard({
  jobs,
  temp,
  onRefresh,
  refreshing,
}: {
  jobs: readonly Job[];
  temp: readonly TempJob[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const rows = [
    ...temp.map((t) => ({
      id: t.id,
      message: t.message,
      status: 'processing',
      error: null as string | null,
      at: t.date,
    })),
    ...jobs.map((j) => ({
      id: j.job_id,
      message: j.message,
      status: j.status as string,
      error: j.error,
      at: j.created_at,
    })),
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Log History</CardTitle>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden /> Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-stone-600">
            <History className="h-8 w-8 text-stone-400" aria-hidden />
            No meals logged yet
          </div>
        ) : (
          <ul className="divide-y divide-stone-100">
            {rows.map((r) => (
              <li key={r.id} className={cn('flex items-start gap-3 py-3', r.status === 'cancelled' && 'opacity-60')}>
                <div className="min-w-0 flex-1">
                  <p className="whitespace-pre-wrap break-words text-stone-900">{r.message}</p>
                  <p className="mt-0.5 text-xs text-stone-600">{when.format(Date.parse(r.at))}</p>
                  {r.status === 'failed' && r.error ? <p className="mt-1 text-sm text-red-700">{r.error}</p> : null}
                </div>
                {IN_PROGRESS.has(r.status) ? (
                  <span className="flex items-center gap-1 text-sm text-amber-800">
                    <Spinner label="Processing" className="[&_svg]:h-4 [&_svg]:w-4" /> Processing
                  </span>
                ) : (
                  <span
                    className={cn(
                      'text-sm capitalize',
                      r.status === 'failed'
                        ? 'text-red-700'
                        : r.status === 'completed'
                          ? 'text-green-800'
                          : 'text-stone-600',
                    )}
                  >
                    {r.status}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
