// Coach report links (issue 17, item 4) in Chromium against the real server: the athlete names
// a link on /profile and copies it; a coach opens it signed out and sees the week (summary, goals
// met, each day, the meals); the athlete revokes it, and the link shows its error state.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { framesDrawn } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { shoot } from '../meals/meals-helpers';
import { smallTargets } from '../polish/polish-helpers';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';
import { seedThreeWeeks } from './trends-helpers';

const LINK = /^http:\/\/[^/]+\/coach\/[A-Za-z0-9_-]{22,}$/;

describe('a coach report link', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-coach', env: { QUEUE_RATE_LIMIT: '100' } });

  beforeAll(async () => {
    await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await seedThreeWeeks(page);
    await page.close();
  }, 120_000);

  const expectWeek = async (page: Page, url: string) => {
    await page.goto(url);
    await page.getByRole('heading', { name: 'Weekly report', level: 1 }).waitFor();
    await page.getByText('Coach Sharma').first().waitFor();
    expect(await page.getByRole('region', { name: 'Last 7 days' }).textContent()).toContain('7 of 7 days logged');
    await page.getByRole('heading', { name: 'Goals met' }).waitFor();
    const table = page.getByRole('region', { name: 'Day by day' }).getByRole('table');
    expect(await table.getByRole('row').count()).toBe(8);
    expect(await table.textContent()).toContain('Heavy');
    expect(await table.textContent()).toMatch(/[\d,]+ \/ [\d,]+/);
    expect(await page.getByRole('heading', { name: 'Meals', exact: true }).count()).toBe(1);
    expect(await page.getByText(/\d+ kcal · \d+ g protein/).count()).toBeGreaterThanOrEqual(7);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    // No account UI, signed in or not, and nothing of the athlete's account: no menu, no email address.
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Open app' }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(suite.credentials.email);
  };

  it('is made on /profile, opens signed out and signed in, and shows its error state once revoked', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/profile`);
    const create = page.getByRole('button', { name: 'Create link' });
    await create.click();
    await page.getByText('Give the link a name, e.g. the coach’s name').waitFor();
    await page.getByLabel('Name of the link').fill('Coach Sharma');
    await create.click();
    const row = page
      .getByRole('list', { name: 'Coach links' })
      .getByRole('listitem')
      .filter({ hasText: 'Coach Sharma' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Copy link for Coach Sharma' }).click();
    await page.getByText('Link copied!').first().waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(LINK);
    expect(await row.textContent()).toContain(url);
    await expectAccessible(page);
    await shoot(page, 'profile-coach-reports');

    const guest = await suite.newPage();
    await expectWeek(guest.page, url);
    await expectAccessible(guest.page);
    await framesDrawn(guest.page);
    expect(await smallTargets(guest.page)).toEqual([]);
    await shoot(guest.page, 'coach-report');
    expect(unexpectedErrors(guest.errors, '/coach/')).toEqual([]);
    const signedIn = await suite.newSignedInPage();
    await expectWeek(signedIn.page, url);
    await signedIn.page.close();

    await row.getByRole('button', { name: 'Revoke link for Coach Sharma' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this coach link?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Link revoked').first().waitFor();
    await row.getByText('Revoked', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    await guest.page.reload();
    await guest.page.getByRole('heading', { name: 'This report link is no longer available' }).waitFor();
    expect(await guest.page.getByText('Coach Sharma').count()).toBe(0);
    await expectAccessible(guest.page);
    await shoot(guest.page, 'coach-report-revoked');
    expect(unexpectedErrors(errors, '/profile')).toEqual([]);
    await page.close();
  });
});
