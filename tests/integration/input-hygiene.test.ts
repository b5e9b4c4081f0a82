// Input the database cannot store (a NUL character) or that names no real day (2024-02-30) is
// the caller's mistake: every input path answers 400 in the route's error shape, never 500,
// and no log line carries what the user typed (meal text, instructions, emails, tokens).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getAnalyzer } from '../../src/knowledge-file';
import { loadProviderSecrets } from '../../src/server/auth/embedded-provider/secrets';
import { meals } from '../../src/server/db/schema';
import { toMealRow } from '../../src/server/features/meals/meal-row';
import { formAction, HttpSession } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const SECRET = 'secret-meal-text-7f3a9c';
const NUL = '\u0000';

describeWithDatabase('input hygiene', (use) => {
  // The API through inject() (its origin is PUBLIC_URL's default), the sign-in pages on a port.
  let t: TestApp;
  let app: FastifyInstance;
  let server: ListeningApp;
  let athlete: ApiClient;
  let mealId = '';

  beforeAll(async () => {
    t = await buildTestApp(use());
    app = t.app;
    // A database error whose text echoes its parameter, as PostgreSQL's do ("invalid input
    // syntax for type integer: ..."): the log must not carry the parameter.
    app.post('/api/test/db-error', async (request) => {
      await use().db.execute(sql`select ${String((request.body as { text: string }).text)}::int`);
      return { ok: true };
    });
    server = await startListeningApp(use());
    athlete = await signedInClient(app, use().db);
    const { meals: analyzed } = getAnalyzer().analyze('2 rotis and dal', { date: '2026-11-20' });
    const [row] = await use()
      .db.insert(meals)
      .values(analyzed.map((m) => toMealRow(m, { userId: athlete.userId, sourceJobId: null })))
      .returning({ id: meals.id });
    mealId = row!.id;
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const queue = (over: Record<string, unknown>) =>
    athlete.post('/api/external/chat/queue', { session_id: 's1', message: `2 rotis ${SECRET}`, ...over });

  it('refuses a NUL in the meal text with 400 {detail, message}', async () => {
    const res = await queue({ message: `2 rotis${NUL} ${SECRET}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/NUL/), message: expect.stringMatching(/NUL/) });
  });

  it('refuses a NUL in session_id with 400', async () => {
    const res = await queue({ session_id: `s${NUL}1` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });

  it('refuses a NUL in edit instructions with 400 {message}', async () => {
    const res = await athlete.post(`/api/external/meals/${mealId}/edit-nl`, {
      instructions: `double it${NUL} ${SECRET}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/NUL/) });
  });

  it('refuses a NUL in a query string or a path parameter with 400', async () => {
    for (const url of [
      '/api/external/meals?date=2026-11-20%00',
      '/api/external/meals/%00',
      '/api/external/chat/jobs?limit=1%00',
    ]) {
      const res = await athlete.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('refuses a NUL in a waitlist address with 400 {error}', async () => {
    const res = await athlete.post('/api/waitlist/join', { email: `virat${NUL}@crease.test` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it.each(['2024-02-30', '2023-02-29', '2026-13-01', '2026-04-31', '0000-01-01'])(
    'refuses the impossible date %s in the meal list with 400',
    async (date) => {
      const res = await athlete.get(`/api/external/meals?date=${date}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringContaining('date') });
    },
  );

  it('still answers a real leap day', async () => {
    const res = await athlete.get('/api/external/meals?date=2024-02-29');
    expect(res.statusCode, res.body).toBe(200);
  });

  async function signInForm(mode: 'signin' | 'signup') {
    const session = new HttpSession();
    const start = await session.follow(`${server.url}/api/login`);
    const page = await session.follow(mode === 'signup' ? `${start.url}?mode=signup` : start.url);
    return { session, action: formAction(await page.res.text(), page.url) };
  }

  it.each([
    ['signin', `bowler${NUL}@crease.test`],
    ['signup', `bowler${NUL}@crease.test`],
    ['signin', `${'b'.repeat(2000)}@crease.test`],
    ['signup', `${'b'.repeat(2000)}@crease.test`],
  ] as const)('answers a %s form with a bad email (%#) with 400 and the sign-in page', async (mode, email) => {
    const { session, action } = await signInForm(mode);
    const { res } = await session.submit(action, { email, password: 'correct horse battery' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('role="alert"');
  });

  it('answers a NUL sent to the identity provider itself with a 4xx, not a 500', async () => {
    const { clientSecret } = await loadProviderSecrets(use().db);
    const token = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`crease-web:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: `abc${NUL}`,
        redirect_uri: `${server.url}/api/callback`,
        code_verifier: 'x'.repeat(43),
      }).toString(),
    });
    expect(token.status, await token.text()).toBeGreaterThanOrEqual(400);
    expect(token.status).toBeLessThan(500);
  });

  it('keeps meal text, instructions, emails and database parameters out of the logs', async () => {
    await queue({ message: `2 rotis${NUL} ${SECRET}-queue` });
    await athlete.post(`/api/external/meals/${mealId}/edit-nl`, { instructions: `double${NUL} ${SECRET}-edit` });
    const failed = await athlete.post('/api/test/db-error', { text: `${SECRET}-db` });
    expect(failed.statusCode).toBe(500);
    const { session, action } = await signInForm('signin');
    await session.submit(action, { email: `${SECRET}-mail${NUL}@crease.test`, password: 'x' });
    await session.submit(action, { email: `${SECRET}-mail2@crease.test`, password: 'wrong password' });
    const logs = t.logs() + server.logs();
    expect(logs).toContain('"statusCode":500');
    expect(logs).not.toContain(SECRET);
  });
});
