// The prerendered landing page's public/before-app.js holds clicks until the app handles the
// page; both the app start and the hydrated landing page say when that is.

/** Tells public/before-app.js that the app now handles the page, so it stops holding clicks and replays the one it held. */
export function announceAppReady(): void {
  document.dispatchEvent(new Event('crease:app-ready'));
}
