// Sign-in as a person does it, in Chromium against the real built server.
import { describe, expect, it } from 'vitest';
import { currentUser, newCredentials, signUp } from './harness/sign-in';
import { useServerAndBrowser } from './harness/suite';

describe('sign-in with the embedded identity provider in Chromium', () => {
  const suite = useServerAndBrowser();

  it('creates an account, stays signed in across a reload and a server restart, then signs out', async () => {
    const creds = newCredentials('e2e-signin');
    const { page, errors } = await suite.newPage();

    await signUp(page, suite.server.url, creds, '/profile');
    await expect.poll(() => page.getByText(creds.email).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.getByText(creds.email).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // A guest's 401 (before signing up) is expected; nothing else before the restart.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await suite.restartServer();
    await page.reload();
    await expect.poll(() => page.getByText(creds.email).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await currentUser(page, suite.server.url))?.email).toBe(creds.email);

    // Typed into the address bar, /api/logout asks first (only our own pages sign out at once):
    // a page in Crease's look with one button, a form POST under the same CSP as every page.
    await page.goto(`${suite.server.url}/api/logout`);
    expect((await currentUser(page, suite.server.url))?.email).toBe(creds.email);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    expect(await currentUser(page, suite.server.url)).toBeNull();
    // Open connections (the live-updates stream, a poll, the refresh when the stream reopens) are
    // reset or refused while the server restarts, cut in the middle of a streamed answer, or told
    // 503 while it stops or starts; those are the only other errors allowed.
    expect(
      errors.filter(
        (e) =>
          !/status of (401|503)\b/.test(e) && !/ERR_CONNECTION_(REFUSED|RESET)|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(e),
      ),
    ).toEqual([]);
  }, 120_000);

  it('shows the sign-in page in Crease look with a generic error for a wrong password', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.server.url}/api/login`);
    await page.getByLabel('Email').fill('nobody-here@crease.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect email or password.');
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody-here@crease.test');
  });
});
