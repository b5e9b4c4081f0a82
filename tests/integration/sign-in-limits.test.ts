// Sign-in limits that hold (issue #18): parallel wrong passwords meet the limit exactly, and the
// lockout belongs to an account *and* an address, so guessing wrong on purpose from one machine
// cannot keep the owner out from another.
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backoffWaitMs } from '../../src/server/db/attempt-limiter';
import { sessions } from '../../src/server/db/schema';
import { formAction, HttpSession, signUpEmbedded } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { describeWithDatabase } from '../helpers/test-database';

describeWithDatabase('sign-in limits', (use) => {
  let server: ListeningApp;
  const password = 'correct horse battery';

  beforeAll(async () => {
    // Behind a proxy that says who the client is, so the test can be two machines.
    server = await startListeningApp(use(), { TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS_PER_MINUTE: '10' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signInForm(ip: string) {
    const session = new HttpSession();
    const page = await session.follow(`${server.url}/api/login`, { headers: { 'x-forwarded-for': ip } });
    return { session, action: formAction(await page.res.text(), page.url) };
  }
  const submitFrom = (session: HttpSession, action: string, ip: string, fields: Record<string, string>) =>
    session.request(action, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(action).origin,
        'x-forwarded-for': ip,
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('checks exactly ten of thirty parallel wrong passwords', async () => {
    await signUpEmbedded(server.url, 'keeper@crease.test', password);
    const { session, action } = await signInForm('198.51.100.7');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        submitFrom(session, action, '198.51.100.7', { email: 'keeper@crease.test', password: `wrong-${i}` }),
      ),
    );
    const elapsedS = (Date.now() - started) / 1000;
    const codes = answers.map((a) => a.status);
    // Ten are free; after that the backoff admits one more guess once 1 s, then 2 s, 4 s ... have
    // passed. On a busy machine the thirty requests can outlast the first waits, and those extra
    // checks are the rule working, so they are allowed for; without the lock all thirty are checked.
    const admittedByBackoff = Math.floor(Math.log2(elapsedS + 1));
    const checked = codes.filter((c) => c === 401).length;
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThanOrEqual(10 + admittedByBackoff);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - checked);
  });

  it('lets the owner in from another address while one address is locked out of the account', async () => {
    await signUpEmbedded(server.url, 'opener2@crease.test', password);
    const attacker = await signInForm('203.0.113.9');
    for (let i = 0; i < 11; i += 1)
      await submitFrom(attacker.session, attacker.action, '203.0.113.9', {
        email: 'opener2@crease.test',
        password: `guess-${i}`,
      });
    const locked = await submitFrom(attacker.session, attacker.action, '203.0.113.9', {
      email: 'opener2@crease.test',
      password,
    });
    expect(locked.status).toBe(429);

    const owner = await signInForm('192.0.2.44');
    const res = await submitFrom(owner.session, owner.action, '192.0.2.44', { email: 'opener2@crease.test', password });
    expect(res.status).toBe(303);
  });

  it('caps the sign-in states one address can create, and not another address’s', async () => {
    const count = async () => {
      const [row] = await use()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(isNull(sessions.userId));
      return Number(row!.n);
    };
    const before = await count();
    const starts = await Promise.all(
      Array.from({ length: 110 }, () =>
        fetch(`${server.url}/api/login`, { redirect: 'manual', headers: { 'x-forwarded-for': '198.51.100.200' } }),
      ),
    );
    expect(starts.filter((r) => r.status === 302)).toHaveLength(100);
    const refused = starts.find((r) => r.status === 429)!;
    expect(await refused.text()).toContain('Too many sign-ins from your network');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await count()) - before).toBe(100);
    expect(
      (await fetch(`${server.url}/api/login`, { redirect: 'manual', headers: { 'x-forwarded-for': '198.51.100.201' } }))
        .status,
    ).toBe(302);
  });
});

it('waits longer after each failure beyond the free ones, up to the cap', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const failures = (n: number) => Array.from({ length: n }, (_, i) => new Date(now - i * 100));
  const rule = { free: 10, maxWaitMs: 15 * 60_000 };
  expect(backoffWaitMs(failures(9), rule, now)).toBe(0);
  expect(backoffWaitMs(failures(10), rule, now)).toBe(1000);
  expect(backoffWaitMs(failures(13), rule, now)).toBe(8000);
  expect(backoffWaitMs(failures(40), rule, now)).toBe(15 * 60_000);
  // The wait runs from the newest failure.
  expect(backoffWaitMs(failures(10), rule, now + 400)).toBe(600);
});
