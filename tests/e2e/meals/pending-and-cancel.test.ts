// In-progress entries and entries typed while the server is away, in Chromium. The server first
// runs without workers, so entries stay queued long enough to see and cancel them; then it is
// stopped, and started again (same port and data) with workers.
import { describe, expect, it } from 'vitest';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { entryCard, logEntry, shoot } from './meals-helpers';

describe('pending entries and cancel', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-pending', env: { RUN_WORKERS: 'false' } });

  it('shows an entry in progress and cancels it', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, '2 idlis with sambar');
    const card = entryCard(page, '2 idlis');
    const cancel = card.getByRole('button', { name: 'Cancel' });
    await cancel.waitFor();
    await card.getByText('Processing', { exact: true }).first().waitFor();
    await card.getByRole('status').first().waitFor(); // the spinner
    expect(await card.getByRole('button', { name: 'Edit entry' }).count()).toBe(0);
    await shoot(page, 'meals-in-progress');
    await expectAccessible(page);
    await cancel.click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('cancelled');
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getAttribute('class')).toContain('opacity-60');
    await shoot(page, 'meals-cancelled');
    await page.close();
  });

  it('keeps an entry typed while the server is away through a reload, and sends it when it returns', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByRole('navigation', { name: 'Choose a day' }).waitFor();
    // Let the service worker take control so a reload can come from its cache.
    await page.evaluate(async () => navigator.serviceWorker?.ready);
    await page.reload();
    await page.getByRole('navigation', { name: 'Choose a day' }).waitFor();
    await suite.stopServer();

    await logEntry(page, '1 glass of lassi');
    const card = entryCard(page, 'lassi');
    await card.getByText('Waiting for connection').waitFor({ timeout: 10_000 });
    await shoot(page, 'meals-offline-pending');
    const stored = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('crease.pendingEntries.'))
          .map((k) => localStorage.getItem(k))
          .join(''),
      );
    expect(await stored()).toContain('1 glass of lassi');

    // Served by the service worker's cached shell. The app has started again once its user check
    // has failed (the server is still away) and it has drawn the meals page: only then does the
    // kept entry's presence say it survived the start-up.
    const userCheckFailed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/auth/user');
    await page.reload();
    await userCheckFailed;
    await page.getByRole('navigation', { name: 'Choose a day' }).waitFor();
    expect(await stored()).toContain('1 glass of lassi');

    await suite.startServerAgain({ env: {} }); // with workers this time
    await page.goto(`${suite.server.url}/meals`);
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('completed');
    await card.getByRole('list', { name: 'Meals' }).waitFor();
    await expect.poll(stored).not.toContain('lassi');
    const jobs = (await (await page.request.get(`${suite.server.url}/api/external/chat/jobs`)).json()) as {
      items: Array<{ message: string }>;
    };
    expect(jobs.items.filter((j) => j.message === '1 glass of lassi')).toHaveLength(1);
    await page.close();
  });
});
