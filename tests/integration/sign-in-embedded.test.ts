import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import { formAction, HttpSession, signUpEmbedded } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { describeWithDatabase } from '../helpers/test-database';

describeWithDatabase('sign-in with the embedded identity provider', (use) => {
  let server: ListeningApp;
  const password = 'correct horse battery';

  beforeAll(async () => {
    server = await startListeningApp(
      use(),
      {},
      {
        extend: (app) => {
          app.post('/api/test/change', async () => ({ changed: true }));
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const me = (session: HttpSession) => session.request(`${server.url}/api/auth/user`);

  it('answers 401 to a guest asking who is signed in', async () => {
    const res = await fetch(`${server.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not signed in' });
  });

  it('creates an account, lands signed in on the page asked for, and knows the user', async () => {
    const { session, final } = await signUpEmbedded(server.url, 'Bowler@Crease.test', password, '/meals');
    expect(final.url).toBe(`${server.url}/meals`);
    const res = await me(session);
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({ email: 'Bowler@Crease.test' });
    expect(new Date(user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs an existing account in again as the same user', async () => {
    const first = await signUpEmbedded(server.url, 'keeper@crease.test', password);
    const firstUser = await (await me(first.session)).json();
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login`);
    const done = await session.submit(formAction(await page.res.text(), page.url), {
      email: 'KEEPER@crease.test',
      password,
    });
    expect(done.url).toBe(`${server.url}/`);
    expect(await (await me(session)).json()).toEqual(firstUser);
  });

  it('refuses a wrong password with a generic message and keeps the email typed', async () => {
    await signUpEmbedded(server.url, 'spinner@crease.test', password);
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login`);
    const action = formAction(await page.res.text(), page.url);
    const wrong = await session.submit(action, { email: 'spinner@crease.test', password: 'nope nope' });
    const unknown = await session.submit(action, { email: 'nobody@crease.test', password: 'nope nope' });
    for (const attempt of [wrong, unknown]) {
      expect(attempt.res.status).toBe(401);
      expect(await attempt.res.text()).toContain('Incorrect email or password.');
    }
    const again = await session.submit(action, { email: 'spinner@crease.test', password: 'nope' });
    expect(await again.res.text()).toContain('value="spinner@crease.test"');
  });

  it('refuses a second account with the same email', async () => {
    await signUpEmbedded(server.url, 'allrounder@crease.test', password);
    const { final } = await signUpEmbedded(server.url, 'ALLROUNDER@crease.test', password);
    expect(final.res.status).toBe(409);
    expect(await final.res.text()).toContain('An account with this email already exists');
  });

  it('refuses a short password and an invalid email when creating an account', async () => {
    const short = await signUpEmbedded(server.url, 'opener@crease.test', 'short');
    expect(await short.final.res.text()).toContain('at least 8 characters');
    const invalid = await signUpEmbedded(server.url, 'not-an-email', password);
    expect(await invalid.final.res.text()).toContain('Please enter a valid email address.');
  });

  it('throttles the 11th wrong password in a minute, even when it is right', async () => {
    await signUpEmbedded(server.url, 'tailender@crease.test', password);
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login`);
    const action = formAction(await page.res.text(), page.url);
    for (let i = 0; i < 10; i++) {
      const attempt = await session.submit(action, { email: 'tailender@crease.test', password: `wrong-${i}` });
      expect(attempt.res.status).toBe(401);
    }
    const eleventh = await session.submit(action, { email: 'tailender@crease.test', password });
    expect(eleventh.res.status).toBe(429);
    expect(await eleventh.res.text()).toContain('Too many sign-in attempts');
    expect(await (await me(session)).json()).toEqual({ message: 'Not signed in' });
  });

  it('gives a new session at sign-in: a cookie from before is not valid after', async () => {
    const planted = 'A'.repeat(43);
    const session = new HttpSession();
    session.cookies.set(SESSION_COOKIE, planted);
    const start = await session.follow(`${server.url}/api/login`);
    const signup = await session.follow(`${start.url}?mode=signup`);
    await session.submit(formAction(await signup.res.text(), signup.url), { email: 'fixation@crease.test', password });
    const fresh = session.cookies.get(SESSION_COOKIE);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await me(session)).status).toBe(200);
    const attacker = new HttpSession();
    attacker.cookies.set(SESSION_COOKIE, planted);
    expect((await me(attacker)).status).toBe(401);
  });

  it('invalidates the previous session when the same browser signs in again', async () => {
    const { session } = await signUpEmbedded(server.url, 'twice@crease.test', password);
    const before = session.cookies.get(SESSION_COOKIE)!;
    const page = await session.follow(`${server.url}/api/login`);
    if (page.res.status === 200)
      await session.submit(formAction(await page.res.text(), page.url), { email: 'twice@crease.test', password });
    const after = session.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const old = new HttpSession();
    old.cookies.set(SESSION_COOKIE, before);
    expect((await me(old)).status).toBe(401);
  });

  it('refuses a forged or an expired session', async () => {
    const forged = new HttpSession();
    forged.cookies.set(SESSION_COOKIE, 'forged-token-that-was-never-issued-by-us-xx');
    expect((await me(forged)).status).toBe(401);

    const { session } = await signUpEmbedded(server.url, 'expired@crease.test', password);
    expect((await me(session)).status).toBe(200);
    await use()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, (await (await me(session)).json()).id));
    expect((await me(session)).status).toBe(401);
  });

  it('signs out: the session is deleted and the provider session ends too', async () => {
    const { session } = await signUpEmbedded(server.url, 'signout@crease.test', password);
    const token = session.cookies.get(SESSION_COOKIE)!;
    // As Profile's Sign Out navigates: from our own page (other sites get a confirmation page).
    const out = await session.request(`${server.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toContain('/oidc/session/end');
    expect(session.cookies.has(SESSION_COOKIE)).toBe(false);
    const stale = new HttpSession();
    stale.cookies.set(SESSION_COOKIE, token);
    expect((await me(stale)).status).toBe(401);
    // The provider's confirmation page submits itself (a same-origin script); do what it does.
    const confirm = await session.follow(new URL(out.headers.get('location')!, server.url).href);
    const html = await confirm.res.text();
    expect(html).toContain('/oidc-assets/auto-logout.js');
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!, server.url).href;
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const ended = await session.submit(action, { ...fields, logout: 'yes' });
    expect(ended.url).toBe(`${server.url}/`);
    // Signing in again now asks for the password: the provider's own session has ended too.
    const again = await session.follow(`${server.url}/api/login`);
    expect(again.url).toContain('/oidc/interaction/');
    expect(await again.res.text()).toContain('Welcome back');
  });

  it('refuses a cross-site state-changing request and allows a same-origin one', async () => {
    const { session } = await signUpEmbedded(server.url, 'csrf@crease.test', password);
    const crossSite = await session.request(`${server.url}/api/test/change`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: 'Cross-site request refused' });
    const noOrigin = await session.request(`${server.url}/api/test/change`, { method: 'POST' });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await session.request(`${server.url}/api/test/change`, {
      method: 'POST',
      headers: { referer: `${server.url}/meals` },
    });
    expect(viaReferer.status).toBe(200);
    const sameOrigin = await session.request(`${server.url}/api/test/change`, {
      method: 'POST',
      headers: { origin: server.url },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('sends the session cookie httpOnly and SameSite=Lax', async () => {
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login?returnTo=/profile`);
    const action = formAction(await page.res.text(), `${page.url}`).replace('/login', '/signup');
    const res = await session.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ email: 'cookie@crease.test', password }).toString(),
    });
    let current = res;
    let url = action;
    let setCookie = '';
    while (current.status >= 300 && current.status < 400) {
      url = new URL(current.headers.get('location')!, url).href;
      current = await session.request(url);
      setCookie += current.headers.getSetCookie().join('\n');
    }
    const line = setCookie.split('\n').find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=2592000/);
  });

  it('never writes passwords, codes, tokens or cookies to the logs', async () => {
    const { session } = await signUpEmbedded(server.url, 'logs@crease.test', 'a-very-secret-password-42');
    await me(session);
    const logs = server.logs();
    expect(logs).not.toContain('a-very-secret-password-42');
    expect(logs).not.toContain(session.cookies.get(SESSION_COOKIE)!);
    for (const line of session.visited.filter((v) => v.includes('code='))) {
      const code = /[?&]code=([^&\s]+)/.exec(line)?.[1];
      if (code) expect(logs).not.toContain(code);
    }
  });

  it('only returns to same-site paths after sign-in', async () => {
    const { final } = await signUpEmbedded(server.url, 'redirect@crease.test', password, 'https://evil.example/steal');
    expect(final.url).toBe(`${server.url}/`);
  });
});
