// The referral leaderboard (SPEC §2): top of the queue with masked emails, ranks 1-3
// highlighted, and the athlete's own rank and count from their join answer (the server never
// sends full addresses, so the list cannot say which row is theirs).
import { Medal } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { LeaderboardEntry, WaitlistJoinResponse } from '../../../contracts/waitlist';
import { useLeaderboard } from './api/get-leaderboard';

const PODIUM = [
  'bg-amber-100 text-amber-900 ring-amber-300',
  'bg-stone-200 text-stone-900 ring-stone-300',
  'bg-orange-100 text-orange-900 ring-orange-300',
];

function Row({ entry, own }: { entry: LeaderboardEntry; own: boolean }) {
  const podium = PODIUM[entry.rank - 1];
  return (
    <li
      data-rank={entry.rank}
      data-highlighted={podium ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2',
        podium ? `font-semibold ring-1 ${podium}` : 'text-stone-800',
      )}
    >
      <span className="flex w-12 shrink-0 items-center justify-end gap-1 tabular-nums">
        {podium ? <Medal className="h-5 w-5" aria-hidden /> : null}#{entry.rank}
      </span>
      <span className="min-w-0 flex-1 truncate font-mono text-sm">
        {entry.email}
        {own ? (
          <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 font-sans text-xs font-semibold text-white">
            You
          </span>
        ) : null}
      </span>
      <span className="shrink-0 text-sm tabular-nums">
        {entry.referralCount} {entry.referralCount === 1 ? 'referral' : 'referrals'}
      </span>
    </li>
  );
}

export function LeaderboardDialog({ own }: { own: WaitlistJoinResponse }) {
  const { data, isLoading, isError } = useLeaderboard();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="inverse">View Leaderboard</Button>
      </DialogTrigger>
      <DialogContent
        title="Referral Leaderboard"
        description="Access opens in waves. The top of this list gets in first."
      >
        <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="leaderboard-own">
          You: <strong>#{own.rank}</strong> with <strong>{own.referralCount}</strong>{' '}
          {own.referralCount === 1 ? 'referral' : 'referrals'}
        </p>
        {isLoading ? <Spinner label="Loading leaderboard" className="mt-4" /> : null}
        {isError ? <p className="mt-4 text-sm text-stone-600">The leaderboard is not available right now.</p> : null}
        {data ? (
          <ol className="mt-4 max-h-[50vh] space-y-1.5 overflow-y-auto" aria-label="Top referrers">
            {data.map((entry) => (
              <Row key={entry.rank} entry={entry} own={entry.rank === own.rank} />
            ))}
          </ol>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
