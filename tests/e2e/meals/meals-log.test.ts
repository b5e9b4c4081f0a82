// The meals log in Chromium against the real server, signed in: logging by text, the day strip,
// metric configuration, score and bars, and the guest prompts.
import { describe, expect, it } from 'vitest';
import { useSignedInSuite } from '../harness/suite';
import { dailyScore, METRICS } from '../../../src/web/lib/daily-goals';
import { expectAccessible } from '../shell/shell-helpers';
import { entryCard, logEntry, mealsOfToday, shoot, todayIso, VIBRATE_SPY } from './meals-helpers';

// One server for the file: the guest test below uses a fresh context of its own (no cookies).
const suite = useSignedInSuite({ prefix: 'e2e-meals' });

describe('meals log', () => {
  // How long an entry takes to become meals is measured by bench/api.ts (POST queue → meals
  // readable, p50/p95), not asserted here: a wall-clock limit in a test on a shared machine fails
  // for reasons that are not the product's.
  it('logs a meal by text and shows its meals with nutrition', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByText('Log a meal below to get started').waitFor();
    await logEntry(page, '2 rotis and a bowl of dal');
    const card = entryCard(page, '2 rotis and a bowl of dal');
    await card.getByRole('list', { name: 'Meals' }).getByRole('link').first().waitFor();
    await expect.poll(() => card.getAttribute('data-status')).toBe('completed');
    const meals = await mealsOfToday(page, suite.server.url);
    expect(meals.length).toBeGreaterThan(0);
    const kcal = Math.round(meals[0]!.macros.calories_kcal);
    await card.getByText(`Cals ${kcal}`).first().waitFor();
    await card
      .getByText(/Servings/)
      .first()
      .waitFor();
    await shoot(page, 'meals-logged');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the Daily Score and bars of known meals, red over the goal', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, '6 plates of chicken biryani');
    await expect
      .poll(() => entryCard(page, '6 plates of chicken biryani').getAttribute('data-status'), { timeout: 5000 })
      .toBe('completed');
    const meals = await mealsOfToday(page, suite.server.url);
    const totals = {
      calories: meals.reduce((a, m) => a + m.macros.calories_kcal, 0),
      protein: meals.reduce((a, m) => a + m.macros.protein_g, 0),
      carbs: meals.reduce((a, m) => a + m.macros.carbs_g, 0),
      fat: meals.reduce((a, m) => a + m.macros.fat_g, 0),
    };
    expect(totals.calories).toBeGreaterThan(2000);
    const expected = dailyScore(totals, ['calories', 'protein', 'fat', 'carbs']);
    await expect.poll(() => page.getByTestId('daily-score').textContent()).toBe(String(expected));
    const calories = page.getByRole('progressbar', { name: 'Calories' });
    expect(await calories.getAttribute('data-over')).toBe('true');
    expect(await calories.getAttribute('aria-valuenow')).toBe('100');
    const carbs = page.getByRole('progressbar', { name: 'Carbohydrates' });
    expect(await carbs.getAttribute('aria-valuenow')).toBe(
      String(Math.round(Math.min(100, (totals.carbs / 275) * 100))),
    );
    await page.close();
  });

  it('configures the metrics, saves them, and refuses to drop the last one', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByRole('button', { name: 'Configure Daily Metrics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Daily Metrics' });
    await dialog.getByRole('checkbox', { name: /Fiber/ }).check();
    // The dialog hides the page from the accessibility tree, so look at the bars by test attribute.
    await page.locator('[role=progressbar][aria-label=Fiber]').waitFor();
    await shoot(page, 'meals-configure-metrics');
    await expectAccessible(page);
    for (const label of ['Calories', 'Protein', 'Carbohydrates', 'Fat'])
      await dialog.getByRole('checkbox', { name: new RegExp(`^${label}`) }).uncheck();
    await dialog.getByRole('checkbox', { name: /Fiber/ }).click();
    await page.getByText('At least one metric must be selected').first().waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Fiber/ }).isChecked()).toBe(true);
    await expect
      .poll(async () => (await (await page.request.get(`${suite.server.url}/api/user-preferences`)).json()) as unknown)
      .toEqual({ mealsVisibleColumns: ['fiber'] });
    await page.reload();
    await page.getByRole('progressbar', { name: 'Fiber' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Calories' }).count()).toBe(0);
    // Back to the defaults for the other tests.
    await page.request.put(`${suite.server.url}/api/user-preferences`, {
      data: { mealsVisibleColumns: ['calories', 'protein', 'fat', 'carbs'] },
      headers: { origin: suite.server.url },
    });
    await page.close();
    // SPEC §3's nine metrics have fixed goals; fluids (issue 16) take theirs from the day.
    expect(METRICS.filter((m) => m.goal !== null)).toHaveLength(9);
  });

  it('shows 31 days with today selected, remembers the chosen day and vibrates 10 ms', async () => {
    const { page } = await suite.newSignedInPage();
    await page.addInitScript(VIBRATE_SPY);
    await page.goto(`${suite.server.url}/meals`);
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    await strip.waitFor();
    expect(await strip.getByRole('button').count()).toBe(31);
    const today = strip.getByRole('button', { name: /^Today/ });
    expect(await today.getAttribute('aria-pressed')).toBe('true');
    const yesterday = strip.getByRole('button').nth(29);
    await yesterday.click();
    expect(await yesterday.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations)).toEqual([10]);
    await page.getByText('Log a meal below to get started').waitFor();
    await logEntry(page, 'masala dosa with sambar');
    await expect
      .poll(() => entryCard(page, 'masala dosa').getAttribute('data-status'), { timeout: 5000 })
      .toBe('completed');
    await page.reload();
    expect(await strip.getByRole('button').nth(29).getAttribute('aria-pressed')).toBe('true');
    await entryCard(page, 'masala dosa').waitFor();
    await today.click();
    await entryCard(page, '2 rotis').first().waitFor();
    expect(await entryCard(page, 'masala dosa').count()).toBe(0);
    const jobs = (await (await page.request.get(`${suite.server.url}/api/external/chat/jobs`)).json()) as {
      items: Array<{ message: string; date: string | null }>;
    };
    expect(jobs.items.find((j) => j.message.startsWith('masala dosa'))?.date).not.toBe(todayIso());
    await page.close();
  });
});

describe('meals log for a guest', () => {
  it('asks a guest to sign in on send and on the microphone, and sends nothing', async () => {
    const { page } = await suite.newPage();
    let queued = 0;
    page.on('request', (r) => {
      if (r.url().includes('/chat/queue') || r.url().includes('/audio/')) queued += 1;
    });
    await page.goto(`${suite.server.url}/meals`);
    await page.getByText('Log a meal below to get started').waitFor();
    await logEntry(page, 'poha and chai');
    const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
    await prompt.getByText('Create an account to start tracking your meals and nutrition').waitFor();
    await shoot(page, 'guest-sign-in-prompt');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Record voice' }).click();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('button', { name: 'Configure Daily Metrics' }).count()).toBe(0);
    expect(queued).toBe(0);
    await shoot(page, 'guest-meals');
    await expectAccessible(page);
    await page.goto(`${suite.server.url}/meals/some-entry`);
    // The shell has rendered and the guest's detail route shows nothing (as in guest-routes):
    // only then does "no heading" say something.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toBe('');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    await page.close();
  });
});
