// The application frame: providers, router, toasts. Screens live in features/ and are loaded
// lazily by the route sets in app-routes.tsx. The query client and the router come from outside
// so the build-time prerender of the landing page (landing-prerender.tsx) renders exactly the
// tree that main.tsx hydrates.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { TooltipProvider } from '../components/ui/tooltip';
import { AppRoutes } from './app-routes';

// Radix Toast is not needed to show the first screen: its own chunk keeps it out of the script
// that has to run before the page responds. Toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function App({
  queryClient,
  Router = BrowserRouter,
}: {
  queryClient: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router>
          <AppRoutes />
        </Router>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
