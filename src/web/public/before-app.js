// Loaded (defer) only by the prerendered landing page, dist/web/landing.html. That page is
// complete HTML, and the app takes it over only once the visitor starts using it (main.tsx,
// decision 081). Until then a press would be lost or wrong, so:
// - a form submission would be the browser's own GET, which drops the typed email and the ?ref=
//   of the address: it is cancelled and the form marked; the app's form sends it when it takes
//   over (src/web/features/landing/waitlist-form.tsx). Forms the app runs carry data-app-ready.
// - a click on a button would do nothing: the last one is held and clicked again as soon as the
//   app says it is ready (the crease:app-ready event, sent by the landing page once hydrated).
// Links and <details> work without the app and are left alone.
/* global document, HTMLFormElement, Element */
(function () {
  let ready = false;
  let heldClick = null;

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
      heldClick = button;
    },
    true,
  );

  document.addEventListener('crease:app-ready', () => {
    ready = true;
    const button = heldClick;
    heldClick = null;
    if (button && button.isConnected) button.click();
  });
})();
