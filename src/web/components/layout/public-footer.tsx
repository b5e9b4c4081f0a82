import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/links';
import { BrandMark } from './brand-mark';

export function PublicFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark className="h-9 w-9" />
          <div>
            <p className="font-bold text-stone-900">Crease</p>
            <p className="text-sm text-stone-600">Nutrition tracking for cricketers and athletes.</p>
          </div>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-stone-700">
          <Link to="/privacy" className="tap inline-flex items-center hover:text-brand-700 hover:underline">
            Privacy
          </Link>
          <Link to="/terms" className="tap inline-flex items-center hover:text-brand-700 hover:underline">
            Terms
          </Link>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="tap inline-flex items-center hover:text-brand-700 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
      {/* The landing page is prerendered at build time: a page built last year may say so until it starts. */}
      <p className="pb-8 text-center text-xs text-stone-500" suppressHydrationWarning>
        © {new Date().getFullYear()} Crease. Made for the nets, the gym and the dinner table.
      </p>
    </footer>
  );
}
