// The header of one meal type on the day's log (issue 17): its name and the subtotal of energy
// and of the metrics the user chose for the meal rows.
import type { MetricId } from '../../../contracts/preferences';
import type { MealGroup } from './group-entries';
import { formatAmount, SHORT_LABELS, unitOf } from './meal-metrics';

export function MealGroupHeader({ group, metrics }: { group: MealGroup; metrics: readonly MetricId[] }) {
  const others = metrics.filter((id) => id !== 'calories');
  return (
    <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-1">
      <h2 id={`meal-group-${group.id}`} className="text-base font-semibold text-stone-900">
        {group.label}
      </h2>
      <p className="text-sm text-stone-700" data-testid="group-subtotal">
        <span className="font-semibold text-stone-900">{Math.round(group.totals.calories)} kcal</span>
        {others.map((id) => (
          <span key={id}>
            {' · '}
            {SHORT_LABELS[id]} {formatAmount(group.totals[id], unitOf(id))}
          </span>
        ))}
      </p>
    </div>
  );
}
