// Expired sign-in state does not pile up (issue #18): the sweep removes expired sessions,
// provider rows and old attempts, and keeps everything still alive.
import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { loginAttempts, oidcPayloads, sessions } from '../../src/server/db/schema';
import { sweepExpiredRows } from '../../src/server/jobs/sweep-expired-rows';
import { describeWithDatabase } from '../helpers/test-database';

const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

describeWithDatabase('sweep of expired rows', (use) => {
  it('deletes expired sessions, provider rows and old attempts, and nothing alive', async () => {
    const { db } = use();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    const alive = hash();
    await db
      .insert(sessions)
      .values([
        ...Array.from({ length: 30 }, () => ({ idHash: hash(), userId: null, expiresAt: past })),
        { idHash: alive, userId: null, expiresAt: future },
      ]);
    await db.insert(oidcPayloads).values([
      ...Array.from({ length: 20 }, (_, i) => ({
        id: `gone-${i}`,
        model: 'Interaction',
        payload: {},
        expiresAt: past,
      })),
      { id: 'kept', model: 'Interaction', payload: {}, expiresAt: future },
    ]);
    await db.insert(loginAttempts).values([
      { key: 'ip:old', createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { key: 'ip:new', createdAt: new Date() },
    ]);

    const removed = await sweepExpiredRows(db);
    expect(removed).toMatchObject({ sessions: 30, oidc_payloads: 20, login_attempts: 1 });
    expect((await db.select({ id: sessions.idHash }).from(sessions)).map((r) => r.id)).toEqual([alive]);
    expect((await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id)).toEqual(['kept']);
    expect((await db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key)).toEqual(['ip:new']);
    expect(await sweepExpiredRows(db)).toMatchObject({ sessions: 0, oidc_payloads: 0, login_attempts: 0 });
  });
});
