// Loaded (async) only by the prerendered landing page, dist/web/landing.html. That page is
// complete HTML, and the app takes it over only once the visitor starts using it (main.tsx,
// decision 081). Until the app is ready a press would be lost or wrong, so:
// - a form submission would be the browser's own GET, which drops the typed email and the ?ref=
//   of the address: it is cancelled and the form marked data-held-submit; the app's form sends
//   it when it takes over (src/web/features/landing/waitlist-form.tsx). Forms the app runs carry
//   data-app-ready.
// - a click on a button would do nothing: the last one is held (marked data-held-click) and
//   clicked again as soon as the app says it is ready (the crease:app-ready event, sent by the
//   landing page once hydrated).
// Both marks also tell the entry script, should it run after the press, to start the app at
// once. Links and <details> work without the app and are left alone. While presses are held,
// <html> carries data-presses-held.
/* global document, HTMLFormElement, Element */
(function () {
  const root = document.documentElement;
  let ready = false;
  let heldClick = null;
  root.setAttribute('data-presses-held', '');

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

  document.addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      // A submit button's press arrives as a submit event (above).
      if (!button || (button.form && button.type === 'submit')) return;
      event.preventDefault();
      event.stopPropagation();
      if (heldClick) heldClick.removeAttribute('data-held-click');
      heldClick = button;
      button.setAttribute('data-held-click', '');
    },
    true,
  );

  document.addEventListener('crease:app-ready', () => {
    if (ready) return;
    ready = true;
    root.removeAttribute('data-presses-held');
    const button = heldClick;
    heldClick = null;
    if (!button) return;
    button.removeAttribute('data-held-click');
    if (button.isConnected) button.click();
  });
})();
