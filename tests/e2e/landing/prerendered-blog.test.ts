// The blog's prerendered pages (decision 106): a guest gets a post as complete HTML with its
// title and body, and the app takes the page over by hydrating it (the same DOM nodes, no
// console errors, no user check); a visitor with a session cookie gets the app shell as before.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../helpers/server-process';
import { launchBrowser, openPage, PHONE } from '../harness/browser';

const POST = '/blog/fast-bowler-fuel';
const TITLE = 'Fast Bowler Fuel: Eating for Pace, Power and Long Spells';

describe('prerendered blog pages', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ from: 'dist' }), launchBrowser()]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('sends a guest the post as HTML and a signed-in visitor the app shell', async () => {
    const guest = await fetch(`${server.url}${POST}`);
    expect(guest.headers.get('x-crease-prerendered')).toBe('blog');
    const html = await guest.text();
    expect(html).toContain(`data-prerendered-path="${POST}"`);
    expect(html).toContain(TITLE);
    expect(html).toContain('class="prose-crease"');
    expect(html).not.toContain('id="splash"');

    const list = await (await fetch(`${server.url}/blog`)).text();
    expect(list).toContain('Nutrition for cricketers');
    expect(list).toContain(`href="${POST}"`);

    const signedIn = await fetch(`${server.url}${POST}`, { headers: { cookie: 'crease_session=x' } });
    expect(signedIn.headers.get('x-crease-prerendered')).toBeNull();
    expect(await signedIn.text()).toContain('id="splash"');
    // An unknown slug is the app's 'Post not found', not a prerendered page.
    expect((await fetch(`${server.url}/blog/no-such-post`)).headers.get('x-crease-prerendered')).toBeNull();
  });

  it('hydrates the post without errors once the visitor uses the page, then navigates in the app', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const { page, errors } = await openPage(context);
    const authChecks: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/auth/user' && authChecks.push(r.url()));
    await page.goto(`${server.url}${POST}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Marks the server's nodes: hydration keeps them, a fresh render would replace them.
    await page.evaluate(() => Object.assign(document.querySelector('h1')!, { fromServer: true }));
    await page.keyboard.press('Tab');
    await page.locator('html:not([data-presses-held])').waitFor({ state: 'attached', timeout: 15_000 });
    expect(
      await page.evaluate(() => (document.querySelector('h1') as unknown as { fromServer?: boolean }).fromServer),
    ).toBe(true);
    await expect.poll(() => page.locator('.prose-crease p').count()).toBeGreaterThan(3);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Nutrition for cricketers' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Hydration mismatches and the guest's 401 would both show up as console errors.
    expect(errors).toEqual([]);
    expect(authChecks).toEqual([]);
  });
});
