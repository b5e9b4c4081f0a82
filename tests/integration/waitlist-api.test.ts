// POST /api/waitlist/join and GET /api/waitlist/leaderboard: shapes of SPEC §7, normalisation,
// referrals, ranking, masking and the per-IP rate limit.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';
import { describeWithDatabase } from '../helpers/test-database';

const ORIGIN = 'https://crease.example';
let ipCounter = 0;

describeWithDatabase('waitlist API', (use) => {
  let app: FastifyInstance;
  // Each test joins from its own address, so only the rate-limit test ever reaches the limit.
  let ip = '';

  beforeAll(async () => {
    ({ app } = await buildTestApp(use(), { env: { PUBLIC_URL: 'https://crease.example' } }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const sent = new Set<string>();
  const join = (email: unknown, referredBy?: string, opts: Partial<InjectOptions> = {}) => {
    if (typeof email === 'string' && email.includes('@')) sent.add(email.trim().toLowerCase());
    return app.inject({
      method: 'POST',
      url: '/api/waitlist/join',
      headers: { origin: ORIGIN },
      remoteAddress: ip,
      payload: { email, ...(referredBy === undefined ? {} : { referredBy }) },
      ...opts,
    });
  };
  const codeOf = (shareLink: string) => new URL(shareLink).searchParams.get('ref') ?? '';
  const board = async () => (await app.inject({ method: 'GET', url: '/api/waitlist/leaderboard' })).json() as Array<Record<string, unknown>>;
  const fresh = (name: string) => `${name}.${(ipCounter += 1)}@crease.test`;

  beforeEach(() => {
    ip = `10.1.0.${(ipCounter % 250) + 1}`;
  });

  it('joins with the SPEC shape and an opaque share link', async () => {
    const email = fresh('sachin');
    const res = await join(email);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ shareLink: expect.stringMatching(/^https:\/\/crease\.example\/\?ref=[A-Za-z0-9_-]{16}$/), alreadyJoined: false, rank: expect.any(Number), referralCount: 0 });
    expect(body.shareLink).not.toContain('sachin');
  });

  it.each([
    ['case and surrounding space', 'Rahul.Dravid@Crease.test', '  rahul.dravid@crease.TEST '],
    ['Gmail dots', 'rahul.dravid@gmail.com', 'rahuldravid@gmail.com'],
    ['Gmail +tags', 'rahuldravid2@gmail.com', 'rahul.dravid2+nets@gmail.com'],
    ['googlemail.com', 'RahulDravid3@googlemail.com', 'rahuldravid3@gmail.com'],
  ])('treats addresses differing only in %s as the same person', async (_case, first, second) => {
    const a = (await join(first)).json();
    const b = (await join(second)).json();
    expect(a.alreadyJoined).toBe(false);
    expect(b).toEqual({ ...a, alreadyJoined: true });
  });

  it('keeps +tags apart outside Gmail', async () => {
    const a = (await join('ishant+a@outlook.com')).json();
    const b = (await join('ishant+b@outlook.com')).json();
    expect(b.alreadyJoined).toBe(false);
    expect(b.shareLink).not.toBe(a.shareLink);
  });

  it.each([['not-an-email'], ['a@b'], [''], ['   '], ['two@@crease.test'], [42]])('refuses %j with an {error} body', async (email) => {
    const res = await join(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('needs a same-origin request', async () => {
    const res = await join(fresh('csrf'), undefined, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('error');
  });

  it('counts a referral once per referred person and moves the referrer up', async () => {
    const anil = fresh('anil');
    const referrer = (await join(anil)).json();
    expect(referrer.referralCount).toBe(0);
    const code = codeOf(referrer.shareLink);
    await join('kapil.dev.ref@gmail.com', code);
    await join('kapildevref+again@gmail.com', code); // the same person again: not a second referral
    await join(fresh('zaheer'), code);
    const after = (await join(anil)).json();
    expect(after).toMatchObject({ alreadyJoined: true, referralCount: 2, rank: 1, shareLink: referrer.shareLink });
    expect(after.rank).toBeLessThan(referrer.rank);
  });

  it('ignores self-referral and unknown or malformed codes', async () => {
    const email = fresh('sehwag');
    const me = (await join(email)).json();
    const self = (await join(email.toUpperCase(), codeOf(me.shareLink))).json();
    expect(self).toMatchObject({ alreadyJoined: true, referralCount: 0 });
    for (const code of ['AAAAAAAAAAAAAAAA', '../../etc', 'x'.repeat(200)]) {
      const res = await join(fresh('stranger'), code);
      expect(res.statusCode).toBe(200);
    }
    expect((await join(email)).json().referralCount).toBe(0);
  });

  it('ranks by referrals, then by earlier sign-up, and never returns a full address', async () => {
    const rows = await board();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_r, i) => i + 1));
    for (let i = 1; i < rows.length; i += 1) {
      expect(Number(rows[i - 1]!.referralCount)).toBeGreaterThanOrEqual(Number(rows[i]!.referralCount));
    }
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['email', 'rank', 'referralCount']);
      expect(String(row.email)).toMatch(/^[^@]{0,4}\*\*\*(@.+)?$/);
    }
    const text = JSON.stringify(rows).toLowerCase();
    expect(sent.size).toBeGreaterThan(5);
    for (const email of sent) expect(text).not.toContain(email);
  });

  it('puts the earlier of two people with equal referrals first', async () => {
    const first = (await join(fresh('early'))).json();
    const second = (await join(fresh('late'))).json();
    expect(second.rank).toBe(first.rank + 1);
  });

  it('answers 429 with an {error} body once an IP joins too often', async () => {
    ip = '10.9.9.9';
    let last = await join(fresh('limit'));
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await join(fresh('limit'));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: expect.stringContaining('Too many attempts') });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    ip = '10.9.9.10';
    expect((await join(fresh('other-network'))).statusCode).toBe(200);
  });
});
