// What a joined athlete sees in the hero: place in the queue, referrals, the share link with
// Copy, the leaderboard and the community.
import { Copy, MessageCircle, Trophy, Users } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button';
import { COMMUNITY_URL } from '../../lib/links';
import { toast } from '../../lib/toast';
import type { WaitlistJoinResponse } from '../../../contracts/waitlist';
import { LeaderboardDialog } from './leaderboard-dialog';

async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No async clipboard (http, old browser, permission): the selection way still works.
    input?.select();
    document.execCommand('copy');
  }
}

export function JoinedPanel({ result }: { result: WaitlistJoinResponse }) {
  const inputId = 'waitlist-share-link';
  const copy = async () => {
    await copyText(result.shareLink, document.getElementById(inputId) as HTMLInputElement | null);
    toast({ title: 'Link copied!' });
  };
  return (
    <section
      aria-label="Your place on the waitlist"
      className="w-full max-w-xl rounded-2xl bg-white/10 p-5 ring-1 ring-white/20"
    >
      <p className="font-semibold text-brand-100">You&apos;re in the queue. Top referrers get in first.</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-white p-4 text-stone-900">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-stone-600">
            <Trophy className="h-4 w-4" aria-hidden /> Your rank
          </dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-900" data-testid="waitlist-rank">
            #{result.rank}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-4 text-stone-900">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-stone-600">
            <Users className="h-4 w-4" aria-hidden /> Referrals
          </dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-900" data-testid="waitlist-referrals">
            {result.referralCount}
          </dd>
        </div>
      </dl>
      <label htmlFor={inputId} className="mt-5 block text-sm font-semibold text-white">
        Your share link: every teammate who joins through it moves you up
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          readOnly
          value={result.shareLink}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg bg-white px-3 font-mono text-sm text-stone-900"
        />
        <Button variant="inverse" onClick={() => void copy()} className="h-11">
          <Copy className="h-4 w-4" aria-hidden />
          Copy
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <LeaderboardDialog own={result} />
        <a
          href={COMMUNITY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'md', 'bg-[#128c4a] hover:bg-[#0e7a40]')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden />
          Join WhatsApp Community
        </a>
      </div>
    </section>
  );
}
