// The server sends a prerendered landing page (dist/web/landing.html, made at build time by
// scripts/prerender-landing.ts) to requests for / and /log that carry no session cookie, so a
// guest sees the page before any script runs. main.tsx hydrates it only where the same tree
// would render; anywhere else it starts the app from scratch.
import { isStandalone } from '../lib/install-state';

export const PRERENDERED_ATTR = 'data-prerendered';
export const PRERENDERED_LANDING = 'landing';

/** The paths whose signed-out route renders the landing page (SPEC §2). */
export const LANDING_PATH = /^\/(log\/?)?$/;

/** Whether #root holds the prerendered landing page and this visit would render exactly it. */
export function canHydrateLanding(root: HTMLElement): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTR) === PRERENDERED_LANDING &&
    LANDING_PATH.test(window.location.pathname) &&
    // An installed app shows its own sign-in screen to guests instead (SPEC §2).
    !isStandalone()
  );
}

/** On #root of the prerendered page: the app's chunk URLs, space-separated, to prefetch. */
export const APP_CHUNKS_ATTR = 'data-app-chunks';

