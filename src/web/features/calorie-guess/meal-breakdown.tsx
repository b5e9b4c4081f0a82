// Meal Breakdown: one collapsible row per item, the first open, each toggled on its own.
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { SharedEstimateMeal } from '../../../contracts/shared-estimate';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { readableDescription, servingText } from '../../lib/meal-text';

function MealRow({
  meal,
  index,
  open,
  onToggle,
}: {
  meal: SharedEstimateMeal;
  index: number;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `meal-item-${index}`;
  return (
    <li className="rounded-xl border border-stone-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 p-4 text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-stone-900">{meal.title}</span>
          <span className="block text-sm text-stone-600">{servingText(meal.serving)}</span>
        </span>
        <span className="shrink-0 font-bold text-brand-900">{Math.round(meal.macros.calories_kcal)} kcal</span>
        <ChevronDown
          className={cn('h-5 w-5 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open ? (
        <div id={panelId} className="border-t border-stone-100 px-4 pb-4 pt-3">
          {meal.description ? <p className="text-stone-700">{readableDescription(meal.description)}</p> : null}
          <dl className="mt-3 flex flex-wrap gap-2 text-sm">
            {(
              [
                ['Protein', meal.macros.protein_g],
                ['Carbs', meal.macros.carbs_g],
                ['Fat', meal.macros.fat_g],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-full bg-stone-100 px-3 py-1">
                <dt className="inline text-stone-600">{label} </dt>
                <dd className="inline font-semibold text-stone-900">{Math.round(value)} g</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </li>
  );
}

export function MealBreakdown({ meals }: { meals: SharedEstimateMeal[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Meal Breakdown</CardTitle>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {meals.length} {meals.length === 1 ? 'item' : 'items'}
        </span>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {meals.map((meal, i) => (
            <MealRow key={i} meal={meal} index={i} open={open.has(i)} onToggle={() => toggle(i)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
