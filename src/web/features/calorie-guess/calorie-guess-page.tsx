// The shared calorie estimate (SPEC §2): public, states loading, error, empty and loaded.
import { AlertTriangle, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useSharedEstimate } from './api/get-shared-estimate';
import { MealBreakdown } from './meal-breakdown';
import { NutritionSummary } from './nutrition-summary';

function Shell({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="bg-brand-900 px-4 py-4 text-center text-brand-50">
        Shared from Crease, the meal tracker for cricketers.{' '}
        <Link to="/" className="font-semibold underline underline-offset-2">
          Try it free
        </Link>
      </div>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">{children}</div>
    </PublicLayout>
  );
}

export function CalorieGuessPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useSharedEstimate(id);

  if (isLoading)
    return (
      <Shell>
        <PageSpinner label="Loading meal estimate" />
      </Shell>
    );
  if (error) {
    return (
      <Shell>
        <Card className="p-6 text-center" role="alert">
          <AlertTriangle className="mx-auto h-10 w-10 text-ball-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">Unable to Load Meal</h1>
          <p className="mt-2 text-stone-600">
            We couldn&apos;t find the estimate you&apos;re looking for. The link may be invalid or expired.
          </p>
          <p className="mt-3 text-sm text-stone-500">
            Error: {error instanceof Error ? error.message : 'Unknown error'}
          </p>
          <Link to="/" className={buttonClass('primary', 'md', 'mt-5')}>
            Try Crease free
          </Link>
        </Card>
      </Shell>
    );
  }
  if (!data || data.meals.length === 0) {
    return (
      <Shell>
        <Card className="p-6 text-center">
          <h1 className="text-2xl font-bold text-stone-900">No meal estimate found</h1>
        </Card>
      </Shell>
    );
  }
  return (
    <Shell>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Calorie estimate</h1>
      {data.image_url ? (
        <img src={data.image_url} alt="The shared meal" className="aspect-[4/3] w-full rounded-2xl object-cover" />
      ) : null}
      <NutritionSummary estimate={data} />
      {data.notes ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <NotebookPen className="h-5 w-5 text-brand-700" aria-hidden /> Analysis Notes
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-stone-700">{data.notes}</p>
          </CardContent>
        </Card>
      ) : null}
      <MealBreakdown meals={data.meals} />
    </Shell>
  );
}
