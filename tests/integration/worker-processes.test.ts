// Separate worker processes on PostgreSQL: a worker killed mid-job, and two workers sharing 500 jobs.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/knowledge-file';
import { chatJobs, meals } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/db/rows';
import { createUser } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/test-database';
import { startWorkerProcess } from '../helpers/worker-process';

const MESSAGES = [
  '2 rotis and dal',
  '1 bowl of poha',
  '3 idlis with sambar',
  '2 boiled eggs and a banana',
  '1 plate veg biryani',
  '1 glass sweet lassi',
];

describe.runIf(process.env.TEST_DATABASE_URL)('worker processes on PostgreSQL', () => {
  it('completes a job whose worker was killed mid-job, after its lease, with exactly one set of meals', async () => {
    const database = await openTestDatabase('postgres');
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const db = database.db;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    const workers: ReturnType<typeof startWorkerProcess>[] = [];
    try {
      const user = await createUser(db);
      const [job] = await db
        .insert(chatJobs)
        .values({ userId: user.id, message: '2 rotis and dal', timezone: 'UTC' })
        .returning();
      // Hold the meals table so the first worker stops inside its completing transaction.
      await locker.query('begin');
      await locker.query('lock table meals in access exclusive mode');
      const env = { DATABASE_URL: url, JOB_LEASE_MS: '2000', WORKER_CONCURRENCY: '1' };
      const first = startWorkerProcess(env);
      workers.push(first);
      await expect
        .poll(async () => (await db.select().from(chatJobs).where(eq(chatJobs.id, job!.id)))[0]?.status, {
          timeout: 30_000,
        })
        .toBe('processing');
      // It is now blocked writing the meals: its insert waits for the lock this test holds.
      await expect
        .poll(
          async () =>
            (
              await locker.query<{ n: number }>(
                "select count(*)::int as n from pg_locks where relation = 'meals'::regclass and not granted",
              )
            ).rows[0]!.n,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      first.child.kill('SIGKILL');
      await first.exited;
      await locker.query('commit');

      const second = startWorkerProcess(env);
      workers.push(second);
      await expect
        .poll(async () => (await db.select().from(chatJobs).where(eq(chatJobs.id, job!.id)))[0]?.status, {
          timeout: 30_000,
        })
        .toBe('completed');
      const [row] = await db.select().from(chatJobs).where(eq(chatJobs.id, job!.id));
      expect(row!.attempts).toBe(2);
      const expected = analyze('2 rotis and dal', { timeZone: 'UTC' });
      expect(expected.ok).toBe(true);
      const written = await db.select().from(meals).where(eq(meals.sourceJobId, job!.id));
      expect(written).toHaveLength(expected.meals.length);
    } finally {
      for (const w of workers) w.child.kill('SIGKILL');
      await locker.end().catch(() => undefined);
      await database.close();
    }
  }, 90_000);

  it('two worker processes complete 500 jobs exactly once, with no meal duplicated', async () => {
    const database = await openTestDatabase('postgres');
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const db = database.db;
    const workers = [0, 1].map(() =>
      startWorkerProcess({ DATABASE_URL: url, WORKER_CONCURRENCY: '2', LOG_LEVEL: 'warn' }),
    );
    try {
      const user = await createUser(db);
      const values = Array.from({ length: 500 }, (_, i) => ({
        userId: user.id,
        message: MESSAGES[i % MESSAGES.length]!,
        timezone: 'UTC',
      }));
      await db.insert(chatJobs).values(values);
      await db.execute(sql`select pg_notify('crease_jobs', 'chat_jobs')`);
      await expect
        .poll(async () => (await db.select().from(chatJobs).where(eq(chatJobs.status, 'completed'))).length, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(500);
      const perJob = rowsOf<{ message: string; n: number }>(
        await db.execute(
          sql`select j.message, count(m.id)::int as n from chat_jobs j left join meals m on m.source_job_id = j.id group by j.id, j.message`,
        ),
      );
      const expected = new Map(MESSAGES.map((m) => [m, analyze(m, { timeZone: 'UTC' }).meals.length]));
      for (const { message, n } of perJob) expect(n, message).toBe(expected.get(message));
      const attempts = rowsOf<{ max: number }>(await db.execute(sql`select max(attempts)::int as max from chat_jobs`));
      expect(attempts[0]!.max).toBe(1);
    } finally {
      for (const w of workers) w.child.kill('SIGTERM');
      await Promise.all(workers.map((w) => w.exited));
      await database.close();
    }
  }, 180_000);
});
