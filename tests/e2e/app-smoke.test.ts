// The harness end to end: the real built server on a free port, opened in Chromium.
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './harness/browser';
import { useServerAndBrowser } from './harness/suite';

describe('the built app in Chromium', () => {
  const suite = useServerAndBrowser();

  it('renders the landing page under the Content-Security-Policy without errors', async () => {
    const { page, errors } = await suite.newPage({ viewport: DESKTOP });
    await page.goto(suite.server.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  it("shows the client's '404 Page Not Found' on an unknown path", async () => {
    const { page } = await suite.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${suite.server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('404 Page Not Found');
  });
});
