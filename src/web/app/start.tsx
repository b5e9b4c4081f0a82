// Starts React: hydrates the prerendered landing page when that is what the server sent and the
// visit would render exactly it, otherwise renders the app from scratch. Loaded by main.tsx.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedSignedOut } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { loadAppFrame } from './lazy-pages';
import { announceAppReady } from '../lib/app-ready';
import { canHydrateLanding, PRERENDERED_ATTR } from './prerendered-landing';

export function startApp(root: HTMLElement): void {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );

  if (canHydrateLanding(root)) {
    // The server sends the prerendered landing page only to requests without a session cookie,
    // so this visitor is a guest: asking /api/auth/user would only fetch a 401.
    seedSignedOut(queryClient);
    // Hydrating inside a transition lets React yield to the browser every few milliseconds
    // instead of holding the main thread in one long task, so the visible page stays responsive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // Any page but the guest landing page is in the app frame: fetch it while the user is checked.
  void loadAppFrame();
  // A prerendered page can reach other paths as the service worker's offline copy: start afresh.
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTR);
  createRoot(root).render(app);
  // Nothing of the prerendered page is left for public/before-app.js to hold clicks on.
  announceAppReady();
}
