// A post's date and reading time, as the list and the post page both show them.
import { CalendarDays, Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatPostDate } from './format-post-date';

export function PostMeta({ date, readTime, className }: { date: string; readTime: string; className: string }) {
  return (
    <div className={cn('flex flex-wrap text-sm text-stone-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4" aria-hidden />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden />
        {readTime}
      </span>
    </div>
  );
}
