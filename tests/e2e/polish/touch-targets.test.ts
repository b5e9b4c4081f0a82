// Issue #20, item 1: on a phone (390 × 844) every control a thumb uses is at least 44 × 44 CSS px
// (WCAG 2.5.5, Apple's and Google's guidelines), on every page a guest and a signed-in user see.
// Links inside a sentence are exempt, as WCAG's inline exception allows (their size is the
// text's line height); smallTargets (polish-helpers.ts) says what else is left out and why.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { framesDrawn, openPage, PHONE } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { logAndWait, pageFetch, smallTargets } from './polish-helpers';

describe('touch targets at phone size', () => {
  const suite = useSignedInSuite({ prefix: 'thumbs' });
  let mealId = '';
  let shareId = '';

  beforeAll(async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const { jobId, meals } = await logAndWait(page, '2 rotis with dal and a glass of lassi');
    mealId = meals[0]!.id;
    const share = await pageFetch(page, `/api/external/chat/jobs/${jobId}/share`, { method: 'POST' });
    expect(share.status).toBe(201);
    shareId = (share.body as { id: string }).id;
    await page.close();
  });

  /** Opens `path` at phone size, waits for `ready`, and lists its small targets as "path: what w×h". */
  async function offendersOn(page: Page, path: string, ready: string): Promise<string[]> {
    await page.goto(`${suite.server.url}${path}`);
    await page.getByText(ready).filter({ visible: true }).first().waitFor();
    await framesDrawn(page);
    return (await smallTargets(page)).map((t) => `${path}: ${t.what} ${t.width}×${t.height}`);
  }

  it('measures every page a guest sees', async () => {
    const { page } = await openPage(await suite.newContext({ viewport: PHONE }));
    const pages: Array<[string, string]> = [
      ['/', 'Request Access'],
      ['/blog', 'fast bowler'],
      ['/blog/fast-bowler-fuel', 'Back'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      [`/calorie-guess/${shareId}`, 'Meal Breakdown'],
      ['/coach/no-such-link', 'This report link is no longer available'],
      ['/meals', 'Log a meal below to get started'],
      ['/trends', 'Track Your Progress'],
      ['/metrics-explanation', 'Understanding your metrics'],
      ['/install-app', 'Install Crease'],
    ];
    const offenders: string[] = [];
    for (const [path, ready] of pages) offenders.push(...(await offendersOn(page, path, ready)));
    expect(offenders).toEqual([]);
  });

  it('measures every page a signed-in user sees, and the open drawer', async () => {
    const { page } = await suite.newSignedInPage();
    const pages: Array<[string, string]> = [
      ['/meals', 'Daily Summary'],
      ['/dashboard', 'Log Your Meals'],
      [`/meals/${mealId}`, 'Serving Information'],
      [`/meals/${mealId}/edit`, 'Edit Instructions'],
      ['/profile', 'Sign Out'],
      ['/trends', 'Log a few days to see your trends'],
      ['/metrics-explanation', 'Understanding your metrics'],
      ['/install-app', 'Install Crease'],
      ['/blog', 'fast bowler'],
    ];
    const offenders: string[] = [];
    for (const [path, ready] of pages) offenders.push(...(await offendersOn(page, path, ready)));
    await page.goto(`${suite.server.url}/meals`);
    const dialogs: Array<[string, string]> = [
      ['Configure Daily Metrics', 'Configure Daily Metrics'],
      ['How to log accurately?', 'How to log accurately'],
    ];
    for (const [opener, title] of dialogs) {
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(title).first().waitFor();
      await framesDrawn(page);
      offenders.push(...(await smallTargets(page)).map((t) => `${opener} dialog: ${t.what} ${t.width}×${t.height}`));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trends' }).waitFor();
    await framesDrawn(page);
    offenders.push(...(await smallTargets(page)).map((t) => `drawer: ${t.what} ${t.width}×${t.height}`));
    expect(offenders).toEqual([]);
    await page.close();
  });
});
