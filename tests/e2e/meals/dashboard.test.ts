// The dashboard in Chromium against the real server: examples, logging, history, refresh,
// the draft kept on the device, and the red panel when submission fails.
import { describe, expect, it } from 'vitest';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { shoot } from './meals-helpers';

describe('dashboard', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-dashboard' });

  it('logs meals, shows them in the history and refreshes it', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByText('No meals logged yet').waitFor();
    const examples = page.getByRole('button', {
      name: /^Breakfast: 2 aloo parathas|^Lunch after nets|^Dinner: 3 rotis/,
    });
    expect(await examples.count()).toBe(3);
    await shoot(page, 'dashboard-empty');
    await expectAccessible(page);
    const input = page.getByLabel('Describe your meals');
    expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(270);
    await examples.first().click();
    await page.getByRole('button', { name: 'Log Meals' }).click();
    await page.getByText(/Analyzing your meals/).waitFor();
    await page.getByText('Did you know?').waitFor();
    await shoot(page, 'dashboard-analyzing');
    expect(await input.inputValue()).toBe('');
    await page.getByText('completed', { exact: true }).waitFor({ timeout: 5000 });
    expect(await examples.count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Log history refreshed').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the draft on the device and shows the red panel when the server refuses', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/dashboard`);
    const input = page.getByLabel('Describe your meals');
    await input.fill('half a plate of pav bhaji');
    await page.reload();
    expect(await page.getByLabel('Describe your meals').inputValue()).toBe('half a plate of pav bhaji');
    expect(await page.evaluate(() => localStorage.getItem('dashboard-meal-input'))).toBe('half a plate of pav bhaji');
    // Fault injection: the queue answers 429 with a detail, as a rate limit would.
    await page.route('**/api/external/chat/queue', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"detail":"Too many entries, wait a minute","message":"x"}',
      }),
    );
    await page.getByRole('button', { name: 'Log Meals' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Unable to submit meal' });
    await panel.getByText('Too many entries, wait a minute').waitFor();
    await shoot(page, 'dashboard-error');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await panel.count()).toBe(0);
    await page.close();
  });
});
