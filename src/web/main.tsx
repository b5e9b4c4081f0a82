// The entry script: small on purpose. React and the app are a separate chunk. On the prerendered
// landing and blog pages they start only once the visitor begins to use the page (or at once after the
// first paint when there is a joined state to restore, or the page is not the one to hydrate),
// so the page shows, and can be read and scrolled, without scripts competing for the main
// thread. Decisions 080, 081 and 106.
import './lib/zod-jitless';
import {
  APP_CHUNKS_ATTR,
  canHydrateBlog,
  canHydrateLanding,
  PRERENDERED_ATTR,
  PRERENDERED_LANDING,
} from './app/prerendered-landing';
import { earlyRequestUrls, isMealsScreenPath } from './app/early-requests';
import { afterFirstPaint, prefetchWhenIdle, recoverFromFailedStart, startWhenEngaged } from './app/start-when-engaged';
import { openingDay } from './features/meals/opening-day';
import { WAITLIST_EMAIL_KEY } from './features/landing/waitlist-email-key';
import { startEarlyGets } from './lib/api-client';
import { readString } from './lib/device-storage';
import { toIsoDate } from './lib/local-date';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { hasSignedInShell, holdShellPresses } from './lib/signed-in-shell';
import { hideSplash } from './lib/splash';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();
// The app hides the splash once it knows the user; this is a backstop if that check hangs.
setTimeout(hideSplash, 6000);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Starts the app on a prerendered page (the landing page, or a blog page: decision 106). */
async function startPrerendered(page: HTMLElement): Promise<void> {
  try {
    // The page's own chunks load alongside the app instead of after it has started.
    const landing = page.getAttribute(PRERENDERED_ATTR) === PRERENDERED_LANDING;
    const [{ startApp }] = await Promise.all([
      import('./app/start'),
      landing ? import('./features/landing/landing-page') : import('./features/blog/blog-post-page'),
      landing ? null : import('./features/blog/blog-list-page'),
      import('./components/ui/toaster'),
    ]);
    await startApp(page);
  } catch (error) {
    recoverFromFailedStart(error);
  }
}

if (root.hasAttribute(PRERENDERED_ATTR)) {
  // On the landing page a saved waitlist email means a joined state to restore (SPEC §4);
  // another path or an installed app means a different screen than the HTML shows.
  const startNow =
    root.getAttribute(PRERENDERED_ATTR) === PRERENDERED_LANDING
      ? !canHydrateLanding(root) || readString('local', WAITLIST_EMAIL_KEY) !== null
      : !canHydrateBlog(root);
  if (startNow) void afterFirstPaint().then(() => startPrerendered(root));
  else {
    startWhenEngaged(root, () => void startPrerendered(root));
    prefetchWhenIdle((root.getAttribute(APP_CHUNKS_ATTR) ?? '').split(' ').filter(Boolean));
  }
} else if (hasSignedInShell()) {
  // The signed-in shell (decision 119) paints without scripts: the app's chunks and the first
  // screen's data are asked for once it has, so they do not share the first round trips with
  // the page's CSS. The app then takes the page over (lib/signed-in-shell.ts); presses until
  // then are held for it.
  holdShellPresses();
  void afterFirstPaint().then(() => startSignedInApp(root));
} else {
  // The app shell has only the splash to paint (index.html preloads the app chunk).
  startSignedInApp(root);
}

/**
 * Starts the app on the app shell or the signed-in shell. What the first screen will ask the
 * server for, and the meals screen's own chunk, are fetched now, alongside the app, rather than
 * one after another once it runs (decision 113).
 */
function startSignedInApp(root: HTMLElement): void {
  const { pathname } = window.location;
  startEarlyGets(earlyRequestUrls(pathname, () => openingDay(toIsoDate(new Date()))));
  void import('./app/app-frame').catch(() => undefined);
  if (isMealsScreenPath(pathname)) void import('./features/meals/meals-page').catch(() => undefined);
  void import('./app/start').then(({ startApp }) => startApp(root));
}
