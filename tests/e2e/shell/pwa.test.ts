// Installability and the installed-app behaviour: the service worker registers at /sw.js, the
// manifest and icons satisfy Chromium (no installability errors), and a signed-out user of the
// installed app gets the branded sign-in screen instead of the landing page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, openPage, PHONE } from '../harness/browser';
import { useServerAndBrowser } from '../harness/suite';
import { expectAccessible, expectHeading, STANDALONE_INIT_SCRIPT, unexpectedErrors } from './shell-helpers';

describe('installable app', () => {
  const suite = useServerAndBrowser();

  it('registers the service worker and Chromium reports no installability errors', async () => {
    // Off-the-record contexts are never installable, so this one needs a real profile directory.
    const profile = mkdtempSync(path.join(tmpdir(), 'crease-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: PHONE,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(suite.server.url + '/meals');
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${suite.server.url}/`);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${suite.server.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves PNG icons of the sizes the manifest names', async () => {
    const manifest = (await (await fetch(`${suite.server.url}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const bytes = Buffer.from(await (await fetch(suite.server.url + icon.src)).arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  it.each(['/', '/log', '/profile', '/meals/some-entry'])(
    'standalone and signed out, %s shows the branded sign-in screen',
    async (route) => {
      const context = await suite.newContext();
      await context.addInitScript(STANDALONE_INIT_SCRIPT);
      const { page, errors } = await openPage(context);
      await page.goto(suite.server.url + route);
      await expectHeading(page, 'Crease');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await page.getByRole('heading', { name: /Fuel like a pro/ }).count()).toBe(0);
      if (route === '/') await expectAccessible(page);
      expect(unexpectedErrors(errors)).toEqual([]);
    },
  );

  it('standalone mode leaves other routes alone and hides the Install App link', async () => {
    const context = await suite.newContext();
    await context.addInitScript(STANDALONE_INIT_SCRIPT);
    const { page } = await openPage(context);
    await page.goto(suite.server.url + '/meals');
    await expectHeading(page, 'Meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Crease' }).getByRole('link', { name: 'Blog' }).waitFor();
    expect(await page.getByRole('dialog').getByRole('link', { name: 'Install App' }).count()).toBe(0);
  });
});
