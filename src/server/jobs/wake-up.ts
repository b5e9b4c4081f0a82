// Wakes idle workers as soon as a job is queued: NOTIFY reaches every process sharing the
// database (and this one). Workers also poll slowly, so a missed notification only delays a job.
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';
import { listenToChannel } from '../db/listen';
import { JOBS_CHANNEL } from '../lib/job-notify';

export interface JobWakeUp {
  /** Resolves after `ms`, on a notification, or when `signal` aborts, whichever comes first. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** Wakes this process's workers without a database round trip. */
  notifyLocal(): void;
  close(): Promise<void>;
}

export async function listenForJobs(database: Database): Promise<JobWakeUp> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const wake = () => events.emit('wake');
  const close = await listenToChannel(database, JOBS_CHANNEL, wake);
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
    close,
  };
}
