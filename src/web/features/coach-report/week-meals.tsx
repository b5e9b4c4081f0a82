// The coach report's meals, grouped by day (oldest first, as the server sends them).
import type { CoachReport } from '../../../contracts/trends';
import { formatDay } from '../../lib/trend-format';

type ReportMeal = CoachReport['meals'][number];

const MEAL_TYPE_LABELS: Record<ReportMeal['mealType'], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  'pre-workout': 'Pre-workout',
  'post-workout': 'Post-workout',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const n = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

function timeOf(meal: ReportMeal): string | null {
  const t = Date.parse(meal.consumedAt);
  return Number.isNaN(t) ? null : timeFormat.format(t);
}

function groupByDay(meals: readonly ReportMeal[]): [string, ReportMeal[]][] {
  const days = new Map<string, ReportMeal[]>();
  for (const meal of meals) days.set(meal.date, [...(days.get(meal.date) ?? []), meal]);
  return [...days];
}

export function WeekMeals({ meals }: { meals: readonly ReportMeal[] }) {
  if (meals.length === 0) return <p className="text-sm text-stone-600">No meals logged this week.</p>;
  return (
    <div className="grid gap-6">
      {groupByDay(meals).map(([date, dayMeals]) => (
        <section key={date} aria-label={formatDay(date)}>
          <h3 className="font-semibold text-stone-900">{formatDay(date)}</h3>
          <ul className="mt-2 grid gap-2">
            {dayMeals.map((meal, i) => (
              <li key={`${meal.consumedAt}-${i}`} className="rounded-xl border border-stone-200 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-medium text-stone-900">{meal.title}</p>
                  <p className="text-xs text-stone-600">
                    {MEAL_TYPE_LABELS[meal.mealType]}
                    {timeOf(meal) ? ` · ${timeOf(meal)}` : ''}
                  </p>
                </div>
                {meal.description ? <p className="mt-1 text-sm text-stone-700">{meal.description}</p> : null}
                <p className="mt-1 text-xs tabular-nums text-stone-700">
                  {n.format(meal.macros.calories_kcal)} kcal · {n.format(meal.macros.protein_g)} g protein ·{' '}
                  {n.format(meal.macros.carbs_g)} g carbs · {n.format(meal.macros.fat_g)} g fat
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
