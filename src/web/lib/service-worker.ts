// The service worker makes the app installable and serves the shell offline. It is optional:
// any failure is logged and the app carries on (SPEC §2).
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed:', error);
    });
  });
}
