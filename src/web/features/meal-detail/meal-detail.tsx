// The loaded meal: header, four tiles, breakdown cards, and its actions.
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Meal } from '../../../contracts/meal';
import { ShareEntryButton } from '../../components/shared/share-entry-button';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { readableDescription } from '../../lib/meal-text';
import { DeleteMealButton } from './delete-meal-button';
import { DetailSection } from './detail-section';
import { mealSections } from './meal-sections';
import { NutritionTiles } from './nutrition-tiles';

const when = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function consumedAt(meal: Meal): string {
  const t = Date.parse(meal.context.consumed_at);
  return Number.isNaN(t) ? meal.date : when.format(t);
}

export function MealDetail({ meal, processing }: { meal: Meal; processing: boolean }) {
  const s = mealSections(meal);
  return (
    <article className="mt-2 grid gap-4">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{meal.title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <time dateTime={meal.context.consumed_at}>{consumedAt(meal)}</time>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium capitalize text-brand-900">
            {meal.context.meal_type}
          </span>
          {processing ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900">
              <Spinner label="Processing" className="[&_svg]:h-3.5 [&_svg]:w-3.5" /> Processing
            </span>
          ) : null}
        </p>
        {meal.description ? <p className="mt-3 text-stone-700">{readableDescription(meal.description)}</p> : null}
      </header>
      {meal.context.image_uploads.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {meal.context.image_uploads.map((src) => (
            <li key={src}>
              <img src={src} alt={`Photo of ${meal.title}`} className="max-h-64 rounded-xl object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <NutritionTiles macros={meal.macros} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailSection title="Carbohydrate Breakdown" rows={s.carbs} />
        <DetailSection title="Fat Breakdown" rows={s.fat} />
        <DetailSection title="Sodium" rows={s.sodium} />
        <DetailSection title="Serving Information" rows={s.serving} />
      </div>
      <DetailSection title="Micronutrients" rows={s.micros} />
      <div className="flex flex-wrap gap-2">
        <Link to={`/meals/${encodeURIComponent(meal.id)}/edit`} className={buttonClass('primary')}>
          <Pencil className="h-4 w-4" aria-hidden /> Edit with words
        </Link>
        {/* The snapshot is of the whole entry this meal came from (the shared page lists its meals). */}
        {meal.source_job_id ? <ShareEntryButton jobId={meal.source_job_id} labelled /> : null}
        <DeleteMealButton mealId={meal.id} />
      </div>
    </article>
  );
}
