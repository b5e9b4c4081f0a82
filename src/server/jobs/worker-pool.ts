// Runs queue handlers with N concurrent slots. Each claimed job holds a lease that a heartbeat
// renews; on shutdown, jobs still running after the grace period are handed back to the queue.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import {
  claimJob,
  completeJob,
  failAbandonedJobs,
  failJob,
  QUEUES,
  releaseJob,
  renewLease,
  type ClaimedJob,
  type QueueName,
} from './queue';
import type { JobWakeUp } from './wake-up';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../db/unavailable';

export type JobOutcome = { kind: 'completed'; write: (tx: Db) => Promise<void> } | { kind: 'failed'; error: string };
export type JobHandler = (job: ClaimedJob, ctx: { db: Db; signal: AbortSignal }) => Promise<JobOutcome>;
export type JobHandlers = Partial<Record<QueueName, JobHandler>>;

export interface WorkerPoolOptions {
  database: Database;
  wakeUp: JobWakeUp;
  handlers: JobHandlers;
  concurrency: number;
  log: FastifyBaseLogger;
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  /** Called after a job's final state is written (e.g. to tell the user's open pages). */
  onFinished?: (job: ClaimedJob) => Promise<void>;
}

export interface WorkerPool {
  workerId: string;
  /** Stops claiming; waits up to graceMs for running jobs, then hands the rest back. */
  stop(graceMs: number): Promise<void>;
}

const CRASH_MESSAGE = 'Processing failed. Please try again.';

export function startWorkerPool(opts: WorkerPoolOptions): WorkerPool {
  const { database, wakeUp, handlers, log } = opts;
  const db = database.db;
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 2_000;
  const maxAttempts = opts.maxAttempts ?? 3;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const queues = QUEUES.filter((q) => handlers[q]);
  const stopping = new AbortController();
  const running = new Map<string, { job: ClaimedJob; abort: AbortController }>();
  let lastSweep = 0;

  async function claimAny(): Promise<ClaimedJob | null> {
    if (Date.now() - lastSweep > leaseMs) {
      lastSweep = Date.now();
      for (const q of queues) await failAbandonedJobs(db, q, maxAttempts, CRASH_MESSAGE);
    }
    for (const q of queues) {
      const job = await claimJob(db, q, workerId, leaseMs, maxAttempts);
      if (job) return job;
    }
    return null;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const abort = new AbortController();
    running.set(job.id, { job, abort });
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, workerId, leaseMs)
          .then((held) => held || abort.abort())
          .catch((err) => log.warn({ err, jobId: job.id }, 'lease renewal failed'));
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    try {
      const outcome = await handlers[job.queue]!(job, { db, signal: abort.signal });
      if (abort.signal.aborted) return; // cancelled, lease lost or handed back: not ours to finish
      // A connection lost while saving is tried again (completeJob re-checks the lease, so a save
      // that did commit is not written twice); a longer outage leaves the job to its lease.
      const finished = await retryWhileUnavailable(() =>
        outcome.kind === 'completed'
          ? completeJob(db, job, workerId, outcome.write)
          : failJob(db, job, workerId, outcome.error),
      );
      if (finished) await opts.onFinished?.(job).catch((err) => log.warn({ err, jobId: job.id }, 'onFinished failed'));
    } catch (err) {
      if (isDatabaseUnavailable(err))
        log.warn(
          { jobId: job.id, queue: job.queue },
          'database unavailable; the job will be picked up again when its lease ends',
        );
      else log.error({ err, jobId: job.id, queue: job.queue, attempt: job.attempts }, 'job handler crashed');
      if (job.attempts < maxAttempts) await releaseJob(db, job, workerId, true).catch(() => undefined);
      else await failJob(db, job, workerId, CRASH_MESSAGE).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
    }
  }

  async function slot(): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimAny();
      } catch (err) {
        if (isDatabaseUnavailable(err)) log.warn('could not claim a job: database unavailable');
        else log.warn({ err }, 'could not claim a job');
      }
      if (job) await run(job);
      else await wakeUp.wait(pollMs, stopping.signal);
    }
  }

  const slots = queues.length ? Array.from({ length: opts.concurrency }, () => slot()) : [];
  if (queues.length) log.info({ workerId, queues, concurrency: opts.concurrency }, 'workers started');

  return {
    workerId,
    async stop(graceMs) {
      stopping.abort();
      const all = Promise.all(slots);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        for (const { job, abort } of running.values()) {
          abort.abort();
          await releaseJob(db, job, workerId, false).catch((err) =>
            log.warn({ err, jobId: job.id }, 'hand-back failed'),
          );
          log.info({ jobId: job.id }, 'handed a running job back to the queue');
        }
      }
    },
  };
}
