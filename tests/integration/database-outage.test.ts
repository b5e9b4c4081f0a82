// The server under a lost database (issue #18), on PostgreSQL through a proxy the test breaks on
// purpose: it waits at start-up instead of exiting, survives connections cut while its workers
// save finished jobs, answers 503 with Retry-After during an outage, and recovers by itself
// without losing or doubling an entry.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { chatJobs, meals } from '../../src/server/db/schema';
import { createUser } from '../helpers/fixtures';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { openTestDatabase } from '../helpers/test-database';

describe.runIf(process.env.TEST_DATABASE_URL)('a lost database [postgres]', () => {
  let database: Database;
  let proxy: TcpProxy;
  let server: ServerProcess | null = null;
  let proxiedUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const direct = new URL((database.pool!.options as { connectionString: string }).connectionString);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    proxiedUrl = viaProxy.toString();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await database?.close();
  });

  it('waits for PostgreSQL at start-up with a clear message, then serves', async () => {
    proxy.down();
    const starting = startServer({
      from: 'source',
      env: { DATABASE_URL: proxiedUrl, LOG_LEVEL: 'warn' },
      readyTimeoutMs: 90_000,
    });
    // Two tries seen: it did not give up after the first refusal.
    await expect.poll(() => proxy.attempts(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    proxy.up();
    server = await starting;
    expect(server.output()).toContain('Crease is waiting for PostgreSQL at 127.0.0.1:');
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
  }, 120_000);

  it('stays up through connections cut while workers save, answers 503 while PostgreSQL is away, and recovers', async () => {
    const base = server!.url;
    const user = await createUser(database.db);
    const token = await createSession(database.db, { userId: user.id, ttlMs: 3_600_000 });
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: base, 'content-type': 'application/json' };
    const today = new Date().toISOString().slice(0, 10);
    const jobIds: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      // As the web app does: the same Idempotency-Key again after a 503 (a pooled connection the
      // cut killed fails the first statement that meets it).
      const send = () =>
        fetch(`${base}/api/external/chat/queue`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `outage-${i}` },
          body: JSON.stringify({
            session_id: 'outage',
            message: `${(i % 3) + 1} bananas and a glass of milk`,
            date: today,
            timezone: 'UTC',
          }),
        });
      let res = await send();
      if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5');
      // Sent again until the server has its database back (a retry, as the app makes, not a sleep).
      await expect
        .poll(async () => (res.status === 503 ? (res = await send()).status : res.status), {
          timeout: 10_000,
          interval: 200,
        })
        .not.toBe(503);
      expect([200, 201]).toContain(res.status);
      jobIds.push(((await res.json()) as { job_id: string }).job_id);
      proxy.cut(); // every connection of the server, mid-work or idle, dropped
    }
    expect(new Set(jobIds).size).toBe(20);
    // Ten more cuts, each once the server has connected again (its job listener reconnects at
    // once), so every cut meets connections in use.
    for (let i = 0; i < 10; i += 1) {
      const connections = proxy.attempts();
      proxy.cut();
      await expect.poll(() => proxy.attempts(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(connections);
    }

    proxy.down();
    const during = await fetch(`${base}/api/external/chat/jobs`, { headers });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(server!.child.exitCode).toBeNull();

    proxy.up();
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    // Every entry completes exactly once: a job that lost its save is taken again when its lease ends.
    await expect
      .poll(
        async () => {
          const rows = await database.db
            .select({ status: chatJobs.status })
            .from(chatJobs)
            .where(inArray(chatJobs.id, jobIds));
          return rows.filter((r) => r.status === 'completed').length;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(20);
    for (const id of jobIds) {
      const rows = await database.db.select({ title: meals.title }).from(meals).where(eq(meals.sourceJobId, id));
      const titles = rows.map((r) => r.title);
      expect(new Set(titles).size, `meals of ${id}: ${titles.join(', ')}`).toBe(titles.length);
      expect(titles.length).toBeGreaterThan(0);
    }
    expect(server!.child.exitCode).toBeNull();
    expect((await fetch(`${base}/api/external/chat/jobs`, { headers })).status).toBe(200);
  }, 150_000);
});
