// The landing page's waitlist in Chromium (SPEC §2, §4, §5, §8): validation toast, joining,
// copying the share link, a referral through it from a second browser, the restored state
// after a reload, and the leaderboard with masked emails and the podium highlighted.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../harness/suite';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';

const SIGNED_IN_CHUNKS = /(dashboard|meals|meal-detail|meal-edit|trends|profile)-page/;

describe('landing page waitlist', () => {
  const suite = useServerAndBrowser();
  const athlete = 'Virat.Kohli.Nets@gmail.com';
  const friend = 'jasprit.yorker@crease.test';
  const early = ['sachin.first@crease.test', 'rahul.second@crease.test'];
  /** The restore token the athlete's browser kept beside the email (waitlist_token). */
  let athleteToken = '';

  const newPage = () => suite.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  const toast = (page: Page, text: string) =>
    page
      .getByRole('region', { name: /notifications/i })
      .getByText(text, { exact: true })
      .first()
      .waitFor({ timeout: 10_000 });
  const join = async (page: Page, email: string) => {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Request Access' }).first().click();
  };
  const numberOf = async (page: Page, testId: string) =>
    Number((await page.getByTestId(testId).innerText()).replace('#', ''));

  beforeAll(async () => {
    const server = suite.server;
    // Two people ahead in the queue, so a referral visibly moves the athlete up.
    for (const email of early) {
      const res = await fetch(`${suite.server.url}/api/waitlist/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
    }
  });

  it('refuses an address without @ with the SPEC toast and sends nothing', async () => {
    const { page } = await newPage();
    const joins: string[] = [];
    page.on('request', (r) => r.url().includes('/api/waitlist/join') && joins.push(r.url()));
    await page.goto(suite.server.url);
    await join(page, 'virat-at-gmail');
    await toast(page, 'Invalid email');
    await toast(page, 'Please enter a valid email address');
    expect(joins).toEqual([]);
  });

  it('joins, copies the link, gains a referral from a second browser and is restored after a reload', async () => {
    const { page, errors } = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(suite.server.url);
    await expectAccessible(page);
    await join(page, athlete);
    await toast(page, "You're on the list!");
    await toast(page, 'Share your link to move up the queue');
    expect(await numberOf(page, 'waitlist-rank')).toBe(3);
    expect(await numberOf(page, 'waitlist-referrals')).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('waitlist_email'))).toBe(athlete);
    athleteToken = (await page.evaluate(() => localStorage.getItem('waitlist_token'))) ?? '';
    expect(athleteToken).toMatch(/^[A-Za-z0-9_-]{200,}$/);
    expect(scripts.filter((s) => SIGNED_IN_CHUNKS.test(s))).toEqual([]);

    const shareLink = await page.getByLabel(/Your share link/).inputValue();
    expect(shareLink).toMatch(new RegExp(`^${suite.server.url}/\\?ref=[A-Za-z0-9_-]{16}$`));
    expect(shareLink.toLowerCase()).not.toContain('virat');
    await page.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Link copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    expect(await page.getByRole('link', { name: 'Join WhatsApp Community' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );

    const second = await newPage();
    await second.page.goto(shareLink);
    await join(second.page, friend);
    await toast(second.page, "You're on the list!");
    expect(await numberOf(second.page, 'waitlist-rank')).toBe(4);

    await page.reload();
    await toast(page, 'Welcome back!');
    await toast(page, "You're already on the list");
    expect(await numberOf(page, 'waitlist-referrals')).toBe(1);
    expect(await numberOf(page, 'waitlist-rank')).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("answers someone else's address as a new one: no rank, referrals or link of theirs", async () => {
    const { page } = await newPage();
    await page.goto(suite.server.url);
    await join(page, athlete);
    await toast(page, "You're on the list!");
    expect(await numberOf(page, 'waitlist-referrals')).toBe(0);
    expect(await numberOf(page, 'waitlist-rank')).toBe(5);
  });

  it('shows the leaderboard with masked emails, the podium highlighted and the own rank', async () => {
    const { page } = await newPage();
    await page.goto(suite.server.url);
    // The saved email and its token, as the athlete's own browser keeps them.
    await page.evaluate(
      ([email, token]) => {
        localStorage.setItem('waitlist_email', email!);
        localStorage.setItem('waitlist_token', token!);
      },
      [athlete, athleteToken],
    );
    await page.reload();
    await toast(page, 'Welcome back!');
    await page.getByRole('button', { name: 'View Leaderboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Referral Leaderboard' });
    const rows = dialog.getByRole('list', { name: 'Top referrers' }).locator('li');
    await expect.poll(() => rows.count()).toBe(4);
    expect(
      await rows.evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-rank'), e.getAttribute('data-highlighted')]),
      ),
    ).toEqual([
      ['1', 'true'],
      ['2', 'true'],
      ['3', 'true'],
      ['4', null],
    ]);
    const text = await dialog.innerText();
    expect(text).toContain('vira***@gmail.com');
    for (const email of [athlete, friend, ...early]) expect(text.toLowerCase()).not.toContain(email.toLowerCase());
    expect(await dialog.getByTestId('leaderboard-own').innerText()).toMatch(/#1 with 1 referral/);
    await expectAccessible(page);
  });
});
