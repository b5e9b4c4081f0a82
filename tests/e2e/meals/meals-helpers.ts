// Shared steps of the meals end-to-end tests.
import type { Locator, Page } from 'playwright-core';
import type { Meal } from '../../../src/contracts/meal';
import { DESKTOP, framesDrawn, PHONE } from '../harness/browser';

export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Types an entry into the bottom composer and sends it. */
export async function logEntry(page: Page, text: string): Promise<void> {
  await page.getByLabel('What did you eat?').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** The entry card whose message is `text`. */
export function entryCard(page: Page, text: string) {
  return page.getByTestId('log-entry').filter({ hasText: text });
}

export async function mealsOfToday(page: Page, baseUrl: string): Promise<Meal[]> {
  const res = await page.request.get(`${baseUrl}/api/external/meals?limit=100&date=${todayIso()}`);
  return ((await res.json()) as { items: Meal[] }).items;
}

/** Taps are ignored this long after a scroll or blur (SPEC §2, src/web/features/meals/use-tap-guard.ts). */
const TAP_GUARD_MS = 300;

/**
 * Taps a meal row the way a person would: scrolled to it and still. A scroll of more than 5 px
 * or a blur makes the app ignore taps for 300 ms (SPEC §2), and Playwright's click scrolls first.
 */
export async function tapAfterSettling(page: Page, target: Locator): Promise<void> {
  // The page notes its own last scroll or blur, and the tap waits until the guard's 300 ms after
  // it have passed: a wait on the guard's state, as short as the page allows, not a fixed sleep.
  // Chromium may deliver a scroll event a frame late, during the tap itself; the page also notes
  // how long it had been still when the click arrived, and only a tap the guard rightly ignored
  // (still for less than 300 ms) is made again.
  await page.evaluate(() => {
    const w = window as unknown as { __lastMove: number; __stillAtTap?: number; __movesWatched?: boolean };
    w.__lastMove = performance.now();
    if (w.__movesWatched) return;
    w.__movesWatched = true;
    const moved = () => (w.__lastMove = performance.now());
    window.addEventListener('scroll', moved, { passive: true, capture: true });
    window.addEventListener('focusout', moved, { capture: true });
    window.addEventListener('click', () => (w.__stillAtTap = performance.now() - w.__lastMove), { capture: true });
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let attempt = 1; ; attempt += 1) {
    await target.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (guardMs) => performance.now() - (window as unknown as { __lastMove: number }).__lastMove > guardMs,
      TAP_GUARD_MS,
    );
    await target.click();
    const stillFor = await page.evaluate(() => (window as unknown as { __stillAtTap: number }).__stillAtTap);
    if (stillFor > TAP_GUARD_MS || attempt === 3) return;
  }
}

/**
 * Screenshots for a person to look at (not compared), at the phone and the desktop size:
 * /tmp/meals-shots/<name>-390.png and -1280.png. The page goes back to its own size after.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await framesDrawn(page);
    await page.screenshot({ path: `/tmp/meals-shots/${name}-${size.width}.png`, fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

/** Records navigator.vibrate calls in window.__vibrations. */
export const VIBRATE_SPY = `(() => {
  window.__vibrations = [];
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p) => { window.__vibrations.push(p); return true; } });
})();`;
