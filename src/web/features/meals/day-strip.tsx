// Sticky strip of the last 30 days and today (SPEC §2); tapping a day vibrates 10 ms (SPEC §9).
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { fromIsoDate } from '../../lib/local-date';

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const longDate = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function DayStrip({
  days,
  today,
  selected,
  onSelect,
}: {
  days: readonly string[];
  today: string;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);

  return (
    <nav
      aria-label="Choose a day"
      className="sticky top-14 z-20 -mx-4 mb-4 border-b border-stone-200 bg-stone-50/95 px-2 py-2 backdrop-blur sm:-mx-6"
    >
      <ul className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:none]">
        {days.map((day) => {
          const date = fromIsoDate(day);
          const isSelected = day === selected;
          return (
            <li key={day}>
              <button
                ref={isSelected ? selectedRef : undefined}
                type="button"
                aria-pressed={isSelected}
                aria-label={day === today ? `Today, ${longDate.format(date)}` : longDate.format(date)}
                onClick={() => {
                  navigator.vibrate?.(10);
                  onSelect(day);
                }}
                className={cn(
                  'flex h-14 w-12 flex-col items-center justify-center rounded-xl text-xs font-medium transition-colors',
                  isSelected ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                <span aria-hidden>{day === today ? 'Today' : weekday.format(date)}</span>
                <span aria-hidden className="text-base font-bold">
                  {date.getDate()}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
