// Runs the workers exactly as a server process does (startWorkers: the real handlers, wake-ups
// and user events) against a test database.
import pino from 'pino';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { startWorkers } from '../../src/server/jobs/start-workers';

export async function startTestWorkers(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: '3000', ...env });
  const workers = await startWorkers({ config, database, log: pino({ level: 'silent' }), run: true });
  return {
    stop: async () => {
      for (const step of workers.steps) await step.stop();
    },
  };
}
