// The frame's layout (skip link, header with the drawer and the wide-screen sections, main),
// apart from its tabs: the app frame fills it, and so does the signed-in shell that the build
// renders to static HTML (signed-in-shell.tsx), so the two paint the same pixels (decision 119).
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/layout/brand-mark';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { goToSignIn } from '../lib/navigation';
import { NavDrawer } from './nav-drawer';
import { navItemsFor } from './nav-items';
import { useMenuNavigate } from './use-menu-navigate';

export function FrameLayout({ isAuthenticated, children }: { isAuthenticated: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const menuNavigate = useMenuNavigate();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-3 sm:px-4">
          <NavDrawer />
          <Link
            to={isAuthenticated ? '/meals' : '/'}
            className="tap flex items-center gap-2 rounded-md px-1 font-extrabold text-stone-900"
          >
            <BrandMark className="h-8 w-8" />
            <span className="text-lg tracking-tight">Crease</span>
          </Link>
          <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
            {navItemsFor(isAuthenticated).map(({ label, path }) => (
              <button
                key={path}
                type="button"
                aria-current={pathname === path ? 'page' : undefined}
                onClick={() => menuNavigate(path)}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium',
                  pathname === path
                    ? 'bg-brand-50 text-brand-900'
                    : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                )}
              >
                {label}
              </button>
            ))}
            <Link
              to="/blog"
              className="rounded-md px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              Blog
            </Link>
          </nav>
          <div className="ml-auto">
            {isAuthenticated ? null : (
              <Button size="sm" onClick={goToSignIn}>
                <LogIn className="h-4 w-4" aria-hidden />
                Sign In
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
