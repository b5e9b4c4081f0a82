// Header of the public pages (landing, blog, legal, shared estimates): brand, Blog, the external
// community link, and the way into the app.
import { LogIn, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { COMMUNITY_URL } from '../../lib/links';
import { goToSignIn } from '../../lib/navigation';
import { Button, buttonClass } from '../ui/button';
import { BrandMark } from './brand-mark';

export function PublicHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="tap flex items-center gap-2 font-extrabold text-stone-900">
          <BrandMark className="h-8 w-8" />
          <span className="text-lg tracking-tight">Crease</span>
        </Link>
        <nav aria-label="Site" className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to="/blog"
            className="tap inline-flex items-center justify-center rounded-md px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 sm:px-3"
          >
            Blog
          </Link>
          <a
            href={COMMUNITY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 sm:inline-flex"
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            Join Community
          </a>
          <a
            href={COMMUNITY_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Join Community"
            className={buttonClass('ghost', 'icon', 'sm:hidden')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden />
          </a>
          {isAuthenticated ? (
            <Link to="/meals" className={buttonClass('primary', 'sm')}>
              Open app
            </Link>
          ) : (
            <Button size="sm" onClick={goToSignIn}>
              <LogIn className="h-4 w-4" aria-hidden />
              Sign In
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
