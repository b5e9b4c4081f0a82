import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { BrandMark } from '../components/layout/brand-mark';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-5 px-6 text-center">
      <BrandMark className="h-14 w-14" />
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="text-stone-700">
        That page has walked off the field. Check the address, or head back to the start.
      </p>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        Go home
      </Link>
    </main>
  );
}
