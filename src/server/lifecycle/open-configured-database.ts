import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/** Opens the database the configuration names and brings its schema up to date. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: config.database.dataDir }
      : { kind: 'postgres', url: config.database.url, poolMax: config.database.poolMax },
  );
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}
