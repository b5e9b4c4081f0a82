// Placeholder of the meal detail screen (SPEC §2); the meal-detail issue fills in the nutrition.
// Renders nothing for a signed-out visitor, as the spec says.
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';

export function MealDetailPage() {
  const { entryId } = useParams();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <Link to="/meals" className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-medium text-stone-700 hover:text-stone-900">
        <ArrowLeft className="h-5 w-5" aria-hidden />
        Back to meals
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">Meal details</h1>
      <Card className="mt-6 p-6 text-stone-600">Nutrition for entry {entryId} will appear here.</Card>
    </div>
  );
}
