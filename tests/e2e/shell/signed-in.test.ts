// The signed-in route set of SPEC §2 in Chromium, signed in through the real sign-in flow:
// redirects from / and /log, tabs that keep their state, profile, trends (empty for a new account) and sign-out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCredentials, signUp } from '../harness/sign-in';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible, expectHeading, expectText, unexpectedErrors } from './shell-helpers';

describe('signed-in route set', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-shell' });
  const creds = suite.credentials;

  const openMenuItem = async (page: Page, name: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Crease' }).getByRole('button', { name }).click();
  };

  it.each(['/', '/log'])('redirects %s to /meals', async (path) => {
    const { page } = await suite.newSignedInPage();
    await page.goto(suite.server.url + path);
    await page.waitForURL(`${suite.server.url}/meals`);
    await expectHeading(page, 'Meals');
    await page.close();
  });

  const pages: Array<[string, (p: Page) => Promise<void>]> = [
    [
      '/dashboard',
      async (p) => {
        await expectHeading(p, 'Log Your Meals', 2);
        await expectText(p, 'No meals logged yet');
      },
    ],
    [
      '/trends',
      async (p) => {
        // A new account has nothing logged: Trends (issue 17) asks for a few days first.
        await expectHeading(p, 'Trends');
        await expectHeading(p, 'Log a few days to see your trends', 2);
        expect(await p.getByRole('link', { name: 'Log a meal' }).getAttribute('href')).toBe('/meals');
      },
    ],
    [
      '/profile',
      async (p) => {
        await expectText(p, creds.email);
        await expectText(p, 'Member Since');
        await expectText(p, new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
        await expectText(p, 'Active');
      },
    ],
    [
      '/meals/some-entry',
      async (p) => {
        await expectHeading(p, 'Not Found');
        await expectText(p, "This meal doesn't exist");
      },
    ],
    [
      '/meals/some-entry/edit',
      async (p) => {
        await expectHeading(p, 'Edit Meal');
        await p.getByRole('link', { name: 'Back to Meals' }).waitFor();
        await expectText(p, 'Meal not found.');
      },
    ],
    ['/metrics-explanation', async (p) => expectHeading(p, 'Understanding your metrics')],
    ['/install-app', async (p) => expectHeading(p, 'Install Crease')],
    ['/privacy', async (p) => expectHeading(p, 'Privacy Policy')],
    ['/terms', async (p) => expectHeading(p, 'Terms of Service')],
    ['/blog', async (p) => expectHeading(p, 'Nutrition for cricketers')],
    ['/blog/batsman-diet', async (p) => expectHeading(p, /The Batsman's Diet/)],
    ['/no/such/page', async (p) => expectHeading(p, '404 Page Not Found')],
  ];

  it.concurrent.each(pages)('%s shows what SPEC §2 says to a signed-in user', async (path, check) => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(suite.server.url + path);
    await check(page);
    if (['/dashboard', '/trends', '/profile'].includes(path)) await expectAccessible(page);
    expect(unexpectedErrors(errors, path)).toEqual([]);
    await page.close();
  });

  it('drawer: no Sign In button for a signed-in user', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(suite.server.url + '/meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Crease' });
    await drawer.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    await page.close();
  });

  it('keeps a tab mounted and its typed text when switching tabs and coming back', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(suite.server.url + '/meals');
    await page.getByLabel('What did you eat?').fill('3 idlis with sambar');
    await openMenuItem(page, 'Trends');
    await page.waitForURL(`${suite.server.url}/trends`);
    await expectHeading(page, 'Log a few days to see your trends', 2);
    // Hidden, not unmounted: the meals tab is still in the document.
    expect(await page.locator('[data-tab="meals"][hidden]').count()).toBe(1);
    await openMenuItem(page, 'Meals');
    await page.waitForURL(`${suite.server.url}/meals`);
    expect(await page.getByLabel('What did you eat?').inputValue()).toBe('3 idlis with sambar');
    const visited = await page.evaluate(() => sessionStorage.getItem('crease.visitedTabs'));
    expect(JSON.parse(visited ?? '[]')).toEqual(expect.arrayContaining(['meals', 'trends']));
    await page.close();
  });

  it('Sign Out on the profile navigates to /api/logout and ends signed out', async () => {
    const { page } = await suite.newPage();
    const other = newCredentials('e2e-shell-out');
    await signUp(page, suite.server.url, other, '/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await expectHeading(page, /Fuel like a pro/);
    await page.close();
  });
});
