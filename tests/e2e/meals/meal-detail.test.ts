// Meal detail and natural-language edit in Chromium against the real server.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { logEntry, mealsOfToday, shoot, tapAfterSettling } from './meals-helpers';

describe('meal detail and edit', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-detail' });
  let meal: Meal;

  beforeAll(async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, '1 bowl of rajma chawal');
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: 'rajma chawal' })
      .waitFor({ timeout: 5000 });
    meal = (await mealsOfToday(page, suite.server.url))[0]!;
    await page.close();
  });

  it('opens a meal from its row and shows every field', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await tapAfterSettling(page, page.getByRole('link', { name: new RegExp(meal.title) }).first());
    await page.waitForURL(`${suite.server.url}/meals/${meal.id}`);
    await page.getByRole('heading', { level: 1, name: meal.title }).waitFor();
    expect(await page.getByTestId('tile-calories').textContent()).toBe(`${Math.round(meal.macros.calories_kcal)}kcal`);
    for (const title of ['Carbohydrate Breakdown', 'Fat Breakdown', 'Sodium', 'Serving Information']) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    // The meals tab stays mounted (hidden) beside this screen, so look inside the detail only.
    const detail = page.locator('article');
    for (const label of ['Fiber', 'Sugar', 'Saturated Fat', 'Cholesterol', 'Servings', 'Weight', 'Unit'])
      await detail.getByText(label, { exact: true }).first().waitFor();
    const micro = Object.entries(meal.micros).find(([, v]) => v !== 0);
    expect(micro).toBeDefined();
    await detail.getByText(micro![0].replace(/_(mg|ug|g)$/, '').replace(/_/g, ' '), { exact: true }).waitFor();
    await detail.getByText(meal.context.meal_type, { exact: true }).waitFor();
    await shoot(page, 'meal-detail');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says Not Found for a meal that does not exist', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.getByText("This meal doesn't exist").waitFor();
    await page.getByRole('link', { name: 'Back to meals' }).waitFor();
    await shoot(page, 'meal-not-found');
    await page.goto(`${suite.server.url}/meals/00000000-0000-4000-8000-000000000000/edit`);
    await page.getByText('Meal not found.').waitFor();
    await page.close();
  });

  it('doubles the calories with "double the portion" and goes back to the log', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals/${meal.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Meal' }).waitFor();
    await page.getByText('Current Meal').waitFor();
    await page.getByText('Describe changes to quantities, ingredients, or timing.').waitFor();
    const update = page.getByRole('button', { name: 'Update Meal' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Edit instructions').fill('double the portion');
    await shoot(page, 'meal-edit');
    await expectAccessible(page);
    await update.click();
    await page.getByText('Your meal has been successfully updated.').first().waitFor({ timeout: 10_000 });
    await page.waitForURL(`${suite.server.url}/meals`, { timeout: 5000 });
    const after = (await (await page.request.get(`${suite.server.url}/api/external/meals/${meal.id}`)).json()) as Meal;
    expect(Math.abs(after.macros.calories_kcal - meal.macros.calories_kcal * 2)).toBeLessThanOrEqual(2);
    await page.close();
  });
});
