// Signs a browser page in through the real flow: /api/login → embedded provider's page →
// /api/callback. Use a fresh email per test file (accounts persist in the server's database).
import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

let counter = 0;
export function newCredentials(prefix = 'athlete'): Credentials {
  counter += 1;
  return { email: `${prefix}-${Date.now().toString(36)}-${counter}@crease.test`, password: 'nets-at-six-am' };
}

/** Creates an account and ends signed in on `returnTo` (default /meals). */
export async function signUp(page: Page, baseUrl: string, creds: Credentials, returnTo = '/meals'): Promise<void> {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** Signs an existing account in and ends on `returnTo` (default /meals). */
export async function signIn(page: Page, baseUrl: string, creds: Credentials, returnTo = '/meals'): Promise<void> {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** What the server says about the page's session: the user, or null for a guest. */
export async function currentUser(page: Page, baseUrl: string): Promise<{ id: string; email: string | null } | null> {
  const res = await page.request.get(`${baseUrl}/api/auth/user`);
  return res.status() === 401 ? null : ((await res.json()) as { id: string; email: string | null });
}
