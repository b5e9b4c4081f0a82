// Shared checks for the web-shell end-to-end tests.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chromium logs every non-OK resource as a console error. Expected ones: a guest's 401 from
 * /api/auth/user, and the 404s for an unknown shared estimate or meal id (the page then says so).
 */
export function unexpectedErrors(errors: string[], path = ''): string[] {
  return errors.filter(
    (e) =>
      !/Failed to load resource: the server responded with a status of 401/.test(e) &&
      !((path.startsWith('/calorie-guess/') || path.startsWith('/meals/')) && /status of 404/.test(e)),
  );
}

export async function expectHeading(page: Page, name: string | RegExp, level = 1): Promise<void> {
  await page.getByRole('heading', { name, level }).first().waitFor({ timeout: 10_000 });
}

export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 10_000 });
}

/** axe-core on the page as shown: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // The start-up splash fades out over 300 ms; axe measuring its text half-transparent reports a
  // contrast failure of a screen nobody reads. Check the page the user is left with.
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
  const results = await new AxeBuilder({ page } as never).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

/** Overrides matchMedia so the page believes it runs as an installed app (display-mode: standalone). */
export const STANDALONE_INIT_SCRIPT = `(() => {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query) => {
    if (!/display-mode:\\s*standalone/.test(query)) return real(query);
    return { matches: true, media: query, onchange: null, addListener() {}, removeListener() {},
      addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } };
  };
})();`;
