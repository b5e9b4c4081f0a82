// A match day's plan (issue 16): the server's timeline for this athlete's format and start time
// (before, during, straight after, the meal after), shown as an ordered list.
import { Trophy } from 'lucide-react';
import type { TimelineItem } from '../../../contracts/athlete';
import { Card } from '../../components/ui/card';

export function MatchTimelineCard({ items }: { items: readonly TimelineItem[] }) {
  return (
    <Card className="mb-4 p-4 sm:p-5" aria-labelledby="match-plan-title">
      <h2 id="match-plan-title" className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Trophy className="h-5 w-5 text-brand-700" aria-hidden />
        Match-day plan
      </h2>
      <ol className="grid gap-3 border-l-2 border-brand-200 pl-4">
        {items.map((item, i) => (
          <li key={`${item.at ?? 'during'}-${i}`} className="relative">
            <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden />
            {/* An item without a time happens during play; its title says so. */}
            {item.at ? <p className="text-sm font-semibold text-brand-800 tabular-nums">{item.at}</p> : null}
            <p className="font-medium text-stone-900">{item.title}</p>
            <p className="text-sm text-stone-700">{item.detail}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
