// Start-up's database step for both entry points (web and `npm run worker`): waits for
// PostgreSQL while it is away (a signal meanwhile stops cleanly with 0), and otherwise ends the
// process with one clear line rather than an unhandled rejection's stack trace.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from './open-configured-database';

export async function openDatabaseOrExit(config: Config): Promise<Database> {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    return await openConfiguredDatabase(config, { signal: stop.signal });
  } catch (err) {
    if (stop.signal.aborted) {
      console.error('Crease stopped before the database was reachable.');
      process.exit(0);
    }
    console.error(`Crease cannot start: the database failed to open: ${(err as Error).message}`);
    process.exit(1);
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
}
