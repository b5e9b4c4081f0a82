// Placeholder of the shared calorie estimate (SPEC §2); the calorie-guess issue loads and shows it.
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

export function CalorieGuessPage() {
  return (
    <PublicLayout>
      <div className="bg-brand-900 px-4 py-4 text-center text-brand-50">
        Shared from Crease, the meal tracker for cricketers.{' '}
        <Link to="/" className="font-semibold underline underline-offset-2">
          Try it free
        </Link>
      </div>
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-2xl font-bold text-stone-900">Calorie estimate</h1>
        <Card className="mt-6 p-6 text-stone-600">
          This shared meal estimate will show its nutrition summary and breakdown here.
          <div className="mt-4">
            <Link to="/" className={buttonClass('primary', 'md')}>
              Try Crease free
            </Link>
          </div>
        </Card>
      </div>
    </PublicLayout>
  );
}
