// Chooses the route set of SPEC §2 by sign-in state. While the user check runs, the splash
// stays up, so a signed-in user never sees the landing page flash before /meals.
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { isStandalone } from '../lib/install-state';
import { takeOverShell } from '../lib/signed-in-shell';
import { hideSplash } from '../lib/splash';
import { useScrollMemory } from './scroll-memory';
import { SignedInRoutes } from './signed-in-routes';
import { SignedOutRoutes } from './signed-out-routes';
import { StandaloneSignIn } from './standalone-sign-in';
import { SIGNED_IN_TABS, SIGNED_OUT_TABS, tabForPath } from './tabs';

/** Paths the server sends the signed-in shell for (decision 119): a signed-in user ends on /meals. */
const SHELL_PATHS = ['/', '/log', '/meals'];

/** Paths where an installed app shows its own sign-in screen to a signed-out user, not the landing page. */
const STANDALONE_SIGN_IN_PATHS = [/^\/$/, /^\/log\/?$/, /^\/profile\/?$/, /^\/meals\/[^/]+\/?$/];

export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const tab = tabForPath(isAuthenticated ? SIGNED_IN_TABS : SIGNED_OUT_TABS, pathname);
  useScrollMemory(tab ? `tab:${tab.id}` : pathname);

  useEffect(() => {
    if (!isLoading) hideSplash();
  }, [isLoading]);
  // The meals composer takes the signed-in shell over when it is on screen; anything else (the
  // session ended between the page and the user check, or another path) shows the app at once.
  const composerTakesOver = isAuthenticated && SHELL_PATHS.includes(pathname);
  useLayoutEffect(() => {
    if (!isLoading && !composerTakesOver) takeOverShell();
  }, [isLoading, composerTakesOver]);

  if (isLoading) return null;
  if (!isAuthenticated && isStandalone() && STANDALONE_SIGN_IN_PATHS.some((re) => re.test(pathname))) {
    return <StandaloneSignIn />;
  }
  return <Suspense fallback={<PageSpinner />}>{isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>;
}
