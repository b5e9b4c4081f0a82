// Starts the queue workers of this process and returns the shutdown steps for them, in order.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Stoppable } from '../lifecycle/shutdown';
import { publishUserEvent } from '../lib/user-events';
import type { Services } from '../services';
import { createJobHandlers } from './handlers';
import { scheduleUploadSweeps } from './sweep-abandoned-uploads';
import { scheduleExpiredRowSweeps } from './sweep-expired-rows';
import { listenForJobs, type JobWakeUp } from './wake-up';
import { startWorkerPool } from './worker-pool';

export interface RunningWorkers {
  wakeUp: JobWakeUp;
  steps: Stoppable[];
}

export async function startWorkers(opts: {
  config: Config;
  database: Database;
  services: Services;
  log: FastifyBaseLogger;
  run: boolean;
}): Promise<RunningWorkers> {
  const { config, database, services, log } = opts;
  const wakeUp = await listenForJobs(database);
  const pool = opts.run
    ? startWorkerPool({
        database,
        wakeUp,
        handlers: createJobHandlers({ config, services, log }),
        concurrency: config.workers.concurrency,
        leaseMs: config.jobLeaseMs,
        log,
        onFinished: async (job) => {
          await publishUserEvent(database.db, job.userId, 'jobs');
          await publishUserEvent(database.db, job.userId, 'meals');
        },
      })
    : null;
  // Housekeeping runs where the workers run (in the server by default, else in worker processes).
  const stopSweeps = opts.run
    ? scheduleUploadSweeps(
        { db: database.db, storage: services.storage, log },
        { uploadUrlTtlSeconds: config.images.uploadUrlTtlSeconds, everyMs: 15 * 60_000 },
      )
    : null;
  const stopRowSweeps = opts.run ? scheduleExpiredRowSweeps({ db: database.db, log }, { everyMs: 10 * 60_000 }) : null;
  return {
    wakeUp,
    steps: [
      ...(stopSweeps ? [{ name: 'upload sweeps', stop: async () => stopSweeps() }] : []),
      ...(stopRowSweeps ? [{ name: 'expired row sweeps', stop: async () => stopRowSweeps() }] : []),
      // Leave a little of the shutdown budget for closing the database after the hand-back.
      ...(pool ? [{ name: 'workers', stop: () => pool.stop(Math.max(500, config.shutdownTimeoutMs - 2_000)) }] : []),
      { name: 'job notifications', stop: () => wakeUp.close() },
    ],
  };
}
