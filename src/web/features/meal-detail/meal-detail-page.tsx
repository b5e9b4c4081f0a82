// Meal detail (SPEC §2 "Meal detail"): everything the meal carries, the 'Processing' indicator
// while a natural-language edit runs, and 'Not Found' for a missing meal. Nothing for guests.
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useMeal } from '../../api/get-meal';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useLiveEvents } from '../../lib/use-live-events';
import { useProcessingEdits } from './api/get-processing-edits';
import { MealDetail } from './meal-detail';

export function MealDetailPage() {
  const { entryId = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const meal = useMeal(entryId, isAuthenticated);
  const processing = useProcessingEdits(isAuthenticated);
  useLiveEvents(isAuthenticated);
  const notFound = meal.isError && isApiError(meal.error, 404);
  const failed = meal.isError && !notFound;
  useEffect(() => {
    if (failed) toast({ title: 'Failed to fetch meal details', variant: 'destructive' });
  }, [failed]);
  useEffect(() => {
    if (processing.isError) console.warn('Failed to fetch processing meals', processing.error);
  }, [processing.isError, processing.error]);

  if (!isAuthenticated) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <Link
        to="/meals"
        className="tap inline-flex items-center gap-2 rounded-md py-2 text-sm font-medium text-stone-700 hover:text-stone-900"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden />
        Back to meals
      </Link>
      {meal.isPending ? (
        <PageSpinner label="Loading meal" />
      ) : notFound ? (
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Not Found</h1>
          <p className="mt-2 text-stone-600">This meal doesn&apos;t exist</p>
        </div>
      ) : meal.data ? (
        <MealDetail meal={meal.data} processing={processing.data?.entry_ids.includes(meal.data.id) ?? false} />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Meal details</h1>
          <p className="mt-2 text-red-700">Failed to fetch meal details</p>
        </div>
      )}
    </div>
  );
}
