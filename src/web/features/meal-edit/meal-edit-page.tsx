// Placeholder of the natural-language edit screen (SPEC §2); the meal-edit issue builds it.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

export function MealEditPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">Edit Meal</h1>
        <Link to="/meals" className={buttonClass('outline', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Meals
        </Link>
      </div>
      <Card className="mt-6 p-6 text-stone-600">Describe changes to quantities, ingredients, or timing.</Card>
    </div>
  );
}
