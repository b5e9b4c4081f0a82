// The signed-out route set of SPEC §2 in Chromium: every route shows what the spec says, with no
// serious accessibility violations, plus the drawer, guest redirects, toasts and the splash.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage } from '../harness/browser';
import { useServerAndBrowser } from '../harness/suite';
import { expectAccessible, expectHeading, expectText, unexpectedErrors } from './shell-helpers';

describe('signed-out route set', () => {
  const suite = useServerAndBrowser();
  /** One guest context shared by the tests (as a guest's one browser). */
  let context: BrowserContext;
  beforeAll(async () => {
    context = await suite.newContext();
  });

  const pages: Array<[path: string, check: (p: Page) => Promise<void>]> = [
    [
      '/',
      async (p) => {
        await expectHeading(p, /Fuel like a pro/);
        await p.getByRole('button', { name: 'Sign In' }).first().waitFor();
      },
    ],
    ['/log', async (p) => expectHeading(p, /Fuel like a pro/)],
    [
      '/meals',
      async (p) => {
        await expectHeading(p, 'Meals');
        await expectText(p, 'Log a meal below to get started');
      },
    ],
    [
      '/trends',
      async (p) => {
        await expectHeading(p, 'Track Your Progress', 2);
        await p.getByRole('button', { name: 'Sign In to Get Started' }).waitFor();
      },
    ],
    [
      '/profile',
      async (p) => {
        await expectHeading(p, 'Profile');
        await p.getByRole('main').getByRole('button', { name: 'Sign In' }).waitFor();
      },
    ],
    [
      '/privacy',
      async (p) => {
        await expectHeading(p, 'Privacy Policy');
        await expectText(p, 'Last updated: January 31, 2025');
        await p.getByRole('link', { name: 'Back to home' }).waitFor();
        await expectText(p, /privacy@crease\.app/);
      },
    ],
    [
      '/terms',
      async (p) => {
        await expectHeading(p, 'Terms of Service');
        await expectText(p, 'Last updated: January 31, 2025');
        await p.getByRole('link', { name: 'Back to home' }).waitFor();
      },
    ],
    [
      '/metrics-explanation',
      async (p) => {
        await expectHeading(p, 'Understanding your metrics');
        for (const h of ['Daily Score', 'Progress Bars', 'Daily Goals', 'Customization']) await expectHeading(p, h, 2);
        await expectText(p, '2,000 kcal');
        expect(await p.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/meals');
      },
    ],
    [
      '/install-app',
      async (p) => {
        await expectHeading(p, 'Install Crease');
        await expectHeading(p, 'iPhone and iPad (Safari)', 2);
      },
    ],
    [
      '/blog',
      async (p) => {
        await expectHeading(p, 'Nutrition for cricketers');
        for (const [slug, time] of [
          ['complete-nutrition-bible', '15 min read'],
          ['fast-bowler-fuel', '12 min read'],
          ['eating-for-reflexes', '10 min read'],
          ['batsman-diet', '11 min read'],
        ] as const) {
          expect(await p.locator(`a[href="/blog/${slug}"]`).count()).toBe(1);
          await expectText(p, time);
        }
        await expectText(p, 'October 28, 2025');
        await p.getByRole('link', { name: 'Join Community' }).first().waitFor({ state: 'attached' });
        await p.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).waitFor();
        await p.getByRole('contentinfo').getByRole('link', { name: 'support@crease.app' }).waitFor();
      },
    ],
    [
      '/blog/fast-bowler-fuel',
      async (p) => {
        await expectHeading(p, /Fast Bowler Fuel/);
        await expectHeading(p, 'Carbohydrate: the fuel for pace', 2);
        await expectText(p, 'October 27, 2025');
      },
    ],
    [
      '/blog/no-such-post',
      async (p) => {
        await expectHeading(p, 'Post not found');
        expect(await p.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
      },
    ],
    [
      '/meals/abc123',
      async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).waitFor();
        await expect.poll(() => p.getByRole('main').innerText()).toBe('');
      },
    ],
    ['/dashboard', async (p) => expectHeading(p, '404 Page Not Found')],
    ['/meals/abc123/edit', async (p) => expectHeading(p, '404 Page Not Found')],
    ['/no/such/page', async (p) => expectHeading(p, '404 Page Not Found')],
  ];

  // Concurrent: each check mostly waits on the browser, so overlapping them halves the file's time.
  it.concurrent.each(pages)('%s shows what SPEC §2 says, accessibly and without errors', async (path, check) => {
    const { page, errors } = await openPage(context);
    await page.goto(suite.server.url + path);
    await check(page);
    await expectAccessible(page);
    expect(unexpectedErrors(errors, path)).toEqual([]);
    await page.close();
  });

  it('removes the splash screen once the app has started', async () => {
    const { page } = await openPage(context);
    await page.goto(suite.server.url + '/blog');
    await expect.poll(() => page.locator('#splash').count(), { timeout: 5000 }).toBe(0);
    await page.close();
  });

  it('drawer: guest items, Install App link, Sign In button; Trends toasts "Sign in required" then goes to sign-in after 1 s', async () => {
    const { page } = await openPage(context);
    await page.goto(suite.server.url + '/meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Crease' });
    for (const name of ['Meals', 'Trends', 'Profile']) await drawer.getByRole('button', { name }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(await drawer.getByRole('link', { name: 'Install App' }).getAttribute('href')).toBe('/install-app');
    await drawer.getByRole('button', { name: 'Sign In' }).waitFor();

    const signInRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') signInRequests.push(r.url());
    });
    await drawer.getByRole('button', { name: 'Trends' }).click();
    // The order of events, not a stopwatch: the toast is up while the page has not yet gone to
    // sign-in, and it goes there afterwards, once.
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Sign in required')
      .waitFor();
    expect(signInRequests).toEqual([]);
    await page.waitForURL((url) => url.pathname !== '/meals', { timeout: 5000 });
    expect(signInRequests).toHaveLength(1);
    await page.close();
  });

  it('drawer hides Install App once dismissed (installAppDismissed in localStorage)', async () => {
    const { page } = await openPage(context);
    await page.goto(suite.server.url + '/install-app');
    await page.getByRole('button', { name: "Don't show install tips again" }).click();
    await page.getByText('Install tips hidden', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('installAppDismissed'))).toBe('true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Crease' }).getByRole('link', { name: 'Blog' }).waitFor();
    expect(await page.getByRole('dialog').getByRole('link', { name: 'Install App' }).count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('installAppDismissed'));
    await page.close();
  });

  it('toasts: F8 focuses the notifications region, one toast at a time, the close button dismisses', async () => {
    const { page } = await openPage(context);
    await page.goto(suite.server.url + '/install-app');
    await page.evaluate(() => localStorage.removeItem('installAppDismissed'));
    await page.reload();
    await page.getByRole('button', { name: "Don't show install tips again" }).click();
    const region = page.getByRole('region', { name: /Notifications \(F8\)/ });
    await region.getByText('Install tips hidden', { exact: true }).waitFor();
    expect(await region.getByRole('listitem').count()).toBe(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OL');
    await region.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => region.getByText('Install tips hidden', { exact: true }).count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('installAppDismissed'));
    await page.close();
  });

  it('a guest sending a meal sees the sign-in prompt and nothing is sent', async () => {
    const { page } = await openPage(context);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto(suite.server.url + '/meals');
    await page.getByLabel('What did you eat?').fill('2 rotis and dal');
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
    await dialog.getByText('Create an account to start tracking your meals and nutrition').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(posts).toEqual([]);
    await page.close();
  });

  it('desktop layout shows the section links in the header', async () => {
    const { page } = await suite.newPage({ viewport: DESKTOP });
    await page.goto(suite.server.url + '/meals');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Blog' }).waitFor();
    await expectAccessible(page);
    await page.close();
  });
});
