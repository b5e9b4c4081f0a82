// The server's half of the signed-in shell (decision 119): /meals, / and /log send meals-shell.html
// to a request whose session is live and signed in; a guest, a dead or unknown session, and a
// session with no user yet get what they got before (index.html, or the landing page at / and /log).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, deleteSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { sessions } from '../../src/server/db/schema';
import { createUser } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { describeWithDatabase } from '../helpers/test-database';

const INDEX = '<!doctype html><title>Crease app</title><div id="root"></div>';
const LANDING = '<!doctype html><title>Crease landing</title><div id="root" data-prerendered="landing"></div>';
const SIGNED_IN_SHELL =
  '<!doctype html><title>Crease signed in</title><div id="app-shell"></div><div id="root" hidden></div>';
const cookie = (token: string) => `theme=dark; ${SESSION_COOKIE}=${token}`;

describeWithDatabase('signed-in shell page', (use) => {
  let app: FastifyInstance;
  let live: string;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    writeFileSync(path.join(webRoot, 'landing.html'), LANDING);
    writeFileSync(path.join(webRoot, 'meals-shell.html'), SIGNED_IN_SHELL);
    ({ app } = await buildTestApp(use(), { webRoot }));
    await app.ready();
    const user = await createUser(use().db);
    live = await createSession(use().db, { userId: user.id, ttlMs: 3_600_000 });
  });
  afterAll(() => app.close());

  it.each(['/meals', '/', '/log'])(
    'sends the shell to a live session at %s, marked and keyed on the cookie',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie: cookie(live) } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SIGNED_IN_SHELL);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      // The service worker must not keep it as the offline app shell (public/sw.js).
      expect(res.headers['x-crease-prerendered']).toBe('meals-shell');
      // Read only: the page does not re-send the cookie (the API calls that follow roll the session).
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('keeps a guest where they were: the app at /meals, the landing page at / and /log', async () => {
    expect((await app.inject('/meals')).body).toBe(INDEX);
    expect((await app.inject('/')).body).toBe(LANDING);
    expect((await app.inject('/log')).body).toBe(LANDING);
  });

  it('sends the app (with its splash and user check) for an unknown, ended or expired session', async () => {
    const user = await createUser(use().db);
    const ended = await createSession(use().db, { userId: user.id, ttlMs: 3_600_000 });
    await deleteSession(use().db, ended);
    const expired = await createSession(use().db, { userId: user.id, ttlMs: 3_600_000 });
    await use()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    for (const token of ['x'.repeat(43), 'not-a-token', ended, expired]) {
      for (const url of ['/meals', '/']) {
        const res = await app.inject({ url, headers: { cookie: cookie(token) } });
        expect(res.body, `${url} with ${token}`).toBe(INDEX);
        expect(res.headers['x-crease-prerendered']).toBeUndefined();
      }
    }
  });

  it('sends the app to a session that has no user yet (a sign-in under way)', async () => {
    const signingIn = await createSession(use().db, { userId: null, ttlMs: 3_600_000, data: { state: 'x' } });
    expect((await app.inject({ url: '/meals', headers: { cookie: cookie(signingIn) } })).body).toBe(INDEX);
  });

  it('sends the shell to one user and the app to the next, whatever the order', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/meals', headers: { cookie: cookie(live) } }),
      app.inject({ url: '/meals', headers: { cookie: cookie('y'.repeat(43)) } }),
    ]);
    expect(a.body).toBe(SIGNED_IN_SHELL);
    expect(b.body).toBe(INDEX);
  });
});
