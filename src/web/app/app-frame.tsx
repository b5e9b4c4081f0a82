// The frame around the app's own screens: a header with the drawer, the tab container (always
// mounted, so tabs survive visits to other screens) and the outlet for non-tab screens.
import { LogIn } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../components/layout/brand-mark';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { goToSignIn } from '../lib/navigation';
import { NavDrawer } from './nav-drawer';
import { navItemsFor } from './nav-items';
import { TabContainer } from './tab-container';
import { tabForPath, type TabDef } from './tabs';
import { useMenuNavigate } from './use-menu-navigate';

export function AppFrame({ tabs }: { tabs: readonly TabDef[] }) {
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const menuNavigate = useMenuNavigate();
  const onTab = tabForPath(tabs, pathname) !== undefined;

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
        <TabContainer tabs={tabs} />
        {onTab ? null : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}
