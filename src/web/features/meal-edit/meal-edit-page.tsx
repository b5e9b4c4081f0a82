// Natural-language edit (SPEC §2): the current meal, instructions, Update Meal / Cancel.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMeal } from '../../api/get-meal';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { CurrentMealCard } from './current-meal-card';
import { useMealEdit } from './use-meal-edit';

export function MealEditPage() {
  const { entryId = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const meal = useMeal(entryId, isAuthenticated);
  const edit = useMealEdit(entryId);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const busy = edit.phase === 'submitting' || edit.phase === 'processing' || edit.phase === 'completed';

  const back = (
    <Link to="/meals" className={buttonClass('outline', 'sm')}>
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Meals
    </Link>
  );
  let body;
  if (!isAuthenticated) body = <Card className="p-6 text-stone-700">Please log in to edit meals.</Card>;
  else if (meal.isPending) body = <PageSpinner label="Loading meal" />;
  else if (!meal.data)
    body = (
      <Card className="p-6 text-stone-700">
        {isApiError(meal.error, 404) ? 'Meal not found.' : 'Failed to fetch meal'}
      </Card>
    );
  else
    body = (
      <div className="grid gap-4">
        <CurrentMealCard meal={meal.data} />
        <Card>
          <CardHeader>
            <CardTitle>Edit Instructions</CardTitle>
            <p className="text-sm text-stone-600">Describe changes to quantities, ingredients, or timing.</p>
          </CardHeader>
          <CardContent className="grid gap-3">
            <label htmlFor="edit-instructions" className="sr-only">
              Edit instructions
            </label>
            <textarea
              id="edit-instructions"
              value={text}
              disabled={busy}
              onChange={(e) => setText(e.target.value)}
              placeholder={'e.g. "add 1 tbsp olive oil", "double the portion", "change to yesterday"'}
              className="min-h-28 w-full rounded-xl border border-stone-300 p-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
            <div aria-live="polite" className="text-sm">
              {edit.phase === 'processing' ? <p className="text-amber-800">Updating your meal…</p> : null}
              {edit.phase === 'completed' ? (
                <p className="font-medium text-green-800">Meal updated. Taking you back to your meals…</p>
              ) : null}
              {edit.phase === 'error' ? <p className="text-red-700">{edit.error ?? 'Failed to edit meal'}</p> : null}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => void navigate('/meals')}>
                Cancel
              </Button>
              <Button disabled={!text.trim() || busy} onClick={() => void edit.submit(text)}>
                {edit.phase === 'submitting' || edit.phase === 'processing' ? 'Updating…' : 'Update Meal'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <div className="mb-6 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">Edit Meal</h1>
        {back}
      </div>
      {body}
    </div>
  );
}
