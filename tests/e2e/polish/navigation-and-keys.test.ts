// Issue #20, items 5 and 6: the Dashboard is reachable from the drawer and the desktop header
// (while / still sends a signed-in user to /meals, SPEC §2), and on a device with a physical
// keyboard Enter sends from the composers while Shift+Enter adds a line; a phone's return key
// adds a line as before.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { entryCard } from '../meals/meals-helpers';

describe('navigation and the Enter key', () => {
  const suite = useSignedInSuite({ prefix: 'keys' });

  it('reaches the Dashboard from the drawer on a phone; / still redirects to /meals', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/`);
    await page.waitForURL((url) => url.pathname === '/meals');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Log Your Meals' }).waitFor();
    await page.close();
  });

  it('reaches the Dashboard from the desktop header', async () => {
    const context = await suite.signedInContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Log Your Meals' }).waitFor();
  });

  it('sends with Enter on a desktop; Shift+Enter adds a line (meals and Dashboard)', async () => {
    const context = await suite.signedInContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/meals`);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(true);
    const composer = page.getByLabel('What did you eat?');
    await composer.fill('1 banana');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('and 1 apple');
    expect(await composer.inputValue()).toBe('1 banana\nand 1 apple');
    await composer.press('Enter');
    await entryCard(page, 'and 1 apple').waitFor();
    await expect.poll(() => composer.inputValue()).toBe('');

    await page.goto(`${suite.server.url}/dashboard`);
    const input = page.getByLabel('Describe your meals');
    await input.fill('2 idli');
    await input.press('Shift+Enter');
    await input.pressSequentially('sambar');
    expect(await input.inputValue()).toBe('2 idli\nsambar');
    await input.press('Enter');
    await page.getByRole('status').filter({ hasText: /analy/i }).waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
  });

  it('keeps return for a new line on a phone', async () => {
    const context = await suite.signedInContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/meals`);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(false);
    const composer = page.getByLabel('What did you eat?');
    await composer.fill('1 orange');
    await composer.press('Enter');
    await composer.pressSequentially('and chai');
    expect(await composer.inputValue()).toBe('1 orange\nand chai');
    // Sending adds the entry to the log at once (SPEC §4): nothing was sent.
    expect(await entryCard(page, '1 orange').count()).toBe(0);
  });
});
