// The harness end to end: the real built server on a free port, opened in Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { DESKTOP, launchBrowser, openPage } from './harness/browser';

describe('the built app in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ from: 'dist' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the home page under the Content-Security-Policy without errors', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Log a meal');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the client's '404 Page Not Found' on an unknown path", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    await context.close();
  });
});
