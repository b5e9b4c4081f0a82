import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { chatJobs, meals } from '../../src/server/db/schema';
import { claimJob, completeJob, failAbandonedJobs, failJob, releaseJob, renewLease } from '../../src/server/jobs/queue';
import { startWorkerPool, type JobHandler } from '../../src/server/jobs/worker-pool';
import { listenForJobs } from '../../src/server/jobs/wake-up';
import { notifyJobs } from '../../src/server/lib/job-notify';
import { createUser, queueChatJob } from '../helpers/fixtures';
import { describeWithDatabase } from '../helpers/test-database';

const LEASE = 30_000;
const silent = pino({ level: 'silent' });

async function statusOf(db: Db, id: string) {
  const [row] = await db.select().from(chatJobs).where(eq(chatJobs.id, id));
  return row!;
}

async function expireLease(db: Db, id: string) {
  await db.execute(sql`update chat_jobs set lease_expires_at = now() - interval '1 second' where id = ${id}`);
}

/** A handler that records one meal per job, as the real analysis does. */
const writeOneMeal: JobHandler = async (job) => ({
  kind: 'completed',
  write: async (tx) => {
    await tx.insert(meals).values({ userId: job.userId, sourceJobId: job.id, title: 'Roti', date: '2026-11-22' });
  },
});

