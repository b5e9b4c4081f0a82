// Fast re-logging and grouped meals (issue 17) in Chromium against the real server: yesterday's
// entries are seeded through the queue with `date`; the user stars one on yesterday's log and,
// on today, logs the favourite again in one tap (the entry shows at once, then its meals); copies
// yesterday's breakfast; copies a past entry to today from its card; and the day's log shows
// Breakfast, Lunch and Snacks headers with subtotals. axe-core clean.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';
import { useSignedInSuite } from '../harness/suite';
import { pageFetch } from '../polish/polish-helpers';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';
import { entryCard, shoot } from './meals-helpers';

const BREAKFAST = '2 boiled eggs and 2 slices of toast for breakfast';
const LUNCH = '1 plate chicken biryani for lunch';
const SNACK = '1 banana and a glass of milk as a snack';

/** The device's calendar day, `offset` days from today. */
const localDay = (page: Page, offset: number) =>
  page.evaluate((o) => {
    const d = new Date();
    d.setDate(d.getDate() + o);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);

async function mealsOn(page: Page, date: string): Promise<Meal[]> {
  return ((await pageFetch(page, `/api/external/meals?limit=100&date=${date}`)).body as { items: Meal[] }).items;
}

const food = (m: Meal) => ({ title: m.title, meal_type: m.context.meal_type, macros: m.macros, serving: m.serving });
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

describe('log again, copy and meals grouped by type', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-relog' });
  const jobs: Record<string, string> = {};

  const strip = (page: Page) => page.getByRole('navigation', { name: 'Choose a day' });
  const showToday = (page: Page) =>
    strip(page)
      .getByRole('button', { name: /^Today/ })
      .click();
  const showYesterday = (page: Page) => strip(page).getByRole('button').nth(29).click();
  const shortcuts = (page: Page) => page.getByRole('group', { name: 'Log again' });

  beforeAll(async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const yesterday = await localDay(page, -1);
    const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const message of [BREAKFAST, LUNCH, SNACK]) {
      const res = await pageFetch(page, '/api/external/chat/queue', {
        method: 'POST',
        body: { session_id: 'session_1_relog', message, date: yesterday, timezone },
      });
      expect(res.status).toBe(201);
      jobs[message] = (res.body as { job_id: string }).job_id;
    }
    await vi.waitFor(
      async () => {
        const meals = await mealsOn(page, yesterday);
        for (const id of Object.values(jobs)) expect(meals.some((m) => m.source_job_id === id)).toBe(true);
      },
      { timeout: 30_000, interval: 250 },
    );
    await page.close();
  });

  it('stars an entry on yesterday and logs the favourite again on today in one tap', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await showYesterday(page);
    const card = entryCard(page, LUNCH);
    const star = card.getByRole('button', { name: 'Add to favourites' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    const unstar = card.getByRole('button', { name: 'Remove from favourites' });
    await expect.poll(() => unstar.getAttribute('aria-pressed')).toBe('true');
    // No shortcuts on a past day: they log onto today.
    expect(await shortcuts(page).count()).toBe(0);

    await showToday(page);
    const favourite = shortcuts(page).getByRole('button', { name: /^Log again: .*biryani.*kcal$/i });
    await favourite.waitFor();
    const box = await favourite.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await entryCard(page, LUNCH).count()).toBe(0);
    // The copy request is held until the entry has shown: it appears at once, as a pending
    // entry, and its chip waits, before the server has answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/entries/*/copy', async (route) => {
      await held;
      await route.continue();
    });
    await favourite.click();
    await entryCard(page, LUNCH).waitFor();
    expect(await entryCard(page, LUNCH).getAttribute('data-status')).toBe('queued');
    expect(await favourite.isDisabled()).toBe(true);
    release();
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: LUNCH })
      .waitFor({ timeout: 15_000 });
    const today = await localDay(page, 0);
    const source = (await mealsOn(page, await localDay(page, -1))).filter((m) => m.source_job_id === jobs[LUNCH]);
    const copied = (await mealsOn(page, today)).filter((m) => m.title && source.some((s) => s.title === m.title));
    expect(copied.map(food).sort(byTitle)).toEqual(source.map(food).sort(byTitle));
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  it("copies yesterday's breakfast to today", async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await showToday(page);
    await shortcuts(page).getByRole('button', { name: "Copy yesterday's breakfast" }).click();
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: BREAKFAST })
      .waitFor({ timeout: 15_000 });
    const source = (await mealsOn(page, await localDay(page, -1))).filter((m) => m.context.meal_type === 'breakfast');
    const today = (await mealsOn(page, await localDay(page, 0))).filter((m) => m.context.meal_type === 'breakfast');
    expect(today.map(food).sort(byTitle)).toEqual(source.map(food).sort(byTitle));
    // Today has a breakfast now, so the shortcut that would log a second one goes away.
    await shortcuts(page).getByRole('button', { name: "Copy yesterday's breakfast" }).waitFor({ state: 'detached' });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  it('copies a past entry to today from its card', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await showYesterday(page);
    await entryCard(page, SNACK).getByRole('button', { name: 'Copy to today' }).click();
    await page.getByText('Copied to today', { exact: true }).waitFor();
    await showToday(page);
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: SNACK })
      .waitFor({ timeout: 15_000 });
    // Today's copy is not itself "past": it offers no copy.
    expect(await entryCard(page, SNACK).getByRole('button', { name: 'Copy to today' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  it("groups today's meals by type with subtotals, and is accessible", async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await showToday(page);
    const meals = await mealsOn(page, await localDay(page, 0));
    const groups = page.getByTestId('meal-group');
    await groups.first().waitFor();
    const headings = await groups.getByRole('heading', { level: 2 }).allTextContents();
    const present = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'].filter((g) => headings.includes(g));
    expect(headings).toEqual(present);
    expect(headings).toEqual(expect.arrayContaining(['Breakfast', 'Lunch']));
    const kcalOf = (types: string[]) =>
      Math.round(
        meals.filter((m) => types.includes(m.context.meal_type)).reduce((s, m) => s + m.macros.calories_kcal, 0),
      );
    const breakfast = groups.filter({ has: page.getByRole('heading', { name: 'Breakfast' }) });
    expect(await breakfast.getByTestId('group-subtotal').textContent()).toMatch(
      new RegExp(`^${kcalOf(['breakfast'])} kcal`),
    );
    const lunch = groups.filter({ has: page.getByRole('heading', { name: 'Lunch' }) });
    expect(await lunch.getByTestId('group-subtotal').textContent()).toMatch(new RegExp(`^${kcalOf(['lunch'])} kcal`));
    await expectAccessible(page);
    await shoot(page, 'meals-grouped-relog');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
