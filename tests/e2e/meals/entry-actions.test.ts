// Log entry actions in Chromium against the real server: retry of a failed entry, inline edit
// (Escape and Ctrl+Enter), delete, and its restore when the server refuses.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { entryCard, logEntry, mealsOfToday, shoot } from './meals-helpers';

describe('log entry actions', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-entries' });

  const completed = async (page: Page, text: string) => {
    await logEntry(page, text);
    await expect.poll(() => entryCard(page, text).getAttribute('data-status'), { timeout: 5000 }).toBe('completed');
  };

  it('shows a failed entry with its error, and Retry puts the text back in the composer', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, 'zqxv blorft wibble');
    const card = entryCard(page, 'zqxv blorft wibble');
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 5000 }).toBe('failed');
    await card.getByRole('img', { name: 'Failed' }).waitFor();
    expect((await card.locator('p.text-red-700').textContent())?.length).toBeGreaterThan(5);
    await shoot(page, 'meals-failed-entry');
    await card.getByRole('button', { name: 'Retry' }).click();
    expect(await page.getByLabel('What did you eat?').inputValue()).toBe('zqxv blorft wibble');
    await page.close();
  });

  it('edits an entry inline: Escape cancels, Ctrl+Enter replaces it and deletes the old meals', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await completed(page, '1 banana');
    const oldJob = (await mealsOfToday(page, suite.server.url)).find((m) =>
      m.title.toLowerCase().includes('banana'),
    )!.source_job_id;
    const card = entryCard(page, '1 banana');
    await card.getByRole('button', { name: 'Edit entry' }).click();
    const editor = page.getByLabel('Edit log entry');
    await editor.fill('something else');
    await editor.press('Escape');
    expect(await editor.count()).toBe(0);
    await card.getByText('1 banana').waitFor();
    await card.getByRole('button', { name: 'Edit entry' }).click();
    await editor.fill('3 bananas');
    await shoot(page, 'meals-inline-edit');
    await editor.press('Control+Enter');
    await expect
      .poll(() => entryCard(page, '3 bananas').getAttribute('data-status'), { timeout: 5000 })
      .toBe('completed');
    await expect.poll(() => entryCard(page, '1 banana').count()).toBe(0);
    await expect
      .poll(
        async () => (await mealsOfToday(page, suite.server.url)).filter((m: Meal) => m.source_job_id === oldJob).length,
      )
      .toBe(0);
    await page.close();
  });

  it('deletes an entry after confirmation', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await completed(page, '1 apple');
    await entryCard(page, '1 apple').getByRole('button', { name: 'Delete entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this log entry?' });
    await shoot(page, 'meals-delete-confirm');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => entryCard(page, '1 apple').count()).toBe(0);
    await page.getByText('Entry removed from your log.').first().waitFor();
    // After the reload: the day's entries answered and the log drawn (entries, or the empty
    // state, which shows only once loading is over), so the absence below is the server's word.
    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/external/chat/jobs' && r.request().method() === 'GET',
    );
    await page.reload();
    await listed;
    await page.getByTestId('log-entry').or(page.getByText('Log a meal below to get started')).first().waitFor();
    expect(await entryCard(page, '1 apple').count()).toBe(0);
    expect((await mealsOfToday(page, suite.server.url)).some((m) => m.title.toLowerCase().includes('apple'))).toBe(
      false,
    );
    await page.close();
  });

  it('puts a deleted entry back when the server refuses the deletion', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await completed(page, '1 orange');
    // Fault injection: every entry deletion of this page fails.
    await page.route('**/api/external/chat/jobs/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    );
    await entryCard(page, '1 orange').getByRole('button', { name: 'Delete entry' }).click();
    await page.getByRole('dialog', { name: 'Delete this log entry?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete log entry.').first().waitFor();
    await entryCard(page, '1 orange').waitFor();
    expect(await entryCard(page, '1 orange').getAttribute('data-status')).toBe('completed');
    await page.close();
  });
});
