// The server sends a prerendered landing page (dist/web/landing.html, made at build time by
// scripts/prerender-pages.ts) to requests for / and /log that carry no session cookie, so a
// guest sees the page before any script runs; the blog's pages likewise (decision 106). main.tsx
// hydrates them only where the same tree would render; anywhere else it starts the app afresh.
import { isStandalone } from '../lib/install-state';

export const PRERENDERED_ATTR = 'data-prerendered';
export const PRERENDERED_LANDING = 'landing';

/** The paths whose signed-out route renders the landing page (SPEC §2). */
export const LANDING_PATH = /^\/(log\/?)?$/;

export const PRERENDERED_BLOG = 'blog';
/** On #root of a prerendered blog page: the path it was rendered for (/blog or /blog/<slug>). */
export const PRERENDERED_PATH_ATTR = 'data-prerendered-path';
/** A blog post's path; the slug is the first group. */
export const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** Whether #root holds the prerendered landing page and this visit would render exactly it. */
export function canHydrateLanding(root: HTMLElement): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTR) === PRERENDERED_LANDING &&
    LANDING_PATH.test(window.location.pathname) &&
    // An installed app shows its own sign-in screen to guests instead (SPEC §2).
    !isStandalone()
  );
}

/** Whether #root holds a prerendered blog page and this visit is at its path (a guest's blog is the same installed or not). */
export function canHydrateBlog(root: HTMLElement): boolean {
  const at = window.location.pathname.replace(/(.)\/$/, '$1');
  return root.getAttribute(PRERENDERED_ATTR) === PRERENDERED_BLOG && root.getAttribute(PRERENDERED_PATH_ATTR) === at;
}

/** Whether #root holds a prerendered page (landing or blog) that this visit would render exactly. */
export const canHydratePrerendered = (root: HTMLElement) => canHydrateLanding(root) || canHydrateBlog(root);

/** On #root of the prerendered page: the app's chunk URLs, space-separated, to prefetch. */
export const APP_CHUNKS_ATTR = 'data-app-chunks';
