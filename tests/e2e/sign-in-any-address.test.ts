// Issue 18, item 10: with PUBLIC_URL unset (the default is http://localhost:PORT), opening the
// app at http://127.0.0.1:PORT and creating an account used to end on "Sign-in expired".
import { describe, expect, it } from 'vitest';
import { currentUser, newCredentials, signUp } from './harness/sign-in';
import { useServerAndBrowser } from './harness/suite';

describe('sign-in at an address other than the default, PUBLIC_URL unset, in Chromium', () => {
  const suite = useServerAndBrowser({ env: { PUBLIC_URL: '' } });

  it('creates an account at http://127.0.0.1:PORT and lands signed in there', async () => {
    const base = `http://127.0.0.1:${suite.server.port}`;
    const creds = newCredentials('e2e-any-address');
    const { page } = await suite.newPage();

    await signUp(page, base, creds, '/profile');
    expect(new URL(page.url()).origin).toBe(base);
    await expect.poll(() => page.getByText(creds.email).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await currentUser(page, base))?.email).toBe(creds.email);
  }, 60_000);
});
