// Wakes idle workers as soon as a job is queued: an in-process signal for this process, and
// LISTEN/NOTIFY for other processes sharing the database. Workers also poll slowly, so a missed
// notification (e.g. while reconnecting) only delays a job, never loses it.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { JOBS_CHANNEL } from './queue.js';

export interface JobWakeUp {
  /** Resolves after `ms`, on a notification, or when `signal` aborts, whichever comes first. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** Wakes this process's workers (the enqueuer calls it after committing a job). */
  notifyLocal(): void;
  close(): Promise<void>;
}

export async function listenForJobs(database: Database): Promise<JobWakeUp> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const wake = () => events.emit('wake');
  let close: () => Promise<void> = async () => undefined;

  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(JOBS_CHANNEL, wake);
    close = () => unsubscribe();
  } else if (database.pool) {
    const connectionString = (database.pool.options as { connectionString?: string }).connectionString;
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      if (closed) return;
      const next = new pg.Client({ connectionString });
      next.on('notification', wake);
      next.on('error', () => undefined);
      next.on('end', () => {
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
      client = next;
    };
    await connect();
    close = async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    };
  }

  return {
    wait: (ms, signal) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          events.off('wake', done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        events.once('wake', done);
        signal.addEventListener('abort', done, { once: true });
      }),
    notifyLocal: wake,
    close: () => close(),
  };
}
