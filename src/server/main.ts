// Composition root: configuration → database (migrated) → app → listen → shutdown hooks.
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { installShutdown } from './lifecycle/shutdown.js';
import { openConfiguredDatabase } from './lifecycle/open-configured-database.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Crease cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });

installShutdown({
  timeoutMs: config.shutdownTimeoutMs,
  log: app.log,
  steps: [
    { name: 'http server', stop: () => app.close() },
    { name: 'database', stop: () => database.close() },
  ],
});

await app.listen({ port: config.port, host: config.host });
const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
console.log(`Crease is running at ${config.publicUrl} (database: ${where})`);
