// One meal of a log entry: its title and chips of the chosen metrics plus servings (SPEC §2),
// opening the meal detail. Taps right after a scroll or blur are ignored (SPEC §2, §9).
import { ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Meal } from '../../../contracts/meal';
import type { MetricId } from '../../../contracts/preferences';
import { formatAmount, metricValue, SHORT_LABELS, unitOf } from './meal-metrics';

export function MealRow({
  meal,
  metrics,
  tapAllowed,
}: {
  meal: Meal;
  metrics: readonly MetricId[];
  tapAllowed: () => boolean;
}) {
  const navigate = useNavigate();
  const href = `/meals/${encodeURIComponent(meal.id)}`;
  return (
    <li>
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          if (tapAllowed()) void navigate(href);
        }}
        className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2.5 hover:bg-stone-100"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900">{meal.title}</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Nutrition">
            {metrics.map((id) => (
              <li key={id} className="rounded-full bg-white px-2 py-0.5 text-xs text-stone-700 ring-1 ring-stone-200">
                <span className="font-semibold">{SHORT_LABELS[id]}</span>{' '}
                {formatAmount(metricValue(meal, id), unitOf(id))}
              </li>
            ))}
            <li className="rounded-full bg-white px-2 py-0.5 text-xs text-stone-700 ring-1 ring-stone-200">
              <span className="font-semibold">{SHORT_LABELS.servings}</span>{' '}
              {Math.round(meal.serving.servings * 100) / 100}
            </li>
          </ul>
        </div>
        <ChevronRight className="h-5 w-5 shrink-0 text-stone-400" aria-hidden />
      </a>
    </li>
  );
}
