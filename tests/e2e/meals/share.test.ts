// The Share button (issue 17) in Chromium against the real server: share a completed entry from
// its card, the link is on the clipboard and opens the estimate for a signed-out guest; the
// owner sees it under Shared links on /profile, copies it again, revokes it, and the link shows
// the shared page's error state. Where the clipboard refuses, the link is shown to copy by hand.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';
import { entryCard, logEntry, mealsOfToday, shoot } from './meals-helpers';

const ENTRY = '2 rotis with dal and a glass of lassi';
const LINK = /^http:\/\/[^/]+\/calorie-guess\/[A-Za-z0-9_-]{22,64}$/;

describe('share a log entry', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-share' });

  beforeAll(async () => {
    await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, ENTRY);
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: ENTRY })
      .waitFor({ timeout: 10_000 });
    await page.close();
  });

  const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  const expectEstimate = async (url: string) => {
    const { page, errors } = await suite.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Nutrition Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Meal Breakdown' }).waitFor();
    expect(unexpectedErrors(errors, '/calorie-guess/')).toEqual([]);
  };

  const expectRevoked = async (url: string) => {
    const { page } = await suite.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Unable to Load Meal' }).waitFor();
    await page.getByText('Error: Failed to fetch meal estimate: 404 Not Found').waitFor();
  };

  it('shares from the entry card, lists the link on /profile, and revokes it there', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const card = entryCard(page, ENTRY);
    const button = card.getByRole('button', { name: 'Share', exact: true });
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await page.getByText('Link copied!', { exact: true }).waitFor();
    const url = await readClipboard(page);
    expect(url).toMatch(LINK);
    expect(new URL(url).origin).toBe(suite.server.url);
    await shoot(page, 'meals-share-copied');
    await expectEstimate(url);

    await page.goto(`${suite.server.url}/profile`);
    const list = page.getByRole('list', { name: 'Shared links' });
    const row = list.getByRole('listitem').filter({ hasText: ENTRY });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await row.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => readClipboard(page)).toBe(url);
    await expectAccessible(page);
    await shoot(page, 'profile-shared-links');

    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Revoke' }).click();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Link revoked', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No shared links yet.').waitFor();
    await expectRevoked(url);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  it('shares from the meal detail screen, showing the link to copy by hand when the clipboard refuses', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')),
      });
    });
    await page.goto(`${suite.server.url}/meals`);
    const meal = (await mealsOfToday(page, suite.server.url)).find((m) => m.source_job_id !== null)!;
    await page.goto(`${suite.server.url}/meals/${meal.id}`);
    await page.getByRole('heading', { level: 1, name: meal.title }).waitFor();
    await page.locator('article').getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy this link' });
    await dialog.waitFor();
    const url = await dialog.getByLabel('Link', { exact: true }).inputValue();
    expect(url).toMatch(LINK);
    expect(await page.getByText('Link copied!').count()).toBe(0);
    await shoot(page, 'meal-detail-copy-by-hand');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectEstimate(url);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
