// When the prerendered landing page (decision 080) hands over to the app. The page is complete
// HTML: reading it needs no script, and its links and FAQ work without one. What needs the app
// is the visitor doing something (typing an email, pressing a button), so the app — React and
// the landing page's components, a few hundred milliseconds of a phone's main thread — starts on
// the first sign of that instead of competing with a visitor who is only reading (decision 081).
// Its chunks are downloaded ahead, when the browser is idle, so that start is quick.

/**
 * Pointer, touch, key, focus and input (autofill) all say the visitor is about to use the page;
 * click and submit too, for presses that come without them (a screen reader activating a button).
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'click', 'submit'] as const;

/**
 * Calls `start` once: at the first intent event, or at once when the visitor already acted before
 * this script ran (a focused field, typed text, a held submit: the page was usable before).
 */
export function startWhenEngaged(root: HTMLElement, start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, go, true);
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  if (alreadyEngaged(root)) go();
}

function alreadyEngaged(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) return true;
  // Presses held by public/before-app.js before this script ran.
  if (root.querySelector('form[data-held-submit], [data-held-click]')) return true;
  return [...root.querySelectorAll('input')].some((input) => input.value !== '');
}

/**
 * Puts the app's chunks in the HTTP cache once the page has loaded and the browser is idle:
 * network only (rel=prefetch is never parsed or run), so reading the page is undisturbed.
 */
export function prefetchWhenIdle(urls: string[]): void {
  const prefetch = () => {
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(prefetch, { timeout: 3000 })
      : setTimeout(prefetch, 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Resolves once the browser has painted the page: on its first-contentful-paint entry, so no
 * script runs inside the frame that lays the page out (requestAnimationFrame where paint timing
 * is missing). A hidden tab paints nothing, so there it resolves at once; a stalled one gets 1 s.
 */
export function afterFirstPaint(): Promise<void> {
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

const RELOADED_KEY = 'crease.reloaded-after-failed-start';

/**
 * The app's chunks could not be loaded (a deploy replaced them since this page was sent, or the
 * network failed): the page's presses are being held for an app that will not come, so load the
 * page afresh, once per tab session so a lasting failure cannot loop.
 */
export function recoverFromFailedStart(error: unknown): void {
  console.error('Crease could not start', error);
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return; // without storage a reload could repeat forever
  }
  window.location.reload();
}
