// Meal export in Chromium (issue 17, item 4): log an entry, wait for its meals on /meals, then
// on /profile download the last week's meals as CSV and find exactly those meals in its rows; a
// range the server would refuse is said on the page and downloads nothing.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';
import { parseCsv } from '../../helpers/csv';
import { useSignedInSuite } from '../harness/suite';
import { entryCard, logEntry, mealsOfToday, todayIso } from '../meals/meals-helpers';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';

describe('exporting meals from /profile in Chromium', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-export' });

  it('downloads a CSV whose rows are the meals shown, and refuses a backwards range on the page', async () => {
    const base = suite.server.url;
    const { page, errors } = await suite.newSignedInPage();
    const text = '2 rotis, a bowl of dal and a glass of "sweet" lassi';
    await page.goto(`${base}/meals`);
    await logEntry(page, text);
    let meals: Meal[] = [];
    await expect
      .poll(
        async () => {
          meals = (await mealsOfToday(page, base)).filter((m) => m.source_job_id !== null);
          return meals.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    // The meals as the log shows them.
    for (const meal of meals) await entryCard(page, text).getByText(meal.title).first().waitFor();

    await page.goto(`${base}/profile`);
    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    await csvLink.waitFor();
    expect(await page.getByRole('link', { name: 'Download JSON' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // A backwards range: the error is on the page, and the link stays here.
    const from = page.getByLabel('From');
    const weekAgo = await from.inputValue();
    await from.fill('2099-01-01');
    await page.getByRole('alert').filter({ hasText: 'The end date is before the start date.' }).waitFor();
    expect(await csvLink.getAttribute('href')).toBeNull();
    expect(await csvLink.isDisabled()).toBe(true);
    await csvLink.click({ force: true });
    expect(page.url()).toBe(`${base}/profile`);
    await from.fill(weekAgo);
    await expect
      .poll(() => csvLink.getAttribute('href'))
      .toBe(`/api/export/meals.csv?from=${weekAgo}&to=${todayIso()}`);

    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe(`crease-meals-${weekAgo}-to-${todayIso()}.csv`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(bytes.toString('utf8'));
    expect(rows.map((r) => r.meal_id).sort()).toEqual(meals.map((m) => m.id).sort());
    for (const meal of meals) {
      const row = rows.find((r) => r.meal_id === meal.id)!;
      expect(row).toMatchObject({
        date: todayIso(),
        meal_type: meal.context.meal_type,
        title: meal.title,
        original_text: text,
        entry_id: meal.source_job_id,
        calories_kcal: String(meal.macros.calories_kcal),
        protein_g: String(meal.macros.protein_g),
        household_unit: meal.serving.household_unit,
      });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);
});
