// The splash in index.html covers the page until the app knows who is signed in; then it fades
// and is removed after 300 ms so it never intercepts taps.
let hidden = false;

export function hideSplash(): void {
  if (hidden) return;
  hidden = true;
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.style.opacity = '0';
  splash.style.pointerEvents = 'none';
  setTimeout(() => splash.remove(), 300);
}
