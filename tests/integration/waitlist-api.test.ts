// POST /api/waitlist/join and GET /api/waitlist/leaderboard: shapes of SPEC §7, normalisation,
// referrals (one per new mailbox), ranking, masking, the per-IP rate limit, and a place shown
// only to the device holding its restore token (anyone else is answered as a newcomer).
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
  const join = (email: unknown, referredBy?: string, opts: Partial<InjectOptions> = {}, restoreToken?: string) => {
    if (typeof email === 'string' && email.includes('@')) sent.add(email.trim().toLowerCase());
    return app.inject({
      method: 'POST',
      url: '/api/waitlist/join',
      headers: { origin: ORIGIN },
      remoteAddress: ip,
      payload: {
        email,
        ...(referredBy === undefined ? {} : { referredBy }),
        ...(restoreToken === undefined ? {} : { restoreToken }),
      },
      ...opts,
    });
  };
  /** Joins again as the device that joined first: with the token its answer gave. */
  const restore = (email: string, first: { restoreToken: string }, referredBy?: string) =>
    join(email, referredBy, {}, first.restoreToken);
  const withoutToken = ({ restoreToken: _token, ...rest }: Record<string, unknown>) => rest;
  const codeOf = (shareLink: string) => new URL(shareLink).searchParams.get('ref') ?? '';
  const board = async () =>
    (await app.inject({ method: 'GET', url: '/api/waitlist/leaderboard' })).json() as Array<Record<string, unknown>>;
  const fresh = (name: string) => `${name}.${(ipCounter += 1)}@crease.test`;

  beforeEach(() => {
    ip = `10.1.0.${(ipCounter % 250) + 1}`;
  });

  it('joins with the SPEC shape and an opaque share link', async () => {
    const email = fresh('sachin');
    const res = await join(email);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      shareLink: expect.stringMatching(/^https:\/\/crease\.example\/\?ref=[A-Za-z0-9_-]{16}$/),
      alreadyJoined: false,
      rank: expect.any(Number),
      referralCount: 0,
      restoreToken: expect.stringMatching(/^[A-Za-z0-9_-]{200,300}$/),
    });
    expect(body.shareLink).not.toContain('sachin');
  });

  it.each([
    ['case and surrounding space', 'Rahul.Dravid@Crease.test', '  rahul.dravid@crease.TEST '],
    ['Gmail dots', 'rahul.dravid@gmail.com', 'rahuldravid@gmail.com'],
    ['Gmail +tags', 'rahuldravid2@gmail.com', 'rahul.dravid2+nets@gmail.com'],
    ['googlemail.com', 'RahulDravid3@googlemail.com', 'rahuldravid3@gmail.com'],
  ])('treats addresses differing only in %s as the same person', async (_case, first, second) => {
    const a = (await join(first)).json();
    const b = (await restore(second, a)).json();
    expect(a.alreadyJoined).toBe(false);
    expect(withoutToken(b)).toEqual({ ...withoutToken(a), alreadyJoined: true });
  });

  it('keeps +tags apart outside Gmail', async () => {
    const a = (await join('ishant+a@outlook.com')).json();
    const b = (await join('ishant+b@outlook.com')).json();
    expect(b.alreadyJoined).toBe(false);
    expect(b.shareLink).not.toBe(a.shareLink);
  });

  it.each([['not-an-email'], ['a@b'], [''], ['   '], ['two@@crease.test'], [42]])(
    'refuses %j with an {error} body',
    async (email) => {
      const res = await join(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
    },
  );

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
    const after = (await restore(anil, referrer)).json();
    expect(after).toMatchObject({ alreadyJoined: true, referralCount: 2, rank: 1, shareLink: referrer.shareLink });
    expect(after.rank).toBeLessThan(referrer.rank);
  });

  it('ignores self-referral and unknown or malformed codes', async () => {
    const email = fresh('sehwag');
    const me = (await join(email)).json();
    const self = (await restore(email.toUpperCase(), me, codeOf(me.shareLink))).json();
    expect(self).toMatchObject({ alreadyJoined: true, referralCount: 0 });
    for (const code of ['AAAAAAAAAAAAAAAA', '../../etc', 'x'.repeat(200)]) {
      const res = await join(fresh('stranger'), code);
      expect(res.statusCode).toBe(200);
    }
    expect((await restore(email, me)).json().referralCount).toBe(0);
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

  it('answers an address already on the list, without its token, exactly as a new one', async () => {
    const ownerEmail = fresh('owner');
    const owner = (await join(ownerEmail)).json();
    await join(fresh('fan'), codeOf(owner.shareLink));
    await join(fresh('fan'), codeOf(owner.shareLink));
    expect((await restore(ownerEmail, owner)).json()).toMatchObject({
      alreadyJoined: true,
      referralCount: 2,
      shareLink: owner.shareLink,
    });

    const stranger = (await join(ownerEmail)).json();
    const newcomer = (await join(fresh('newcomer'))).json();
    expect(Object.keys(stranger).sort()).toEqual(Object.keys(newcomer).sort());
    expect(stranger).toEqual({
      ...newcomer,
      shareLink: expect.stringMatching(/^https:\/\/crease\.example\/\?ref=[A-Za-z0-9_-]{16}$/),
      restoreToken: expect.any(String),
    });
    expect(stranger.restoreToken).toHaveLength(newcomer.restoreToken.length);
    expect(stranger.shareLink).not.toBe(owner.shareLink);

    // Nor does a token of another place, a made-up one or a tampered one open it.
    const flipped = `${owner.restoreToken.slice(0, 20)}${owner.restoreToken[20] === 'A' ? 'B' : 'A'}${owner.restoreToken.slice(21)}`;
    for (const token of [newcomer.restoreToken, 'x'.repeat(250), flipped]) {
      const probe = (await join(ownerEmail.toUpperCase(), undefined, {}, token)).json();
      expect(probe).toMatchObject({ alreadyJoined: false, referralCount: 0, rank: newcomer.rank + 1 });
      expect(probe.shareLink).not.toBe(owner.shareLink);
    }
    // The owner's place is untouched, and the stand-in's link credits nobody.
    await join(fresh('lured'), codeOf(stranger.shareLink));
    expect((await restore(ownerEmail, owner)).json()).toMatchObject({
      alreadyJoined: true,
      referralCount: 2,
      shareLink: owner.shareLink,
    });
  });

  it('restores a stand-in answer with its token just as a new place is restored', async () => {
    const taken = fresh('taken');
    await join(taken);
    const stranger = (await join(taken)).json();
    const newcomerEmail = fresh('newcomer');
    const newcomer = (await join(newcomerEmail)).json();
    const strangerAgain = (await restore(taken, stranger)).json();
    const newcomerAgain = (await restore(newcomerEmail, newcomer)).json();
    expect(withoutToken(strangerAgain)).toEqual({ ...withoutToken(stranger), alreadyJoined: true });
    expect(withoutToken(newcomerAgain)).toEqual({ ...withoutToken(newcomer), alreadyJoined: true });
  });

  it('credits a referral only for a mailbox new to the list', async () => {
    const n = (ipCounter += 1);
    const referrerEmail = `bowler.${n}@corp.test`;
    const referrer = (await join(referrerEmail)).json();
    const code = codeOf(referrer.shareLink);
    const placed = [
      await join(`pace.${n}+1@outlook.com`, code), // a new mailbox: the one credit
      await join(`pace.${n}+2@outlook.com`, code), // the same mailbox by a +tag
      await join(`pace.${n}@outlook.com`, code), // the same mailbox without one
      await join(`bowler.${n}+alt@corp.test`, code), // the referrer's own mailbox
    ];
    await join(`solo.${n}@corp.test`);
    placed.push(await join(`solo.${n}+late@corp.test`, code)); // on the list before the referral
    // Each address still holds a place of its own (+tags outside Gmail are kept apart).
    for (const res of placed) expect(res.json()).toMatchObject({ alreadyJoined: false });
    expect((await restore(referrerEmail, referrer)).json().referralCount).toBe(1);
  });

  it('credits one referral when many variants of one mailbox join at once', async () => {
    const n = (ipCounter += 1);
    const referrerEmail = `captain.${n}@corp.test`;
    const referrer = (await join(referrerEmail)).json();
    const code = codeOf(referrer.shareLink);
    const burst = await Promise.all(Array.from({ length: 8 }, (_v, i) => join(`burst.${n}+${i}@outlook.com`, code)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await restore(referrerEmail, referrer)).json().referralCount).toBe(1);
  });

  it('answers 429 with an {error} body once an IP joins too often', async () => {
    ip = '10.9.9.9';
    let last = await join(fresh('limit'));
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await join(fresh('limit'));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: expect.stringContaining('Too many attempts') });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // The count lives in the database: another web process (or this one after a restart) agrees.
    const { app: other } = await buildTestApp(use(), { env: { PUBLIC_URL: 'https://crease.example' } });
    const again = await other.inject({
      method: 'POST',
      url: '/api/waitlist/join',
      headers: { origin: ORIGIN },
      remoteAddress: '10.9.9.9',
      payload: { email: fresh('limit') },
    });
    expect(again.statusCode).toBe(429);
    await other.close();
    ip = '10.9.9.10';
    expect((await join(fresh('other-network'))).statusCode).toBe(200);
  });

  it('holds the per-IP limit exactly when joins arrive at once', async () => {
    ip = '10.9.9.11';
    const answers = await Promise.all(Array.from({ length: 40 }, () => join(fresh('burst-limit'))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });
});
