// The prerendered landing page (decisions 080, 081) in Chromium: a guest gets the whole page as
// HTML, the app starts only when the visitor starts using it and then takes the page over without
// errors or a user check, and nothing typed or pressed before the app has started is lost.
//
// "Before the app started" is made certain by holding the entry script, which the page requests
// exactly once. (Holding a lazy chunk is not reliable: Chromium answers a second request for a
// chunk whose first request is paused, such as the app's import after Vite's modulepreload,
// without the test's route seeing it.)
import type { CDPSession, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framesDrawn } from '../harness/browser';
import { useServerAndBrowser } from '../harness/suite';

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const APP_CHUNK = /\/assets\/start-[\w-]+\.js$/;

describe('prerendered landing page', () => {
  const suite = useServerAndBrowser();
  const newPage = () => suite.newPage();

  /**
   * Opens the landing page with its entry script held until release() is called: the page is as
   * the server sent it, with public/before-app.js (loaded on its own) holding presses.
   */
  const openWithAppHeld = async (page: Page, url = suite.server.url) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-presses-held]').waitFor({ state: 'attached' });
    return release;
  };
  /** The entry script has run: it prefetches the app's chunks once the page has loaded. */
  const entryRan = (page: Page) => page.waitForFunction(() => document.querySelector('link[rel=prefetch]') !== null);
  const appStarted = (page: Page) =>
    page.locator('form[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });

  it('sends a guest the landing page as HTML, which the app takes over without asking who is signed in', async () => {
    const html = await (await fetch(suite.server.url)).text();
    expect(html).toContain('data-prerendered="landing"');
    expect(html).toContain('Fuel like a pro. Log a meal in one line.');
    expect(html).toContain('Frequently asked questions');
    expect(html).not.toContain('id="splash"');

    const { page, errors } = await newPage();
    const authChecks: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/auth/user' && authChecks.push(r.url()));
    const prefetched: string[] = [];
    page.on('requestfinished', (r) => APP_CHUNK.test(r.url()) && prefetched.push(r.url()));
    await page.goto(suite.server.url);
    // A visitor who only reads gets the page and the app's chunks in the cache, and no app yet:
    // the prefetch has finished (everything the entry script does on load) and still no app.
    await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await framesDrawn(page);
    expect(await page.locator('form[data-app-ready]').count()).toBe(0);
    await page.getByLabel('Email address').focus();
    await appStarted(page);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    // Hydration mismatches and the guest's 401 would both show up as console errors.
    expect(errors).toEqual([]);
    expect(authChecks).toEqual([]);
  });

  it('keeps an email typed before the app started, and joins with it', async () => {
    const { page, errors } = await newPage();
    const release = await openWithAppHeld(page);
    await page.getByLabel('Email address').fill('early.typist@crease.test');
    release();
    await appStarted(page);
    expect(await page.getByLabel('Email address').inputValue()).toBe('early.typist@crease.test');
    await page.getByRole('button', { name: 'Request Access' }).first().click();
    await page.getByTestId('waitlist-rank').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('waitlist_email'))).toBe('early.typist@crease.test');
    expect(errors).toEqual([]);
  });

  it('holds Request Access pressed before the app started and sends it once the app is there, keeping ?ref=', async () => {
    const { page, errors } = await newPage();
    const joins: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/waitlist/join') && joins.push(r.postData() ?? ''));
    const release = await openWithAppHeld(page, `${suite.server.url}/?ref=not-a-real-code`);
    await page.getByLabel('Email address').fill('quick.finger@crease.test');
    await page.getByRole('button', { name: 'Request Access' }).first().click();
    // The browser's own submission would have navigated to /?email=…
    expect(new URL(page.url()).search).toBe('?ref=not-a-real-code');
    expect(joins).toEqual([]);
    release();
    await page.getByTestId('waitlist-rank').waitFor({ timeout: 15_000 });
    expect(joins).toHaveLength(1);
    expect(JSON.parse(joins[0]!)).toEqual({ email: 'quick.finger@crease.test', referredBy: 'not-a-real-code' });
    expect(errors).toEqual([]);
  });

  it('replays a button pressed before the app started once the app is there', async () => {
    const { page, errors } = await newPage();
    const release = await openWithAppHeld(page);
    // The call to action at the foot of the page: back to the top, to the email field.
    await page.getByRole('button', { name: 'Request Access' }).last().click();
    // before-app.js took the press (and so did nothing with it yet): the page stays at the foot.
    await page.locator('button[data-held-click]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    release();
    await appStarted(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('waitlist-email');
    expect(errors).toEqual([]);
  });

  it('loads the page afresh, once, when the app cannot be loaded', async () => {
    const { page } = await newPage();
    // Blocked in the network layer, so every request for the chunk fails, however it is made.
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/start-*.js'] });
    await page.goto(suite.server.url);
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Email address').focus();
    await reloaded;
    expect(await page.evaluate(() => sessionStorage.getItem('crease.reloaded-after-failed-start'))).toBe('1');
    await cdp.send('Network.setBlockedURLs', { urls: [] });
    await page.getByLabel('Email address').focus();
    await appStarted(page);
  });

  it('does not move a page the visitor scrolled before the app started', async () => {
    const { page } = await newPage();
    const release = await openWithAppHeld(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await entryRan(page);
    // A key press is intent: the app starts, and must leave the scrolled page where it is.
    await page.keyboard.press('Shift');
    await appStarted(page);
    // The app has taken the page over (it said so: before-app.js stops holding presses) and
    // drawn since: anything it would scroll has been scrolled by now.
    await page.locator('html:not([data-presses-held])').waitFor({ state: 'attached' });
    await framesDrawn(page);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });
});
