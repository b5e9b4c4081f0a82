// Composition root: configuration → database (migrated) → services (storage, engine, speech, AI)
// → app → workers → listen → shutdown. Every shared service is built here once and passed down.
// Loaded by main.ts once the garbage collector is set up.
import { buildApp } from './app';
import { createServicesOrExit } from './lifecycle/create-services-or-exit';
import { openDatabaseOrExit } from './lifecycle/open-database-or-exit';
import { readConfigOrExit } from './lifecycle/read-config';
import { installShutdown } from './lifecycle/shutdown';
import { startWorkers } from './jobs/start-workers';

const config = readConfigOrExit();
const database = await openDatabaseOrExit(config);
const services = await createServicesOrExit(config, database);
const app = await buildApp({ config, database, services });
const workers = await startWorkers({ config, database, services, log: app.log, run: config.workers.inProcess });

const shutdown = installShutdown({
  timeoutMs: config.shutdownTimeoutMs,
  log: app.log,
  steps: [
    { name: 'http server', stop: () => app.close() },
    ...workers.steps,
    { name: 'database', stop: () => database.close() },
  ],
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  console.error(`Crease cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  await shutdown();
  process.exit(1);
}
const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
console.log(`Crease is running at ${config.publicUrl} (database: ${where})`);
