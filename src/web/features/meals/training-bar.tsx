// The selected day's training on /meals (issue 16): one compact button saying what the day is
// ("Training: Match · T20 · 14:00"), opening its dialog, and the Plan week dialog beside it.
import { CalendarRange, Dumbbell } from 'lucide-react';
import { useState } from 'react';
import type { TrainingDay } from '../../../contracts/athlete';
import { Button } from '../../components/ui/button';
import { fromIsoDate } from '../../lib/local-date';
import { PlanWeekDialog } from './plan-week-dialog';
import { TrainingDayDialog } from './training-day-dialog';
import { describeTraining } from './training-labels';

const longDate = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function TrainingBar({ date, today, training }: { date: string; today: string; training: TrainingDay }) {
  const [dayOpen, setDayOpen] = useState(false);
  const [weekOpen, setWeekOpen] = useState(false);
  const label = describeTraining(training);
  return (
    <div className="mb-4 flex gap-2">
      <Button
        variant="outline"
        size="lg"
        className="h-auto min-h-12 min-w-0 flex-1 justify-start px-3 py-1.5 text-left"
        aria-label={`Training: ${label}. Change`}
        onClick={() => setDayOpen(true)}
      >
        <Dumbbell className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        {/* Two lines, so a match's format and start time fit on a phone. */}
        <span className="min-w-0">
          <span className="block text-xs font-medium text-stone-600">Training</span>
          <span className="block truncate" data-testid="training-label">
            {label}
          </span>
        </span>
      </Button>
      {/* Icon-only on phones, so the day's training (a match's format and start time) keeps the room. */}
      <Button
        variant="outline"
        size="lg"
        className="w-12 shrink-0 px-0 sm:w-auto sm:px-4"
        onClick={() => setWeekOpen(true)}
      >
        <CalendarRange className="h-5 w-5 shrink-0" aria-hidden />
        <span className="sr-only sm:not-sr-only">Plan week</span>
      </Button>
      <TrainingDayDialog
        open={dayOpen}
        onOpenChange={setDayOpen}
        date={date}
        dateLabel={longDate.format(fromIsoDate(date))}
        training={training}
      />
      <PlanWeekDialog open={weekOpen} onOpenChange={setWeekOpen} today={today} />
    </div>
  );
}
