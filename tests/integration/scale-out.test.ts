// Scale-out on one PostgreSQL (issue #18): three web processes and two worker processes take
// 1,000 entries from 50 users through all three web ports. Every entry is completed exactly once,
// the entry limit holds across processes, and a live update reaches a page connected to another
// web process than the one that took the entry.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { chatJobs, meals } from '../../src/server/db/schema';
import { createUser } from '../helpers/fixtures';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-database';
import { startWorkerProcess, type WorkerProcess } from '../helpers/worker-process';

const USERS = 50;
const ENTRIES_PER_USER = 20;

describe.runIf(process.env.TEST_DATABASE_URL)('three web and two worker processes on one PostgreSQL', () => {
  let database: Database;
  let webs: ServerProcess[] = [];
  let workers: WorkerProcess[] = [];
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database.pool!.options as { connectionString: string }).connectionString;
    const env = { DATABASE_URL: url, RUN_WORKERS: 'false', LOG_LEVEL: 'warn', QUEUE_RATE_LIMIT: '30' };
    webs = await Promise.all([0, 1, 2].map(() => startServer({ from: 'source', env, readyTimeoutMs: 120_000 })));
    workers = [0, 1].map(() => startWorkerProcess({ DATABASE_URL: url, WORKER_CONCURRENCY: '4', LOG_LEVEL: 'warn' }));
  }, 180_000);
  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await Promise.all(webs.map((w) => w.stop()));
    await database?.close();
  });

  async function signedIn() {
    const user = await createUser(database.db);
    const token = await createSession(database.db, { userId: user.id, ttlMs: 3_600_000 });
    return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
  }
  const post = (web: ServerProcess, cookie: string, message: string, key: string) =>
    fetch(`${web.url}/api/external/chat/queue`, {
      method: 'POST',
      headers: { cookie, origin: web.url, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ session_id: 'scale', message, timezone: 'UTC' }),
    });

  it('completes 1,000 entries from 50 users exactly once', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => signedIn()));
    const sends = users.flatMap((u, ui) =>
      Array.from({ length: ENTRIES_PER_USER }, (_, i) => ({ u, i, web: webs[(ui + i) % 3]! })),
    );
    const jobIds: string[] = [];
    // 50 requests in flight at a time, spread over the three ports.
    for (let at = 0; at < sends.length; at += 50) {
      const answers = await Promise.all(
        sends.slice(at, at + 50).map(({ u, i, web }) => post(web, u.cookie, '1 banana', `entry-${i}`)),
      );
      for (const a of answers) {
        expect(a.status).toBe(201);
        jobIds.push(((await a.json()) as { job_id: string }).job_id);
      }
    }
    expect(new Set(jobIds).size).toBe(USERS * ENTRIES_PER_USER);

    await expect
      .poll(
        async () => {
          const [row] = await database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(chatJobs)
            .where(
              inArray(
                chatJobs.userId,
                users.map((u) => u.id),
              ),
            );
          const [done] = await database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(chatJobs)
            .where(
              sql`${chatJobs.status} = 'completed' and ${inArray(
                chatJobs.userId,
                users.map((u) => u.id),
              )}`,
            );
          return [row!.n, done!.n];
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toEqual([1000, 1000]);
    // Exactly once: one banana, one meal, per entry.
    const perJob = await database.db
      .select({ job: meals.sourceJobId, n: sql<number>`count(*)::int` })
      .from(meals)
      .where(
        inArray(
          meals.userId,
          users.map((u) => u.id),
        ),
      )
      .groupBy(meals.sourceJobId);
    expect(perJob).toHaveLength(1000);
    expect(perJob.every((r) => Number(r.n) === 1)).toBe(true);
    for (const w of workers) expect(w.child.exitCode).toBeNull();
  }, 240_000);

  it('holds the entry limit across the three web processes', async () => {
    const u = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => post(webs[i % 3]!, u.cookie, '1 apple', `limit-${i}`)),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(await database.db.select({ id: chatJobs.id }).from(chatJobs).where(eq(chatJobs.userId, u.id))).toHaveLength(
      30,
    );
  }, 60_000);

  it('sends a live update to a page connected to another web process', async () => {
    const u = await signedIn();
    const abort = new AbortController();
    const stream = await fetch(`${webs[2]!.url}/api/events`, { headers: { cookie: u.cookie }, signal: abort.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let seen = '';
    const heard = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return seen;
        seen += new TextDecoder().decode(value);
        if (/event: meals/.test(seen)) return seen;
      }
    })();
    expect((await post(webs[0]!, u.cookie, '2 idlis', 'live-1')).status).toBe(201);
    const text = await heard;
    abort.abort();
    expect(text).toMatch(/event: jobs/);
    expect(text).toMatch(/event: meals/);
  }, 60_000);
});
