// The entry script: small on purpose. React and the app are a separate chunk. On the prerendered
// landing page they are fetched only after the browser has painted it, so the page shows before
// the scripts compete with the stylesheet for the connection or with painting for the main
// thread; the chunks that page needs are fetched together. Decision 080.
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { hideSplash } from './lib/splash';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();
// The app hides the splash once it knows the user; this is a backstop if that check hangs.
setTimeout(hideSplash, 6000);

/**
 * Resolves once the browser has painted the page: on its first-contentful-paint entry, so no
 * script runs inside the frame that lays the page out (requestAnimationFrame where paint timing
 * is missing). A hidden tab paints nothing, so there it resolves at once; a stalled one gets 1 s.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    setTimeout(done, 1000);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (root.hasAttribute('data-prerendered')) {
  void afterFirstPaint().then(async () => {
    // The landing page's own chunks load alongside the app instead of after it has started.
    const [{ startApp }] = await Promise.all([
      import('./app/start'),
      import('./features/landing/landing-page'),
      import('./components/ui/toaster'),
    ]);
    startApp(root);
  });
} else {
  // The app shell has only the splash to paint (index.html preloads the app chunk).
  void import('./app/start').then(({ startApp }) => startApp(root));
}
