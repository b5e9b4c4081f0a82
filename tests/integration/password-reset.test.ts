// Password reset of the embedded provider (issue 18, item 11): a single-use link valid for an
// hour, the same answer for every address, every session ended, attempts limited per address
// and per IP; the link goes to the server log without SMTP_URL and by mail with it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localAccounts, passwordResetTokens } from '../../src/server/db/schema';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { formAction, HttpSession, signUpEmbedded } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { resetLinkFromLog } from '../helpers/reset-link';
import { describeWithDatabase } from '../helpers/test-database';

const password = 'correct horse battery';
const newPassword = 'a brand new password';

async function askForReset(server: ListeningApp, email: string, session = new HttpSession()) {
  const res = await session.request(`${server.url}/oidc/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email }).toString(),
  });
  return { status: res.status, text: await res.text() };
}

async function setPassword(server: ListeningApp, link: string, value: string) {
  const token = new URL(link).searchParams.get('token')!;
  const res = await fetch(`${server.url}/oidc/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ token, password: value }).toString(),
  });
  return { status: res.status, text: await res.text() };
}

async function signIn(server: ListeningApp, email: string, value: string) {
  const session = new HttpSession();
  const page = await session.follow(`${server.url}/api/login`);
  const done = await session.submit(formAction(await page.res.text(), page.url), { email, password: value });
  return { session, status: done.res.status, url: done.url };
}

describeWithDatabase('password reset with the link in the server log', (use) => {
  let server: ListeningApp;

  beforeAll(async () => {
    server = await startListeningApp(use());
  });
  afterAll(async () => {
    await server.close();
  });

  const linkFor = async (email: string) => {
    await expect.poll(() => resetLinkFromLog(server.logs(), email)).not.toBeNull();
    return resetLinkFromLog(server.logs(), email)!;
  };

  it('links to it from the sign-in page', async () => {
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login`);
    const html = await page.res.text();
    const href = /<a class="forgot" href="([^"]+)">Forgot password\?<\/a>/.exec(html)?.[1];
    expect(href).toMatch(/^\/oidc\/forgot-password\?uid=[A-Za-z0-9_-]+$/);
    const form = await session.follow(new URL(href!.replace(/&amp;/g, '&'), server.url).href);
    expect(form.res.status).toBe(200);
    expect(await form.res.text()).toContain('Send reset link');
  });

  it('sets a new password through the link once, and signs every device and the provider out', async () => {
    const email = 'reset-me@crease.test';
    const first = await signUpEmbedded(server.url, email, password);
    const second = await signIn(server, email, password);
    for (const session of [first.session, second.session])
      expect((await session.request(`${server.url}/api/auth/user`)).status).toBe(200);

    const asked = await askForReset(server, email);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('If an account uses that address');
    const link = await linkFor(email);
    expect(link.startsWith(`${server.url}/oidc/reset-password?token=`)).toBe(true);
    // The token is stored hashed: the database alone never yields a working link.
    const token = new URL(link).searchParams.get('token')!;
    const stored = await use().db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const form = await fetch(link);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Choose a new password');
    const changed = await setPassword(server, link, newPassword);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Password changed');

    for (const session of [first.session, second.session])
      expect((await session.request(`${server.url}/api/auth/user`)).status).toBe(401);
    // The provider's own session ended too: signing in again asks for the password.
    const again = await first.session.follow(`${server.url}/api/login`);
    expect(again.url).toContain('/oidc/interaction/');
    expect(await again.res.text()).toContain('Welcome back');

    expect((await signIn(server, email, password)).status).toBe(401);
    const withNew = await signIn(server, email, newPassword);
    expect(withNew.url).toBe(`${server.url}/`);

    // Single use: the same link is refused afterwards, and the password stays.
    expect((await fetch(link)).status).toBe(400);
    const reused = await setPassword(server, link, 'someone elses password');
    expect(reused.status).toBe(400);
    expect(reused.text).toContain('expired or has already been used');
    expect((await signIn(server, email, newPassword)).url).toBe(`${server.url}/`);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    await signUpEmbedded(server.url, 'known@crease.test', password);
    const known = await askForReset(server, 'known@crease.test');
    const unknown = await askForReset(server, 'nobody-at-all@crease.test');
    expect(unknown).toEqual(known);
    await linkFor('known@crease.test');
    expect(server.logs()).not.toContain('nobody-at-all@crease.test');
  });

  it('refuses an expired link and keeps the old password', async () => {
    const email = 'too-late@crease.test';
    await signUpEmbedded(server.url, email, password);
    await askForReset(server, email);
    const link = await linkFor(email);
    const [account] = await use().db.select().from(localAccounts).where(eq(localAccounts.emailNormalized, email));
    await use()
      .db.update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, account!.id));

    const page = await fetch(link);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Link expired');
    expect((await setPassword(server, link, newPassword)).status).toBe(400);
    expect((await signIn(server, email, password)).url).toBe(`${server.url}/`);
  });

  it('keeps the sign-up password rule, and the link stays usable after a refused password', async () => {
    const email = 'short@crease.test';
    await signUpEmbedded(server.url, email, password);
    await askForReset(server, email);
    const link = await linkFor(email);
    const refused = await setPassword(server, link, 'short');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('at least 8 characters');
    expect((await setPassword(server, link, newPassword)).status).toBe(200);
  });

  it('limits requests per address and per IP address', async () => {
    const ask = (email: string, ip: string) =>
      server.app.inject({
        method: 'POST',
        url: '/oidc/forgot-password',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await ask('flood@crease.test', `10.1.0.${i}`)).statusCode).toBe(200);
    const sixth = await ask('FLOOD@crease.test', '10.1.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('Too many reset requests');

    for (let i = 0; i < 20; i++) expect((await ask(`spray-${i}@crease.test`, '10.2.0.1')).statusCode).toBe(200);
    expect((await ask('spray-20@crease.test', '10.2.0.1')).statusCode).toBe(429);
    expect((await ask('spray-20@crease.test', '10.2.0.2')).statusCode).toBe(200);
  });
});

describeWithDatabase('password reset by mail through SMTP_URL', (use) => {
  let server: ListeningApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startListeningApp(use(), { SMTP_URL: smtp.url, MAIL_FROM: 'Crease <no-reply@crease.test>' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('mails the link (at PUBLIC_URL) to the account address and keeps it out of the log', async () => {
    const email = 'mailed@crease.test';
    await signUpEmbedded(server.url, email, password);
    const asked = await askForReset(server, email);
    expect(asked.status).toBe(200);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe('no-reply@crease.test');
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Crease password$/m);
    const link = /https?:\/\/\S+\/oidc\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.raw)?.[0];
    expect(link?.startsWith(`${server.url}/oidc/reset-password?token=`)).toBe(true);
    expect(server.logs()).not.toContain(new URL(link!).searchParams.get('token')!);
    expect((await setPassword(server, link!, newPassword)).status).toBe(200);
  });
});
