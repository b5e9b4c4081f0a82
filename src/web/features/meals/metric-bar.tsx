// One progress bar of the daily summary: filled up to 100 % of the goal, red once over it (SPEC §9).
// The goal is passed in: SPEC's fixed one or the day's personal target.
import { cn } from '../../lib/cn';
import { percentOfGoal, type MetricInfo } from '../../lib/daily-goals';
import { formatAmount } from './meal-metrics';

export function MetricBar({ metric, value, goal }: { metric: MetricInfo; value: number; goal: number }) {
  const percent = percentOfGoal(value, goal);
  const over = value > goal;
  // Personal targets may carry decimals; SPEC's fixed goals are whole numbers and read as before.
  const shownGoal = Math.round(goal);
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-800">{metric.label}</span>
        <span className={cn('tabular-nums', over ? 'font-semibold text-red-700' : 'text-stone-600')}>
          {formatAmount(value, metric.unit)} / {shownGoal} {metric.unit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={metric.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${formatAmount(value, metric.unit)} of ${shownGoal} ${metric.unit}${over ? ', over the goal' : ''}`}
        data-over={over ? 'true' : 'false'}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', over ? 'bg-red-600' : 'bg-brand-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
