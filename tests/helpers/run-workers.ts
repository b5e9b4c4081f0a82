// Runs the workers exactly as a server process does (startWorkers: the real handlers, wake-ups
// and user events) against a test database, with the test's own services where it passes them.
import pino from 'pino';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { startWorkers } from '../../src/server/jobs/start-workers';
import { createServices, type Services } from '../../src/server/services';

export async function startTestWorkers(
  database: Database,
  opts: { env?: Record<string, string>; services?: Partial<Services> } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: '3000', ...opts.env });
  const services = { ...createServices(config), ...opts.services };
  const workers = await startWorkers({ config, database, services, log: pino({ level: 'silent' }), run: true });
  return {
    stop: async () => {
      for (const step of workers.steps) await step.stop();
    },
  };
}
