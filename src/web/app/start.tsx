// Starts React: hydrates the prerendered landing or blog page when that is what the server sent
// and the visit would render exactly it, otherwise renders the app from scratch. Loaded by main.tsx.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedSignedOut } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { loadAppFrame } from './lazy-app-frame';
import { seedPostHtml } from '../features/blog/post-html-query';
import { announceAppReady } from '../lib/app-ready';
import { BLOG_POST_PATH, canHydratePrerendered, PRERENDERED_ATTR } from './prerendered-landing';

export async function startApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );

  if (canHydratePrerendered(root)) {
    // The server sends prerendered pages only to requests without a session cookie, so this
    // visitor is a guest: asking /api/auth/user would only fetch a 401.
    seedSignedOut(queryClient);
    // A post's body is in the HTML: the hydrating render needs it too (not a spinner).
    const slug = BLOG_POST_PATH.exec(window.location.pathname)?.[1];
    if (slug) await seedPostHtml(queryClient, decodeURIComponent(slug));
    // Hydrating inside a transition lets React yield to the browser every few milliseconds
    // instead of holding the main thread in one long task, so the visible page stays responsive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // Most other pages are in the app frame: fetch it while the user is checked.
  void loadAppFrame();
  // A prerendered page can reach other paths as the service worker's offline copy: start afresh.
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTR);
  // In a transition too: React renders the first screen in slices of a few milliseconds instead
  // of one long task, so the phone's main thread is not blocked while the app starts (decision 113).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
  // Nothing of the prerendered page is left for public/before-app.js to hold clicks on.
  announceAppReady();
}
