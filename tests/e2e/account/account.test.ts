// Account control in Chromium (issue 18, item 11): a forgotten password reset through the link
// the server logs (no SMTP_URL), "Download my data" saving the user's JSON, and "Delete my
// account" leaving the browser signed out on the landing page with the account gone.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ZAccountExport } from '../../../src/contracts/account';
import { resetLinkFromLog } from '../../helpers/reset-link';
import { currentUser, newCredentials, signIn, signUp } from '../harness/sign-in';
import { useServerAndBrowser } from '../harness/suite';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';

describe('account control on /profile in Chromium', () => {
  const suite = useServerAndBrowser();

  it('resets a forgotten password through the logged link and signs the other device out', async () => {
    const base = suite.server.url;
    const creds = newCredentials('e2e-reset');
    const signedIn = (await suite.newPage()).page;
    await signUp(signedIn, base, creds, '/profile');
    expect((await currentUser(signedIn, base))?.email).toBe(creds.email);

    const { page } = await suite.newPage();
    await page.goto(`${base}/api/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(creds.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await expect.poll(() => resetLinkFromLog(suite.server.output(), creds.email), { timeout: 10_000 }).not.toBeNull();
    await page.goto(resetLinkFromLog(suite.server.output(), creds.email)!);
    const newPassword = 'a-new-password-after-nets';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    expect(await currentUser(signedIn, base)).toBeNull();
    await signIn(page, base, { email: creds.email, password: newPassword }, '/profile');
    await page.getByText(creds.email).first().waitFor();
  }, 90_000);

  it('downloads the signed-in user’s data as JSON, then deletes the account and lands signed out', async () => {
    const base = suite.server.url;
    const creds = newCredentials('e2e-account');
    const { page, errors } = await suite.newPage();
    await signUp(page, base, creds, '/profile');

    const queued = await page.request.post(`${base}/api/external/chat/queue`, {
      headers: { origin: base },
      data: {
        session_id: 'session_1_e2e',
        message: '2 rotis and a bowl of dal',
        date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(queued.status()).toBe(201);
    const jobId = ((await queued.json()) as { job_id: string }).job_id;
    const status = async () =>
      (
        (await (await page.request.get(`${base}/api/external/chat/jobs`)).json()) as {
          items: Array<{ job_id: string; status: string }>;
        }
      ).items.find((j) => j.job_id === jobId)?.status;
    await expect.poll(status, { timeout: 60_000 }).toBe('completed');

    await page.goto(`${base}/profile`);
    await page.getByRole('link', { name: 'Download my data' }).waitFor();
    // Profile as SPEC shows it stays: email, member since, status, sign-out.
    for (const text of [creds.email, 'Member Since', 'Account Status'])
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crease-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = ZAccountExport.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(data.user.email).toBe(creds.email);
    expect(data.logEntries.map((entry) => entry.id)).toEqual([jobId]);
    expect(data.meals.length).toBeGreaterThan(0);
    expect(data.meals.every((meal) => meal.sourceJobId === jobId)).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();

    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: 'Request Access' }).first().waitFor();
    expect(await currentUser(page, base)).toBeNull();
    expect(unexpectedErrors(errors)).toEqual([]);

    // The account is gone: its password no longer signs in.
    await page.goto(`${base}/api/login`);
    await page.getByLabel('Email').fill(creds.email);
    await page.getByLabel('Password').fill(creds.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect email or password.');
  }, 120_000);
});
