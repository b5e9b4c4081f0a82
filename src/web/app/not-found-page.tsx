import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-stone-700">The page you were looking for does not exist.</p>
      <Link to="/" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
        Go home
      </Link>
    </main>
  );
}
