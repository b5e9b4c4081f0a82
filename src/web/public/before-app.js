// Loaded (defer) only by the prerendered landing page, dist/web/landing.html. Until the app has
// started, pressing Request Access would be the browser's own form submission: a full-page GET
// that loses the typed email and the ?ref= of the address. Hold the submit instead; the app sends
// it as soon as it has started (src/web/features/landing/waitlist-form.tsx). Forms the app has
// taken over carry data-app-ready and are left to it.
/* global document, HTMLFormElement */
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-app-ready')) return;
    event.preventDefault();
    form.setAttribute('data-held-submit', '');
  },
  true,
);
