// The navigation drawer from the left (SPEC §2): Meals, Dashboard (signed in), Trends, Profile,
// Blog, Install App (only when not installed and not dismissed) and, for guests, Sign In.
import { BookOpen, Download, LogIn, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '../components/ui/sheet';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { shouldOfferInstall } from '../lib/install-state';
import { goToSignIn } from '../lib/navigation';
import { navItemsFor } from './nav-items';
import { useMenuNavigate } from './use-menu-navigate';

const itemClass = (active: boolean) =>
  cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const menuNavigate = useMenuNavigate();
  // Read when the drawer opens, so dismissing the install prompt elsewhere is reflected.
  const offerInstall = open && shouldOfferInstall();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="h-6 w-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title="Crease">
        <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
          {navItemsFor(isAuthenticated).map(({ label, path, icon: Icon }) => (
            <button
              key={path}
              type="button"
              aria-current={pathname === path ? 'page' : undefined}
              className={itemClass(pathname === path)}
              onClick={() => {
                setOpen(false);
                menuNavigate(path);
              }}
            >
              <Icon className="h-5 w-5" aria-hidden />
              {label}
            </button>
          ))}
          <Link to="/blog" className={itemClass(pathname.startsWith('/blog'))} onClick={() => setOpen(false)}>
            <BookOpen className="h-5 w-5" aria-hidden />
            Blog
          </Link>
          {offerInstall ? (
            <Link to="/install-app" className={itemClass(pathname === '/install-app')} onClick={() => setOpen(false)}>
              <Download className="h-5 w-5" aria-hidden />
              Install App
            </Link>
          ) : null}
        </nav>
        {isAuthenticated ? null : (
          <div className="border-t border-stone-200 p-4">
            <Button size="lg" className="w-full" onClick={goToSignIn}>
              <LogIn className="h-5 w-5" aria-hidden />
              Sign In
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
