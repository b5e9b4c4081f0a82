// `npm run worker`: a process that only works the queues, for scaling workers apart from the
// web servers. It needs PostgreSQL: the embedded PGlite belongs to one process.
import pino from 'pino';
import { serializeError } from './http/logging';
import { createServicesOrExit } from './lifecycle/create-services-or-exit';
import { openDatabaseOrExit } from './lifecycle/open-database-or-exit';
import { readConfigOrExit } from './lifecycle/read-config';
import { installShutdown } from './lifecycle/shutdown';
import { startWorkers } from './jobs/start-workers';

const config = readConfigOrExit();
if (config.database.kind !== 'postgres') {
  console.error(
    'Crease cannot start a separate worker without PostgreSQL. Set DATABASE_URL for the server and the workers; ' +
      'with the embedded database, the server runs its workers itself (RUN_WORKERS=true).',
  );
  process.exit(1);
}
// The same error serializer as the web process: a failed query's parameters (a user's meal text) stay out of the log.
const log = pino({ level: config.logLevel, base: { role: 'worker' }, serializers: { err: serializeError } });
const database = await openDatabaseOrExit(config);
const services = await createServicesOrExit(config, database);
const workers = await startWorkers({ config, database, services, log, run: true });
installShutdown({
  timeoutMs: config.shutdownTimeoutMs,
  log,
  steps: [...workers.steps, { name: 'database', stop: () => database.close() }],
});
log.info({ concurrency: config.workers.concurrency }, 'Crease worker is running');
