// The status dot of a log entry (SPEC §4): green done, red failed, grey cancelled, amber in progress.
import { cn } from '../../lib/cn';
import { isInProgress } from './job-status';

const LABELS: Record<string, string> = { completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' };

export function StatusDot({ status }: { status: string }) {
  const inProgress = isInProgress(status);
  return (
    <span
      role="img"
      aria-label={inProgress ? 'In progress' : (LABELS[status] ?? status)}
      className={cn(
        'mt-1.5 inline-block h-2.5 w-2.5 shrink-0 rounded-full',
        status === 'completed' && 'bg-green-600',
        status === 'failed' && 'bg-red-600',
        status === 'cancelled' && 'bg-stone-400',
        inProgress && 'animate-pulse bg-amber-500',
      )}
    />
  );
}
