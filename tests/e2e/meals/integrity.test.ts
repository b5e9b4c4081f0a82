// Nothing lost, nothing left behind (issue #18) in Chromium against the real server: an entry
// deleted in one browser is gone in another and in the Log History; a refused submission keeps
// its words and photos; the remembered day gives way to today on a new day; an entry about
// yesterday leaves no empty card on today.
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';
import { openPage } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { entryCard, logEntry, todayIso } from './meals-helpers';

const isoDaysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('integrity of the log', () => {
  // Two devices of one account: the suite's own context (the laptop) and a second one signed in.
  const suite = useSignedInSuite({ prefix: 'e2e-integrity' });
  let phone: BrowserContext;
  beforeAll(async () => {
    phone = await suite.signedInContext();
  });

  const completed = async (page: Page, text: string) => {
    await logEntry(page, text);
    await expect.poll(() => entryCard(page, text).getAttribute('data-status'), { timeout: 5000 }).toBe('completed');
  };

  it('deletes an entry in one browser, and it is gone in another and in the Log History', async () => {
    const { page: here } = await suite.newSignedInPage();
    await here.goto(`${suite.server.url}/meals`);
    await completed(here, '2 plums');
    await completed(here, '1 pear');
    const { page: there } = await openPage(phone);
    await there.goto(`${suite.server.url}/meals`);
    await entryCard(there, '1 pear').waitFor();

    await entryCard(here, '1 pear').getByRole('button', { name: 'Delete entry' }).click();
    await here.getByRole('dialog', { name: 'Delete this log entry?' }).getByRole('button', { name: 'Delete' }).click();
    await here.getByText('Entry removed from your log.').first().waitFor();

    await there.reload();
    await entryCard(there, '2 plums').waitFor();
    expect(await entryCard(there, '1 pear').count()).toBe(0);
    await there.goto(`${suite.server.url}/dashboard`);
    const history = there.getByRole('listitem').filter({ hasText: '2 plums' });
    await history.first().waitFor();
    expect(await there.getByRole('listitem').filter({ hasText: '1 pear' }).count()).toBe(0);
    await here.close();
    await there.close();
  });

  it('keeps the words and the photo of a submission the server refuses', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    // The server's own limit is tested in tests/integration/integrity-concurrency.test.ts; here
    // the page meets its answer.
    await page.route('**/api/external/chat/queue', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'Rate limit exceeded. Please try again later.',
          message: 'Rate limit exceeded. Please try again later.',
        }),
      }),
    );
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'thali.png', mimeType: 'image/png', buffer: png });
    await logEntry(page, 'veg thali with 3 rotis');
    await page.getByText('Rate limit exceeded. Please try again later.').first().waitFor();
    await expect.poll(() => page.getByLabel('What did you eat?').inputValue()).toBe('veg thali with 3 rotis');
    await page.getByRole('list', { name: 'Attached images' }).getByRole('img', { name: 'thali.png' }).waitFor();
    expect(await entryCard(page, 'veg thali with 3 rotis').count()).toBe(0);

    // Too long: refused before it leaves the page, and still in the box.
    const long = 'dal '.repeat(520).trim();
    await page.getByLabel('What did you eat?').fill(long);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message is too long: at most 2000 characters').first().waitFor();
    expect(await page.getByLabel('What did you eat?').inputValue()).toBe(long);
    await page.close();
  });

  it('shows today after a new day begins, and a day picked today stays picked', async () => {
    const noon = (daysFromNow: number) => {
      const d = new Date();
      d.setHours(12, 0, 0, 0);
      d.setDate(d.getDate() + daysFromNow);
      return d;
    };
    const strip = (p: Page) => p.getByRole('navigation', { name: 'Choose a day' });
    const pressed = (p: Page, nth: number) => strip(p).getByRole('button').nth(nth).getAttribute('aria-pressed');

    // A context of its own (same account): a page's clock is its context's clock.
    const travel = await suite.newContext({ storageState: await suite.context.storageState() });
    // Today: pick yesterday; a reload the same day keeps it.
    const first = await travel.newPage();
    await first.clock.setFixedTime(noon(0));
    await first.goto(`${suite.server.url}/meals`);
    await strip(first).getByRole('button').nth(-2).click();
    await first.reload();
    await expect.poll(() => pressed(first, -2)).toBe('true');
    await first.close();

    // Tomorrow the app opens on tomorrow's today, not on the day picked before.
    const next = await travel.newPage();
    await next.clock.setFixedTime(noon(1));
    await next.goto(`${suite.server.url}/meals`);
    await expect.poll(() => strip(next).getByRole('button').last().getAttribute('aria-label')).toMatch(/^Today,/);
    await expect.poll(() => pressed(next, -1)).toBe('true');
    expect(await pressed(next, -2)).toBe('false');
    await travel.close();
  });

  it('files an entry about yesterday under yesterday, with no empty card on today', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    await logEntry(page, 'yesterday i had 2 bananas');
    const mealOf = async () => {
      const res = await page.request.get(`${suite.server.url}/api/external/meals?limit=100&date=${isoDaysAgo(1)}`);
      return ((await res.json()) as { items: Meal[] }).items.find((m) => m.title.toLowerCase().includes('banana'));
    };
    await expect.poll(mealOf, { timeout: 10_000 }).toBeTruthy();
    await expect.poll(() => entryCard(page, 'yesterday i had 2 bananas').count(), { timeout: 10_000 }).toBe(0);
    expect((await mealOf())!.date).not.toBe(todayIso());
    await strip.getByRole('button').nth(-2).click();
    await entryCard(page, 'yesterday i had 2 bananas')
      .getByText(/banana/i)
      .nth(1)
      .waitFor();
    await strip.getByRole('button').last().click();
    await page.close();
  });
});
