import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { isDatabaseUnavailable } from '../db/unavailable';

const MAX_WAIT_MS = 30_000;

/** Where PostgreSQL is, without the password, for messages. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/**
 * Opens the database the configuration names and brings its schema up to date. PostgreSQL that
 * cannot be reached yet (started together with us, restarting, a network blip) is waited for with
 * backoff and one clear line per try, instead of exiting with a stack trace and staying down;
 * `signal` (SIGTERM while waiting) gives up.
 */
export async function openConfiguredDatabase(
  config: Config,
  opts: { signal?: AbortSignal; say?: (line: string) => void } = {},
): Promise<Database> {
  const database = await openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: config.database.dataDir }
      : { kind: 'postgres', url: config.database.url, poolMax: config.database.poolMax },
  );
  const say = opts.say ?? ((line: string) => console.error(line));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateDatabase(database);
      if (attempt > 1) say('Crease reached the database.');
      return database;
    } catch (err) {
      if (config.database.kind !== 'postgres' || !isDatabaseUnavailable(err) || opts.signal?.aborted) {
        await database.close().catch(() => undefined);
        throw err;
      }
      const waitMs = Math.min(MAX_WAIT_MS, 1000 * 2 ** (attempt - 1));
      const reason = (err as { code?: string }).code ?? (err as Error).message;
      say(
        `Crease is waiting for PostgreSQL at ${where(config.database.url)} (${reason}); trying again in ${Math.round(waitMs / 1000)} s.`,
      );
      try {
        await sleep(waitMs, undefined, { signal: opts.signal });
      } catch {
        await database.close().catch(() => undefined);
        throw new Error('Stopped while waiting for the database');
      }
    }
  }
}