describeWithDatabase('job queue', (use) => {
  let db: Db;
  let userId: string;
  beforeEach(async () => {
    db = use().db;
    await db.delete(chatJobs);
    userId = (await createUser(db)).id;
  });

  it('claims the oldest queued job first and leases it to the worker', async () => {
    const first = await queueChatJob(db, userId, 'first');
    const second = await queueChatJob(db, userId, 'second');
    const a = await claimJob(db, 'chat_jobs', 'w1', LEASE, 3);
    const b = await claimJob(db, 'chat_jobs', 'w2', LEASE, 3);
    expect([a?.id, b?.id]).toEqual([first.id, second.id]);
    expect(await claimJob(db, 'chat_jobs', 'w3', LEASE, 3)).toBeNull();
    const row = await statusOf(db, first.id);
    expect(row.status).toBe('processing');
    expect(row.lockedBy).toBe('w1');
    expect(row.attempts).toBe(1);
  });

  it('writes results and completion together, only while the worker holds the job', async () => {
    const job = await queueChatJob(db, userId);
    const claimed = (await claimJob(db, 'chat_jobs', 'w1', LEASE, 3))!;
    expect(
      await completeJob(
        db,
        claimed,
        'w1',
        (
          (await writeOneMeal(claimed, { db, signal: new AbortController().signal })) as {
            write: (tx: Db) => Promise<void>;
          }
        ).write,
      ),
    ).toBe(true);
    expect((await statusOf(db, job.id)).status).toBe('completed');
    expect(await db.select().from(meals).where(eq(meals.sourceJobId, job.id))).toHaveLength(1);
  });

  it('rolls back the results when writing them fails, leaving no half result', async () => {
    const job = await queueChatJob(db, userId);
    const claimed = (await claimJob(db, 'chat_jobs', 'w1', LEASE, 3))!;
    await expect(
      completeJob(db, claimed, 'w1', async (tx) => {
        await tx.insert(meals).values({ userId, sourceJobId: job.id, title: 'Half', date: '2026-11-22' });
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect((await statusOf(db, job.id)).status).toBe('processing');
    expect(await db.select().from(meals).where(eq(meals.sourceJobId, job.id))).toHaveLength(0);
  });

  it('never writes results for a job cancelled while it was processing', async () => {
    const job = await queueChatJob(db, userId);
    const claimed = (await claimJob(db, 'chat_jobs', 'w1', LEASE, 3))!;
    await db.update(chatJobs).set({ status: 'cancelled' }).where(eq(chatJobs.id, job.id));
    expect(await renewLease(db, claimed, 'w1', LEASE)).toBe(false);
    expect(
      await completeJob(
        db,
        claimed,
        'w1',
        async (tx) =>
          void (await tx.insert(meals).values({ userId, sourceJobId: job.id, title: 'X', date: '2026-11-22' })),
      ),
    ).toBe(false);
    expect((await statusOf(db, job.id)).status).toBe('cancelled');
    expect(await db.select().from(meals).where(eq(meals.sourceJobId, job.id))).toHaveLength(0);
  });

  it('gives a job whose lease expired to another worker, and the first can no longer finish it', async () => {
    const job = await queueChatJob(db, userId);
    const stale = (await claimJob(db, 'chat_jobs', 'dead-worker', LEASE, 3))!;
    await expireLease(db, job.id);
    const fresh = (await claimJob(db, 'chat_jobs', 'w2', LEASE, 3))!;
    expect(fresh.id).toBe(job.id);
    expect(fresh.attempts).toBe(2);
    expect(await failJob(db, stale, 'dead-worker', 'late')).toBe(false);
    expect(await completeJob(db, fresh, 'w2', async () => undefined)).toBe(true);
  });

  it('fails a job after its last attempt died, with a message for the user', async () => {
    const job = await queueChatJob(db, userId);
    for (let i = 0; i < 3; i++) {
      expect(await claimJob(db, 'chat_jobs', `w${i}`, LEASE, 3)).not.toBeNull();
      await expireLease(db, job.id);
    }
    expect(await claimJob(db, 'chat_jobs', 'w9', LEASE, 3)).toBeNull();
    expect(await failAbandonedJobs(db, 'chat_jobs', 3, 'Processing failed. Please try again.')).toBe(1);
    const row = await statusOf(db, job.id);
    expect(row.status).toBe('failed');
    expect(row.error).toBe('Processing failed. Please try again.');
  });

  it('hands a job back to the queue without counting the attempt', async () => {
    const job = await queueChatJob(db, userId);
    const claimed = (await claimJob(db, 'chat_jobs', 'w1', LEASE, 3))!;
    await releaseJob(db, claimed, 'w1', false);
    const row = await statusOf(db, job.id);
    expect(row).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
  });

  it('runs queued jobs through a worker pool woken by a notification', async () => {
    const database = use();
    const wakeUp = await listenForJobs(database);
    const pool = startWorkerPool({
      database,
      wakeUp,
      handlers: { chat_jobs: writeOneMeal },
      concurrency: 2,
      log: silent,
      pollMs: 60_000,
    });
    try {
      const jobs = [await queueChatJob(db, userId), await queueChatJob(db, userId), await queueChatJob(db, userId)];
      await notifyJobs(db, 'chat_jobs');
      await expect
        .poll(async () => (await db.select().from(chatJobs).where(eq(chatJobs.status, 'completed'))).length, {
          timeout: 10_000,
        })
        .toBe(3);
      for (const job of jobs)
        expect(await db.select().from(meals).where(eq(meals.sourceJobId, job.id))).toHaveLength(1);
    } finally {
      await pool.stop(1000);
      await wakeUp.close();
    }
  });

  it('records a handler failure as the job error', async () => {
    const database = use();
    const wakeUp = await listenForJobs(database);
    const pool = startWorkerPool({
      database,
      wakeUp,
      handlers: { chat_jobs: async () => ({ kind: 'failed', error: "Couldn't recognise any food in this entry." }) },
      concurrency: 1,
      log: silent,
      pollMs: 100,
    });
    try {
      const job = await queueChatJob(db, userId, 'asdf qwerty');
      await expect.poll(async () => (await statusOf(db, job.id)).status, { timeout: 10_000 }).toBe('failed');
      expect((await statusOf(db, job.id)).error).toBe("Couldn't recognise any food in this entry.");
    } finally {
      await pool.stop(1000);
      await wakeUp.close();
    }
  });

  it('lets a running job finish on shutdown when it ends within the grace period', async () => {
    const database = use();
    const wakeUp = await listenForJobs(database);
    let started!: () => void;
    const isRunning = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const finishing = new Promise<void>((r) => (finish = r));
    // Still working when the shutdown begins, and done (on the test's word) within its grace.
    const slow: JobHandler = async (job, ctx) => {
      started();
      await finishing;
      return writeOneMeal(job, ctx);
    };
    const job = await queueChatJob(db, userId);
    const pool = startWorkerPool({
      database,
      wakeUp,
      handlers: { chat_jobs: slow },
      concurrency: 1,
      log: silent,
      pollMs: 50,
    });
    await isRunning;
    const stopped = pool.stop(5_000);
    finish();
    await stopped;
    await wakeUp.close();
    expect((await statusOf(db, job.id)).status).toBe('completed');
  });

  it('hands a job that outlasts the grace period back to the queue on shutdown', async () => {
    const database = use();
    const wakeUp = await listenForJobs(database);
    let started!: () => void;
    const isRunning = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const finishing = new Promise<void>((r) => (finish = r));
    // Busy until the test lets it finish, which is after the grace period has run out.
    const stuck: JobHandler = async (job, ctx) => {
      started();
      await finishing;
      return writeOneMeal(job, ctx);
    };
    const job = await queueChatJob(db, userId);
    const pool = startWorkerPool({
      database,
      wakeUp,
      handlers: { chat_jobs: stuck },
      concurrency: 1,
      log: silent,
      pollMs: 50,
    });
    await isRunning;
    await pool.stop(100);
    expect(await statusOf(db, job.id)).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
    // The abandoned handler now returns its meal. stop() again resolves only once the worker's
    // slot has ended, i.e. once the pool has done all it will do with that late outcome.
    finish();
    await pool.stop(5_000);
    await wakeUp.close();
    expect((await statusOf(db, job.id)).status).toBe('queued');
    expect(await db.select().from(meals).where(eq(meals.sourceJobId, job.id))).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue concurrency on PostgreSQL', () => {
  it('two worker pools on separate connections complete 200 jobs exactly once', async () => {
    const { openTestDatabase } = await import('../helpers/test-database');
    const { openDatabase } = await import('../../src/server/db/client');
    const first = await openTestDatabase('postgres');
    const url = (first.pool!.options as { connectionString: string }).connectionString;
    const second = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
    try {
      const user = await createUser(first.db);
      await first.db
        .insert(chatJobs)
        .values(Array.from({ length: 200 }, (_, i) => ({ userId: user.id, message: `job ${i}` })));
      const wakes = [await listenForJobs(first), await listenForJobs(second)];
      const pools = [first, second].map((database, i) =>
        startWorkerPool({
          database,
          wakeUp: wakes[i]!,
          handlers: { chat_jobs: writeOneMeal },
          concurrency: 3,
          log: silent,
          pollMs: 50,
        }),
      );
      await expect
        .poll(async () => (await first.db.select().from(chatJobs).where(eq(chatJobs.status, 'completed'))).length, {
          timeout: 30_000,
        })
        .toBe(200);
      await Promise.all(pools.map((p) => p.stop(1000)));
      await Promise.all(wakes.map((w) => w.close()));
      const perJob = await first.db.execute(
        sql`select source_job_id, count(*)::int as n from meals group by source_job_id having count(*) <> 1`,
      );
      expect((perJob as unknown as { rows: unknown[] }).rows).toEqual([]);
      const total = await first.db.select().from(meals);
      expect(total).toHaveLength(200);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});
